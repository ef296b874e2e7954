//! Result slips, several to a page (four board slips on A4 portrait), with dashed cut
//! lines between them: the heading, the players (or a match's teams), a row of tick boxes
//! per game (one for a board, two for a Double-Swiss match, one per board of a team
//! match, each after its label), the total line of a team match, the signature lines.

use super::fonts::{Weight, fit};
use super::geometry::{FOOTER_SIZE, LEADING, MARGIN};
use super::layout::Layout;
use super::marks::{BLACK, MUTED, Mark, RULE};
use crate::document::{ResultSlip, SlipGame};

/// The least height of one slip; a page holds as many as fit, spread evenly.
const SLIP_HEIGHT: f32 = 150.0;
const HEADING_SIZE: f32 = 12.0;
const PLAYER_SIZE: f32 = 10.0;
const BOX: f32 = 10.0;
const INSET: f32 = 10.0;
/// The height of one row of tick boxes.
const GAME_ROW: f32 = BOX + 8.0;
/// The room kept under the boxes for the signatures.
const SIGNATURE_ROOM: f32 = BOX + 26.0 + FOOTER_SIZE * 2.0;
/// Scissors at the left end of each cut line.
const SCISSORS: &str = "✂";

/// The height `slip` needs (at least [`SLIP_HEIGHT`]).
fn needed_height(slip: &ResultSlip) -> f32 {
    let lines = slip.lines.len() as f32 * PLAYER_SIZE * LEADING;
    let games = slip.games.len() as f32 * GAME_ROW;
    let total = if slip.total.is_some() {
        PLAYER_SIZE * LEADING + 6.0
    } else {
        0.0
    };
    let height = 2.0 * INSET + HEADING_SIZE * LEADING + 2.0 + lines + 6.0 + games + total;
    (height + SIGNATURE_ROOM).max(SLIP_HEIGHT)
}

pub fn slips(layout: &mut Layout, slips: &[ResultSlip]) {
    if slips.is_empty() {
        return;
    }
    if !layout.page_is_fresh() {
        layout.start_page(layout.orientation());
    }
    let tallest = slips.iter().map(needed_height).fold(SLIP_HEIGHT, f32::max);
    let mut remaining = slips;
    while !remaining.is_empty() {
        let room = layout.bottom() - layout.y;
        let per_page = ((room / tallest).floor() as usize).max(1);
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
    for line in &slip.lines {
        let line = fit(fonts, line, Weight::Regular, PLAYER_SIZE, width);
        layout.text(left, y, PLAYER_SIZE, Weight::Regular, BLACK, &line);
        y += PLAYER_SIZE * LEADING;
    }
    y += 6.0;
    let label_width = labels_width(layout, &slip.games, width);
    for game in &slip.games {
        if !game.label.is_empty() {
            let label = fit(
                fonts,
                &game.label,
                Weight::Regular,
                PLAYER_SIZE,
                label_width,
            );
            layout.text(left, y - 2.0, PLAYER_SIZE, Weight::Regular, BLACK, &label);
        }
        let boxes_left = if label_width > 0.0 {
            left + label_width + 12.0
        } else {
            left
        };
        tick_boxes(layout, &game.choices, boxes_left, y);
        y += GAME_ROW;
    }
    if let Some(total) = &slip.total {
        y += 6.0;
        let total = fit(fonts, total, Weight::Bold, PLAYER_SIZE, width);
        layout.text(left, y, PLAYER_SIZE, Weight::Bold, BLACK, &total);
        y += PLAYER_SIZE * LEADING;
    }
    // The signature lines as low in the slip as its height allows: room to sign.
    let lowest = top + height - INSET - FOOTER_SIZE * 2.0;
    signature_lines(layout, &slip.signatures, left, width, lowest.max(y + 26.0));
}

/// The width of the labels' column: the widest label, leaving the boxes their room.
fn labels_width(layout: &Layout, games: &[SlipGame], width: f32) -> f32 {
    let fonts = layout.fonts;
    let boxes = games
        .iter()
        .map(|game| boxes_width(layout, &game.choices))
        .fold(0.0, f32::max);
    let widest = games
        .iter()
        .map(|game| fonts.width(&game.label, Weight::Regular, PLAYER_SIZE))
        .fold(0.0, f32::max);
    widest.min((width - boxes - 12.0).max(0.0))
}

/// How wide the tick boxes of `choices` are, with their labels and gaps.
fn boxes_width(layout: &Layout, choices: &[String]) -> f32 {
    choices
        .iter()
        .map(|choice| BOX + 5.0 + layout.fonts.width(choice, Weight::Bold, PLAYER_SIZE) + 28.0)
        .sum()
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
