//! The drawing of lots for a round robin: every player gets a pairing number 1..n, either
//! by an ordinary draw or by the Varma restricted draw (C.05 Annex 2). Both are
//! reproducible: the only randomness is a [`LotRng`] seeded with the seed the session
//! stores in the tournament.
//!
//! **Ordinary draw.** The players, taken in id order (ids are stable, so the result does
//! not depend on the order of the list), receive a shuffled 1..n.
//!
//! **Restricted draw (Varma, C.05 Annex 2).** Only for 9 to 24 players; with fewer or more
//! players `restricted` falls back to the ordinary draw, because no Varma table exists.
//! 1. Players form contingents (the "federations" of the Annex, see below).
//! 2. Contingents draw in order: larger first, equal sizes by the alphabetical code
//!    (Annex 2 point 2); inside a contingent players draw in alphabetical order of name.
//! 3. The first player of a contingent picks, at random, one of the envelopes A–D whose
//!    remaining numbers are enough for the whole contingent; every member draws a number
//!    from it at random; leftover numbers stay available to the others (points 3–4).
//! 4. A contingent larger than every remaining envelope (beyond what the tables were
//!    made for) takes the envelope with most numbers left, then continues the same way
//!    with the next one (our rule; the Annex does not cover it).
//!
//! **Contingents.** The Annex speaks of federations. In a national club event everybody
//! shares one federation and the restriction would be void, while seed 004 (Italian
//! practice) applies the same procedure to "giocatori dello stesso club o della stessa
//! nazionalità". So: when the players show at least two different non-empty federation
//! codes, the contingent is the federation; otherwise (all equal or empty) it is the club.
//! A player whose federation (resp. club) is empty forms a contingent alone. Codes are
//! compared without case and surrounding spaces.

use super::lot_rng::LotRng;
use super::varma::varma_groups;
use crate::domain::{Player, Tournament};
use std::collections::{BTreeMap, BTreeSet};
use thiserror::Error;

/// Why the lots could not be drawn.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum DrawError {
    #[error("the drawing of lots needs at least 2 players")]
    TooFewPlayers,
    #[error("too many players for a drawing of lots")]
    TooManyPlayers,
    #[error("the Varma envelopes ran out of numbers before every player had drawn")]
    EnvelopesExhausted,
}

/// Gives every player of `tournament` a pairing number 1..n by lot, reproducible from
/// `seed`; with `restricted` and 9–24 players, by the Varma restricted draw (C.05 Annex 2),
/// otherwise by an ordinary draw. See the module doc for the procedure.
pub fn draw_lots(
    tournament: &mut Tournament,
    seed: u64,
    restricted: bool,
) -> Result<(), DrawError> {
    let count = tournament.players.len();
    if count < 2 {
        return Err(DrawError::TooFewPlayers);
    }
    let players = u32::try_from(count).map_err(|_| DrawError::TooManyPlayers)?;
    let mut rng = LotRng::new(seed);
    let numbers = match varma_groups(count).filter(|_| restricted) {
        Some(groups) => varma_draw(&tournament.players, groups, &mut rng)?,
        None => ordinary_draw(&tournament.players, players, &mut rng),
    };
    for (player, number) in tournament.players.iter_mut().zip(numbers) {
        player.pairing_number = number;
    }
    Ok(())
}

/// Indices of `players` in id order (then list order, should ids ever repeat).
fn id_order(players: &[Player]) -> Vec<usize> {
    let mut order: Vec<usize> = (0..players.len()).collect();
    order.sort_by_key(|&i| players.get(i).map(|p| p.id));
    order
}

/// The ordinary draw: numbers 1..=n shuffled over the players in id order. Returns the
/// number of each player, in list order.
fn ordinary_draw(players: &[Player], count: u32, rng: &mut LotRng) -> Vec<u32> {
    let mut numbers: Vec<u32> = (1..=count).collect();
    rng.shuffle(&mut numbers);
    let mut result = vec![0; players.len()];
    for (index, number) in id_order(players).into_iter().zip(numbers) {
        if let Some(slot) = result.get_mut(index) {
            *slot = number;
        }
    }
    result
}

/// A group of team-mates that draws from one envelope.
#[derive(Debug)]
struct Contingent {
    code: String,
    /// Player indices, in drawing order.
    members: Vec<usize>,
}

/// Federation code, normalised for comparison.
fn federation_key(p: &Player) -> String {
    p.federation.trim().to_uppercase()
}

/// Club name, normalised for comparison.
fn club_key(p: &Player) -> String {
    p.club.trim().to_lowercase()
}

/// C.05 Annex 2 point 2: "among players of the same federation, precedence is determined
/// by the alphabetical order of their names" (case-insensitive, then exact, then id).
fn name_order(a: &Player, b: &Player) -> std::cmp::Ordering {
    a.name
        .to_lowercase()
        .cmp(&b.name.to_lowercase())
        .then_with(|| a.name.cmp(&b.name))
        .then_with(|| a.id.cmp(&b.id))
}

/// Splits the players into contingents (module doc) in drawing order (Annex 2 point 2).
fn contingents(players: &[Player]) -> Vec<Contingent> {
    let federations: BTreeSet<String> = players
        .iter()
        .map(federation_key)
        .filter(|f| !f.is_empty())
        .collect();
    let key: fn(&Player) -> String = if federations.len() >= 2 {
        federation_key
    } else {
        club_key
    };
    let mut by_code: BTreeMap<String, Vec<usize>> = BTreeMap::new();
    let mut result = Vec::new();
    for index in id_order(players) {
        let Some(player) = players.get(index) else {
            continue;
        };
        let code = key(player);
        if code.is_empty() {
            result.push(Contingent {
                code,
                members: vec![index],
            });
        } else {
            by_code.entry(code).or_default().push(index);
        }
    }
    result.extend(
        by_code
            .into_iter()
            .map(|(code, members)| Contingent { code, members }),
    );
    for c in &mut result {
        c.members
            .sort_by(|&a, &b| match (players.get(a), players.get(b)) {
                (Some(x), Some(y)) => name_order(x, y),
                _ => a.cmp(&b),
            });
    }
    // Annex 2 point 2: more representatives first, then the alphabetical code; contingents
    // of one player without a code by name.
    result.sort_by(|a, b| {
        b.members
            .len()
            .cmp(&a.members.len())
            .then_with(|| a.code.cmp(&b.code))
            .then_with(|| {
                match (
                    a.members.first().and_then(|&i| players.get(i)),
                    b.members.first().and_then(|&i| players.get(i)),
                ) {
                    (Some(x), Some(y)) => name_order(x, y),
                    _ => std::cmp::Ordering::Equal,
                }
            })
    });
    result
}

/// Picks the envelope for `need` numbers: at random among those with enough numbers left
/// (Annex 2 point 3), else among those with the most numbers left.
fn choose_envelope(envelopes: &[Vec<u32>], need: usize, rng: &mut LotRng) -> Option<usize> {
    let fitting: Vec<usize> = (0..envelopes.len())
        .filter(|&e| envelopes.get(e).is_some_and(|env| env.len() >= need))
        .collect();
    let candidates = if fitting.is_empty() {
        let most = envelopes.iter().map(Vec::len).max().unwrap_or(0);
        if most == 0 {
            return None;
        }
        (0..envelopes.len())
            .filter(|&e| envelopes.get(e).is_some_and(|env| env.len() == most))
            .collect()
    } else {
        fitting
    };
    candidates.get(rng.below(candidates.len())).copied()
}

/// The Varma restricted draw (C.05 Annex 2 points 2–4). Returns the number of each
/// player, in list order.
fn varma_draw(
    players: &[Player],
    groups: [Vec<u32>; 4],
    rng: &mut LotRng,
) -> Result<Vec<u32>, DrawError> {
    let mut envelopes: Vec<Vec<u32>> = groups.into_iter().collect();
    let mut result = vec![0; players.len()];
    for contingent in contingents(players) {
        let mut left: &[usize] = &contingent.members;
        while !left.is_empty() {
            let e = choose_envelope(&envelopes, left.len(), rng)
                .ok_or(DrawError::EnvelopesExhausted)?;
            let envelope = envelopes.get_mut(e).ok_or(DrawError::EnvelopesExhausted)?;
            let take = left.len().min(envelope.len());
            let (now, later) = left.split_at(take);
            for &index in now {
                let pick = rng.below(envelope.len());
                if pick >= envelope.len() {
                    return Err(DrawError::EnvelopesExhausted);
                }
                let number = envelope.remove(pick);
                if let Some(slot) = result.get_mut(index) {
                    *slot = number;
                }
            }
            left = later;
        }
    }
    Ok(result)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::PlayerId;

    fn player(id: u32, name: &str, federation: &str, club: &str) -> Player {
        Player {
            id: PlayerId(id),
            name: name.into(),
            federation: federation.into(),
            club: club.into(),
            ..Player::default()
        }
    }

    fn codes(players: &[Player]) -> Vec<(String, Vec<u32>)> {
        contingents(players)
            .into_iter()
            .map(|c| {
                let ids = c
                    .members
                    .iter()
                    .filter_map(|&i| players.get(i).map(|p| p.id.0))
                    .collect();
                (c.code, ids)
            })
            .collect()
    }

    #[test]
    fn contingents_by_federation_larger_first_then_code_then_name() {
        // Annex 2 point 2: ITA (3) first; ENG and FRA (2 each) by code; members by name.
        let players = vec![
            player(1, "Zorzi", "ITA", "A"),
            player(2, "Bianchi", "ITA", "B"),
            player(3, "Dupont", "FRA", ""),
            player(4, "Smith", "ENG", ""),
            player(5, "Rossi", "ita", ""),
            player(6, "Adams", "ENG", ""),
            player(7, "Martin", "FRA", ""),
            player(8, "Nobody", "", ""),
        ];
        assert_eq!(
            codes(&players),
            vec![
                ("ITA".to_string(), vec![2, 5, 1]),
                ("ENG".to_string(), vec![6, 4]),
                ("FRA".to_string(), vec![3, 7]),
                (String::new(), vec![8]),
            ]
        );
    }

    #[test]
    fn one_federation_falls_back_to_clubs() {
        let players = vec![
            player(1, "Verdi", "ITA", "Scacchi Roma"),
            player(2, "Neri", "ITA", "scacchi roma "),
            player(3, "Gialli", "ITA", "Milano"),
            player(4, "Blu", "ITA", ""),
            player(5, "Azzurri", "ITA", ""),
        ];
        assert_eq!(
            codes(&players),
            vec![
                ("scacchi roma".to_string(), vec![2, 1]),
                (String::new(), vec![5]),
                (String::new(), vec![4]),
                ("milano".to_string(), vec![3]),
            ]
        );
    }

    #[test]
    fn envelope_must_hold_the_whole_contingent() {
        let envelopes = vec![vec![1, 2], vec![3], vec![4, 5, 6], vec![]];
        for seed in 0..50 {
            let mut rng = LotRng::new(seed);
            assert_eq!(choose_envelope(&envelopes, 3, &mut rng), Some(2));
            let e = choose_envelope(&envelopes, 2, &mut rng);
            assert!(e == Some(0) || e == Some(2));
            // Too big for all: the fullest envelope.
            assert_eq!(choose_envelope(&envelopes, 5, &mut rng), Some(2));
        }
        assert_eq!(
            choose_envelope(&[vec![], vec![]], 1, &mut LotRng::new(1)),
            None
        );
    }

    #[test]
    fn too_few_players() {
        let mut t = Tournament::default();
        t.players.push(player(1, "Solo", "", ""));
        assert_eq!(draw_lots(&mut t, 1, false), Err(DrawError::TooFewPlayers));
    }
}
