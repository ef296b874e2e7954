//! The open document and every change made to it, without egui.
//!
//! [`Session::apply`] is the single mutation point: it validates a [`Command`], records the
//! previous state for undo and autosaves: to the document's file when it has one (atomic,
//! with a `.bak` of the previous state), otherwise to the recovery file (see [`files`]).
//! An autosave that fails never undoes the change: the session stays dirty and
//! [`Session::last_save_error`] says why. Slow work runs in [`jobs`] on a cloned snapshot.

#![warn(clippy::indexing_slicing)]

pub mod command;
pub mod exchange;
pub mod files;
pub mod jobs;
pub mod refusal;
mod wording;

pub use command::Command;
pub use refusal::Refusal;

use crate::domain::{Tournament, TournamentError};
use crate::formats::ron;
use crate::i18n::{Language, Localize};
use std::collections::VecDeque;
use std::path::{Path, PathBuf};
use thiserror::Error;

/// How many steps Edit → Undo can go back.
pub const UNDO_LIMIT: usize = 256;

#[derive(Debug, Error, Clone, PartialEq, Eq)]
pub enum SessionError {
    /// The command is not allowed now (the rules or the tournament's state).
    #[error("{}", .0.localize(Language::English))]
    Invalid(Refusal),
    #[error(transparent)]
    Tournament(#[from] TournamentError),
    /// A tournament file could not be read or written (the text says which and why).
    #[error("{0}")]
    File(String),
    /// File → Save on a tournament that has no file yet.
    #[error("the tournament has no file yet: use Save as…")]
    NoPath,
}

impl From<ron::RonError> for SessionError {
    fn from(error: ron::RonError) -> SessionError {
        SessionError::File(error.to_string())
    }
}

/// An open tournament with its undo/redo history and where it is saved.
#[derive(Debug, Default)]
pub struct Session {
    tournament: Tournament,
    undo: VecDeque<Tournament>,
    redo: Vec<Tournament>,
    /// The user's file does not hold the current state.
    dirty: bool,
    /// The document's `.ron` file, once opened from or saved to one.
    path: Option<PathBuf>,
    /// Where changes go while there is no `path`.
    recovery: Option<PathBuf>,
    last_save_error: Option<String>,
}

impl Session {
    /// A document without a file (and without a recovery file until
    /// [`Session::set_recovery_file`]). Not dirty until something changes.
    pub fn new(tournament: Tournament) -> Session {
        Session {
            tournament,
            ..Session::default()
        }
    }

    /// Opens a `.ron` tournament file. The file is only read, whatever is in it.
    pub fn open(path: &Path) -> Result<Session, SessionError> {
        let tournament = ron::load(path)?;
        Ok(Session {
            tournament,
            path: Some(path.to_path_buf()),
            ..Session::default()
        })
    }

    pub fn tournament(&self) -> &Tournament {
        &self.tournament
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

    /// The recovery file set with [`Session::set_recovery_file`].
    pub fn recovery_file(&self) -> Option<&Path> {
        self.recovery.as_deref()
    }

    /// True when the user's file does not hold the current state: changes made before the
    /// first save (they are only in the recovery file), or the last autosave failed.
    pub fn is_dirty(&self) -> bool {
        self.dirty
    }

    /// Marks the current state as not in the user's file (a restored recovery, an import).
    pub fn mark_unsaved(&mut self) {
        self.dirty = true;
    }

    /// Why the last autosave (or recovery write) failed; `None` once a write succeeds.
    pub fn last_save_error(&self) -> Option<&str> {
        self.last_save_error.as_deref()
    }

    /// Saves to the document's file (atomic, previous version kept as `.bak`).
    pub fn save(&mut self) -> Result<(), SessionError> {
        let path = self.path.clone().ok_or(SessionError::NoPath)?;
        self.write_to(&path)
    }

    /// Saves to `path`, which becomes the document's file, and removes the recovery file.
    /// If the save fails the document keeps its previous file (if any).
    pub fn save_as(&mut self, path: &Path) -> Result<(), SessionError> {
        self.write_to(path)?;
        self.path = Some(path.to_path_buf());
        if let Some(recovery) = &self.recovery {
            files::discard_recovery(recovery);
        }
        Ok(())
    }

    fn write_to(&mut self, path: &Path) -> Result<(), SessionError> {
        match ron::save(path, &self.tournament) {
            Ok(()) => {
                self.dirty = false;
                self.last_save_error = None;
                Ok(())
            }
            // Returned to the caller, who shows it; `last_save_error` is for autosaves.
            Err(error) => Err(error.into()),
        }
    }

    /// After a change: save to the file, or else to the recovery file. Never fails the
    /// change; a failure is kept in `last_save_error` and leaves the session dirty.
    fn autosave(&mut self) {
        self.dirty = true;
        if let Some(path) = &self.path {
            match ron::save(path, &self.tournament) {
                Ok(()) => {
                    self.dirty = false;
                    self.last_save_error = None;
                }
                Err(error) => self.last_save_error = Some(error.to_string()),
            }
        } else if let Some(recovery) = &self.recovery {
            match files::write_recovery(recovery, &self.tournament) {
                Ok(()) => self.last_save_error = None,
                Err(error) => {
                    self.last_save_error = Some(format!("recovery copy not written: {error}"));
                }
            }
        }
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
        let mut next = self.tournament.clone();
        command::execute(&mut next, command)?;
        next.validate()?;
        let previous = std::mem::replace(&mut self.tournament, next);
        self.undo.push_back(previous);
        while self.undo.len() > UNDO_LIMIT {
            self.undo.pop_front();
        }
        self.redo.clear();
        self.autosave();
        Ok(())
    }

    /// Goes back one step; false when there is nothing to undo.
    pub fn undo(&mut self) -> bool {
        match self.undo.pop_back() {
            Some(previous) => {
                let current = std::mem::replace(&mut self.tournament, previous);
                self.redo.push(current);
                self.autosave();
                true
            }
            None => false,
        }
    }

    /// Goes forward one undone step; false when there is nothing to redo.
    pub fn redo(&mut self) -> bool {
        match self.redo.pop() {
            Some(next) => {
                let current = std::mem::replace(&mut self.tournament, next);
                self.undo.push_back(current);
                while self.undo.len() > UNDO_LIMIT {
                    self.undo.pop_front();
                }
                self.autosave();
                true
            }
            None => false,
        }
    }
}
