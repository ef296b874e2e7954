//! Standings and tie-breaks as the window names them: the types of [`crate::tiebreak`]
//! the UI reads, re-exported so that `ui` depends on `session` only (DESIGN: layers).

pub use crate::tiebreak::{
    Edition, Explanation, ExplanationLine, ParseTiebreakError, SUPPORTED, StandingRow, Standings,
    TiebreakKind, TiebreakSpec, TiebreakValue, parse_list,
};
