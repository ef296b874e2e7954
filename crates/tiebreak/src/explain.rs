//! How one player's tie-break value was made, for the Standings panel's expanded row and
//! for printed reports: which opponents counted, which rounds a Cut/Median dropped, where a
//! dummy (16.4) or virtual (2009) opponent stood in. The facts are typed; their words are
//! in the Fluent files (`tiebreak-…`, see `tiebreak::wording`).

use super::buchholz::{self, OpponentScores};
use super::field::Field;
use super::performance;
use super::spec::{Edition, TiebreakKind, TiebreakRefusal, TiebreakSpec};
use super::trim::{Contribution, Source};
use super::unplayed;
use crate::domain::{PlayerId, Points, Tournament};

/// What counted in one round.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LineFact {
    /// An opponent's score (for Sonneborn-Berger: "score × points against them = product").
    Opponent { amount: String },
    /// A dummy opponent (C.07 2026 art. 16.4) or a virtual one (2009 rules).
    Dummy {
        virtual_2009: bool,
        amount: String,
        /// The round was a voluntary unplayed round.
        voluntary: bool,
    },
    /// An opponent's rating and the points scored against them.
    Rating { rating: i64, scored: String },
}

/// One round's part of a value.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ExplanationLine {
    pub round: u32,
    /// The opponent whose score or rating counted; `None` for a dummy/virtual opponent.
    pub opponent: Option<PlayerId>,
    pub fact: LineFact,
    /// Dropped by a Cut or Median modifier.
    pub cut: bool,
}

/// What a value is, in one sentence.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Summary {
    /// The tie-break's name only.
    Kind(TiebreakKind),
    Refused(TiebreakRefusal),
    /// Buchholz, Fore Buchholz, Sonneborn-Berger (art. 16.3, with cuts art. 14, 16.5).
    OpponentScores {
        kind: TiebreakKind,
        sonneborn_berger: bool,
        cut: bool,
    },
    /// Rating-based tie-breaks cannot be computed: unrated players and no `/U` rating.
    UnratedPlayers,
    /// Rating-based tie-breaks count games played over the board only (art. 10).
    OverTheBoard {
        kind: TiebreakKind,
    },
}

/// How a value was made: the per-round parts (sum-type tie-breaks) and a summary.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Explanation {
    pub lines: Vec<ExplanationLine>,
    pub summary: Summary,
}

fn tenths(value: i64) -> String {
    Points(i32::try_from(value).unwrap_or(i32::MAX)).to_decimal_string()
}

fn sum_lines(
    field: &Field,
    contributions: &[Contribution],
    sb: bool,
    virtual_2009: bool,
) -> Vec<ExplanationLine> {
    contributions
        .iter()
        .map(|c| {
            let score = tenths(c.significance);
            let amount = if sb {
                let product = c.value;
                format!(
                    "{score} × {} = {}.{:02}",
                    tenths(if c.significance == 0 {
                        0
                    } else {
                        product / c.significance
                    }),
                    product / 100,
                    (product % 100).abs()
                )
            } else {
                score
            };
            let (opponent, fact) = match c.source {
                Source::Opponent(o) => (
                    field.card(o).map(|card| card.id),
                    LineFact::Opponent { amount },
                ),
                Source::Dummy => (
                    None,
                    LineFact::Dummy {
                        virtual_2009,
                        amount,
                        voluntary: c.vur,
                    },
                ),
            };
            ExplanationLine {
                round: c.round,
                opponent,
                fact,
                cut: c.cut,
            }
        })
        .collect()
}

/// How `player`'s value of `spec` after `after_round` was made.
pub fn explain(
    t: &Tournament,
    after_round: u32,
    spec: &TiebreakSpec,
    player: PlayerId,
) -> Explanation {
    let mut explanation = Explanation {
        lines: Vec::new(),
        summary: Summary::Kind(spec.kind),
    };
    let field = Field::new(t, after_round);
    let Some(index) = field.players.iter().position(|c| c.id == player) else {
        return explanation;
    };
    let edition = spec.edition_or(field.edition);
    if let Some(refusal) = spec.refusal(field.round_robin, field.edition) {
        explanation.summary = Summary::Refused(refusal);
        return explanation;
    }
    use TiebreakKind as K;
    match spec.kind {
        K::Buchholz | K::ForeBuchholz | K::SonnebornBerger => {
            let scores = OpponentScores {
                adjusted: unplayed::adjusted_scores(&field),
                fore: unplayed::fore_adjusted_scores(&field),
            };
            let parts = buchholz::contributions(&field, &scores, index, spec);
            let sonneborn_berger = spec.kind == K::SonnebornBerger;
            explanation.lines =
                sum_lines(&field, &parts, sonneborn_berger, edition == Edition::E2009);
            explanation.summary = Summary::OpponentScores {
                kind: spec.kind,
                sonneborn_berger,
                cut: spec.trim.is_some(),
            };
        }
        K::AverageRatingOfOpponents
        | K::PerformanceRating
        | K::PerfectPerformance
        | K::AveragePerformanceOfOpponents
        | K::AveragePerfectPerformanceOfOpponents => {
            let ratings: Option<Vec<i64>> = field
                .players
                .iter()
                .map(|c| c.rating.or(spec.unrated).map(i64::from))
                .collect();
            let Some(ratings) = ratings else {
                explanation.summary = Summary::UnratedPlayers;
                return explanation;
            };
            let known: Vec<Option<i64>> = ratings.into_iter().map(Some).collect();
            let games = performance::rated_games(&field, &known, index);
            let parts = performance::aro_contributions(&games, spec);
            explanation.lines = parts
                .iter()
                .zip(&games)
                .map(|(c, g)| ExplanationLine {
                    round: c.round,
                    opponent: field.card(g.opponent).map(|card| card.id),
                    fact: LineFact::Rating {
                        rating: g.rating,
                        scored: tenths(g.score / 10),
                    },
                    cut: c.cut,
                })
                .collect();
            explanation.summary = Summary::OverTheBoard { kind: spec.kind };
        }
        _ => {}
    }
    explanation
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::{ByeKind, GameResult::*};
    use crate::i18n::Localize;
    use crate::test_support::Event;

    #[test]
    fn buchholz_cut_and_dummy_are_explained() {
        // A: beats B (R1), HPB (R2), draws C (R3). BH/C1: the HPB's dummy is cut (16.5).
        let mut ev = Event::new(4, false);
        ev.round(&[(0, 1, WhiteWins), (2, 3, Draw)], &[]);
        ev.round(
            &[(1, 2, Draw)],
            &[(0, ByeKind::HalfPoint), (3, ByeKind::ZeroPoint)],
        );
        ev.round(&[(0, 2, Draw), (1, 3, WhiteWins)], &[]);
        let spec = TiebreakSpec::parse("BH/C1").unwrap();
        let e = explain(&ev.t, 3, &spec, ev.ids[0]);
        assert_eq!(e.lines.len(), 3);
        assert_eq!(e.lines[0].opponent, Some(ev.ids[1]));
        assert_eq!(e.lines[1].opponent, None);
        assert!(
            e.lines[1]
                .fact
                .localize(crate::i18n::Language::English)
                .starts_with("dummy opponent")
        );
        assert!(e.lines[1].cut);
        assert!(!e.lines[0].cut && !e.lines[2].cut);
    }
}
