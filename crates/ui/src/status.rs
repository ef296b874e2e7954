//! The status bar: the file, whether everything is saved, the round, pairing progress.

use super::action::Action;
use super::i18n::{Language, T, arg};
use crate::session::rating_list::ImportJob;
use crate::session::{Localize, Session};

pub fn bar(
    ui: &mut egui::Ui,
    lang: Language,
    session: &Session,
    // The round being paired and the engine's progress (0.0 ..= 1.0), individual or team.
    pairing: Option<(u32, f32)>,
    actions: &mut Vec<Action>,
) {
    let t = session.tournament();
    ui.horizontal(|ui| {
        match session.path() {
            Some(path) => ui.label(path.display().to_string()),
            None if session.recovery_file().is_some() => ui.label(T::NotSavedYet.tr(lang)),
            None => ui.label(T::NotSavedNoRecovery.tr(lang)),
        };
        ui.separator();
        if session.is_read_only() {
            ui.colored_label(ui.visuals().warn_fg_color, T::ReadOnly.tr(lang));
        } else if session.is_dirty() {
            ui.colored_label(ui.visuals().warn_fg_color, T::UnsavedChanges.tr(lang));
        } else {
            ui.label(T::AllSaved.tr(lang));
        }
        ui.separator();
        let paired = t.rounds_paired();
        // Issue 33 item 7: an event whose number of rounds is not known yet (an imported
        // TRF without one, a round robin without players) reads "Round 6 of ?".
        let text = match t.settings.rounds {
            0 => crate::tr!(lang, "ui-round-of-unknown", n = paired),
            total => crate::tr!(lang, "ui-round-of", n = paired, total = total),
        };
        ui.label(text);
        if let Some((round, progress)) = pairing {
            ui.separator();
            let text = T::PairingRound.with(lang, [("n", arg(round))]);
            ui.label(text);
            ui.add(
                egui::ProgressBar::new(progress)
                    .desired_width(120.0)
                    .animate(true),
            );
            if ui.button(T::Cancel.tr(lang)).clicked() {
                actions.push(Action::CancelPairing);
            }
        }
        if let Some(error) = session.last_save_error() {
            ui.separator();
            ui.colored_label(
                ui.visuals().error_fg_color,
                format!("{}: {}", T::AutosaveFailed.tr(lang), error.localize(lang)),
            );
        }
        // Issue 38: published after every change, and the last site was not written.
        if let Some(failure) = session.site_failure() {
            ui.separator();
            ui.colored_label(ui.visuals().error_fg_color, failure.localize(lang));
        }
    });
}

/// A rating list being imported: its file, a progress bar and Cancel.
pub fn import_progress(
    ui: &mut egui::Ui,
    lang: Language,
    job: &ImportJob,
    actions: &mut Vec<Action>,
) {
    ui.horizontal(|ui| {
        let file = job
            .file()
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        ui.label(T::ImportingList.with(lang, [("file", arg(file.clone()))]));
        ui.add(
            egui::ProgressBar::new(job.progress())
                .desired_width(160.0)
                .show_percentage(),
        );
        if ui.button(T::Cancel.tr(lang)).clicked() {
            actions.push(Action::CancelRatingListImport);
        }
    });
}
