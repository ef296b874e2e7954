//! The words of a broken tournament invariant ([`TournamentError`], the domain's own
//! check): Fluent messages `tournament-…`. Here, beside the messages, because the domain
//! names no other layer, and every layer that reports a tournament (files, session) words
//! it the same.

use crate::domain::TournamentError;
use crate::tr;
use crate::{Language, Localize};

/// The selector of `tournament-round-out-of-range`.
fn round_use_key(what: crate::domain::RoundUse) -> &'static str {
    use crate::domain::RoundUse as U;
    match what {
        U::VirtualPoints => "virtual-points",
        U::RequestedBye => "requested-bye",
        U::FirstRound => "first-round",
        U::Withdrawal => "withdrawal",
        U::ScoreAdjustment => "score-adjustment",
    }
}

impl Localize for TournamentError {
    fn localize(&self, lang: Language) -> String {
        use TournamentError as E;
        match self {
            E::UnknownPlayer(player) => {
                tr!(
                    lang,
                    "tournament-unknown-player",
                    player = player.to_string()
                )
            }
            E::PlayerTwiceInRound { round, player } => tr!(
                lang,
                "tournament-player-twice-in-round",
                round = (*round),
                player = player.to_string()
            ),
            E::SelfPairing { round, player } => tr!(
                lang,
                "tournament-self-pairing",
                round = (*round),
                player = player.to_string()
            ),
            E::RoundNumber { expected, found } => tr!(
                lang,
                "tournament-round-number",
                expected = (*expected),
                found = (*found)
            ),
            E::DuplicateId(player) => {
                tr!(lang, "tournament-duplicate-id", player = player.to_string())
            }
            E::DuplicatePairingNumber(number) => {
                tr!(
                    lang,
                    "tournament-duplicate-pairing-number",
                    number = (*number)
                )
            }
            E::ForbiddenAgainstSelf(player) => tr!(
                lang,
                "tournament-forbidden-against-self",
                player = player.to_string()
            ),
            E::TooManyRounds(rounds) => tr!(
                lang,
                "tournament-too-many-rounds",
                rounds = (*rounds),
                limit = crate::domain::MAX_ROUNDS
            ),
            E::RoundOutOfRange {
                what,
                player,
                round,
                limit,
            } => tr!(
                lang,
                "tournament-round-out-of-range",
                what = round_use_key(*what),
                player = player.to_string(),
                round = (*round),
                limit = (*limit)
            ),
            E::Team(error) => error.localize(lang),
        }
    }
}

impl Localize for crate::domain::TeamError {
    fn localize(&self, lang: Language) -> String {
        use crate::domain::TeamError as E;
        match self {
            E::DuplicateTeamId(team) => {
                tr!(lang, "team-duplicate-id", team = team.to_string())
            }
            E::DuplicateTeamPairingNumber(number) => {
                tr!(lang, "team-duplicate-pairing-number", number = (*number))
            }
            E::UnknownTeam(team) => tr!(lang, "team-unknown", team = team.to_string()),
            E::UnknownPlayer(player) => {
                tr!(lang, "team-unknown-player", player = player.to_string())
            }
            E::PlayerInTwoTeams {
                player,
                first,
                second,
            } => tr!(
                lang,
                "team-player-in-two-teams",
                player = player.to_string(),
                first = first.to_string(),
                second = second.to_string()
            ),
            E::TeamTwiceInRound { round, team } => tr!(
                lang,
                "team-twice-in-round",
                round = (*round),
                team = team.to_string()
            ),
            E::NotOnRoster {
                round,
                player,
                team,
            } => tr!(
                lang,
                "team-not-on-roster",
                round = (*round),
                player = player.to_string(),
                team = team.to_string()
            ),
            E::TeamRoundNumber { expected, found } => tr!(
                lang,
                "team-round-number",
                expected = (*expected),
                found = (*found)
            ),
            E::MoreTeamRounds {
                team_rounds,
                rounds,
            } => tr!(
                lang,
                "team-more-rounds",
                team_rounds = (*team_rounds),
                rounds = (*rounds)
            ),
        }
    }
}
