//! The facts the Lim rules need of each player, derived once per pairing (C.04.4.3): score,
//! pairing number, rating, colours played, opponents met, PAB eligibility and whether the
//! player floated in the previous round (3.10).

use crate::domain::{ByeKind, Colour, PlayerId, Points, RoundEntry, Tournament, TournamentHistory};
use crate::swiss::Roster;
use crate::swiss::bye::pab_eligible;
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
    let roster = Roster::new(t, round);
    let played_rounds = roster.played_rounds;
    let scoring = &t.settings.scoring;
    let mut players: Vec<Entrant> = roster
        .seats()
        .map(|seat| {
            let h = seat.history;
            Entrant {
                id: seat.player.id,
                tpn: seat.rank as u32 + 1,
                rating: seat.player.rating.unwrap_or(0),
                score: h.score_after(played_rounds, scoring),
                colours: h.colours(),
                // C.04.1 art. 3.
                bye_eligible: pab_eligible(h, scoring),
                floated_last_round: floated_in(t, &roster.history, seat.player.id, played_rounds),
                // 2.1: players met and the pairs the arbiter forbade.
                forbidden: roster.forbidden(&seat),
            }
        })
        .collect();
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
