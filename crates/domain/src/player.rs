//! Registered players. A [`PlayerId`] is stable for the life of the tournament; the pairing
//! number (TPN, C.04.2 art. 2.3) is a separate, reassignable attribute.

use super::result::ByeKind;
use chrono::NaiveDate;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::fmt;

/// Stable identity of a player inside one tournament (never reused after removal).
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize, Default,
)]
pub struct PlayerId(pub u32);

impl fmt::Display for PlayerId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "#{}", self.0)
    }
}

/// FIDE titles, in the order of C.04.2 art. 2.2 (2026): GM, IM, WGM, FM, WIM, CM, WFM, WCM.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Title {
    GM,
    IM,
    WGM,
    FM,
    WIM,
    CM,
    WFM,
    WCM,
}

impl Title {
    pub const ALL: [Title; 8] = [
        Title::GM,
        Title::IM,
        Title::WGM,
        Title::FM,
        Title::WIM,
        Title::CM,
        Title::WFM,
        Title::WCM,
    ];

    pub fn code(self) -> &'static str {
        match self {
            Title::GM => "GM",
            Title::IM => "IM",
            Title::WGM => "WGM",
            Title::FM => "FM",
            Title::WIM => "WIM",
            Title::CM => "CM",
            Title::WFM => "WFM",
            Title::WCM => "WCM",
        }
    }

    /// Reads the TRF codes, old one-letter forms (`g`, `m`, `wg`, …) included.
    pub fn from_code(code: &str) -> Option<Title> {
        match code.trim().to_ascii_uppercase().as_str() {
            "GM" | "G" => Some(Title::GM),
            "IM" | "M" => Some(Title::IM),
            "WGM" | "WG" => Some(Title::WGM),
            "FM" | "F" => Some(Title::FM),
            "WIM" | "WM" => Some(Title::WIM),
            "CM" | "C" => Some(Title::CM),
            "WFM" | "WF" => Some(Title::WFM),
            "WCM" | "WC" => Some(Title::WCM),
            _ => None,
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Sex {
    Male,
    Female,
}

/// One registered player.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Player {
    pub id: PlayerId,
    /// "Lastname, Firstname", as FIDE writes it.
    pub name: String,
    pub fide_id: Option<u64>,
    /// FIDE (or estimated, C.04.2 art. 2.1) rating; `None` = unrated.
    pub rating: Option<u16>,
    /// National rating, shown and used when the organiser says so.
    pub national_rating: Option<u16>,
    pub title: Option<Title>,
    /// Three-letter FIDE federation code.
    pub federation: String,
    pub club: String,
    pub birth_date: Option<NaiveDate>,
    pub sex: Option<Sex>,
    /// Tournament pairing number (TPN). 0 until numbers are assigned (Swiss: by the
    /// C.04.2 art. 2.2 order; round robin: by the drawing of lots).
    pub pairing_number: u32,
    /// First round the player is paired in (1 for everybody but late entries, C.04.2 2.4).
    pub first_round: u32,
    /// The player withdrew and is not paired from this round on (C.04.2 3.2).
    pub withdrawn_from: Option<u32>,
    /// Byes asked for in advance, by round (C.04.2 3.3): the player is not paired in
    /// those rounds and gets the bye's points.
    pub requested_byes: BTreeMap<u32, ByeKind>,
    /// Free tags typed by the arbiter ("Scuola", "Local"): a prize category may name one
    /// (issue 37). Not written when empty, so that other files stay as they were.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub tags: Vec<String>,
}

impl Default for Player {
    fn default() -> Self {
        Player {
            id: PlayerId(0),
            name: String::new(),
            fide_id: None,
            rating: None,
            national_rating: None,
            title: None,
            federation: String::new(),
            club: String::new(),
            birth_date: None,
            sex: None,
            pairing_number: 0,
            first_round: 1,
            withdrawn_from: None,
            requested_byes: BTreeMap::new(),
            tags: Vec::new(),
        }
    }
}

impl Player {
    /// True when the player takes part in the pairing of `round` (not withdrawn, entered).
    pub fn is_active_in(&self, round: u32) -> bool {
        round >= self.first_round && self.withdrawn_from.is_none_or(|w| round < w)
    }

    /// Rating for sorting: unrated counts as 0 (C.04.2 art. 2.1 lets the arbiter estimate;
    /// the estimate is stored as `rating`).
    pub fn sort_rating(&self) -> u16 {
        self.rating.unwrap_or(0)
    }
}

/// C.04.2 art. 2.2 initial order: rating desc, title (GM … WCM, untitled last), then name.
pub fn initial_order(a: &Player, b: &Player) -> std::cmp::Ordering {
    b.sort_rating()
        .cmp(&a.sort_rating())
        .then_with(|| match (a.title, b.title) {
            (Some(x), Some(y)) => x.cmp(&y),
            (Some(_), None) => std::cmp::Ordering::Less,
            (None, Some(_)) => std::cmp::Ordering::Greater,
            (None, None) => std::cmp::Ordering::Equal,
        })
        .then_with(|| a.name.to_lowercase().cmp(&b.name.to_lowercase()))
        .then_with(|| a.id.cmp(&b.id))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn title_order_follows_c0402_2_2() {
        // WIM now ranks below FM (2026), GM first.
        assert!(Title::FM < Title::WIM);
        assert!(Title::GM < Title::IM);
        assert_eq!(Title::from_code("wg"), Some(Title::WGM));
    }

    #[test]
    fn initial_order_rating_title_name() {
        let p = |id, name: &str, rating, title| Player {
            id: PlayerId(id),
            name: name.into(),
            rating,
            title,
            ..Player::default()
        };
        let mut v = [
            p(1, "Zeta", Some(2000), None),
            p(2, "Alpha", Some(2000), Some(Title::FM)),
            p(3, "Beta", Some(2100), None),
            p(4, "Gamma", None, None),
            p(5, "Alpha", Some(2000), None),
        ];
        v.sort_by(initial_order);
        let ids: Vec<u32> = v.iter().map(|p| p.id.0).collect();
        assert_eq!(ids, vec![3, 2, 5, 1, 4]);
    }
}
