//! Double-Swiss rules for `pairing::check` (C.04.5): [C2] as this system words it (no
//! pairing-allocated bye after a PAB, a match won by forfeit or a full-point bye) and the
//! PAB's receiver (3.4). The shared checks of `check.rs` cover the rest ([C1], everybody
//! paired once); the colour limits of C.04.1 arts. 6–7 do not apply (no colour
//! criterion), and a board that is not a two-game match is reported.

use crate::ProposedRound;
use crate::check::{CommonRules, PabRule, Violation, common_and_own};
use crate::domain::{ByeKind, PlayerId, Tournament};
use crate::i18n::Language;
use crate::swiss::top_scoregroup::Graph;
use crate::tr;

/// A Double-Swiss rule a pairing breaks (beyond those every Swiss shares).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DoubleSwissViolation {
    /// [C2]: `player` had a PAB, won a match by forfeit or had a full-point bye before.
    ByeBarred { player: PlayerId },
    /// 3.4: the PAB went to `player`, but `due` comes first (lowest score, most matches
    /// played, largest TPN, leaving the others pairable).
    ByeNotDue { player: PlayerId, due: PlayerId },
    /// Preface: the board between `white` and `black` is a single game, not a match.
    NotAMatch { white: PlayerId, black: PlayerId },
}

impl crate::check::SystemViolation for DoubleSwissViolation {
    fn players(&self) -> Vec<PlayerId> {
        match self {
            DoubleSwissViolation::ByeBarred { player } => vec![*player],
            DoubleSwissViolation::ByeNotDue { player, due } => vec![*player, *due],
            DoubleSwissViolation::NotAMatch { white, black } => vec![*white, *black],
        }
    }

    fn words(&self, lang: Language, who: &dyn Fn(PlayerId) -> String) -> String {
        match self {
            DoubleSwissViolation::ByeBarred { player } => {
                tr!(
                    lang,
                    "violation-double-swiss-bye-barred",
                    player = who(*player)
                )
            }
            DoubleSwissViolation::ByeNotDue { player, due } => tr!(
                lang,
                "violation-double-swiss-bye-not-due",
                player = who(*player),
                due = who(*due)
            ),
            DoubleSwissViolation::NotAMatch { white, black } => tr!(
                lang,
                "violation-double-swiss-not-a-match",
                white = who(*white),
                black = who(*black)
            ),
        }
    }
}

/// Every rule `proposed` breaks as the pairing of round `round` of `t`: the shared ones,
/// then the Double-Swiss rules.
pub(crate) fn check_round(t: &Tournament, round: u32, proposed: &ProposedRound) -> Vec<Violation> {
    // No colour limits (C.04.5 has no colour criterion) and its own [C2] and PAB rule:
    // the shared PAB rule is off, so its edition does not matter here.
    let rules = CommonRules {
        pab_and_colour_limits: false,
        topscorer_exception: false,
        colour_limits_waived: None,
        pab_rule: PabRule::WinWithoutPlaying,
    };
    common_and_own(t, round, proposed, &rules, violations(t, round, proposed))
}

/// The Double-Swiss rules `proposed` breaks as the pairing of round `round` of `t`.
pub fn violations(
    t: &Tournament,
    round: u32,
    proposed: &ProposedRound,
) -> Vec<DoubleSwissViolation> {
    let mut found: Vec<DoubleSwissViolation> = proposed
        .boards
        .iter()
        .filter(|b| b.second_game.is_none())
        .map(|b| DoubleSwissViolation::NotAMatch {
            white: b.white,
            black: b.black,
        })
        .collect();
    let given = proposed
        .byes
        .iter()
        .find(|b| b.kind == ByeKind::PairingAllocated)
        .map(|b| b.player);
    let Some(player) = given else {
        return found;
    };
    let players = super::field::build(t, round);
    if players.iter().any(|p| p.id == player && p.bye_barred) {
        found.push(DoubleSwissViolation::ByeBarred { player });
        return found;
    }
    let graph = Graph::new(players.len(), |u, v| {
        super::field::compatible(&players[u], &players[v])
    });
    let due = super::bye::choose(&players, &graph).map(|v| players[v].id);
    if let Some(due) = due.filter(|due| *due != player) {
        found.push(DoubleSwissViolation::ByeNotDue { player, due });
    }
    found
}
