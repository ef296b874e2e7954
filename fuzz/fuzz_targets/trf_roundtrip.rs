//! Import → export → import is the identity (issue 18 items 4, 9): whatever a TRF file
//! imports as is written back, in both editions, as a file that imports as a tournament
//! that writes the same file again, or the export refuses with its reason.
#![no_main]

use libfuzzer_sys::fuzz_target;
use torneo::formats::trf::{self, TrfVersion};

fuzz_target!(|data: &[u8]| {
    let Ok((t, _)) = trf::import(data) else {
        return;
    };
    for version in [TrfVersion::Trf16, TrfVersion::Trf26] {
        let Ok(text) = trf::export_checked(&t, version) else {
            continue;
        };
        let back = match trf::import(text.as_bytes()) {
            Ok((back, _)) => back,
            Err(e) => panic!("{version:?} export refused by import: {e}\n{text}"),
        };
        assert_eq!(trf::export_checked(&back, version).as_ref(), Ok(&text));
        let (twice, _) = trf::import(text.as_bytes()).unwrap_or_default();
        assert_eq!(twice, back);
    }
});
