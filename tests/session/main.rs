//! The session: files and locks, autosave and crash recovery, undo, round edits, the
//! rating lists through the session, and the layering the window keeps to.
//! One test binary of several modules, each the former test file of its name.

// A test crate: its helpers outside `#[test]` (the support modules included) may unwrap.
#![allow(clippy::unwrap_used, clippy::expect_used)]

#[path = "../rating_list_support/mod.rs"]
mod rating_list_support;
#[path = "../team_support/mod.rs"]
mod team_support;

mod layering;
mod rating_list_session;
mod session_crash;
mod session_files;
mod session_lock;
mod session_publish;
mod session_round_edit;
mod session_team;
mod session_team_by_hand;
mod session_team_cis;
mod session_team_settings;
mod session_team_swiss;
mod session_undo;
mod session_unusual_score;
