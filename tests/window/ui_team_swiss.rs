//! Issue 39 in the real window (egui_kittest, by label, 1366×768): a FIDE Team Swiss
//! (C.04.6) opened from its file, round 1 paired from the Teams tab ("Pair round 1", the
//! engine on its background thread), four results typed in the Rounds panel, round 2
//! paired with Ctrl+Shift+P; a round past the announced ones asked first, its progress
//! shown in the status line while the engine runs.

use crate::ui_support;

use egui_kittest::kittest::Queryable;
use torneo::ui::Tab;
use ui_support::team::{Window, open_saved, pair_by_job, team_swiss};
use ui_support::{click, shows, wait_for};

const SMALL: [f32; 2] = [1366.0, 768.0];

/// Four teams of two boards (team n: players 2n-1, 2n), three rounds, Type A on match
/// points then game points.
fn open(dir: &std::path::Path) -> Window {
    let t = team_swiss("Svizzero a squadre", 3, 4, 2);
    open_saved(dir, "svizzero.ron", &t, SMALL)
}

fn games(h: &Window, round: u32) -> Vec<(u32, u32)> {
    let t = h.state().session().tournament();
    let r = t.round(round).unwrap();
    r.boards.iter().map(|b| (b.white.0, b.black.0)).collect()
}

#[test]
fn a_team_swiss_is_paired_from_the_teams_tab_and_the_keyboard() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = open(dir.path());
    click(&mut h, "Teams");
    assert_eq!(h.state().tab(), Tab::Teams);
    // Waits on the job's end, however long it takes (`pair_by_job`).
    pair_by_job(&mut h, "Pair round 1");
    // C.04.6 round 1: one bracket on 0, 1-3 and 2-4 (3.6); 4.3.1: Squadra 1 (odd) White
    // on board 1, Squadra 2 (even) Black, so Squadra 4 White. Squadra 1 (1, 2) against
    // Squadra 3 (5, 6): 1-5, 6-2; Squadra 4 (7, 8) against Squadra 2 (3, 4): 7-3, 4-8.
    assert_eq!(games(&h, 1), [(1, 5), (6, 2), (7, 3), (4, 8)]);
    // The round is shown with its matches.
    assert_eq!(h.state().tab(), Tab::Rounds);
    assert!(shows(
        &h,
        "Match 1: Squadra 1 – Squadra 3, boards 1–2: 0 – 0"
    ));
    // 1-0, ½-½, 1-0, 1-0: Squadra 1 1½ – ½ Squadra 3; Squadra 4 1 – 1 Squadra 2.
    for key in ["1", "=", "1", "1"] {
        h.event(egui::Event::Text(key.to_string()));
        h.run();
    }
    assert!(
        h.state()
            .session()
            .tournament()
            .round(1)
            .unwrap()
            .is_complete()
    );
    assert!(shows(
        &h,
        "Match 1: Squadra 1 – Squadra 3, boards 1–2: 1½ – ½"
    ));

    // Round 2 from the keyboard. Squadra 1 (2 MP) alone on top takes one upfloater from
    // the 1-point group, Squadra 2 first (3.5.3), which leaves 4-3 legal: 1-2, then
    // Squadra 4 with Squadra 3 floated up: 4-3. Colours (4.3.5, White to the lower
    // colour difference): Squadra 2 (Black once) against Squadra 1 (White once): 2
    // White; Squadra 3 (Black) against Squadra 4 (White): 3 White. Squadra 2 (3, 4)
    // against Squadra 1: 3-1, 2-4; Squadra 3 (5, 6) against Squadra 4 (7, 8): 5-7, 8-6.
    h.key_press_modifiers(
        egui::Modifiers::COMMAND.plus(egui::Modifiers::SHIFT),
        egui::Key::P,
    );
    // A step, not `run`, while the job may still be running (as `pair_by_job`).
    h.step();
    wait_for(&mut h, |h| !h.state().is_pairing());
    assert_eq!(games(&h, 2), [(3, 1), (2, 4), (5, 7), (8, 6)]);
    let events = h.state().session().tournament().team_event.clone().unwrap();
    let matches: Vec<(u32, u32)> = events.rounds[1]
        .matches
        .iter()
        .map(|m| (m.first.0, m.second.0))
        .collect();
    assert_eq!(matches, [(2, 1), (3, 4)]);
}

/// `n` teams of one board (team k: player k), one round announced, round 1 paired by the
/// engine and every game won by White, saved and opened in the window.
fn one_round_played(dir: &std::path::Path, n: u32) -> Window {
    use torneo::domain::GameResult;
    use torneo::session::{Command, Session, TeamCommand};
    let t = team_swiss("Lampo a squadre", 1, n, 1);
    let mut s = Session::new(t);
    let paired = s
        .start_team_pairing(false)
        .unwrap()
        .wait()
        .unwrap()
        .unwrap();
    let record = TeamCommand::RecordPairedRound {
        games: paired.games,
        matches: paired.matches,
    };
    s.apply(Command::Team(record)).unwrap();
    let boards = s.tournament().round(1).unwrap().boards.len();
    for board in 0..boards {
        let result = GameResult::WhiteWins;
        s.apply(Command::SetResult {
            round: 1,
            board,
            result,
        })
        .unwrap();
    }
    open_saved(dir, "lampo.ron", s.tournament(), SMALL)
}

#[test]
fn a_team_swiss_round_beyond_the_announced_ones_asks_first_and_shows_its_progress() {
    let dir = tempfile::tempdir().unwrap();
    // 400 teams: the engine works for a large part of a second on round 2 (debug build;
    // 200 teams took tens of milliseconds, too close to one frame on a fast machine),
    // long enough for the window to draw a frame while it runs.
    let mut h = one_round_played(dir.path(), 400);
    let before = h.state().session().tournament().clone();
    let question = "Pair round 2 beyond the announced 1 rounds?";
    click(&mut h, "Teams");
    click(&mut h, "Pair round 2");
    // Asked, as for an individual Swiss: nothing is paired yet.
    assert!(shows(&h, question), "the window asks first");
    assert!(!h.state().is_pairing());
    click(&mut h, "Cancel");
    assert!(!shows(&h, question));
    assert_eq!(h.state().session().tournament(), &before);
    assert!(!h.state().session().can_undo(), "cancelling leaves nothing");

    click(&mut h, "Pair round 2");
    // The job runs on its thread: `run` would wait for the window to settle, so step.
    h.get_by_label("Pair anyway").click();
    h.step();
    assert!(h.state().is_pairing());
    // The next frame draws the status line of the running job, as for a player pairing.
    h.step();
    assert!(h.state().is_pairing(), "the job ended within one frame");
    assert!(shows(&h, "Pairing round 2…"));
    wait_for(&mut h, |h| !h.state().is_pairing());
    assert!(!shows(&h, "Pairing round 2…"));
    let t = h.state().session().tournament();
    assert_eq!(t.rounds_paired(), 2);
    // 400 teams: 200 matches, every team in one.
    let events = t.team_event.as_ref().unwrap();
    assert_eq!(events.round(2).unwrap().matches.len(), 200);
    // One undo step takes the whole round away.
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
    h.run();
    assert_eq!(h.state().session().tournament(), &before);
}
