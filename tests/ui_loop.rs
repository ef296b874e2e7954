//! Placeholder for the egui_kittest test of the arbiter's whole loop (filled in by the UI work).
