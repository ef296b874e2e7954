//! Standings and the FIDE C.07 tie-breaks (2026 edition): DE, WIN, WON, BPG, BWG, PS,
//! BH, SB, KS and ARO, with the Cut/Median/Limit modifiers, the Swiss unplayed-round rules
//! (art. 16, the 2024 uncapped dummy selectable with `/V2024`) and the round-robin rule
//! for forfeits (15.2).
//!
//! [`standings`] ranks the players after a round: by points, then (C.07 4.2) each tie-break
//! of the list is applied to each group still tied. All arithmetic is exact.

mod buchholz;
mod counts;
mod direct_encounter;
mod field;
mod koya;
mod rating;
pub mod spec;
#[cfg(test)]
mod test_support;
mod trim;
mod unplayed;
pub mod value;

pub use spec::{
    Edition, KoyaLimit, ParseTiebreakError, SUPPORTED, TiebreakKind, TiebreakSpec, Trim, parse_list,
};
pub use value::TiebreakValue;

use crate::domain::{PlayerId, Points, Tournament};
use field::Field;

/// The standings after a round.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Standings {
    /// Rounds 1..=`after_round` were counted (clamped to the rounds paired).
    pub after_round: u32,
    /// The tie-breaks applied, in order (codes that did not parse are left out).
    pub tiebreaks: Vec<TiebreakSpec>,
    /// Sorted by rank.
    pub rows: Vec<StandingRow>,
}

/// One player's line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StandingRow {
    /// 1 + the number of players strictly ahead: players tied after every tie-break
    /// share the rank.
    pub rank: u32,
    pub player: PlayerId,
    pub points: Points,
    /// One value per tie-break of [`Standings::tiebreaks`].
    pub values: Vec<TiebreakValue>,
}

/// The standings after round `after_round` with the tournament's tie-break list
/// (`t.settings.tiebreaks`; codes that fail to parse are skipped: see [`parse_list`]).
/// Pending results count as not yet played.
pub fn standings(t: &Tournament, after_round: u32) -> Standings {
    let (specs, _errors) = parse_list(&t.settings.tiebreaks);
    standings_with(t, after_round, &specs)
}

/// The standings after round `after_round` with an explicit tie-break list.
pub fn standings_with(t: &Tournament, after_round: u32, specs: &[TiebreakSpec]) -> Standings {
    let field = Field::new(t, after_round);
    let n = field.players.len();
    let mut values = vec![vec![TiebreakValue::NotApplicable; specs.len()]; n];
    let adjusted = if specs.iter().any(|s| {
        matches!(
            s.kind,
            TiebreakKind::Buchholz | TiebreakKind::SonnebornBerger
        )
    }) {
        unplayed::adjusted_scores(&field)
    } else {
        Vec::new()
    };
    for (k, spec) in specs.iter().enumerate() {
        if let Some(column) = player_values(&field, &adjusted, spec) {
            for (row, value) in values.iter_mut().zip(column) {
                if let Some(slot) = row.get_mut(k) {
                    *slot = value;
                }
            }
        }
    }

    // Initial order: points, then pairing number (unnumbered last), then registration.
    let mut order: Vec<usize> = (0..n).collect();
    order.sort_by_key(|&i| {
        let card = field.card(i);
        let tpn = card.map_or(0, |c| c.pairing_number);
        (
            std::cmp::Reverse(field.score(i)),
            if tpn == 0 { u32::MAX } else { tpn },
            i,
        )
    });
    let mut groups = split_by(&order, |i| field.score(i));

    // C.07 4.2: each tie-break, in order, on every group still tied.
    for (k, spec) in specs.iter().enumerate() {
        let mut next = Vec::with_capacity(groups.len());
        for mut group in groups {
            if group.len() < 2 {
                next.push(group);
                continue;
            }
            if spec.kind == TiebreakKind::DirectEncounter {
                let de = direct_encounter::direct_encounter(&field, &group, spec.forfeits_played);
                for (&p, value) in group.iter().zip(de) {
                    if let Some(slot) = values.get_mut(p).and_then(|row| row.get_mut(k)) {
                        *slot = value;
                    }
                }
            }
            let value_of = |p: usize| {
                values
                    .get(p)
                    .and_then(|row| row.get(k))
                    .copied()
                    .unwrap_or(TiebreakValue::NotApplicable)
            };
            group.sort_by_key(|&p| std::cmp::Reverse(value_of(p)));
            next.extend(split_by(&group, value_of));
        }
        groups = next;
    }

    let mut rows = Vec::with_capacity(n);
    let mut ahead = 0_u32;
    for group in &groups {
        for &p in group {
            let (Some(card), Some(row_values)) = (field.card(p), values.get(p)) else {
                continue;
            };
            rows.push(StandingRow {
                rank: ahead + 1,
                player: card.id,
                points: card.score,
                values: row_values.clone(),
            });
        }
        ahead = ahead.saturating_add(u32::try_from(group.len()).unwrap_or(u32::MAX));
    }
    Standings {
        after_round: field.rounds,
        tiebreaks: specs.to_vec(),
        rows,
    }
}

/// Splits an ordered list into runs of equal keys.
fn split_by<K: PartialEq>(ordered: &[usize], key: impl Fn(usize) -> K) -> Vec<Vec<usize>> {
    let mut groups: Vec<Vec<usize>> = Vec::new();
    let mut last: Option<K> = None;
    for &p in ordered {
        let k = key(p);
        match groups.last_mut() {
            Some(group) if last.as_ref() == Some(&k) => group.push(p),
            _ => groups.push(vec![p]),
        }
        last = Some(k);
    }
    groups
}

/// Every player's value of a tie-break that does not depend on the tied group (all but
/// DE, which is computed per group).
fn player_values(
    field: &Field,
    adjusted: &[Points],
    spec: &TiebreakSpec,
) -> Option<Vec<TiebreakValue>> {
    let n = field.players.len();
    let each = |f: &dyn Fn(usize) -> TiebreakValue| (0..n).map(f).collect::<Vec<_>>();
    Some(match spec.kind {
        TiebreakKind::DirectEncounter => return None,
        TiebreakKind::Wins => each(&|p| counts::wins(field, p)),
        TiebreakKind::GamesWon => each(&|p| counts::games_won(field, p)),
        TiebreakKind::BlackGames => each(&|p| counts::black_games(field, p)),
        TiebreakKind::BlackWins => each(&|p| counts::black_wins(field, p)),
        TiebreakKind::ProgressiveScores => {
            let cut = spec.trim.map_or(0, |t| t.low());
            each(&|p| counts::progressive_scores(field, p, cut))
        }
        TiebreakKind::Buchholz | TiebreakKind::SonnebornBerger => {
            each(&|p| buchholz::opponent_sum(field, adjusted, p, spec))
        }
        TiebreakKind::Koya => koya::koya(field, spec.limit),
        TiebreakKind::AverageRatingOfOpponents => rating::average_rating(field, spec.trim),
    })
}

#[cfg(test)]
mod tests {
    use super::test_support::Event;
    use super::*;
    use crate::domain::GameResult::*;

    /// A, B, C end on 2 points: A beat B, C beat A, B beat C (a cycle); C has two wins,
    /// A and B one. Players 3 and 4 are fillers on 1 point.
    fn cycle_event() -> Event {
        let (a, b, c, f1, f2) = (0, 1, 2, 3, 4);
        let mut ev = Event::new(5, false);
        ev.round(&[(a, b, WhiteWins), (c, f1, WhiteWins)], &[]);
        ev.round(&[(c, a, WhiteWins), (b, f1, Draw)], &[]);
        ev.round(&[(b, c, WhiteWins), (a, f1, Draw)], &[]);
        ev.round(&[(a, f2, Draw)], &[]);
        ev.round(&[(b, f2, Draw)], &[]);
        ev
    }

    #[test]
    fn de_is_computed_on_the_group_tied_when_applied() {
        let ev = cycle_event();
        let (a, b, c) = (0, 1, 2);
        // DE first: the cycle separates nobody; WIN then puts C first; A and B stay tied
        // and share rank 2 (rank = 1 + players strictly ahead).
        let s = ev.standings(&["DE", "WIN"]);
        assert_eq!([ev.rank(&s, c), ev.rank(&s, a), ev.rank(&s, b)], [1, 2, 2]);
        assert_eq!(ev.value(&s, a, 0), TiebreakValue::NotApplicable);
        assert_eq!(ev.rank(&s, 3), 4);
        assert_eq!(ev.rank(&s, 4), 4);
        // WIN first: C alone; DE on {A, B} only: A beat B.
        let s = ev.standings(&["WIN", "DE"]);
        assert_eq!([ev.rank(&s, c), ev.rank(&s, a), ev.rank(&s, b)], [1, 2, 3]);
        assert_eq!(ev.value(&s, a, 1), TiebreakValue::Rank(1));
        assert_eq!(ev.value(&s, b, 1), TiebreakValue::Rank(2));
        assert_eq!(ev.value(&s, c, 1), TiebreakValue::NotApplicable);
        // Rows come in rank order.
        let ranks: Vec<u32> = s.rows.iter().map(|r| r.rank).collect();
        assert_eq!(ranks, vec![1, 2, 3, 4, 4]);
    }

    #[test]
    fn pending_results_count_as_not_played() {
        let mut ev = cycle_event();
        ev.round(&[(0, 2, Pending), (1, 3, WhiteWins)], &[]);
        let s = ev.standings(&["SB", "WIN"]);
        assert_eq!(s.after_round, 6);
        let points = |p: usize| {
            s.rows
                .iter()
                .find(|r| r.player == ev.ids[p])
                .unwrap()
                .points
        };
        assert_eq!(
            [points(0), points(1), points(2)],
            [Points(20), Points(30), Points(20)]
        );
        // The pending game adds nothing to A's SB: B 3 × 1 + C 2 × 0 + F1 1 × ½ +
        // F2 1½ × ½ + A's absence in round 5 (dummy × 0). F2 is absent in the last
        // round (16.2.5: a draw for the opponents, ½ + ½ + ½); F1's absences are followed
        // by a game (16.2.3: actual points, 0 + ½ + ½ + 0).
        assert_eq!(ev.value(&s, 0, 0), TiebreakValue::Hundredths(300 + 50 + 75));
        // Standings after an earlier round, and beyond the last round (clamped).
        let s1 = ev.standings(&["WIN"]);
        assert_eq!(
            standings_with(&ev.t, 1, &s1.tiebreaks).rows[0].points,
            Points(10)
        );
        assert_eq!(standings_with(&ev.t, 99, &s1.tiebreaks).after_round, 6);
    }

    #[test]
    fn settings_codes_are_parsed_and_bad_ones_skipped() {
        let mut ev = cycle_event();
        ev.t.settings.tiebreaks = vec!["WIN".into(), "NOPE".into(), "de".into()];
        let s = standings(&ev.t, 5);
        assert_eq!(
            s.tiebreaks.iter().map(|t| t.code()).collect::<Vec<_>>(),
            vec!["WIN", "DE"]
        );
        assert!(s.rows.iter().all(|r| r.values.len() == 2));
    }

    #[test]
    fn empty_tournament() {
        let ev = Event::new(0, true);
        let s = ev.standings(&["DE", "SB"]);
        assert!(s.rows.is_empty());
        assert_eq!(s.after_round, 0);
    }
}
