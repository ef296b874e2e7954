//! `torneo check --dutch` on every finished tournament of the oracle corpus
//! (`../shared/oracle/dutch*/<name>.trf`, each round paired by the reference engine): the
//! checker builds each round's request from the finished file (rounds before it; the
//! players the file does not pair in that round marked absent, with the bye it records)
//! and must find the reference's pairing in every round.
//!
//! Every tournament is checked (about 25 s in debug, 2.5 s in release). Skipped when the
//! corpus is missing, unless `CI` is set.

use crate::dutch_support;

use dutch_support::{oracle_dir, player_count};
use std::path::{Path, PathBuf};
use torneo::cli::run_with;

const DIRECTORIES: [&str; 2] = ["dutch", "dutch-extra"];

/// The whole-tournament files `<dir>/<name>.trf`, sorted.
fn tournaments(dir: &Path) -> Vec<PathBuf> {
    let mut out: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|entries| {
            entries
                .filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| p.is_file() && p.extension().is_some_and(|e| e == "trf"))
                .collect()
        })
        .unwrap_or_default();
    out.sort();
    out
}

/// Checks every tournament with at most `limit` players; panics listing those that
/// differ.
fn check_all(limit: usize) {
    let Some(root) = oracle_dir() else {
        return;
    };
    let mut differing = Vec::new();
    let mut summary = Vec::new();
    for name in DIRECTORIES {
        let all = tournaments(&root.join(name));
        assert!(
            !all.is_empty() || !root.join(name).is_dir(),
            "{name}: no tournaments"
        );
        let (mut same, mut skipped) = (0, 0);
        for file in &all {
            if player_count(file) > limit {
                skipped += 1;
                continue;
            }
            let path = file.to_string_lossy();
            let args = ["torneo", "check", "--dutch", &path];
            let (mut out, mut err) = (Vec::new(), Vec::new());
            let code = run_with(args.iter().map(Into::into).collect(), &mut out, &mut err);
            let out = String::from_utf8_lossy(&out);
            let rounds = out.lines().count();
            if code == 0 && rounds > 0 && out.lines().all(|l| l.ends_with(": same pairing")) {
                same += 1;
            } else {
                let err = String::from_utf8_lossy(&err);
                differing.push(format!("{} (exit {code}):\n{out}{err}", file.display()));
            }
        }
        summary.push(format!(
            "{name}: {} tournaments, {same} the same in every round, {skipped} too big here",
            all.len()
        ));
    }
    eprintln!("{}", summary.join("\n"));
    assert!(differing.is_empty(), "{}", differing.join("\n"));
}

#[test]
fn check_finds_the_reference_pairing_in_every_round() {
    check_all(usize::MAX);
}
