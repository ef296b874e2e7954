//! The tournament document: settings, players, rounds and forbidden pairs, with the
//! invariants every change must keep (checked by [`Tournament::validate`]).

use super::adjustment::ScoreAdjustment;
use super::history::{self, RoundEntry};
use super::player::{Player, PlayerId, initial_order};
use super::points::Points;
use super::round::Round;
use super::round_edit::ManualChange;
use super::settings::TournamentSettings;
use super::team::{TeamError, TeamEvent};
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, BTreeSet};
use thiserror::Error;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(default)]
pub struct Tournament {
    pub settings: TournamentSettings,
    /// In registration order.
    pub players: Vec<Player>,
    /// Round 1 first; `rounds[i].number == i + 1`.
    pub rounds: Vec<Round>,
    /// Pairs that must not meet (family, same club by organiser's rule; TRF `XXP`/`260`).
    pub forbidden_pairs: Vec<(PlayerId, PlayerId)>,
    /// Next id to hand out (ids are never reused).
    pub next_player_id: u32,
    /// Explicit acceleration (TRF `250`/`XXA`): virtual points by player and round, used
    /// for pairing only (C.04.7). Empty unless given.
    pub virtual_points: BTreeMap<PlayerId, BTreeMap<u32, Points>>,
    /// TRF records Torneo does not interpret, kept in order and written back unchanged.
    pub extra_trf_records: Vec<String>,
    /// Points given or taken outside the games (penalties, bonuses, corrections). Not
    /// written when empty, so that files without any stay as they were.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub score_adjustments: Vec<ScoreAdjustment>,
    /// The audit trail of the arbiter's changes to pairings (C.04.2), oldest first. Not
    /// written when empty.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub manual_changes: Vec<ManualChange>,
    /// The teams and team matches of a team event (issue 39). Not written for an
    /// individual tournament, so that its file stays as it was.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub team_event: Option<TeamEvent>,
}

/// A broken invariant, in words an arbiter can act on.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum TournamentError {
    #[error("player {0} does not exist")]
    UnknownPlayer(PlayerId),
    #[error("round {round}: player {player} appears more than once")]
    PlayerTwiceInRound { round: u32, player: PlayerId },
    #[error("round {round}: player {player} is paired against themself")]
    SelfPairing { round: u32, player: PlayerId },
    #[error("round {found} is stored where round {expected} should be")]
    RoundNumber { expected: u32, found: u32 },
    #[error("two players share the id {0}")]
    DuplicateId(PlayerId),
    #[error("two players share the pairing number {0}")]
    DuplicatePairingNumber(u32),
    #[error("player {0} is forbidden to meet themself")]
    ForbiddenAgainstSelf(PlayerId),
    #[error("the tournament announces {0} rounds, more than {MAX_ROUNDS}")]
    TooManyRounds(u32),
    #[error("teams: {0}")]
    Team(TeamError),
    #[error("{what:?} of player {player} names round {round}, beyond round {limit}")]
    RoundOutOfRange {
        what: RoundUse,
        player: PlayerId,
        round: u32,
        limit: u32,
    },
}

/// The most rounds a tournament may announce: a double round robin of 9,999 players
/// (the most pairing numbers TRF has room for) needs 19,996.
pub const MAX_ROUNDS: u32 = 20_000;

/// What a round number stored with a player is for (issue 18 item 3: every round number
/// read from a file is checked against the tournament, so that no work or memory is
/// sized by a number in the file).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RoundUse {
    VirtualPoints,
    RequestedBye,
    FirstRound,
    Withdrawal,
    ScoreAdjustment,
}

impl Tournament {
    pub fn new(settings: TournamentSettings) -> Tournament {
        Tournament {
            settings,
            next_player_id: 1,
            ..Tournament::default()
        }
    }

    pub fn player(&self, id: PlayerId) -> Option<&Player> {
        self.players.iter().find(|p| p.id == id)
    }

    pub fn player_mut(&mut self, id: PlayerId) -> Option<&mut Player> {
        self.players.iter_mut().find(|p| p.id == id)
    }

    pub fn player_by_pairing_number(&self, number: u32) -> Option<&Player> {
        self.players.iter().find(|p| p.pairing_number == number)
    }

    /// Adds a player with a fresh id and returns the id.
    pub fn add_player(&mut self, mut player: Player) -> PlayerId {
        let used = self.players.iter().map(|p| p.id.0).max().unwrap_or(0);
        let id = PlayerId(self.next_player_id.max(used + 1).max(1));
        self.next_player_id = id.0 + 1;
        player.id = id;
        self.players.push(player);
        id
    }

    pub fn round(&self, number: u32) -> Option<&Round> {
        number
            .checked_sub(1)
            .and_then(|i| self.rounds.get(i as usize))
    }

    pub fn round_mut(&mut self, number: u32) -> Option<&mut Round> {
        number
            .checked_sub(1)
            .and_then(|i| self.rounds.get_mut(i as usize))
    }

    /// Number of rounds paired so far.
    pub fn rounds_paired(&self) -> u32 {
        u32::try_from(self.rounds.len()).unwrap_or(u32::MAX)
    }

    /// A Swiss round after the number of rounds announced (none announced: never). It is
    /// paired only when the arbiter confirms; a round robin ends with its table instead.
    pub fn is_beyond_announced_swiss_round(&self, round: u32) -> bool {
        !self.settings.system.is_round_robin()
            && self.settings.rounds > 0
            && round > self.settings.rounds
    }

    /// The round that would be paired next.
    pub fn next_round_number(&self) -> u32 {
        self.rounds_paired().saturating_add(1)
    }

    /// Players sorted by pairing number (those without one, 0, at the end in C.04.2 order).
    pub fn players_by_pairing_number(&self) -> Vec<&Player> {
        let mut v: Vec<&Player> = self.players.iter().collect();
        v.sort_by(|a, b| match (a.pairing_number, b.pairing_number) {
            (0, 0) => initial_order(a, b),
            (0, _) => std::cmp::Ordering::Greater,
            (_, 0) => std::cmp::Ordering::Less,
            (x, y) => x.cmp(&y),
        });
        v
    }

    /// Gives pairing numbers 1..n in the C.04.2 art. 2.2 order (rating, title, name).
    pub fn assign_pairing_numbers_by_rating(&mut self) {
        let mut order: Vec<(usize, &Player)> = self.players.iter().enumerate().collect();
        order.sort_by(|a, b| initial_order(a.1, b.1));
        let order: Vec<usize> = order.into_iter().map(|(i, _)| i).collect();
        for (tpn, index) in order.into_iter().enumerate() {
            if let Some(p) = self.players.get_mut(index) {
                p.pairing_number = u32::try_from(tpn + 1).unwrap_or(u32::MAX);
            }
        }
    }

    /// Is this pair forbidden to meet?
    pub fn is_forbidden_pair(&self, a: PlayerId, b: PlayerId) -> bool {
        self.forbidden_pairs
            .iter()
            .any(|&(x, y)| (x == a && y == b) || (x == b && y == a))
    }

    /// Total of all rounds recorded so far, under the tournament's scoring.
    pub fn score(&self, player: PlayerId) -> Points {
        self.score_after(player, self.rounds_paired())
    }

    /// The player's score adjustments that count after round `n`, summed.
    pub fn adjustment_after(&self, player: PlayerId, n: u32) -> Points {
        self.score_adjustments
            .iter()
            .filter(|a| a.player == player && a.counts_after(n))
            .map(|a| a.points)
            .sum()
    }

    /// The standings' score: the games' points plus the score adjustments.
    pub fn standing_score(&self, player: PlayerId) -> Points {
        let n = self.rounds_paired();
        self.score_after(player, n) + self.adjustment_after(player, n)
    }

    /// Score after round `n` (rounds 1..=n), as the player's history adds it up.
    pub fn score_after(&self, player: PlayerId, n: u32) -> Points {
        let entries = self
            .rounds
            .iter()
            .map(|round| RoundEntry::in_round(round, player));
        history::score_after(entries, n, &self.settings.scoring)
    }

    /// The last round a player's data may name: one after the announced rounds, the rounds
    /// paired, or a double round robin of the field, whichever is most (the next round to
    /// pair, also beyond the announced ones; a round robin's rounds follow from its field).
    /// Bounded by the size of the tournament, never by a number read from a file.
    pub fn round_limit(&self) -> u32 {
        let paired = u32::try_from(self.rounds.len()).unwrap_or(u32::MAX);
        let double_round_robin = u32::try_from(self.players.len())
            .unwrap_or(u32::MAX)
            .saturating_mul(2);
        self.settings
            .rounds
            .max(paired)
            .max(double_round_robin)
            .saturating_add(1)
    }

    /// Every round number stored with a player lies within [`Tournament::round_limit`].
    fn validate_round_numbers(&self) -> Result<(), TournamentError> {
        if self.settings.rounds > MAX_ROUNDS {
            return Err(TournamentError::TooManyRounds(self.settings.rounds));
        }
        let limit = self.round_limit();
        let check = |what: RoundUse, player: PlayerId, round: u32| {
            if round > limit {
                Err(TournamentError::RoundOutOfRange {
                    what,
                    player,
                    round,
                    limit,
                })
            } else {
                Ok(())
            }
        };
        for p in &self.players {
            check(RoundUse::FirstRound, p.id, p.first_round)?;
            if let Some(round) = p.withdrawn_from {
                check(RoundUse::Withdrawal, p.id, round)?;
            }
            for &round in p.requested_byes.keys() {
                check(RoundUse::RequestedBye, p.id, round)?;
            }
        }
        for (&player, rounds) in &self.virtual_points {
            for &round in rounds.keys() {
                check(RoundUse::VirtualPoints, player, round)?;
            }
        }
        for adjustment in &self.score_adjustments {
            check(
                RoundUse::ScoreAdjustment,
                adjustment.player,
                adjustment.round,
            )?;
        }
        Ok(())
    }

    /// Checks the invariants: unique ids and pairing numbers, known players, nobody twice
    /// in a round, no self-pairing, rounds numbered 1..n.
    pub fn validate(&self) -> Result<(), TournamentError> {
        let mut ids = BTreeSet::new();
        let mut tpns = BTreeSet::new();
        for p in &self.players {
            if !ids.insert(p.id) {
                return Err(TournamentError::DuplicateId(p.id));
            }
            if p.pairing_number != 0 && !tpns.insert(p.pairing_number) {
                return Err(TournamentError::DuplicatePairingNumber(p.pairing_number));
            }
        }
        for (i, round) in self.rounds.iter().enumerate() {
            let expected = u32::try_from(i + 1).unwrap_or(u32::MAX);
            if round.number != expected {
                return Err(TournamentError::RoundNumber {
                    expected,
                    found: round.number,
                });
            }
            let mut seen = BTreeSet::new();
            let everyone = round
                .boards
                .iter()
                .flat_map(|b| [b.white, b.black])
                .chain(round.byes.iter().map(|b| b.player));
            for player in everyone {
                if !ids.contains(&player) {
                    return Err(TournamentError::UnknownPlayer(player));
                }
                if !seen.insert(player) {
                    return Err(TournamentError::PlayerTwiceInRound {
                        round: round.number,
                        player,
                    });
                }
            }
            if let Some(b) = round.boards.iter().find(|b| b.white == b.black) {
                return Err(TournamentError::SelfPairing {
                    round: round.number,
                    player: b.white,
                });
            }
        }
        for &(a, b) in &self.forbidden_pairs {
            for p in [a, b] {
                if !ids.contains(&p) {
                    return Err(TournamentError::UnknownPlayer(p));
                }
            }
        }
        for &(a, b) in &self.forbidden_pairs {
            if a == b {
                return Err(TournamentError::ForbiddenAgainstSelf(a));
            }
        }
        self.validate_round_numbers()?;
        if let Some(&p) = self.virtual_points.keys().find(|p| !ids.contains(p)) {
            return Err(TournamentError::UnknownPlayer(p));
        }
        if let Some(a) = self
            .score_adjustments
            .iter()
            .find(|a| !ids.contains(&a.player))
        {
            return Err(TournamentError::UnknownPlayer(a.player));
        }
        if let Some(events) = &self.team_event {
            super::team_check::validate(events, &ids, self.rounds_paired())
                .map_err(TournamentError::Team)?;
        }
        Ok(())
    }
}
