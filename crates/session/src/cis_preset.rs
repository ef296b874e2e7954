//! The CIS preset (issue 39): the shape of the Campionato Italiano a Squadre of the
//! Federazione Scacchistica Italiana, for Teams → Team settings.
//!
//! The regulation's own articles on scoring and tie-breaks (the *Regolamento CIS* and its
//! yearly *Regolamento di attuazione*) were not found: the one stored copy
//! (diazilla.com) holds articles 1-2 only. Every value below comes from secondary
//! sources, listed with their addresses in docs/rules/teams.md, D16; none is the
//! regulation's text:
//! - four boards a match (shivaita.it, "Campionato Italiano a Squadre 2024", 18 Apr 2024:
//!   "Le partite vengono disputate su 4 scacchiere"; lazioscacchi.org);
//! - a match won with 2½ of 4 (frontedelblog.it, 5 Apr 2024), match points 2/1/0
//!   (scacchierando.it, CIS Master 2023 results; francescorizzo.coach: Lazio Scacchi
//!   champion with 16 points from 7 wins and 2 draws);
//! - level on match points ("punti squadra"): individual points = game points, then the
//!   mini-table of the tied teams ("classifica avulsa" = direct encounter, C.07 art. 6),
//!   then the weighted Sonneborn-Berger ("Sonneborn pesato": each opponent's match points
//!   times the game points scored against it = EMGSB, C.07 13.2), then rapid play-offs
//!   (shivaita.it 2024, Serie Master; 2021.firstitalianchessleague.com 2021).
//!
//! Reserves: a roster may hold more players than boards (the players after the boards
//! are the reserves), as for every team event; nothing to set. What the sources do not
//! name (board colours, the team bye, the board standings' minimum) stays as it is.

use crate::domain::{MatchScoring, Points, PrimaryScore};
use crate::team::TeamSettings;

/// Boards a CIS match is played on.
pub const CIS_BOARDS: u32 = 4;

/// The CIS tie-breaks in order (module documentation): game points, direct encounter,
/// the weighted Sonneborn-Berger.
pub const CIS_TIEBREAKS: [&str; 3] = ["GP", "EDE", "EMGSB"];

/// `current` with the CIS values (module documentation), or `None` when the event ranks
/// on game points first (`primary`, the system's): the CIS ranks on match points, and
/// the system is not a team setting.
pub fn cis_preset(primary: PrimaryScore, current: &TeamSettings) -> Option<TeamSettings> {
    if !matches!(primary, PrimaryScore::MatchThenGame | PrimaryScore::Match) {
        return None;
    }
    Some(TeamSettings {
        boards: CIS_BOARDS,
        match_scoring: MatchScoring {
            win: Points::from_whole(2),
            draw: Points::from_whole(1),
            loss: Points::ZERO,
            bye: current.match_scoring.bye,
        },
        tiebreaks: CIS_TIEBREAKS
            .iter()
            .map(|code| (*code).to_owned())
            .collect(),
        ..current.clone()
    })
}
