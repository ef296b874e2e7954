//! The round fields of the `001` records to [`Round`]s (trf.md §3, §4).
//!
//! - Every game is written on both players' lines; the two halves must agree (opponents,
//!   opposite colours, matching results), else the error names both lines.
//! - `1 0 =` are games, `W D L` games of less than one move (the `*Unrated` results),
//!   `+ -` forfeits (`-` against `-` is a double forfeit), blank with an opponent is a
//!   game not yet played. A forfeit may have colour `-` or blank: White is then the player
//!   with the smaller starting rank (the colour of a forfeit is never used, C.04.2 3.4).
//! - Opponent `0000`: `U` or `+` is the pairing-allocated bye, `F H Z` requested byes,
//!   blank "not paired".
//! - TRF has no board numbers: boards are put in the order the pairing engines use
//!   (oracle README): higher player's score, lower player's score (both before the round,
//!   descending), then the higher player's pairing number. Byes follow the file order.
//! - Beyond the specification (see [`normalise`]): `0000 - -` and other game results
//!   without an opponent are byes of their points; `*` and unknown letters, and a bye
//!   letter against an opponent (lichess's game in progress, `Z`), are games not yet
//!   played. Each gives an [`ImportWarning`].
//! - A last round column holding only `F H Z` byes and no games is the request for the
//!   round to be paired (oracle README): its entries become requested byes, not a round.
//!   Torneo's own `XXN n` says how many rounds were paired instead (written when the last
//!   of them has no game, or none at all): a column after round `n` is the request
//!   column, and must hold only requested byes.

use super::error::{TrfError, TrfField, TrfProblem};
use super::raw::player::{RESULT_CODES, round_columns};
use super::raw::{PlayerRecord, RoundField};
use super::warning::{Assumption, ImportWarning};
use crate::domain::{
    AdjustmentReason, Board, Bye, ByeKind, Colour, GameResult, PlayerId, Points, Round,
    ScoreAdjustment, ScoringSystem,
};
use std::collections::{BTreeMap, BTreeSet};

/// A player line as read: its line number and record.
pub struct Entry<'a> {
    pub line: usize,
    pub record: &'a PlayerRecord,
    pub pairing_number: u32,
}

/// The rounds, and the requested byes of the round after them (from a request column).
pub struct RoundsRead {
    pub rounds: Vec<Round>,
    /// (index into the entries, bye) for round `rounds.len() + 1`.
    pub requests: Vec<(usize, ByeKind)>,
    /// Unusual scores (½-0, 0-0): Black's difference from the result read.
    pub adjustments: Vec<ScoreAdjustment>,
}

/// An unusual score found on a game: where, what was written, what was recorded.
struct Unusual {
    line: usize,
    column: usize,
    white: char,
    black: char,
    adjustment: ScoreAdjustment,
}

/// With `XXN rounds` (at `line`): whether the file has a request column after the rounds
/// paired. More columns than one after them, or a column after them holding games, are
/// refused: they would be lost.
fn stated_request_column(
    rounds: u32,
    line: usize,
    columns: usize,
    only_requests: bool,
) -> Result<bool, TrfError> {
    let stated = rounds as usize;
    let fewest = if only_requests {
        columns.saturating_sub(1)
    } else {
        columns
    };
    if stated < fewest || rounds > crate::domain::MAX_ROUNDS {
        return Err(TrfError::new(
            line,
            None,
            TrfField::NumberOfRounds,
            TrfProblem::OutOfRange {
                text: rounds.to_string(),
                min: u32::try_from(fewest).unwrap_or(u32::MAX),
                max: crate::domain::MAX_ROUNDS,
            },
        ));
    }
    Ok(columns == stated + 1)
}

/// A game whose two halves give an unusual score (VCL.13: ½-0, 0-0 are allowed; more
/// points than a win, such as 1-½, are not): the result is White's letter, and Black's
/// points differ from it by the returned adjustment, recorded with the usual result
/// letter of Black's side (`W D L`, as TRF-26 `299` types it).
fn unusual_score(
    white: char,
    black: char,
    scoring: &ScoringSystem,
) -> Option<(GameResult, Points, char)> {
    let points = |letter| match letter {
        '1' => Some(scoring.win),
        '=' => Some(scoring.draw),
        '0' => Some(scoring.loss),
        _ => None,
    };
    let (white_points, black_points) = (points(white)?, points(black)?);
    if white_points + black_points > scoring.win {
        return None;
    }
    let (result, usual, code) = match white {
        '1' => (GameResult::WhiteWins, scoring.loss, 'L'),
        '=' => (GameResult::Draw, scoring.draw, 'D'),
        _ => (GameResult::BlackWins, scoring.win, 'W'),
    };
    Some((result, black_points - usual, code))
}

pub fn read(
    entries: &[Entry<'_>],
    paired: Option<(u32, usize)>,
    scoring: &ScoringSystem,
    warnings: &mut Vec<ImportWarning>,
) -> Result<RoundsRead, TrfError> {
    let by_rank: BTreeMap<u32, usize> = entries
        .iter()
        .enumerate()
        .map(|(i, e)| (e.record.start_rank, i))
        .collect();
    let normalised: Vec<Vec<RoundField>> = entries
        .iter()
        .map(|e| {
            let mut fields = e.record.rounds.clone();
            for (index, f) in fields.iter_mut().enumerate() {
                normalise(f, e.line, index + 1, warnings);
            }
            while fields.last().is_some_and(RoundField::is_blank) {
                fields.pop();
            }
            fields
        })
        .collect();
    let columns = normalised.iter().map(Vec::len).max().unwrap_or(0);
    // After normalisation, so that what export writes (`0000 - Z`) reads back the same;
    // lichess's `0000   -` for the absent of the next round is such a column.
    let only_requests = columns > 0
        && normalised.iter().all(|fields| {
            fields.get(columns - 1).is_none_or(|f| {
                f.is_blank() || (f.opponent == 0 && matches!(f.result, 'F' | 'H' | 'Z'))
            })
        });
    let is_request_column = match paired {
        Some((rounds, line)) => stated_request_column(rounds, line, columns, only_requests)?,
        None => only_requests,
    };
    let field = |i: usize, round: usize| {
        normalised
            .get(i)
            .and_then(|rounds| rounds.get(round - 1))
            .copied()
            .unwrap_or(RoundField::BLANK)
    };
    let played = match paired {
        Some((rounds, _)) => rounds as usize,
        None if is_request_column => columns - 1,
        None => columns,
    };
    let mut scores = vec![Points::ZERO; entries.len()];
    let mut rounds = Vec::with_capacity(played);
    let mut unusual = Vec::new();
    for round in 1..=played {
        let built = read_round(entries, &by_rank, round, &field, scoring)?;
        unusual.extend(built.unusual);
        let mut boards = built.boards;
        boards.sort_by_key(|b| board_key(b, entries, &by_rank, &scores));
        let boards: Vec<Board> = boards.into_iter().map(|(_, _, b)| b).collect();
        for b in &boards {
            for (id, colour) in [(b.white, Colour::White), (b.black, Colour::Black)] {
                if let Some(s) = by_rank.get(&id.0).and_then(|&i| scores.get_mut(i)) {
                    *s += b.result.points_for(colour, scoring);
                }
            }
        }
        for bye in &built.byes {
            if let Some(s) = by_rank.get(&bye.player.0).and_then(|&i| scores.get_mut(i)) {
                *s += bye.kind.points(scoring);
            }
        }
        rounds.push(Round {
            number: u32::try_from(round).unwrap_or(u32::MAX),
            boards,
            byes: built.byes,
        });
    }
    let mut requests = Vec::new();
    if is_request_column {
        for i in 0..entries.len() {
            if let Some(kind) = bye_kind(field(i, columns).result) {
                requests.push((i, kind));
            }
        }
    }
    for u in &unusual {
        warnings.push(ImportWarning::at(
            u.line,
            (u.column, u.column),
            TrfField::RoundResult(u.adjustment.round),
            Assumption::UnusualScore {
                white: u.white,
                black: u.black,
                adjustment: u.adjustment.points,
            },
        ));
    }
    let adjustments = unusual.into_iter().map(|u| u.adjustment).collect();
    Ok(RoundsRead {
        rounds,
        requests,
        adjustments,
    })
}

/// What real programs write beyond the specification, read as the nearest TRF code with
/// a warning: a game result with no opponent (`0000 - -`, `0000 - =`) is a bye of its
/// points (`-`, `0`, `L`: not paired, zero points; `=`, `D`: half a point; `1`, `W`: a
/// full point); `*` or any other letter is a game not yet played (with an opponent) or
/// nothing (without one).
fn normalise(f: &mut RoundField, line: usize, round: usize, warnings: &mut Vec<ImportWarning>) {
    let (_, _, result_column) = round_columns(round);
    let number = u32::try_from(round).unwrap_or(u32::MAX);
    let mut warn = |assumption| {
        warnings.push(ImportWarning::at(
            line,
            (result_column, result_column),
            TrfField::RoundResult(number),
            assumption,
        ));
    };
    let letter = f.result;
    if !RESULT_CODES.contains(letter) {
        warn(if f.opponent == 0 {
            Assumption::UnknownResultUnpaired { letter }
        } else {
            Assumption::UnknownResult { letter }
        });
        f.result = ' ';
        return;
    }
    if f.opponent != 0 {
        // lichess writes a game in progress as `Z` against its opponent.
        if matches!(letter, 'F' | 'H' | 'U' | 'Z') {
            warn(Assumption::ByeLetterWithOpponent { letter });
            f.result = ' ';
        }
        return;
    }
    let (code, bye) = match letter {
        '-' | '0' | 'L' => ('Z', ByeKind::ZeroPoint),
        '=' | 'D' => ('H', ByeKind::HalfPoint),
        '1' | 'W' => ('F', ByeKind::FullPoint),
        _ => return,
    };
    warn(Assumption::ResultWithoutOpponent { letter, bye });
    f.result = code;
}

struct RoundBuilt {
    unusual: Vec<Unusual>,
    /// (white index, black index, board)
    boards: Vec<(usize, usize, Board)>,
    byes: Vec<Bye>,
}

fn bye_kind(result: char) -> Option<ByeKind> {
    match result {
        'U' | '+' => Some(ByeKind::PairingAllocated),
        'F' => Some(ByeKind::FullPoint),
        'H' => Some(ByeKind::HalfPoint),
        'Z' => Some(ByeKind::ZeroPoint),
        _ => None,
    }
}

/// The columns of one round and its number, where its errors are placed.
#[derive(Clone, Copy)]
struct RoundColumns {
    number: u32,
    opponent: usize,
    colour: usize,
    result: usize,
}

impl RoundColumns {
    fn new(round: usize) -> RoundColumns {
        let (opponent, colour, result) = round_columns(round);
        RoundColumns {
            number: u32::try_from(round).unwrap_or(u32::MAX),
            opponent,
            colour,
            result,
        }
    }

    fn opponent_error(self, line: usize, problem: TrfProblem) -> TrfError {
        TrfError::at(
            line,
            self.opponent,
            self.opponent + 3,
            TrfField::RoundOpponent(self.number),
            problem,
        )
    }

    fn colour_error(self, line: usize, problem: TrfProblem) -> TrfError {
        TrfError::at(
            line,
            self.colour,
            self.colour,
            TrfField::RoundColour(self.number),
            problem,
        )
    }

    fn result_error(self, line: usize, problem: TrfProblem) -> TrfError {
        TrfError::at(
            line,
            self.result,
            self.result,
            TrfField::RoundResult(self.number),
            problem,
        )
    }
}

/// One game as its two lines write it: this line (index `i`) and the opponent's (`j`).
struct GameLines<'e, 'a> {
    i: usize,
    j: usize,
    entry: &'e Entry<'a>,
    other_entry: &'e Entry<'a>,
    own: RoundField,
    other: RoundField,
}

fn read_round(
    entries: &[Entry<'_>],
    by_rank: &BTreeMap<u32, usize>,
    round: usize,
    field: &dyn Fn(usize, usize) -> RoundField,
    scoring: &ScoringSystem,
) -> Result<RoundBuilt, TrfError> {
    let at = RoundColumns::new(round);
    let mut built = RoundBuilt {
        unusual: Vec::new(),
        boards: Vec::new(),
        byes: Vec::new(),
    };
    let mut done = BTreeSet::new();
    for (i, entry) in entries.iter().enumerate() {
        let own = field(i, round);
        if own.opponent == 0 {
            built.byes.extend(unpaired_bye(entry, own, at)?);
            continue;
        }
        let opponent_field = |j: usize| field(j, round);
        let Some(game) = game_lines(entries, by_rank, (i, entry), own, at, &opponent_field)? else {
            continue;
        };
        if !done.insert((i.min(game.j), i.max(game.j))) {
            continue;
        }
        let own_is_white = own_line_is_white(&game, at)?;
        let (result, unusual) = game_result(&game, own_is_white, at, scoring)?;
        built.unusual.extend(unusual);
        built.boards.push(board(&game, own_is_white, result));
    }
    Ok(built)
}

/// A line with no opponent in the round: a bye letter is that bye, a blank is nothing,
/// another result is refused (it needs an opponent).
fn unpaired_bye(
    entry: &Entry<'_>,
    own: RoundField,
    at: RoundColumns,
) -> Result<Option<Bye>, TrfError> {
    match own.result {
        ' ' => Ok(None),
        code => match bye_kind(code) {
            Some(kind) => Ok(Some(Bye {
                player: PlayerId(entry.record.start_rank),
                kind,
            })),
            None => {
                Err(at.result_error(entry.line, TrfProblem::ResultNeedsOpponent { letter: code }))
            }
        },
    }
}

/// The game of a line with an opponent, with the opponent's line: refused when the line
/// writes a bye letter, names no player or itself, or the opponent's line names someone
/// else. `None` when the opponent has no line.
fn game_lines<'e, 'a>(
    entries: &'e [Entry<'a>],
    by_rank: &BTreeMap<u32, usize>,
    (i, entry): (usize, &'e Entry<'a>),
    own: RoundField,
    at: RoundColumns,
    opponent_field: &dyn Fn(usize) -> RoundField,
) -> Result<Option<GameLines<'e, 'a>>, TrfError> {
    let line = entry.line;
    if matches!(own.result, 'F' | 'H' | 'U' | 'Z') {
        return Err(at.result_error(line, TrfProblem::ByeWithOpponent { letter: own.result }));
    }
    let Some(&j) = by_rank.get(&own.opponent) else {
        return Err(at.opponent_error(
            line,
            TrfProblem::NoSuchPlayer {
                number: own.opponent,
            },
        ));
    };
    if j == i {
        return Err(at.opponent_error(line, TrfProblem::SelfPairing));
    }
    let (Some(other_entry), other) = (entries.get(j), opponent_field(j)) else {
        return Ok(None);
    };
    if other.opponent != entry.record.start_rank {
        return Err(at.opponent_error(
            line,
            TrfProblem::OpponentDisagrees {
                opponent: own.opponent,
                their_opponent: other.opponent,
                other_line: other_entry.line,
            },
        ));
    }
    Ok(Some(GameLines {
        i,
        j,
        entry,
        other_entry,
        own,
        other,
    }))
}

/// Whether this line has White: `w` against `b`. The same letter twice is refused, and so
/// is a missing letter in a game played; in a forfeit the one letter written decides,
/// and without any the lower starting rank has White.
fn own_line_is_white(game: &GameLines<'_, '_>, at: RoundColumns) -> Result<bool, TrfError> {
    let (own, other) = (game.own, game.other);
    let colour_error = |problem: TrfProblem| at.colour_error(game.entry.line, problem);
    let forfeit = matches!(own.result, '+' | '-') || matches!(other.result, '+' | '-');
    Ok(match (own.colour, other.colour) {
        ('w', 'b') => true,
        ('b', 'w') => false,
        ('w', 'w') | ('b', 'b') => {
            return Err(colour_error(TrfProblem::SameColour {
                colour: own.colour,
                other_line: game.other_entry.line,
            }));
        }
        _ if !forfeit => {
            return Err(colour_error(TrfProblem::ColoursMissing {
                other_line: game.other_entry.line,
            }));
        }
        ('w', _) | (_, 'b') => true,
        ('b', _) | (_, 'w') => false,
        _ => game.entry.record.start_rank < game.other_entry.record.start_rank,
    })
}

/// The result of a game from its two letters, White's first. An unusual score (½-0, 0-0)
/// is read as White's result, with Black's difference as an adjustment; letters that make
/// no result are refused.
fn game_result(
    game: &GameLines<'_, '_>,
    own_is_white: bool,
    at: RoundColumns,
    scoring: &ScoringSystem,
) -> Result<(GameResult, Option<Unusual>), TrfError> {
    let (white_code, black_code) = if own_is_white {
        (game.own.result, game.other.result)
    } else {
        (game.other.result, game.own.result)
    };
    let result = match (white_code, black_code) {
        ('1', '0') => GameResult::WhiteWins,
        ('0', '1') => GameResult::BlackWins,
        ('=', '=') => GameResult::Draw,
        ('W', 'L') => GameResult::WhiteWinsUnrated,
        ('L', 'W') => GameResult::BlackWinsUnrated,
        ('D', 'D') => GameResult::DrawUnrated,
        ('+', '-') => GameResult::WhiteWinsByForfeit,
        ('-', '+') => GameResult::BlackWinsByForfeit,
        ('-', '-') => GameResult::DoubleForfeit,
        (' ', ' ') => GameResult::Pending,
        (white, black) => {
            let Some((result, points, code)) = unusual_score(white, black, scoring) else {
                return Err(at.result_error(
                    game.entry.line,
                    TrfProblem::ResultsDisagree {
                        own: game.own.result,
                        other: game.other.result,
                        other_line: game.other_entry.line,
                    },
                ));
            };
            let black_entry = if own_is_white {
                game.other_entry
            } else {
                game.entry
            };
            let unusual = Unusual {
                line: black_entry.line,
                column: at.result,
                white,
                black,
                adjustment: ScoreAdjustment {
                    player: PlayerId(black_entry.record.start_rank),
                    round: at.number,
                    points,
                    reason: AdjustmentReason::UnusualScore {
                        code,
                        second_game: false,
                    },
                },
            };
            return Ok((result, Some(unusual)));
        }
    };
    Ok((result, None))
}

/// The board of a game: (white index, black index, board).
fn board(
    game: &GameLines<'_, '_>,
    own_is_white: bool,
    result: GameResult,
) -> (usize, usize, Board) {
    let id = PlayerId(game.entry.record.start_rank);
    let other_id = PlayerId(game.other_entry.record.start_rank);
    let (white, black, wi, bi) = if own_is_white {
        (id, other_id, game.i, game.j)
    } else {
        (other_id, id, game.j, game.i)
    };
    (
        wi,
        bi,
        Board {
            white,
            black,
            result,
            second_game: None,
        },
    )
}

/// Sort key of a board: higher player's score, lower player's score (descending), higher
/// player's pairing number.
fn board_key(
    board: &(usize, usize, Board),
    entries: &[Entry<'_>],
    _by_rank: &BTreeMap<u32, usize>,
    scores: &[Points],
) -> (std::cmp::Reverse<Points>, std::cmp::Reverse<Points>, u32) {
    let player = |i: usize| {
        (
            scores.get(i).copied().unwrap_or(Points::ZERO),
            entries.get(i).map_or(u32::MAX, |e| e.pairing_number),
        )
    };
    let (a, b) = (player(board.0), player(board.1));
    let (higher, lower) = if (a.0, std::cmp::Reverse(a.1)) >= (b.0, std::cmp::Reverse(b.1)) {
        (a, b)
    } else {
        (b, a)
    };
    (
        std::cmp::Reverse(higher.0),
        std::cmp::Reverse(lower.0),
        higher.1,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A `001` line of player `n` (trf.md §3): round 1 in columns 92-95 (opponent), 97
    /// (colour) and 99 (result).
    fn player(n: u32, points: &str, rounds: &[(u32, char, char)]) -> String {
        let mut line = format!(
            "001 {n:>4}      {:<33} {:>4} {:>3} {:>11} {:>10} {points:>4} {:>4}",
            format!("Player {n}"),
            2000,
            "",
            "",
            "",
            ""
        );
        for &(opponent, colour, result) in rounds {
            line.push_str(&format!("  {opponent:04} {colour} {result}"));
        }
        line
    }

    fn refusal(lines: &[String]) -> (usize, Option<(usize, usize)>, TrfField, TrfProblem) {
        let e = crate::trf::import(lines.join("\n").as_bytes()).unwrap_err();
        (e.line, e.columns, e.field, e.problem)
    }

    fn first_board(lines: &[String]) -> Board {
        let (t, _) = crate::trf::import(lines.join("\n").as_bytes()).unwrap();
        t.rounds[0].boards[0]
    }

    #[test]
    fn a_game_whose_lines_disagree_is_refused_at_the_first_line() {
        let opponent = (92, 95);
        assert_eq!(
            refusal(&[player(1, "1.0", &[(1, 'w', '1')]), player(2, "0.0", &[])]),
            (
                1,
                Some(opponent),
                TrfField::RoundOpponent(1),
                TrfProblem::SelfPairing
            )
        );
        assert_eq!(
            refusal(&[player(1, "1.0", &[(2, 'w', '1')]), player(2, "0.0", &[])]),
            (
                1,
                Some(opponent),
                TrfField::RoundOpponent(1),
                TrfProblem::OpponentDisagrees {
                    opponent: 2,
                    their_opponent: 0,
                    other_line: 2
                }
            )
        );
        assert_eq!(
            refusal(&[
                player(1, "1.0", &[(2, 'w', '1')]),
                player(2, "0.0", &[(3, 'b', '0')]),
                player(3, "1.0", &[(2, 'w', '1')]),
            ]),
            (
                1,
                Some(opponent),
                TrfField::RoundOpponent(1),
                TrfProblem::OpponentDisagrees {
                    opponent: 2,
                    their_opponent: 3,
                    other_line: 2
                }
            )
        );
        assert_eq!(
            refusal(&[
                player(1, "1.0", &[(2, 'w', '1')]),
                player(2, "0.0", &[(1, 'w', '0')]),
            ]),
            (
                1,
                Some((97, 97)),
                TrfField::RoundColour(1),
                TrfProblem::SameColour {
                    colour: 'w',
                    other_line: 2
                }
            )
        );
        assert_eq!(
            refusal(&[
                player(1, "1.0", &[(2, '-', '1')]),
                player(2, "0.0", &[(1, '-', '0')]),
            ]),
            (
                1,
                Some((97, 97)),
                TrfField::RoundColour(1),
                TrfProblem::ColoursMissing { other_line: 2 }
            )
        );
    }

    #[test]
    fn in_a_forfeit_one_colour_letter_or_the_lower_starting_rank_gives_white() {
        let board = |white, black, result| Board {
            white: PlayerId(white),
            black: PlayerId(black),
            result,
            second_game: None,
        };
        assert_eq!(
            first_board(&[
                player(1, "1.0", &[(2, '-', '+')]),
                player(2, "0.0", &[(1, 'b', '-')]),
            ]),
            board(1, 2, GameResult::WhiteWinsByForfeit)
        );
        assert_eq!(
            first_board(&[
                player(1, "1.0", &[(2, '-', '+')]),
                player(2, "0.0", &[(1, 'w', '-')]),
            ]),
            board(2, 1, GameResult::BlackWinsByForfeit)
        );
        assert_eq!(
            first_board(&[
                player(1, "0.0", &[(2, '-', '-')]),
                player(2, "1.0", &[(1, '-', '+')]),
            ]),
            board(1, 2, GameResult::BlackWinsByForfeit)
        );
    }
}
