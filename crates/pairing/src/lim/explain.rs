//! The reasons for a Lim round, board by board (C.04.4.3): the scoregroup of each board and
//! its side of the median, the floats of its players, how the opponent was found (proposed,
//! exchanged, exchanged for colour), the colour rule, and the bye.

use super::colour::ColourRule;
use super::exchange::Choice;
use super::floaters::FloaterReason;
use super::groups::Side;
use super::reason::{LimFloat, LimOpponent, LimReason, LimSide};
use super::scoregroup::FloatReason;
use super::{BoardRecord, Outcome};
use crate::domain::{Colour, PlayerId, Tournament};
use crate::explanation::{BoardExplanation, PlayerRef, Reason, RoundExplanation, ended_with_bye};
use crate::{JobControl, PairingError, ProposedRound};

/// Explains round `round` of `t` (the tournament as it stood before it) and returns the
/// pairing too.
pub fn explain_round(
    t: &Tournament,
    round: u32,
    control: &JobControl,
) -> Result<(RoundExplanation, ProposedRound), PairingError> {
    let outcome = super::decide(t, round, control)?;
    let proposed = super::proposed_of(&outcome);
    let p = &outcome.players;
    let who = |v: usize| player_ref(t, p[v].id, p[v].tpn);
    let mut boards = Vec::new();
    for (index, board) in outcome.boards.iter().enumerate() {
        let mut reasons = vec![Reason::system(LimReason::Board {
            board: index + 1,
            score: board.group_score,
            side: side_of(board.side),
        })];
        reasons.extend(float_reasons(&outcome, board, &who));
        if board.look_ahead {
            reasons.push(Reason::system(LimReason::Float(LimFloat::LookAhead)));
        }
        reasons.extend(choice_reason(&outcome, board, &who));
        reasons.push(Reason::system(colour_reason(&outcome, board, &who)));
        boards.push(BoardExplanation {
            white: p[board.white].id,
            black: Some(p[board.black].id),
            reasons,
        });
    }
    let summary = vec![Reason::system(LimReason::Round {
        round,
        players: p.len(),
        median: outcome.median,
    })];
    let pab = outcome.bye.map(|v| {
        let reason = if round == 1 {
            LimReason::ByeLowestRated {
                player: who(v),
                rating: p[v].rating,
            }
        } else {
            LimReason::ByeLowestRanked {
                player: who(v),
                score: p[v].score,
            }
        };
        (p[v].id, Reason::system(reason))
    });
    let explanation = ended_with_bye(t, round, summary, boards, pab, |id| {
        p.iter().any(|e| e.id == id)
    });
    Ok((explanation, proposed))
}

fn side_of(side: Side) -> LimSide {
    match side {
        Side::Above => LimSide::Above,
        Side::Median => LimSide::Median,
        Side::Below => LimSide::Below,
    }
}

/// Every float of the board's two players in this round, and a floater's return (4.4 a).
fn float_reasons(
    outcome: &Outcome,
    board: &BoardRecord,
    who: &dyn Fn(usize) -> PlayerRef,
) -> Vec<Reason> {
    let on_board = |v: usize| v == board.white || v == board.black;
    let mut reasons = Vec::new();
    for g in &outcome.groups {
        for &(v, why) in &g.pairing.floaters {
            if !on_board(v) {
                continue;
            }
            let (player, from) = (who(v), g.score);
            let reason = match why {
                FloatReason::NoOpponent => {
                    LimReason::Float(LimFloat::FloatedNoOpponent { player, from })
                }
                FloatReason::Exchanges => {
                    LimReason::Float(LimFloat::FloatedExchanges { player, from })
                }
                FloatReason::InPlaceOf(f) => LimReason::Float(LimFloat::FloatedInPlaceOf {
                    player,
                    from,
                    floater: who(f),
                }),
                FloatReason::Companion(other) => LimReason::Float(LimFloat::FloatedCompanion {
                    player,
                    from,
                    other: who(other),
                }),
                FloatReason::MakesEven(FloaterReason::Default) => {
                    LimReason::Float(LimFloat::FloatedToEven { player, from })
                }
                FloatReason::MakesEven(FloaterReason::EvensColours) => {
                    LimReason::Float(LimFloat::FloatedForColours { player, from })
                }
                FloatReason::MakesEven(FloaterReason::AdjacentOpponent) => {
                    LimReason::Float(LimFloat::FloatedAdjacent { player, from })
                }
                FloatReason::MakesEven(FloaterReason::KeepsIncoming) => {
                    LimReason::Float(LimFloat::FloatedKeepsIncoming { player, from })
                }
                FloatReason::MakesEven(FloaterReason::FloatedLastRound) => {
                    LimReason::Float(LimFloat::FloatedNotAgain { player, from })
                }
            };
            reasons.push(Reason::system(reason));
        }
        for &(f, other) in &g.pairing.returned {
            if on_board(f) {
                reasons.push(Reason::system(LimReason::Float(
                    LimFloat::ReturnedFloater {
                        player: who(f),
                        from: g.score,
                        other: who(other),
                    },
                )));
            }
        }
    }
    reasons
}

fn choice_reason(
    outcome: &Outcome,
    board: &BoardRecord,
    who: &dyn Fn(usize) -> PlayerRef,
) -> Option<Reason> {
    let pair = outcome
        .groups
        .iter()
        .flat_map(|g| g.pairing.pairs.iter())
        .find(|p| p.scrutinised == board.white || p.scrutinised == board.black)?;
    let (player, opponent) = (who(pair.scrutinised), who(pair.opponent));
    Some(Reason::system(match pair.choice {
        Choice::Proposed => LimReason::Opponent(LimOpponent::Proposed { player, opponent }),
        Choice::Exchanged => LimReason::Opponent(LimOpponent::Exchanged { player, opponent }),
        Choice::ForColour => LimReason::Opponent(LimOpponent::ColourExchange { player, opponent }),
        Choice::TookOpponentOf { earlier } => LimReason::Opponent(LimOpponent::TookOpponent {
            player,
            opponent,
            earlier: who(earlier),
        }),
        Choice::GaveOpponentTo { later, given } => LimReason::Opponent(LimOpponent::GaveOpponent {
            player,
            opponent,
            given: who(given),
            later: who(later),
        }),
        Choice::MetEarlier { freed } => LimReason::Opponent(LimOpponent::MetEarlier {
            player,
            opponent,
            freed: who(freed),
        }),
    }))
}

fn colour_reason(
    outcome: &Outcome,
    board: &BoardRecord,
    who: &dyn Fn(usize) -> PlayerRef,
) -> LimReason {
    let p = &outcome.players;
    let (w, b) = (board.white, board.black);
    let (high, low) = if p[w].ranks_above(&p[b]) {
        (w, b)
    } else {
        (b, w)
    };
    let colour_of = |v: usize| if v == w { Colour::White } else { Colour::Black };
    // The player the rule speaks of: the one whose due colour was granted.
    let granted = |v: usize| (who(v), colour_of(v));
    match board.rule {
        ColourRule::Drawn => LimReason::Drawn {
            higher: who(high),
            colour: colour_of(high),
        },
        ColourRule::Limits => {
            let bound = if super::colour::permissible(&p[high], colour_of(high).opposite()) {
                low
            } else {
                high
            };
            let (player, colour) = granted(bound);
            LimReason::Limits { player, colour }
        }
        ColourRule::BothDue => LimReason::BothDue,
        ColourRule::History => {
            let due = super::colour::due(&p[high]).unwrap_or(Colour::White);
            let receiver = if colour_of(high) == due { high } else { low };
            let (player, colour) = granted(receiver);
            LimReason::History { player, colour }
        }
        ColourRule::HigherRanked => {
            let (player, colour) = granted(high);
            LimReason::HigherRanked { player, colour }
        }
        ColourRule::LowerRanked => {
            let (player, colour) = granted(low);
            LimReason::LowerRanked { player, colour }
        }
    }
}

fn player_ref(t: &Tournament, id: PlayerId, tpn: u32) -> PlayerRef {
    PlayerRef {
        name: t.player(id).map_or("", |p| p.name.trim()).to_string(),
        number: tpn,
    }
}
