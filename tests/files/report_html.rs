//! The HTML rendering of the documents: one self-contained file with print CSS, the
//! document's language, every name present and escaped, tables with repeated headers.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::report_support;

use report_support::brera;
use torneo::domain::PlayerId;
use torneo::i18n::Language;
use torneo::report::{self, DocumentKind, Paper, PrintRequest, html};

fn html_of(t: &torneo::domain::Tournament, request: &PrintRequest) -> String {
    html::render(&report::build(t, request).unwrap())
}

#[test]
fn standings_page_is_self_contained_with_print_css() {
    let t = brera();
    let page = html_of(
        &t,
        &PrintRequest::new(DocumentKind::Standings, Language::Italian),
    );
    assert!(page.starts_with("<!DOCTYPE html>\n<html lang=\"it\">"));
    assert!(page.contains("<meta charset=\"utf-8\">"));
    assert!(page.contains("@page { size: A4 portrait;"));
    assert!(page.contains("thead { display: table-header-group; }"));
    assert!(page.contains("break-inside: avoid"));
    // Self-contained: nothing fetched, nothing run.
    for outside in ["<script", "<link", "src=", "http://", "https://", "@import"] {
        assert!(!page.contains(outside), "{outside}");
    }
    assert_eq!(page.matches("<table>").count(), 1);
    assert_eq!(page.matches("<thead>").count(), 1);
    // One header row and eight players.
    assert_eq!(page.matches("<tr").count(), 9);
    assert!(page.contains("<h1>Open di Brera 2026</h1>"));
    assert!(page.contains("<h2>Classifica dopo il turno 3</h2>"));
    assert!(page.contains("<td class=\"right\">2-4</td>"));
    assert!(page.contains("<td class=\"right\">3,5</td>"));
    assert!(page.contains("<tr class=\"muted\">"));
    for name in [
        "Müller, Nicolò",
        "Παπαδοπούλου, Ελένη",
        "Иванов, Сергей",
        "Rossi, Mario",
        "Bianchi, Chiara",
        "O&#39;Brien, Seán",
        "Ferrari, Luca (ritirato)",
        "Esposito, Giulia",
    ] {
        assert_eq!(page.matches(name).count(), 1, "{name}");
    }
    assert!(page.ends_with("</html>\n"));
}

#[test]
fn text_is_escaped_everywhere() {
    let mut t = brera();
    t.settings.name = "Open <b>\"Brera\"</b> & Co".into();
    t.player_mut(PlayerId(4)).unwrap().name = "<script>alert('x')</script>".into();
    let page = html_of(
        &t,
        &PrintRequest::new(DocumentKind::Pairings, Language::English),
    );
    assert!(!page.contains("<script>"));
    assert!(!page.contains("<b>"));
    assert!(page.contains("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;"));
    assert!(page.contains("<h1>Open &lt;b&gt;&quot;Brera&quot;&lt;/b&gt; &amp; Co</h1>"));
    assert!(page.contains(
        "<title>Open &lt;b&gt;&quot;Brera&quot;&lt;/b&gt; &amp; Co – Pairings, round 4</title>"
    ));
}

#[test]
fn paper_orientation_page_breaks_and_slips() {
    let t = brera();
    let crosstable = html_of(
        &t,
        &PrintRequest {
            paper: Paper::Letter,
            ..PrintRequest::new(DocumentKind::Crosstable, Language::English)
        },
    );
    assert!(crosstable.contains("@page { size: letter landscape;"));
    assert!(crosstable.contains("<section class=\"landscape\">"));
    let report = html_of(
        &t,
        &PrintRequest::new(DocumentKind::Report, Language::English),
    );
    assert!(report.contains("<section class=\"break landscape\">"));
    assert!(report.contains("<dt>Organiser</dt><dd>ASD Scacchi Brera</dd>"));
    let slips = html_of(
        &t,
        &PrintRequest::new(DocumentKind::ResultSlips, Language::Italian),
    );
    assert_eq!(slips.matches("<div class=\"slip\">").count(), 3);
    assert_eq!(slips.matches("Firma del Bianco").count(), 3);
    assert!(slips.contains("☐ ½-½"));
    assert!(slips.contains("Bianco: 2 WIM Παπαδοπούλου, Ελένη (2280)"));
}
