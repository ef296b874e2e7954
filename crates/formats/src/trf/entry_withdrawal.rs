//! Late entries and withdrawals (issue 35). TRF has no record for either: a late entrant's
//! earlier rounds and a withdrawn player's later ones are written unplayed, and a reader
//! sees zero-point byes. That changes pairings (Amalfi 2.5 gives a late entry 0.5 pairing
//! points; a withdrawn player must not be paired again), so the writer adds Torneo's own
//! records, one line per round:
//!
//! - `XXE round rank rank …`: the players who enter the tournament in `round`; in an
//!   Amalfi tournament also `XXE 1 …` for players who did enter in round 1 but whose
//!   rounds so far a reader would take for a late entry (see `late_entry`), so that the
//!   file says it and the reader assumes nothing;
//! - `XXW round rank rank …`: the players withdrawn from `round` on.
//!
//! The reader gives those players their first round or their withdrawal back. Other
//! programs ignore the records (an unknown code) and read the rounds as written, where a
//! not-yet-entered or withdrawn player has a zero-point bye requested in the request
//! column; the reader drops that request again for a player the records make inactive in
//! that round, since being inactive already keeps him out of it. A record that names a
//! round beyond the tournament or a starting rank not in the file is kept unread among the
//! records Torneo keeps.

use crate::domain::{ByeKind, PairingSystem, PlayerId, Tournament};
use std::collections::{BTreeMap, BTreeSet};

const ENTRY: &str = "XXE";
const WITHDRAWAL: &str = "XXW";

/// The `XXE` and `XXW` lines of `t`, by round.
pub(super) fn records(t: &Tournament, numbers: &BTreeMap<PlayerId, u32>) -> Vec<String> {
    let mut entries: BTreeMap<u32, Vec<u32>> = BTreeMap::new();
    let mut withdrawals: BTreeMap<u32, Vec<u32>> = BTreeMap::new();
    for p in &t.players {
        let number = numbers.get(&p.id).copied().unwrap_or(0);
        if p.first_round > 1 {
            entries.entry(p.first_round).or_default().push(number);
        } else if t.settings.system == PairingSystem::Amalfi
            && super::late_entry::would_read_as_late(t, p.id)
        {
            entries.entry(1).or_default().push(number);
        }
        if let Some(round) = p.withdrawn_from {
            withdrawals.entry(round).or_default().push(number);
        }
    }
    let mut lines = lines(ENTRY, entries);
    lines.extend(self::lines(WITHDRAWAL, withdrawals));
    lines
}

fn lines(code: &str, by_round: BTreeMap<u32, Vec<u32>>) -> Vec<String> {
    by_round
        .into_iter()
        .map(|(round, mut ranks)| {
            ranks.sort_unstable();
            let ranks: Vec<String> = ranks.iter().map(u32::to_string).collect();
            format!("{code} {round} {}", ranks.join(" "))
        })
        .collect()
}

/// Gives back the entries and withdrawals of the kept `XXE`/`XXW` records and drops the
/// records so applied; then the zero-point byes the request column asked for players
/// inactive in the next round. The players whose entry round the file states.
pub(super) fn apply(t: &mut Tournament) -> BTreeSet<PlayerId> {
    let records = std::mem::take(&mut t.extra_trf_records);
    let mut kept = Vec::with_capacity(records.len());
    let mut stated = BTreeSet::new();
    let mut applied = false;
    for record in records {
        if restore(t, &record, &mut stated) {
            applied = true;
        } else {
            kept.push(record);
        }
    }
    t.extra_trf_records = kept;
    // The writer puts that request in the column only for a round the tournament has
    // (`export::request`); otherwise the `Z` was asked for and stays.
    if applied && t.settings.rounds >= t.next_round_number() {
        let next = t.next_round_number();
        for p in &mut t.players {
            if !p.is_active_in(next) && p.requested_byes.get(&next) == Some(&ByeKind::ZeroPoint) {
                p.requested_byes.remove(&next);
            }
        }
    }
    stated
}

/// True when `record` is an `XXE`/`XXW` line for a round the tournament can have, naming
/// players in the file.
fn restore(t: &mut Tournament, record: &str, stated: &mut BTreeSet<PlayerId>) -> bool {
    let (code, rest) = record.split_at_checked(3).unwrap_or(("", ""));
    if !(code == ENTRY || code == WITHDRAWAL) || !rest.starts_with(' ') {
        return false;
    }
    let numbers: Option<Vec<u32>> = rest.split_whitespace().map(|w| w.parse().ok()).collect();
    let Some((&round, ranks)) = numbers.as_deref().and_then(|n| n.split_first()) else {
        return false;
    };
    let known = ranks
        .iter()
        .all(|&n| t.player_by_pairing_number(n).is_some());
    if ranks.is_empty() || !known || round > t.round_limit() || (code == ENTRY && round < 1) {
        return false;
    }
    for &n in ranks {
        let id = t.player_by_pairing_number(n).map(|p| p.id);
        if let Some(p) = id.and_then(|id| t.player_mut(id)) {
            if code == ENTRY {
                p.first_round = round;
                stated.insert(p.id);
            } else {
                p.withdrawn_from = Some(round);
            }
        }
    }
    true
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use crate::domain::{Player, Tournament, TournamentSettings};
    use crate::trf::{TrfVersion, export, import};

    fn four_players() -> Tournament {
        let mut t = Tournament::new(TournamentSettings {
            rounds: 5,
            ..TournamentSettings::default()
        });
        for number in 1..=4 {
            let id = t.add_player(Player::default());
            t.player_mut(id).unwrap().pairing_number = number;
        }
        t
    }

    #[test]
    fn a_late_entry_and_a_withdrawal_come_back_without_a_bye_request() {
        let mut t = four_players();
        t.players[2].first_round = 3;
        t.players[3].first_round = 3;
        t.players[1].withdrawn_from = Some(1);
        for version in [TrfVersion::Trf16, TrfVersion::Trf26] {
            let text = export(&t, version);
            assert!(text.contains("\nXXE 3 3 4\nXXW 1 2\n"), "{text}");
            let (back, _) = import(text.as_bytes()).unwrap();
            assert_eq!(back, t, "{text}");
        }
    }

    #[test]
    fn a_record_naming_an_unknown_player_or_round_is_kept_unread() {
        let t = four_players();
        let mut text = export(&t, TrfVersion::Trf16);
        text.push_str("XXE 2 9\nXXE 0 2\nXXW 99 1\n");
        let (back, _) = import(text.as_bytes()).unwrap();
        assert_eq!(back.extra_trf_records, ["XXE 2 9", "XXE 0 2", "XXW 99 1"]);
        assert!(back.players.iter().all(|p| p.first_round == 1));
        assert!(back.players.iter().all(|p| p.withdrawn_from.is_none()));
    }
}
