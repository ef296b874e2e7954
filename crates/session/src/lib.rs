//! The open document and every change made to it, without egui.
//!
//! [`Session::apply`] is the single mutation point: it validates a [`Command`], records the
//! previous state for undo (sharing unchanged parts, see [`snapshot`]) and hands the new
//! state to the autosave writer thread ([`writer`]): to the document's file when it has
//! one (atomic, with a `.bak` of the previous state), otherwise to the recovery file (see
//! [`files`]). An autosave that fails never undoes the change: the session stays dirty and
//! [`Session::last_save_error`] says why. Every change gives the session a new
//! [`Session::revision`]; what the window derives from the tournament is computed once per
//! revision ([`derived`]). The arbiter's pairing of a round is one operation
//! ([`pairing_round`]); slow work runs in [`jobs`] on a snapshot.

#![warn(clippy::indexing_slicing)]

// The layers below this one, named as they were inside one crate (`crate::domain`, …).
use torneo_awards as awards;
use torneo_domain as domain;
use torneo_formats as formats;
use torneo_i18n as i18n;
use torneo_i18n::tr;
use torneo_pairing as pairing;
use torneo_rating as rating;
use torneo_report as report;
use torneo_tiebreak as tiebreak;

pub mod big_screen;
pub mod cis_preset;
pub mod command;
pub mod crash;
pub mod derived;
pub mod engine_view;
pub mod entry_list;
pub mod exchange;
pub mod file_error;
pub mod file_lock;
pub mod files;
mod hand_round;
pub mod jobs;
pub mod late_entry;
mod latest_wins;
pub mod pairing_round;
pub mod print;
pub mod rating_list;
pub mod refusal;
pub mod result_correction;
pub mod round_edit;
pub mod site_publisher;
mod snapshot;
pub mod standings;
pub mod stray;
pub mod team;
mod team_by_hand;
mod team_forfeit;
mod team_pairing;
pub mod team_standings;
pub mod unusual_score;
pub mod venue;
mod wording;
mod writer;

pub use command::{Command, GivenNumbers, ManualEdit, Numbering, Repairing, ResultCorrection};
pub use derived::{CrosstableCell, CrosstableRow, Derived, TiebreakDetail};
pub use engine_view::{EngineJob, RoundDifferences};
pub use file_error::FileError;
pub use late_entry::{LateEntryMessage, late_entry};
pub use pairing_round::{
    AcceptedPairing, PairingJob, PairingRefusal, PreparedPairing, RepairRequest,
};
pub use print::{PrintError, PrintJob, Printed};
pub use refusal::Refusal;
pub use result_correction::{PairedOnDifferentResult, paired_on_different_result};
pub use team::{TeamCommand, TeamSettings};
pub use team_pairing::TeamPairingJob;

// What the window needs from the engines and the file formats, named through the session
// so that `ui` depends on `session` and `domain` only (DESIGN: layers).
pub use crate::awards::{money as money_words, prize_label, prize_value};
pub use crate::formats::trf::{ImportWarning, TrfVersion};
pub use crate::i18n::{Language, Localize};
pub use crate::pairing::burstein::is_edition_available;
pub use crate::pairing::check::{NamedViolation, Violation};
pub use crate::pairing::dutch::is_edition_available as is_dutch_edition_available;
pub use crate::pairing::explain::{Reason, RoundExplanation};
pub use crate::pairing::explanation::{WordedBoard, WordedExplanation};
pub use crate::pairing::italo_svizzero::rounds::{
    RoundsAdvice, advice as italo_svizzero_rounds_advice,
};
pub use crate::pairing::{PairingError, ProposedRound, is_available};
pub use crate::rating::{
    Initial, KFactor, Outcome as RatingOutcome, PlayerRating, RatingReport, RatingWord, hundredths,
    signed_hundredths,
};
pub use crate::report::Document as PrintedDocument;
pub use crate::report::{
    Align, Block, DocumentKind, Field, Paper, PlayerOrder, PrintRequest, QrBlock, ResultSlip,
    RowStyle, Table,
};

use crate::domain::{Tournament, TournamentError};
use crate::formats::ron;
use snapshot::Snapshot;
use std::collections::VecDeque;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use thiserror::Error;
use writer::{Target, Writer};

pub use site_publisher::{SiteFailure, SiteOutcome};
pub use writer::SaveFailure;

/// How many steps Edit → Undo can go back.
pub const UNDO_LIMIT: usize = 256;

#[derive(Debug, Error, Clone, PartialEq, Eq)]
pub enum SessionError {
    /// The command is not allowed now (the rules or the tournament's state).
    #[error("{}", .0.localize(Language::English))]
    Invalid(Refusal),
    #[error(transparent)]
    Tournament(#[from] TournamentError),
    /// A tournament or TRF file could not be read or written.
    #[error("{0}")]
    File(FileError),
    /// The file is open in another window or program (issue 18 item 7): it can be opened
    /// read-only ([`Session::open_read_only`]).
    #[error("{} is open in another window or program", .0.display())]
    Locked(PathBuf),
    /// The tournament was opened read-only: it is not changed or saved.
    #[error("the tournament is open read-only")]
    ReadOnly,
    /// File → Save on a tournament that has no file yet.
    #[error("the tournament has no file yet: use Save as…")]
    NoPath,
}

impl From<ron::RonError> for SessionError {
    fn from(error: ron::RonError) -> SessionError {
        SessionError::File(error.into())
    }
}

/// A new revision number, unique in the process (so that a view keyed by revision never
/// mistakes one session's state for another's).
fn next_revision() -> u64 {
    static NEXT: AtomicU64 = AtomicU64::new(1);
    NEXT.fetch_add(1, Ordering::Relaxed)
}

/// An open tournament with its undo/redo history and where it is saved.
#[derive(Debug)]
pub struct Session {
    /// The current state, as everyone reads it.
    tournament: Tournament,
    /// The same state with its parts shared with the undo and redo steps.
    shown: Snapshot,
    undo: VecDeque<Snapshot>,
    redo: Vec<Snapshot>,
    revision: u64,
    /// The revision known to be in the user's file (opened, saved, or a new document).
    clean_revision: Option<u64>,
    /// The document's `.ron` file, once opened from or saved to one.
    path: Option<PathBuf>,
    /// Where changes go while there is no `path`.
    recovery: Option<PathBuf>,
    writer: Writer,
    derived: derived::Cache,
    /// Where the current state is published for the panic hook ([`crash`]), if watched.
    crash_watch: Option<crash::CrashWatch>,
    /// The lock of `path`, held while the session has it open (released on drop).
    lock: Option<file_lock::FileLock>,
    /// Opened while another session held the file: no change, no save to it.
    read_only: bool,
    /// Writes the tournament's site in the background (issue 38).
    publisher: site_publisher::SitePublisher,
    /// The language the site is written in (the window's).
    site_language: Language,
}

impl Default for Session {
    fn default() -> Session {
        Session::new(Tournament::default())
    }
}

impl Session {
    /// A document without a file (and without a recovery file until
    /// [`Session::set_recovery_file`]). Not dirty until something changes.
    pub fn new(tournament: Tournament) -> Session {
        let revision = next_revision();
        Session {
            shown: Snapshot::of(&tournament),
            tournament,
            undo: VecDeque::new(),
            redo: Vec::new(),
            revision,
            clean_revision: Some(revision),
            path: None,
            recovery: None,
            writer: Writer::default(),
            derived: derived::Cache::default(),
            crash_watch: None,
            lock: None,
            read_only: false,
            publisher: site_publisher::SitePublisher::default(),
            site_language: Language::English,
        }
    }

    /// Opens a `.ron` tournament file. The file is only read, whatever is in it.
    /// The file is locked while the session has it: when another session holds it, the
    /// error is [`SessionError::Locked`].
    pub fn open(path: &Path) -> Result<Session, SessionError> {
        let lock = lock_for(path)?;
        let tournament = ron::load(path)?;
        let mut session = Session::new(tournament);
        session.path = Some(path.to_path_buf());
        session.lock = lock;
        Ok(session)
    }

    /// Opens a `.ron` file without its lock, to read only: changes are refused
    /// ([`SessionError::ReadOnly`]) until it is saved under another name.
    pub fn open_read_only(path: &Path) -> Result<Session, SessionError> {
        let tournament = ron::load(path)?;
        let mut session = Session::new(tournament);
        session.path = Some(path.to_path_buf());
        session.read_only = true;
        Ok(session)
    }

    /// True when opened with [`Session::open_read_only`] and not saved elsewhere since.
    pub fn is_read_only(&self) -> bool {
        self.read_only
    }

    /// Takes the newer copy an interrupted save left beside a file (see [`stray`]): it is
    /// saved over the file at once (the file's version becomes the `.bak`), then the copy
    /// is removed. On error nothing changed and the copy stays where it was.
    /// `opened` is the session of the file, if it is open: its lock passes to the new one.
    pub fn take_newer_copy(
        copy: &stray::NewerCopy,
        opened: &mut Session,
    ) -> Result<Session, SessionError> {
        let lock = match opened.lock.take() {
            Some(lock) if opened.path.as_deref() == Some(copy.file.as_path()) => Some(lock),
            other => {
                opened.lock = other;
                lock_for(&copy.file)?
            }
        };
        let mut session = Session::new(copy.tournament.clone());
        session.path = Some(copy.file.clone());
        session.lock = lock;
        session.mark_unsaved();
        if let Err(error) = session.save() {
            if opened.path.as_deref() == Some(copy.file.as_path()) {
                opened.lock = session.lock.take();
            }
            return Err(error);
        }
        stray::remove_temporary(copy);
        Ok(session)
    }

    pub fn tournament(&self) -> &Tournament {
        &self.tournament
    }

    /// Changes with every change of the tournament (apply, undo, redo) and differs between
    /// sessions: what is derived from one revision stays true until the next.
    pub fn revision(&self) -> u64 {
        self.revision
    }

    /// What the window derives from the current state, computed once per revision.
    pub fn derived(&self) -> Derived<'_> {
        Derived {
            t: &self.tournament,
            cache: &self.derived,
        }
    }

    /// A new seed for a drawing of lots: the clock mixed with the previous seed, so two
    /// draws in the same instant still differ. The seed is stored (DESIGN principle 1).
    pub fn fresh_lot_seed(&self) -> u64 {
        let now = chrono::Utc::now();
        let nanos = now.timestamp_nanos_opt().unwrap_or_else(|| now.timestamp());
        nanos.unsigned_abs() ^ self.tournament.settings.lot_seed.rotate_left(17)
    }

    /// The violations a hand edit would leave in its round (see
    /// [`round_edit::violations_after`]); the tournament is not changed.
    pub fn violations_after_edit(
        &self,
        edit: &ManualEdit,
    ) -> Result<Vec<NamedViolation>, SessionError> {
        round_edit::violations_after(&self.tournament, edit)
    }

    /// The document's file; `None` before the first Save as….
    pub fn path(&self) -> Option<&Path> {
        self.path.as_deref()
    }

    /// Where changes go while the document has no file. Nothing is written until the next
    /// change, so an untouched new tournament leaves no recovery file behind.
    pub fn set_recovery_file(&mut self, path: Option<PathBuf>) {
        self.recovery = path;
    }

    /// Publishes the current state to `watch` now and on every change, for the panic hook
    /// ([`crash::install_panic_hook`]).
    pub fn watch_crashes(&mut self, watch: crash::CrashWatch) {
        watch.publish(&self.shown, self.path.as_deref(), None);
        self.crash_watch = Some(watch);
    }

    /// The recovery file set with [`Session::set_recovery_file`].
    pub fn recovery_file(&self) -> Option<&Path> {
        self.recovery.as_deref()
    }

    /// True when the user's file does not hold the current state: changes made before the
    /// first save (they are only in the recovery file), an autosave not written yet, or
    /// the last autosave failed.
    pub fn is_dirty(&self) -> bool {
        if self.clean_revision == Some(self.revision) {
            return false;
        }
        match (&self.path, self.writer.saved()) {
            (Some(path), Some((saved, revision))) => *path != saved || revision != self.revision,
            _ => true,
        }
    }

    /// Marks the current state as not in the user's file (a restored recovery, an import).
    pub fn mark_unsaved(&mut self) {
        self.clean_revision = None;
    }

    /// Why the last autosave (or recovery write) failed; `None` once a write succeeds.
    pub fn last_save_error(&self) -> Option<SaveFailure> {
        self.writer.last_error()
    }

    /// Calls `notify` on the writer thread after each autosave (the window asks for a
    /// repaint, to show "saved" or the error, without polling).
    pub fn on_autosaved(&self, notify: impl Fn() + Send + Sync + 'static) {
        self.writer.set_notify(std::sync::Arc::new(notify));
    }

    /// Waits until every autosave handed to the writer thread is on disk (or has failed).
    pub fn flush(&self) {
        self.writer.flush();
    }

    /// The language the site is written in from now on (the window's).
    pub fn set_site_language(&mut self, language: Language) {
        self.site_language = language;
    }

    /// Writes the site of the current state to `folder` in the background (File →
    /// *Publish site to folder…*); returns the ticket its [`SiteOutcome`] will carry.
    pub fn publish_site(&mut self, folder: &Path) -> u64 {
        self.publisher.submit(
            folder.to_path_buf(),
            self.revision,
            self.site_language,
            self.shown.clone(),
        )
    }

    /// What the last site written to `folder` gave, once written or failed.
    pub fn site_outcome(&self, folder: &Path) -> Option<SiteOutcome> {
        self.publisher.outcome(folder)
    }

    /// Why the site was not written after the last change, when the tournament is
    /// published after every change (Settings → *Publishing*) and the last write failed.
    pub fn site_failure(&self) -> Option<SiteFailure> {
        let folder = self
            .tournament
            .settings
            .publish
            .folder_after_every_change()?;
        self.publisher.outcome(folder)?.result.err()
    }

    /// Calls `notify` on the publisher thread after each site written or failed.
    pub fn on_site_published(&self, notify: impl Fn() + Send + Sync + 'static) {
        self.publisher.set_notify(std::sync::Arc::new(notify));
    }

    /// Waits until every site handed to the publisher thread is written (or has failed).
    pub fn flush_site(&self) {
        self.publisher.flush();
    }

    /// Saves to the document's file (atomic, previous version kept as `.bak`).
    pub fn save(&mut self) -> Result<(), SessionError> {
        let path = self.path.clone().ok_or(SessionError::NoPath)?;
        if self.read_only {
            return Err(SessionError::ReadOnly);
        }
        self.write_to(&path)
    }

    /// Saves to `path`, which becomes the document's file, and removes the recovery file.
    /// If the save fails the document keeps its previous file (if any).
    /// The new file is locked first (refused when another session holds it); the previous
    /// file's lock is released.
    pub fn save_as(&mut self, path: &Path) -> Result<(), SessionError> {
        let same_file = self.path.as_deref() == Some(path) && !self.read_only;
        let lock = if same_file {
            self.lock.take()
        } else {
            lock_for(path)?
        };
        if let Err(error) = self.write_to(path) {
            if same_file {
                self.lock = lock;
            }
            return Err(error);
        }
        self.path = Some(path.to_path_buf());
        self.lock = lock;
        self.read_only = false;
        if let Some(watch) = &self.crash_watch {
            watch.publish(&self.shown, self.path.as_deref(), None);
        }
        if let Some(recovery) = &self.recovery {
            files::discard_recovery(recovery);
        }
        Ok(())
    }

    fn write_to(&mut self, path: &Path) -> Result<(), SessionError> {
        // The writer may be writing the same file: let it finish first.
        self.writer.flush();
        match ron::save(path, &self.tournament) {
            Ok(()) => {
                self.clean_revision = Some(self.revision);
                self.writer.record_save(path.to_path_buf(), self.revision);
                Ok(())
            }
            // Returned to the caller, who shows it; `last_save_error` is for autosaves.
            Err(error) => Err(error.into()),
        }
    }

    /// After a change: a new revision (the derived data goes), and the state handed to the
    /// writer thread for the file, or else the recovery file.
    /// `kind` names what changed it, for the crash report.
    fn changed(&mut self, kind: &'static str) {
        self.revision = next_revision();
        self.derived = derived::Cache::default();
        if let Some(watch) = &self.crash_watch {
            watch.publish(&self.shown, self.path.as_deref(), Some(kind));
        }
        if let Some(folder) = self.tournament.settings.publish.folder_after_every_change() {
            let folder = folder.clone();
            self.publish_site(&folder);
        }
        let target = match (&self.path, &self.recovery) {
            (Some(path), _) => Target::Document(path.clone()),
            (None, Some(recovery)) => Target::Recovery(recovery.clone()),
            (None, None) => return,
        };
        self.writer
            .submit(self.revision, target, self.shown.clone());
    }

    pub fn can_undo(&self) -> bool {
        !self.undo.is_empty()
    }

    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    /// Carries out `command`. On error nothing has changed and no undo step is recorded.
    /// On success the change is autosaved; an autosave failure does not fail the command.
    pub fn apply(&mut self, command: Command) -> Result<(), SessionError> {
        if self.read_only {
            return Err(SessionError::ReadOnly);
        }
        let validate = command.needs_validation();
        let kind = command.kind();
        let outcome = command::execute(&mut self.tournament, command).and_then(|()| {
            if validate {
                self.tournament.validate()?;
            }
            Ok(())
        });
        if let Err(error) = outcome {
            // Part of the command may have been carried out: back to the state before.
            self.tournament = self.shown.to_tournament();
            return Err(error);
        }
        let next = self.shown.updated(&self.tournament);
        let previous = std::mem::replace(&mut self.shown, next);
        self.push_undo(previous);
        self.redo.clear();
        self.changed(kind);
        Ok(())
    }

    /// Records `step` as the state Edit → Undo goes back to; the oldest step goes beyond
    /// [`UNDO_LIMIT`].
    fn push_undo(&mut self, step: Snapshot) {
        self.undo.push_back(step);
        while self.undo.len() > UNDO_LIMIT {
            self.undo.pop_front();
        }
    }

    /// Goes back one step; false when there is nothing to undo.
    pub fn undo(&mut self) -> bool {
        if self.read_only {
            return false;
        }
        let Some(previous) = self.undo.pop_back() else {
            return false;
        };
        previous.restore_into(&mut self.tournament, &self.shown);
        let current = std::mem::replace(&mut self.shown, previous);
        self.redo.push(current);
        self.changed("Undo");
        true
    }

    /// Goes forward one undone step; false when there is nothing to redo.
    pub fn redo(&mut self) -> bool {
        if self.read_only {
            return false;
        }
        let Some(next) = self.redo.pop() else {
            return false;
        };
        next.restore_into(&mut self.tournament, &self.shown);
        let current = std::mem::replace(&mut self.shown, next);
        self.push_undo(current);
        self.changed("Redo");
        true
    }
}

/// The lock of `path` (issue 18 item 7): `None` when no lock file can be made there (a
/// read-only folder: the file cannot be saved there either, and opening it stays possible).
fn lock_for(path: &Path) -> Result<Option<file_lock::FileLock>, SessionError> {
    match file_lock::acquire(path) {
        Ok(lock) => Ok(Some(lock)),
        Err(file_lock::LockError::Held { file }) => Err(SessionError::Locked(file)),
        Err(file_lock::LockError::Io { .. }) => Ok(None),
    }
}
