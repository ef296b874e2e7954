//! `torneo prizes IN [--csv]`: the prize list (premiazione) of a tournament after its last
//! round with results, as the printed document reads it, or as CSV for the treasurer
//! (issue 37; the rules in docs/rules/prizes.md).

use super::error::CliError;
use super::io;
use crate::i18n::Language;
use crate::report::{self, DocumentKind, PrintRequest, text};
use clap::Args;
use std::io::Write;
use std::path::PathBuf;

#[derive(Debug, Args)]
pub struct PrizesArgs {
    pub input: PathBuf,
    /// Write CSV (one row per prize) instead of the text of the printed list.
    #[arg(long)]
    pub csv: bool,
}

pub fn run(args: &PrizesArgs, lang: Language, out: &mut dyn Write) -> Result<(), CliError> {
    let t = io::read_tournament(&args.input, lang)?;
    let written = if args.csv {
        report::prizes_csv(&t, lang)
            .map_err(|e| CliError::Output(std::io::Error::other(e.to_string())))?
    } else {
        let document = report::build(&t, &PrintRequest::new(DocumentKind::Prizes, lang))?;
        text::render(&document)
    };
    out.write_all(written.as_bytes()).map_err(CliError::Output)
}
