//! Dubov second opinions (issue 17 item 4): requests in `tests/data/dubov/requests`, each
//! answered once by py4swiss 0.3.1 (`py4swiss -e dubov`) and by CPPDubovSystem 2.2
//! (`--pairings`), both run outside the test (the tools are not part of Torneo). The test
//! pairs every request with Torneo's engine, reports the agreement with each program, and
//! checks that every disagreement is one listed, with the article that shows the other
//! program wrong, in `tests/data/dubov/disagreements.txt`.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use torneo::formats::trf;
use torneo::pairing::{JobControl, dubov};

type Pairs = BTreeSet<(u32, u32)>;

fn data() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/dubov")
}

/// "white black" lines, "player 0" for the PAB; `None` when the program gave no answer.
fn parse(text: &str) -> Option<Pairs> {
    if text.trim() == "error" {
        return None;
    }
    Some(
        text.lines()
            .filter_map(|l| {
                let mut it = l.split_whitespace().map(|x| x.parse::<u32>().ok());
                Some((it.next()??, it.next()??))
            })
            .collect(),
    )
}

fn ours(request: &Path) -> Pairs {
    let bytes = std::fs::read(request).unwrap();
    let (t, _) = trf::import(&bytes).unwrap();
    let proposed = dubov::pair(&t, t.next_round_number(), &JobControl::new())
        .unwrap_or_else(|e| panic!("{}: {e}", request.display()));
    let text = trf::answer_text(&t, &proposed);
    parse(&text.lines().skip(1).collect::<Vec<_>>().join("\n")).unwrap()
}

/// The listed disagreements: (program, request name) → the article.
fn listed() -> BTreeMap<(String, String), String> {
    let text = std::fs::read_to_string(data().join("disagreements.txt")).unwrap();
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| {
            let mut it = l.splitn(3, ' ');
            let program = it.next().unwrap().to_string();
            let request = it.next().unwrap().to_string();
            let why = it.next().unwrap_or("").to_string();
            assert!(!why.is_empty(), "a disagreement without its article: {l}");
            ((program, request), why)
        })
        .collect()
}

#[test]
fn dubov_agrees_with_the_second_opinions_or_the_disagreement_is_listed() {
    let mut requests: Vec<PathBuf> = std::fs::read_dir(data().join("requests"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    requests.sort();
    assert!(requests.len() >= 200, "fewer than 200 requests");
    let listed = listed();
    let mut found = BTreeSet::new();
    for program in ["py4swiss", "cppdubov"] {
        let (mut same, mut answered) = (0, 0);
        for request in &requests {
            let name = request.file_stem().unwrap().to_string_lossy().to_string();
            let answer = data().join(program).join(format!("{name}.pairs"));
            let Some(theirs) = parse(&std::fs::read_to_string(answer).unwrap()) else {
                continue;
            };
            answered += 1;
            if ours(request) == theirs {
                same += 1;
            } else {
                found.insert((program.to_string(), name));
            }
        }
        eprintln!(
            "{program}: {same} of {answered} answered requests identical ({:.1} %), {} requests",
            100.0 * same as f64 / answered.max(1) as f64,
            requests.len()
        );
    }
    let unlisted: Vec<_> = found.iter().filter(|k| !listed.contains_key(*k)).collect();
    let stale: Vec<_> = listed.keys().filter(|k| !found.contains(*k)).collect();
    assert!(
        unlisted.is_empty(),
        "disagreements not listed: {unlisted:?}"
    );
    assert!(stale.is_empty(), "listed but now agreeing: {stale:?}");
}
