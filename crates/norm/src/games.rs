//! The games a norm counts (B.01 1.4.2) and the rounds it does not.
//!
//! - 1.4.2c: games decided by forfeit (or any way other than over-the-board play) are
//!   left out; so are games of less than one move (TRF `W D L`), which are not rated.
//! - 1.4.2b: in a round robin, games against an unrated opponent who scored zero against
//!   the rated opponents are left out.
//! - A forfeit win and a pairing-allocated bye are counted apart: 1.4.1c lets 8 games
//!   count as 9 in a 9-round event when the ninth round was one of them.

use crate::domain::{
    ByeKind, GameOutcome, GameResult, Player, PlayerId, RoundEntry, Title, Tournament,
    TournamentHistory,
};

/// One game the norm counts.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CountedGame {
    pub round: u32,
    pub opponent: PlayerId,
    /// The opponent's rating at the start (1.4.6a: the list in effect then); `None` =
    /// unrated (1.4.6d: counted as 1400).
    pub rating: Option<u16>,
    pub title: Option<Title>,
    /// The opponent's federation, upper case ("FID" is FIDE's own, 1.4.2a).
    pub federation: String,
    /// The player's score in half points (win 2, draw 1, loss 0).
    pub score_halves: i64,
}

/// Why a game is left out.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Exclusion {
    /// 1.4.2c: decided by forfeit.
    Forfeit,
    /// 1.4.2c: less than one move was played (not a rated game).
    LessThanOneMove,
    /// 1.4.2b: a round robin's unrated opponent who scored zero against rated opponents.
    UnratedScoringZero,
}

/// A round paired against an opponent that the norm does not count.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ExcludedGame {
    pub round: u32,
    pub opponent: PlayerId,
    pub reason: Exclusion,
}

/// What the norm takes from one player's rounds.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct PlayerGames {
    pub counted: Vec<CountedGame>,
    pub excluded: Vec<ExcludedGame>,
    /// Rounds won by forfeit or given a pairing-allocated bye (1.4.1c).
    pub forfeit_wins_and_pairing_byes: u32,
}

/// The player's games over rounds `1..=history.rounds`.
pub fn collect(t: &Tournament, history: &TournamentHistory, player: PlayerId) -> PlayerGames {
    let mut games = PlayerGames::default();
    let Some(own) = history.get(player) else {
        return games;
    };
    for (round, entry) in (1u32..).zip(own.entries.iter()) {
        match *entry {
            RoundEntry::Game {
                opponent, result, ..
            } => take_game(t, history, &mut games, round, opponent, entry, result),
            RoundEntry::Bye(ByeKind::PairingAllocated) => games.forfeit_wins_and_pairing_byes += 1,
            RoundEntry::Bye(_) | RoundEntry::NotPaired => {}
        }
    }
    games
}

fn take_game(
    t: &Tournament,
    history: &TournamentHistory,
    games: &mut PlayerGames,
    round: u32,
    opponent: PlayerId,
    entry: &RoundEntry,
    result: GameResult,
) {
    let Some(outcome) = entry.outcome() else {
        return; // pending: not a game yet
    };
    let exclusion = if result.is_forfeit() {
        if outcome == GameOutcome::Win {
            games.forfeit_wins_and_pairing_byes += 1;
        }
        Some(Exclusion::Forfeit)
    } else if matches!(
        result,
        GameResult::WhiteWinsUnrated | GameResult::DrawUnrated | GameResult::BlackWinsUnrated
    ) {
        Some(Exclusion::LessThanOneMove)
    } else if t.settings.system.is_round_robin() && unrated_scoring_zero(t, history, opponent) {
        Some(Exclusion::UnratedScoringZero)
    } else {
        None
    };
    if let Some(reason) = exclusion {
        games.excluded.push(ExcludedGame {
            round,
            opponent,
            reason,
        });
        return;
    }
    let opponent_player = t.player(opponent);
    games.counted.push(CountedGame {
        round,
        opponent,
        rating: opponent_player.and_then(|p| p.rating),
        title: opponent_player.and_then(|p| p.title),
        federation: opponent_player.map(federation).unwrap_or_default(),
        score_halves: match outcome {
            GameOutcome::Win => 2,
            GameOutcome::Draw => 1,
            GameOutcome::Loss => 0,
        },
    });
}

/// The federation code as the norm compares it (trimmed, upper case).
pub fn federation(player: &Player) -> String {
    player.federation.trim().to_ascii_uppercase()
}

/// B.01 1.4.2b: an unrated player who scored zero against the rated players met over
/// the board (and met at least one).
fn unrated_scoring_zero(t: &Tournament, history: &TournamentHistory, who: PlayerId) -> bool {
    if t.player(who).is_none_or(|p| p.rating.is_some()) {
        return false;
    }
    let Some(own) = history.get(who) else {
        return false;
    };
    let against_rated: Vec<GameOutcome> = own
        .entries
        .iter()
        .filter(|e| {
            e.played_opponent()
                .and_then(|o| t.player(o))
                .is_some_and(|o| o.rating.is_some())
        })
        .filter_map(RoundEntry::outcome)
        .collect();
    !against_rated.is_empty() && against_rated.iter().all(|o| *o == GameOutcome::Loss)
}
