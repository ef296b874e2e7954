//! The rating changes of an event (issue 37): FIDE Rating Regulations B.02 (from 1 March
//! 2024, amended 1 October 2025), as `docs/rules/rating.md` digests them.
//!
//! - [`expected`]: PD from table 8.1 b with the 400-point rule and its 2650 exception
//!   (8.3.1); the table itself is the tie-breaks' (`torneo-tiebreak`), never a formula.
//! - [`k_factor`]: K by 8.3.3 (40 / 20 / 10, the 700 rule), set by hand where the rule
//!   needs facts Torneo does not hold.
//! - [`change`]: K × Σ(score − PD), rounded as 8.3.4 says.
//! - [`initial`]: the initial rating of an unrated player (8.2).
//! - [`rapid_blitz`]: the games the rapid and blitz lists do not rate (600 points or
//!   more apart with a player above 2600, from 1 December 2024).
//! - [`report`]: all of it per player after a round, with ARO and TPR from the
//!   tie-break code; a new rating under the 1400 floor is not published (7.2.1).

// The layers below this one, named as they were inside one crate (`crate::domain`, …).
use torneo_domain as domain;
use torneo_i18n as i18n;
use torneo_i18n::tr;
use torneo_tiebreak as tiebreak;

pub mod change;
pub mod expected;
pub mod initial;
pub mod k_factor;
pub mod rapid_blitz;
pub mod report;
mod wording;

pub use change::{Change, GameChange, GameInput, change, change_on, round_hundredths};
pub use expected::{Expected, expected, expected_on};
pub use initial::{Initial, initial};
pub use k_factor::{KBasis, KFactor, k_factor};
pub use rapid_blitz::is_rated_game;
pub use report::{Outcome, PlayerRating, RatedGame, RatingReport, rating_report};
pub use tiebreak::Performance;
pub use wording::{RatingNote, RatingWord, hundredths, signed_hundredths};
