//! Prize categories (issue 37): who belongs to a category, decided from the facts a player
//! carries (birth date, sex, ratings, club, federation, tags). The categories of a
//! tournament are part of its settings ([`CategorySettings`]); the standings and prizes
//! per category are derived (crate `torneo-awards`).
//!
//! Age groups are counted the FIDE way, from a cut-off date (1 January of the
//! tournament's year unless the organiser sets another):
//! - Under N: FIDE D.04.07 art. 6 ("players who shall not have reached the age of N
//!   before January 1st of the year"): the N-th birthday falls on or after the cut-off.
//! - Over N: FIDE D.04.03 art. 2.1 ("50 or older in the year of the tournament"): the
//!   N-th birthday falls before the same cut-off one year later.

use super::player::{Player, Sex};
use chrono::{Datelike, NaiveDate};
use serde::{Deserialize, Serialize};

/// An age group: the FIDE youth groups Under 8 … Under 20, the senior groups Over 50, 65.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum AgeGroup {
    Under(u8),
    Over(u8),
}

impl AgeGroup {
    /// The FIDE/FSI groups, youngest first: Under 8, 10, 12, 14, 16, 18, 20, Over 50, 65.
    pub const STANDARD: [AgeGroup; 9] = [
        AgeGroup::Under(8),
        AgeGroup::Under(10),
        AgeGroup::Under(12),
        AgeGroup::Under(14),
        AgeGroup::Under(16),
        AgeGroup::Under(18),
        AgeGroup::Under(20),
        AgeGroup::Over(50),
        AgeGroup::Over(65),
    ];

    /// The short code of the printed "Cat." column: "U12", "S65".
    pub fn code(self) -> String {
        match self {
            AgeGroup::Under(n) => format!("U{n}"),
            AgeGroup::Over(n) => format!("S{n}"),
        }
    }

    /// Whether someone born on `birth` is in the group, for the cut-off date `cut_off`.
    pub fn contains(self, birth: NaiveDate, cut_off: NaiveDate) -> bool {
        match self {
            // D.04.07 art. 6: the N-th birthday is not before the cut-off.
            AgeGroup::Under(n) => years_before(cut_off, n).is_some_and(|limit| birth >= limit),
            // D.04.03 art. 2.1: N or older in the year that starts at the cut-off, so the
            // N-th birthday is before the cut-off one year later.
            AgeGroup::Over(n) => {
                years_before(cut_off, n.saturating_sub(1)).is_some_and(|limit| birth < limit)
            }
        }
    }
}

/// `date` moved back `years` years (29 February becomes 28 February).
fn years_before(date: NaiveDate, years: u8) -> Option<NaiveDate> {
    let year = date.year() - i32::from(years);
    date.with_year(year)
        .or_else(|| NaiveDate::from_ymd_opt(year, date.month(), 28))
}

/// The player's youngest age group for `cut_off` (the printed "Cat." column): the
/// narrowest youth group, else the oldest senior group, else none.
pub fn age_group(player: &Player, cut_off: Option<NaiveDate>) -> Option<AgeGroup> {
    let (birth, cut_off) = (player.birth_date?, cut_off?);
    let youth = AgeGroup::STANDARD
        .into_iter()
        .filter(|g| matches!(g, AgeGroup::Under(_)))
        .find(|g| g.contains(birth, cut_off));
    youth.or_else(|| {
        AgeGroup::STANDARD
            .into_iter()
            .rev()
            .filter(|g| matches!(g, AgeGroup::Over(_)))
            .find(|g| g.contains(birth, cut_off))
    })
}

/// Which rating a rating band reads.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
pub enum RatingList {
    #[default]
    Fide,
    National,
}

/// Who belongs to a category.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum CategoryRule {
    Age(AgeGroup),
    Women,
    /// A rating band ("fascia Elo"): from `from` to `to`, both included; an open end is
    /// `None` ("below 1600" is `to: Some(1599)`).
    RatingBand {
        list: RatingList,
        from: Option<u16>,
        to: Option<u16>,
    },
    /// No FIDE rating.
    Unrated,
    /// The club, as typed (compared without case and surrounding spaces).
    Club(String),
    /// The three-letter federation code.
    Federation(String),
    /// A free tag typed on the player ("Scuola", "Local").
    Tag(String),
}

/// Where unrated players go in the rating bands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
pub enum UnratedInBands {
    /// In no band.
    #[default]
    Excluded,
    /// Counted as this rating (0: the lowest band).
    AsRating(u16),
}

/// A named category of the tournament.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Category {
    /// As the prize table and the printed lists name it ("Under 16", "Fascia 1600-1799").
    pub name: String,
    pub rule: CategoryRule,
}

/// The tournament's categories and how they are counted (Tournament → Settings).
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
#[serde(default)]
pub struct CategorySettings {
    pub categories: Vec<Category>,
    /// The date ages are counted on; `None`: 1 January of the tournament's year.
    pub age_cut_off: Option<NaiveDate>,
    pub unrated_in_bands: UnratedInBands,
}

impl CategorySettings {
    pub fn is_default(&self) -> bool {
        *self == CategorySettings::default()
    }

    /// The cut-off date of the age groups: the one set, else 1 January of the year the
    /// tournament starts (`None` without either).
    pub fn cut_off(&self, start: Option<NaiveDate>) -> Option<NaiveDate> {
        self.age_cut_off
            .or_else(|| start.and_then(|s| NaiveDate::from_ymd_opt(s.year(), 1, 1)))
    }

    /// The category called `name` (without case and surrounding spaces).
    pub fn find(&self, name: &str) -> Option<&Category> {
        let name = name.trim();
        self.categories
            .iter()
            .find(|c| c.name.trim().eq_ignore_ascii_case(name) || c.name.trim() == name)
    }
}

/// What membership needs besides the player: the cut-off date and the unrated setting.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Membership {
    pub cut_off: Option<NaiveDate>,
    pub unrated_in_bands: UnratedInBands,
}

impl Membership {
    pub fn new(settings: &CategorySettings, start: Option<NaiveDate>) -> Membership {
        Membership {
            cut_off: settings.cut_off(start),
            unrated_in_bands: settings.unrated_in_bands,
        }
    }

    /// Whether `player` belongs to a category of rule `rule`.
    pub fn contains(&self, rule: &CategoryRule, player: &Player) -> bool {
        let same = |a: &str, b: &str| a.trim().to_lowercase() == b.trim().to_lowercase();
        match rule {
            CategoryRule::Age(group) => match (player.birth_date, self.cut_off) {
                (Some(birth), Some(cut_off)) => group.contains(birth, cut_off),
                _ => false,
            },
            CategoryRule::Women => player.sex == Some(Sex::Female),
            CategoryRule::RatingBand { list, from, to } => {
                let rating = match list {
                    RatingList::Fide => player.rating,
                    RatingList::National => player.national_rating,
                };
                let rating = match (rating, self.unrated_in_bands) {
                    (Some(r), _) => r,
                    (None, UnratedInBands::AsRating(r)) => r,
                    (None, UnratedInBands::Excluded) => return false,
                };
                from.is_none_or(|f| rating >= f) && to.is_none_or(|t| rating <= t)
            }
            CategoryRule::Unrated => player.rating.is_none(),
            CategoryRule::Club(club) => !club.trim().is_empty() && same(&player.club, club),
            CategoryRule::Federation(fed) => {
                !fed.trim().is_empty() && same(&player.federation, fed)
            }
            CategoryRule::Tag(tag) => player.tags.iter().any(|t| same(t, tag)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn date(y: i32, m: u32, d: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(y, m, d).unwrap()
    }

    fn born(y: i32, m: u32, d: u32) -> Player {
        Player {
            birth_date: Some(date(y, m, d)),
            ..Player::default()
        }
    }

    #[test]
    fn youth_groups_follow_fide_d_04_07_art_6() {
        // 2026, cut-off 1 January: Under 12 = not 12 before 1 January 2026 = born on or
        // after 1 January 2014 (a player born that very day turns 12 on the cut-off, not
        // before it).
        let cut = date(2026, 1, 1);
        assert!(AgeGroup::Under(12).contains(date(2014, 1, 1), cut));
        assert!(AgeGroup::Under(12).contains(date(2014, 12, 31), cut));
        assert!(!AgeGroup::Under(12).contains(date(2013, 12, 31), cut));
        // Under 16 includes the younger players.
        assert!(AgeGroup::Under(16).contains(date(2019, 5, 5), cut));
    }

    #[test]
    fn senior_groups_follow_fide_d_04_03_art_2() {
        // "50 or older in the year of the tournament": in 2026, born in 1976 or before.
        let cut = date(2026, 1, 1);
        assert!(AgeGroup::Over(50).contains(date(1976, 12, 31), cut));
        assert!(!AgeGroup::Over(50).contains(date(1977, 1, 1), cut));
        assert!(AgeGroup::Over(65).contains(date(1961, 12, 31), cut));
        assert!(!AgeGroup::Over(65).contains(date(1962, 1, 1), cut));
    }

    #[test]
    fn a_cut_off_set_by_the_organiser_moves_the_groups() {
        // Cut-off 1 September 2026 (a school year): born 1 October 2014 is under 12 then,
        // born 1 August 2014 turned 12 before it.
        let cut = date(2026, 9, 1);
        assert!(AgeGroup::Under(12).contains(date(2014, 10, 1), cut));
        assert!(!AgeGroup::Under(12).contains(date(2014, 8, 1), cut));
    }

    #[test]
    fn the_printed_column_takes_the_youngest_group() {
        let cut = Some(date(2026, 1, 1));
        let code = |p: &Player| age_group(p, cut).map(AgeGroup::code).unwrap_or_default();
        assert_eq!(code(&born(2014, 1, 2)), "U12");
        assert_eq!(code(&born(2013, 12, 31)), "U14");
        assert_eq!(code(&born(2019, 5, 5)), "U8");
        assert_eq!(code(&born(2006, 3, 3)), "U20");
        assert_eq!(code(&born(1990, 3, 3)), "");
        assert_eq!(code(&born(1976, 6, 1)), "S50");
        assert_eq!(code(&born(1960, 6, 1)), "S65");
        assert_eq!(age_group(&born(1960, 6, 1), None), None);
        assert_eq!(age_group(&Player::default(), cut), None);
    }

    #[test]
    fn the_cut_off_defaults_to_first_january_of_the_start_year() {
        let settings = CategorySettings::default();
        assert_eq!(
            settings.cut_off(Some(date(2026, 7, 14))),
            Some(date(2026, 1, 1))
        );
        assert_eq!(settings.cut_off(None), None);
        let set = CategorySettings {
            age_cut_off: Some(date(2025, 12, 31)),
            ..CategorySettings::default()
        };
        assert_eq!(
            set.cut_off(Some(date(2026, 7, 14))),
            Some(date(2025, 12, 31))
        );
    }

    #[test]
    fn membership_of_each_kind_of_category() {
        let m = Membership {
            cut_off: Some(date(2026, 1, 1)),
            unrated_in_bands: UnratedInBands::Excluded,
        };
        let anna = Player {
            sex: Some(Sex::Female),
            rating: Some(1650),
            national_rating: Some(1820),
            club: " Scacchi Milano ".into(),
            federation: "ITA".into(),
            tags: vec!["Scuola".into()],
            ..born(2012, 3, 3)
        };
        let band = |from, to| CategoryRule::RatingBand {
            list: RatingList::Fide,
            from,
            to,
        };
        assert!(m.contains(&CategoryRule::Women, &anna));
        assert!(m.contains(&CategoryRule::Age(AgeGroup::Under(16)), &anna));
        assert!(!m.contains(&CategoryRule::Age(AgeGroup::Under(12)), &anna));
        assert!(m.contains(&band(Some(1600), Some(1799)), &anna));
        assert!(!m.contains(&band(None, Some(1599)), &anna));
        let national = CategoryRule::RatingBand {
            list: RatingList::National,
            from: Some(1800),
            to: Some(1999),
        };
        assert!(m.contains(&national, &anna));
        assert!(m.contains(&CategoryRule::Club("scacchi milano".into()), &anna));
        assert!(m.contains(&CategoryRule::Federation("ita".into()), &anna));
        assert!(m.contains(&CategoryRule::Tag("SCUOLA".into()), &anna));
        assert!(!m.contains(&CategoryRule::Tag("Local".into()), &anna));
        assert!(!m.contains(&CategoryRule::Unrated, &anna));
        // An empty club name matches nobody, not every player without a club.
        assert!(!m.contains(&CategoryRule::Club(String::new()), &Player::default()));
    }

    #[test]
    fn unrated_players_in_the_bands_follow_the_setting() {
        let unrated = Player::default();
        let lowest = CategoryRule::RatingBand {
            list: RatingList::Fide,
            from: None,
            to: Some(1599),
        };
        let excluded = Membership {
            cut_off: None,
            unrated_in_bands: UnratedInBands::Excluded,
        };
        assert!(!excluded.contains(&lowest, &unrated));
        assert!(excluded.contains(&CategoryRule::Unrated, &unrated));
        let as_zero = Membership {
            unrated_in_bands: UnratedInBands::AsRating(0),
            ..excluded
        };
        assert!(as_zero.contains(&lowest, &unrated));
        let as_1700 = Membership {
            unrated_in_bands: UnratedInBands::AsRating(1700),
            ..excluded
        };
        assert!(!as_1700.contains(&lowest, &unrated));
        // Without a cut-off (no start date) nobody is in an age group.
        assert!(!excluded.contains(&CategoryRule::Age(AgeGroup::Under(20)), &unrated));
    }
}
