//! `torneo ratings FILE.ron` (issue 37): the rating report as text, worked by hand in
//! `tests/engines/rating_changes.rs` (the same four-player event).

use crate::cli_support::torneo;
use crate::rating_support::rated_event;

/// The shared event, saved as a `.ron` in `dir`.
fn event_file(dir: &std::path::Path) -> String {
    let path = dir.join("rated.ron");
    torneo::formats::ron::save(&path, &rated_event()).unwrap();
    path.to_string_lossy().into_owned()
}

#[test]
fn ratings_prints_each_change_game_by_game() {
    let dir = tempfile::tempdir().unwrap();
    let file = event_file(dir.path());
    let (code, out, err) = torneo(&["--lang", "en", "ratings", &file]);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains("Rating changes after round 3 (Standard)"),
        "{out}"
    );
    // B: 20 × (−.08 − .42) = −10.00 → −10; C: 40 × .34 = 13.60 → +14.
    assert!(out.contains("-10.00 → -10"), "{out}");
    assert!(out.contains("+13.60 → +14"), "{out}");
    // A: 10 × .04 = 0.40 → 0.
    assert!(out.contains("+0.40 → 0"), "{out}");
    assert!(out.contains("initial rating 2120"), "{out}");

    // After round 1 only: B lost to A, 20 × −.08 = −1.60 → −2.
    let (code, out, _) = torneo(&["--lang", "en", "ratings", &file, "--round", "1"]);
    assert_eq!(code, 0);
    assert!(out.contains("-1.60 → -2"), "{out}");

    // In Italian, with the decimal comma.
    let (code, out, _) = torneo(&["--lang", "it", "ratings", &file]);
    assert_eq!(code, 0);
    assert!(
        out.contains("Variazioni Elo dopo il turno 3 (Standard)"),
        "{out}"
    );
    assert!(out.contains("-10,00 → -10"), "{out}");
}
