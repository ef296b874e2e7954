//! Runs the built `torneo` binary as a user would, in English whatever the machine's
//! locale (the command line speaks the locale's language by default).

#![allow(clippy::unwrap_used, clippy::expect_used, dead_code)]

use std::process::Command;

/// Exit code, standard output and standard error of `torneo ARGS`.
pub fn torneo(args: &[&str]) -> (i32, String, String) {
    let output = Command::new(env!("CARGO_BIN_EXE_torneo"))
        .args(args)
        .env("LANG", "C")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .output()
        .expect("the torneo binary runs");
    (
        output.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&output.stdout).into_owned(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}
