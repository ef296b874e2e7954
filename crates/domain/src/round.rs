//! A round: its boards (in board order) and its byes.

use super::player::PlayerId;
use super::result::{ByeKind, GameResult};
use serde::{Deserialize, Serialize};

/// One board of a round. The first player has White (in a Double-Swiss match, White of
/// the first game).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Board {
    pub white: PlayerId,
    pub black: PlayerId,
    /// The game's result (in a Double-Swiss match, the first game's).
    #[serde(default)]
    pub result: GameResult,
    /// Double-Swiss (C.04.5 Preface): the match's second game, colours reversed, so its
    /// result is read with `black` as White. `None` on a one-game board; not written
    /// then, so that every other file stays as it was.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub second_game: Option<GameResult>,
}

impl Board {
    pub fn new(white: PlayerId, black: PlayerId) -> Board {
        Board {
            white,
            black,
            result: GameResult::Pending,
            second_game: None,
        }
    }

    /// A Double-Swiss match (C.04.5): two games, `white` has White in the first.
    pub fn new_match(white: PlayerId, black: PlayerId) -> Board {
        Board {
            second_game: Some(GameResult::Pending),
            ..Board::new(white, black)
        }
    }

    /// True while a game of the board (either game of a match) has no result.
    pub fn is_pending(&self) -> bool {
        self.result.is_pending() || self.second_game.is_some_and(GameResult::is_pending)
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
        self.boards.iter().all(|b| !b.is_pending())
    }

    pub fn pending_boards(&self) -> usize {
        self.boards.iter().filter(|b| b.is_pending()).count()
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
