//! Tournament → Settings…: the tournament's identity, dates, pairing system, number of
//! rounds, scoring and tie-break list, edited on a draft and applied as one command.

use super::i18n::{Language, T};
use super::player_form::parse_date;
use super::settings_window::{Frame, SettingsForm};
use super::widgets::labelled_text;
use crate::domain::{
    BursteinEdition, Colour, DutchEdition, PairingSystem, Points, ScoringSystem, Tournament,
    TournamentSettings,
};
use crate::session::Localize;
use crate::session::standings::{Edition, SUPPORTED, TiebreakSpec, parse_list};

/// What the dialog asks for this frame.
pub type Outcome = super::settings_window::Outcome<TournamentSettings>;

/// The nine scoring values, as the arbiter types them.
#[derive(Debug, Clone)]
struct ScoringText([String; 9]);

impl ScoringText {
    fn from(s: &ScoringSystem) -> ScoringText {
        ScoringText(
            [
                s.win,
                s.draw,
                s.loss,
                s.forfeit_win,
                s.forfeit_loss,
                s.pairing_allocated_bye,
                s.full_point_bye,
                s.half_point_bye,
                s.zero_point_bye,
            ]
            .map(|p| p.to_string()),
        )
    }

    /// The scoring typed, or the index of the first field that is not a number.
    fn read(&self) -> Result<ScoringSystem, usize> {
        let mut values = [Points::ZERO; 9];
        for (i, (slot, text)) in values.iter_mut().zip(&self.0).enumerate() {
            *slot = Points::parse(text).ok_or(i)?;
        }
        let [
            win,
            draw,
            loss,
            forfeit_win,
            forfeit_loss,
            pab,
            fpb,
            hpb,
            zpb,
        ] = values;
        Ok(ScoringSystem {
            win,
            draw,
            loss,
            forfeit_win,
            forfeit_loss,
            pairing_allocated_bye: pab,
            full_point_bye: fpb,
            half_point_bye: hpb,
            zero_point_bye: zpb,
        })
    }
}

const SCORING_LABELS: [T; 9] = [
    T::ScoreWin,
    T::ScoreDraw,
    T::ScoreLoss,
    T::ScoreForfeitWin,
    T::ScoreForfeitLoss,
    T::ScorePab,
    T::ScoreFullBye,
    T::ScoreHalfBye,
    T::ScoreZeroBye,
];

pub struct SettingsDialog {
    draft: TournamentSettings,
    start_date: String,
    end_date: String,
    /// The deputy arbiters as typed: names separated by ";".
    deputy_arbiters: String,
    scoring: ScoringText,
    /// Round 1 is paired: the system and scoring can no longer change.
    started: bool,
    /// Registered players, for the Italo-Svizzero rounds advice (art. 2).
    players: usize,
    /// The rated players (id, name), for the K factors set by hand (issue 37).
    rated: Vec<(crate::domain::PlayerId, String)>,
    error: Option<String>,
    new_tiebreak: String,
    /// A code typed in MTB26 syntax, and why it was refused.
    code_text: String,
    code_error: Option<String>,
    /// Issue 37: the categories and the prize table being edited.
    categories: super::settings_categories::CategoriesEditor,
    prizes: super::settings_prizes::PrizesEditor,
    /// Issue 38: where the site is published.
    publish: super::settings_publish::PublishEditor,
}

impl SettingsDialog {
    pub fn new(t: &Tournament) -> SettingsDialog {
        let s = &t.settings;
        let date = |d: Option<chrono::NaiveDate>| {
            d.map(super::player_form::format_date).unwrap_or_default()
        };
        SettingsDialog {
            draft: s.clone(),
            start_date: date(s.start_date),
            end_date: date(s.end_date),
            deputy_arbiters: s.deputy_arbiters.join("; "),
            scoring: ScoringText::from(&s.scoring),
            started: !t.rounds.is_empty(),
            players: t.players.len(),
            rated: t
                .players
                .iter()
                .filter(|p| p.rating.is_some())
                .map(|p| (p.id, p.name.clone()))
                .collect(),
            error: None,
            new_tiebreak: String::new(),
            code_text: String::new(),
            code_error: None,
            categories: super::settings_categories::CategoriesEditor::new(&s.categories),
            prizes: super::settings_prizes::PrizesEditor::new(&s.prizes),
            publish: super::settings_publish::PublishEditor::new(&s.publish),
        }
    }

    pub fn show(&mut self, ctx: &egui::Context, lang: Language) -> Outcome {
        let frame = Frame {
            title: T::SettingsTitle,
            id: "torneo-settings",
            default_width: 520.0,
        };
        super::settings_window::show(self, frame, ctx, lang)
    }

    fn identity(&mut self, ui: &mut egui::Ui, lang: Language) {
        egui::Grid::new("settings-identity")
            .num_columns(2)
            .show(ui, |ui| {
                let d = &mut self.draft;
                labelled_text(ui, T::TournamentName.tr(lang), &mut d.name, 300.0);
                ui.end_row();
                labelled_text(ui, T::Place.tr(lang), &mut d.place, 300.0);
                ui.end_row();
                labelled_text(ui, T::Venue.tr(lang), &mut d.venue, 300.0);
                ui.end_row();
                labelled_text(ui, T::Organiser.tr(lang), &mut d.organiser, 300.0);
                ui.end_row();
                labelled_text(ui, T::Federation.tr(lang), &mut d.federation, 60.0);
                ui.end_row();
                labelled_text(ui, T::ChiefArbiter.tr(lang), &mut d.chief_arbiter, 300.0);
                ui.end_row();
                labelled_text(
                    ui,
                    T::DeputyArbiters.tr(lang),
                    &mut self.deputy_arbiters,
                    300.0,
                );
                ui.end_row();
                labelled_text(ui, T::StartDate.tr(lang), &mut self.start_date, 100.0);
                ui.end_row();
                labelled_text(ui, T::EndDate.tr(lang), &mut self.end_date, 100.0);
                ui.end_row();
                labelled_text(
                    ui,
                    T::TimeControl.tr(lang),
                    &mut self.draft.time_control,
                    300.0,
                );
                ui.end_row();
            });
    }

    fn system(&mut self, ui: &mut egui::Ui, lang: Language) {
        ui.add_enabled_ui(!self.started, |ui| {
            ui.horizontal(|ui| {
                let label = ui.label(T::PairingSystem.tr(lang));
                let d = &mut self.draft;
                let before = d.system;
                egui::ComboBox::from_id_salt("settings-system")
                    .selected_text(system_name(d.system, lang))
                    .show_ui(ui, |ui| {
                        for system in PairingSystem::OFFERED {
                            if crate::session::is_available(system) {
                                let text = system_name(system, lang);
                                ui.selectable_value(&mut d.system, system, text);
                            } else {
                                let name = system_name(system, lang);
                                let text = format!("{name} ({})", T::Coming.tr(lang));
                                ui.add_enabled(false, egui::Button::selectable(false, text));
                            }
                        }
                    })
                    .response
                    .labelled_by(label.id);
                if d.system != before {
                    // Tie-breaks nobody chose follow the system (Swiss ↔ round robin), and
                    // so does a scoring nobody chose (the Double-Swiss byes, C.04.5 1.4).
                    let chosen = d.system;
                    d.system = before;
                    if let Ok(typed) = self.scoring.read() {
                        d.scoring = typed;
                    }
                    d.change_system(chosen);
                    self.scoring = ScoringText::from(&d.scoring);
                }
                if let PairingSystem::RoundRobin { cycles } = &mut d.system {
                    let cycles_label = ui.label(T::Cycles.tr(lang));
                    ui.add(egui::DragValue::new(cycles).range(1..=4))
                        .labelled_by(cycles_label.id);
                }
            });
            if self.draft.system == PairingSystem::Dutch {
                dutch_edition(ui, &mut self.draft.dutch_edition, lang);
            }
            if self.draft.system == PairingSystem::Burstein {
                burstein_edition(ui, &mut self.draft.burstein_edition, lang);
                if self.draft.burstein_edition == BursteinEdition::Fide2026 {
                    super::settings_burstein::show(ui, &mut self.draft.burstein, lang);
                }
            }
            ui.horizontal(|ui| {
                ui.label(T::Rounds.tr(lang));
                let round_robin = self.draft.system.is_round_robin();
                ui.add_enabled(
                    !round_robin,
                    egui::DragValue::new(&mut self.draft.rounds).range(1..=99),
                )
                .accessible_name(T::Rounds.tr(lang));
                if round_robin {
                    ui.label(T::RoundsFollowPlayers.tr(lang));
                }
            });
            ui.horizontal(|ui| {
                ui.label(T::InitialColour.tr(lang));
                let c = &mut self.draft.initial_colour;
                ui.radio_value(c, Colour::White, T::White.tr(lang));
                ui.radio_value(c, Colour::Black, T::Black.tr(lang));
            });
            if self.draft.system == PairingSystem::Amalfi {
                super::settings_amalfi::show(ui, &mut self.draft.amalfi, lang);
            }
        });
        let (draft, players) = (&mut self.draft, self.players);
        ui.add_enabled_ui(!self.started, |ui| {
            super::settings_italo_svizzero::show(ui, lang, draft, players);
        });
        if self.started {
            ui.label(T::SystemLocked.tr(lang));
        }
    }

    fn scoring(&mut self, ui: &mut egui::Ui, lang: Language) {
        ui.add_enabled_ui(!self.started, |ui| {
            ui.horizontal(|ui| {
                ui.label(T::Scoring.tr(lang));
                if ui.button("1 / ½ / 0").clicked() {
                    self.scoring = ScoringText::from(&ScoringSystem::fide());
                }
                if ui.button("3 / 1 / 0").clicked() {
                    self.scoring = ScoringText::from(&ScoringSystem::three_one_zero());
                }
            });
            egui::Grid::new("settings-scoring")
                .num_columns(6)
                .show(ui, |ui| {
                    for (i, (label, text)) in SCORING_LABELS
                        .iter()
                        .zip(self.scoring.0.iter_mut())
                        .enumerate()
                    {
                        labelled_text(ui, label.tr(lang), text, 40.0);
                        if i % 3 == 2 {
                            ui.end_row();
                        }
                    }
                });
        });
    }

    /// The edition the draft's start date puts the event under (C.07 2026 from 1 Mar 2026).
    fn default_edition(&self) -> Edition {
        Edition::for_start_date(parse_date(&self.start_date))
    }

    /// Why `code` cannot go in the draft's list, if it cannot (MTB26 syntax; no Buchholz
    /// in a round robin under the 2026 edition).
    fn refusal(&self, code: &str, lang: Language) -> Option<String> {
        match TiebreakSpec::parse(code) {
            Err(e) => Some(e.localize(lang)),
            Ok(spec) => spec
                .refusal(self.draft.system.is_round_robin(), self.default_edition())
                .map(|_| T::TbNoBuchholzRoundRobin.tr(lang).to_string()),
        }
    }

    /// Adds a code to the list (canonical form) or says why not.
    fn add_code(&mut self, code: &str, lang: Language) {
        self.code_error = self.refusal(code, lang);
        if self.code_error.is_some() {
            return;
        }
        if let Ok(spec) = TiebreakSpec::parse(code) {
            let code = spec.code();
            if !self.draft.tiebreaks.contains(&code) {
                self.draft.tiebreaks.push(code);
            }
        }
    }

    /// The edition every code of the list names with `/V` (`None` = by start date).
    fn list_edition(&self) -> Option<Edition> {
        let (specs, _) = parse_list(&self.draft.tiebreaks);
        let editions: Vec<Option<Edition>> = specs
            .iter()
            .filter(|s| s.edition != Some(Edition::E2009))
            .map(|s| s.edition)
            .collect();
        super::team_tiebreak_edition::common_edition(&editions)
    }

    /// Rewrites every code with the chosen edition (`/V2024`, `/V2026`, or none).
    fn set_edition(&mut self, edition: Option<Edition>) {
        for code in &mut self.draft.tiebreaks {
            if let Ok(mut spec) = TiebreakSpec::parse(code)
                && spec.edition != Some(Edition::E2009)
            {
                spec.edition = edition;
                *code = spec.code();
            }
        }
    }

    /// The tie-breaks section: the suggested lists, the list chosen, the codes to add and
    /// the edition of the rules.
    fn tiebreaks(&mut self, ui: &mut egui::Ui, lang: Language) {
        ui.label(T::Tiebreaks.tr(lang));
        self.tiebreak_presets(ui, lang);
        self.tiebreak_list(ui, lang);
        self.tiebreak_additions(ui, lang);
        self.tiebreak_edition(ui, lang);
    }

    /// The suggested lists, each replacing the list in the edition it had.
    fn tiebreak_presets(&mut self, ui: &mut egui::Ui, lang: Language) {
        ui.horizontal(|ui| {
            ui.label(T::TbPresets.tr(lang));
            // Our suggested lists (tiebreaks.md §6): not FIDE-mandated, editable.
            let presets: [(T, Vec<String>); 3] = [
                (
                    T::TbPresetSwiss,
                    TournamentSettings::usual_tiebreaks(PairingSystem::Dutch),
                ),
                (
                    T::TbPresetRoundRobin,
                    TournamentSettings::usual_tiebreaks(PairingSystem::RoundRobin { cycles: 1 }),
                ),
                (T::TbPresetF10, vec!["OTHER_F10".into(), "ARO".into()]),
            ];
            for (label, codes) in presets {
                if ui.button(label.tr(lang)).clicked() {
                    let edition = self.list_edition();
                    self.draft.tiebreaks = codes;
                    self.set_edition(edition);
                    self.code_error = None;
                }
            }
        });
    }

    /// The list chosen, in order: each code moved up or removed.
    fn tiebreak_list(&mut self, ui: &mut egui::Ui, lang: Language) {
        let list = &mut self.draft.tiebreaks;
        let mut swap = None;
        let mut remove = None;
        for (i, code) in list.iter().enumerate() {
            ui.horizontal(|ui| {
                let name = TiebreakSpec::parse(code)
                    .map(|s| s.kind.localize(lang))
                    .unwrap_or_default();
                ui.label(format!("{}. {code}", i + 1)).on_hover_text(name);
                if ui
                    .add_enabled(i > 0, egui::Button::new("▲").small())
                    .clicked()
                {
                    swap = Some(i);
                }
                if ui
                    .small_button("✖")
                    .on_hover_text(T::Remove.tr(lang))
                    .clicked()
                {
                    remove = Some(i);
                }
            });
        }
        if let Some(i) = swap
            && i > 0
            && i < list.len()
        {
            list.swap(i - 1, i);
        }
        if let Some(i) = remove
            && i < list.len()
        {
            list.remove(i);
        }
    }

    /// A code to add from the supported ones, or typed (with its error).
    fn tiebreak_additions(&mut self, ui: &mut egui::Ui, lang: Language) {
        ui.horizontal(|ui| {
            egui::ComboBox::from_id_salt("settings-add-tiebreak")
                .selected_text(if self.new_tiebreak.is_empty() {
                    T::AddTiebreak.tr(lang)
                } else {
                    &self.new_tiebreak
                })
                .show_ui(ui, |ui| {
                    for code in SUPPORTED {
                        let name = TiebreakSpec::parse(code)
                            .map(|s| s.kind.localize(lang))
                            .unwrap_or_default();
                        ui.selectable_value(&mut self.new_tiebreak, code.to_string(), *code)
                            .on_hover_text(name);
                    }
                })
                .response
                .accessible_name(T::AddTiebreak.tr(lang));
            if ui
                .add_enabled(
                    !self.new_tiebreak.is_empty(),
                    egui::Button::new(T::Add.tr(lang)),
                )
                .clicked()
            {
                let code = std::mem::take(&mut self.new_tiebreak);
                self.add_code(&code, lang);
            }
        });
        ui.horizontal(|ui| {
            labelled_text(ui, T::TbCode.tr(lang), &mut self.code_text, 140.0);
            if ui.button(T::TbAddCode.tr(lang)).clicked() {
                let code = std::mem::take(&mut self.code_text);
                self.add_code(&code, lang);
                if self.code_error.is_some() {
                    self.code_text = code;
                }
            }
        });
        if let Some(error) = &self.code_error {
            ui.colored_label(ui.visuals().error_fg_color, error);
        }
    }

    /// The edition of the tie-break rules for the whole list (or by the start date).
    fn tiebreak_edition(&mut self, ui: &mut egui::Ui, lang: Language) {
        let current = self.list_edition();
        let chosen = super::team_tiebreak_edition::edition_combo(
            ui,
            lang,
            "settings-tiebreak-edition",
            current,
        );
        if let Some(chosen) = chosen {
            self.set_edition(chosen);
        }
    }
}

impl SettingsForm for SettingsDialog {
    type Settings = TournamentSettings;

    fn sections(&mut self, ui: &mut egui::Ui, lang: Language) {
        self.identity(ui, lang);
        ui.separator();
        self.system(ui, lang);
        ui.separator();
        self.scoring(ui, lang);
        ui.separator();
        self.tiebreaks(ui, lang);
        ui.separator();
        let draft = &mut self.draft;
        self.categories.show(ui, &mut draft.categories, lang);
        let categories = &draft.categories.categories;
        self.prizes.show(ui, &mut draft.prizes, categories, lang);
        ui.separator();
        super::settings_rating::show(ui, &mut self.draft.rating, &self.rated, lang);
        super::settings_rating::norm_event(ui, &mut self.draft.norm_event, lang);
        ui.separator();
        self.publish.show(ui, &mut self.draft.publish, lang);
    }

    /// The settings typed, or what is wrong with them.
    fn read(&self, lang: Language) -> Result<TournamentSettings, String> {
        let mut settings = self.draft.clone();
        settings.name = settings.name.trim().to_string();
        settings.federation = settings.federation.trim().to_uppercase();
        settings.venue = settings.venue.trim().to_string();
        settings.organiser = settings.organiser.trim().to_string();
        settings.deputy_arbiters = split_names(&self.deputy_arbiters);
        let date = |text: &str, what: T| -> Result<Option<chrono::NaiveDate>, String> {
            if text.trim().is_empty() {
                Ok(None)
            } else {
                parse_date(text)
                    .map(Some)
                    .ok_or_else(|| format!("{}: {}", what.tr(lang), T::ErrDate.tr(lang)))
            }
        };
        settings.start_date = date(&self.start_date, T::StartDate)?;
        settings.end_date = date(&self.end_date, T::EndDate)?;
        if let (Some(start), Some(end)) = (settings.start_date, settings.end_date)
            && end < start
        {
            return Err(T::ErrEndBeforeStart.tr(lang).to_string());
        }
        for code in &settings.tiebreaks {
            if let Some(why) = self.refusal(code, lang) {
                return Err(format!("{}: {why}", T::Tiebreaks.tr(lang)));
            }
        }
        settings.categories.age_cut_off = self
            .categories
            .read_cut_off()
            .map_err(|e| e.tr(lang).to_string())?;
        settings.scoring = self.scoring.read().map_err(|i| {
            let label = SCORING_LABELS.get(i).map_or("", |l| l.tr(lang));
            format!("{label}: {}", T::ErrPoints.tr(lang))
        })?;
        settings.publish = self.publish.read(&settings.publish, lang)?;
        Ok(settings)
    }

    fn error(&mut self) -> &mut Option<String> {
        &mut self.error
    }
}

/// The Burstein edition: an edition Torneo cannot pair yet is shown as coming, and a
/// draft naming it moves to one that pairs.
fn burstein_edition(ui: &mut egui::Ui, edition: &mut BursteinEdition, lang: Language) {
    if !crate::session::is_edition_available(*edition) {
        *edition = BursteinEdition::Legacy;
    }
    ui.horizontal(|ui| {
        ui.label(T::BursteinEdition.tr(lang));
        for (choice, text) in [
            (BursteinEdition::Fide2026, T::Burstein2026),
            (BursteinEdition::Legacy, T::BursteinLegacy),
        ] {
            if crate::session::is_edition_available(choice) {
                ui.radio_value(edition, choice, text.tr(lang));
            } else {
                let words = format!("{} ({})", text.tr(lang), T::Coming.tr(lang));
                ui.add_enabled(false, egui::RadioButton::new(false, words));
            }
        }
    });
}

/// The Dutch edition (issue 40): the 2017 edition, which Torneo cannot pair yet, is shown
/// as coming, and a draft naming it (a file of an older event) moves to the 2026 edition,
/// so that the tournament pairs again.
fn dutch_edition(ui: &mut egui::Ui, edition: &mut DutchEdition, lang: Language) {
    if !crate::session::is_dutch_edition_available(*edition) {
        *edition = DutchEdition::Fide2026;
    }
    ui.horizontal(|ui| {
        ui.label(T::DutchEdition.tr(lang));
        for (choice, text) in [
            (DutchEdition::Fide2026, T::Dutch2026),
            (DutchEdition::Fide2017, T::Dutch2017),
        ] {
            if crate::session::is_dutch_edition_available(choice) {
                ui.radio_value(edition, choice, text.tr(lang));
            } else {
                let words = format!("{} ({})", text.tr(lang), T::Coming.tr(lang));
                ui.add_enabled(false, egui::RadioButton::new(false, words));
            }
        }
    });
}

/// A combo box of the systems Torneo can pair, labelled by `label` (File → New's form,
/// the TRF import's "Read as").
pub fn available_system_combo(
    ui: &mut egui::Ui,
    id: &str,
    label: egui::Id,
    system: &mut PairingSystem,
    lang: Language,
) {
    egui::ComboBox::from_id_salt(id)
        .selected_text(system_name(*system, lang))
        .show_ui(ui, |ui| {
            let offered = PairingSystem::OFFERED
                .into_iter()
                .filter(|&s| crate::session::is_available(s));
            for choice in offered {
                ui.selectable_value(system, choice, system_name(choice, lang));
            }
        })
        .response
        .labelled_by(label);
}

pub fn system_name(system: PairingSystem, lang: Language) -> String {
    match system {
        PairingSystem::RoundRobin { cycles: 1 } => T::RoundRobin.tr(lang).to_string(),
        PairingSystem::RoundRobin { cycles: 2 } => T::DoubleRoundRobin.tr(lang).to_string(),
        PairingSystem::RoundRobin { cycles } => {
            format!("{} × {cycles}", T::RoundRobin.tr(lang))
        }
        PairingSystem::Dutch => T::SwissDutch.tr(lang).to_string(),
        PairingSystem::Burstein => "Burstein".to_string(),
        PairingSystem::Dubov => T::SwissDubov.tr(lang).to_string(),
        PairingSystem::Lim => T::SwissLim.tr(lang).to_string(),
        PairingSystem::Amalfi => "Amalfi".to_string(),
        PairingSystem::ItaloSvizzero => "Italo-Svizzero".to_string(),
        PairingSystem::DoubleSwiss => "Double-Swiss".to_string(),
    }
}

/// Names separated by ";" (or on separate lines), trimmed, empty ones left out.
fn split_names(text: &str) -> Vec<String> {
    text.split([';', '\n'])
        .map(str::trim)
        .filter(|name| !name.is_empty())
        .map(String::from)
        .collect()
}

#[cfg(test)]
mod split_tests {
    use super::split_names;

    #[test]
    fn deputy_arbiters_are_split_on_semicolons() {
        assert_eq!(
            split_names(" Neri, Anna ;Lombardi, Paolo;; "),
            vec!["Neri, Anna".to_string(), "Lombardi, Paolo".to_string()]
        );
        assert!(split_names("  ").is_empty());
    }
}
