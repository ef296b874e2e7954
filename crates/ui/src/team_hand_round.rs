//! Teams → *Pair round n by hand…* (issue 39; docs/rules/teams.md D18): the arbiter
//! names the round's matches one by one (the first-named team, then its opponent) and
//! perhaps the team bye; the teams named nowhere are listed as not paired. *Record the
//! round* is one session command (`TeamCommand::PairRoundByHand`, one undo step), which
//! makes each match's boards from the rosters and the event's colours and refuses what
//! cannot be. The command is first tried on a copy of the tournament: a refusal is shown
//! in the dialog, which stays open with the matches typed (issue 39).

use super::i18n::{Language, T, arg};
use crate::domain::{TeamEvent, TeamId, Tournament};
use crate::session::{Command, Localize, Session, TeamCommand};

/// What the dialog asks for this frame.
pub enum Outcome {
    Open,
    Cancel,
    Record(TeamCommand),
}

#[derive(Debug, Default)]
pub struct HandRoundDialog {
    /// The matches named so far, the first-named team first.
    matches: Vec<(TeamId, TeamId)>,
    first: Option<TeamId>,
    second: Option<TeamId>,
    bye: Option<TeamId>,
    /// Why the session refused the round last recorded, shown until Record again.
    refused: Option<String>,
}

/// Why the session would refuse `command` on `t`, in words (tried on a copy: `t` is
/// left as it is).
pub fn refusal(t: &Tournament, command: &TeamCommand, lang: Language) -> Option<String> {
    let mut trial = Session::new(t.clone());
    trial
        .apply(Command::Team(command.clone()))
        .err()
        .map(|error| error.localize(lang))
}

/// "3. Gamma": a team as the lists name it.
fn label(events: &TeamEvent, id: TeamId) -> String {
    events
        .team(id)
        .map_or_else(String::new, |t| format!("{}. {}", t.pairing_number, t.name))
}

/// A list to choose one of `teams` (or none) into `chosen`.
fn choose(
    ui: &mut egui::Ui,
    name: String,
    events: &TeamEvent,
    teams: &[TeamId],
    chosen: &mut Option<TeamId>,
    none: Option<String>,
) {
    let shown = chosen.map_or_else(|| none.clone().unwrap_or_default(), |id| label(events, id));
    egui::ComboBox::from_id_salt(("hand-round", name.clone()))
        .selected_text(shown)
        .show_ui(ui, |ui| {
            if let Some(none) = &none {
                ui.selectable_value(chosen, None, none.as_str());
            }
            for &id in teams {
                ui.selectable_value(chosen, Some(id), label(events, id));
            }
        })
        .response
        .accessible_name(name);
}

impl HandRoundDialog {
    /// The teams not yet in a match nor the bye.
    fn free(&self, events: &TeamEvent) -> Vec<TeamId> {
        events
            .teams_by_pairing_number()
            .into_iter()
            .map(|t| t.id)
            .filter(|id| !self.matches.iter().any(|&(a, b)| a == *id || b == *id))
            .filter(|id| self.bye != Some(*id))
            .collect()
    }

    /// Keeps the dialog open with `why` shown (the session refused the round).
    pub fn refuse(&mut self, why: String) {
        self.refused = Some(why);
    }

    pub fn show(
        &mut self,
        ctx: &egui::Context,
        lang: Language,
        events: &TeamEvent,
        round: u32,
    ) -> Outcome {
        let mut outcome = Outcome::Open;
        let title = T::HandTeamRoundTitle.with(lang, [("n", arg(round))]);
        egui::Window::new(title)
            .id(egui::Id::unique("torneo-hand-team-round"))
            .collapsible(false)
            .show(ctx, |ui| {
                self.match_list(ui, lang, events);
                self.new_match(ui, lang, events);
                let mut bye_choices = self.free(events);
                bye_choices.extend(self.bye);
                let none = Some(T::HandTeamNoBye.tr(lang).to_string());
                let name = T::HandTeamBye.tr(lang).to_string();
                ui.horizontal(|ui| {
                    ui.label(&name);
                    choose(ui, name.clone(), events, &bye_choices, &mut self.bye, none);
                });
                let unpaired: Vec<String> = self
                    .free(events)
                    .into_iter()
                    .map(|id| label(events, id))
                    .collect();
                if !unpaired.is_empty() {
                    let teams = unpaired.join(", ");
                    ui.label(T::HandTeamNotPaired.with(lang, [("teams", arg(teams))]));
                }
                ui.separator();
                if let Some(why) = &self.refused {
                    ui.colored_label(ui.visuals().error_fg_color, why);
                }
                ui.horizontal(|ui| {
                    if ui.button(T::HandTeamRecord.tr(lang)).clicked() {
                        self.refused = None;
                        outcome = Outcome::Record(TeamCommand::PairRoundByHand {
                            matches: self.matches.clone(),
                            bye: self.bye,
                        });
                    }
                    if ui.button(T::Cancel.tr(lang)).clicked() {
                        outcome = Outcome::Cancel;
                    }
                });
            });
        outcome
    }

    /// The matches named so far, each with its Remove button.
    fn match_list(&mut self, ui: &mut egui::Ui, lang: Language, events: &TeamEvent) {
        let mut removed = None;
        for (index, &(a, b)) in self.matches.iter().enumerate() {
            let n = index + 1;
            ui.horizontal(|ui| {
                let args = [
                    ("n", arg(n)),
                    ("first", arg(label(events, a))),
                    ("second", arg(label(events, b))),
                ];
                ui.label(T::HandTeamMatch.with(lang, args));
                if ui
                    .button(T::HandTeamRemove.with(lang, [("n", arg(n))]))
                    .clicked()
                {
                    removed = Some(index);
                }
            });
        }
        if let Some(index) = removed {
            self.matches.remove(index);
        }
    }

    /// The next match: the first-named team, its opponent, Add match.
    fn new_match(&mut self, ui: &mut egui::Ui, lang: Language, events: &TeamEvent) {
        let free = self.free(events);
        ui.horizontal(|ui| {
            let first = T::HandTeamFirst.tr(lang).to_string();
            ui.label(&first);
            choose(ui, first, events, &free, &mut self.first, None);
            let second = T::HandTeamSecond.tr(lang).to_string();
            ui.label(&second);
            choose(ui, second, events, &free, &mut self.second, None);
            let pair = match (self.first, self.second) {
                (Some(a), Some(b)) if a != b && free.contains(&a) && free.contains(&b) => {
                    Some((a, b))
                }
                _ => None,
            };
            if ui
                .add_enabled(pair.is_some(), egui::Button::new(T::HandTeamAdd.tr(lang)))
                .clicked()
                && let Some(pair) = pair
            {
                self.matches.push(pair);
                self.first = None;
                self.second = None;
            }
        });
    }
}
