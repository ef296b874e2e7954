//! The facts the Lim rules need of each player, derived once per pairing (C.04.4.3): score,
//! pairing number, rating, colours played, opponents met, PAB eligibility and whether the
//! player floated in the previous round (3.10).

use crate::domain::{ByeKind, Colour, PlayerId, Points, RoundEntry, Tournament, TournamentHistory};
use std::collections::BTreeSet;

/// One player as the Lim engine sees them in the round being paired.
#[derive(Debug, Clone)]
pub struct Entrant {
    pub id: PlayerId,
    /// Pairing number, 1-based, among the players that count in this round. Lim calls #1
    /// "the highest numbered player" (docs/rules/lim.md L-1).
    pub tpn: u32,
    /// Rating (0 when unrated: the lowest, for 7.1 and the 100-point rule).
    pub rating: u16,
    /// Points scored before this round.
    pub score: Points,
    /// Played colours, oldest first (unplayed rounds left out, C.04.2 3.4).
    pub colours: Vec<Colour>,
    /// C.04.1 art. 3 (C.04.4.3 1.1): may receive the pairing-allocated bye.
    pub bye_eligible: bool,
    /// C.04.4.3 3.10: met an opponent with another score, or had the PAB, last round.
    pub floated_last_round: bool,
    /// Players met over the board and pairs the arbiter forbade (2.1).
    pub forbidden: BTreeSet<PlayerId>,
}

impl Entrant {
    /// C.04.4.3 5.4: the higher-ranked player has more points or, with equal points, the
    /// smaller pairing number.
    pub fn ranks_above(&self, other: &Entrant) -> bool {
        (self.score, std::cmp::Reverse(self.tpn)) > (other.score, std::cmp::Reverse(other.tpn))
    }

    pub fn whites(&self) -> usize {
        self.colours.iter().filter(|&&c| c == Colour::White).count()
    }

    pub fn blacks(&self) -> usize {
        self.colours.len() - self.whites()
    }
}

/// Builds the players to pair in `round`, by score (descending) then pairing number.
pub fn build(t: &Tournament, round: u32) -> Vec<Entrant> {
    let played_rounds = round.saturating_sub(1);
    let history = TournamentHistory::derive(t, played_rounds);
    let scoring = &t.settings.scoring;
    let to_pair =
        |p: &crate::domain::Player| p.is_active_in(round) && !p.requested_byes.contains_key(&round);
    let mut by_tpn = t.players_by_pairing_number();
    by_tpn.retain(|p| {
        to_pair(p)
            || history.get(p.id).is_some_and(|h| {
                h.entries.iter().any(|e| {
                    matches!(
                        e,
                        RoundEntry::Game { .. } | RoundEntry::Bye(ByeKind::PairingAllocated)
                    )
                })
            })
    });
    let mut players = Vec::new();
    for (rank, p) in by_tpn.iter().enumerate() {
        if !to_pair(p) {
            continue;
        }
        let Some(h) = history.get(p.id) else { continue };
        // C.04.1 art. 3: no PAB after a PAB or after scoring a win's points unplayed.
        let bye_eligible = !h.entries.iter().any(|e| {
            matches!(e, RoundEntry::Bye(ByeKind::PairingAllocated))
                || (!e.is_played() && e.points(scoring) >= scoring.win)
        });
        let mut forbidden: BTreeSet<PlayerId> = h.played_opponents().into_iter().collect();
        for &(a, b) in &t.forbidden_pairs {
            if a == p.id {
                forbidden.insert(b);
            } else if b == p.id {
                forbidden.insert(a);
            }
        }
        players.push(Entrant {
            id: p.id,
            tpn: rank as u32 + 1,
            rating: p.rating.unwrap_or(0),
            score: h.score_after(played_rounds, scoring),
            colours: h.colours(),
            bye_eligible,
            floated_last_round: floated_in(t, &history, p.id, played_rounds),
            forbidden,
        });
    }
    players.sort_by(|a, b| b.score.cmp(&a.score).then(a.tpn.cmp(&b.tpn)));
    players
}

/// C.04.4.3 3.10: the player floated in round `r` (met an opponent who had another score
/// before that round, or received the PAB). Decision L-8: real scores are compared.
fn floated_in(t: &Tournament, history: &TournamentHistory, id: PlayerId, r: u32) -> bool {
    if r == 0 {
        return false;
    }
    let scoring = &t.settings.scoring;
    let Some(h) = history.get(id) else {
        return false;
    };
    match h.entry(r) {
        Some(RoundEntry::Bye(ByeKind::PairingAllocated)) => true,
        Some(entry @ RoundEntry::Game { opponent, .. }) if entry.is_played() => history
            .get(*opponent)
            .is_some_and(|o| o.score_after(r - 1, scoring) != h.score_after(r - 1, scoring)),
        _ => false,
    }
}
