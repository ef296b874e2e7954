//! The facts the Dutch rules need of each player, derived once per pairing: pairing
//! score (C.04.7 1.5), effective pairing number, colour preference (C.04.3 1.7), floats of
//! the last two rounds (1.4), PAB eligibility (C2), played opponents (C1).

use super::acceleration::VirtualPoints;
use crate::domain::{
    ByeKind, Colour, Player, PlayerHistory, PlayerId, Points, RoundEntry, Tournament,
    TournamentHistory,
};
use std::collections::{BTreeMap, BTreeSet};

/// Strength of a colour preference (C.04.3 1.7).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Strength {
    None,
    Mild,
    Strong,
    Absolute,
}

/// A float received in an earlier round (C.04.3 1.4).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Float {
    Down,
    Up,
    None,
}

/// One player as the Dutch engine sees them in the round being paired.
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
}

impl<'a> EarlierScores<'a> {
    fn new(t: &'a Tournament, history: &'a TournamentHistory) -> Self {
        EarlierScores {
            t,
            history,
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

/// Builds the field for pairing `round`.
pub fn build(t: &Tournament, round: u32) -> Field {
    let played_rounds = round.saturating_sub(1);
    let history = TournamentHistory::derive(t, played_rounds);
    let earlier = EarlierScores::new(t, &history);
    let scoring = &t.settings.scoring;
    let to_pair =
        |p: &crate::domain::Player| p.is_active_in(round) && !p.requested_byes.contains_key(&round);
    // Effective pairing numbers: players to pair now or ever paired before count.
    let mut by_tpn: Vec<&crate::domain::Player> = t.players_by_pairing_number();
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
        let whites = colours.iter().filter(|&&c| c == Colour::White).count() as u32;
        let blacks = colours.len() as u32 - whites;
        let imbalance = whites.abs_diff(blacks);
        let lower = if whites > blacks {
            Colour::Black
        } else {
            Colour::White
        };
        let last = colours.last().copied();
        let run = match last {
            None => 0,
            Some(c) => colours.iter().rev().take_while(|&&x| x == c).count(),
        };
        // C.04.3 1.7: absolute (|CD| > 1 or the same colour twice), strong (|CD| = 1),
        // mild (CD = 0: the opposite of the last colour), none (no game yet).
        let colour_pref = if imbalance > 1 {
            Some(lower)
        } else if run > 1 {
            last.map(Colour::opposite)
        } else if imbalance > 0 {
            Some(lower)
        } else {
            last.map(Colour::opposite)
        };
        let repeated = if run > 1 { last } else { None };
        let strength = if imbalance > 1 || repeated.is_some() {
            Strength::Absolute
        } else if imbalance > 0 {
            Strength::Strong
        } else if colour_pref.is_some() {
            Strength::Mild
        } else {
            Strength::None
        };
        // C.04.3 C2: no PAB after a PAB or after scoring a win's points without playing.
        let bye_eligible = !h.entries.iter().any(|e| {
            matches!(e, RoundEntry::Bye(ByeKind::PairingAllocated))
                || (!e.is_played() && e.points(scoring) >= scoring.win)
        });
        let mut f: BTreeSet<PlayerId> = h.played_opponents().into_iter().collect();
        if let Some(extra) = forbidden.get(&p.id) {
            f.extend(extra.iter().copied());
        }
        let score = h.score_after(played_rounds, scoring);
        players.push(Entrant {
            id: p.id,
            tpn: p.pairing_number,
            rank,
            score,
            pairing_score: score + earlier.virtual_points.of(p, round),
            colour_pref,
            strength,
            imbalance,
            repeated,
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
            bye_eligible,
            played_games: h.games_played() as u32,
            forbidden: f,
        });
    }
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
