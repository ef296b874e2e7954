//! Amalfi tournaments written by hand: players P1, P2, … rated 2500, 2400, … (so their
//! numeri d'ordine are 1, 2, …), rounds given as boards by player number.
#![allow(dead_code, clippy::unwrap_used, clippy::expect_used)]

use torneo::domain::{
    Board, Bye, ByeKind, GameResult, PairingSystem, Player, PlayerId, Round, Tournament,
};
use torneo::pairing::{JobControl, ProposedRound};

/// `players` players, `rounds` rounds announced, the Amalfi system, White drawn for N° 1.
pub fn event(players: u32, rounds: u32) -> Tournament {
    let mut t = Tournament::default();
    t.settings.system = PairingSystem::Amalfi;
    t.settings.rounds = rounds;
    for i in 1..=players {
        let id = t.add_player(Player {
            name: format!("P{i}"),
            rating: Some(u16::try_from(2600 - 100 * i).unwrap()),
            ..Player::default()
        });
        t.player_mut(id).unwrap().pairing_number = i;
    }
    t
}

/// The id of player `Pn`.
pub fn id(t: &Tournament, n: u32) -> PlayerId {
    t.players
        .iter()
        .find(|p| p.name == format!("P{n}"))
        .unwrap()
        .id
}

/// Records the next round: boards (White, Black, result) and pairing-allocated byes.
pub fn play(t: &mut Tournament, boards: &[(u32, u32, GameResult)], byes: &[u32]) {
    let number = t.next_round_number();
    let round = Round {
        number,
        boards: boards
            .iter()
            .map(|&(w, b, result)| Board {
                white: id(t, w),
                black: id(t, b),
                result,
                second_game: None,
            })
            .collect(),
        byes: byes
            .iter()
            .map(|&p| Bye {
                player: id(t, p),
                kind: ByeKind::PairingAllocated,
            })
            .collect(),
    };
    t.rounds.push(round);
}

/// The next round by the engine, as (White, Black) player numbers and the bye.
pub fn pair_next(t: &Tournament) -> (Vec<(u32, u32)>, Option<u32>) {
    let proposed = torneo::pairing::pair(t, t.next_round_number(), &JobControl::new()).unwrap();
    numbers_of(t, &proposed)
}

pub fn numbers_of(t: &Tournament, proposed: &ProposedRound) -> (Vec<(u32, u32)>, Option<u32>) {
    let n = |id: PlayerId| -> u32 { t.player(id).unwrap().name[1..].parse().unwrap() };
    let boards = proposed
        .boards
        .iter()
        .map(|b| (n(b.white), n(b.black)))
        .collect();
    let bye = proposed
        .byes
        .iter()
        .find(|b| b.kind == ByeKind::PairingAllocated)
        .map(|b| n(b.player));
    (boards, bye)
}
