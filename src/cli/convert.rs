//! `torneo convert IN OUT [--trf26]`: between `.trf` and `.ron` (by extension).

use super::error::CliError;
use super::io;
use crate::formats::trf::TrfVersion;
use crate::i18n::Language;
use clap::Args;
use std::path::PathBuf;

#[derive(Debug, Args)]
pub struct ConvertArgs {
    pub input: PathBuf,
    pub output: PathBuf,
    /// Write TRF-26 instead of TRF-16.
    #[arg(long)]
    pub trf26: bool,
}

pub fn run(args: &ConvertArgs, lang: Language) -> Result<(), CliError> {
    let t = io::read_tournament(&args.input, lang)?;
    let version = if args.trf26 {
        TrfVersion::Trf26
    } else {
        TrfVersion::Trf16
    };
    io::write_tournament(&args.output, &t, version)
}
