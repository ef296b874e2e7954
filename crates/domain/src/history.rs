//! Per-player history derived from the recorded rounds: what happened to each player in
//! each round, scores after each round, the played-colour sequence (C.04.2 3.4) and the
//! opponents actually met (C.04.2 3.5: forfeits are not meetings).

use super::player::PlayerId;
use super::points::{Points, ScoringSystem};
use super::result::{ByeKind, Colour, GameOutcome, GameResult};
use super::round::Round;
use super::tournament::Tournament;
use std::collections::BTreeMap;

/// What one round was for one player.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RoundEntry {
    /// Paired against `opponent` with `colour` on `board` (0-based); the result may be a
    /// forfeit, in which case the colour is only the scheduled one.
    Game {
        opponent: PlayerId,
        colour: Colour,
        result: GameResult,
        board: usize,
        /// A Double-Swiss match's second game (C.04.5), in its own colours: the player
        /// has `colour.opposite()` in it. `None` for a one-game round.
        second_game: Option<GameResult>,
    },
    /// A bye of the given kind.
    Bye(ByeKind),
    /// Not in the round at all: withdrawn, not yet entered, or absent. Scored as a
    /// zero-point bye (C.07 16.1.1).
    NotPaired,
}

impl RoundEntry {
    /// What `round` was for `player`, read as [`TournamentHistory::derive`] reads it: a bye
    /// before a board, the last board with the player, Black when on both sides.
    pub fn in_round(round: &Round, player: PlayerId) -> RoundEntry {
        if let Some(bye) = round.byes.iter().rev().find(|b| b.player == player) {
            return RoundEntry::Bye(bye.kind);
        }
        let last_board = round
            .boards
            .iter()
            .enumerate()
            .rev()
            .find(|(_, b)| b.has(player));
        match last_board {
            Some((board, b)) => {
                let (colour, opponent) = if b.black == player {
                    (Colour::Black, b.white)
                } else {
                    (Colour::White, b.black)
                };
                RoundEntry::Game {
                    opponent,
                    colour,
                    result: b.result,
                    board,
                    second_game: b.second_game,
                }
            }
            None => RoundEntry::NotPaired,
        }
    }

    /// Points scored in this round (a Double-Swiss match: both games, C.04.5 Preface).
    pub fn points(&self, scoring: &ScoringSystem) -> Points {
        match *self {
            RoundEntry::Game {
                colour,
                result,
                second_game,
                ..
            } => {
                result.points_for(colour, scoring)
                    + second_game.map_or(Points::ZERO, |g| g.points_for(colour.opposite(), scoring))
            }
            RoundEntry::Bye(kind) => kind.points(scoring),
            RoundEntry::NotPaired => scoring.zero_point_bye,
        }
    }

    /// True for a game played over the board; for a Double-Swiss match, a match not
    /// ended by forfeit (C.04.5 Preface: only when a player forfeits both games), which
    /// counts as played for standings and tie-breaks.
    pub fn is_played(&self) -> bool {
        match *self {
            RoundEntry::Game {
                result,
                second_game: None,
                ..
            } => result.is_played(),
            RoundEntry::Game {
                result,
                second_game: Some(second),
                ..
            } => match_is_played(result, second),
            _ => false,
        }
    }

    /// The opponent of a game played over the board (of a match not ended by forfeit).
    pub fn played_opponent(&self) -> Option<PlayerId> {
        match *self {
            RoundEntry::Game { opponent, .. } if self.is_played() => Some(opponent),
            _ => None,
        }
    }

    /// The colour of a game played over the board (forfeits have none: C.04.2 3.4). In a
    /// Double-Swiss match, the first game's colour when at least one game was played
    /// (C.04.5 1.6).
    pub fn played_colour(&self) -> Option<Colour> {
        match *self {
            RoundEntry::Game {
                colour,
                result,
                second_game,
                ..
            } if self.is_played()
                && (result.is_played() || second_game.is_some_and(GameResult::is_played)) =>
            {
                Some(colour)
            }
            _ => None,
        }
    }

    /// Win/draw/loss of a game (played or forfeited); `None` for byes and pending games.
    /// A Double-Swiss match is won by the player with more of its game points.
    pub fn outcome(&self) -> Option<GameOutcome> {
        match *self {
            RoundEntry::Game {
                colour,
                result,
                second_game: None,
                ..
            } => result.outcome_for(colour),
            RoundEntry::Game {
                colour,
                result,
                second_game: Some(second),
                ..
            } => match_outcome(colour, result, second),
            _ => None,
        }
    }

    pub fn is_pending(&self) -> bool {
        matches!(self, RoundEntry::Game { result, second_game, .. }
            if result.is_pending() || second_game.is_some_and(GameResult::is_pending))
    }

    /// The result as a crosstable prints it: 1 ½ 0 over the board, + − for a forfeit won
    /// or lost (a double forfeit is − for both), "" for a pending game or a round without
    /// a game.
    pub fn result_mark(&self) -> &'static str {
        match (self.outcome(), self.is_played()) {
            (Some(GameOutcome::Win), true) => "1",
            (Some(GameOutcome::Draw), _) => "½",
            (Some(GameOutcome::Loss), true) => "0",
            (Some(GameOutcome::Win), false) => "+",
            (Some(GameOutcome::Loss), false) => "−",
            (None, _) => "",
        }
    }
}

/// True when a Double-Swiss match (`first` read from the first game's White, `second`
/// from the second game's) is decided and not ended by forfeit: C.04.5 Preface, a match
/// ends by forfeit only if at least one player forfeits both games.
pub fn match_is_played(first: GameResult, second: GameResult) -> bool {
    if first.is_pending() || second.is_pending() {
        return false;
    }
    // The first game's White is the second game's Black.
    let lost_by_forfeit =
        |g: GameResult, c: Colour| g.is_forfeit() && g.outcome_for(c) == Some(GameOutcome::Loss);
    let first_white_forfeits_both =
        lost_by_forfeit(first, Colour::White) && lost_by_forfeit(second, Colour::Black);
    let first_black_forfeits_both =
        lost_by_forfeit(first, Colour::Black) && lost_by_forfeit(second, Colour::White);
    !(first_white_forfeits_both || first_black_forfeits_both)
}

/// The match outcome for the player of `colour` in the first game: more game points won,
/// equal drawn, fewer lost (halves counted: a win 2, a draw 1); `None` while pending.
fn match_outcome(colour: Colour, first: GameResult, second: GameResult) -> Option<GameOutcome> {
    let halves = |o: GameOutcome| match o {
        GameOutcome::Win => 2,
        GameOutcome::Draw => 1,
        GameOutcome::Loss => 0,
    };
    let mine = halves(first.outcome_for(colour)?) + halves(second.outcome_for(colour.opposite())?);
    let theirs =
        halves(first.outcome_for(colour.opposite())?) + halves(second.outcome_for(colour)?);
    Some(match mine.cmp(&theirs) {
        std::cmp::Ordering::Greater => GameOutcome::Win,
        std::cmp::Ordering::Equal => GameOutcome::Draw,
        std::cmp::Ordering::Less => GameOutcome::Loss,
    })
}

/// One player's rounds, index 0 = round 1.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayerHistory {
    pub player: PlayerId,
    pub entries: Vec<RoundEntry>,
}

impl PlayerHistory {
    pub fn entry(&self, round: u32) -> Option<&RoundEntry> {
        round
            .checked_sub(1)
            .and_then(|i| self.entries.get(i as usize))
    }

    /// Score after rounds 1..=n.
    pub fn score_after(&self, n: u32, scoring: &ScoringSystem) -> Points {
        score_after(self.entries.iter().copied(), n, scoring)
    }

    /// Score over all recorded rounds.
    pub fn score(&self, scoring: &ScoringSystem) -> Points {
        self.entries.iter().map(|e| e.points(scoring)).sum()
    }

    /// Colours of played games, in order (unplayed rounds removed, C.04.2 3.4).
    pub fn colours(&self) -> Vec<Colour> {
        self.entries
            .iter()
            .filter_map(|e| e.played_colour())
            .collect()
    }

    /// Whites minus Blacks over played games.
    pub fn colour_difference(&self) -> i32 {
        self.colours()
            .iter()
            .map(|c| match c {
                Colour::White => 1,
                Colour::Black => -1,
            })
            .sum()
    }

    /// Opponents met over the board (C.04.2 3.5: forfeits do not count).
    pub fn played_opponents(&self) -> Vec<PlayerId> {
        self.entries
            .iter()
            .filter_map(|e| e.played_opponent())
            .collect()
    }

    pub fn has_played(&self, opponent: PlayerId) -> bool {
        self.entries
            .iter()
            .any(|e| e.played_opponent() == Some(opponent))
    }

    pub fn games_played(&self) -> usize {
        self.entries.iter().filter(|e| e.is_played()).count()
    }
}

/// The score after rounds 1..=n of one player's entries (round 1 first): the one place
/// where a score is added up ([`PlayerHistory::score_after`], [`Tournament::score_after`]).
pub fn score_after(
    entries: impl IntoIterator<Item = RoundEntry>,
    n: u32,
    scoring: &ScoringSystem,
) -> Points {
    entries
        .into_iter()
        .take(n as usize)
        .map(|e| e.points(scoring))
        .sum()
}

/// Histories of every registered player, by id.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct TournamentHistory {
    pub players: BTreeMap<PlayerId, PlayerHistory>,
    pub rounds: u32,
}

impl TournamentHistory {
    /// Derives every player's history from rounds `1..=up_to` (clamped to those paired).
    pub fn derive(tournament: &Tournament, up_to: u32) -> TournamentHistory {
        let rounds = up_to.min(tournament.rounds_paired());
        let mut ids: Vec<PlayerId> = tournament.players.iter().map(|p| p.id).collect();
        ids.sort_unstable();
        ids.dedup();
        let slots = PlayerSlots::new(&ids);
        let mut entries = vec![vec![RoundEntry::NotPaired; rounds as usize]; ids.len()];
        for (r, round) in tournament.rounds.iter().take(rounds as usize).enumerate() {
            for (board_index, board) in round.boards.iter().enumerate() {
                for (me, opponent, colour) in [
                    (board.white, board.black, Colour::White),
                    (board.black, board.white, Colour::Black),
                ] {
                    if let Some(entry) = slots.entry(&mut entries, me, r) {
                        *entry = RoundEntry::Game {
                            opponent,
                            colour,
                            result: board.result,
                            board: board_index,
                            second_game: board.second_game,
                        };
                    }
                }
            }
            for bye in &round.byes {
                if let Some(entry) = slots.entry(&mut entries, bye.player, r) {
                    *entry = RoundEntry::Bye(bye.kind);
                }
            }
        }
        // The ids are sorted: the map is built in one pass.
        let players = ids
            .iter()
            .zip(entries)
            .map(|(&player, entries)| (player, PlayerHistory { player, entries }))
            .collect();
        TournamentHistory { players, rounds }
    }

    /// Derives the history of every recorded round.
    pub fn of(tournament: &Tournament) -> TournamentHistory {
        TournamentHistory::derive(tournament, tournament.rounds_paired())
    }

    pub fn get(&self, player: PlayerId) -> Option<&PlayerHistory> {
        self.players.get(&player)
    }
}

/// Where a player id stands in a sorted list of ids: a direct table when the ids are
/// compact (as Torneo gives them: 1, 2, 3, …), a binary search when a file's ids are not.
struct PlayerSlots<'a> {
    ids: &'a [PlayerId],
    /// `table[id]` = position + 1; 0 for an id not in the list. Empty when not compact.
    table: Vec<u32>,
}

impl<'a> PlayerSlots<'a> {
    fn new(ids: &'a [PlayerId]) -> PlayerSlots<'a> {
        let largest = ids.last().map_or(0, |id| id.0 as usize);
        let compact = largest <= 4 * ids.len() + 64;
        let mut table = Vec::new();
        if compact {
            table = vec![0; largest + 1];
            for (i, id) in ids.iter().enumerate() {
                if let Some(cell) = table.get_mut(id.0 as usize) {
                    *cell = u32::try_from(i + 1).unwrap_or(0);
                }
            }
        }
        PlayerSlots { ids, table }
    }

    /// Round `r`'s entry of `player` in `entries` (by position).
    fn entry<'e>(
        &self,
        entries: &'e mut [Vec<RoundEntry>],
        player: PlayerId,
        r: usize,
    ) -> Option<&'e mut RoundEntry> {
        self.position(player)
            .and_then(|i| entries.get_mut(i))
            .and_then(|e| e.get_mut(r))
    }

    fn position(&self, id: PlayerId) -> Option<usize> {
        if self.table.is_empty() {
            return self.ids.binary_search(&id).ok();
        }
        match self.table.get(id.0 as usize) {
            Some(&cell) if cell > 0 => Some(cell as usize - 1),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Board, Bye, Player, Round, TournamentSettings};

    #[test]
    fn scattered_ids_give_the_same_histories_as_compact_ones() {
        let (t, ids) = two_rounds();
        let far = |id: PlayerId| PlayerId(id.0 * 1_000_003 + 17);
        let mut scattered = t.clone();
        for p in &mut scattered.players {
            p.id = far(p.id);
        }
        for round in &mut scattered.rounds {
            for b in &mut round.boards {
                b.white = far(b.white);
                b.black = far(b.black);
            }
            for bye in &mut round.byes {
                bye.player = far(bye.player);
            }
        }
        let compact = TournamentHistory::of(&t);
        let spread = TournamentHistory::of(&scattered);
        for id in ids {
            let a = &compact.get(id).unwrap().entries;
            let b = &spread.get(far(id)).unwrap().entries;
            assert_eq!(a.len(), b.len());
            for (x, y) in a.iter().zip(b) {
                let moved = match *x {
                    RoundEntry::Game {
                        opponent,
                        colour,
                        result,
                        board,
                        second_game,
                    } => RoundEntry::Game {
                        opponent: far(opponent),
                        colour,
                        result,
                        board,
                        second_game,
                    },
                    other => other,
                };
                assert_eq!(&moved, y);
            }
        }
    }

    fn two_rounds() -> (Tournament, Vec<PlayerId>) {
        let mut t = Tournament::new(TournamentSettings::default());
        let ids: Vec<PlayerId> = (0..3)
            .map(|i| {
                t.add_player(Player {
                    name: format!("P{i}"),
                    ..Player::default()
                })
            })
            .collect();
        t.rounds.push(Round {
            number: 1,
            boards: vec![Board {
                white: ids[0],
                black: ids[1],
                result: GameResult::Draw,
                second_game: None,
            }],
            byes: vec![Bye {
                player: ids[2],
                kind: ByeKind::PairingAllocated,
            }],
        });
        t.rounds.push(Round {
            number: 2,
            boards: vec![Board {
                white: ids[2],
                black: ids[0],
                result: GameResult::BlackWinsByForfeit,
                second_game: None,
            }],
            byes: vec![],
        });
        (t, ids)
    }

    #[test]
    fn history_scores_colours_and_forfeits() {
        let (t, ids) = two_rounds();
        assert!(t.validate().is_ok());
        let h = TournamentHistory::of(&t);
        let s = &t.settings.scoring;
        let p0 = h.get(ids[0]).unwrap();
        assert_eq!(p0.score(s), Points(15));
        assert_eq!(p0.colours(), vec![Colour::White]); // forfeit has no colour
        assert_eq!(p0.played_opponents(), vec![ids[1]]);
        assert!(!p0.has_played(ids[2])); // forfeit is not a meeting
        let p1 = h.get(ids[1]).unwrap();
        assert_eq!(p1.entry(2), Some(&RoundEntry::NotPaired));
        assert_eq!(p1.score(s), Points(5));
        let p2 = h.get(ids[2]).unwrap();
        assert_eq!(p2.score(s), Points(10));
        assert_eq!(t.score(ids[0]), Points(15));
        assert_eq!(t.score_after(ids[0], 1), Points(5));
    }

    #[test]
    fn each_round_entry_is_the_derived_one() {
        let (mut t, ids) = two_rounds();
        // Not a valid round (a player on two boards and with a bye): read all the same.
        t.rounds[1].boards.push(Board {
            white: ids[1],
            black: ids[0],
            result: GameResult::Draw,
            second_game: None,
        });
        t.rounds[1].byes.push(Bye {
            player: ids[2],
            kind: ByeKind::HalfPoint,
        });
        let h = TournamentHistory::of(&t);
        for &id in &ids {
            for (i, round) in t.rounds.iter().enumerate() {
                let n = u32::try_from(i + 1).unwrap();
                let p = h.get(id).unwrap();
                assert_eq!(Some(&RoundEntry::in_round(round, id)), p.entry(n));
                let s = &t.settings.scoring;
                assert_eq!(t.score_after(id, n), p.score_after(n, s));
            }
        }
    }
}
