//! What the Print dialog's buttons do: Save PDF… asks where and has the session write the
//! file (atomically); Open has the session write a temporary copy and open it in the
//! system's viewer; Close closes the dialog.

use super::TorneoApp;
use crate::session::print::{open_pdf, save_pdf};
use crate::ui::i18n::T;
use crate::ui::print_dialog::PrintOutcome;

impl TorneoApp {
    pub(super) fn print_outcome(&mut self, outcome: PrintOutcome) {
        match outcome {
            PrintOutcome::Open => {}
            PrintOutcome::Close => self.print = None,
            PrintOutcome::SavePdf => self.save_printed_pdf(),
            PrintOutcome::OpenPdf => self.open_printed_pdf(),
        }
    }

    fn save_printed_pdf(&mut self) {
        let revision = self.session.revision();
        let Some(printed) = self.print.as_ref().and_then(|d| d.printed(revision)) else {
            return;
        };
        let suggested = pdf_file_name(
            &self.session.tournament().settings.name,
            printed.request.document.command_name(),
        );
        let Some(mut path) = self.dialogs.save_pdf(&suggested) else {
            return;
        };
        if path.extension().is_none() {
            path.set_extension("pdf");
        }
        match save_pdf(&path, printed) {
            Ok(()) => {
                let file = path.display().to_string();
                self.notices
                    .info(self.tr(T::PrintSaved).replace("{file}", &file));
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
        if let Err(error) = open_pdf(printed) {
            let text = format!("{}: {}", self.tr(T::CannotPrint), self.word(&error));
            self.notices.error(text);
        }
    }
}

/// "Open_di_Roma-pairings.pdf": the tournament's name (letters, digits, '-' and '_') and
/// the document.
fn pdf_file_name(tournament: &str, document: &str) -> String {
    let stem = super::suggested_file_name(tournament).replace(".ron", "");
    format!("{stem}-{document}.pdf")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pdf_names_name_the_tournament_and_the_document() {
        assert_eq!(
            pdf_file_name("Open di Roma", "result-slips"),
            "Open_di_Roma-result-slips.pdf"
        );
    }
}
