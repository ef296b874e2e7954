//! Issue 38: the QR code of the round's page on printed pairings, when the request
//! names the site's address: in the text, in the HTML (an inline SVG drawing, nothing
//! fetched) and in the PDF, where the printed code, rasterised, reads back as the round
//! page's address.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::pdf_support::pdftotext_available;
use crate::report_support::brera;
use std::process::Command;
use torneo::i18n::Language;
use torneo::report::{self, DocumentKind, PrintRequest, html, pdf, text};

const SITE: &str = "http://10.0.0.7:8080/";
const ROUND_PAGE: &str = "http://10.0.0.7:8080/round-2.html";

fn request(site: Option<&str>) -> PrintRequest {
    PrintRequest {
        round: Some(2),
        round_page_qr: site.map(String::from),
        ..PrintRequest::new(DocumentKind::Pairings, Language::Italian)
    }
}

#[test]
fn the_sheet_names_the_round_page_only_when_asked() {
    let t = brera();
    let with = text::render(&report::build(&t, &request(Some(SITE))).unwrap());
    assert!(
        with.contains("Abbinamenti e risultati sul telefono:"),
        "{with}"
    );
    assert!(with.contains(ROUND_PAGE), "{with}");
    let without = text::render(&report::build(&t, &request(None)).unwrap());
    assert!(!without.contains("round-2.html"), "{without}");
    // A blank address is no address.
    let blank = text::render(&report::build(&t, &request(Some("  "))).unwrap());
    assert!(!blank.contains("telefono"), "{blank}");
}

#[test]
fn the_html_draws_the_code_inline() {
    let t = brera();
    let page = html::render(&report::build(&t, &request(Some(SITE))).unwrap());
    assert!(page.contains("<svg viewBox=\"0 0 "), "no drawing");
    assert!(page.contains(&format!("aria-label=\"{ROUND_PAGE}\"")));
    assert!(page.contains(&format!("<p>{ROUND_PAGE}</p>")));
    for outside in ["<script", "<img", "<link", "src="] {
        assert!(!page.contains(outside), "{outside}");
    }
}

/// The grey pixels of a binary PGM (`P5`) image: width, height, pixels.
fn read_pgm(bytes: &[u8]) -> (usize, usize, Vec<u8>) {
    let mut fields = Vec::new();
    let mut at = 0;
    while fields.len() < 4 {
        while bytes[at].is_ascii_whitespace() {
            at += 1;
        }
        let start = at;
        while !bytes[at].is_ascii_whitespace() {
            at += 1;
        }
        fields.push(String::from_utf8_lossy(&bytes[start..at]).into_owned());
    }
    assert_eq!(fields[0], "P5");
    let (width, height) = (fields[1].parse().unwrap(), fields[2].parse().unwrap());
    (width, height, bytes[at + 1..].to_vec())
}

#[test]
fn the_printed_code_reads_back_as_the_round_page() {
    if !pdftotext_available() {
        return;
    }
    let t = brera();
    let bytes = pdf::render(&report::build(&t, &request(Some(SITE))).unwrap()).unwrap();
    let folder = tempfile::tempdir().unwrap();
    let file = folder.path().join("pairings.pdf");
    std::fs::write(&file, bytes).unwrap();
    let output = folder.path().join("page");
    let status = Command::new("pdftoppm")
        .args(["-r", "200", "-gray", "-f", "1", "-l", "1", "-singlefile"])
        .arg(&file)
        .arg(&output)
        .status()
        .unwrap();
    assert!(status.success());
    let (width, height, pixels) = read_pgm(&std::fs::read(output.with_extension("pgm")).unwrap());
    let mut image =
        rqrr::PreparedImage::prepare_from_greyscale(width, height, |x, y| pixels[y * width + x]);
    let grids = image.detect_grids();
    assert_eq!(grids.len(), 1, "one code on the page");
    let (_, content) = grids[0].decode().unwrap();
    assert_eq!(content, ROUND_PAGE);
}
