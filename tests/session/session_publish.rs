//! Publishing after every change (issue 38): with the option on and a folder chosen,
//! every change of the tournament rewrites the site there in the background; the last
//! site written is the latest state; a folder that is gone is reported and never costs
//! the change or its autosave.

use std::path::{Path, PathBuf};
use torneo::domain::{
    Board, GameResult, Player, PlayerId, PublishOptions, Round, Tournament, TournamentSettings,
};
use torneo::formats::ron;
use torneo::session::{Command, Language, Localize, Session, SiteFailure};

fn player(name: &str, rating: u16) -> Command {
    Command::AddPlayer(Player {
        name: name.into(),
        rating: Some(rating),
        ..Player::default()
    })
}

/// Four players of a round robin (the default system), numbered by rating, published
/// after every change to `folder`.
fn published_to(folder: &Path) -> Session {
    let mut session = Session::new(Tournament::new(TournamentSettings {
        name: "Circolo di Prova".into(),
        publish: PublishOptions {
            folder: Some(folder.to_path_buf()),
            after_every_change: true,
            pairings_qr_address: None,
        },
        ..TournamentSettings::default()
    }));
    session.set_site_language(Language::Italian);
    for (name, rating) in [
        ("Rossi", 2100),
        ("Bianchi", 2000),
        ("Verdi", 1900),
        ("Neri", 1800),
    ] {
        session.apply(player(name, rating)).unwrap();
    }
    session
        .apply(Command::AssignPairingNumbersByRating)
        .unwrap();
    session
}

fn round(number: u32, boards: [(u32, u32); 2]) -> Command {
    Command::AddRound(Round {
        number,
        boards: boards
            .into_iter()
            .map(|(w, b)| Board::new(PlayerId(w), PlayerId(b)))
            .collect(),
        byes: vec![],
    })
}

fn result(round: u32, board: usize) -> Command {
    Command::SetResult {
        round,
        board,
        result: GameResult::WhiteWins,
    }
}

fn page(folder: &Path, file: &str) -> PathBuf {
    folder.join(file)
}

#[test]
fn each_change_rewrites_the_site_with_the_new_round() {
    let dir = tempfile::tempdir().unwrap();
    let folder = dir.path().join("sito");
    let mut session = published_to(&folder);
    session.flush_site();
    // Registration published: the players' list, no round yet.
    assert!(page(&folder, "players.html").is_file());
    assert!(!page(&folder, "round-1.html").exists());

    session.apply(round(1, [(1, 2), (3, 4)])).unwrap();
    session.flush_site();
    let round_one = std::fs::read_to_string(page(&folder, "round-1.html")).unwrap();
    assert!(round_one.contains("Rossi") && round_one.contains("Neri"));
    // Standings are published once a round has results: none yet.
    assert!(!page(&folder, "standings-1.html").exists());

    session.apply(result(1, 0)).unwrap();
    session.apply(result(1, 1)).unwrap();
    session.apply(round(2, [(1, 3), (4, 2)])).unwrap();
    session.flush_site();
    assert!(page(&folder, "standings-1.html").is_file());
    assert!(page(&folder, "round-2.html").is_file());
    // The site is in the window's language: Italian.
    let home = std::fs::read_to_string(page(&folder, "index.html")).unwrap();
    assert!(home.contains("lang=\"it\""), "{home}");
    let outcome = session.site_outcome(&folder).unwrap();
    assert_eq!(outcome.revision, session.revision());
    assert!(session.site_failure().is_none());
}

#[test]
fn after_a_burst_of_changes_the_site_shows_the_last_state() {
    let dir = tempfile::tempdir().unwrap();
    let folder = dir.path().join("sito");
    let mut session = published_to(&folder);
    for n in 1..=12 {
        let mut settings = session.tournament().settings.clone();
        settings.name = format!("Torneo numero {n}");
        session
            .apply(Command::UpdateSettings(Box::new(settings)))
            .unwrap();
    }
    session.flush_site();
    let home = std::fs::read_to_string(page(&folder, "index.html")).unwrap();
    assert!(home.contains("Torneo numero 12"), "{home}");
    assert_eq!(
        session.site_outcome(&folder).unwrap().revision,
        session.revision()
    );
}

#[test]
fn without_the_option_nothing_is_written() {
    let dir = tempfile::tempdir().unwrap();
    let folder = dir.path().join("sito");
    let mut session = published_to(&folder);
    session.flush_site();
    std::fs::remove_dir_all(&folder).unwrap();
    let mut settings = session.tournament().settings.clone();
    settings.publish.after_every_change = false;
    session
        .apply(Command::UpdateSettings(Box::new(settings)))
        .unwrap();
    session.apply(round(1, [(1, 2), (3, 4)])).unwrap();
    session.flush_site();
    assert!(!folder.exists());
}

#[test]
fn a_folder_gone_is_reported_and_the_change_is_kept_and_saved() {
    let dir = tempfile::tempdir().unwrap();
    let share = dir.path().join("share");
    std::fs::create_dir(&share).unwrap();
    let folder = share.join("sito");
    let file = dir.path().join("open.ron");
    let mut session = published_to(&folder);
    session.save_as(&file).unwrap();
    session.flush_site();
    assert!(session.site_failure().is_none());
    // The network folder disappears (unmounted): the next change cannot be published.
    std::fs::remove_dir_all(&share).unwrap();
    session.apply(round(1, [(1, 2), (3, 4)])).unwrap();
    session.flush_site();
    session.flush();
    let failure = session.site_failure().unwrap();
    assert!(
        matches!(failure, SiteFailure::FolderGone { .. }),
        "{failure:?}"
    );
    assert!(!share.exists(), "the gone folder is not made again");
    let italian = failure.localize(Language::Italian);
    let english = failure.localize(Language::English);
    assert!(
        english.starts_with("The site was not written: "),
        "{english}"
    );
    assert_ne!(italian, english);
    // The change stands and is in the file.
    assert_eq!(session.tournament().rounds_paired(), 1);
    assert_eq!(ron::load(&file).unwrap().rounds_paired(), 1);
    // The folder back: the next change publishes again and the failure is gone.
    std::fs::create_dir(&share).unwrap();
    session.apply(result(1, 0)).unwrap();
    session.flush_site();
    assert!(session.site_failure().is_none());
    assert!(page(&folder, "round-1.html").is_file());
}

#[test]
fn the_site_is_written_to_a_chosen_folder_on_demand() {
    let dir = tempfile::tempdir().unwrap();
    let folder = dir.path().join("chiavetta");
    let mut session = Session::new(Tournament::new(TournamentSettings {
        name: "Open".into(),
        ..TournamentSettings::default()
    }));
    session.apply(player("Rossi", 2100)).unwrap();
    session.apply(player("Bianchi", 2000)).unwrap();
    assert!(session.tournament().settings.publish.is_default());
    let ticket = session.publish_site(&folder);
    session.flush_site();
    let outcome = session.site_outcome(&folder).unwrap();
    assert_eq!(outcome.ticket, ticket);
    // Home, the players list and one page per player.
    assert_eq!(outcome.result.unwrap(), 4);
    assert!(page(&folder, "index.html").is_file());
    // Not after every change: no failure is reported for a folder not chosen so.
    assert!(session.site_failure().is_none());
}
