//! The file dialog drawn inside the window, used where the system's dialog cannot open
//! (no desktop portal, no zenity) or always when the arbiter chose it in View →
//! *Torneo's file dialog*. A folder field, the folder's subfolders and the files of the
//! kind asked for, a file name field; everything labelled in the arbiter's language and
//! worked from the keyboard (type a name, Enter; Esc cancels).
//!
//! Written here rather than taken from a crate: `egui-file-dialog` does not follow egui
//! 0.37, and `egui_file` (which does) leaves its text fields without an accessible name
//! (screen readers and the window tests cannot find them), draws emoji egui no longer
//! ships, and has its own English words.

use super::dialogs::FileKind;
use super::i18n::{Language, T};
use super::widgets::labelled_text;
use std::path::{Path, PathBuf};

/// What the in-window dialog answered this frame.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum InWindowOutcome {
    Open,
    Chosen(PathBuf),
    Cancelled,
}

/// One line of the folder's listing.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Entry {
    name: String,
    folder: bool,
}

/// An open in-window file dialog.
#[derive(Debug)]
pub struct InWindowDialog {
    kind: FileKind,
    folder: PathBuf,
    /// The folder field as typed (read when the arbiter leaves it).
    folder_text: String,
    file_name: String,
    entries: Vec<Entry>,
    /// Why the folder cannot be listed, worded.
    error: Option<String>,
    /// The file name field takes the keyboard at the next frame.
    focus_name: bool,
}

impl InWindowDialog {
    /// A dialog for `kind`, showing `folder`, proposing `suggested_name` when it saves.
    pub fn new(kind: FileKind, folder: &Path, suggested_name: &str, lang: Language) -> Self {
        let mut dialog = InWindowDialog {
            kind,
            folder: folder.to_path_buf(),
            folder_text: folder.display().to_string(),
            file_name: suggested_name.to_string(),
            entries: Vec::new(),
            error: None,
            focus_name: true,
        };
        dialog.list(lang);
        dialog
    }

    /// Reads the folder: subfolders first, then the files of the kind, by name.
    fn list(&mut self, lang: Language) {
        let (_, extensions) = self.kind.filter();
        match std::fs::read_dir(&self.folder) {
            Ok(read) => {
                let mut entries: Vec<Entry> = read
                    .filter_map(Result::ok)
                    .filter_map(|entry| {
                        let name = entry.file_name().to_string_lossy().into_owned();
                        let folder = entry.path().is_dir();
                        let shown = !name.starts_with('.')
                            && (folder || has_extension(Path::new(&name), extensions));
                        shown.then_some(Entry { name, folder })
                    })
                    .collect();
                entries.sort_by_cached_key(|e| (!e.folder, e.name.to_lowercase()));
                self.entries = entries;
                self.error = None;
            }
            Err(error) => {
                self.entries.clear();
                self.error = Some(torneo_i18n::io_reason(lang, &error));
            }
        }
        self.folder_text = self.folder.display().to_string();
    }

    fn enter(&mut self, folder: PathBuf, lang: Language) {
        self.folder = folder;
        self.list(lang);
    }

    /// The chosen path, when the name names a file (a name typed with its folder is
    /// taken as it is).
    fn chosen(&self) -> Option<PathBuf> {
        let name = self.file_name.trim();
        if name.is_empty() {
            return None;
        }
        let typed = Path::new(name);
        let path = if typed.is_absolute() {
            typed.to_path_buf()
        } else {
            self.folder.join(typed)
        };
        // A site folder is a folder, there or to be made; any other kind names a file.
        (self.kind == FileKind::SiteFolder || !path.is_dir()).then_some(path)
    }

    /// Draws the dialog; the answer once given.
    pub fn show(&mut self, ctx: &egui::Context, lang: Language) -> InWindowOutcome {
        if ctx.input(|i| i.key_pressed(egui::Key::Escape)) {
            return InWindowOutcome::Cancelled;
        }
        let mut outcome = InWindowOutcome::Open;
        let title = if self.kind.saves() {
            T::FileDialogSaveTitle
        } else {
            T::FileDialogOpenTitle
        };
        let height = (ctx.content_rect().height() - 120.0).clamp(200.0, 560.0);
        egui::Modal::new(egui::Id::unique("torneo-in-window-file-dialog")).show(ctx, |ui| {
            ui.set_width(560.0);
            ui.heading(title.tr(lang));
            self.folder_row(ui, lang);
            self.listing(ui, lang, height - 140.0);
            if let Some(error) = &self.error {
                ui.colored_label(ui.visuals().error_fg_color, error);
            }
            outcome = self.name_row(ui, lang);
        });
        outcome
    }

    /// The folder field (typed and left, the folder is read) and the parent button.
    fn folder_row(&mut self, ui: &mut egui::Ui, lang: Language) {
        ui.horizontal(|ui| {
            let up = ui.add_enabled(
                self.folder.parent().is_some(),
                egui::Button::new(T::FileDialogParent.tr(lang)),
            );
            if up.clicked()
                && let Some(parent) = self.folder.parent().map(Path::to_path_buf)
            {
                self.enter(parent, lang);
            }
            let field = labelled_text(
                ui,
                T::FileDialogFolder.tr(lang),
                &mut self.folder_text,
                400.0,
            );
            if field.lost_focus() && Path::new(self.folder_text.trim()) != self.folder {
                self.enter(PathBuf::from(self.folder_text.trim()), lang);
            }
        });
    }

    /// The folder's subfolders (a click enters) and files (a click takes the name, a
    /// double click chooses it).
    fn listing(&mut self, ui: &mut egui::Ui, lang: Language, height: f32) {
        let mut entered = None;
        egui::ScrollArea::vertical()
            .id_salt("in-window-file-list")
            .max_height(height.max(120.0))
            .auto_shrink([false, true])
            .show(ui, |ui| {
                for entry in &self.entries {
                    let text = if entry.folder {
                        format!("▸ {}/", entry.name)
                    } else {
                        entry.name.clone()
                    };
                    let selected = !entry.folder && entry.name == self.file_name;
                    let response = ui.selectable_label(selected, text);
                    if entry.folder && response.clicked() {
                        entered = Some(self.folder.join(&entry.name));
                    } else if response.clicked() {
                        self.file_name = entry.name.clone();
                    }
                    if !entry.folder && response.double_clicked() {
                        self.file_name = entry.name.clone();
                        self.focus_name = true;
                    }
                }
                if self.entries.is_empty() && self.error.is_none() {
                    ui.weak(T::FileDialogEmpty.tr(lang));
                }
            });
        if let Some(folder) = entered {
            self.enter(folder, lang);
        }
    }

    /// The file name field and the buttons; Enter in the field chooses.
    fn name_row(&mut self, ui: &mut egui::Ui, lang: Language) -> InWindowOutcome {
        let mut outcome = InWindowOutcome::Open;
        ui.horizontal(|ui| {
            let field = labelled_text(ui, T::FileDialogFile.tr(lang), &mut self.file_name, 300.0);
            if std::mem::take(&mut self.focus_name) {
                field.request_focus();
            }
            let enter = field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
            let confirm = if self.kind.saves() {
                T::Save
            } else {
                T::FileDialogOpen
            };
            let chosen = self.chosen();
            let clicked = ui
                .add_enabled(chosen.is_some(), egui::Button::new(confirm.tr(lang)))
                .clicked();
            if let Some(path) = chosen.filter(|_| clicked || enter) {
                outcome = self.confirmed(path, lang);
            }
            if ui.button(T::Cancel.tr(lang)).clicked() {
                outcome = InWindowOutcome::Cancelled;
            }
        });
        outcome
    }

    /// An Open of a file that is not there stays open and says so.
    fn confirmed(&mut self, path: PathBuf, lang: Language) -> InWindowOutcome {
        if !self.kind.saves() && !path.is_file() {
            let missing = std::io::Error::from(std::io::ErrorKind::NotFound);
            self.error = Some(format!(
                "{}: {}",
                path.display(),
                torneo_i18n::io_reason(lang, &missing)
            ));
            return InWindowOutcome::Open;
        }
        InWindowOutcome::Chosen(path)
    }
}

/// Whether `path` ends in one of `extensions` (any case).
fn has_extension(path: &Path, extensions: &[&str]) -> bool {
    path.extension()
        .and_then(|e| e.to_str())
        .is_some_and(|e| extensions.iter().any(|x| x.eq_ignore_ascii_case(e)))
}

/// The folder an in-window dialog starts in: the open document's, the last recent
/// file's, the user's home folder.
pub fn start_folder(document: Option<&Path>, recent: Option<&Path>) -> PathBuf {
    document
        .into_iter()
        .chain(recent)
        .filter_map(Path::parent)
        .find(|folder| folder.is_dir())
        .map(Path::to_path_buf)
        .or_else(|| directories::UserDirs::new().map(|dirs| dirs.home_dir().to_path_buf()))
        .unwrap_or_else(|| PathBuf::from("."))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn extensions_match_in_any_case() {
        let shown = ["ron", "xlsx"];
        assert!(has_extension(Path::new("/a/Open.RON"), &shown));
        assert!(has_extension(Path::new("iscritti.xlsx"), &shown));
        assert!(!has_extension(Path::new("iscritti.pdf"), &shown));
        assert!(!has_extension(Path::new("README"), &shown));
    }

    #[test]
    fn start_folder_prefers_the_document_then_the_recent_file() {
        let dir = std::env::temp_dir();
        let doc = dir.join("t.ron");
        assert_eq!(start_folder(Some(&doc), None), dir);
        assert_eq!(start_folder(None, Some(&doc)), dir);
        let missing = Path::new("/nonexistent-torneo/x/t.ron");
        assert_eq!(start_folder(Some(missing), Some(&doc)), dir);
    }

    #[test]
    fn the_listing_has_folders_first_and_only_the_kind_asked_for() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir(dir.path().join("Tornei 2025")).unwrap();
        for name in ["b.ron", "A.ron", "notes.txt", ".hidden.ron"] {
            std::fs::write(dir.path().join(name), "x").unwrap();
        }
        let dialog =
            InWindowDialog::new(FileKind::OpenTournament, dir.path(), "", Language::English);
        let names: Vec<&str> = dialog.entries.iter().map(|e| e.name.as_str()).collect();
        assert_eq!(names, ["Tornei 2025", "A.ron", "b.ron"]);
        let missing = InWindowDialog::new(
            FileKind::OpenTournament,
            &dir.path().join("none"),
            "",
            Language::Italian,
        );
        assert_eq!(
            missing.error.as_deref(),
            Some("il file o la cartella non esiste")
        );
    }

    #[test]
    fn a_typed_name_is_taken_in_the_folder_shown() {
        let dir = tempfile::tempdir().unwrap();
        let mut dialog =
            InWindowDialog::new(FileKind::SavePdf, dir.path(), "open.pdf", Language::English);
        assert_eq!(dialog.chosen(), Some(dir.path().join("open.pdf")));
        dialog.file_name = "  ".into();
        assert_eq!(dialog.chosen(), None);
        dialog.file_name = "/tmp/x.pdf".into();
        assert_eq!(dialog.chosen(), Some(PathBuf::from("/tmp/x.pdf")));
    }
}
