//! DESIGN, layers: the window (`src/ui`) reads the session and the domain only. It never
//! names the engines, the tie-breaks, the file formats or the command line; what it needs
//! of them the session re-exports. This test reads every file under `src/ui` and fails on
//! a `crate::pairing|tiebreak|formats|cli` path, in either form (`crate::pairing::…` or
//! `use crate::{…, pairing, …}`).

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

/// Every forbidden path in `code`.
fn violations(code: &str) -> Vec<String> {
    let compact: String = code.split_whitespace().collect::<Vec<_>>().join(" ");
    let mut found = Vec::new();
    for module in FORBIDDEN {
        if compact.contains(&format!("crate::{module}")) {
            found.push(format!("crate::{module}"));
        }
    }
    let mut rest = compact.as_str();
    while let Some(start) = rest.find("crate::{") {
        let group = &rest[start + "crate::{".len()..];
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
                found.push(format!("crate::{{{head}, …}}"));
            }
        }
        rest = &group[end..];
    }
    found
}

#[test]
fn the_window_imports_only_session_and_domain() {
    let ui = Path::new(env!("CARGO_MANIFEST_DIR")).join("src").join("ui");
    let mut files = Vec::new();
    rust_files(&ui, &mut files);
    assert!(files.len() > 10, "src/ui has its files");
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
    assert!(violations(&code_of("// see crate::pairing\nuse crate::session;")).is_empty());
}
