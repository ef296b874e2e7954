//! Paper sizes in points, margins, and the type sizes of the printed sheets.

use crate::document::{Orientation, PageSetup};

/// Points per millimetre (72 points to the inch).
const POINTS_PER_MM: f32 = 72.0 / 25.4;

/// The margin on every side (15 mm).
pub const MARGIN: f32 = 15.0 * POINTS_PER_MM;

pub const TOURNAMENT_SIZE: f32 = 15.0;
pub const HEADER_LINE_SIZE: f32 = 9.0;
pub const TITLE_SIZE: f32 = 13.0;
pub const HEADING_SIZE: f32 = 11.0;
pub const BODY_SIZE: f32 = 9.0;
pub const FOOTER_SIZE: f32 = 7.5;
/// The smallest type a table is shrunk to before its widest columns are cut.
pub const SMALLEST_TABLE_SIZE: f32 = 6.5;
/// Line spacing as a multiple of the type size.
pub const LEADING: f32 = 1.4;

/// The page's width and height in points.
pub fn page_size(setup: PageSetup, orientation: Orientation) -> (f32, f32) {
    let (width, height) = setup.paper.size_mm();
    let (width, height) = (width * POINTS_PER_MM, height * POINTS_PER_MM);
    match orientation {
        Orientation::Portrait => (width, height),
        Orientation::Landscape => (height, width),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::document::Paper;

    #[test]
    fn a4_and_letter_in_points() {
        let a4 = PageSetup {
            paper: Paper::A4,
            orientation: Orientation::Portrait,
        };
        let (width, height) = page_size(a4, Orientation::Portrait);
        assert!((width - 595.28).abs() < 0.1 && (height - 841.89).abs() < 0.1);
        let (width, height) = page_size(a4, Orientation::Landscape);
        assert!((width - 841.89).abs() < 0.1 && (height - 595.28).abs() < 0.1);
        let letter = PageSetup {
            paper: Paper::Letter,
            orientation: Orientation::Portrait,
        };
        let (width, height) = page_size(letter, Orientation::Portrait);
        assert!((width - 612.0).abs() < 0.1 && (height - 792.0).abs() < 0.1);
    }
}
