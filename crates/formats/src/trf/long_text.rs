//! Names and federations longer than their `001` columns (name 15–47, federation 54–56).
//! The `001` line holds what fits; Torneo's own record `XXT rank NAME text` (or `FED`)
//! holds the whole text, and the reader puts it back when the `001` line of that starting
//! rank holds its beginning. Other programs read the cut `001` field and keep the record
//! as one they do not know. A record that does not match (a foreign or edited one) is
//! left alone among the records Torneo keeps and writes back unchanged.

use super::raw::player::{FEDERATION, NAME};
use crate::domain::{PlayerId, Tournament};
use std::collections::BTreeMap;

const CODE: &str = "XXT";

/// The fields with their word and width.
const FIELDS: [(&str, (usize, usize)); 2] = [("NAME", NAME), ("FED", FEDERATION)];

/// What the `001` columns give back of `text`: the characters that fit, trimmed.
fn cut(text: &str, (first, last): (usize, usize)) -> String {
    let width = (last + 1).saturating_sub(first);
    text.chars()
        .take(width)
        .collect::<String>()
        .trim()
        .to_owned()
}

/// One `XXT` line per field that its columns cut, by starting rank.
pub(super) fn records(t: &Tournament, numbers: &BTreeMap<PlayerId, u32>) -> Vec<String> {
    let mut players: Vec<(u32, &crate::domain::Player)> = t
        .players
        .iter()
        .map(|p| (numbers.get(&p.id).copied().unwrap_or(0), p))
        .collect();
    players.sort_by_key(|(number, _)| *number);
    let mut out = Vec::new();
    for (number, p) in players {
        for ((word, columns), text) in FIELDS.into_iter().zip([&p.name, &p.federation]) {
            let whole = text.trim();
            if cut(whole, columns) != whole {
                out.push(format!("{CODE} {number:04} {word} {whole}"));
            }
        }
    }
    out
}

/// Puts back the whole texts named by kept `XXT` records, and drops the records so
/// applied.
pub(super) fn apply(t: &mut Tournament) {
    let records = std::mem::take(&mut t.extra_trf_records);
    let mut kept = Vec::with_capacity(records.len());
    for record in records {
        if !restore(t, &record) {
            kept.push(record);
        }
    }
    t.extra_trf_records = kept;
}

/// True when `record` is an `XXT` line whose text begins as the `001` field it names.
fn restore(t: &mut Tournament, record: &str) -> bool {
    let Some(rest) = record.strip_prefix(CODE).and_then(|r| r.strip_prefix(' ')) else {
        return false;
    };
    let Some((rank, rest)) = rest.split_once(' ') else {
        return false;
    };
    let Some((word, whole)) = rest.split_once(' ') else {
        return false;
    };
    let (Ok(rank), Some(index)) = (
        rank.parse::<u32>(),
        FIELDS.iter().position(|(w, _)| *w == word),
    ) else {
        return false;
    };
    let whole = whole.trim();
    let Some(player) = t.player_mut(PlayerId(rank)) else {
        return false;
    };
    let (field, columns) = match index {
        0 => (&mut player.name, NAME),
        _ => (&mut player.federation, FEDERATION),
    };
    if *field != cut(whole, columns) || whole == field.as_str() {
        return false;
    }
    *field = whole.to_owned();
    true
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use crate::domain::{Player, TournamentSettings};
    use crate::trf::{TrfVersion, export, import};

    #[test]
    fn a_long_name_and_federation_come_back_whole() {
        let mut t = crate::domain::Tournament::new(TournamentSettings::default());
        let name = "Della Rovere Montefeltro, Maria Beatrice Anna";
        let id = t.add_player(Player {
            name: name.into(),
            federation: "ITALIA".into(),
            ..Player::default()
        });
        t.player_mut(id).unwrap().pairing_number = 1;
        let text = export(&t, TrfVersion::Trf16);
        assert!(text.contains("001    1      Della Rovere Montefeltro, Maria B      ITA"));
        assert!(text.contains("\nXXT 0001 NAME Della Rovere Montefeltro, Maria Beatrice Anna\n"));
        assert!(text.contains("\nXXT 0001 FED ITALIA\n"));
        let (back, _) = import(text.as_bytes()).unwrap();
        assert_eq!(back.players[0].name, name);
        assert_eq!(back.players[0].federation, "ITALIA");
        assert!(back.extra_trf_records.is_empty());
    }

    #[test]
    fn a_record_that_does_not_match_its_line_is_kept() {
        let text = "012 x\n001    1      Rossi, Anna\nXXT 0001 NAME Bianchi, Luca Giovanni\n";
        let (back, _) = import(text.as_bytes()).unwrap();
        assert_eq!(back.players[0].name, "Rossi, Anna");
        assert_eq!(
            back.extra_trf_records,
            vec!["XXT 0001 NAME Bianchi, Luca Giovanni".to_owned()]
        );
    }
}
