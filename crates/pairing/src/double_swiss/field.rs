//! The players of a Double-Swiss round (C.04.5) with the facts its rules read: score in
//! game points (1.2.1), TPN (1.1, 1.2.2), the matches played (3.4.3), whether the
//! pairing-allocated bye is barred ([C2]), whether the player floated in the previous
//! round (1.5, for [C7] and [C8]), the opponents they may not meet ([C1]) and the
//! first-game colours of their played matches (1.6, Article 4). Built on the shared Swiss
//! roster (`pairing::swiss::field`).

use crate::domain::{ByeKind, Colour, GameOutcome, PlayerId, Points, RoundEntry, Tournament};
use crate::swiss::Roster;

/// One player to pair.
#[derive(Debug, Clone)]
pub struct Contender {
    pub id: PlayerId,
    /// The tournament pairing number (1-based effective pairing number, C.04.2 art. 2).
    pub tpn: u32,
    /// Game points so far (1.2.1): both games of every match, byes as scored.
    pub score: Points,
    /// Matches actually played (not ended by forfeit, C.04.5 Preface), for 3.4.3.
    pub matches_played: usize,
    /// [C2]: already had the pairing-allocated bye, won a match by forfeit or had a
    /// full-point bye.
    pub bye_barred: bool,
    /// 1.5: in the previous round the player met an opponent with a different score.
    pub floated_previous_round: bool,
    /// The first-game colour of each played match, oldest first (1.6; unplayed rounds
    /// left out, C.04.2 3.4).
    pub colours: Vec<Colour>,
    /// [C1]: opponents met, and pairs the arbiter forbade.
    pub forbidden: Vec<PlayerId>,
}

impl Contender {
    /// Matches with White in the first game.
    pub fn whites(&self) -> usize {
        self.colours.iter().filter(|c| **c == Colour::White).count()
    }

    /// 1.2: `self` ranks above `other` (higher score, then smaller TPN).
    pub fn ranks_above(&self, other: &Contender) -> bool {
        (self.score, std::cmp::Reverse(self.tpn)) > (other.score, std::cmp::Reverse(other.tpn))
    }
}

/// The players to pair in round `round` of `t`, by TPN.
pub fn build(t: &Tournament, round: u32) -> Vec<Contender> {
    let roster = Roster::new(t, round);
    let scoring = &t.settings.scoring;
    let before_previous = round.saturating_sub(2);
    let previous = round.saturating_sub(1);
    let score_before_previous = |id: PlayerId| {
        roster
            .history
            .get(id)
            .map(|h| h.score_after(before_previous, scoring))
    };
    roster
        .seats()
        .map(|seat| {
            let h = seat.history;
            let bye_barred = h.entries.iter().any(|e| match e {
                RoundEntry::Bye(ByeKind::PairingAllocated | ByeKind::FullPoint) => true,
                // [C2]: a match won by forfeit (C.04.5 Preface: a player forfeited both games).
                RoundEntry::Game { .. } => {
                    !e.is_played() && !e.is_pending() && e.outcome() == Some(GameOutcome::Win)
                }
                _ => false,
            });
            // 1.5: a floater plays an opponent with a different score.
            let floated_previous_round = previous >= 1
                && h.entry(previous)
                    .and_then(RoundEntry::played_opponent)
                    .is_some_and(|opponent| {
                        score_before_previous(opponent)
                            != Some(h.score_after(before_previous, scoring))
                    });
            Contender {
                id: seat.player.id,
                tpn: u32::try_from(seat.rank + 1).unwrap_or(u32::MAX),
                score: h.score(scoring),
                matches_played: h.entries.iter().filter(|e| e.is_played()).count(),
                bye_barred,
                floated_previous_round,
                colours: h.colours(),
                forbidden: roster.forbidden(&seat).into_iter().collect(),
            }
        })
        .collect()
}

/// [C1]: `a` and `b` may meet.
pub fn compatible(a: &Contender, b: &Contender) -> bool {
    a.id != b.id && !a.forbidden.contains(&b.id) && !b.forbidden.contains(&a.id)
}
