//! The add/edit player form: text the arbiter types, checked and turned into a
//! [`Player`] (numbers and dates parsed, errors named by field).

use super::i18n::{Language, T};
use super::widgets::labelled_text;
use crate::domain::{Player, PlayerId, Sex, Title};
use crate::session::entry_list::Birth;
use crate::session::rating_list::{ListKind, ListMatch};
use chrono::NaiveDate;

/// What is typed in the form.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct PlayerForm {
    /// The player being edited; `None` when adding.
    pub editing: Option<PlayerId>,
    pub name: String,
    pub fide_id: String,
    pub rating: String,
    pub title: Option<Title>,
    pub federation: String,
    pub club: String,
    pub birth_date: String,
    pub sex: Option<Sex>,
    /// Issue 37: free tags, separated by commas.
    pub tags: String,
    /// The national rating, filled from a national list (not typed).
    pub national_rating: Option<u16>,
    /// The name field takes the keyboard at the next frame (after a player is added or
    /// a suggestion is picked).
    pub focus_name: bool,
    /// The name field had the keyboard at the last frame (the suggestions take ↑, ↓,
    /// Enter and Esc then).
    pub name_focused: bool,
}

/// A field that could not be read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FormError {
    NameMissing,
    FideId,
    Rating,
    BirthDate,
}

impl FormError {
    pub fn text(self) -> T {
        match self {
            FormError::NameMissing => T::ErrNameMissing,
            FormError::FideId => T::ErrFideId,
            FormError::Rating => T::ErrRating,
            FormError::BirthDate => T::ErrBirthDate,
        }
    }
}

/// What the form asks for when a button is pressed.
pub enum FormOutcome {
    None,
    /// Add or save: the panel reads the form with [`PlayerForm::to_player`].
    Submit,
    Cancel,
}

impl PlayerForm {
    pub fn from_player(p: &Player) -> PlayerForm {
        PlayerForm {
            editing: Some(p.id),
            name: p.name.clone(),
            fide_id: p.fide_id.map(|v| v.to_string()).unwrap_or_default(),
            rating: p.rating.map(|v| v.to_string()).unwrap_or_default(),
            title: p.title,
            federation: p.federation.clone(),
            club: p.club.clone(),
            birth_date: p.birth_date.map(format_date).unwrap_or_default(),
            sex: p.sex,
            tags: p.tags.join(", "),
            national_rating: p.national_rating,
            focus_name: true,
            name_focused: false,
        }
    }

    /// Fills the form from a player found in a rating list: the FIDE list gives the
    /// FIDE id and the (standard) rating, a national list the national rating (and the
    /// FIDE id when it has one). What the list does not say is kept.
    pub fn fill_from(&mut self, found: &ListMatch) {
        let p = &found.player;
        self.name = p.name.clone();
        match found.kind {
            ListKind::Fide => {
                self.fide_id = p.id.to_string();
                self.rating = p.standard.map(|r| r.to_string()).unwrap_or_default();
            }
            ListKind::National => {
                if let Some(fide_id) = p.fide_id {
                    self.fide_id = fide_id.to_string();
                }
                self.national_rating = p.standard;
            }
        }
        if !p.federation.is_empty() {
            self.federation = p.federation.clone();
        }
        if p.title.is_some() {
            self.title = p.title;
        }
        if p.sex.is_some() {
            self.sex = p.sex;
        }
        // Issue 33 item 9: the list's birth year, when nothing more precise is typed.
        if let Some(year) = p.birth_year
            && self.birth_date.trim().is_empty()
        {
            self.birth_date = year.to_string();
        }
    }

    /// The player the form describes, on top of `base` (the edited player, or a default).
    pub fn to_player(&self, base: &Player) -> Result<Player, FormError> {
        let name = self.name.trim();
        if name.is_empty() {
            return Err(FormError::NameMissing);
        }
        let fide_id =
            optional(&self.fide_id, |s| s.parse::<u64>().ok()).ok_or(FormError::FideId)?;
        // FIDE ratings run from 1400 (floor) up; an estimate (C.04.2 2.1) may be lower.
        let rating = optional(&self.rating, |s| {
            s.parse::<u16>().ok().filter(|r| *r <= 3500)
        })
        .ok_or(FormError::Rating)?;
        let birth_date =
            optional(&self.birth_date, parse_birth_date).ok_or(FormError::BirthDate)?;
        Ok(Player {
            name: name.to_string(),
            fide_id,
            rating,
            title: self.title,
            federation: self.federation.trim().to_uppercase(),
            club: self.club.trim().to_string(),
            birth_date,
            sex: self.sex,
            tags: self
                .tags
                .split(',')
                .map(str::trim)
                .filter(|t| !t.is_empty())
                .map(String::from)
                .collect(),
            national_rating: self.national_rating.or(base.national_rating),
            ..base.clone()
        })
    }

    /// Draws the form; returns what its buttons (or Enter in any of its fields) asked for.
    pub fn show(&mut self, ui: &mut egui::Ui, lang: Language) -> FormOutcome {
        let mut outcome = FormOutcome::None;
        egui::Grid::new("player-form")
            .num_columns(6)
            .spacing([8.0, 4.0])
            .show(ui, |ui| {
                let name = labelled_text(ui, T::Name.tr(lang), &mut self.name, 220.0);
                if std::mem::take(&mut self.focus_name) {
                    name.request_focus();
                }
                self.name_focused = name.has_focus();
                let mut fields = vec![
                    name,
                    labelled_text(ui, T::Rating.tr(lang), &mut self.rating, 60.0),
                    labelled_text(ui, T::FideId.tr(lang), &mut self.fide_id, 90.0),
                ];
                ui.end_row();
                fields.push(labelled_text(ui, T::Club.tr(lang), &mut self.club, 220.0));
                fields.push(labelled_text(
                    ui,
                    T::Federation.tr(lang),
                    &mut self.federation,
                    60.0,
                ));
                let birth_date =
                    labelled_text(ui, T::BirthDate.tr(lang), &mut self.birth_date, 90.0)
                        .on_hover_text(T::BirthDateHelp.tr(lang));
                fields.push(birth_date);
                ui.end_row();
                let title_label = ui.label(T::Title.tr(lang));
                egui::ComboBox::from_id_salt("player-title")
                    .selected_text(self.title.map_or("—", Title::code))
                    .show_ui(ui, |ui| {
                        ui.selectable_value(&mut self.title, None, "—");
                        for title in Title::ALL {
                            ui.selectable_value(&mut self.title, Some(title), title.code());
                        }
                    })
                    .response
                    .labelled_by(title_label.id);
                ui.label(T::Sex.tr(lang));
                ui.horizontal(|ui| {
                    ui.selectable_value(&mut self.sex, None, "—");
                    ui.selectable_value(&mut self.sex, Some(Sex::Male), T::SexMale.tr(lang));
                    ui.selectable_value(&mut self.sex, Some(Sex::Female), T::SexFemale.tr(lang));
                });
                let tags = labelled_text(ui, T::AwTags.tr(lang), &mut self.tags, 140.0)
                    .on_hover_text(T::AwTagsHelp.tr(lang));
                fields.push(tags);
                ui.end_row();
                // Issue 33 item 6: Enter adds the player from whichever field has the keyboard.
                let enter = fields.iter().any(egui::Response::lost_focus)
                    && ui.input(|i| i.key_pressed(egui::Key::Enter));
                let submit_text = if self.editing.is_some() {
                    T::SaveChanges
                } else {
                    T::AddPlayer
                };
                if ui.button(submit_text.tr(lang)).clicked() || enter {
                    outcome = FormOutcome::Submit;
                }
                if self.editing.is_some() && ui.button(T::Cancel.tr(lang)).clicked() {
                    outcome = FormOutcome::Cancel;
                }
                ui.end_row();
            });
        outcome
    }
}

/// Empty text is `Some(None)`; text that parses is `Some(Some(v))`; anything else `None`.
fn optional<V>(text: &str, parse: impl Fn(&str) -> Option<V>) -> Option<Option<V>> {
    let text = text.trim();
    if text.is_empty() {
        Some(None)
    } else {
        parse(text).map(Some)
    }
}

/// A date as the form shows it: day/month/year (27/11/2026), as the arbiter types it.
pub fn format_date(date: NaiveDate) -> String {
    date.format("%d/%m/%Y").to_string()
}

/// A birth date as [`parse_date`] reads it, or a year alone (what the rating lists
/// give), kept as the entry lists keep it ([`Birth::Year`]: 31 December of the year).
pub fn parse_birth_date(text: &str) -> Option<NaiveDate> {
    let text = text.trim();
    if text.len() == 4 && text.chars().all(|c| c.is_ascii_digit()) {
        return text
            .parse::<i32>()
            .ok()
            .filter(|year| (1900..=2100).contains(year))
            .and_then(|year| Birth::Year(year).date());
    }
    parse_date(text)
}

/// Dates as ISO (2026-11-23) or as Italians write them (23/11/2026, 23.11.2026).
pub fn parse_date(text: &str) -> Option<NaiveDate> {
    let text = text.trim();
    NaiveDate::parse_from_str(text, "%Y-%m-%d")
        .or_else(|_| NaiveDate::parse_from_str(text, "%d/%m/%Y"))
        .or_else(|_| NaiveDate::parse_from_str(text, "%d.%m.%Y"))
        .ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn form_reads_fields_and_names_errors() {
        let mut form = PlayerForm {
            name: "  Rossi, Mario ".into(),
            rating: "1850".into(),
            fide_id: "2345678".into(),
            federation: "ita".into(),
            birth_date: "02/03/1990".into(),
            ..PlayerForm::default()
        };
        let p = form.to_player(&Player::default()).unwrap();
        assert_eq!(p.name, "Rossi, Mario");
        assert_eq!(p.rating, Some(1850));
        assert_eq!(p.fide_id, Some(2_345_678));
        assert_eq!(p.federation, "ITA");
        assert_eq!(p.birth_date, NaiveDate::from_ymd_opt(1990, 3, 2));
        form.rating = "18x".into();
        assert_eq!(form.to_player(&Player::default()), Err(FormError::Rating));
        form.rating = String::new();
        assert_eq!(
            form.to_player(&Player::default()).map(|p| p.rating),
            Ok(None)
        );
        form.birth_date = "1990".into();
        assert_eq!(
            form.to_player(&Player::default()).map(|p| p.birth_date),
            Ok(NaiveDate::from_ymd_opt(1990, 12, 31))
        );
        form.birth_date = "31/02/1990".into();
        assert_eq!(
            form.to_player(&Player::default()),
            Err(FormError::BirthDate)
        );
        form.name = " ".into();
        assert_eq!(
            form.to_player(&Player::default()),
            Err(FormError::NameMissing)
        );
    }

    #[test]
    fn editing_keeps_what_the_form_does_not_show() {
        let base = Player {
            id: PlayerId(7),
            pairing_number: 3,
            withdrawn_from: Some(4),
            name: "Old".into(),
            ..Player::default()
        };
        let mut form = PlayerForm::from_player(&base);
        form.name = "New".into();
        let p = form.to_player(&base).unwrap();
        assert_eq!(
            (p.id, p.pairing_number, p.withdrawn_from),
            (PlayerId(7), 3, Some(4))
        );
        assert_eq!(p.name, "New");
    }
}
