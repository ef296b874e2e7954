//! Koya system (C.07 9.2) with the Limit modifier (14.5).

use super::field::{Field, Slot};
use super::spec::KoyaLimit;
use super::value::TiebreakValue;
use crate::domain::Points;

/// The maximum possible score: a win's points times the most games any player is
/// scheduled to play in the rounds considered. In a round robin that leaves out the
/// rests of an odd number of players; in a Swiss every round counts.
fn maximum_score(field: &Field) -> i64 {
    let games = if field.round_robin {
        field
            .players
            .iter()
            .map(|c| {
                c.slots
                    .iter()
                    .filter(|s| matches!(s, Slot::Game { .. } | Slot::Pending { .. }))
                    .count()
            })
            .max()
            .unwrap_or(0)
    } else {
        usize::try_from(field.rounds).unwrap_or(usize::MAX)
    };
    i64::from(field.scoring.win.tenths()).saturating_mul(i64::try_from(games).unwrap_or(0))
}

/// True when `score` reaches the limit: 50 % of the maximum possible score (9.2), or
/// the `/L` percentage, moved by `/L±n` half points (14.5). Exact: compared ×100.
fn reaches_limit(score: Points, maximum: i64, limit: Option<KoyaLimit>) -> bool {
    let (percent, shift_tenths) = match limit {
        None => (50, 0),
        Some(KoyaLimit::Percent(p)) => (i64::from(p), 0),
        Some(KoyaLimit::HalfPoints(n)) => (50, i64::from(n) * 5),
    };
    i64::from(score.tenths()) * 100 >= maximum * percent + shift_tenths * 100
}

/// KS, C.07 9.2: the points the player scored against all participants whose score is
/// at least the limit (50 % of the maximum possible score, moved by `/L`, 14.5). Every
/// paired game counts (a round robin's forfeits are games, 15.2).
pub(crate) fn koya(field: &Field, limit: Option<KoyaLimit>) -> Vec<TiebreakValue> {
    let maximum = maximum_score(field);
    let qualifies: Vec<bool> = field
        .players
        .iter()
        .map(|c| reaches_limit(c.score, maximum, limit))
        .collect();
    field
        .players
        .iter()
        .map(|card| {
            let points = card
                .slots
                .iter()
                .filter_map(|s| match *s {
                    Slot::Game {
                        opponent, points, ..
                    } if qualifies.get(opponent).copied().unwrap_or(false) => Some(points),
                    _ => None,
                })
                .sum();
            TiebreakValue::Points(points)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn limit_arithmetic() {
        // Maximum 6 points (60 tenths): the limit is 3.
        assert!(reaches_limit(Points(30), 60, None));
        assert!(!reaches_limit(Points(25), 60, None));
        // /L+1: 3.5; /L-1: 2.5.
        assert!(!reaches_limit(
            Points(30),
            60,
            Some(KoyaLimit::HalfPoints(1))
        ));
        assert!(reaches_limit(
            Points(35),
            60,
            Some(KoyaLimit::HalfPoints(1))
        ));
        assert!(reaches_limit(
            Points(25),
            60,
            Some(KoyaLimit::HalfPoints(-1))
        ));
        // /L40: 2.4, so 2.5 qualifies and 2.0 does not.
        assert!(reaches_limit(Points(25), 60, Some(KoyaLimit::Percent(40))));
        assert!(!reaches_limit(Points(20), 60, Some(KoyaLimit::Percent(40))));
    }
}

#[cfg(test)]
mod standings_tests {
    use crate::TiebreakValue;
    use crate::domain::{GameResult::*, Points};
    use crate::test_support::Event;

    #[test]
    fn koya_limit_in_a_round_robin() {
        // 4 players, 3 rounds: maximum 3, limit 1½.
        // A: beats B, C, draws D = 2½. B: beats C, D = 2. C: draws D = ½... see below.
        let mut ev = Event::new(4, true);
        let (a, b, c, d) = (0, 1, 2, 3);
        ev.round(&[(a, b, WhiteWins), (c, d, Draw)], &[]);
        ev.round(&[(c, a, BlackWins), (b, d, WhiteWins)], &[]);
        ev.round(&[(a, d, Draw), (b, c, WhiteWins)], &[]);
        // Scores: A 2½, B 2, C ½, D 1.
        let s = ev.standings(&["KS", "KS/L+1", "KS/L-1", "KS/L40"]);
        let ks = |p, k| ev.value(&s, p, k);
        let pts = |t| TiebreakValue::Points(Points(t));
        // 50 % (1½): A and B qualify. A: 1 vs B; B: 0 vs A; C: 0; D: ½ vs A.
        assert_eq!(
            [ks(a, 0), ks(b, 0), ks(c, 0), ks(d, 0)],
            [pts(10), pts(0), pts(0), pts(5)]
        );
        // /L+1 (2): still A and B.
        assert_eq!([ks(a, 1), ks(d, 1)], [pts(10), pts(5)]);
        // /L-1 (1): D qualifies too: A 1 + ½, B 0 + 1, C 0 + ½.
        assert_eq!(
            [ks(a, 2), ks(b, 2), ks(c, 2), ks(d, 2)],
            [pts(15), pts(10), pts(5), pts(5)]
        );
        // /L40 (1.2): as 50 %.
        assert_eq!(ks(a, 3), pts(10));
    }
}
