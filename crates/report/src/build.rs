//! [`build`]: the document the arbiter asked for, from the tournament. One builder file
//! per document; this file picks the builder and the round.

use super::document::Document;
use super::error::ReportError;
use super::request::{DocumentKind, PrintRequest};
use super::team_view::TeamDocument;
use super::{
    board_standings, category_standings, check_in, crosstable, match_slips, norms, pairings,
    pairings_by_name, players, prize_list, rating_report, result_slips, schedule, standings,
    team_crosstable, team_pairings, team_standings, tournament_report,
};
use crate::domain::{Round, Tournament};

/// The document `request` asks for, worded in its language.
///
/// The round defaults to the last paired round (pairings, slips) or the last round with
/// results (standings, crosstable). Errors: no round paired yet, a round not paired, a
/// schedule asked for a Swiss or without proper pairing numbers.
pub fn build(tournament: &Tournament, request: &PrintRequest) -> Result<Document, ReportError> {
    let t = tournament;
    Ok(match request.document {
        DocumentKind::Pairings => pairings::build(t, request, paired_round(t, request.round)?),
        DocumentKind::PairingsByName => {
            pairings_by_name::build(t, request, paired_round(t, request.round)?)
        }
        DocumentKind::ResultSlips => {
            result_slips::build(t, request, paired_round(t, request.round)?)
        }
        DocumentKind::Standings => standings::build(t, request, results_round(t, request.round)?),
        DocumentKind::Crosstable => crosstable::build(t, request, results_round(t, request.round)?),
        DocumentKind::Players => players::build(t, request),
        DocumentKind::CheckIn => check_in::build(t, request),
        DocumentKind::Schedule => schedule::build(t, request)?,
        DocumentKind::Report => tournament_report::build(t, request),
        DocumentKind::RatingReport => {
            rating_report::build(t, request, results_round(t, request.round)?)
        }
        DocumentKind::Norms => norms::build(t, request, None),
        DocumentKind::CategoryStandings => {
            category_standings::build(t, request, results_round(t, request.round)?)
        }
        DocumentKind::Prizes => prize_list::build(t, request),
        // The team documents: the team event is checked first, so that an individual
        // tournament is refused for what it is.
        DocumentKind::TeamPairings => team_pairings::build(
            &TeamDocument::new(t, request)?,
            paired_round(t, request.round)?,
        ),
        DocumentKind::MatchSlips => match_slips::build(
            &TeamDocument::new(t, request)?,
            paired_round(t, request.round)?,
        ),
        DocumentKind::TeamStandings => team_standings::build(
            &TeamDocument::new(t, request)?,
            results_round(t, request.round)?,
        ),
        DocumentKind::BoardStandings => board_standings::build(
            &TeamDocument::new(t, request)?,
            results_round(t, request.round)?,
        ),
        DocumentKind::TeamCrosstable => team_crosstable::build(
            &TeamDocument::new(t, request)?,
            results_round(t, request.round)?,
        ),
    })
}

/// The round asked for, or the last one paired.
pub fn paired_round(t: &Tournament, asked: Option<u32>) -> Result<&Round, ReportError> {
    let paired = t.rounds_paired();
    let number = match asked {
        Some(number) => number,
        None if paired == 0 => return Err(ReportError::NoRoundPaired),
        None => paired,
    };
    t.round(number).ok_or(ReportError::RoundNotPaired {
        round: number,
        paired,
    })
}

/// The round a standings document counts up to: the one asked for (it must be paired),
/// or the last round with a result entered (0 before any).
pub fn results_round(t: &Tournament, asked: Option<u32>) -> Result<u32, ReportError> {
    match asked {
        Some(number) => paired_round(t, Some(number)).map(|round| round.number),
        None => Ok(last_round_with_results(t)),
    }
}

/// The last round with at least one result, or made only of byes; 0 when none.
pub fn last_round_with_results(t: &Tournament) -> u32 {
    t.rounds
        .iter()
        .rev()
        .find(|round| {
            round.boards.iter().any(|b| !b.result.is_pending())
                || (round.boards.is_empty() && !round.byes.is_empty())
        })
        .map_or(0, |round| round.number)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::{Board, GameResult, Player, PlayerId, TournamentSettings};
    use crate::i18n::Language;

    fn two_rounds_second_pending() -> Tournament {
        let mut t = Tournament::new(TournamentSettings::default());
        for name in ["A", "B"] {
            t.add_player(Player {
                name: name.into(),
                ..Player::default()
            });
        }
        t.assign_pairing_numbers_by_rating();
        let board = |result| Board {
            result,
            ..Board::new(PlayerId(1), PlayerId(2))
        };
        for (number, result) in [(1, GameResult::Draw), (2, GameResult::Pending)] {
            t.rounds.push(Round {
                number,
                boards: vec![board(result)],
                byes: vec![],
            });
        }
        t
    }

    #[test]
    fn rounds_default_and_refusals() {
        let t = two_rounds_second_pending();
        assert_eq!(paired_round(&t, None).unwrap().number, 2);
        assert_eq!(results_round(&t, None), Ok(1));
        assert_eq!(results_round(&t, Some(2)), Ok(2));
        assert_eq!(
            paired_round(&t, Some(3)).unwrap_err(),
            ReportError::RoundNotPaired {
                round: 3,
                paired: 2
            }
        );
        assert_eq!(
            paired_round(&t, Some(0)).unwrap_err(),
            ReportError::RoundNotPaired {
                round: 0,
                paired: 2
            }
        );
        let empty = Tournament::default();
        let request = PrintRequest::new(DocumentKind::Pairings, Language::English);
        assert_eq!(build(&empty, &request), Err(ReportError::NoRoundPaired));
        let slips = PrintRequest::new(DocumentKind::ResultSlips, Language::Italian);
        assert_eq!(build(&empty, &slips), Err(ReportError::NoRoundPaired));
        // Standings before any result: after round 0, everybody on 0.
        let standings = PrintRequest::new(DocumentKind::Standings, Language::English);
        assert!(build(&empty, &standings).is_ok());
        let schedule = PrintRequest::new(DocumentKind::Schedule, Language::English);
        let mut swiss = t.clone();
        swiss.settings.system = crate::domain::PairingSystem::Dutch;
        assert_eq!(build(&swiss, &schedule), Err(ReportError::ScheduleForSwiss));
    }
}
