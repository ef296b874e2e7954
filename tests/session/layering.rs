//! DESIGN, layers: each crate of the workspace depends only on the layers below it, so
//! the compiler keeps every arrow of the map (ARCHITECTURE.md). This test reads each
//! crate's `Cargo.toml` and fails when a crate names a Torneo crate it must not: a layer
//! above it, or a sibling the map keeps apart (the window never names the engines, the
//! tie-breaks or the files, only the session and the domain; the matching solver names
//! nothing of chess).

#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::fs;
use std::path::Path;

/// Each crate folder under `crates/` and the Torneo crates it may depend on.
const ALLOWED: [(&str, &[&str]); 14] = [
    ("domain", &[]),
    ("matching", &[]),
    ("i18n", &["torneo-domain"]),
    // The venue server serves any folder: it names nothing of Torneo but the words.
    ("serve", &["torneo-i18n"]),
    (
        "pairing",
        &["torneo-domain", "torneo-i18n", "torneo-matching"],
    ),
    ("tiebreak", &["torneo-domain", "torneo-i18n"]),
    ("norm", &["torneo-domain", "torneo-i18n", "torneo-tiebreak"]),
    (
        "rating",
        &["torneo-domain", "torneo-i18n", "torneo-tiebreak"],
    ),
    (
        "awards",
        &["torneo-domain", "torneo-i18n", "torneo-tiebreak"],
    ),
    (
        "formats",
        &[
            "torneo-domain",
            "torneo-i18n",
            "torneo-pairing",
            "torneo-tiebreak",
        ],
    ),
    (
        "report",
        &[
            "torneo-domain",
            "torneo-i18n",
            "torneo-pairing",
            "torneo-tiebreak",
            "torneo-rating",
            "torneo-norm",
            "torneo-awards",
        ],
    ),
    (
        "publish",
        &[
            "torneo-domain",
            "torneo-i18n",
            "torneo-tiebreak",
            "torneo-report",
        ],
    ),
    (
        "session",
        &[
            "torneo-domain",
            "torneo-i18n",
            "torneo-pairing",
            "torneo-tiebreak",
            "torneo-rating",
            "torneo-formats",
            "torneo-report",
            "torneo-norm",
            "torneo-serve",
            "torneo-awards",
            "torneo-publish",
        ],
    ),
    ("ui", &["torneo-domain", "torneo-i18n", "torneo-session"]),
];

/// The Torneo crates a manifest names (in any dependency table: a test may not reach
/// upward either).
fn torneo_dependencies(manifest: &str) -> Vec<String> {
    manifest
        .lines()
        .filter_map(|line| {
            let name = line.split('=').next()?.trim();
            (name.starts_with("torneo-") && line.contains("path")).then(|| name.to_string())
        })
        .collect()
}

#[test]
fn each_crate_depends_only_on_the_layers_below_it() {
    let crates = Path::new(env!("CARGO_MANIFEST_DIR")).join("crates");
    let mut problems = Vec::new();
    for (folder, allowed) in ALLOWED {
        let manifest = fs::read_to_string(crates.join(folder).join("Cargo.toml")).unwrap();
        for dependency in torneo_dependencies(&manifest) {
            if !allowed.contains(&dependency.as_str()) {
                problems.push(format!("crates/{folder} depends on {dependency}"));
            }
        }
    }
    assert!(
        problems.is_empty(),
        "a layer names one it must not:\n{}",
        problems.join("\n")
    );
}

#[test]
fn every_crate_of_the_workspace_is_in_the_map() {
    let crates = Path::new(env!("CARGO_MANIFEST_DIR")).join("crates");
    let mut found: Vec<String> = fs::read_dir(&crates)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    found.sort();
    let mut mapped: Vec<String> = ALLOWED.iter().map(|(f, _)| f.to_string()).collect();
    mapped.sort();
    assert_eq!(found, mapped);
}

#[test]
fn dependencies_are_read_from_every_table() {
    let manifest = "[dependencies]\ntorneo-domain = { path = \"../domain\" }\nserde = \"1\"\n\n[dev-dependencies]\ntorneo-i18n = { path = \"../i18n\", features = [\"test-support\"] }\n";
    assert_eq!(
        torneo_dependencies(manifest),
        ["torneo-domain", "torneo-i18n"]
    );
}
