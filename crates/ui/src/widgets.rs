//! Small widget helpers shared by the panels: labelled fields that screen readers and
//! UI tests find by their label.

/// A label and a one-line text field tied to it (the field is found by the label).
pub fn labelled_text(
    ui: &mut egui::Ui,
    label: &str,
    value: &mut String,
    width: f32,
) -> egui::Response {
    let label = ui.label(label);
    ui.add(egui::TextEdit::singleline(value).desired_width(width))
        .labelled_by(label.id)
}

/// Text that is cut with "…" to fit a table cell, the whole text on hover.
pub fn cell_text(ui: &mut egui::Ui, text: impl Into<String>) {
    let text = text.into();
    ui.add(egui::Label::new(text).truncate());
}
