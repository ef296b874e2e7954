//! Amalfi 2.5 late entries read from a TRF (issue 34, part 2). A TRF has no entry round:
//! a late entrant's earlier rounds are written unplayed without points (`0000 - Z`,
//! `0000 - -`, or blank). Read as zero-point byes, he would be paired with 0 points where
//! Amalfi 2.5 gives a late entry 0.5 ("un punteggio iniziale di 0,5 punti indipendentemente
//! dal numero di turni non giocati"). So, in an Amalfi tournament, a player whose every
//! round before some round is unplayed without points, and who plays (or takes a bye with
//! points) in it, or who is to be paired in the next round, entered late in that round
//! (C.04.2 art. 2.4's meaning of a late entry); the import says so at his line. The
//! rounds themselves are kept as written, so the file exports to the same text.

use super::error::TrfField;
use super::warning::{Assumption, ImportWarning};
use crate::domain::{ByeKind, PairingSystem, PlayerId, RoundEntry, Tournament};
use std::collections::BTreeSet;

/// Sets the first round of every Amalfi player who entered late; `lines` are the
/// players' lines, in the order of `t.players`. Players whose entry round the file states
/// (Torneo's `XXE`, see `entry_withdrawal`) are left as stated.
pub fn apply(
    t: &mut Tournament,
    lines: &[usize],
    stated: &BTreeSet<PlayerId>,
    warnings: &mut Vec<ImportWarning>,
) {
    if t.settings.system != PairingSystem::Amalfi {
        return;
    }
    for (index, assumption) in mark(t, stated) {
        let line = lines.get(index).copied().unwrap_or(0);
        warnings.push(ImportWarning::new(line, TrfField::FirstRound, assumption));
    }
}

/// The same for a tournament read as another system and paired as Amalfi (`torneo pair
/// --amalfi` on a file without `192 FSI_AMALFI`): the warnings name the player, not a
/// line. Players whose first round is already set are left alone, so reading twice says
/// nothing twice.
pub fn read_for_amalfi(t: &mut Tournament) -> Vec<ImportWarning> {
    mark(t, &BTreeSet::new())
        .into_iter()
        .map(|(_, assumption)| ImportWarning::new(0, TrfField::FirstRound, assumption))
        .collect()
}

/// Sets the first round of every late entrant; each one's position in `t.players` and
/// what was assumed of him.
fn mark(t: &mut Tournament, stated: &BTreeSet<PlayerId>) -> Vec<(usize, Assumption)> {
    if t.rounds.is_empty() {
        return Vec::new();
    }
    let entered: Vec<Option<u32>> = t.players.iter().map(|p| entry_round(t, p.id)).collect();
    let mut marked = Vec::new();
    for (index, (player, round)) in t.players.iter_mut().zip(entered).enumerate() {
        let unstated = !stated.contains(&player.id);
        let Some(round) = round.filter(|&r| r > 1 && player.first_round <= 1 && unstated) else {
            continue;
        };
        player.first_round = round;
        let assumption = Assumption::LateEntry {
            number: player.pairing_number,
            round,
            missed: round - 1,
        };
        marked.push((index, assumption));
    }
    marked
}

/// True when a reader would take `player`, who entered in round 1, for a late entry.
pub(super) fn would_read_as_late(t: &Tournament, player: PlayerId) -> bool {
    !t.rounds.is_empty() && entry_round(t, player).is_some_and(|round| round > 1)
}

/// The round `player` entered: the first round with something other than an unplayed
/// round without points; with every recorded round so, the next round when he is to be
/// paired in it (no bye asked for it, a round the tournament has). `None`: he never
/// entered (or nothing says when).
fn entry_round(t: &Tournament, player: PlayerId) -> Option<u32> {
    let unplayed_without_points = |entry: &RoundEntry| match entry {
        RoundEntry::NotPaired => true,
        RoundEntry::Bye(ByeKind::ZeroPoint) => {
            ByeKind::ZeroPoint.points(&t.settings.scoring) == crate::domain::Points::ZERO
        }
        _ => false,
    };
    for round in &t.rounds {
        if !unplayed_without_points(&RoundEntry::in_round(round, player)) {
            return Some(round.number);
        }
    }
    let p = t.player(player)?;
    let next = t.next_round_number();
    let to_be_paired = next <= t.settings.rounds
        && !p.requested_byes.contains_key(&next)
        && p.withdrawn_from.is_none_or(|w| w > next);
    to_be_paired.then_some(next)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::{Board, Bye, GameResult, Player, Round, TournamentSettings};

    /// Four players over two rounds of an Amalfi event of 5: Anna and Bruno play both;
    /// Carla's round 1 is a zero-point bye and she plays round 2; Dario has nothing yet.
    fn event() -> Tournament {
        let mut t = Tournament::new(TournamentSettings {
            system: PairingSystem::Amalfi,
            rounds: 5,
            ..TournamentSettings::default()
        });
        let ids: Vec<PlayerId> = ["Anna", "Bruno", "Carla", "Dario"]
            .into_iter()
            .map(|name| {
                t.add_player(Player {
                    name: name.into(),
                    ..Player::default()
                })
            })
            .collect();
        let board = |w: usize, b: usize| Board {
            result: GameResult::Draw,
            ..Board::new(ids[w], ids[b])
        };
        t.rounds.push(Round {
            number: 1,
            boards: vec![board(0, 1)],
            byes: vec![Bye {
                player: ids[2],
                kind: ByeKind::ZeroPoint,
            }],
        });
        t.rounds.push(Round {
            number: 2,
            boards: vec![board(2, 0)],
            byes: vec![Bye {
                player: ids[1],
                kind: ByeKind::HalfPoint,
            }],
        });
        t
    }

    #[test]
    fn unplayed_rounds_without_points_before_the_first_game_are_a_late_entry() {
        let mut t = event();
        let mut warnings = Vec::new();
        apply(&mut t, &[10, 11, 12, 13], &BTreeSet::new(), &mut warnings);
        let first: Vec<u32> = t.players.iter().map(|p| p.first_round).collect();
        // Carla entered in round 2; Dario, with nothing recorded, enters in round 3.
        assert_eq!(first, [1, 1, 2, 3]);
        let said: Vec<(usize, u32)> = warnings
            .iter()
            .map(|w| match w.assumption {
                Assumption::LateEntry { round, number, .. } => {
                    assert_eq!(number, 0, "no pairing numbers given in this event");
                    (w.line, round)
                }
                _ => (w.line, 0),
            })
            .collect();
        assert_eq!(said, [(12, 2), (13, 3)]);
    }

    #[test]
    fn other_systems_and_absent_players_are_left_as_written() {
        let mut t = event();
        t.settings.system = PairingSystem::Dutch;
        let mut warnings = Vec::new();
        apply(&mut t, &[1, 2, 3, 4], &BTreeSet::new(), &mut warnings);
        assert!(t.players.iter().all(|p| p.first_round == 1) && warnings.is_empty());

        let mut t = event();
        // Dario asked for a zero-point bye in round 3: nothing says when he enters.
        t.players[3].requested_byes.insert(3, ByeKind::ZeroPoint);
        apply(&mut t, &[1, 2, 3, 4], &BTreeSet::new(), &mut warnings);
        assert_eq!(t.players[3].first_round, 1);
    }

    #[test]
    fn a_file_read_as_another_system_is_read_again_once_for_amalfi() {
        let mut t = event();
        t.settings.system = PairingSystem::Dutch;
        let mut warnings = Vec::new();
        apply(&mut t, &[1, 2, 3, 4], &BTreeSet::new(), &mut warnings);
        assert!(warnings.is_empty());
        t.settings.system = PairingSystem::Amalfi;
        let said = read_for_amalfi(&mut t);
        assert_eq!(t.players[2].first_round, 2);
        assert_eq!(said.len(), 2);
        assert!(read_for_amalfi(&mut t).is_empty(), "nothing said twice");
    }
}
