//! An odd number of players present: who gets the forfeit win against the withdrawn (or
//! missing) player (Italo-Svizzero arts. 10, 12; decision D6).

use super::field::Field;
pub use super::reason::ForfeitWinReason;
use crate::domain::Points;

/// One way to try: set a player aside before the rotation, or let the rotation leave one
/// of several tied players free.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Attempt {
    SetAside(usize, ForfeitWinReason),
    LeaveFree(Vec<usize>, Points),
}

/// The attempts, in the order the articles give them. Empty for an even field.
pub fn attempts(field: &Field, round: u32, one_point: Points) -> Vec<Attempt> {
    let circle = &field.circle;
    if circle.len().is_multiple_of(2) {
        return Vec::new();
    }
    if round <= 1 {
        // Italo-Svizzero art. 10: "vittoria per forfait al primo turno all'ultimo estratto".
        return vec![Attempt::SetAside(
            circle.len() - 1,
            ForfeitWinReason::LastDrawn,
        )];
    }
    // Art. 12: a second (or later, D6) time only when "ancora ultimo e staccato di almeno
    // un punto dagli altri concorrenti".
    let eligible = |i: usize| {
        circle.get(i).is_some_and(|e| {
            e.forfeit_wins == 0
                || circle
                    .iter()
                    .enumerate()
                    .all(|(j, o)| j == i || e.score + one_point <= o.score)
        })
    };
    // Rotation order from where the rotation resumes (D1), for ties.
    let n = circle.len();
    let mut order: Vec<usize> = (0..n).map(|k| (field.start + k) % n).collect();
    order.sort_by_key(|&i| circle.get(i).map(|e| e.score));
    let chosen: Vec<usize> = order.iter().copied().filter(|&i| eligible(i)).collect();
    let mut out = Vec::new();
    let Some(&lowest) = chosen.first() else {
        // D6: nobody may have it; the lowest score with the fewest forfeit wins.
        let mut all = order.clone();
        all.sort_by_key(|&i| circle.get(i).map(|e| (e.score, e.forfeit_wins)));
        return all
            .into_iter()
            .map(|i| {
                let score = circle.get(i).map(|e| e.score).unwrap_or(Points::ZERO);
                Attempt::SetAside(i, ForfeitWinReason::NobodyEligible { score })
            })
            .collect();
    };
    let score_of = |i: usize| circle.get(i).map(|e| e.score).unwrap_or(Points::ZERO);
    let again = |i: usize| circle.get(i).is_some_and(|e| e.forfeit_wins > 0);
    let low = score_of(lowest);
    let tied: Vec<usize> = chosen
        .iter()
        .copied()
        .filter(|&i| score_of(i) == low)
        .collect();
    if let [only] = tied[..] {
        out.push(Attempt::SetAside(
            only,
            ForfeitWinReason::LowestScore {
                score: low,
                again: again(only),
            },
        ));
    } else {
        out.push(Attempt::LeaveFree(tied.clone(), low));
        for &i in &tied {
            out.push(Attempt::SetAside(
                i,
                ForfeitWinReason::FirstOfTied {
                    score: low,
                    tied: tied.len(),
                },
            ));
        }
    }
    // Art. 12: "il penultimo e, occorrendo, il terz'ultimo e cosi' via risalendo".
    for &i in chosen.iter().filter(|&&i| score_of(i) != low) {
        out.push(Attempt::SetAside(
            i,
            ForfeitWinReason::HigherUp {
                score: score_of(i),
                again: again(i),
            },
        ));
    }
    out
}
