//! Plain-text rendering of a [`Document`], what tests (and a terminal) read: the header
//! lines, the title underlined with `=`, headings underlined with `-`, tables with
//! aligned columns (two spaces apart, a rule under the titles), fields as "label: value",
//! result slips one after another between cut lines (a labelled row of boxes: the label,
//! then the boxes), a page break as a form-feed line,
//! and the footer. Widths count characters; trailing spaces are trimmed.

use super::document::{Align, Block, Document, Field, ResultSlip, Table};

/// The line between two result slips, where the scissors go.
pub const CUT_LINE: &str = "----------------------------------------";
/// The line a player signs on.
pub const SIGNATURE_LINE: &str = "____________________";
/// A page break: the form-feed character alone on its line.
pub const PAGE_BREAK: &str = "\u{c}";

/// The document as text, every line ending with `\n`.
pub fn render(document: &Document) -> String {
    let mut out = String::new();
    let header = &document.header;
    if !header.tournament.is_empty() {
        line(&mut out, &header.tournament);
    }
    for l in &header.lines {
        line(&mut out, l);
    }
    out.push('\n');
    underlined(&mut out, &document.title, '=');
    for block in &document.blocks {
        out.push('\n');
        render_block(&mut out, block);
    }
    let footer = &document.footer;
    let parts: Vec<&str> = [footer.left.as_str(), footer.right.as_str()]
        .into_iter()
        .filter(|p| !p.is_empty())
        .collect();
    if !parts.is_empty() {
        out.push('\n');
        line(&mut out, &parts.join(" · "));
    }
    out
}

fn line(out: &mut String, text: &str) {
    out.push_str(text.trim_end());
    out.push('\n');
}

fn underlined(out: &mut String, text: &str, mark: char) {
    line(out, text);
    let width = text.chars().count();
    line(out, &mark.to_string().repeat(width));
}

fn render_block(out: &mut String, block: &Block) {
    match block {
        Block::Heading(text) => underlined(out, text, '-'),
        Block::Paragraph(text) => line(out, text),
        Block::Fields(fields) => render_fields(out, fields),
        Block::Table(table) => render_table(out, table),
        Block::Slips(slips) => render_slips(out, slips),
        Block::QrCode(qr) => {
            line(out, &qr.caption);
            line(out, &qr.url);
        }
        Block::PageBreak(_) => {
            // Not through `line`: the form feed is white space that trimming would drop.
            out.push_str(PAGE_BREAK);
            out.push('\n');
        }
    }
}

fn render_fields(out: &mut String, fields: &[Field]) {
    for field in fields {
        line(out, &format!("{}: {}", field.label, field.value));
    }
}

fn width(text: &str) -> usize {
    text.chars().count()
}

/// `text` padded to `width` characters as `align` says.
fn pad(text: &str, width_wanted: usize, align: Align) -> String {
    let room = width_wanted.saturating_sub(width(text));
    let (left, right) = match align {
        Align::Left => (0, room),
        Align::Right => (room, 0),
        Align::Centre => (room / 2, room - room / 2),
    };
    format!("{}{text}{}", " ".repeat(left), " ".repeat(right))
}

fn render_table(out: &mut String, table: &Table) {
    let mut widths: Vec<usize> = table.columns.iter().map(|c| width(&c.title)).collect();
    for row in &table.rows {
        for (w, cell) in widths.iter_mut().zip(&row.cells) {
            *w = (*w).max(width(cell));
        }
    }
    let titles: Vec<String> = table
        .columns
        .iter()
        .zip(&widths)
        .map(|(c, &w)| pad(&c.title, w, c.align))
        .collect();
    line(out, &titles.join("  "));
    let rules: Vec<String> = widths.iter().map(|&w| "-".repeat(w)).collect();
    line(out, &rules.join("  "));
    for row in &table.rows {
        let cells: Vec<String> = table
            .columns
            .iter()
            .zip(&widths)
            .enumerate()
            .map(|(i, (c, &w))| pad(row.cells.get(i).map_or("", String::as_str), w, c.align))
            .collect();
        line(out, &cells.join("  "));
    }
}

fn render_slips(out: &mut String, slips: &[ResultSlip]) {
    for slip in slips {
        line(out, CUT_LINE);
        line(out, &slip.heading);
        for text in &slip.lines {
            line(out, text);
        }
        for game in &slip.games {
            let boxes: Vec<String> = game.choices.iter().map(|c| format!("[ ] {c}")).collect();
            let boxes = boxes.join("   ");
            match game.label.as_str() {
                "" => line(out, &boxes),
                label => line(out, &format!("{label}   {boxes}")),
            }
        }
        if let Some(total) = &slip.total {
            line(out, total);
        }
        for signature in &slip.signatures {
            line(out, &format!("{signature}: {SIGNATURE_LINE}"));
        }
    }
    if !slips.is_empty() {
        line(out, CUT_LINE);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::document::{Column, PageFooter, PageHeader, PageSetup, Row, RowStyle};
    use crate::i18n::Language;

    #[test]
    fn columns_align_by_characters_not_bytes() {
        let column = |title: &str, align| Column {
            title: title.into(),
            align,
            stretch: false,
        };
        let row = |cells: [&str; 3]| Row {
            cells: cells.iter().map(|c| c.to_string()).collect(),
            style: RowStyle::Normal,
        };
        let doc = Document {
            title: "Tëst".into(),
            header: PageHeader {
                tournament: "Open".into(),
                lines: vec!["Milano".into()],
            },
            footer: PageFooter {
                left: String::new(),
                right: "Torneo 9".into(),
                page_label: String::new(),
            },
            page: PageSetup::default(),
            language: Language::English,
            blocks: vec![
                Block::Table(Table {
                    columns: vec![
                        column("N", Align::Right),
                        column("Name", Align::Left),
                        column("Res", Align::Centre),
                    ],
                    rows: vec![row(["1", "Ελένη", "½"]), row(["10", "Li", "1-0"])],
                }),
                Block::PageBreak(None),
                Block::Paragraph("end".into()),
            ],
        };
        let expected = [
            "Open",
            "Milano",
            "",
            "Tëst",
            "====",
            "",
            " N  Name   Res",
            "--  -----  ---",
            " 1  Ελένη   ½",
            "10  Li     1-0",
            "",
            "\u{c}",
            "",
            "end",
            "",
            "Torneo 9",
            "",
        ]
        .join("\n");
        assert_eq!(render(&doc), expected);
    }
}
