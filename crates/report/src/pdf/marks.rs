//! The laid-out pages before they are written: texts, lines and shaded boxes at their
//! places, in points from the page's top-left corner. Laying out first and writing after
//! lets every footer say "page 2 of 5".

use super::fonts::Weight;
use crate::document::Orientation;

/// Grey levels (0 black, 255 white).
pub const BLACK: u8 = 0;
pub const MUTED: u8 = 110;
pub const RULE: u8 = 150;
pub const ZEBRA: u8 = 238;
pub const HEADER_FILL: u8 = 218;

/// Something drawn on a page.
#[derive(Debug, Clone, PartialEq)]
pub enum Mark {
    /// Text on one line; `y` is the baseline.
    Text {
        x: f32,
        y: f32,
        size: f32,
        weight: Weight,
        grey: u8,
        text: String,
    },
    /// A straight line, solid or dashed.
    Line {
        from: (f32, f32),
        to: (f32, f32),
        width: f32,
        grey: u8,
        dashed: bool,
    },
    /// An outlined box (a tick box).
    Frame {
        x: f32,
        y: f32,
        width: f32,
        height: f32,
    },
    /// A filled box (zebra rows, the table header's background).
    Fill {
        x: f32,
        y: f32,
        width: f32,
        height: f32,
        grey: u8,
    },
}

/// One page: its orientation and what is on it.
#[derive(Debug, Clone, PartialEq)]
pub struct Page {
    pub orientation: Orientation,
    pub marks: Vec<Mark>,
}

impl Page {
    /// The texts of the page in drawing order (tests read them).
    pub fn texts(&self) -> impl Iterator<Item = &str> {
        self.marks.iter().filter_map(|mark| match mark {
            Mark::Text { text, .. } => Some(text.as_str()),
            _ => None,
        })
    }
}
