//! The venue server and the big screen (issue 38): the app carries out their actions and
//! draws their windows. The server lives in [`TorneoApp::venue`] (not in drawn code), so
//! closing the panel leaves the pages published and quitting stops them.

use super::TorneoApp;
use crate::action::{Action, VenueAction};
use crate::big_screen::{BigScreen, ScreenOutcome};
use crate::print_dialog::PrintDialog;
use crate::session::Localize;
use crate::tr;
use crate::venue_panel::VenuePanel;

impl TorneoApp {
    pub(super) fn venue_action(&mut self, action: VenueAction) {
        let lang = self.prefs.language;
        match action {
            VenueAction::OpenPanel => {
                if self.venue.addresses().is_empty() {
                    self.venue.refresh_addresses();
                }
                if self.venue_panel.is_none() {
                    let folder = self.proposed_site_folder();
                    self.venue_panel = Some(VenuePanel::new(folder, &self.venue));
                }
            }
            VenueAction::ClosePanel => self.venue_panel = None,
            VenueAction::Start(request) => match self.venue.start(&request, lang) {
                Ok(()) => {
                    if let Some(serving) = self.venue.serving() {
                        let url = serving.url.clone();
                        self.notices.info(tr!(lang, "venue-started", url = url));
                    }
                }
                Err(error) => self.notices.error(error.localize(lang)),
            },
            VenueAction::Stop => {
                if self.venue.serving().is_some() {
                    self.venue.stop();
                    self.notices.info(tr!(lang, "venue-stopped"));
                }
            }
            VenueAction::RefreshAddresses => self.venue.refresh_addresses(),
            VenueAction::OpenBigScreen => {
                if self.big_screen.is_none() {
                    self.big_screen = Some(BigScreen::new(lang));
                }
            }
            VenueAction::CloseBigScreen => self.big_screen = None,
        }
    }

    /// The site folder proposed: `<name>-site` beside the tournament's file (where a
    /// published site goes), empty for a tournament without a file.
    fn proposed_site_folder(&self) -> String {
        let Some(path) = self.session.path() else {
            return String::new();
        };
        let stem = path
            .file_stem()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_default();
        path.with_file_name(format!("{stem}-site"))
            .display()
            .to_string()
    }

    /// The venue panel and the big screen, when open.
    pub(super) fn venue_windows(&mut self, ctx: &egui::Context, actions: &mut Vec<Action>) {
        let lang = self.prefs.language;
        if let Some(panel) = &mut self.venue_panel {
            panel.show(ctx, lang, &self.venue, actions);
        }
        if let Some(screen) = &mut self.big_screen
            && screen.show(ctx, &self.session) == ScreenOutcome::Closed
        {
            actions.push(Action::Venue(VenueAction::CloseBigScreen));
        }
    }

    /// File → Print…: the dialog preset to `document` and `round`, the venue server's
    /// address proposed for the pairings' QR code while it serves.
    pub(super) fn open_print(
        &mut self,
        document: crate::session::DocumentKind,
        round: Option<u32>,
        view: crate::action::DocumentView,
    ) {
        let mut dialog = PrintDialog::new(document, round, self.prefs.language);
        dialog.show_as(view);
        if let Some(url) = self.venue_url() {
            dialog.propose_site_address(url);
        }
        self.print = Some(dialog);
    }

    /// The address the pages are served at, while they are.
    pub fn venue_url(&self) -> Option<&str> {
        self.venue.serving().map(|s| s.url.as_str())
    }
}
