//! The entrant of the Dutch system and of both Burstein editions: the facts C.04.3 defines
//! of each player, derived once per pairing: pairing score (C.04.7 1.5), effective pairing
//! number, colour preference (C.04.3 1.7), floats of the last two rounds (1.4), PAB
//! eligibility (C2), played opponents and forbidden pairs (C1). The Dutch 2017 edition
//! reads two of those facts differently ([`build_for_edition`]): the float of an unplayed
//! round and PAB eligibility.

use super::acceleration::VirtualPoints;
use super::bye::{pab_eligible, pab_eligible_2017};
use super::colour::{Strength, preference};
use super::field::Roster;
use crate::domain::{
    Colour, DutchEdition, Player, PlayerHistory, PlayerId, Points, RoundEntry, Tournament,
    TournamentHistory,
};
use std::collections::{BTreeMap, BTreeSet};

/// A float received in an earlier round (C.04.3 1.4).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Float {
    Down,
    Up,
    None,
}

/// One player as the Dutch and Burstein engines see them in the round being paired.
#[derive(Debug, Clone)]
pub struct Entrant {
    pub id: PlayerId,
    pub tpn: u32,
    /// Effective pairing number, 0-based: the rank among the players that count in this
    /// round (those to be paired and those ever paired before), by TPN.
    pub rank: usize,
    /// Points scored (standings).
    pub score: Points,
    /// Points plus virtual points: the pairing score.
    pub pairing_score: Points,
    pub colour_pref: Option<Colour>,
    pub strength: Strength,
    /// |whites − blacks| over played games.
    pub imbalance: u32,
    /// The colour of the last two played games when they are the same.
    pub repeated: Option<Colour>,
    /// Played colours, oldest first (unplayed rounds removed, C.04.2 3.4).
    pub colours: Vec<Colour>,
    /// Floats one and two rounds before.
    pub float1: Float,
    pub float2: Float,
    /// C2: may receive the PAB.
    pub bye_eligible: bool,
    pub played_games: u32,
    /// Players met over the board and forbidden pairs (C1).
    pub forbidden: BTreeSet<PlayerId>,
}

impl Entrant {
    pub fn absolute(&self) -> bool {
        self.strength == Strength::Absolute
    }

    pub fn strong(&self) -> bool {
        self.strength == Strength::Strong
    }
}

/// Everything derived for one round: the players to pair, in pairing order.
pub struct Field {
    /// Players to pair, sorted by pairing score (desc) then effective rank (C.04.3 1.2).
    pub players: Vec<Entrant>,
    /// Rounds played before this one.
    pub played_rounds: u32,
}

fn entry_points(t: &Tournament, e: &RoundEntry) -> Points {
    e.points(&t.settings.scoring)
}

/// The pairing scores of earlier rounds, for the floats: the history, the virtual
/// points, and the players by ID (looked up once per field, not once per player).
struct EarlierScores<'a> {
    t: &'a Tournament,
    history: &'a TournamentHistory,
    virtual_points: VirtualPoints<'a>,
    by_id: BTreeMap<PlayerId, &'a Player>,
    edition: DutchEdition,
}

impl<'a> EarlierScores<'a> {
    fn new(t: &'a Tournament, history: &'a TournamentHistory, edition: DutchEdition) -> Self {
        EarlierScores {
            t,
            history,
            edition,
            virtual_points: VirtualPoints::new(t),
            // (The first of a repeated ID wins, as `Tournament::player` has it.)
            by_id: t.players.iter().rev().map(|p| (p.id, p)).collect(),
        }
    }

    /// Score after `rounds` rounds plus the virtual points of round `rounds + 1`.
    fn pairing_score_at(&self, h: &PlayerHistory, rounds: u32) -> Points {
        let base = h.score_after(rounds, &self.t.settings.scoring);
        let accel = self
            .by_id
            .get(&h.player)
            .map(|p| self.virtual_points.of(p, rounds + 1))
            .unwrap_or(Points::ZERO);
        base + accel
    }

    /// The float of the player in round `r` (C.04.3 1.4): a downfloat for a PAB or for
    /// more than a loss's points without playing, otherwise by comparing the pairing
    /// scores the two players had before that round.
    fn float_in(&self, h: &PlayerHistory, r: u32) -> Float {
        let t = self.t;
        let Some(entry) = h.entry(r) else {
            return Float::None;
        };
        if !entry.is_played() && self.edition == DutchEdition::Fide2017 {
            // C.04.3 (2017) A.4.b: "a player who, for whatever reason, does not play in a
            // round, also receives a downfloat" (2026 1.4.2-1.4.4 below narrow it).
            return Float::Down;
        }
        if !entry.is_played() {
            // 1.4.3: a PAB or more than a loss's points without playing is a downfloat;
            // nothing else unplayed (zero-point bye, forfeit loss) is a float.
            return if entry_points(t, entry) > t.settings.scoring.loss {
                Float::Down
            } else {
                Float::None
            };
        }
        let RoundEntry::Game { opponent, .. } = *entry else {
            return Float::None;
        };
        let Some(oh) = self.history.get(opponent) else {
            return Float::None;
        };
        let mine = self.pairing_score_at(h, r - 1);
        let theirs = self.pairing_score_at(oh, r - 1);
        match mine.cmp(&theirs) {
            std::cmp::Ordering::Greater => Float::Down,
            std::cmp::Ordering::Less => Float::Up,
            std::cmp::Ordering::Equal => Float::None,
        }
    }
}

/// Builds the field for pairing `round` (the facts as the 2026 Dutch text defines them,
/// which both Burstein editions share).
pub fn build(t: &Tournament, round: u32) -> Field {
    build_for_edition(t, round, DutchEdition::Fide2026)
}

/// Builds the field for pairing `round` by the given edition of the Dutch system: the
/// 2017 one gives a downfloat for every unplayed round (A.4.b) and reads C.2 as
/// bbpPairings v5 does ([`pab_eligible_2017`]).
pub fn build_for_edition(t: &Tournament, round: u32, edition: DutchEdition) -> Field {
    let roster = Roster::new(t, round);
    let played_rounds = roster.played_rounds;
    let earlier = EarlierScores::new(t, &roster.history, edition);
    let scoring = &t.settings.scoring;
    let mut players: Vec<Entrant> = roster
        .seats()
        .map(|seat| {
            let h = seat.history;
            let colours = h.colours();
            let pref = preference(&colours);
            let score = h.score_after(played_rounds, scoring);
            Entrant {
                id: seat.player.id,
                tpn: seat.player.pairing_number,
                rank: seat.rank,
                score,
                pairing_score: score + earlier.virtual_points.of(seat.player, round),
                colour_pref: pref.colour,
                strength: pref.strength,
                imbalance: pref.imbalance,
                repeated: pref.repeated,
                colours,
                float1: if played_rounds >= 1 {
                    earlier.float_in(h, played_rounds)
                } else {
                    Float::None
                },
                float2: if played_rounds >= 2 {
                    earlier.float_in(h, played_rounds - 1)
                } else {
                    Float::None
                },
                // C.04.3 (2026) C2 / (2017) C.2.
                bye_eligible: match edition {
                    DutchEdition::Fide2026 => pab_eligible(h, scoring),
                    DutchEdition::Fide2017 => pab_eligible_2017(h, scoring),
                },
                played_games: h.games_played() as u32,
                forbidden: roster.forbidden(&seat),
            }
        })
        .collect();
    players.sort_by(|a, b| {
        b.pairing_score
            .cmp(&a.pairing_score)
            .then(a.rank.cmp(&b.rank))
    });
    Field {
        players,
        played_rounds,
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests;
