//! The site publisher (issue 38): a thread (a [`LatestWins`] worker) that writes the tournament's site
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

use super::latest_wins::{self, LatestWins, Notify};
use super::snapshot::Snapshot;
use crate::i18n::{Language, Localize, io_reason};
use crate::tr;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;
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

/// A state waiting to be published: the publisher's job, waiting under its folder.
struct Job {
    ticket: u64,
    revision: u64,
    language: Language,
    snapshot: Snapshot,
}

impl latest_wins::Job for Job {
    type Key = PathBuf;
    type Outcome = Result<usize, SiteFailure>;
    /// The last outcome, per folder.
    type Report = BTreeMap<PathBuf, SiteOutcome>;

    fn perform(&self, folder: &PathBuf) -> Result<usize, SiteFailure> {
        publish(folder, self)
    }

    fn crashed() -> Result<usize, SiteFailure> {
        Err(SiteFailure::Crashed)
    }

    fn record(
        self,
        folder: PathBuf,
        result: Result<usize, SiteFailure>,
        outcomes: &mut BTreeMap<PathBuf, SiteOutcome>,
    ) -> bool {
        let outcome = SiteOutcome {
            ticket: self.ticket,
            revision: self.revision,
            result,
        };
        outcomes.insert(folder, outcome);
        // Every site written or failed is shown (the status bar).
        true
    }
}

/// The publisher thread (started on the first site asked for) and what it reports.
#[derive(Debug, Default)]
pub(crate) struct SitePublisher {
    worker: LatestWins<Job>,
    /// The ticket of the last state handed over.
    last_ticket: u64,
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
        self.last_ticket += 1;
        let ticket = self.last_ticket;
        let job = Job {
            ticket,
            revision,
            language,
            snapshot,
        };
        self.worker.submit(folder, job);
        ticket
    }

    /// Waits until every site handed over has been written (or has failed), or the
    /// thread has ended. Dropping the publisher writes what is still waiting, then stops
    /// the thread.
    pub(crate) fn flush(&self) {
        self.worker.flush();
    }

    /// Calls `notify` after each site written or failed, from the publisher thread.
    pub(crate) fn set_notify(&self, notify: Notify) {
        self.worker.set_notify(notify);
    }

    /// What the last publish to `folder` gave, if one has ended.
    pub(crate) fn outcome(&self, folder: &Path) -> Option<SiteOutcome> {
        self.worker.read(|outcomes| outcomes.get(folder).cloned())
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
