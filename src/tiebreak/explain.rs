//! How one player's tie-break value was made, for the Standings panel's expanded row and
//! for printed reports: which opponents counted, which rounds a Cut/Median dropped, where a
//! dummy (16.4) or virtual (2009) opponent stood in. Texts are in English, like the rules.

use super::buchholz::{self, OpponentScores};
use super::field::Field;
use super::performance;
use super::spec::{Edition, TiebreakKind, TiebreakSpec};
use super::trim::{Contribution, Source};
use super::unplayed;
use crate::domain::{PlayerId, Points, Tournament};

/// One round's part of a value.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ExplanationLine {
    pub round: u32,
    /// The opponent whose score or rating counted; `None` for a dummy/virtual opponent.
    pub opponent: Option<PlayerId>,
    /// What counted, e.g. "opponent's adjusted score 3.5", "dummy opponent 2.5 (HPB)".
    pub text: String,
    /// Dropped by a Cut or Median modifier.
    pub cut: bool,
}

/// How a value was made: the per-round parts (sum-type tie-breaks) and a summary.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Explanation {
    pub lines: Vec<ExplanationLine>,
    pub summary: String,
}

fn tenths(value: i64) -> String {
    Points(i32::try_from(value).unwrap_or(i32::MAX)).to_decimal_string()
}

fn sum_lines(
    field: &Field,
    contributions: &[Contribution],
    sb: bool,
    dummy_name: &str,
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
            let (opponent, text) = match c.source {
                Source::Opponent(o) => (
                    field.card(o).map(|card| card.id),
                    format!("opponent {amount}"),
                ),
                Source::Dummy => (
                    None,
                    format!(
                        "{dummy_name} {amount}{}",
                        if c.vur {
                            " (voluntary unplayed round)"
                        } else {
                            ""
                        }
                    ),
                ),
            };
            ExplanationLine {
                round: c.round,
                opponent,
                text,
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
    let field = Field::new(t, after_round);
    let Some(index) = field.players.iter().position(|c| c.id == player) else {
        return Explanation::default();
    };
    let edition = spec.edition_or(field.edition);
    let mut explanation = Explanation {
        summary: spec.kind.name().to_string(),
        ..Explanation::default()
    };
    if let Some(refusal) = spec.refusal(field.round_robin, field.edition) {
        explanation.summary = refusal.to_string();
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
            let dummy = if edition == Edition::E2009 {
                "virtual opponent (2009)"
            } else {
                "dummy opponent (art. 16.4)"
            };
            explanation.lines = sum_lines(&field, &parts, spec.kind == K::SonnebornBerger, dummy);
            explanation.summary = format!(
                "{}: opponents' adjusted scores (art. 16.3){}{}",
                spec.kind.name(),
                if spec.kind == K::SonnebornBerger {
                    " × points scored against them"
                } else {
                    ""
                },
                if spec.trim.is_some() {
                    "; struck-out rounds are cut (art. 14, 16.5)"
                } else {
                    ""
                }
            );
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
                explanation.summary =
                    "Not used: some players are unrated and no rating is set for them (/U)"
                        .to_string();
                return explanation;
            };
            let games = performance::rated_games(&field, &ratings, index);
            let parts = performance::aro_contributions(&games, spec);
            explanation.lines = parts
                .iter()
                .zip(&games)
                .map(|(c, g)| ExplanationLine {
                    round: c.round,
                    opponent: field.card(g.opponent).map(|card| card.id),
                    text: format!("rating {}, scored {}", g.rating, tenths(g.score / 10)),
                    cut: c.cut,
                })
                .collect();
            explanation.summary = format!(
                "{}: games played over the board only (art. 10)",
                spec.kind.name()
            );
        }
        _ => {}
    }
    explanation
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::{ByeKind, GameResult::*};
    use crate::tiebreak::test_support::Event;

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
        assert!(e.lines[1].text.starts_with("dummy opponent"));
        assert!(e.lines[1].cut);
        assert!(!e.lines[0].cut && !e.lines[2].cut);
    }
}
