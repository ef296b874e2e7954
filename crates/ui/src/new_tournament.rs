//! File → New (and the welcome card's *New tournament*): a short form of what every
//! event needs first — name, place, dates, chief arbiter, system, rounds. Its defaults
//! are what an Italian club open uses: a Swiss paired by the FIDE Dutch system, 7
//! rounds, the usual tie-breaks. Everything else is in Tournament → Settings later.

use super::i18n::{Language, T};
use super::player_form::parse_date;
use super::settings_dialog::available_system_combo;
use super::widgets::labelled_text;
use crate::domain::{PairingSystem, TournamentSettings};

/// The rounds of a new Swiss, as most weekend and club opens play.
pub const USUAL_SWISS_ROUNDS: u32 = 7;

/// A new tournament's settings as an Italian club open starts them.
pub fn club_open() -> TournamentSettings {
    TournamentSettings {
        system: PairingSystem::Dutch,
        rounds: USUAL_SWISS_ROUNDS,
        tiebreaks: TournamentSettings::usual_tiebreaks(PairingSystem::Dutch),
        ..TournamentSettings::default()
    }
}

/// What the form answered this frame.
pub enum NewOutcome {
    Open,
    Cancel,
    Create(Box<TournamentSettings>),
}

/// The form's text as typed.
#[derive(Debug, Clone)]
pub struct NewTournamentDialog {
    name: String,
    place: String,
    start_date: String,
    end_date: String,
    chief_arbiter: String,
    system: PairingSystem,
    rounds: u32,
    error: Option<T>,
    /// The name field takes the keyboard when the form opens.
    focus: bool,
}

impl Default for NewTournamentDialog {
    fn default() -> Self {
        NewTournamentDialog {
            name: String::new(),
            place: String::new(),
            start_date: String::new(),
            end_date: String::new(),
            chief_arbiter: String::new(),
            system: PairingSystem::Dutch,
            rounds: USUAL_SWISS_ROUNDS,
            error: None,
            focus: true,
        }
    }
}

impl NewTournamentDialog {
    /// The settings typed, or the first field that cannot be read.
    fn settings(&self) -> Result<TournamentSettings, T> {
        let date = |text: &str| {
            if text.trim().is_empty() {
                Ok(None)
            } else {
                parse_date(text).map(Some).ok_or(T::ErrDate)
            }
        };
        let start_date = date(&self.start_date)?;
        let end_date = date(&self.end_date)?;
        if let (Some(start), Some(end)) = (start_date, end_date)
            && end < start
        {
            return Err(T::ErrEndBeforeStart);
        }
        Ok(TournamentSettings {
            name: self.name.trim().to_string(),
            place: self.place.trim().to_string(),
            start_date,
            end_date,
            chief_arbiter: self.chief_arbiter.trim().to_string(),
            system: self.system,
            // A round robin's rounds follow from its players (kept by the session).
            rounds: if self.system.is_round_robin() {
                0
            } else {
                self.rounds
            },
            tiebreaks: TournamentSettings::usual_tiebreaks(self.system),
            ..club_open()
        })
    }

    pub fn show(&mut self, ctx: &egui::Context, lang: Language) -> NewOutcome {
        let mut outcome = NewOutcome::Open;
        let modal = egui::Modal::new(egui::Id::unique("torneo-new-tournament")).show(ctx, |ui| {
            ui.set_max_width(460.0);
            ui.heading(T::NewTournamentTitle.tr(lang));
            let mut enter = false;
            egui::Grid::new("new-tournament")
                .num_columns(2)
                .show(ui, |ui| {
                    let name = labelled_text(ui, T::TournamentName.tr(lang), &mut self.name, 260.0);
                    if std::mem::take(&mut self.focus) {
                        name.request_focus();
                    }
                    ui.end_row();
                    let mut fields = vec![name];
                    fields.push(labelled_text(ui, T::Place.tr(lang), &mut self.place, 260.0));
                    ui.end_row();
                    fields.push(labelled_text(
                        ui,
                        T::StartDate.tr(lang),
                        &mut self.start_date,
                        100.0,
                    ));
                    ui.end_row();
                    fields.push(labelled_text(
                        ui,
                        T::EndDate.tr(lang),
                        &mut self.end_date,
                        100.0,
                    ));
                    ui.end_row();
                    fields.push(labelled_text(
                        ui,
                        T::ChiefArbiter.tr(lang),
                        &mut self.chief_arbiter,
                        260.0,
                    ));
                    ui.end_row();
                    enter = fields.iter().any(egui::Response::lost_focus)
                        && ui.input(|i| i.key_pressed(egui::Key::Enter));
                    let label = ui.label(T::PairingSystem.tr(lang));
                    available_system_combo(
                        ui,
                        "new-tournament-system",
                        label.id,
                        &mut self.system,
                        lang,
                    );
                    ui.end_row();
                    if !self.system.is_round_robin() {
                        let label = ui.label(T::Rounds.tr(lang));
                        ui.add(egui::DragValue::new(&mut self.rounds).range(1..=99))
                            .labelled_by(label.id);
                        ui.end_row();
                    }
                });
            ui.small(T::NewTournamentHelp.tr(lang));
            if let Some(error) = self.error {
                ui.colored_label(ui.visuals().error_fg_color, error.tr(lang));
            }
            ui.horizontal(|ui| {
                if ui.button(T::CreateTournament.tr(lang)).clicked() || enter {
                    match self.settings() {
                        Ok(settings) => outcome = NewOutcome::Create(Box::new(settings)),
                        Err(error) => self.error = Some(error),
                    }
                }
                if ui.button(T::Cancel.tr(lang)).clicked() {
                    outcome = NewOutcome::Cancel;
                }
            });
        });
        if matches!(outcome, NewOutcome::Open) && modal.should_close() {
            outcome = NewOutcome::Cancel;
        }
        outcome
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::NaiveDate;

    #[test]
    fn a_new_tournament_is_a_seven_round_dutch_swiss() {
        let settings = NewTournamentDialog::default().settings().unwrap();
        assert_eq!(settings.system, PairingSystem::Dutch);
        assert_eq!(settings.rounds, 7);
        assert_eq!(settings.tiebreaks, ["BH/C1", "BH", "SB", "DE", "WIN"]);
    }

    #[test]
    fn dates_are_read_as_italians_type_them_and_checked() {
        let mut form = NewTournamentDialog {
            name: " Open di Roma ".into(),
            start_date: "27/11/2026".into(),
            end_date: "29/11/2026".into(),
            ..NewTournamentDialog::default()
        };
        let settings = form.settings().unwrap();
        assert_eq!(settings.name, "Open di Roma");
        assert_eq!(settings.start_date, NaiveDate::from_ymd_opt(2026, 11, 27));
        form.end_date = "26/11/2026".into();
        assert_eq!(form.settings().unwrap_err(), T::ErrEndBeforeStart);
        form.end_date = "31/02/2026".into();
        assert_eq!(form.settings().unwrap_err(), T::ErrDate);
        form.end_date.clear();
        form.system = PairingSystem::RoundRobin { cycles: 1 };
        assert_eq!(form.settings().unwrap().rounds, 0);
    }
}
