//! The four titles gained by norms (B.01 1.4) and the numbers of each: the adjusted rating
//! floor (1.4.6b), the minimum rating average (1.4.8a), the minimum performance (1.4.8,
//! 0.5) and the opponents' titles that count for it (1.4.5b–e).

use crate::domain::Title;

/// A title gained by norms (B.01 1.4: GM, IM, WGM, WIM).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum NormTitle {
    GM,
    IM,
    WGM,
    WIM,
}

impl NormTitle {
    pub const ALL: [NormTitle; 4] = [NormTitle::GM, NormTitle::IM, NormTitle::WGM, NormTitle::WIM];

    pub fn code(self) -> &'static str {
        match self {
            NormTitle::GM => "GM",
            NormTitle::IM => "IM",
            NormTitle::WGM => "WGM",
            NormTitle::WIM => "WIM",
        }
    }

    /// B.01 1.4.6b: the adjusted rating floor (one opponent below it is raised to it).
    pub fn rating_floor(self) -> i64 {
        match self {
            NormTitle::GM => 2200,
            NormTitle::IM => 2050,
            NormTitle::WGM => 2000,
            NormTitle::WIM => 1850,
        }
    }

    /// B.01 1.4.8a (and 0.5): the minimum rating average of the opponents.
    pub fn minimum_average(self) -> i64 {
        match self {
            NormTitle::GM => 2380,
            NormTitle::IM => 2230,
            NormTitle::WGM => 2180,
            NormTitle::WIM => 2030,
        }
    }

    /// B.01 1.4.8 (and 0.5): the minimum performance after rounding (2599.5 before).
    pub fn minimum_performance(self) -> i64 {
        match self {
            NormTitle::GM => 2600,
            NormTitle::IM => 2450,
            NormTitle::WGM => 2400,
            NormTitle::WIM => 2250,
        }
    }

    /// B.01 1.4.5b–e: whether an opponent's title counts among the third of the
    /// opponents with the norm's title (GM: GMs; IM: IMs or GMs; WGM: WGMs, IMs or GMs;
    /// WIM: WIMs, WGMs, IMs or GMs).
    pub fn counts_opponent_title(self, title: Title) -> bool {
        match self {
            NormTitle::GM => title == Title::GM,
            NormTitle::IM => matches!(title, Title::GM | Title::IM),
            NormTitle::WGM => matches!(title, Title::GM | Title::IM | Title::WGM),
            NormTitle::WIM => matches!(title, Title::GM | Title::IM | Title::WGM | Title::WIM),
        }
    }

    /// The women's titles (B.01 0.3: WGM and WIM are titles for women).
    pub fn is_for_women(self) -> bool {
        matches!(self, NormTitle::WGM | NormTitle::WIM)
    }
}

/// B.01 1.4.5a: a titleholder as in 0.3, CM and WCM excluded.
pub fn is_titleholder(title: Title) -> bool {
    !matches!(title, Title::CM | Title::WCM)
}
