//! The site publisher (issue 38): a thread that writes the tournament's site
//! (`torneo-publish`) into a folder, so that the window never waits for it.
//!
//! The session hands it a [`Snapshot`] after every change when the tournament asks to be
//! published after every change (Settings → *Publishing*), and on File → *Publish site
//! to folder…*. Changes are coalesced per folder: while a site is being written, only the
//! latest state handed over for that folder waits, and it is written next, so the last
//! site written is never an older state than the last one handed over. Each site is put
//! in place atomically by `torneo_publish::write` (a reader sees the old complete site or
//! the new one).
//!
//! A site that cannot be written (the folder's parent gone, a folder Torneo did not
//! write, the disk full) is reported by [`SitePublisher::outcome`] and never touches the
//! tournament or its file: publishing is derived data.

use super::snapshot::Snapshot;
use crate::i18n::{Language, Localize, io_reason};
use crate::tr;
use std::collections::BTreeMap;
use std::fmt;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Condvar, Mutex, MutexGuard, PoisonError};
use std::thread::JoinHandle;
use std::time::Duration;
use torneo_publish::PublishError;

/// Why a site was not written.
#[derive(Debug, Clone)]
pub enum SiteFailure {
    /// The folder's parent folder is not there (a network or synced folder that is gone,
    /// a USB stick taken out): nothing is created in its place.
    FolderGone { parent: PathBuf },
    /// Building or writing the site failed.
    Publish(Arc<PublishError>),
    /// The publisher panicked while writing (a defect).
    Crashed,
}

impl Localize for SiteFailure {
    fn localize(&self, lang: Language) -> String {
        let reason = match self {
            SiteFailure::FolderGone { parent } => {
                let missing = std::io::Error::from(std::io::ErrorKind::NotFound);
                tr!(
                    lang,
                    "site-publish-folder-gone",
                    folder = parent.display().to_string(),
                    reason = io_reason(lang, &missing)
                )
            }
            SiteFailure::Publish(error) => error.localize(lang),
            SiteFailure::Crashed => tr!(lang, "site-publish-crashed"),
        };
        tr!(lang, "site-publish-failed", reason = reason)
    }
}

/// What the last publish to a folder gave.
#[derive(Debug, Clone)]
pub struct SiteOutcome {
    /// The number [`SitePublisher::submit`] returned for the state written (or not).
    pub ticket: u64,
    /// The session revision of that state.
    pub revision: u64,
    /// The number of pages written, or why none was.
    pub result: Result<usize, SiteFailure>,
}

/// A state waiting to be published.
struct Job {
    ticket: u64,
    revision: u64,
    language: Language,
    snapshot: Snapshot,
}

#[derive(Default)]
struct State {
    /// The latest state waiting, per folder.
    pending: BTreeMap<PathBuf, Job>,
    /// The thread is writing a site it has taken from `pending`.
    busy: bool,
    /// The last outcome, per folder.
    outcomes: BTreeMap<PathBuf, SiteOutcome>,
    next_ticket: u64,
    stop: bool,
}

/// How often [`SitePublisher::flush`] looks whether the thread has ended.
const FLUSH_LOOK: Duration = Duration::from_millis(100);

/// Called on the publisher thread after each site written or failed.
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

/// The publisher thread (started on the first site asked for) and what it reports.
#[derive(Default)]
pub(crate) struct SitePublisher {
    shared: Arc<Shared>,
    thread: Option<JoinHandle<()>>,
}

impl fmt::Debug for SitePublisher {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("SitePublisher")
            .field("running", &self.thread.is_some())
            .finish()
    }
}

impl SitePublisher {
    /// Hands `snapshot` (state `revision`) over to be published to `folder` in
    /// `language`; a state still waiting for that folder is replaced (the latest wins).
    /// Returns the ticket its [`SiteOutcome`] will carry.
    pub(crate) fn submit(
        &mut self,
        folder: PathBuf,
        revision: u64,
        language: Language,
        snapshot: Snapshot,
    ) -> u64 {
        if self.thread.is_none() {
            let shared = Arc::clone(&self.shared);
            self.thread = Some(std::thread::spawn(move || run(&shared)));
        }
        let mut state = self.shared.lock();
        state.next_ticket += 1;
        let ticket = state.next_ticket;
        state.pending.insert(
            folder,
            Job {
                ticket,
                revision,
                language,
                snapshot,
            },
        );
        drop(state);
        self.shared.changed.notify_all();
        ticket
    }

    /// Waits until every site handed over has been written (or has failed), or the
    /// thread has ended.
    pub(crate) fn flush(&self) {
        let Some(thread) = &self.thread else {
            return;
        };
        let mut state = self.shared.lock();
        while (!state.pending.is_empty() || state.busy) && !thread.is_finished() {
            (state, _) = self
                .shared
                .changed
                .wait_timeout(state, FLUSH_LOOK)
                .unwrap_or_else(PoisonError::into_inner);
        }
    }

    /// Calls `notify` after each site written or failed, from the publisher thread.
    pub(crate) fn set_notify(&self, notify: Notify) {
        *self
            .shared
            .notify
            .lock()
            .unwrap_or_else(PoisonError::into_inner) = Some(notify);
    }

    /// What the last publish to `folder` gave, if one has ended.
    pub(crate) fn outcome(&self, folder: &Path) -> Option<SiteOutcome> {
        self.shared.lock().outcomes.get(folder).cloned()
    }
}

impl Drop for SitePublisher {
    /// Writes what is still waiting, then stops the thread.
    fn drop(&mut self) {
        let Some(thread) = self.thread.take() else {
            return;
        };
        self.shared.lock().stop = true;
        self.shared.changed.notify_all();
        let _ = thread.join();
    }
}

/// The thread: publishes the waiting sites until told to stop (and nothing waits).
fn run(shared: &Shared) {
    loop {
        let mut state = shared.lock();
        let (folder, job) = loop {
            if let Some(next) = state.pending.pop_first() {
                break next;
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
        let result =
            std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| publish(&folder, &job)))
                .unwrap_or(Err(SiteFailure::Crashed));
        let mut state = shared.lock();
        state.busy = false;
        let outcome = SiteOutcome {
            ticket: job.ticket,
            revision: job.revision,
            result,
        };
        state.outcomes.insert(folder, outcome);
        drop(state);
        shared.changed.notify_all();
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

/// Builds the site of `job`'s state and writes it to `folder`. The folder itself may be
/// new; its parent must exist (a missing parent is a folder gone, not one to create).
fn publish(folder: &Path, job: &Job) -> Result<usize, SiteFailure> {
    let parent = match folder.parent() {
        Some(parent) if !parent.as_os_str().is_empty() => parent,
        _ => Path::new("."),
    };
    if !parent.is_dir() {
        return Err(SiteFailure::FolderGone {
            parent: parent.to_path_buf(),
        });
    }
    let t = job.snapshot.to_tournament();
    torneo_publish::publish(&t, job.language, folder)
        .map_err(|error| SiteFailure::Publish(Arc::new(error)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::{Tournament, TournamentSettings};
    use torneo_i18n::test_support::assert_worded;

    fn named(name: &str) -> Snapshot {
        Snapshot::of(&Tournament::new(TournamentSettings {
            name: name.into(),
            ..TournamentSettings::default()
        }))
    }

    fn home(folder: &Path) -> String {
        std::fs::read_to_string(folder.join("index.html")).unwrap()
    }

    #[test]
    fn the_latest_state_handed_over_is_the_site_written_last() {
        let dir = tempfile::tempdir().unwrap();
        let folder = dir.path().join("site");
        let mut publisher = SitePublisher::default();
        let mut last = 0;
        for (revision, name) in ["Open Uno", "Open Due", "Open Tre"].into_iter().enumerate() {
            last = publisher.submit(
                folder.clone(),
                revision as u64,
                Language::English,
                named(name),
            );
        }
        publisher.flush();
        assert!(home(&folder).contains("Open Tre"));
        let outcome = publisher.outcome(&folder).unwrap();
        assert_eq!((outcome.ticket, outcome.revision), (last, 2));
        // An empty event: the home page and the players list.
        assert_eq!(outcome.result.unwrap(), 2);
    }

    #[test]
    fn a_folder_whose_parent_is_gone_is_reported_and_not_created() {
        let dir = tempfile::tempdir().unwrap();
        let folder = dir.path().join("unmounted").join("site");
        let mut publisher = SitePublisher::default();
        publisher.submit(folder.clone(), 1, Language::Italian, named("Open"));
        publisher.flush();
        let failure = publisher.outcome(&folder).unwrap().result.unwrap_err();
        assert!(
            matches!(failure, SiteFailure::FolderGone { .. }),
            "{failure:?}"
        );
        assert!(!dir.path().join("unmounted").exists());
        assert_worded(&failure);
    }

    #[test]
    fn a_folder_torneo_did_not_write_is_reported_and_left_as_it_was() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("thesis.odt"), "mine").unwrap();
        let mut publisher = SitePublisher::default();
        publisher.submit(
            dir.path().to_path_buf(),
            1,
            Language::English,
            named("Open"),
        );
        publisher.flush();
        let failure = publisher.outcome(dir.path()).unwrap().result.unwrap_err();
        assert!(
            matches!(&failure, SiteFailure::Publish(e) if matches!(**e, PublishError::NotASite { .. })),
            "{failure:?}"
        );
        assert_eq!(
            std::fs::read_to_string(dir.path().join("thesis.odt")).unwrap(),
            "mine"
        );
        assert!(
            failure
                .localize(Language::English)
                .starts_with("The site was not written: "),
            "{}",
            failure.localize(Language::English)
        );
        assert_worded(&failure);
        assert_worded(&SiteFailure::Crashed);
    }

    #[test]
    fn two_folders_each_get_their_own_latest_state() {
        let dir = tempfile::tempdir().unwrap();
        let (a, b) = (dir.path().join("a"), dir.path().join("b"));
        let mut publisher = SitePublisher::default();
        publisher.submit(a.clone(), 1, Language::English, named("Primo"));
        publisher.submit(b.clone(), 2, Language::English, named("Secondo"));
        drop(publisher);
        assert!(home(&a).contains("Primo"));
        assert!(home(&b).contains("Secondo"));
    }
}
