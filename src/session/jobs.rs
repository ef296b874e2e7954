//! Background jobs: slow work (pairing a big Swiss) runs on a cloned snapshot in its own
//! thread, reports progress, can be cancelled, and hands its result back through a channel.

use crate::domain::Tournament;
use crate::pairing::{self, JobControl, PairingError, ProposedRound};
use std::sync::mpsc::{self, Receiver, TryRecvError};

/// A pairing running on a background thread.
#[derive(Debug)]
pub struct PairingJob {
    round: u32,
    control: JobControl,
    receiver: Receiver<Result<ProposedRound, PairingError>>,
}

impl PairingJob {
    /// Starts pairing round `round` of a snapshot of the tournament.
    pub fn start(snapshot: Tournament, round: u32) -> PairingJob {
        let control = JobControl::new();
        let (sender, receiver) = mpsc::channel();
        let worker_control = control.clone();
        std::thread::spawn(move || {
            let result = pairing::pair(&snapshot, round, &worker_control);
            // The receiver may be gone (job dropped): nothing to do then.
            let _ = sender.send(result);
        });
        PairingJob {
            round,
            control,
            receiver,
        }
    }

    /// The round being paired.
    pub fn round(&self) -> u32 {
        self.round
    }

    /// Progress 0.0 ..= 1.0 as last reported by the engine.
    pub fn progress(&self) -> f32 {
        self.control.progress()
    }

    /// Asks the engine to stop; the job then finishes with [`PairingError::Cancelled`].
    pub fn cancel(&self) {
        self.control.cancel();
    }

    /// The result once the engine has finished; `None` while it is still running.
    pub fn try_result(&self) -> Option<Result<ProposedRound, PairingError>> {
        match self.receiver.try_recv() {
            Ok(result) => Some(result),
            Err(TryRecvError::Empty) => None,
            Err(TryRecvError::Disconnected) => Some(Err(PairingError::InvalidInput(
                "the pairing engine stopped unexpectedly".into(),
            ))),
        }
    }

    /// Blocks until the engine has finished (for the command line and tests).
    pub fn wait(self) -> Result<ProposedRound, PairingError> {
        self.receiver.recv().unwrap_or_else(|_| {
            Err(PairingError::InvalidInput(
                "the pairing engine stopped unexpectedly".into(),
            ))
        })
    }
}
