//! `torneo publish <FILE.ron|FILE.trf> -o DIR [--lang it|en]`: the tournament's site (issue
//! 38): a folder of static pages, written atomically (crates/publish, `write`).

use super::error::CliError;
use super::io;
use crate::i18n::Language;
use clap::Args;
use std::path::PathBuf;

#[derive(Debug, Args)]
pub struct PublishArgs {
    /// The tournament: a .ron file, or a TRF file.
    pub input: PathBuf,
    /// The site's folder (replaced as a whole when it is a site Torneo wrote).
    #[arg(short = 'o', long = "output")]
    pub output: PathBuf,
}

pub fn run(args: &PublishArgs, lang: Language) -> Result<(), CliError> {
    let tournament = io::read_tournament(&args.input, lang)?;
    crate::publish::publish(&tournament, lang, &args.output)?;
    Ok(())
}
