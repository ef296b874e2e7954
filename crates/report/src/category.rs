//! A player's age category (the standings' optional "Cat." column): FIDE youth groups
//! U8 … U20 and seniors S50, S65, by the age on 1 January of the tournament's year (as
//! FIDE youth and senior events count it). The domain stores the birth date only.

use crate::domain::Player;
use chrono::{Datelike, NaiveDate};

const YOUTH: [i32; 7] = [8, 10, 12, 14, 16, 18, 20];

/// Completed years on 1 January of `year` for someone born on `birth`.
fn age_on_first_january(birth: NaiveDate, year: i32) -> i32 {
    let born_on_first_january = birth.month() == 1 && birth.day() == 1;
    year - birth.year() - i32::from(!born_on_first_january)
}

/// "U12", "S65" or empty (no birth date, no start date, or an adult under 50).
pub fn age_category(player: &Player, start: Option<NaiveDate>) -> String {
    let (Some(birth), Some(start)) = (player.birth_date, start) else {
        return String::new();
    };
    let age = age_on_first_january(birth, start.year());
    if let Some(limit) = YOUTH.iter().find(|&&limit| age < limit) {
        return format!("U{limit}");
    }
    match age {
        65.. => "S65".into(),
        50.. => "S50".into(),
        _ => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn youth_and_senior_groups_by_age_on_first_january() {
        let start = NaiveDate::from_ymd_opt(2026, 7, 1);
        let born = |y, m, d| Player {
            birth_date: NaiveDate::from_ymd_opt(y, m, d),
            ..Player::default()
        };
        // Born 2 January 2014: 11 on 1 January 2026 → U12; born 1 January 2014: 12 → U14.
        assert_eq!(age_category(&born(2014, 1, 2), start), "U12");
        assert_eq!(age_category(&born(2014, 1, 1), start), "U14");
        assert_eq!(age_category(&born(2019, 5, 5), start), "U8");
        assert_eq!(age_category(&born(2006, 3, 3), start), "U20");
        assert_eq!(age_category(&born(1990, 3, 3), start), "");
        assert_eq!(age_category(&born(1975, 12, 31), start), "S50");
        assert_eq!(age_category(&born(1976, 6, 1), start), "");
        assert_eq!(age_category(&born(1960, 6, 1), start), "S65");
        assert_eq!(age_category(&born(1960, 6, 1), None), "");
        assert_eq!(age_category(&Player::default(), start), "");
    }
}
