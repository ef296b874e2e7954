//! `torneo paths`: where Torneo keeps its own files on this system (data folder, recovery
//! file, crash report, preferences, rating lists), so an arbiter or a helper can find them
//! (and so packaging can be checked on each system: issue 19).

use super::error::CliError;
use crate::i18n::Language;
use crate::session::files::{self, PREFERENCES_FILE_NAME, RECOVERY_FILE_NAME};
use crate::session::{crash::CRASH_REPORT_NAME, rating_list};
use crate::tr;
use std::io::Write;
use std::path::Path;

#[derive(Debug, clap::Args)]
pub struct PathsArgs {}

/// Prints one labelled line per file or folder; fails only when the system names no home.
pub fn run(_args: &PathsArgs, lang: Language, out: &mut dyn Write) -> Result<(), CliError> {
    let folder = files::data_dir().ok_or(CliError::NoDataFolder)?;
    let lists = rating_list::default_folder().unwrap_or_else(|| folder.join("rating-lists"));
    let lines = [
        (tr!(lang, "cli-paths-data-folder"), folder.clone()),
        (
            tr!(lang, "cli-paths-recovery"),
            folder.join(RECOVERY_FILE_NAME),
        ),
        (
            tr!(lang, "cli-paths-crash-report"),
            folder.join(CRASH_REPORT_NAME),
        ),
        (
            tr!(lang, "cli-paths-preferences"),
            folder.join(PREFERENCES_FILE_NAME),
        ),
        (tr!(lang, "cli-paths-rating-lists"), lists),
    ];
    for (label, path) in lines {
        write_line(out, &label, &path)?;
    }
    Ok(())
}

fn write_line(out: &mut dyn Write, label: &str, path: &Path) -> Result<(), CliError> {
    writeln!(out, "{label}: {}", path.display()).map_err(CliError::Output)
}
