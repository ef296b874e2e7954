//! What the prize list tells the arbiter besides the awards: each bad input and each
//! choice a rule made, a typed message with its facts, worded in `awards-…` of the
//! `.ftl` files.

use crate::domain::{Money, Points};
use crate::i18n::{Language, Localize};
use crate::tr;
use crate::words::{list_name, money, prize_label};

/// One thing the prize list says about how it was made.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PrizeNote {
    /// The table names a category the settings do not define: its prizes are not given.
    UnknownCategory { category: String, prizes: usize },
    /// Nobody is in the category: its prizes are not given.
    EmptyCategory { category: String, prizes: usize },
    /// A list has no prize for places `from`..=`to`: the prizes are given in the order of
    /// their places, so the next one goes to the next player.
    MissingPlaces {
        category: Option<String>,
        from: u32,
        to: u32,
    },
    /// Two prizes of a list for the same place: both given, in the table's order.
    RepeatedPlace {
        category: Option<String>,
        place: u32,
    },
    /// Nobody of the list was left without a prize of more value.
    NotGiven {
        category: Option<String>,
        place: u32,
    },
    /// A player was next in line for two prizes of equal value: the table's order chose.
    EqualValues {
        player: String,
        given_category: Option<String>,
        given_place: u32,
        other_category: Option<String>,
        other_place: u32,
    },
    /// Players tied on points shared their prizes by the Hort system.
    HortShared {
        category: Option<String>,
        points: Points,
        players: u32,
        pool: Money,
        currency: String,
    },
}

impl Localize for PrizeNote {
    fn localize(&self, lang: Language) -> String {
        match self {
            PrizeNote::UnknownCategory { category, prizes } => tr!(
                lang,
                "awards-unknown-category",
                category = category.as_str(),
                prizes = (*prizes)
            ),
            PrizeNote::EmptyCategory { category, prizes } => tr!(
                lang,
                "awards-empty-category",
                category = category.as_str(),
                prizes = (*prizes)
            ),
            PrizeNote::MissingPlaces { category, from, to } if from == to => tr!(
                lang,
                "awards-missing-place",
                list = list_name(lang, category.as_deref()),
                place = (*from)
            ),
            PrizeNote::MissingPlaces { category, from, to } => tr!(
                lang,
                "awards-missing-places",
                list = list_name(lang, category.as_deref()),
                from = (*from),
                to = (*to)
            ),
            PrizeNote::RepeatedPlace { category, place } => tr!(
                lang,
                "awards-repeated-place",
                list = list_name(lang, category.as_deref()),
                place = (*place)
            ),
            PrizeNote::NotGiven { category, place } => tr!(
                lang,
                "awards-not-given",
                prize = prize_label(lang, category.as_deref(), *place)
            ),
            PrizeNote::EqualValues {
                player,
                given_category,
                given_place,
                other_category,
                other_place,
            } => tr!(
                lang,
                "awards-equal-values",
                player = player.as_str(),
                given = prize_label(lang, given_category.as_deref(), *given_place),
                other = prize_label(lang, other_category.as_deref(), *other_place)
            ),
            PrizeNote::HortShared {
                category,
                points,
                players,
                pool,
                currency,
            } => tr!(
                lang,
                "awards-hort-shared",
                list = list_name(lang, category.as_deref()),
                players = (*players),
                points = crate::i18n::numbers::points(lang, *points),
                pool = money(lang, *pool, currency)
            ),
        }
    }
}
