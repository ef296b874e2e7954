//! Pagination: the page being filled, the cursor going down it, and the header every page
//! starts with (tournament name large, the lines under it, a rule; the document's title on
//! the first page). The footer is added when the page count is known (see `write.rs`).

use super::fonts::{Fonts, Weight, fit};
use super::geometry::{
    FOOTER_SIZE, HEADER_LINE_SIZE, LEADING, MARGIN, TITLE_SIZE, TOURNAMENT_SIZE, page_size,
};
use super::marks::{BLACK, Mark, Page, RULE};
use crate::document::{Document, Orientation};

/// Where a line of text of type size `size` has its baseline, below the top of its line
/// (DejaVu Sans: ascent 0.93 em, descent 0.24 em, centred in `LEADING` em).
pub fn baseline(top: f32, size: f32) -> f32 {
    top + size * 1.05
}

/// The pages laid out so far and the cursor on the last one.
pub struct Layout<'a> {
    pub fonts: &'static Fonts,
    document: &'a Document,
    pages: Vec<Page>,
    /// The top of the free space on the current page.
    pub y: f32,
    width: f32,
    height: f32,
}

impl<'a> Layout<'a> {
    /// A layout with its first page started (header and title drawn).
    pub fn new(fonts: &'static Fonts, document: &'a Document) -> Layout<'a> {
        let mut layout = Layout {
            fonts,
            document,
            pages: Vec::new(),
            y: MARGIN,
            width: 0.0,
            height: 0.0,
        };
        layout.start_page(document.page.orientation);
        layout.title();
        layout
    }

    /// The pages, ready to be written.
    pub fn finish(self) -> Vec<Page> {
        self.pages
    }

    /// The left edge of the writing area.
    pub fn left(&self) -> f32 {
        MARGIN
    }

    /// The width of the writing area.
    pub fn text_width(&self) -> f32 {
        self.width - 2.0 * MARGIN
    }

    /// The lowest point content may reach (the footer lies below).
    pub fn bottom(&self) -> f32 {
        self.height - MARGIN - FOOTER_SIZE * 2.5
    }

    /// The page's width (cut marks run from edge to edge).
    pub fn page_width(&self) -> f32 {
        self.width
    }

    /// The orientation of the current page.
    pub fn orientation(&self) -> Orientation {
        self.pages
            .last()
            .map_or(self.document.page.orientation, |page| page.orientation)
    }

    /// Whether anything but the header is on the current page.
    pub fn page_is_fresh(&self) -> bool {
        self.y <= self.content_top() + 0.01
    }

    fn content_top(&self) -> f32 {
        let header_lines = self.header_lines().count() as f32;
        let title = if self.pages.len() == 1 {
            TITLE_SIZE * LEADING * 1.6
        } else {
            0.0
        };
        MARGIN
            + TOURNAMENT_SIZE * LEADING
            + header_lines * HEADER_LINE_SIZE * LEADING
            + 10.0
            + title
    }

    /// Starts a new page in `orientation`, with the header drawn.
    pub fn start_page(&mut self, orientation: Orientation) {
        let (width, height) = page_size(self.document.page, orientation);
        self.width = width;
        self.height = height;
        self.pages.push(Page {
            orientation,
            marks: Vec::new(),
        });
        self.header();
    }

    /// Makes room for `height` points: a new page (same orientation) when the current one
    /// has less left. Returns whether a page was started.
    pub fn ensure(&mut self, height: f32) -> bool {
        if self.y + height <= self.bottom() || self.page_is_fresh() {
            return false;
        }
        self.start_page(self.orientation());
        true
    }

    pub fn push(&mut self, mark: Mark) {
        if let Some(page) = self.pages.last_mut() {
            page.marks.push(mark);
        }
    }

    /// Text at `x` with its line's top at `top`.
    pub fn text(&mut self, x: f32, top: f32, size: f32, weight: Weight, grey: u8, text: &str) {
        if text.is_empty() {
            return;
        }
        self.push(Mark::Text {
            x,
            y: baseline(top, size),
            size,
            weight,
            grey,
            text: text.to_string(),
        });
    }

    /// A solid rule across the writing area at `y`.
    pub fn rule(&mut self, y: f32, width: f32, grey: u8) {
        let left = self.left();
        let right = left + self.text_width();
        self.push(Mark::Line {
            from: (left, y),
            to: (right, y),
            width,
            grey,
            dashed: false,
        });
    }

    fn header_lines(&self) -> impl Iterator<Item = &'a String> + use<'a> {
        let lines: &'a [String] = &self.document.header.lines;
        lines.iter().filter(|line| !line.trim().is_empty())
    }

    fn header(&mut self) {
        let room = self.text_width();
        let mut top = MARGIN;
        let name = fit(
            self.fonts,
            &self.document.header.tournament,
            Weight::Bold,
            TOURNAMENT_SIZE,
            room,
        );
        self.text(
            self.left(),
            top,
            TOURNAMENT_SIZE,
            Weight::Bold,
            BLACK,
            &name,
        );
        top += TOURNAMENT_SIZE * LEADING;
        let lines: Vec<&String> = self.header_lines().collect();
        for line in lines {
            let line = fit(self.fonts, line, Weight::Regular, HEADER_LINE_SIZE, room);
            self.text(
                self.left(),
                top,
                HEADER_LINE_SIZE,
                Weight::Regular,
                BLACK,
                &line,
            );
            top += HEADER_LINE_SIZE * LEADING;
        }
        top += 4.0;
        self.rule(top, 0.8, RULE);
        self.y = top + 6.0;
    }

    fn title(&mut self) {
        let title = fit(
            self.fonts,
            &self.document.title,
            Weight::Bold,
            TITLE_SIZE,
            self.text_width(),
        );
        let top = self.y + TITLE_SIZE * 0.3;
        self.text(self.left(), top, TITLE_SIZE, Weight::Bold, BLACK, &title);
        self.y = self.content_top();
    }
}
