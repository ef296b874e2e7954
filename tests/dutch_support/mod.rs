//! Shared runner for the Dutch oracle tests: pairs every request of a corpus directory and
//! compares with the reference answer (bbpPairings v6), pair for pair, colour for colour,
//! in board order. The CLI oracle tests use its corpus look-up too.

// Each test file uses its own part of this module.
#![allow(dead_code)]

use std::path::{Path, PathBuf};
use torneo::domain::Tournament;
use torneo::formats::trf;
use torneo::pairing::{JobControl, PairingError, ProposedRound, dutch};

pub const ORACLE: &str = "../shared/oracle";

/// The oracle corpus (`../shared/oracle` beside the crate); `None` (skip) when it is
/// missing, except with `CI` set, where a missing corpus fails the test.
pub fn oracle_dir() -> Option<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join(ORACLE);
    if dir.is_dir() {
        return Some(dir);
    }
    assert!(
        std::env::var_os("CI").is_none(),
        "oracle corpus missing at {}",
        dir.display()
    );
    eprintln!("oracle corpus missing: skipped");
    None
}

/// One request and what happened.
pub struct Outcome {
    pub request: PathBuf,
    pub players: usize,
    pub ok: bool,
    pub detail: String,
}

/// Every `round<r>.trf` request under `dir`, sorted.
pub fn requests(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let Ok(events) = std::fs::read_dir(dir) else {
        return out;
    };
    let mut events: Vec<PathBuf> = events
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.is_dir())
        .collect();
    events.sort();
    for event in events {
        let Ok(files) = std::fs::read_dir(&event) else {
            continue;
        };
        let mut files: Vec<PathBuf> = files
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|x| x == "trf"))
            .collect();
        files.sort_by_key(|p| {
            p.file_stem()
                .and_then(|s| s.to_str())
                .and_then(|s| s.strip_prefix("round"))
                .and_then(|s| s.parse::<u32>().ok())
                .unwrap_or(0)
        });
        out.extend(files);
    }
    out
}

/// Number of `001` lines of a request.
pub fn player_count(request: &Path) -> usize {
    std::fs::read_to_string(request)
        .map(|t| t.lines().filter(|l| l.starts_with("001")).count())
        .unwrap_or(0)
}

/// An engine as the oracle runner calls it.
pub type Engine = fn(&Tournament, u32, &JobControl) -> Result<ProposedRound, PairingError>;

/// Pairs one request with the Dutch engine and compares with its answer.
pub fn check(request: &Path) -> Outcome {
    check_with(request, dutch::pair)
}

/// Pairs one request with `engine` and compares with its answer.
pub fn check_with(request: &Path, engine: Engine) -> Outcome {
    let players = player_count(request);
    let fail = |detail: String| Outcome {
        request: request.to_path_buf(),
        players,
        ok: false,
        detail,
    };
    let bytes = match std::fs::read(request) {
        Ok(b) => b,
        Err(e) => return fail(format!("read: {e}")),
    };
    let t = match trf::import(&bytes) {
        Ok((t, _)) => t,
        Err(e) => return fail(format!("import: {e}")),
    };
    let got = engine(&t, t.next_round_number(), &JobControl::new());
    let error_file = request.with_extension("error");
    if error_file.exists() {
        return match got {
            Err(PairingError::NoValidPairing(_)) => Outcome {
                request: request.to_path_buf(),
                players,
                ok: true,
                detail: String::new(),
            },
            other => fail(format!("expected no valid pairing, got {other:?}")),
        };
    }
    let expected_text = match std::fs::read_to_string(request.with_extension("expected")) {
        Ok(t) => t,
        Err(e) => return fail(format!("no answer: {e}")),
    };
    let expected = match trf::parse_answer(&expected_text) {
        Ok(a) => a,
        Err(e) => return fail(format!("answer: {e}")),
    };
    let proposed = match got {
        Ok(p) => p,
        Err(e) => return fail(format!("engine: {e}")),
    };
    let ours = match trf::parse_answer(&trf::answer_text(&t, &proposed)) {
        Ok(a) => a,
        Err(e) => return fail(format!("own answer: {e}")),
    };
    if ours == expected {
        Outcome {
            request: request.to_path_buf(),
            players,
            ok: true,
            detail: String::new(),
        }
    } else {
        fail(format!("expected {expected:?}\n     got {ours:?}"))
    }
}

/// Runs every request of `dir` with at most `max_players` players (and at most
/// `max_round`); returns (matched, total, failures).
pub fn run_dir(dir: &str, max_players: usize, max_round: u32) -> (usize, usize, Vec<Outcome>) {
    run_dir_with(dir, max_players, max_round, dutch::pair)
}

/// [`run_dir`] with another engine.
pub fn run_dir_with(
    dir: &str,
    max_players: usize,
    max_round: u32,
    engine: Engine,
) -> (usize, usize, Vec<Outcome>) {
    let path = Path::new(ORACLE).join(dir);
    let mut matched = 0;
    let mut total = 0;
    let mut failures = Vec::new();
    for request in requests(&path) {
        let round = request
            .file_stem()
            .and_then(|s| s.to_str())
            .and_then(|s| s.strip_prefix("round"))
            .and_then(|s| s.parse::<u32>().ok())
            .unwrap_or(0);
        if round > max_round || player_count(&request) > max_players {
            continue;
        }
        total += 1;
        let outcome = check_with(&request, engine);
        if outcome.ok {
            matched += 1;
        } else {
            failures.push(outcome);
        }
    }
    (matched, total, failures)
}

/// Prints a summary line and the first failures.
pub fn report(dir: &str, matched: usize, total: usize, failures: &[Outcome]) {
    eprintln!("{dir}: {matched}/{total} matched");
    for f in failures.iter().take(8) {
        eprintln!(
            "  {} ({} players): {}",
            f.request.display(),
            f.players,
            f.detail
        );
    }
}
