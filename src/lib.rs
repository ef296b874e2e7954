//! Torneo: a chess tournament manager for the club arbiter.
//!
//! The `torneo` crate is the program: the command line (`cli`) and the binary that opens
//! the window. The engines and the data are in the crate `torneo-core`, the window in
//! `torneo-ui`; they are re-exported here under their layer names (`torneo::pairing`,
//! `torneo::session`, `torneo::ui`, …), so scripts, tests and benches name one crate.
//! See ARCHITECTURE.md for the map.

pub mod cli;
pub use torneo_core::{domain, formats, i18n, pairing, report, session, tiebreak, tr};
#[cfg(feature = "gui")]
pub use torneo_ui as ui;
