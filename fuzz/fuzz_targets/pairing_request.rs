//! The pairing request path of `torneo pair`: a TRF file imported, then its next round
//! paired by the configured engine (issue 18 item 9). An error or a round, never a panic.
//! Fields are kept small so that each run stays fast.
#![no_main]

use libfuzzer_sys::fuzz_target;
use torneo::pairing::{self, JobControl};

fuzz_target!(|data: &[u8]| {
    let Ok((t, _)) = torneo::formats::trf::import(data) else {
        return;
    };
    if t.players.len() > 24 || t.rounds.len() > 12 {
        return;
    }
    let round = t.next_round_number();
    if let Ok(proposed) = pairing::pair(&t, round, &JobControl::new()) {
        let _ = torneo::formats::trf::answer_text(&t, &proposed);
    }
});
