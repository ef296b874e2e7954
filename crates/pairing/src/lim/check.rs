//! Lim-specific rules for `pairing::check` (C.04.4.3): the last-round reading of the colour
//! limits (art. 6) and the PAB to the lowest-ranked of the lowest scoregroup (1.1, 7.1).

use crate::ProposedRound;
use crate::check::{CommonRules, Violation, common_and_own};
use crate::domain::{ByeKind, PlayerId, Tournament, TournamentHistory};
use crate::i18n::Language;
use crate::tr;

/// C.04.4.3 art. 6: in the last round, two players with the same score may be paired even
/// if one of them then has a colour three times running or three more of one colour.
pub fn colour_limits_waived(
    t: &Tournament,
    history: &TournamentHistory,
    a: PlayerId,
    b: PlayerId,
    round: u32,
) -> bool {
    let last_round = t.settings.rounds > 0 && round >= t.settings.rounds;
    let scoring = &t.settings.scoring;
    let score = |p: PlayerId| history.get(p).map(|h| h.score(scoring));
    last_round && score(a).is_some() && score(a) == score(b)
}

/// A Lim rule a pairing breaks (beyond the absolute criteria every Swiss shares).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LimViolation {
    /// C.04.4.3 1.1 (7.1 in round 1): the PAB went to `player`, but `due` is the
    /// lowest-ranked eligible player of the lowest scoregroup (the lowest-rated in round 1)
    /// who leaves the others pairable.
    ByeNotToLowest { player: PlayerId, due: PlayerId },
}

impl crate::check::SystemViolation for LimViolation {
    fn players(&self) -> Vec<PlayerId> {
        match self {
            LimViolation::ByeNotToLowest { player, due } => vec![*player, *due],
        }
    }

    fn words(&self, lang: Language, who: &dyn Fn(PlayerId) -> String) -> String {
        match self {
            LimViolation::ByeNotToLowest { player, due } => tr!(
                lang,
                "violation-lim-bye-not-to-lowest",
                player = who(*player),
                due = who(*due)
            ),
        }
    }
}

/// Every rule `proposed` breaks as the pairing of round `round` of `t`: the shared ones,
/// then Lim's.
pub(crate) fn check_round(t: &Tournament, round: u32, proposed: &ProposedRound) -> Vec<Violation> {
    // C.04.4.3 art. 6 in place of the topscorer exception: same-score pairs of the
    // last round may break the colour limits.
    let rules = CommonRules {
        topscorer_exception: false,
        colour_limits_waived: Some(colour_limits_waived),
        ..CommonRules::FIDE
    };
    common_and_own(t, round, proposed, &rules, violations(t, round, proposed))
}

/// The Lim rules `proposed` breaks as the pairing of round `round` of `t`.
pub fn violations(t: &Tournament, round: u32, proposed: &ProposedRound) -> Vec<LimViolation> {
    let given = proposed
        .byes
        .iter()
        .find(|b| b.kind == ByeKind::PairingAllocated)
        .map(|b| b.player);
    let Some(player) = given else {
        return Vec::new();
    };
    let players = super::field::build(t, round);
    let last_round = t.settings.rounds > 0 && round >= t.settings.rounds;
    let completion = super::completion::Completion::new(players.len(), |u, v| {
        super::colour::compatible(&players[u], &players[v], last_round)
    });
    match super::bye::choose(&players, &completion, round).map(|v| players[v].id) {
        Some(due) if due != player => vec![LimViolation::ByeNotToLowest { player, due }],
        _ => Vec::new(),
    }
}
