//! Legacy rules the seeds describe, for events run under them.
//!
//! - The FIDE Congress 2009 handling of unplayed games for Buchholz (seed 003, `BH/V2009`):
//!   (a) for the player's own unplayed round, a *virtual opponent* who starts the round
//!   with the player's score, takes the opposite of the player's default result and then
//!   gains half a point (a draw) in every later round; (b) for the opponents, each of the
//!   player's default results counts as a draw.
//! - The 1992 FIDE Swiss rules, F10 (seed 000): points, then *for first place only* the
//!   games among the tied players (`OTHER_F10`, computed by the DE code on the group tied
//!   for first), then the average rating of the opponents (ARO), then lots.

use super::field::{Field, Slot};
use super::trim::{Contribution, Source};
use crate::domain::Points;

/// True for a game played over the board (any other round is "by default" in 2009 terms).
fn played(slot: &Slot) -> bool {
    matches!(slot, Slot::Game { forfeit: false, .. })
}

/// 2009 (b): the player's score as opponents see it: points of the games played, and a
/// draw for every round decided by default (forfeits, byes, absences).
pub(crate) fn score_for_opponents(field: &Field, player: usize) -> Points {
    field.card(player).map_or(Points::ZERO, |card| {
        card.slots
            .iter()
            .map(|s| match s {
                _ if played(s) => s.points(),
                Slot::Pending { .. } => Points::ZERO,
                _ => field.scoring.draw,
            })
            .sum()
    })
}

/// 2009 (a): the virtual opponent's final score for the player's unplayed round `round`
/// (1-based) of `rounds`: S_before + the opposite of the player's result in that round
/// + a draw for each later round.
pub(crate) fn virtual_opponent(
    field: &Field,
    before: Points,
    result: Points,
    round: u32,
) -> Points {
    let s = &field.scoring;
    let opposite = if result >= s.win {
        s.loss
    } else if result == s.draw {
        s.draw
    } else {
        s.win
    };
    let later = i32::try_from(field.rounds.saturating_sub(round)).unwrap_or(0);
    before + opposite + Points(s.draw.tenths().saturating_mul(later))
}

/// The 2009 Buchholz contributions of one player (Swiss only): games over the board count
/// the opponent's 2009 score (b); every other round counts its virtual opponent (a).
pub(crate) fn virtual_opponent_contributions(field: &Field, player: usize) -> Vec<Contribution> {
    let Some(card) = field.card(player) else {
        return Vec::new();
    };
    let mut before = Points::ZERO;
    let mut out = Vec::with_capacity(card.slots.len());
    for (i, slot) in card.slots.iter().enumerate() {
        let round = u32::try_from(i + 1).unwrap_or(u32::MAX);
        let (source, score) = match *slot {
            Slot::Game {
                opponent,
                forfeit: false,
                ..
            } => (
                Source::Opponent(opponent),
                score_for_opponents(field, opponent),
            ),
            Slot::Pending { .. } => {
                continue;
            }
            _ => (
                Source::Dummy,
                virtual_opponent(field, before, slot.points(), round),
            ),
        };
        before += slot.points();
        let value = i64::from(score.tenths());
        out.push(Contribution::new(round, source, value, value));
    }
    out
}

#[cfg(test)]
mod tests {
    use crate::TiebreakValue;
    use crate::domain::{ByeKind, GameResult::*, Points};
    use crate::test_support::Event;

    /// Hand-computed from the seed 003 text. 4 rounds, players A..F.
    /// R1: A–B 1-0, C–D ½, E–F 0-1. R2: A–C 1-0 by forfeit (C absent), B–E 1-0,
    /// D–F ½. R3: A–F ½, B–D 1-0, E zero-point bye, C half-point bye. R4: A–D 0-1,
    /// B–F 1-0 ... see the scores in the comments.
    #[test]
    fn virtual_opponent_2009_seed_003() {
        let (a, b, c, d, e, f) = (0, 1, 2, 3, 4, 5);
        let mut ev = Event::new(6, false);
        ev.round(&[(a, b, WhiteWins), (c, d, Draw), (e, f, BlackWins)], &[]);
        ev.round(
            &[(a, c, WhiteWinsByForfeit), (b, e, WhiteWins), (d, f, Draw)],
            &[],
        );
        ev.round(
            &[(a, f, Draw), (b, d, WhiteWins)],
            &[(e, ByeKind::ZeroPoint), (c, ByeKind::HalfPoint)],
        );
        ev.round(&[(d, a, WhiteWins), (b, f, WhiteWins), (c, e, Draw)], &[]);
        // Scores: A 1+1+½+0 = 2½; B 0+1+1+1 = 3; C ½+0+½+½ = 1½; D ½+½+0+1 = 2;
        // E 0+0+0+½ = ½; F 1+½+½+0 = 2.
        let s = ev.standings(&["BH/V2009", "BH"]);
        let points = |p: usize| {
            s.rows
                .iter()
                .find(|r| r.player == ev.ids[p])
                .map(|r| r.points)
        };
        assert_eq!(points(a), Some(Points(25)));
        assert_eq!(points(c), Some(Points(15)));
        // (b) opponents' view: C's forfeit loss (R2) and HPB (R3) count as draws:
        // ½ + ½ + ½ + ½ = 2. E's ZPB (R3) counts as a draw: 0 + 0 + ½ + ½ = 1.
        // (a) A's forfeit win in round 2: virtual opponent starts with A's 1 point,
        // gets 0 (A won), then ½ for rounds 3 and 4: 1 + 0 + 1 = 2.
        // A's BH: B 3 + virtual 2 + F 2 + D 2 = 9.
        assert_eq!(ev.value(&s, a, 0), TiebreakValue::Points(Points(90)));
        // C: D 2 + virtual R2 (C on ½, lost by forfeit → virtual +1, then +½ +½: 2½)
        // + virtual R3 (C on ½, HPB ½ → virtual +½, then +½: 1½) + E 1 = 7.
        assert_eq!(ev.value(&s, c, 0), TiebreakValue::Points(Points(70)));
        // E: F 2 + B 3 + virtual R3 (E on 0, ZPB → virtual +1, then +½: 1½) + C 2 = 8½.
        assert_eq!(ev.value(&s, e, 0), TiebreakValue::Points(Points(85)));
    }
}
