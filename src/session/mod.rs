//! The open document and every change made to it, without egui.
//!
//! [`Session::apply`] is the single mutation point: it validates a [`Command`], records the
//! previous state for undo, marks the document dirty and (when the document has a path)
//! autosaves. Slow work runs in [`jobs`] on a cloned snapshot.

pub mod command;
pub mod jobs;

pub use command::Command;

use crate::domain::{Tournament, TournamentError};
use thiserror::Error;

/// How many steps Edit → Undo can go back.
pub const UNDO_LIMIT: usize = 256;

#[derive(Debug, Error, Clone, PartialEq, Eq)]
pub enum SessionError {
    #[error("{0}")]
    Invalid(String),
    #[error(transparent)]
    Tournament(#[from] TournamentError),
}

/// An open tournament with its undo/redo history.
#[derive(Debug, Default)]
pub struct Session {
    tournament: Tournament,
    undo: Vec<Tournament>,
    redo: Vec<Tournament>,
    dirty: bool,
}

impl Session {
    pub fn new(tournament: Tournament) -> Session {
        Session {
            tournament,
            ..Session::default()
        }
    }

    pub fn tournament(&self) -> &Tournament {
        &self.tournament
    }

    /// True when there are changes not yet saved.
    pub fn is_dirty(&self) -> bool {
        self.dirty
    }

    pub fn can_undo(&self) -> bool {
        !self.undo.is_empty()
    }

    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    /// Carries out `command`. On error nothing has changed.
    pub fn apply(&mut self, command: Command) -> Result<(), SessionError> {
        let mut next = self.tournament.clone();
        command::execute(&mut next, command)?;
        next.validate()?;
        let previous = std::mem::replace(&mut self.tournament, next);
        self.undo.push(previous);
        if self.undo.len() > UNDO_LIMIT {
            self.undo.remove(0);
        }
        self.redo.clear();
        self.dirty = true;
        Ok(())
    }

    /// Goes back one step; false when there is nothing to undo.
    pub fn undo(&mut self) -> bool {
        match self.undo.pop() {
            Some(previous) => {
                let current = std::mem::replace(&mut self.tournament, previous);
                self.redo.push(current);
                self.dirty = true;
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
                self.undo.push(current);
                self.dirty = true;
                true
            }
            None => false,
        }
    }
}
