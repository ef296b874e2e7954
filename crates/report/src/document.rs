//! The renderer-agnostic printed document: what a sheet says, not how it is drawn.
//!
//! Builders (one file per document: pairings, slips, standings, ...) turn a tournament
//! into a [`Document`] in one language; renderers draw it: plain text (tests read it),
//! PDF (krilla), HTML, and the window's preview. A renderer decides the layout (column
//! widths from the text, page breaks, repeated table headers, "page 2 of 5"); the
//! document only says what is printed and in which order.

use crate::i18n::Language;

/// One printable document, already worded in [`Document::language`].
#[derive(Debug, Clone, PartialEq)]
pub struct Document {
    /// The document's title, on the first page under the header ("Pairings - round 5").
    pub title: String,
    /// Repeated at the top of every page: tournament name, place, dates, round.
    pub header: PageHeader,
    /// Repeated at the bottom of every page, beside the page number.
    pub footer: PageFooter,
    pub page: PageSetup,
    pub language: Language,
    pub blocks: Vec<Block>,
}

/// The lines at the top of every page.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct PageHeader {
    /// The tournament's name, printed large.
    pub tournament: String,
    /// Smaller lines under it: place and dates, round, ... (empty lines are left out).
    pub lines: Vec<String>,
}

/// The words at the bottom of every page; the renderer adds "page 2 of 5" (worded by
/// [`PageFooter::page_label`]) where pages exist.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct PageFooter {
    /// Left: "Chief arbiter: ..." (empty when none is set).
    pub left: String,
    /// Right: "Torneo 0.1.0".
    pub right: String,
    /// The page label with `{page}` and `{pages}` placeholders, in the document's
    /// language ("page {page} of {pages}").
    pub page_label: String,
}

impl PageFooter {
    /// The page label for page `page` (1-based) of `pages`.
    pub fn page_text(&self, page: usize, pages: usize) -> String {
        self.page_label
            .replace("{page}", &page.to_string())
            .replace("{pages}", &pages.to_string())
    }
}

/// Paper and orientation.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct PageSetup {
    pub paper: Paper,
    pub orientation: Orientation,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Paper {
    #[default]
    A4,
    Letter,
}

impl Paper {
    /// Width and height in millimetres, portrait.
    pub fn size_mm(self) -> (f32, f32) {
        match self {
            Paper::A4 => (210.0, 297.0),
            Paper::Letter => (215.9, 279.4),
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Orientation {
    #[default]
    Portrait,
    Landscape,
}

/// The document's content, top to bottom.
#[derive(Debug, Clone, PartialEq)]
pub enum Block {
    /// A section heading ("Byes", "Final standings").
    Heading(String),
    /// A paragraph of running text.
    Paragraph(String),
    /// Label and value pairs ("System: Swiss, FIDE Dutch"), as in a settings summary.
    Fields(Vec<Field>),
    Table(Table),
    /// Result slips, laid out several to a page with cut marks.
    Slips(Vec<ResultSlip>),
    /// Start a new page (with the orientation given, or the document's).
    PageBreak(Option<Orientation>),
    /// A web address as a QR code with a caption (the round's page on a pairing sheet,
    /// issue 38).
    QrCode(QrBlock),
}

/// A QR code on a sheet: the caption above, the code, the address written under it.
#[derive(Debug, Clone, PartialEq)]
pub struct QrBlock {
    pub caption: String,
    pub url: String,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Field {
    pub label: String,
    pub value: String,
}

/// A table; its header row is repeated on every page it spans.
#[derive(Debug, Clone, PartialEq)]
pub struct Table {
    pub columns: Vec<Column>,
    pub rows: Vec<Row>,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Column {
    pub title: String,
    pub align: Align,
    /// A column that takes the room left over (names); the others are as wide as their
    /// widest text.
    pub stretch: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Align {
    Left,
    Centre,
    Right,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Row {
    /// One text per column (a missing cell prints empty).
    pub cells: Vec<String>,
    pub style: RowStyle,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum RowStyle {
    #[default]
    Normal,
    /// Printed bold (a winner, a heading row inside a table).
    Strong,
    /// Printed grey or italic (a withdrawn player).
    Muted,
}

/// One slip to fill in at the board: who plays, the results to tick, where to sign. A
/// board's slip has one row of tick boxes; a Double-Swiss match (C.04.5) one per game; a
/// team match one per board, then a line for the match's total.
#[derive(Debug, Clone, PartialEq)]
pub struct ResultSlip {
    /// "Round 5 - Board 12".
    pub heading: String,
    /// The lines under the heading: "White: 3 Rossi, Mario (1850)" and "Black: …"; a
    /// team match's two teams.
    pub lines: Vec<String>,
    /// The rows of tick boxes, top to bottom.
    pub games: Vec<SlipGame>,
    /// A line to write a total on ("Match result: Alfa ____ – ____ Beta"); `None` on a
    /// board's slip.
    pub total: Option<String>,
    /// The signature lines' labels: "White's signature", "Black's signature".
    pub signatures: Vec<String>,
}

/// One row of tick boxes on a slip: what it is about ("Game 2 – White: Bianchi, Luca";
/// empty on a one-game slip) and the boxes' labels ("1-0", "½-½", "0-1").
#[derive(Debug, Clone, PartialEq)]
pub struct SlipGame {
    pub label: String,
    pub choices: Vec<String>,
}
