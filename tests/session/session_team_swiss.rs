//! A FIDE Team Swiss (C.04.6) paired through the session (issue 39): seven teams of two
//! boards, three rounds, each pairing worked by hand below and checked by the engine's
//! checker ([C1], [C2], completeness, the PAB's receiver). Round 2 goes the window's way
//! (the background job, then `RecordPairedRound`); rounds 1 and 3 the direct command.
//!
//! Team n is Tn, its players 2n-1 (board 1) and 2n (board 2); pairing numbers 1-7; five
//! rounds announced; match points 2/1/0, the team bye a draw's (1 MP); games 1 / ½ / 0,
//! the individual PAB 1 (so a team bye is worth 2 game points, docs/rules/teams.md D4).
//! Type A preferences, match points then game points.

use torneo::domain::{GameResult, PlayerId, PreferenceType, PrimaryScore, TeamSystem, Tournament};
use torneo::pairing::team_swiss::check::check;
use torneo::pairing::team_swiss::from_event::team_round;
use torneo::session::{Command, Refusal, Session, SessionError, TeamCommand};

fn seven_teams() -> Session {
    let mut t = Tournament::new(torneo::domain::TournamentSettings {
        rounds: 5,
        ..Default::default()
    });
    for n in 1..=14 {
        t.add_player(torneo::domain::Player {
            name: format!("Player {n}"),
            ..Default::default()
        });
    }
    let mut events = torneo::domain::TeamEvent {
        boards: 2,
        system: TeamSystem::TeamSwiss {
            preference: PreferenceType::TypeA,
            primary: PrimaryScore::MatchThenGame,
            baku: false,
        },
        ..Default::default()
    };
    for n in 1..=7 {
        events.add_team(torneo::domain::Team {
            name: format!("T{n}"),
            players: vec![PlayerId(2 * n - 1), PlayerId(2 * n)],
            ..Default::default()
        });
    }
    t.team_event = Some(events);
    Session::new(t)
}

/// The round's matches as (first-named, second) team numbers, and its team bye.
fn matches(s: &Session, round: u32) -> (Vec<(u32, u32)>, Vec<u32>) {
    let events = s.tournament().team_event.as_ref().unwrap();
    let r = events.round(round).unwrap();
    (
        r.matches.iter().map(|m| (m.first.0, m.second.0)).collect(),
        r.byes.iter().map(|t| t.0).collect(),
    )
}

/// The engine's checker finds nothing against the round as recorded (White on board 1
/// is the first-named team: the default sequence), on the input of the event before it.
fn checked(before: &Tournament, s: &Session, round: u32) {
    let input = team_round(before, round).unwrap();
    let (pairs, byes) = matches(s, round);
    assert_eq!(check(&input, &pairs, byes.first().copied()), vec![]);
}

/// Player `player` scores `points` (1, ½ as 0.5, 0) on his board of round `round`.
fn score(s: &mut Session, round: u32, player: u32, points: f32) {
    let r = s.tournament().round(round).unwrap();
    let (board, b) = r.board_of(PlayerId(player)).unwrap();
    let white = b.white == PlayerId(player);
    let result = if points == 0.5 {
        GameResult::Draw
    } else if (points == 1.0) == white {
        GameResult::WhiteWins
    } else {
        GameResult::BlackWins
    };
    s.apply(Command::SetResult {
        round,
        board,
        result,
    })
    .unwrap();
}

#[test]
fn a_seven_team_swiss_is_paired_three_rounds_through_the_session() {
    let mut s = seven_teams();

    // Round 1. 3.4: seven teams, a bye first: nobody barred, all on 0 with no match
    // played, so the largest TPN, T7 (the others pair). 3.6: one bracket, the first
    // identifier 1 2 3 4 5 6: 1-4, 2-5, 3-6. 4.3.1: the first-team (the smaller TPN at
    // equal scores) has the drawn colour (White) when its TPN is odd: T1, T3 White; T2
    // even, Black, so T5 White. The White team is named first.
    let before = s.tournament().clone();
    s.apply(Command::Team(TeamCommand::PairNextRound)).unwrap();
    assert_eq!(matches(&s, 1), (vec![(1, 4), (5, 2), (3, 6)], vec![7]));
    checked(&before, &s, 1);
    // The games: board 1 White for the first-named team, board 2 Black; T7's players
    // the individual PAB.
    let r1 = s.tournament().round(1).unwrap().clone();
    let games: Vec<(u32, u32)> = r1.boards.iter().map(|b| (b.white.0, b.black.0)).collect();
    assert_eq!(games, [(1, 7), (8, 2), (9, 3), (4, 10), (5, 11), (12, 6)]);
    let byes: Vec<u32> = r1.byes.iter().map(|b| b.player.0).collect();
    assert_eq!(byes, [13, 14]);
    // Results: T1 2-0 T4; T5 1-1 T2; T3 ½-1½ T6.
    for (player, points) in [(1, 1.0), (2, 1.0), (9, 1.0), (4, 1.0), (5, 0.5), (6, 0.0)] {
        score(&mut s, 1, player, points);
    }
    // After round 1 (MP, GP): T1 2, 2; T2 1, 1; T3 0, ½; T4 0, 0; T5 1, 1; T6 2, 1½;
    // T7 1, 2 (the bye).

    // Round 2, through the background job. 3.4: T7 is barred ([C2]); the lowest score,
    // 0, is T3's and T4's, one match each: the larger TPN, T4. Top scoregroup T1, T6
    // (2 MP), not met: 1-6. Then T2, T5, T7 (1 MP): odd, one upfloater, T3 (the only one
    // left); the first identifier 2 5 7 3 gives 2-7, 5-3, legal (2-5 met); no
    // preferences yet (Type A, one match each), so [C8] is 0 everywhere.
    // Colours: 1-6, T1 the first-team (more GP); no preferences; White to the lower
    // colour difference (4.3.5): T6 (-1) White. 2-7: T7 the first-team (2 GP to 1); T7
    // had no match (CD 0), T2 Black (CD -1): T2 White (4.3.5). 5-3: T5 the first-team (1
    // MP to 0); both White once, never different: T5 alternates (4.3.8), Black: T3
    // White. Boards by score: 6-1, 2-7, 3-5.
    let before = s.tournament().clone();
    let job = s.start_team_pairing(false).unwrap();
    let paired = job.wait().unwrap().unwrap();
    let record = TeamCommand::RecordPairedRound {
        games: paired.games,
        matches: paired.matches,
    };
    s.apply(Command::Team(record.clone())).unwrap();
    assert_eq!(matches(&s, 2), (vec![(6, 1), (2, 7), (3, 5)], vec![4]));
    checked(&before, &s, 2);
    // The same pairing recorded again is refused: round 2 has no results yet.
    assert_eq!(
        s.apply(Command::Team(record)),
        Err(SessionError::Invalid(Refusal::ResultsMissing { round: 2 }))
    );
    // Results: T6 ½-1½ T1; T2 1-1 T7; T3 2-0 T5.
    for (player, points) in [(11, 0.5), (12, 0.0), (3, 1.0), (4, 0.0), (5, 1.0), (6, 1.0)] {
        score(&mut s, 2, player, points);
    }
    // After round 2: T1 4, 3½; T2 2, 2; T3 2, 2½; T4 1, 2 (the bye); T5 1, 1; T6 2, 2;
    // T7 2, 3. Floated in round 2 (1.5): T3 and T5 (0 against 1).

    // Round 3 (of 5: [C7], [C10] apply). 3.4: T4 and T7 barred; the lowest score is
    // T5's (1): T5, the others pair (e.g. 1-2, 3-4, 6-7). Top scoregroup T1 (4) alone:
    // one upfloater from the 2-point group (3.5.3 order 2, 3, 6, 7): T1 met T6; T2 first,
    // with the same parity left behind as any other, and it did not float ([C7]; T3
    // did): 1-2. Then T3, T6, T7 (2 MP), odd: T4 floats up; the first identifier 3 6 7
    // 4 gives 3-7, 6-4, legal, [C8] 0 (only T3, White twice, has a preference) and
    // [C10] 0 (T4's opponent T6 did not float).
    // Colours: 1-2, T1 the first-team; no preferences (CD 0 each, alternated); equal CD;
    // the last round they differed T1 had Black: White now (4.3.6). 3-7: T7 the
    // first-team (3 GP to 2½); only T3 has a preference, Black (1.7.1): T7 White
    // (4.3.2). 6-4: T6 the first-team (2 MP to 1); no preferences; T4 (-1) White to the
    // lower difference (4.3.5). Boards by score: 1-2, 7-3, 4-6.
    let before = s.tournament().clone();
    s.apply(Command::Team(TeamCommand::PairNextRound)).unwrap();
    assert_eq!(matches(&s, 3), (vec![(1, 2), (7, 3), (4, 6)], vec![5]));
    checked(&before, &s, 3);
    let r3 = s.tournament().round(3).unwrap();
    let games: Vec<(u32, u32)> = r3.boards.iter().map(|b| (b.white.0, b.black.0)).collect();
    assert_eq!(games, [(1, 3), (4, 2), (13, 5), (6, 14), (7, 11), (12, 8)]);
    // Undo takes the round and its team matches back together.
    assert!(s.undo());
    assert_eq!(s.tournament(), &before);
}

#[test]
fn a_team_swiss_round_beyond_the_announced_ones_waits_for_the_arbiter() {
    use torneo::session::PairingRefusal;
    // The seven teams over one announced round.
    let mut t = seven_teams().tournament().clone();
    t.settings.rounds = 1;
    let mut s = Session::new(t);
    // Round 1 is announced: paired without asking (the job, as the window starts it).
    let paired = s
        .start_team_pairing(false)
        .unwrap()
        .wait()
        .unwrap()
        .unwrap();
    let record = TeamCommand::RecordPairedRound {
        games: paired.games,
        matches: paired.matches,
    };
    s.apply(Command::Team(record)).unwrap();
    assert_eq!(matches(&s, 1), (vec![(1, 4), (5, 2), (3, 6)], vec![7]));
    for (player, points) in [(1, 1.0), (2, 1.0), (9, 1.0), (4, 1.0), (5, 0.5), (6, 0.0)] {
        score(&mut s, 1, player, points);
    }
    // Round 2 is past the one announced: refused until the arbiter confirms (`force`),
    // as an individual Swiss round; nothing changed meanwhile.
    let before = s.tournament().clone();
    let refusal = s.start_team_pairing(false).map(|_| ()).unwrap_err();
    assert_eq!(
        refusal,
        PairingRefusal::BeyondAnnounced {
            round: 2,
            announced: 1
        }
    );
    assert_eq!(s.tournament(), &before);
    let paired = s.start_team_pairing(true).unwrap().wait().unwrap().unwrap();
    assert_eq!(paired.matches.number, 2);
    let record = TeamCommand::RecordPairedRound {
        games: paired.games,
        matches: paired.matches,
    };
    s.apply(Command::Team(record)).unwrap();
    // Seven teams: three matches and a team bye, T7 not again ([C2]).
    let (pairs, byes) = matches(&s, 2);
    assert_eq!(pairs.len(), 3);
    assert_eq!(byes.len(), 1);
    assert_ne!(byes, [7]);
    checked(&before, &s, 2);
}
