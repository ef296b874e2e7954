//! A round: its boards (in board order) and its byes.

use super::player::PlayerId;
use super::result::{ByeKind, GameResult};
use serde::{Deserialize, Serialize};

/// One board of a round. The first player has White.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Board {
    pub white: PlayerId,
    pub black: PlayerId,
    #[serde(default)]
    pub result: GameResult,
}

impl Board {
    pub fn new(white: PlayerId, black: PlayerId) -> Board {
        Board {
            white,
            black,
            result: GameResult::Pending,
        }
    }

    pub fn has(&self, player: PlayerId) -> bool {
        self.white == player || self.black == player
    }
}

/// A player without an opponent in a round.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Bye {
    pub player: PlayerId,
    pub kind: ByeKind,
}

/// A paired round. Players neither on a board nor in `byes` were not paired (withdrawn,
/// not yet entered): they count as absent (zero-point bye, C.07 16.1.1).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(default)]
pub struct Round {
    /// 1-based.
    pub number: u32,
    pub boards: Vec<Board>,
    pub byes: Vec<Bye>,
}

impl Round {
    pub fn is_complete(&self) -> bool {
        self.boards.iter().all(|b| !b.result.is_pending())
    }

    pub fn pending_boards(&self) -> usize {
        self.boards.iter().filter(|b| b.result.is_pending()).count()
    }

    pub fn board_of(&self, player: PlayerId) -> Option<(usize, &Board)> {
        self.boards.iter().enumerate().find(|(_, b)| b.has(player))
    }

    pub fn bye_of(&self, player: PlayerId) -> Option<ByeKind> {
        self.byes
            .iter()
            .find(|b| b.player == player)
            .map(|b| b.kind)
    }
}
