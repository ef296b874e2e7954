//! Issue 39 in the real window (egui_kittest, by label): Teams → Team settings → *CIS
//! (Campionato Italiano a Squadre)* fills the dialog with the CIS preset (4 boards,
//! 2/1/0, GP → EDE → EMGSB; docs/rules/teams.md D16), Apply keeps it as one undo step,
//! at 1366×768 and 1100×720.

use crate::ui_support;

use egui_kittest::kittest::Queryable;
use torneo::domain::{
    MatchScoring, Player, PlayerId, Points, TeamId, Tournament, TournamentSettings,
};
use torneo::session::{Command, Session, TeamCommand};
use ui_support::team::open_saved;
use ui_support::{click, in_view};

const LARGE: [f32; 2] = [1366.0, 768.0];
const SMALL: [f32; 2] = [1100.0, 720.0];
const PRESET: &str = "CIS (Campionato Italiano a Squadre)";

/// Three teams of five players (Alfa 1-5, Beta 6-10, Gamma 11-15) in an event made with
/// two boards and 3/1/0, so that every value the preset sets is a change.
fn three_teams() -> Tournament {
    let mut s = Session::new(Tournament::new(TournamentSettings {
        name: "CIS".into(),
        ..TournamentSettings::default()
    }));
    for n in 1..=15 {
        let player = Player {
            name: format!("P{n}"),
            ..Player::default()
        };
        s.apply(Command::AddPlayer(player)).unwrap();
    }
    let event = TeamCommand::SetTeamEvent {
        boards: 2,
        match_scoring: MatchScoring {
            win: Points::from_whole(3),
            ..MatchScoring::default()
        },
    };
    s.apply(Command::Team(event)).unwrap();
    for (k, name) in (1..).zip(["Alfa", "Beta", "Gamma"]) {
        let add = TeamCommand::AddTeam { name: name.into() };
        s.apply(Command::Team(add)).unwrap();
        for player in 5 * (k - 1) + 1..=5 * k {
            let add = TeamCommand::AddToRoster {
                team: TeamId(k),
                player: PlayerId(player),
            };
            s.apply(Command::Team(add)).unwrap();
        }
    }
    s.tournament().clone()
}

#[test]
fn the_cis_preset_fills_the_team_settings_and_applies_in_one_step_at_both_sizes() {
    for size in [LARGE, SMALL] {
        let dir = tempfile::tempdir().unwrap();
        let t = three_teams();
        let mut h = open_saved(dir.path(), "cis.ron", &t, size);
        click(&mut h, "Teams");
        click(&mut h, "Team settings");
        assert!(in_view(&h, PRESET, size), "{size:?}");
        let before = h.state().session().tournament().clone();
        click(&mut h, PRESET);
        // The dialog shows the preset before Apply: the tie-breaks listed in order, the
        // match points typed; nothing applied yet.
        for row in ["1. GP", "2. EDE", "3. EMGSB"] {
            assert!(h.query_by_label(row).is_some(), "{row} {size:?}");
        }
        assert_eq!(h.state().session().tournament(), &before);
        assert!(in_view(&h, "Apply", size), "{size:?}");
        click(&mut h, "Apply");

        let events = h.state().session().tournament().team_event.clone().unwrap();
        assert_eq!(events.boards, 4);
        // 2/1/0; the team bye (1) is not the preset's and stays.
        assert_eq!(events.match_scoring, MatchScoring::default());
        assert_eq!(events.tiebreaks, ["GP", "EDE", "EMGSB"]);
        // Five players a team on four boards: the fifth is the reserve.
        assert_eq!(events.team(TeamId(1)).unwrap().players.len(), 5);
        // One undo step takes the whole preset back.
        h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
        h.run();
        assert_eq!(h.state().session().tournament(), &before);
    }
}
