//! The Dutch 2017 corpus of large fields (`tests/data/oracle-dutch-2017-large`,
//! bbpPairings v5.0.1's answers to requests of 400-2,000 players, issue 40; how it was
//! made is in its README): the same two checks as `dutch_2017_oracle.rs` (every request
//! reads as 2017 and v5's answer breaks no absolute rule; the engine gives v5's exact
//! answer, pair for pair, colour for colour, in board order, but the requests listed in
//! the corpus's `DIFFERENCES.txt`), on fields whose brackets hold hundreds of players,
//! where any shortcut of the 2017 engine's bracket search has the most room to go wrong.

use crate::dutch_2017_oracle::{
    assert_engine_gives_v5s_answers, assert_requests_read_as_2017_and_answers_break_no_rule,
};
use crate::dutch_support::requests;
use std::path::{Path, PathBuf};

/// The number of requests the corpus README counts.
const REQUESTS: usize = 21;

/// The corpus folder; `None` (skip) when it is missing, except with `CI` set, where a
/// missing corpus fails the test.
fn corpus() -> Option<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/oracle-dutch-2017-large");
    if dir.is_dir() {
        return Some(dir);
    }
    assert!(
        std::env::var_os("CI").is_none(),
        "CI: the large Dutch 2017 corpus is missing at {}",
        dir.display()
    );
    eprintln!("large Dutch 2017 corpus missing: skipped");
    None
}

/// Every large request reads as the 2017 edition and v5's answer breaks no absolute rule
/// Torneo's checker knows, read by the 2017 text.
#[test]
fn every_large_2017_request_reads_as_2017_and_its_answer_breaks_no_absolute_rule() {
    let Some(dir) = corpus() else { return };
    let all = requests(&dir);
    assert_eq!(all.len(), REQUESTS, "the corpus README counts the requests");
    assert_requests_read_as_2017_and_answers_break_no_rule(&all);
}

/// v5's exact answer to every large request (400 to 2,000 players), but those of
/// `DIFFERENCES.txt`: about 10 s in a debug build with the 2017 engine's quick ways
/// (`brackets_2017::Paths2017`; over two minutes without them).
#[test]
fn dutch_2017_oracle_large_all() {
    let Some(dir) = corpus() else { return };
    let all = requests(&dir);
    assert_eq!(all.len(), REQUESTS, "the corpus README counts the requests");
    assert_engine_gives_v5s_answers(&dir, &all);
}
