//! The two readings of the 2026 Burstein Index (C.04.4.2 1.7.1 and 1.7.2, issue 34) travel
//! in TRF as Torneo's own `XXI` record: written only when not the defaults, read back
//! exactly in both editions, a garbled word said at its line, and `torneo pair --burstein`
//! pairing a request with the file's readings unless its flags say otherwise.

use crate::cli_support;

use cli_support::torneo;
use std::path::PathBuf;
use torneo::domain::{BursteinEdition, BursteinOptions, ThisRoundBye, Tournament, ZeroPointSeries};
use torneo::formats::trf::{self, Assumption, TrfVersion};
use torneo::i18n::{Language, Localize};
use torneo::pairing::{JobControl, burstein};

/// A request of the second-opinion set whose pairing changes with each reading: a
/// zero-point bye series that stops before the round (1.7.2) and a half-point bye
/// registered for the round (1.7.1).
const REQUEST: &str = "tests/data/burstein-2026/requests/b049_n0036_r05_byes_round05.trf";

fn request() -> Tournament {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(REQUEST);
    let (mut t, _) = trf::import(&std::fs::read(path).unwrap()).unwrap();
    t.settings.burstein_edition = BursteinEdition::Fide2026;
    t
}

fn every_combination() -> Vec<BursteinOptions> {
    let mut all = Vec::new();
    for zero_point_series in [
        ZeroPointSeries::EndingLastRound,
        ZeroPointSeries::ReachingThisRound,
    ] {
        for this_round_bye in [ThisRoundBye::Excluded, ThisRoundBye::Included] {
            all.push(BursteinOptions {
                zero_point_series,
                this_round_bye,
            });
        }
    }
    all
}

fn pairing(t: &Tournament) -> String {
    let proposed = burstein::pair(t, t.next_round_number(), &JobControl::new()).unwrap();
    trf::answer_text(t, &proposed)
}

#[test]
fn every_combination_round_trips_through_trf_16_and_trf_26() {
    let mut t = request();
    let mut pairings = std::collections::BTreeSet::new();
    for options in every_combination() {
        t.settings.burstein = options;
        let expected = pairing(&t);
        pairings.insert(expected.clone());
        for version in [TrfVersion::Trf16, TrfVersion::Trf26] {
            let text = trf::export_checked(&t, version).unwrap();
            let records: Vec<&str> = text.lines().filter(|l| l.starts_with("XXI")).collect();
            if options.is_default() {
                assert!(records.is_empty(), "{version:?}: {records:?}");
            } else {
                assert_eq!(records.len(), 1, "{version:?}: {text}");
            }
            let (back, warnings) = trf::import(text.as_bytes()).unwrap();
            assert_eq!(back.settings.burstein, options, "{version:?}: {text}");
            assert!(warnings.is_empty(), "{version:?}: {warnings:?}");
            assert!(back.extra_trf_records.iter().all(|r| !r.starts_with("XXI")));
            assert_eq!(pairing(&back), expected, "{version:?} {options:?}");
        }
    }
    // The readings decide this request: the file carries something the engine uses.
    assert_eq!(pairings.len(), 4, "{pairings:?}");
}

#[test]
fn the_record_is_written_in_the_command_line_words() {
    let mut t = request();
    t.settings.burstein = BursteinOptions {
        zero_point_series: ZeroPointSeries::ReachingThisRound,
        this_round_bye: ThisRoundBye::Excluded,
    };
    let text = trf::export(&t, TrfVersion::Trf16);
    assert!(
        text.contains("\nXXI zero-point-series=this-round this-round-bye=excluded\n"),
        "{text}"
    );
}

#[test]
fn a_garbled_reading_is_said_at_its_line_and_the_rest_is_read() {
    let mut t = request();
    t.settings.burstein = BursteinOptions::default();
    let mut text = trf::export(&t, TrfVersion::Trf26);
    text.push_str("XXI zero-point-series=sometimes this-round-bye=included\n");
    let line = text.lines().count();
    let (back, warnings) = trf::import(text.as_bytes()).unwrap();
    assert_eq!(
        back.settings.burstein,
        BursteinOptions {
            zero_point_series: ZeroPointSeries::EndingLastRound,
            this_round_bye: ThisRoundBye::Included,
        }
    );
    let said: Vec<_> = warnings
        .iter()
        .filter(|w| matches!(w.assumption, Assumption::BursteinIndexUnread { .. }))
        .collect();
    assert_eq!(said.len(), 1, "{warnings:?}");
    assert_eq!((said[0].line, said[0].columns), (line, Some((5, 31))));
    let english = said[0].localize(Language::English);
    assert!(
        english.starts_with(&format!("line {line}, columns 5-31"))
            && english.contains("'zero-point-series=sometimes' is not a reading"),
        "{english}"
    );
    let italian = said[0].localize(Language::Italian);
    assert!(
        italian.starts_with(&format!("riga {line}, colonne 5-31"))
            && italian.contains("'zero-point-series=sometimes' non è una lettura"),
        "{italian}"
    );
}

/// `torneo pair --burstein` answers for `file`, with `flags`.
fn pair(file: &std::path::Path, flags: &[&str]) -> String {
    let mut args = vec!["pair", "--burstein", "--edition", "2026"];
    args.extend_from_slice(flags);
    args.push(file.to_str().unwrap());
    let (code, out, err) = torneo(&args);
    assert_eq!(code, 0, "{err}");
    out
}

#[test]
fn pair_takes_the_readings_of_the_file_and_the_flags_override_them() {
    let dir = tempfile::tempdir().unwrap();
    let mut t = request();
    let plain = dir.path().join("plain.trf");
    std::fs::write(&plain, trf::export(&t, TrfVersion::Trf16)).unwrap();
    t.settings.burstein = BursteinOptions {
        zero_point_series: ZeroPointSeries::ReachingThisRound,
        this_round_bye: ThisRoundBye::Included,
    };
    let with_readings = dir.path().join("readings.trf");
    std::fs::write(&with_readings, trf::export(&t, TrfVersion::Trf16)).unwrap();

    let default = pair(&plain, &[]);
    let both = [
        "--zero-point-series",
        "this-round",
        "--this-round-bye",
        "included",
    ];
    let read = pair(&with_readings, &[]);
    assert_ne!(read, default);
    assert_eq!(read, pair(&plain, &both));
    let back = [
        "--zero-point-series",
        "last-round",
        "--this-round-bye",
        "excluded",
    ];
    assert_eq!(pair(&with_readings, &back), default);
    // One flag overrides its reading only; the file's other reading stays.
    let series_only = pair(&with_readings, &["--zero-point-series", "last-round"]);
    assert_eq!(series_only, pair(&plain, &["--this-round-bye", "included"]));
}
