//! Standings speed: 5000 players × 15 rounds with 10 tie-breaks (issue 5 target: under
//! 50 ms in release). The event is synthetic: round r pairs player i with i + 2^(r mod 12)
//! style offsets, results from a fixed pattern, some byes and forfeits.

// A bench crate: its helpers outside `#[test]` may unwrap too (a failure is a failed bench).
#![allow(clippy::unwrap_used, clippy::expect_used)]

use torneo::domain::{Board, Bye, ByeKind, GameResult, PairingSystem, Player, Round, Tournament};
use torneo::tiebreak::{TiebreakSpec, standings_with};

fn main() {
    divan::main();
}

fn event(players: usize, rounds: u32) -> Tournament {
    let mut t = Tournament::default();
    t.settings.system = PairingSystem::Dutch;
    t.settings.rounds = rounds;
    let ids: Vec<_> = (0..players)
        .map(|i| {
            t.add_player(Player {
                name: format!("P{i}"),
                rating: Some(1400 + (i % 1300) as u16),
                pairing_number: i as u32 + 1,
                ..Player::default()
            })
        })
        .collect();
    let results = [
        GameResult::WhiteWins,
        GameResult::Draw,
        GameResult::BlackWins,
        GameResult::WhiteWins,
        GameResult::BlackWins,
        GameResult::WhiteWinsByForfeit,
    ];
    for r in 0..rounds {
        // A rotation: player i meets i + shift (mod n) in blocks, so nobody meets twice.
        let shift = 1 + (r as usize * 37) % (players / 2);
        let mut used = vec![false; players];
        let mut round = Round {
            number: r + 1,
            ..Round::default()
        };
        for i in 0..players {
            if used[i] {
                continue;
            }
            let j = (i + shift) % players;
            if used[j] || j == i {
                round.byes.push(Bye {
                    player: ids[i],
                    kind: if i % 2 == 0 {
                        ByeKind::HalfPoint
                    } else {
                        ByeKind::PairingAllocated
                    },
                });
                used[i] = true;
                continue;
            }
            used[i] = true;
            used[j] = true;
            round.boards.push(Board {
                white: ids[i],
                black: ids[j],
                result: results[(i + r as usize) % results.len()],
                second_game: None,
            });
        }
        t.rounds.push(round);
    }
    t
}

#[divan::bench(sample_count = 20)]
fn standings_5000_players_15_rounds_10_tiebreaks(bencher: divan::Bencher) {
    let t = event(5000, 15);
    let specs: Vec<TiebreakSpec> = [
        "BH/C1", "BH", "SB", "DE", "WIN", "ARO", "PS", "BH/M1", "FB", "TPR",
    ]
    .iter()
    .map(|c| TiebreakSpec::parse(c).unwrap())
    .collect();
    bencher.bench(|| standings_with(divan::black_box(&t), 15, &specs));
}
