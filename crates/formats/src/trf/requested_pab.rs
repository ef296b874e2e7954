//! Pairing-allocated byes asked for in advance (a `.ron` can hold them; the window offers
//! only the full-point, half-point and zero-point byes). TRF requests byes only as `F H Z`
//! (`240`, or the request column, where a `U` would read as a round played), so the
//! writer adds Torneo's own record `XXU round rank rank …` per round, and the reader gives
//! those players that requested bye back. A record naming a round already paired or a
//! starting rank not in the file is left alone among the records Torneo keeps.

use crate::domain::{ByeKind, PlayerId, Tournament};
use std::collections::BTreeMap;

const CODE: &str = "XXU";

/// One `XXU` line per round with such a request, from the round to be paired on.
pub(super) fn records(t: &Tournament, numbers: &BTreeMap<PlayerId, u32>) -> Vec<String> {
    let next = t.next_round_number();
    let mut by_round: BTreeMap<u32, Vec<u32>> = BTreeMap::new();
    for p in &t.players {
        for (&round, &kind) in p.requested_byes.range(next..) {
            if kind == ByeKind::PairingAllocated {
                let number = numbers.get(&p.id).copied().unwrap_or(0);
                by_round.entry(round).or_default().push(number);
            }
        }
    }
    by_round
        .into_iter()
        .map(|(round, mut ranks)| {
            ranks.sort_unstable();
            let ranks: Vec<String> = ranks.iter().map(u32::to_string).collect();
            format!("{CODE} {round} {}", ranks.join(" "))
        })
        .collect()
}

/// Gives back the requests of the kept `XXU` records, and drops the records so applied.
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

/// True when `record` is an `XXU` line for a round not yet paired naming known players.
fn restore(t: &mut Tournament, record: &str) -> bool {
    let Some(rest) = record.strip_prefix(CODE).and_then(|r| r.strip_prefix(' ')) else {
        return false;
    };
    let numbers: Option<Vec<u32>> = rest.split_whitespace().map(|w| w.parse().ok()).collect();
    let Some((&round, ranks)) = numbers.as_deref().and_then(|n| n.split_first()) else {
        return false;
    };
    let known = ranks.iter().all(|&n| t.player(PlayerId(n)).is_some());
    if ranks.is_empty() || !known || round < t.next_round_number() || round > t.round_limit() {
        return false;
    }
    for &n in ranks {
        if let Some(p) = t.player_mut(PlayerId(n)) {
            p.requested_byes.insert(round, ByeKind::PairingAllocated);
        }
    }
    true
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use crate::domain::{ByeKind, Player, Tournament, TournamentSettings};
    use crate::trf::{TrfVersion, export, import};

    #[test]
    fn a_pairing_allocated_bye_asked_for_comes_back() {
        let mut t = Tournament::new(TournamentSettings {
            rounds: 5,
            ..TournamentSettings::default()
        });
        for number in 1..=2 {
            let id = t.add_player(Player::default());
            t.player_mut(id).unwrap().pairing_number = number;
        }
        t.players[1]
            .requested_byes
            .insert(1, ByeKind::PairingAllocated);
        t.players[1]
            .requested_byes
            .insert(3, ByeKind::PairingAllocated);
        for version in [TrfVersion::Trf16, TrfVersion::Trf26] {
            let text = export(&t, version);
            assert!(text.contains("\nXXU 1 2\nXXU 3 2\n"), "{text}");
            let (back, _) = import(text.as_bytes()).unwrap();
            assert_eq!(back.players[1].requested_byes, t.players[1].requested_byes);
            assert!(back.rounds.is_empty());
            assert!(back.extra_trf_records.is_empty());
        }
    }
}
