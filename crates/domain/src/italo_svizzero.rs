//! The Italo-Svizzero readings an arbiter may choose (seed 002; the decisions are in
//! `docs/rules/italo-svizzero.md`, D2 and D3). Stored with the settings; a file without
//! them reads the defaults.

use serde::{Deserialize, Serialize};

/// Where the search for the next first player continues once a pair is formed
/// (Italo-Svizzero art. 6, decision D2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
pub enum ContinueAfter {
    /// After the second player of the pair, where the rotation arrived (art. 7 "dove e'
    /// arrivata la rotazione"); the default.
    #[default]
    SecondPlayer,
    /// After the first player of the pair.
    FirstPlayer,
}

/// The Italo-Svizzero options of a tournament.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default)]
pub struct ItaloSvizzeroOptions {
    /// D2 (art. 6).
    pub continue_after: ContinueAfter,
    /// D3 (arts. 6, 7, 9): a forfeited game counts as a pairing (no second pairing of the
    /// two) and its colours count for art. 15. Default true (art. 6 "accoppiati").
    pub forfeits_count: bool,
}

impl ItaloSvizzeroOptions {
    pub fn is_default(&self) -> bool {
        *self == ItaloSvizzeroOptions::default()
    }
}

impl Default for ItaloSvizzeroOptions {
    fn default() -> Self {
        ItaloSvizzeroOptions {
            continue_after: ContinueAfter::SecondPlayer,
            forfeits_count: true,
        }
    }
}
