//! The small events the hand-worked case files (`dubov_cases`, `lim_cases`) build: players
//! numbered by rating, rounds typed as (White TPN, Black TPN, result), pairings read back
//! as TPNs, and the command line run in-process.

use torneo::domain::{
    Board, Bye, ByeKind, GameResult, PairingSystem, Player, PlayerId, Round, Tournament,
    TournamentSettings,
};
use torneo::pairing::ProposedRound;

/// `ratings[i]` is the rating of pairing number i + 1; 9 rounds, White the initial colour.
pub fn event(system: PairingSystem, ratings: &[u16]) -> (Tournament, Vec<PlayerId>) {
    let mut t = Tournament::new(TournamentSettings {
        rounds: 9,
        system,
        ..TournamentSettings::default()
    });
    let mut ids = Vec::new();
    for (i, &r) in ratings.iter().enumerate() {
        let id = t.add_player(Player {
            name: format!("P{}", i + 1),
            rating: Some(r),
            ..Player::default()
        });
        t.player_mut(id).unwrap().pairing_number = i as u32 + 1;
        ids.push(id);
    }
    (t, ids)
}

/// Records round `number`: boards as (white TPN, black TPN, result), and byes of any kind.
/// A player on no board and without a bye was absent (not paired).
pub fn record_with_byes(
    t: &mut Tournament,
    ids: &[PlayerId],
    number: u32,
    games: &[(usize, usize, GameResult)],
    byes: &[(usize, ByeKind)],
) {
    let boards = games
        .iter()
        .map(|&(w, b, result)| Board {
            result,
            ..Board::new(ids[w - 1], ids[b - 1])
        })
        .collect();
    let byes = byes
        .iter()
        .map(|&(v, kind)| Bye {
            player: ids[v - 1],
            kind,
        })
        .collect();
    t.rounds.push(Round {
        number,
        boards,
        byes,
    });
}

/// A proposed round as (white TPN, black TPN) in board order, and the PAB's TPN.
pub fn by_pairing_numbers(t: &Tournament, p: &ProposedRound) -> (Vec<(u32, u32)>, Option<u32>) {
    let tpn = |id: PlayerId| t.player(id).unwrap().pairing_number;
    let boards = p
        .boards
        .iter()
        .map(|b| (tpn(b.white), tpn(b.black)))
        .collect();
    let bye = p
        .byes
        .iter()
        .find(|b| b.kind == ByeKind::PairingAllocated)
        .map(|b| tpn(b.player));
    (boards, bye)
}

/// Runs the command line in-process: its exit code and stdout followed by stderr.
pub fn cli(args: &[&str]) -> (u8, String) {
    let args: Vec<std::ffi::OsString> = std::iter::once("torneo")
        .chain(args.iter().copied())
        .map(Into::into)
        .collect();
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let code = torneo::cli::run_with(args, &mut out, &mut err);
    (
        code,
        String::from_utf8_lossy(&out).to_string() + &String::from_utf8_lossy(&err),
    )
}
