//! The rating changes of an event (issue 37): FIDE Rating Regulations B.02 (from 1 March
//! 2024, amended 1 October 2025), as `docs/rules/rating.md` digests them.
//!
//! - [`expected`]: PD from table 8.1 b with the 400-point rule and its 2650 exception
//!   (8.3.1); the table itself is the tie-breaks' (`torneo-tiebreak`), never a formula.
//! - [`k_factor`]: K by 8.3.3 (40 / 20 / 10, the 700 rule), set by hand where the rule
//!   needs facts Torneo does not hold.
//! - [`change`]: K × Σ(score − PD), rounded as 8.3.4 says.
//! - [`initial`]: the initial rating of an unrated player (8.2).
//! - [`report`]: all of it per player after a round, with ARO and TPR from the
//!   tie-break code.

// The layers below this one, named as they were inside one crate (`crate::domain`, …).
use torneo_domain as domain;
use torneo_i18n as i18n;
use torneo_i18n::tr;
use torneo_tiebreak as tiebreak;

pub mod change;
pub mod expected;
pub mod initial;
pub mod k_factor;
pub mod report;
mod wording;

pub use change::{Change, GameChange, GameInput, change, round_hundredths};
pub use expected::{Expected, expected};
pub use initial::{Initial, initial};
pub use k_factor::{KBasis, KFactor, k_factor};
pub use report::{Outcome, PlayerRating, RatedGame, RatingReport, rating_report};
pub use tiebreak::Performance;
pub use wording::{RatingWord, hundredths, signed_hundredths};
