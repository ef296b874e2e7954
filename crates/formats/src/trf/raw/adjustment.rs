//! Record `299` (TRF-26, abnormal points; trf.md §5): column 5 the type (`W D L F H Z + -`
//! or blank for a bonus or penalty), 8-11 match points (team events), 14-17 the points
//! (`[-]11.5`), 20-22 the round (`000` = the whole event), the players from column 24 (a
//! 5-column stride).

use super::super::error::{TrfError, TrfField, TrfProblem};
use super::super::text::Line;
use super::columns::{self, LineWriter};
use crate::domain::Points;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AbnormalPointsRecord {
    /// Upper case; blank for a bonus or penalty.
    pub kind: char,
    pub points: Points,
    pub round: u32,
    pub players: Vec<u32>,
}

/// The types `299` takes.
pub const ABNORMAL_TYPES: &str = "WDLFHZ+- ";

/// Torneo's own copy of the `299` layout, `XXJ`: the `299` types, and `C` for a
/// correction of the points column (see `adjustments`).
pub const TORNEO_CODE: &str = "XXJ";

/// The types `XXJ` takes.
const TORNEO_TYPES: &str = "WDLFHZ+- C";

impl AbnormalPointsRecord {
    pub fn parse(line: &Line) -> Result<AbnormalPointsRecord, TrfError> {
        Self::parse_types(line, ABNORMAL_TYPES, "W D L F H Z + -")
    }

    /// `XXJ`: as `299`, with the type `C` too.
    pub fn parse_torneo(line: &Line) -> Result<AbnormalPointsRecord, TrfError> {
        Self::parse_types(line, TORNEO_TYPES, "W D L F H Z + - C")
    }

    fn parse_types(
        line: &Line,
        types: &str,
        expected: &'static str,
    ) -> Result<AbnormalPointsRecord, TrfError> {
        let n = line.number;
        let kind = line.column(5).to_ascii_uppercase();
        if !types.contains(kind) {
            return Err(TrfError::at(
                n,
                5,
                5,
                TrfField::AdjustmentType,
                TrfProblem::UnknownLetter {
                    letter: kind,
                    expected,
                },
            ));
        }
        let points = columns::points(line, 13, 17, TrfField::Points)?
            .ok_or_else(|| TrfError::at(n, 14, 17, TrfField::Points, TrfProblem::Missing))?;
        let round = columns::number(line, 20, 22, TrfField::Round)?.unwrap_or(0);
        Ok(AbnormalPointsRecord {
            kind,
            points,
            round,
            players: columns::number_list(line, 24, TrfField::PairingNumbers)?,
        })
    }

    pub fn to_line(&self) -> String {
        self.to_line_as("299")
    }

    /// The record with another code (`XXJ`).
    pub fn to_line_as(&self, code: &str) -> String {
        let mut w = LineWriter::new(code);
        w.left(5, 5, &self.kind.to_string());
        w.right(8, 11, "00.0");
        w.right(13, 17, &self.points.to_decimal_string());
        w.right(20, 22, &format!("{:03}", self.round));
        for (index, id) in self.players.iter().enumerate() {
            let first = 24 + 5 * index;
            w.right(first, first + 3, &format!("{id:04}"));
        }
        w.finish()
    }
}

#[cfg(test)]
mod tests {
    use super::super::super::text::lines;
    use super::*;

    #[test]
    fn penalty_and_unusual_score() {
        let text = "299    00.0  -1.0  000 0003 0012";
        let record = AbnormalPointsRecord::parse(&lines(text)[0]).unwrap();
        assert_eq!(
            record,
            AbnormalPointsRecord {
                kind: ' ',
                points: Points(-10),
                round: 0,
                players: vec![3, 12]
            }
        );
        assert_eq!(record.to_line(), text);
        let text = "299 L  00.0   0.5  004 0007";
        let record = AbnormalPointsRecord::parse(&lines(text)[0]).unwrap();
        assert_eq!(
            (record.kind, record.points, record.round),
            ('L', Points(5), 4)
        );
        assert_eq!(record.to_line(), text);
        let e = AbnormalPointsRecord::parse(&lines("299 Q  00.0   0.5  004 0007")[0]).unwrap_err();
        assert_eq!(e.field, TrfField::AdjustmentType);
    }
}
