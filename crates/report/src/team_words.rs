//! The fixed words of the printed team documents (issue 39): column titles, the team
//! tie-breaks in words, a team's reason for not playing, each a type worded in
//! `report-team-…` of the `.ftl` files.

use crate::domain::PrimaryScore;
use crate::i18n::{Language, Localize};
use crate::tiebreak::team::{Score, TeamTiebreak};
use crate::tr;

/// A column title of the team documents.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TeamColumn {
    Team,
    MatchPoints,
    GamePoints,
    Games,
    Percentage,
}

impl TeamColumn {
    #[cfg(test)]
    pub const ALL: [TeamColumn; 5] = [
        TeamColumn::Team,
        TeamColumn::MatchPoints,
        TeamColumn::GamePoints,
        TeamColumn::Games,
        TeamColumn::Percentage,
    ];

    /// The column of a score.
    pub fn of(score: Score) -> TeamColumn {
        match score {
            Score::Match => TeamColumn::MatchPoints,
            Score::Game => TeamColumn::GamePoints,
        }
    }
}

impl Localize for TeamColumn {
    fn localize(&self, lang: Language) -> String {
        let column = match self {
            TeamColumn::Team => "team",
            TeamColumn::MatchPoints => "match-points",
            TeamColumn::GamePoints => "game-points",
            TeamColumn::Games => "games",
            TeamColumn::Percentage => "percentage",
        };
        tr!(lang, "report-team-column", column = column)
    }
}

/// "match points" or "game points", inside a sentence.
fn score_name(lang: Language, score: Score) -> String {
    let score = match score {
        Score::Match => "match",
        Score::Game => "game",
    };
    tr!(lang, "report-team-score-name", score = score)
}

/// A team tie-break in words, with its article (the legend under the team standings).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TeamTiebreakWord {
    pub tiebreak: TeamTiebreak,
    /// The event's primary score: the secondary score is the other one.
    pub primary: PrimaryScore,
}

impl Localize for TeamTiebreakWord {
    fn localize(&self, lang: Language) -> String {
        match self.tiebreak {
            TeamTiebreak::SecondaryScore => {
                let secondary = match crate::tiebreak::team::primary_score(self.primary) {
                    Score::Match => Score::Game,
                    Score::Game => Score::Match,
                };
                let score = score_name(lang, secondary);
                tr!(lang, "report-team-tiebreak-secondary", score = score)
            }
            TeamTiebreak::DirectEncounter => tr!(lang, "report-team-tiebreak-direct-encounter"),
            TeamTiebreak::Buchholz { on, cut: false, .. } => {
                let score = score_name(lang, on);
                tr!(lang, "report-team-tiebreak-buchholz", score = score)
            }
            TeamTiebreak::Buchholz { on, cut: true, .. } => {
                let score = score_name(lang, on);
                tr!(lang, "report-team-tiebreak-buchholz-cut", score = score)
            }
            TeamTiebreak::SonnebornBerger { opponent, own, .. } => {
                let opponent = score_name(lang, opponent);
                let own = score_name(lang, own);
                tr!(
                    lang,
                    "report-team-tiebreak-sonneborn-berger",
                    opponent = opponent,
                    own = own
                )
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::test_support::assert_worded;

    #[test]
    fn every_team_word_is_worded_in_every_language() {
        for column in TeamColumn::ALL {
            assert_worded(&column);
        }
        let scores = [Score::Match, Score::Game];
        let mut tiebreaks = vec![TeamTiebreak::SecondaryScore, TeamTiebreak::DirectEncounter];
        for on in scores {
            for cut in [false, true] {
                tiebreaks.push(TeamTiebreak::Buchholz {
                    on,
                    cut,
                    edition: None,
                });
            }
            for own in scores {
                tiebreaks.push(TeamTiebreak::SonnebornBerger {
                    opponent: on,
                    own,
                    edition: None,
                });
            }
        }
        for tiebreak in tiebreaks {
            for primary in [PrimaryScore::MatchThenGame, PrimaryScore::Game] {
                assert_worded(&TeamTiebreakWord { tiebreak, primary });
            }
        }
        let word = TeamTiebreakWord {
            tiebreak: TeamTiebreak::SecondaryScore,
            primary: PrimaryScore::MatchThenGame,
        };
        assert_eq!(
            word.localize(Language::English),
            "The game points (secondary score, C.07 13.1)"
        );
        assert_eq!(TeamColumn::MatchPoints.localize(Language::Italian), "PS");
    }
}
