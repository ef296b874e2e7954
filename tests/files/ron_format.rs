//! The `.ron` tournament file: random tournaments survive text and disk round trips, a
//! damaged file is refused with a message that names the place and leaves the file as it
//! was, and saving is atomic with a `.bak` of the previous version.

// A test crate: its helpers outside `#[test]` may unwrap too (a failure is a failed test).
#![allow(clippy::unwrap_used, clippy::expect_used)]

use proptest::prelude::*;
use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};
use torneo::domain::{
    Board, Bye, ByeKind, GameResult, PairingSystem, Player, PlayerId, Round, ScoringSystem, Title,
    Tournament, TournamentError, TournamentSettings,
};
use torneo::formats::ron::{self, RonError, SyntaxProblem};

use crate::domain_support;

use domain_support::tournament;

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn text_round_trip(t in tournament()) {
        // The generator only makes tournaments that keep the invariants.
        prop_assert_eq!(t.validate(), Ok(()));
        let text = ron::to_string(&t).unwrap();
        let back = ron::from_str(&text);
        prop_assert!(back.is_ok(), "{:?}\n{}", back, text);
        prop_assert_eq!(back.unwrap(), t);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(32))]

    #[test]
    fn disk_round_trip(t in tournament()) {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("torneo.ron");
        ron::save(&path, &t).unwrap();
        prop_assert_eq!(ron::load(&path).unwrap(), t);
        // Nothing else is left in the folder (no temporary file, no .bak of nothing).
        prop_assert_eq!(names_in(dir.path()), vec!["torneo.ron".to_string()]);
    }
}

// ---------------------------------------------------------------------------------------
// Fixed documents

fn names_in(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

fn sample() -> Tournament {
    let mut t = Tournament::new(TournamentSettings {
        name: "Festival di Cattolica \"Open A\"".into(),
        ..TournamentSettings::default()
    });
    let a = t.add_player(Player {
        name: "Rossi, Niccolò".into(),
        rating: Some(2100),
        title: Some(Title::FM),
        ..Player::default()
    });
    let b = t.add_player(Player {
        name: "Петров, Пётр".into(),
        rating: Some(1987),
        ..Player::default()
    });
    let c = t.add_player(Player {
        name: "王, 皓".into(),
        requested_byes: BTreeMap::from([(2, ByeKind::HalfPoint)]),
        ..Player::default()
    });
    t.rounds.push(Round {
        number: 1,
        boards: vec![Board {
            white: a,
            black: b,
            result: GameResult::Draw,
            second_game: None,
        }],
        byes: vec![Bye {
            player: c,
            kind: ByeKind::PairingAllocated,
        }],
    });
    t
}

/// A tournament file written by hand, as an arbiter (or an older Torneo) might: the header,
/// a few fields, defaults for the rest.
const HAND_WRITTEN: &str = r#"(
    format: "torneo",
    version: 1,
    tournament: (
        settings: (
            name: "Torneo sociale",
            system: Dutch,
        ),
        players: [
            (id: (1), name: "Bianchi, Anna", rating: Some(1850)),
            (id: (2), name: "Verdi, Luca"),
        ],
        rounds: [
            (
                number: 1,
                boards: [(white: (1), black: (2), result: WhiteWins)],
            ),
        ],
        next_player_id: 3,
    ),
)
"#;

#[test]
fn hand_written_file_reads_with_defaults() {
    let t = ron::from_str(HAND_WRITTEN).unwrap();
    assert_eq!(t.settings.name, "Torneo sociale");
    assert_eq!(t.settings.system, PairingSystem::Dutch);
    assert_eq!(t.settings.scoring, ScoringSystem::default());
    assert_eq!(t.players.len(), 2);
    assert_eq!(t.players[0].rating, Some(1850));
    assert_eq!(t.players[1].rating, None);
    assert_eq!(t.players[1].first_round, 1);
    assert_eq!(t.rounds[0].boards[0].result, GameResult::WhiteWins);
    // A board written before Double-Swiss matches existed is a single game.
    assert_eq!(t.rounds[0].boards[0].second_game, None);
    assert_eq!(t.next_player_id, 3);
}

#[test]
fn a_double_swiss_match_round_trips_and_a_single_game_writes_no_second_game() {
    // C.04.5: a board is a two-game match; the second game's result is kept.
    let mut t = sample();
    let single = ron::to_string(&t).unwrap();
    assert!(!single.contains("second_game"), "{single}");
    t.settings.system = PairingSystem::DoubleSwiss;
    t.settings.scoring = ScoringSystem::double_swiss();
    for round in &mut t.rounds {
        for b in &mut round.boards {
            b.second_game = Some(GameResult::Draw);
        }
    }
    let text = ron::to_string(&t).unwrap();
    assert!(text.contains("second_game: Some(Draw)"), "{text}");
    assert!(text.contains("DoubleSwiss"), "{text}");
    assert_eq!(ron::from_str(&text).unwrap(), t);
}

#[test]
fn output_is_pretty_and_declares_format_and_version() {
    let text = ron::to_string(&sample()).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[0], "(");
    assert_eq!(lines[1], "    format: \"torneo\",");
    assert_eq!(lines[2], "    version: 1,");
    // Readable names, not escapes.
    assert!(text.contains("\"Rossi, Niccolò\""), "{text}");
    assert!(text.contains("\"Петров, Пётр\""), "{text}");
    assert!(text.contains("\"王, 皓\""), "{text}");
    // One field per line for players.
    assert!(
        lines.iter().any(|l| l.trim() == "rating: Some(2100),"),
        "{text}"
    );
    assert!(text.ends_with(")\n"), "{text}");
}

/// Writes `bytes` as `name` in a fresh folder, loads it (which must fail), and checks that
/// the file is byte for byte what was written and that nothing was added to the folder.
fn load_damaged(name: &str, bytes: &[u8]) -> RonError {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join(name);
    fs::write(&path, bytes).unwrap();
    let error = match ron::load(&path) {
        Ok(t) => panic!("a damaged file was accepted: {t:?}"),
        Err(error) => error,
    };
    assert_eq!(
        fs::read(&path).unwrap(),
        bytes,
        "the damaged file was changed"
    );
    assert_eq!(names_in(dir.path()), vec![name.to_string()]);
    error
}

/// The 1-based number of the line of `text` that contains `needle`.
fn line_of(text: &str, needle: &str) -> usize {
    text.lines()
        .position(|l| l.contains(needle))
        .map(|i| i + 1)
        .unwrap_or_else(|| panic!("{needle:?} not in the document"))
}

#[test]
fn truncated_file_names_the_end() {
    let text = ron::to_string(&sample()).unwrap();
    let cut = &text[..text.len() / 2];
    let last_line = cut.lines().count();
    let error = load_damaged("cut.ron", cut.as_bytes());
    match &error {
        RonError::Syntax { line, .. } => assert_eq!(*line, last_line, "{error}"),
        other => panic!("expected a syntax error, got {other:?}"),
    }
    let message = error.to_string();
    assert!(message.contains(&format!("line {last_line}")), "{message}");
    assert!(message.contains("ends too early"), "{message}");
}

#[test]
fn every_truncation_is_refused_as_cut_short() {
    let text = ron::to_string(&sample()).unwrap();
    let complete = text.trim_end();
    for cut in (1..complete.len()).filter(|&i| complete.is_char_boundary(i)) {
        let prefix = &complete[..cut];
        if prefix.trim().is_empty() {
            continue;
        }
        let last_line = prefix.trim_end().lines().count();
        match ron::from_str(prefix) {
            Err(RonError::Syntax {
                line,
                column,
                problem,
            }) => {
                assert!(line <= last_line, "cut at {cut}: line {line} > {last_line}");
                let message = format!("{problem:?}");
                if problem == SyntaxProblem::UnclosedText {
                    // Cut inside a string: the place named is its opening quote (RON
                    // names the character after it when the string holds an escape).
                    let text_line: Vec<char> =
                        prefix.lines().nth(line - 1).unwrap().chars().collect();
                    let quote = text_line[..column].iter().rposition(|&c| c == '"');
                    assert!(
                        quote.is_some_and(|q| q + 2 >= column),
                        "cut at {cut}: {line}:{column} {message}"
                    );
                } else {
                    assert!(
                        matches!(
                            problem,
                            SyntaxProblem::EndsEarly | SyntaxProblem::EndsEarlyAt(_)
                        ),
                        "cut at {cut}: {message}"
                    );
                }
            }
            other => panic!("cut at {cut}: {other:?}"),
        }
    }
}

#[test]
fn wrong_token_in_the_middle_names_its_line() {
    let text = ron::to_string(&sample()).unwrap();
    let damaged = text.replacen("rating: Some(1987)", "rating: Some(19#87)", 1);
    assert_ne!(damaged, text);
    let expected = line_of(&damaged, "19#87");
    assert!(expected > 10, "the damage should be well inside the file");
    let error = load_damaged("token.ron", damaged.as_bytes());
    match &error {
        RonError::Syntax { line, column, .. } => {
            assert_eq!(*line, expected, "{error}");
            assert!(*column > 1, "{error}");
        }
        other => panic!("expected a syntax error, got {other:?}"),
    }
    assert!(
        error.to_string().contains(&format!("line {expected}")),
        "{error}"
    );
}

#[test]
fn unknown_field_value_names_its_line() {
    // A result that does not exist, e.g. typed by hand.
    let damaged = HAND_WRITTEN.replace("result: WhiteWins", "result: WhiteWon");
    let expected = line_of(&damaged, "WhiteWon");
    let error = load_damaged("variant.ron", damaged.as_bytes());
    assert!(
        matches!(error, RonError::Syntax { line, .. } if line == expected),
        "{error:?}"
    );
    assert!(error.to_string().contains("WhiteWon"), "{error}");
}

#[test]
fn wrong_format_name_is_refused() {
    let damaged = HAND_WRITTEN.replace("format: \"torneo\"", "format: \"vega\"");
    let error = load_damaged("other.ron", damaged.as_bytes());
    assert!(matches!(error, RonError::WrongFormat { .. }), "{error:?}");
    let message = error.to_string();
    assert!(
        message.contains("not a Torneo tournament file"),
        "{message}"
    );
    assert!(message.contains("vega"), "{message}");
}

#[test]
fn document_without_header_is_refused() {
    let without = "(settings: (name: \"x\"), players: [])";
    let error = load_damaged("bare.ron", without.as_bytes());
    assert!(matches!(error, RonError::WrongFormat { .. }), "{error:?}");
    assert!(error.to_string().contains("not a Torneo tournament file"));

    let no_version = HAND_WRITTEN.replace("    version: 1,\n", "");
    let error = load_damaged("noversion.ron", no_version.as_bytes());
    assert!(matches!(error, RonError::WrongFormat { .. }), "{error:?}");
    assert!(error.to_string().contains("version"), "{error}");
}

#[test]
fn newer_version_is_refused_with_its_number() {
    let newer = HAND_WRITTEN.replace("version: 1,", "version: 7,");
    let error = load_damaged("newer.ron", newer.as_bytes());
    assert!(
        matches!(error, RonError::TooNew { version: 7 }),
        "{error:?}"
    );
    let message = error.to_string();
    assert!(message.contains("newer version of Torneo"), "{message}");
    assert!(message.contains('7'), "{message}");
}

#[test]
fn newer_version_with_unknown_content_still_says_newer() {
    // A future version may have fields and shapes this one cannot read: the version is
    // what the arbiter needs to hear about, not the first unknown field.
    let newer = HAND_WRITTEN.replace("version: 1,", "version: 2,").replace(
        "system: Dutch,",
        "system: Dutch, pairing_engine: Some((name: \"x\")),",
    );
    let error = load_damaged("newer2.ron", newer.as_bytes());
    assert!(
        matches!(error, RonError::TooNew { version: 2 }),
        "{error:?}"
    );
}

#[test]
fn broken_invariant_is_named() {
    let unknown = HAND_WRITTEN.replace("black: (2)", "black: (99)");
    let error = load_damaged("unknown.ron", unknown.as_bytes());
    assert!(
        matches!(
            error,
            RonError::Invalid {
                error: TournamentError::UnknownPlayer(PlayerId(99)),
                ..
            }
        ),
        "{error:?}"
    );
    let message = error.to_string();
    assert!(message.contains("#99"), "{message}");
    assert!(message.contains("does not exist"), "{message}");
    // Issue 18 item 8: the field is named (HAND_WRITTEN's round 1 has one board).
    assert!(
        message.ends_with("(in the file at rounds #1 > boards #1 > black)"),
        "{message}"
    );

    let twice = HAND_WRITTEN.replace("(id: (2), name", "(id: (1), name");
    let error = load_damaged("twice.ron", twice.as_bytes());
    assert!(
        matches!(
            error,
            RonError::Invalid {
                error: TournamentError::DuplicateId(PlayerId(1)),
                place: Some(ref place),
            } if place == "players #2 > id"
        ),
        "{error:?}"
    );
}

#[test]
fn empty_file_is_refused() {
    for (name, bytes) in [("empty.ron", &b""[..]), ("blank.ron", &b" \n\n\t\n"[..])] {
        let error = load_damaged(name, bytes);
        assert!(error.to_string().contains("empty"), "{error}");
    }
}

#[test]
fn non_utf8_bytes_name_their_line() {
    let text = ron::to_string(&sample()).unwrap();
    let expected = line_of(&text, "Rossi, Niccolò");
    // Latin-1 "ò" (0xF2) where UTF-8 has two bytes: a file re-saved by an old editor.
    let mut bytes = Vec::new();
    let at = text.find("Niccolò").unwrap() + "Niccol".len();
    bytes.extend_from_slice(&text.as_bytes()[..at]);
    bytes.push(0xF2);
    bytes.extend_from_slice(&text.as_bytes()[at + "ò".len()..]);
    let error = load_damaged("latin1.ron", &bytes);
    match &error {
        RonError::Syntax { line, column, .. } => {
            assert_eq!(*line, expected, "{error}");
            let line_text = text.lines().nth(expected - 1).unwrap();
            let expected_column = line_text
                .find("ò")
                .map(|b| line_text[..b].chars().count() + 1);
            assert_eq!(Some(*column), expected_column, "{error}");
        }
        other => panic!("expected a syntax error, got {other:?}"),
    }
    assert!(error.to_string().contains("UTF-8"), "{error}");
}

#[test]
fn missing_file_names_the_path() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("nowhere.ron");
    let error = ron::load(&path).unwrap_err();
    assert!(matches!(error, RonError::Io { .. }), "{error:?}");
    assert!(error.to_string().contains("nowhere.ron"), "{error}");
    assert!(!path.exists());
}

#[test]
fn byte_order_mark_is_accepted() {
    let text = format!("\u{feff}{HAND_WRITTEN}");
    let t = ron::from_str(&text).unwrap();
    assert_eq!(t.settings.name, "Torneo sociale");
}

// ---------------------------------------------------------------------------------------
// Saving

fn bak_of(path: &Path) -> PathBuf {
    let mut name = path.file_name().unwrap().to_os_string();
    name.push(".bak");
    path.with_file_name(name)
}

#[test]
fn second_save_keeps_the_first_as_bak() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("open.ron");
    let first = sample();
    ron::save(&path, &first).unwrap();
    let first_bytes = fs::read(&path).unwrap();
    // No .bak of a file that did not exist.
    assert_eq!(names_in(dir.path()), vec!["open.ron".to_string()]);

    let mut second = first.clone();
    second.settings.name = "Second".into();
    ron::save(&path, &second).unwrap();
    assert_eq!(fs::read(bak_of(&path)).unwrap(), first_bytes);
    assert_eq!(ron::load(&path).unwrap(), second);
    assert_eq!(ron::load(&bak_of(&path)).unwrap(), first);

    let mut third = second.clone();
    third.settings.name = "Third".into();
    let second_bytes = fs::read(&path).unwrap();
    ron::save(&path, &third).unwrap();
    assert_eq!(fs::read(bak_of(&path)).unwrap(), second_bytes);
    assert_eq!(ron::load(&path).unwrap(), third);
    assert_eq!(
        names_in(dir.path()),
        vec!["open.ron".to_string(), "open.ron.bak".to_string()]
    );
}

#[test]
fn save_over_a_folder_fails_and_leaves_it() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("folder.ron");
    fs::create_dir(&path).unwrap();
    fs::write(path.join("inside.txt"), b"keep me").unwrap();
    let error = ron::save(&path, &sample()).unwrap_err();
    assert!(error.to_string().contains("folder.ron"), "{error}");
    assert!(path.is_dir());
    assert_eq!(fs::read(path.join("inside.txt")).unwrap(), b"keep me");
    assert_eq!(names_in(dir.path()), vec!["folder.ron".to_string()]);
}

#[test]
fn save_into_a_missing_folder_fails() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("no such folder").join("t.ron");
    let error = ron::save(&path, &sample()).unwrap_err();
    assert!(matches!(error, RonError::Io { .. }), "{error:?}");
    assert!(error.to_string().contains("no such folder"), "{error}");
    assert!(names_in(dir.path()).is_empty());
}

#[test]
fn failed_save_leaves_the_old_file_intact() {
    // The .bak cannot be made (a folder with something in it sits where it goes): the
    // save is refused as a whole and the file keeps the previous save.
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("club.ron");
    let first = sample();
    ron::save(&path, &first).unwrap();
    let before = fs::read(&path).unwrap();
    fs::create_dir(bak_of(&path)).unwrap();
    fs::write(bak_of(&path).join("x"), b"x").unwrap();

    let mut second = first.clone();
    second.settings.name = "Not saved".into();
    let error = ron::save(&path, &second).unwrap_err();
    assert!(error.to_string().contains("club.ron.bak"), "{error}");
    assert_eq!(fs::read(&path).unwrap(), before);
    assert_eq!(ron::load(&path).unwrap(), first);
    // No temporary file left behind.
    assert_eq!(
        names_in(dir.path()),
        vec!["club.ron".to_string(), "club.ron.bak".to_string()]
    );
}

#[cfg(unix)]
#[test]
fn save_through_a_symlink_replaces_the_target() {
    let dir = tempfile::tempdir().unwrap();
    let real = dir.path().join("real.ron");
    let link = dir.path().join("link.ron");
    ron::save(&real, &sample()).unwrap();
    std::os::unix::fs::symlink(&real, &link).unwrap();
    let mut changed = sample();
    changed.settings.name = "Through the link".into();
    ron::save(&link, &changed).unwrap();
    assert!(
        fs::symlink_metadata(&link)
            .unwrap()
            .file_type()
            .is_symlink()
    );
    assert_eq!(ron::load(&real).unwrap(), changed);
    assert_eq!(ron::load(&bak_of(&real)).unwrap(), sample());
}

#[test]
fn text_after_the_document_is_named() {
    let text = format!("{}x\n", ron::to_string(&sample()).unwrap());
    let expected = text.lines().count();
    let error = load_damaged("trailing.ron", text.as_bytes());
    assert!(
        matches!(&error, RonError::Syntax { line, .. } if *line == expected),
        "{error:?}"
    );
    let message = error.to_string();
    assert!(message.contains("more text after the end"), "{message}");
    assert!(!message.contains("ends too early"), "{message}");
}

/// Printing's settings (issue 12): an older file without them reads with empty ones, and
/// a file written by hand with them reads them back; a save keeps them.
#[test]
fn organiser_venue_and_deputy_arbiters_round_trip() {
    let old = ron::from_str(HAND_WRITTEN).unwrap();
    assert_eq!(old.settings.venue, "");
    assert_eq!(old.settings.organiser, "");
    assert!(old.settings.deputy_arbiters.is_empty());

    let with_them = HAND_WRITTEN.replacen(
        "name: \"Torneo sociale\",",
        "name: \"Torneo sociale\",\n        venue: \"Circolo Scacchistico \\\"Città di Milano\\\"\",\n        organiser: \"ASD Scacchi Brera\",\n        deputy_arbiters: [\"Bianchi, Anna\", \"Müller, Jörg\"],",
        1,
    );
    assert_ne!(with_them, HAND_WRITTEN);
    let t = ron::from_str(&with_them).unwrap();
    assert_eq!(t.settings.venue, "Circolo Scacchistico \"Città di Milano\"");
    assert_eq!(t.settings.organiser, "ASD Scacchi Brera");
    assert_eq!(
        t.settings.deputy_arbiters,
        vec!["Bianchi, Anna".to_string(), "Müller, Jörg".to_string()]
    );
    let again = ron::from_str(&ron::to_string(&t).unwrap()).unwrap();
    assert_eq!(again, t);
}

#[test]
fn numbers_beyond_the_tournament_are_refused_with_the_field_named() {
    // Issue 18 item 3: a round number or a pair read from the file never sizes work.
    let mut t = sample();
    let first = t.players[0].id;
    t.virtual_points
        .entry(first)
        .or_default()
        .insert(u32::MAX, torneo::domain::Points(10));
    let text = ron::to_string(&t).unwrap();
    let error = ron::from_str(&text).unwrap_err();
    let said = error.to_string();
    assert!(said.contains("virtual points"), "{said}");
    assert!(said.contains("4294967295"), "{said}");

    let mut t = sample();
    t.forbidden_pairs.push((first, first));
    let error = ron::from_str(&ron::to_string(&t).unwrap()).unwrap_err();
    assert!(
        error.to_string().contains("forbidden to meet themself"),
        "{error}"
    );

    let mut t = sample();
    t.settings.rounds = u32::MAX;
    let error = ron::from_str(&ron::to_string(&t).unwrap()).unwrap_err();
    assert!(error.to_string().contains("4294967295 rounds"), "{error}");

    // The next round to pair (one after the announced ones) stays allowed.
    let mut t = sample();
    let next = t.settings.rounds.max(t.rounds_paired()) + 1;
    t.players[0]
        .requested_byes
        .insert(next, torneo::domain::ByeKind::HalfPoint);
    assert_eq!(ron::from_str(&ron::to_string(&t).unwrap()).unwrap(), t);
}

/// The 2026 Burstein edition's readings of the Index (issue 34): a file without them reads
/// with Torneo's reading (and writing the defaults adds nothing, so such files stay as
/// they were); the other readings are written and read back.
#[test]
fn burstein_index_readings_default_and_round_trip() {
    use torneo::domain::{BursteinOptions, ThisRoundBye, ZeroPointSeries};
    let old = ron::from_str(HAND_WRITTEN).unwrap();
    assert_eq!(old.settings.burstein, BursteinOptions::default());
    assert_eq!(
        old.settings.burstein.zero_point_series,
        ZeroPointSeries::EndingLastRound
    );
    assert_eq!(old.settings.burstein.this_round_bye, ThisRoundBye::Excluded);
    assert!(!ron::to_string(&old).unwrap().contains("burstein"));

    let mut t = old.clone();
    t.settings.burstein = BursteinOptions {
        zero_point_series: ZeroPointSeries::ReachingThisRound,
        this_round_bye: ThisRoundBye::Included,
    };
    let text = ron::to_string(&t).unwrap();
    assert!(text.contains("ReachingThisRound"), "{text}");
    assert_eq!(ron::from_str(&text).unwrap(), t);
}

/// Issue 37: a file written before the rating settings loads with the defaults (standard
/// list, no "Rtg +/-" column, no K set by hand), writes none of them back, and a file that
/// sets them reads them again.
#[test]
fn the_rating_settings_default_in_older_files_and_round_trip() {
    use torneo::domain::{PlayerId, RatedList, RatingOptions};
    let t = ron::from_str(HAND_WRITTEN).unwrap();
    assert_eq!(t.settings.rating, RatingOptions::default());
    assert!(!ron::to_string(&t).unwrap().contains("rating: ("));
    let mut rated = t.clone();
    rated.settings.rating.list = RatedList::Rapid;
    rated.settings.rating.show_change = true;
    rated.settings.rating.set_k_factor(PlayerId(1), Some(40));
    let text = ron::to_string(&rated).unwrap();
    let back = ron::from_str(&text).unwrap();
    assert_eq!(back.settings.rating, rated.settings.rating);
    assert_eq!(back.settings.rating.k_factor_of(PlayerId(1)), Some(40));
}

/// Issue 40: a file written before the Dutch edition existed (no `dutch_edition` field)
/// loads as the 2026 edition; the 2017 edition is written and read back, and a 2026
/// tournament's file does not name it (so older files stay as they were).
#[test]
fn the_dutch_edition_defaults_to_2026_and_the_2017_edition_reads_back() {
    use torneo::domain::DutchEdition;
    assert!(!HAND_WRITTEN.contains("dutch_edition"));
    let t = ron::from_str(HAND_WRITTEN).unwrap();
    assert_eq!(t.settings.dutch_edition, DutchEdition::Fide2026);
    assert!(!ron::to_string(&t).unwrap().contains("dutch_edition"));
    let mut old_rules = t.clone();
    old_rules.settings.dutch_edition = DutchEdition::Fide2017;
    let text = ron::to_string(&old_rules).unwrap();
    assert!(text.contains("dutch_edition: Fide2017"), "{text}");
    assert_eq!(
        ron::from_str(&text).unwrap().settings.dutch_edition,
        DutchEdition::Fide2017
    );
}

/// Issue 37: a file written before categories, prizes and player tags reads with none
/// (and writing it adds nothing, so such files stay as they were); a file with them
/// reads them back.
#[test]
fn categories_prizes_and_tags_default_and_round_trip() {
    use torneo::domain::{
        AgeGroup, Category, CategoryRule, CategorySettings, Money, Prize, PrizeTable, PrizeValue,
        TieSharing,
    };
    let old = ron::from_str(HAND_WRITTEN).unwrap();
    assert_eq!(old.settings.categories, CategorySettings::default());
    assert_eq!(old.settings.prizes, PrizeTable::default());
    assert!(old.settings.prizes.one_per_player);
    assert!(old.players.iter().all(|p| p.tags.is_empty()));
    let written = ron::to_string(&old).unwrap();
    for word in ["categories", "prizes", "tags"] {
        assert!(!written.contains(word), "{word} in {written}");
    }

    let mut t = old.clone();
    t.settings.categories.categories = vec![Category {
        name: "Under 16".into(),
        rule: CategoryRule::Age(AgeGroup::Under(16)),
    }];
    t.settings.prizes.prizes = vec![Prize {
        category: Some("Under 16".into()),
        place: 1,
        value: PrizeValue::Money(Money(5_000)),
    }];
    t.settings.prizes.sharing = TieSharing::Hort;
    if let Some(p) = t.players.first_mut() {
        p.tags = vec!["Scuola".into()];
    }
    let text = ron::to_string(&t).unwrap();
    assert!(text.contains("Hort") && text.contains("Scuola"), "{text}");
    assert_eq!(ron::from_str(&text).unwrap(), t);
}

#[test]
fn the_norm_event_type_defaults_in_older_files_and_round_trips() {
    use torneo::domain::NormEvent;
    // B.01 1.4.3a–c (issue 37): an older file is an ordinary event and is written back
    // without the field.
    let old = ron::from_str(HAND_WRITTEN).unwrap();
    assert_eq!(old.settings.norm_event, NormEvent::Ordinary);
    assert!(!ron::to_string(&old).unwrap().contains("norm_event"));
    let mut t = old.clone();
    t.settings.norm_event = NormEvent::NationalChampionship;
    let text = ron::to_string(&t).unwrap();
    assert!(text.contains("norm_event: NationalChampionship"), "{text}");
    assert_eq!(ron::from_str(&text).unwrap(), t);
}

/// Issue 38: a file written before publishing existed reads with nothing published and
/// no QR code (and writing it adds nothing, so such files stay as they were); the
/// folder, the option and the pairings' QR address are written and read back.
#[test]
fn the_publishing_choices_default_in_older_files_and_round_trip() {
    use torneo::domain::PublishOptions;
    assert!(!HAND_WRITTEN.contains("publish"));
    let t = ron::from_str(HAND_WRITTEN).unwrap();
    assert_eq!(t.settings.publish, PublishOptions::default());
    assert!(!ron::to_string(&t).unwrap().contains("publish"));
    let mut published = t.clone();
    published.settings.publish = PublishOptions {
        folder: Some(std::path::PathBuf::from("/srv/open/site")),
        after_every_change: true,
        pairings_qr_address: Some("http://192.168.1.20:8080".into()),
    };
    let text = ron::to_string(&published).unwrap();
    assert!(text.contains("after_every_change: true"), "{text}");
    let back = ron::from_str(&text).unwrap();
    assert_eq!(back.settings.publish, published.settings.publish);
    // Only the QR address set: the other two are not written and read back as unset.
    let mut qr_only = t.clone();
    qr_only.settings.publish.pairings_qr_address = Some("https://example.org".into());
    let text = ron::to_string(&qr_only).unwrap();
    assert!(!text.contains("after_every_change"), "{text}");
    assert!(!text.contains("folder"), "{text}");
    assert_eq!(ron::from_str(&text).unwrap(), qr_only);
}
