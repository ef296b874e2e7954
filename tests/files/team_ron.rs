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
