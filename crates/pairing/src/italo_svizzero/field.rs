//! The players present in the round, in the order of the draw of lots (Italo-Svizzero
//! art. 3), with the facts the rules need: pairing score (art. 8), colours (arts. 13, 15),
//! who was paired with whom (art. 6), forfeit wins of arts. 10/12, and where the rotation
//! resumes (art. 6, decision D1).

use crate::domain::{
    ByeKind, Colour, ItaloSvizzeroOptions, PlayerId, Points, RoundEntry, ScoringSystem, Tournament,
};
use std::collections::BTreeSet;

/// One player present in the round.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entrant {
    pub id: PlayerId,
    /// The number of the draw of lots (art. 3): the pairing number.
    pub number: u32,
    /// Place on the whole list (art. 11: withdrawn players keep theirs); players without
    /// a number (late entries after the draw) follow the drawn ones.
    pub place: usize,
    /// Italo-Svizzero art. 8: points, with a game still without a result counted as won.
    pub score: Points,
    /// Colours in the order of the games (art. 13: a forfeit win of arts. 10/12 is White).
    pub colours: Vec<Colour>,
    /// Players already paired with him, and players the organiser forbade (art. 6).
    pub paired_with: BTreeSet<PlayerId>,
    /// Forfeit wins of arts. 10 and 12 received so far (D6).
    pub forfeit_wins: u32,
}

impl Entrant {
    pub fn whites(&self) -> usize {
        self.colours.iter().filter(|c| **c == Colour::White).count()
    }

    pub fn can_meet(&self, other: &Entrant) -> bool {
        self.id != other.id && !self.paired_with.contains(&other.id)
    }
}

/// The circle of the rotation (art. 4) for one round.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Field {
    /// Present players by draw number: the circle, clockwise.
    pub circle: Vec<Entrant>,
    /// Where the rotation resumes: an index into `circle` (D1).
    pub start: usize,
    /// The White of the last pair of the previous round, when there was one (art. 6).
    pub resumed_from: Option<PlayerId>,
}

/// Builds the field for round `round` (rounds 1..round−1 are the history).
pub fn build(t: &Tournament, round: u32, options: &ItaloSvizzeroOptions) -> Field {
    let history: Vec<_> = t
        .rounds
        .iter()
        .take(usize::try_from(round.saturating_sub(1)).unwrap_or(usize::MAX))
        .collect();
    let list = t.players_by_pairing_number();
    let circle: Vec<Entrant> = list
        .iter()
        .enumerate()
        .filter(|(_, p)| p.is_active_in(round) && !p.requested_byes.contains_key(&round))
        .map(|(place, p)| {
            let entries = history.iter().map(|r| RoundEntry::in_round(r, p.id));
            let mut e = entrant(
                p.id,
                p.pairing_number,
                entries,
                options,
                &t.settings.scoring,
            );
            e.place = place;
            e.paired_with.extend(
                t.forbidden_pairs
                    .iter()
                    .filter_map(|&(a, b)| other_of(p.id, a, b)),
            );
            e
        })
        .collect();
    // Italo-Svizzero art. 6 (D1): the White of the last pair formed, which is the last
    // board of the previous round (boards are written in the order of formation).
    let resumed_from = history
        .last()
        .and_then(|r| r.boards.last())
        .map(|b| b.white);
    let start = resumed_from
        .and_then(|w| list.iter().position(|p| p.id == w))
        .map(|place| circle.iter().position(|e| e.place >= place).unwrap_or(0))
        .unwrap_or(0);
    Field {
        circle,
        start,
        resumed_from,
    }
}

fn other_of(player: PlayerId, a: PlayerId, b: PlayerId) -> Option<PlayerId> {
    if a == player {
        Some(b)
    } else if b == player {
        Some(a)
    } else {
        None
    }
}

fn entrant(
    id: PlayerId,
    number: u32,
    entries: impl Iterator<Item = RoundEntry>,
    options: &ItaloSvizzeroOptions,
    scoring: &ScoringSystem,
) -> Entrant {
    let mut e = Entrant {
        id,
        number,
        place: 0,
        score: Points::ZERO,
        colours: Vec::new(),
        paired_with: BTreeSet::new(),
        forfeit_wins: 0,
    };
    for entry in entries {
        match entry {
            RoundEntry::Game {
                opponent,
                colour,
                result,
                ..
            } => {
                // Italo-Svizzero art. 8: an unfinished game counts as won by both.
                e.score += if result.is_pending() {
                    scoring.win
                } else {
                    result.points_for(colour, scoring)
                };
                // D3 (arts. 6, 7, 9): a forfeited game counts as a pairing, by option.
                if !result.is_forfeit() || options.forfeits_count {
                    e.paired_with.insert(opponent);
                    e.colours.push(colour);
                }
            }
            RoundEntry::Bye(kind) => {
                e.score += kind.points(scoring);
                if kind == ByeKind::PairingAllocated {
                    // Italo-Svizzero art. 13: the forfeit win of arts. 10/12 is a White.
                    e.forfeit_wins += 1;
                    e.colours.push(Colour::White);
                }
            }
            RoundEntry::NotPaired => e.score += scoring.zero_point_bye,
        }
    }
    e
}
