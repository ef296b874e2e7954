//! The `torneo` binary: with a subcommand (`torneo pair …`) it is a command-line tool;
//! without one (a double-click, or `torneo FILE.ron`) it opens the desktop window. A first
//! argument that is neither (`torneo prnt x`) is refused as an unknown command.

use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<std::ffi::OsString> = std::env::args_os().collect();
    if torneo::cli::is_command_line(&args) {
        return torneo::cli::run(args);
    }
    open_window(args.get(1).map(std::path::PathBuf::from))
}

#[cfg(feature = "gui")]
fn open_window(path: Option<std::path::PathBuf>) -> ExitCode {
    torneo::ui::run(path)
}

#[cfg(not(feature = "gui"))]
fn open_window(_path: Option<std::path::PathBuf>) -> ExitCode {
    eprintln!(
        "this build of torneo has no window (built without the `gui` feature); see `torneo --help`"
    );
    ExitCode::from(2)
}
