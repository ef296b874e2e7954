//! The site's file names, one place: every link is made here, so a page and the links to
//! it cannot disagree. Names are ASCII and fixed (no player-supplied text in a path):
//! `index.html`, `round-3.html`, `standings-3.html`, `crosstable.html`, `players.html`,
//! `categories.html`, `ratings.html`, `board-standings.html`, `player-17.html` (the player's id, which never
//! changes, unlike his pairing number).

use crate::domain::PlayerId;

/// The home page.
pub const HOME: &str = "index.html";
/// The list of players.
pub const PLAYERS: &str = "players.html";
/// The crosstable after the last round with results.
pub const CROSSTABLE: &str = "crosstable.html";
/// A team event's board standings after the last round with results (issue 39).
pub const BOARD_STANDINGS: &str = "board-standings.html";
/// The standings of each prize category after the last round with results (issue 37).
pub const CATEGORIES: &str = "categories.html";
/// The rating changes after the last round with results (issue 37, FIDE B.02).
pub const RATINGS: &str = "ratings.html";
/// The file that marks a folder as a site Torneo wrote (see `write`): a later publish
/// replaces such a folder, and refuses any other that is not empty.
pub const MARKER: &str = ".torneo-site";

/// The pairings and results of round `round`.
pub fn round(round: u32) -> String {
    format!("round-{round}.html")
}

/// The standings after round `round`.
pub fn standings(round: u32) -> String {
    format!("standings-{round}.html")
}

/// The page of player `id`.
pub fn player(id: PlayerId) -> String {
    format!("player-{}.html", id.0)
}
