//! Dutch oracle: every request of ../shared/oracle/dutch, dutch-extra and dutch-nopair must
//! get the reference engine's exact answer (bbpPairings v6).

mod dutch_support;

use dutch_support::{report, run_dir};

fn env_usize(name: &str, default: usize) -> usize {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

#[test]
#[ignore = "not at 100 % yet; see the note in the file"]
fn dutch_oracle_all() {
    let max = env_usize("DUTCH_ORACLE_MAX_PLAYERS", usize::MAX);
    let mut all = (0, 0);
    for dir in ["dutch", "dutch-extra", "dutch-nopair"] {
        let (m, t, f) = run_dir(dir, max, u32::MAX);
        report(dir, m, t, &f);
        all.0 += m;
        all.1 += t;
    }
    eprintln!("total: {}/{} matched", all.0, all.1);
    assert_eq!(all.0, all.1, "not every request matched the reference");
}
