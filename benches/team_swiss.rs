//! One Team Swiss round (C.04.6) of 200 teams: round 5 of 9, Type A preferences.
//!
//! The history is four rounds paired by Torneo's Team Swiss engine with four-board
//! results drawn from a fixed seed; the measured call is `team_swiss::pair` for round 5
//! (target: at most 0.5 s, issue 39). `pair_event_round_5_of_9` measures the same round
//! as the arbiter asks for it: a team event of 200 teams of four boards (800 players)
//! whose four rounds were paired through the event with random game results, then
//! `team_event::pair_team_round` (the engine's input built from the event, the engine,
//! the team matches and their games).
//!
//! Run: `cargo bench --no-default-features --bench team_swiss`.

// A bench crate: its helpers outside `#[test]` may unwrap too (a failure is a failed bench).
#![allow(clippy::unwrap_used, clippy::expect_used)]

use torneo::domain::{
    Colour, GameResult, Player, PlayerId, Points, Team, TeamEvent, TeamSystem, Tournament,
    TournamentSettings,
};
use torneo::pairing::JobControl;
use torneo::pairing::team_swiss::{self, PreferenceType, PrimaryScore, TeamEntrant, TeamRound};

fn main() {
    divan::main();
}

fn round_of(teams: &[TeamEntrant], round: u32) -> TeamRound {
    TeamRound {
        round,
        rounds: 9,
        teams: teams.to_vec(),
        primary: PrimaryScore::MatchPoints,
        secondary_for_colours: true,
        preferences: PreferenceType::TypeA,
        initial_colour: Colour::White,
    }
}

/// `n` teams after `played` rounds paired by the engine.
fn history(n: u32, played: u32) -> Vec<TeamEntrant> {
    let mut seed: u64 = 0x2545_F491_4F6C_DD1D;
    let mut below = |m: u64| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed % m
    };
    let mut teams: Vec<TeamEntrant> = (1..=n)
        .map(|tpn| TeamEntrant {
            tpn,
            match_points: Points::ZERO,
            game_points: Points::ZERO,
            colours: Vec::new(),
            opponents: Vec::new(),
            bye_barred: false,
            matches_played: 0,
            floated_previous_round: false,
        })
        .collect();
    for r in 1..=played {
        let round = round_of(&teams, r);
        let pairing = team_swiss::pair(&round, &JobControl::new()).unwrap();
        let (matches, _) = pairing.tpns(&round);
        let before: Vec<Points> = teams.iter().map(|t| t.match_points).collect();
        for &(w, b) in &matches {
            let (wi, bi) = ((w - 1) as usize, (b - 1) as usize);
            let white = below(9) as i32;
            let (wm, bm) = match white.cmp(&(8 - white)) {
                std::cmp::Ordering::Greater => (2, 0),
                std::cmp::Ordering::Equal => (1, 1),
                std::cmp::Ordering::Less => (0, 2),
            };
            let floated = before[wi] != before[bi];
            for (i, other, colour, mp, gp) in [
                (wi, b, Colour::White, wm, white),
                (bi, w, Colour::Black, bm, 8 - white),
            ] {
                let t = &mut teams[i];
                t.match_points += Points::from_whole(mp);
                t.game_points += Points::from_halves(gp);
                t.colours.push(colour);
                t.opponents.push(other);
                t.matches_played += 1;
                t.floated_previous_round = floated;
            }
        }
    }
    teams
}

#[divan::bench(args = [200], sample_count = 5, sample_size = 1)]
fn pair_round_5_of_9(bencher: divan::Bencher, teams: u32) {
    let round = round_of(&history(teams, 4), 5);
    bencher.bench(|| team_swiss::pair(&round, &JobControl::new()).unwrap());
}

/// A team event of `n` teams of four boards after `played` rounds paired through it.
fn event(n: u32, played: u32) -> Tournament {
    let mut seed: u64 = 0x9E37_79B9_7F4A_7C15;
    let mut below = |m: u64| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed % m
    };
    let mut t = Tournament::new(TournamentSettings {
        rounds: 9,
        ..TournamentSettings::default()
    });
    for _ in 0..4 * n {
        t.add_player(Player::default());
    }
    let mut events = TeamEvent {
        system: TeamSystem::TeamSwiss {
            preference: torneo::domain::PreferenceType::TypeA,
            primary: torneo::domain::PrimaryScore::MatchThenGame,
            baku: false,
        },
        ..TeamEvent::default()
    };
    for team in 0..n {
        events.add_team(Team {
            name: format!("T{team}"),
            players: (1..=4).map(|b| PlayerId(4 * team + b)).collect(),
            ..Team::default()
        });
    }
    t.team_event = Some(events);
    for r in 1..=played {
        let paired =
            torneo::pairing::team_event::pair_team_round(&t, r, &JobControl::new()).unwrap();
        let mut games = paired.games.into_round(r);
        for b in &mut games.boards {
            b.result = match below(3) {
                0 => GameResult::WhiteWins,
                1 => GameResult::Draw,
                _ => GameResult::BlackWins,
            };
        }
        t.rounds.push(games);
        t.team_event.as_mut().unwrap().rounds.push(paired.matches);
    }
    t
}

#[divan::bench(args = [200], sample_count = 5, sample_size = 1)]
fn pair_event_round_5_of_9(bencher: divan::Bencher, teams: u32) {
    let t = event(teams, 4);
    bencher
        .bench(|| torneo::pairing::team_event::pair_team_round(&t, 5, &JobControl::new()).unwrap());
}
