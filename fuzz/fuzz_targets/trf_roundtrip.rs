//! Import → export → import is the identity (issue 18 items 4, 9): whatever a TRF file
//! imports as is written back as a file that imports as the same tournament, in both
//! editions, or the export refuses with its reason.
#![no_main]

use libfuzzer_sys::fuzz_target;
use torneo::formats::trf::{self, TrfVersion};

fuzz_target!(|data: &[u8]| {
    let Ok((t, _)) = trf::import(data) else {
        return;
    };
    for version in [TrfVersion::Trf16, TrfVersion::Trf26] {
        let text = trf::export(&t, version);
        match trf::import(text.as_bytes()) {
            Ok((back, _)) => assert_eq!(back, t, "{version:?} round trip of\n{text}"),
            Err(e) => panic!("{version:?} export refused by import: {e}\n{text}"),
        }
    }
});
