//! Torneo: a chess tournament manager for the club arbiter.
//!
//! Layers (see DESIGN.md): `domain` (facts) ← `tiebreak` ← `pairing` ← `formats` ←
//! `session` ← `ui`/`cli`. `pairing::matching` depends on nothing in the crate.

pub mod cli;
pub mod domain;
pub mod formats;
pub mod i18n;
pub mod pairing;
pub mod report;
pub mod session;
pub mod tiebreak;
#[cfg(feature = "gui")]
pub mod ui;
