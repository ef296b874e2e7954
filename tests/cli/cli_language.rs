//! `torneo pair --explain --lang it` speaks Italian only: on reference requests of every
//! shape (floats, byes, topscorers, absent players), the explanation has no English
//! sentence words; `--lang en` gives the English wording; a bad code is refused.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::cli_support;
use crate::dutch_support;

use cli_support::torneo;
use std::path::PathBuf;

/// Every round's request of the first `events` Dutch reference tournaments.
fn requests(events: usize) -> Vec<PathBuf> {
    let Some(dir) = dutch_support::oracle_dir() else {
        return Vec::new();
    };
    let mut chosen: Vec<PathBuf> = Vec::new();
    dutch_support::requests(&dir.join("dutch"))
        .into_iter()
        .filter(|request| {
            let Some(event) = request.parent() else {
                return false;
            };
            if !chosen.iter().any(|e| e == event) {
                if chosen.len() == events {
                    return false;
                }
                chosen.push(event.to_path_buf());
            }
            true
        })
        .collect()
}

/// Words that only an English sentence has.
const ENGLISH: &[&str] = &[
    "the",
    "and",
    "is",
    "are",
    "with",
    "player",
    "players",
    "round",
    "board",
    "bracket",
    "floats",
    "gets",
    "White",
    "Black",
    "preference",
    "not",
    "has",
    "of",
    "bye,",
    "Round",
    "Board",
    "colour",
    "paired",
];

/// The explanation's words, without the players' names (`Test0001 Player0001`).
fn words(text: &str) -> Vec<String> {
    text.split(|c: char| c.is_whitespace() || "():;.,".contains(c))
        .filter(|w| !w.is_empty())
        .filter(|w| !(w.starts_with("Player") || w.starts_with("Test")))
        .map(str::to_string)
        .collect()
}

#[test]
fn italian_explanations_have_no_english_words() {
    let requests = requests(25);
    let mut explained = 0;
    for request in &requests {
        let input = request.to_string_lossy();
        let (code, out, err) =
            torneo(&["pair", "--dutch", &input, "-p", "--explain", "--lang", "it"]);
        if code != 0 {
            // No valid pairing: the error is in Italian too.
            assert!(
                err.contains("non esiste un abbinamento valido"),
                "{input}: {err}"
            );
            continue;
        }
        let expected = std::fs::read_to_string(request.with_extension("expected")).unwrap();
        let explanation = out.strip_prefix(expected.as_str()).unwrap_or(&out);
        assert!(explanation.contains("Turno "), "{input}: {explanation}");
        assert!(explanation.contains("sistema olandese FIDE"), "{input}");
        for word in words(explanation) {
            assert!(
                !ENGLISH.contains(&word.as_str()),
                "{input}: English word {word:?} in\n{explanation}"
            );
        }
        explained += 1;
    }
    if !requests.is_empty() {
        assert!(explained > 50, "only {explained} explanations");
    }
}

#[test]
fn english_is_the_default_and_lang_en_says_the_same() {
    let Some(request) = requests(1).into_iter().nth(2) else {
        return;
    };
    let input = request.to_string_lossy();
    let (_, default, _) = torneo(&["pair", "--dutch", &input, "-p", "--explain"]);
    let (_, english, _) = torneo(&["pair", "--dutch", &input, "-p", "--explain", "--lang", "en"]);
    assert_eq!(default, english);
    assert!(english.contains("FIDE Dutch system"), "{english}");
    let (code, _, err) = torneo(&["pair", "--dutch", &input, "--lang", "xx"]);
    assert_eq!(code, 3, "{err}");
    assert!(
        err.contains("`xx` is not a valid value for --lang"),
        "{err}"
    );
    assert!(err.contains("use `it` or `en`"), "{err}");
    // The language may come before the subcommand too.
    let (_, before, err) = torneo(&["--lang", "it", "pair", "--dutch", &input, "-p", "--explain"]);
    assert!(before.contains("sistema olandese FIDE"), "{err}");
}
