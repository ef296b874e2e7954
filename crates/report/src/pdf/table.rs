//! Tables: column widths measured from the text with the font's advance widths, `stretch`
//! columns sharing the room left over, the header row repeated at the top of every page
//! the table spans, rows never split, every other row shaded.
//!
//! A table wider than the page is first set in smaller type (down to
//! [`SMALLEST_TABLE_SIZE`]); if it is still too wide, its widest columns are narrowed to a
//! common width and their texts cut with an ellipsis ("…").

use super::fonts::{Fonts, Weight, fit};
use super::geometry::{BODY_SIZE, LEADING, SMALLEST_TABLE_SIZE};
use super::layout::Layout;
use super::marks::{BLACK, HEADER_FILL, MUTED, Mark, RULE, ZEBRA};
use crate::document::{Align, Column, Row, RowStyle, Table};

/// Space between a cell's text and its column's edges.
const PADDING: f32 = 3.0;

/// The type size and the column widths a table is printed with.
#[derive(Debug, Clone, PartialEq)]
pub struct ColumnPlan {
    pub size: f32,
    pub widths: Vec<f32>,
}

pub fn table(layout: &mut Layout, table: &Table) {
    if table.columns.is_empty() {
        return;
    }
    let plan = plan_columns(layout.fonts, table, layout.text_width());
    let row_height = plan.size * LEADING + 2.0;
    layout.ensure(2.0 * row_height);
    header_row(layout, &table.columns, &plan, row_height);
    for (index, row) in table.rows.iter().enumerate() {
        if layout.ensure(row_height) {
            header_row(layout, &table.columns, &plan, row_height);
        }
        body_row(layout, table, row, index, &plan, row_height);
    }
    let bottom = layout.y;
    layout.rule(bottom, 0.5, RULE);
    layout.y += plan.size;
}

/// Widths for `table` in `available` points (see the module doc).
pub fn plan_columns(fonts: &Fonts, table: &Table, available: f32) -> ColumnPlan {
    let ems = natural_ems(fonts, table);
    let padding = 2.0 * PADDING * ems.len() as f32;
    let total_em: f32 = ems.iter().sum();
    let size = if total_em * BODY_SIZE + padding <= available || total_em <= 0.0 {
        BODY_SIZE
    } else {
        ((available - padding) / total_em).clamp(SMALLEST_TABLE_SIZE, BODY_SIZE)
    };
    let mut widths: Vec<f32> = ems.iter().map(|em| em * size + 2.0 * PADDING).collect();
    let total: f32 = widths.iter().sum();
    if total > available {
        narrow_widest(&mut widths, available);
    } else {
        let stretching = table.columns.iter().filter(|c| c.stretch).count();
        if stretching > 0 {
            let extra = (available - total) / stretching as f32;
            for (width, column) in widths.iter_mut().zip(&table.columns) {
                if column.stretch {
                    *width += extra;
                }
            }
        }
    }
    ColumnPlan { size, widths }
}

/// Each column's widest text (title in bold, cells in their row's weight), in em.
fn natural_ems(fonts: &Fonts, table: &Table) -> Vec<f32> {
    let mut ems: Vec<f32> = table
        .columns
        .iter()
        .map(|column| fonts.width(&column.title, Weight::Bold, 1.0))
        .collect();
    for row in &table.rows {
        let weight = row_weight(row.style);
        for (em, cell) in ems.iter_mut().zip(&row.cells) {
            *em = em.max(fonts.width(cell, weight, 1.0));
        }
    }
    ems
}

/// Narrows the widest columns to one common width so that all fit in `available`.
fn narrow_widest(widths: &mut [f32], available: f32) {
    let mut sorted: Vec<f32> = widths.to_vec();
    sorted.sort_by(|a, b| b.total_cmp(a));
    // The cap c with sum(min(w, c)) = available: try capping the k widest columns.
    let mut cap = available / widths.len().max(1) as f32;
    let mut rest: f32 = sorted.iter().sum();
    for (k, width) in sorted.iter().enumerate() {
        rest -= width;
        let candidate = (available - rest) / (k + 1) as f32;
        if candidate >= sorted.get(k + 1).copied().unwrap_or(0.0) {
            cap = candidate;
            break;
        }
    }
    for width in widths.iter_mut() {
        *width = width.min(cap);
    }
}

fn row_weight(style: RowStyle) -> Weight {
    match style {
        RowStyle::Strong => Weight::Bold,
        RowStyle::Normal | RowStyle::Muted => Weight::Regular,
    }
}

fn header_row(layout: &mut Layout, columns: &[Column], plan: &ColumnPlan, height: f32) {
    let width: f32 = plan.widths.iter().sum();
    let (x, top) = (layout.left(), layout.y);
    layout.push(Mark::Fill {
        x,
        y: top,
        width,
        height,
        grey: HEADER_FILL,
    });
    let titles = columns
        .iter()
        .map(|column| (column.title.as_str(), column.align));
    cells(layout, titles, plan, Weight::Bold, BLACK);
    layout.y += height;
    let y = layout.y;
    layout.push(Mark::Line {
        from: (x, y),
        to: (x + width, y),
        width: 0.6,
        grey: BLACK,
        dashed: false,
    });
}

fn body_row(
    layout: &mut Layout,
    table: &Table,
    row: &Row,
    index: usize,
    plan: &ColumnPlan,
    height: f32,
) {
    if index % 2 == 1 {
        let (x, y) = (layout.left(), layout.y);
        layout.push(Mark::Fill {
            x,
            y,
            width: plan.widths.iter().sum(),
            height,
            grey: ZEBRA,
        });
    }
    let grey = if row.style == RowStyle::Muted {
        MUTED
    } else {
        BLACK
    };
    let texts = table.columns.iter().enumerate().map(|(column, spec)| {
        let text = row.cells.get(column).map_or("", String::as_str);
        (text, spec.align)
    });
    cells(layout, texts, plan, row_weight(row.style), grey);
    layout.y += height;
}

/// One line of cells at the cursor, each placed in its column by its alignment.
fn cells<'t>(
    layout: &mut Layout,
    texts: impl Iterator<Item = (&'t str, Align)>,
    plan: &ColumnPlan,
    weight: Weight,
    grey: u8,
) {
    let fonts = layout.fonts;
    let top = layout.y + 1.0;
    let mut left = layout.left();
    for ((text, align), width) in texts.zip(&plan.widths) {
        let room = width - 2.0 * PADDING;
        let shown = fit(fonts, text, weight, plan.size, room);
        let used = fonts.width(&shown, weight, plan.size);
        let x = match align {
            Align::Left => left + PADDING,
            Align::Centre => left + (width - used) / 2.0,
            Align::Right => left + width - PADDING - used,
        };
        layout.text(x, top, plan.size, weight, grey, &shown);
        left += width;
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]
    use super::*;

    fn column(title: &str, stretch: bool) -> Column {
        Column {
            title: title.to_string(),
            align: Align::Left,
            stretch,
        }
    }

    fn row(cells: &[&str]) -> Row {
        Row {
            cells: cells.iter().map(|c| c.to_string()).collect(),
            style: RowStyle::Normal,
        }
    }

    #[test]
    fn the_stretch_column_takes_the_room_left() {
        let fonts = Fonts::get().unwrap();
        let table = Table {
            columns: vec![column("No.", false), column("Name", true)],
            rows: vec![row(&["12", "Rossi, Mario"])],
        };
        let plan = plan_columns(fonts, &table, 500.0);
        assert_eq!(plan.size, BODY_SIZE);
        let number = fonts.width("No.", Weight::Bold, BODY_SIZE) + 2.0 * PADDING;
        assert!((plan.widths[0] - number).abs() < 1e-3);
        assert!((plan.widths[0] + plan.widths[1] - 500.0).abs() < 1e-3);
    }

    #[test]
    fn a_wide_table_shrinks_its_type_then_narrows_its_widest_columns() {
        let fonts = Fonts::get().unwrap();
        let long = "x".repeat(60);
        let table = Table {
            columns: vec![column("A", false), column("B", false)],
            rows: vec![row(&[&long, "1"])],
        };
        let natural = fonts.width(&long, Weight::Regular, BODY_SIZE);
        // Slightly too wide: a smaller type, no narrowing.
        let plan = plan_columns(fonts, &table, natural * 0.9);
        assert!(plan.size < BODY_SIZE && plan.size >= SMALLEST_TABLE_SIZE);
        assert!(plan.widths.iter().sum::<f32>() <= natural * 0.9 + 1e-3);
        // Far too wide: the smallest type and the long column cut to fit.
        let plan = plan_columns(fonts, &table, 100.0);
        assert_eq!(plan.size, SMALLEST_TABLE_SIZE);
        assert!((plan.widths.iter().sum::<f32>() - 100.0).abs() < 1e-3);
        let one = fonts.width("1", Weight::Regular, SMALLEST_TABLE_SIZE);
        let b = fonts.width("B", Weight::Bold, SMALLEST_TABLE_SIZE).max(one);
        assert!((plan.widths[1] - (b + 2.0 * PADDING)).abs() < 1e-3);
    }
}
