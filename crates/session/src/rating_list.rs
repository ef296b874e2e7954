//! The FIDE and national rating lists as the window uses them: where their databases are
//! (the `rating-lists` folder of the user's data folder), importing a list as a
//! background job with progress and cancel, searching as the arbiter types, and the
//! rating changes "Update ratings from the list" shows before it applies them as one
//! [`Command::UpdateRatings`] (one undo step).

use super::command::Command;
use super::files;
use crate::domain::{PlayerId, Tournament};
use crate::formats::rating_list::national;
use crate::formats::rating_list::store::{self, Source};
use crate::pairing::JobControl;
use std::path::{Path, PathBuf};
use std::sync::mpsc::{self, Receiver, TryRecvError};

pub use crate::formats::rating_list::{
    BadLine, ColumnMapping, ColumnRef, ImportReport, ImportSummary, ListDatabase, ListInfo,
    ListKind, ListMonth, ListedPlayer, NationalLayout, RatingListError,
};

/// How many matches the window shows under the name field.
pub const MATCHES_SHOWN: usize = 12;

/// The folder of the rating list databases: `data_dir()/rating-lists`.
pub fn default_folder() -> Option<PathBuf> {
    files::data_dir().map(|dir| dir.join("rating-lists"))
}

/// The database of a list in `folder`.
pub fn database_path(folder: &Path, kind: ListKind) -> PathBuf {
    folder.join(kind.file_name())
}

/// The national list's saved column mapping in `folder`.
pub fn mapping_path(folder: &Path) -> PathBuf {
    folder.join("national-mapping.ron")
}

/// A player found in a list, and which list.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ListMatch {
    pub kind: ListKind,
    pub player: ListedPlayer,
}

/// The lists the window searches: those imported in its folder.
#[derive(Debug, Default)]
pub struct RatingLists {
    folder: Option<PathBuf>,
    fide: Option<ListDatabase>,
    national: Option<ListDatabase>,
}

impl RatingLists {
    /// The lists already imported in `folder` (none when there is no folder).
    pub fn open(folder: Option<PathBuf>) -> RatingLists {
        let mut lists = RatingLists {
            folder,
            fide: None,
            national: None,
        };
        lists.reopen(ListKind::Fide);
        lists.reopen(ListKind::National);
        lists
    }

    pub fn folder(&self) -> Option<&Path> {
        self.folder.as_deref()
    }

    fn slot(&mut self, kind: ListKind) -> &mut Option<ListDatabase> {
        match kind {
            ListKind::Fide => &mut self.fide,
            ListKind::National => &mut self.national,
        }
    }

    fn list(&self, kind: ListKind) -> Option<&ListDatabase> {
        match kind {
            ListKind::Fide => self.fide.as_ref(),
            ListKind::National => self.national.as_ref(),
        }
    }

    /// Opens the list again (after an import); closed when there is none.
    pub fn reopen(&mut self, kind: ListKind) {
        let opened = self
            .folder
            .as_deref()
            .and_then(|folder| ListDatabase::open(&database_path(folder, kind)).ok());
        *self.slot(kind) = opened;
    }

    /// What the imported list says of itself; `None` before an import.
    pub fn info(&self, kind: ListKind) -> Option<&ListInfo> {
        self.list(kind).map(ListDatabase::info)
    }

    /// True when some list can be searched.
    pub fn any(&self) -> bool {
        self.fide.is_some() || self.national.is_some()
    }

    /// The players whose name starts with `query` (or whose id it is): the FIDE list's
    /// first, then the national list's, [`MATCHES_SHOWN`] at most in all.
    pub fn search(&self, query: &str) -> Result<Vec<ListMatch>, RatingListError> {
        let mut found = Vec::new();
        for kind in [ListKind::Fide, ListKind::National] {
            let Some(list) = self.list(kind) else {
                continue;
            };
            let room = MATCHES_SHOWN.saturating_sub(found.len());
            if room == 0 {
                break;
            }
            found.extend(
                list.search(query, room)?
                    .into_iter()
                    .map(|player| ListMatch { kind, player }),
            );
        }
        Ok(found)
    }

    /// True when the list of `kind` has been imported and can be searched.
    pub fn has(&self, kind: ListKind) -> bool {
        self.list(kind).is_some()
    }

    /// The FIDE list's player with this FIDE id; `None` when the list lacks them (or
    /// there is no FIDE list).
    pub fn fide_player(&self, fide_id: u64) -> Result<Option<ListedPlayer>, RatingListError> {
        match &self.fide {
            Some(list) => list.by_id(fide_id),
            None => Ok(None),
        }
    }

    /// The players of the list of `kind` named `name` exactly (case, accents and
    /// punctuation aside), `limit` at most; none without that list.
    pub fn named(
        &self,
        kind: ListKind,
        name: &str,
        limit: usize,
    ) -> Result<Vec<ListedPlayer>, RatingListError> {
        match self.list(kind) {
            Some(list) => list.by_name(name, limit),
            None => Ok(Vec::new()),
        }
    }

    /// The national list's saved column mapping; `None` before it is set.
    pub fn mapping(&self) -> Result<Option<ColumnMapping>, RatingListError> {
        match &self.folder {
            Some(folder) => national::load_mapping(&mapping_path(folder)),
            None => Ok(None),
        }
    }

    /// Saves the national list's column mapping for the next imports.
    pub fn save_mapping(&self, mapping: &ColumnMapping) -> Result<(), RatingListError> {
        mapping.check().map_err(RatingListError::Mapping)?;
        let folder = self.folder.as_deref().ok_or_else(no_folder)?;
        national::save_mapping(&mapping_path(folder), mapping)
    }

    /// Starts importing `file` as the list of `kind` (a national list through its saved
    /// mapping). The list being replaced is closed meanwhile (a system may not rename
    /// over an open file) and opened again by [`RatingLists::finish_import`].
    pub fn start_import(
        &mut self,
        file: PathBuf,
        kind: ListKind,
    ) -> Result<ImportJob, RatingListError> {
        let folder = self.folder.clone().ok_or_else(no_folder)?;
        let source = match kind {
            ListKind::Fide => Source::Fide,
            ListKind::National => {
                let mapping = self.mapping()?.ok_or(RatingListError::Mapping(
                    national::MappingProblem::Unmapped {
                        field: crate::formats::rating_list::Field::Id,
                    },
                ))?;
                Source::National(mapping)
            }
        };
        *self.slot(kind) = None;
        Ok(ImportJob::start(
            file,
            source,
            kind,
            database_path(&folder, kind),
        ))
    }

    /// Takes a finished import in: the list is searched again.
    pub fn finish_import(&mut self, kind: ListKind) {
        self.reopen(kind);
    }

    /// The rating changes the FIDE list brings to the registered players with a FIDE id:
    /// a player the list does not have, or has without a standard rating, is left as is.
    pub fn rating_changes(&self, t: &Tournament) -> Result<Vec<RatingChange>, RatingListError> {
        let Some(list) = &self.fide else {
            let folder = self.folder.clone().unwrap_or_default();
            return Err(RatingListError::NoDatabase {
                path: database_path(&folder, ListKind::Fide),
            });
        };
        let mut changes = Vec::new();
        for player in &t.players {
            let Some(fide_id) = player.fide_id else {
                continue;
            };
            let Some(listed) = list.by_id(fide_id)? else {
                continue;
            };
            if listed.standard.is_some() && listed.standard != player.rating {
                changes.push(RatingChange {
                    player: player.id,
                    name: player.name.clone(),
                    fide_id,
                    old: player.rating,
                    new: listed.standard,
                });
            }
        }
        Ok(changes)
    }
}

fn no_folder() -> RatingListError {
    RatingListError::NoDatabase {
        path: PathBuf::from("rating-lists"),
    }
}

/// One registered player's rating before and after the update.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RatingChange {
    pub player: PlayerId,
    pub name: String,
    pub fide_id: u64,
    pub old: Option<u16>,
    pub new: Option<u16>,
}

/// The command that applies `changes` (one undo step).
pub fn update_command(changes: &[RatingChange]) -> Command {
    Command::UpdateRatings(changes.iter().map(|c| (c.player, c.new)).collect())
}

/// A rating list being imported on a background thread.
#[derive(Debug)]
pub struct ImportJob {
    kind: ListKind,
    file: PathBuf,
    control: JobControl,
    receiver: Receiver<Result<ImportSummary, RatingListError>>,
}

impl ImportJob {
    /// Imports `file` into `database` on a new thread.
    pub fn start(file: PathBuf, source: Source, kind: ListKind, database: PathBuf) -> ImportJob {
        let control = JobControl::new();
        let (sender, receiver) = mpsc::channel();
        let worker = control.clone();
        let path = file.clone();
        std::thread::spawn(move || {
            let result = store::import(&path, &source, &database, &mut |fraction| {
                worker.set_progress(fraction);
                !worker.is_cancelled()
            });
            // The receiver may be gone (the window closed): nothing to do then.
            let _ = sender.send(result);
        });
        ImportJob {
            kind,
            file,
            control,
            receiver,
        }
    }

    pub fn kind(&self) -> ListKind {
        self.kind
    }

    /// The file being imported.
    pub fn file(&self) -> &Path {
        &self.file
    }

    /// Progress 0.0 ..= 1.0 (the share of the file read).
    pub fn progress(&self) -> f32 {
        self.control.progress()
    }

    /// Stops the import; it then finishes with [`RatingListError::Cancelled`] and the
    /// previous list stays.
    pub fn cancel(&self) {
        self.control.cancel();
    }

    /// The outcome once the import has finished; `None` while it runs.
    pub fn try_result(&self) -> Option<Result<ImportSummary, RatingListError>> {
        match self.receiver.try_recv() {
            Ok(result) => Some(result),
            Err(TryRecvError::Empty) => None,
            Err(TryRecvError::Disconnected) => Some(Err(RatingListError::Cancelled)),
        }
    }

    /// Blocks until the import has finished (tests).
    pub fn wait(self) -> Result<ImportSummary, RatingListError> {
        self.receiver
            .recv()
            .unwrap_or(Err(RatingListError::Cancelled))
    }
}
