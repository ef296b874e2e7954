//! A [`Document`]'s tables as tab-separated text, for the clipboard: pasted into a
//! spreadsheet (LibreOffice, Excel) every cell lands in its own column. Each table is its
//! column titles then its rows; headings, paragraphs and fields come before it on lines
//! of their own (a field as label, tab, value); tabs and line breaks inside a cell become
//! spaces. Result slips and page breaks have no place in a table and are left out.

use super::document::{Block, Document, Table};

/// The document's title and blocks as tab-separated lines, each ending with `\n`.
pub fn render(document: &Document) -> String {
    let mut out = String::new();
    line(&mut out, [document.title.as_str()]);
    for block in &document.blocks {
        match block {
            Block::Heading(text) | Block::Paragraph(text) => line(&mut out, [text.as_str()]),
            Block::Fields(fields) => {
                for field in fields {
                    line(&mut out, [field.label.as_str(), field.value.as_str()]);
                }
            }
            Block::Table(table) => render_table(&mut out, table),
            Block::Slips(_) | Block::PageBreak(_) | Block::QrCode(_) => {}
        }
    }
    out
}

fn render_table(out: &mut String, table: &Table) {
    line(out, table.columns.iter().map(|c| c.title.as_str()));
    for row in &table.rows {
        // A missing cell is an empty one, so every row has the table's columns.
        let cells = (0..table.columns.len().max(row.cells.len()))
            .map(|i| row.cells.get(i).map_or("", String::as_str));
        line(out, cells);
    }
}

fn line<'a>(out: &mut String, cells: impl IntoIterator<Item = &'a str>) {
    let cleaned: Vec<String> = cells.into_iter().map(clean).collect();
    out.push_str(cleaned.join("\t").trim_end());
    out.push('\n');
}

/// A cell's text on one line without tabs.
fn clean(text: &str) -> String {
    text.chars()
        .map(|c| {
            if c == '\t' || c == '\n' || c == '\r' {
                ' '
            } else {
                c
            }
        })
        .collect::<String>()
        .trim()
        .to_string()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::document::{Align, Column, Field, PageFooter, PageHeader, PageSetup, Row, RowStyle};
    use crate::i18n::Language;

    fn column(title: &str) -> Column {
        Column {
            title: title.to_string(),
            align: Align::Left,
            stretch: false,
        }
    }

    #[test]
    fn tables_become_tab_separated_rows_under_their_titles() {
        let document = Document {
            title: "Abbinamenti - turno 3".to_string(),
            header: PageHeader::default(),
            footer: PageFooter::default(),
            page: PageSetup::default(),
            language: Language::Italian,
            blocks: vec![
                Block::Fields(vec![Field {
                    label: "Sistema".to_string(),
                    value: "Svizzero".to_string(),
                }]),
                Block::Table(Table {
                    columns: vec![column("Sc."), column("Bianco"), column("Nero")],
                    rows: vec![
                        Row {
                            cells: vec!["1".into(), "Rossi,\tMario".into(), "Bianchi".into()],
                            style: RowStyle::Normal,
                        },
                        Row {
                            cells: vec!["2".into(), "Verdi\nLuca".into()],
                            style: RowStyle::Strong,
                        },
                    ],
                }),
                Block::PageBreak(None),
            ],
        };
        assert_eq!(
            render(&document),
            "Abbinamenti - turno 3\nSistema\tSvizzero\nSc.\tBianco\tNero\n\
             1\tRossi, Mario\tBianchi\n2\tVerdi Luca\n"
        );
    }
}
