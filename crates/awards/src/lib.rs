//! The end of the event (issue 37): the standings of each prize category and the prize
//! list read out at the prize-giving.
//!
//! - [`category_standings`]: the overall standings (C.07, computed once by `tiebreak`)
//!   filtered to the players of one category, with the places counted inside it.
//! - [`award`]: who receives each prize of the table: a player takes at most one prize,
//!   the most valuable he is entitled to, equal values decided by the table's order;
//!   tied players share by the standings order or, for money, by the Hort system
//!   (`docs/rules/prizes.md`). Everything the arbiter should know (a category without
//!   players, a gap in the places, equal values) comes back as a [`PrizeNote`].
//!
//! Pure functions of the tournament and its standings: no I/O, no clock.

#![warn(clippy::indexing_slicing)]

// The layers below this one, named as they were inside one crate (`crate::domain`, …).
use torneo_domain as domain;
use torneo_i18n as i18n;
use torneo_i18n::tr;
use torneo_tiebreak as tiebreak;

mod allocate;
mod hort;
mod note;
mod standings;
mod words;

pub use allocate::{Award, PrizeList, Share, award, read_in_order};
pub use note::PrizeNote;
pub use standings::{CategoryRow, CategoryStandings, PlayerIndex, category_standings};
pub use words::{money, prize_label, prize_value};

#[cfg(test)]
mod tests;
