//! One Dutch round at growing sizes (issue #4 item 5). The history is a cheap plausible
//! Swiss (score-sorted neighbours, no rematch, alternating colours, Elo-free random
//! results from a fixed seed) so that building it does not dominate; the measured call is
//! `dutch::pair` for round 5 of 9.
//!
//! Run: `cargo bench --bench dutch`.

use torneo::domain::{
    Board, GameResult, PairingSystem, Player, PlayerId, Round, Tournament, TournamentSettings,
};
use torneo::pairing::{JobControl, dutch};

fn main() {
    divan::main();
}

struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
}

/// `players` players, `played` rounds already played.
fn history(players: u32, played: u32) -> Tournament {
    let mut t = Tournament::new(TournamentSettings {
        rounds: 9,
        system: PairingSystem::Dutch,
        ..TournamentSettings::default()
    });
    for i in 0..players {
        let id = t.add_player(Player {
            name: format!("P{i}"),
            ..Player::default()
        });
        if let Some(p) = t.player_mut(id) {
            p.pairing_number = i + 1;
        }
    }
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    let mut met: std::collections::BTreeSet<(PlayerId, PlayerId)> = Default::default();
    for r in 1..=played {
        let mut order: Vec<PlayerId> = t.players.iter().map(|p| p.id).collect();
        order.sort_by_key(|&id| (std::cmp::Reverse(t.score(id)), id));
        let mut boards = Vec::new();
        while let Some(a) = order.first().copied() {
            order.remove(0);
            let pos = order
                .iter()
                .position(|&b| !met.contains(&(a, b)))
                .unwrap_or(0);
            if order.is_empty() {
                break;
            }
            let b = order.remove(pos);
            met.insert((a, b));
            met.insert((b, a));
            let (w, bl) = if (r + a.0) % 2 == 0 { (a, b) } else { (b, a) };
            let result = match rng.next() % 3 {
                0 => GameResult::WhiteWins,
                1 => GameResult::Draw,
                _ => GameResult::BlackWins,
            };
            boards.push(Board {
                white: w,
                black: bl,
                result,
            });
        }
        t.rounds.push(Round {
            number: r,
            boards,
            byes: Vec::new(),
        });
    }
    t
}

#[divan::bench(args = [100, 200, 500], sample_count = 3, sample_size = 1)]
fn pair_round_5_of_9(bencher: divan::Bencher, players: u32) {
    let t = history(players, 4);
    bencher.bench(|| dutch::pair(&t, 5, &JobControl::new()));
}
