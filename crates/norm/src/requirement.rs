//! Each requirement of a norm (B.01 1.4.1 – 1.4.8) with the facts it was judged on; the
//! wording lives in `norm-…` of the `.ftl` files, the article beside it.

use crate::domain::NormEvent;
use crate::i18n::{Language, Localize};
use crate::title::NormTitle;
use crate::tr;

/// One requirement of a norm and what the player's games gave.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Requirement {
    /// 1.4.1a: at least 9 games; `by_exception` when 1.4.1c let 8 count (a forfeit win
    /// or a pairing-allocated bye in a 9-round event).
    Games {
        counted: u32,
        required: u32,
        by_exception: bool,
    },
    /// 1.4.3: at least two federations other than the player's (FID not one).
    ForeignFederations { found: u32, required: u32 },
    /// 1.4.4: at most 3/5 of the opponents from the player's federation (rounded down).
    OwnFederation { count: u32, maximum: u32 },
    /// 1.4.4: at most 2/3 of the opponents from one federation (rounded down).
    OneFederation {
        federation: String,
        count: u32,
        maximum: u32,
    },
    /// 1.4.3a–d: the foreigner requirement is waived (1.4.3d: a big Swiss).
    FederationsExempt {
        players: u32,
        federations: u32,
        titled: u32,
    },
    /// 1.4.3a–c: the foreigner requirement (1.4.3 and 1.4.4) is waived for the event
    /// type the settings declare.
    FederationsExemptByEvent { event: NormEvent },
    /// 1.4.5a: at least half of the opponents titleholders, CM and WCM not counted.
    Titleholders { count: u32, required: u32 },
    /// 1.4.5b–e: at least a third, and at least 3, with the norm's title (or a higher one).
    NormTitleholders {
        title: NormTitle,
        count: u32,
        required: u32,
    },
    /// 1.4.5, double round robin: at least 6 players.
    DoubleRoundRobinPlayers { players: u32, minimum: u32 },
    /// 1.4.5, double round robin: the players with the norm's title (or a higher one) at
    /// least half the opponents, rounded up (counted by player, not by game).
    NormTitleholdersByPlayer {
        title: NormTitle,
        count: u32,
        required: u32,
    },
    /// 1.4.8a: the rating average of the opponents (1.4.7, with the floor of 1.4.6).
    Average { average: i64, minimum: i64 },
    /// 1.4.8b: at least 35%.
    Score { percent: i64, minimum: i64 },
    /// 1.4.8: the performance Rp = Ra + dp (1.4.9).
    Performance { performance: i64, minimum: i64 },
}

impl Requirement {
    /// The B.01 article that sets the requirement.
    pub fn article(&self) -> &'static str {
        match self {
            Requirement::Games {
                by_exception: true, ..
            } => "1.4.1c",
            Requirement::Games { .. } => "1.4.1a",
            Requirement::ForeignFederations { .. } => "1.4.3",
            Requirement::OwnFederation { .. } | Requirement::OneFederation { .. } => "1.4.4",
            Requirement::FederationsExempt { .. } => "1.4.3d",
            Requirement::FederationsExemptByEvent { event } => match event {
                NormEvent::NationalChampionship => "1.4.3a",
                NormEvent::NationalTeamChampionship => "1.4.3b",
                NormEvent::Zonal | NormEvent::Ordinary => "1.4.3c",
            },
            Requirement::DoubleRoundRobinPlayers { .. }
            | Requirement::NormTitleholdersByPlayer { .. } => "1.4.5",
            Requirement::Titleholders { .. } => "1.4.5a",
            Requirement::NormTitleholders { title, .. } => match title {
                NormTitle::GM => "1.4.5b",
                NormTitle::IM => "1.4.5c",
                NormTitle::WGM => "1.4.5d",
                NormTitle::WIM => "1.4.5e",
            },
            Requirement::Average { .. } => "1.4.8a",
            Requirement::Score { .. } => "1.4.8b",
            Requirement::Performance { .. } => "1.4.8",
        }
    }

    /// Whether the player's games meet it.
    pub fn is_met(&self) -> bool {
        match self {
            Requirement::Games {
                counted, required, ..
            } => counted >= required,
            Requirement::ForeignFederations { found, required } => found >= required,
            Requirement::OwnFederation { count, maximum }
            | Requirement::OneFederation { count, maximum, .. } => count <= maximum,
            Requirement::FederationsExempt { .. }
            | Requirement::FederationsExemptByEvent { .. } => true,
            Requirement::DoubleRoundRobinPlayers { players, minimum } => players >= minimum,
            Requirement::Titleholders { count, required }
            | Requirement::NormTitleholders {
                count, required, ..
            }
            | Requirement::NormTitleholdersByPlayer {
                count, required, ..
            } => count >= required,
            Requirement::Average { average, minimum } => average >= minimum,
            Requirement::Score { percent, minimum } => percent >= minimum,
            Requirement::Performance {
                performance,
                minimum,
            } => performance >= minimum,
        }
    }
}

impl Localize for Requirement {
    fn localize(&self, lang: Language) -> String {
        match self.clone() {
            Requirement::Games {
                counted,
                required,
                by_exception: false,
            } => tr!(lang, "norm-games", counted = counted, required = required),
            Requirement::Games { counted, .. } => {
                tr!(lang, "norm-games-exception", counted = counted)
            }
            Requirement::ForeignFederations { found, required } => {
                tr!(
                    lang,
                    "norm-foreign-federations",
                    found = found,
                    required = required
                )
            }
            Requirement::OwnFederation { count, maximum } => {
                tr!(
                    lang,
                    "norm-own-federation",
                    count = count,
                    maximum = maximum
                )
            }
            Requirement::OneFederation {
                federation,
                count,
                maximum,
            } => tr!(
                lang,
                "norm-one-federation",
                federation = federation,
                count = count,
                maximum = maximum
            ),
            Requirement::FederationsExempt {
                players,
                federations,
                titled,
            } => tr!(
                lang,
                "norm-federations-exempt",
                players = players,
                federations = federations,
                titled = titled
            ),
            Requirement::FederationsExemptByEvent { event } => event_words(lang, event),
            Requirement::DoubleRoundRobinPlayers { players, minimum } => tr!(
                lang,
                "norm-double-round-robin-players",
                players = players,
                minimum = minimum
            ),
            Requirement::NormTitleholdersByPlayer {
                title,
                count,
                required,
            } => by_player_words(lang, title, count, required),
            Requirement::Titleholders { count, required } => {
                tr!(
                    lang,
                    "norm-titleholders",
                    count = count,
                    required = required
                )
            }
            Requirement::NormTitleholders {
                title,
                count,
                required,
            } => tr!(
                lang,
                "norm-norm-titleholders",
                titles = qualifying_titles(title),
                count = count,
                required = required
            ),
            Requirement::Average { average, minimum } => {
                tr!(lang, "norm-average", average = average, minimum = minimum)
            }
            Requirement::Score { percent, minimum } => {
                tr!(lang, "norm-score", percent = percent, minimum = minimum)
            }
            Requirement::Performance {
                performance,
                minimum,
            } => tr!(
                lang,
                "norm-performance",
                performance = performance,
                minimum = minimum
            ),
        }
    }
}

/// 1.4.3a–c: the event type that waives the foreigner requirement.
fn event_words(lang: Language, event: NormEvent) -> String {
    let event = match event {
        NormEvent::NationalChampionship => "national-championship",
        NormEvent::NationalTeamChampionship => "national-team-championship",
        NormEvent::Zonal | NormEvent::Ordinary => "zonal",
    };
    tr!(lang, "norm-federations-exempt-event", event = event)
}

/// 1.4.5, double round robin: the opponents with the norm's titles, by player.
fn by_player_words(lang: Language, title: NormTitle, count: u32, required: u32) -> String {
    tr!(
        lang,
        "norm-norm-titleholders-by-player",
        titles = qualifying_titles(title),
        count = count,
        required = required
    )
}

/// "GM", "GM/IM", … : the titles that count for 1.4.5b–e (FIDE codes, not translated).
fn qualifying_titles(title: NormTitle) -> String {
    match title {
        NormTitle::GM => "GM",
        NormTitle::IM => "GM/IM",
        NormTitle::WGM => "GM/IM/WGM",
        NormTitle::WIM => "GM/IM/WGM/WIM",
    }
    .to_string()
}
