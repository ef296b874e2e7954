//! The fuzz targets' properties (issue 18 item 9) on the kept seed corpus (`fuzz/seeds`),
//! on stable, in every `cargo test`: every input is refused or imported as a valid
//! tournament, and what is imported is written back (or refused) as a file that reads
//! back as itself. A crash found by `cargo fuzz` goes in `fuzz/seeds/` and is replayed here.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::path::Path;
use torneo::formats::trf::{self, TrfVersion};

fn inputs(folder: &str) -> Vec<(String, Vec<u8>)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("fuzz/seeds")
        .join(folder);
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .flatten()
        .map(|e| {
            (
                e.file_name().to_string_lossy().into_owned(),
                std::fs::read(e.path()).unwrap(),
            )
        })
        .collect();
    files.sort();
    assert!(!files.is_empty());
    files
}

#[test]
fn trf_seeds_import_and_round_trip() {
    let mut imported = 0;
    for (name, bytes) in inputs("trf") {
        let Ok((t, _)) = trf::import(&bytes) else {
            continue;
        };
        imported += 1;
        assert_eq!(t.validate(), Ok(()), "{name}");
        for version in [TrfVersion::Trf16, TrfVersion::Trf26] {
            let Ok(text) = trf::export_checked(&t, version) else {
                continue;
            };
            let (back, _) = trf::import(text.as_bytes()).unwrap();
            assert_eq!(
                trf::export_checked(&back, version).as_ref(),
                Ok(&text),
                "{name} {version:?}"
            );
        }
    }
    // 15 seeds: the real files, the oracle requests and the team event (read since
    // issue 39) all import.
    assert_eq!(imported, 15);
}

#[test]
fn ron_seeds_load_as_valid_tournaments() {
    for (name, bytes) in inputs("ron") {
        let t = torneo::formats::ron::from_str(std::str::from_utf8(&bytes).unwrap())
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(t.validate(), Ok(()), "{name}");
    }
}
