//! DESIGN, layers: the window (`crates/ui`) reads the session and the domain only. It never
//! names the engines, the tie-breaks, the file formats or the command line; what it needs
//! of them the session re-exports. This test reads every file under `crates/ui/src` and fails
//! on a `pairing|tiebreak|formats|cli` path named from the window's crate or from
//! `torneo_core`, in either form (`torneo_core::pairing::…` or `use crate::{…, pairing, …}`).

#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::fs;
use std::path::{Path, PathBuf};

const FORBIDDEN: [&str; 4] = ["pairing", "tiebreak", "formats", "cli"];

fn rust_files(dir: &Path, found: &mut Vec<PathBuf>) {
    let mut entries: Vec<PathBuf> = fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            rust_files(&path, found);
        } else if path.extension().is_some_and(|e| e == "rs") {
            found.push(path);
        }
    }
}

/// The code of a file without its `//` comments (doc comments may name other layers).
fn code_of(text: &str) -> String {
    text.lines()
        .map(|line| match line.find("//") {
            Some(i) => &line[..i],
            None => line,
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// The first segment of each path in a `crate::{…}` group (nested groups included).
fn group_heads(group: &str) -> Vec<String> {
    let mut heads = Vec::new();
    let mut depth = 0;
    let mut item = String::new();
    for c in group.chars() {
        match c {
            '{' => {
                depth += 1;
                item.push(c);
            }
            '}' => {
                depth -= 1;
                item.push(c);
            }
            ',' if depth == 0 => heads.push(std::mem::take(&mut item)),
            _ => item.push(c),
        }
    }
    heads.push(item);
    heads
        .iter()
        .map(|i| {
            i.trim()
                .split([':', ' ', '{'])
                .next()
                .unwrap_or("")
                .to_string()
        })
        .filter(|h| !h.is_empty())
        .collect()
}

/// How the window names a layer: inside its crate (`crate::session`, the layers it
/// imports at its root) or by the engines' crate (`torneo_core::session`).
const PREFIXES: [&str; 2] = ["crate::", "torneo_core::"];

/// Every forbidden path in `code`.
fn violations(code: &str) -> Vec<String> {
    let compact: String = code.split_whitespace().collect::<Vec<_>>().join(" ");
    let mut found = Vec::new();
    for prefix in PREFIXES {
        for module in FORBIDDEN {
            if compact.contains(&format!("{prefix}{module}")) {
                found.push(format!("{prefix}{module}"));
            }
        }
        found.extend(group_violations(&compact, prefix));
    }
    found
}

/// The forbidden heads of every `prefix{…}` group in `compact`.
fn group_violations(compact: &str, prefix: &str) -> Vec<String> {
    let mut found = Vec::new();
    let opening = format!("{prefix}{{");
    let mut rest = compact;
    while let Some(start) = rest.find(&opening) {
        let group = &rest[start + opening.len()..];
        let mut depth = 1;
        let end = group
            .char_indices()
            .find(|&(_, c)| {
                match c {
                    '{' => depth += 1,
                    '}' => depth -= 1,
                    _ => {}
                }
                depth == 0
            })
            .map_or(group.len(), |(i, _)| i);
        for head in group_heads(&group[..end]) {
            if FORBIDDEN.contains(&head.as_str()) {
                found.push(format!("{prefix}{{{head}, …}}"));
            }
        }
        rest = &group[end..];
    }
    found
}

#[test]
fn the_window_imports_only_session_and_domain() {
    let ui = Path::new(env!("CARGO_MANIFEST_DIR")).join("crates/ui/src");
    let mut files = Vec::new();
    rust_files(&ui, &mut files);
    assert!(files.len() > 10, "crates/ui/src has its files");
    let mut problems = Vec::new();
    for file in files {
        let text = fs::read_to_string(&file).unwrap();
        for path in violations(&code_of(&text)) {
            problems.push(format!("{}: {path}", file.display()));
        }
    }
    assert!(
        problems.is_empty(),
        "ui names other layers:\n{}",
        problems.join("\n")
    );
}

/// The engines' crate, layer by layer (DESIGN: layers; ARCHITECTURE.md): the folder under
/// `crates/core/src` and the layers it must not name. The compiler keeps the window and
/// the command line out of `torneo-core`; inside it, this table does.
const CORE_LAYERS: [(&str, &[&str]); 8] = [
    (
        "domain",
        &[
            "i18n", "pairing", "tiebreak", "formats", "report", "session",
        ],
    ),
    (
        "i18n",
        &["pairing", "tiebreak", "formats", "report", "session"],
    ),
    // The generic matching solver knows nothing of chess.
    (
        "pairing/matching",
        &["domain", "i18n", "tiebreak", "formats", "report", "session"],
    ),
    ("pairing", &["formats", "report", "session"]),
    ("tiebreak", &["pairing", "formats", "report", "session"]),
    ("formats", &["report", "session"]),
    ("report", &["formats", "session"]),
    ("session", &["cli", "ui"]),
];

/// Every `crate::layer` path in the files under `folder` that names one of `forbidden`.
fn core_violations(folder: &str, forbidden: &[&str]) -> Vec<String> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("crates/core/src")
        .join(folder);
    let mut files = Vec::new();
    rust_files(&root, &mut files);
    assert!(!files.is_empty(), "{folder} has its files");
    let mut problems = Vec::new();
    for file in files {
        let code = code_of(&fs::read_to_string(&file).unwrap());
        let compact: String = code.split_whitespace().collect::<Vec<_>>().join(" ");
        for layer in forbidden {
            let named = compact.contains(&format!("crate::{layer}::"))
                || compact.contains(&format!("crate::{layer};"))
                || heads_of_groups(&compact).iter().any(|h| h == layer);
            if named {
                problems.push(format!("{}: crate::{layer}", file.display()));
            }
        }
    }
    problems
}

/// The first segment of every path in every `crate::{…}` group of `compact`.
fn heads_of_groups(compact: &str) -> Vec<String> {
    let mut heads = Vec::new();
    let mut rest = compact;
    while let Some(start) = rest.find("crate::{") {
        let group = &rest[start + "crate::{".len()..];
        let end = group.find("};").unwrap_or(group.len());
        heads.extend(group_heads(&group[..end]));
        rest = &group[end..];
    }
    heads
}

#[test]
fn each_layer_of_the_engines_names_only_the_layers_below_it() {
    let mut problems = Vec::new();
    for (folder, forbidden) in CORE_LAYERS {
        problems.extend(core_violations(folder, forbidden));
    }
    assert!(
        problems.is_empty(),
        "a layer names one above it:\n{}",
        problems.join("\n")
    );
}

#[test]
fn both_forms_are_caught() {
    assert_eq!(violations("use crate::pairing::check;"), ["crate::pairing"]);
    assert_eq!(
        violations("use crate::{domain::Player, tiebreak::{self, Standings}};"),
        ["crate::{tiebreak, …}"]
    );
    assert_eq!(
        violations("use crate::{\n    cli,\n    session::Session,\n};"),
        ["crate::{cli, …}"]
    );
    assert!(violations("use crate::{domain, session::{Command, Session}};").is_empty());
    assert_eq!(
        violations("use torneo_core::formats::trf;"),
        ["torneo_core::formats"]
    );
    assert_eq!(
        violations("use torneo_core::{domain, pairing::dutch};"),
        ["torneo_core::{pairing, …}"]
    );
    assert!(violations("use torneo_core::{domain, i18n::numbers, session, tr};").is_empty());
    assert!(violations(&code_of("// see crate::pairing\nuse crate::session;")).is_empty());
}
