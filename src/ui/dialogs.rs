//! File pickers. The app asks a [`FileDialogs`] for paths, so tests can script the answers
//! while the real window uses the system's dialogs (rfd).

use std::path::PathBuf;

/// Where the app gets file paths from.
pub trait FileDialogs {
    /// File → Open…: a tournament to open, or `None` when the arbiter cancels.
    fn open_tournament(&mut self) -> Option<PathBuf>;
    /// File → Save as…: where to save, or `None` when the arbiter cancels.
    fn save_tournament(&mut self, suggested_name: &str) -> Option<PathBuf>;
    /// File → Import TRF…: a TRF file to read.
    fn import_trf(&mut self) -> Option<PathBuf>;
    /// File → Export TRF…: where to write the TRF file.
    fn export_trf(&mut self, suggested_name: &str) -> Option<PathBuf>;
    /// File → Import FIDE list… / Import national list…: a rating list to read.
    fn import_rating_list(&mut self) -> Option<PathBuf>;
    /// File → Print… → Save PDF…: where to write the PDF.
    fn save_pdf(&mut self, suggested_name: &str) -> Option<PathBuf>;
}

/// The file name filters of the dialogs.
const TRF_EXTENSIONS: [&str; 3] = ["trf", "trfx", "txt"];

/// The operating system's file dialogs.
#[derive(Debug, Default, Clone, Copy)]
pub struct NativeDialogs;

impl FileDialogs for NativeDialogs {
    fn open_tournament(&mut self) -> Option<PathBuf> {
        rfd::FileDialog::new()
            .add_filter("Torneo", &["ron"])
            .pick_file()
    }

    fn save_tournament(&mut self, suggested_name: &str) -> Option<PathBuf> {
        rfd::FileDialog::new()
            .add_filter("Torneo", &["ron"])
            .set_file_name(suggested_name)
            .save_file()
    }

    fn import_trf(&mut self) -> Option<PathBuf> {
        rfd::FileDialog::new()
            .add_filter("FIDE TRF", &TRF_EXTENSIONS)
            .pick_file()
    }

    fn export_trf(&mut self, suggested_name: &str) -> Option<PathBuf> {
        rfd::FileDialog::new()
            .add_filter("FIDE TRF", &TRF_EXTENSIONS)
            .set_file_name(suggested_name)
            .save_file()
    }

    fn import_rating_list(&mut self) -> Option<PathBuf> {
        rfd::FileDialog::new()
            .add_filter("TXT, XML, CSV", &["txt", "xml", "csv"])
            .pick_file()
    }

    fn save_pdf(&mut self, suggested_name: &str) -> Option<PathBuf> {
        rfd::FileDialog::new()
            .add_filter("PDF", &["pdf"])
            .set_file_name(suggested_name)
            .save_file()
    }
}

/// Dialogs that answer from a script (tests, automation): each call takes the next path,
/// `open` for Open and Import, `save` for Save as, Export and Save PDF.
#[derive(Debug, Default, Clone)]
pub struct ScriptedDialogs {
    pub open: Vec<PathBuf>,
    pub save: Vec<PathBuf>,
}

impl FileDialogs for ScriptedDialogs {
    fn open_tournament(&mut self) -> Option<PathBuf> {
        (!self.open.is_empty()).then(|| self.open.remove(0))
    }

    fn save_tournament(&mut self, _suggested_name: &str) -> Option<PathBuf> {
        (!self.save.is_empty()).then(|| self.save.remove(0))
    }

    fn import_trf(&mut self) -> Option<PathBuf> {
        self.open_tournament()
    }

    fn export_trf(&mut self, suggested_name: &str) -> Option<PathBuf> {
        self.save_tournament(suggested_name)
    }

    fn import_rating_list(&mut self) -> Option<PathBuf> {
        self.open_tournament()
    }

    fn save_pdf(&mut self, suggested_name: &str) -> Option<PathBuf> {
        self.save_tournament(suggested_name)
    }
}
