//! What the team window tests share (issue 39): a tournament saved to a file and opened
//! from it in the window, and a Team Swiss of teams of consecutive players.

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use std::path::Path;
use torneo::domain::{
    Player, PlayerId, PreferenceType, PrimaryScore, Team, TeamEvent, TeamSystem, Tournament,
    TournamentSettings,
};
use torneo::ui::dialogs::ScriptedDialogs;
use torneo::ui::{AppOptions, Language, TorneoApp};

pub type Window = Harness<'static, TorneoApp>;

/// The window at `size` (English) on `t`, saved as `file` in `dir` and opened from it.
pub fn open_saved(dir: &Path, file: &str, t: &Tournament, size: [f32; 2]) -> Window {
    let path = dir.join(file);
    torneo::formats::ron::save(&path, t).unwrap();
    let options = AppOptions {
        open: Some(path),
        ..super::options(
            dir.join("recovery.ron"),
            Language::English,
            ScriptedDialogs::default(),
        )
    };
    let mut h = super::window(size, options);
    h.run();
    h
}

/// A Team Swiss named `name` of `rounds` rounds, Type A on match points then game
/// points, no round yet: `teams` teams of `boards` boards, team k ("Squadra k") made of
/// players (k-1)·boards+1 to k·boards ("Giocatore, n").
pub fn team_swiss(name: &str, rounds: u32, teams: u32, boards: u32) -> Tournament {
    let mut t = Tournament::new(TournamentSettings {
        name: name.into(),
        rounds,
        ..TournamentSettings::default()
    });
    for n in 1..=teams * boards {
        t.add_player(Player {
            name: format!("Giocatore, {n}"),
            ..Player::default()
        });
    }
    let mut events = TeamEvent {
        boards,
        system: TeamSystem::TeamSwiss {
            preference: PreferenceType::TypeA,
            primary: PrimaryScore::MatchThenGame,
            baku: false,
        },
        ..TeamEvent::default()
    };
    for k in 1..=teams {
        events.add_team(Team {
            name: format!("Squadra {k}"),
            players: ((k - 1) * boards + 1..=k * boards).map(PlayerId).collect(),
            ..Team::default()
        });
    }
    t.team_event = Some(events);
    t
}

/// Clicks `label`, a button that starts the team pairing job, and runs frames until the
/// job has ended and its round is recorded. One `step` takes the click: `run` waits for
/// the window to settle, which it does not while the job runs (the window repaints to
/// poll it), so `run` would fail whenever the job outlasts its frame limit (a loaded
/// machine); then frames until the job is gone (`wait_for`).
pub fn pair_by_job(h: &mut Window, label: &str) {
    h.get_by_label(label).click();
    h.step();
    super::wait_for(h, |h| !h.state().is_pairing());
}
