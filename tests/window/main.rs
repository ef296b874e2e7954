//! The window through egui_kittest (feature `gui`): each pairing system's screens, the
//! round editors, printing, imports, the rating lists, settings, crash recovery, the read-only
//! and stray-copy cases, and the arbiter's desk ([`ui_desk`]).
//! One test binary of several modules, each the former test file of its name.

// A test crate: its helpers outside `#[test]` (the support modules included) may unwrap.
#![allow(clippy::unwrap_used, clippy::expect_used)]

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
#[path = "../../benches/support/mod.rs"]
mod support;
#[path = "../ui_support/mod.rs"]
mod ui_support;

mod ui_amalfi;
mod ui_burstein;
mod ui_cis_preset;
mod ui_crash_report;
mod ui_desk;
mod ui_double_swiss;
mod ui_double_swiss_keys;
mod ui_dutch_edition;
mod ui_exceptions;
mod ui_import;
mod ui_italo_svizzero;
mod ui_lim;
mod ui_loop;
mod ui_pair_beyond;
mod ui_print;
mod ui_prizes;
mod ui_publish;
mod ui_rating_list;
mod ui_ratings;
mod ui_read_only;
mod ui_round_by_hand;
mod ui_round_edit;
mod ui_round_edit_engine;
mod ui_settings_printing;
mod ui_small_screen;
mod ui_standings;
mod ui_stray_copy;
mod ui_swiss;
mod ui_team_results;
mod ui_team_swiss;
mod ui_team_tiebreak_edition;
mod ui_teams;
mod ui_venue;
