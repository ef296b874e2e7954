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
//! In a Swiss (not in a round robin, whose norm takes every scheduled round), a norm
//! missed over all the games may have been reached earlier: 1.4.1e lets the player drop
//! the games after it ([`EarlierNorm`]).
//!
//! A norm missed may also be reached by leaving out games against opponents the player
//! beat (1.4.1f, [`WithoutWins`]). A norm met says how many games it counts for (1.4.1c,
//! 1.4.1d, 1.7: [`NormGames`]). The event type of 1.4.3a–c is the settings' `norm_event`;
//! a double round robin counts its titled opponents by player (1.4.5).
//!
//! Not judged here (the arbiter's certificate says them): the administrative rules of 1.1
//! (time control, rounds per day, arbiters) and the event types of 1.2.

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

pub use evaluate::{
    Context, DOUBLE_ROUND_ROBIN_PLAYERS, MINIMUM_GAMES, MOST_GAMES_COUNTED, NormCheck, NormGames,
    RaisedOpponent, UNRATED_OPPONENT,
};
pub use exemption::ForeignField;
pub use games::{CountedGame, ExcludedGame, Exclusion, PlayerGames};
pub use requirement::Requirement;
pub use title::{NormTitle, is_titleholder};
pub use wording::EventNote;

use domain::{NormEvent, PairingSystem, Player, PlayerId, Sex, Tournament, TournamentHistory};

/// Every norm check of one player.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayerNorms {
    pub player: PlayerId,
    pub games: PlayerGames,
    /// One check per title (WGM and WIM left out for a man, B.01 0.3).
    pub checks: Vec<NormCheck>,
    /// The norms missed over all the games but reached after an earlier round (1.4.1e).
    pub earlier: Vec<EarlierNorm>,
    /// The norms missed over all the games but reached without some games won (1.4.1f).
    pub without_wins: Vec<WithoutWins>,
}

/// B.01 1.4.1f: "A player may ignore games against opponents they defeated, provided the
/// remaining games still satisfy the opponent mix and minimum game count" (in a round
/// robin the mix must make a norm possible for the complete tournament): the norm
/// without the games of `dropped_rounds`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WithoutWins {
    pub dropped_rounds: Vec<u32>,
    pub dropped: Vec<PlayerId>,
    pub check: NormCheck,
}

/// B.01 1.4.1e: "In other tournaments [than those with pre-determined pairings], later
/// games may be ignored after a title result has already been achieved", the opponent
/// mix and the number of games still holding: the norm over rounds 1..=`last_round`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EarlierNorm {
    pub last_round: u32,
    pub check: NormCheck,
}

impl PlayerNorms {
    /// The titles whose norm every requirement grants, over all the games or over the
    /// first rounds (1.4.1e).
    pub fn achieved(&self) -> Vec<NormTitle> {
        let mut titles: Vec<NormTitle> = self
            .checks
            .iter()
            .filter(|c| c.is_met())
            .map(|c| c.title)
            .chain(self.earlier.iter().map(|e| e.check.title))
            .chain(self.without_wins.iter().map(|w| w.check.title))
            .collect();
        titles.sort_unstable();
        titles
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
        event_exemption: event_exemption(t, p),
        // 1.4.5: a double round robin.
        double_round_robin_players: (t.settings.system == PairingSystem::RoundRobin { cycles: 2 })
            .then(|| u32::try_from(t.players.len()).unwrap_or(u32::MAX)),
    };
    let checks = NormTitle::ALL
        .into_iter()
        .filter(|title| !(title.is_for_women() && p.sex == Some(Sex::Male)))
        .map(|title| evaluate::evaluate(title, &games, &context))
        .collect::<Vec<_>>();
    // 1.4.1e: pre-determined pairings (a round robin) take every round.
    let earlier = if t.settings.system.is_round_robin() {
        Vec::new()
    } else {
        checks
            .iter()
            .filter(|c| !c.is_met())
            .filter_map(|c| earlier_norm(c.title, &games, &context))
            .collect()
    };
    // 1.4.1f, for the norms neither all the games nor the first rounds give.
    let without_wins = checks
        .iter()
        .filter(|c| !c.is_met())
        .filter(|c| !earlier.iter().any(|e| e.check.title == c.title))
        .filter_map(|c| without_wins(t, c, &games, &context))
        .collect();
    Some(PlayerNorms {
        player,
        games,
        checks,
        earlier,
        without_wins,
    })
}

/// B.01 1.4.3a–c: the exemption the settings declare, when it applies to `player`: a
/// zonal for everybody; a national championship (1.4.3a) or team championship (1.4.3b,
/// "only to players from the federation that registered the event") for the players of
/// the host federation (the settings' `federation`).
fn event_exemption(t: &Tournament, player: &Player) -> Option<NormEvent> {
    let event = t.settings.norm_event;
    let host = t.settings.federation.trim().to_uppercase();
    match event {
        NormEvent::Ordinary => None,
        NormEvent::Zonal => Some(event),
        NormEvent::NationalChampionship | NormEvent::NationalTeamChampionship => {
            (!host.is_empty() && games::federation(player) == host).then_some(event)
        }
    }
}

/// B.01 1.4.1f: the norm `missed.title` without some games the player won, if leaving
/// them out gives it: the beaten opponents are dropped lowest rated first (unrated as
/// 1400; then the earlier round), one more at a time, while at least 9 games remain.
/// In a round robin the complete tournament must already meet the opponent mix
/// (federations and titles).
fn without_wins(
    t: &Tournament,
    missed: &NormCheck,
    games: &PlayerGames,
    context: &Context,
) -> Option<WithoutWins> {
    if t.settings.system.is_round_robin() && !mix_met(missed) {
        return None;
    }
    let mut wins: Vec<&CountedGame> = games
        .counted
        .iter()
        .filter(|g| g.score_halves == 2)
        .collect();
    wins.sort_by_key(|g| (g.rating.map_or(UNRATED_OPPONENT, i64::from), g.round));
    let most = games.counted.len().saturating_sub(MINIMUM_GAMES as usize);
    (1..=wins.len().min(most)).find_map(|k| {
        let dropped: Vec<&CountedGame> = wins.iter().take(k).copied().collect();
        let kept = PlayerGames {
            counted: games
                .counted
                .iter()
                .filter(|g| !dropped.iter().any(|d| d.round == g.round))
                .cloned()
                .collect(),
            excluded: Vec::new(),
            forfeit_wins_and_pairing_byes: 0,
        };
        let check = evaluate::evaluate(missed.title, &kept, context);
        check.is_met().then(|| WithoutWins {
            dropped_rounds: dropped.iter().map(|d| d.round).collect(),
            dropped: dropped.iter().map(|d| d.opponent).collect(),
            check,
        })
    })
}

/// Whether a check meets the opponent mix: games, federations and titles (1.4.1 –
/// 1.4.5), the rating figures aside.
fn mix_met(check: &NormCheck) -> bool {
    check.requirements.iter().all(|r| {
        r.is_met()
            || matches!(
                r,
                Requirement::Average { .. }
                    | Requirement::Score { .. }
                    | Requirement::Performance { .. }
            )
    })
}

/// B.01 1.4.1e: the norm `title` over the longest run of first rounds that gives it (at
/// least 9 games, every requirement met), if any. 1.4.1c is not applied to a run (its
/// 8 games are for a 9-round event).
fn earlier_norm(title: NormTitle, games: &PlayerGames, context: &Context) -> Option<EarlierNorm> {
    let mut rounds: Vec<u32> = games.counted.iter().map(|g| g.round).collect();
    rounds.dedup();
    rounds.pop(); // the last round: that is the whole event, already checked
    rounds.into_iter().rev().find_map(|last_round| {
        let counted: Vec<CountedGame> = games
            .counted
            .iter()
            .filter(|g| g.round <= last_round)
            .cloned()
            .collect();
        if counted.len() < MINIMUM_GAMES as usize {
            return None;
        }
        let run = PlayerGames {
            counted,
            excluded: Vec::new(),
            forfeit_wins_and_pairing_byes: 0,
        };
        let check = evaluate::evaluate(title, &run, context);
        check.is_met().then_some(EarlierNorm { last_round, check })
    })
}

#[cfg(test)]
mod tests;
