//! The Italo-Svizzero system of the Federazione Scacchistica Italiana (seed 002, 2005) as a
//! pure engine. Every reading of the text is in `docs/rules/italo-svizzero.md` (D1–D9).
//!
//! - `field`: the players present (not the FIDE Swiss field, `pairing::swiss`), by draw
//!   number (art. 3), with score (art. 8), colours (art. 13), pairings so far (art. 6), and
//!   where the rotation resumes (art. 6, D1);
//! - `rotation`: the next first player and the scan of the score groups (arts. 4, 6, 7);
//! - `search`: forming the pairs, and undoing them from the end (art. 9);
//! - `completion`: whether the players left can still all be paired (art. 9's cut);
//! - `packed`, `packed_search`, `packed_matching`: the rotation, art. 9's search and its
//!   matching over bit masks (the same answers, each step cheaper) for fields of up to
//!   128 players;
//! - `bye`: an odd field: the forfeit win of arts. 10, 12 (what the other systems call the
//!   pairing-allocated bye);
//! - `colour`: art. 15;
//! - `check`: the rules no Italo-Svizzero pairing may break;
//! - `reason`: the sentences of its explanation, with their wording;
//! - `explain`: the reasons per board;
//! - `rounds`: the recommended number of rounds (art. 2).
//!
//! The boards come out in the order the pairs were formed: the last board is the last
//! pair, whose White starts the next round's rotation (D1).

mod bye;
pub mod check;
pub mod colour;
mod completion;
pub(crate) mod explain;
mod field;
mod packed;
mod packed_matching;
mod packed_search;
#[cfg(test)]
mod packed_tests;
pub mod reason;
mod rotation;
pub mod rounds;
mod search;
#[cfg(test)]
mod tests;

pub use bye::ForfeitWinReason;
pub use colour::ColourRule;
pub use reason::ItaloSvizzeroReason;

use super::{JobControl, PairingError, ProposedRound, Unpairable};
use crate::domain::{Board, Bye, ByeKind, Tournament};
use bye::Attempt;
use field::Field;
use search::{Formation, Pruning, Search};

/// A round as the rules formed it, with the facts the explanation needs.
struct Formed {
    field: Field,
    formation: Formation,
    forfeit_win: Option<(usize, ForfeitWinReason)>,
}

/// Pairs round `round` of `t` by the Italo-Svizzero system.
pub fn pair(
    t: &Tournament,
    round: u32,
    control: &JobControl,
) -> Result<ProposedRound, PairingError> {
    let formed = form(t, round, control, Pruning::Exact)?;
    Ok(proposed(&formed, round))
}

/// The same pairing as [`pair`], by art. 9's search without its cuts: every choice is
/// followed to its end. Slow in long events; for the test that the cuts change no
/// answer, and for the benches' before-and-after.
#[doc(hidden)]
pub fn pair_without_cuts(
    t: &Tournament,
    round: u32,
    control: &JobControl,
) -> Result<ProposedRound, PairingError> {
    let formed = form(t, round, control, Pruning::Off)?;
    Ok(proposed(&formed, round))
}

fn form(
    t: &Tournament,
    round: u32,
    control: &JobControl,
    pruning: Pruning,
) -> Result<Formed, PairingError> {
    super::pairable_round(t, round)?;
    let options = t.settings.italo_svizzero;
    let field = field::build(t, round, &options);
    let n = field.circle.len();
    let attempts = bye::attempts(&field, round, t.settings.scoring.win);
    let search = |taking_part: Vec<bool>, may_be_left_free: Vec<bool>| {
        Search {
            field: &field,
            continue_after: options.continue_after,
            taking_part,
            may_be_left_free,
            control,
            pruning,
        }
        .run(field.start)
    };
    if attempts.is_empty() {
        let formation = search(vec![true; n], vec![false; n])?;
        control.set_progress(1.0);
        return Ok(Formed {
            field,
            formation,
            forfeit_win: None,
        });
    }
    for attempt in attempts {
        let (taking_part, free, aside) = match &attempt {
            Attempt::SetAside(i, reason) => {
                let mut taking_part = vec![true; n];
                if let Some(slot) = taking_part.get_mut(*i) {
                    *slot = false;
                }
                (taking_part, vec![false; n], Some((*i, *reason)))
            }
            Attempt::LeaveFree(tied, _) => {
                let mut free = vec![false; n];
                for &i in tied {
                    if let Some(slot) = free.get_mut(i) {
                        *slot = true;
                    }
                }
                (vec![true; n], free, None)
            }
        };
        match search(taking_part, free) {
            Ok(formation) => {
                let forfeit_win = match (&attempt, aside, formation.left_free) {
                    (_, Some(a), _) => Some(a),
                    (Attempt::LeaveFree(tied, score), None, Some(left)) => Some((
                        left,
                        ForfeitWinReason::LeftFreeByRotation {
                            score: *score,
                            tied: tied.len(),
                        },
                    )),
                    _ => None,
                };
                control.set_progress(1.0);
                return Ok(Formed {
                    field,
                    formation,
                    forfeit_win,
                });
            }
            Err(PairingError::NoValidPairing(_)) => continue,
            Err(other) => return Err(other),
        }
    }
    Err(PairingError::NoValidPairing(Unpairable::NoCompletePairing))
}

/// The boards in the order of formation, colours by art. 15, and the forfeit win of
/// arts. 10/12 as the pairing-allocated bye.
fn proposed(formed: &Formed, round: u32) -> ProposedRound {
    let circle = &formed.field.circle;
    let boards = formed
        .formation
        .pairs
        .iter()
        .filter_map(|p| {
            let (first, second) = (circle.get(p.first)?, circle.get(p.second)?);
            let (first_white, _) = colour::first_has_white(round, first, second);
            Some(if first_white {
                Board::new(first.id, second.id)
            } else {
                Board::new(second.id, first.id)
            })
        })
        .collect();
    let byes = formed
        .forfeit_win
        .and_then(|(i, _)| circle.get(i))
        .map(|e| Bye {
            player: e.id,
            kind: ByeKind::PairingAllocated,
        })
        .into_iter()
        .collect();
    ProposedRound { boards, byes }
}

/// The Italo-Svizzero system (seed 002): its pairing, its explanation, and its own checker
/// in place of the rules the FIDE Swiss systems share.
pub struct ItaloSvizzero;

impl crate::system::PairingEngine for ItaloSvizzero {
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
        check::check_round(t, round, proposed)
    }
}
