#![allow(clippy::unwrap_used, clippy::expect_used)]
//! `torneo paths` (issue 19): the folders follow the system's convention; on Linux the
//! data folder is `$XDG_DATA_HOME/torneo`, else `~/.local/share/torneo`.

use std::process::Command;

fn paths(env: &[(&str, &str)], lang: &str) -> String {
    let mut command = Command::new(env!("CARGO_BIN_EXE_torneo"));
    command
        .args(["--lang", lang, "paths"])
        .env_remove("XDG_DATA_HOME");
    for (name, value) in env {
        command.env(name, value);
    }
    let output = command.output().unwrap();
    assert!(output.status.success(), "{output:?}");
    String::from_utf8(output.stdout).unwrap()
}

#[cfg(all(unix, not(target_os = "macos")))]
#[test]
fn xdg_data_home_names_the_data_folder() {
    let text = paths(
        &[("XDG_DATA_HOME", "/srv/dati"), ("HOME", "/home/anna")],
        "en",
    );
    assert_eq!(
        text,
        "Data folder: /srv/dati/torneo\n\
         Recovery file: /srv/dati/torneo/recovery.ron\n\
         Crash report: /srv/dati/torneo/crash-report.txt\n\
         Preferences: /srv/dati/torneo/app.ron\n\
         Rating lists: /srv/dati/torneo/rating-lists\n"
    );
}

#[cfg(all(unix, not(target_os = "macos")))]
#[test]
fn without_xdg_the_folder_is_under_the_home_in_italian_too() {
    let text = paths(&[("HOME", "/home/anna")], "it");
    assert_eq!(
        text.lines().next(),
        Some("Cartella dei dati: /home/anna/.local/share/torneo")
    );
    assert!(text.contains("File di recupero: /home/anna/.local/share/torneo/recovery.ron"));
    // A relative XDG_DATA_HOME is ignored, as the XDG specification asks.
    let text = paths(
        &[("XDG_DATA_HOME", "relative"), ("HOME", "/home/anna")],
        "en",
    );
    assert!(
        text.starts_with("Data folder: /home/anna/.local/share/torneo\n"),
        "{text}"
    );
}

/// The window's preferences (eframe's storage for the application id) and Torneo's own
/// files (recovery, crash report, rating lists) share one folder on every system.
#[test]
fn preferences_and_data_share_one_folder() {
    assert_eq!(
        eframe::storage_dir(torneo::ui::APP_ID),
        torneo::session::files::data_dir()
    );
}
