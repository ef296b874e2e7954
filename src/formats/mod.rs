//! File formats: the only code that reads or writes files. `ron` is Torneo's own document;
//! `trf` is FIDE's Tournament Report File.

#![warn(clippy::indexing_slicing)]

pub mod atomic;
pub mod rating_list;
pub mod ron;
pub mod ron_place;
pub mod trf;
mod wording;

pub use wording::FileAction;
