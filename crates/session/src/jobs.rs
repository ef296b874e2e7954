//! Background jobs: slow work (pairing a big Swiss, explaining a round) runs in its own
//! thread on a snapshot whose parts are shared with the session (the copy is made there),
//! reports progress, can be cancelled, and hands its result back through a channel. The UI
//! thread only polls (DESIGN principle 6). Pairing jobs are
//! [`super::pairing_round::PairingJob`]s.

use super::snapshot::Snapshot;
use crate::pairing::explain::{self, RoundExplanation};
use crate::pairing::{JobControl, PairingError, PairingInputError};
use std::sync::mpsc::{self, Receiver, TryRecvError};

/// Work on round `round` running on a background thread, with a result of type `T`.
#[derive(Debug)]
pub struct Job<T> {
    round: u32,
    control: JobControl,
    receiver: Receiver<Result<T, PairingError>>,
}

/// Explaining a round ("why am I paired with him?").
pub type ExplainJob = Job<RoundExplanation>;

impl<T: Send + 'static> Job<T> {
    /// Runs `work` on a new thread.
    pub fn spawn(
        round: u32,
        work: impl FnOnce(&JobControl) -> Result<T, PairingError> + Send + 'static,
    ) -> Job<T> {
        Job::spawn_with(round, JobControl::new(), work)
    }

    /// Runs `work` on a new thread, stopped and watched through `control`.
    pub(crate) fn spawn_with(
        round: u32,
        control: JobControl,
        work: impl FnOnce(&JobControl) -> Result<T, PairingError> + Send + 'static,
    ) -> Job<T> {
        let (sender, receiver) = mpsc::channel();
        let worker_control = control.clone();
        std::thread::spawn(move || {
            // The receiver may be gone (job dropped): nothing to do then.
            let _ = sender.send(work(&worker_control));
        });
        Job {
            round,
            control,
            receiver,
        }
    }

    /// The round the job works on.
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

    /// The result once the work has finished; `None` while it is still running.
    pub fn try_result(&self) -> Option<Result<T, PairingError>> {
        match self.receiver.try_recv() {
            Ok(result) => Some(result),
            Err(TryRecvError::Empty) => None,
            Err(TryRecvError::Disconnected) => Some(Err(PairingError::InvalidInput(
                PairingInputError::EngineStopped,
            ))),
        }
    }

    /// Blocks until the work has finished (for the command line and tests).
    pub fn wait(self) -> Result<T, PairingError> {
        self.receiver
            .recv()
            .unwrap_or_else(|_| Err(PairingError::InvalidInput(PairingInputError::EngineStopped)))
    }
}

impl Job<RoundExplanation> {
    /// Starts explaining round `round` of a snapshot of the tournament (copied on the
    /// background thread, not on the caller's).
    pub(crate) fn explain(snapshot: Snapshot, round: u32) -> ExplainJob {
        Job::spawn(round, move |control| {
            explain::explain_round(&snapshot.to_tournament(), round, control)
        })
    }
}

impl super::Session {
    /// Starts explaining round `round` ("why am I paired with him?") on a snapshot.
    pub fn explain_round(&self, round: u32) -> ExplainJob {
        ExplainJob::explain(self.shown.clone(), round)
    }
}
