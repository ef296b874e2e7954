//! Why a 2026 Burstein round came out as it did: a seeding round (the Dutch explanation
//! follows), or the brackets, for each board who chose and at which BSN, the floaters,
//! the colour rule, and the PAB.

use super::reason::{Burstein2026Colour, Burstein2026Reason as B};
use super::{Trace, pair_traced, seeding_rounds};
use crate::domain::{PlayerId, Tournament};
use crate::dutch::Dutch;
use crate::explanation::{BoardExplanation, PlayerRef, Reason, RoundExplanation};
use crate::swiss::ColourRule;
use crate::system::PairingEngine;
use crate::{JobControl, PairingError, ProposedRound};

/// Pairs round `round` and explains it.
pub fn explain_round(
    t: &Tournament,
    round: u32,
    control: &JobControl,
) -> Result<(RoundExplanation, ProposedRound), PairingError> {
    if round <= seeding_rounds(t) {
        // C.04.4.2 1.6: a seeding round is paired (and explained) by the Dutch system.
        let (mut explanation, proposed) = Dutch.explain(t, round, control)?;
        explanation.summary.insert(
            0,
            Reason::system(B::SeedingRound {
                round,
                seeding_rounds: seeding_rounds(t),
            }),
        );
        return Ok((explanation, proposed));
    }
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

fn rule(rule: ColourRule) -> Burstein2026Colour {
    match rule {
        ColourRule::BothGranted => Burstein2026Colour::BothGranted,
        ColourRule::Stronger => Burstein2026Colour::Stronger,
        ColourRule::Alternation => Burstein2026Colour::Alternation,
        ColourRule::HigherRanked => Burstein2026Colour::HigherIndex,
        ColourRule::Parity => Burstein2026Colour::Initial,
    }
}

fn explanation(
    t: &Tournament,
    round: u32,
    trace: &Trace,
    proposed: &ProposedRound,
) -> RoundExplanation {
    let mut summary = vec![Reason::system(B::Round {
        round,
        players: trace.players,
        scoregroups: trace.scoregroups,
    })];
    let mut boards = Vec::new();
    for (index, (board, made)) in proposed.boards.iter().zip(&trace.boards).enumerate() {
        let mut reasons = vec![Reason::system(B::Board {
            board: index + 1,
            score: made.bracket,
            chooser: who(t, made.chooser),
            bsn: made.bsn,
            size: made.size,
            opponent: who(t, made.opponent),
        })];
        for &(player, from, to) in &trace.floats {
            if player == board.white || player == board.black {
                reasons.push(Reason::system(B::Floated {
                    player: who(t, player),
                    from,
                    to,
                }));
            }
        }
        reasons.push(Reason::system(B::Colour {
            white: who(t, board.white),
            rule: rule(made.colour_rule),
        }));
        boards.push(BoardExplanation {
            white: board.white,
            black: Some(board.black),
            reasons,
        });
    }
    match trace.bye {
        Some((player, score, games)) => boards.push(BoardExplanation {
            white: player,
            black: None,
            reasons: vec![Reason::system(B::Bye {
                player: who(t, player),
                score,
                games,
            })],
        }),
        None => summary.push(Reason::NoByeEvenField),
    }
    RoundExplanation {
        round,
        summary,
        boards,
        matches_recorded: None,
    }
}
