//! The big screen's tables and pages, on a 5-player Swiss written out by hand.

use super::*;
use crate::domain::{Board, Bye, ByeKind, PairingSystem, Player, PlayerId, Round};

/// Round 1: Anna–Carla 1-0, Bruno–Dario ½-½, Elena the pairing-allocated bye.
/// Round 2: Elena–Anna (pending, or ½-½ when `round_two_done`), Carla–Bruno 0-1, Dario
/// the pairing-allocated bye.
fn tournament(round_two_done: bool) -> Tournament {
    let mut t = Tournament::default();
    t.settings.system = PairingSystem::Dutch;
    t.settings.rounds = 5;
    t.settings.tiebreaks = vec!["BH/C1".into()];
    let ids: Vec<PlayerId> = [
        "Alpha, Anna",
        "Beta, Bruno",
        "Gamma, Carla",
        "Delta, Dario",
        "Epsilon, Elena",
    ]
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
        white: ids[white],
        black: ids[black],
        result,
        second_game: None,
    };
    t.rounds.push(Round {
        number: 1,
        boards: vec![
            board(0, 2, GameResult::WhiteWins),
            board(1, 3, GameResult::Draw),
        ],
        byes: vec![Bye {
            player: ids[4],
            kind: ByeKind::PairingAllocated,
        }],
    });
    let pending = if round_two_done {
        GameResult::Draw
    } else {
        GameResult::Pending
    };
    t.rounds.push(Round {
        number: 2,
        boards: vec![board(4, 0, pending), board(2, 1, GameResult::BlackWins)],
        byes: vec![Bye {
            player: ids[3],
            kind: ByeKind::PairingAllocated,
        }],
    });
    assert_eq!(t.validate(), Ok(()));
    t
}

fn cells(table: &ScreenTable) -> Vec<Vec<&str>> {
    table
        .rows
        .iter()
        .map(|r| r.cells.iter().map(String::as_str).collect())
        .collect()
}

#[test]
fn while_a_round_is_played_its_pairings_are_shown() {
    let t = tournament(false);
    let table = screen_table(&t, ScreenShow::Automatic, Language::English).unwrap();
    assert_eq!(table.title, "Pairings, round 2");
    let titles: Vec<&str> = table.columns.iter().map(|c| c.title.as_str()).collect();
    assert_eq!(titles, ["Bd", "White", "Pts", "Result", "Pts", "Black"]);
    assert_eq!(
        cells(&table),
        [
            vec!["1", "Epsilon, Elena", "1", "", "1", "Alpha, Anna"],
            vec!["2", "Gamma, Carla", "0", "0-1", "½", "Beta, Bruno"],
            vec!["", "Delta, Dario", "½", "Pairing-allocated bye", "", ""],
        ]
    );
}

#[test]
fn a_page_of_pairings_names_its_boards() {
    let t = tournament(false);
    let table = screen_table(&t, ScreenShow::Pairings, Language::English).unwrap();
    let range = |rows| table.board_range(rows);
    assert_eq!(range(0..3), Some(("1".to_string(), "2".to_string())));
    assert_eq!(range(1..2), Some(("2".to_string(), "2".to_string())));
    // The bye's row alone: no board.
    assert_eq!(range(2..3), None);
    let standings = screen_table(&t, ScreenShow::Standings, Language::English).unwrap();
    assert_eq!(standings.board_range(0..3), None);
}

#[test]
fn between_rounds_the_standings_are_shown() {
    let t = tournament(true);
    let table = screen_table(&t, ScreenShow::Automatic, Language::English).unwrap();
    assert_eq!(table.title, "Standings after round 2");
    let titles: Vec<&str> = table.columns.iter().map(|c| c.title.as_str()).collect();
    assert_eq!(titles[..3], ["Place", "Name", "Pts"]);
    // Anna 1 + ½ = 1½, Bruno ½ + 1 = 1½, Elena 1 + ½ = 1½, Dario ½ + 1 = 1½, Carla 0.
    let names: Vec<&str> = table.rows.iter().map(|r| r.cells[1].as_str()).collect();
    assert_eq!(names.len(), 5);
    assert_eq!(names[4], "Gamma, Carla");
    assert_eq!(table.rows[4].cells[2], "0");
    assert_eq!(table.rows[0].cells[2], "1½");
}

#[test]
fn the_arbiter_can_hold_one_table() {
    let playing = tournament(false);
    let standings = screen_table(&playing, ScreenShow::Standings, Language::English).unwrap();
    assert_eq!(standings.title, "Standings after round 1");
    let done = tournament(true);
    let pairings = screen_table(&done, ScreenShow::Pairings, Language::English).unwrap();
    assert_eq!(pairings.title, "Pairings, round 2");
    assert_eq!(pairings.rows[0].cells[3], "½-½");
}

#[test]
fn the_screen_has_its_own_language() {
    let t = tournament(false);
    let table = screen_table(&t, ScreenShow::Automatic, Language::Italian).unwrap();
    assert_eq!(table.title, "Abbinamenti del turno 2");
    assert!(
        table.columns.iter().any(|c| c.title == "Bianco"),
        "{:?}",
        table.columns
    );
}

#[test]
fn nothing_is_shown_before_round_one() {
    let t = Tournament::default();
    assert_eq!(
        screen_table(&t, ScreenShow::Automatic, Language::English),
        None
    );
}

#[test]
fn pages_follow_each_other_and_start_again() {
    let ten = Duration::from_secs(10);
    let at = |seconds| page_at(25, 12, Duration::from_secs(seconds), ten);
    assert_eq!(
        at(0),
        ScreenPage {
            number: 1,
            count: 3,
            rows: 0..12
        }
    );
    assert_eq!(
        at(9),
        ScreenPage {
            number: 1,
            count: 3,
            rows: 0..12
        }
    );
    assert_eq!(
        at(10),
        ScreenPage {
            number: 2,
            count: 3,
            rows: 12..24
        }
    );
    assert_eq!(
        at(25),
        ScreenPage {
            number: 3,
            count: 3,
            rows: 24..25
        }
    );
    assert_eq!(
        at(30),
        ScreenPage {
            number: 1,
            count: 3,
            rows: 0..12
        }
    );
}

#[test]
fn a_short_table_is_one_page_and_odd_settings_are_bounded() {
    let zero = Duration::ZERO;
    let page = page_at(5, 12, Duration::from_secs(100), Duration::from_secs(8));
    assert_eq!(
        page,
        ScreenPage {
            number: 1,
            count: 1,
            rows: 0..5
        }
    );
    assert_eq!(
        page_at(0, 12, zero, zero),
        ScreenPage {
            number: 1,
            count: 1,
            rows: 0..0
        }
    );
    // No room for a row still shows one a page; a dwell under a second is a second.
    assert_eq!(page_at(3, 0, Duration::from_millis(1500), zero).rows, 1..2);
}

#[test]
fn the_window_wakes_when_the_page_turns() {
    let ten = Duration::from_secs(10);
    assert_eq!(
        until_next_page(Duration::from_secs(3), ten),
        Duration::from_secs(7)
    );
    assert_eq!(until_next_page(Duration::from_secs(20), ten), ten);
}
