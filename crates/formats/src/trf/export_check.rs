//! Export writes a valid TRF or refuses with the reason (issue 18 item 4).
//!
//! [`export_checked`] first looks for what the fixed columns of TRF cannot hold (a control
//! character that would cut a line in two, a rating of five digits, a FIDE id longer than
//! its eleven columns, more players than four-digit pairing numbers, points wider than
//! their columns, a round number past the three-digit round columns), each refused with
//! the player or field named. Then it proves the file it wrote: the text is read back with
//! the importer, and exported again from what was read; it must come out the same text.
//! So whatever the exporter writes reads back as a tournament that exports to the same
//! file again: import → export → import is the identity, by construction. A file that
//! does not read back, or reads back as something else, is refused with the first line
//! that differs.

use super::TrfVersion;
use super::error::{TrfError, TrfField};
use super::export::{export, start_ranks};
use crate::domain::{Points, Tournament};
use crate::i18n::{Language, Localize};
use crate::tr;
use std::fmt;

/// Why a tournament cannot be written as TRF.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ExportError {
    /// A control character (a line break, a tab, …) in a text the file holds: it would
    /// cut the line or change its columns.
    ControlCharacter { place: TextPlace, text: String },
    /// A tie-break code with a comma: `202` separates the codes with commas.
    TiebreakWithComma { code: String },
    /// A rating has four columns (49–52).
    RatingTooHigh { number: u32, rating: u16 },
    /// A FIDE id has eleven columns (58–68).
    FideIdTooLong { number: u32, id: u64 },
    /// Pairing numbers have four columns: at most 9,999 players.
    TooManyPlayers { count: usize },
    /// The points column (81–84) of a player cannot hold the score.
    PointsTooWide { number: u32, points: Points },
    /// A round number written in a three-digit column (a bye asked for, virtual points,
    /// a score adjustment) is past round 999.
    RoundTooLarge { number: u32, round: u32 },
    /// The file written does not read back as the same tournament: the line that differs.
    NotReadBack { line: usize, detail: ReadBack },
}

/// Where a text is in the tournament.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TextPlace {
    /// A tournament field (name, city, federation, chief arbiter, time control, a
    /// tie-break).
    Tournament(TrfField),
    /// A player's field (name or federation), by starting rank.
    Player { number: u32, field: TrfField },
    /// A record kept from the imported file, by its position among them (1 = first).
    KeptRecord { index: usize },
}

/// How the file failed to read back.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ReadBack {
    /// The importer refused it.
    Refused(TrfError),
    /// It read back, but exports as another text: the line as written, and as read back.
    Differs { written: String, read: String },
}

/// The TRF of `t`, or why it cannot be written (see the module documentation).
pub fn export_checked(t: &Tournament, version: TrfVersion) -> Result<String, ExportError> {
    check_fields(t)?;
    let text = export(t, version);
    let (back, _) = super::import(text.as_bytes()).map_err(|error| ExportError::NotReadBack {
        line: error.line,
        detail: ReadBack::Refused(error),
    })?;
    let again = export(&back, version);
    if again != text {
        let mut written = text.lines();
        let mut read = again.lines();
        for line in 1.. {
            match (written.next(), read.next()) {
                (None, None) => break,
                (a, b) if a == b => {}
                (a, b) => {
                    return Err(ExportError::NotReadBack {
                        line,
                        detail: ReadBack::Differs {
                            written: a.unwrap_or_default().to_owned(),
                            read: b.unwrap_or_default().to_owned(),
                        },
                    });
                }
            }
        }
    }
    Ok(text)
}

/// The widest points the `001` points column holds: `999.5` is cut, `9999` is not
/// (the exporter drops the `.0` of whole scores of 100 and more), and negative scores
/// down to `-9.5`.
fn points_fit(points: Points) -> bool {
    let text = points.to_decimal_string();
    let text = match text.strip_suffix(".0") {
        Some(whole) if text.chars().count() > 4 => whole.to_owned(),
        _ => text,
    };
    text.chars().count() <= 4
}

/// Every field the fixed columns cannot hold.
fn check_fields(t: &Tournament) -> Result<(), ExportError> {
    if t.players.len() > 9999 {
        return Err(ExportError::TooManyPlayers {
            count: t.players.len(),
        });
    }
    let s = &t.settings;
    let texts = [
        (TrfField::TournamentName, &s.name),
        (TrfField::City, &s.place),
        (TrfField::Federation, &s.federation),
        (TrfField::ChiefArbiter, &s.chief_arbiter),
        (TrfField::TimeControl, &s.time_control),
    ];
    for (field, text) in texts
        .into_iter()
        .chain(s.tiebreaks.iter().map(|code| (TrfField::Tiebreaks, code)))
    {
        control_free(text, || TextPlace::Tournament(field))?;
    }
    if let Some(code) = s.tiebreaks.iter().find(|c| c.contains(',')) {
        return Err(ExportError::TiebreakWithComma { code: code.clone() });
    }
    for (index, record) in t.extra_trf_records.iter().enumerate() {
        control_free(record, || TextPlace::KeptRecord { index: index + 1 })?;
    }
    let numbers = start_ranks(t);
    for p in &t.players {
        let number = numbers.get(&p.id).copied().unwrap_or(0);
        for (field, text) in [
            (TrfField::Name, &p.name),
            (TrfField::Federation, &p.federation),
        ] {
            control_free(text, || TextPlace::Player { number, field })?;
        }
        if let Some(rating) = p.rating.filter(|&r| r > 9999) {
            return Err(ExportError::RatingTooHigh { number, rating });
        }
        if let Some(id) = p.fide_id.filter(|&id| id > 99_999_999_999) {
            return Err(ExportError::FideIdTooLong { number, id });
        }
        let points = t.standing_score(p.id);
        if !points_fit(points) {
            return Err(ExportError::PointsTooWide { number, points });
        }
        let next = t.next_round_number();
        let later_byes = p.requested_byes.range(next.saturating_add(1)..);
        let virtual_rounds = t
            .virtual_points
            .get(&p.id)
            .into_iter()
            .flat_map(|r| r.keys());
        let adjusted = t
            .score_adjustments
            .iter()
            .filter(|a| a.player == p.id)
            .map(|a| &a.round);
        if let Some(&round) = later_byes
            .map(|(round, _)| round)
            .chain(virtual_rounds)
            .chain(adjusted)
            .find(|&&round| round > 999)
        {
            return Err(ExportError::RoundTooLarge { number, round });
        }
    }
    Ok(())
}

fn control_free(text: &str, place: impl Fn() -> TextPlace) -> Result<(), ExportError> {
    if text.chars().any(char::is_control) {
        return Err(ExportError::ControlCharacter {
            place: place(),
            text: text.escape_debug().to_string(),
        });
    }
    Ok(())
}

impl Localize for TextPlace {
    fn localize(&self, lang: Language) -> String {
        match self {
            TextPlace::Tournament(field) => field.localize(lang),
            TextPlace::Player { number, field } => tr!(
                lang,
                "trf-export-place-player",
                number = (*number),
                field = field.localize(lang)
            ),
            TextPlace::KeptRecord { index } => {
                tr!(lang, "trf-export-place-kept-record", index = (*index))
            }
        }
    }
}

impl Localize for ExportError {
    fn localize(&self, lang: Language) -> String {
        match self {
            ExportError::ControlCharacter { place, text } => tr!(
                lang,
                "trf-export-control-character",
                place = place.localize(lang),
                text = text.as_str()
            ),
            ExportError::TiebreakWithComma { code } => {
                tr!(lang, "trf-export-tiebreak-comma", code = code.as_str())
            }
            ExportError::RatingTooHigh { number, rating } => tr!(
                lang,
                "trf-export-rating-too-high",
                number = (*number),
                rating = (*rating)
            ),
            ExportError::FideIdTooLong { number, id } => tr!(
                lang,
                "trf-export-fide-id-too-long",
                number = (*number),
                id = id.to_string()
            ),
            ExportError::TooManyPlayers { count } => {
                tr!(lang, "trf-export-too-many-players", count = (*count))
            }
            ExportError::PointsTooWide { number, points } => tr!(
                lang,
                "trf-export-points-too-wide",
                number = (*number),
                points = points.to_decimal_string()
            ),
            ExportError::RoundTooLarge { number, round } => tr!(
                lang,
                "trf-export-round-too-large",
                number = (*number),
                round = (*round)
            ),
            ExportError::NotReadBack { line, detail } => match detail {
                ReadBack::Refused(error) => tr!(
                    lang,
                    "trf-export-not-read-back",
                    line = (*line),
                    reason = error.localize(lang)
                ),
                ReadBack::Differs { written, read } => tr!(
                    lang,
                    "trf-export-reads-differently",
                    line = (*line),
                    written = written.as_str(),
                    read = read.as_str()
                ),
            },
        }
    }
}

/// In English, for logs.
impl fmt::Display for ExportError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.localize(Language::English))
    }
}

impl std::error::Error for ExportError {}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::test_support::assert_worded;

    #[test]
    fn every_export_error_is_worded_in_every_language() {
        let refused = TrfError::new(3, None, TrfField::Name, super::super::TrfProblem::Missing);
        let all = [
            ExportError::ControlCharacter {
                place: TextPlace::Tournament(TrfField::TournamentName),
                text: "a\\nb".into(),
            },
            ExportError::ControlCharacter {
                place: TextPlace::Player {
                    number: 3,
                    field: TrfField::Name,
                },
                text: "a\\nb".into(),
            },
            ExportError::ControlCharacter {
                place: TextPlace::KeptRecord { index: 2 },
                text: "a\\nb".into(),
            },
            ExportError::TiebreakWithComma { code: "B,H".into() },
            ExportError::RatingTooHigh {
                number: 3,
                rating: 12000,
            },
            ExportError::FideIdTooLong {
                number: 3,
                id: 123_456_789_012,
            },
            ExportError::TooManyPlayers { count: 10_000 },
            ExportError::PointsTooWide {
                number: 3,
                points: Points(-105),
            },
            ExportError::RoundTooLarge {
                number: 3,
                round: 1000,
            },
            ExportError::NotReadBack {
                line: 3,
                detail: ReadBack::Refused(refused),
            },
            ExportError::NotReadBack {
                line: 3,
                detail: ReadBack::Differs {
                    written: "012 a".into(),
                    read: "012 b".into(),
                },
            },
        ];
        for error in &all {
            match error {
                ExportError::ControlCharacter { .. }
                | ExportError::TiebreakWithComma { .. }
                | ExportError::RatingTooHigh { .. }
                | ExportError::FideIdTooLong { .. }
                | ExportError::TooManyPlayers { .. }
                | ExportError::PointsTooWide { .. }
                | ExportError::RoundTooLarge { .. }
                | ExportError::NotReadBack { .. } => assert_worded(error),
            }
        }
    }

    #[test]
    fn points_columns() {
        assert!(points_fit(Points(995)), "99.5");
        assert!(!points_fit(Points(9995)), "999.5");
        assert!(points_fit(Points(10000)), "1000 without .0");
        assert!(points_fit(Points(99990)), "9999");
        assert!(!points_fit(Points(100_000)));
        assert!(!points_fit(Points(10005)), "1000.5");
        assert!(points_fit(Points(-95)));
        assert!(!points_fit(Points(-105)));
    }
}
