//! Why a legacy Burstein round came out as it did: the score groups, the imaginary point
//! of rounds 1–2, for each board who chose and from where in the group's order, the
//! floaters, the colour rule, and the bye.

use super::reason::{BursteinLegacyReason as L, ColourDecision};
use super::{Trace, pair_traced};
use crate::domain::{PlayerId, Tournament};
use crate::explanation::{BoardExplanation, PlayerRef, Reason, RoundExplanation};
use crate::swiss::ColourRule;
use crate::{JobControl, PairingError, ProposedRound};

/// Pairs round `round` and explains it.
pub fn explain_round(
    t: &Tournament,
    round: u32,
    control: &JobControl,
) -> Result<(RoundExplanation, ProposedRound), PairingError> {
    let (proposed, trace) = pair_traced(t, round, control)?;
    Ok((explanation(t, round, &trace, &proposed), proposed))
}

fn who(t: &Tournament, id: PlayerId) -> PlayerRef {
    let p = t.player(id);
    PlayerRef {
        name: p.map_or("", |p| p.name.trim()).to_string(),
        number: p.map_or(0, |p| p.pairing_number),
    }
}

fn decision(rule: ColourRule) -> ColourDecision {
    match rule {
        ColourRule::BothGranted => ColourDecision::BothGranted,
        ColourRule::Stronger => ColourDecision::Stronger,
        ColourRule::Alternation => ColourDecision::Alternation,
        ColourRule::HigherRanked => ColourDecision::HigherRanked,
        ColourRule::Parity => ColourDecision::Parity,
    }
}

fn explanation(
    t: &Tournament,
    round: u32,
    trace: &Trace,
    proposed: &ProposedRound,
) -> RoundExplanation {
    let mut summary = vec![Reason::system(L::Round {
        round,
        players: trace.players,
        scoregroups: trace.scoregroups.clone(),
    })];
    if trace.imaginary > 0 {
        summary.push(Reason::system(L::ImaginaryPoint {
            players: trace.imaginary,
        }));
    }
    let mut boards = Vec::new();
    for (index, (board, made)) in proposed.boards.iter().zip(&trace.boards).enumerate() {
        let mut reasons = vec![Reason::system(L::OpponentChosen {
            board: index + 1,
            score: made.bracket,
            chooser: who(t, made.chooser),
            position: made.position,
            size: made.size,
            opponent: who(t, made.opponent),
        })];
        for &(player, from, to) in &trace.floats {
            if player == board.white || player == board.black {
                reasons.push(Reason::system(L::Floated {
                    player: who(t, player),
                    from,
                    to,
                }));
            }
        }
        reasons.push(Reason::system(L::Colour {
            white: who(t, board.white),
            decided_by: decision(made.colour_rule),
        }));
        boards.push(BoardExplanation {
            white: board.white,
            black: Some(board.black),
            reasons,
        });
    }
    if let Some(bye) = trace.bye {
        boards.push(BoardExplanation {
            white: bye,
            black: None,
            reasons: vec![Reason::system(L::Bye {
                player: who(t, bye),
            })],
        });
    } else {
        summary.push(Reason::NoByeEvenField);
    }
    RoundExplanation {
        round,
        summary,
        boards,
        matches_recorded: None,
    }
}
