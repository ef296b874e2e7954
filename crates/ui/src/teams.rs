//! The Teams panel of a team event (issue 39): the teams by pairing number, a team added,
//! renamed or removed, the chosen team's roster in board order (the players past the
//! boards per match are its reserves) with Up and Down to change the order, and the
//! registered players without a team, found by name and put on the chosen team's roster
//! by a click (or Tab and Enter); Team settings… opens the team settings dialog
//! (`team_settings`). Every change is a session command: one undo step (a drag of
//! *Boards per match* too: it is applied when the drag or the typing ends).

use super::action::Action;
use super::i18n::{T, arg};
use super::panel::{Panel, PanelContext};
use crate::domain::{PlayerId, TeamEvent, TeamId, Tournament};
use crate::session::{Command, TeamCommand};

#[derive(Debug, Default)]
pub struct TeamsPanel {
    /// The team whose roster is shown.
    selected: Option<TeamId>,
    /// The name typed for a new team.
    new_team: String,
    /// The name typed for the chosen team.
    rename: String,
    /// The text the players without a team are filtered by.
    find: String,
    /// A team was just added: choose it once it appears.
    choose_newest: bool,
    /// *Boards per match* while it is dragged or typed, applied when that ends.
    boards_edit: Option<u32>,
    /// Team settings… is open.
    settings: Option<super::team_settings::TeamSettingsDialog>,
    /// Pair round n by hand… is open (D18).
    hand_round: Option<super::team_hand_round::HandRoundDialog>,
}

fn apply(actions: &mut Vec<Action>, command: TeamCommand) {
    actions.push(Action::Apply(Command::Team(command)));
}

impl Panel for TeamsPanel {
    fn ui(&mut self, ui: &mut egui::Ui, ctx: &PanelContext<'_>, actions: &mut Vec<Action>) {
        let lang = ctx.lang;
        let t = ctx.session.tournament();
        let Some(events) = &t.team_event else {
            ui.label(T::NotATeamEvent.tr(lang));
            return;
        };
        if std::mem::take(&mut self.choose_newest) {
            self.selected = events.teams.iter().map(|x| x.id).max();
        }
        if self.selected.and_then(|id| events.team(id)).is_none() {
            self.selected = events.teams_by_pairing_number().first().map(|x| x.id);
        }
        self.boards_row(ui, ctx, events, actions);
        self.settings_dialog(ui, ctx, actions);
        ui.separator();
        ui.columns(2, |columns| {
            if let [left, right] = columns {
                self.team_list(left, ctx, events, actions);
                self.roster(right, ctx, t, events, actions);
            }
        });
    }
}

impl TeamsPanel {
    /// Boards per match (before round 1), Team settings…, and the next round's pairing.
    fn boards_row(
        &mut self,
        ui: &mut egui::Ui,
        ctx: &PanelContext<'_>,
        events: &TeamEvent,
        actions: &mut Vec<Action>,
    ) {
        let lang = ctx.lang;
        ui.horizontal(|ui| {
            let label = ui.label(T::BoardsPerMatch.tr(lang));
            let mut boards = self.boards_edit.unwrap_or(events.boards);
            let fixed = !ctx.session.tournament().rounds.is_empty();
            let response = ui
                .add_enabled(!fixed, egui::DragValue::new(&mut boards).range(1..=16))
                .labelled_by(label.id);
            if response.changed() {
                self.boards_edit = Some(boards);
            }
            // One undo step per edit: the value is applied once the drag or the typing
            // is over, not at every step of it.
            let editing = response.dragged() || response.has_focus();
            if !editing
                && let Some(boards) = self.boards_edit.take()
                && boards != events.boards
            {
                let settings = crate::session::TeamSettings {
                    boards,
                    ..crate::session::TeamSettings::of(events)
                };
                apply(actions, TeamCommand::SetTeamSettings(Box::new(settings)));
            }
            if ui.button(T::TeamSettings.tr(lang)).clicked() {
                let t = ctx.session.tournament();
                let started = !t.rounds.is_empty();
                let edition =
                    crate::session::standings::Edition::for_start_date(t.settings.start_date);
                self.settings = Some(super::team_settings::TeamSettingsDialog::new(
                    events, started, edition,
                ));
            }
            let next = ctx.session.tournament().next_round_number();
            if ui
                .button(T::PairRound.with(lang, [("n", arg(next))]))
                .clicked()
            {
                actions.push(Action::PairNextRound);
            }
            if ui
                .button(T::HandTeamRound.with(lang, [("n", arg(next))]))
                .clicked()
            {
                self.hand_round = Some(Default::default());
            }
        });
        self.hand_round_dialog(ui, ctx, events, actions);
    }

    /// The hand-paired round's dialog while it is open: Record is one command (D18).
    fn hand_round_dialog(
        &mut self,
        ui: &mut egui::Ui,
        ctx: &PanelContext<'_>,
        events: &TeamEvent,
        actions: &mut Vec<Action>,
    ) {
        use super::team_hand_round::Outcome;
        let Some(dialog) = &mut self.hand_round else {
            return;
        };
        let next = ctx.session.tournament().next_round_number();
        match dialog.show(ui.ctx(), ctx.lang, events, next) {
            Outcome::Open => {}
            Outcome::Cancel => self.hand_round = None,
            // A refused round keeps the dialog open with the reason and the matches typed.
            Outcome::Record(command) => {
                let t = ctx.session.tournament();
                match super::team_hand_round::refusal(t, &command, ctx.lang) {
                    Some(why) => dialog.refuse(why),
                    None => {
                        apply(actions, command);
                        self.hand_round = None;
                    }
                }
            }
        }
    }

    /// The team settings dialog while it is open: Apply is one command.
    fn settings_dialog(
        &mut self,
        ui: &mut egui::Ui,
        ctx: &PanelContext<'_>,
        actions: &mut Vec<Action>,
    ) {
        let Some(dialog) = &mut self.settings else {
            return;
        };
        match dialog.show(ui.ctx(), ctx.lang) {
            super::team_settings::Outcome::Open => {}
            super::team_settings::Outcome::Cancel => self.settings = None,
            super::team_settings::Outcome::Apply(settings) => {
                apply(actions, TeamCommand::SetTeamSettings(settings));
                self.settings = None;
            }
        }
    }

    /// The teams by pairing number (one to choose), a new team's name and Add team.
    fn team_list(
        &mut self,
        ui: &mut egui::Ui,
        ctx: &PanelContext<'_>,
        events: &TeamEvent,
        actions: &mut Vec<Action>,
    ) {
        let lang = ctx.lang;
        ui.heading(T::TabTeams.tr(lang));
        ui.horizontal(|ui| {
            let label = ui.label(T::TeamName.tr(lang));
            let field = ui
                .text_edit_singleline(&mut self.new_team)
                .labelled_by(label.id);
            let entered = field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
            if (ui.button(T::AddTeam.tr(lang)).clicked() || entered)
                && !self.new_team.trim().is_empty()
            {
                let name = std::mem::take(&mut self.new_team);
                apply(actions, TeamCommand::AddTeam { name });
                self.choose_newest = true;
            }
        });
        egui::ScrollArea::vertical()
            .id_salt("teams-list")
            .show(ui, |ui| {
                for team in events.teams_by_pairing_number() {
                    let text = format!(
                        "{}. {} ({})",
                        team.pairing_number,
                        team.name,
                        team.players.len()
                    );
                    let chosen = self.selected == Some(team.id);
                    if ui.selectable_label(chosen, text).clicked() {
                        self.selected = Some(team.id);
                        self.rename.clear();
                    }
                }
            });
    }

    /// The chosen team: rename, remove, its roster in board order, and the players
    /// without a team to add to it.
    fn roster(
        &mut self,
        ui: &mut egui::Ui,
        ctx: &PanelContext<'_>,
        t: &Tournament,
        events: &TeamEvent,
        actions: &mut Vec<Action>,
    ) {
        let lang = ctx.lang;
        let Some(team) = self.selected.and_then(|id| events.team(id)) else {
            ui.label(T::ChooseTeam.tr(lang));
            return;
        };
        ui.heading(&team.name);
        // Wrapped: at 1100 pixels the half-width column cannot hold the name box and both
        // buttons on one line, so Remove team goes to the next line instead of off screen.
        ui.horizontal_wrapped(|ui| {
            let label = ui.label(T::NewTeamName.tr(lang));
            ui.text_edit_singleline(&mut self.rename)
                .labelled_by(label.id);
            if ui.button(T::RenameTeam.tr(lang)).clicked() && !self.rename.trim().is_empty() {
                let name = std::mem::take(&mut self.rename);
                apply(
                    actions,
                    TeamCommand::RenameTeam {
                        team: team.id,
                        name,
                    },
                );
            }
            if ui.button(T::RemoveTeam.tr(lang)).clicked() {
                apply(actions, TeamCommand::RemoveTeam(team.id));
            }
        });
        ui.separator();
        let boards = usize::try_from(events.boards).unwrap_or(usize::MAX);
        egui::Grid::new("team-roster").striped(true).show(ui, |ui| {
            let last = team.players.len().saturating_sub(1);
            for (index, &player) in team.players.iter().enumerate() {
                if index < boards {
                    ui.label(T::RosterBoard.with(lang, [("n", arg(index + 1))]));
                } else {
                    ui.label(T::Reserve.tr(lang));
                }
                ui.label(player_name(t, player));
                let move_on = |up: bool| TeamCommand::MoveOnRoster {
                    team: team.id,
                    player,
                    up,
                };
                if ui
                    .add_enabled(index > 0, egui::Button::new(T::MoveUp.tr(lang)))
                    .clicked()
                {
                    apply(actions, move_on(true));
                }
                if ui
                    .add_enabled(index < last, egui::Button::new(T::MoveDown.tr(lang)))
                    .clicked()
                {
                    apply(actions, move_on(false));
                }
                if ui.button(T::RemoveFromTeam.tr(lang)).clicked() {
                    let off = TeamCommand::RemoveFromRoster {
                        team: team.id,
                        player,
                    };
                    apply(actions, off);
                }
                ui.end_row();
            }
        });
        ui.separator();
        self.players_without_team(ui, ctx, t, events, team.id, &team.name, actions);
    }

    /// The registered players on no roster, filtered by the text typed: a click puts one
    /// at the end of the chosen team's roster.
    #[allow(clippy::too_many_arguments)]
    fn players_without_team(
        &mut self,
        ui: &mut egui::Ui,
        ctx: &PanelContext<'_>,
        t: &Tournament,
        events: &TeamEvent,
        team: TeamId,
        team_name: &str,
        actions: &mut Vec<Action>,
    ) {
        let lang = ctx.lang;
        ui.horizontal(|ui| {
            let label = ui.label(T::FindPlayer.tr(lang));
            ui.text_edit_singleline(&mut self.find)
                .labelled_by(label.id);
        });
        let find = self.find.trim().to_lowercase();
        let free: Vec<_> = t
            .players
            .iter()
            .filter(|p| events.team_of(p.id).is_none())
            .filter(|p| find.is_empty() || p.name.to_lowercase().contains(&find))
            .collect();
        if t.players.iter().all(|p| events.team_of(p.id).is_some()) {
            ui.label(T::EveryPlayerOnATeam.tr(lang));
            return;
        }
        ui.label(T::AddToTeam.with(lang, [("team", arg(team_name))]));
        egui::ScrollArea::vertical()
            .id_salt("players-without-team")
            .show(ui, |ui| {
                for p in free {
                    if ui.button(&p.name).clicked() {
                        apply(actions, TeamCommand::AddToRoster { team, player: p.id });
                    }
                }
            });
    }
}

fn player_name(t: &Tournament, player: PlayerId) -> String {
    t.player(player).map(|p| p.name.clone()).unwrap_or_default()
}
