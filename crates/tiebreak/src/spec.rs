//! Tie-break descriptors: the MTB26 code syntax (`NAME[/modifier]…`, C.07 art. 14 and the
//! TEC "Mandatory Tie-Breaks" list), parsed into a [`TiebreakSpec`] and written back in
//! canonical form; the rule edition in force for a tournament.

pub use super::kind::TiebreakKind;
use chrono::NaiveDate;
use std::fmt;
use thiserror::Error;

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

/// The rule edition of the unplayed-round rules (art. 15, 16).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Edition {
    /// The FIDE Congress 2009 rule (seed 003), Buchholz only: a *virtual opponent* for the
    /// player's own unplayed rounds, every unplayed result a draw for the opponents.
    /// `BH/V2009`; never for current events.
    E2009,
    /// 2023/2024 editions (in force 1 Apr 2024 – 28 Feb 2026): the dummy opponent scores
    /// the player's own final score; round-robin forfeits are plain games (15.2).
    E2024,
    /// Mar 2026 edition: the dummy is capped (16.4.1, 16.4.2); round-robin forfeit carve-out
    /// (15.2); no Buchholz in round robins (8.1).
    E2026,
}

impl Edition {
    /// The day the 2026 edition came into force.
    pub fn start_2026() -> NaiveDate {
        NaiveDate::from_ymd_opt(2026, 3, 1).unwrap_or_default()
    }

    /// The edition in force for a tournament that starts on `start` (C.07 2026 applies
    /// from 1 Mar 2026); with no date, the edition in force now (2026), as the reference
    /// checker does.
    pub fn for_start_date(start: Option<NaiveDate>) -> Edition {
        match start {
            Some(day) if day < Edition::start_2026() => Edition::E2024,
            _ => Edition::E2026,
        }
    }

    /// The `/V` modifier text.
    pub fn year(self) -> u32 {
        match self {
            Edition::E2009 => 2009,
            Edition::E2024 => 2024,
            Edition::E2026 => 2026,
        }
    }
}

/// A parsed tie-break: its kind and modifiers.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct TiebreakSpec {
    pub kind: TiebreakKind,
    /// `/C1`, `/C2`, `/M1`, `/M2`.
    pub trim: Option<Trim>,
    /// `/L…` (KS only).
    pub limit: Option<KoyaLimit>,
    /// `/P`: forfeits count as games against the scheduled opponent (DE, BH, FB, SB).
    pub forfeits_played: bool,
    /// `/F`: AOB on the opponents' Fore Buchholz (MTB26).
    pub fore: bool,
    /// `/R`: reverse order (TPN highest first, RTNG lowest first).
    pub reverse: bool,
    /// `/U<rating>`: the rating unrated players count with (art. 10 tie-breaks).
    pub unrated: Option<u16>,
    /// `/V2009`, `/V2024`, `/V2026`; `None` = the edition of the tournament's start date.
    pub edition: Option<Edition>,
}

/// Codes the settings dialog offers, in a sensible order.
pub const SUPPORTED: &[&str] = &[
    "DE",
    "DE/P",
    "WIN",
    "WON",
    "BPG",
    "BWG",
    "PS",
    "PS/C1",
    "PS/C2",
    "REP",
    "STD",
    "TPN",
    "TPN/R",
    "BH",
    "BH/C1",
    "BH/C2",
    "BH/M1",
    "BH/M2",
    "BH/P",
    "BH/C1/P",
    "FB",
    "FB/C1",
    "FB/C2",
    "FB/M1",
    "FB/M2",
    "AOB",
    "AOB/F",
    "SB",
    "SB/C1",
    "SB/C2",
    "SB/P",
    "SB/C1/P",
    "KS",
    "KS/L+1",
    "KS/L-1",
    "ARO",
    "ARO/C1",
    "ARO/C2",
    "ARO/M1",
    "ARO/M2",
    "TPR",
    "PTP",
    "APRO",
    "APPO",
    "RTNG",
    "RTNG/R",
    "BH/V2009",
    "OTHER_F10",
];

/// FIDE codes that exist (MTB26, team events) but that Torneo does not compute.
const KNOWN_UNSUPPORTED: &[&str] = &[
    "EDE", "EDEBT", "EDEBB", "EDET", "EDEB", "EMMSB", "EMGSB", "EGMSB", "EGGSB", "SSSC", "BC",
    "TBR", "BBE", "MPVGP",
];

/// Why a tie-break code was not accepted (worded in `tiebreak::wording`).
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error(
    "{}",
    crate::i18n::Localize::localize(self, crate::i18n::Language::English)
)]
pub enum ParseTiebreakError {
    Empty,
    Unknown(String),
    /// A FIDE tie-break Torneo does not compute.
    Unsupported(String),
    UnknownModifier {
        code: String,
        modifier: String,
    },
    ModifierNotAllowed {
        code: String,
        modifier: String,
        kind: TiebreakKind,
    },
    DuplicateModifier {
        code: String,
        modifier: String,
    },
}

impl TiebreakSpec {
    /// A tie-break without modifiers.
    pub fn plain(kind: TiebreakKind) -> TiebreakSpec {
        TiebreakSpec {
            kind,
            trim: None,
            limit: None,
            forfeits_played: false,
            fore: false,
            reverse: false,
            unrated: None,
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
            kind: self.kind,
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
                    "2009" => Edition::E2009,
                    "2024" | "1" => Edition::E2024,
                    "2026" | "2" | "" => Edition::E2026,
                    _ => return Err(unknown()),
                };
                if edition == Edition::E2009 && self.kind != TiebreakKind::Buchholz {
                    return Err(not_allowed());
                }
                if self.edition.is_some() {
                    return Err(twice());
                }
                self.edition = Some(edition);
            }
            'F' if rest.is_empty() => {
                if self.kind != TiebreakKind::AverageOfOpponentsBuchholz {
                    return Err(not_allowed());
                }
                self.fore = true;
            }
            'R' if rest.is_empty() => {
                if !matches!(
                    self.kind,
                    TiebreakKind::PairingNumber | TiebreakKind::Rating
                ) {
                    return Err(not_allowed());
                }
                self.reverse = true;
            }
            'U' => {
                let rating: u16 = rest.parse().map_err(|_| unknown())?;
                if !self.kind.is_rating_based() {
                    return Err(not_allowed());
                }
                if self.unrated.is_some() {
                    return Err(twice());
                }
                self.unrated = Some(rating);
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
        if self.fore {
            code.push_str("/F");
        }
        if self.reverse {
            code.push_str("/R");
        }
        if let Some(rating) = self.unrated {
            code.push_str(&format!("/U{rating}"));
        }
        if let Some(edition) = self.edition {
            code.push_str(&format!("/V{}", edition.year()));
        }
        code
    }

    /// The edition whose rules apply: `/V…` if given, else `default` (the edition of the
    /// tournament's start date, [`Edition::for_start_date`]).
    pub fn edition_or(&self, default: Edition) -> Edition {
        self.edition.unwrap_or(default)
    }

    /// Why this tie-break cannot be used in the event, if it cannot: Buchholz-type
    /// tie-breaks are banned in round robins by the 2026 edition (note to C.07 8.1).
    pub fn refusal(&self, round_robin: bool, default: Edition) -> Option<TiebreakRefusal> {
        // C.07 2026, note to art. 8.1: no Buchholz in a round robin.
        (round_robin && self.kind.is_buchholz() && self.edition_or(default) >= Edition::E2026).then(
            || TiebreakRefusal::BuchholzInRoundRobin {
                code: self.code(),
                kind: self.kind,
            },
        )
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
            TiebreakSpec::parse("EGGSB"),
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

/// A tie-break the standings leave empty, and why (worded in `tiebreak::wording`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TiebreakRefusal {
    /// C.07 2026, note to art. 8.1.
    BuchholzInRoundRobin { code: String, kind: TiebreakKind },
}
