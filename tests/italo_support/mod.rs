//! Small Italo-Svizzero tournaments written by pairing number, for the tests of seed 002.

#![allow(dead_code)]

use torneo::domain::{
    Board, Bye, ByeKind, GameResult, PairingSystem, Player, PlayerId, Round, Tournament,
    TournamentSettings,
};
use torneo::pairing::{JobControl, ProposedRound, pair};

/// `n` players drawn 1..n (player id = draw number), Italo-Svizzero.
pub fn field(n: u32) -> Tournament {
    let mut t = Tournament::new(TournamentSettings {
        rounds: n / 2,
        system: PairingSystem::ItaloSvizzero,
        ..TournamentSettings::default()
    });
    for i in 1..=n {
        let id = t.add_player(Player {
            name: format!("P{i}"),
            ..Player::default()
        });
        t.player_mut(id).unwrap().pairing_number = i;
    }
    t
}

/// Records the next round: boards (White, Black, result) by draw number, in the order the
/// pairs were formed, and the forfeit win of arts. 10/12.
pub fn play(t: &mut Tournament, boards: &[(u32, u32, GameResult)], forfeit_win: Option<u32>) {
    let number = t.next_round_number();
    t.rounds.push(Round {
        number,
        boards: boards
            .iter()
            .map(|&(w, b, result)| Board {
                white: PlayerId(w),
                black: PlayerId(b),
                result,
                second_game: None,
            })
            .collect(),
        byes: forfeit_win
            .map(|p| Bye {
                player: PlayerId(p),
                kind: ByeKind::PairingAllocated,
            })
            .into_iter()
            .collect(),
    });
}

/// The next round as the engine pairs it.
pub fn next(t: &Tournament) -> ProposedRound {
    pair(t, t.next_round_number(), &JobControl::new()).unwrap()
}

/// (White, Black) by draw number, in board order (= order of formation).
pub fn boards(p: &ProposedRound) -> Vec<(u32, u32)> {
    p.boards.iter().map(|b| (b.white.0, b.black.0)).collect()
}

/// The forfeit win's player, if any.
pub fn forfeit_win(p: &ProposedRound) -> Option<u32> {
    p.byes
        .iter()
        .find(|b| b.kind == ByeKind::PairingAllocated)
        .map(|b| b.player.0)
}

/// Records a proposed round with every board decided by `result`.
pub fn accept(t: &mut Tournament, p: &ProposedRound, result: GameResult) {
    let boards: Vec<(u32, u32, GameResult)> = p
        .boards
        .iter()
        .map(|b| (b.white.0, b.black.0, result))
        .collect();
    play(t, &boards, forfeit_win(p));
}
