//! The autosave writer: a thread (a [`LatestWins`] worker) that writes the latest state of the tournament to its
//! file (or to the recovery file) so that the window never waits for the disk.
//!
//! The session hands it a [`Snapshot`] after every change (cheap: the parts are shared).
//! Only the latest one waiting is written; older ones are dropped. [`Writer::flush`] waits
//! until everything handed over is on disk (before File → Save, Open, New, Quit, and when
//! the session is dropped).

use super::FileError;
use super::files;
use super::latest_wins::{Job, LatestWins, Notify};
use super::snapshot::Snapshot;
use crate::formats::ron;
use std::path::PathBuf;

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

/// A state waiting to be written: the writer's job. There is one key: a state handed
/// over replaces the one waiting, whatever its target.
struct Pending {
    revision: u64,
    target: Target,
    snapshot: Snapshot,
}

/// What the writer reports.
#[derive(Default)]
struct Report {
    /// The last state written to a document file: the file and the revision.
    saved: Option<(PathBuf, u64)>,
    /// Why the last write failed; `None` once one succeeds.
    last_error: Option<SaveFailure>,
}

impl Job for Pending {
    type Key = ();
    type Outcome = Result<(), SaveFailure>;
    type Report = Report;

    fn perform(&self, _key: &()) -> Result<(), SaveFailure> {
        write(self)
    }

    fn crashed() -> Result<(), SaveFailure> {
        Err(SaveFailure::Crashed)
    }

    fn record(self, _key: (), outcome: Result<(), SaveFailure>, report: &mut Report) -> bool {
        let error_before = report.last_error.clone();
        // Only what the window shows calls for a repaint: the file saved, an error.
        let mut shown_changed = false;
        match outcome {
            Ok(()) => {
                report.last_error = None;
                if let Target::Document(path) = self.target {
                    report.saved = Some((path, self.revision));
                    shown_changed = true;
                }
            }
            Err(error) => report.last_error = Some(error),
        }
        shown_changed || report.last_error != error_before
    }
}

/// The writer thread (started on the first autosave) and what it reports.
#[derive(Debug, Default)]
pub(crate) struct Writer {
    worker: LatestWins<Pending>,
}

impl Writer {
    /// Hands `snapshot` (state `revision`) to the writer; a state still waiting is
    /// replaced (the latest wins).
    pub(crate) fn submit(&mut self, revision: u64, target: Target, snapshot: Snapshot) {
        let pending = Pending {
            revision,
            target,
            snapshot,
        };
        self.worker.submit((), pending);
    }

    /// Waits until every state handed over has been written (or has failed), or the
    /// thread has ended (it then writes nothing more). Dropping the writer writes what
    /// is still waiting, then stops the thread.
    pub(crate) fn flush(&self) {
        self.worker.flush();
    }

    /// Calls `notify` after each write the window shows, from the writer thread.
    pub(crate) fn set_notify(&self, notify: Notify) {
        self.worker.set_notify(notify);
    }

    /// True while a state waits or is being written.
    #[cfg(test)]
    fn is_busy(&self) -> bool {
        self.worker.is_busy()
    }

    /// The last state written to a document file (file, revision).
    pub(crate) fn saved(&self) -> Option<(PathBuf, u64)> {
        self.worker.read(|report| report.saved.clone())
    }

    pub(crate) fn last_error(&self) -> Option<SaveFailure> {
        self.worker.read(|report| report.last_error.clone())
    }

    /// After an explicit save: the file holds `revision`, and no error stands.
    pub(crate) fn record_save(&self, path: PathBuf, revision: u64) {
        self.worker.amend(|report| {
            report.saved = Some((path, revision));
            report.last_error = None;
        });
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
    use std::sync::Arc;

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
