//! File pickers. The app asks a [`FileDialogs`] for a path of a [`FileKind`]; the answer
//! is a path, a cancel, or "the system's dialog cannot open here". In the last case the
//! app draws its own dialog inside the window ([`super::file_dialog`]), so a desktop
//! without a file-chooser portal (XFCE, minimal installs) never gets a silent no-op.
//! Tests script the answers.

use std::path::PathBuf;
use std::time::{Duration, Instant};

/// What a file is asked for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FileKind {
    /// File → Open…: a tournament (`.ron`).
    OpenTournament,
    /// File → Save as…: where to save the tournament.
    SaveTournament,
    /// File → Import TRF…
    ImportTrf,
    /// File → Export TRF…
    ExportTrf,
    /// File → Import FIDE list… / national list…
    ImportRatingList,
    /// Players → Import entry list…: CSV, TSV, XLSX or ODS.
    ImportEntryList,
    /// File → Print… → Save PDF…
    SavePdf,
    /// File → Publish site to folder…: the folder the tournament's site is written to
    /// (issue 38); a folder, new or already there.
    SiteFolder,
}

impl FileKind {
    /// True for the kinds that ask where to write.
    pub fn saves(self) -> bool {
        matches!(
            self,
            FileKind::SaveTournament
                | FileKind::ExportTrf
                | FileKind::SavePdf
                | FileKind::SiteFolder
        )
    }

    /// The filter's name and extensions.
    pub fn filter(self) -> (&'static str, &'static [&'static str]) {
        match self {
            FileKind::OpenTournament | FileKind::SaveTournament => ("Torneo", &["ron"]),
            FileKind::ImportTrf | FileKind::ExportTrf => ("FIDE TRF", &TRF_EXTENSIONS),
            FileKind::ImportRatingList => ("TXT, XML, CSV", &["txt", "xml", "csv"]),
            FileKind::ImportEntryList => (
                "CSV, TSV, XLSX, ODS",
                &["csv", "tsv", "txt", "xlsx", "xls", "ods"],
            ),
            FileKind::SavePdf => ("PDF", &["pdf"]),
            // A folder: no file is listed, only folders.
            FileKind::SiteFolder => ("", &[]),
        }
    }
}

/// The answer of a file dialog.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Picked {
    Path(PathBuf),
    /// The arbiter closed the dialog without choosing.
    Cancelled,
    /// The system's dialog could not be shown here: the app shows its own.
    Unavailable,
}

/// Where the app gets file paths from.
pub trait FileDialogs {
    /// Asks for a file of `kind`; a save dialog proposes `suggested_name`.
    fn pick(&mut self, kind: FileKind, suggested_name: &str) -> Picked;
}

/// The file name filters of the TRF dialogs.
const TRF_EXTENSIONS: [&str; 3] = ["trf", "trfx", "txt"];

/// Nobody closes a dialog this fast: a "no file" answer sooner than this means the
/// system's dialog never appeared (rfd reports a missing portal and a missing zenity
/// only in its log).
const FASTEST_HUMAN_CANCEL: Duration = Duration::from_millis(350);

/// The operating system's file dialogs (rfd).
#[derive(Debug, Default, Clone, Copy)]
pub struct NativeDialogs;

impl FileDialogs for NativeDialogs {
    fn pick(&mut self, kind: FileKind, suggested_name: &str) -> Picked {
        if !system_dialog_possible() {
            return Picked::Unavailable;
        }
        let (name, extensions) = kind.filter();
        let dialog = rfd::FileDialog::new().add_filter(name, extensions);
        let started = Instant::now();
        let path = if kind == FileKind::SiteFolder {
            rfd::FileDialog::new().pick_folder()
        } else if kind.saves() {
            dialog.set_file_name(suggested_name).save_file()
        } else {
            dialog.pick_file()
        };
        match path {
            Some(path) => Picked::Path(path),
            None if started.elapsed() < FASTEST_HUMAN_CANCEL => Picked::Unavailable,
            None => Picked::Cancelled,
        }
    }
}

/// Whether the system can show a file dialog at all: on Linux and the BSDs rfd needs the
/// desktop portal with a file-chooser backend (over the session's D-Bus) or the `zenity`
/// program. A portal without a file-chooser backend (common on XFCE) would make rfd wait
/// for D-Bus's timeout before failing, so it is looked for first; a backend kept for
/// another desktop (`UseIn=gnome`) counts, and its quick failure is caught by
/// [`FASTEST_HUMAN_CANCEL`].
fn system_dialog_possible() -> bool {
    if cfg!(any(target_os = "windows", target_os = "macos")) {
        return true;
    }
    let bus = std::env::var_os("DBUS_SESSION_BUS_ADDRESS").is_some_and(|a| !a.is_empty())
        || std::env::var_os("XDG_RUNTIME_DIR")
            .is_some_and(|dir| PathBuf::from(dir).join("bus").exists());
    let sandboxed = std::path::Path::new("/.flatpak-info").exists();
    sandboxed || program_on_path("zenity") || (bus && file_chooser_backend_in(&data_dirs()))
}

fn program_on_path(program: &str) -> bool {
    std::env::var_os("PATH")
        .is_some_and(|paths| std::env::split_paths(&paths).any(|dir| dir.join(program).is_file()))
}

/// The XDG data folders (`$XDG_DATA_DIRS`, by default `/usr/local/share:/usr/share`).
fn data_dirs() -> Vec<PathBuf> {
    match std::env::var_os("XDG_DATA_DIRS").filter(|dirs| !dirs.is_empty()) {
        Some(dirs) => std::env::split_paths(&dirs).collect(),
        None => vec![
            PathBuf::from("/usr/local/share"),
            PathBuf::from("/usr/share"),
        ],
    }
}

/// The interface a portal backend declares in its `.portal` file when it can show a
/// file chooser.
const FILE_CHOOSER_INTERFACE: &str = "org.freedesktop.impl.portal.FileChooser";

/// Whether a portal backend in `dirs` (`xdg-desktop-portal/portals/*.portal`) declares
/// the file chooser.
fn file_chooser_backend_in(dirs: &[PathBuf]) -> bool {
    dirs.iter()
        .filter_map(|dir| std::fs::read_dir(dir.join("xdg-desktop-portal").join("portals")).ok())
        .flatten()
        .filter_map(Result::ok)
        .filter(|entry| entry.path().extension().is_some_and(|e| e == "portal"))
        .filter_map(|entry| std::fs::read_to_string(entry.path()).ok())
        .any(|text| text.contains(FILE_CHOOSER_INTERFACE))
}

/// Dialogs that answer from a script (tests, automation): each call takes the next path,
/// `open` for Open and Import, `save` for Save as, Export and Save PDF; with none left,
/// the arbiter cancelled.
#[derive(Debug, Default, Clone)]
pub struct ScriptedDialogs {
    pub open: Vec<PathBuf>,
    pub save: Vec<PathBuf>,
}

/// A desktop where the system's dialog never opens (no portal, no zenity): every file
/// is chosen in Torneo's own dialog (tests of that dialog).
#[derive(Debug, Default, Clone, Copy)]
pub struct NoSystemDialogs;

impl FileDialogs for NoSystemDialogs {
    fn pick(&mut self, _kind: FileKind, _suggested_name: &str) -> Picked {
        Picked::Unavailable
    }
}

impl FileDialogs for ScriptedDialogs {
    fn pick(&mut self, kind: FileKind, _suggested_name: &str) -> Picked {
        let list = if kind.saves() {
            &mut self.save
        } else {
            &mut self.open
        };
        if list.is_empty() {
            Picked::Cancelled
        } else {
            Picked::Path(list.remove(0))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scripted_dialogs_answer_in_turn_then_cancel() {
        let mut dialogs = ScriptedDialogs {
            open: vec![PathBuf::from("a.ron")],
            save: vec![PathBuf::from("b.pdf")],
        };
        assert_eq!(
            dialogs.pick(FileKind::SavePdf, "x.pdf"),
            Picked::Path(PathBuf::from("b.pdf"))
        );
        assert_eq!(
            dialogs.pick(FileKind::ImportTrf, ""),
            Picked::Path(PathBuf::from("a.ron"))
        );
        assert_eq!(dialogs.pick(FileKind::ImportTrf, ""), Picked::Cancelled);
        assert_eq!(
            NoSystemDialogs.pick(FileKind::SaveTournament, ""),
            Picked::Unavailable
        );
    }

    #[test]
    fn a_portal_backend_counts_only_with_a_file_chooser() {
        let dir = tempfile::tempdir().unwrap();
        let portals = dir.path().join("xdg-desktop-portal").join("portals");
        std::fs::create_dir_all(&portals).unwrap();
        let dirs = [dir.path().to_path_buf()];
        assert!(!file_chooser_backend_in(&dirs), "no backend at all");
        std::fs::write(
            portals.join("wlr.portal"),
            "[portal]\nDBusName=org.freedesktop.impl.portal.desktop.wlr\n\
             Interfaces=org.freedesktop.impl.portal.Screenshot;\n",
        )
        .unwrap();
        assert!(
            !file_chooser_backend_in(&dirs),
            "a backend without a file chooser"
        );
        std::fs::write(
            portals.join("gtk.portal"),
            "[portal]\nInterfaces=org.freedesktop.impl.portal.FileChooser;\
             org.freedesktop.impl.portal.AppChooser;\n",
        )
        .unwrap();
        assert!(file_chooser_backend_in(&dirs));
        assert!(!file_chooser_backend_in(&[dir.path().join("none")]));
    }

    #[test]
    fn only_save_kinds_save() {
        assert!(FileKind::SavePdf.saves() && FileKind::ExportTrf.saves());
        assert!(!FileKind::OpenTournament.saves() && !FileKind::ImportEntryList.saves());
    }
}
