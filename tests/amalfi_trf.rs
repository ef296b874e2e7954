//! The Amalfi system through TRF: `192 FSI_AMALFI` is written and read back, and a
//! tournament read back pairs its next round as the original does.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod amalfi_support;

use amalfi_support::{event, pair_next, play};
use torneo::domain::{GameResult, PairingSystem};
use torneo::formats::trf::{self, TrfVersion};

#[test]
fn the_192_code_is_written_and_read_back() {
    let mut t = event(7, 5);
    play(
        &mut t,
        &[
            (1, 6, GameResult::WhiteWins),
            (5, 2, GameResult::Draw),
            (3, 4, GameResult::BlackWinsByForfeit),
        ],
        &[7],
    );
    for version in [TrfVersion::Trf16, TrfVersion::Trf26] {
        let text = trf::export(&t, version);
        assert!(
            text.lines().any(|l| l.trim_end() == "192 FSI_AMALFI"),
            "{text}"
        );
        let (back, _) = trf::import(text.as_bytes()).unwrap();
        assert_eq!(back.settings.system, PairingSystem::Amalfi);
        assert_eq!(back.settings.rounds, 5);
        assert_eq!(pair_next(&back), pair_next(&t));
    }
}

#[test]
fn the_older_spelling_is_still_read() {
    let t = event(4, 3);
    let text = trf::export(&t, TrfVersion::Trf16).replace("FSI_AMALFI", "CUSTOM_SWISS_AMALFI");
    let (back, _) = trf::import(text.as_bytes()).unwrap();
    assert_eq!(back.settings.system, PairingSystem::Amalfi);
}
