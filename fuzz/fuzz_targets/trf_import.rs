//! TRF import of any bytes: an error or a valid tournament, never a panic, a hang or an
//! allocation sized by a number in the file (issue 18 items 3, 9).
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Ok((t, _)) = torneo::formats::trf::import(data) {
        assert!(t.validate().is_ok(), "an imported tournament is valid");
    }
});
