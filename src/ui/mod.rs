//! The eframe/egui desktop window: a thin layer that draws state and sends commands.

use std::path::PathBuf;
use std::process::ExitCode;

/// Opens the window, with `path` (a `.ron` file) loaded when given.
pub fn run(_path: Option<PathBuf>) -> ExitCode {
    ExitCode::SUCCESS
}
