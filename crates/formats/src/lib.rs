//! File formats: the only code that reads or writes files. `ron` is Torneo's own document;
//! `trf` is FIDE's Tournament Report File; `rating_list` the FIDE and national rating
//! lists; `entry_list` the lists of players registered at once (pasted, CSV, XLSX/ODS).

#![warn(clippy::indexing_slicing)]

// The layers below this one, named as they were inside one crate (`crate::domain`, …).
use torneo_domain as domain;
use torneo_i18n as i18n;
use torneo_i18n::tr;
use torneo_pairing as pairing;
use torneo_tiebreak as tiebreak;

pub mod atomic;
pub mod entry_list;
pub mod rating_list;
pub mod ron;
pub mod ron_place;
pub mod trf;
mod wording;

pub use wording::FileAction;
