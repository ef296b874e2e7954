//! Record `001`: one player, fixed columns (trf.md §3), and the 10-column round fields
//! (opponent at 92 + 10(r−1), colour at 97 + 10(r−1), result at 99 + 10(r−1)).

use super::super::error::{TrfError, TrfField, TrfProblem};
use super::super::text::Line;
use super::columns::{self, LineWriter};
use crate::domain::Points;

/// The columns of the `001` record.
pub const START_RANK: (usize, usize) = (5, 8);
pub const SEX: usize = 10;
pub const TITLE: (usize, usize) = (11, 13);
pub const NAME: (usize, usize) = (15, 47);
pub const RATING: (usize, usize) = (49, 52);
pub const FEDERATION: (usize, usize) = (54, 56);
pub const FIDE_ID: (usize, usize) = (58, 68);
pub const BIRTH_DATE: (usize, usize) = (70, 79);
pub const POINTS: (usize, usize) = (81, 84);
pub const RANK: (usize, usize) = (86, 89);
pub const ROUND_ONE: usize = 92;

/// Colour letters (trf.md §3): `w`, `b`, and `-` or blank for "none".
pub const COLOUR_CODES: &str = "wb- ";
/// Result codes (trf.md §4), upper case; blank is "not paired" or "not yet played".
/// Other letters (`*`, …) are kept by the raw layer for the conversion to judge.
pub const RESULT_CODES: &str = "10=+-WDLHFUZ ";

/// First columns of round `round`'s opponent, colour and result fields.
pub fn round_columns(round: usize) -> (usize, usize, usize) {
    let base = ROUND_ONE + 10 * round.saturating_sub(1);
    (base, base + 5, base + 7)
}

/// One round of one player as written: opponent's start rank (0 = none), colour letter
/// (lower case, `-` or blank) and result code (upper case or blank).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RoundField {
    pub opponent: u32,
    pub colour: char,
    pub result: char,
}

impl RoundField {
    pub const BLANK: RoundField = RoundField {
        opponent: 0,
        colour: ' ',
        result: ' ',
    };

    /// No opponent and no result: nothing happened (the colour, `-` or blank, says
    /// nothing more).
    pub fn is_blank(&self) -> bool {
        self.opponent == 0 && self.result == ' '
    }
}

/// A `001` record, fields as written (text trimmed, numbers parsed).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct PlayerRecord {
    pub start_rank: u32,
    pub sex: char,
    pub title: String,
    pub name: String,
    /// As written (blank or 0 = unrated; checked by the conversion).
    pub rating: String,
    pub federation: String,
    /// As written (`-----------` and other placeholders are checked by the conversion).
    pub fide_id: String,
    pub birth_date: String,
    /// `None` when blank or unreadable (then `unreadable_points` holds the text): the
    /// points are computed from the results anyway. A decimal comma is read as a point.
    pub points: Option<Points>,
    pub unreadable_points: Option<String>,
    /// `None` when blank or not a number (ranks are recomputed from the standings).
    pub rank: Option<u32>,
    /// Round 1 first; trailing blank rounds removed.
    pub rounds: Vec<RoundField>,
}

impl PlayerRecord {
    pub fn parse(line: &Line) -> Result<PlayerRecord, TrfError> {
        let n = line.number;
        let start_rank = columns::number(line, START_RANK.0, START_RANK.1, TrfField::StartingRank)?
            .filter(|&r| r > 0)
            .ok_or_else(|| {
                TrfError::at(
                    n,
                    START_RANK.0,
                    START_RANK.1,
                    TrfField::StartingRank,
                    TrfProblem::OutOfRange {
                        text: columns::text(line, START_RANK.0, START_RANK.1),
                        min: 1,
                        max: 9999,
                    },
                )
            })?;
        let sex = line.column(SEX);
        let fide_id = columns::text(line, FIDE_ID.0, FIDE_ID.1);
        for (first, last) in [(4, 4), (9, 9), (14, 14), (48, 48), (53, 53), (57, 57)] {
            separator(line, first, last)?;
        }
        for (first, last) in [(69, 69), (80, 80), (85, 85), (90, 91)] {
            separator(line, first, last)?;
        }
        Ok(PlayerRecord {
            start_rank,
            sex,
            title: columns::text(line, TITLE.0, TITLE.1),
            name: columns::text(line, NAME.0, NAME.1),
            rating: columns::text(line, RATING.0, RATING.1),
            federation: columns::text(line, FEDERATION.0, FEDERATION.1),
            fide_id,
            birth_date: columns::text(line, BIRTH_DATE.0, BIRTH_DATE.1),
            points: read_points(line).ok().flatten(),
            unreadable_points: read_points(line).err(),
            rank: columns::number(line, RANK.0, RANK.1, TrfField::Rank)
                .ok()
                .flatten(),
            rounds: parse_rounds(line)?,
        })
    }

    /// The record as a line (trailing blanks removed).
    pub fn to_line(&self) -> String {
        let mut w = LineWriter::new("001");
        w.right(START_RANK.0, START_RANK.1, &self.start_rank.to_string());
        w.left(SEX, SEX, &self.sex.to_string());
        w.right(TITLE.0, TITLE.1, &self.title);
        w.left(NAME.0, NAME.1, &self.name);
        w.right(RATING.0, RATING.1, &self.rating);
        w.left(FEDERATION.0, FEDERATION.1, &self.federation);
        w.right(FIDE_ID.0, FIDE_ID.1, &self.fide_id);
        w.left(BIRTH_DATE.0, BIRTH_DATE.1, &self.birth_date);
        if let Some(points) = self.points {
            // Four columns: 100 points and more are written without their ".0".
            let text = points.to_decimal_string();
            let text = match text.strip_suffix(".0") {
                Some(whole) if text.chars().count() > 4 => whole.to_owned(),
                _ => text,
            };
            w.right(POINTS.0, POINTS.1, &text);
        }
        if let Some(rank) = self.rank {
            w.right(RANK.0, RANK.1, &rank.to_string());
        }
        for (index, field) in self.rounds.iter().enumerate() {
            if field.is_blank() {
                continue;
            }
            let (opponent, colour, result) = round_columns(index + 1);
            let id = if field.opponent == 0 {
                "0000".to_owned()
            } else {
                field.opponent.to_string()
            };
            w.right(opponent, opponent + 3, &id);
            w.left(colour, colour, &field.colour.to_string());
            w.left(result, result, &field.result.to_string());
        }
        w.finish()
    }
}

/// The points column: blank is `None`; text that is not points is the error.
fn read_points(line: &Line) -> Result<Option<Points>, String> {
    let text = columns::text(line, POINTS.0, POINTS.1);
    if text.is_empty() {
        return Ok(None);
    }
    columns::parse_points(&text.replace(',', "."))
        .map(Some)
        .ok_or(text)
}

/// Columns that must be blank between fields.
fn separator(line: &Line, first: usize, last: usize) -> Result<(), TrfError> {
    let found = line.columns(first, last);
    if found.trim().is_empty() {
        Ok(())
    } else {
        Err(TrfError::at(
            line.number,
            first,
            last,
            TrfField::Separator,
            TrfProblem::OutOfColumns { found },
        ))
    }
}

fn parse_rounds(line: &Line) -> Result<Vec<RoundField>, TrfError> {
    let n = line.number;
    let mut rounds = Vec::new();
    let mut round = 1;
    loop {
        let (opponent, colour, result) = round_columns(round);
        let number = u32::try_from(round).unwrap_or(u32::MAX);
        if line.len() < opponent.saturating_sub(2) {
            break;
        }
        separator(line, opponent - 2, opponent - 1)?;
        separator(line, opponent + 4, opponent + 4)?;
        separator(line, colour + 1, colour + 1)?;
        let opponent_rank = columns::number(
            line,
            opponent,
            opponent + 3,
            TrfField::RoundOpponent(number),
        )?
        .unwrap_or(0);
        let colour_code = line.column(colour).to_ascii_lowercase();
        if !COLOUR_CODES.contains(colour_code) {
            return Err(TrfError::at(
                n,
                colour,
                colour,
                TrfField::RoundColour(number),
                TrfProblem::UnknownLetter {
                    letter: colour_code,
                    expected: "w b -",
                },
            ));
        }
        let result_code = line.column(result).to_ascii_uppercase();
        rounds.push(RoundField {
            opponent: opponent_rank,
            colour: colour_code,
            result: result_code,
        });
        round += 1;
    }
    while rounds.last().is_some_and(RoundField::is_blank) {
        rounds.pop();
    }
    Ok(rounds)
}

#[cfg(test)]
mod tests {
    use super::super::super::text::lines;
    use super::*;

    const LINE: &str = "001    1      Test0001 Player0001               2720                             2.0    1     4 w 1     2 b =  0000 - H";

    #[test]
    fn reads_the_verified_line_of_trf_md() {
        let record = PlayerRecord::parse(&lines(LINE)[0]).unwrap();
        assert_eq!(record.start_rank, 1);
        assert_eq!(record.name, "Test0001 Player0001");
        assert_eq!(record.rating, "2720");
        assert_eq!(record.points, Some(Points(20)));
        assert_eq!(record.rank, Some(1));
        let expected = [(4, 'w', '1'), (2, 'b', '='), (0, '-', 'H')];
        let got: Vec<(u32, char, char)> = record
            .rounds
            .iter()
            .map(|f| (f.opponent, f.colour, f.result))
            .collect();
        assert_eq!(got, expected);
        assert_eq!(record.to_line(), LINE);
    }

    #[test]
    fn errors_name_the_columns() {
        let kept = LINE.replacen("4 w 1", "4 w *", 1);
        let record = PlayerRecord::parse(&lines(&kept)[0]).unwrap();
        assert_eq!(record.rounds[0].result, '*');
        let bad = LINE.replacen("2 b =", "2 x =", 1);
        let e = PlayerRecord::parse(&lines(&bad)[0]).unwrap_err();
        assert_eq!(e.columns, Some((107, 107)));
        let e = PlayerRecord::parse(&lines("001 abcd")[0]).unwrap_err();
        assert_eq!(e.field, TrfField::StartingRank);
    }

    #[test]
    fn lower_case_results_and_blank_rounds() {
        let line = format!(
            "001    2      X{}0.5{}0000 - h",
            " ".repeat(66),
            " ".repeat(7)
        );
        let record = PlayerRecord::parse(&lines(&line)[0]).unwrap();
        assert_eq!(record.points, Some(Points(5)));
        assert_eq!(record.rounds.len(), 1);
        assert_eq!(record.rounds[0].result, 'H');
        let short = "001    3";
        assert!(
            PlayerRecord::parse(&lines(short)[0])
                .unwrap()
                .rounds
                .is_empty()
        );
    }
}
