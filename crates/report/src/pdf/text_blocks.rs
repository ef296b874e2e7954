//! Headings, paragraphs (wrapped to the writing width) and label/value fields.

use super::fonts::{Fonts, Weight, fit};
use super::geometry::{BODY_SIZE, HEADING_SIZE, LEADING};
use super::layout::Layout;
use super::marks::BLACK;
use crate::document::Field;

/// Room kept below a heading so that it never ends a page alone (about three rows).
const KEEP_WITH_NEXT: f32 = 4.0 * BODY_SIZE * LEADING;

pub fn heading(layout: &mut Layout, text: &str) {
    let space_before = if layout.page_is_fresh() { 0.0 } else { 8.0 };
    layout.ensure(space_before + HEADING_SIZE * LEADING + KEEP_WITH_NEXT);
    if !layout.page_is_fresh() {
        layout.y += space_before;
    }
    let text = fit(
        layout.fonts,
        text,
        Weight::Bold,
        HEADING_SIZE,
        layout.text_width(),
    );
    let (x, top) = (layout.left(), layout.y);
    layout.text(x, top, HEADING_SIZE, Weight::Bold, BLACK, &text);
    layout.y += HEADING_SIZE * LEADING + 2.0;
}

pub fn paragraph(layout: &mut Layout, text: &str) {
    let lines = wrap(
        layout.fonts,
        text,
        Weight::Regular,
        BODY_SIZE,
        layout.text_width(),
    );
    for line in lines {
        write_line(layout, layout.left(), Weight::Regular, &line);
    }
    layout.y += BODY_SIZE * 0.6;
}

/// Labels in bold in a column as wide as the widest (at most a third of the page),
/// values wrapped beside them.
pub fn fields(layout: &mut Layout, fields: &[Field]) {
    let fonts = layout.fonts;
    let widest = fields
        .iter()
        .map(|field| fonts.width(&field.label, Weight::Bold, BODY_SIZE))
        .fold(0.0, f32::max);
    let label_width = widest.min(layout.text_width() / 3.0);
    let gap = BODY_SIZE;
    let value_width = layout.text_width() - label_width - gap;
    for field in fields {
        let label = fit(fonts, &field.label, Weight::Bold, BODY_SIZE, label_width);
        let lines = wrap(fonts, &field.value, Weight::Regular, BODY_SIZE, value_width);
        layout.ensure(BODY_SIZE * LEADING);
        let (x, top) = (layout.left(), layout.y);
        layout.text(x, top, BODY_SIZE, Weight::Bold, BLACK, &label);
        if lines.is_empty() {
            layout.y += BODY_SIZE * LEADING;
        }
        for line in lines {
            write_line(layout, x + label_width + gap, Weight::Regular, &line);
        }
    }
    layout.y += BODY_SIZE * 0.6;
}

fn write_line(layout: &mut Layout, x: f32, weight: Weight, line: &str) {
    layout.ensure(BODY_SIZE * LEADING);
    let top = layout.y;
    layout.text(x, top, BODY_SIZE, weight, BLACK, line);
    layout.y += BODY_SIZE * LEADING;
}

/// `text` broken into lines no wider than `width` at word boundaries (a word wider than a
/// line is cut with an ellipsis). Line breaks in the text are kept.
pub fn wrap(fonts: &Fonts, text: &str, weight: Weight, size: f32, width: f32) -> Vec<String> {
    let mut lines = Vec::new();
    for source_line in text.lines() {
        let mut line = String::new();
        for word in source_line.split_whitespace() {
            let candidate = if line.is_empty() {
                word.to_string()
            } else {
                format!("{line} {word}")
            };
            if fonts.width(&candidate, weight, size) <= width {
                line = candidate;
                continue;
            }
            if !line.is_empty() {
                lines.push(std::mem::take(&mut line));
            }
            line = fit(fonts, word, weight, size, width);
        }
        lines.push(line);
    }
    lines
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]
    use super::*;

    #[test]
    fn wrapping_keeps_every_word_in_order_within_the_width() {
        let fonts = Fonts::get().unwrap();
        let text = "Il torneo si gioca con il sistema svizzero olandese su nove turni, \
                    con spareggi Buchholz Cut-1, Buchholz e Sonneborn-Berger.";
        let width = fonts.width("Il torneo si gioca con il", Weight::Regular, 9.0);
        let lines = wrap(fonts, text, Weight::Regular, 9.0, width);
        assert_eq!(lines[0], "Il torneo si gioca con il");
        assert!(lines.len() > 3);
        for line in &lines {
            assert!(fonts.width(line, Weight::Regular, 9.0) <= width, "{line}");
        }
        assert_eq!(
            lines.join(" "),
            text.split_whitespace().collect::<Vec<_>>().join(" ")
        );
    }
}
