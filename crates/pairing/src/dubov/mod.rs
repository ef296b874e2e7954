//! FIDE Dubov system (C.04.4.1, 2026 edition) as a pure engine.
//!
//! - `field`: the players of the round, built on the shared Swiss field
//!   (`pairing::swiss::field`), with the facts each rule needs (score, TPN, rating, colour
//!   preference with the mild Black of a player without games, ARO, upfloats, PAB
//!   eligibility, opponents);
//! - `aro`: the average rating of opponents, rounded as 1.7.1 says;
//! - `bye`: the PAB, chosen before any bracket (3.1);
//! - `upfloaters`: a scoregroup's upfloaters (3.2.1–3.2.2, C4–C10, the order of 4.2);
//! - `brackets`: one bracket paired: G1/G2, the shifts (3.2.3–3.2.4, 4.3) and T2 (3.2.5,
//!   4.4);
//! - `colour`: colour allocation (5.2);
//! - `weights` and `solver`: criteria as bit fields over the matching solver
//!   (`pairing::matching`), and the "first choice that stays best" trials;
//! - `reason` and `explain`: the sentences of an explanation with their wording, and the
//!   reasons for a round;
//! - no `check` module: the checker applies the rules every Swiss shares
//!   (`pairing::check`), without the topscorer exception (C3);
//! - `renumbering`: pairing numbers follow a rating corrected before round 4 (1.2.2).
//!
//! Interpretations where the text is silent or broken are in docs/rules/dubov.md.

mod aro;
mod brackets;
mod bye;
pub mod colour;
pub(crate) mod explain;
mod field;
pub mod reason;
mod renumbering;
mod solver;
mod upfloaters;
mod weights;

pub use aro::average_rating_of_opponents;
pub use brackets::middle_out;
pub use colour::ColourRule;
pub use field::{Entrant, colour_preference};
pub use reason::DubovReason;
pub use renumbering::renumbers_on_rating_change;

use super::{JobControl, PairingError, PairingInputError, ProposedRound};
use crate::check::{CommonRules, Violation, common_violations};
use crate::domain::{Board, Colour, Points, Tournament};
use crate::matching::WideUint;
use crate::system::EngineFunctions;
use upfloaters::RoundFacts;
use weights::Packed;

/// One scoregroup as it was paired.
#[derive(Debug, Clone)]
pub struct BracketRecord {
    pub score: Points,
    /// Indices into the field's players.
    pub residents: Vec<usize>,
    pub upfloaters: Vec<usize>,
    pub pairing: brackets::BracketPairing,
}

/// Everything the engine decided, for the pairing and its explanation.
pub struct Outcome {
    pub players: Vec<Entrant>,
    pub bye: Option<usize>,
    pub brackets: Vec<BracketRecord>,
    /// (White, Black, rule), in board order.
    pub boards: Vec<(usize, usize, ColourRule)>,
}

/// Pairs round `round` of `t` by the Dubov system.
pub fn pair(
    t: &Tournament,
    round: u32,
    control: &JobControl,
) -> Result<ProposedRound, PairingError> {
    decide(t, round, control).map(|outcome| proposed_of(&outcome))
}

/// The round the engine proposes from its decisions.
fn proposed_of(outcome: &Outcome) -> ProposedRound {
    let players = &outcome.players;
    let boards = outcome
        .boards
        .iter()
        .map(|&(w, b, _)| Board::new(players[w].id, players[b].id));
    ProposedRound::with_pab(boards.collect(), outcome.bye.map(|v| players[v].id))
}

/// Runs the whole Dubov procedure for round `round`.
pub fn decide(t: &Tournament, round: u32, control: &JobControl) -> Result<Outcome, PairingError> {
    super::pairable_round(t, round)?;
    let field = field::build(t, round).map_err(|u| {
        PairingError::InvalidInput(PairingInputError::UnratedPlayer { name: u.name })
    })?;
    let players = field.players;
    let facts = RoundFacts {
        last_round: t.settings.rounds > 0 && round >= t.settings.rounds,
        // C.04.4.1 1.8.2: MaxT = 2 + ⌊Rnds / 5⌋.
        max_upfloats: 2 + t.settings.rounds / 5,
    };
    // C.04.4.1 3.1: the PAB first.
    let bye = if players.len() % 2 == 1 {
        Some(bye::choose(&players)?)
    } else {
        None
    };
    let remaining: Vec<usize> = (0..players.len()).filter(|&v| Some(v) != bye).collect();
    let bits = upfloaters::bits_needed(&players, &remaining);
    let brackets = if bits <= u128::BITS {
        pair_brackets::<u128>(&players, remaining, facts, control)?
    } else if bits <= <WideUint<4> as Packed>::BITS {
        pair_brackets::<WideUint<4>>(&players, remaining, facts, control)?
    } else if bits <= <WideUint<8> as Packed>::BITS {
        pair_brackets::<WideUint<8>>(&players, remaining, facts, control)?
    } else {
        return Err(PairingError::InvalidInput(PairingInputError::TooLarge));
    };
    let initial = t.settings.initial_colour;
    let mut boards: Vec<(usize, usize, ColourRule)> = brackets
        .iter()
        .flat_map(|b| b.pairing.pairs.iter().copied())
        .map(|(a, b)| {
            // The higher-ranked player is asked (5.2.1 and 5.2.5 speak of them).
            let (p, o) = if players[a].ranks_above(&players[b]) {
                (a, b)
            } else {
                (b, a)
            };
            let (c, rule) = colour::colour_for(&players[p], &players[o], initial);
            if c == Colour::White {
                (p, o, rule)
            } else {
                (o, p, rule)
            }
        })
        .collect();
    sort_boards(&mut boards, &players);
    control.set_progress(1.0);
    Ok(Outcome {
        players,
        bye,
        brackets,
        boards,
    })
}

/// C.04.4.1 3.2: the scoregroups from the top down, each taking upfloaters from below.
fn pair_brackets<W: Packed>(
    players: &[Entrant],
    mut remaining: Vec<usize>,
    facts: RoundFacts,
    control: &JobControl,
) -> Result<Vec<BracketRecord>, PairingError> {
    let mut matching = upfloaters::RoundMatching::<W>::new(players, &remaining);
    let mut brackets = Vec::new();
    let total = remaining.len().max(1);
    while let Some(&top) = remaining.first() {
        if control.is_cancelled() {
            return Err(PairingError::Cancelled);
        }
        control.set_progress(1.0 - remaining.len() as f32 / total as f32);
        let score = players[top].score;
        let (residents, lower): (Vec<usize>, Vec<usize>) =
            remaining.iter().partition(|&&v| players[v].score == score);
        let upfloaters = matching.choose(players, &residents, &lower, facts)?;
        let members: Vec<usize> = residents.iter().chain(&upfloaters).copied().collect();
        let pairing = brackets::pair::<W>(players, &members)?;
        remaining.retain(|v| !members.contains(v));
        brackets.push(BracketRecord {
            score,
            residents,
            upfloaters,
            pairing,
        });
    }
    Ok(brackets)
}

/// Board order (C.04.2 3.6): by the score of the higher-ranked player of each pair, then
/// the score of the other, then the higher-ranked player's TPN.
fn sort_boards(boards: &mut [(usize, usize, ColourRule)], players: &[Entrant]) {
    boards.sort_by_key(|&(w, b, _)| {
        let (pw, pb) = (&players[w], &players[b]);
        let (hi, lo) = if pw.ranks_above(pb) {
            (pw, pb)
        } else {
            (pb, pw)
        };
        (
            std::cmp::Reverse(hi.score),
            std::cmp::Reverse(lo.score),
            hi.tpn,
        )
    });
}

/// The Dubov system (C.04.4.1) as a [`crate::system::PairingEngine`].
pub(crate) static ENGINE: EngineFunctions = EngineFunctions {
    pair,
    explain: explain::explain_round,
    check: check_round,
};

/// The rules every Swiss shares, without the topscorer exception (C.04.4.1 C3).
fn check_round(t: &Tournament, round: u32, proposed: &ProposedRound) -> Vec<Violation> {
    let rules = CommonRules {
        topscorer_exception: false,
        ..CommonRules::FIDE
    };
    common_violations(t, round, proposed, &rules)
}
