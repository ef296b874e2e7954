//! Unplayed rounds in a Swiss (C.07 art. 16): the adjusted score other players see (16.3)
//! and the dummy opponent of a player's own unplayed rounds (16.4, with the 2026 caps).
//!
//! Round robins use 15.2 instead: forfeits are games, nothing is adjusted.

use super::field::{Field, Slot};
use super::spec::Edition;
use crate::domain::{ByeKind, Points};

/// The round (1-based) of the player's last round that is not a VUR (16.1), 0 if none.
fn last_non_vur_round(slots: &[Slot]) -> usize {
    slots.iter().rposition(|s| !s.is_vur()).map_or(0, |i| i + 1)
}

/// C.07 16.3: a player's score as their opponents see it for BH and SB.
///
/// Unplayed rounds of categories 16.2.1 – 16.2.4 count with the points awarded;
/// category 16.2.5 — a requested bye (HPB, ZPB, absence, every round after a withdrawal)
/// followed only by VURs, or in the last round — counts as a draw. Round robins
/// (15.2) and pending games: the points awarded.
pub(crate) fn adjusted_score(field: &Field, player: usize) -> Points {
    let Some(card) = field.card(player) else {
        return Points::ZERO;
    };
    if field.round_robin {
        return card.score;
    }
    let last = last_non_vur_round(&card.slots);
    let games: Points = card
        .slots
        .iter()
        .enumerate()
        .map(|(i, slot)| {
            if i + 1 > last && slot.is_requested_bye() {
                // 16.2.5: evaluated as a draw.
                field.scoring.draw
            } else {
                slot.points()
            }
        })
        .sum();
    games + card.adjustment
}

/// The adjusted score (16.3) of every player, by index.
pub(crate) fn adjusted_scores(field: &Field) -> Vec<Points> {
    (0..field.players.len())
        .map(|i| adjusted_score(field, i))
        .collect()
}

/// The final round's slot when Fore Buchholz changes it (8.3): the standings end with the
/// tournament's final round and the player was paired in it (a game, a forfeit or a
/// pending game), or got the pairing-allocated bye.
fn fore_slot(field: &Field, player: usize) -> Option<&Slot> {
    if !field.final_round {
        return None;
    }
    let slot = field.card(player)?.slots.last()?;
    matches!(
        slot,
        Slot::Game { .. }
            | Slot::Pending { .. }
            | Slot::Bye {
                kind: ByeKind::PairingAllocated,
                ..
            }
    )
    .then_some(slot)
}

/// The player's own score as Fore Buchholz sees it (8.3): a game paired in the final
/// round counts as a draw.
pub(crate) fn fore_score(field: &Field, player: usize) -> Points {
    let own = field.score(player);
    match fore_slot(field, player) {
        Some(slot @ (Slot::Game { .. } | Slot::Pending { .. })) => {
            own - slot.points() + field.scoring.draw
        }
        _ => own,
    }
}

/// The score others see for Fore Buchholz: a player paired in the final round has no
/// 16.2.5 round (the final round is not a VUR), and the final game counts as a draw;
/// anyone else has the adjusted score of 16.3.
pub(crate) fn fore_adjusted_scores(field: &Field) -> Vec<Points> {
    (0..field.players.len())
        .map(|i| {
            if field.round_robin || fore_slot(field, i).is_none() {
                adjusted_score(field, i)
            } else {
                fore_score(field, i)
            }
        })
        .collect()
}

/// C.07 16.4: the score of the dummy opponent met in one of the player's own unplayed
/// rounds: the player's own score, capped in the 2026 edition at
/// - 16.4.1, forfeits (16.2.2, 16.2.4): the scheduled opponent's adjusted score;
/// - 16.4.2, every other unplayed round (16.2.1, .3, .5): draw points × the number of
///   rounds (the rounds considered, i.e. those of the standings).
///
/// `own` is the player's own score (as the tie-break sees it: FB counts the final game
/// as a draw); `scheduled` is the scheduled opponent's adjusted score, for forfeits.
pub(crate) fn dummy_score(
    field: &Field,
    own: Points,
    scheduled: Option<Points>,
    edition: Edition,
) -> Points {
    if edition < Edition::E2026 {
        return own;
    }
    let cap = match scheduled {
        Some(opponent) => opponent,
        None => {
            let rounds = i32::try_from(field.rounds).unwrap_or(i32::MAX);
            Points(field.scoring.draw.tenths().saturating_mul(rounds))
        }
    };
    own.min(cap)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::TiebreakValue;
    use crate::domain::GameResult::*;
    use crate::test_support::Event;

    /// The digest's worked example shape (5-round Swiss, draw = ½): player A ends on 3½
    /// with a half-point bye in round 2 and games in every other round (16.2.3). The
    /// opponents B, C, D, E end on 2, 3, 3 and 3½ (11½), all games, no byes.
    /// Players 5–8 are fillers.
    fn hpb_event() -> Event {
        let (a, b, c, d, e) = (0, 1, 2, 3, 4);
        let (f1, f2, f3, f4) = (5, 6, 7, 8);
        let mut ev = Event::new(9, false);
        // A 1, B 0, C 1, D 1, E 1
        ev.round(
            &[
                (a, b, WhiteWins),
                (c, f1, WhiteWins),
                (d, f2, WhiteWins),
                (e, f3, WhiteWins),
            ],
            &[],
        );
        // A ½ (HPB), B 1, C 2, D 2, E 2
        ev.round(
            &[
                (b, f1, WhiteWins),
                (c, f2, WhiteWins),
                (d, f3, WhiteWins),
                (e, f4, WhiteWins),
            ],
            &[(a, ByeKind::HalfPoint)],
        );
        // A 2½, B 2, C 2, D 3, E 2½
        ev.round(
            &[
                (a, c, WhiteWins),
                (b, f2, WhiteWins),
                (d, f4, WhiteWins),
                (e, f1, Draw),
            ],
            &[],
        );
        // A 3½, B 2, C 2, D 3, E 2½
        ev.round(
            &[
                (a, d, WhiteWins),
                (b, f3, BlackWins),
                (c, f4, BlackWins),
                (e, f2, BlackWins),
            ],
            &[],
        );
        // A 3½, B 2, C 3, D 3, E 3½
        ev.round(
            &[
                (e, a, WhiteWins),
                (b, f4, BlackWins),
                (c, f1, WhiteWins),
                (d, f3, BlackWins),
            ],
            &[],
        );
        ev
    }

    #[test]
    fn dummy_cap_16_4_2_worked_example() {
        let ev = hpb_event();
        let s = ev.standings(&["BH", "BH/V2024", "SB", "SB/V2024", "BH/C1"]);
        assert_eq!(
            s.rows
                .iter()
                .find(|r| r.player == ev.ids[0])
                .unwrap()
                .points,
            Points(35)
        );
        // 2024: dummy = own score 3½ → BH 11½ + 3½ = 15.0.
        assert_eq!(ev.value(&s, 0, 1), TiebreakValue::Points(Points(150)));
        // 2026: dummy = min(3½, ½ × 5 rounds = 2½) → BH 14.0.
        assert_eq!(ev.value(&s, 0, 0), TiebreakValue::Points(Points(140)));
        // SB: 2×1 + 2½×½ + 3×1 + 3×1 + 3½×0 = 9.25 (2024: 3½×½ → 9.75).
        assert_eq!(ev.value(&s, 0, 2), TiebreakValue::Hundredths(925));
        assert_eq!(ev.value(&s, 0, 3), TiebreakValue::Hundredths(975));
        // BH-C1: least significant is B's 2; the HPB (a VUR) contributes 2½ ≥ 2, so
        // 16.5 cuts the VUR instead: 2 + 3 + 3 + 3½ = 11.5.
        assert_eq!(ev.value(&s, 0, 4), TiebreakValue::Points(Points(115)));
    }

    #[test]
    fn dummy_cap_16_4_1_forfeit() {
        // A beats B, C, D over the board (3 points) and wins by forfeit against E, who
        // ends on 1½: the dummy of the forfeit is min(4, 1½) = 1½ (2024: 4).
        let mut ev = Event::new(7, false);
        let (a, b, c, d, e, f1, f2) = (0, 1, 2, 3, 4, 5, 6);
        ev.round(&[(a, b, WhiteWins), (e, f1, Draw), (c, d, Draw)], &[]);
        ev.round(&[(c, a, BlackWins), (e, f2, WhiteWins), (b, d, Draw)], &[]);
        ev.round(&[(a, d, WhiteWins), (f1, e, WhiteWins), (b, c, Draw)], &[]);
        ev.round(
            &[(a, e, WhiteWinsByForfeit), (b, f1, Draw), (c, f2, Draw)],
            &[],
        );
        let field = ev.field();
        assert_eq!(field.score(e), Points(15));
        assert_eq!(
            dummy_score(&field, field.score(a), Some(Points(15)), Edition::E2026),
            Points(15)
        );
        assert_eq!(
            dummy_score(&field, field.score(a), Some(Points(15)), Edition::E2024),
            Points(40)
        );
        // A's BH: B 1½ (0 + ½ + ½ + ½), C 1½ (½ + 0 + ½ + ½), D 1 + ½ (absent in the
        // last round: 16.2.5, a draw for the opponents), and the forfeit's dummy 1½
        // (E's forfeit loss is 16.2.4: E's actual score). 2024: the dummy is 4.
        let s = ev.standings(&["BH", "BH/V2024"]);
        assert_eq!(
            ev.value(&s, a, 0),
            TiebreakValue::Points(Points(15 + 15 + 15 + 15))
        );
        assert_eq!(
            ev.value(&s, a, 1),
            TiebreakValue::Points(Points(15 + 15 + 15 + 40))
        );
    }

    #[test]
    fn withdrawal_counts_as_draws_for_opponents_16_3() {
        // W plays rounds 1–2 (1 point), then is absent in rounds 3 and 4 (withdrawn):
        // 16.2.5, so opponents see 1 + 2 × ½ = 2. A HPB followed by a game is 16.2.3.
        let mut ev = Event::new(4, false);
        let (w, x, y, z) = (0, 1, 2, 3);
        ev.round(&[(w, x, WhiteWins), (y, z, Draw)], &[]);
        ev.round(&[(y, w, WhiteWins), (x, z, Draw)], &[]);
        ev.round(&[(x, y, Draw)], &[(z, ByeKind::HalfPoint)]);
        ev.round(&[(z, x, Draw)], &[(y, ByeKind::HalfPoint)]);
        let field = ev.field();
        assert_eq!(field.score(w), Points(10));
        assert_eq!(adjusted_score(&field, w), Points(20));
        // Z: HPB in round 3 then a game: counts as played, 1½ + ½ = 2.
        assert_eq!(adjusted_score(&field, z), Points(20));
        // Y: HPB in the last round: 16.2.5, a draw (½ either way here).
        assert_eq!(adjusted_score(&field, y), field.score(y));
        // With a zero-point bye in the last round the difference shows.
        let mut ev2 = Event::new(4, false);
        ev2.round(&[(w, x, WhiteWins), (y, z, Draw)], &[]);
        ev2.round(
            &[(x, z, Draw)],
            &[(w, ByeKind::ZeroPoint), (y, ByeKind::ZeroPoint)],
        );
        let field = ev2.field();
        assert_eq!(adjusted_score(&field, w), Points(15));
        // Round robins: never adjusted (15.2).
        ev2.t.settings.system = crate::domain::PairingSystem::RoundRobin { cycles: 1 };
        let field = ev2.field();
        assert_eq!(adjusted_score(&field, w), Points(10));
    }
}
