//! The arbiter's hand edits of a recorded round (issue 14): each edit is one
//! [`super::Command`] (one undo step) that changes the round and appends its audit entry
//! ([`crate::domain::ManualChange`]) to the tournament. The edited round is then checked
//! against the absolute criteria ([`round_violations`]); a violation is shown, not
//! refused: the arbiter decides (C.04.2).

use super::command::{ManualEdit, Repairing};
use super::{Refusal, SessionError};
use crate::domain::{ChangeKind, ManualChange, Round, Tournament};
use crate::pairing::ProposedRound;
use crate::pairing::check::{NamedViolation, check_round};

fn invalid(refusal: Refusal) -> SessionError {
    SessionError::Invalid(refusal)
}

/// A round with a result is changed only when the arbiter confirmed it.
fn confirmed_if_played(round: &Round, confirmed: bool) -> Result<(), SessionError> {
    let played = round.boards.iter().any(|b| !b.result.is_pending());
    if played && !confirmed {
        return Err(invalid(Refusal::RoundHasResults {
            round: round.number,
        }));
    }
    Ok(())
}

/// Carries out a hand edit and records it.
pub(super) fn edit(t: &mut Tournament, edit: ManualEdit) -> Result<(), SessionError> {
    let registered: Vec<_> = t.players.iter().map(|p| p.id).collect();
    let round = t
        .round_mut(edit.round)
        .ok_or_else(|| invalid(Refusal::NoSuchRound { round: edit.round }))?;
    confirmed_if_played(round, edit.confirmed)?;
    let entry = ManualChange::before(round, ChangeKind::Edit(edit.edit), edit.reason, edit.time);
    edit.edit
        .apply(round, |p| registered.contains(&p))
        .map_err(|e| invalid(Refusal::RoundEdit(e)))?;
    t.manual_changes.push(entry);
    Ok(())
}

/// Replaces the last round by a new pairing of it and records the replacement.
pub(super) fn repair(t: &mut Tournament, repairing: Repairing) -> Result<(), SessionError> {
    let number = repairing.round.number;
    let last = t
        .rounds
        .last()
        .ok_or_else(|| invalid(Refusal::NoSuchRound { round: number }))?;
    if last.number != number {
        return Err(invalid(Refusal::NotLastRound { round: number }));
    }
    confirmed_if_played(last, repairing.confirmed)?;
    let entry = ManualChange::before(last, ChangeKind::Repaired, repairing.reason, repairing.time);
    t.rounds.pop();
    repairing.numbers.record(t)?;
    t.rounds.push(repairing.round);
    t.manual_changes.push(entry);
    Ok(())
}

/// Every absolute criterion round `round` breaks as it is recorded (rematch, colour
/// limits, byes, forbidden pairs, absent or withdrawn players), with the players' names.
/// Empty when the round does not exist.
pub fn round_violations(t: &Tournament, round: u32) -> Vec<NamedViolation> {
    let Some(r) = t.round(round) else {
        return Vec::new();
    };
    let proposed = ProposedRound {
        boards: r.boards.clone(),
        byes: r.byes.clone(),
    };
    check_round(t, round, &proposed)
        .iter()
        .map(|v| v.named(t))
        .collect()
}

/// The violations round `edit.round` would have after `edit` (the window asks before
/// applying it, to have a new violation confirmed). Refused as the edit itself would be,
/// except for the confirmation of a round with results.
pub fn violations_after(
    t: &Tournament,
    edit: &ManualEdit,
) -> Result<Vec<NamedViolation>, SessionError> {
    let mut scratch = t.clone();
    let mut trial = edit.clone();
    trial.confirmed = true;
    self::edit(&mut scratch, trial)?;
    Ok(round_violations(&scratch, edit.round))
}
