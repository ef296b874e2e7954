//! The 2026 edition of the Burstein system (C.04.4.2, applied from 1 February 2026).
//!
//! - seeding rounds (1.6): the first min(⌊rounds/2⌋, 4) rounds are paired by the Dutch
//!   engine (the FIDE (Dutch) System, C.04.3, the edition in force);
//! - the players of the round are the shared Swiss entrant (`pairing::swiss::entrant`);
//!   `index`: Buchholz, Sonneborn-Berger and the pairing number (1.7–1.8);
//! - `bye`: the pairing-allocated bye, chosen first (3.1);
//! - `weights`: the criteria C1–C8 (art. 2) as matching weights;
//! - `brackets`: the brackets top-down and the first best pairing of each in the order
//!   of art. 4; `round_graph`: the graph of everybody still to pair; `bracket_graph` and
//!   `completion`: the fast way to find the same choice (a bracket and the next scoregroup
//!   in a graph of their own, the players below only asked whether they can take what is
//!   left over);
//! - `order`: that order written out (art. 4.3);
//! - `colour`: the colours (5.2);
//! - board order: the text gives none; the boards are published as every FIDE Swiss
//!   system publishes them (C.04.2 3.6, shared with the Dutch engine);
//! - `reason` and `explain`: the sentences of an explanation with their wording, and the
//!   reasons for a round;
//! - no `check` module: the checker applies the rules every Swiss shares
//!   (`pairing::check`).

mod bracket_graph;
mod brackets;
mod bye;
mod colour;
mod completion;
pub(crate) mod explain;
mod index;
pub mod order;
pub mod reason;
mod round_graph;
mod weights;

pub use brackets::Solving;
pub use index::Index;
pub use reason::{Burstein2026Colour, Burstein2026Reason};

use super::super::{JobControl, PairingError, PairingInputError, ProposedRound};
use crate::domain::{Board, PlayerId, Points, Tournament};
use crate::dutch::Dutch;
use crate::swiss::board_order::sort_boards;
use crate::swiss::entrant as players;
use crate::swiss::{ColourRule, Entrant};
use crate::system::EngineFunctions;
use crate::system::PairingEngine;
use brackets::Field;

/// The largest field (the weights are 128-bit fields, the graph is dense).
pub const MAX_PLAYERS: usize = 8192;

/// C.04.4.2 1.6.2: the number of seeding rounds, half the rounds (rounded down) or four,
/// whichever is lower.
pub fn seeding_rounds(t: &Tournament) -> u32 {
    (t.settings.rounds / 2).min(4)
}

/// Every player's Index (1.7–1.8) after `rounds` rounds, for the pairing of the next
/// round, read as the tournament's Burstein options say.
pub fn index_after(t: &Tournament, rounds: u32) -> std::collections::BTreeMap<PlayerId, Index> {
    index::compute(t, rounds + 1, rounds)
}

/// Pairs round `round` of `t` by the 2026 Burstein edition.
pub fn pair(
    t: &Tournament,
    round: u32,
    control: &JobControl,
) -> Result<ProposedRound, PairingError> {
    pair_traced(t, round, control).map(|(proposed, _)| proposed)
}

/// [`pair`], each bracket player's opponent found the way `solving` says (every way gives
/// the same round; the differential test compares them).
pub fn pair_solved_by(
    t: &Tournament,
    round: u32,
    control: &JobControl,
    solving: Solving,
) -> Result<ProposedRound, PairingError> {
    pair_traced_by(t, round, control, solving).map(|(proposed, _)| proposed)
}

/// How the engine came to a round, for the explanation.
#[derive(Debug, Clone, Default)]
pub struct Trace {
    /// A seeding round, paired by the Dutch engine.
    pub seeding: bool,
    pub players: usize,
    pub scoregroups: usize,
    /// In board order.
    pub boards: Vec<BoardTrace>,
    /// Outgoing floaters: who, from which bracket's score, into which.
    pub floats: Vec<(PlayerId, Points, Points)>,
    /// The PAB receiver, their score and games played.
    pub bye: Option<(PlayerId, Points, u32)>,
}

/// How one board was made.
#[derive(Debug, Clone, Copy)]
pub struct BoardTrace {
    pub chooser: PlayerId,
    pub opponent: PlayerId,
    /// The chooser's BSN and the bracket's size.
    pub bsn: usize,
    pub size: usize,
    pub bracket: Points,
    pub colour_rule: ColourRule,
}

/// [`pair`], with the trace of how the pairing was made.
pub fn pair_traced(
    t: &Tournament,
    round: u32,
    control: &JobControl,
) -> Result<(ProposedRound, Trace), PairingError> {
    pair_traced_by(t, round, control, Solving::default())
}

/// [`pair_traced`], each bracket player's opponent found the way `solving` says.
fn pair_traced_by(
    t: &Tournament,
    round: u32,
    control: &JobControl,
    solving: Solving,
) -> Result<(ProposedRound, Trace), PairingError> {
    crate::pairable_round(t, round)?;
    if round <= seeding_rounds(t) {
        let proposed = Dutch.pair(t, round, control)?;
        let trace = Trace {
            seeding: true,
            ..Trace::default()
        };
        return Ok((proposed, trace));
    }
    let mut entrants = ranked_entrants(t, round)?;
    let total = entrants.len();
    let mut bye = None;
    if total % 2 == 1 {
        let (players, index): (Vec<Entrant>, Vec<Index>) = entrants.iter().cloned().unzip();
        let chosen = bye::choose(&players, &index)?;
        let (e, _) = entrants.remove(chosen);
        bye = Some((e.id, e.pairing_score, e.played_games));
    }
    let (players, index): (Vec<Entrant>, Vec<Index>) = entrants.into_iter().unzip();
    let mut scoregroups: Vec<Points> = players.iter().map(|p| p.pairing_score).collect();
    scoregroups.dedup();
    let f = Field {
        players: &players,
        index: &index,
        initial: t.settings.initial_colour,
    };
    let (made, floated) = brackets::pair_brackets(&f, solving, control)?;
    let mut boards: Vec<(usize, usize, usize)> = made
        .iter()
        .enumerate()
        .map(|(k, m)| (m.white, m.black, k))
        .collect();
    // C.04.2 3.6 (the 2026 Burstein text has no board order of its own).
    let mut pairs: Vec<(usize, usize)> = boards.iter().map(|&(w, b, _)| (w, b)).collect();
    sort_boards(&mut pairs, |i| (players[i].score, players[i].rank));
    boards.sort_by_key(|&(w, _, _)| pairs.iter().position(|p| p.0 == w));
    let id = |i: usize| players[i].id;
    let trace = Trace {
        seeding: false,
        players: total,
        scoregroups: scoregroups.len(),
        boards: boards
            .iter()
            .map(|&(_, _, k)| board_trace(&made[k], id))
            .collect(),
        floats: floated
            .iter()
            .map(|f| (id(f.player), f.from, f.into))
            .collect(),
        bye,
    };
    control.set_progress(1.0);
    let boards = pairs.into_iter().map(|(w, b)| Board::new(id(w), id(b)));
    let proposed = ProposedRound::with_pab(boards.collect(), bye.map(|(player, _, _)| player));
    Ok((proposed, trace))
}

/// The players of round `round` with their Index (1.7), in the order of 1.8 within each
/// score, highest score first.
fn ranked_entrants(t: &Tournament, round: u32) -> Result<Vec<(Entrant, Index)>, PairingError> {
    let field = players::build(t, round);
    if field.players.len() > MAX_PLAYERS {
        return Err(PairingError::InvalidInput(PairingInputError::TooLarge));
    }
    let indexes = index::compute(t, round, field.played_rounds);
    let mut entrants: Vec<(Entrant, Index)> = field
        .players
        .into_iter()
        .map(|e| {
            let i = indexes.get(&e.id).copied().unwrap_or_default();
            (e, i)
        })
        .collect();
    entrants.sort_by(|(a, ia), (b, ib)| {
        b.pairing_score
            .cmp(&a.pairing_score)
            .then(index::ranks_before((*ia, a.rank), (*ib, b.rank)))
    });
    Ok(entrants)
}

/// How the pair `m` was made, players named by `id`.
fn board_trace(m: &brackets::Made, id: impl Fn(usize) -> PlayerId) -> BoardTrace {
    let opponent = if m.chooser == m.white {
        m.black
    } else {
        m.white
    };
    BoardTrace {
        chooser: id(m.chooser),
        opponent: id(opponent),
        bsn: m.bsn,
        size: m.size,
        bracket: m.bracket,
        colour_rule: m.colour_rule,
    }
}

/// The 2026 Burstein edition (C.04.4.2) as a [`crate::system::PairingEngine`]: the
/// rules every Swiss shares are checked as C.04.3 states them.
pub(crate) static ENGINE: EngineFunctions = EngineFunctions {
    pair,
    explain: explain::explain_round,
    check: crate::system::fide_check,
};
