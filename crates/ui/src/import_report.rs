//! After File → Import TRF…: a window listing what the reader assumed (one warning a
//! line: line, field, what was assumed), and the pairing system the file was read as,
//! which the arbiter may correct ([`Command::CorrectImportedSystem`], one undo step).
//!
//! [`Command::CorrectImportedSystem`]: crate::session::Command::CorrectImportedSystem

use super::i18n::{Language, T, arg};
use super::settings_dialog::available_system_combo;
use crate::domain::PairingSystem;
use crate::session::{ImportWarning, Localize};

/// The open report.
pub struct ImportReport {
    warnings: Vec<ImportWarning>,
    /// The warnings worded in the language they were last drawn in.
    worded: Option<(Language, Vec<String>)>,
    /// The system chosen in the window.
    system: PairingSystem,
}

/// What the arbiter did with the window.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ReportOutcome {
    Open,
    Close,
    ReadAs(PairingSystem),
}

impl ImportReport {
    pub fn new(warnings: Vec<ImportWarning>, system: PairingSystem) -> ImportReport {
        ImportReport {
            warnings,
            worded: None,
            system,
        }
    }

    /// Draws the window; `current` is the tournament's system now.
    pub fn show(
        &mut self,
        ctx: &egui::Context,
        lang: Language,
        current: PairingSystem,
    ) -> ReportOutcome {
        if self.worded.as_ref().is_none_or(|(l, _)| *l != lang) {
            let lines = self.warnings.iter().map(|w| w.localize(lang)).collect();
            self.worded = Some((lang, lines));
        }
        let lines: &[String] = self.worded.as_ref().map_or(&[], |(_, l)| l);
        let mut outcome = ReportOutcome::Open;
        egui::Window::new(T::ImportReportTitle.tr(lang))
            .collapsible(false)
            .default_width(640.0)
            .show(ctx, |ui| {
                let count = T::ImportReportCount.with(lang, [("n", arg(lines.len()))]);
                ui.label(count);
                let row_height = ui.text_style_height(&egui::TextStyle::Body);
                egui::ScrollArea::vertical().max_height(320.0).show_rows(
                    ui,
                    row_height,
                    lines.len(),
                    |ui, range| {
                        for line in lines.get(range).unwrap_or(&[]) {
                            ui.label(line);
                        }
                    },
                );
                ui.separator();
                ui.horizontal(|ui| {
                    let label = ui.label(T::ImportReadAs.tr(lang));
                    available_system_combo(
                        ui,
                        "import-report-system",
                        label.id,
                        &mut self.system,
                        lang,
                    );
                    let changed = self.system != current;
                    if ui
                        .add_enabled(changed, egui::Button::new(T::ImportApplySystem.tr(lang)))
                        .clicked()
                    {
                        outcome = ReportOutcome::ReadAs(self.system);
                    }
                });
                if ui.button(T::ImportClose.tr(lang)).clicked() {
                    outcome = ReportOutcome::Close;
                }
            });
        outcome
    }
}
