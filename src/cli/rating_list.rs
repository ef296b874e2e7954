//! `torneo rating-list import FILE [--national] [--database PATH]` and
//! `torneo rating-list search QUERY [--national] [--database PATH]`: the FIDE (or
//! national) rating list imported into, and searched in, the database the window uses
//! (`rating-lists/` in the user's data folder) or the one `--database` names.
//!
//! A search prints one match a line, tab-separated: id, name, federation, title,
//! standard rating (blank when none).

use super::error::CliError;
use crate::formats::rating_list::national;
use crate::formats::rating_list::store::{self, Source};
use crate::formats::rating_list::{ImportReport, ListDatabase, ListKind, RatingListError};
use crate::i18n::{Language, Localize};
use crate::session::rating_list as lists;
use clap::{Args, Subcommand};
use std::io::Write;
use std::path::PathBuf;

/// How many skipped lines an import lists (all are counted).
const BAD_LINES_LISTED: usize = 20;

#[derive(Debug, Args)]
pub struct RatingListArgs {
    #[command(subcommand)]
    pub command: RatingListCommand,
}

#[derive(Debug, Subcommand)]
pub enum RatingListCommand {
    /// Import a rating list (FIDE TXT or XML; with --national, a national list read
    /// through the column mapping saved by the window or given with --mapping).
    Import {
        file: PathBuf,
        #[command(flatten)]
        target: Target,
        /// The national list's column mapping (a .ron file as the window saves it).
        #[arg(long)]
        mapping: Option<PathBuf>,
    },
    /// Search the list: a surname prefix ("carlsen", "rossi m") or an id.
    Search {
        query: String,
        #[command(flatten)]
        target: Target,
        /// At most this many matches.
        #[arg(long, default_value_t = 20)]
        limit: usize,
    },
}

/// Which database.
#[derive(Debug, Args)]
pub struct Target {
    /// The national list rather than the FIDE list.
    #[arg(long)]
    national: bool,
    /// The database file (default: the window's, in the user's data folder).
    #[arg(long)]
    database: Option<PathBuf>,
}

impl Target {
    fn kind(&self) -> ListKind {
        if self.national {
            ListKind::National
        } else {
            ListKind::Fide
        }
    }

    fn database(&self) -> Result<PathBuf, CliError> {
        match (&self.database, lists::default_folder()) {
            (Some(path), _) => Ok(path.clone()),
            (None, Some(folder)) => Ok(lists::database_path(&folder, self.kind())),
            (None, None) => Err(CliError::NoDataFolder),
        }
    }
}

pub fn run(
    args: &RatingListArgs,
    lang: Language,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<(), CliError> {
    match &args.command {
        RatingListCommand::Import {
            file,
            target,
            mapping,
        } => import(file, target, mapping.as_ref(), lang, out, err),
        RatingListCommand::Search {
            query,
            target,
            limit,
        } => search(query, target, *limit, out),
    }
}

fn import(
    file: &std::path::Path,
    target: &Target,
    mapping: Option<&PathBuf>,
    lang: Language,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<(), CliError> {
    let database = target.database()?;
    let source = match target.kind() {
        ListKind::Fide => Source::Fide,
        ListKind::National => {
            let path = match (mapping, lists::default_folder()) {
                (Some(path), _) => path.clone(),
                (None, Some(folder)) => lists::mapping_path(&folder),
                (None, None) => PathBuf::from("national-mapping.ron"),
            };
            let mapping = national::load_mapping(&path)?
                .ok_or_else(|| CliError::NoColumnMapping { path: path.clone() })?;
            Source::National(mapping)
        }
    };
    let summary = store::import(file, &source, &database, &mut |_| true)?;
    for bad in summary.bad_lines.iter().take(BAD_LINES_LISTED) {
        let _ = writeln!(err, "{}", bad.localize(lang));
    }
    let name = file
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let report = ImportReport {
        file: &name,
        summary: &summary,
    };
    let _ = writeln!(out, "{}", report.localize(lang));
    Ok(())
}

fn search(query: &str, target: &Target, limit: usize, out: &mut dyn Write) -> Result<(), CliError> {
    let list = ListDatabase::open(&target.database()?)?;
    for p in list.search(query, limit)? {
        let _ = writeln!(
            out,
            "{}\t{}\t{}\t{}\t{}",
            p.id,
            p.name,
            p.federation,
            p.title.map_or("", |t| t.code()),
            p.standard.map(|r| r.to_string()).unwrap_or_default()
        );
    }
    Ok(())
}

impl From<RatingListError> for CliError {
    fn from(error: RatingListError) -> CliError {
        CliError::RatingList(error)
    }
}
