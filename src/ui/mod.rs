//! The eframe/egui desktop window: a thin layer that draws state and sends commands.
