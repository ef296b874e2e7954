//! Issue 39: a team event's site (crates/publish). Before, it showed the individual
//! documents of the games (individual standings with the individual round-robin
//! tie-breaks, a reserve "resting"); now its round pages show the team pairings, match by
//! match with the boards, its standings the team standings with the team tie-breaks, its
//! crosstable the team crosstable, and a board standings page is added. Every value below
//! is worked by hand from `print_support::printed_team_event` (four teams of two boards,
//! two rounds played), and read from the files `publish::publish` writes.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::print_support::printed_team_event;
use crate::site_support::{body_text, links, table_rows};
use std::path::Path;
use torneo::domain::PlayerId;
use torneo::i18n::Language;
use torneo::publish::{self, pages};
use torneo::report::{self, Block, DocumentKind, PrintRequest};

/// Whitespace runs as one space, trimmed.
fn collapse(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The rows of a page's tables, each row's cells joined by " | ".
fn rows(html: &str) -> Vec<String> {
    table_rows(html).iter().map(|r| r.join(" | ")).collect()
}

/// The published site's file `file`, read from the folder.
fn read(site: &Path, file: &str) -> String {
    std::fs::read_to_string(site.join(file)).unwrap_or_else(|e| panic!("{file}: {e}"))
}

/// The team event published in `lang` to a new folder; the folder and its files.
fn published(lang: Language) -> (tempfile::TempDir, Vec<String>) {
    let dir = tempfile::tempdir().unwrap();
    let site = dir.path().join("site");
    publish::publish(&printed_team_event(), lang, &site).unwrap();
    let mut files: Vec<String> = std::fs::read_dir(&site)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|name| name.ends_with(".html"))
        .collect();
    files.sort();
    (dir, files)
}

#[test]
fn the_team_events_site_has_the_team_pages_and_every_link_is_one_of_them() {
    let (dir, files) = published(Language::English);
    let site = dir.path().join("site");
    // Two rounds paired, both with results: two round pages, the standings after
    // rounds 1 and 2, the board standings and the crosstable; nine players' pages.
    let mut expected: Vec<String> = vec![
        pages::HOME.into(),
        pages::BOARD_STANDINGS.into(),
        pages::CROSSTABLE.into(),
        pages::PLAYERS.into(),
    ];
    expected.extend((1..=2).map(pages::round));
    expected.extend((1..=2).map(pages::standings));
    expected.extend((1..=9).map(|id| pages::player(PlayerId(id))));
    expected.sort();
    assert_eq!(files, expected);
    for file in &files {
        let html = read(&site, file);
        for link in links(&html) {
            assert!(files.contains(&link), "{file}: link to {link}");
        }
        // Every page's navigation leads to the board standings.
        assert!(
            links(&html).contains(&pages::BOARD_STANDINGS.to_string()),
            "{file}"
        );
    }
}

#[test]
fn a_round_page_shows_each_match_with_its_boards() {
    let (dir, _) = published(Language::English);
    let html = read(&dir.path().join("site"), &pages::round(2));
    let text = collapse(&body_text(&html));
    // Round 2 (print_support): Alfa–Beta ½ – 1½ (Rossi–Verdi drawn; board 2 has the
    // second-named Beta White (D1): Neri beats Alfa's reserve Colombo), Delta–Gamma 2 – 0
    // (Esposito beats Russo; Ferrari, Gamma's, loses to Romano with White).
    assert!(text.contains("Team pairings, round 2"), "{text}");
    assert!(text.contains("Match 1: Alfa – Beta ½ – 1½"), "{text}");
    assert!(text.contains("Match 2: Delta – Gamma 2 – 0"), "{text}");
    let header = "Bd | White | Rtg | Result | Black | Rtg";
    assert_eq!(
        rows(&html),
        vec![
            header,
            "1 | Rossi, Mario | 2200 | ½-½ | Verdi, Anna | 2150",
            "2 | Neri, Paolo | 2050 | 1-0 | Colombo, Ugo | 1800",
            header,
            "1 | Esposito, Gino | 1900 | 1-0 | Russo, Marco | 2000",
            "2 | Ferrari, Sara | 1950 | 0-1 | Romano, Elena | 1850",
        ]
    );
    // The individual pairings said Bianchi (2) "rests": he is Alfa's board 2, not needed.
    assert!(!text.contains("Rests this round"), "{text}");
    // Each name leads to its player's page: Rossi 1, Verdi 3, Neri 4, Colombo 9, …
    let targets = links(&html);
    for id in [1, 3, 4, 9, 7, 5, 6, 8] {
        assert!(targets.contains(&pages::player(PlayerId(id))), "{id}");
    }
    assert!(!targets.contains(&pages::player(PlayerId(2))));
    // The home page shows the latest round's team pairings.
    let home = collapse(&body_text(&read(&dir.path().join("site"), pages::HOME)));
    assert!(home.contains("Latest round: 2"), "{home}");
    assert!(home.contains("Match 2: Delta – Gamma 2 – 0"), "{home}");
}

#[test]
fn the_standings_pages_rank_the_teams_and_the_boards() {
    let (dir, _) = published(Language::English);
    let site = dir.path().join("site");
    // After round 1 (2/1/0): Alfa beat Delta 1½ – ½ (2 MP), Beta and Gamma drew 1 – 1
    // (1 MP each, 1 GP each); Delta 0 MP, ½ GP. Beta and Gamma level on MP and GP: their
    // direct encounter (EDE, C.07 6) is a draw and their EMGSB (opponent's MP × own GP) is
    // 1 × 1 each, so they share places 2-3.
    // EDE (C.07 6.2, all tied teams met): the mini-table of Beta and Gamma is 1 – 1, so
    // both take place 1 inside their group and the column says "1" for both; Alfa and
    // Delta are alone on their match points, so direct encounter was not needed (empty).
    let first = rows(&read(&site, &pages::standings(1)));
    assert_eq!(
        first[..5],
        [
            "Place | No. | Team | MP | GP | EDE | EMGSB",
            "1 | 1 | Alfa | 2 | 1½ |  | 0",
            "2-3 | 2 | Beta | 1 | 1 | 1 | 1",
            "2-3 | 3 | Gamma | 1 | 1 | 1 | 1",
            "4 | 4 | Delta | 0 | ½ |  | 1",
        ]
    );
    // After round 2: Beta 3 MP (D, W), Delta 2 MP 2½ GP, Alfa 2 MP 2 GP, Gamma 1 MP;
    // the same lines as the printed team standings (tests/files/report_team.rs).
    let second = rows(&read(&site, &pages::standings(2)));
    assert_eq!(
        second[..5],
        [
            "Place | No. | Team | MP | GP | EDE | EMGSB",
            "1 | 2 | Beta | 3 | 2½ |  | 4",
            "2 | 4 | Delta | 2 | 2½ |  | 3",
            "3 | 1 | Alfa | 2 | 2 |  | 4.5",
            "4 | 3 | Gamma | 1 | 1 |  | 3",
        ]
    );
    // Board standings after round 2: board 1 Rossi 1½ of 2 first; board 2 Neri 2 of 2.
    let boards = read(&site, pages::BOARD_STANDINGS);
    let board_rows = rows(&boards);
    assert_eq!(
        board_rows[1],
        "1 | Rossi, Mario | Alfa | 2200 | 2 | 1½ | 75"
    );
    assert!(
        board_rows.contains(&"1 | Neri, Paolo | Beta | 2050 | 2 | 2 | 100".to_string()),
        "{board_rows:?}"
    );
    assert!(links(&boards).contains(&pages::player(PlayerId(1))));
    // The crosstable is the teams'.
    let crosstable = collapse(&body_text(&read(&site, pages::CROSSTABLE)));
    assert!(
        crosstable.contains("Team crosstable after round 2"),
        "{crosstable}"
    );
    let beta: Vec<String> = table_rows(&read(&site, pages::CROSSTABLE))
        .into_iter()
        .find(|r| r.get(1).map(String::as_str) == Some("Beta"))
        .unwrap();
    // Against Alfa (1) 1½, itself ×, Gamma (3) 1, Delta (4) not met; 3 MP, 2½ GP, first.
    assert_eq!(beta, ["2", "Beta", "1½", "×", "1", "", "3", "2½", "1"]);
}

#[test]
fn a_players_page_gives_his_points_without_a_place_among_the_players() {
    let (dir, _) = published(Language::English);
    // Rossi (1): round 1 beat Esposito, round 2 drew with Verdi: 1½ points. A team event
    // ranks teams, so no individual place is claimed.
    let html = read(&dir.path().join("site"), &pages::player(PlayerId(1)));
    let text = collapse(&body_text(&html));
    assert!(text.contains("1½ points after round 2"), "{text}");
    assert!(!text.contains("place"), "{text}");
}

#[test]
fn the_team_site_reads_in_italian() {
    let (dir, _) = published(Language::Italian);
    let site = dir.path().join("site");
    let round = collapse(&body_text(&read(&site, &pages::round(1))));
    assert!(round.contains("Abbinamenti a squadre, turno 1"), "{round}");
    assert!(round.contains("Incontro 1: Alfa – Delta 1½ – ½"), "{round}");
    assert!(round.contains("Classifica per scacchiera"), "{round}");
    let player = collapse(&body_text(&read(&site, &pages::player(PlayerId(1)))));
    assert!(player.contains("1½ punti dopo il turno 2"), "{player}");
}

#[test]
fn printed_team_pairings_carry_the_qr_code_of_their_round_page() {
    let t = printed_team_event();
    let request = PrintRequest {
        round: Some(2),
        round_page_qr: Some("http://10.0.0.7:8080/".to_string()),
        ..PrintRequest::new(DocumentKind::TeamPairings, Language::English)
    };
    let document = report::build(&t, &request).unwrap();
    let urls: Vec<&str> = document
        .blocks
        .iter()
        .filter_map(|b| match b {
            Block::QrCode(qr) => Some(qr.url.as_str()),
            _ => None,
        })
        .collect();
    assert_eq!(urls, ["http://10.0.0.7:8080/round-2.html"]);
    // That page of the published site is the team pairings of round 2.
    let (dir, _) = published(Language::English);
    let html = read(&dir.path().join("site"), &pages::round(2));
    assert!(body_text(&html).contains("Team pairings, round 2"));
    // Asked for no QR code, none is printed.
    let plain = PrintRequest {
        round_page_qr: None,
        ..request
    };
    let document = report::build(&t, &plain).unwrap();
    assert!(
        !document
            .blocks
            .iter()
            .any(|b| matches!(b, Block::QrCode(_)))
    );
}
