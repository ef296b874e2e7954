//! The QR code of a web address, as a matrix of dark and light modules, for whatever
//! draws it: the venue panel and the big screen of the window (issue 38), a printed
//! sheet. The site's page of a round is `<base>/round-<n>.html` ([`round_page_url`]), as
//! the published site names it.

use qrcode::{Color, EcLevel, QrCode};

/// A QR code: `width` × `width` modules, row by row, `true` for dark. The quiet zone
/// (four light modules around it) is the drawer's to leave.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct QrMatrix {
    width: usize,
    dark: Vec<bool>,
}

impl QrMatrix {
    /// Modules on a side.
    pub fn width(&self) -> usize {
        self.width
    }

    /// The module in column `x` of row `y` is dark (outside the code: light).
    pub fn is_dark(&self, x: usize, y: usize) -> bool {
        x < self.width && self.dark.get(y * self.width + x).copied().unwrap_or(false)
    }
}

/// The text is too long for a QR code.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("the address is too long for a QR code ({length} characters)")]
pub struct QrTooLong {
    pub length: usize,
}

impl crate::i18n::Localize for QrTooLong {
    fn localize(&self, lang: crate::i18n::Language) -> String {
        crate::tr!(lang, "qr-too-long", length = self.length)
    }
}

/// The QR code of `url`, at error correction level M (15 % of the code may be
/// damaged — a creased or stained sheet — and it still reads).
pub fn qr_code(url: &str) -> Result<QrMatrix, QrTooLong> {
    let code =
        QrCode::with_error_correction_level(url.as_bytes(), EcLevel::M).map_err(|_| QrTooLong {
            length: url.chars().count(),
        })?;
    Ok(QrMatrix {
        width: code.width(),
        dark: code
            .to_colors()
            .into_iter()
            .map(|c| c == Color::Dark)
            .collect(),
    })
}

/// The block a pairing sheet of round `round` ends with when the request names the
/// site's address: "Pairings and results on your phone", the code, the address.
pub fn round_page_block(
    request: &crate::request::PrintRequest,
    round: u32,
) -> Option<crate::document::Block> {
    let base = request.round_page_qr.as_deref()?.trim();
    if base.is_empty() {
        return None;
    }
    Some(crate::document::Block::QrCode(crate::document::QrBlock {
        caption: crate::tr!(request.language, "report-qr-round-page"),
        url: round_page_url(base, round),
    }))
}

/// The address of round `round`'s page on the site at `base` (`http://10.0.0.7:8080`,
/// with or without a final `/`): `<base>/round-<n>.html`.
pub fn round_page_url(base: &str, round: u32) -> String {
    format!("{}/round-{round}.html", base.trim_end_matches('/'))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Language, Localize};

    /// Reads `matrix` back with a QR decoder (as a phone's camera would): drawn 4 pixels
    /// a module, with its quiet zone.
    fn decode(matrix: &QrMatrix) -> String {
        const SCALE: usize = 4;
        const QUIET: usize = 4;
        let side = (matrix.width() + 2 * QUIET) * SCALE;
        let mut image = rqrr::PreparedImage::prepare_from_greyscale(side, side, |x, y| {
            let (x, y) = (x / SCALE, y / SCALE);
            let dark = x >= QUIET && y >= QUIET && matrix.is_dark(x - QUIET, y - QUIET);
            if dark { 0 } else { 255 }
        });
        let grids = image.detect_grids();
        assert_eq!(grids.len(), 1, "one code in the picture");
        let (_meta, content) = grids[0].decode().unwrap();
        content
    }

    #[test]
    fn the_code_reads_back_as_the_address() {
        for url in [
            "http://192.168.1.20:8080/",
            "http://10.0.0.7:8080/round-11.html",
            "https://example.org/torneo/open-di-roma-2026/round-3.html",
        ] {
            let matrix = qr_code(url).unwrap();
            assert_eq!(decode(&matrix), url);
        }
    }

    #[test]
    fn a_short_address_makes_a_small_code() {
        // Version 2 (25 modules) holds 26 bytes at level M; version 3 (29) holds 42.
        assert_eq!(qr_code("http://192.168.1.20:8080/").unwrap().width(), 25);
        assert_eq!(
            qr_code("http://192.168.100.200:8080/round-11.html")
                .unwrap()
                .width(),
            29
        );
    }

    #[test]
    fn outside_the_code_is_light() {
        let matrix = qr_code("http://10.0.0.7/").unwrap();
        // The finder pattern's corner is dark; beyond the width nothing is.
        assert!(matrix.is_dark(0, 0));
        assert!(!matrix.is_dark(matrix.width(), 0));
        assert!(!matrix.is_dark(0, matrix.width()));
    }

    #[test]
    fn too_long_an_address_is_refused_in_words() {
        let long = format!("http://example.org/{}", "a".repeat(3000));
        let error = qr_code(&long).unwrap_err();
        assert_eq!(error.length, 3019);
        torneo_i18n::test_support::assert_worded(&error);
        assert!(error.localize(Language::Italian).contains("3019"));
    }

    #[test]
    fn the_round_page_follows_the_site_naming() {
        assert_eq!(
            round_page_url("http://10.0.0.7:8080/", 3),
            "http://10.0.0.7:8080/round-3.html"
        );
        assert_eq!(
            round_page_url("https://example.org/open", 11),
            "https://example.org/open/round-11.html"
        );
    }
}
