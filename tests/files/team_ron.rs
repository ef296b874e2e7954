//! The `.ron` of a team event (issue 39): an individual tournament's file loads and saves
//! byte for byte as before (the team layer is not written when there is none), and a team
//! event's file reads back the same.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::path::Path;
use torneo::formats::ron;

use crate::team_support;

#[test]
fn an_individual_tournaments_file_saves_byte_for_byte_as_it_was() {
    // The fuzz seeds are individual tournaments of several origins (written before some
    // later fields existed): each is saved once as Torneo writes it today, then that
    // file is loaded and saved again, which must give it back byte for byte, with no
    // trace of the team layer (the only field this issue adds to the tournament).
    let folder = Path::new(env!("CARGO_MANIFEST_DIR")).join("fuzz/seeds/ron");
    let mut read = 0;
    for entry in std::fs::read_dir(folder).unwrap() {
        let path = entry.unwrap().path();
        let seed = ron::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
        let file = ron::to_string(&seed).unwrap();
        let t = ron::from_str(&file).unwrap();
        assert!(t.team_event.is_none(), "{}", path.display());
        let again = ron::to_string(&t).unwrap();
        assert!(!again.contains("team"), "{}", path.display());
        assert_eq!(again, file, "{}", path.display());
        read += 1;
    }
    assert_eq!(read, 5);
}

#[test]
fn a_team_events_file_reads_back_the_same() {
    let t = team_support::team_event();
    let text = ron::to_string(&t).unwrap();
    assert!(text.contains("team_event: Some("), "{text}");
    // The default colours are not written.
    assert!(!text.contains("colour_sequence"), "{text}");
    let back = ron::from_str(&text).unwrap();
    assert_eq!(back, t);
    assert_eq!(ron::to_string(&back).unwrap(), text);
}

#[test]
fn the_team_settings_and_second_game_marks_are_written_only_when_set() {
    use torneo::domain::{
        AdjustmentReason, ChangeKind, Colour, GameResult, ManualChange, PlayerId, ScoreAdjustment,
    };
    let mut t = team_support::team_event();
    // An older file's shapes: no tie-breaks or board minimum chosen, an unusual score
    // and a correction of a one-game board. None of the new fields is written.
    t.score_adjustments.push(ScoreAdjustment {
        player: PlayerId(1),
        round: 1,
        points: torneo::domain::Points::ZERO,
        reason: AdjustmentReason::UnusualScore {
            code: 'D',
            second_game: false,
        },
    });
    let round_one = t.round(1).unwrap().clone();
    let corrected = |second_game| {
        let time = chrono::NaiveDate::from_ymd_opt(2026, 3, 14)
            .and_then(|d| d.and_hms_opt(21, 30, 0))
            .unwrap();
        let change = ChangeKind::ResultCorrected {
            board: 1,
            before: GameResult::Draw,
            after: GameResult::WhiteWins,
            rounds_paired: 2,
            second_game,
        };
        ManualChange::before(&round_one, change, String::new(), time)
    };
    t.manual_changes.push(corrected(false));
    let text = ron::to_string(&t).unwrap();
    // (The individual settings have tie-breaks of their own: look in the team layer.)
    let team_layer = |text: &str| text[text.find("team_event").unwrap()..].to_owned();
    assert!(!team_layer(&text).contains("tiebreaks"), "{text}");
    for field in ["board_minimum_games", "second_game"] {
        assert!(!text.contains(field), "{field}: {text}");
    }
    assert_eq!(ron::from_str(&text).unwrap(), t);

    // Set, they are written and read back.
    let events = t.team_event.as_mut().unwrap();
    events.tiebreaks = vec!["EMMSB".into(), "BH:GP/C1".into()];
    events.board_minimum_games = Some(3);
    events.colour_sequence = vec![Colour::Black];
    t.score_adjustments[0].reason = AdjustmentReason::UnusualScore {
        code: 'W',
        second_game: true,
    };
    t.manual_changes.push(corrected(true));
    let text = ron::to_string(&t).unwrap();
    assert!(team_layer(&text).contains("\"EMMSB\""), "{text}");
    for field in ["board_minimum_games: Some(3)", "second_game: true"] {
        assert!(text.contains(field), "{field}: {text}");
    }
    let back = ron::from_str(&text).unwrap();
    assert_eq!(back, t);
    assert_eq!(ron::to_string(&back).unwrap(), text);
}
