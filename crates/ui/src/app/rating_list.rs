//! The rating lists in the app: choosing a list to import (a national list's column
//! mapping first), the import job and its outcome, and the rating update shown before
//! it is applied as one undo step.

use super::TorneoApp;
use super::file_requests::FileRequest;
use crate::action::Action;
use crate::i18n::{T, arg};
use crate::rating_list::{MappingDialog, MappingOutcome, UpdateChoice, show_update};
use crate::session::Localize;
use crate::session::rating_list::{self, ImportReport, ListKind, RatingListError};
use std::path::PathBuf;

/// How many skipped lines of an import the notices list (all are counted).
const BAD_LINES_SHOWN: usize = 5;

impl TorneoApp {
    /// File → Import FIDE list… picks the file; Import national list… shows the column
    /// mapping first.
    pub(super) fn ask_rating_list(&mut self, ctx: &egui::Context, kind: ListKind) {
        if self.import_job.is_some() {
            return;
        }
        match kind {
            ListKind::Fide => self.request_file(ctx, FileRequest::ImportRatingList(kind)),
            ListKind::National => match self.rating_lists.mapping() {
                Ok(mapping) => {
                    self.mapping_dialog = Some(MappingDialog::new(&mapping.unwrap_or_default()));
                }
                Err(error) => self.import_failed(&error),
            },
        }
    }

    pub(super) fn import_rating_list_from(&mut self, path: PathBuf, kind: ListKind) {
        match self.rating_lists.start_import(path, kind) {
            Ok(job) => self.import_job = Some(job),
            Err(error) => self.import_failed(&error),
        }
    }

    fn import_failed(&mut self, error: &RatingListError) {
        let text = format!(
            "{}: {}",
            self.tr(T::CannotImportList),
            error.localize(self.prefs.language)
        );
        self.notices.error(text);
    }

    /// Takes a finished import in: the list is searched from now on.
    pub(super) fn poll_rating_list_import(&mut self) {
        let Some(result) = self.import_job.as_ref().and_then(|job| job.try_result()) else {
            return;
        };
        let Some(job) = self.import_job.take() else {
            return;
        };
        self.rating_lists.finish_import(job.kind());
        self.panels.players.forget_list_matches();
        match result {
            Ok(summary) => {
                let file = job
                    .file()
                    .file_name()
                    .map(|n| n.to_string_lossy().into_owned())
                    .unwrap_or_default();
                let report = ImportReport {
                    file: &file,
                    summary: &summary,
                };
                self.notices.info(report.localize(self.prefs.language));
                for bad in summary.bad_lines.iter().take(BAD_LINES_SHOWN) {
                    self.notices.error(bad.localize(self.prefs.language));
                }
            }
            Err(RatingListError::Cancelled) => {
                self.notices
                    .info(RatingListError::Cancelled.localize(self.prefs.language));
            }
            Err(error) => self.import_failed(&error),
        }
    }

    /// File → Update ratings from the list…: the changes, shown before they apply.
    pub(super) fn show_rating_changes(&mut self) {
        match self.rating_lists.rating_changes(self.session.tournament()) {
            Ok(changes) if changes.is_empty() => self.notices.info(self.tr(T::NothingToUpdate)),
            Ok(changes) => self.rating_update = Some(changes),
            Err(error) => self.import_failed(&error),
        }
    }

    pub(super) fn rating_dialog_open(&self) -> bool {
        self.mapping_dialog.is_some() || self.rating_update.is_some()
    }

    /// The mapping and update dialogs, when open.
    pub(super) fn rating_list_dialogs(&mut self, ctx: &egui::Context, actions: &mut Vec<Action>) {
        let lang = self.prefs.language;
        let outcome = self
            .mapping_dialog
            .as_mut()
            .map(|dialog| dialog.show(ctx, lang));
        match outcome {
            None | Some(MappingOutcome::Open) => {}
            Some(MappingOutcome::Cancel) => self.mapping_dialog = None,
            Some(MappingOutcome::Save(mapping)) => match self.rating_lists.save_mapping(&mapping) {
                Ok(()) => {
                    self.mapping_dialog = None;
                    self.request_file(ctx, FileRequest::ImportRatingList(ListKind::National));
                }
                Err(error) => {
                    if let Some(dialog) = &mut self.mapping_dialog {
                        dialog.set_error(error.localize(lang));
                    }
                }
            },
        }
        if let Some(changes) = &self.rating_update {
            match show_update(ctx, lang, changes) {
                None => {}
                Some(UpdateChoice::Cancel) => self.rating_update = None,
                Some(UpdateChoice::Apply) => {
                    let count = changes.len();
                    actions.push(Action::Apply(rating_list::update_command(changes)));
                    self.rating_update = None;
                    let text = self.with(T::RatingsUpdated, [("n", arg(count))]);
                    self.notices.info(text);
                }
            }
        }
    }
}
