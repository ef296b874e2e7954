//! A team round paired on a background thread (issue 39; DESIGN principle 6): the team
//! Swiss engine searches, so the window does not wait for it. The job pairs a snapshot of
//! the tournament by the event's system (`pairing::team_event`); the window then records
//! the round with [`super::TeamCommand::RecordPairedRound`] (one undo step), which refuses
//! it if it is no longer the next round. A team Swiss round beyond the rounds announced
//! is paired only when the arbiter confirms it, as an individual Swiss round.

use super::Session;
use super::jobs::Job;
use super::pairing_round::PairingRefusal;
use super::team::next_team_round;
use crate::domain::{TeamSystem, Tournament};
use crate::pairing::PairingError;
use crate::pairing::team_event::{PairedTeamRound, pair_team_round};
use crate::pairing::team_round_robin::TeamPairingError;

/// A team round being paired: the paired round, or why the event cannot be paired.
pub type TeamPairingJob = Job<Result<PairedTeamRound, TeamPairingError>>;

/// True for a team Swiss round after the number of rounds announced (none announced:
/// never). A team round robin ends with its Berger table instead (C.05 Annex 1).
fn is_beyond_announced_team_swiss_round(t: &Tournament, round: u32) -> bool {
    let swiss = t.team_event.as_ref().is_some_and(|events| {
        matches!(
            events.system,
            TeamSystem::TeamSwiss { .. } | TeamSystem::CustomTeamSwiss { .. }
        )
    });
    swiss && t.settings.rounds > 0 && round > t.settings.rounds
}

impl Session {
    /// Starts pairing the next team round on a snapshot; refused at once when the event
    /// has no teams or the last round still has results to enter. `force` pairs a team
    /// Swiss round beyond the number announced (the arbiter has confirmed it).
    pub fn start_team_pairing(&self, force: bool) -> Result<TeamPairingJob, PairingRefusal> {
        let t = self.tournament();
        let round = next_team_round(t).map_err(PairingRefusal::Refused)?;
        if is_beyond_announced_team_swiss_round(t, round) && !force {
            return Err(PairingRefusal::BeyondAnnounced {
                round,
                announced: t.settings.rounds,
            });
        }
        let snapshot = self.shown.clone();
        Ok(Job::spawn(round, move |control| {
            match pair_team_round(&snapshot.to_tournament(), round, control) {
                Err(TeamPairingError::Cancelled) => Err(PairingError::Cancelled),
                paired => Ok(paired),
            }
        }))
    }
}
