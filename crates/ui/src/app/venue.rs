//! The venue server, the big screen and the site written on request (issue 38): the app
//! carries out their actions and draws their windows. The server lives in
//! [`TorneoApp::venue`] (not in drawn code), so closing the panel leaves the pages
//! published and quitting stops them. A site asked for (File → *Publish site to
//! folder…*, the venue panel's *Write the site*) is written by the session's publisher
//! thread; the app says when it is written and, for the panel, then starts serving it.

use super::TorneoApp;
use crate::action::{Action, VenueAction};
use crate::big_screen::{BigScreen, ScreenOutcome};
use crate::print_dialog::PrintDialog;
use crate::session::Localize;
use crate::session::venue::VenueRequest;
use crate::tr;
use crate::venue_panel::VenuePanel;
use std::path::PathBuf;

/// A site the arbiter asked for, being written.
pub(crate) struct SiteWrite {
    folder: PathBuf,
    /// The publisher's ticket for it.
    ticket: u64,
    /// Serve the folder once written (the venue panel's Start).
    then_serve: Option<VenueRequest>,
}

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
            VenueAction::WriteAndStart(request) => {
                self.venue.stop();
                self.write_site(request.folder.clone(), Some(request));
            }
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

    /// File → *Publish site to folder…* answered: the site is written there.
    pub(super) fn write_site_to(&mut self, folder: PathBuf) {
        self.write_site(folder, None);
    }

    /// Hands the site to the session's publisher; serves it once written when asked.
    fn write_site(&mut self, folder: PathBuf, then_serve: Option<VenueRequest>) {
        let ticket = self.session.publish_site(&folder);
        self.site_writes.push(SiteWrite {
            folder,
            ticket,
            then_serve,
        });
    }

    /// The sites asked for that are written (or failed) since the last frame are said,
    /// and served when the venue panel asked for it.
    pub(super) fn poll_site_writes(&mut self) {
        let lang = self.prefs.language;
        let mut waiting = std::mem::take(&mut self.site_writes);
        let mut to_serve = Vec::new();
        waiting.retain(|write| {
            let Some(outcome) = self.session.site_outcome(&write.folder) else {
                return true;
            };
            if outcome.ticket < write.ticket {
                return true;
            }
            match &outcome.result {
                // Written to be served: the server's own notice says where (one notice,
                // so the panel keeps its buttons on a laptop's screen).
                Ok(_) if write.then_serve.is_some() => to_serve.extend(write.then_serve.clone()),
                Ok(pages) => {
                    let folder = write.folder.display().to_string();
                    let pages: usize = *pages;
                    let text: String = tr!(lang, "site-written", folder = folder, pages = pages);
                    self.notices.info(text);
                }
                Err(failure) => self.notices.error(failure.localize(lang)),
            }
            false
        });
        self.site_writes = waiting;
        for request in to_serve {
            self.venue_action(VenueAction::Start(request));
        }
    }

    /// The name of the site folder proposed (for the folder dialog).
    pub(super) fn proposed_site_name(&self) -> String {
        PathBuf::from(self.proposed_site_folder())
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default()
    }

    /// The site folder proposed: the one chosen in Settings → *Publishing*, else
    /// `<name>-site` beside the tournament's file (where a
    /// published site goes), empty for a tournament without a file.
    fn proposed_site_folder(&self) -> String {
        if let Some(folder) = &self.session.tournament().settings.publish.folder {
            return folder.display().to_string();
        }
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
        let saved = &self
            .session
            .tournament()
            .settings
            .publish
            .pairings_qr_address;
        if let Some(address) = saved {
            dialog.choose_pairings_qr(address);
        } else if let Some(url) = self.venue_url() {
            dialog.propose_site_address(url);
        }
        self.print = Some(dialog);
    }

    /// The pairings' QR choice of the Print dialog kept in the tournament (issue 38)
    /// when it differs from the saved one: one settings change, made when the dialog
    /// closes or has printed (a change while it shows a document would print it again).
    pub(super) fn remember_pairings_qr(&mut self) {
        let Some(dialog) = &self.print else {
            return;
        };
        let choice = dialog.pairings_qr_choice();
        let t = self.session.tournament();
        if choice == t.settings.publish.pairings_qr_address || self.session.is_read_only() {
            return;
        }
        let mut settings = t.settings.clone();
        settings.publish.pairings_qr_address = choice;
        self.apply(crate::session::Command::UpdateSettings(Box::new(settings)));
    }

    /// The address the pages are served at, while they are.
    pub fn venue_url(&self) -> Option<&str> {
        self.venue.serving().map(|s| s.url.as_str())
    }
}
