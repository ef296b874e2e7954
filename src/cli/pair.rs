//! `torneo pair --SYSTEM IN.trf [-p [OUT]]`: pairs the next round of the file and writes
//! the engines' answer format (stdout without OUT).

use super::error::CliError;
use super::io;
use super::system_flag::SystemFlag;
use crate::formats::trf;
use crate::pairing::{self, JobControl};
use clap::Args;
use std::io::Write;
use std::path::PathBuf;

#[derive(Debug, Args)]
pub struct PairArgs {
    #[command(flatten)]
    pub system: SystemFlag,
    /// The pairing request: a TRF file with the rounds played so far.
    pub input: PathBuf,
    /// Write the pairing to this file (stdout when absent).
    #[arg(short = 'p', long = "pairing", num_args = 0..=1)]
    pub output: Option<Option<PathBuf>>,
}

pub fn run(args: &PairArgs, out: &mut dyn Write) -> Result<(), CliError> {
    let mut t = io::read_tournament(&args.input)?;
    args.system.apply(&mut t);
    let proposed = pairing::pair(&t, t.next_round_number(), &JobControl::new())?;
    let text = trf::answer_text(&t, &proposed);
    match args.output.as_ref().and_then(|o| o.as_ref()) {
        Some(path) => io::write_text(path, &text),
        None => out
            .write_all(text.as_bytes())
            .map_err(|e| CliError::Unexpected(format!("cannot write the pairing: {e}"))),
    }
}
