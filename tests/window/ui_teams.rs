//! Issue 39 in the real window (egui_kittest, by label, 1366×768): Tournament → Team
//! event, two teams typed in the Teams tab (the second with Enter), their rosters filled
//! from the registered players, the board order changed with Up and Down (and Ctrl+Z
//! takes a move back), the team round paired, its four results typed with the result
//! keys of the Rounds panel, and the Standings tab showing the team standings and the
//! board standings.

use crate::ui_support;

use egui_kittest::kittest::Queryable;
use torneo::domain::{Player, TeamId, Tournament, TournamentSettings};
use torneo::ui::Tab;
use ui_support::team::{Window, open_saved, pair_by_job};
use ui_support::{click, shows, type_into};

const SMALL: [f32; 2] = [1366.0, 768.0];

/// Alfa's five (ids 1-5) then Beta's four (ids 6-9).
const NAMES: [&str; 9] = [
    "Rossi, Anna",
    "Bianchi, Luca",
    "Verdi, Sara",
    "Neri, Paolo",
    "Gallo, Marco",
    "Conti, Elena",
    "Ricci, Dario",
    "Marino, Giulia",
    "Greco, Fabio",
];

fn roster(h: &Window, team: u32) -> Vec<u32> {
    let t = h.state().session().tournament();
    let events = t.team_event.as_ref().unwrap();
    let team = events.team(TeamId(team)).unwrap();
    team.players.iter().map(|p| p.0).collect()
}

/// Clicks the `row`-th (from the top) button labelled `label`.
fn click_nth(h: &mut Window, label: &str, row: usize) {
    let mut nodes: Vec<_> = h.get_all_by_label(label).collect();
    nodes.sort_by(|a, b| a.rect().min.y.total_cmp(&b.rect().min.y));
    nodes[row].click();
    h.run();
}

/// The window at 1366×768 on a tournament of the nine players, no teams yet.
fn open(dir: &std::path::Path) -> Window {
    let mut t = Tournament::new(TournamentSettings {
        name: "Coppa dei circoli".into(),
        ..TournamentSettings::default()
    });
    for name in NAMES {
        t.add_player(Player {
            name: name.into(),
            ..Player::default()
        });
    }
    open_saved(dir, "coppa.ron", &t, SMALL)
}

/// Tournament → Team event, Alfa and Beta added, their rosters filled and Alfa's board
/// order changed: Bianchi, Rossi, Verdi, Gallo, Neri (reserve).
fn build_two_teams(h: &mut Window) {
    assert!(!shows(h, "Teams"));

    click(h, "Tournament");
    click(h, "Team event");
    assert_eq!(h.state().tab(), Tab::Teams);
    let events = h.state().session().tournament().team_event.clone().unwrap();
    assert_eq!(events.boards, 4);

    type_into(h, "Team name", "Alfa");
    click(h, "Add team");
    // The second team from the keyboard: its name, then Enter.
    type_into(h, "Team name", "Beta");
    h.key_press(egui::Key::Enter);
    h.run();
    let names: Vec<String> = h
        .state()
        .session()
        .tournament()
        .team_event
        .as_ref()
        .unwrap()
        .teams
        .iter()
        .map(|x| x.name.clone())
        .collect();
    assert_eq!(names, ["Alfa", "Beta"]);

    // Beta, the team just added, is chosen: its four players in turn.
    for name in &NAMES[5..] {
        click(h, name);
    }
    assert_eq!(roster(h, 2), [6, 7, 8, 9]);
    click(h, "1. Alfa (0)");
    for name in &NAMES[..5] {
        click(h, name);
    }
    assert_eq!(roster(h, 1), [1, 2, 3, 4, 5]);
    // Four boards per match: Gallo, fifth, is Alfa's reserve.
    assert!(shows(h, "Reserve"));
    assert!(shows(h, "Every registered player is on a team."));

    // Gallo up to board 4, then Rossi down to board 2.
    click_nth(h, "Up", 4);
    assert_eq!(roster(h, 1), [1, 2, 3, 5, 4]);
    click_nth(h, "Down", 0);
    assert_eq!(roster(h, 1), [2, 1, 3, 5, 4]);
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
    h.run();
    assert_eq!(roster(h, 1), [1, 2, 3, 5, 4]);
    click_nth(h, "Down", 0);
    assert_eq!(roster(h, 1), [2, 1, 3, 5, 4]);
}

#[test]
fn a_team_event_is_built_paired_played_and_ranked_in_the_window() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = open(dir.path());
    build_two_teams(&mut h);
    // The team round is paired on a background thread, then recorded: wait on the job's
    // end, however long it takes (`pair_by_job`).
    pair_by_job(&mut h, "Pair round 1");
    // Two teams, one round: Alfa (1) named first against Beta (2), the first four of each
    // roster board by board, Alfa White on boards 1 and 3 (docs/rules/teams.md D1):
    // Bianchi–Conti, Ricci–Rossi, Verdi–Marino, Greco–Gallo.
    let round = h.state().session().tournament().round(1).unwrap().clone();
    let games: Vec<(u32, u32)> = round
        .boards
        .iter()
        .map(|b| (b.white.0, b.black.0))
        .collect();
    assert_eq!(games, [(2, 6), (7, 1), (3, 8), (9, 5)]);

    // 1-0, ½-½, 0-1, 1-0: Alfa 1 + ½ + 0 + 0 = 1½ game points, Beta 2½: Beta wins the
    // match, 2 match points to 0 (2/1/0, D5).
    click(&mut h, "Rounds");
    assert!(shows(&h, "Match 1: Alfa – Beta, boards 1–4: 0 – 0"));
    for key in ["1", "=", "0", "1"] {
        h.event(egui::Event::Text(key.to_string()));
        h.run();
    }
    let round = h.state().session().tournament().round(1).unwrap().clone();
    assert!(round.is_complete());
    // The match over its four boards, with its game points.
    assert!(shows(&h, "Match 1: Alfa – Beta, boards 1–4: 1½ – 2½"));

    click(&mut h, "Standings");
    assert!(shows(&h, "Team standings"));
    let y = |h: &Window, text: &str| h.get_by_label(text).rect().min.y;
    assert!(y(&h, "2. Beta") < y(&h, "1. Alfa"));
    assert!(shows(&h, "2.5"));
    assert!(shows(&h, "1.5"));
    // One round played: one game needed on a board (half the rounds, rounded up, D7).
    // Board 1: Bianchi won, 100 %.
    assert!(shows(&h, "Board 1 (at least 1 games)"));
    let row_of = |h: &Window, text: &str| {
        h.get_all_by_label(text)
            .map(|n| n.rect().min.y)
            .fold(f32::MAX, f32::min)
    };
    assert!(row_of(&h, "Bianchi, Luca") < row_of(&h, "Conti, Elena"));
    assert!(shows(&h, "100"));
}
