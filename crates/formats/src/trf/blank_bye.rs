//! Blank rounds that carry points (issue 35: files of Swiss-Chess, Christian Krause's
//! program, whose TRF layout the FIDE format took over).
//!
//! Such files leave a bye's round blank (no opponent, no letter) and count its point in
//! the `001` total. TRF-16 reads a blank round as "not paired" (trf.md §4), so the
//! difference would become a correction, and Buchholz would see an unplayed round without
//! points where the player had a bye (C.07 16.2.1 against 16.2.5). When the points column
//! exceeds the results by exactly what byes in the blank rounds would give, the blank
//! rounds are read as those byes, each said at its round:
//!
//! - every blank round the same bye, worth `difference / blank rounds` more than the
//!   blank round (Torneo counts a round without a game as a zero-point bye,
//!   `RoundEntry::points`, so each bye replaces the zero-point bye's points): a full-point
//!   or a half-point bye, or, where the player is the only one of the round left without
//!   a game, the pairing-allocated bye (a Swiss round's odd player out) when it is worth
//!   that;
//! - anything else (a difference no such bye explains, a negative one) stays the
//!   correction the module `adjustments` records. The writer states a correction that
//!   this reading would take for byes in Torneo's `XXJ C` ([`explains`]).

use super::error::TrfField;
use super::warning::{Assumption, ImportWarning};
use crate::domain::{Bye, ByeKind, PlayerId, Points, RoundEntry, Tournament};

/// The rounds `player` was not paired in, within his stay in the tournament.
fn blank_rounds(t: &Tournament, player: PlayerId) -> Vec<u32> {
    let Some(p) = t.player(player) else {
        return Vec::new();
    };
    t.rounds
        .iter()
        .filter(|round| p.is_active_in(round.number))
        .filter(|round| RoundEntry::in_round(round, player) == RoundEntry::NotPaired)
        .map(|round| round.number)
        .collect()
}

/// True when `player` is the only player of `round` (among those in the tournament then)
/// without a game.
fn only_one_without_a_game(t: &Tournament, round: u32, player: PlayerId) -> bool {
    let Some(r) = t.round(round) else {
        return false;
    };
    t.players
        .iter()
        .filter(|p| p.id != player && p.is_active_in(round))
        .all(|p| r.board_of(p.id).is_some())
}

/// The bye each blank round of `player` was, when they explain `difference` exactly.
fn explained(t: &Tournament, player: PlayerId, difference: Points) -> Option<Vec<(u32, ByeKind)>> {
    let rounds = blank_rounds(t, player);
    let count = i32::try_from(rounds.len()).ok().filter(|&n| n > 0)?;
    if difference.0 <= 0 || difference.0 % count != 0 {
        return None;
    }
    let scoring = &t.settings.scoring;
    // The blank round already counts as a zero-point bye: the bye is worth that more.
    let each = Points(difference.0 / count) + scoring.zero_point_bye;
    rounds
        .into_iter()
        .map(|round| {
            let pairing = count == 1
                && scoring.pairing_allocated_bye == each
                && only_one_without_a_game(t, round, player);
            let kind = if pairing {
                ByeKind::PairingAllocated
            } else if scoring.full_point_bye == each {
                ByeKind::FullPoint
            } else if scoring.half_point_bye == each {
                ByeKind::HalfPoint
            } else {
                return None;
            };
            Some((round, kind))
        })
        .collect()
}

/// True when the reader would take a points column exceeding the results of `player` by
/// `difference` for byes in his blank rounds (the writer then states a correction of that
/// much in `XXJ C`, see `adjustments::records`).
pub(super) fn explains(t: &Tournament, player: PlayerId, difference: Points) -> bool {
    explained(t, player, difference).is_some()
}

/// Reads the blank rounds of `player` (starting rank `number`, on `line`) as byes when they
/// explain the points column's `difference`; true when they did.
pub fn read(
    t: &mut Tournament,
    player: PlayerId,
    difference: Points,
    line: usize,
    warnings: &mut Vec<ImportWarning>,
) -> bool {
    let Some(byes) = explained(t, player, difference) else {
        return false;
    };
    let first_changed = byes.first().map_or(u32::MAX, |&(round, _)| round);
    for (round, kind) in byes {
        if let Some(r) = t.round_mut(round) {
            r.byes.push(Bye { player, kind });
        }
        let first = 92 + 10 * (round as usize).saturating_sub(1);
        warnings.push(ImportWarning::at(
            line,
            (first, first + 7),
            TrfField::RoundResult(round),
            Assumption::BlankRoundBye { bye: kind },
        ));
    }
    order_boards_after(t, first_changed);
    true
}

/// The reader orders each round's boards by the scores before it (`rounds::board_key`:
/// the higher player's score, the lower player's, the higher player's pairing number); a
/// bye read now changes the scores of the rounds after it, so their boards are ordered
/// again, as the file written back will be read.
fn order_boards_after(t: &mut Tournament, changed: u32) {
    let number = |t: &Tournament, id: PlayerId| t.player(id).map_or(u32::MAX, |p| p.pairing_number);
    for round in changed.saturating_add(1)..=t.rounds_paired() {
        let Some(boards) = t.round(round).map(|r| r.boards.clone()) else {
            continue;
        };
        let mut keyed: Vec<_> = boards
            .into_iter()
            .map(|board| {
                let player = |id| {
                    (
                        t.score_after(id, round - 1),
                        std::cmp::Reverse(number(t, id)),
                    )
                };
                let (a, b) = (player(board.white), player(board.black));
                let (higher, lower) = if a >= b { (a, b) } else { (b, a) };
                let key = (
                    std::cmp::Reverse(higher.0),
                    std::cmp::Reverse(lower.0),
                    higher.1.0,
                );
                (key, board)
            })
            .collect();
        keyed.sort_by_key(|(key, _)| *key);
        if let Some(r) = t.round_mut(round) {
            r.boards = keyed.into_iter().map(|(_, board)| board).collect();
        }
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;
    use crate::domain::{Board, GameResult, Player, Round, TournamentSettings};

    #[test]
    fn the_bye_replaces_the_zero_point_bye_a_blank_round_counts_as() {
        let mut t = Tournament::new(TournamentSettings {
            rounds: 5,
            ..TournamentSettings::default()
        });
        let ids: Vec<PlayerId> = (0..3).map(|_| t.add_player(Player::default())).collect();
        t.settings.scoring.zero_point_bye = Points(2);
        t.settings.scoring.pairing_allocated_bye = Points(7);
        t.rounds.push(Round {
            number: 1,
            boards: vec![Board {
                result: GameResult::Draw,
                ..Board::new(ids[0], ids[1])
            }],
            byes: Vec::new(),
        });
        // A full-point bye (1.0) where the blank round counted 0.2: 0.8 more.
        assert!(explains(&t, ids[2], Points(8)));
        assert!(!explains(&t, ids[2], Points(10)), "1.2 is no bye");
        // The pairing-allocated bye (0.7) of the round's only player without a game.
        assert!(explains(&t, ids[2], Points(5)));
        assert!(!explains(&t, ids[0], Points(8)), "no blank round");
    }
}
