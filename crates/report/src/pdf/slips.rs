//! Result slips, several to a page (four on A4 portrait), with dashed cut lines between
//! them: round and board, both players, a tick box per result, two signature lines.

use super::fonts::{Weight, fit};
use super::geometry::{FOOTER_SIZE, LEADING, MARGIN};
use super::layout::Layout;
use super::marks::{BLACK, MUTED, Mark, RULE};
use crate::document::ResultSlip;

/// The least height of one slip; a page holds as many as fit, spread evenly.
const SLIP_HEIGHT: f32 = 150.0;
const HEADING_SIZE: f32 = 12.0;
const PLAYER_SIZE: f32 = 10.0;
const BOX: f32 = 10.0;
const INSET: f32 = 10.0;
/// Scissors at the left end of each cut line.
const SCISSORS: &str = "✂";

pub fn slips(layout: &mut Layout, slips: &[ResultSlip]) {
    if slips.is_empty() {
        return;
    }
    if !layout.page_is_fresh() {
        layout.start_page(layout.orientation());
    }
    let mut remaining = slips;
    while !remaining.is_empty() {
        let room = layout.bottom() - layout.y;
        let per_page = ((room / SLIP_HEIGHT).floor() as usize).max(1);
        let height = room / per_page as f32;
        let (on_page, rest) = remaining.split_at(per_page.min(remaining.len()));
        for slip in on_page {
            cut_line(layout, layout.y);
            slip_at(layout, slip, layout.y, height);
            layout.y += height;
        }
        cut_line(layout, layout.y);
        remaining = rest;
        if !remaining.is_empty() {
            layout.start_page(layout.orientation());
        }
    }
}

fn cut_line(layout: &mut Layout, y: f32) {
    let right = layout.page_width() - MARGIN / 3.0;
    let x = MARGIN / 3.0;
    layout.push(Mark::Line {
        from: (x + FOOTER_SIZE * 1.6, y),
        to: (right, y),
        width: 0.5,
        grey: RULE,
        dashed: true,
    });
    layout.text(
        x,
        y - FOOTER_SIZE * 0.6,
        FOOTER_SIZE,
        Weight::Regular,
        MUTED,
        SCISSORS,
    );
}

fn slip_at(layout: &mut Layout, slip: &ResultSlip, top: f32, height: f32) {
    let fonts = layout.fonts;
    let left = layout.left() + INSET;
    let width = layout.text_width() - 2.0 * INSET;
    let mut y = top + INSET;
    let heading = fit(fonts, &slip.heading, Weight::Bold, HEADING_SIZE, width);
    layout.text(left, y, HEADING_SIZE, Weight::Bold, BLACK, &heading);
    y += HEADING_SIZE * LEADING + 2.0;
    for player in [&slip.white, &slip.black] {
        let player = fit(fonts, player, Weight::Regular, PLAYER_SIZE, width);
        layout.text(left, y, PLAYER_SIZE, Weight::Regular, BLACK, &player);
        y += PLAYER_SIZE * LEADING;
    }
    y += 6.0;
    tick_boxes(layout, &slip.choices, left, y);
    // The signature lines as low in the slip as its height allows: room to sign.
    let lowest = top + height - INSET - FOOTER_SIZE * 2.0;
    signature_lines(
        layout,
        &slip.signatures,
        left,
        width,
        lowest.max(y + BOX + 26.0),
    );
}

fn tick_boxes(layout: &mut Layout, choices: &[String], left: f32, top: f32) {
    let mut x = left;
    for choice in choices {
        layout.push(Mark::Frame {
            x,
            y: top,
            width: BOX,
            height: BOX,
        });
        let label_x = x + BOX + 5.0;
        layout.text(label_x, top - 2.0, PLAYER_SIZE, Weight::Bold, BLACK, choice);
        x = label_x + layout.fonts.width(choice, Weight::Bold, PLAYER_SIZE) + 28.0;
    }
}

fn signature_lines(layout: &mut Layout, labels: &[String], left: f32, width: f32, y: f32) {
    let count = labels.len().max(1) as f32;
    let gap = 24.0;
    let line_width = (width - gap * (count - 1.0)) / count;
    for (index, label) in labels.iter().enumerate() {
        let x = left + index as f32 * (line_width + gap);
        layout.push(Mark::Line {
            from: (x, y),
            to: (x + line_width, y),
            width: 0.6,
            grey: BLACK,
            dashed: false,
        });
        let label = fit(
            layout.fonts,
            label,
            Weight::Regular,
            FOOTER_SIZE,
            line_width,
        );
        layout.text(x, y + 2.0, FOOTER_SIZE, Weight::Regular, MUTED, &label);
    }
}
