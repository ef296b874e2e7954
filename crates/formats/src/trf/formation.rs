//! The order of formation of Italo-Svizzero rounds read from a file without `XXO` (issue 34
//! part 3; seed 002 art. 6, docs/rules/italo-svizzero.md D1 and D10).
//!
//! Art. 6 resumes each round's rotation from the White of the last pair formed in the round
//! before, and Torneo keeps the order of formation as the board order. A file Torneo wrote
//! says that order in its `XXO` records (`pair_order`). A file written by hand or by
//! another program has none, and the reader's own board order (by score) is not the order
//! of formation. For such a round the order is rebuilt by replaying the engine: the rounds
//! before it (with their orders as rebuilt) are the history, the engine pairs the round
//! again, and where its pairs are the recorded pairs (colours and results aside), the
//! recorded boards are put in the order the engine formed them. Where the engine pairs the
//! round otherwise, nothing tells the order: the boards keep the file's order, and a
//! warning at the round says so, naming the first player (by starting rank) whose
//! opponent differs.
//!
//! This module does not call the engine: the caller passes it (`replay`), since the
//! formats know nothing of pairing (DESIGN.md, layers); the session does it
//! (`session::exchange`).

use super::error::TrfField;
use super::raw::player::round_columns;
use super::warning::{Assumption, ImportWarning};
use crate::domain::{Board, PlayerId, Round, Tournament};
use std::collections::{BTreeMap, BTreeSet};

/// What a file said of the order of formation, kept from the reading for the replay.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct FormationRecord {
    /// The rounds whose order an `XXO` record gave.
    pub stated: BTreeSet<u32>,
    /// Each player's `001` line (where a warning about his round is placed).
    pub lines: BTreeMap<PlayerId, usize>,
}

/// Rebuilds the order of the boards of every round of `t` that no `XXO` record ordered,
/// first round first. `replay(t, round)` is the engine's round `round` (its boards in the
/// order of formation) paired from `t`'s rounds before it, `None` when it pairs none.
/// Returns a warning for each round the engine pairs otherwise.
pub fn rebuild(
    t: &mut Tournament,
    record: &FormationRecord,
    mut replay: impl FnMut(&Tournament, u32) -> Option<Vec<Board>>,
) -> Vec<ImportWarning> {
    let numbers: Vec<u32> = t.rounds.iter().map(|r| r.number).collect();
    let mut warnings = Vec::new();
    for number in numbers {
        let recorded = match t.round(number) {
            // One board or none: there is only one order.
            Some(r) if r.boards.len() > 1 && !record.stated.contains(&number) => r.clone(),
            _ => continue,
        };
        let engine = replay(t, number);
        match engine
            .as_deref()
            .and_then(|e| in_engine_order(&recorded, e))
        {
            Some(boards) => {
                if let Some(r) = t.round_mut(number) {
                    r.boards = boards;
                }
            }
            None => warnings.push(warning(record, &recorded, engine.as_deref())),
        }
    }
    warnings
}

/// The two players of a board, lower id first: a pair whatever the colours.
fn pair_of(b: &Board) -> (PlayerId, PlayerId) {
    (b.white.min(b.black), b.white.max(b.black))
}

/// The recorded boards in the engine's order, when the engine's pairs are the recorded
/// ones.
fn in_engine_order(recorded: &Round, engine: &[Board]) -> Option<Vec<Board>> {
    if engine.len() != recorded.boards.len() {
        return None;
    }
    let by_pair: BTreeMap<(PlayerId, PlayerId), &Board> =
        recorded.boards.iter().map(|b| (pair_of(b), b)).collect();
    engine
        .iter()
        .map(|b| by_pair.get(&pair_of(b)).map(|&&b| b))
        .collect()
}

/// Each player's opponent in `boards`.
fn opponents(boards: &[Board]) -> BTreeMap<PlayerId, PlayerId> {
    boards
        .iter()
        .flat_map(|b| [(b.white, b.black), (b.black, b.white)])
        .collect()
}

/// The warning for a recorded round the engine pairs otherwise (or not at all), at the
/// first player whose opponent differs.
fn warning(record: &FormationRecord, recorded: &Round, engine: Option<&[Board]>) -> ImportWarning {
    let round = recorded.number;
    let mine = opponents(&recorded.boards);
    let Some(engine) = engine else {
        let first = mine.keys().next().copied();
        return place(
            record,
            round,
            first,
            Assumption::RoundNotPairedByEngine { round },
        );
    };
    let theirs = opponents(engine);
    let players: BTreeSet<PlayerId> = mine.keys().chain(theirs.keys()).copied().collect();
    let differs = players.into_iter().find(|p| mine.get(p) != theirs.get(p));
    let number = |p: Option<&PlayerId>| p.map_or(0, |p| p.0);
    let assumption = Assumption::RoundNotAsEngine {
        round,
        player: number(differs.as_ref()),
        recorded: number(differs.and_then(|p| mine.get(&p))),
        engine: number(differs.and_then(|p| theirs.get(&p))),
    };
    place(record, round, differs, assumption)
}

/// The warning at `player`'s `001` line, round `round`'s opponent columns (the file as a
/// whole when his line is not known).
fn place(
    record: &FormationRecord,
    round: u32,
    player: Option<PlayerId>,
    assumption: Assumption,
) -> ImportWarning {
    let field = TrfField::RoundOpponent(round);
    match player.and_then(|p| record.lines.get(&p)) {
        Some(&line) => {
            let (first, _, _) = round_columns(usize::try_from(round).unwrap_or(usize::MAX));
            ImportWarning::at(line, (first, first + 3), field, assumption)
        }
        None => ImportWarning::new(0, field, assumption),
    }
}
