//! The kind of event, as the title norms' foreigner requirement needs it (FIDE B.01,
//! effective 1 January 2024, 1.4.3a–c: events exempt from "at least two federations
//! other than the applicant's"; issue 37). Saved in the tournament, not written when
//! ordinary, so that other files stay as they were.

use serde::{Deserialize, Serialize};

/// Which 1.4.3 exemption the event has, if any (1.4.3d, the big Swiss, is counted from
/// the players, not declared).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub enum NormEvent {
    /// No exemption declared.
    #[default]
    Ordinary,
    /// 1.4.3a: the final stage of a national (open or men's, or women's) championship.
    NationalChampionship,
    /// 1.4.3b: a national team championship (exempt only for players of the federation
    /// that registered it).
    NationalTeamChampionship,
    /// 1.4.3c: a zonal or sub-zonal tournament.
    Zonal,
}

impl NormEvent {
    pub const ALL: [NormEvent; 4] = [
        NormEvent::Ordinary,
        NormEvent::NationalChampionship,
        NormEvent::NationalTeamChampionship,
        NormEvent::Zonal,
    ];

    pub fn is_ordinary(&self) -> bool {
        *self == NormEvent::Ordinary
    }
}
