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
        return pair_team_event(args, &t, round, lang, out);
    }
    if args.system.team_swiss {
        return Err(CliError::TeamPairing(
            crate::pairing::team_round_robin::TeamPairingError::NotATeamEvent,
        ));
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

/// Issue 39: a team event's round by its system (a round robin over the Berger table, the
/// FIDE Team Swiss, C.04.6): the games of the round in the engines' answer format, and
/// with `--explain` (Team Swiss) the reasons match by match.
fn pair_team_event(
    args: &PairArgs,
    t: &Tournament,
    round: u32,
    lang: Language,
    out: &mut dyn Write,
) -> Result<(), CliError> {
    let swiss = t.team_event.as_ref().is_some_and(|events| {
        matches!(
            events.system,
            crate::domain::TeamSystem::TeamSwiss { .. }
                | crate::domain::TeamSystem::CustomTeamSwiss { .. }
        )
    });
    // As an individual Swiss: a round after the announced ones only with --force.
    if swiss && t.settings.rounds > 0 && round > t.settings.rounds && !args.force {
        return Err(CliError::BeyondAnnouncedRounds {
            round,
            announced: t.settings.rounds,
        });
    }
    let paired = crate::pairing::team_event::pair_team_round(t, round, &JobControl::new())
        .map_err(CliError::TeamPairing)?;
    let text = trf::answer_text(t, &paired.games);
    match args.output.as_ref().and_then(|o| o.as_ref()) {
        Some(path) => io::write_text(path, &text)?,
        None => out.write_all(text.as_bytes()).map_err(CliError::Output)?,
    }
    if args.explain
        && let Some(explanation) = &paired.explanation
    {
        let text = team_explanation_text(t, round, explanation, lang);
        out.write_all(text.as_bytes()).map_err(CliError::Output)?;
    }
    Ok(())
}

/// A Team Swiss explanation as text: the summary, then each match (teams by pairing
/// number and name, White on board 1 first) with its reasons.
fn team_explanation_text(
    t: &Tournament,
    round: u32,
    e: &crate::pairing::team_swiss::event_round::TeamSwissExplanation,
    lang: Language,
) -> String {
    let teams = t
        .team_event
        .as_ref()
        .map(|events| events.teams_by_pairing_number())
        .unwrap_or_default();
    let who = |tpn: u32| {
        let name = usize::try_from(tpn)
            .ok()
            .and_then(|n| n.checked_sub(1))
            .and_then(|i| teams.get(i))
            .map_or("", |team| team.name.as_str());
        format!("{tpn} {name}")
    };
    let heading = crate::tr!(lang, "explain-round-heading", round = round);
    let mut text = format!("\n{heading}\n");
    for line in &e.summary {
        text.push_str(&format!("{}\n", line.localize(lang)));
    }
    for (white, black, reasons) in &e.matches {
        text.push_str(&format!("{} - {}\n", who(*white), who(*black)));
        for reason in reasons {
            text.push_str(&format!("    {}\n", reason.localize(lang)));
        }
    }
    text
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
