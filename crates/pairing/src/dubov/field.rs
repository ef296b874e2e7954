//! The facts the Dubov rules need of each player, derived once per pairing (C.04.4.1
//! art. 1): score, TPN, rating (1.1), colour preference (1.6), ARO (1.7), upfloats and
//! maximum upfloaters (1.8), PAB eligibility (C2), opponents met (C1).

use super::aro::average_rating_of_opponents;
use crate::domain::{
    Colour, PlayerHistory, PlayerId, Points, RoundEntry, Tournament, TournamentHistory,
};
use crate::swiss::bye::pab_eligible;
use crate::swiss::colour::preference;
use crate::swiss::{Roster, Strength};
use std::collections::{BTreeMap, BTreeSet};

/// One player as the Dubov engine sees them in the round being paired.
#[derive(Debug, Clone)]
pub struct Entrant {
    pub id: PlayerId,
    /// Effective pairing number, 1-based: the rank by TPN among the players that count in
    /// this round (to be paired now or paired before).
    pub tpn: u32,
    pub rating: u16,
    /// Points scored before this round.
    pub score: Points,
    /// C.04.4.1 1.6: every player has a preference; with no game yet, a mild one for Black.
    pub colour_pref: Colour,
    pub strength: Strength,
    /// Played colours, oldest first (unplayed rounds removed, C.04.2 3.4).
    pub colours: Vec<Colour>,
    /// C.04.4.1 1.7: average rating of the opponents met over the board (0 with none).
    pub aro: u32,
    /// C.04.4.1 1.8: how many times the player was upfloated, and in the previous round.
    pub upfloats: u32,
    pub upfloated_last_round: bool,
    /// C2: may receive the PAB.
    pub bye_eligible: bool,
    pub played_games: u32,
    /// Players met over the board and forbidden pairs (C1).
    pub forbidden: BTreeSet<PlayerId>,
}

impl Entrant {
    pub fn has_played(&self) -> bool {
        !self.colours.is_empty()
    }

    pub fn absolute(&self) -> bool {
        self.strength == Strength::Absolute
    }

    /// C.04.4.1 5.2.1: the higher-ranked player has more points or, with equal points,
    /// the smaller TPN.
    pub fn ranks_above(&self, other: &Entrant) -> bool {
        (self.score, std::cmp::Reverse(self.tpn)) > (other.score, std::cmp::Reverse(other.tpn))
    }

    /// C1 and C3: the two may meet.
    pub fn compatible(&self, other: &Entrant) -> bool {
        // C.04.4.1 C1: no rematch (nor a pair the arbiter forbade).
        if self.forbidden.contains(&other.id) || other.forbidden.contains(&self.id) {
            return false;
        }
        // C.04.4.1 C3: never two players with the same absolute colour preference (no
        // topscorer exception in the Dubov system).
        !(self.absolute() && other.absolute() && self.colour_pref == other.colour_pref)
    }
}

/// A player without a rating: the Dubov system needs one for everybody (C.04.4.1 1.1).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Unrated {
    pub name: String,
}

/// Everything derived for one round.
pub struct Field {
    /// Players to pair, by score (descending) then TPN.
    pub players: Vec<Entrant>,
}

/// C.04.4.1 1.6: absolute (|CD| > 1 or the same colour in the last two games), strong
/// (|CD| = 1), mild (CD = 0: alternate), as every FIDE Swiss reads them
/// (`pairing::swiss::colour`), and a mild Black for a player without games (1.6.4).
pub fn colour_preference(colours: &[Colour]) -> (Colour, Strength) {
    let pref = preference(colours);
    match pref.colour {
        Some(colour) => (colour, pref.strength),
        None => (Colour::Black, Strength::Mild),
    }
}

/// C.04.4.1 1.8: rounds (1-based, before `played_rounds + 1`) in which the player met an
/// opponent who had more points before that round. Decision (docs/rules/dubov.md D2):
/// "upfloated" compares the real scores before the round; unplayed rounds are no float.
fn upfloat_rounds(t: &Tournament, history: &TournamentHistory, h: &PlayerHistory) -> Vec<u32> {
    let scoring = &t.settings.scoring;
    let mut rounds = Vec::new();
    for (i, entry) in h.entries.iter().enumerate() {
        let r = i as u32 + 1;
        let RoundEntry::Game { opponent, .. } = *entry else {
            continue;
        };
        if !entry.is_played() {
            continue;
        }
        let Some(oh) = history.get(opponent) else {
            continue;
        };
        if oh.score_after(r - 1, scoring) > h.score_after(r - 1, scoring) {
            rounds.push(r);
        }
    }
    rounds
}

/// Builds the field for pairing `round`, or names a player without a rating.
pub fn build(t: &Tournament, round: u32) -> Result<Field, Unrated> {
    let roster = Roster::new(t, round);
    let played_rounds = roster.played_rounds;
    let history = &roster.history;
    let scoring = &t.settings.scoring;
    // C.04.4.1 1.1: every player must have a rating (a provisional one from the arbiter).
    if let Some(p) = roster.counted.iter().find(|p| p.rating.is_none()) {
        return Err(Unrated {
            name: p.name.clone(),
        });
    }
    let ratings: BTreeMap<PlayerId, u16> = t
        .players
        .iter()
        .map(|p| (p.id, p.rating.unwrap_or(0)))
        .collect();
    let mut players: Vec<Entrant> = roster
        .seats()
        .map(|seat| {
            let h = seat.history;
            let colours = h.colours();
            let (colour_pref, strength) = colour_preference(&colours);
            let ups = upfloat_rounds(t, history, h);
            let opponent_ratings: Vec<u16> = h
                .played_opponents()
                .iter()
                .map(|o| ratings.get(o).copied().unwrap_or(0))
                .collect();
            Entrant {
                id: seat.player.id,
                tpn: seat.rank as u32 + 1,
                rating: seat.player.rating.unwrap_or(0),
                score: h.score_after(played_rounds, scoring),
                colour_pref,
                strength,
                colours,
                aro: average_rating_of_opponents(&opponent_ratings),
                upfloated_last_round: played_rounds >= 1 && ups.last() == Some(&played_rounds),
                upfloats: ups.len() as u32,
                // C.04.4.1 C2 (Basic Rules art. 4).
                bye_eligible: pab_eligible(h, scoring),
                played_games: h.games_played() as u32,
                forbidden: roster.forbidden(&seat),
            }
        })
        .collect();
    players.sort_by(|a, b| b.score.cmp(&a.score).then(a.tpn.cmp(&b.tpn)));
    Ok(Field { players })
}

#[cfg(test)]
mod tests {
    use super::*;
    use Colour::{Black as B, White as W};

    #[test]
    fn colour_preferences_follow_article_1_6() {
        // 1.6.4: no game yet → mild Black.
        assert_eq!(colour_preference(&[]), (B, Strength::Mild));
        // 1.6.3: CD 0 → alternate, mild.
        assert_eq!(colour_preference(&[W, B]), (W, Strength::Mild));
        // 1.6.2: CD +1 → Black, strong.
        assert_eq!(colour_preference(&[W]), (B, Strength::Strong));
        assert_eq!(colour_preference(&[B, W, B]), (W, Strength::Strong));
        // 1.6.1: the same colour twice → the other, absolute.
        assert_eq!(colour_preference(&[W, B, B]), (W, Strength::Absolute));
        assert_eq!(colour_preference(&[B, W, W]), (B, Strength::Absolute));
        // 1.6.1: CD −2 → White, absolute.
        assert_eq!(colour_preference(&[B, W, B, B]), (W, Strength::Absolute));
    }
}
