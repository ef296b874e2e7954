//! `torneo pair --SYSTEM IN.trf [-p [OUT]] [--explain] [--force]`: pairs the next round of
//! the file and writes the engines' answer format (stdout without OUT). A round after the
//! number of rounds the file announces is paired only with `--force`.

use super::error::CliError;
use super::io;
use super::system_flag::{EditionFlag, SystemFlag};
use crate::domain::Tournament;
use crate::formats::trf;
use crate::i18n::{Language, Localize};
use crate::pairing::explain::{self, RoundExplanation};
use crate::pairing::{self, JobControl};
use clap::Args;
use std::io::Write;
use std::path::PathBuf;

#[derive(Debug, Args)]
pub struct PairArgs {
    #[command(flatten)]
    pub system: SystemFlag,
    #[command(flatten)]
    pub edition: EditionFlag,
    /// The pairing request: a TRF file with the rounds played so far.
    pub input: PathBuf,
    /// Write the pairing to this file (stdout when absent).
    #[arg(short = 'p', long = "pairing", num_args = 0..=1)]
    pub output: Option<Option<PathBuf>>,
    /// After the pairing, print why each board came out as it did (text for people).
    #[arg(long)]
    pub explain: bool,
    /// Pair the round even when it comes after the number of rounds the file announces
    /// (`XXR`/`142`).
    #[arg(long)]
    pub force: bool,
}

pub fn run(args: &PairArgs, lang: Language, out: &mut dyn Write) -> Result<(), CliError> {
    let mut t = io::read_tournament_as(&args.input, lang, &args.system)?;
    args.edition.apply(&mut t);
    let round = t.next_round_number();
    if t.team_event.is_some() {
        // Issue 39: a team round robin, over the Berger table (the team Swiss engine is
        // not Torneo's yet): the games of the round in the engines' answer format.
        let (proposed, _) = crate::pairing::team_round_robin::pair_team_round(&t, round)
            .map_err(CliError::TeamPairing)?;
        let text = trf::answer_text(&t, &proposed);
        return match args.output.as_ref().and_then(|o| o.as_ref()) {
            Some(path) => io::write_text(path, &text),
            None => out.write_all(text.as_bytes()).map_err(CliError::Output),
        };
    }
    if t.is_beyond_announced_swiss_round(round) && !args.force {
        return Err(CliError::BeyondAnnouncedRounds {
            round,
            announced: t.settings.rounds,
        });
    }
    // With --explain the engine runs once: the explanation is made from its pairing.
    let (proposed, explanation) = if args.explain {
        let (explanation, proposed) = explain::explain_and_pair(&t, round, &JobControl::new())?;
        (proposed, Some(explanation))
    } else {
        (pairing::pair(&t, round, &JobControl::new())?, None)
    };
    let text = trf::answer_text(&t, &proposed);
    let write =
        |out: &mut dyn Write, text: &str| out.write_all(text.as_bytes()).map_err(CliError::Output);
    match args.output.as_ref().and_then(|o| o.as_ref()) {
        Some(path) => io::write_text(path, &text)?,
        None => write(out, &text)?,
    }
    if let Some(explanation) = explanation {
        write(out, &explanation_text(&t, &explanation, lang))?;
    }
    Ok(())
}

/// The explanation as text: the summary, then each board with its reasons.
fn explanation_text(t: &Tournament, e: &RoundExplanation, lang: Language) -> String {
    let start_ranks = trf::start_ranks(t);
    let who = |id| {
        let rank = start_ranks.get(&id).copied().unwrap_or(0);
        let name = t.player(id).map_or("", |p| p.name.as_str());
        format!("{rank} {name}")
    };
    let heading = crate::tr!(lang, "explain-round-heading", round = e.round);
    let mut text = format!("\n{heading}\n");
    for line in &e.summary {
        text.push_str(&format!("{}\n", line.localize(lang)));
    }
    for board in &e.boards {
        match board.black {
            Some(black) => text.push_str(&format!("{} - {}\n", who(board.white), who(black))),
            None => text.push_str(&format!("{}\n", who(board.white))),
        }
        for reason in &board.reasons {
            text.push_str(&format!("    {}\n", reason.localize(lang)));
        }
    }
    text
}
