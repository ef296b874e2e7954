//! The window both settings dialogs share (Tournament → Settings…, Teams → Team
//! settings…): the sections scroll so that the buttons stay on a 1366×768 screen however
//! many are open (issue 37), then the last error, Apply and Cancel. Escape closes it like
//! Cancel (a text field being edited takes it first), and so does its close button.

use super::i18n::{Language, T};

/// What a settings dialog asks for this frame.
pub enum Outcome<S> {
    Open,
    Cancel,
    Apply(Box<S>),
}

/// A settings dialog's draft: its sections, how it reads them back into settings (or
/// the words of what is wrong), and where that error is kept for the next frames.
pub trait SettingsForm {
    type Settings;
    /// The sections, one under the other, inside the scrolled part.
    fn sections(&mut self, ui: &mut egui::Ui, lang: Language);
    /// The settings the draft stands for, or the error the arbiter reads.
    fn read(&self, lang: Language) -> Result<Self::Settings, String>;
    /// The error shown above the buttons since the last Apply that failed.
    fn error(&mut self) -> &mut Option<String>;
}

/// How a settings window is named and sized.
pub struct Frame {
    pub title: T,
    pub id: &'static str,
    pub default_width: f32,
}

/// Shows `form` in its window this frame and says what the arbiter asked.
pub fn show<F: SettingsForm>(
    form: &mut F,
    frame: Frame,
    ctx: &egui::Context,
    lang: Language,
) -> Outcome<F::Settings> {
    let mut outcome = Outcome::Open;
    let mut open = true;
    egui::Window::new(frame.title.tr(lang))
        .id(egui::Id::unique(frame.id))
        .open(&mut open)
        .collapsible(false)
        .resizable(true)
        .default_width(frame.default_width)
        .show(ctx, |ui| {
            let room = (ctx.content_rect().height() - 160.0).max(200.0);
            egui::ScrollArea::vertical()
                .max_height(room)
                .show(ui, |ui| form.sections(ui, lang));
            ui.separator();
            if let Some(error) = form.error() {
                ui.colored_label(ui.visuals().error_fg_color, error.as_str());
            }
            ui.horizontal(|ui| {
                if ui.button(T::Apply.tr(lang)).clicked() {
                    match form.read(lang) {
                        Ok(settings) => outcome = Outcome::Apply(Box::new(settings)),
                        Err(error) => *form.error() = Some(error),
                    }
                }
                if ui.button(T::Cancel.tr(lang)).clicked() {
                    outcome = Outcome::Cancel;
                }
            });
        });
    let escape =
        !ctx.egui_wants_keyboard_input() && ctx.input(|i| i.key_pressed(egui::Key::Escape));
    if !open || escape {
        outcome = Outcome::Cancel;
    }
    outcome
}
