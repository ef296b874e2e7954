//! Colours, game results and byes, with the points each is worth under a [`ScoringSystem`].

use super::points::{Points, ScoringSystem};
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Colour {
    White,
    Black,
}

impl Colour {
    pub fn opposite(self) -> Colour {
        match self {
            Colour::White => Colour::Black,
            Colour::Black => Colour::White,
        }
    }
}

/// A player's outcome of one game or bye: win, draw or loss.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum GameOutcome {
    Win,
    Draw,
    Loss,
}

/// The result of a board. Forfeits are paired-but-not-played (C.04.2 3.4, 3.5: no colour,
/// no rematch block). `Unrated*` are games that lasted less than one move (TRF `W D L`):
/// played for pairing purposes, scored, not rated.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
pub enum GameResult {
    /// Not yet known.
    #[default]
    Pending,
    /// 1-0
    WhiteWins,
    /// ½-½
    Draw,
    /// 0-1
    BlackWins,
    /// 1-0 in a game of less than one move (not rated).
    WhiteWinsUnrated,
    /// ½-½ in a game of less than one move (not rated).
    DrawUnrated,
    /// 0-1 in a game of less than one move (not rated).
    BlackWinsUnrated,
    /// +/- : Black did not appear.
    WhiteWinsByForfeit,
    /// -/+ : White did not appear.
    BlackWinsByForfeit,
    /// -/- : neither appeared.
    DoubleForfeit,
}

impl GameResult {
    pub const ALL: [GameResult; 10] = [
        GameResult::Pending,
        GameResult::WhiteWins,
        GameResult::Draw,
        GameResult::BlackWins,
        GameResult::WhiteWinsUnrated,
        GameResult::DrawUnrated,
        GameResult::BlackWinsUnrated,
        GameResult::WhiteWinsByForfeit,
        GameResult::BlackWinsByForfeit,
        GameResult::DoubleForfeit,
    ];

    pub fn is_pending(self) -> bool {
        self == GameResult::Pending
    }

    /// True for a game played over the board (also the "< 1 move" ones).
    pub fn is_played(self) -> bool {
        matches!(
            self,
            GameResult::WhiteWins
                | GameResult::Draw
                | GameResult::BlackWins
                | GameResult::WhiteWinsUnrated
                | GameResult::DrawUnrated
                | GameResult::BlackWinsUnrated
        )
    }

    pub fn is_forfeit(self) -> bool {
        matches!(
            self,
            GameResult::WhiteWinsByForfeit
                | GameResult::BlackWinsByForfeit
                | GameResult::DoubleForfeit
        )
    }

    /// The outcome for the player of `colour`; `None` while pending.
    pub fn outcome_for(self, colour: Colour) -> Option<GameOutcome> {
        let white = match self {
            GameResult::Pending => return None,
            GameResult::WhiteWins
            | GameResult::WhiteWinsUnrated
            | GameResult::WhiteWinsByForfeit => GameOutcome::Win,
            GameResult::Draw | GameResult::DrawUnrated => GameOutcome::Draw,
            GameResult::BlackWins
            | GameResult::BlackWinsUnrated
            | GameResult::BlackWinsByForfeit
            | GameResult::DoubleForfeit => GameOutcome::Loss,
        };
        Some(match (colour, white, self) {
            (Colour::White, o, _) => o,
            (Colour::Black, _, GameResult::DoubleForfeit) => GameOutcome::Loss,
            (Colour::Black, GameOutcome::Win, _) => GameOutcome::Loss,
            (Colour::Black, GameOutcome::Loss, _) => GameOutcome::Win,
            (Colour::Black, GameOutcome::Draw, _) => GameOutcome::Draw,
        })
    }

    /// Points for the player of `colour` (zero while pending).
    pub fn points_for(self, colour: Colour, scoring: &ScoringSystem) -> Points {
        match (self.outcome_for(colour), self.is_forfeit()) {
            (None, _) => Points::ZERO,
            (Some(GameOutcome::Win), false) => scoring.win,
            (Some(GameOutcome::Draw), _) => scoring.draw,
            (Some(GameOutcome::Loss), false) => scoring.loss,
            (Some(GameOutcome::Win), true) => scoring.forfeit_win,
            (Some(GameOutcome::Loss), true) => scoring.forfeit_loss,
        }
    }

    /// The usual notation: "1-0", "½-½", "0-1", "+/-", "-/+", "-/-", "" for pending.
    pub fn notation(self) -> &'static str {
        match self {
            GameResult::Pending => "",
            GameResult::WhiteWins => "1-0",
            GameResult::Draw => "½-½",
            GameResult::BlackWins => "0-1",
            GameResult::WhiteWinsUnrated => "1-0 (u)",
            GameResult::DrawUnrated => "½-½ (u)",
            GameResult::BlackWinsUnrated => "0-1 (u)",
            GameResult::WhiteWinsByForfeit => "+/-",
            GameResult::BlackWinsByForfeit => "-/+",
            GameResult::DoubleForfeit => "-/-",
        }
    }

    /// The same result seen with colours swapped (used when boards are flipped).
    pub fn reversed(self) -> GameResult {
        match self {
            GameResult::WhiteWins => GameResult::BlackWins,
            GameResult::BlackWins => GameResult::WhiteWins,
            GameResult::WhiteWinsUnrated => GameResult::BlackWinsUnrated,
            GameResult::BlackWinsUnrated => GameResult::WhiteWinsUnrated,
            GameResult::WhiteWinsByForfeit => GameResult::BlackWinsByForfeit,
            GameResult::BlackWinsByForfeit => GameResult::WhiteWinsByForfeit,
            other => other,
        }
    }
}

/// A round without an opponent.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ByeKind {
    /// Pairing-allocated bye (C.04.1 art. 3; TRF `U`).
    PairingAllocated,
    /// Requested full-point bye (TRF `F`; FIDE-deprecated, VCL.17 asks for a warning).
    FullPoint,
    /// Requested half-point bye (TRF `H`).
    HalfPoint,
    /// Requested zero-point bye or announced absence (TRF `Z`).
    ZeroPoint,
}

impl ByeKind {
    pub const ALL: [ByeKind; 4] = [
        ByeKind::PairingAllocated,
        ByeKind::FullPoint,
        ByeKind::HalfPoint,
        ByeKind::ZeroPoint,
    ];

    pub fn points(self, scoring: &ScoringSystem) -> Points {
        match self {
            ByeKind::PairingAllocated => scoring.pairing_allocated_bye,
            ByeKind::FullPoint => scoring.full_point_bye,
            ByeKind::HalfPoint => scoring.half_point_bye,
            ByeKind::ZeroPoint => scoring.zero_point_bye,
        }
    }

    /// TRF result letter.
    pub fn trf_code(self) -> char {
        match self {
            ByeKind::PairingAllocated => 'U',
            ByeKind::FullPoint => 'F',
            ByeKind::HalfPoint => 'H',
            ByeKind::ZeroPoint => 'Z',
        }
    }

    /// A bye the player asked for (as opposed to one the pairing gave).
    pub fn is_requested(self) -> bool {
        !matches!(self, ByeKind::PairingAllocated)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn points_per_colour() {
        let s = ScoringSystem::fide();
        assert_eq!(
            GameResult::WhiteWins.points_for(Colour::White, &s),
            Points(10)
        );
        assert_eq!(
            GameResult::WhiteWins.points_for(Colour::Black, &s),
            Points(0)
        );
        assert_eq!(GameResult::Draw.points_for(Colour::Black, &s), Points(5));
        assert_eq!(
            GameResult::DoubleForfeit.points_for(Colour::White, &s),
            Points(0)
        );
        assert_eq!(
            GameResult::DoubleForfeit.points_for(Colour::Black, &s),
            Points(0)
        );
        assert_eq!(
            GameResult::BlackWinsByForfeit.points_for(Colour::Black, &s),
            Points(10)
        );
        for r in GameResult::ALL {
            assert_eq!(r.reversed().reversed(), r);
            assert_eq!(
                r.points_for(Colour::White, &s),
                r.reversed().points_for(Colour::Black, &s)
            );
        }
    }
}
