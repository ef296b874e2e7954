//! The players' rounds as the tie-break rules see them: a [`Field`] built once from
//! [`TournamentHistory::derive`], with opponents as indices and each round classified
//! (game, forfeit, bye, absence or rest, pending).

use super::spec::Edition;
use crate::domain::{
    ByeKind, Colour, GameOutcome, PlayerId, Points, RoundEntry, ScoringSystem, Tournament,
    TournamentHistory,
};
use std::collections::BTreeMap;

/// One round of one player.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Slot {
    /// Paired against `opponent` (index into [`Field::players`]), result known. A forfeit
    /// (`forfeit = true`) is a paired but unplayed game.
    Game {
        opponent: usize,
        colour: Colour,
        outcome: GameOutcome,
        forfeit: bool,
        points: Points,
    },
    /// Paired (against `opponent`, when registered), result not yet entered: contributes
    /// nothing, except to Fore Buchholz (8.3) in the final round.
    Pending { opponent: Option<usize> },
    /// A bye (PAB, FPB, HPB, ZPB).
    Bye { kind: ByeKind, points: Points },
    /// Not paired: in a Swiss, absent or withdrawn (a zero-point bye, C.07 16.1); in a
    /// round robin, the player resting against the bye number (no game at all).
    Absent { points: Points },
}

impl Slot {
    pub(crate) fn points(&self) -> Points {
        match *self {
            Slot::Game { points, .. } | Slot::Bye { points, .. } | Slot::Absent { points } => {
                points
            }
            Slot::Pending { .. } => Points::ZERO,
        }
    }

    /// A forfeit loss (double forfeits included).
    pub(crate) fn is_forfeit_loss(&self) -> bool {
        matches!(
            self,
            Slot::Game {
                forfeit: true,
                outcome: GameOutcome::Loss | GameOutcome::Draw,
                ..
            }
        )
    }

    /// C.07 16.1: a voluntary unplayed round — a requested bye (HPB, ZPB, absence) or a
    /// forfeit loss. Pending games are not VURs (the player was paired).
    pub(crate) fn is_vur(&self) -> bool {
        match self {
            Slot::Bye { kind, .. } => matches!(kind, ByeKind::HalfPoint | ByeKind::ZeroPoint),
            Slot::Absent { .. } => true,
            Slot::Game { .. } => self.is_forfeit_loss(),
            Slot::Pending { .. } => false,
        }
    }

    /// A requested bye in the sense of 16.1 (HPB, ZPB, absence).
    pub(crate) fn is_requested_bye(&self) -> bool {
        matches!(
            self,
            Slot::Bye {
                kind: ByeKind::HalfPoint | ByeKind::ZeroPoint,
                ..
            } | Slot::Absent { .. }
        )
    }
}

/// One player's card.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Card {
    pub id: PlayerId,
    pub pairing_number: u32,
    pub rating: Option<u16>,
    /// Index 0 = round 1.
    pub slots: Vec<Slot>,
    /// Score after the rounds considered, score adjustments included.
    pub score: Points,
    /// The score adjustments in it (C.07: the score counts them; game results do not).
    pub adjustment: Points,
}

/// Everything the rules need: the players' cards and the event's parameters.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Field {
    pub scoring: ScoringSystem,
    /// C.07 15.2: pre-determined pairings (forfeits count as games).
    pub round_robin: bool,
    /// Rounds considered (standings after this round).
    pub rounds: u32,
    /// The last round considered is the tournament's final round (Fore Buchholz, 8.3):
    /// the declared number of rounds, or the rounds paired when none is declared.
    pub final_round: bool,
    /// The rule edition of the tournament's start date (overridden by `/V`).
    pub edition: Edition,
    pub players: Vec<Card>,
}

impl Field {
    /// Builds the field of rounds `1..=after_round` (clamped to the rounds paired).
    pub(crate) fn new(t: &Tournament, after_round: u32) -> Field {
        let history = TournamentHistory::derive(t, after_round);
        let scoring = t.settings.scoring;
        let index: BTreeMap<PlayerId, usize> = t
            .players
            .iter()
            .enumerate()
            .map(|(i, p)| (p.id, i))
            .collect();
        let players = t
            .players
            .iter()
            .map(|p| {
                let slots: Vec<Slot> = history
                    .get(p.id)
                    .map(|h| {
                        h.entries
                            .iter()
                            .map(|e| slot_of(e, &index, &scoring))
                            .collect()
                    })
                    .unwrap_or_default();
                let adjustment = t.adjustment_after(p.id, history.rounds);
                let games: Points = slots.iter().map(Slot::points).sum();
                Card {
                    id: p.id,
                    pairing_number: p.pairing_number,
                    rating: p.rating,
                    slots,
                    score: games + adjustment,
                    adjustment,
                }
            })
            .collect();
        let declared = if t.settings.rounds > 0 {
            t.settings.rounds
        } else {
            t.rounds_paired()
        };
        Field {
            scoring,
            round_robin: t.settings.system.is_round_robin(),
            rounds: history.rounds,
            final_round: history.rounds >= declared,
            edition: Edition::for_start_date(t.settings.start_date),
            players,
        }
    }

    pub(crate) fn card(&self, index: usize) -> Option<&Card> {
        self.players.get(index)
    }

    /// Final score of player `index` (zero for an unknown index).
    pub(crate) fn score(&self, index: usize) -> Points {
        self.card(index).map_or(Points::ZERO, |c| c.score)
    }
}

fn slot_of(entry: &RoundEntry, index: &BTreeMap<PlayerId, usize>, scoring: &ScoringSystem) -> Slot {
    let points = entry.points(scoring);
    match *entry {
        RoundEntry::Game {
            opponent, colour, ..
        } => match (index.get(&opponent).copied(), entry.outcome()) {
            // A Double-Swiss match (C.04.5 Preface) is a forfeit only when not played.
            (Some(opponent), Some(outcome)) if !entry.is_pending() => Slot::Game {
                opponent,
                colour,
                outcome,
                forfeit: !entry.is_played(),
                points,
            },
            // Pending, or an opponent that is not registered (an invalid document): the
            // round contributes nothing.
            (opponent, _) => Slot::Pending { opponent },
        },
        RoundEntry::Bye(kind) => Slot::Bye { kind, points },
        RoundEntry::NotPaired => Slot::Absent { points },
    }
}
