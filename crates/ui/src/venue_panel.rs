//! File → *Publish on this network…* (issue 38): the panel that starts and stops the
//! venue server. It draws the choices (site folder, address, port) and, while serving,
//! the address large with its QR code; the server itself belongs to the app's
//! [`crate::session::venue::Venue`], and every button is a [`VenueAction`].

use crate::action::{Action, VenueAction};
use crate::i18n::Language;
use crate::session::venue::{DEFAULT_PORT, LocalAddress, QrMatrix, Venue, VenueRequest};
use crate::tr;
use crate::widgets::labelled_text;
use std::path::PathBuf;

/// What the arbiter has typed and chosen (kept while the panel is closed).
pub struct VenuePanel {
    folder: String,
    /// The chosen address: one of the venue's, or every network.
    address: LocalAddress,
    port: String,
    /// Start writes the tournament's site into the folder first (issue 38).
    write_first: bool,
}

impl VenuePanel {
    /// The panel with `folder` proposed and the first of `venue`'s addresses chosen (the
    /// venue's network, when there is one).
    pub fn new(folder: String, venue: &Venue) -> VenuePanel {
        VenuePanel {
            folder,
            address: venue
                .addresses()
                .first()
                .cloned()
                .unwrap_or_else(LocalAddress::every_interface),
            port: DEFAULT_PORT.to_string(),
            write_first: true,
        }
    }

    /// The request the Start button makes.
    fn request(&self) -> VenueRequest {
        VenueRequest {
            folder: PathBuf::from(self.folder.trim()),
            ip: self.address.ip,
            port: self.port.clone(),
        }
    }

    /// Draws the panel; its buttons push actions.
    pub fn show(
        &mut self,
        ctx: &egui::Context,
        lang: Language,
        venue: &Venue,
        actions: &mut Vec<Action>,
    ) {
        let max_height = (ctx.content_rect().height() - 60.0).max(200.0);
        egui::Window::new(tr!(lang, "venue-title"))
            .id(egui::Id::unique("venue-panel"))
            .collapsible(false)
            // Sized to its content: the address and its code appear once started.
            .resizable(false)
            .default_width(620.0)
            .max_height(max_height)
            .show(ctx, |ui| {
                egui::ScrollArea::vertical().show(ui, |ui| {
                    self.choices(ui, lang, venue, actions);
                    ui.separator();
                    serving(ui, lang, venue);
                    ui.separator();
                    ui.horizontal(|ui| {
                        if ui.button(tr!(lang, "venue-menu-big-screen")).clicked() {
                            actions.push(Action::Venue(VenueAction::OpenBigScreen));
                        }
                        if ui.button(tr!(lang, "venue-close")).clicked() {
                            actions.push(Action::Venue(VenueAction::ClosePanel));
                        }
                    });
                });
            });
    }

    /// Folder, address and port, then Start / Stop. Enter in a field starts.
    fn choices(
        &mut self,
        ui: &mut egui::Ui,
        lang: Language,
        venue: &Venue,
        actions: &mut Vec<Action>,
    ) {
        let serving = venue.serving().is_some();
        let mut enter = false;
        egui::Grid::new("venue-choices")
            .num_columns(2)
            .show(ui, |ui| {
                let folder = labelled_text(ui, &tr!(lang, "venue-folder"), &mut self.folder, 400.0);
                enter |= submitted(ui, &folder);
                ui.end_row();
                let label = ui.label(tr!(lang, "venue-address"));
                ui.horizontal(|ui| {
                    self.address_choice(ui, lang, venue, label.id);
                    if ui.button(tr!(lang, "venue-refresh")).clicked() {
                        actions.push(Action::Venue(VenueAction::RefreshAddresses));
                    }
                });
                ui.end_row();
                let port = labelled_text(ui, &tr!(lang, "venue-port"), &mut self.port, 80.0);
                enter |= submitted(ui, &port);
                ui.end_row();
            });
        // One row with the buttons: the panel keeps its height on a laptop's screen.
        ui.horizontal(|ui| {
            let start = ui.add_enabled(!serving, egui::Button::new(tr!(lang, "venue-start")));
            if start.clicked() || (enter && !serving) {
                let request = self.request();
                actions.push(Action::Venue(if self.write_first {
                    VenueAction::WriteAndStart(request)
                } else {
                    VenueAction::Start(request)
                }));
            }
            let stop = ui.add_enabled(serving, egui::Button::new(tr!(lang, "venue-stop")));
            if stop.clicked() {
                actions.push(Action::Venue(VenueAction::Stop));
            }
            ui.checkbox(&mut self.write_first, tr!(lang, "venue-write-first"));
        });
    }

    /// The address drop-down: the machine's addresses by interface, and every network.
    fn address_choice(
        &mut self,
        ui: &mut egui::Ui,
        lang: Language,
        venue: &Venue,
        label: egui::Id,
    ) {
        let every = LocalAddress::every_interface();
        let name = |address: &LocalAddress| {
            if address.ip.is_unspecified() {
                tr!(lang, "venue-every-network")
            } else {
                format!("{} — {}", address.ip, address.interface)
            }
        };
        egui::ComboBox::from_id_salt("venue-address")
            .selected_text(name(&self.address))
            .width(320.0)
            .show_ui(ui, |ui| {
                for address in venue.addresses().iter().chain([&every]) {
                    let chosen = *address == self.address;
                    if ui.selectable_label(chosen, name(address)).clicked() {
                        self.address = address.clone();
                    }
                }
            })
            .response
            .labelled_by(label);
    }
}

/// Enter was pressed in `field`.
fn submitted(ui: &egui::Ui, field: &egui::Response) -> bool {
    field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter))
}

/// While serving: the folder, the address large and its QR code beside it.
fn serving(ui: &mut egui::Ui, lang: Language, venue: &Venue) {
    let Some(serving) = venue.serving() else {
        ui.label(tr!(lang, "venue-not-serving"));
        return;
    };
    let folder = serving.folder.display().to_string();
    ui.label(tr!(lang, "venue-serving", folder = folder));
    ui.label(tr!(lang, "venue-open-hint"));
    ui.horizontal(|ui| {
        let label = tr!(lang, "venue-qr", url = serving.url.clone());
        qr_code(ui, &serving.qr, 200.0, &label);
        ui.add(egui::Label::new(egui::RichText::new(&serving.url).size(30.0).strong()).wrap());
    });
    ui.label(tr!(lang, "venue-stays"));
}

/// Draws `matrix` `side` points wide, dark on white with its quiet zone (four modules),
/// named `label` for screen readers and tests.
pub fn qr_code(ui: &mut egui::Ui, matrix: &QrMatrix, side: f32, label: &str) -> egui::Response {
    const QUIET: usize = 4;
    let (rect, response) = ui.allocate_exact_size(egui::vec2(side, side), egui::Sense::hover());
    let modules = matrix.width() + 2 * QUIET;
    let module = side / modules as f32;
    let painter = ui.painter_at(rect);
    painter.rect_filled(rect, 0.0, egui::Color32::WHITE);
    for y in 0..matrix.width() {
        for x in 0..matrix.width() {
            if matrix.is_dark(x, y) {
                let min = rect.min + egui::vec2((x + QUIET) as f32, (y + QUIET) as f32) * module;
                let square = egui::Rect::from_min_size(min, egui::vec2(module, module));
                painter.rect_filled(square.expand(0.1), 0.0, egui::Color32::BLACK);
            }
        }
    }
    let label = label.to_string();
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Image, true, &label));
    response
}
