//! `torneo print <document> <FILE.ron|FILE.trf> [--round N] [--lang it|en]
//! [--paper a4|letter] [--order number|rating|name] [--tiebreaks CODES]
//! [--minimum-games N] [--match-points] -o OUT.pdf|OUT.html`: one of the printed documents (issue 12) as
//! PDF or as one self-contained HTML file, chosen by the output's extension, written
//! atomically. A team event's documents too (issue 39): `team-pairings`, `match-slips`,
//! `team-standings` (`--tiebreaks` codes as `torneo standings` takes them), `board-standings`
//! (`--minimum-games`), `team-crosstable` (`--match-points`: match points in the cells).

use super::error::CliError;
use super::io;
use crate::formats::atomic;
use crate::i18n::Language;
use crate::report::{self, DocumentKind, Paper, PlayerOrder, PrintRequest};
use crate::tiebreak::ParseTiebreakError;
use crate::tiebreak::team::TeamTiebreak;
use clap::Args;
use clap::builder::{PossibleValuesParser, TypedValueParser};
use std::path::{Path, PathBuf};

#[derive(Debug, Args)]
pub struct PrintArgs {
    /// pairings, pairings-by-name, result-slips, standings, crosstable, players, check-in,
    /// schedule or report; the window's name of the document is also accepted, in
    /// English or Italian, as one word ("pairings-by-board", "abbinamenti-per-scacchiera",
    /// "classifica").
    #[arg(value_parser = document_parser())]
    pub document: DocumentKind,
    /// The tournament: a .ron file, or a TRF file.
    pub input: PathBuf,
    /// The round (default: the last paired round; standings and crosstable: the last
    /// round with results).
    #[arg(long)]
    pub round: Option<u32>,
    /// a4 or letter.
    #[arg(long, value_parser = paper_parser(), default_value = "a4")]
    pub paper: Paper,
    /// The players list's order: number, rating or name.
    #[arg(long, value_parser = order_parser(), default_value = "number")]
    pub order: PlayerOrder,
    /// Team standings and crosstable: the team tie-breaks, comma-separated codes (EDE,
    /// BH:MP/C1, EMGSB, …); default: the event's.
    #[arg(long, value_delimiter = ',')]
    pub tiebreaks: Vec<String>,
    /// Board standings: the games a player needs on a board to be ranked (default: half
    /// the rounds, rounded up).
    #[arg(long)]
    pub minimum_games: Option<u32>,
    /// Team crosstable: each cell the match points instead of the game points.
    #[arg(long)]
    pub match_points: bool,
    /// The file to write: .pdf or .html.
    #[arg(short = 'o', long = "output")]
    pub output: PathBuf,
}

/// The documents by their command-line names (the parser lists them when one is wrong),
/// with the window's names in each language as aliases.
fn document_parser() -> impl TypedValueParser<Value = DocumentKind> {
    let values = DocumentKind::ALL.map(|kind| {
        let aliases: Vec<String> = Language::ALL
            .into_iter()
            .map(|lang| kind.file_word(lang))
            .filter(|word| word != kind.command_name())
            .collect();
        clap::builder::PossibleValue::new(kind.command_name()).aliases(aliases)
    });
    PossibleValuesParser::new(values)
        .try_map(|name| DocumentKind::from_command_name(&name).ok_or(name))
}

fn paper_parser() -> impl TypedValueParser<Value = Paper> {
    PossibleValuesParser::new(["a4", "letter"]).map(|name| match name.as_str() {
        "letter" => Paper::Letter,
        _ => Paper::A4,
    })
}

fn order_parser() -> impl TypedValueParser<Value = PlayerOrder> {
    PossibleValuesParser::new(["number", "rating", "name"]).map(|name| match name.as_str() {
        "rating" => PlayerOrder::Rating,
        "name" => PlayerOrder::Name,
        _ => PlayerOrder::PairingNumber,
    })
}

/// The output formats, by the output file's extension.
enum Output {
    Pdf,
    Html,
}

fn output_kind(path: &Path) -> Result<Output, CliError> {
    let extension = path
        .extension()
        .map(|e| e.to_string_lossy().to_ascii_lowercase());
    match extension.as_deref() {
        Some("pdf") => Ok(Output::Pdf),
        Some("html" | "htm") => Ok(Output::Html),
        _ => Err(CliError::OutputExtension {
            path: path.to_path_buf(),
        }),
    }
}

pub fn run(args: &PrintArgs, lang: Language) -> Result<(), CliError> {
    let output = output_kind(&args.output)?;
    let tournament = io::read_tournament(&args.input, lang)?;
    let request = PrintRequest {
        round: args.round,
        paper: args.paper,
        player_order: args.order,
        team_tiebreaks: team_tiebreaks(&tournament, &args.tiebreaks)?,
        minimum_games: args.minimum_games,
        team_crosstable_match_points: args.match_points,
        ..PrintRequest::new(args.document, lang)
    };
    let document = report::build(&tournament, &request)?;
    let bytes = match output {
        Output::Pdf => report::pdf::render(&document)?,
        Output::Html => report::html::render(&document).into_bytes(),
    };
    Ok(atomic::write(&args.output, &bytes, false)?)
}

/// The team tie-breaks the codes name (`None` when none is given or the tournament is not a
/// team event: the document then uses the event's or refuses).
fn team_tiebreaks(
    tournament: &crate::domain::Tournament,
    codes: &[String],
) -> Result<Option<Vec<TeamTiebreak>>, CliError> {
    let Some(events) = tournament.team_event.as_ref().filter(|_| !codes.is_empty()) else {
        return Ok(None);
    };
    let primary = events.system.primary();
    codes
        .iter()
        .map(|code| {
            TeamTiebreak::parse(code, primary)
                .ok_or_else(|| CliError::Tiebreak(ParseTiebreakError::Unknown(code.clone())))
        })
        .collect::<Result<Vec<_>, _>>()
        .map(Some)
}
