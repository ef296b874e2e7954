//! Issue 38 with issue 37's data: the site's standings by category (`categories.html`)
//! and rating changes (`ratings.html`, and a line on each player's page), in both
//! languages; every link is a page of the site; hostile category names are text.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::prizes_support::event;
use crate::rating_support::rated_event;
use crate::site_support::{body_text, links, table_rows};
use torneo::domain::{PlayerId, Tournament};
use torneo::i18n::Language;
use torneo::publish::{self, Site, pages};

fn site(t: &Tournament, lang: Language) -> Site {
    publish::site::build(t, lang).unwrap()
}

fn page<'a>(site: &'a Site, file: &str) -> &'a str {
    &site
        .page(file)
        .unwrap_or_else(|| panic!("no page {file}"))
        .html
}

fn every_link_is_a_page(site: &Site) {
    for p in &site.pages {
        for link in links(&p.html) {
            assert!(site.page(&link).is_some(), "{}: link to {link}", p.file);
        }
    }
}

/// The (place, name) of each player line of a standings page, tables in order.
fn placed_names(html: &str) -> Vec<(String, String)> {
    table_rows(html)
        .into_iter()
        .filter(|row| row.len() > 3 && row[0].chars().next().is_some_and(|c| c.is_ascii_digit()))
        .map(|row| (row[0].clone(), row[3].clone()))
        .collect()
}

#[test]
fn each_category_has_its_standings_on_the_site() {
    let t = event();
    let site = site(&t, Language::English);
    every_link_is_a_page(&site);
    let html = page(&site, pages::CATEGORIES);
    assert!(links(page(&site, pages::HOME)).contains(&pages::CATEGORIES.to_string()));
    // prizes_support: after round 2 Rossi 2, Conti 1, Bianchi ½, Esposito ½. Places are
    // counted inside each category: Under 16 (born 2010 or later) Rossi 1, Conti 2;
    // Over 50 Esposito 1; Under 8 nobody (said, no table); FIDE 1600-1799 Conti (1650,
    // 1 point) 1, Bianchi (1700, ½) 2.
    let expected: Vec<(String, String)> = [
        ("1", "Rossi, Anna"),
        ("2", "Conti, Carla"),
        ("1", "Esposito, Dario"),
        ("1", "Conti, Carla"),
        ("2", "Bianchi, Bruno"),
    ]
    .iter()
    .map(|(place, name)| (place.to_string(), name.to_string()))
    .collect();
    assert_eq!(placed_names(html), expected);
    let text = body_text(html);
    for heading in ["Under 16", "Over 50", "Under 8", "Fascia 1600-1799"] {
        assert!(text.contains(heading), "{heading}");
    }
    // Each name links to the player's page (ids in order of entry: Rossi 1 … Esposito 4).
    let targets = links(html);
    for id in 1..=4 {
        assert!(
            targets.contains(&pages::player(PlayerId(id))),
            "player {id}"
        );
    }
    // Italian: the navigation's word and the document's title.
    let italian = site_in_italian(&t);
    let home = body_text(page(&italian, pages::HOME));
    assert!(home.contains("Categorie"), "{home}");
    every_link_is_a_page(&italian);
}

fn site_in_italian(t: &Tournament) -> Site {
    site(t, Language::Italian)
}

#[test]
fn no_category_page_without_categories_or_results() {
    let mut t = event();
    t.settings.categories.categories.clear();
    assert!(
        site(&t, Language::English)
            .page(pages::CATEGORIES)
            .is_none()
    );
    let mut before = event();
    before.rounds.clear();
    assert!(
        site(&before, Language::English)
            .page(pages::CATEGORIES)
            .is_none()
    );
}

#[test]
fn hostile_category_names_are_text() {
    let mut t = event();
    t.settings.categories.categories[0].name = "<script>alert(1)</script> & \"U16\"".into();
    for lang in [Language::English, Language::Italian] {
        let site = site(&t, lang);
        let html = page(&site, pages::CATEGORIES);
        assert!(!html.to_lowercase().contains("<script"), "{html}");
        assert!(body_text(html).contains("<script>alert(1)</script> & \"U16\""));
    }
}

/// rating_support's event with pairing numbers 1-4 in order and the changes shown.
fn rated() -> Tournament {
    let mut t = rated_event();
    for (number, p) in (1..).zip(t.players.iter_mut()) {
        p.pairing_number = number;
    }
    t.settings.rating.show_change = true;
    t
}

#[test]
fn the_rating_changes_are_on_the_site_when_shown() {
    let t = rated();
    for lang in [Language::English, Language::Italian] {
        let site = site(&t, lang);
        every_link_is_a_page(&site);
        assert!(links(page(&site, pages::HOME)).contains(&pages::RATINGS.to_string()));
        let html = page(&site, pages::RATINGS);
        // rating_support, worked by hand: A 0, B −10, C +14, D unrated (no change).
        let rows = table_rows(html);
        let change_of = |name: &str| {
            let row = rows
                .iter()
                .find(|r| r.get(1).is_some_and(|n| n == name))
                .unwrap();
            row[7].clone()
        };
        assert_eq!(change_of("Alpha, Anna"), "0");
        assert_eq!(change_of("Beta, Bruno"), "-10");
        assert_eq!(change_of("Gamma, Carla"), "+14");
        assert_eq!(change_of("Delta, Dario"), "");
        let targets = links(html);
        for id in 1..=4 {
            assert!(
                targets.contains(&pages::player(PlayerId(id))),
                "player {id}"
            );
        }
    }
    // On the player's own page: "Rtg +/-" and his change; none for the unrated player.
    let site = site(&t, Language::English);
    let bruno = body_text(page(&site, &pages::player(PlayerId(2))));
    assert!(
        bruno.contains("Rtg +/-") && bruno.contains("-10"),
        "{bruno}"
    );
    let carla = body_text(page(&site, &pages::player(PlayerId(3))));
    assert!(carla.contains("+14"), "{carla}");
    let dario = body_text(page(&site, &pages::player(PlayerId(4))));
    assert!(!dario.contains("Rtg +/-"), "{dario}");
}

#[test]
fn the_rating_changes_stay_off_the_site_unless_shown() {
    let mut t = rated();
    t.settings.rating.show_change = false;
    let site = site(&t, Language::English);
    assert!(site.page(pages::RATINGS).is_none());
    for p in &site.pages {
        assert!(!p.html.contains(pages::RATINGS), "{}", p.file);
        assert!(!body_text(&p.html).contains("Rtg +/-"), "{}", p.file);
    }
}
