//! `torneo check --SYSTEM IN.trf`: pairs every recorded round again from the rounds
//! before it and reports, round by round, where the recorded pairing differs from the
//! engine's (exit 1 if any round differs).
//!
//! The request for round r is built as the engines' request files are: rounds 1..r−1,
//! and for round r the requested byes the file records there (`F H Z`), plus a
//! zero-point bye for every player the file does not pair in round r. Boards are compared
//! as sets of (White, Black) pairs, the pairing-allocated bye included; board order is
//! not compared (TRF has no board numbers).
//!
//! With `--amalfi` each recorded round is also checked against the absolute rules of the
//! Amalfi system (seed 001: everybody once, no rematch, 3.1 colours, the bye of 2.1-2.2),
//! each broken rule on its own line (exit 1).

use super::dutch_edition;
use super::error::CliError;
use super::io;
use super::system_flag::{EditionFlag, SystemFlag};
use crate::domain::{PlayerId, Round, Tournament};
use crate::formats::trf::start_ranks;
use crate::i18n::{Language, Localize};
use crate::pairing::{self, JobControl, ProposedRound, request_for};
use crate::tr;
use clap::Args;
use std::collections::BTreeSet;
use std::io::Write;
use std::path::PathBuf;

#[derive(Debug, Args)]
pub struct CheckArgs {
    #[command(flatten)]
    pub system: SystemFlag,
    #[command(flatten)]
    pub edition: EditionFlag,
    pub input: PathBuf,
}

/// Returns whether every round matched.
pub fn run(args: &CheckArgs, lang: Language, out: &mut dyn Write) -> Result<bool, CliError> {
    let mut t = io::read_tournament_as(&args.input, lang, &args.system)?;
    args.edition.apply(&mut t);
    if t.settings.system == crate::domain::PairingSystem::Dutch {
        // Issue 40: the edition in force when the file was paired, said on standard
        // error beside the import's warnings.
        let choice = dutch_edition::choose(&mut t, &args.input, args.edition.edition.is_some());
        eprintln!("{}: {}", args.input.display(), choice.localize(lang));
    }
    t.settings.rounds = t.settings.rounds.max(t.rounds_paired());
    let mut all_match = true;
    let mut report = String::new();
    for round in &t.rounds {
        let request = request_for(&t, round.number);
        let proposed = pairing::pair(&request, round.number, &JobControl::new())?;
        let (missing, extra) = differences(&t, round, &proposed);
        if missing.is_empty() && extra.is_empty() {
            report.push_str(&tr!(lang, "cli-check-same", round = round.number));
            report.push('\n');
        } else {
            all_match = false;
            report.push_str(&tr!(
                lang,
                "cli-check-differs",
                round = round.number,
                recorded = missing.join(", "),
                engine = extra.join(", ")
            ));
            report.push('\n');
        }
        if t.settings.system == crate::domain::PairingSystem::Amalfi {
            let broken = amalfi_violations(&request, round, lang);
            all_match &= broken.is_empty();
            report.push_str(&broken);
        }
    }
    out.write_all(report.as_bytes()).map_err(CliError::Output)?;
    Ok(all_match)
}

/// The Amalfi rules the recorded `round` breaks, a line each (empty: none).
fn amalfi_violations(request: &Tournament, round: &Round, lang: Language) -> String {
    let recorded = ProposedRound {
        boards: round.boards.clone(),
        byes: round.byes.clone(),
    };
    pairing::check::check_round(request, round.number, &recorded)
        .iter()
        .map(|v| {
            let violation = v.named(request).localize(lang);
            let line = tr!(
                lang,
                "cli-check-violation",
                round = round.number,
                violation = violation
            );
            format!("{line}\n")
        })
        .collect()
}

/// Pairs ("white-black", "n-bye") recorded but not proposed, and proposed but not recorded.
fn differences(
    t: &Tournament,
    round: &Round,
    proposed: &ProposedRound,
) -> (Vec<String>, Vec<String>) {
    let numbers = start_ranks(t);
    let n = |id| numbers.get(&id).copied().unwrap_or(0);
    let words = |pair: &(PlayerId, Option<PlayerId>)| match pair {
        (white, Some(black)) => format!("{}-{}", n(*white), n(*black)),
        (player, None) => format!("{}-bye", n(*player)),
    };
    let recorded = pairing::pairs_of(&round.boards, &round.byes);
    let engine = pairing::pairs_of(&proposed.boards, &proposed.byes);
    let listed = |only: std::collections::btree_set::Difference<'_, _>| -> Vec<String> {
        only.map(words)
            .collect::<BTreeSet<String>>()
            .into_iter()
            .collect()
    };
    (
        listed(recorded.difference(&engine)),
        listed(engine.difference(&recorded)),
    )
}
