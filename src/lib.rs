//! Torneo: a chess tournament manager for the club arbiter.
//!
//! The `torneo` crate is the program: the command line (`cli`) and the binary that opens
//! the window. The engines and the data are in one crate per layer (`torneo-domain`,
//! `torneo-pairing`, … `torneo-session`), the window in `torneo-ui`; they are re-exported here under their layer names (`torneo::pairing`,
//! `torneo::session`, `torneo::ui`, …), so scripts, tests and benches name one crate.
//! See ARCHITECTURE.md for the map.

pub mod cli;
pub use torneo_awards as awards;
pub use torneo_domain as domain;
pub use torneo_formats as formats;
pub use torneo_i18n as i18n;
pub use torneo_i18n::tr;
pub use torneo_norm as norm;
pub use torneo_pairing as pairing;
pub use torneo_publish as publish;
pub use torneo_rating as rating;
pub use torneo_report as report;
pub use torneo_session as session;
pub use torneo_tiebreak as tiebreak;
#[cfg(feature = "gui")]
pub use torneo_ui as ui;
