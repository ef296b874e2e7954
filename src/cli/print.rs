//! `torneo print <document> <FILE.ron|FILE.trf> [--round N] [--lang it|en]
//! [--paper a4|letter] [--order number|rating|name] -o OUT.pdf|OUT.html`: one of the
//! printed documents (issue 12) as PDF or as one self-contained HTML file, chosen by the
//! output's extension, written atomically.

use super::error::CliError;
use super::io;
use crate::formats::atomic;
use crate::i18n::Language;
use crate::report::{self, DocumentKind, Paper, PlayerOrder, PrintRequest};
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
        ..PrintRequest::new(args.document, lang)
    };
    let document = report::build(&tournament, &request)?;
    let bytes = match output {
        Output::Pdf => report::pdf::render(&document)?,
        Output::Html => report::html::render(&document).into_bytes(),
    };
    Ok(atomic::write(&args.output, &bytes, false)?)
}
