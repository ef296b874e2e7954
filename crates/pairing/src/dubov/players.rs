//! The facts the Dubov rules need of each player, derived once per pairing (C.04.4.1
//! art. 1): score, TPN, rating (1.1), colour preference (1.6), ARO (1.7), upfloats and
//! maximum upfloaters (1.8), PAB eligibility (C2), opponents met (C1).

use super::aro::average_rating_of_opponents;
use crate::domain::{
    ByeKind, Colour, PlayerHistory, PlayerId, Points, RoundEntry, Tournament, TournamentHistory,
};
use crate::dutch::Strength;
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
/// (|CD| = 1), mild (CD = 0: alternate), and a mild Black for a player without games (1.6.4).
pub fn colour_preference(colours: &[Colour]) -> (Colour, Strength) {
    let whites = colours.iter().filter(|&&c| c == Colour::White).count();
    let blacks = colours.len() - whites;
    let Some(&last) = colours.last() else {
        return (Colour::Black, Strength::Mild);
    };
    let twice = colours.len() >= 2 && colours[colours.len() - 2] == last;
    let preferred = match whites.cmp(&blacks) {
        std::cmp::Ordering::Greater => Colour::Black,
        std::cmp::Ordering::Less => Colour::White,
        std::cmp::Ordering::Equal => last.opposite(),
    };
    let strength = if whites.abs_diff(blacks) > 1 || twice {
        Strength::Absolute
    } else if whites != blacks {
        Strength::Strong
    } else {
        Strength::Mild
    };
    // With |CD| ≤ 1 and the last two alike, the absolute preference is the alternation.
    let preferred = if twice && whites.abs_diff(blacks) <= 1 {
        last.opposite()
    } else {
        preferred
    };
    (preferred, strength)
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
    // C.04.4.1 1.1: every player must have a rating (a provisional one from the arbiter).
    if let Some(p) = by_tpn.iter().find(|p| p.rating.is_none()) {
        return Err(Unrated {
            name: p.name.clone(),
        });
    }
    let ratings: BTreeMap<PlayerId, u16> = t
        .players
        .iter()
        .map(|p| (p.id, p.rating.unwrap_or(0)))
        .collect();
    let mut forbidden: BTreeMap<PlayerId, BTreeSet<PlayerId>> = BTreeMap::new();
    for &(a, b) in &t.forbidden_pairs {
        forbidden.entry(a).or_default().insert(b);
        forbidden.entry(b).or_default().insert(a);
    }
    let mut players = Vec::new();
    for (rank, p) in by_tpn.iter().enumerate() {
        if !to_pair(p) {
            continue;
        }
        let Some(h) = history.get(p.id) else { continue };
        let colours = h.colours();
        let (colour_pref, strength) = colour_preference(&colours);
        let ups = upfloat_rounds(t, &history, h);
        // C.04.4.1 C2 (Basic Rules art. 4): no PAB after a PAB or after scoring a win's
        // points without playing.
        let bye_eligible = !h.entries.iter().any(|e| {
            matches!(e, RoundEntry::Bye(ByeKind::PairingAllocated))
                || (!e.is_played() && e.points(scoring) >= scoring.win)
        });
        let mut f: BTreeSet<PlayerId> = h.played_opponents().into_iter().collect();
        let opponent_ratings: Vec<u16> = h
            .played_opponents()
            .iter()
            .map(|o| ratings.get(o).copied().unwrap_or(0))
            .collect();
        if let Some(extra) = forbidden.get(&p.id) {
            f.extend(extra.iter().copied());
        }
        players.push(Entrant {
            id: p.id,
            tpn: rank as u32 + 1,
            rating: p.rating.unwrap_or(0),
            score: h.score_after(played_rounds, scoring),
            colour_pref,
            strength,
            colours,
            aro: average_rating_of_opponents(&opponent_ratings),
            upfloated_last_round: played_rounds >= 1 && ups.last() == Some(&played_rounds),
            upfloats: ups.len() as u32,
            bye_eligible,
            played_games: h.games_played() as u32,
            forbidden: f,
        });
    }
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
