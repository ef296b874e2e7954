//! Documents written by hand for the renderer tests, and `pdftotext` to read PDFs back.

#![allow(clippy::unwrap_used, clippy::expect_used, dead_code)]

use std::path::Path;
use std::process::Command;
use torneo::i18n::Language;
use torneo::report::{
    Align, Block, Column, Document, PageFooter, PageHeader, PageSetup, ResultSlip, Row, RowStyle,
    SlipGame, Table,
};

/// Players whose names need more than ASCII: accents, Cyrillic, Greek.
pub const NAMES: [&str; 6] = [
    "Ćosić, Šimun",
    "Nicolò, Zoë Müller",
    "Иванов, Пётр",
    "Παπαδόπουλος, Γιώργος",
    "Dell'Orto, Aurélien",
    "Łukasiewicz, Øystein",
];

pub fn column(title: &str, align: Align, stretch: bool) -> Column {
    Column {
        title: title.to_string(),
        align,
        stretch,
    }
}

pub fn row(cells: &[&str]) -> Row {
    Row {
        cells: cells.iter().map(|cell| cell.to_string()).collect(),
        style: RowStyle::Normal,
    }
}

/// A standings-like table: No., Name, Rating, Points.
pub fn players_table(names: &[String]) -> Table {
    Table {
        columns: vec![
            column("No.", Align::Right, false),
            column("Name", Align::Left, true),
            column("Rating", Align::Right, false),
            column("Points", Align::Right, false),
        ],
        rows: names
            .iter()
            .enumerate()
            .map(|(index, name)| {
                let number = (index + 1).to_string();
                let rating = (2400 - index).to_string();
                row(&[&number, name, &rating, "2½"])
            })
            .collect(),
    }
}

pub fn document(blocks: Vec<Block>) -> Document {
    Document {
        title: "Standings after round 3".to_string(),
        header: PageHeader {
            tournament: "Open di Città di Castello".to_string(),
            lines: vec!["Città di Castello, 1-3 May 2026".to_string(), String::new()],
        },
        footer: PageFooter {
            left: "Chief arbiter: Niccolò Bianchi".to_string(),
            right: "Torneo 0.1.0".to_string(),
            page_label: "page {page} of {pages}".to_string(),
        },
        page: PageSetup::default(),
        language: Language::English,
        blocks,
    }
}

pub fn slip(board: u32) -> ResultSlip {
    ResultSlip {
        heading: format!("Round 3 - Board {board}"),
        lines: vec![
            format!("White: {} (2400)", NAMES[board as usize % NAMES.len()]),
            format!(
                "Black: {} (2300)",
                NAMES[(board as usize + 1) % NAMES.len()]
            ),
        ],
        games: vec![SlipGame {
            label: String::new(),
            choices: vec!["1-0".to_string(), "½-½".to_string(), "0-1".to_string()],
        }],
        total: None,
        signatures: vec![
            "White's signature".to_string(),
            "Black's signature".to_string(),
        ],
    }
}

/// Whether `pdftotext` (poppler-utils) can be run; `.ci/run` installs it.
pub fn pdftotext_available() -> bool {
    let found = Command::new("pdftotext").arg("-v").output().is_ok();
    if !found {
        eprintln!("pdftotext is not installed (poppler-utils): PDF text checks skipped");
    }
    found
}

/// The text of `pdf` (pages `first..=last` when given), as `pdftotext` extracts it.
pub fn pdf_text(pdf: &[u8], pages: Option<(usize, usize)>) -> String {
    let folder = tempfile::tempdir().unwrap();
    let path = folder.path().join("document.pdf");
    std::fs::write(&path, pdf).unwrap();
    text_of(&path, pages)
}

pub fn text_of(path: &Path, pages: Option<(usize, usize)>) -> String {
    let mut command = Command::new("pdftotext");
    command.arg("-layout");
    if let Some((first, last)) = pages {
        command.args(["-f", &first.to_string(), "-l", &last.to_string()]);
    }
    let output = command.arg(path).arg("-").output().unwrap();
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout).unwrap()
}

/// The positions of `words` in `text`, failing when one is missing or out of order.
pub fn assert_in_order(text: &str, words: &[&str]) {
    let mut from = 0;
    for word in words {
        let Some(found) = text[from..].find(word) else {
            panic!("{word:?} missing (or out of order) in:\n{text}");
        };
        from += found + word.len();
    }
}

/// The "Page size" line of `pdfinfo` (poppler-utils) for `path`, e.g. "612 x 792 pts
/// (letter)".
pub fn page_size(path: &Path) -> String {
    let output = Command::new("pdfinfo").arg(path).output().unwrap();
    let info = String::from_utf8_lossy(&output.stdout).into_owned();
    info.lines()
        .find_map(|line| line.strip_prefix("Page size:"))
        .map(|size| size.trim().to_string())
        .unwrap_or_default()
}
