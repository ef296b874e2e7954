//! Teams → Team settings… (issue 39; docs/rules/teams.md D1, D4-D7, D12): the boards per
//! match, the match points of a win, a draw, a loss and the team bye, the first-named
//! team's colour board by board, the team tie-breaks chosen and ordered (C.07 2026,
//! art. 13 for teams; each code's meaning on hover; the rule edition of the whole list,
//! `team_tiebreak_edition`) and the games a player needs on a
//! board to be in its standings.
//! A button fills the draft with the CIS preset (`session::cis_preset`; docs/rules/
//! teams.md D16). Edited on a draft and applied as one session command (one undo step).
//! From round 1 the boards, match points, colours and the preset are shown but fixed (D12).

use super::i18n::{Language, T, arg};
use super::settings_window::{Frame, SettingsForm};
use super::team_tiebreak_edition as edition;
use crate::domain::{Colour, MatchScoring, Points, TeamEvent};
use crate::session::Localize;
use crate::session::TeamSettings;
use crate::session::cis_preset::cis_preset;
use crate::session::standings::Edition;
use crate::session::team_standings::{
    TeamTiebreak, TeamTiebreakWords, default_tiebreak_codes, is_round_robin, tiebreak_choices,
};

/// What the dialog asks for this frame.
pub type Outcome = super::settings_window::Outcome<TeamSettings>;

/// The match points as the arbiter types them: win, draw, loss, team bye.
const MATCH_POINT_LABELS: [T; 4] = [T::MatchWon, T::MatchDrawn, T::MatchLost, T::TeamByeValue];

#[derive(Debug)]
pub struct TeamSettingsDialog {
    draft: TeamSettings,
    match_points: [String; 4],
    /// The first-named team's colour on each board (used when `own_colours`).
    colours: Vec<Colour>,
    own_colours: bool,
    /// Round 1 is paired: boards, match points and colours are fixed (D12).
    started: bool,
    /// Every tie-break code to choose from.
    choices: Vec<String>,
    /// The score the event ranks on first (the codes' words depend on it).
    primary: crate::domain::PrimaryScore,
    /// The system's default list, shown while none is chosen.
    defaults: Vec<String>,
    /// A team round robin (no Buchholz under C.07 2026, note to 8.1).
    round_robin: bool,
    /// The edition of the tie-break rules by the event's start date.
    start_edition: Edition,
    /// Why the code last chosen was not added.
    code_error: Option<String>,
    error: Option<String>,
}

impl TeamSettingsDialog {
    pub fn new(events: &TeamEvent, started: bool, start_edition: Edition) -> TeamSettingsDialog {
        let draft = TeamSettings::of(events);
        let s = draft.match_scoring;
        let boards = usize::try_from(events.boards).unwrap_or(0);
        TeamSettingsDialog {
            match_points: [s.win, s.draw, s.loss, s.bye].map(|p| p.to_string()),
            colours: (1..=boards.max(1))
                .map(|b| events.first_team_colour(b))
                .collect(),
            own_colours: !draft.colour_sequence.is_empty(),
            started,
            choices: tiebreak_choices(events),
            primary: events.system.primary(),
            defaults: default_tiebreak_codes(events),
            round_robin: is_round_robin(events.system),
            start_edition,
            code_error: None,
            draft,
            error: None,
        }
    }

    pub fn show(&mut self, ctx: &egui::Context, lang: Language) -> Outcome {
        let frame = Frame {
            title: T::TeamSettings,
            id: "torneo-team-settings",
            default_width: 460.0,
        };
        super::settings_window::show(self, frame, ctx, lang)
    }

    /// Boards, match points and board colours: announced before the event (D12).
    fn fixed_part(&mut self, ui: &mut egui::Ui, lang: Language) {
        ui.add_enabled_ui(!self.started, |ui| {
            self.cis_button(ui, lang);
            egui::Grid::new("team-settings-points").show(ui, |ui| {
                let label = ui.label(T::BoardsPerMatch.tr(lang));
                ui.add(egui::DragValue::new(&mut self.draft.boards).range(1..=16))
                    .labelled_by(label.id);
                ui.end_row();
                for (text, value) in MATCH_POINT_LABELS.iter().zip(&mut self.match_points) {
                    let label = ui.label(text.tr(lang));
                    ui.add(egui::TextEdit::singleline(value).desired_width(60.0))
                        .labelled_by(label.id);
                    ui.end_row();
                }
            });
            ui.strong(T::BoardColours.tr(lang));
            ui.checkbox(&mut self.own_colours, T::OwnBoardColours.tr(lang));
            let boards = usize::try_from(self.draft.boards).unwrap_or(1).max(1);
            let last = self.colours.last().copied().unwrap_or(Colour::White);
            self.colours.resize_with(boards, || {
                if last == Colour::White {
                    Colour::Black
                } else {
                    Colour::White
                }
            });
            if self.own_colours {
                ui.horizontal_wrapped(|ui| {
                    for (board, colour) in (1..).zip(self.colours.iter_mut()) {
                        let text = T::BoardColour.with(
                            lang,
                            [
                                ("n", arg(board)),
                                ("colour", arg(colour_name(*colour, lang))),
                            ],
                        );
                        if ui.button(text).clicked() {
                            *colour = colour.opposite();
                        }
                    }
                });
            } else {
                ui.label(T::DefaultBoardColours.tr(lang));
            }
        });
    }

    /// The CIS preset: fills the draft (boards, match points, tie-breaks); Apply keeps it
    /// as one undo step. Greyed, with the reason, when the system ranks on game points.
    fn cis_button(&mut self, ui: &mut egui::Ui, lang: Language) {
        let preset = cis_preset(self.primary, &self.draft);
        let hint = if preset.is_some() {
            T::CisPresetHint
        } else {
            T::CisPresetNeedsMatchPoints
        };
        let clicked = ui
            .add_enabled(preset.is_some(), egui::Button::new(T::CisPreset.tr(lang)))
            .on_hover_text(hint.tr(lang))
            .on_disabled_hover_text(hint.tr(lang))
            .clicked();
        if clicked && let Some(preset) = preset {
            let s = preset.match_scoring;
            for (text, value) in self.match_points.iter_mut().zip([s.win, s.draw, s.loss]) {
                *text = value.to_string();
            }
            self.draft = preset;
        }
    }

    /// The chosen list in order (Up, Down, Remove), the codes to add, and the default.
    fn tiebreaks(&mut self, ui: &mut egui::Ui, lang: Language) {
        ui.strong(T::TeamTiebreaks.tr(lang));
        let primary = self.primary;
        let words = |code: &str| {
            TeamTiebreakWords {
                code: code.to_owned(),
                primary,
            }
            .localize(lang)
        };
        let list = &mut self.draft.tiebreaks;
        if list.is_empty() {
            let codes = self.defaults.join(", ");
            ui.label(T::DefaultTeamTiebreaks.with(lang, [("codes", arg(codes))]));
        }
        let mut action = None;
        egui::Grid::new("team-tiebreak-list").show(ui, |ui| {
            let last = list.len().saturating_sub(1);
            for (index, code) in list.iter().enumerate() {
                ui.label(format!("{}. {code}", index + 1))
                    .on_hover_text(words(code));
                if ui
                    .add_enabled(index > 0, egui::Button::new(T::MoveUp.tr(lang)))
                    .clicked()
                {
                    action = Some((index, index - 1));
                }
                if ui
                    .add_enabled(index < last, egui::Button::new(T::MoveDown.tr(lang)))
                    .clicked()
                {
                    action = Some((index, index + 1));
                }
                if ui.button(T::Remove.tr(lang)).clicked() {
                    action = Some((index, usize::MAX));
                }
                ui.end_row();
            }
        });
        match action {
            Some((index, usize::MAX)) if index < list.len() => {
                list.remove(index);
            }
            Some((a, b)) if a < list.len() && b < list.len() => list.swap(a, b),
            _ => {}
        }
        ui.label(T::AddTeamTiebreak.tr(lang));
        // A code added takes the list's edition (D6a), so the list stays in one edition.
        let edition = edition::list_edition(list, primary);
        let (round_robin, start) = (self.round_robin, self.start_edition);
        ui.horizontal_wrapped(|ui| {
            for code in &self.choices {
                if edition::holds(list, code, primary) {
                    continue;
                }
                if ui.button(code).on_hover_text(words(code)).clicked() {
                    let added = TeamTiebreak::parse(code, primary)
                        .map(|t| edition::in_edition(t, edition).code(primary))
                        .unwrap_or_else(|| code.clone());
                    // Refused as the individual editor refuses it (C.07 2026, note to 8.1).
                    self.code_error = refusal(&added, primary, round_robin, start, lang);
                    if self.code_error.is_none() {
                        list.push(added);
                    }
                }
            }
        });
        if let Some(error) = &self.code_error {
            ui.colored_label(ui.visuals().error_fg_color, error);
        }
        if !list.is_empty() && ui.button(T::UseDefaultList.tr(lang)).clicked() {
            list.clear();
        }
        edition::edition_choice(ui, lang, list, &self.defaults, primary);
    }

    /// The games needed on a board: the default (half the rounds) or a number.
    fn board_minimum(&mut self, ui: &mut egui::Ui, lang: Language) {
        let mut own = self.draft.board_minimum_games.is_some();
        ui.checkbox(&mut own, T::OwnBoardMinimum.tr(lang));
        if !own {
            self.draft.board_minimum_games = None;
            ui.label(T::DefaultBoardMinimum.tr(lang));
            return;
        }
        let minimum = self.draft.board_minimum_games.get_or_insert(1);
        ui.horizontal(|ui| {
            let label = ui.label(T::BoardMinimum.tr(lang));
            ui.add(egui::DragValue::new(minimum).range(0..=99))
                .labelled_by(label.id);
        });
    }
}

impl SettingsForm for TeamSettingsDialog {
    type Settings = TeamSettings;

    fn sections(&mut self, ui: &mut egui::Ui, lang: Language) {
        self.fixed_part(ui, lang);
        ui.separator();
        self.tiebreaks(ui, lang);
        ui.separator();
        self.board_minimum(ui, lang);
    }

    /// The settings as typed, or the words of the first match point that is no number.
    fn read(&self, lang: Language) -> Result<TeamSettings, String> {
        let mut values = [Points::ZERO; 4];
        for ((slot, text), label) in values
            .iter_mut()
            .zip(&self.match_points)
            .zip(MATCH_POINT_LABELS)
        {
            *slot = Points::parse(text)
                .ok_or_else(|| format!("{}: {}", label.tr(lang), T::ErrPoints.tr(lang)))?;
        }
        let [win, draw, loss, bye] = values;
        for code in &self.draft.tiebreaks {
            let refused = refusal(
                code,
                self.primary,
                self.round_robin,
                self.start_edition,
                lang,
            );
            if let Some(why) = refused {
                return Err(format!("{}: {why}", T::TeamTiebreaks.tr(lang)));
            }
        }
        let boards = usize::try_from(self.draft.boards).unwrap_or(1);
        Ok(TeamSettings {
            match_scoring: MatchScoring {
                win,
                draw,
                loss,
                bye,
            },
            colour_sequence: if self.own_colours {
                self.colours.iter().copied().take(boards).collect()
            } else {
                Vec::new()
            },
            ..self.draft.clone()
        })
    }

    fn error(&mut self) -> &mut Option<String> {
        &mut self.error
    }
}

/// Why `code` cannot be in the list of a team event, if it cannot: a Buchholz in a team
/// round robin under the 2026 edition (C.07 2026, note to 8.1), in the words of the
/// individual tie-break editor.
fn refusal(
    code: &str,
    primary: crate::domain::PrimaryScore,
    round_robin: bool,
    start: Edition,
    lang: Language,
) -> Option<String> {
    TeamTiebreak::parse(code, primary)?
        .refusal(primary, round_robin, start)
        .map(|_| T::TbNoBuchholzRoundRobin.tr(lang).to_string())
}

fn colour_name(colour: Colour, lang: Language) -> String {
    match colour {
        Colour::White => T::White.tr(lang),
        Colour::Black => T::Black.tr(lang),
    }
    .to_string()
}
