//! The tournament the printing tests of the command line (`cli_print`) and the window
//! (`ui_print`) print: one event, so both read the same expected text.

use torneo::domain::{
    Board, GameResult, PairingSystem, Player, PlayerId, Round, Tournament, TournamentSettings,
};

/// Four players; round 1 played (Rossi 1-0 Papadopoulos, Müller ½-½ Ivanov), round 2
/// paired without results (Müller - Rossi, Ivanov - Papadopoulos).
pub fn printed_event() -> Tournament {
    let mut t = Tournament::new(TournamentSettings {
        name: "Open di Città di Castello".to_string(),
        system: PairingSystem::Dutch,
        rounds: 3,
        ..TournamentSettings::default()
    });
    for (name, rating) in [
        ("Rossi, Niccolò", 2200),
        ("Иванов, Пётр", 2150),
        ("Παπαδόπουλος, Γιώργος", 2100),
        ("Müller, Zoë", 2050),
    ] {
        t.add_player(Player {
            name: name.to_string(),
            rating: Some(rating),
            ..Player::default()
        });
    }
    t.assign_pairing_numbers_by_rating();
    let board = |white, black, result| Board {
        result,
        ..Board::new(PlayerId(white), PlayerId(black))
    };
    t.rounds.push(Round {
        number: 1,
        boards: vec![
            board(1, 3, GameResult::WhiteWins),
            board(4, 2, GameResult::Draw),
        ],
        byes: vec![],
    });
    t.rounds.push(Round {
        number: 2,
        boards: vec![
            board(4, 1, GameResult::Pending),
            board(2, 3, GameResult::Pending),
        ],
        byes: vec![],
    });
    t
}
