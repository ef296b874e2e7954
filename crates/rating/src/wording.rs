//! The words of the rating changes: why a player has his K factor, what the event gives
//! an unrated player, the lists' names. Fluent messages `rating-…` in
//! `i18n/<language>/torneo.ftl`.

use crate::domain::RatedList;
use crate::i18n::{Language, Localize};
use crate::initial::{GAMES_FOR_PUBLICATION, Initial, MAXIMUM_INITIAL, RATING_FLOOR};
use crate::k_factor::{KBasis, KFactor};
use crate::tr;

/// What the rating report says of a player besides the numbers.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RatingNote {
    /// Rapid and blitz 7.3.1 (from 1 December 2024): 600 points or more apart with a
    /// player rated above 2600: the game is not rated.
    NotRatedGame {
        round: u32,
        opponent: String,
        opponent_rating: i64,
    },
    /// B.02 7.2.1: the rating after the event is under 1400: shown as unrated on the
    /// next list.
    BelowFloor { rating: i64 },
}

impl Localize for RatingNote {
    fn localize(&self, lang: Language) -> String {
        match self {
            RatingNote::NotRatedGame {
                round,
                opponent,
                opponent_rating,
            } => tr!(
                lang,
                "rating-note-not-rated-game",
                round = (*round),
                opponent = opponent.as_str(),
                rating = (*opponent_rating)
            ),
            RatingNote::BelowFloor { rating } => tr!(
                lang,
                "rating-note-below-floor",
                rating = (*rating),
                floor = RATING_FLOOR
            ),
        }
    }
}

/// Words of this crate that name a domain value (the domain crate words nothing).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RatingWord {
    /// The name of the list an event is rated for.
    List(RatedList),
}

impl Localize for RatingWord {
    fn localize(&self, lang: Language) -> String {
        match self {
            RatingWord::List(list) => {
                let list = match list {
                    RatedList::Standard => "standard",
                    RatedList::Rapid => "rapid",
                    RatedList::Blitz => "blitz",
                };
                tr!(lang, "rating-list-name", list = list)
            }
        }
    }
}

impl Localize for KFactor {
    /// "20 (rating under 2400; assumed …)", and the 700 rule when it lowered K.
    fn localize(&self, lang: Language) -> String {
        let k = self.value;
        let mut text = match self.basis {
            KBasis::SetByArbiter => tr!(lang, "rating-k-set", k = k),
            KBasis::Junior => tr!(lang, "rating-k-junior", k = k),
            KBasis::Below2400 {
                birth_date_known: true,
            } => tr!(lang, "rating-k-below-2400", k = k),
            KBasis::Below2400 {
                birth_date_known: false,
            } => tr!(lang, "rating-k-below-2400-no-birth-date", k = k),
            KBasis::From2400 => tr!(lang, "rating-k-from-2400", k = k),
        };
        if let Some(rule) = self.lowered_from {
            text.push_str("; ");
            text.push_str(&tr!(lang, "rating-k-lowered", rule = rule));
        }
        text
    }
}

impl Localize for Initial {
    /// What the event gives an unrated player, with what stands in the way of publication.
    fn localize(&self, lang: Language) -> String {
        match *self {
            Initial::NoRatedGames => tr!(lang, "rating-initial-no-games"),
            Initial::ZeroScore => tr!(lang, "rating-initial-zero-score"),
            Initial::Rating {
                rating,
                games,
                fewer_games,
                below_floor,
                capped,
            } => {
                let mut parts = vec![tr!(lang, "rating-initial", rating = rating)];
                if capped {
                    parts.push(tr!(
                        lang,
                        "rating-initial-capped",
                        maximum = MAXIMUM_INITIAL
                    ));
                }
                if fewer_games {
                    parts.push(tr!(
                        lang,
                        "rating-initial-fewer-games",
                        games = games,
                        needed = GAMES_FOR_PUBLICATION
                    ));
                }
                if below_floor {
                    parts.push(tr!(
                        lang,
                        "rating-initial-below-floor",
                        floor = RATING_FLOOR
                    ));
                }
                parts.join("; ")
            }
        }
    }
}

/// Hundredths as a decimal: 119 → "1.19", −7 → "-0.07".
pub fn hundredths(value: i64) -> String {
    let sign = if value < 0 { "-" } else { "" };
    let magnitude = value.unsigned_abs();
    format!("{sign}{}.{:02}", magnitude / 100, magnitude % 100)
}

/// Hundredths with a sign always: 620 → "+6.20", −140 → "-1.40", 0 → "0.00".
pub fn signed_hundredths(value: i64) -> String {
    if value > 0 {
        format!("+{}", hundredths(value))
    } else {
        hundredths(value)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::test_support::assert_worded;

    #[test]
    fn numbers_read_as_decimals() {
        assert_eq!(hundredths(119), "1.19");
        assert_eq!(hundredths(-7), "-0.07");
        assert_eq!(signed_hundredths(620), "+6.20");
        assert_eq!(signed_hundredths(0), "0.00");
    }

    #[test]
    fn every_word_reads_in_both_languages() {
        let k = KFactor {
            value: 38,
            basis: KBasis::SetByArbiter,
            lowered_from: Some(40),
        };
        let initial = Initial::Rating {
            rating: 1390,
            games: 3,
            fewer_games: true,
            below_floor: true,
            capped: false,
        };
        assert_worded(&k);
        assert_worded(&initial);
        assert_worded(&Initial::ZeroScore);
        assert_worded(&Initial::NoRatedGames);
        assert_worded(&RatingNote::NotRatedGame {
            round: 3,
            opponent: "Rossi, Mario".into(),
            opponent_rating: 2100,
        });
        assert_worded(&RatingNote::BelowFloor { rating: 1390 });
        for list in RatedList::ALL {
            assert_worded(&RatingWord::List(list));
        }
        for basis in [
            KBasis::Junior,
            KBasis::From2400,
            KBasis::Below2400 {
                birth_date_known: false,
            },
        ] {
            assert_worded(&KFactor {
                value: 20,
                basis,
                lowered_from: None,
            });
        }
        assert!(k.localize(Language::English).contains("40"));
        assert!(initial.localize(Language::Italian).contains("1390"));
    }
}
