//! A printed [`Document`] (crates/report) as the templates read it: its title, header
//! and blocks, each table cell with its text and, for a player's name, the link to his
//! page. The site shows the very tables the arbiter prints; only the links are added.
//!
//! Which cells are names is said per document by [`LinkRule`]s: the column of the name
//! and the column whose text finds the player (his pairing number, or his rank in the
//! crosstable), looked up in a [`PlayerKeys`] map. A row whose key is not found (no
//! pairing number yet) keeps its name without a link.

use crate::domain::PlayerId;
use crate::pages;
use crate::report::{Align, Block, Document, Field, RowStyle, Table};
use serde::Serialize;
use std::collections::BTreeMap;

/// The text of a key column and the player it names.
pub type PlayerKeys = BTreeMap<String, PlayerId>;

/// A name column and the column that finds its player.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LinkRule {
    pub name: usize,
    pub key: usize,
}

/// The link rules of a document's tables: `first` for its first table, `rest` for the
/// others (the byes under the boards; the further parts of a split crosstable).
#[derive(Debug, Clone, Default)]
pub struct TableLinks<'a> {
    pub first: Vec<LinkRule>,
    pub rest: Vec<LinkRule>,
    pub keys: Option<&'a PlayerKeys>,
}

/// A document ready for the templates.
#[derive(Debug, Clone, Serialize)]
pub struct DocumentView {
    pub title: String,
    /// Place and dates, round: the printed header's lines.
    pub header: Vec<String>,
    pub blocks: Vec<BlockView>,
}

/// One block; `kind` is what the template switches on.
#[derive(Debug, Clone, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum BlockView {
    Heading { text: String },
    Paragraph { text: String },
    Fields { fields: Vec<FieldView> },
    Table { table: TableView },
}

#[derive(Debug, Clone, Serialize)]
pub struct FieldView {
    pub label: String,
    pub value: String,
}

#[derive(Debug, Clone, Serialize)]
pub struct TableView {
    pub columns: Vec<ColumnView>,
    pub rows: Vec<RowView>,
}

#[derive(Debug, Clone, Serialize)]
pub struct ColumnView {
    pub title: String,
    /// `left`, `centre` or `right`: a CSS class.
    pub align: &'static str,
    /// A name column: its text may wrap on a narrow screen.
    pub wide: bool,
}

#[derive(Debug, Clone, Serialize)]
pub struct RowView {
    /// `normal`, `strong` or `muted`: a CSS class.
    pub style: &'static str,
    pub cells: Vec<CellView>,
}

#[derive(Debug, Clone, Serialize)]
pub struct CellView {
    pub text: String,
    /// The page this cell links to (a player's), if any.
    pub href: Option<String>,
}

fn align_class(align: Align) -> &'static str {
    match align {
        Align::Left => "left",
        Align::Centre => "centre",
        Align::Right => "right",
    }
}

fn style_class(style: RowStyle) -> &'static str {
    match style {
        RowStyle::Normal => "normal",
        RowStyle::Strong => "strong",
        RowStyle::Muted => "muted",
    }
}

/// The fields of a settings summary.
pub fn fields(fields: &[Field]) -> Vec<FieldView> {
    fields
        .iter()
        .map(|f| FieldView {
            label: f.label.clone(),
            value: f.value.clone(),
        })
        .collect()
}

/// `table` with the links `rules` give.
pub fn table(table: &Table, rules: &[LinkRule], keys: Option<&PlayerKeys>) -> TableView {
    let columns = table
        .columns
        .iter()
        .map(|c| ColumnView {
            title: c.title.clone(),
            align: align_class(c.align),
            wide: c.stretch,
        })
        .collect();
    let rows = table
        .rows
        .iter()
        .map(|row| {
            let mut cells: Vec<CellView> = row
                .cells
                .iter()
                .map(|text| CellView {
                    text: text.clone(),
                    href: None,
                })
                .collect();
            for rule in rules {
                let player = row
                    .cells
                    .get(rule.key)
                    .and_then(|key| keys.and_then(|keys| keys.get(key)));
                if let (Some(&id), Some(cell)) = (player, cells.get_mut(rule.name)) {
                    cell.href = Some(pages::player(id));
                }
            }
            RowView {
                style: style_class(row.style),
                cells,
            }
        })
        .collect();
    TableView { columns, rows }
}

/// `document` for the templates, its tables linked by `links`. Page breaks, meant for
/// paper, are left out; result slips are never published, nor a printed sheet's QR code
/// (it points to the site the reader is already on).
pub fn document(document: &Document, links: &TableLinks<'_>) -> DocumentView {
    let mut tables = 0;
    let blocks = document
        .blocks
        .iter()
        .filter_map(|block| match block {
            Block::Heading(text) => Some(BlockView::Heading { text: text.clone() }),
            Block::Paragraph(text) => Some(BlockView::Paragraph { text: text.clone() }),
            Block::Fields(list) => Some(BlockView::Fields {
                fields: fields(list),
            }),
            Block::Table(t) => {
                let rules = if tables == 0 {
                    &links.first
                } else {
                    &links.rest
                };
                tables += 1;
                Some(BlockView::Table {
                    table: table(t, rules, links.keys),
                })
            }
            Block::Slips(_) | Block::PageBreak(_) | Block::QrCode(_) => None,
        })
        .collect();
    DocumentView {
        title: document.title.clone(),
        header: document.header.lines.clone(),
        blocks,
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;
    use crate::report::{Column, Row};

    #[test]
    fn a_name_links_to_the_player_its_key_finds() {
        let t = Table {
            columns: vec![
                Column {
                    title: "No".into(),
                    align: Align::Right,
                    stretch: false,
                },
                Column {
                    title: "Name".into(),
                    align: Align::Left,
                    stretch: true,
                },
            ],
            rows: vec![
                Row {
                    cells: vec!["1".into(), "Rossi".into()],
                    style: RowStyle::Normal,
                },
                Row {
                    cells: vec![String::new(), "Late, Entry".into()],
                    style: RowStyle::Muted,
                },
            ],
        };
        let keys: PlayerKeys = [("1".to_string(), PlayerId(7))].into();
        let view = table(&t, &[LinkRule { name: 1, key: 0 }], Some(&keys));
        assert_eq!(view.rows[0].cells[1].href.as_deref(), Some("player-7.html"));
        assert_eq!(view.rows[0].cells[0].href, None);
        assert_eq!(view.rows[1].cells[1].href, None);
        assert_eq!(view.rows[1].style, "muted");
        assert_eq!(view.columns[0].align, "right");
        assert!(view.columns[1].wide);
    }
}
