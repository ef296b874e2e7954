//! A big event for the window and session benchmarks: 5,000 players, 15 rounds played,
//! built directly (pairing 5,000 players 15 times with the Dutch engine would take
//! minutes). Every round pairs everybody; results are drawn from a fixed seed.

#![allow(dead_code)]

use torneo::domain::{
    Board, GameResult, PairingSystem, Player, Round, Tournament, TournamentSettings,
};
use torneo::pairing::round_robin::lot_rng::LotRng;

pub const PLAYERS: u32 = 5_000;
pub const ROUNDS: u32 = 15;

/// `players` players, `rounds` rounds with every result entered.
pub fn big_swiss(players: u32, rounds: u32) -> Tournament {
    // The lots' SplitMix64: the same event every run.
    let mut dice = LotRng::new(2026);
    let mut t = Tournament::new(TournamentSettings {
        name: "Open 5000".into(),
        rounds,
        system: PairingSystem::Dutch,
        ..TournamentSettings::default()
    });
    let feds = ["ITA", "FRA", "GER", "ESP", "SUI", "AUT"];
    let ids: Vec<_> = (0..players)
        .map(|i| {
            t.add_player(Player {
                name: format!("Player{i:05}, Name"),
                rating: Some(1000 + (dice.next_u64() % 1800) as u16),
                federation: feds[i as usize % feds.len()].to_string(),
                club: format!("Club {}", i % 120),
                ..Player::default()
            })
        })
        .collect();
    t.assign_pairing_numbers_by_rating();
    let n = ids.len();
    for number in 1..=rounds {
        // A different partner each round: position j meets j + shift (mod n).
        let shift = (number as usize * 2 - 1).min(n.saturating_sub(1)).max(1);
        let mut taken = vec![false; n];
        let mut boards = Vec::with_capacity(n / 2);
        for j in 0..n {
            if taken[j] {
                continue;
            }
            let Some(k) = (1..n)
                .map(|d| (j + shift * d) % n)
                .find(|&k| !taken[k] && k != j)
            else {
                continue;
            };
            taken[j] = true;
            taken[k] = true;
            let result = match dice.next_u64() % 3 {
                0 => GameResult::WhiteWins,
                1 => GameResult::Draw,
                _ => GameResult::BlackWins,
            };
            boards.push(Board {
                result,
                ..Board::new(ids[j], ids[k])
            });
        }
        t.rounds.push(Round {
            number,
            boards,
            byes: Vec::new(),
        });
    }
    t
}

/// The history the pairing benches measure: `torneo generate --<system>` of `players`
/// players over `generated` rounds (seed 1), made once into the system's temporary folder
/// (`torneo-bench-<system>-<players>.trf`: the larger ones take minutes), cut to its first
/// four rounds and announced as 9, so that the next request is round 5 of 9.
pub fn generated_history(system: &str, players: u32, generated: u32) -> Tournament {
    let path = std::env::temp_dir().join(format!("torneo-bench-{system}-{players}.trf"));
    if !path.exists() {
        let args: Vec<std::ffi::OsString> = [
            "torneo".to_string(),
            "generate".to_string(),
            format!("--{system}"),
            "--players".to_string(),
            players.to_string(),
            "--rounds".to_string(),
            generated.to_string(),
            "--seed".to_string(),
            "1".to_string(),
            "-o".to_string(),
            path.to_string_lossy().into_owned(),
        ]
        .into_iter()
        .map(Into::into)
        .collect();
        let (mut out, mut err) = (Vec::new(), Vec::new());
        let code = torneo::cli::run_with(args, &mut out, &mut err);
        assert_eq!(code, 0, "generate: {}", String::from_utf8_lossy(&err));
    }
    let bytes = std::fs::read(&path).expect("the generated history");
    let (mut t, _) = torneo::formats::trf::import(&bytes).expect("a valid history");
    t.rounds.truncate(4);
    t.settings.rounds = 9;
    t
}

/// `rows` players of an entry list as pasted from a spreadsheet (tabs, an Italian header):
/// name, rating, FIDE ID, federation, club, birth date.
pub fn pasted_entry_list(rows: u32) -> String {
    let mut text = String::from("Nome\tElo\tID FIDE\tFed\tCircolo\tData di nascita\n");
    for i in 0..rows {
        text.push_str(&format!(
            "Giocatore{i:04}, Nome\t{}\t{}\tITA\tCircolo {}\t{:02}/{:02}/{}\n",
            1000 + i % 2000,
            3_000_000 + i,
            i % 40,
            1 + i % 28,
            1 + i % 12,
            1950 + i % 60
        ));
    }
    text
}

/// A long Italo-Svizzero event near art. 2's limit (seed 002: rounds up to half the
/// players plus one), where art. 9's search has the most to undo: `torneo generate
/// --italo-svizzero` of `players` players over `rounds` rounds from `seed` (every round
/// paired by Torneo, random Elo-based results), made once into the system's temporary
/// folder (`torneo-bench-italo-<players>-<rounds>-<seed>.trf`).
pub fn italo_svizzero_event(players: u32, rounds: u32, seed: u64) -> Tournament {
    let path =
        std::env::temp_dir().join(format!("torneo-bench-italo-{players}-{rounds}-{seed}.trf"));
    if !path.exists() {
        let args: Vec<std::ffi::OsString> = [
            "torneo",
            "generate",
            "--italo-svizzero",
            "--players",
            &players.to_string(),
            "--rounds",
            &rounds.to_string(),
            "--seed",
            &seed.to_string(),
            "-o",
            &path.to_string_lossy(),
        ]
        .into_iter()
        .map(Into::into)
        .collect();
        let (mut out, mut err) = (Vec::new(), Vec::new());
        let code = torneo::cli::run_with(args, &mut out, &mut err);
        assert_eq!(code, 0, "generate: {}", String::from_utf8_lossy(&err));
    }
    let bytes = std::fs::read(&path).expect("the generated event");
    torneo::formats::trf::import(&bytes)
        .expect("a valid event")
        .0
}
