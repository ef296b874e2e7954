//! Every player's rating change of the event after a round: the games that count, the
//! K factor, the change (rated players) or the initial rating (unrated players), and the
//! performance (ARO, TPR) as the tie-breaks compute it.

use crate::change::{Change, GameInput, change_on};
use crate::domain::{GameResult, PlayerId, RatedList, RoundEntry, Tournament, TournamentHistory};
use crate::initial::{Initial, RATING_FLOOR, initial};
use crate::k_factor::{KFactor, event_year, k_factor};
use crate::rapid_blitz::is_rated_game;
use crate::tiebreak::{Performance, performances};
use crate::wording::RatingNote;
use std::collections::BTreeMap;

/// One game that counts for the rating.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RatedGame {
    pub round: u32,
    pub opponent: PlayerId,
    pub opponent_rating: i64,
    /// 100 won, 50 drawn, 0 lost.
    pub score_hundredths: i64,
}

/// What the event does to one player's rating.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome {
    /// A rated player: K and the change, game by game.
    Rated { k: KFactor, change: Change },
    /// A player without a rating: the initial rating of 8.2, if any.
    Unrated(Initial),
}

/// One player's line of the rating report.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayerRating {
    pub player: PlayerId,
    /// The rating at the start of the event (of the list the event is rated for).
    pub rating: Option<u16>,
    pub games: Vec<RatedGame>,
    /// Games against rated opponents that the list does not rate (rapid and blitz 7.3.1:
    /// 600 points or more apart with a player above 2600).
    pub not_rated: Vec<RatedGame>,
    pub outcome: Outcome,
    /// ARO and TPR (C.07 10.1, 10.2) over the games against rated opponents.
    pub performance: Option<Performance>,
}

impl PlayerRating {
    /// The rounded change of a rated player (`None` for an unrated one).
    pub fn change(&self) -> Option<i64> {
        match &self.outcome {
            Outcome::Rated { change, .. } => Some(change.rounded),
            Outcome::Unrated(_) => None,
        }
    }

    /// The old rating plus the change (a rated player), under the floor or not.
    pub fn rating_after(&self) -> Option<i64> {
        match (&self.outcome, self.rating) {
            (Outcome::Rated { change, .. }, Some(r)) => Some(i64::from(r) + change.rounded),
            _ => None,
        }
    }

    /// B.02 7.2.1: "Players whose ratings drop below 1400 are shown as unrated on the
    /// next list." True for a rated player whose rating after the event is under 1400.
    pub fn below_floor(&self) -> bool {
        self.rating_after().is_some_and(|r| r < RATING_FLOOR)
    }

    /// The rating after the event as it would be published: the old one plus the change
    /// (none under the 1400 floor, 7.2.1: the player is shown as unrated), or the
    /// initial rating.
    pub fn new_rating(&self) -> Option<i64> {
        match &self.outcome {
            Outcome::Rated { .. } => self.rating_after().filter(|r| *r >= RATING_FLOOR),
            Outcome::Unrated(Initial::Rating { rating, .. }) => Some(*rating),
            Outcome::Unrated(_) => None,
        }
    }

    /// What the arbiter should know besides the numbers: games the list does not rate,
    /// a new rating under the floor.
    pub fn notes(&self, t: &Tournament) -> Vec<RatingNote> {
        let mut notes: Vec<RatingNote> = self
            .not_rated
            .iter()
            .map(|g| RatingNote::NotRatedGame {
                round: g.round,
                opponent: t
                    .player(g.opponent)
                    .map(|p| p.name.clone())
                    .unwrap_or_default(),
                opponent_rating: g.opponent_rating,
            })
            .collect();
        if let Some(rating) = self.rating_after().filter(|_| self.below_floor()) {
            notes.push(RatingNote::BelowFloor { rating });
        }
        notes
    }
}

/// The rating report of the event after `after_round`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RatingReport {
    pub after_round: u32,
    pub list: RatedList,
    /// In the order of the tournament's players.
    pub players: Vec<PlayerRating>,
    /// Where each player's line is in `players` (the standings look up every row).
    positions: BTreeMap<PlayerId, usize>,
}

impl RatingReport {
    pub fn player(&self, id: PlayerId) -> Option<&PlayerRating> {
        self.positions.get(&id).and_then(|&i| self.players.get(i))
    }
}

/// B.02 5.1 (and the TRF codes W/D/L): a game counts when both players made a move: not
/// a forfeit, not a game ended before the first moves, not a pending one.
fn counts(result: GameResult) -> Option<i64> {
    match result {
        GameResult::WhiteWins => Some(100),
        GameResult::Draw => Some(50),
        GameResult::BlackWins => Some(0),
        _ => None,
    }
}

/// The player's games against rated opponents, round by round.
fn rated_games(t: &Tournament, history: &TournamentHistory, player: PlayerId) -> Vec<RatedGame> {
    let Some(h) = history.get(player) else {
        return Vec::new();
    };
    h.entries
        .iter()
        .enumerate()
        .filter_map(|(i, entry)| {
            let RoundEntry::Game {
                opponent,
                colour,
                result,
                ..
            } = *entry
            else {
                return None;
            };
            let white_score = counts(result)?;
            let score_hundredths = match colour {
                crate::domain::Colour::White => white_score,
                crate::domain::Colour::Black => 100 - white_score,
            };
            let opponent_rating = i64::from(t.player(opponent)?.rating?);
            Some(RatedGame {
                round: u32::try_from(i + 1).ok()?,
                opponent,
                opponent_rating,
                score_hundredths,
            })
        })
        .collect()
}

/// Every player's rating change (or initial rating) after round `after_round`.
pub fn rating_report(t: &Tournament, after_round: u32) -> RatingReport {
    let history = TournamentHistory::derive(t, after_round);
    let options = &t.settings.rating;
    let year = event_year(t.settings.start_date, t.settings.end_date);
    let performance = performances(t, after_round);
    let players: Vec<PlayerRating> = t
        .players
        .iter()
        .enumerate()
        .map(|(index, p)| {
            let all = rated_games(t, &history, p.id);
            // Rapid and blitz 7.3.1: some games between rated players are not rated.
            let (games, not_rated): (Vec<RatedGame>, Vec<RatedGame>) =
                all.into_iter().partition(|g| {
                    p.rating.is_none_or(|r| {
                        is_rated_game(options.list, i64::from(r), g.opponent_rating)
                    })
                });
            let outcome = match p.rating {
                Some(rating) => {
                    let rating = i64::from(rating);
                    let n = u32::try_from(games.len()).unwrap_or(u32::MAX);
                    let k = k_factor(p, rating, options.k_factor_of(p.id), year, n);
                    let inputs: Vec<GameInput> = games
                        .iter()
                        .map(|g| GameInput {
                            opponent_rating: g.opponent_rating,
                            score_hundredths: g.score_hundredths,
                        })
                        .collect();
                    Outcome::Rated {
                        k,
                        change: change_on(options.list, rating, k.value, &inputs),
                    }
                }
                None => {
                    let ratings: Vec<i64> = games.iter().map(|g| g.opponent_rating).collect();
                    let score = games.iter().map(|g| g.score_hundredths).sum();
                    Outcome::Unrated(initial(&ratings, score))
                }
            };
            PlayerRating {
                player: p.id,
                rating: p.rating,
                games,
                not_rated,
                outcome,
                // `performances` lists the players in the tournament's order.
                performance: performance.get(index).copied(),
            }
        })
        .collect();
    let positions = players
        .iter()
        .enumerate()
        .map(|(i, line)| (line.player, i))
        .collect();
    RatingReport {
        after_round: history.rounds,
        list: options.list,
        players,
        positions,
    }
}
