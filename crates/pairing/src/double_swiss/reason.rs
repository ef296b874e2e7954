//! The sentences of a Double-Swiss explanation (C.04.5): typed reasons with their facts,
//! worded in the Fluent files (`explain-double-swiss-…`).

use super::colour::ColourRule;
use crate::domain::Points;
use crate::explanation::PlayerRef;
use crate::i18n::{Language, Localize};
use crate::swiss::top_scoregroup::BracketFacts;
use crate::tr;

/// One sentence about a Double-Swiss round or match.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DoubleSwissReason {
    /// 3.3: how the round is paired.
    Round { round: u32, players: usize },
    /// 3.4: who gets the pairing-allocated bye, and why.
    Bye {
        player: PlayerRef,
        score: Points,
        matches: usize,
    },
    /// 3.5–3.6: the bracket a match was made in.
    Bracket(BracketFacts),
    /// 3.5: a player floated up into the bracket.
    Upfloater {
        player: PlayerRef,
        from: Points,
        to: Points,
    },
    /// [C6] could not be met by any legal set of upfloaters.
    FollowingNotPairable { score: Points },
    /// [C7]: this many upfloaters had floated in the previous round too.
    FloatedAgain { score: Points, count: usize },
    /// Article 4: who has White in the first game, and the rule.
    Colour { white: PlayerRef, rule: ColourRule },
}

impl ColourRule {
    fn key(self) -> &'static str {
        match self {
            ColourRule::InitialColour => "initial",
            ColourRule::FewerWhites => "fewer-whites",
            ColourRule::MostRecentDifference => "recent-difference",
            ColourRule::AlternateHigher => "alternate-higher",
            ColourRule::AlternateLower => "alternate-lower",
        }
    }
}

impl Localize for DoubleSwissReason {
    fn localize(&self, l: Language) -> String {
        match self {
            DoubleSwissReason::Round { round, players } => tr!(
                l,
                "explain-double-swiss-round",
                round = (*round),
                players = (*players)
            ),
            DoubleSwissReason::Bye {
                player,
                score,
                matches,
            } => tr!(
                l,
                "explain-double-swiss-bye",
                player = player.localize(l),
                score = score.to_string(),
                matches = (*matches)
            ),
            DoubleSwissReason::Bracket(b) => tr!(
                l,
                "explain-double-swiss-bracket",
                board = b.board,
                score = b.score.to_string(),
                residents = b.residents,
                upfloaters = b.upfloaters
            ),
            DoubleSwissReason::Upfloater { player, from, to } => tr!(
                l,
                "explain-double-swiss-upfloater",
                player = player.localize(l),
                from = from.to_string(),
                to = to.to_string()
            ),
            DoubleSwissReason::FollowingNotPairable { score } => tr!(
                l,
                "explain-double-swiss-following-not-pairable",
                score = score.to_string()
            ),
            DoubleSwissReason::FloatedAgain { score, count } => tr!(
                l,
                "explain-double-swiss-floated-again",
                score = score.to_string(),
                count = (*count)
            ),
            DoubleSwissReason::Colour { white, rule } => tr!(
                l,
                "explain-double-swiss-colour",
                white = white.localize(l),
                rule = rule.key()
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::test_support::assert_worded;

    fn who(n: u32) -> PlayerRef {
        PlayerRef {
            name: format!("Rossi {n}"),
            number: n,
        }
    }

    #[test]
    fn every_sentence_is_worded_in_both_languages() {
        let s = Points::from_whole(3);
        let mut samples = vec![
            DoubleSwissReason::Round {
                round: 4,
                players: 21,
            },
            DoubleSwissReason::Bye {
                player: who(21),
                score: s,
                matches: 3,
            },
            DoubleSwissReason::Bracket(BracketFacts {
                board: 2,
                score: s,
                residents: 3,
                upfloaters: 1,
            }),
            DoubleSwissReason::Bracket(BracketFacts {
                board: 1,
                score: s,
                residents: 4,
                upfloaters: 0,
            }),
            DoubleSwissReason::Upfloater {
                player: who(7),
                from: Points::from_whole(2),
                to: s,
            },
            DoubleSwissReason::FollowingNotPairable { score: s },
            DoubleSwissReason::FloatedAgain { score: s, count: 1 },
        ];
        for rule in [
            ColourRule::InitialColour,
            ColourRule::FewerWhites,
            ColourRule::MostRecentDifference,
            ColourRule::AlternateHigher,
            ColourRule::AlternateLower,
        ] {
            samples.push(DoubleSwissReason::Colour {
                white: who(1),
                rule,
            });
        }
        for sample in &samples {
            assert_worded(sample);
        }
        // Each colour rule has its own sentence.
        let english: std::collections::BTreeSet<String> = samples
            .iter()
            .filter(|s| matches!(s, DoubleSwissReason::Colour { .. }))
            .map(|s| s.localize(Language::English))
            .collect();
        assert_eq!(english.len(), 5);
    }
}
