//! The welcome card at the top of the Players panel while nothing has been started: a
//! new tournament (File → New's form), open one, import a TRF, or one of the recent
//! files. It goes away by itself once a player is added or a tournament is named.

use super::action::Action;
use super::i18n::{Language, T};
use crate::session::Session;
use std::path::PathBuf;

/// Whether the session is still the untouched tournament of a fresh start.
pub fn is_fresh(session: &Session) -> bool {
    let t = session.tournament();
    session.path().is_none()
        && t.players.is_empty()
        && t.rounds.is_empty()
        && t.settings.name.trim().is_empty()
}

/// How many recent files the card lists.
const RECENT_SHOWN: usize = 6;

/// The recent files that still exist, looked up on disk only when the list changes (not
/// every frame the card is drawn).
#[derive(Debug, Default)]
pub struct RecentOnDisk {
    looked_up: Vec<PathBuf>,
    existing: Vec<PathBuf>,
}

impl RecentOnDisk {
    fn existing(&mut self, recent: &[PathBuf]) -> &[PathBuf] {
        if self.looked_up != recent {
            self.looked_up = recent.to_vec();
            self.existing = recent.iter().filter(|p| p.exists()).cloned().collect();
        }
        &self.existing
    }
}

/// Draws the card.
pub fn card(
    ui: &mut egui::Ui,
    lang: Language,
    recent: &[PathBuf],
    on_disk: &mut RecentOnDisk,
    actions: &mut Vec<Action>,
) {
    ui.group(|ui| {
        ui.heading(T::WelcomeTitle.tr(lang));
        ui.label(T::WelcomeIntro.tr(lang));
        ui.horizontal_wrapped(|ui| {
            if ui.button(T::NewTournamentButton.tr(lang)).clicked() {
                actions.push(Action::New);
            }
            if ui.button(T::WelcomeOpen.tr(lang)).clicked() {
                actions.push(Action::Open);
            }
            if ui.button(T::WelcomeImportTrf.tr(lang)).clicked() {
                actions.push(Action::ImportTrf);
            }
        });
        let existing = on_disk.existing(recent);
        if existing.is_empty() {
            return;
        }
        ui.add_space(4.0);
        ui.strong(T::WelcomeRecent.tr(lang));
        for path in existing.iter().take(RECENT_SHOWN) {
            let name = path
                .file_name()
                .map(|n| n.to_string_lossy().into_owned())
                .unwrap_or_default();
            if ui
                .link(name)
                .on_hover_text(path.display().to_string())
                .clicked()
            {
                actions.push(Action::OpenPath(path.clone()));
            }
        }
    });
}
