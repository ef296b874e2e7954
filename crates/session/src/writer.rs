//! The autosave writer: a thread that writes the latest state of the tournament to its
//! file (or to the recovery file) so that the window never waits for the disk.
//!
//! The session hands it a [`Snapshot`] after every change (cheap: the parts are shared).
//! Only the latest one waiting is written; older ones are dropped. [`Writer::flush`] waits
//! until everything handed over is on disk (before File → Save, Open, New, Quit, and when
//! the session is dropped).

use super::FileError;
use super::files;
use super::snapshot::Snapshot;
use crate::formats::ron;
use std::fmt;
use std::path::PathBuf;
use std::sync::{Arc, Condvar, Mutex, MutexGuard, PoisonError};
use std::thread::JoinHandle;
use std::time::Duration;

/// Why an autosave was not written. The detail is the file layer's own text (what the
/// system said about the file).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "{}",
    crate::i18n::Localize::localize(self, crate::i18n::Language::English)
)]
pub enum SaveFailure {
    /// The document's own file could not be written.
    Document(FileError),
    /// The recovery copy could not be written.
    Recovery(FileError),
    /// The writer panicked while writing (a defect).
    Crashed,
}

/// Where an autosave goes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Target {
    /// The document's own `.ron` file (atomic, with a `.bak` of the previous state).
    Document(PathBuf),
    /// The recovery file, while the document has no file.
    Recovery(PathBuf),
}

/// A state waiting to be written.
struct Pending {
    revision: u64,
    target: Target,
    snapshot: Snapshot,
}

#[derive(Default)]
struct State {
    pending: Option<Pending>,
    /// The thread is writing a state it has taken from `pending`.
    busy: bool,
    /// The last state written to a document file: the file and the revision.
    saved: Option<(PathBuf, u64)>,
    /// Why the last write failed; `None` once one succeeds.
    last_error: Option<SaveFailure>,
    stop: bool,
}

/// How often [`Writer::flush`] looks whether the thread has ended.
const FLUSH_LOOK: Duration = Duration::from_millis(100);

/// Called on the writer thread after each write (the window asks for a repaint).
pub(crate) type Notify = Arc<dyn Fn() + Send + Sync>;

#[derive(Default)]
struct Shared {
    state: Mutex<State>,
    changed: Condvar,
    notify: Mutex<Option<Notify>>,
}

impl Shared {
    fn lock(&self) -> MutexGuard<'_, State> {
        // A panic while writing leaves the state usable: take it as it is.
        self.state.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

/// The writer thread (started on the first autosave) and what it reports.
#[derive(Default)]
pub(crate) struct Writer {
    shared: Arc<Shared>,
    thread: Option<JoinHandle<()>>,
}

impl fmt::Debug for Writer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Writer")
            .field("running", &self.thread.is_some())
            .finish()
    }
}

impl Writer {
    /// Hands `snapshot` (state `revision`) to the writer; a state still waiting is
    /// replaced (the latest wins).
    pub(crate) fn submit(&mut self, revision: u64, target: Target, snapshot: Snapshot) {
        if self.thread.is_none() {
            let shared = Arc::clone(&self.shared);
            self.thread = Some(std::thread::spawn(move || run(&shared)));
        }
        let mut state = self.shared.lock();
        state.pending = Some(Pending {
            revision,
            target,
            snapshot,
        });
        drop(state);
        self.shared.changed.notify_all();
    }

    /// Waits until every state handed over has been written (or has failed), or the
    /// thread has ended (it then writes nothing more).
    pub(crate) fn flush(&self) {
        let Some(thread) = &self.thread else {
            return;
        };
        let mut state = self.shared.lock();
        while (state.pending.is_some() || state.busy) && !thread.is_finished() {
            // A thread that ended without a word would never wake us: look again.
            (state, _) = self
                .shared
                .changed
                .wait_timeout(state, FLUSH_LOOK)
                .unwrap_or_else(PoisonError::into_inner);
        }
    }

    /// Calls `notify` after each write, from the writer thread.
    pub(crate) fn set_notify(&self, notify: Notify) {
        *self
            .shared
            .notify
            .lock()
            .unwrap_or_else(PoisonError::into_inner) = Some(notify);
    }

    /// True while a state waits or is being written.
    #[cfg(test)]
    fn is_busy(&self) -> bool {
        let state = self.shared.lock();
        state.pending.is_some() || state.busy
    }

    /// The last state written to a document file (file, revision).
    pub(crate) fn saved(&self) -> Option<(PathBuf, u64)> {
        self.shared.lock().saved.clone()
    }

    pub(crate) fn last_error(&self) -> Option<SaveFailure> {
        self.shared.lock().last_error.clone()
    }

    /// After an explicit save: the file holds `revision`, and no error stands.
    pub(crate) fn record_save(&self, path: PathBuf, revision: u64) {
        let mut state = self.shared.lock();
        state.saved = Some((path, revision));
        state.last_error = None;
    }
}

impl Drop for Writer {
    /// Writes what is still waiting, then stops the thread.
    fn drop(&mut self) {
        let Some(thread) = self.thread.take() else {
            return;
        };
        self.shared.lock().stop = true;
        self.shared.changed.notify_all();
        // A writer that panicked has nothing more to write.
        let _ = thread.join();
    }
}

/// The thread: writes the latest pending state until told to stop (and nothing waits).
fn run(shared: &Shared) {
    loop {
        let mut state = shared.lock();
        let pending = loop {
            if let Some(pending) = state.pending.take() {
                break pending;
            }
            if state.stop {
                return;
            }
            state = shared
                .changed
                .wait(state)
                .unwrap_or_else(PoisonError::into_inner);
        };
        state.busy = true;
        drop(state);
        // A panic while writing must not leave `busy` set (flush would wait forever).
        let outcome = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| write(&pending)))
            .unwrap_or(Err(SaveFailure::Crashed));
        let mut state = shared.lock();
        state.busy = false;
        let error_before = state.last_error.clone();
        // Only what the window shows calls for a repaint: the file saved, an error.
        let mut shown_changed = false;
        match outcome {
            Ok(()) => {
                state.last_error = None;
                if let Target::Document(path) = pending.target {
                    state.saved = Some((path, pending.revision));
                    shown_changed = true;
                }
            }
            Err(error) => state.last_error = Some(error),
        }
        shown_changed |= state.last_error != error_before;
        drop(state);
        shared.changed.notify_all();
        if !shown_changed {
            continue;
        }
        let notify = shared
            .notify
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .clone();
        if let Some(notify) = notify {
            // The window's callback must not end the thread (flush would wait for it).
            let _ = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| notify()));
        }
    }
}

fn write(pending: &Pending) -> Result<(), SaveFailure> {
    let t = pending.snapshot.to_tournament();
    match &pending.target {
        Target::Document(path) => ron::save(path, &t).map_err(|e| SaveFailure::Document(e.into())),
        Target::Recovery(path) => {
            files::write_recovery(path, &t).map_err(|e| SaveFailure::Recovery(e.into()))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::{Tournament, TournamentSettings};

    fn named(name: &str) -> Snapshot {
        Snapshot::of(&Tournament::new(TournamentSettings {
            name: name.into(),
            ..TournamentSettings::default()
        }))
    }

    #[test]
    fn the_latest_state_is_on_disk_after_flush() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("t.ron");
        let mut writer = Writer::default();
        for (revision, name) in ["one", "two", "three"].into_iter().enumerate() {
            let target = Target::Document(path.clone());
            writer.submit(revision as u64, target, named(name));
        }
        writer.flush();
        assert!(!writer.is_busy());
        assert_eq!(ron::load(&path).unwrap().settings.name, "three");
        assert_eq!(writer.saved(), Some((path, 2)));
        assert_eq!(writer.last_error(), None);
    }

    #[test]
    fn drop_writes_what_waits() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("recovery.ron");
        let mut writer = Writer::default();
        writer.submit(1, Target::Recovery(path.clone()), named("kept"));
        drop(writer);
        assert_eq!(files::read_recovery(&path).unwrap().settings.name, "kept");
    }

    #[test]
    fn a_panicking_notify_leaves_the_writer_working() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("t.ron");
        let mut writer = Writer::default();
        writer.set_notify(Arc::new(|| panic!("the window's callback failed")));
        for (revision, name) in [(1, "one"), (2, "two")] {
            writer.submit(revision, Target::Document(path.clone()), named(name));
            writer.flush();
            assert_eq!(ron::load(&path).unwrap().settings.name, name);
        }
        assert_eq!(writer.saved(), Some((path, 2)));
    }

    #[test]
    fn a_failed_write_is_reported() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("missing").join("t.ron");
        let mut writer = Writer::default();
        writer.submit(1, Target::Document(path), named("x"));
        writer.flush();
        assert!(matches!(
            writer.last_error(),
            Some(SaveFailure::Document(_))
        ));
        assert_eq!(writer.saved(), None);
    }
}
