//! Standings and the FIDE C.07 tie-breaks: every individual tie-break of the art. 5 list
//! (2026 edition; the 2023/2024 edition by the tournament's start date or `/V2024`), with
//! the Cut/Median/Limit/`/P`/`/U`/`/F`/`/R` modifiers, the unplayed-round rules (art. 15,
//! 16) and the legacy rules of the seeds (2009 virtual opponent, 1992 F10 order).
//!
//! [`standings`] ranks the players after a round: by points, then (C.07 4.2) each tie-break
//! of the list is applied to each group still tied. All arithmetic is exact; only rating
//! averages are rounded, as art. 10 says. [`explain`] tells how one value was made.

#![warn(clippy::indexing_slicing)]

// The layers below this one, named as they were inside one crate (`crate::domain`, …).
use torneo_domain as domain;
use torneo_i18n as i18n;
use torneo_i18n::tr;

mod buchholz;
mod counts;
mod direct_encounter;
mod explain;
mod field;
mod kind;
mod koya;
mod legacy;
mod performance;
mod rating_tables;
pub mod spec;
pub mod team;
#[cfg(test)]
mod test_support;
mod trim;
mod unplayed;
pub mod value;
mod wording;

pub use explain::{Explanation, ExplanationLine, LineFact, Summary, explain};
pub use performance::{Performance, performances};
/// The dp table (B.02 8.1 table a): the rating difference of a score in whole percent.
/// B.01 1.4.9 prints the same table for the title norms (`torneo-norm`).
pub use rating_tables::dp as rating_difference;
pub use spec::{
    Edition, KoyaLimit, ParseTiebreakError, SUPPORTED, TiebreakKind, TiebreakRefusal, TiebreakSpec,
    Trim, parse_list,
};
// B.02 8.1's two tables, for the rating changes (crate torneo-rating) as for art. 10.
pub use rating_tables::{
    dp as rating_difference_of_percent, expected_hundredths as expected_score_hundredths,
};
pub use value::TiebreakValue;

use crate::domain::{PlayerId, Points, Tournament};
use buchholz::OpponentScores;
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
    /// Tie-breaks of the list the event's rules refuse (Buchholz in a round robin, 2026):
    /// their column is empty and separates nobody.
    pub refused: Vec<TiebreakRefusal>,
}

/// One player's line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StandingRow {
    /// 1 + the number of players strictly ahead: players tied after every tie-break
    /// share the rank.
    pub rank: u32,
    /// The last place of the players sharing this rank (= `rank` when alone).
    pub rank_to: u32,
    pub player: PlayerId,
    pub points: Points,
    /// One value per tie-break of [`Standings::tiebreaks`].
    pub values: Vec<TiebreakValue>,
}

impl StandingRow {
    /// The place as printed: "3", or "3-5" when players share places 3 to 5.
    pub fn place(&self) -> String {
        if self.rank_to > self.rank {
            format!("{}-{}", self.rank, self.rank_to)
        } else {
            self.rank.to_string()
        }
    }
}

/// The standings after round `after_round` with the tournament's tie-break list
/// (`t.settings.tiebreaks`; codes that fail to parse are skipped: see [`parse_list`]).
/// Pending results count as not yet played.
pub fn standings(t: &Tournament, after_round: u32) -> Standings {
    let (specs, _errors) = parse_list(&t.settings.tiebreaks);
    standings_with(t, after_round, &specs)
}

/// The opponents' scores BH, FB, SB and AOB read, when the list has any of them.
fn opponent_scores(field: &Field, specs: &[TiebreakSpec]) -> OpponentScores {
    let needs = |kinds: &[TiebreakKind]| specs.iter().any(|s| kinds.contains(&s.kind));
    use TiebreakKind as K;
    OpponentScores {
        adjusted: if needs(&[
            K::Buchholz,
            K::SonnebornBerger,
            K::AverageOfOpponentsBuchholz,
        ]) {
            unplayed::adjusted_scores(field)
        } else {
            Vec::new()
        },
        fore: if needs(&[K::ForeBuchholz, K::AverageOfOpponentsBuchholz]) {
            unplayed::fore_adjusted_scores(field)
        } else {
            Vec::new()
        },
    }
}

/// The standings after round `after_round` with an explicit tie-break list.
pub fn standings_with(t: &Tournament, after_round: u32, specs: &[TiebreakSpec]) -> Standings {
    let field = Field::new(t, after_round);
    let n = field.players.len();
    let scores = opponent_scores(&field, specs);
    let mut values = vec![vec![TiebreakValue::NotApplicable; specs.len()]; n];
    let mut refused = Vec::new();
    for (k, spec) in specs.iter().enumerate() {
        if let Some(message) = spec.refusal(field.round_robin, field.edition) {
            refused.push(message);
            continue;
        }
        if let Some(column) = player_values(&field, &scores, spec) {
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
        let mut ahead = 0_usize;
        for mut group in groups {
            let size = group.len();
            let group_tiebreak = match spec.kind {
                TiebreakKind::DirectEncounter => true,
                // F10 b (1992): the mutual games decide only the tie for first place.
                TiebreakKind::FirstPlaceEncounter => ahead == 0,
                _ => false,
            };
            ahead += size;
            if size < 2 {
                next.push(group);
                continue;
            }
            if group_tiebreak {
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
        let size = u32::try_from(group.len()).unwrap_or(u32::MAX);
        for &p in group {
            let (Some(card), Some(row_values)) = (field.card(p), values.get(p)) else {
                continue;
            };
            rows.push(StandingRow {
                rank: ahead + 1,
                rank_to: ahead.saturating_add(size),
                player: card.id,
                points: card.score,
                values: row_values.clone(),
            });
        }
        ahead = ahead.saturating_add(size);
    }
    Standings {
        after_round: field.rounds,
        tiebreaks: specs.to_vec(),
        rows,
        refused,
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
/// DE and F10, which are computed per group).
fn player_values(
    field: &Field,
    scores: &OpponentScores,
    spec: &TiebreakSpec,
) -> Option<Vec<TiebreakValue>> {
    let n = field.players.len();
    let edition = spec.edition_or(field.edition);
    let each = |f: &dyn Fn(usize) -> TiebreakValue| (0..n).map(f).collect::<Vec<_>>();
    use TiebreakKind as K;
    Some(match spec.kind {
        K::DirectEncounter | K::FirstPlaceEncounter => return None,
        K::Points => each(&|p| TiebreakValue::Points(field.score(p))),
        K::Wins => each(&|p| counts::wins(field, p)),
        K::GamesWon => each(&|p| counts::games_won(field, p, edition)),
        K::BlackGames => each(&|p| counts::black_games(field, p, edition)),
        K::BlackWins => each(&|p| counts::black_wins(field, p, edition)),
        K::ProgressiveScores => {
            let cut = spec.trim.map_or(0, |t| t.low());
            each(&|p| counts::progressive_scores(field, p, cut))
        }
        K::RoundsElectedToPlay => each(&|p| counts::rounds_elected_to_play(field, p)),
        K::StandardPoints => each(&|p| counts::standard_points(field, p)),
        // 7.8: lower pairing number first; /R reverses.
        K::PairingNumber => each(&|p| {
            let tpn = field.card(p).map_or(0, |c| c.pairing_number);
            if spec.reverse {
                TiebreakValue::Count(tpn)
            } else {
                TiebreakValue::Ascending(tpn)
            }
        }),
        K::Buchholz | K::ForeBuchholz | K::SonnebornBerger => {
            each(&|p| buchholz::opponent_sum(field, scores, p, spec))
        }
        K::AverageOfOpponentsBuchholz => buchholz::average_of_buchholz(field, scores, spec),
        K::Koya => koya::koya(field, spec.limit),
        K::AverageRatingOfOpponents
        | K::PerformanceRating
        | K::PerfectPerformance
        | K::AveragePerformanceOfOpponents
        | K::AveragePerfectPerformanceOfOpponents
        | K::Rating => performance::rating_based(field, spec),
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
        // Shared places print as a range.
        let places: Vec<String> = s.rows.iter().map(|r| r.place()).collect();
        assert_eq!(places, vec!["1", "2", "3", "4-5", "4-5"]);
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
    fn f10_mutual_games_decide_only_first_place() {
        // Seed 000, F10: A beat C and both end on 2; B beat D and both end on 1. The
        // mutual game separates the tie for first only; 3rd place goes to ARO:
        // B met A 2000, D 2030, C 2020 → 2017; D met C 2020, B 2010, A 2000 → 2010.
        let (a, b, c, d) = (0, 1, 2, 3);
        let mut ev = Event::new(4, false);
        ev.round(&[(a, b, WhiteWins), (c, d, WhiteWins)], &[]);
        ev.round(&[(a, c, WhiteWins), (b, d, WhiteWins)], &[]);
        ev.round(&[(a, d, BlackWins), (c, b, WhiteWins)], &[]);
        let s = ev.standings(&["OTHER_F10", "ARO"]);
        assert_eq!(ev.value(&s, a, 0), TiebreakValue::Rank(1));
        assert_eq!(ev.value(&s, c, 0), TiebreakValue::Rank(2));
        assert_eq!(ev.value(&s, b, 0), TiebreakValue::NotApplicable);
        assert_eq!(ev.value(&s, d, 0), TiebreakValue::NotApplicable);
        assert_eq!(ev.value(&s, b, 1), TiebreakValue::Rating(2017));
        assert_eq!(ev.value(&s, d, 1), TiebreakValue::Rating(2010));
        assert_eq!(
            [
                ev.rank(&s, a),
                ev.rank(&s, c),
                ev.rank(&s, b),
                ev.rank(&s, d)
            ],
            [1, 2, 3, 4]
        );
    }

    #[test]
    fn buchholz_refused_in_round_robins_2026() {
        let ev = cycle_event();
        let mut rr = Event::new(3, true);
        rr.round(&[(0, 1, WhiteWins)], &[]);
        let s = rr.standings(&["BH", "BH/V2024", "SB"]);
        assert_eq!(s.refused.len(), 1);
        assert!(
            s.refused[0]
                .to_string()
                .contains("not allowed in a round robin")
        );
        assert_eq!(rr.value(&s, 0, 0), TiebreakValue::NotApplicable);
        assert_eq!(rr.value(&s, 0, 1), TiebreakValue::Points(Points(0)));
        // A Swiss takes it.
        assert!(ev.standings(&["BH"]).refused.is_empty());
    }

    #[test]
    fn edition_follows_the_start_date() {
        use chrono::NaiveDate;
        assert_eq!(Edition::for_start_date(None), Edition::E2026);
        assert_eq!(
            Edition::for_start_date(NaiveDate::from_ymd_opt(2026, 2, 28)),
            Edition::E2024
        );
        assert_eq!(
            Edition::for_start_date(NaiveDate::from_ymd_opt(2026, 3, 1)),
            Edition::E2026
        );
    }

    #[test]
    fn empty_tournament() {
        let ev = Event::new(0, true);
        let s = ev.standings(&["DE", "SB"]);
        assert!(s.rows.is_empty());
        assert_eq!(s.after_round, 0);
    }
}
