//! The `pair` subcommand on every request of the oracle corpus (`../shared/oracle`):
//! for each system directory, a system that Torneo implements must give the reference
//! answer exactly (or exit 1 where the reference found no valid pairing); a system not
//! implemented yet must answer exit 3 and say so. Counts are printed.
//!
//! Speed: the test runs in debug mode in CI. Requests with more than
//! `DEBUG_PLAYER_LIMIT` players are compared only in release builds (`cargo test
//! --release`) or when `TORNEO_ORACLE_ALL` is set; every request is still imported, and
//! not-implemented systems are checked on all of them. Skipped when the corpus is missing,
//! unless `CI` is set.

use crate::dutch_support;

use dutch_support::{oracle_dir, player_count};
use std::path::{Path, PathBuf};
use torneo::cli::run_with;

const DEBUG_PLAYER_LIMIT: usize = 40;
const DIRECTORIES: [(&str, &str); 6] = [
    ("dutch", "--dutch"),
    ("dutch-extra", "--dutch"),
    ("dutch-nopair", "--dutch"),
    // The reference pairs the legacy edition (bbpPairings --burstein).
    ("burstein", "--burstein --edition legacy"),
    ("burstein-extra", "--burstein --edition legacy"),
    ("burstein-nopair", "--burstein --edition legacy"),
];

/// Every `round<r>.trf` below `dir`, sorted.
fn requests(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let Ok(tournaments) = std::fs::read_dir(dir) else {
        return out;
    };
    for t in tournaments
        .filter_map(|e| e.ok())
        .map(|e| e.path())
        .filter(|p| p.is_dir())
    {
        if let Ok(rounds) = std::fs::read_dir(&t) {
            out.extend(
                rounds
                    .filter_map(|e| e.ok())
                    .map(|e| e.path())
                    .filter(|p| p.extension().is_some_and(|e| e == "trf")),
            );
        }
    }
    out.sort();
    out
}

fn pair(flag: &str, request: &Path) -> (u8, String, String) {
    let request = request.to_string_lossy();
    let args: Vec<&str> = ["torneo", "--lang", "en", "pair"]
        .into_iter()
        .chain(flag.split_whitespace())
        .chain([request.as_ref(), "-p"])
        .collect();
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let code = run_with(args.iter().map(Into::into).collect(), &mut out, &mut err);
    (
        code,
        String::from_utf8_lossy(&out).into_owned(),
        String::from_utf8_lossy(&err).into_owned(),
    )
}

#[test]
fn pair_answers_every_oracle_request() {
    let Some(root) = oracle_dir() else {
        return;
    };
    let compare_all = !cfg!(debug_assertions) || std::env::var_os("TORNEO_ORACLE_ALL").is_some();
    let mut summary = Vec::new();
    for (name, flag) in DIRECTORIES {
        let all = requests(&root.join(name));
        assert!(
            !all.is_empty() || !root.join(name).is_dir(),
            "{name}: no requests"
        );
        let Some(first) = all.first() else {
            continue;
        };
        let (code, _, err) = pair(flag, first);
        let implemented = !(code == 3 && err.contains("not implemented"));
        let (mut matched, mut no_pairing, mut not_implemented, mut skipped) = (0, 0, 0, 0);
        for request in &all {
            if implemented && !compare_all && player_count(request) > DEBUG_PLAYER_LIMIT {
                skipped += 1;
                continue;
            }
            let (code, out, err) = pair(flag, request);
            let error_file = request.with_extension("error");
            if !implemented {
                assert_eq!(code, 3, "{}: {err}", request.display());
                assert!(
                    err.contains("not implemented yet"),
                    "{}: {err}",
                    request.display()
                );
                not_implemented += 1;
            } else if error_file.exists() {
                assert_eq!(
                    code,
                    1,
                    "{}: expected no valid pairing, got {out}{err}",
                    request.display()
                );
                no_pairing += 1;
            } else {
                let expected =
                    std::fs::read_to_string(request.with_extension("expected")).unwrap_or_default();
                assert_eq!(code, 0, "{}: {err}", request.display());
                assert_eq!(out.trim_end(), expected.trim_end(), "{}", request.display());
                matched += 1;
            }
        }
        summary.push(format!(
            "{name}: {} requests, {matched} identical, {no_pairing} no-pairing, \
             {not_implemented} not implemented (exit 3), {skipped} too big for debug",
            all.len()
        ));
    }
    eprintln!("{}", summary.join("\n"));
}
