//! The sentences of a Team Swiss explanation (C.04.6): typed reasons with their facts,
//! worded in the Fluent files (`explain-team-swiss-…`).

use super::colour::ColourRule;
use crate::domain::Points;
use crate::i18n::{Language, Localize};
use crate::swiss::top_scoregroup::BracketFacts;
use crate::tr;

/// One sentence about a Team Swiss round or match; teams are named by their TPN.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TeamSwissReason {
    /// 3.3: how the round is paired.
    Round { round: u32, teams: usize },
    /// 3.4: the pairing-allocated bye.
    Bye {
        team: u32,
        score: Points,
        matches: usize,
    },
    /// 3.5–3.6: the bracket a match was made in.
    Bracket(BracketFacts),
    /// 3.5: a team floated up into the bracket.
    Upfloater { team: u32, from: Points, to: Points },
    /// Article 4: the team with White on board 1, and the rule.
    Colour { white: u32, rule: ColourRule },
}

impl ColourRule {
    fn key(self) -> &'static str {
        match self {
            ColourRule::InitialColour => "initial",
            ColourRule::OnlyPreference => "only-preference",
            ColourRule::OppositePreferences => "opposite",
            ColourRule::OnlyStrong => "only-strong",
            ColourRule::LowerDifference => "lower-difference",
            ColourRule::MostRecentDifference => "recent-difference",
            ColourRule::FirstTeamPreference => "first-team-preference",
            ColourRule::AlternateFirstTeam => "alternate-first",
            ColourRule::AlternateOtherTeam => "alternate-other",
        }
    }
}

impl Localize for TeamSwissReason {
    fn localize(&self, l: Language) -> String {
        match self {
            TeamSwissReason::Round { round, teams } => tr!(
                l,
                "explain-team-swiss-round",
                round = (*round),
                teams = (*teams)
            ),
            TeamSwissReason::Bye {
                team,
                score,
                matches,
            } => tr!(
                l,
                "explain-team-swiss-bye",
                team = (*team),
                score = score.to_string(),
                matches = (*matches)
            ),
            TeamSwissReason::Bracket(b) => tr!(
                l,
                "explain-team-swiss-bracket",
                board = b.board,
                score = b.score.to_string(),
                residents = b.residents,
                upfloaters = b.upfloaters
            ),
            TeamSwissReason::Upfloater { team, from, to } => tr!(
                l,
                "explain-team-swiss-upfloater",
                team = (*team),
                from = from.to_string(),
                to = to.to_string()
            ),
            TeamSwissReason::Colour { white, rule } => tr!(
                l,
                "explain-team-swiss-colour",
                white = (*white),
                rule = rule.key()
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::test_support::assert_worded;

    #[test]
    fn every_sentence_is_worded_in_both_languages() {
        let s = Points::from_whole(4);
        let mut samples = vec![
            TeamSwissReason::Round {
                round: 3,
                teams: 12,
            },
            TeamSwissReason::Bye {
                team: 12,
                score: s,
                matches: 2,
            },
            TeamSwissReason::Bracket(BracketFacts {
                board: 1,
                score: s,
                residents: 3,
                upfloaters: 1,
            }),
            TeamSwissReason::Upfloater {
                team: 7,
                from: Points::from_whole(3),
                to: s,
            },
        ];
        let rules = [
            ColourRule::InitialColour,
            ColourRule::OnlyPreference,
            ColourRule::OppositePreferences,
            ColourRule::OnlyStrong,
            ColourRule::LowerDifference,
            ColourRule::MostRecentDifference,
            ColourRule::FirstTeamPreference,
            ColourRule::AlternateFirstTeam,
            ColourRule::AlternateOtherTeam,
        ];
        for rule in rules {
            samples.push(TeamSwissReason::Colour { white: 1, rule });
        }
        for sample in &samples {
            assert_worded(sample);
        }
        let english: std::collections::BTreeSet<String> = samples
            .iter()
            .filter(|s| matches!(s, TeamSwissReason::Colour { .. }))
            .map(|s| s.localize(Language::English))
            .collect();
        assert_eq!(english.len(), rules.len());
    }
}
