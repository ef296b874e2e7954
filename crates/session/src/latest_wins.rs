//! A background worker where the latest job wins: one thread that does the jobs handed
//! to it, so that the window never waits, and that drops a job overtaken by a newer one.
//!
//! Jobs wait under a key: while the thread is busy, a job handed over for a key replaces
//! the one still waiting for that key (the autosave writer has one key, the site
//! publisher one per folder). Every job that is done — or that panicked — is recorded in
//! the worker's report, under its lock, before [`LatestWins::flush`] returns. The
//! autosave writer (`writer.rs`) and the site publisher (`site_publisher.rs`) are its two
//! uses, each with a job type of its own.

use std::collections::BTreeMap;
use std::fmt;
use std::sync::{Arc, Condvar, Mutex, MutexGuard, PoisonError};
use std::thread::JoinHandle;
use std::time::Duration;

/// One kind of work for a [`LatestWins`] worker: a job, what it gives, and where that is
/// kept.
pub(crate) trait Job: Send + 'static {
    /// What a job waits under: a newer job with the same key replaces it.
    type Key: Ord + Send + 'static;
    /// What doing the job gave.
    type Outcome;
    /// What the worker keeps of the jobs done, read from the session's side.
    type Report: Default + Send + 'static;

    /// Does the job, on the worker thread, without the report's lock.
    fn perform(&self, key: &Self::Key) -> Self::Outcome;

    /// What a job whose [`Job::perform`] panicked gave (a defect, reported as such).
    fn crashed() -> Self::Outcome;

    /// Keeps `outcome` in `report` (under the lock). True when what the window shows has
    /// changed, so that the notify callback is called.
    fn record(self, key: Self::Key, outcome: Self::Outcome, report: &mut Self::Report) -> bool;
}

/// Called on the worker thread after a job whose outcome the window shows.
pub(crate) type Notify = Arc<dyn Fn() + Send + Sync>;

/// How often [`LatestWins::flush`] looks whether the thread has ended.
const FLUSH_LOOK: Duration = Duration::from_millis(100);

struct State<J: Job> {
    /// The latest job waiting, per key.
    pending: BTreeMap<J::Key, J>,
    /// The thread is doing a job it has taken from `pending`.
    busy: bool,
    report: J::Report,
    stop: bool,
}

struct Shared<J: Job> {
    state: Mutex<State<J>>,
    changed: Condvar,
    notify: Mutex<Option<Notify>>,
}

impl<J: Job> Shared<J> {
    fn lock(&self) -> MutexGuard<'_, State<J>> {
        // A panic on the worker thread leaves the state usable: take it as it is.
        self.state.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

/// The worker: its thread is started with the first job and stopped when it is dropped,
/// after the jobs still waiting are done.
pub(crate) struct LatestWins<J: Job> {
    shared: Arc<Shared<J>>,
    thread: Option<JoinHandle<()>>,
}

impl<J: Job> Default for LatestWins<J> {
    fn default() -> Self {
        let state = State {
            pending: BTreeMap::new(),
            busy: false,
            report: J::Report::default(),
            stop: false,
        };
        LatestWins {
            shared: Arc::new(Shared {
                state: Mutex::new(state),
                changed: Condvar::new(),
                notify: Mutex::new(None),
            }),
            thread: None,
        }
    }
}

impl<J: Job> fmt::Debug for LatestWins<J> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("LatestWins")
            .field("running", &self.thread.is_some())
            .finish()
    }
}

impl<J: Job> LatestWins<J> {
    /// Hands `job` over under `key`; a job still waiting under that key is dropped (the
    /// latest wins).
    pub(crate) fn submit(&mut self, key: J::Key, job: J) {
        if self.thread.is_none() {
            let shared = Arc::clone(&self.shared);
            self.thread = Some(std::thread::spawn(move || run(&shared)));
        }
        self.shared.lock().pending.insert(key, job);
        self.shared.changed.notify_all();
    }

    /// Waits until every job handed over has been done (or has panicked), or the thread
    /// has ended (it then does nothing more).
    pub(crate) fn flush(&self) {
        let Some(thread) = &self.thread else {
            return;
        };
        let mut state = self.shared.lock();
        while (!state.pending.is_empty() || state.busy) && !thread.is_finished() {
            // A thread that ended without a word would never wake us: look again.
            (state, _) = self
                .shared
                .changed
                .wait_timeout(state, FLUSH_LOOK)
                .unwrap_or_else(PoisonError::into_inner);
        }
    }

    /// True while a job waits or is being done.
    #[cfg(test)]
    pub(crate) fn is_busy(&self) -> bool {
        let state = self.shared.lock();
        !state.pending.is_empty() || state.busy
    }

    /// Calls `notify` after each job whose outcome the window shows, from the thread.
    pub(crate) fn set_notify(&self, notify: Notify) {
        *self
            .shared
            .notify
            .lock()
            .unwrap_or_else(PoisonError::into_inner) = Some(notify);
    }

    /// Reads the report of the jobs done.
    pub(crate) fn read<T>(&self, read: impl FnOnce(&J::Report) -> T) -> T {
        read(&self.shared.lock().report)
    }

    /// Changes the report from the session's side (what it did itself, in place of a job).
    pub(crate) fn amend(&self, amend: impl FnOnce(&mut J::Report)) {
        amend(&mut self.shared.lock().report);
    }
}

impl<J: Job> Drop for LatestWins<J> {
    /// Does what is still waiting, then stops the thread.
    fn drop(&mut self) {
        let Some(thread) = self.thread.take() else {
            return;
        };
        self.shared.lock().stop = true;
        self.shared.changed.notify_all();
        // A thread that panicked has nothing more to do.
        let _ = thread.join();
    }
}

/// The thread: does the waiting jobs until told to stop (and nothing waits).
fn run<J: Job>(shared: &Shared<J>) {
    loop {
        let mut state = shared.lock();
        let (key, job) = loop {
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
        // A panic in the job must not leave `busy` set (flush would wait for it).
        let outcome = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| job.perform(&key)))
            .unwrap_or_else(|_| J::crashed());
        let mut state = shared.lock();
        state.busy = false;
        let shown_changed = job.record(key, outcome, &mut state.report);
        drop(state);
        shared.changed.notify_all();
        if shown_changed {
            tell(shared);
        }
    }
}

/// Calls the notify callback, if one is set.
fn tell<J: Job>(shared: &Shared<J>) {
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

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicUsize, Ordering};
    use std::sync::mpsc;

    /// A test job: a name, an optional gate it waits on before it is done, and what it
    /// does wrong on purpose.
    struct Step {
        name: &'static str,
        gate: Option<Mutex<mpsc::Receiver<()>>>,
        panics_in_perform: bool,
        panics_in_record: bool,
    }

    fn step(name: &'static str) -> Step {
        Step {
            name,
            gate: None,
            panics_in_perform: false,
            panics_in_record: false,
        }
    }

    /// Every job done, in order, as "key:name" (or "key:crashed").
    #[derive(Default)]
    struct Done(Vec<String>);

    impl Job for Step {
        type Key = char;
        type Outcome = Option<&'static str>;
        type Report = Done;

        fn perform(&self, _key: &char) -> Option<&'static str> {
            if let Some(gate) = &self.gate {
                let _ = gate.lock().unwrap().recv();
            }
            assert!(!self.panics_in_perform, "the job failed");
            Some(self.name)
        }

        fn crashed() -> Option<&'static str> {
            None
        }

        fn record(self, key: char, outcome: Option<&'static str>, report: &mut Done) -> bool {
            assert!(!self.panics_in_record, "recording failed");
            report
                .0
                .push(format!("{key}:{}", outcome.unwrap_or("crashed")));
            // Only the jobs of key 'w' are shown in the window.
            key == 'w'
        }
    }

    fn done(worker: &LatestWins<Step>) -> Vec<String> {
        worker.read(|done| done.0.clone())
    }

    /// A job that waits until the returned sender says go (or is dropped).
    fn gated(name: &'static str) -> (Step, mpsc::Sender<()>) {
        let (go, gate) = mpsc::channel();
        let job = Step {
            gate: Some(Mutex::new(gate)),
            ..step(name)
        };
        (job, go)
    }

    /// Waits until the thread has taken the first job (nothing pending, busy).
    fn until_taken(worker: &LatestWins<Step>) {
        while !worker.shared.lock().pending.is_empty() {
            std::thread::sleep(Duration::from_millis(1));
        }
    }

    #[test]
    fn while_a_job_is_done_only_the_latest_one_per_key_waits() {
        let mut worker = LatestWins::default();
        let (first, go) = gated("first");
        worker.submit('a', first);
        until_taken(&worker);
        // The thread is held inside "first": these three wait, and "second" is replaced.
        worker.submit('a', step("second"));
        worker.submit('b', step("other key"));
        worker.submit('a', step("third"));
        assert!(worker.is_busy());
        go.send(()).unwrap();
        worker.flush();
        assert!(!worker.is_busy());
        // 'a' before 'b': waiting jobs are taken in key order.
        assert_eq!(done(&worker), ["a:first", "a:third", "b:other key"]);
    }

    #[test]
    fn flush_without_a_job_returns_at_once_and_starts_no_thread() {
        let worker = LatestWins::<Step>::default();
        worker.flush();
        assert!(worker.thread.is_none());
        assert!(done(&worker).is_empty());
    }

    #[test]
    fn dropping_the_worker_does_what_waits_then_stops_the_thread() {
        let mut worker = LatestWins::default();
        let (first, go) = gated("first");
        worker.submit('a', first);
        until_taken(&worker);
        worker.submit('b', step("waiting"));
        let shared = Arc::clone(&worker.shared);
        go.send(()).unwrap();
        drop(worker);
        // The thread has been joined, so nobody else holds the shared state.
        assert_eq!(Arc::strong_count(&shared), 1);
        assert_eq!(shared.lock().report.0, ["a:first", "b:waiting"]);
    }

    #[test]
    fn a_panicking_job_is_recorded_as_crashed_and_the_next_one_is_done() {
        let mut worker = LatestWins::default();
        worker.submit(
            'a',
            Step {
                panics_in_perform: true,
                ..step("bad")
            },
        );
        worker.flush();
        worker.submit('a', step("good"));
        worker.flush();
        assert_eq!(done(&worker), ["a:crashed", "a:good"]);
    }

    #[test]
    fn a_panic_under_the_lock_poisons_it_yet_flush_returns_and_the_report_is_read() {
        let mut worker = LatestWins::default();
        worker.submit('a', step("kept"));
        worker.flush();
        worker.submit(
            'a',
            Step {
                panics_in_record: true,
                ..step("lost")
            },
        );
        // The thread ends inside `record`, holding the lock: flush sees it has ended.
        worker.flush();
        assert!(worker.shared.state.is_poisoned());
        assert_eq!(done(&worker), ["a:kept"]);
        // A job handed over now is not done (the thread is gone), and nothing panics.
        worker.submit('a', step("after"));
        worker.flush();
        worker.amend(|done| done.0.push("amended".into()));
        assert_eq!(done(&worker), ["a:kept", "amended"]);
    }

    #[test]
    fn notify_is_called_for_shown_outcomes_only_and_may_panic() {
        let mut worker = LatestWins::default();
        let calls = Arc::new(AtomicUsize::new(0));
        let counted = Arc::clone(&calls);
        worker.set_notify(Arc::new(move || {
            counted.fetch_add(1, Ordering::SeqCst);
            panic!("the window's callback failed");
        }));
        for (key, name) in [('w', "shown"), ('x', "not shown"), ('w', "shown again")] {
            worker.submit(key, step(name));
            worker.flush();
        }
        assert_eq!(done(&worker), ["w:shown", "x:not shown", "w:shown again"]);
        // Flush may return before the last call: the thread is joined first.
        drop(worker);
        // Two jobs of key 'w', each told once; the panics did not stop the thread.
        assert_eq!(calls.load(Ordering::SeqCst), 2);
    }
}
