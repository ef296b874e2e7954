//! Messages to the arbiter: errors stay until dismissed, information fades after a while.

use super::i18n::{Language, T};
use std::time::{Duration, Instant};

/// How long an information message stays.
const INFO_TIME: Duration = Duration::from_secs(8);

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    Info,
    Error,
}

#[derive(Debug, Clone)]
struct Notice {
    kind: Kind,
    text: String,
    shown_at: Instant,
}

#[derive(Debug, Default)]
pub struct Notifications {
    notices: Vec<Notice>,
}

impl Notifications {
    pub fn info(&mut self, text: impl Into<String>) {
        self.push(Kind::Info, text.into());
    }

    pub fn error(&mut self, text: impl Into<String>) {
        self.push(Kind::Error, text.into());
    }

    fn push(&mut self, kind: Kind, text: String) {
        self.notices.retain(|n| n.text != text);
        self.notices.push(Notice {
            kind,
            text,
            shown_at: Instant::now(),
        });
        if self.notices.len() > 5 {
            self.notices.remove(0);
        }
    }

    pub fn is_empty(&self) -> bool {
        self.notices.is_empty()
    }

    pub fn texts(&self) -> Vec<String> {
        self.notices.iter().map(|n| n.text.clone()).collect()
    }

    /// Draws the messages, newest last, each with a dismiss button.
    pub fn show(&mut self, ui: &mut egui::Ui, lang: Language) {
        self.notices
            .retain(|n| n.kind == Kind::Error || n.shown_at.elapsed() < INFO_TIME);
        let mut dismissed = None;
        for (i, notice) in self.notices.iter().enumerate() {
            ui.horizontal(|ui| {
                let text = egui::RichText::new(&notice.text);
                let text = match notice.kind {
                    Kind::Error => text.color(ui.visuals().error_fg_color),
                    Kind::Info => text,
                };
                if ui
                    .small_button("✖")
                    .on_hover_text(T::Dismiss.tr(lang))
                    .clicked()
                {
                    dismissed = Some(i);
                }
                ui.label(text);
            });
        }
        if let Some(i) = dismissed
            && i < self.notices.len()
        {
            self.notices.remove(i);
        }
        // One repaint when the next information expires; none while only errors stand.
        let next_expiry = self
            .notices
            .iter()
            .filter(|n| n.kind == Kind::Info)
            .map(|n| INFO_TIME.saturating_sub(n.shown_at.elapsed()))
            .min();
        if let Some(wait) = next_expiry {
            ui.ctx()
                .request_repaint_after(wait + Duration::from_millis(10));
        }
    }
}
