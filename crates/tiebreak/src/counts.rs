//! The player's own results (C.07 art. 7, type B): WIN, WON, BPG, BWG, PS, REP and STD.
//!
//! Round robins (15.2): forfeits count as regular games. The 2026 edition keeps forfeit
//! *losses* unplayed for these type-B tie-breaks, so a forfeit win counts as a game won
//! (and, with Black, as a game played and won with Black) and a forfeit loss does not;
//! under the 2024 edition every forfeit is a game. In a Swiss only games played over the
//! board count for WON, BPG and BWG.

use super::field::{Field, Slot};
use super::spec::Edition;
use super::value::TiebreakValue;
use crate::domain::{ByeKind, Colour, GameOutcome, Points};

/// True when the round counts as a game played for art. 7 (see the module doc).
fn counts_as_played(field: &Field, slot: &Slot, edition: Edition) -> bool {
    match *slot {
        Slot::Game { forfeit: false, .. } => true,
        // 15.2 (2026): a forfeit win is a regular game in a round robin; a forfeit loss is
        // not. 15.2 (2024): every forfeit is.
        Slot::Game {
            forfeit: true,
            outcome,
            ..
        } => field.round_robin && (outcome == GameOutcome::Win || edition < Edition::E2026),
        _ => false,
    }
}

fn count(field: &Field, player: usize, test: impl Fn(&Slot) -> bool) -> TiebreakValue {
    let n = field
        .card(player)
        .map_or(0, |c| c.slots.iter().filter(|s| test(s)).count());
    TiebreakValue::Count(u32::try_from(n).unwrap_or(u32::MAX))
}

/// WIN, C.07 7.1: rounds in which the player got the points of a win, with or without
/// playing (wins, forfeit wins, and byes worth a win under the event's scoring).
pub(crate) fn wins(field: &Field, player: usize) -> TiebreakValue {
    let win = field.scoring.win;
    count(field, player, |s| match *s {
        Slot::Game { outcome, .. } => outcome == GameOutcome::Win,
        Slot::Bye { points, .. } => points >= win,
        Slot::Absent { .. } | Slot::Pending { .. } => false,
    })
}

/// REP, C.07 7.6 (GE before Aug 2024): the rounds − (half- and zero-point byes, absences
/// and forfeit losses). Games (pending ones too: the player was paired), forfeit wins,
/// the PAB and full-point byes count; a round robin's rests do not.
pub(crate) fn rounds_elected_to_play(field: &Field, player: usize) -> TiebreakValue {
    count(field, player, |s| match *s {
        Slot::Game { .. } => !s.is_forfeit_loss(),
        Slot::Pending { .. } => true,
        Slot::Bye { kind, .. } => matches!(kind, ByeKind::PairingAllocated | ByeKind::FullPoint),
        Slot::Absent { .. } => false,
    })
}

/// STD, C.07 7.7 (2026): per round, 1 if the player scored more than the scheduled
/// opponent, ½ if the same, else 0; without an opponent (byes, absences), 1 for more than
/// a draw's points, ½ for exactly a draw's points, else 0. So 3/1/0 events count wins
/// and draws as 1/½/0. Pending games count nothing. In half points (Points tenths).
pub(crate) fn standard_points(field: &Field, player: usize) -> TiebreakValue {
    let Some(card) = field.card(player) else {
        return TiebreakValue::Points(Points::ZERO);
    };
    let draw = field.scoring.draw;
    let compare = |mine: Points, theirs: Points| match mine.cmp(&theirs) {
        std::cmp::Ordering::Greater => Points(10),
        std::cmp::Ordering::Equal => Points(5),
        std::cmp::Ordering::Less => Points::ZERO,
    };
    let total = card
        .slots
        .iter()
        .enumerate()
        .map(|(round, s)| match *s {
            Slot::Game {
                opponent, points, ..
            } => {
                let theirs = field
                    .card(opponent)
                    .and_then(|c| c.slots.get(round))
                    .map_or(Points::ZERO, Slot::points);
                compare(points, theirs)
            }
            Slot::Bye { points, .. } | Slot::Absent { points } => compare(points, draw),
            Slot::Pending { .. } => Points::ZERO,
        })
        .sum();
    TiebreakValue::Points(total)
}

/// WON, C.07 7.2: games won over the board (round robins: 15.2, see the module doc).
pub(crate) fn games_won(field: &Field, player: usize, edition: Edition) -> TiebreakValue {
    count(field, player, |s| {
        counts_as_played(field, s, edition)
            && matches!(
                s,
                Slot::Game {
                    outcome: GameOutcome::Win,
                    ..
                }
            )
    })
}

/// BPG, C.07 7.3: games played with Black (unplayed games are not games with Black).
pub(crate) fn black_games(field: &Field, player: usize, edition: Edition) -> TiebreakValue {
    count(field, player, |s| {
        counts_as_played(field, s, edition)
            && matches!(
                s,
                Slot::Game {
                    colour: Colour::Black,
                    ..
                }
            )
    })
}

/// BWG, C.07 7.4: games won with Black.
pub(crate) fn black_wins(field: &Field, player: usize, edition: Edition) -> TiebreakValue {
    count(field, player, |s| {
        counts_as_played(field, s, edition)
            && matches!(
                s,
                Slot::Game {
                    colour: Colour::Black,
                    outcome: GameOutcome::Win,
                    ..
                }
            )
    })
}

/// PS, C.07 7.5: the sum of the running score after each round; Cut-n (14.1, 14.2)
/// drops the running scores after the first n rounds.
pub(crate) fn progressive_scores(field: &Field, player: usize, cut: usize) -> TiebreakValue {
    let Some(card) = field.card(player) else {
        return TiebreakValue::Points(Points::ZERO);
    };
    let mut running = Points::ZERO;
    let mut sum = Points::ZERO;
    for (i, slot) in card.slots.iter().enumerate() {
        running += slot.points();
        if i >= cut {
            sum += running;
        }
    }
    TiebreakValue::Points(sum)
}
