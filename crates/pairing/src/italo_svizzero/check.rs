//! The rules no Italo-Svizzero pairing may break (seed 002), for a round made by the
//! engine, by hand or read from a file:
//!
//! - everybody present is on one board or has the one forfeit win of arts. 10/12; nobody
//!   absent is paired;
//! - art. 6: two players are not paired twice (a forfeited game counts, by D3; a pair the
//!   organiser forbade counts too);
//! - art. 12: a forfeit win goes a second time only to a player last by at least a point;
//! - no colour limit: art. 14 alternates colours "per quanto possibile".

use super::field;
use crate::ProposedRound;
use crate::check::Violation;
use crate::domain::{ByeKind, PlayerId, Tournament};
use std::collections::BTreeMap;

/// Every rule `proposed` breaks as Italo-Svizzero round `round` of `t`.
pub fn check_round(t: &Tournament, round: u32, proposed: &ProposedRound) -> Vec<Violation> {
    let mut violations = presence(t, round, proposed);
    let options = t.settings.italo_svizzero;
    let field = field::build(t, round, &options);
    let entrant = |id: PlayerId| field.circle.iter().find(|e| e.id == id);
    let forfeit_wins: Vec<PlayerId> = proposed
        .byes
        .iter()
        .filter(|b| b.kind == ByeKind::PairingAllocated)
        .map(|b| b.player)
        .collect();
    if forfeit_wins.len() > 1 {
        violations.push(Violation::SeveralPabs);
    }
    for p in forfeit_wins {
        // Italo-Svizzero art. 12: again only "ancora ultimo e staccato di almeno un punto".
        if let Some(e) = entrant(p)
            && e.forfeit_wins > 0
            && field
                .circle
                .iter()
                .any(|o| o.id != p && e.score + t.settings.scoring.win > o.score)
        {
            violations.push(Violation::PabNotAllowed(p));
        }
    }
    for board in &proposed.boards {
        let (a, b) = (board.white, board.black);
        if t.is_forbidden_pair(a, b) {
            violations.push(Violation::ForbiddenPair { a, b });
        } else if let Some(round) = paired_in(t, round, a, b) {
            violations.push(Violation::Rematch { a, b, round });
        }
    }
    violations
}

/// The round before `round` in which `a` and `b` were paired (art. 6, D3).
fn paired_in(t: &Tournament, round: u32, a: PlayerId, b: PlayerId) -> Option<u32> {
    let forfeits_count = t.settings.italo_svizzero.forfeits_count;
    t.rounds
        .iter()
        .take(usize::try_from(round.saturating_sub(1)).unwrap_or(usize::MAX))
        .find(|r| {
            r.boards
                .iter()
                .any(|x| x.has(a) && x.has(b) && (forfeits_count || !x.result.is_forfeit()))
        })
        .map(|r| r.number)
}

/// Everybody present once, nobody absent on a board.
fn presence(t: &Tournament, round: u32, proposed: &ProposedRound) -> Vec<Violation> {
    let mut seen: BTreeMap<PlayerId, u32> = BTreeMap::new();
    let everyone = proposed
        .boards
        .iter()
        .flat_map(|b| [b.white, b.black])
        .chain(proposed.byes.iter().map(|b| b.player));
    for p in everyone {
        *seen.entry(p).or_default() += 1;
    }
    let mut violations = Vec::new();
    for player in &t.players {
        let count = seen.get(&player.id).copied().unwrap_or(0);
        let absent = !player.is_active_in(round) || player.requested_byes.contains_key(&round);
        let on_board = proposed.boards.iter().any(|b| b.has(player.id));
        if count > 1 {
            violations.push(Violation::PairedTwice(player.id));
        } else if absent && on_board {
            violations.push(Violation::PairedWhileAbsent(player.id));
        } else if !absent && count == 0 {
            violations.push(Violation::NotPaired(player.id));
        }
    }
    violations
}
