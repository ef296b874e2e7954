//! A team round paired on a background thread (issue 39; DESIGN principle 6): the team
//! Swiss engine searches, so the window does not wait for it. The job pairs a snapshot of
//! the tournament by the event's system (`pairing::team_event`); the window then records
//! the round with [`super::TeamCommand::RecordPairedRound`] (one undo step), which refuses
//! it if it is no longer the next round.

use super::jobs::Job;
use super::team::next_team_round;
use super::{Session, SessionError};
use crate::pairing::PairingError;
use crate::pairing::team_event::{PairedTeamRound, pair_team_round};
use crate::pairing::team_round_robin::TeamPairingError;

/// A team round being paired: the paired round, or why the event cannot be paired.
pub type TeamPairingJob = Job<Result<PairedTeamRound, TeamPairingError>>;

impl Session {
    /// Starts pairing the next team round on a snapshot; refused at once when the event
    /// has no teams or the last round still has results to enter.
    pub fn start_team_pairing(&self) -> Result<TeamPairingJob, SessionError> {
        let round = next_team_round(self.tournament())?;
        let snapshot = self.shown.clone();
        Ok(Job::spawn(round, move |control| {
            match pair_team_round(&snapshot.to_tournament(), round, control) {
                Err(TeamPairingError::Cancelled) => Err(PairingError::Cancelled),
                paired => Ok(paired),
            }
        }))
    }
}
