//! Legacy Burstein oracle: every request of ../shared/oracle/burstein, burstein-extra and
//! burstein-nopair must get the reference engine's exact answer (bbpPairings `--burstein`):
//! same pairs, colours, board order, and "no valid pairing" where the `.error` file says so.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::dutch_support;

use dutch_support::{oracle_dir, report, run_dir_with};
use torneo::pairing::burstein;

/// Matched / total per folder; fails below 100 % (a missing corpus fails under `CI`).
#[test]
fn burstein_legacy_oracle_all() {
    if oracle_dir().is_none() {
        return;
    }
    let max = std::env::var("BURSTEIN_ORACLE_MAX_PLAYERS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(usize::MAX);
    let mut all = (0, 0);
    let mut failures = Vec::new();
    for dir in ["burstein", "burstein-extra", "burstein-nopair"] {
        let (m, t, f) = run_dir_with(dir, max, u32::MAX, burstein::legacy::pair);
        report(dir, m, t, &f);
        assert!(t > 0, "no request found in {dir}");
        all.0 += m;
        all.1 += t;
        failures.extend(f);
    }
    eprintln!("total: {}/{} matched", all.0, all.1);
    if let Some(f) = failures.first() {
        eprintln!("first mismatch: {}: {}", f.request.display(), f.detail);
    }
    assert_eq!(all.0, all.1, "not every request matched the reference");
}

/// A request whose answer is known (bbpPairings `--burstein`, round 4 of a 23-player event
/// with a bye): written by hand from `round4.expected`.
const REQUEST: &str = "burstein/b000_n0023_r07_clean/round4.trf";

fn request_text() -> Option<String> {
    let dir = oracle_dir()?;
    std::fs::read_to_string(dir.join(REQUEST)).ok()
}

/// The `192` code chooses the edition: `FIDE_BURSTEIN_LEGACY` pairs with the legacy engine
/// through `pairing::pair`; `FIDE_BURSTEIN` asks for the 2026 edition, not available yet.
#[test]
fn the_192_code_selects_the_edition() {
    use torneo::domain::{BursteinEdition, PairingSystem};
    use torneo::formats::trf;
    use torneo::pairing::{self, JobControl, PairingError};
    let Some(text) = request_text() else { return };
    let legacy = format!("{text}192 FIDE_BURSTEIN_LEGACY\n");
    let (t, _) = trf::import(legacy.as_bytes()).unwrap();
    assert_eq!(t.settings.system, PairingSystem::Burstein);
    assert_eq!(t.settings.burstein_edition, BursteinEdition::Legacy);
    let proposed = pairing::pair(&t, 4, &JobControl::new()).unwrap();
    let answer = trf::answer_text(&t, &proposed);
    // round4.expected, as bbpPairings gives it.
    let expected = "12\n2 3\n15 1\n4 13\n6 8\n7 10\n12 5\n23 17\n11 14\n16 21\n18 19\n9 20\n22 0\n";
    assert_eq!(answer, expected);
    let current = format!("{text}192 FIDE_BURSTEIN\n");
    let (t, _) = trf::import(current.as_bytes()).unwrap();
    assert_eq!(t.settings.burstein_edition, BursteinEdition::Fide2026);
    // The 2026 edition pairs the same request its own way: 23 players, 11 boards and a bye.
    let proposed = pairing::pair(&t, 4, &JobControl::new()).unwrap();
    assert_eq!(proposed.boards.len(), 11);
    assert_eq!(proposed.byes.len(), 1);
    assert!(!matches!(
        pairing::pair(&t, 4, &JobControl::new()),
        Err(PairingError::NotImplemented(_))
    ));
}

/// The explanation names every board of the pairing and the bye, in both languages.
#[test]
fn every_board_is_explained() {
    use torneo::domain::{BursteinEdition, PairingSystem};
    use torneo::formats::trf;
    use torneo::i18n::{Language, Localize};
    use torneo::pairing::{JobControl, explain};
    let Some(text) = request_text() else { return };
    let (mut t, _) = trf::import(text.as_bytes()).unwrap();
    t.settings.system = PairingSystem::Burstein;
    t.settings.burstein_edition = BursteinEdition::Legacy;
    let (explanation, proposed) = explain::explain_and_pair(&t, 4, &JobControl::new()).unwrap();
    assert_eq!(proposed.boards.len(), 11);
    for board in &proposed.boards {
        let e = explanation.for_player(board.white).unwrap();
        assert_eq!(e.black, Some(board.black));
        assert!(e.reasons.len() >= 2, "{:?}", e.reasons);
    }
    let bye = proposed.byes.first().unwrap().player;
    assert_eq!(explanation.for_player(bye).unwrap().black, None);
    for lang in [Language::English, Language::Italian] {
        for line in &explanation.summary {
            assert!(!line.localize(lang).is_empty());
        }
    }
    let italian = explanation.summary[0].localize(Language::Italian);
    assert!(italian.contains("Burstein"), "{italian}");
    assert!(italian.contains("Sonneborn-Berger"), "{italian}");
}
