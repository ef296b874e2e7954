//! Asking for a file and carrying on once it is chosen. The system's dialog answers at
//! once; where it cannot open, the in-window dialog is shown and the request waits in
//! [`TorneoApp::file_request`] until the arbiter chooses, so every file command works on
//! every desktop and a failure is said in words, never a silent no-op.

use super::{Action, TorneoApp, suggested_file_name};
use crate::dialogs::{FileKind, Picked};
use crate::entry_list::EntryListDialog;
use crate::file_dialog::{InWindowDialog, InWindowOutcome, start_folder};
use crate::i18n::T;
use crate::session::TrfVersion;
use crate::session::rating_list::ListKind;
use std::path::PathBuf;

/// What happens once the tournament is saved through Save as.
#[derive(Debug, Clone, PartialEq)]
pub enum AfterSave {
    Nothing,
    /// Carry this out without asking again (New, Open, Import after "Save").
    Then(Box<Action>),
    /// Close the window (Quit after "Save").
    Close,
}

/// What a file is asked for, and what to do with it.
#[derive(Debug, Clone, PartialEq)]
pub enum FileRequest {
    Open,
    SaveAs(AfterSave),
    ImportTrf,
    ExportTrf(TrfVersion),
    ImportRatingList(ListKind),
    ImportEntryList,
    SavePdf,
    /// File → Publish site to folder… (issue 38).
    PublishSite,
}

impl FileRequest {
    fn kind(&self) -> FileKind {
        match self {
            FileRequest::Open => FileKind::OpenTournament,
            FileRequest::SaveAs(_) => FileKind::SaveTournament,
            FileRequest::ImportTrf => FileKind::ImportTrf,
            FileRequest::ExportTrf(_) => FileKind::ExportTrf,
            FileRequest::ImportRatingList(_) => FileKind::ImportRatingList,
            FileRequest::ImportEntryList => FileKind::ImportEntryList,
            FileRequest::SavePdf => FileKind::SavePdf,
            FileRequest::PublishSite => FileKind::SiteFolder,
        }
    }
}

impl TorneoApp {
    /// Asks for a file for `request`: the system's dialog, or the in-window one where the
    /// system's cannot open (or the arbiter prefers it).
    pub(super) fn request_file(&mut self, ctx: &egui::Context, request: FileRequest) {
        let kind = request.kind();
        let suggested = self.suggested_name(&request);
        if !self.in_window_file_dialog {
            match self.dialogs.pick(kind, &suggested) {
                Picked::Path(path) => return self.file_chosen(ctx, request, path),
                Picked::Cancelled => return,
                Picked::Unavailable => {
                    // From now on straight to Torneo's dialog (View menu to go back).
                    self.in_window_file_dialog = true;
                    self.notices.info(self.tr(T::SystemFileDialogUnavailable));
                }
            }
        }
        let folder = start_folder(
            self.session.path(),
            self.prefs.recent.first().map(PathBuf::as_path),
        );
        let dialog = InWindowDialog::new(kind, &folder, &suggested, self.prefs.language);
        self.file_request = Some((request, dialog));
    }

    /// The in-window dialog, when open; carries on with the chosen file.
    pub(super) fn in_window_file_dialog(&mut self, ctx: &egui::Context) {
        let lang = self.prefs.language;
        let Some((_, dialog)) = &mut self.file_request else {
            return;
        };
        match dialog.show(ctx, lang) {
            InWindowOutcome::Open => {}
            InWindowOutcome::Cancelled => self.file_request = None,
            InWindowOutcome::Chosen(path) => {
                if let Some((request, _)) = self.file_request.take() {
                    self.file_chosen(ctx, request, path);
                }
            }
        }
    }

    /// True while the in-window file dialog waits for the arbiter.
    pub fn is_choosing_file(&self) -> bool {
        self.file_request.is_some()
    }

    /// The name a save dialog proposes: the tournament's name and the document
    /// ("Open_di_Roma-abbinamenti.pdf").
    fn suggested_name(&self, request: &FileRequest) -> String {
        let name = &self.session.tournament().settings.name;
        let ron = suggested_file_name(name);
        match request {
            FileRequest::SaveAs(_) => ron,
            FileRequest::ExportTrf(_) => ron.replace(".ron", ".trf"),
            FileRequest::SavePdf => self.pdf_file_name(),
            FileRequest::PublishSite => self.proposed_site_name(),
            _ => String::new(),
        }
    }

    fn file_chosen(&mut self, ctx: &egui::Context, request: FileRequest, path: PathBuf) {
        match request {
            FileRequest::Open => self.perform(ctx, Action::OpenPath(path)),
            FileRequest::SaveAs(after) => {
                if self.save_to(path) {
                    match after {
                        AfterSave::Nothing => {}
                        AfterSave::Then(action) => self.force(ctx, *action),
                        AfterSave::Close => self.close(ctx),
                    }
                }
            }
            FileRequest::ImportTrf => self.import_trf_from(&path),
            FileRequest::ExportTrf(version) => self.export_trf_to(&path, version),
            FileRequest::ImportRatingList(kind) => self.import_rating_list_from(path, kind),
            FileRequest::ImportEntryList => {
                let lang = self.prefs.language;
                self.entry_list = Some(EntryListDialog::from_file(path, lang));
            }
            FileRequest::SavePdf => self.save_printed_pdf_to(path),
            FileRequest::PublishSite => self.write_site_to(path),
        }
    }
}
