//! `torneo standings IN --tiebreaks "BH/C1,BH,SB"`: the standings after the last round,
//! as a text table (the file's tie-breaks when `--tiebreaks` is absent). `--category
//! NAME` keeps the players of one category of the file, placed inside it (issue 37).
//! A team event shows its team standings instead, and `--boards` its board standings
//! (see `team_standings`, issue 39).

use super::error::CliError;
use super::io;
use crate::awards;
use crate::i18n::Language;
use crate::tiebreak;
use crate::tr;
use clap::Args;
use std::io::Write;
use std::path::PathBuf;

#[derive(Debug, Args)]
pub struct StandingsArgs {
    pub input: PathBuf,
    /// Tie-break codes (MTB26), comma-separated.
    #[arg(long)]
    pub tiebreaks: Option<String>,
    /// A category of the file (its name as in the settings).
    #[arg(long)]
    pub category: Option<String>,
    /// A team event: the board standings too.
    #[arg(long)]
    pub boards: bool,
    /// A team event: the fewest games on a board for the board standings.
    #[arg(long)]
    pub minimum_games: Option<u32>,
}

pub fn run(args: &StandingsArgs, lang: Language, out: &mut dyn Write) -> Result<(), CliError> {
    let t = io::read_tournament(&args.input, lang)?;
    let codes: Vec<String> = match &args.tiebreaks {
        Some(list) => list
            .split(',')
            .map(|c| c.trim().to_owned())
            .filter(|c| !c.is_empty())
            .collect(),
        None => t.settings.tiebreaks.clone(),
    };
    if t.team_event.is_some() {
        let given: Vec<String> = match &args.tiebreaks {
            Some(_) => codes,
            None => Vec::new(),
        };
        let mut text = super::team_standings::team_table(&t, &given, lang)?;
        if args.boards {
            text.push('\n');
            text.push_str(&super::team_standings::board_table(
                &t,
                args.minimum_games,
                lang,
            ));
        }
        return out.write_all(text.as_bytes()).map_err(CliError::Output);
    }
    let (specs, errors) = tiebreak::parse_list(&codes);
    if let Some(e) = errors.first() {
        // Issue 18 item 8: a bad code of the file is the file's, not `--tiebreaks`'.
        return Err(match &args.tiebreaks {
            Some(_) => CliError::Tiebreak(e.clone()),
            None => CliError::FileTiebreak {
                path: args.input.clone(),
                error: e.clone(),
            },
        });
    }
    let standings = tiebreak::standings_with(&t, t.rounds_paired(), &specs);
    // The lines printed, with their place: every line, or the category's (issue 37).
    let lines: Vec<(String, &tiebreak::StandingRow)> = match &args.category {
        None => standings
            .rows
            .iter()
            .map(|r| (r.rank.to_string(), r))
            .collect(),
        Some(name) => {
            let category =
                t.settings
                    .categories
                    .find(name)
                    .ok_or_else(|| CliError::UnknownCategory {
                        name: name.clone(),
                        known: t
                            .settings
                            .categories
                            .categories
                            .iter()
                            .map(|c| c.name.clone())
                            .collect(),
                    })?;
            let index = awards::PlayerIndex::new(&t);
            let section = awards::category_standings(&t, &index, &standings, category);
            section
                .rows
                .iter()
                .filter_map(|r| Some((r.place_text(), standings.rows.get(r.index)?)))
                .collect()
        }
    };
    let mut text = format!(
        "{:>4}  {:>4}  {:<33} {:>5}",
        tr!(lang, "cli-standings-rank"),
        tr!(lang, "cli-standings-number"),
        tr!(lang, "cli-standings-name"),
        tr!(lang, "cli-standings-points")
    );
    for spec in &standings.tiebreaks {
        text.push_str(&format!(" {:>7}", spec.to_string()));
    }
    text.push('\n');
    for (place, row) in &lines {
        let player = t.player(row.player);
        let number = player.map_or(0, |p| p.pairing_number);
        let name = player.map_or("", |p| p.name.as_str());
        text.push_str(&format!(
            "{:>4}  {:>4}  {:<33} {:>5}",
            place,
            number,
            name,
            row.points.to_decimal_string()
        ));
        for value in &row.values {
            text.push_str(&format!(" {:>7}", value.to_string()));
        }
        text.push('\n');
    }
    out.write_all(text.as_bytes()).map_err(CliError::Output)
}
