//! What the Print dialog's buttons do: Save PDF… asks where and has the session write the
//! file (atomically); Open has the session write a temporary copy and open it in the
//! system's viewer; Close closes the dialog.

use super::TorneoApp;
use super::file_requests::FileRequest;
use crate::i18n::{T, arg};
use crate::print_dialog::PrintOutcome;
use crate::session::DocumentKind;
use crate::session::PrintRequest;
use crate::session::print::{open_pdf, save_pdf, tab_separated};
use std::path::PathBuf;

impl TorneoApp {
    pub(super) fn print_outcome(&mut self, ctx: &egui::Context, outcome: PrintOutcome) {
        match outcome {
            PrintOutcome::Open => {}
            PrintOutcome::Close => {
                self.remember_pairings_qr();
                self.print = None;
            }
            PrintOutcome::SavePdf => self.request_file(ctx, FileRequest::SavePdf),
            PrintOutcome::OpenPdf => self.open_printed_pdf(),
        }
    }

    /// "Open_di_Roma-abbinamenti.pdf": the tournament's name and the document's name
    /// in the print's language.
    pub(super) fn pdf_file_name(&self) -> String {
        let revision = self.session.revision();
        let document = self
            .print
            .as_ref()
            .and_then(|d| d.printed(revision))
            .map(|printed| printed.request.document.file_word(printed.request.language))
            .unwrap_or_default();
        pdf_file_name(&self.session.tournament().settings.name, &document)
    }

    pub(super) fn save_printed_pdf_to(&mut self, mut path: PathBuf) {
        let revision = self.session.revision();
        let Some(printed) = self.print.as_ref().and_then(|d| d.printed(revision)) else {
            return;
        };
        if path.extension().is_none() {
            path.set_extension("pdf");
        }
        match save_pdf(&path, printed) {
            Ok(()) => {
                let file = path.display().to_string();
                self.notices
                    .info(self.with(T::PrintSaved, [("file", arg(file.clone()))]));
                // Printed: the pairings' QR choice is kept in the tournament (issue 38).
                self.remember_pairings_qr();
            }
            Err(error) => {
                let text = format!("{}: {}", self.tr(T::CannotPrint), self.word(&error));
                self.notices.error(text);
            }
        }
    }

    /// Copies `document` (of `round`) as tab-separated text and says what was copied.
    pub(super) fn copy_document(
        &mut self,
        ctx: &egui::Context,
        document: DocumentKind,
        round: Option<u32>,
        view: crate::action::DocumentView,
    ) {
        let lang = self.prefs.language;
        let request = PrintRequest {
            round,
            category: view.category,
            reading_order: view.reading_order,
            ..PrintRequest::new(document, lang)
        };
        match tab_separated(self.session.tournament(), &request) {
            Ok(text) => {
                let lines = text.lines().count();
                ctx.copy_text(text);
                let what = document.name(lang);
                self.notices.info(crate::tr!(
                    lang,
                    "ui-copied",
                    document = what,
                    lines = lines
                ));
            }
            Err(error) => {
                let text = format!("{}: {}", self.tr(T::CannotPrint), self.word(&error));
                self.notices.error(text);
            }
        }
    }

    fn open_printed_pdf(&mut self) {
        let revision = self.session.revision();
        let Some(printed) = self.print.as_ref().and_then(|d| d.printed(revision)) else {
            return;
        };
        match open_pdf(printed) {
            Ok(_) => self.remember_pairings_qr(),
            Err(error) => {
                let text = format!("{}: {}", self.tr(T::CannotPrint), self.word(&error));
                self.notices.error(text);
            }
        }
    }
}

/// The tournament's name (letters, digits, '-' and '_') and the document.
fn pdf_file_name(tournament: &str, document: &str) -> String {
    let stem = super::suggested_file_name(tournament).replace(".ron", "");
    format!("{stem}-{document}.pdf")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Language;

    #[test]
    fn pdf_names_name_the_tournament_and_the_document() {
        assert_eq!(
            pdf_file_name("Open di Roma", "result-slips"),
            "Open_di_Roma-result-slips.pdf"
        );
        let word = DocumentKind::Pairings.file_word(Language::Italian);
        assert_eq!(word, "abbinamenti-per-scacchiera");
    }
}
