//! `torneo ratings IN.ron [--round N]`: each player's FIDE rating change (B.02), game by
//! game, as text: the printed rating report (issue 37) on the standard output.

use super::error::CliError;
use super::io;
use crate::i18n::Language;
use crate::report::{self, DocumentKind, PrintRequest};
use clap::Args;
use std::io::Write;
use std::path::PathBuf;

#[derive(Debug, Args)]
pub struct RatingsArgs {
    /// The tournament (.ron or .trf).
    pub input: PathBuf,
    /// Count rounds 1 to N (default: up to the last round with a result).
    #[arg(long)]
    pub round: Option<u32>,
}

pub fn run(args: &RatingsArgs, lang: Language, out: &mut dyn Write) -> Result<(), CliError> {
    let t = io::read_tournament(&args.input, lang)?;
    let request = PrintRequest {
        round: args.round,
        ..PrintRequest::new(DocumentKind::RatingReport, lang)
    };
    let document = report::build(&t, &request)?;
    out.write_all(report::text::render(&document).as_bytes())
        .map_err(CliError::Output)
}
