//! `001` records to [`Player`]s and back: identity fields only (rounds are in `rounds`).
//!
//! The player id is the starting rank, and so is the pairing number, unless `XXC rank`
//! asks to pair by position in the file. Birth dates: `YYYY/MM/DD` (also with `-` or
//! `.`); a year-only date (`1985`, `1985/00/00`) cannot be held by the domain and is
//! dropped.

use super::date::{self, DateRead};
use super::error::{TrfError, TrfField};
use super::raw::PlayerRecord;
use super::raw::player::{BIRTH_DATE, FIDE_ID, RATING, SEX, TITLE};
use super::warning::{Assumption, ImportWarning};
use crate::domain::{Player, PlayerId, Sex, Title};
use chrono::NaiveDate;

/// The player of a `001` record. Fields that cannot be read are left blank with a
/// warning (they are identity, not results: nothing the standings or pairings need).
pub fn to_player(
    record: &PlayerRecord,
    line: usize,
    warnings: &mut Vec<ImportWarning>,
) -> Result<Player, TrfError> {
    let mut warn = |columns: (usize, usize), field: TrfField, assumption: Assumption| {
        warnings.push(ImportWarning::at(line, columns, field, assumption));
    };
    let title = match Title::from_code(&record.title) {
        None if !record.title.is_empty() => {
            warn(
                TITLE,
                TrfField::Title,
                Assumption::UnknownTitle {
                    text: record.title.clone(),
                },
            );
            None
        }
        title => title,
    };
    let rating = match record.rating.parse::<u16>() {
        _ if record.rating.is_empty() => None,
        Ok(0) => None,
        Ok(r) => Some(r),
        Err(_) => {
            warn(
                RATING,
                TrfField::Rating,
                Assumption::RatingNotNumber {
                    text: record.rating.clone(),
                },
            );
            None
        }
    };
    let fide_id = match record.fide_id.parse::<u64>() {
        Ok(0) => None,
        Ok(id) => Some(id),
        // Blank, or a placeholder of dashes (`-----------`): no id.
        Err(_) if record.fide_id.chars().all(|c| c == '-') => None,
        Err(_) => {
            warn(
                FIDE_ID,
                TrfField::FideId,
                Assumption::FideIdNotNumber {
                    text: record.fide_id.clone(),
                },
            );
            None
        }
    };
    let sex = match record.sex {
        'm' | 'M' => Some(Sex::Male),
        'w' | 'W' | 'f' | 'F' => Some(Sex::Female),
        ' ' | 'u' | 'U' => None,
        letter => {
            warn((SEX, SEX), TrfField::Sex, Assumption::UnknownSex { letter });
            None
        }
    };
    let birth_date = read_date(&record.birth_date, |assumption| {
        warn(BIRTH_DATE, TrfField::BirthDate, assumption);
    });
    Ok(Player {
        id: PlayerId(record.start_rank),
        name: record.name.clone(),
        fide_id,
        rating,
        title,
        federation: record.federation.clone(),
        birth_date,
        sex,
        pairing_number: record.start_rank,
        ..Player::default()
    })
}

/// A date field read leniently: the date, or `None` with what was assumed reported.
pub fn read_date(text: &str, mut warn: impl FnMut(Assumption)) -> Option<NaiveDate> {
    match date::parse(text) {
        DateRead::Blank => None,
        DateRead::Date(d) => Some(d),
        DateRead::TwoDigitYear(d) => {
            warn(Assumption::TwoDigitYear {
                text: text.trim().to_owned(),
                date: date::canonical(d),
            });
            Some(d)
        }
        DateRead::YearOnly => {
            warn(Assumption::YearOnly {
                text: text.trim().to_owned(),
            });
            None
        }
        DateRead::Unreadable => {
            warn(Assumption::DateUnreadable {
                text: text.trim().to_owned(),
            });
            None
        }
    }
}

/// The identity columns of a player's `001` record (points, rank and rounds are filled in
/// by the exporter).
pub fn to_record(player: &Player, start_rank: u32) -> PlayerRecord {
    PlayerRecord {
        start_rank,
        sex: match player.sex {
            Some(Sex::Male) => 'm',
            Some(Sex::Female) => 'w',
            None => ' ',
        },
        title: player
            .title
            .map(|t| t.code().to_owned())
            .unwrap_or_default(),
        // Readers trim the fixed-width text fields: written as they will be read.
        name: player.name.trim().to_owned(),
        // 0 is "unrated" (trf.md §3), and so is a blank: written blank, as read back.
        rating: player
            .rating
            .filter(|&r| r > 0)
            .map(|r| r.to_string())
            .unwrap_or_default(),
        federation: player.federation.trim().to_owned(),
        fide_id: player
            .fide_id
            .filter(|&id| id > 0)
            .map(|id| id.to_string())
            .unwrap_or_default(),
        birth_date: player.birth_date.map(date::canonical).unwrap_or_default(),
        ..PlayerRecord::default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn identity_round_trip() {
        let record = PlayerRecord {
            start_rank: 7,
            sex: 'w',
            title: "WGM".into(),
            name: "Rossi, Anna".into(),
            rating: "2301".into(),
            federation: "ITA".into(),
            fide_id: "12345678".into(),
            birth_date: "1990/01/31".into(),
            ..PlayerRecord::default()
        };
        let mut warnings = Vec::new();
        let player = to_player(&record, 1, &mut warnings).unwrap();
        assert_eq!(player.title, Some(Title::WGM));
        assert_eq!(player.fide_id, Some(12345678));
        assert_eq!(to_record(&player, 7), record);
        assert!(warnings.is_empty());
    }

    #[test]
    fn what_real_programs_write_is_read_with_warnings() {
        let record = PlayerRecord {
            start_rank: 3,
            sex: 'u',
            title: "wg".into(),
            rating: "".into(),
            fide_id: "-----------".into(),
            birth_date: "01.01.1987".into(),
            ..PlayerRecord::default()
        };
        let mut warnings = Vec::new();
        let player = to_player(&record, 4, &mut warnings).unwrap();
        assert_eq!(
            (player.sex, player.title, player.rating, player.fide_id),
            (None, Some(Title::WGM), None, None)
        );
        assert_eq!(player.birth_date, NaiveDate::from_ymd_opt(1987, 1, 1));
        assert!(warnings.is_empty(), "{warnings:?}");
        let odd = PlayerRecord {
            sex: 'x',
            title: "XX".into(),
            rating: "ab".into(),
            fide_id: "12a".into(),
            birth_date: "soon".into(),
            ..record
        };
        let player = to_player(&odd, 4, &mut warnings).unwrap();
        assert_eq!(
            (player.sex, player.title, player.rating, player.fide_id),
            (None, None, None, None)
        );
        let fields: Vec<(usize, TrfField)> = warnings.iter().map(|w| (w.line, w.field)).collect();
        assert_eq!(
            fields,
            [
                (4, TrfField::Title),
                (4, TrfField::Rating),
                (4, TrfField::FideId),
                (4, TrfField::Sex),
                (4, TrfField::BirthDate)
            ]
        );
    }
}
