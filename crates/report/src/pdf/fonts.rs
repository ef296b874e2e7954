//! The PDF's fonts: DejaVu Sans and DejaVu Sans Bold, embedded from `assets/fonts/`
//! (Bitstream Vera licence, `assets/fonts/LICENSE-DejaVu.txt`). krilla embeds only the
//! glyphs a document uses (subsetting) and writes a ToUnicode map from the text each glyph
//! stands for, so copied or extracted text gives the real characters (accents, ½,
//! Cyrillic, Greek).
//!
//! Text is measured and placed one character per glyph with the font's advance widths
//! (no kerning or ligatures: names and numbers in tables need none).

use super::PdfError;
use krilla::Data;
use krilla::text::{Font, GlyphId, KrillaGlyph};
use skrifa::instance::{LocationRef, Size};
use skrifa::{FontRef, MetadataProvider};
use std::sync::OnceLock;

const DEJAVU_SANS: &[u8] = include_bytes!("../../../../assets/fonts/DejaVuSans.ttf");
const DEJAVU_SANS_BOLD: &[u8] = include_bytes!("../../../../assets/fonts/DejaVuSans-Bold.ttf");

/// Characters below this code point are looked up once, when the font is loaded (Latin,
/// Greek, Cyrillic, punctuation and the ellipsis); others on each use.
const TABLE_END: u32 = 0x2200;

/// Regular or bold.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Weight {
    Regular,
    Bold,
}

/// One embedded face: the font krilla writes and its glyph table.
pub struct Face {
    font: Font,
    outline: FontRef<'static>,
    /// Glyph id and advance (in em) of the characters below [`TABLE_END`].
    table: Vec<(u16, f32)>,
    units_per_em: f32,
}

/// Both faces, loaded once per program.
pub struct Fonts {
    regular: Face,
    bold: Face,
}

static FONTS: OnceLock<Result<Fonts, PdfError>> = OnceLock::new();

impl Fonts {
    /// The embedded fonts (read on first use).
    pub fn get() -> Result<&'static Fonts, PdfError> {
        FONTS
            .get_or_init(|| {
                Ok(Fonts {
                    regular: Face::load(DEJAVU_SANS)?,
                    bold: Face::load(DEJAVU_SANS_BOLD)?,
                })
            })
            .as_ref()
            .map_err(Clone::clone)
    }

    pub fn face(&self, weight: Weight) -> &Face {
        match weight {
            Weight::Regular => &self.regular,
            Weight::Bold => &self.bold,
        }
    }

    /// The width of `text` in points at `size`.
    pub fn width(&self, text: &str, weight: Weight, size: f32) -> f32 {
        self.face(weight).width(text) * size
    }
}

impl Face {
    fn load(bytes: &'static [u8]) -> Result<Face, PdfError> {
        let font = Font::new(Data::from(bytes), 0).ok_or(PdfError::Font)?;
        let outline = FontRef::new(bytes).map_err(|_| PdfError::Font)?;
        let units_per_em = f32::from(
            outline
                .metrics(Size::unscaled(), LocationRef::default())
                .units_per_em
                .max(1),
        );
        let mut face = Face {
            font,
            outline,
            table: Vec::new(),
            units_per_em,
        };
        face.table = (0..TABLE_END)
            .map(|code| char::from_u32(code).map_or((0, 0.0), |c| face.look_up(c)))
            .collect();
        Ok(face)
    }

    /// The font krilla embeds.
    pub fn font(&self) -> &Font {
        &self.font
    }

    /// Glyph id and advance in em of `c` (glyph 0, the "missing" box, when the font has
    /// none).
    fn glyph(&self, c: char) -> (u16, f32) {
        let code = c as u32;
        match self.table.get(code as usize) {
            Some(&entry) if code < TABLE_END => entry,
            _ => self.look_up(c),
        }
    }

    fn look_up(&self, c: char) -> (u16, f32) {
        let id = self.outline.charmap().map(c).unwrap_or_default();
        let advance = self
            .outline
            .glyph_metrics(Size::unscaled(), LocationRef::default())
            .advance_width(id)
            .unwrap_or(0.0);
        (
            u16::try_from(id.to_u32()).unwrap_or(0),
            advance / self.units_per_em,
        )
    }

    /// The width of `text` in em.
    pub fn width(&self, text: &str) -> f32 {
        text.chars().map(|c| self.glyph(c).1).sum()
    }

    /// One glyph per character, each mapped back to its character (ToUnicode).
    pub fn glyphs(&self, text: &str) -> Vec<KrillaGlyph> {
        text.char_indices()
            .map(|(start, c)| {
                let (id, advance) = self.glyph(c);
                KrillaGlyph::new(
                    GlyphId::new(u32::from(id)),
                    advance,
                    0.0,
                    0.0,
                    0.0,
                    start..start + c.len_utf8(),
                    None,
                )
            })
            .collect()
    }
}

/// `text` cut to at most `width` points, ending with "…" when cut.
pub fn fit(fonts: &Fonts, text: &str, weight: Weight, size: f32, width: f32) -> String {
    if fonts.width(text, weight, size) <= width {
        return text.to_string();
    }
    let face = fonts.face(weight);
    let room = width / size - face.width("…");
    let mut used = 0.0;
    let mut kept = String::new();
    for c in text.chars() {
        used += face.glyph(c).1;
        if used > room {
            break;
        }
        kept.push(c);
    }
    let trimmed = kept.trim_end();
    format!("{trimmed}…")
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]
    use super::*;

    #[test]
    fn widths_come_from_the_font() {
        let fonts = Fonts::get().unwrap();
        // DejaVu Sans: "i" is narrower than "W"; ten "0" digits are ten times one.
        assert!(fonts.width("i", Weight::Regular, 10.0) < fonts.width("W", Weight::Regular, 10.0));
        let one = fonts.width("0", Weight::Regular, 10.0);
        assert!((fonts.width("0000000000", Weight::Regular, 10.0) - 10.0 * one).abs() < 1e-3);
        assert!(
            fonts.width("Mario", Weight::Bold, 10.0) > fonts.width("Mario", Weight::Regular, 10.0)
        );
    }

    #[test]
    fn every_name_character_has_a_glyph() {
        let fonts = Fonts::get().unwrap();
        for c in "àèéìòùÀÈÉÌÒÙ½ĆčŠžŁØ…Иванов Пётр Παπαδόπουλος".chars()
        {
            assert_ne!(fonts.face(Weight::Regular).glyph(c).0, 0, "{c}");
            assert_ne!(fonts.face(Weight::Bold).glyph(c).0, 0, "{c}");
        }
    }

    #[test]
    fn a_long_text_is_cut_with_an_ellipsis() {
        let fonts = Fonts::get().unwrap();
        let full = "Bianchi-Ferraris, Maria Vittoria";
        let width = fonts.width("Bianchi-Ferraris", Weight::Regular, 9.0);
        let cut = fit(fonts, full, Weight::Regular, 9.0, width);
        assert!(cut.ends_with('…'));
        assert!(cut.starts_with("Bianchi-F"));
        assert!(fonts.width(&cut, Weight::Regular, 9.0) <= width);
        assert_eq!(fit(fonts, "Rossi", Weight::Regular, 9.0, width), "Rossi");
    }
}
