//! Preferences: language and recent files, kept by eframe's storage in the user's data
//! folder, apart from tournaments (DESIGN principle 7).

use super::i18n::Language;
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

/// The eframe storage key of [`Prefs`].
pub const STORAGE_KEY: &str = "torneo-prefs";

/// How many files File → Recent lists.
pub const RECENT_LIMIT: usize = 10;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Prefs {
    pub language: Language,
    /// Most recent first.
    pub recent: Vec<PathBuf>,
}

/// The eframe storage key of the file dialog choice: files are chosen in Torneo's own
/// dialog, not the system's (View menu; set by itself when the system's dialog cannot
/// open). Kept apart from [`Prefs`], whose fields programs that embed the window set.
pub const IN_WINDOW_FILE_DIALOG_KEY: &str = "torneo-in-window-file-dialog";

impl Default for Prefs {
    fn default() -> Self {
        Prefs {
            language: Language::from_environment(),
            recent: Vec::new(),
        }
    }
}

impl Prefs {
    /// Puts `path` first in the recent list (once), keeping at most [`RECENT_LIMIT`].
    pub fn add_recent(&mut self, path: &Path) {
        let path = std::fs::canonicalize(path).unwrap_or_else(|_| path.to_path_buf());
        self.recent.retain(|p| *p != path);
        self.recent.insert(0, path);
        self.recent.truncate(RECENT_LIMIT);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn recent_files_most_recent_first_without_duplicates() {
        let mut prefs = Prefs {
            language: Language::English,
            ..Prefs::default()
        };
        for i in 0..12 {
            prefs.add_recent(Path::new(&format!("/nonexistent/t{i}.ron")));
        }
        prefs.add_recent(Path::new("/nonexistent/t5.ron"));
        assert_eq!(prefs.recent.len(), RECENT_LIMIT);
        assert_eq!(
            prefs.recent.first(),
            Some(&PathBuf::from("/nonexistent/t5.ron"))
        );
        assert_eq!(
            prefs
                .recent
                .iter()
                .filter(|p| p.ends_with("t5.ron"))
                .count(),
            1
        );
        assert_eq!(
            prefs.recent.get(1),
            Some(&PathBuf::from("/nonexistent/t11.ron"))
        );
    }
}
