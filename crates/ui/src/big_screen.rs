//! View → *Big screen…* (issue 38): a second window for a TV or projector at the venue.
//! Large type (sized from the window's height, readable from 5 m), the pairings of the
//! round being played page by page and the standings between rounds
//! ([`crate::session::big_screen`]), in a language of its own; full screen with F11.
//! The window is an egui viewport shown with the main one (embedded as a window where
//! the system has no second window, as in the tests).

use crate::i18n::Language;
use crate::session::Session;
use crate::session::big_screen::{ScreenShow, ScreenTable, page_at, screen_table, until_next_page};
use crate::tr;
use std::time::Duration;

/// The big screen's own settings and what it shows.
pub struct BigScreen {
    language: Language,
    show: ScreenShow,
    /// How long each page stays.
    seconds: u32,
    full_screen: bool,
    /// When the screen's pages started (the window's clock, seconds).
    started: Option<f64>,
    /// The table shown, made again only when the tournament, the language or the choice
    /// changes.
    table: Option<(u64, Language, ScreenShow, Option<ScreenTable>)>,
}

/// Whether the screen stays open after a frame.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ScreenOutcome {
    Open,
    Closed,
}

impl BigScreen {
    /// The screen in `language` (the window's, until changed on the screen itself).
    pub fn new(language: Language) -> BigScreen {
        BigScreen {
            language,
            show: ScreenShow::Automatic,
            seconds: 12,
            full_screen: false,
            started: None,
            table: None,
        }
    }

    /// Draws the screen's window for this frame.
    pub fn show(&mut self, ctx: &egui::Context, session: &Session) -> ScreenOutcome {
        self.refresh_table(session);
        let builder = egui::ViewportBuilder::default()
            .with_title(tr!(self.language, "screen-title"))
            .with_inner_size([1280.0, 720.0])
            .with_fullscreen(self.full_screen);
        let id = egui::ViewportId::from_hash_of("torneo-big-screen");
        ctx.show_viewport_immediate(id, builder, |ui, _class| {
            let closing =
                ui.input(|i| i.viewport().close_requested() || i.key_pressed(egui::Key::Escape));
            if ui.input(|i| i.key_pressed(egui::Key::F11)) {
                self.set_full_screen(ui.ctx(), !self.full_screen);
            }
            let closed = self.controls(ui);
            self.page(ui);
            if closing || closed {
                ScreenOutcome::Closed
            } else {
                ScreenOutcome::Open
            }
        })
    }

    fn refresh_table(&mut self, session: &Session) {
        let revision = session.revision();
        let stale = !matches!(&self.table,
            Some((r, l, s, _)) if *r == revision && *l == self.language && *s == self.show);
        if stale {
            let table = screen_table(session.tournament(), self.show, self.language);
            self.table = Some((revision, self.language, self.show, table));
        }
    }

    fn set_full_screen(&mut self, ctx: &egui::Context, full_screen: bool) {
        self.full_screen = full_screen;
        ctx.send_viewport_cmd(egui::ViewportCommand::Fullscreen(full_screen));
    }

    /// The small bar on top: language, what to show, seconds a page, full screen, close.
    /// True when Close was pressed.
    fn controls(&mut self, ui: &mut egui::Ui) -> bool {
        let lang = self.language;
        let mut closed = false;
        egui::Panel::top("big-screen-controls").show(ui, |ui| {
            ui.horizontal_wrapped(|ui| {
                let label = ui.label(tr!(lang, "screen-language"));
                egui::ComboBox::from_id_salt("screen-language")
                    .selected_text(lang.native_name())
                    .show_ui(ui, |ui| {
                        for language in Language::ALL {
                            ui.selectable_value(
                                &mut self.language,
                                language,
                                language.native_name(),
                            );
                        }
                    })
                    .response
                    .labelled_by(label.id);
                let label = ui.label(tr!(lang, "screen-show"));
                egui::ComboBox::from_id_salt("screen-show")
                    .selected_text(show_name(self.show, lang))
                    .show_ui(ui, |ui| {
                        for show in ScreenShow::ALL {
                            ui.selectable_value(&mut self.show, show, show_name(show, lang));
                        }
                    })
                    .response
                    .labelled_by(label.id);
                let label = ui.label(tr!(lang, "screen-seconds"));
                ui.add(egui::DragValue::new(&mut self.seconds).range(3..=120))
                    .labelled_by(label.id);
                let mut full = self.full_screen;
                if ui
                    .checkbox(&mut full, tr!(lang, "screen-full-screen"))
                    .changed()
                {
                    self.set_full_screen(ui.ctx(), full);
                }
                closed = ui.button(tr!(lang, "screen-close")).clicked();
            });
        });
        closed
    }

    /// The title, the page number and the page's rows, in type sized to the window.
    fn page(&mut self, ui: &mut egui::Ui) {
        let lang = self.language;
        let now = ui.input(|i| i.time);
        let started = *self.started.get_or_insert(now);
        let elapsed = Duration::from_secs_f64((now - started).max(0.0));
        let dwell = Duration::from_secs(u64::from(self.seconds));
        let height = ui.available_height();
        // About 22 lines of type to the screen's height: 49 px on a 1080-line TV, about
        // 2.5 cm on a 40-inch screen, read from 5 m.
        let size = (height / 22.0).max(20.0);
        let Some((_, _, _, Some(table))) = &self.table else {
            ui.label(egui::RichText::new(tr!(lang, "screen-nothing")).size(size));
            return;
        };
        let row_height = size * 1.5;
        let per_page = ((height - 3.0 * row_height) / row_height).floor().max(1.0) as usize;
        let page = page_at(table.rows.len(), per_page, elapsed, dwell);
        ui.horizontal(|ui| {
            ui.label(egui::RichText::new(&table.title).size(size * 1.2).strong());
            ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                let mut text = tr!(lang, "screen-page", page = page.number, pages = page.count);
                if let Some((first, last)) = table.board_range(page.rows.clone()) {
                    let boards = tr!(lang, "screen-boards", first = first, last = last);
                    text = format!("{boards} · {text}");
                }
                ui.label(egui::RichText::new(text).size(size * 0.8));
            });
        });
        egui::Grid::new("big-screen-rows")
            .striped(true)
            .spacing([size * 0.6, size * 0.25])
            .show(ui, |ui| {
                for column in &table.columns {
                    ui.label(egui::RichText::new(&column.title).size(size * 0.7).weak());
                }
                ui.end_row();
                for row in table.rows.get(page.rows.clone()).unwrap_or_default() {
                    for cell in &row.cells {
                        ui.label(egui::RichText::new(cell).size(size));
                    }
                    ui.end_row();
                }
            });
        if page.count > 1 {
            ui.ctx()
                .request_repaint_after(until_next_page(elapsed, dwell));
        }
    }
}

fn show_name(show: ScreenShow, lang: Language) -> String {
    match show {
        ScreenShow::Automatic => tr!(lang, "screen-show-automatic"),
        ScreenShow::Pairings => tr!(lang, "screen-show-pairings"),
        ScreenShow::Standings => tr!(lang, "screen-show-standings"),
    }
}
