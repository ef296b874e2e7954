//! The team layer through the session (issue 39): a tournament made a team event, its
//! teams and rosters in board order, the next team round robin round paired, each step
//! refused where the rules say and undone to the exact previous tournament.

use torneo::domain::{
    GameResult, MatchScoring, Player, PlayerId, TeamId, Tournament, TournamentSettings,
};
use torneo::session::{Command, Refusal, Session, SessionError, TeamCommand, team_standings};

fn team(command: TeamCommand) -> Command {
    Command::Team(command)
}

fn refused(refusal: Refusal) -> Result<(), SessionError> {
    Err(SessionError::Invalid(refusal))
}

/// Players A..G (ids 1..7), a team event of two boards, teams Alfa (T1), Beta (T2) and
/// Gamma (T3): Alfa A B C, Beta D E, Gamma F G.
fn three_teams() -> Session {
    let mut s = Session::new(Tournament::new(TournamentSettings::default()));
    for name in ["A", "B", "C", "D", "E", "F", "G"] {
        let player = Player {
            name: name.into(),
            ..Player::default()
        };
        s.apply(Command::AddPlayer(player)).unwrap();
    }
    s.apply(team(TeamCommand::SetTeamEvent {
        boards: 2,
        match_scoring: MatchScoring::default(),
    }))
    .unwrap();
    for name in ["Alfa", "Beta", "Gamma"] {
        s.apply(team(TeamCommand::AddTeam { name: name.into() }))
            .unwrap();
    }
    for (t, players) in [(1, [1, 2, 3].as_slice()), (2, &[4, 5]), (3, &[6, 7])] {
        for &p in players {
            let add = TeamCommand::AddToRoster {
                team: TeamId(t),
                player: PlayerId(p),
            };
            s.apply(team(add)).unwrap();
        }
    }
    s
}

fn roster(s: &Session, t: u32) -> Vec<u32> {
    let events = s.tournament().team_event.as_ref().unwrap();
    let team = events.team(TeamId(t)).unwrap();
    team.players.iter().map(|p| p.0).collect()
}

#[test]
fn teams_and_rosters_are_built_refused_where_wrong_and_undone() {
    let mut s = Session::new(Tournament::new(TournamentSettings::default()));
    // An individual tournament has no teams to add to.
    let add = team(TeamCommand::AddTeam {
        name: "Alfa".into(),
    });
    assert_eq!(s.apply(add), refused(Refusal::NotATeamEvent));
    let no_boards = TeamCommand::SetTeamEvent {
        boards: 0,
        match_scoring: MatchScoring::default(),
    };
    assert_eq!(s.apply(team(no_boards)), refused(Refusal::NoBoards));

    let mut s = three_teams();
    let events = s.tournament().team_event.clone().unwrap();
    assert_eq!(events.boards, 2);
    let numbers: Vec<u32> = events.teams.iter().map(|t| t.pairing_number).collect();
    assert_eq!(numbers, [1, 2, 3]);
    // Three teams play on the table of four: three rounds (C.05 Annex 1).
    assert_eq!(s.tournament().settings.rounds, 3);

    // C up one board: Alfa A C B. A is already board 1.
    let before = s.tournament().clone();
    let up = |player| {
        team(TeamCommand::MoveOnRoster {
            team: TeamId(1),
            player: PlayerId(player),
            up: true,
        })
    };
    s.apply(up(3)).unwrap();
    assert_eq!(roster(&s, 1), [1, 3, 2]);
    assert_eq!(s.apply(up(1)), refused(Refusal::RosterEnd));
    assert!(s.undo());
    assert_eq!(s.tournament(), &before);
    assert!(s.redo());

    // A plays for Alfa: not for Beta too.
    let twice = TeamCommand::AddToRoster {
        team: TeamId(2),
        player: PlayerId(1),
    };
    let on_alfa = Refusal::AlreadyOnRoster {
        team: "Alfa".into(),
    };
    assert_eq!(s.apply(team(twice)), refused(on_alfa));

    let rename = |name: &str| {
        team(TeamCommand::RenameTeam {
            team: TeamId(3),
            name: name.into(),
        })
    };
    assert_eq!(s.apply(rename("  ")), refused(Refusal::TeamNeedsName));
    s.apply(rename(" Gamma Due ")).unwrap();
    let events = s.tournament().team_event.as_ref().unwrap();
    assert_eq!(events.team(TeamId(3)).unwrap().name, "Gamma Due");

    // Beta removed: Gamma takes number 2, two teams play one round; undone, all back.
    let before = s.tournament().clone();
    s.apply(team(TeamCommand::RemoveTeam(TeamId(2)))).unwrap();
    let events = s.tournament().team_event.as_ref().unwrap();
    assert_eq!(events.team(TeamId(3)).unwrap().pairing_number, 2);
    assert_eq!(s.tournament().settings.rounds, 1);
    assert!(s.undo());
    assert_eq!(s.tournament(), &before);

    // Back to an individual tournament, and undone.
    s.apply(team(TeamCommand::EndTeamEvent)).unwrap();
    assert!(s.tournament().team_event.is_none());
    assert!(s.undo());
    assert_eq!(s.tournament(), &before);
}

fn games(s: &Session, round: u32) -> Vec<(u32, u32)> {
    let r = s.tournament().round(round).unwrap();
    r.boards.iter().map(|b| (b.white.0, b.black.0)).collect()
}

#[test]
fn the_team_round_robin_is_paired_round_by_round_and_deleted_with_its_matches() {
    let mut s = three_teams();
    // Board order of Alfa: A C B.
    let up = TeamCommand::MoveOnRoster {
        team: TeamId(1),
        player: PlayerId(3),
        up: true,
    };
    s.apply(team(up)).unwrap();
    s.apply(team(TeamCommand::PairNextRound)).unwrap();
    // C.05 Annex 1, table of 4, round 1: 1-4, 2-3. Alfa (1) meets the bye number and
    // rests; Beta (2) is named first against Gamma (3). Board 1: Beta's board 1 (D, 4)
    // White against F (6); board 2: Gamma's G (7) White against E (5) (board 1 White,
    // then alternating, docs/rules/teams.md D1).
    assert_eq!(games(&s, 1), [(4, 6), (7, 5)]);
    let events = s.tournament().team_event.as_ref().unwrap();
    let matches: Vec<(u32, u32)> = events.rounds[0]
        .matches
        .iter()
        .map(|m| (m.first.0, m.second.0))
        .collect();
    assert_eq!(matches, [(2, 3)]);

    // Round 2 waits for round 1's results.
    let results_missing = Refusal::ResultsMissing { round: 1 };
    assert_eq!(
        s.apply(team(TeamCommand::PairNextRound)),
        refused(results_missing)
    );
    // The teams are fixed now; D played for Beta, B (Alfa rested) did not.
    let late = team(TeamCommand::AddTeam {
        name: "Delta".into(),
    });
    assert_eq!(s.apply(late), refused(Refusal::TeamsFixed));
    let off = |t, p| {
        team(TeamCommand::RemoveFromRoster {
            team: TeamId(t),
            player: PlayerId(p),
        })
    };
    assert_eq!(s.apply(off(2, 4)), refused(Refusal::PlayedForTeam));
    s.apply(off(1, 2)).unwrap();
    assert_eq!(roster(&s, 1), [1, 3]);

    for board in 0..2 {
        let result = Command::SetResult {
            round: 1,
            board,
            result: GameResult::Draw,
        };
        s.apply(result).unwrap();
    }
    // Both boards drawn: Beta and Gamma 1-1, a drawn match, one match point each (2/1/0,
    // docs/rules/teams.md D5); Alfa rested: nothing. Beta and Gamma stay level on every
    // tie-break (GP 1, drawn direct encounter, EMGSB 1 × 1): both first, Alfa third.
    let table = team_standings::team_table(s.tournament(), 1).unwrap();
    let lines: Vec<(u32, &str, &str, &str)> = table
        .lines
        .iter()
        .map(|l| {
            (
                l.rank,
                l.name.as_str(),
                l.match_points.as_str(),
                l.game_points.as_str(),
            )
        })
        .collect();
    assert_eq!(lines[2], (3, "Alfa", "0.0", "0.0"));
    assert_eq!(
        lines[..2]
            .iter()
            .map(|l| (l.0, l.2, l.3))
            .collect::<Vec<_>>(),
        [(1, "1.0", "1.0"); 2]
    );
    assert_eq!(table.codes, ["GP", "EDE", "EMGSB"]);
    // One round played: one game on a board ranks a player (half the rounds, rounded
    // up, D7); each board's two players drew: 50 % each.
    let boards = team_standings::board_tables(s.tournament(), 1);
    assert_eq!(boards.len(), 2);
    for board in &boards {
        assert_eq!(board.minimum_games, 1);
        let percentages: Vec<&str> = board.lines.iter().map(|l| l.percentage.as_str()).collect();
        assert_eq!(percentages, ["50", "50"]);
    }

    let before = s.tournament().clone();
    s.apply(team(TeamCommand::PairNextRound)).unwrap();
    // Round 2: 4-3, 1-2. Gamma rests; Alfa first against Beta: A (1) White against D
    // (4), then Beta's E (5) White against C (3), Alfa's board 2 now.
    assert_eq!(games(&s, 2), [(1, 4), (5, 3)]);
    let team_rounds = |s: &Session| s.tournament().team_event.as_ref().unwrap().rounds.len();
    assert_eq!(team_rounds(&s), 2);

    // Deleting round 2 takes its team matches with it; undone, they are back.
    let paired = s.tournament().clone();
    s.apply(Command::DeleteLastRound).unwrap();
    assert_eq!(s.tournament(), &before);
    assert_eq!(team_rounds(&s), 1);
    assert!(s.undo());
    assert_eq!(s.tournament(), &paired);
    assert!(s.undo());
    assert_eq!(s.tournament(), &before);
}
