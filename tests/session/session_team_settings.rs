//! The team settings and a forfeited match through the session (issue 39,
//! docs/rules/teams.md D1, D3, D5-D7, D12): boards, match points, the team bye's value,
//! board colours, team tie-breaks and the board standings' minimum set as one undo step,
//! refused where the rules fix them; a whole match lost by an absent team, or by both.

use torneo::domain::{Colour, GameResult, MatchScoring, PlayerId, Points, TeamId};
use torneo::session::{Command, Refusal, Session, TeamCommand, TeamSettings, team_standings};

use crate::team_support::{refused, team, three_teams};

fn games(s: &Session, round: u32) -> Vec<(u32, u32, GameResult)> {
    let r = s.tournament().round(round).unwrap();
    r.boards
        .iter()
        .map(|b| (b.white.0, b.black.0, b.result))
        .collect()
}

/// 3/1/0 with the bye worth a win, Black on board 1 for the first-named team, Buchholz
/// on match points then EMMSB, two games to be ranked on a board. The event is a team
/// round robin without a start date (the 2026 edition, which has no Buchholz in round
/// robins, note to C.07 8.1): the Buchholz names the 2023/2024 edition (`/V2024`).
fn football_settings() -> TeamSettings {
    TeamSettings {
        boards: 2,
        match_scoring: MatchScoring {
            win: Points::from_whole(3),
            draw: Points::from_whole(1),
            loss: Points::ZERO,
            bye: Points::from_whole(3),
        },
        colour_sequence: vec![Colour::Black, Colour::White],
        tiebreaks: vec!["BH:MP/V2024".into(), "EMMSB".into()],
        board_minimum_games: Some(2),
    }
}

#[test]
fn the_team_settings_change_together_in_one_step_and_stay_fixed_from_round_one() {
    let mut s = three_teams();
    let before = s.tournament().clone();
    s.apply(team(TeamCommand::SetTeamSettings(Box::new(
        football_settings(),
    ))))
    .unwrap();
    let events = s.tournament().team_event.clone().unwrap();
    assert_eq!(TeamSettings::of(&events), football_settings());
    // One undo step takes every setting back.
    assert!(s.undo());
    assert_eq!(s.tournament(), &before);
    assert!(s.redo());

    // A code that is no team tie-break, and a match without boards, are refused.
    let mut wrong = football_settings();
    wrong.tiebreaks.push("XYZ".into());
    let refusal = Refusal::UnknownTeamTiebreak { code: "XYZ".into() };
    let set = |x: TeamSettings| team(TeamCommand::SetTeamSettings(Box::new(x)));
    assert_eq!(s.apply(set(wrong)), refused(refusal));
    let no_boards = TeamSettings {
        boards: 0,
        ..football_settings()
    };
    assert_eq!(s.apply(set(no_boards)), refused(Refusal::NoBoards));

    s.apply(team(TeamCommand::PairNextRound)).unwrap();
    // C.05 Annex 1, table of 4, round 1: 1-4 (Alfa rests), 2-3: Beta named first against
    // Gamma. The sequence B W gives Beta Black on board 1 and White on board 2 (D1):
    // board 1 Gamma's 5 White against Beta's 3, board 2 Beta's 4 White against 6.
    let pairs: Vec<(u32, u32)> = games(&s, 1).iter().map(|g| (g.0, g.1)).collect();
    assert_eq!(pairs, [(5, 3), (4, 6)]);
    // Beta wins both boards: 2-0, a won match worth 3 match points (3/1/0).
    s.apply(Command::SetResult {
        round: 1,
        board: 0,
        result: GameResult::BlackWins,
    })
    .unwrap();
    s.apply(Command::SetResult {
        round: 1,
        board: 1,
        result: GameResult::WhiteWins,
    })
    .unwrap();
    let table = team_standings::team_table(s.tournament(), 1).unwrap();
    assert_eq!(table.codes, ["BH:MP/V2024", "EMMSB"]);
    // Allowed by the edition it names: nothing refused.
    assert!(table.refused.is_empty());
    let beta = &table.lines[0];
    assert_eq!(
        (beta.name.as_str(), beta.match_points.as_str()),
        ("Beta", "3.0")
    );
    // Buchholz on match points: Gamma's 0. EMMSB: Gamma's 0 × Beta's 3 = 0.
    assert_eq!(beta.values, ["0", "0"]);
    // Two games needed on a board, one played: nobody is ranked yet.
    let boards = team_standings::board_tables(s.tournament(), 1);
    assert!(
        boards
            .iter()
            .all(|b| b.minimum_games == 2 && b.lines.is_empty())
    );

    // From round 1 the boards, match points and colours are fixed (D12); the tie-breaks
    // and the minimum only rank, and may change.
    let three_boards = TeamSettings {
        boards: 3,
        ..football_settings()
    };
    assert_eq!(s.apply(set(three_boards)), refused(Refusal::TeamsFixed));
    let ranking_only = TeamSettings {
        tiebreaks: Vec::new(),
        board_minimum_games: Some(1),
        ..football_settings()
    };
    s.apply(set(ranking_only)).unwrap();
    let table = team_standings::team_table(s.tournament(), 1).unwrap();
    // The round robin's default list again (D6).
    assert_eq!(table.codes, ["GP", "EDE", "EMGSB"]);
    let boards = team_standings::board_tables(s.tournament(), 1);
    assert!(
        boards
            .iter()
            .all(|b| b.minimum_games == 1 && b.lines.len() == 2)
    );
}

#[test]
fn an_absent_team_loses_every_board_of_its_match_by_forfeit() {
    let mut s = three_teams();
    s.apply(team(TeamCommand::PairNextRound)).unwrap();
    // Round 1: Beta first against Gamma; board 1 Beta's 3 White against 5, board 2
    // Gamma's 6 White against Beta's 4 (board 1 White, then alternating, D1).
    let pairs: Vec<(u32, u32)> = games(&s, 1).iter().map(|g| (g.0, g.1)).collect();
    assert_eq!(pairs, [(3, 5), (6, 4)]);
    let forfeit = |number, absent| {
        team(TeamCommand::ForfeitMatch {
            round: 1,
            number,
            absent: TeamId(absent),
        })
    };
    let no_match = Refusal::NoSuchMatch {
        round: 1,
        number: 2,
    };
    assert_eq!(s.apply(forfeit(2, 3)), refused(no_match));
    // Alfa rests this round: it is not in the match.
    assert_eq!(s.apply(forfeit(1, 1)), refused(Refusal::NoSuchTeam));

    let before = s.tournament().clone();
    s.apply(forfeit(1, 3)).unwrap();
    // Gamma did not come: 3 wins board 1 as White (+/-), 4 wins board 2 as Black (-/+).
    assert_eq!(
        games(&s, 1),
        [
            (3, 5, GameResult::WhiteWinsByForfeit),
            (6, 4, GameResult::BlackWinsByForfeit)
        ]
    );
    // Beta: two forfeit wins, 2 game points, the match and its 2 match points (2/1/0);
    // Gamma nothing (D3). Alfa rested: nothing.
    let table = team_standings::team_table(s.tournament(), 1).unwrap();
    let line = |name: &str| {
        let l = table.lines.iter().find(|l| l.name == name).unwrap();
        (l.rank, l.match_points.clone(), l.game_points.clone())
    };
    assert_eq!(line("Beta"), (1, "2.0".into(), "2.0".into()));
    assert_eq!(line("Gamma").1, "0.0");
    assert_eq!(line("Gamma").2, "0.0");
    // Forfeits are not games played: no board standings (C.07 15.1, D7).
    let boards = team_standings::board_tables(s.tournament(), 1);
    assert!(boards.iter().all(|b| b.lines.is_empty()));
    // One undo step gives both boards back.
    assert!(s.undo());
    assert_eq!(s.tournament(), &before);
    assert!(s.redo());

    // Once round 2 is paired, round 1 is corrected board by board (each in the audit).
    s.apply(team(TeamCommand::PairNextRound)).unwrap();
    let earlier = Refusal::ForfeitNotLastRound { round: 1 };
    assert_eq!(s.apply(forfeit(1, 3)), refused(earlier));
}

#[test]
fn both_teams_absent_lose_the_match_with_every_board_a_double_forfeit() {
    use torneo::domain::MatchForfeit;
    use torneo::formats::trf::{self, TrfVersion};
    let mut s = three_teams();
    s.apply(team(TeamCommand::PairNextRound)).unwrap();
    // Round 1 as above: Beta (T2) first against Gamma (T3), 3-5 and 6-4; Alfa rests.
    let both = |round, number| team(TeamCommand::ForfeitMatchBothAbsent { round, number });
    let no_match = Refusal::NoSuchMatch {
        round: 1,
        number: 2,
    };
    assert_eq!(s.apply(both(1, 2)), refused(no_match));
    let before = s.tournament().clone();
    s.apply(both(1, 1)).unwrap();
    // Neither came: both games -/- (as the `001` lines of a file say it).
    assert_eq!(
        games(&s, 1),
        [
            (3, 5, GameResult::DoubleForfeit),
            (6, 4, GameResult::DoubleForfeit)
        ]
    );
    // The match recorded as a file's `330 --` reads it: forfeited by neither, no boards.
    let events = s.tournament().team_event.clone().unwrap();
    let m = &events.round(1).unwrap().matches[0];
    assert_eq!((m.first, m.second), (TeamId(2), TeamId(3)));
    assert_eq!(m.forfeit, Some(MatchForfeit::Neither));
    assert!(m.boards.is_empty());
    // Both lose (D3): 0 match points each (2/1/0), where two -/- games alone would have
    // made a 0-0 draw worth 1 each; no game points. Alfa rested: nothing either.
    let table = team_standings::team_table(s.tournament(), 1).unwrap();
    for name in ["Alfa", "Beta", "Gamma"] {
        let line = table.lines.iter().find(|l| l.name == name).unwrap();
        let points = (line.match_points.as_str(), line.game_points.as_str());
        assert_eq!(points, ("0.0", "0.0"), "{name}");
    }
    // The file says it so: `330 --`, round 1, Beta (2) and Gamma (3); read back, the
    // same team round and the same two double forfeits.
    let text = trf::export_checked(s.tournament(), TrfVersion::Trf26).unwrap();
    assert!(text.lines().any(|l| l == "330 --   1   2   3"), "{text}");
    let (back, _) = trf::import(text.as_bytes()).unwrap();
    assert_eq!(back.team_event.unwrap().rounds, events.rounds, "{text}");
    let results: Vec<GameResult> = back.rounds[0].boards.iter().map(|b| b.result).collect();
    assert_eq!(results, [GameResult::DoubleForfeit; 2]);
    // One undo step gives the match and its games back.
    assert!(s.undo());
    assert_eq!(s.tournament(), &before);
    assert!(s.redo());

    // Two -/- games are results: round 2 may be paired; then round 1 is corrected board
    // by board (each in the audit).
    s.apply(team(TeamCommand::PairNextRound)).unwrap();
    let earlier = Refusal::ForfeitNotLastRound { round: 1 };
    assert_eq!(s.apply(both(1, 1)), refused(earlier));
}

/// `team_support`'s event up to round 2, the last round paired: T3–T1, where T3 has
/// nobody on board 4 and T1's player 4 sits alone with his individual pairing-allocated
/// bye (D2).
fn lone_board_session() -> Session {
    let mut t = crate::team_support::team_event();
    t.rounds.truncate(2);
    if let Some(events) = t.team_event.as_mut() {
        events.rounds.truncate(2);
    }
    Session::new(t)
}

#[test]
fn both_teams_absent_take_the_lone_players_bye_away() {
    use torneo::domain::{ByeKind, MatchForfeit};
    use torneo::formats::trf::{self, TrfVersion};
    let mut s = lone_board_session();
    let bye_of_4 = |s: &Session| s.tournament().round(2).unwrap().bye_of(PlayerId(4));
    assert_eq!(bye_of_4(&s), Some(ByeKind::PairingAllocated));
    // Player 4: round 1 lost to 9 (9-4 1-0), round 2 the bye of his lone board, a win's
    // point by default: 1.
    assert_eq!(
        s.tournament().standing_score(PlayerId(4)),
        Points::from_whole(1)
    );
    let before = s.tournament().clone();
    let both = TeamCommand::ForfeitMatchBothAbsent {
        round: 2,
        number: 1,
    };
    s.apply(team(both)).unwrap();
    // Neither team came, so player 4 did not either: no bye, not paired (absent, nothing
    // scored: C.07 16.1.1), as his team-mates with an opponent get -/-.
    assert_eq!(bye_of_4(&s), None);
    assert_eq!(s.tournament().standing_score(PlayerId(4)), Points::ZERO);
    assert_eq!(
        games(&s, 2),
        [
            (12, 1, GameResult::DoubleForfeit),
            (5, 11, GameResult::DoubleForfeit),
            (13, 2, GameResult::DoubleForfeit)
        ]
    );
    let m = &s.tournament().team_event.as_ref().unwrap().rounds[1].matches[0];
    assert_eq!(m.forfeit, Some(MatchForfeit::Neither));
    // The file says it the same: read back, player 4 has no bye in round 2.
    let text = trf::export_checked(s.tournament(), TrfVersion::Trf26).unwrap();
    let (back, _) = trf::import(text.as_bytes()).unwrap();
    assert_eq!(back.round(2).unwrap().bye_of(PlayerId(4)), None, "{text}");
    // One undo step gives the bye back with the match.
    assert!(s.undo());
    assert_eq!(s.tournament(), &before);
}

#[test]
fn a_team_absent_takes_its_lone_players_bye_away_and_leaves_the_others() {
    use torneo::domain::ByeKind;
    let forfeit = |absent| {
        team(TeamCommand::ForfeitMatch {
            round: 2,
            number: 1,
            absent: TeamId(absent),
        })
    };
    // T1 absent: its lone player 4 did not come either; no bye.
    let mut s = lone_board_session();
    s.apply(forfeit(1)).unwrap();
    assert_eq!(s.tournament().round(2).unwrap().bye_of(PlayerId(4)), None);
    // T3 absent: T1's player 4 came and keeps the board he won by forfeit, his bye.
    let mut s = lone_board_session();
    s.apply(forfeit(3)).unwrap();
    assert_eq!(
        s.tournament().round(2).unwrap().bye_of(PlayerId(4)),
        Some(ByeKind::PairingAllocated)
    );
    assert_eq!(
        s.tournament().standing_score(PlayerId(4)),
        Points::from_whole(1)
    );
}
