//! The `torneo` binary: with a subcommand (`torneo pair …`) it is a command-line tool;
//! without one (a double-click, or `torneo FILE.ron`) it opens the desktop window. A first
//! argument that is neither (`torneo prnt x`) is refused as an unknown command.
//!
//! On Windows the program is a window program (no console window flashes up on a
//! double-click); run from a console with a subcommand, it attaches to that console so the
//! command line's output and errors are seen there.

#![cfg_attr(all(windows, feature = "gui"), windows_subsystem = "windows")]

use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<std::ffi::OsString> = std::env::args_os().collect();
    if torneo::cli::is_command_line(&args) {
        attach_to_console();
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

/// Windows: a window program has no console of its own; with a subcommand, write to the
/// console it was started from (`cmd`, PowerShell). Redirected output (`> file`, a pipe)
/// already has its handles and is left as it is.
#[cfg(all(windows, feature = "gui"))]
fn attach_to_console() {
    use windows_sys::Win32::System::Console::{ATTACH_PARENT_PROCESS, AttachConsole};
    // SAFETY: AttachConsole takes a process id and touches only this process's console
    // state; when there is no parent console it fails and nothing changes.
    unsafe {
        AttachConsole(ATTACH_PARENT_PROCESS);
    }
}

#[cfg(not(all(windows, feature = "gui")))]
fn attach_to_console() {}
