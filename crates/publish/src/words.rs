//! The site's own words (navigation, headings of the home and player pages), worded in
//! `site-…` of the `.ftl` files. The templates hold no word: they print these, the
//! printed documents' titles and column names (crates/report), and the tournament's
//! data.

use crate::i18n::Language;
use crate::tr;
use serde::Serialize;

/// The fixed words every page may print, in one language.
#[derive(Debug, Clone, Serialize)]
pub struct SiteWords {
    /// The navigation's label (read by screen readers).
    pub navigation: String,
    pub home: String,
    pub players: String,
    pub rounds: String,
    pub standings: String,
    pub crosstable: String,
    /// A team event's board standings (issue 39).
    pub board_standings: String,
    /// The standings by category (issue 37).
    pub categories: String,
    /// The rating changes (issue 37).
    pub ratings: String,
    /// "No round has been paired yet."
    pub no_round: String,
    /// The heading of a player's games.
    pub games: String,
    /// The heading of the event's facts on the home page.
    pub event: String,
    /// A round in which a player had neither a game nor a bye.
    pub not_paired: String,
}

impl SiteWords {
    pub fn new(lang: Language) -> SiteWords {
        SiteWords {
            navigation: tr!(lang, "site-navigation"),
            home: tr!(lang, "site-home"),
            players: tr!(lang, "site-players"),
            rounds: tr!(lang, "site-rounds"),
            standings: tr!(lang, "site-standings"),
            crosstable: tr!(lang, "site-crosstable"),
            board_standings: tr!(lang, "site-board-standings"),
            categories: tr!(lang, "site-categories"),
            ratings: tr!(lang, "site-ratings"),
            no_round: tr!(lang, "site-no-round"),
            games: tr!(lang, "site-games"),
            event: tr!(lang, "site-event"),
            not_paired: tr!(lang, "site-not-paired"),
        }
    }
}

/// "Latest round: 3".
pub fn latest_round(lang: Language, round: u32) -> String {
    tr!(lang, "site-latest-round", round = round)
}

/// "3½ points after round 5" on the page of a team event's player, whose place is his
/// team's (issue 39).
pub fn player_points(lang: Language, points: String, round: u32) -> String {
    tr!(lang, "site-player-points", points = points, round = round)
}

/// "3½ points, place 2-4, after round 5" on a player's page.
pub fn player_summary(lang: Language, points: String, place: String, round: u32) -> String {
    tr!(
        lang,
        "site-player-summary",
        points = points,
        place = place,
        round = round
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Localize;
    use crate::i18n::test_support::assert_worded;

    struct Round(u32);
    impl Localize for Round {
        fn localize(&self, lang: Language) -> String {
            latest_round(lang, self.0)
        }
    }
    struct Summary;
    impl Localize for Summary {
        fn localize(&self, lang: Language) -> String {
            player_summary(lang, "3½".into(), "2-4".into(), 5)
        }
    }
    struct Points;
    impl Localize for Points {
        fn localize(&self, lang: Language) -> String {
            player_points(lang, "1½".into(), 2)
        }
    }
    struct Every;
    impl Localize for Every {
        fn localize(&self, lang: Language) -> String {
            let w = SiteWords::new(lang);
            [
                w.navigation,
                w.home,
                w.players,
                w.rounds,
                w.standings,
                w.crosstable,
                w.board_standings,
                w.no_round,
                w.games,
                w.event,
                w.not_paired,
            ]
            .join(" / ")
        }
    }

    #[test]
    fn every_word_reads_in_both_languages() {
        assert_worded(&Round(3));
        assert_worded(&Summary);
        assert_worded(&Points);
        assert_worded(&Every);
        assert_eq!(latest_round(Language::Italian, 3), "Ultimo turno: 3");
        assert_eq!(
            player_summary(Language::English, "3½".into(), "2-4".into(), 5),
            "3½ points, place 2-4, after round 5"
        );
    }
}
