//! The window at a 1366×768 laptop's size on a small club event, and the venue server's
//! pages fetched over HTTP: what the publishing and venue tests (issue 38) share.

use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use std::io::{Read, Write};
use std::net::TcpStream;
use std::path::{Path, PathBuf};
use torneo::domain::{Board, GameResult, PairingSystem, Player, PlayerId, Round, Tournament};
use torneo::ui::dialogs::ScriptedDialogs;
use torneo::ui::{AppOptions, Language, TorneoApp};

/// A 1366×768 laptop's screen.
pub const LAPTOP: [f32; 2] = [1366.0, 768.0];

/// A Dutch event of 5 rounds named `name`, four players (Alpha, Anna; Beta, Bruno; Gamma,
/// Carla; Delta, Dario, rated 2000 down by 10): round 1 played (Anna–Carla 1-0,
/// Bruno–Dario ½-½), round 2 being played: Dario–Anna without a result, Carla–Bruno
/// `carla_bruno`.
pub fn four_player_event(name: &str, carla_bruno: GameResult) -> Tournament {
    let mut t = Tournament::default();
    t.settings.name = name.into();
    t.settings.system = PairingSystem::Dutch;
    t.settings.rounds = 5;
    let ids: Vec<PlayerId> = ["Alpha, Anna", "Beta, Bruno", "Gamma, Carla", "Delta, Dario"]
        .iter()
        .enumerate()
        .map(|(i, name)| {
            t.add_player(Player {
                name: name.to_string(),
                rating: Some(2000 - 10 * i as u16),
                pairing_number: i as u32 + 1,
                ..Player::default()
            })
        })
        .collect();
    let board = |white: usize, black: usize, result| Board {
        result,
        ..Board::new(ids[white], ids[black])
    };
    t.rounds.push(Round {
        number: 1,
        boards: vec![
            board(0, 2, GameResult::WhiteWins),
            board(1, 3, GameResult::Draw),
        ],
        byes: vec![],
    });
    t.rounds.push(Round {
        number: 2,
        boards: vec![board(3, 0, GameResult::Pending), board(2, 1, carla_bruno)],
        byes: vec![],
    });
    assert_eq!(t.validate(), Ok(()));
    t
}

/// The window at a laptop's size, in English, opening `open` if given; its recovery file
/// in `dir`; the Save dialogs answer `save` in turn.
pub fn laptop_window(
    dir: &Path,
    open: Option<PathBuf>,
    save: Vec<PathBuf>,
) -> Harness<'static, TorneoApp> {
    let dialogs = ScriptedDialogs {
        open: Vec::new(),
        save,
    };
    let options = super::options(dir.join("recovery.ron"), Language::English, dialogs);
    let mut h = super::window(LAPTOP, AppOptions { open, ..options });
    h.run();
    h
}

/// A port nobody listens on now.
pub fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

/// The whole answer (status line, headers, body) to `GET /path` at `url` (an
/// `http://host:port/` address).
pub fn fetch(url: &str, path: &str) -> String {
    let host = url.trim_start_matches("http://").trim_end_matches('/');
    let mut stream = TcpStream::connect(host).unwrap();
    write!(
        stream,
        "GET /{path} HTTP/1.1\r\nHost: {host}\r\nConnection: close\r\n\r\n"
    )
    .unwrap();
    let mut answer = String::new();
    stream.read_to_string(&mut answer).unwrap();
    answer
}

/// The text in the text box labelled `label`.
pub fn field_value(h: &Harness<'static, TorneoApp>, label: &str) -> String {
    h.get_by_role_and_label(Role::TextInput, label)
        .accesskit_node()
        .value()
        .unwrap_or_default()
}
