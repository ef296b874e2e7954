//! The arbiter's hand on a recorded round (C.04.2: the arbiter may change a pairing and
//! documents it): typed edits of a [`Round`] and the audit entry each one leaves
//! ([`ManualChange`]). Pure: the time of a change is given by the caller.

use super::player::PlayerId;
use super::result::{ByeKind, GameResult};
use super::round::{Board, Bye, Round};
use serde::{Deserialize, Serialize};
use thiserror::Error;

/// One edit of a round's pairing. Boards are numbered from 1, as the arbiter reads them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum RoundEdit {
    /// The two players change places (board and colour, or the bye). When one of them is
    /// unpaired, that one takes the other's place and the other is left unpaired.
    SwapPlayers { first: PlayerId, second: PlayerId },
    /// White and Black change on this board.
    SwapColours { board: usize },
    /// The board is removed; both players are left unpaired.
    Unpair { board: usize },
    /// Two unpaired players meet on a new board (the last).
    Pair { white: PlayerId, black: PlayerId },
    /// An unpaired player receives the pairing-allocated bye.
    GiveBye { player: PlayerId },
    /// The player's bye is taken away; the player is left unpaired.
    RemoveBye { player: PlayerId },
    /// An unpaired player (a late entry) meets the receiver of the pairing-allocated bye,
    /// who plays White on a new board.
    PairWithByeReceiver { player: PlayerId },
}

/// Why an edit cannot be carried out on the round; the round is left as it was.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Error)]
pub enum RoundEditError {
    #[error("player {0} is not registered")]
    UnknownPlayer(PlayerId),
    #[error("board {0} does not exist")]
    NoSuchBoard(usize),
    #[error("player {0} is not in the round")]
    NotInRound(PlayerId),
    #[error("player {0} is already paired in the round")]
    AlreadyPaired(PlayerId),
    #[error("the same player {0} was given twice")]
    SamePlayerTwice(PlayerId),
    #[error("player {0} has no bye in the round")]
    NoBye(PlayerId),
    #[error("nobody has the pairing-allocated bye")]
    NoByeReceiver,
}

/// Where a player sits in a round.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Place {
    White(usize),
    Black(usize),
    Bye(usize),
}

fn place_of(round: &Round, player: PlayerId) -> Option<Place> {
    for (i, board) in round.boards.iter().enumerate() {
        if board.white == player {
            return Some(Place::White(i));
        }
        if board.black == player {
            return Some(Place::Black(i));
        }
    }
    round
        .byes
        .iter()
        .position(|b| b.player == player)
        .map(Place::Bye)
}

fn put(round: &mut Round, place: Place, player: PlayerId) {
    match place {
        Place::White(i) => {
            if let Some(b) = round.boards.get_mut(i) {
                b.white = player;
            }
        }
        Place::Black(i) => {
            if let Some(b) = round.boards.get_mut(i) {
                b.black = player;
            }
        }
        Place::Bye(i) => {
            if let Some(b) = round.byes.get_mut(i) {
                b.player = player;
            }
        }
    }
}

/// The index of board `board` (1-based).
fn board_index(round: &Round, board: usize) -> Result<usize, RoundEditError> {
    board
        .checked_sub(1)
        .filter(|&i| i < round.boards.len())
        .ok_or(RoundEditError::NoSuchBoard(board))
}

fn free(round: &Round, player: PlayerId) -> Result<(), RoundEditError> {
    match place_of(round, player) {
        None => Ok(()),
        Some(_) => Err(RoundEditError::AlreadyPaired(player)),
    }
}

impl RoundEdit {
    /// The players the edit names.
    pub fn players(&self) -> Vec<PlayerId> {
        match *self {
            RoundEdit::SwapPlayers { first, second } => vec![first, second],
            RoundEdit::Pair { white, black } => vec![white, black],
            RoundEdit::GiveBye { player }
            | RoundEdit::RemoveBye { player }
            | RoundEdit::PairWithByeReceiver { player } => vec![player],
            RoundEdit::SwapColours { .. } | RoundEdit::Unpair { .. } => Vec::new(),
        }
    }

    /// Carries out the edit on `round`; `registered` says which players exist. On error
    /// the round is unchanged. The boards changed get their result reset to pending.
    pub fn apply(
        &self,
        round: &mut Round,
        registered: impl Fn(PlayerId) -> bool,
    ) -> Result<(), RoundEditError> {
        let players = self.players();
        if let Some(&unknown) = players.iter().find(|&&p| !registered(p)) {
            return Err(RoundEditError::UnknownPlayer(unknown));
        }
        if let [a, b] = players[..]
            && a == b
        {
            return Err(RoundEditError::SamePlayerTwice(a));
        }
        match *self {
            RoundEdit::SwapPlayers { first, second } => {
                let changed = match (place_of(round, first), place_of(round, second)) {
                    (Some(a), Some(b)) => {
                        put(round, a, second);
                        put(round, b, first);
                        vec![a, b]
                    }
                    // A placed player and an unpaired one: the unpaired one takes the
                    // place, the other is left unpaired.
                    (Some(a), None) => {
                        put(round, a, second);
                        vec![a]
                    }
                    (None, Some(b)) => {
                        put(round, b, first);
                        vec![b]
                    }
                    (None, None) => return Err(RoundEditError::NotInRound(first)),
                };
                for place in changed {
                    if let Place::White(i) | Place::Black(i) = place
                        && let Some(board) = round.boards.get_mut(i)
                    {
                        board.result = GameResult::Pending;
                    }
                }
            }
            RoundEdit::SwapColours { board } => {
                let i = board_index(round, board)?;
                if let Some(b) = round.boards.get_mut(i) {
                    *b = Board::new(b.black, b.white);
                }
            }
            RoundEdit::Unpair { board } => {
                let i = board_index(round, board)?;
                round.boards.remove(i);
            }
            RoundEdit::Pair { white, black } => {
                free(round, white)?;
                free(round, black)?;
                round.boards.push(Board::new(white, black));
            }
            RoundEdit::GiveBye { player } => {
                free(round, player)?;
                round.byes.push(Bye {
                    player,
                    kind: ByeKind::PairingAllocated,
                });
            }
            RoundEdit::RemoveBye { player } => {
                let i = round
                    .byes
                    .iter()
                    .position(|b| b.player == player)
                    .ok_or(RoundEditError::NoBye(player))?;
                round.byes.remove(i);
            }
            RoundEdit::PairWithByeReceiver { player } => {
                free(round, player)?;
                let i = round
                    .byes
                    .iter()
                    .position(|b| b.kind == ByeKind::PairingAllocated)
                    .ok_or(RoundEditError::NoByeReceiver)?;
                let receiver = round.byes.remove(i).player;
                round.boards.push(Board::new(receiver, player));
            }
        }
        Ok(())
    }
}

/// What a manual change was.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum ChangeKind {
    /// An edit of the round's pairing.
    Edit(RoundEdit),
    /// The round was deleted and paired again.
    Repaired,
    /// A result of the round was corrected after later rounds were paired on the result
    /// it had (C.04.2 art. 4.3: the later rounds stand, paired on a different result).
    ResultCorrected {
        /// 1-based, as the arbiter reads it.
        board: usize,
        before: GameResult,
        after: GameResult,
        /// The rounds paired when it was corrected: those after the round were paired
        /// on the result before.
        rounds_paired: u32,
        /// The second game of a Double-Swiss match (C.04.5), its results in that game's
        /// own colours. Not written when false, so older files read and save as before.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        second_game: bool,
    },
}

/// One entry of the audit trail (C.04.2: a changed pairing is documented).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ManualChange {
    pub round: u32,
    pub change: ChangeKind,
    /// The boards (White, Black) of the round before the change.
    pub boards_before: Vec<(PlayerId, PlayerId)>,
    /// The players who had a bye before the change.
    pub byes_before: Vec<PlayerId>,
    /// Why, as the arbiter typed it (may be empty).
    pub reason: String,
    /// When, as the window's clock said.
    pub time: chrono::NaiveDateTime,
}

impl ManualChange {
    /// The entry for `change` made on `round` as it was before the change.
    pub fn before(
        round: &Round,
        change: ChangeKind,
        reason: String,
        time: chrono::NaiveDateTime,
    ) -> ManualChange {
        ManualChange {
            round: round.number,
            change,
            boards_before: round.boards.iter().map(|b| (b.white, b.black)).collect(),
            byes_before: round.byes.iter().map(|b| b.player).collect(),
            reason,
            time,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn id(n: u32) -> PlayerId {
        PlayerId(n)
    }

    /// Board 1: P1-P2 (White wins), board 2: P3-P4, P5 has the pairing-allocated bye;
    /// P6 is not in the round.
    fn round() -> Round {
        let mut first = Board::new(id(1), id(2));
        first.result = GameResult::WhiteWins;
        Round {
            number: 3,
            boards: vec![first, Board::new(id(3), id(4))],
            byes: vec![Bye {
                player: id(5),
                kind: ByeKind::PairingAllocated,
            }],
        }
    }

    fn registered(p: PlayerId) -> bool {
        (1..=6).contains(&p.0)
    }

    fn edited(edit: RoundEdit) -> Result<Round, RoundEditError> {
        let mut r = round();
        edit.apply(&mut r, registered).map(|()| r)
    }

    fn pab(n: u32) -> Bye {
        Bye {
            player: id(n),
            kind: ByeKind::PairingAllocated,
        }
    }

    #[test]
    fn swapping_two_players_between_boards_resets_their_results() {
        let r = edited(RoundEdit::SwapPlayers {
            first: id(2),
            second: id(4),
        })
        .unwrap();
        assert_eq!(
            r.boards,
            vec![Board::new(id(1), id(4)), Board::new(id(3), id(2))]
        );
        assert_eq!(r.byes, vec![pab(5)]);
    }

    #[test]
    fn swapping_with_the_bye_receiver_moves_the_bye() {
        let r = edited(RoundEdit::SwapPlayers {
            first: id(5),
            second: id(3),
        })
        .unwrap();
        assert_eq!(r.boards[1], Board::new(id(5), id(4)));
        assert_eq!(r.byes, vec![pab(3)]);
    }

    #[test]
    fn an_unpaired_player_takes_the_place_of_a_placed_one() {
        // P6 (unpaired) and P2 (Black on board 1, a result entered): P6 plays Black there,
        // the result goes back to pending, P2 is left unpaired.
        let r = edited(RoundEdit::SwapPlayers {
            first: id(6),
            second: id(2),
        })
        .unwrap();
        assert_eq!(r.boards[0], Board::new(id(1), id(6)));
        assert_eq!(r.boards[1], Board::new(id(3), id(4)));
        assert_eq!(r.byes, vec![pab(5)]);
        // The other way round, and with the bye receiver.
        let r = edited(RoundEdit::SwapPlayers {
            first: id(5),
            second: id(6),
        })
        .unwrap();
        assert_eq!(r.byes, vec![pab(6)]);
        // Two unpaired players are not a swap.
        let mut r = round();
        RoundEdit::Unpair { board: 2 }
            .apply(&mut r, registered)
            .unwrap();
        assert_eq!(
            RoundEdit::SwapPlayers {
                first: id(3),
                second: id(4),
            }
            .apply(&mut r, registered),
            Err(RoundEditError::NotInRound(id(3)))
        );
    }

    #[test]
    fn swapping_colours_turns_the_board() {
        let r = edited(RoundEdit::SwapColours { board: 2 }).unwrap();
        assert_eq!(r.boards[1], Board::new(id(4), id(3)));
        assert_eq!(
            edited(RoundEdit::SwapColours { board: 3 }),
            Err(RoundEditError::NoSuchBoard(3))
        );
        assert_eq!(
            edited(RoundEdit::SwapColours { board: 0 }),
            Err(RoundEditError::NoSuchBoard(0))
        );
    }

    #[test]
    fn unpairing_then_pairing_again() {
        let mut r = round();
        RoundEdit::Unpair { board: 2 }
            .apply(&mut r, registered)
            .unwrap();
        assert_eq!(r.boards.len(), 1);
        RoundEdit::Pair {
            white: id(4),
            black: id(6),
        }
        .apply(&mut r, registered)
        .unwrap();
        assert_eq!(r.boards[1], Board::new(id(4), id(6)));
        // P3 is free, P1 is not.
        assert_eq!(
            RoundEdit::Pair {
                white: id(3),
                black: id(1),
            }
            .apply(&mut r, registered),
            Err(RoundEditError::AlreadyPaired(id(1)))
        );
    }

    #[test]
    fn byes_given_and_removed() {
        let r = edited(RoundEdit::GiveBye { player: id(6) }).unwrap();
        assert_eq!(r.byes, vec![pab(5), pab(6)]);
        let r = edited(RoundEdit::RemoveBye { player: id(5) }).unwrap();
        assert!(r.byes.is_empty());
        assert_eq!(
            edited(RoundEdit::RemoveBye { player: id(3) }),
            Err(RoundEditError::NoBye(id(3)))
        );
        assert_eq!(
            edited(RoundEdit::GiveBye { player: id(3) }),
            Err(RoundEditError::AlreadyPaired(id(3)))
        );
    }

    #[test]
    fn a_late_player_meets_the_bye_receiver() {
        let r = edited(RoundEdit::PairWithByeReceiver { player: id(6) }).unwrap();
        assert_eq!(r.boards[2], Board::new(id(5), id(6)));
        assert!(r.byes.is_empty());
        let mut no_bye = round();
        no_bye.byes.clear();
        assert_eq!(
            RoundEdit::PairWithByeReceiver { player: id(6) }.apply(&mut no_bye, registered),
            Err(RoundEditError::NoByeReceiver)
        );
    }

    #[test]
    fn impossible_edits_are_refused_and_change_nothing() {
        let cases = [
            (
                RoundEdit::SwapPlayers {
                    first: id(1),
                    second: id(9),
                },
                RoundEditError::UnknownPlayer(id(9)),
            ),
            (
                RoundEdit::SwapPlayers {
                    first: id(2),
                    second: id(2),
                },
                RoundEditError::SamePlayerTwice(id(2)),
            ),
            (
                RoundEdit::SwapPlayers {
                    first: id(6),
                    second: id(6),
                },
                RoundEditError::SamePlayerTwice(id(6)),
            ),
            (
                RoundEdit::Unpair { board: 7 },
                RoundEditError::NoSuchBoard(7),
            ),
        ];
        for (edit, error) in cases {
            let mut r = round();
            assert_eq!(edit.apply(&mut r, registered), Err(error));
            assert_eq!(r, round());
        }
    }
}
