//! File → Print… (Ctrl+P): choose the document, round, language, paper and player order;
//! the document is built and rendered on a background thread ([`PrintJob`]) whenever the
//! choice or the tournament changes, previewed from the same document model
//! ([`super::print_preview`]), then saved as PDF or opened in the system's viewer (the
//! app does both through the session).

use super::i18n::{Language, T, arg};
use super::print_preview;
use crate::session::{
    DocumentKind, Localize, Paper, PlayerOrder, PrintJob, PrintRequest, Printed, Session,
};

/// What the arbiter did in the dialog this frame.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PrintOutcome {
    Open,
    Close,
    SavePdf,
    OpenPdf,
}

/// The dialog's choices and the document printed from them.
pub struct PrintDialog {
    request: PrintRequest,
    /// The work running, for the request and session revision it was started with.
    job: Option<(PrintJob, u64)>,
    /// The last finished document and the session revision it was printed from.
    printed: Option<(Printed, u64)>,
    /// The widest text of each of its tables' columns, for the preview.
    widest: Vec<Vec<usize>>,
    /// Why the last request could not be printed, worded.
    error: Option<(PrintRequest, u64, String)>,
    /// The published site's address for the pairings' QR code (issue 38), kept while
    /// the code is not asked for.
    site_address: String,
}

impl PrintDialog {
    /// The dialog preset to `document` (and `round`, when given), in `lang`.
    pub fn new(document: DocumentKind, round: Option<u32>, lang: Language) -> PrintDialog {
        PrintDialog {
            request: PrintRequest {
                round,
                ..PrintRequest::new(document, lang)
            },
            job: None,
            printed: None,
            widest: Vec::new(),
            error: None,
            site_address: String::new(),
        }
    }

    /// What the dialog prints.
    pub fn request(&self) -> &PrintRequest {
        &self.request
    }

    /// Prints what a panel shows (its category, its order; issue 37).
    pub fn show_as(&mut self, view: crate::action::DocumentView) {
        self.request.category = view.category;
        self.request.reading_order = view.reading_order;
    }

    /// The document printed for the current choices and state, once ready.
    pub fn printed(&self, revision: u64) -> Option<&Printed> {
        self.printed
            .as_ref()
            .filter(|(printed, at)| printed.request == self.request && *at == revision)
            .map(|(printed, _)| printed)
    }

    /// Whether the document for the current choices and state is still to come (being
    /// made, or about to be started).
    pub fn is_working(&self, revision: u64) -> bool {
        self.job.is_some() || (self.printed(revision).is_none() && !self.failed(revision))
    }

    /// Whether the current choices and state could not be printed.
    fn failed(&self, revision: u64) -> bool {
        self.error
            .as_ref()
            .is_some_and(|(request, at, _)| *request == self.request && *at == revision)
    }

    /// Takes finished work in and starts printing when the choices or the tournament
    /// changed since the last document.
    pub fn poll(&mut self, session: &Session, lang: Language) {
        let revision = session.revision();
        if let Some((job, at)) = &self.job
            && let Some(result) = job.try_result()
        {
            let (request, at) = (job.request().clone(), *at);
            self.job = None;
            match result {
                Ok(printed) => {
                    self.widest = print_preview::widest_texts(&printed.document);
                    self.printed = Some((printed, at));
                    self.error = None;
                }
                Err(error) => self.error = Some((request, at, error.localize(lang))),
            }
        }
        if self.job.is_some() || self.printed(revision).is_some() {
            return;
        }
        if !self.failed(revision) {
            let job = PrintJob::start(session, self.request.clone());
            self.job = Some((job, revision));
        }
    }

    /// Draws the dialog: choices and buttons on the left, the preview on the right.
    pub fn show(&mut self, ctx: &egui::Context, lang: Language, session: &Session) -> PrintOutcome {
        let mut outcome = PrintOutcome::Open;
        let revision = session.revision();
        let rounds = session.tournament().rounds_paired();
        let round_robin = session.tournament().settings.system.is_round_robin();
        let teams = session.tournament().team_event.is_some();
        // Issue 33 item 9: Esc closes the dialog, as it closes Settings.
        if ctx.input(|i| i.key_pressed(egui::Key::Escape)) {
            return PrintOutcome::Close;
        }
        let mut open = true;
        egui::Window::new(T::PrintTitle.tr(lang))
            .open(&mut open)
            .collapsible(false)
            .resizable(true)
            .default_size([960.0, 640.0])
            .max_height(ctx.content_rect().height() - 40.0)
            .show(ctx, |ui| {
                ui.horizontal_top(|ui| {
                    ui.vertical(|ui| {
                        ui.set_width(230.0);
                        self.choices(ui, lang, rounds, round_robin, teams);
                        ui.separator();
                        outcome = self.buttons(ui, lang, revision);
                    });
                    ui.separator();
                    ui.vertical(|ui| self.preview(ui, lang, revision));
                });
            });
        if !open {
            outcome = PrintOutcome::Close;
        }
        outcome
    }

    fn choices(
        &mut self,
        ui: &mut egui::Ui,
        lang: Language,
        rounds: u32,
        round_robin: bool,
        teams: bool,
    ) {
        let request = &mut self.request;
        let selected = request.document.name(lang);
        combo(
            ui,
            T::PrintDocument.tr(lang),
            "print-document",
            selected,
            |ui| {
                // The round-robin schedule is offered for a round robin only, the team
                // documents for a team event only (issue 39).
                let offered = DocumentKind::ALL
                    .into_iter()
                    .filter(|kind| round_robin || *kind != DocumentKind::Schedule)
                    .filter(|kind| teams || !kind.is_team_document());
                for kind in offered {
                    ui.selectable_value(&mut request.document, kind, kind.name(lang));
                }
            },
        );
        if request.document.needs_round() {
            let round_name = |round: u32| T::RoundN.with(lang, [("n", arg(round))]);
            let selected = request
                .round
                .map_or_else(|| T::PrintLastRound.tr(lang).to_string(), round_name);
            combo(ui, T::PrintRound.tr(lang), "print-round", selected, |ui| {
                ui.selectable_value(&mut request.round, None, T::PrintLastRound.tr(lang));
                for round in (1..=rounds).rev() {
                    ui.selectable_value(&mut request.round, Some(round), round_name(round));
                }
            });
        }
        let selected = request.language.native_name().to_string();
        combo(ui, T::Language.tr(lang), "print-language", selected, |ui| {
            for language in Language::ALL {
                ui.selectable_value(&mut request.language, language, language.native_name());
            }
        });
        let selected = paper_name(request.paper).to_string();
        combo(ui, T::PrintPaper.tr(lang), "print-paper", selected, |ui| {
            for paper in [Paper::A4, Paper::Letter] {
                ui.selectable_value(&mut request.paper, paper, paper_name(paper));
            }
        });
        if request.document == DocumentKind::Players {
            let selected = order_name(request.player_order).tr(lang).to_string();
            combo(ui, T::PrintOrder.tr(lang), "print-order", selected, |ui| {
                for order in [
                    PlayerOrder::PairingNumber,
                    PlayerOrder::Rating,
                    PlayerOrder::Name,
                ] {
                    let text = order_name(order).tr(lang);
                    ui.selectable_value(&mut request.player_order, order, text);
                }
            });
        }
        if request.document == DocumentKind::Standings {
            ui.checkbox(&mut request.extra_columns, T::PrintExtraColumns.tr(lang));
        }
        if request.document == DocumentKind::TeamCrosstable {
            let cells = &mut request.team_crosstable_match_points;
            ui.checkbox(cells, T::PrintCrosstableMatchPoints.tr(lang));
        }
        if matches!(
            request.document,
            DocumentKind::Pairings | DocumentKind::TeamPairings
        ) {
            let address = &mut self.site_address;
            super::print_qr::choice(ui, lang, &mut request.round_page_qr, address);
        }
    }

    /// The pairings' QR code chosen: the site's address when ticked (kept in the
    /// tournament, issue 38), `None` unticked or without an address.
    pub fn pairings_qr_choice(&self) -> Option<String> {
        self.request
            .round_page_qr
            .as_deref()
            .map(|address| address.trim().trim_end_matches('/').to_string())
            .filter(|address| !address.is_empty())
    }

    /// The pairings' QR code ticked with `address` (the tournament's saved choice).
    pub fn choose_pairings_qr(&mut self, address: &str) {
        self.site_address = address.trim_end_matches('/').to_string();
        self.request.round_page_qr = Some(self.site_address.clone());
    }

    /// The site's address proposed for the pairings' QR code (the venue server's, while
    /// it serves).
    pub fn propose_site_address(&mut self, address: &str) {
        self.site_address = address.trim_end_matches('/').to_string();
    }

    fn buttons(&mut self, ui: &mut egui::Ui, lang: Language, revision: u64) -> PrintOutcome {
        let ready = self.printed(revision).is_some();
        let mut outcome = PrintOutcome::Open;
        if ui
            .add_enabled(ready, egui::Button::new(T::PrintSavePdf.tr(lang)))
            .clicked()
        {
            outcome = PrintOutcome::SavePdf;
        }
        if ui
            .add_enabled(ready, egui::Button::new(T::PrintOpenPdf.tr(lang)))
            .clicked()
        {
            outcome = PrintOutcome::OpenPdf;
        }
        if ui.button(T::PrintClose.tr(lang)).clicked() {
            outcome = PrintOutcome::Close;
        }
        outcome
    }

    fn preview(&self, ui: &mut egui::Ui, lang: Language, revision: u64) {
        if let Some(printed) = self.printed(revision) {
            print_preview::show(ui, lang, &printed.document, &self.widest);
        } else if let Some((_, _, error)) = self.error.as_ref().filter(|_| self.failed(revision)) {
            ui.colored_label(ui.visuals().error_fg_color, error);
        } else {
            ui.horizontal(|ui| {
                ui.spinner();
                ui.label(T::PrintPreparing.tr(lang));
            });
        }
    }
}

/// A combo box labelled `label` showing `selected`; `options` draws the choices, all
/// of them in view without scrolling (the document list has grown past egui's default
/// height of 200 points).
fn combo(
    ui: &mut egui::Ui,
    label: &str,
    id: &str,
    selected: String,
    options: impl FnOnce(&mut egui::Ui),
) {
    ui.horizontal(|ui| {
        let label = ui.label(label);
        egui::ComboBox::from_id_salt(id)
            .width(150.0)
            .height(420.0)
            .selected_text(selected)
            .show_ui(ui, options)
            .response
            .labelled_by(label.id);
    });
}

fn paper_name(paper: Paper) -> &'static str {
    match paper {
        Paper::A4 => "A4",
        Paper::Letter => "Letter",
    }
}

fn order_name(order: PlayerOrder) -> T {
    match order {
        PlayerOrder::PairingNumber => T::OrderNumber,
        PlayerOrder::Rating => T::Rating,
        PlayerOrder::Name => T::Name,
    }
}
