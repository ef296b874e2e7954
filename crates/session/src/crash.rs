//! A crash keeps the work (issue 18, item 10).
//!
//! The window installs [`install_panic_hook`] at start. Each session of the window
//! publishes its current state to a [`CrashWatch`] on every revision (a clone of the
//! shared [`Snapshot`]: a few reference counts, no copy of the tournament). When a panic
//! happens, [`on_panic`] takes that state without waiting (`try_lock`: a lock held
//! elsewhere is given up rather than risk a deadlock), writes it to the recovery file
//! ([`files::write_recovery`]) and writes a crash report beside it ([`crash_report_path`]).
//! At the next start the window offers the recovery file back as usual and names the
//! report ([`take_crash_report`]).

use super::files;
use super::snapshot::Snapshot;
use crate::formats::atomic;
use std::fmt::Write as _;
use std::fs;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, OnceLock, TryLockError};

/// The report's name, beside the recovery file.
pub const CRASH_REPORT_NAME: &str = "crash-report.txt";

/// The report once the arbiter has been told about it (the next crash does not overwrite
/// a report not yet seen; this one is replaced by the next seen report).
pub const SEEN_CRASH_REPORT_NAME: &str = "crash-report-previous.txt";

/// What the window's session last published.
#[derive(Debug, Default)]
struct Latest {
    snapshot: Option<Snapshot>,
    file: Option<PathBuf>,
    last_command: Option<&'static str>,
}

/// The state a panic hook can reach: shared between the session (which publishes) and the
/// hook (which reads).
#[derive(Debug, Clone, Default)]
pub struct CrashWatch {
    latest: Arc<Mutex<Latest>>,
}

impl CrashWatch {
    pub fn new() -> CrashWatch {
        CrashWatch::default()
    }

    /// Records the current state (called by the session on every revision).
    pub(crate) fn publish(
        &self,
        snapshot: &Snapshot,
        file: Option<&Path>,
        last_command: Option<&'static str>,
    ) {
        let mut latest = match self.latest.lock() {
            Ok(guard) => guard,
            Err(poisoned) => poisoned.into_inner(),
        };
        latest.snapshot = Some(snapshot.clone());
        latest.file = file.map(Path::to_path_buf);
        if last_command.is_some() {
            latest.last_command = last_command;
        }
    }
}

/// What is known of a panic.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PanicFacts {
    pub message: String,
    /// `file:line:column` in the source.
    pub location: Option<String>,
    pub thread: String,
    pub backtrace: String,
}

/// `crash-report.txt` beside the recovery file.
pub fn crash_report_path(recovery: &Path) -> PathBuf {
    recovery.with_file_name(CRASH_REPORT_NAME)
}

/// The crash report: a technical text for whoever maintains Torneo (English, like the
/// backtrace it carries).
pub fn crash_report(
    facts: &PanicFacts,
    last_command: Option<&str>,
    file: Option<&Path>,
    recovery: Option<&Path>,
) -> String {
    let mut report = String::new();
    let _ = writeln!(
        report,
        "Torneo {} stopped because of an error.",
        env!("CARGO_PKG_VERSION")
    );
    let _ = writeln!(report, "Message: {}", facts.message);
    let _ = writeln!(
        report,
        "Location: {}",
        facts.location.as_deref().unwrap_or("unknown")
    );
    let _ = writeln!(report, "Thread: {}", facts.thread);
    let _ = writeln!(report, "Last command: {}", last_command.unwrap_or("none"));
    let _ = writeln!(
        report,
        "Tournament file: {}",
        file.map_or_else(|| "none".to_string(), |f| f.display().to_string())
    );
    let _ = writeln!(
        report,
        "Tournament written to: {}",
        recovery.map_or_else(
            || "nothing (the state could not be reached or written)".to_string(),
            |r| r.display().to_string()
        )
    );
    let _ = writeln!(report, "Backtrace:\n{}", facts.backtrace);
    report
}

/// The hook's work: the published state to `recovery`, the report beside it. Returns the
/// report's path when it was written.
pub fn on_panic(watch: &CrashWatch, recovery: &Path, facts: &PanicFacts) -> Option<PathBuf> {
    let (snapshot, file, last_command) = match watch.latest.try_lock() {
        Ok(latest) => (
            latest.snapshot.clone(),
            latest.file.clone(),
            latest.last_command,
        ),
        Err(TryLockError::Poisoned(poisoned)) => {
            let latest = poisoned.into_inner();
            (
                latest.snapshot.clone(),
                latest.file.clone(),
                latest.last_command,
            )
        }
        // Held by the panicking code itself, or by another thread: do not wait.
        Err(TryLockError::WouldBlock) => (None, None, None),
    };
    let written = snapshot.and_then(|snapshot| {
        files::write_recovery(recovery, &snapshot.to_tournament())
            .ok()
            .map(|()| recovery)
    });
    let report = crash_report(facts, last_command, file.as_deref(), written);
    let path = crash_report_path(recovery);
    atomic::write(&path, report.as_bytes(), false)
        .ok()
        .map(|()| path)
}

/// The watch of the installed hook; `None` when no hook is installed (tests, the CLI).
static INSTALLED: OnceLock<CrashWatch> = OnceLock::new();

/// The watch sessions publish to, once [`install_panic_hook`] has run.
pub fn installed_watch() -> Option<CrashWatch> {
    INSTALLED.get().cloned()
}

/// Installs the panic hook (once per process; later calls do nothing): on a panic the
/// work goes to `recovery` and a report beside it, then the previous hook runs (the
/// message on standard error).
pub fn install_panic_hook(recovery: PathBuf) {
    let watch = CrashWatch::new();
    if INSTALLED.set(watch.clone()).is_err() {
        return;
    }
    let previous = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        let payload = info.payload();
        let message = payload
            .downcast_ref::<&str>()
            .map(|s| (*s).to_string())
            .or_else(|| payload.downcast_ref::<String>().cloned())
            .unwrap_or_else(|| "(no message)".to_string());
        let facts = PanicFacts {
            message,
            location: info
                .location()
                .map(|l| format!("{}:{}:{}", l.file(), l.line(), l.column())),
            thread: std::thread::current()
                .name()
                .unwrap_or("unnamed")
                .to_string(),
            backtrace: std::backtrace::Backtrace::force_capture().to_string(),
        };
        on_panic(&watch, &recovery, &facts);
        previous(info);
    }));
}

/// At start: the report of a crash not yet told to the arbiter, moved aside to
/// [`SEEN_CRASH_REPORT_NAME`] (so it is told once); returns where it is now.
pub fn take_crash_report(recovery: &Path) -> Option<PathBuf> {
    let report = crash_report_path(recovery);
    if !report.is_file() {
        return None;
    }
    let seen = recovery.with_file_name(SEEN_CRASH_REPORT_NAME);
    match fs::rename(&report, &seen) {
        Ok(()) => Some(seen),
        Err(_) => Some(report),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn facts() -> PanicFacts {
        PanicFacts {
            message: "index out of bounds".to_string(),
            location: Some("src/ui/rounds.rs:10:5".to_string()),
            thread: "main".to_string(),
            backtrace: "0: torneo::ui::rounds::show".to_string(),
        }
    }

    #[test]
    fn a_watch_held_elsewhere_is_not_waited_for() {
        let dir = tempfile::tempdir().unwrap();
        let recovery = dir.path().join("recovery.ron");
        let watch = CrashWatch::new();
        watch.publish(&Snapshot::default(), None, Some("AddPlayer"));
        let held = watch.latest.lock().unwrap();
        let report = on_panic(&watch, &recovery, &facts()).unwrap();
        drop(held);
        assert!(!recovery.exists());
        let text = fs::read_to_string(report).unwrap();
        assert!(text.contains(
            "Tournament written to: nothing (the state could not be reached or written)"
        ));
        assert!(text.contains("Last command: none"));
    }
}
