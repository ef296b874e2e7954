//! The rating lists through the session: an import as a background job, the search the
//! window makes, and "Update ratings from the list" as one undo step.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::rating_list_support;

use rating_list_support::{combined_header, combined_line, crlf};
use torneo::domain::{PairingSystem, Player, Tournament, TournamentSettings};
use torneo::session::rating_list::{self, ListKind, RatingChange, RatingListError, RatingLists};
use torneo::session::{Command, Session};

fn fide_list(dir: &std::path::Path) -> std::path::PathBuf {
    let file = dir.join("standard_dec25frl.txt");
    let text = crlf(&[
        combined_header(),
        combined_line([
            "1503014",
            "Carlsen, Magnus",
            "NOR",
            "M",
            "GM",
            "",
            "",
            "",
            "2840",
            "0",
            "10",
            "2825",
            "0",
            "20",
            "2886",
            "6",
            "20",
            "1990",
            "",
        ]),
        combined_line([
            "2401234",
            "Rossi, Mario",
            "ITA",
            "M",
            "",
            "",
            "",
            "",
            "1890",
            "9",
            "20",
            "",
            "",
            "",
            "",
            "",
            "",
            "1980",
            "",
        ]),
        combined_line([
            "2409999",
            "Bianchi, Luca",
            "ITA",
            "M",
            "",
            "",
            "",
            "",
            "",
            "",
            "",
            "1700",
            "3",
            "40",
            "",
            "",
            "",
            "2001",
            "",
        ]),
    ]);
    std::fs::write(&file, text).unwrap();
    file
}

fn player(name: &str, fide_id: Option<u64>, rating: Option<u16>) -> Player {
    Player {
        name: name.into(),
        fide_id,
        rating,
        ..Player::default()
    }
}

#[test]
fn import_job_search_and_update_ratings_as_one_undo_step() {
    let dir = tempfile::tempdir().unwrap();
    let folder = dir.path().join("rating-lists");
    let mut lists = RatingLists::open(Some(folder.clone()));
    assert!(!lists.any());
    let job = lists
        .start_import(fide_list(dir.path()), ListKind::Fide)
        .unwrap();
    let summary = job.wait().unwrap();
    assert_eq!(summary.players, 3);
    lists.finish_import(ListKind::Fide);
    assert!(folder.join("fide-rating-list.sqlite").is_file());
    let info = lists.info(ListKind::Fide).unwrap();
    assert_eq!(
        (info.players, info.month.map(|m| (m.year, m.month))),
        (3, Some((2025, 12)))
    );

    let found = lists.search("ross").unwrap();
    assert_eq!(found.len(), 1);
    assert_eq!(found[0].kind, ListKind::Fide);
    assert_eq!(found[0].player.standard, Some(1890));

    let mut t = Tournament::new(TournamentSettings {
        system: PairingSystem::Dutch,
        ..TournamentSettings::default()
    });
    t.add_player(player("Carlsen, Magnus", Some(1_503_014), Some(2831)));
    t.add_player(player("Rossi, Mario", Some(2_401_234), None));
    // In the list without a standard rating: left as is.
    t.add_player(player("Bianchi, Luca", Some(2_409_999), Some(1650)));
    // No FIDE id, or one the list does not have: left as is.
    t.add_player(player("Verdi, Anna", None, Some(1500)));
    t.add_player(player("Neri, Carlo", Some(9_999_999), Some(1600)));
    let mut session = Session::new(t);
    let ids: Vec<_> = session.tournament().players.iter().map(|p| p.id).collect();

    let changes = lists.rating_changes(session.tournament()).unwrap();
    assert_eq!(
        changes,
        vec![
            RatingChange {
                player: ids[0],
                name: "Carlsen, Magnus".into(),
                fide_id: 1_503_014,
                old: Some(2831),
                new: Some(2840),
            },
            RatingChange {
                player: ids[1],
                name: "Rossi, Mario".into(),
                fide_id: 2_401_234,
                old: None,
                new: Some(1890),
            },
        ]
    );
    session
        .apply(rating_list::update_command(&changes))
        .unwrap();
    let ratings = |s: &Session| -> Vec<Option<u16>> {
        s.tournament().players.iter().map(|p| p.rating).collect()
    };
    assert_eq!(
        ratings(&session),
        [Some(2840), Some(1890), Some(1650), Some(1500), Some(1600)]
    );
    assert!(
        lists
            .rating_changes(session.tournament())
            .unwrap()
            .is_empty()
    );
    // One undo step brings every rating back.
    assert!(session.undo());
    assert_eq!(
        ratings(&session),
        [Some(2831), None, Some(1650), Some(1500), Some(1600)]
    );
    assert!(!session.can_undo());
    assert!(session.redo());
    assert_eq!(ratings(&session)[..2], [Some(2840), Some(1890)]);
}

#[test]
fn an_update_for_a_removed_player_changes_nothing() {
    let mut t = Tournament::new(TournamentSettings::default());
    t.add_player(player("Rossi, Mario", Some(2_401_234), Some(1800)));
    let mut session = Session::new(t);
    let id = session.tournament().players[0].id;
    let gone = torneo::domain::PlayerId(id.0 + 100);
    let result = session.apply(Command::UpdateRatings(vec![
        (id, Some(1900)),
        (gone, Some(1)),
    ]));
    assert!(result.is_err());
    assert_eq!(session.tournament().players[0].rating, Some(1800));
    assert!(!session.can_undo());
}

#[test]
fn without_a_list_the_update_says_so_and_a_national_list_needs_a_mapping() {
    let dir = tempfile::tempdir().unwrap();
    let mut lists = RatingLists::open(Some(dir.path().join("lists")));
    let error = lists.rating_changes(&Tournament::default()).unwrap_err();
    assert!(matches!(error, RatingListError::NoDatabase { .. }));
    // A national list needs its column mapping first.
    let error = lists
        .start_import(fide_list(dir.path()), ListKind::National)
        .unwrap_err();
    assert!(matches!(error, RatingListError::Mapping(_)));
    assert!(!lists.any());
}
