//! Point-value records: TRF-26 `162` (symbol at column 6, points at 7–10, then every 9
//! columns), JaVaFo `XXS CODE=VALUE …` and bbpPairings `BBW BBD BBL BBZ BBF BBU pp.p`
//! (trf.md §2 and §7).

use super::super::error::{TrfError, TrfField, TrfProblem};
use super::super::text::Line;
use super::columns::{self, LineWriter};
use crate::domain::Points;

/// `162`: (symbol, points) pairs. Symbols `W D L A P X` (bbp also reads `Z` as `A`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ScoringRecord {
    pub values: Vec<(char, Points)>,
}

/// Column of the first symbol of `162`; each further pair is 9 columns to the right.
const FIRST_SYMBOL: usize = 6;

impl ScoringRecord {
    pub fn parse(line: &Line) -> Result<ScoringRecord, TrfError> {
        let mut values = Vec::new();
        let mut symbol_column = FIRST_SYMBOL;
        while symbol_column <= line.len() {
            let symbol = line.column(symbol_column).to_ascii_uppercase();
            let (first, last) = (symbol_column + 1, symbol_column + 4);
            if symbol != ' ' {
                if !"WDLAPXZ".contains(symbol) {
                    return Err(TrfError::at(
                        line.number,
                        symbol_column,
                        symbol_column,
                        TrfField::ScoringSymbol,
                        TrfProblem::UnknownLetter {
                            letter: symbol,
                            expected: "W D L A P X",
                        },
                    ));
                }
                let value = columns::points(line, first, last, TrfField::ScoringPoints)?
                    .ok_or_else(|| {
                        TrfError::at(
                            line.number,
                            first,
                            last,
                            TrfField::ScoringPoints,
                            TrfProblem::Missing,
                        )
                    })?;
                values.push((if symbol == 'Z' { 'A' } else { symbol }, value));
            }
            symbol_column += 9;
        }
        Ok(ScoringRecord { values })
    }

    pub fn to_line(&self) -> String {
        let mut w = LineWriter::new("162");
        for (index, (symbol, value)) in self.values.iter().enumerate() {
            let column = FIRST_SYMBOL + 9 * index;
            w.left(column, column, &symbol.to_string());
            w.right(column + 1, column + 4, &value.to_decimal_string());
        }
        w.finish()
    }
}

/// `XXS`: JaVaFo point codes (`WW BW WD BD WL BL ZPB HPB FPB PAB FW FL`, shortcuts `W`
/// and `D`), in the order written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ExtensionScoringRecord {
    pub values: Vec<(String, Points)>,
}

pub const XXS_CODES: [&str; 14] = [
    "WW", "BW", "WD", "BD", "WL", "BL", "ZPB", "HPB", "FPB", "PAB", "FW", "FL", "W", "D",
];

impl ExtensionScoringRecord {
    pub fn parse(line: &Line) -> Result<ExtensionScoringRecord, TrfError> {
        let mut values = Vec::new();
        for (start, word) in columns::words(line, 5) {
            let last = start + word.chars().count() - 1;
            let error = |problem: TrfProblem| {
                TrfError::at(line.number, start, last, TrfField::ScoringValue, problem)
            };
            let (code, value) = word
                .split_once('=')
                .ok_or_else(|| error(TrfProblem::NotCodeValue { text: word.clone() }))?;
            let code = code.to_ascii_uppercase();
            if !XXS_CODES.contains(&code.as_str()) {
                return Err(error(TrfProblem::UnknownWord {
                    word: code,
                    expected: "WW BW WD BD WL BL ZPB HPB FPB PAB FW FL W D",
                }));
            }
            let points = columns::parse_points(value).ok_or_else(|| {
                error(TrfProblem::NotPoints {
                    text: value.to_owned(),
                })
            })?;
            values.push((code, points));
        }
        Ok(ExtensionScoringRecord { values })
    }

    pub fn to_line(&self) -> String {
        let items: Vec<String> = self
            .values
            .iter()
            .map(|(code, value)| format!("{code}={}", value.to_decimal_string()))
            .collect();
        format!("XXS {}", items.join(" "))
    }
}

/// `BBW BBD BBL BBZ BBF BBU pp.p`: one point value (bbpPairings).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PointValueRecord {
    /// The third letter of the code: W, D, L, Z, F or U.
    pub kind: char,
    pub value: Points,
}

impl PointValueRecord {
    pub fn parse(line: &Line, kind: char) -> Result<PointValueRecord, TrfError> {
        let value = columns::points(line, 5, line.len().max(5), TrfField::PointValue)?.ok_or_else(
            || TrfError::at(line.number, 5, 8, TrfField::PointValue, TrfProblem::Missing),
        )?;
        Ok(PointValueRecord { kind, value })
    }
}

#[cfg(test)]
mod tests {
    use super::super::super::text::lines;
    use super::*;

    #[test]
    fn record_162_as_in_the_corpus() {
        let text = "162  W 3.0    D 1.0";
        let record = ScoringRecord::parse(&lines(text)[0]).unwrap();
        assert_eq!(record.values, vec![('W', Points(30)), ('D', Points(10))]);
        assert_eq!(record.to_line(), text);
        let e = ScoringRecord::parse(&lines("162  Q 3.0")[0]).unwrap_err();
        assert_eq!(e.columns, Some((6, 6)));
    }

    #[test]
    fn xxs_and_bb() {
        let record = ExtensionScoringRecord::parse(&lines("XXS W=3 D=1.0 ZPB=0.5")[0]).unwrap();
        assert_eq!(record.values[0], ("W".to_string(), Points(30)));
        assert_eq!(record.values[2], ("ZPB".to_string(), Points(5)));
        let e = ExtensionScoringRecord::parse(&lines("XXS W=3 Q=1")[0]).unwrap_err();
        assert_eq!(e.columns, Some((9, 11)));
        let bb = PointValueRecord::parse(&lines("BBU  0.5")[0], 'U').unwrap();
        assert_eq!(bb.value, Points(5));
    }
}
