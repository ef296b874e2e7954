//! Every `.trf` file of the oracle corpus (`../shared/oracle`, requests and whole
//! tournaments) is imported and exported again as TRF-16; the export must equal the file
//! byte for byte, apart from line endings and the rank columns (86-89 of `001`, recomputed
//! from Torneo's standings), unless the difference is one of those explained below.
//!
//! Skipped when the corpus is missing, unless the environment variable `CI` is set.

use std::path::{Path, PathBuf};
use torneo::formats::trf::{self, TrfVersion};

fn oracle_dir() -> Option<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/oracle");
    if dir.is_dir() {
        Some(dir)
    } else {
        assert!(
            std::env::var_os("CI").is_none(),
            "oracle corpus missing at {}",
            dir.display()
        );
        eprintln!("oracle corpus missing at {}: skipped", dir.display());
        None
    }
}

fn trf_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    let mut entries: Vec<PathBuf> = entries.filter_map(|e| e.ok()).map(|e| e.path()).collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            trf_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "trf") {
            out.push(path);
        }
    }
}

/// Lines without their endings, the rank columns of `001` lines blanked.
fn normalised(text: &str) -> Vec<String> {
    text.lines()
        .map(|line| {
            let line = line.trim_end_matches('\r');
            if line.starts_with("001") && line.len() >= 89 {
                format!("{}    {}", &line[..85], &line[89..])
            } else {
                line.to_owned()
            }
        })
        .collect()
}

/// The known, explained differences. The `*-nopair` whole files give the number of rounds
/// as TRF-26 `142` after `012`; the TRF-16 export states it as `XXR` (with `XXC`) after the
/// player lines, the form every other file of the corpus uses. Nothing else may differ.
fn explained(original: &[String], exported: &[String]) -> bool {
    let Some(rounds) = original.iter().find_map(|l| l.strip_prefix("142 ")) else {
        return false;
    };
    let without_142: Vec<&String> = original.iter().filter(|l| !l.starts_with("142")).collect();
    let without_xx: Vec<&String> = exported
        .iter()
        .filter(|l| !l.starts_with("XXR") && !l.starts_with("XXC"))
        .collect();
    without_142 == without_xx && exported.contains(&format!("XXR {rounds}"))
}

#[test]
fn every_oracle_file_re_exports_identically() {
    let Some(dir) = oracle_dir() else {
        return;
    };
    let mut files = Vec::new();
    trf_files(&dir, &mut files);
    assert!(files.len() > 100, "only {} files found", files.len());
    let (mut identical, mut explained_count) = (0, 0);
    for path in &files {
        let bytes = std::fs::read(path).unwrap();
        let (t, warnings) =
            trf::import(&bytes).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        // The engines' files are as the specification writes them: nothing assumed but,
        // in the files without 092 (the -extra corpora), the Swiss that XXR implies, and
        // the usual Swiss tie-breaks (TRF-16 has no 202).
        for warning in &warnings {
            assert!(
                matches!(
                    warning.assumption,
                    trf::Assumption::SystemAssumed {
                        round_robin: false,
                        reason: trf::SystemReason::EngineRecord { .. },
                        ..
                    }
                ) || warning.assumption
                    == (trf::Assumption::TiebreaksAssumed {
                        codes: "BH/C1, BH, SB, DE, WIN".into()
                    }),
                "{}: {warning}",
                path.display()
            );
        }
        let exported = trf::export(&t, TrfVersion::Trf16);
        let (a, b) = (
            normalised(&String::from_utf8_lossy(&bytes)),
            normalised(&exported),
        );
        if a == b {
            identical += 1;
        } else if explained(&a, &b) {
            explained_count += 1;
        } else {
            let first = a
                .iter()
                .zip(&b)
                .position(|(x, y)| x != y)
                .unwrap_or(a.len().min(b.len()));
            panic!(
                "{} differs at line {}:\n  file:   {:?}\n  export: {:?}",
                path.display(),
                first + 1,
                a.get(first),
                b.get(first)
            );
        }
        assert_eq!(
            trf::import(exported.as_bytes()).map(|(t, _)| t).as_ref(),
            Ok(&t),
            "{}",
            path.display()
        );
    }
    eprintln!(
        "{} oracle files: {identical} byte-identical, {explained_count} with the explained 142/XXR difference",
        files.len()
    );
    assert_eq!(identical + explained_count, files.len());
}
