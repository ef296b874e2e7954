//! Torneo's engines and data, without the window and the command line: the facts
//! (`domain`), the pairing systems (`pairing`, with the chess-free `pairing::matching`),
//! the tie-breaks (`tiebreak`), the files (`formats`), printing (`report`), the open
//! document and everything done to it (`session`), and the wording of every message in
//! Italian and English (`i18n`).
//!
//! Layers (see ARCHITECTURE.md): `domain` (facts) ← `tiebreak` ← `pairing` ← `formats` ←
//! `report` ← `session`; the window (crate `torneo-ui`) and the command line (crate
//! `torneo`) sit on top. `pairing::matching` depends on nothing in the crate.

pub mod domain;
pub mod formats;
pub mod i18n;
pub mod pairing;
pub mod report;
pub mod session;
pub mod tiebreak;
