//! The QR code of the round's page on printed pairings (issue 38): the Print dialog's
//! choice (a tick and the site's address, the venue server's proposed while it serves)
//! and the preview of the code.

use crate::i18n::Language;
use crate::session::QrBlock;
use crate::session::venue::qr_code;
use crate::tr;

/// The tick "QR code of the round's page" and, ticked, the site's address: the request
/// carries the address while ticked (`None` unticked).
pub fn choice(
    ui: &mut egui::Ui,
    lang: Language,
    round_page_qr: &mut Option<String>,
    site_address: &mut String,
) {
    let mut wanted = round_page_qr.is_some();
    if ui
        .checkbox(&mut wanted, tr!(lang, "print-qr-round-page"))
        .changed()
    {
        *round_page_qr = wanted.then(|| site_address.clone());
    }
    if wanted {
        let label = tr!(lang, "print-qr-site-address");
        let field = crate::widgets::labelled_text(ui, &label, site_address, 220.0);
        if field.changed() {
            *round_page_qr = Some(site_address.clone());
        }
    }
}

/// The code as the sheet prints it: the caption, the code, the address.
pub fn preview(ui: &mut egui::Ui, qr: &QrBlock) {
    ui.add_space(6.0);
    ui.label(egui::RichText::new(&qr.caption).strong());
    if let Ok(matrix) = qr_code(&qr.url) {
        let label = qr.url.clone();
        crate::venue_panel::qr_code(ui, &matrix, 110.0, &label);
    }
    ui.label(&qr.url);
}
