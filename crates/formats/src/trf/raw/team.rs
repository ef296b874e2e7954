//! The team records of TRF (trf.md §5; columns as TRF-26 writes them and as Gacrux's
//! `trf2json.py` reads them), cut and written at their columns:
//!
//! - `013` (TRF-16, being phased out): name 5-36, then the players' starting ranks at
//!   37-40, 42-45, … (5-column stride).
//! - `310`: team pairing number 5-7, name 9-40, short name ("nickname") 42-46, strength
//!   48-53, match points 55-60, game points 62-67, rank 69-71, then the players' starting
//!   ranks from column 74 (5-column stride). Read leniently: the ranks are every number
//!   after column 71, however spaced.
//! - `320` pairing-allocated byes (one record per tournament): match points 5-8, game
//!   points 10-13, then the team of round 1 at 15-17, round 2 at 19-21, … (4-column
//!   stride; blank or 0: nobody).
//! - `330` forfeited match: the result 5-6 (`+-`, `-+`, `--`), round 8-10, first team
//!   12-14, second team 16-18.
//! - `300` boards out of order: round 5-7, the team 9-11, its opponent 13-15, then the
//!   players in board order from column 17 (5-column stride; 0 an empty board).
//! - `352` the board colour sequence (`WBWB…`) from column 5.
//! - `362` match points: pairs of a symbol (`TW TD TL`) and points, read as words.
//!
//! Parsing returns `None` when the fields cannot be read: the caller keeps the line as
//! written and says so.

use super::super::text::Line;
use crate::domain::{Colour, MatchForfeit, Points};

/// A `310` or `013` team line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TeamRecord {
    /// The team pairing number (`013` has none: 0).
    pub number: u32,
    pub name: String,
    pub short_name: String,
    /// The players' starting ranks in board order (0 left out).
    pub players: Vec<u32>,
}

/// Every whole number in `text`, words that are not numbers skipped.
fn numbers(text: &str) -> Vec<u32> {
    text.split_whitespace()
        .filter_map(|word| word.parse::<u32>().ok())
        .collect()
}

fn number(line: &Line, first: usize, last: usize) -> Option<u32> {
    let text = line.columns(first, last);
    let text = text.trim();
    if text.is_empty() {
        Some(0)
    } else {
        text.parse().ok()
    }
}

impl TeamRecord {
    /// A `310` line.
    pub fn parse_310(line: &Line) -> Option<TeamRecord> {
        let number = number(line, 5, 7).filter(|&n| n > 0)?;
        Some(TeamRecord {
            number,
            name: line.columns(9, 40).trim().to_owned(),
            short_name: line.columns(42, 46).trim().to_owned(),
            players: numbers(&line.columns(72, line.len()))
                .into_iter()
                .filter(|&n| n > 0)
                .collect(),
        })
    }

    /// A `013` line: the team pairing number is its place among the `013` lines. A line
    /// that does not keep to the columns (`keeps_columns`) is read by its words
    /// (`by_words`); the `bool` says so.
    pub fn parse_013(line: &Line, place: u32) -> Option<(TeamRecord, bool)> {
        let words = words(line);
        if !keeps_columns(&words) {
            return Some((by_words(&words, place), true));
        }
        let name = line.columns(5, 36).trim().to_owned();
        let players: Vec<u32> = numbers(&line.columns(37, line.len()))
            .into_iter()
            .filter(|&n| n > 0)
            .collect();
        (!name.is_empty() || !players.is_empty()).then_some((
            TeamRecord {
                number: place,
                name,
                short_name: String::new(),
                players,
            },
            false,
        ))
    }

    /// The `310` line, with the derived columns (strength left blank, match and game
    /// points, rank) given.
    pub fn to_310(&self, match_points: Points, game_points: Points, rank: u32) -> String {
        let mut line = format!(
            "310 {:>3} {:<32} {:<5} {:>6} {:>6} {:>6} {:>3} ",
            self.number,
            truncate(&self.name, 32),
            truncate(&self.short_name, 5),
            "",
            match_points.to_decimal_string(),
            game_points.to_decimal_string(),
            rank
        );
        for player in &self.players {
            line.push_str(&format!(" {player:>4}"));
        }
        line.trim_end().to_owned()
    }

    /// The `013` line (TRF-16's team list).
    pub fn to_013(&self) -> String {
        let mut line = format!("013 {:<32}", truncate(&self.name, 32));
        for (index, player) in self.players.iter().enumerate() {
            if index == 0 {
                line.push_str(&format!("{player:>4}"));
            } else {
                line.push_str(&format!(" {player:>4}"));
            }
        }
        line.trim_end().to_owned()
    }
}

/// The words of a `013` line after its code: first column, last column, text.
fn words(line: &Line) -> Vec<(usize, usize, String)> {
    let mut words = Vec::new();
    let mut column = 5;
    while column <= line.len() {
        if line.column(column) == ' ' {
            column += 1;
            continue;
        }
        let start = column;
        while column <= line.len() && line.column(column) != ' ' {
            column += 1;
        }
        words.push((start, column - 1, line.columns(start, column - 1)));
    }
    words
}

fn is_rank(word: &str) -> bool {
    word.parse::<u32>().is_ok()
}

/// Does the line keep to the columns: no word across columns 36 and 37, only numbers
/// from column 37, and a name that does not end in two numbers or more (ranks written
/// in the name's columns, `013 Team A 1 2 3`)?
fn keeps_columns(words: &[(usize, usize, String)]) -> bool {
    let across = words
        .iter()
        .any(|(start, end, _)| *start <= 36 && *end >= 37);
    let words_after = words
        .iter()
        .filter(|(start, _, _)| *start >= 37)
        .all(|(_, _, w)| is_rank(w));
    let trailing_numbers = words
        .iter()
        .filter(|(_, end, _)| *end <= 36)
        .rev()
        .take_while(|(_, _, w)| is_rank(w))
        .count();
    !across && words_after && trailing_numbers < 2
}

/// A `013` line read by its words, for writers that do not keep to the columns (a name
/// longer than the 32 of columns 5-36, running on; ranks one space apart from the name):
/// the name is every word up to the last one that is not a number, the starting ranks
/// are the numbers after it. A number in the name (a year, a team's "2") is read as a
/// rank when it is the name's last word: the warning and the roster show it.
fn by_words(words: &[(usize, usize, String)], place: u32) -> TeamRecord {
    let split = words
        .iter()
        .rposition(|(_, _, w)| !is_rank(w))
        .map_or(0, |last| last + 1);
    let (named, ranks) = words.split_at(split.min(words.len()));
    let name = named
        .iter()
        .map(|(_, _, w)| w.as_str())
        .collect::<Vec<_>>()
        .join(" ");
    TeamRecord {
        number: place,
        name,
        short_name: String::new(),
        players: ranks
            .iter()
            .filter_map(|(_, _, w)| w.parse::<u32>().ok())
            .filter(|&n| n > 0)
            .collect(),
    }
}

fn truncate(text: &str, width: usize) -> String {
    text.chars().take(width).collect()
}

/// The `320` record: the PAB's match and game points, and the team of each round.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TeamByeRecord {
    pub match_points: Points,
    pub game_points: Points,
    /// Round 1 first; 0 where no team had the bye.
    pub teams: Vec<u32>,
}

impl TeamByeRecord {
    pub fn parse(line: &Line) -> Option<TeamByeRecord> {
        let match_points = Points::parse(&line.columns(5, 8))?;
        let game_points = Points::parse(&line.columns(10, 13)).unwrap_or(Points::ZERO);
        let mut teams = Vec::new();
        let mut first = 15;
        while first <= line.len() {
            teams.push(number(line, first, first + 2)?);
            first += 4;
        }
        Some(TeamByeRecord {
            match_points,
            game_points,
            teams,
        })
    }

    pub fn to_line(&self) -> String {
        let mut line = format!(
            "320 {:>4} {:>4}",
            self.match_points.to_decimal_string(),
            self.game_points.to_decimal_string()
        );
        for &team in &self.teams {
            if team == 0 {
                line.push_str("    ");
            } else {
                line.push_str(&format!(" {team:>3}"));
            }
        }
        line.trim_end().to_owned()
    }
}

/// A `330` forfeited match.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ForfeitedMatchRecord {
    pub forfeit: MatchForfeit,
    pub round: u32,
    pub first: u32,
    pub second: u32,
}

impl ForfeitedMatchRecord {
    pub fn parse(line: &Line) -> Option<ForfeitedMatchRecord> {
        Some(ForfeitedMatchRecord {
            forfeit: MatchForfeit::from_trf_code(&line.columns(5, 6))?,
            round: number(line, 8, 10).filter(|&n| n > 0)?,
            first: number(line, 12, 14).filter(|&n| n > 0)?,
            second: number(line, 16, 18).filter(|&n| n > 0)?,
        })
    }

    pub fn to_line(&self) -> String {
        format!(
            "330 {} {:>3} {:>3} {:>3}",
            self.forfeit.trf_code(),
            self.round,
            self.first,
            self.second
        )
    }
}

/// A `300` line: one team's players in board order in one round.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BoardOrderRecord {
    pub round: u32,
    pub team: u32,
    pub opponent: u32,
    /// Starting ranks in board order; 0 is an empty board.
    pub players: Vec<u32>,
}

impl BoardOrderRecord {
    pub fn parse(line: &Line) -> Option<BoardOrderRecord> {
        let round = number(line, 5, 7).filter(|&n| n > 0)?;
        let team = number(line, 9, 11).filter(|&n| n > 0)?;
        let opponent = number(line, 13, 15)?;
        let players = line
            .columns(16, line.len())
            .split_whitespace()
            .map(|word| word.parse::<u32>().ok())
            .collect::<Option<Vec<u32>>>()?;
        Some(BoardOrderRecord {
            round,
            team,
            opponent,
            players,
        })
    }

    pub fn to_line(&self) -> String {
        let mut line = format!(
            "300 {:>3} {:>3} {:>3}",
            self.round, self.team, self.opponent
        );
        for player in &self.players {
            line.push_str(&format!(" {player:>4}"));
        }
        line
    }
}

/// `352`: the colours, `None` when a letter is not `W` or `B` (or none is given).
pub fn parse_colour_sequence(line: &Line) -> Option<Vec<Colour>> {
    let text = line.columns(5, line.len());
    let colours = text
        .trim()
        .chars()
        .map(|c| match c.to_ascii_uppercase() {
            'W' => Some(Colour::White),
            'B' => Some(Colour::Black),
            _ => None,
        })
        .collect::<Option<Vec<Colour>>>()?;
    (!colours.is_empty()).then_some(colours)
}

pub fn colour_sequence_line(colours: &[Colour]) -> String {
    let letters: String = colours
        .iter()
        .map(|c| match c {
            Colour::White => 'W',
            Colour::Black => 'B',
        })
        .collect();
    format!("352 {letters}")
}

/// `362`: the points of `TW`, `TD`, `TL` (each `None` when not given); `None` for a
/// symbol Torneo does not know or points that cannot be read.
pub fn parse_match_points(line: &Line) -> Option<[Option<Points>; 3]> {
    let text = line.columns(5, line.len());
    let words: Vec<&str> = text.split_whitespace().collect();
    let mut values = [None, None, None];
    for pair in words.chunks(2) {
        let [symbol, points] = pair else {
            return None;
        };
        let slot = match symbol.to_ascii_uppercase().as_str() {
            "TW" | "W" => 0,
            "TD" | "D" => 1,
            "TL" | "L" => 2,
            _ => return None,
        };
        if let Some(value) = values.get_mut(slot) {
            *value = Some(Points::parse(points)?);
        }
    }
    Some(values)
}

pub fn match_points_line(win: Points, draw: Points, loss: Points) -> String {
    format!(
        "362 TW{:>4}   TD{:>4}   TL{:>4}",
        win.to_decimal_string(),
        draw.to_decimal_string(),
        loss.to_decimal_string()
    )
}

#[cfg(test)]
mod tests {
    use super::super::super::text::lines;
    use super::*;

    fn line(text: &str) -> Line {
        lines(text).remove(0)
    }

    #[test]
    fn a_310_line_reads_at_its_columns_and_writes_back() {
        // Gacrux's fixture fideteam_nocolor.trf: team 1, MP 14.0, GP 13.5, rank 1,
        // players 1 and 2.
        let text =
            "310   1 Team 1                                   2285   14.0   13.5   1     1    2 ";
        let record = TeamRecord::parse_310(&line(text)).unwrap();
        assert_eq!(record.number, 1);
        assert_eq!(record.name, "Team 1");
        assert_eq!(record.players, [1, 2]);
        // Written with the strength left blank: columns 55-60 hold the match points, 62-67
        // the game points, 69-71 the rank, 74-77 and 79-82 the players.
        let written = record.to_310(Points(140), Points(135), 1);
        assert_eq!(
            written,
            "310   1 Team 1                                          14.0   13.5   1     1    2"
        );
        assert_eq!(TeamRecord::parse_310(&line(&written)).unwrap(), record);
    }

    #[test]
    fn a_013_line_reads_name_and_players() {
        // JaVaFo's manual example (tests/data/trf_real/javafo_manual_team_list.trf).
        let (record, differ) =
            TeamRecord::parse_013(&line("013 Club Donostia                      1    2"), 1)
                .unwrap();
        assert!(!differ);
        assert_eq!(record.name, "Club Donostia");
        assert_eq!(record.players, [1, 2]);
        assert_eq!(
            record.to_013(),
            "013 Club Donostia                      1    2"
        );
    }

    #[test]
    fn a_013_line_off_its_columns_reads_by_its_words() {
        let read = |text: &str| {
            let (record, differ) = TeamRecord::parse_013(&line(text), 1).unwrap();
            (record.name, record.players, differ)
        };
        // A name of 41 characters runs on past column 36: the columns would cut it after
        // "Dopolavoro Fer" (32 characters) and read no ranks out of "roviario".
        assert_eq!(
            read("013 Circolo Scacchistico Dopolavoro Ferroviario    7   12"),
            (
                "Circolo Scacchistico Dopolavoro Ferroviario".into(),
                vec![7, 12],
                true
            )
        );
        // Ranks one space apart from the name, across column 37.
        assert_eq!(
            read("013 Scacchi Bergamo 1 2 3 4 5 6 7 8 9 10 11 12"),
            ("Scacchi Bergamo".into(), (1..=12).collect(), true)
        );
        // A year ending the name, across columns 36/37: read as a rank, said (the roster
        // then names a player no 001 line has, said too); the columns would read rank 81.
        assert_eq!(
            read("013 Società Scacchistica Milanese 1881   3   4"),
            (
                "Società Scacchistica Milanese".into(),
                vec![1881, 3, 4],
                true
            )
        );
        // Ranks written right after a short name, one space apart.
        assert_eq!(
            read("013 Team A 1 2 3"),
            ("Team A".into(), vec![1, 2, 3], true)
        );
        // A name ending in one number, nobody on the roster yet: the name.
        assert_eq!(read("013 Gazi 1"), ("Gazi 1".into(), vec![], false));
        // Swiss-Manager's columns, a name with a number, ranks of three digits.
        assert_eq!(
            read("013 ΓΑΖΙ 1                            13   14   90  129"),
            ("ΓΑΖΙ 1".into(), vec![13, 14, 90, 129], false)
        );
    }

    #[test]
    fn the_bye_forfeit_and_order_records_write_what_they_read() {
        let bye = TeamByeRecord {
            match_points: Points(10),
            game_points: Points(20),
            teams: vec![0, 3, 0, 12],
        };
        // Round 2 at columns 19-21, round 4 at 27-29.
        assert_eq!(bye.to_line(), "320  1.0  2.0       3      12");
        assert_eq!(TeamByeRecord::parse(&line(&bye.to_line())).unwrap(), bye);
        let forfeit = ForfeitedMatchRecord {
            forfeit: MatchForfeit::SecondWins,
            round: 2,
            first: 2,
            second: 1,
        };
        // chesspairing's test file trf2026-team.trf writes the same line.
        assert_eq!(forfeit.to_line(), "330 -+   2   2   1");
        assert_eq!(
            ForfeitedMatchRecord::parse(&line("330 -+   2   2   1")).unwrap(),
            forfeit
        );
        let order = BoardOrderRecord {
            round: 1,
            team: 2,
            opponent: 1,
            players: vec![6, 0, 5],
        };
        assert_eq!(order.to_line(), "300   1   2   1    6    0    5");
        assert_eq!(
            BoardOrderRecord::parse(&line(&order.to_line())).unwrap(),
            order
        );
    }

    #[test]
    fn colour_sequence_and_match_points_read_both_spacings() {
        use Colour::{Black, White};
        assert_eq!(
            parse_colour_sequence(&line("352 WBBW")).unwrap(),
            [White, Black, Black, White]
        );
        assert_eq!(parse_colour_sequence(&line("352 WXBW")), None);
        // chesspairing writes whole numbers, Torneo one decimal at the 9-column stride.
        let values = [Some(Points(20)), Some(Points(10)), Some(Points(0))];
        assert_eq!(
            parse_match_points(&line("362 TW 2     TD 1     TL 0")).unwrap(),
            values
        );
        let written = match_points_line(Points(30), Points(10), Points(0));
        assert_eq!(written, "362 TW 3.0   TD 1.0   TL 0.0");
        assert_eq!(
            parse_match_points(&line(&written)).unwrap(),
            [Some(Points(30)), Some(Points(10)), Some(Points(0))]
        );
        assert_eq!(parse_match_points(&line("362 TX 2")), None);
    }
}
