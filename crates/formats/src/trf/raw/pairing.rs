//! Records that steer the pairing: number of rounds (`142`, `XXR`), initial colour
//! (`152`, `XXC`), byes announced for rounds to come (`240`, `XXZ`), acceleration (`250`,
//! `XXA`) and prohibited pairings (`260`, `XXP`). Layouts from trf.md §2, §5 and §7.

use super::super::error::{TrfError, TrfField, TrfProblem};
use super::super::text::Line;
use super::columns::{self, LineWriter};
use crate::domain::{Colour, Points};

/// `XXC`: configuration words. `white1`/`black1` give the initial colour; `rank` asks to
/// pair by position in the file.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct ConfigurationRecord {
    pub initial_colour: Option<Colour>,
    pub by_position: bool,
}

impl ConfigurationRecord {
    pub fn parse(line: &Line) -> Result<ConfigurationRecord, TrfError> {
        let mut record = ConfigurationRecord::default();
        for (start, word) in columns::words(line, 5) {
            match word.to_ascii_lowercase().as_str() {
                "white1" => record.initial_colour = Some(Colour::White),
                "black1" => record.initial_colour = Some(Colour::Black),
                "rank" => record.by_position = true,
                _ => {
                    return Err(TrfError::at(
                        line.number,
                        start,
                        start + word.chars().count() - 1,
                        TrfField::ConfigurationOption,
                        TrfProblem::UnknownWord {
                            word,
                            expected: "white1 black1 rank",
                        },
                    ));
                }
            }
        }
        Ok(record)
    }
}

/// `152`: the initial colour letter at column 5.
pub fn parse_initial_colour(line: &Line) -> Result<Colour, TrfError> {
    match line.column(5).to_ascii_uppercase() {
        'W' => Ok(Colour::White),
        'B' => Ok(Colour::Black),
        other => Err(TrfError::at(
            line.number,
            5,
            5,
            TrfField::InitialColour,
            TrfProblem::UnknownLetter {
                letter: other,
                expected: "W B",
            },
        )),
    }
}

/// `142` or `XXR`: a whole number from column 5.
pub fn parse_rounds(line: &Line) -> Result<u32, TrfError> {
    let last = line.len().max(5);
    columns::number(line, 5, last, TrfField::NumberOfRounds)?.ok_or_else(|| {
        TrfError::at(
            line.number,
            5,
            last,
            TrfField::NumberOfRounds,
            TrfProblem::Missing,
        )
    })
}

/// `240`: a bye of type `F`, `H` or `Z` in one round for the listed players.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ByeRecord {
    pub kind: char,
    pub round: u32,
    pub players: Vec<u32>,
}

impl ByeRecord {
    pub fn parse(line: &Line) -> Result<ByeRecord, TrfError> {
        let kind = line.column(5).to_ascii_uppercase();
        if !"FHZ".contains(kind) {
            return Err(TrfError::at(
                line.number,
                5,
                5,
                TrfField::ByeType,
                TrfProblem::UnknownLetter {
                    letter: kind,
                    expected: "F H Z",
                },
            ));
        }
        let round = columns::number(line, 7, 9, TrfField::Round)?
            .ok_or_else(|| TrfError::at(line.number, 7, 9, TrfField::Round, TrfProblem::Missing))?;
        Ok(ByeRecord {
            kind,
            round,
            players: columns::number_list(line, 11, TrfField::PairingNumbers)?,
        })
    }

    pub fn to_line(&self) -> String {
        let mut w = LineWriter::new("240");
        w.left(5, 5, &self.kind.to_string());
        w.right(7, 9, &format!("{:03}", self.round));
        for (index, id) in self.players.iter().enumerate() {
            let first = 11 + 5 * index;
            w.right(first, first + 3, &format!("{id:04}"));
        }
        w.finish()
    }
}

/// `250`: virtual points for a range of rounds and a range of starting ranks.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AccelerationRecord {
    pub points: Points,
    pub first_round: u32,
    pub last_round: u32,
    pub first_player: u32,
    pub last_player: u32,
}

impl AccelerationRecord {
    pub fn parse(line: &Line) -> Result<AccelerationRecord, TrfError> {
        let n = line.number;
        let required = |first, last, field| {
            columns::number(line, first, last, field)?
                .ok_or_else(|| TrfError::at(n, first, last, field, TrfProblem::Missing))
        };
        Ok(AccelerationRecord {
            points: columns::points(line, 10, 13, TrfField::VirtualPoints)?.ok_or_else(|| {
                TrfError::at(n, 10, 13, TrfField::VirtualPoints, TrfProblem::Missing)
            })?,
            first_round: required(15, 17, TrfField::FirstRound)?,
            last_round: required(19, 21, TrfField::LastRound)?,
            first_player: required(23, 26, TrfField::FirstPairingNumber)?,
            last_player: required(28, 31, TrfField::LastPairingNumber)?,
        })
    }

    pub fn to_line(&self) -> String {
        let mut w = LineWriter::new("250");
        // Match points (columns 5–8) only matter for team events; written as in the
        // example of the specification.
        w.right(5, 8, "00.0");
        w.right(10, 13, &format!("{:0>4}", self.points.to_decimal_string()));
        w.right(15, 17, &format!("{:03}", self.first_round));
        w.right(19, 21, &format!("{:03}", self.last_round));
        w.right(23, 26, &format!("{:04}", self.first_player));
        w.right(28, 31, &format!("{:04}", self.last_player));
        w.finish()
    }
}

/// `260`: the listed players may not meet in rounds `first_round..=last_round`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ProhibitedPairingRecord {
    pub first_round: u32,
    pub last_round: u32,
    pub players: Vec<u32>,
}

impl ProhibitedPairingRecord {
    pub fn parse(line: &Line) -> Result<ProhibitedPairingRecord, TrfError> {
        let n = line.number;
        let first_round = columns::number(line, 5, 7, TrfField::FirstRound)?
            .ok_or_else(|| TrfError::at(n, 5, 7, TrfField::FirstRound, TrfProblem::Missing))?;
        let last_round = columns::number(line, 9, 11, TrfField::LastRound)?
            .ok_or_else(|| TrfError::at(n, 9, 11, TrfField::LastRound, TrfProblem::Missing))?;
        Ok(ProhibitedPairingRecord {
            first_round,
            last_round,
            players: columns::number_list(line, 13, TrfField::PairingNumbers)?,
        })
    }

    pub fn to_line(&self) -> String {
        let mut w = LineWriter::new("260");
        w.right(5, 7, &format!("{:03}", self.first_round));
        w.right(9, 11, &format!("{:03}", self.last_round));
        for (index, id) in self.players.iter().enumerate() {
            let first = 13 + 5 * index;
            w.right(first, first + 3, &format!("{id:04}"));
        }
        w.finish()
    }
}

/// `XXA`: one player's virtual points, round by round (id at column 5, round r at
/// column 10 + 5(r−1)).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct VirtualPointsRecord {
    pub player: u32,
    pub points: Vec<Points>,
}

impl VirtualPointsRecord {
    pub fn parse(line: &Line) -> Result<VirtualPointsRecord, TrfError> {
        let player = columns::number(line, 5, 8, TrfField::PairingNumber)?.ok_or_else(|| {
            TrfError::at(
                line.number,
                5,
                8,
                TrfField::PairingNumber,
                TrfProblem::Missing,
            )
        })?;
        let mut points = Vec::new();
        let mut first = 10;
        while first <= line.len() {
            let value = columns::points(line, first, first + 3, TrfField::VirtualPoints)?;
            points.push(value.unwrap_or(Points::ZERO));
            first += 5;
        }
        Ok(VirtualPointsRecord { player, points })
    }

    pub fn to_line(&self) -> String {
        let mut w = LineWriter::new("XXA");
        w.right(5, 8, &format!("{:04}", self.player));
        for (index, value) in self.points.iter().enumerate() {
            let first = 10 + 5 * index;
            w.right(first, first + 3, &value.to_decimal_string());
        }
        w.finish()
    }
}

#[cfg(test)]
mod tests {
    use super::super::super::text::lines;
    use super::*;

    #[test]
    fn record_250_example_of_trf_md() {
        let text = "250 00.0 02.0 001 003 0001 0090";
        let record = AccelerationRecord::parse(&lines(text)[0]).unwrap();
        assert_eq!(
            record,
            AccelerationRecord {
                points: Points(20),
                first_round: 1,
                last_round: 3,
                first_player: 1,
                last_player: 90
            }
        );
        assert_eq!(record.to_line(), text);
    }

    #[test]
    fn records_240_260_xxa_xxc() {
        let bye = ByeRecord::parse(&lines("240 H 004 0003 0017")[0]).unwrap();
        assert_eq!(
            (bye.kind, bye.round, bye.players.clone()),
            ('H', 4, vec![3, 17])
        );
        assert_eq!(bye.to_line(), "240 H 004 0003 0017");
        let p = ProhibitedPairingRecord::parse(&lines("260 001 009 0001 0002 0005")[0]).unwrap();
        assert_eq!(
            (p.first_round, p.last_round, p.players.clone()),
            (1, 9, vec![1, 2, 5])
        );
        assert_eq!(p.to_line(), "260 001 009 0001 0002 0005");
        let a = VirtualPointsRecord::parse(&lines("XXA 0012  1.0  1.0  0.5")[0]).unwrap();
        assert_eq!(a.points, vec![Points(10), Points(10), Points(5)]);
        assert_eq!(a.to_line(), "XXA 0012  1.0  1.0  0.5");
        let c = ConfigurationRecord::parse(&lines("XXC black1")[0]).unwrap();
        assert_eq!(c.initial_colour, Some(Colour::Black));
        assert!(ConfigurationRecord::parse(&lines("XXC purple")[0]).is_err());
        assert_eq!(parse_rounds(&lines("XXR 9")[0]), Ok(9));
        assert_eq!(parse_initial_colour(&lines("152 B")[0]), Ok(Colour::Black));
    }
}
