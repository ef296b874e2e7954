//! Issue 33, the arbiter's desk: the whole open from the keyboard at two laptop sizes
//! ([`desk`]), no English in the Italian window ([`italian`]), Torneo's own file dialog
//! where the system's cannot open ([`file_dialog`]), and a 300-board round ([`big_round`]).

#![allow(clippy::unwrap_used, clippy::expect_used)]

mod big_round;
mod desk;
mod file_dialog;
mod italian;
