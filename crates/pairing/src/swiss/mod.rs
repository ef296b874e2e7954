//! What the FIDE Swiss systems share (C.04.1, C.04.2 and the rules their texts repeat):
//! the Dutch (C.04.3), Burstein (C.04.4.2, both editions), Dubov (C.04.4.1) and Lim
//! (C.04.4.3) engines import these, never one another.
//!
//! - `field`: the players that count in a round, their effective pairing numbers, their
//!   history (score and colours after each round) and the opponents they may not meet
//!   (C1: met before, or a pair the arbiter forbade); every system's field builder starts
//!   from it;
//! - `entrant`: the entrant C.04.3 defines (pairing score, colour preference, floats, PAB
//!   eligibility), the field of the Dutch and both Burstein editions;
//! - `acceleration`: virtual points of accelerated pairings (C.04.7);
//! - `colour`: the colour preference and its strength (C.04.3 1.7, C.04.4.1 1.6) and the
//!   first colour-allocation rules (C.04.3 5.2.1–5.2.3);
//! - `bye`: PAB eligibility (C.04.1 art. 3, C2);
//! - `board_order`: the published board order (C.04.2 3.6);
//! - `top_scoregroup`: the pairing procedure of the Double-Swiss (C.04.5) and Team Swiss
//!   (C.04.6) systems, 3.3–3.6, which their texts share word for word.

mod acceleration;
pub mod board_order;
pub mod bye;
pub mod colour;
pub mod entrant;
pub mod field;
pub mod top_scoregroup;

pub use colour::{ColourRule, Strength};
pub use entrant::{Entrant, Field, Float};
pub use field::{Roster, Seat};
