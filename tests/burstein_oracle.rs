//! Legacy Burstein oracle: every request of ../shared/oracle/burstein, burstein-extra and
//! burstein-nopair must get the reference engine's exact answer (bbpPairings `--burstein`):
//! same pairs, colours, board order, and "no valid pairing" where the `.error` file says so.

#![allow(clippy::unwrap_used, clippy::expect_used)]

mod dutch_support;

use dutch_support::{oracle_dir, report, run_dir_with};
use torneo::pairing::burstein;

/// Matched / total per folder; fails below 100 % (a missing corpus fails under `CI`).
#[test]
fn burstein_legacy_oracle_all() {
    if oracle_dir().is_none() {
        return;
    }
    let max = std::env::var("BURSTEIN_ORACLE_MAX_PLAYERS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(usize::MAX);
    let mut all = (0, 0);
    let mut failures = Vec::new();
    for dir in ["burstein", "burstein-extra", "burstein-nopair"] {
        let (m, t, f) = run_dir_with(dir, max, u32::MAX, burstein::legacy::pair);
        report(dir, m, t, &f);
        assert!(t > 0, "no request found in {dir}");
        all.0 += m;
        all.1 += t;
        failures.extend(f);
    }
    eprintln!("total: {}/{} matched", all.0, all.1);
    if let Some(f) = failures.first() {
        eprintln!("first mismatch: {}: {}", f.request.display(), f.detail);
    }
    assert_eq!(all.0, all.1, "not every request matched the reference");
}
