//! `torneo publish FILE -o DIR [--lang it]` (issue 38): the site written by the real
//! binary, the refusal of a folder that is not a site, and a publish killed with SIGKILL
//! at random moments leaving the previous complete site.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::bench_support::big_swiss;
use crate::cli_support::torneo;
use crate::report_support::brera;
use std::collections::BTreeMap;
use std::fs;
use std::path::Path;
use torneo::domain::Tournament;
use torneo::i18n::Language;
use torneo::publish::{self, pages};

fn save(t: &Tournament, path: &Path) {
    torneo::formats::ron::save_without_backup(path, t).unwrap();
}

/// The files of a folder and their text.
fn files_of(folder: &Path) -> BTreeMap<String, String> {
    fs::read_dir(folder)
        .unwrap()
        .map(|e| {
            let e = e.unwrap();
            (
                e.file_name().to_string_lossy().into_owned(),
                fs::read_to_string(e.path()).unwrap(),
            )
        })
        .collect()
}

/// The pages `torneo publish --lang en` writes for `t`.
fn expected_files(t: &Tournament) -> BTreeMap<String, String> {
    let site = publish::site::build(t, Language::English).unwrap();
    site.pages.into_iter().map(|p| (p.file, p.html)).collect()
}

/// True when a temporary folder of a publish is beside the site (the write is under way).
fn writing_in(folder: &Path) -> bool {
    fs::read_dir(folder).is_ok_and(|entries| {
        entries.flatten().any(|e| {
            e.file_name()
                .to_string_lossy()
                .starts_with(".site.torneo-new-")
        })
    })
}

#[test]
fn publish_writes_the_site_in_the_language_asked_for() {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("brera.ron");
    save(&brera(), &input);
    let output = dir.path().join("sito");
    let (code, out, err) = torneo(&[
        "publish",
        input.to_str().unwrap(),
        "-o",
        output.to_str().unwrap(),
        "--lang",
        "it",
    ]);
    assert_eq!(code, 0, "{out}{err}");
    let files = files_of(&output);
    assert_eq!(files.len(), 19, "{:?}", files.keys());
    let home = &files[pages::HOME];
    assert!(home.contains("<html lang=\"it\">"));
    assert!(home.contains("Ultimo turno: 4"));
    let expected = publish::site::build(&brera(), Language::Italian).unwrap();
    for page in &expected.pages {
        assert_eq!(files[&page.file], page.html, "{}", page.file);
    }
    // Again over itself: replaced, nothing left beside it.
    let (code, _, err) = torneo(&[
        "publish",
        input.to_str().unwrap(),
        "-o",
        output.to_str().unwrap(),
    ]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(fs::read_dir(dir.path()).unwrap().count(), 2);
}

#[test]
fn publish_refuses_a_folder_that_is_not_a_site() {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("brera.ron");
    save(&brera(), &input);
    let documents = dir.path().join("documents");
    fs::create_dir(&documents).unwrap();
    fs::write(documents.join("letter.txt"), "keep me").unwrap();
    let (code, _, err) = torneo(&[
        "publish",
        input.to_str().unwrap(),
        "-o",
        documents.to_str().unwrap(),
        "--lang",
        "en",
    ]);
    assert_eq!(code, 3, "{err}");
    assert!(
        err.contains("is a folder that Torneo did not write"),
        "{err}"
    );
    assert_eq!(files_of(&documents).len(), 1);
    assert_eq!(
        fs::read_to_string(documents.join("letter.txt")).unwrap(),
        "keep me"
    );
    // A missing tournament file: a file error.
    let (code, _, _) = torneo(&["publish", "missing.ron", "-o", "x"]);
    assert_eq!(code, 5);
}

/// The site's files without the marker.
fn pages_only(mut files: BTreeMap<String, String>) -> BTreeMap<String, String> {
    files.remove(pages::MARKER);
    files
}

#[cfg(unix)]
#[test]
fn a_killed_publish_leaves_the_previous_complete_site() {
    use std::process::{Command, Stdio};
    use std::time::{Duration, Instant};
    let dir = tempfile::tempdir().unwrap();
    let mut versions = Vec::new();
    for name in ["Version A", "Version B"] {
        let mut t = big_swiss(200, 7);
        t.settings.name = name.into();
        let path = dir.path().join(format!("{name}.ron"));
        save(&t, &path);
        versions.push((path, pages_only(expected_files(&t))));
    }
    let site = dir.path().join("site");
    let run = |input: &Path| {
        let mut c = Command::new(env!("CARGO_BIN_EXE_torneo"));
        c.args([
            "publish",
            input.to_str().unwrap(),
            "-o",
            site.to_str().unwrap(),
        ])
        .args(["--lang", "en"])
        .stdout(Stdio::null())
        .stderr(Stdio::null());
        c
    };
    let start = Instant::now();
    assert!(run(&versions[0].0).status().unwrap().success());
    let full = start.elapsed();
    let mut seed: u64 = 0x2026_0338;
    for attempt in 0..16 {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        let (input, _) = &versions[attempt % 2];
        let mut child = run(input).spawn().unwrap();
        // Every other time, killed while the pages are written or swapped in.
        if attempt % 4 >= 2 {
            let begun = Instant::now();
            while !writing_in(dir.path()) && begun.elapsed() < full * 4 {
                std::hint::spin_loop();
            }
        }
        let delay = if attempt % 4 >= 2 {
            Duration::from_micros(seed % 3000)
        } else {
            full.mul_f64((seed % 1000) as f64 / 1000.0)
        };
        std::thread::sleep(delay);
        let _ = child.kill();
        let _ = child.wait();
        let now = pages_only(files_of(&site));
        assert!(
            versions.iter().any(|(_, files)| *files == now),
            "attempt {attempt} (killed after {delay:?}): the site is neither version, {} files",
            now.len()
        );
        assert!(site.join(pages::MARKER).is_file());
    }
    // The next publish completes and removes what the killed ones left beside the site.
    assert!(run(&versions[1].0).status().unwrap().success());
    assert_eq!(pages_only(files_of(&site)), versions[1].1);
    let beside: Vec<String> = fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.starts_with(".site."))
        .collect();
    assert!(beside.is_empty(), "{beside:?}");
}
