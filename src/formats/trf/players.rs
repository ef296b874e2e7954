//! `001` records to [`Player`]s and back: identity fields only (rounds are in `rounds`).
//!
//! The player id is the starting rank, and so is the pairing number, unless `XXC rank`
//! asks to pair by position in the file. Birth dates: `YYYY/MM/DD` (also with `-` or
//! `.`); a year-only date (`1985`, `1985/00/00`) cannot be held by the domain and is
//! dropped.

use super::error::{TrfError, TrfField, TrfProblem};
use super::raw::PlayerRecord;
use super::raw::player::{BIRTH_DATE, FIDE_ID, RATING, TITLE};
use crate::domain::{Player, PlayerId, Sex, Title};
use chrono::NaiveDate;

pub fn to_player(record: &PlayerRecord, line: usize) -> Result<Player, TrfError> {
    let title = if record.title.is_empty() {
        None
    } else {
        Some(Title::from_code(&record.title).ok_or_else(|| {
            TrfError::at(
                line,
                TITLE.0,
                TITLE.1,
                TrfField::Title,
                TrfProblem::NotTitle {
                    text: record.title.clone(),
                },
            )
        })?)
    };
    let rating = match record.rating {
        0 => None,
        r => Some(u16::try_from(r).map_err(|_| {
            TrfError::at(
                line,
                RATING.0,
                RATING.1,
                TrfField::Rating,
                TrfProblem::TooLarge {
                    text: r.to_string(),
                },
            )
        })?),
    };
    let fide_id = if record.fide_id.is_empty() {
        None
    } else {
        Some(record.fide_id.parse::<u64>().map_err(|_| {
            TrfError::at(
                line,
                FIDE_ID.0,
                FIDE_ID.1,
                TrfField::FideId,
                TrfProblem::TooLarge {
                    text: record.fide_id.clone(),
                },
            )
        })?)
    };
    let sex = match record.sex {
        'm' | 'M' => Some(Sex::Male),
        'w' | 'W' | 'f' | 'F' => Some(Sex::Female),
        _ => None,
    };
    let birth_date = parse_date(&record.birth_date).map_err(|()| {
        TrfError::at(
            line,
            BIRTH_DATE.0,
            BIRTH_DATE.1,
            TrfField::BirthDate,
            TrfProblem::NotDate {
                text: record.birth_date.clone(),
            },
        )
    })?;
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

/// A date `YYYY/MM/DD` (or `-`, `.`); blank and year-only dates give `None`.
pub fn parse_date(text: &str) -> Result<Option<NaiveDate>, ()> {
    let text = text.trim();
    if text.is_empty() {
        return Ok(None);
    }
    let parts: Vec<&str> = text.split(['/', '-', '.']).collect();
    let numbers: Option<Vec<u32>> = parts.iter().map(|p| p.parse::<u32>().ok()).collect();
    match numbers.as_deref() {
        Some([_year]) | Some([_year, 0, 0]) => Ok(None),
        Some(&[year, month, day]) => i32::try_from(year)
            .ok()
            .and_then(|y| NaiveDate::from_ymd_opt(y, month, day))
            .map(Some)
            .ok_or(()),
        _ => Err(()),
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
        name: player.name.clone(),
        rating: player.rating.map_or(0, u32::from),
        federation: player.federation.clone(),
        fide_id: player.fide_id.map(|id| id.to_string()).unwrap_or_default(),
        birth_date: player
            .birth_date
            .map(|d| d.format("%Y/%m/%d").to_string())
            .unwrap_or_default(),
        ..PlayerRecord::default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates() {
        assert_eq!(
            parse_date("1985/04/23"),
            Ok(NaiveDate::from_ymd_opt(1985, 4, 23))
        );
        assert_eq!(
            parse_date("1985-04-23"),
            Ok(NaiveDate::from_ymd_opt(1985, 4, 23))
        );
        assert_eq!(parse_date("1985"), Ok(None));
        assert_eq!(parse_date("1985/00/00"), Ok(None));
        assert_eq!(parse_date("1985/13/40"), Err(()));
        assert_eq!(parse_date("soon"), Err(()));
    }

    #[test]
    fn identity_round_trip() {
        let record = PlayerRecord {
            start_rank: 7,
            sex: 'w',
            title: "WGM".into(),
            name: "Rossi, Anna".into(),
            rating: 2301,
            federation: "ITA".into(),
            fide_id: "12345678".into(),
            birth_date: "1990/01/31".into(),
            ..PlayerRecord::default()
        };
        let player = to_player(&record, 1).unwrap();
        assert_eq!(player.title, Some(Title::WGM));
        assert_eq!(player.fide_id, Some(12345678));
        assert_eq!(to_record(&player, 7), record);
        let bad = PlayerRecord {
            title: "XX".into(),
            ..record
        };
        assert_eq!(to_player(&bad, 4).unwrap_err().field, TrfField::Title);
    }
}
