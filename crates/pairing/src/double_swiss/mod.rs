//! FIDE Double-Swiss system (C.04.5, approved 28 October 2025, applied from 1 February
//! 2026) as a pure engine. Every pairing is a match of two games between the same two
//! players, colours reversed in the second game (Preface); scores are game points
//! (1.2.1). The round is paired by the top-scoregroup procedure (3.3): the
//! pairing-allocated bye first (3.4), then, again and again, the top-scoregroup of the
//! players still unpaired with the upfloaters it needs (3.5), paired by the first pairing
//! identifier (3.6); colours last (Article 4). There are upfloaters only, and no colour
//! criterion.
//!
//! - `field`: the players and the facts the rules read (score, TPN, matches played,
//!   [C2], floats of the previous round, colours);
//! - `bye`: the PAB (3.4);
//! - the procedure, 3.3–3.6 ([C1], [C3]–[C8]): the shared `swiss::top_scoregroup`, with
//!   this system's bracket criterion [C8] (upfloaters' opponents who floated);
//! - `colour`: who has White in the first game (Article 4);
//! - `reason` and `explain`: the sentences of an explanation and the reasons for a round;
//! - `check`: the Double-Swiss rules the checker adds ([C2] as C.04.5 words it, 3.4).
//!
//! The board order is the shared one (`swiss::board_order`, C.04.2 3.6). Readings of
//! passages the text leaves open are in docs/rules/double-swiss.md (D1…).

mod bye;
pub mod check;
pub mod colour;
mod explain;
pub mod field;
pub mod reason;

pub use colour::ColourRule;
pub use field::Contender;
pub use reason::DoubleSwissReason;

pub use crate::swiss::top_scoregroup::BracketRecord;

use super::{JobControl, PairingError, ProposedRound, Unpairable};
use crate::domain::{Board, Tournament};
use crate::swiss::top_scoregroup::{self, Graph, Procedure, Standing};
use crate::system::EngineFunctions;

/// One match: White of the first game, Black of the first game, the colour rule, and the
/// bracket it was made in.
pub type MatchRecord = top_scoregroup::Match<ColourRule>;

/// Everything the engine decided, for the pairing and its explanation.
pub struct Outcome {
    pub players: Vec<Contender>,
    pub bye: Option<usize>,
    pub brackets: Vec<BracketRecord>,
    /// In board order.
    pub matches: Vec<MatchRecord>,
}

/// Pairs round `round` of `t` by the Double-Swiss system.
pub fn pair(
    t: &Tournament,
    round: u32,
    control: &JobControl,
) -> Result<ProposedRound, PairingError> {
    decide(t, round, control).map(|outcome| proposed_of(&outcome))
}

/// The round the engine proposes: each board a two-game match.
fn proposed_of(outcome: &Outcome) -> ProposedRound {
    let players = &outcome.players;
    let boards = outcome
        .matches
        .iter()
        .map(|m| Board::new_match(players[m.white].id, players[m.black].id));
    ProposedRound::with_pab(boards.collect(), outcome.bye.map(|v| players[v].id))
}

/// Runs the whole procedure of 3.3 for round `round`.
pub fn decide(t: &Tournament, round: u32, control: &JobControl) -> Result<Outcome, PairingError> {
    super::pairable_round(t, round)?;
    let players = field::build(t, round);
    let graph = Graph::new(players.len(), |u, v| {
        field::compatible(&players[u], &players[v])
    });
    let standings: Vec<Standing> = players
        .iter()
        .map(|p| Standing {
            score: p.score,
            tpn: p.tpn,
            floated_previous_round: p.floated_previous_round,
        })
        .collect();
    // Decision D5: [C7] and [C8] lapse in the last round only.
    let last_round = t.settings.rounds > 0 && round >= t.settings.rounds;
    let procedure = Procedure {
        standings: &standings,
        graph: &graph,
        float_criteria: !last_round,
    };
    let n = players.len();
    let mut unpaired = vec![true; n];
    // 3.3.2: the pairing-allocated bye first (3.4).
    let bye = if n % 2 == 1 {
        let v = bye::choose(&players, &graph)
            .ok_or(PairingError::NoValidPairing(Unpairable::NoByeReceiver))?;
        unpaired[v] = false;
        Some(v)
    } else {
        None
    };
    // [C8]: upfloaters' opponents who were floaters in the previous round.
    let cost = |upfloaters: &[usize], u: usize, v: usize| {
        if last_round {
            0
        } else {
            top_scoregroup::floated_opponents(&standings, upfloaters, u, v)
        }
    };
    let brackets = top_scoregroup::pair_all(&procedure, &mut unpaired, &cost, control)?;
    let matches = matches_of(&players, &brackets, t.settings.initial_colour);
    Ok(Outcome {
        players,
        bye,
        brackets,
        matches,
    })
}

/// Article 4 for every pair, then the board order of C.04.2 3.6.
fn matches_of(
    players: &[Contender],
    brackets: &[BracketRecord],
    initial: crate::domain::Colour,
) -> Vec<MatchRecord> {
    let allocate = |top: usize, bottom: usize| {
        let (white, _, rule) = colour::allocate(&players[top], &players[bottom], initial);
        if white.id == players[top].id {
            (top, bottom, rule)
        } else {
            (bottom, top, rule)
        }
    };
    top_scoregroup::in_board_order(brackets, allocate, |i| {
        (players[i].score, players[i].tpn as usize)
    })
}

/// The Double-Swiss system (C.04.5) as a [`crate::system::PairingEngine`].
pub(crate) static ENGINE: EngineFunctions = EngineFunctions {
    pair,
    explain: explain::explain_round,
    check: check::check_round,
};
