//! FIDE Dutch system (C.04.3) as a pure engine, in both editions: the 2026 text (the
//! default) and the 2017 text (in force until 31 January 2026), chosen by
//! `TournamentSettings::dutch_edition` (issue 40, docs/rules/dutch-editions.md).
//!
//! The 2017 edition differs in four places, each switch citing both texts:
//! - the facts of an entrant (`pairing::swiss::entrant::build_for_edition`): A.4.b floats
//!   of unplayed rounds, C.2 PAB eligibility;
//! - `brackets_2017`: the A.9 process (each bracket with its next scoregroup, the PPB and
//!   the CLB) instead of `brackets` (C4 in every bracket);
//! - `weights_2017`: C.5–C.19 with the PSD of A.8 instead of `weights` (C5–C21);
//! - the PAB reason in `explain` and the PAB rule of the checker.
//!
//! - no `field` module: the facts each rule needs (pairing score, colour preference,
//!   floats, PAB eligibility, virtual points of C.04.7), derived from the recorded rounds,
//!   are the shared Swiss entrant (`pairing::swiss::entrant`);
//! - `weights`: the criteria C1–C21 as matching-weight bit fields;
//! - `completability`: the round's first matching (can everybody be paired, the lowest
//!   PAB score); `completability_construction` builds it without a graph when a plain
//!   construction is provably best (issue 20: the graph took n² bytes);
//! - no `bye` module: the PAB falls out of the matchings (C5 in `completability` and the
//!   brackets' weights; who may have it, C2, is `pairing::swiss::bye`);
//! - `brackets`: the bracket loop over a maximum-weight matching solver
//!   (`pairing::matching`), with the generation order of art. 4 as tie-breaks;
//! - `base_weights`: a bracket's weights before the art. 4 bonuses, computed when asked;
//!   `row_weights` computes them along a row once per class of player;
//! - `engine` and `completion`: the matchings of one bracket (the bracket alone, completed
//!   by the players below it, or everybody still to pair);
//! - `transposition`: art. 4.2 for a whole S1 from one solve and its duals;
//! - `colour`: colour allocation (art. 5.2.4–5.2.5 here; 5.2.1–5.2.3 in
//!   `pairing::swiss::colour`);
//! - board order: the published order of every FIDE Swiss (C.04.2 3.6,
//!   `pairing::swiss::board_order`);
//! - `round_without_history`: a field without history (round 1) paired without a
//!   matching;
//! - `explain`: the reasons for a round, in words (which bracket, floats, colours, PAB);
//!   no `reason` module: its sentences are the families of `pairing::explanation::Reason`,
//!   which the Burstein seeding rounds and the Dubov colours reuse;
//! - no `check` module: the checker applies the rules every Swiss shares, as C.04.3 states
//!   them (`pairing::check`).
//!
//! The output is meant to be identical to bbpPairings v6 (the reference engine for the
//! 2026 rules) and, for the 2017 edition, to bbpPairings v5.0.1, which the oracle tests
//! check.

mod base_weights;
mod brackets;
mod brackets_2017;
pub mod colour;
mod completability;
mod completability_construction;
mod completion;
mod counted;
#[cfg(test)]
mod differential;
#[cfg(test)]
mod differential_2017;
mod engine;
pub(crate) mod explain;
mod round_without_history;
mod row_weights;
mod transposition;
mod weights;
mod weights_2017;

use super::swiss::board_order::sort_entrant_boards;
use super::swiss::entrant as players;
use super::{JobControl, PairingError, ProposedRound};
use crate::domain::{Board, Bye, ByeKind, Colour, DutchEdition, Points, Tournament};

/// True for the Dutch editions Torneo can pair: both (issue 40; the 2017 text differs
/// in `brackets_2017`, `weights_2017` and two facts of `pairing::swiss::entrant`).
pub fn is_edition_available(edition: DutchEdition) -> bool {
    matches!(edition, DutchEdition::Fide2026 | DutchEdition::Fide2017)
}

/// Pairs round `round` of `t` by the Dutch system.
pub fn pair(
    t: &Tournament,
    round: u32,
    control: &JobControl,
) -> Result<ProposedRound, PairingError> {
    pair_with(t, round, control, Shortcut::Allowed)
}

/// The Dutch system (C.04.3) as a [`crate::system::PairingEngine`].
pub struct Dutch;

impl crate::system::PairingEngine for Dutch {
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
        use crate::check::{CommonRules, PabRule, common_violations};
        // C.04.3 (2017) C.2 / (2026) C2: a full-point bye bars a later PAB in 2026 only.
        let pab_rule = match t.settings.dutch_edition {
            DutchEdition::Fide2026 => PabRule::WinWithoutPlaying,
            DutchEdition::Fide2017 => PabRule::ForfeitWin,
        };
        let rules = CommonRules {
            pab_rule,
            ..CommonRules::FIDE
        };
        common_violations(t, round, proposed, &rules)
    }
}

/// Whether a round whose answer is known without a matching skips it ([`round_without_history`]);
/// the tests pair the same round both ways.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Shortcut {
    Allowed,
    #[cfg(test)]
    Never,
    /// The 2017 edition with these quick ways (the 2026 one as with `Never`).
    #[cfg(test)]
    Only2017(brackets_2017::Paths2017),
}

fn pair_with(
    t: &Tournament,
    round: u32,
    control: &JobControl,
    shortcut: Shortcut,
) -> Result<ProposedRound, PairingError> {
    super::pairable_round(t, round)?;
    let edition = t.settings.dutch_edition;
    let field = players::build_for_edition(t, round, edition);
    let threshold = topscorer_threshold(t, field.played_rounds);
    let known = match shortcut {
        // Both editions: see `round_without_history`'s module doc.
        Shortcut::Allowed => round_without_history::without_history(&field.players, threshold),
        #[cfg(test)]
        _ => None,
    };
    let result = match known {
        Some(result) => result,
        // C.04.3 (2017) A.9 / (2026) 1.9 and art. 3: the two texts pair the brackets
        // differently (the PPB and the CLB against C4 in every bracket).
        None if edition == DutchEdition::Fide2017 => {
            // The quick ways of issue 40 (`brackets_2017::Paths2017`); the tests keep
            // the plain procedure, a solve per decision, as reference.
            let paths = match shortcut {
                Shortcut::Allowed => brackets_2017::Paths2017::FAST,
                #[cfg(test)]
                Shortcut::Never => brackets_2017::Paths2017::REFERENCE,
                #[cfg(test)]
                Shortcut::Only2017(paths) => paths,
            };
            brackets_2017::pair_players(
                &field.players,
                field.played_rounds,
                threshold,
                control,
                paths,
            )?
        }
        None => brackets::pair_players(
            &field.players,
            field.played_rounds,
            threshold,
            control,
            shortcut == Shortcut::Allowed,
        )?,
    };
    let initial = t.settings.initial_colour;
    let mut boards: Vec<(usize, usize)> = result
        .pairs
        .iter()
        .map(|&(a, b)| {
            // The player with the smaller pairing number is asked first (the rules are
            // symmetric except in the last fall-backs, where this fixes the reading).
            let (p, o) = if field.players[a].tpn <= field.players[b].tpn {
                (a, b)
            } else {
                (b, a)
            };
            let (c, _) = colour::colour_for(&field.players[p], &field.players[o], initial);
            if c == Colour::White { (p, o) } else { (o, p) }
        })
        .collect();
    sort_entrant_boards(&mut boards, &field.players);
    control.set_progress(1.0);
    Ok(ProposedRound {
        boards: boards
            .into_iter()
            .map(|(w, b)| Board::new(field.players[w].id, field.players[b].id))
            .collect(),
        byes: result
            .bye
            .map(|v| Bye {
                player: field.players[v].id,
                kind: ByeKind::PairingAllocated,
            })
            .into_iter()
            .collect(),
    })
}

/// C.04.3 1.8: topscorers (more than half the maximum score) exist only when pairing the
/// final round.
fn topscorer_threshold(t: &Tournament, played_rounds: u32) -> Option<Points> {
    let total = t.settings.rounds;
    if total == 0 || played_rounds + 1 < total {
        return None;
    }
    let s = &t.settings.scoring;
    let best = s.win.max(s.draw);
    Some(Points(
        i32::try_from(played_rounds)
            .unwrap_or(i32::MAX)
            .saturating_mul(best.0)
            / 2,
    ))
}
