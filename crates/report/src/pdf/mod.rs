//! The PDF renderer: a [`Document`] laid out on A4 or Letter pages with krilla, DejaVu Sans
//! embedded and subsetted (fonts.rs). Layout happens first (layout.rs, with the tables,
//! text blocks and slips in their own files), into pages of marks (marks.rs); the pages
//! are then written with their footers, "page 2 of 5" included (write.rs).

mod fonts;
mod geometry;
mod layout;
mod marks;
mod qr;
mod slips;
mod table;
mod text_blocks;
mod write;

use crate::document::{Block, Document};
use crate::i18n::{Language, Localize};
use layout::Layout;

pub use marks::{Mark, Page};

/// Why a PDF could not be made.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PdfError {
    /// The embedded font could not be read (a build defect).
    #[error("the embedded font cannot be read")]
    Font,
    /// A page size krilla refuses (a build defect).
    #[error("invalid page size")]
    PageSize,
    /// krilla could not write the file.
    #[error("the PDF writer failed: {0}")]
    Writer(String),
}

impl Localize for PdfError {
    fn localize(&self, lang: Language) -> String {
        match self {
            PdfError::Font => crate::tr!(lang, "pdf-error-font"),
            PdfError::PageSize => crate::tr!(lang, "pdf-error-page-size"),
            PdfError::Writer(reason) => {
                crate::tr!(lang, "pdf-error-writer", reason = (reason.as_str()))
            }
        }
    }
}

/// `document` as the bytes of a PDF file.
pub fn render(document: &Document) -> Result<Vec<u8>, PdfError> {
    let fonts = fonts::Fonts::get()?;
    let pages = lay_out(document)?;
    write::write(fonts, document, &pages)
}

/// `document` laid out on pages, before writing (tests count pages and read their texts;
/// the footers are added when writing).
pub fn lay_out(document: &Document) -> Result<Vec<Page>, PdfError> {
    let fonts = fonts::Fonts::get()?;
    let mut layout = Layout::new(fonts, document);
    for block in &document.blocks {
        match block {
            Block::Heading(text) => text_blocks::heading(&mut layout, text),
            Block::Paragraph(text) => text_blocks::paragraph(&mut layout, text),
            Block::Fields(fields) => text_blocks::fields(&mut layout, fields),
            Block::Table(table) => table::table(&mut layout, table),
            Block::Slips(slips) => slips::slips(&mut layout, slips),
            Block::QrCode(qr) => qr::qr(&mut layout, qr),
            Block::PageBreak(orientation) => {
                layout.start_page(orientation.unwrap_or(document.page.orientation))
            }
        }
    }
    Ok(layout.finish())
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]
    use super::*;
    use crate::i18n::test_support::assert_worded;

    #[test]
    fn every_pdf_error_is_worded() {
        for error in [
            PdfError::Font,
            PdfError::PageSize,
            PdfError::Writer("limit".to_string()),
        ] {
            assert_worded(&error);
        }
    }
}
