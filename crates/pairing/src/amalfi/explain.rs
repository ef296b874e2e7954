//! Why an Amalfi round came out as it did: the round's list and offset, the bye (2.1–2.2),
//! then per board the search step of 3.3 that placed it, what happened to the theoretical
//! opponent, the pairs undone by 3.3.3, and the colour rule of 4.1–4.4 — each naming the
//! decision of docs/rules/amalfi.md that applied.

use super::colour::ColourRule;
use super::compatibility::Incompatibility;
use super::field::Entrant;
use super::reason::{AmalfiColour, AmalfiReason, SearchStep, Unavailable};
use super::search::{ByeTrace, PairTrace, Params, Step, Theoretical};
use crate::domain::{AmalfiRemaining, Tournament};
use crate::explanation::{BoardExplanation, Names, PlayerRef, Reason, RoundExplanation};
use crate::{JobControl, PairingError, ProposedRound};

/// How many players a sentence names before it counts the rest.
const NAMED: usize = 5;

/// Explains round `round` of `t` (the tournament as it stood before it) and returns the
/// engine's pairing with it.
pub fn explain_round(
    t: &Tournament,
    round: u32,
    control: &JobControl,
) -> Result<(RoundExplanation, ProposedRound), PairingError> {
    let (list, outcome, params) = super::run(t, round, control)?;
    let counts_this_round = t.settings.amalfi.remaining == AmalfiRemaining::IncludingThisRound;
    let mut summary = vec![Reason::system(AmalfiReason::Round {
        round,
        players: list.len(),
        offset: params.offset,
        counts_this_round,
    })];
    if params.last_round {
        summary.push(Reason::system(AmalfiReason::LastRound));
    }
    let mut boards: Vec<BoardExplanation> = outcome
        .pairs
        .iter()
        .map(|pair| board(&list, pair, &params))
        .collect();
    if let Some(bye) = &outcome.bye {
        boards.extend(bye_board(&list, bye));
    }
    let explanation = RoundExplanation {
        round,
        summary,
        boards,
        matches_recorded: None,
    };
    Ok((explanation, super::proposed_round(&list, &outcome)))
}

fn player_ref(p: &Entrant) -> PlayerRef {
    PlayerRef {
        name: p.name.clone(),
        number: p.stored_number,
    }
}

fn names(list: &[Entrant], indices: &[usize]) -> Names {
    let shown = indices
        .iter()
        .filter_map(|&i| list.get(i))
        .take(NAMED)
        .map(player_ref)
        .collect();
    Names {
        shown,
        more: indices.len().saturating_sub(NAMED),
    }
}

fn bye_board(list: &[Entrant], bye: &ByeTrace) -> Option<BoardExplanation> {
    let receiver = list.get(bye.receiver)?;
    let mut reasons = vec![Reason::system(AmalfiReason::Bye {
        player: player_ref(receiver),
        position: bye.position,
    })];
    if !bye.barred.is_empty() {
        reasons.push(Reason::system(AmalfiReason::ByeBarred {
            players: names(list, &bye.barred),
        }));
    }
    if !bye.no_pairing.is_empty() {
        reasons.push(Reason::system(AmalfiReason::ByeNoPairing {
            players: names(list, &bye.no_pairing),
        }));
    }
    Some(BoardExplanation {
        white: receiver.id,
        black: None,
        reasons,
    })
}

fn board(list: &[Entrant], pair: &PairTrace, params: &Params) -> BoardExplanation {
    let (first, second) = (&list[pair.first], &list[pair.second]);
    let step = match pair.step {
        Step::Theoretical => SearchStep::Theoretical,
        Step::Upward => SearchStep::Upward,
        Step::Downward => SearchStep::Downward,
    };
    let mut reasons = vec![AmalfiReason::Board {
        first: player_ref(first),
        first_position: pair.first_position,
        opponent: player_ref(second),
        opponent_position: pair.second_position,
        theoretical_position: pair.theoretical_position,
        step,
    }];
    if let Some(why) = unavailable(pair.theoretical) {
        reasons.push(AmalfiReason::TheoreticalUnavailable {
            position: pair.theoretical_position,
            why,
        });
    }
    if !pair.undone.is_empty() {
        reasons.push(AmalfiReason::Undone {
            players: names(list, &pair.undone),
        });
    }
    reasons.extend(colour_reasons(first, second, pair, params));
    let (white, black) = if pair.colour.first_white {
        (first, second)
    } else {
        (second, first)
    };
    BoardExplanation {
        white: white.id,
        black: Some(black.id),
        reasons: reasons.into_iter().map(Reason::system).collect(),
    }
}

fn unavailable(theoretical: Theoretical) -> Option<Unavailable> {
    match theoretical {
        Theoretical::Chosen => None,
        Theoretical::BeyondList => Some(Unavailable::BeyondList),
        Theoretical::AlreadyPaired => Some(Unavailable::AlreadyPaired),
        Theoretical::Incompatible(Incompatibility::AlreadyMet) => Some(Unavailable::AlreadyMet),
        Theoretical::Incompatible(Incompatibility::Forbidden) => Some(Unavailable::Forbidden),
        Theoretical::Incompatible(Incompatibility::Colours) => Some(Unavailable::Colours),
        Theoretical::NoCompletion => Some(Unavailable::NoCompletion),
    }
}

fn colour_reasons(
    first: &Entrant,
    second: &Entrant,
    pair: &PairTrace,
    params: &Params,
) -> Vec<AmalfiReason> {
    let decision = pair.colour;
    // The colours the rule chose, before the 3.1 proviso.
    let rule_first_white = decision.first_white != decision.swapped_for_3_1;
    let rule_white = player_ref(if rule_first_white { first } else { second });
    let higher = if first.number <= second.number {
        first
    } else {
        second
    };
    let higher_white = (higher.id == first.id) == rule_first_white;
    let higher_colour = if higher_white {
        crate::domain::Colour::White
    } else {
        crate::domain::Colour::Black
    };
    let mut reasons = vec![match decision.rule {
        ColourRule::FirstRound { pair } => AmalfiReason::Colour(AmalfiColour::ColourFirstRound {
            white: rule_white,
            pair,
            drawn: params.drawn,
        }),
        ColourRule::BlackShare {
            blacks,
            games,
            other_blacks,
            other_games,
        } => {
            // The facts are the first player's, then his opponent's: put White's first.
            let (blacks, games, other_blacks, other_games) = if rule_first_white {
                (blacks, games, other_blacks, other_games)
            } else {
                (other_blacks, other_games, blacks, games)
            };
            AmalfiReason::Colour(AmalfiColour::ColourBlackShare {
                white: rule_white,
                blacks,
                games,
                other_blacks,
                other_games,
            })
        }
        ColourRule::RecentRound { round } => {
            AmalfiReason::Colour(AmalfiColour::ColourRecentRound {
                white: rule_white,
                round,
            })
        }
        ColourRule::LastColour => AmalfiReason::Colour(AmalfiColour::ColourAlternates {
            higher: player_ref(higher),
            colour: higher_colour,
        }),
        ColourRule::Parity { number } => AmalfiReason::Colour(AmalfiColour::ColourParity {
            higher: player_ref(higher),
            number,
            colour: higher_colour,
        }),
    }];
    if decision.swapped_for_3_1 {
        let white = if decision.first_white { first } else { second };
        reasons.push(AmalfiReason::Colour(AmalfiColour::ColourSwapped {
            white: player_ref(white),
        }));
    }
    reasons
}
