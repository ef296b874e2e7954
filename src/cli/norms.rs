//! `torneo norms FILE.ron [--player N]`: the title norm check of every player (FIDE B.01
//! 1.4, `torneo-norm`) as text: a summary line per player, then the detail of each
//! player with a norm; `--player N` (pairing number) prints that player's detail.

use super::error::CliError;
use super::io;
use crate::i18n::Language;
use crate::report::{self, DocumentKind, PrintRequest};
use clap::Args;
use std::io::Write;
use std::path::PathBuf;

#[derive(Debug, Args)]
pub struct NormsArgs {
    pub input: PathBuf,
    /// The pairing number of the one player to check.
    #[arg(long)]
    pub player: Option<u32>,
}

pub fn run(args: &NormsArgs, lang: Language, out: &mut dyn Write) -> Result<(), CliError> {
    let t = io::read_tournament(&args.input, lang)?;
    let player = match args.player {
        Some(number) => Some(
            t.player_by_pairing_number(number)
                .map(|p| p.id)
                .ok_or(CliError::NoSuchPlayer { number })?,
        ),
        None => None,
    };
    let request = PrintRequest::new(DocumentKind::Norms, lang);
    let document = report::norms::build(&t, &request, player);
    out.write_all(report::text::render(&document).as_bytes())
        .map_err(CliError::Output)
}
