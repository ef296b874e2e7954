//! The command line, run as the real binary (`CARGO_BIN_EXE_torneo`): every command, the
//! oracles through it, languages, paths, printing, hostile files, and the kill safety of
//! its writes (which starts this binary again as a child, `kill_safety::child_writer`).
//! One test binary of several modules, each the former test file of its name.

// A test crate: its helpers outside `#[test]` (the support modules included) may unwrap.
#![allow(clippy::unwrap_used, clippy::expect_used)]

#[path = "../amalfi_support/mod.rs"]
mod amalfi_support;
#[path = "../../benches/support/mod.rs"]
mod bench_support;
#[path = "../cli_support/mod.rs"]
mod cli_support;
#[path = "../dutch_support/mod.rs"]
mod dutch_support;
#[path = "../pdf_support/mod.rs"]
mod pdf_support;
#[path = "../print_support/mod.rs"]
mod print_support;
#[path = "../prizes_support/mod.rs"]
mod prizes_support;
#[path = "../rating_list_support/mod.rs"]
mod rating_list_support;
#[path = "../rating_support/mod.rs"]
mod rating_support;
#[path = "../report_support/mod.rs"]
mod report_support;

mod burstein_index_trf;
mod cli_amalfi;
mod cli_check_oracle;
mod cli_commands;
mod cli_dutch_edition;
mod cli_italo_svizzero;
mod cli_language;
mod cli_norms;
mod cli_oracle;
mod cli_paths;
mod cli_print;
mod cli_print_team;
mod cli_prizes;
mod cli_publish;
mod cli_rating_list;
mod cli_ratings;
mod cli_real_trf;
mod cli_serve;
mod cli_team;
mod cli_trf_warnings;
mod hostile_files;
mod kill_safety;
