//! A QR code on a PDF page (issue 38): the caption, the code in black squares inside its
//! quiet zone, the address written under it (for those without a camera).

use super::fonts::{Weight, fit};
use super::geometry::{BODY_SIZE, LEADING};
use super::layout::Layout;
use super::marks::{BLACK, Mark};
use super::text_blocks;
use crate::document::QrBlock;

/// A module's side: 2 points (0.7 mm), a code of about 2.3 cm that a phone reads from a
/// hand's length.
const MODULE: f32 = 2.0;
/// The light border a reader needs around the code, in modules.
const QUIET: usize = 4;

pub fn qr(layout: &mut Layout, block: &QrBlock) {
    let Ok(matrix) = crate::qr::qr_code(&block.url) else {
        // Too long for a code: the address is still printed.
        text_blocks::paragraph(layout, &block.caption);
        text_blocks::paragraph(layout, &block.url);
        return;
    };
    let line = BODY_SIZE * LEADING;
    let side = (matrix.width() + 2 * QUIET) as f32 * MODULE;
    layout.ensure(8.0 + 2.0 * line + side);
    if !layout.page_is_fresh() {
        layout.y += 8.0;
    }
    let left = layout.left();
    let width = layout.text_width();
    let caption = fit(layout.fonts, &block.caption, Weight::Bold, BODY_SIZE, width);
    let top = layout.y;
    layout.text(left, top, BODY_SIZE, Weight::Bold, BLACK, &caption);
    layout.y += line;
    let origin = layout.y;
    for y in 0..matrix.width() {
        for x in 0..matrix.width() {
            if matrix.is_dark(x, y) {
                layout.push(Mark::Fill {
                    x: left + (x + QUIET) as f32 * MODULE,
                    y: origin + (y + QUIET) as f32 * MODULE,
                    width: MODULE,
                    height: MODULE,
                    grey: BLACK,
                });
            }
        }
    }
    layout.y += side;
    let url = fit(layout.fonts, &block.url, Weight::Regular, BODY_SIZE, width);
    let top = layout.y;
    layout.text(left, top, BODY_SIZE, Weight::Regular, BLACK, &url);
    layout.y += line;
}
