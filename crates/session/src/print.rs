//! Printing as a session operation (issue 12): the document built from the session's
//! current state and rendered to PDF on a background thread ([`PrintJob`], no freeze),
//! then saved where the arbiter chose (atomically, through `formats::atomic`) or written
//! to a temporary file and opened in the system's PDF viewer.

use super::Session;
use super::snapshot::Snapshot;
use crate::formats::atomic::{self, WriteError};
use crate::i18n::{Language, Localize};
use crate::report::pdf::{self, PdfError};
use crate::report::{self, Document, PrintRequest, ReportError};
use std::path::{Path, PathBuf};
use std::sync::mpsc::{self, Receiver, TryRecvError};
use thiserror::Error;

/// Why a document could not be printed, saved or opened.
#[derive(Debug, Error)]
#[error("{}", self.localize(Language::English))]
pub enum PrintError {
    /// The document cannot be built (no round paired, a schedule of a Swiss, ...).
    Report(#[from] ReportError),
    Pdf(#[from] PdfError),
    /// The PDF could not be written.
    Write(#[from] WriteError),
    /// The system has no program to open the PDF with (or refused to start it).
    Open {
        path: PathBuf,
        source: std::io::Error,
    },
    /// The background thread stopped without an answer.
    Stopped,
}

impl Localize for PrintError {
    fn localize(&self, lang: Language) -> String {
        match self {
            PrintError::Report(error) => error.localize(lang),
            PrintError::Pdf(error) => error.localize(lang),
            PrintError::Write(error) => error.localize(lang),
            // The launcher's own words ("Launcher \"gio\" \"open\" … failed") are
            // English: the reason is worded from its kind.
            PrintError::Open { path, source } => crate::tr!(
                lang,
                "print-error-open",
                path = (path.display().to_string()),
                reason = crate::i18n::io_reason(lang, source)
            ),
            PrintError::Stopped => crate::tr!(lang, "print-error-stopped"),
        }
    }
}

/// A printed document: what the preview draws and the PDF's bytes.
#[derive(Debug, Clone)]
pub struct Printed {
    pub request: PrintRequest,
    pub document: Document,
    pub pdf: Vec<u8>,
}

/// Building and rendering a document on a background thread.
#[derive(Debug)]
pub struct PrintJob {
    request: PrintRequest,
    receiver: Receiver<Result<Printed, PrintError>>,
}

impl PrintJob {
    /// Starts printing `request` from the session's current state (its parts shared; the
    /// copy is made on the worker).
    pub fn start(session: &Session, request: PrintRequest) -> PrintJob {
        PrintJob::start_from(session.shown.clone(), request)
    }

    fn start_from(snapshot: Snapshot, request: PrintRequest) -> PrintJob {
        let (sender, receiver) = mpsc::channel();
        let worker_request = request.clone();
        std::thread::spawn(move || {
            let tournament = snapshot.to_tournament();
            let printed = print(&tournament, worker_request);
            // The receiver may be gone (the dialog was closed): nothing to do then.
            let _ = sender.send(printed);
        });
        PrintJob { request, receiver }
    }

    /// What is being printed.
    pub fn request(&self) -> &PrintRequest {
        &self.request
    }

    /// The result once ready; `None` while the work is running.
    pub fn try_result(&self) -> Option<Result<Printed, PrintError>> {
        match self.receiver.try_recv() {
            Ok(result) => Some(result),
            Err(TryRecvError::Empty) => None,
            Err(TryRecvError::Disconnected) => Some(Err(PrintError::Stopped)),
        }
    }

    /// Blocks until the work has finished (tests).
    pub fn wait(self) -> Result<Printed, PrintError> {
        self.receiver.recv().unwrap_or(Err(PrintError::Stopped))
    }
}

/// The document `request` names, built and rendered to PDF.
pub fn print(
    tournament: &crate::domain::Tournament,
    request: PrintRequest,
) -> Result<Printed, PrintError> {
    let document = report::build(tournament, &request)?;
    let pdf = pdf::render(&document)?;
    Ok(Printed {
        request,
        document,
        pdf,
    })
}

/// The document `request` names as tab-separated text (the window's Copy buttons: a
/// pairing or the standings pasted into a spreadsheet or an e-mail).
pub fn tab_separated(
    tournament: &crate::domain::Tournament,
    request: &PrintRequest,
) -> Result<String, PrintError> {
    let document = report::build(tournament, request)?;
    Ok(report::tab_separated::render(&document))
}

/// Writes the PDF to `path` atomically (temporary file, flush, rename).
pub fn save_pdf(path: &Path, printed: &Printed) -> Result<(), PrintError> {
    atomic::write(path, &printed.pdf, false)?;
    Ok(())
}

/// Writes the PDF to a temporary file and opens it in the system's viewer; returns the
/// file's path.
pub fn open_pdf(printed: &Printed) -> Result<PathBuf, PrintError> {
    let name = format!(
        "torneo-{}-{}.pdf",
        printed.request.document.command_name(),
        std::process::id()
    );
    let path = std::env::temp_dir().join(name);
    save_pdf(&path, printed)?;
    open::that_detached(&path).map_err(|source| PrintError::Open {
        path: path.clone(),
        source,
    })?;
    Ok(path)
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]
    use super::*;
    use crate::domain::{Player, Tournament};
    use crate::i18n::test_support::assert_worded;
    use crate::report::DocumentKind;

    fn players_list() -> Tournament {
        let mut t = Tournament::default();
        t.settings.name = "Open di Città di Castello".to_string();
        t.add_player(Player {
            name: "Rossi, Niccolò".to_string(),
            ..Player::default()
        });
        t
    }

    #[test]
    fn a_job_prints_and_the_pdf_is_saved_whole() {
        let session = Session::new(players_list());
        let request = PrintRequest::new(DocumentKind::Players, Language::Italian);
        let printed = PrintJob::start(&session, request.clone()).wait().unwrap();
        assert_eq!(printed.request, request);
        assert!(printed.pdf.starts_with(b"%PDF-"));
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("giocatori.pdf");
        save_pdf(&path, &printed).unwrap();
        assert_eq!(std::fs::read(&path).unwrap(), printed.pdf);
        // A folder in the way: refused and worded, nothing lost.
        let error = save_pdf(dir.path(), &printed).unwrap_err();
        assert!(matches!(error, PrintError::Write(_)));
        // The system's own reason stays in its words; ours are Italian.
        let italian = error.localize(Language::Italian);
        assert!(
            italian.starts_with("impossibile salvare sopra"),
            "{italian}"
        );
    }

    #[test]
    fn a_round_document_of_an_unpaired_tournament_is_refused() {
        let request = PrintRequest::new(DocumentKind::Pairings, Language::English);
        let error = print(&players_list(), request).unwrap_err();
        assert!(matches!(
            error,
            PrintError::Report(ReportError::NoRoundPaired)
        ));
    }

    #[test]
    fn every_print_error_is_worded() {
        assert_worded(&PrintError::Open {
            path: PathBuf::from("/tmp/torneo-pairings.pdf"),
            source: std::io::Error::from(std::io::ErrorKind::NotFound),
        });
        assert_worded(&PrintError::Stopped);
        assert_worded(&PrintError::Report(ReportError::NoRoundPaired));
        assert_worded(&PrintError::Pdf(PdfError::Font));
    }
}
