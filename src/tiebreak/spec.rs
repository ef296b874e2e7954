//! Tie-break descriptors: the MTB26 code syntax (`NAME[/modifier]…`, C.07 art. 14 and the
//! TEC "Mandatory Tie-Breaks" list), parsed into a [`TiebreakSpec`] and written back in
//! canonical form.

use std::fmt;
use thiserror::Error;

/// The tie-breaks Torneo computes (C.07 art. 5 list, individual events).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TiebreakKind {
    /// DE, Direct Encounter (art. 6).
    DirectEncounter,
    /// WIN, number of wins, with or without playing (art. 7.1).
    Wins,
    /// WON, number of games won over the board (art. 7.2).
    GamesWon,
    /// BPG, number of games played with Black (art. 7.3).
    BlackGames,
    /// BWG, number of games won with Black (art. 7.4).
    BlackWins,
    /// PS, sum of progressive scores (art. 7.5).
    ProgressiveScores,
    /// BH, Buchholz (art. 8.1).
    Buchholz,
    /// SB, Sonneborn-Berger (art. 9.1).
    SonnebornBerger,
    /// KS, Koya system (art. 9.2).
    Koya,
    /// ARO, average rating of opponents (art. 10.1).
    AverageRatingOfOpponents,
}

impl TiebreakKind {
    /// Every kind, in the art. 5 order.
    pub const ALL: [TiebreakKind; 10] = [
        TiebreakKind::DirectEncounter,
        TiebreakKind::Wins,
        TiebreakKind::GamesWon,
        TiebreakKind::BlackGames,
        TiebreakKind::BlackWins,
        TiebreakKind::ProgressiveScores,
        TiebreakKind::Buchholz,
        TiebreakKind::SonnebornBerger,
        TiebreakKind::Koya,
        TiebreakKind::AverageRatingOfOpponents,
    ];

    /// The MTB26 acronym.
    pub fn acronym(self) -> &'static str {
        match self {
            TiebreakKind::DirectEncounter => "DE",
            TiebreakKind::Wins => "WIN",
            TiebreakKind::GamesWon => "WON",
            TiebreakKind::BlackGames => "BPG",
            TiebreakKind::BlackWins => "BWG",
            TiebreakKind::ProgressiveScores => "PS",
            TiebreakKind::Buchholz => "BH",
            TiebreakKind::SonnebornBerger => "SB",
            TiebreakKind::Koya => "KS",
            TiebreakKind::AverageRatingOfOpponents => "ARO",
        }
    }

    /// English name, for tooltips and printed legends.
    pub fn name(self) -> &'static str {
        match self {
            TiebreakKind::DirectEncounter => "Direct encounter",
            TiebreakKind::Wins => "Number of wins",
            TiebreakKind::GamesWon => "Number of games won",
            TiebreakKind::BlackGames => "Games played with Black",
            TiebreakKind::BlackWins => "Games won with Black",
            TiebreakKind::ProgressiveScores => "Progressive scores",
            TiebreakKind::Buchholz => "Buchholz",
            TiebreakKind::SonnebornBerger => "Sonneborn-Berger",
            TiebreakKind::Koya => "Koya system",
            TiebreakKind::AverageRatingOfOpponents => "Average rating of opponents",
        }
    }

    fn from_acronym(name: &str) -> Option<TiebreakKind> {
        TiebreakKind::ALL
            .into_iter()
            .find(|k| k.acronym().eq_ignore_ascii_case(name))
    }

    /// Art. 5 table: the tie-breaks that accept Cut-1 (and so the cut/median modifiers).
    fn accepts_cut(self) -> bool {
        matches!(
            self,
            TiebreakKind::Buchholz
                | TiebreakKind::SonnebornBerger
                | TiebreakKind::AverageRatingOfOpponents
                | TiebreakKind::ProgressiveScores
        )
    }

    /// Median modifiers (14.3, 14.4) drop values on both sides; PS has no "most
    /// significant round", so only the others take them.
    fn accepts_median(self) -> bool {
        matches!(
            self,
            TiebreakKind::Buchholz
                | TiebreakKind::SonnebornBerger
                | TiebreakKind::AverageRatingOfOpponents
        )
    }

    /// `/P` (MTB26): forfeits count as games against the scheduled opponent.
    fn accepts_played(self) -> bool {
        matches!(
            self,
            TiebreakKind::DirectEncounter | TiebreakKind::Buchholz | TiebreakKind::SonnebornBerger
        )
    }
}

/// Values dropped by the Cut and Median modifiers (C.07 14.1 – 14.4).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Trim {
    /// Cut-n: drop the n least significant values (14.1, 14.2).
    Cut(u8),
    /// Median-n: drop the n least and the n most significant values (14.3, 14.4).
    Median(u8),
}

impl Trim {
    /// Values dropped at the low end.
    pub fn low(self) -> usize {
        match self {
            Trim::Cut(n) | Trim::Median(n) => usize::from(n),
        }
    }

    /// Values dropped at the high end.
    pub fn high(self) -> usize {
        match self {
            Trim::Cut(_) => 0,
            Trim::Median(n) => usize::from(n),
        }
    }
}

/// The Koya limit (C.07 9.2, moved by the Limit modifier 14.5).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum KoyaLimit {
    /// The limit moved by this many half points (`/L+1` = +½, `/L-2` = −1).
    HalfPoints(i32),
    /// A percentage of the maximum possible score instead of 50 % (`/L40`).
    Percent(u32),
}

/// The rule edition for the unplayed-round rules (art. 16).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Edition {
    /// Aug 2024 edition: the dummy opponent scores the player's own final score.
    E2024,
    /// Mar 2026 edition (default): the dummy is capped (16.4.1, 16.4.2).
    E2026,
}

/// A parsed tie-break: its kind and modifiers.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct TiebreakSpec {
    pub kind: TiebreakKind,
    /// `/C1`, `/C2`, `/M1`, `/M2`.
    pub trim: Option<Trim>,
    /// `/L…` (KS only).
    pub limit: Option<KoyaLimit>,
    /// `/P`: forfeits count as games against the scheduled opponent (DE, BH, SB).
    pub forfeits_played: bool,
    /// `/V2024` or `/V2026` (BH, SB); `None` = the edition in force (2026).
    pub edition: Option<Edition>,
}

/// Codes the settings dialog offers, in a sensible order.
pub const SUPPORTED: &[&str] = &[
    "DE", "WIN", "WON", "BPG", "BWG", "PS", "PS/C1", "SB", "SB/C1", "SB/C2", "KS", "BH", "BH/C1",
    "BH/C2", "BH/M1", "BH/M2", "ARO", "ARO/C1",
];

/// FIDE codes that exist (art. 5 list, MTB26) but that Torneo does not compute.
const KNOWN_UNSUPPORTED: &[&str] = &[
    "REP", "GE", "STD", "TPN", "FB", "AOB", "TPR", "PTP", "APRO", "APPO", "RTNG", "EDE", "EMMSB",
    "EMGSB", "EGMSB", "EGGSB", "SSSC", "BC", "TBR", "BBE", "MPVGP",
];

/// Why a tie-break code was not accepted.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum ParseTiebreakError {
    #[error("empty tie-break code")]
    Empty,
    #[error("unknown tie-break \"{0}\"")]
    Unknown(String),
    #[error("tie-break \"{0}\" is a FIDE tie-break Torneo does not compute")]
    Unsupported(String),
    #[error("tie-break \"{code}\": unknown modifier \"/{modifier}\"")]
    UnknownModifier { code: String, modifier: String },
    #[error("tie-break \"{code}\": modifier \"/{modifier}\" does not apply to {name}")]
    ModifierNotAllowed {
        code: String,
        modifier: String,
        name: &'static str,
    },
    #[error("tie-break \"{code}\": modifier \"/{modifier}\" given twice")]
    DuplicateModifier { code: String, modifier: String },
}

impl TiebreakSpec {
    /// A tie-break without modifiers.
    pub fn plain(kind: TiebreakKind) -> TiebreakSpec {
        TiebreakSpec {
            kind,
            trim: None,
            limit: None,
            forfeits_played: false,
            edition: None,
        }
    }

    /// Parses an MTB26 code: `NAME[/modifier]…`, case-insensitive; the Handbook's hyphen
    /// form (`BH-C1`) and a `:GP` point-type suffix (individual events: game points
    /// are the points) are accepted.
    pub fn parse(code: &str) -> Result<TiebreakSpec, ParseTiebreakError> {
        let text = code.trim();
        if text.is_empty() {
            return Err(ParseTiebreakError::Empty);
        }
        let upper = text.to_ascii_uppercase();
        // `KS/L-1` keeps its sign: only a hyphen right after the name separates.
        let mut parts = upper.split('/');
        let head = parts.next().unwrap_or_default();
        let (name_part, hyphen_modifier) = match head.split_once('-') {
            Some((name, modifier)) => (name, Some(modifier)),
            None => (head, None),
        };
        let name = match name_part.split_once(':') {
            Some((name, "GP")) => name,
            Some(_) => return Err(ParseTiebreakError::Unknown(text.to_string())),
            None => name_part,
        };
        let Some(kind) = TiebreakKind::from_acronym(name) else {
            return Err(if KNOWN_UNSUPPORTED.contains(&name) {
                ParseTiebreakError::Unsupported(text.to_string())
            } else {
                ParseTiebreakError::Unknown(text.to_string())
            });
        };
        let mut spec = TiebreakSpec::plain(kind);
        for modifier in hyphen_modifier.into_iter().chain(parts) {
            spec.apply_modifier(text, modifier)?;
        }
        Ok(spec)
    }

    fn apply_modifier(&mut self, code: &str, modifier: &str) -> Result<(), ParseTiebreakError> {
        let unknown = || ParseTiebreakError::UnknownModifier {
            code: code.to_string(),
            modifier: modifier.to_string(),
        };
        let not_allowed = || ParseTiebreakError::ModifierNotAllowed {
            code: code.to_string(),
            modifier: modifier.to_string(),
            name: self.kind.name(),
        };
        let twice = || ParseTiebreakError::DuplicateModifier {
            code: code.to_string(),
            modifier: modifier.to_string(),
        };
        let mut chars = modifier.chars();
        let letter = chars.next().ok_or_else(unknown)?;
        let rest = chars.as_str();
        match letter {
            'C' | 'M' => {
                let n: u8 = match rest {
                    "1" => 1,
                    "2" => 2,
                    _ => return Err(unknown()),
                };
                let allowed = if letter == 'C' {
                    self.kind.accepts_cut()
                } else {
                    self.kind.accepts_median()
                };
                if !allowed {
                    return Err(not_allowed());
                }
                if self.trim.is_some() {
                    return Err(twice());
                }
                self.trim = Some(if letter == 'C' {
                    Trim::Cut(n)
                } else {
                    Trim::Median(n)
                });
            }
            'L' => {
                if self.kind != TiebreakKind::Koya {
                    return Err(not_allowed());
                }
                if self.limit.is_some() {
                    return Err(twice());
                }
                self.limit = Some(parse_limit(rest).ok_or_else(unknown)?);
            }
            'P' if rest.is_empty() => {
                if !self.kind.accepts_played() {
                    return Err(not_allowed());
                }
                self.forfeits_played = true;
            }
            'V' => {
                let edition = match rest {
                    "2024" | "1" => Edition::E2024,
                    "2026" | "2" | "" => Edition::E2026,
                    _ => return Err(unknown()),
                };
                if !matches!(
                    self.kind,
                    TiebreakKind::Buchholz | TiebreakKind::SonnebornBerger
                ) {
                    return Err(not_allowed());
                }
                if self.edition.is_some() {
                    return Err(twice());
                }
                self.edition = Some(edition);
            }
            _ => return Err(unknown()),
        }
        Ok(())
    }

    /// Canonical MTB26 code, e.g. `BH/C1`, `KS/L+1`, `SB/C1/P`.
    pub fn code(&self) -> String {
        let mut code = self.kind.acronym().to_string();
        match self.trim {
            Some(Trim::Cut(n)) => code.push_str(&format!("/C{n}")),
            Some(Trim::Median(n)) => code.push_str(&format!("/M{n}")),
            None => {}
        }
        match self.limit {
            Some(KoyaLimit::HalfPoints(n)) => code.push_str(&format!("/L{n:+}")),
            Some(KoyaLimit::Percent(p)) => code.push_str(&format!("/L{p}")),
            None => {}
        }
        if self.forfeits_played {
            code.push_str("/P");
        }
        match self.edition {
            Some(Edition::E2024) => code.push_str("/V2024"),
            Some(Edition::E2026) => code.push_str("/V2026"),
            None => {}
        }
        code
    }

    /// The edition whose unplayed-round rules apply (2026 unless `/V2024`).
    pub fn edition(&self) -> Edition {
        self.edition.unwrap_or(Edition::E2026)
    }
}

/// `/L` argument: `+n` / `-n` half points, `+1.5` points when written with a decimal,
/// or a bare percentage (`40`).
fn parse_limit(text: &str) -> Option<KoyaLimit> {
    let (sign, digits) = match text.as_bytes().first()? {
        b'+' => (1, text.get(1..)?),
        b'-' => (-1, text.get(1..)?),
        _ => {
            let percent: u32 = text.parse().ok()?;
            return (percent <= 100).then_some(KoyaLimit::Percent(percent));
        }
    };
    if let Some((whole, frac)) = digits.split_once('.') {
        // A decimal is a number of points: "+1.5" is three half points.
        let whole: i32 = whole.parse().ok()?;
        let half = match frac {
            "" | "0" => 0,
            "5" => 1,
            _ => return None,
        };
        return Some(KoyaLimit::HalfPoints(sign * (whole * 2 + half)));
    }
    let n: i32 = digits.parse().ok()?;
    Some(KoyaLimit::HalfPoints(sign * n))
}

impl fmt::Display for TiebreakSpec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.code())
    }
}

impl std::str::FromStr for TiebreakSpec {
    type Err = ParseTiebreakError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        TiebreakSpec::parse(s)
    }
}

/// Parses a settings list: the specs that parse, and the errors of those that do not
/// (skipped; the caller shows them).
pub fn parse_list(codes: &[String]) -> (Vec<TiebreakSpec>, Vec<ParseTiebreakError>) {
    let mut specs = Vec::new();
    let mut errors = Vec::new();
    for code in codes {
        match TiebreakSpec::parse(code) {
            Ok(spec) => specs.push(spec),
            Err(e) => errors.push(e),
        }
    }
    (specs, errors)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_codes_and_writes_them_back() {
        for code in SUPPORTED {
            let spec = TiebreakSpec::parse(code).unwrap();
            assert_eq!(spec.code(), *code);
            assert_eq!(spec.to_string(), *code);
        }
        let bh = TiebreakSpec::parse("bh-c1").unwrap();
        assert_eq!(bh.kind, TiebreakKind::Buchholz);
        assert_eq!(bh.trim, Some(Trim::Cut(1)));
        assert_eq!(bh.code(), "BH/C1");
        assert_eq!(TiebreakSpec::parse("SB/C1/P").unwrap().code(), "SB/C1/P");
        assert_eq!(TiebreakSpec::parse("BH:GP/M2").unwrap().code(), "BH/M2");
    }

    #[test]
    fn koya_limits() {
        let l = |c: &str| TiebreakSpec::parse(c).unwrap().limit;
        assert_eq!(l("KS/L+1"), Some(KoyaLimit::HalfPoints(1)));
        assert_eq!(l("KS/L-2"), Some(KoyaLimit::HalfPoints(-2)));
        assert_eq!(l("KS/L+1.5"), Some(KoyaLimit::HalfPoints(3)));
        assert_eq!(l("KS/L40"), Some(KoyaLimit::Percent(40)));
        assert_eq!(TiebreakSpec::parse("KS/L-2").unwrap().code(), "KS/L-2");
        assert!(TiebreakSpec::parse("KS/L").is_err());
    }

    #[test]
    fn rejects_bad_codes() {
        assert_eq!(TiebreakSpec::parse(" "), Err(ParseTiebreakError::Empty));
        assert!(matches!(
            TiebreakSpec::parse("XYZ"),
            Err(ParseTiebreakError::Unknown(_))
        ));
        assert!(matches!(
            TiebreakSpec::parse("TPR"),
            Err(ParseTiebreakError::Unsupported(_))
        ));
        assert!(matches!(
            TiebreakSpec::parse("WIN/C1"),
            Err(ParseTiebreakError::ModifierNotAllowed { .. })
        ));
        assert!(matches!(
            TiebreakSpec::parse("BH/C3"),
            Err(ParseTiebreakError::UnknownModifier { .. })
        ));
        assert!(matches!(
            TiebreakSpec::parse("BH/C1/M1"),
            Err(ParseTiebreakError::DuplicateModifier { .. })
        ));
        let (specs, errors) = parse_list(&["DE".into(), "FOO".into(), "KS".into()]);
        assert_eq!(specs.len(), 2);
        assert_eq!(errors.len(), 1);
    }
}
