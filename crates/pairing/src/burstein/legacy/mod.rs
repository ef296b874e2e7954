//! The legacy Burstein system: the older text of seed 003 (§04.4), as the reference engine
//! bbpPairings `--burstein` implements it, so that its answers are reproduced exactly
//! (the oracle tests check every request of `../shared/oracle/burstein*`).
//!
//! - `field`: the players of the round, built on the shared Swiss entrant
//!   (`pairing::swiss::entrant`), with the pairing score with the imaginary point of
//!   rounds 1–2, Sonneborn-Berger, Buchholz, Median, bye eligibility;
//! - `order`: the in-group order;
//! - `weights`: the criteria as matching weights;
//! - `brackets`: which score groups are paired together (merging, art. 6.6);
//! - `groups`: the pairs inside each bracket, top-down;
//! - `colour`: the colours of a pair;
//! - no `bye` module: the bye goes to the lowest player who may have it (`field` says who
//!   may), chosen in this module before the brackets;
//! - `reason` and `explain`: the sentences of an explanation with their wording, and the
//!   reasons for a round;
//! - no `check` module: the checker applies the rules every Swiss shares
//!   (`pairing::check`).
//!
//! Where the reference departs from the seed's text (each noted where it happens):
//! - the bye goes to the lowest player of the field who may have it, before any pairing,
//!   and a round that cannot then be completed has no valid pairing (the seed: lowest
//!   score group, lowest SB; nothing is said when the rest cannot be paired);
//! - the seed pairs by fixed priority lists (1–6, 2–5, 3–4 …); the reference takes, player
//!   by player from the top, the lowest opponent that keeps the round pairable with the
//!   most due colours (the same first choice whenever the lists' first choice is legal);
//! - floaters: one player at most leaves a score group, the first one (from the top) who
//!   cannot be paired inside it, to the next group only;
//! - bye eligibility (art. 4.1: no bye after "a point without playing"): only an earlier
//!   pairing-allocated bye or a forfeit win bars it; a requested full-point bye does not;
//! - colour limits (arts. 5.2–5.3, ±2 and no colour three times running): only two players
//!   with the same absolute preference may not meet; the due colours then come from the
//!   C.04.3 preferences (art. 5.4 orders the rules the same way);
//! - the imaginary point (art. 3.3) goes by pairing number, not rating (see `field`);
//! - the reference was run with a fix for a crash on odd player counts (oracle README).

mod brackets;
mod colour;
pub(crate) mod explain;
mod field;
mod groups;
mod order;
pub mod reason;
mod weights;

use super::super::{JobControl, PairingError, ProposedRound, Unpairable};
use crate::domain::{Board, PlayerId, Points, Tournament};
use crate::swiss::ColourRule;
use crate::swiss::board_order::sort_boards;
use crate::swiss::entrant as players;
use field::Contender;

/// Pairs round `round` of `t` by the legacy Burstein system.
pub fn pair(
    t: &Tournament,
    round: u32,
    control: &JobControl,
) -> Result<ProposedRound, PairingError> {
    pair_traced(t, round, control).map(|(proposed, _)| proposed)
}

/// How the engine came to a round, for the explanation.
#[derive(Debug, Clone, Default)]
pub struct Trace {
    pub players: usize,
    /// The pairing score of each bracket, top-down (a merged bracket: its top score).
    pub scoregroups: Vec<Points>,
    /// Players with the imaginary point of rounds 1–2.
    pub imaginary: usize,
    /// In board order.
    pub boards: Vec<BoardTrace>,
    /// Floaters: who, from which bracket's score, into which.
    pub floats: Vec<(PlayerId, Points, Points)>,
    pub bye: Option<PlayerId>,
}

/// How one board was made.
#[derive(Debug, Clone, Copy)]
pub struct BoardTrace {
    pub chooser: PlayerId,
    pub opponent: PlayerId,
    /// The chooser's place (1-based) in the bracket's order, and the bracket's size.
    pub position: usize,
    pub size: usize,
    pub bracket: Points,
    pub colour_rule: ColourRule,
}

fn points(value: i64) -> Points {
    Points(i32::try_from(value).unwrap_or(i32::MAX))
}

/// [`pair`], with the trace of how the pairing was made.
pub fn pair_traced(
    t: &Tournament,
    round: u32,
    control: &JobControl,
) -> Result<(ProposedRound, Trace), PairingError> {
    let field = players::build(t, round);
    let mut contenders = field::build(t, round, field.players);
    if contenders.len() > weights::MAX_PLAYERS {
        return Err(PairingError::InvalidInput(
            crate::PairingInputError::TooLarge,
        ));
    }
    let imaginary = contenders
        .iter()
        .filter(|c| c.pairing_score > i64::from(c.entrant.score.0))
        .count();
    contenders.sort_by(order::in_field);
    let bye = take_bye(&mut contenders)?;
    let structure = brackets::build(&contenders);
    if !structure.valid {
        return Err(PairingError::NoValidPairing(Unpairable::NoCompletePairing));
    }
    let scoregroups = structure
        .ranges
        .iter()
        .filter(|r| !r.is_empty())
        .map(|r| points(contenders[r.start].pairing_score))
        .collect();
    let (made, floated) =
        groups::pair_brackets(structure, &contenders, t.settings.initial_colour, control)?;
    let mut order: Vec<(usize, usize)> = (0..made.len()).map(|i| (made[i].white, i)).collect();
    let mut boards: Vec<(usize, usize)> = made.iter().map(|m| (m.white, m.black)).collect();
    sort_boards(&mut boards, |i| {
        let e = &contenders[i].entrant;
        (e.score, e.rank)
    });
    order.sort_by_key(|&(white, _)| boards.iter().position(|b| b.0 == white));
    let id = |i: usize| contenders[i].entrant.id;
    let trace = Trace {
        players: contenders.len() + usize::from(bye.is_some()),
        scoregroups,
        imaginary,
        boards: order
            .iter()
            .map(|&(_, i)| {
                let m = &made[i];
                let opponent = if m.chooser == m.white {
                    m.black
                } else {
                    m.white
                };
                BoardTrace {
                    chooser: id(m.chooser),
                    opponent: id(opponent),
                    position: m.position,
                    size: m.size,
                    bracket: points(contenders[m.bracket].pairing_score),
                    colour_rule: m.colour_rule,
                }
            })
            .collect(),
        floats: floated
            .iter()
            .map(|f| {
                (
                    id(f.player),
                    points(contenders[f.from].pairing_score),
                    points(contenders[f.into].pairing_score),
                )
            })
            .collect(),
        bye: bye.as_ref().map(|c| c.entrant.id),
    };
    control.set_progress(1.0);
    let boards = boards.into_iter().map(|(w, b)| Board::new(id(w), id(b)));
    let proposed = ProposedRound::with_pab(boards.collect(), bye.map(|c| c.entrant.id));
    Ok((proposed, trace))
}

/// With an odd number of players, the lowest one in field order who may have the
/// pairing-allocated bye gets it (seed 003 §04.4 arts. 4.1–4.3: the lowest score group, the lowest
/// Sonneborn-Berger); none eligible: no valid pairing.
fn take_bye(players: &mut Vec<Contender>) -> Result<Option<Contender>, PairingError> {
    if players.len().is_multiple_of(2) {
        return Ok(None);
    }
    let Some(i) = players.iter().rposition(|c| c.bye_eligible) else {
        return Err(PairingError::NoValidPairing(Unpairable::NoByeReceiver));
    };
    Ok(Some(players.remove(i)))
}

/// The legacy Burstein system (seed 003) as a [`crate::system::PairingEngine`].
pub struct BursteinLegacy;

impl crate::system::PairingEngine for BursteinLegacy {
    fn pair(
        &self,
        t: &Tournament,
        round: u32,
        control: &JobControl,
    ) -> Result<ProposedRound, PairingError> {
        if round == 0 {
            return Err(PairingError::InvalidInput(
                crate::PairingInputError::RoundZero,
            ));
        }
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
}
