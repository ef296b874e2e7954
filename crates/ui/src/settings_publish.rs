//! The publishing settings (issue 38) in the settings dialog: the folder the tournament's
//! site is written to (a synced or network folder) and whether it is written there after
//! every change. The site is then written by the session's publisher thread, never
//! holding the window; why it could not be is said in the status bar.

use crate::domain::PublishOptions;
use crate::i18n::Language;
use crate::tr;
use crate::widgets::labelled_text;
use std::path::PathBuf;

/// The folder as typed (kept apart from the options until read).
pub struct PublishEditor {
    folder: String,
}

impl PublishEditor {
    pub fn new(options: &PublishOptions) -> PublishEditor {
        PublishEditor {
            folder: options
                .folder
                .as_ref()
                .map(|f| f.display().to_string())
                .unwrap_or_default(),
        }
    }

    /// The section, folded until opened (most events publish nothing, and the dialog
    /// stays short): the tick and the folder.
    pub fn show(&mut self, ui: &mut egui::Ui, options: &mut PublishOptions, lang: Language) {
        egui::CollapsingHeader::new(tr!(lang, "site-settings-section"))
            .id_salt("site-publishing")
            .default_open(options.after_every_change)
            .show(ui, |ui| {
                ui.checkbox(
                    &mut options.after_every_change,
                    tr!(lang, "site-settings-after-every-change"),
                );
                ui.horizontal(|ui| {
                    labelled_text(
                        ui,
                        &tr!(lang, "site-settings-folder"),
                        &mut self.folder,
                        360.0,
                    );
                });
                ui.weak(tr!(lang, "site-settings-hint"));
            });
    }

    /// The options with the folder typed; publishing after every change needs a folder.
    pub fn read(&self, options: &PublishOptions, lang: Language) -> Result<PublishOptions, String> {
        let typed = self.folder.trim();
        let folder = (!typed.is_empty()).then(|| PathBuf::from(typed));
        if options.after_every_change && folder.is_none() {
            return Err(tr!(lang, "site-settings-no-folder"));
        }
        Ok(PublishOptions {
            folder,
            ..options.clone()
        })
    }
}
