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
//! - `completion`: [C3], whether players can all be paired, and at what [C8] cost;
//! - `bye`: the PAB (3.4);
//! - `upfloaters`: the set of upfloaters of a bracket (3.5, [C4]–[C7]);
//! - `bracket`: the pairing of a bracket (3.6, [C1], [C8]);
//! - `colour`: who has White in the first game (Article 4);
//! - `reason` and `explain`: the sentences of an explanation and the reasons for a round;
//! - `check`: the Double-Swiss rules the checker adds ([C2] as C.04.5 words it, 3.4).
//!
//! The board order is the shared one (`swiss::board_order`, C.04.2 3.6). Readings of
//! passages the text leaves open are in docs/rules/double-swiss.md (D1…).

mod bracket;
mod bye;
pub mod check;
pub mod colour;
mod completion;
mod explain;
pub mod field;
pub mod reason;
mod upfloaters;

pub use colour::ColourRule;
pub use field::Contender;
pub use reason::DoubleSwissReason;

use super::{JobControl, PairingError, ProposedRound, Unpairable};
use crate::domain::{Board, Bye, ByeKind, Points, Tournament};
use completion::Graph;

/// What every rule of one round needs to know.
pub struct Context {
    /// The players to pair, by TPN.
    pub players: Vec<Contender>,
    graph: Graph,
    /// [C7] and [C8] apply: not the last round (decision D5).
    pub float_criteria: bool,
}

/// One bracket as it was paired.
#[derive(Debug, Clone)]
pub struct BracketRecord {
    /// The score of its resident players.
    pub score: Points,
    pub residents: Vec<usize>,
    /// The upfloaters (3.5.3 order), with how the set met [C6] and [C7].
    pub upfloaters: Vec<usize>,
    pub following_pairable: bool,
    pub floated_again: usize,
    /// (top member, bottom member) pairs, 3.6.
    pub pairs: Vec<(usize, usize)>,
}

/// One match: White of the first game, Black of the first game, the colour rule, and the
/// bracket it was made in.
#[derive(Debug, Clone, Copy)]
pub struct MatchRecord {
    pub white: usize,
    pub black: usize,
    pub rule: ColourRule,
    pub bracket: usize,
}

/// Everything the engine decided, for the pairing and its explanation.
pub struct Outcome {
    pub players: Vec<Contender>,
    pub bye: Option<usize>,
    pub brackets: Vec<BracketRecord>,
    /// In board order.
    pub matches: Vec<MatchRecord>,
}

/// Pairs round `round` of `t` by the Double-Swiss system.
pub fn pair(t: &Tournament, round: u32, control: &JobControl) -> Result<ProposedRound, PairingError> {
    decide(t, round, control).map(|outcome| proposed_of(&outcome))
}

/// The round the engine proposes: each board a two-game match.
fn proposed_of(outcome: &Outcome) -> ProposedRound {
    let players = &outcome.players;
    ProposedRound {
        boards: outcome
            .matches
            .iter()
            .map(|m| Board::new_match(players[m.white].id, players[m.black].id))
            .collect(),
        byes: outcome
            .bye
            .map(|v| Bye {
                player: players[v].id,
                kind: ByeKind::PairingAllocated,
            })
            .into_iter()
            .collect(),
    }
}

/// Runs the whole procedure of 3.3 for round `round`.
pub fn decide(t: &Tournament, round: u32, control: &JobControl) -> Result<Outcome, PairingError> {
    super::pairable_round(t, round)?;
    let players = field::build(t, round);
    let graph = Graph::new(players.len(), |u, v| field::compatible(&players[u], &players[v]));
    // Decision D5: [C7] and [C8] lapse in the last round only.
    let last_round = t.settings.rounds > 0 && round >= t.settings.rounds;
    let ctx = Context {
        players,
        graph,
        float_criteria: !last_round,
    };
    let n = ctx.players.len();
    let mut unpaired = vec![true; n];
    // 3.3.2: the pairing-allocated bye first (3.4).
    let bye = if n % 2 == 1 {
        let v = bye::choose(&ctx.players, &ctx.graph)
            .ok_or(PairingError::NoValidPairing(Unpairable::NoByeReceiver))?;
        unpaired[v] = false;
        Some(v)
    } else {
        None
    };
    if !ctx.graph.pairable(&unpaired) {
        return Err(PairingError::NoValidPairing(Unpairable::NoCompletePairing));
    }
    let mut brackets = Vec::new();
    // 3.3.2: the top-scoregroup with its upfloaters, until everybody is paired.
    while let Some(top) = (0..n).filter(|&v| unpaired[v]).map(|v| ctx.players[v].score).max() {
        if control.is_cancelled() {
            return Err(PairingError::Cancelled);
        }
        let residents: Vec<usize> = (0..n)
            .filter(|&v| unpaired[v] && ctx.players[v].score == top)
            .collect();
        let choice = upfloaters::choose(&ctx, &residents, &unpaired, control)?
            .ok_or(PairingError::NoValidPairing(Unpairable::NoCompletePairing))?;
        let members: Vec<usize> = residents.iter().chain(&choice.set).copied().collect();
        let pairs = bracket::pair(&ctx, &members, &choice.set)
            .ok_or(PairingError::NoValidPairing(Unpairable::NoCompletePairing))?;
        for &v in &members {
            unpaired[v] = false;
        }
        brackets.push(BracketRecord {
            score: top,
            residents,
            upfloaters: choice.set,
            following_pairable: choice.following_pairable,
            floated_again: choice.floated_again,
            pairs,
        });
        let paired = n - unpaired.iter().filter(|u| **u).count();
        control.set_progress(paired as f32 / n.max(1) as f32);
    }
    let matches = matches_of(&ctx, &brackets, t.settings.initial_colour);
    Ok(Outcome {
        players: ctx.players,
        bye,
        brackets,
        matches,
    })
}

/// Article 4 for every pair, then the board order of C.04.2 3.6.
fn matches_of(
    ctx: &Context,
    brackets: &[BracketRecord],
    initial: crate::domain::Colour,
) -> Vec<MatchRecord> {
    let players = &ctx.players;
    let mut matches: Vec<MatchRecord> = Vec::new();
    for (index, b) in brackets.iter().enumerate() {
        for &(top, bottom) in &b.pairs {
            let (white, _, rule) = colour::allocate(&players[top], &players[bottom], initial);
            let (white, black) = if white.id == players[top].id {
                (top, bottom)
            } else {
                (bottom, top)
            };
            matches.push(MatchRecord {
                white,
                black,
                rule,
                bracket: index,
            });
        }
    }
    let mut order: Vec<(usize, usize)> = matches.iter().map(|m| (m.white, m.black)).collect();
    crate::swiss::board_order::sort_boards(&mut order, |i| {
        (players[i].score, players[i].tpn as usize)
    });
    order
        .iter()
        .filter_map(|&(w, b)| matches.iter().find(|m| m.white == w && m.black == b).copied())
        .collect()
}

/// The Double-Swiss system (C.04.5) as a [`crate::system::PairingEngine`].
pub struct DoubleSwiss;

impl crate::system::PairingEngine for DoubleSwiss {
    fn pair(
        &self,
        t: &Tournament,
        round: u32,
        control: &JobControl,
    ) -> Result<ProposedRound, PairingError> {
        pair(t, round, control)
    }

    fn explain(
        &self,
        t: &Tournament,
        round: u32,
        control: &JobControl,
    ) -> Result<(crate::explanation::RoundExplanation, ProposedRound), PairingError> {
        explain::explain_round(t, round, control)
    }

    fn check(
        &self,
        t: &Tournament,
        round: u32,
        proposed: &ProposedRound,
    ) -> Vec<crate::check::Violation> {
        use crate::check::{CommonRules, Violation, common_violations};
        // No colour limits (C.04.5 has no colour criterion) and its own [C2] and PAB rule.
        let rules = CommonRules {
            pab_and_colour_limits: false,
            topscorer_exception: false,
            colour_limits_waived: None,
        };
        let mut violations = common_violations(t, round, proposed, &rules);
        let found = check::violations(t, round, proposed);
        violations.extend(found.into_iter().map(Violation::system));
        violations
    }
}
