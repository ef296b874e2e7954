//! Issue 38: the tournament site (crates/publish). Every page is made and links only to
//! pages of the site; a player's page shows his games; a round page shows the printed
//! pairings' text; hostile names appear as text on every page; the pages are
//! self-contained and worded in the language asked for.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::report_support::brera;
use crate::site_support::{body_text, links, table_rows};
use torneo::domain::{Player, PlayerId, Tournament};
use torneo::i18n::Language;
use torneo::publish::{self, Site, pages};
use torneo::report::{self, DocumentKind, PrintRequest};

fn site(t: &Tournament, lang: Language) -> Site {
    publish::site::build(t, lang).unwrap()
}

fn page<'a>(site: &'a Site, file: &str) -> &'a str {
    &site
        .page(file)
        .unwrap_or_else(|| panic!("no page {file}"))
        .html
}

/// Whitespace runs as one space, trimmed.
fn collapse(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

#[test]
fn every_page_is_made_and_every_link_is_a_page_of_the_site() {
    let t = brera();
    let site = site(&t, Language::English);
    let mut expected: Vec<String> = vec![pages::HOME.into()];
    expected.extend((1..=4).map(pages::round));
    // Results up to round 3: standings after rounds 1 to 3, the crosstable after 3.
    expected.extend((1..=3).map(pages::standings));
    expected.extend([pages::CROSSTABLE.into(), pages::PLAYERS.into()]);
    expected.extend((1..=8).map(|id| pages::player(PlayerId(id))));
    let files: Vec<&str> = site.pages.iter().map(|p| p.file.as_str()).collect();
    assert_eq!(files, expected);
    for p in &site.pages {
        for link in links(&p.html) {
            assert!(site.page(&link).is_some(), "{}: link to {link}", p.file);
        }
        // Self-contained: no script, no style sheet, font or image from elsewhere.
        let lower = p.html.to_lowercase();
        for forbidden in [
            "<script", "<link", "src=", "@import", "url(", "http:", "https:",
        ] {
            assert!(!lower.contains(forbidden), "{}: {forbidden}", p.file);
        }
        assert!(lower.starts_with("<!doctype html>"), "{}", p.file);
        assert!(p.html.contains("name=\"viewport\""), "{}", p.file);
    }
    // Every player's name links to his page from the players list, the standings and
    // the crosstable; each round page links to the players of its boards.
    for file in [
        pages::PLAYERS.to_string(),
        pages::standings(3),
        pages::CROSSTABLE.to_string(),
    ] {
        let targets = links(page(&site, &file));
        for id in 1..=8 {
            assert!(
                targets.contains(&pages::player(PlayerId(id))),
                "{file}: player {id}"
            );
        }
    }
    let round_4 = links(page(&site, &pages::round(4)));
    for id in [4, 1, 2, 5, 8, 6, 3] {
        assert!(
            round_4.contains(&pages::player(PlayerId(id))),
            "round 4: {id}"
        );
    }
}

#[test]
fn a_players_page_shows_his_games() {
    let t = brera();
    let site = site(&t, Language::English);
    // Rossi, Mario (4): round 1 White against Esposito (8) on board 4, won; round 2
    // White against Ferrari (7) on board 3, lost by forfeit; round 3 Black against
    // Bianchi (5) on board 3, drawn; round 4 White against Müller (1) on board 1, to play.
    let html = page(&site, &pages::player(PlayerId(4)));
    let rows = table_rows(html);
    let games: Vec<Vec<&str>> = rows
        .iter()
        .skip(1)
        .map(|r| r.iter().map(String::as_str).collect())
        .collect();
    assert_eq!(
        games,
        vec![
            vec!["1", "4", "White", "Esposito, Giulia", "", "1", "1"],
            vec!["2", "3", "White", "Ferrari, Luca", "1760", "−", "1"],
            vec!["3", "3", "Black", "Bianchi, Chiara", "1980", "½", "1½"],
            vec!["4", "1", "White", "Müller, Nicolò", "2350", "", ""],
        ]
    );
    let targets = links(html);
    for expected in [
        pages::player(PlayerId(8)),
        pages::player(PlayerId(7)),
        pages::player(PlayerId(5)),
        pages::player(PlayerId(1)),
        pages::round(1),
        pages::round(4),
    ] {
        assert!(targets.contains(&expected), "{expected}");
    }
    let text = collapse(&body_text(html));
    assert!(text.contains("Rossi, Mario"), "{text}");
    assert!(
        text.contains("1½ points, place 2-4, after round 3"),
        "{text}"
    );
    // Byes are said: Esposito (8) had a zero-point bye in round 2 and the
    // pairing-allocated bye in round 3.
    let esposito = table_rows(page(&site, &pages::player(PlayerId(8))));
    assert_eq!(esposito[2][3], "Zero-point bye", "{esposito:?}");
    assert_eq!(esposito[2][6], "0");
    assert_eq!(esposito[3][3], "Pairing-allocated bye", "{esposito:?}");
    assert_eq!(esposito[3][6], "1");
}

/// The printed document's text, line by line, whitespace collapsed: its header, title,
/// headings and table rows (the footer, with the page number, is paper's own).
fn printed_lines(t: &Tournament, kind: DocumentKind, round: u32, lang: Language) -> Vec<String> {
    let request = PrintRequest {
        round: Some(round),
        ..PrintRequest::new(kind, lang)
    };
    let document = report::build(t, &request).unwrap();
    let footer = collapse(&format!(
        "{} {}",
        document.footer.left, document.footer.right
    ));
    report::text::render(&document)
        .lines()
        .map(collapse)
        .filter(|l| !l.is_empty() && !l.chars().all(|c| matches!(c, '-' | '=' | ' ')))
        .filter(|l| *l != footer)
        .collect()
}

#[test]
fn a_round_page_shows_the_printed_pairings_text() {
    let t = brera();
    for lang in Language::ALL {
        let site = site(&t, lang);
        for round in 1..=4 {
            let html = page(&site, &pages::round(round));
            let mut page_lines: Vec<String> = table_rows(html)
                .iter()
                .map(|cells| {
                    let filled: Vec<&str> = cells
                        .iter()
                        .map(String::as_str)
                        .filter(|c| !c.is_empty())
                        .collect();
                    collapse(&filled.join(" "))
                })
                .collect();
            let text = body_text(html);
            page_lines.extend(text.lines().map(collapse));
            for line in printed_lines(&t, DocumentKind::Pairings, round, lang) {
                assert!(
                    page_lines.contains(&line),
                    "{lang:?} round {round}: printed line {line:?} not on the page"
                );
            }
        }
    }
}

/// Names a player could type (or a hostile file could hold).
const HOSTILE: [&str; 5] = [
    "<script>alert('x')</script>",
    "\"Quoted\" & 'Single', <b>Bold</b>",
    "</td></tr></table><h1>Broken</h1>",
    "مرحبا \u{202E}gnp.exe",
    "{{ words.home }} {% raw %}",
];

fn hostile_tournament() -> Tournament {
    let mut t = brera();
    for (i, name) in HOSTILE.iter().enumerate() {
        t.player_mut(PlayerId(i as u32 + 1)).unwrap().name = name.to_string();
    }
    t.player_mut(PlayerId(6)).unwrap().club = "<img src=x onerror=alert(1)>".into();
    t.settings.name = "<i>Open</i> & \"Co\"".into();
    t.settings.venue = "<style>body{display:none}</style>".into();
    t
}

#[test]
fn hostile_names_appear_as_text_on_every_page() {
    let t = hostile_tournament();
    let site = site(&t, Language::Italian);
    for p in &site.pages {
        let lower = p.html.to_lowercase();
        assert!(!lower.contains("<script"), "{}", p.file);
        assert!(!lower.contains("<img"), "{}", p.file);
        assert!(!lower.contains("<b>"), "{}", p.file);
        assert!(!lower.contains("<h1>broken"), "{}", p.file);
        assert!(!lower.contains("<i>open"), "{}", p.file);
        assert_eq!(lower.matches("<style").count(), 1, "{}", p.file);
        assert_eq!(
            lower.matches("<table").count(),
            lower.matches("</table>").count()
        );
        // The tournament's name is on every page, as typed.
        assert!(
            body_text(&p.html).contains("<i>Open</i> & \"Co\""),
            "{}",
            p.file
        );
    }
    // Each name reads as typed on the players list and on its own page, inside an
    // isolating <bdi> (a right-to-left name cannot turn the line around it).
    let list = body_text(page(&site, pages::PLAYERS));
    for (i, name) in HOSTILE.iter().enumerate() {
        assert!(list.contains(name), "players list: {name}");
        let own = page(&site, &pages::player(PlayerId(i as u32 + 1)));
        assert!(body_text(own).contains(name), "own page: {name}");
    }
    let rtl = page(&site, &pages::player(PlayerId(4)));
    assert!(
        rtl.contains("<h1><bdi>مرحبا \u{202E}gnp.exe</bdi></h1>"),
        "{rtl}"
    );
    let club = body_text(page(&site, &pages::player(PlayerId(6))));
    assert!(club.contains("<img src=x onerror=alert(1)>"));
}

#[test]
fn the_site_speaks_the_language_asked_for() {
    let t = brera();
    let italian = site(&t, Language::Italian);
    let home = page(&italian, pages::HOME);
    assert!(home.contains("<html lang=\"it\">"));
    let text = collapse(&body_text(home));
    for words in [
        "Il torneo",
        "Ultimo turno: 4",
        "Giocatori",
        "Classifica",
        "Tabellone",
    ] {
        assert!(text.contains(words), "{words}: {text}");
    }
    let english = site(&t, Language::English);
    let text = collapse(&body_text(page(&english, pages::HOME)));
    for words in [
        "The event",
        "Latest round: 4",
        "Players",
        "Standings",
        "Crosstable",
    ] {
        assert!(text.contains(words), "{words}: {text}");
    }
    assert!(page(&english, pages::HOME).contains("<html lang=\"en\">"));
}

#[test]
fn a_tournament_before_round_one_has_a_home_page_and_the_players() {
    let mut t = Tournament::default();
    t.add_player(Player {
        name: "Solo, Primo".into(),
        ..Player::default()
    });
    let site = site(&t, Language::English);
    let files: Vec<&str> = site.pages.iter().map(|p| p.file.as_str()).collect();
    assert_eq!(files, vec![pages::HOME, pages::PLAYERS, "player-1.html"]);
    let home = collapse(&body_text(page(&site, pages::HOME)));
    assert!(home.contains("No round has been paired yet."), "{home}");
}

#[test]
fn the_site_is_written_whole_and_replaces_the_previous_one() {
    let dir = tempfile::tempdir().unwrap();
    let folder = dir.path().join("site");
    let t = brera();
    let written = publish::publish(&t, Language::English, &folder).unwrap();
    assert_eq!(written, 18);
    let mut files: Vec<String> = std::fs::read_dir(&folder)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    files.sort();
    assert_eq!(files.len(), 19, "{files:?}");
    assert!(files.contains(&pages::MARKER.to_string()));
    let expected = site(&t, Language::English);
    for p in &expected.pages {
        assert_eq!(
            std::fs::read_to_string(folder.join(&p.file)).unwrap(),
            p.html
        );
    }
    // A smaller tournament replaces it: the old players' pages are gone.
    let mut small = Tournament::default();
    small.add_player(Player {
        name: "Solo, Primo".into(),
        ..Player::default()
    });
    assert_eq!(
        publish::publish(&small, Language::English, &folder).unwrap(),
        3
    );
    assert!(!folder.join(pages::round(1)).exists());
    assert!(!folder.join("player-8.html").exists());
    let beside: Vec<_> = std::fs::read_dir(dir.path()).unwrap().collect();
    assert_eq!(beside.len(), 1, "only the site is left in its parent");
}
