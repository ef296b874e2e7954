//! A team round paired by hand and a team bye given by hand through the session (issue
//! 39, `crates/session/src/team_by_hand.rs`): each one command and one undo step; the
//! boards follow the rosters and the event's colours (D1), the team bye gives its line-up
//! the individual pairing-allocated bye and a draw's match points (D4); what cannot be
//! is refused with its reason.

use torneo::domain::{ByeKind, GameResult, PlayerId, Points, TeamId, team_round_score};
use torneo::session::{Command, Refusal, Session, TeamCommand};

use crate::team_support::{refused, team, three_teams};

fn by_hand(matches: &[(u32, u32)], bye: Option<u32>) -> Command {
    team(TeamCommand::PairRoundByHand {
        matches: matches
            .iter()
            .map(|&(a, b)| (TeamId(a), TeamId(b)))
            .collect(),
        bye: bye.map(TeamId),
    })
}

fn team_bye(round: u32, t: u32, give: bool) -> Command {
    team(TeamCommand::SetTeamBye {
        round,
        team: TeamId(t),
        give,
    })
}

fn games(s: &Session, round: u32) -> Vec<(u32, u32)> {
    let r = s.tournament().round(round).unwrap();
    r.boards.iter().map(|b| (b.white.0, b.black.0)).collect()
}

fn byes(s: &Session, round: u32) -> Vec<(u32, ByeKind)> {
    let r = s.tournament().round(round).unwrap();
    r.byes.iter().map(|b| (b.player.0, b.kind)).collect()
}

#[test]
fn a_team_round_is_paired_by_hand_in_one_step() {
    let mut s = three_teams();
    // Refused, with nothing recorded: a team in two matches, a team against itself, the
    // bye team also in a match, a team that does not exist.
    let twice = Refusal::TeamAlreadyPaired {
        team: "Beta".into(),
        round: 1,
    };
    assert_eq!(s.apply(by_hand(&[(1, 2), (2, 3)], None)), refused(twice));
    let itself = Refusal::TeamAgainstItself {
        team: "Alfa".into(),
    };
    assert_eq!(s.apply(by_hand(&[(1, 1)], None)), refused(itself));
    let bye_plays = Refusal::TeamAlreadyPaired {
        team: "Alfa".into(),
        round: 1,
    };
    assert_eq!(s.apply(by_hand(&[(3, 1)], Some(1))), refused(bye_plays));
    assert_eq!(
        s.apply(by_hand(&[(1, 9)], None)),
        refused(Refusal::NoSuchTeam)
    );
    assert!(s.tournament().rounds.is_empty());

    // Gamma named first against Alfa, Beta the team bye. D1: the first-named team White
    // on board 1, Black on board 2: 5-1, then 2-6. Beta's line-up (3, 4) gets the
    // individual pairing-allocated bye (D4).
    let before = s.tournament().clone();
    s.apply(by_hand(&[(3, 1)], Some(2))).unwrap();
    assert_eq!(games(&s, 1), [(5, 1), (2, 6)]);
    assert_eq!(
        byes(&s, 1),
        [
            (3, ByeKind::PairingAllocated),
            (4, ByeKind::PairingAllocated)
        ]
    );
    let events = s.tournament().team_event.clone().unwrap();
    let round = events.round(1).unwrap();
    assert_eq!(round.matches.len(), 1);
    let m = &round.matches[0];
    assert_eq!((m.first, m.second), (TeamId(3), TeamId(1)));
    assert_eq!(m.line_up(TeamId(3)), [Some(PlayerId(5)), Some(PlayerId(6))]);
    assert_eq!(round.byes, [TeamId(2)]);
    // The team bye: a draw's match points by default (C.04.6 2026, D4).
    let score = team_round_score(s.tournament(), &events, 1, TeamId(2));
    assert_eq!(score.match_points, Points::from_whole(1));
    // One undo step takes the whole round away.
    assert!(s.undo());
    assert_eq!(s.tournament(), &before);
    assert!(s.redo());

    // Round 2 waits for round 1's results, as an engine's round.
    let missing = Refusal::ResultsMissing { round: 1 };
    assert_eq!(s.apply(by_hand(&[(1, 2)], Some(3))), refused(missing));
    for board in 0..2 {
        let result = Command::SetResult {
            round: 1,
            board,
            result: GameResult::Draw,
        };
        s.apply(result).unwrap();
    }
    // Round 2 by hand with no bye: Gamma is not paired (no match, no points).
    s.apply(by_hand(&[(1, 2)], None)).unwrap();
    assert_eq!(games(&s, 2), [(1, 3), (4, 2)]);
    assert!(byes(&s, 2).is_empty());
}

#[test]
fn a_team_bye_is_given_and_taken_away_by_hand_in_one_step_each() {
    let mut s = three_teams();
    s.apply(by_hand(&[(1, 2)], None)).unwrap();
    // Refused: Alfa plays; nobody has the bye to take away; no round 2.
    let plays = Refusal::TeamAlreadyPaired {
        team: "Alfa".into(),
        round: 1,
    };
    assert_eq!(s.apply(team_bye(1, 1, true)), refused(plays));
    let none = Refusal::NoTeamBye {
        team: "Gamma".into(),
        round: 1,
    };
    assert_eq!(s.apply(team_bye(1, 3, false)), refused(none));
    let not_last = Refusal::TeamByeNotLastRound { round: 2 };
    assert_eq!(s.apply(team_bye(2, 3, true)), refused(not_last));

    // Gamma, not paired, gets the team bye: its players 5 and 6 the individual
    // pairing-allocated bye, the team a draw's match points (D4).
    let before = s.tournament().clone();
    s.apply(team_bye(1, 3, true)).unwrap();
    assert_eq!(
        byes(&s, 1),
        [
            (5, ByeKind::PairingAllocated),
            (6, ByeKind::PairingAllocated)
        ]
    );
    let events = s.tournament().team_event.clone().unwrap();
    assert_eq!(events.round(1).unwrap().byes, [TeamId(3)]);
    let score = team_round_score(s.tournament(), &events, 1, TeamId(3));
    assert_eq!(score.match_points, Points::from_whole(1));
    // Given twice: refused.
    let twice = Refusal::TeamAlreadyPaired {
        team: "Gamma".into(),
        round: 1,
    };
    assert_eq!(s.apply(team_bye(1, 3, true)), refused(twice));
    // One undo step each way.
    assert!(s.undo());
    assert_eq!(s.tournament(), &before);
    assert!(s.redo());
    let with_bye = s.tournament().clone();
    s.apply(team_bye(1, 3, false)).unwrap();
    assert_eq!(s.tournament(), &before);
    assert!(s.undo());
    assert_eq!(s.tournament(), &with_bye);
}
