//! The FIDE title norm check (B.01, FIDE Title Regulations effective from 1 January 2024,
//! art. 1.4; digest and readings in `docs/rules/norms.md`).
//!
//! For each player and each title gained by norms (GM, IM, WGM, WIM): the games counted
//! (1.4.1, 1.4.2), the opponents' federations (1.4.3, 1.4.4, or the big-Swiss exemption
//! 1.4.3d), the titled opponents (1.4.5), the rating average with the floor (1.4.6,
//! 1.4.7) and the performance against the norm's (1.4.8, 1.4.9: the dp table of the
//! tie-breaks, reused from `torneo-tiebreak`). Each requirement is a
//! [`Requirement`] with its facts and article, worded in the `.ftl` files.
//!
//! Not judged here (the arbiter's certificate says them): the administrative rules of 1.1
//! (time control, rounds per day, arbiters), the event types of 1.2 and 1.4.3a–c, and
//! the player's choices of 1.4.1e–f (dropping later games or games won).

#![warn(clippy::indexing_slicing)]

// The layers below this one, named as they were inside one crate (`crate::domain`, …).
use torneo_domain as domain;
use torneo_i18n as i18n;
use torneo_i18n::tr;
use torneo_tiebreak as tiebreak;

mod evaluate;
mod exemption;
mod games;
mod requirement;
mod title;
mod wording;

pub use evaluate::{Context, MINIMUM_GAMES, NormCheck, RaisedOpponent, UNRATED_OPPONENT};
pub use exemption::ForeignField;
pub use games::{CountedGame, ExcludedGame, Exclusion, PlayerGames};
pub use requirement::Requirement;
pub use title::{NormTitle, is_titleholder};
pub use wording::EventNote;

use domain::{PlayerId, Sex, Tournament, TournamentHistory};

/// Every norm check of one player.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayerNorms {
    pub player: PlayerId,
    pub games: PlayerGames,
    /// One check per title (WGM and WIM left out for a man, B.01 0.3).
    pub checks: Vec<NormCheck>,
}

impl PlayerNorms {
    /// The titles whose norm every requirement grants.
    pub fn achieved(&self) -> Vec<NormTitle> {
        self.checks
            .iter()
            .filter(|c| c.is_met())
            .map(|c| c.title)
            .collect()
    }
}

/// The rounds of the event: those announced, or those paired when more.
pub fn event_rounds(t: &Tournament) -> u32 {
    t.settings.rounds.max(t.rounds_paired())
}

/// What keeps the whole event from giving norms (B.01 1.4.1a: fewer than 9 rounds), if
/// anything.
pub fn event_note(t: &Tournament) -> Option<EventNote> {
    let rounds = event_rounds(t);
    (rounds < MINIMUM_GAMES).then_some(EventNote::TooFewRounds { rounds })
}

/// The norm checks of one player over the rounds paired; `None` for an unknown player.
pub fn check_player(t: &Tournament, player: PlayerId) -> Option<PlayerNorms> {
    let history = TournamentHistory::of(t);
    let field = exemption::foreign_field(t, &history);
    check_with(t, &history, field.as_ref(), player)
}

/// The norm checks of every player, by pairing number (then id).
pub fn check_all(t: &Tournament) -> Vec<PlayerNorms> {
    let history = TournamentHistory::of(t);
    let field = exemption::foreign_field(t, &history);
    let mut players: Vec<_> = t.players.iter().collect();
    players.sort_by_key(|p| (p.pairing_number == 0, p.pairing_number, p.id));
    players
        .into_iter()
        .filter_map(|p| check_with(t, &history, field.as_ref(), p.id))
        .collect()
}

fn check_with(
    t: &Tournament,
    history: &TournamentHistory,
    field: Option<&ForeignField>,
    player: PlayerId,
) -> Option<PlayerNorms> {
    let p = t.player(player)?;
    let games = games::collect(t, history, player);
    let context = Context {
        rounds: event_rounds(t),
        federation: games::federation(p),
        foreign_field: field.cloned(),
    };
    let checks = NormTitle::ALL
        .into_iter()
        .filter(|title| !(title.is_for_women() && p.sex == Some(Sex::Male)))
        .map(|title| evaluate::evaluate(title, &games, &context))
        .collect();
    Some(PlayerNorms {
        player,
        games,
        checks,
    })
}

#[cfg(test)]
mod tests;
