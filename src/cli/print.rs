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
use std::path::{Path, PathBuf};

#[derive(Debug, Args)]
pub struct PrintArgs {
    /// pairings, pairings-by-name, result-slips, standings, crosstable, players, check-in,
    /// schedule or report.
    #[arg(value_parser = parse_document)]
    pub document: DocumentKind,
    /// The tournament: a .ron file, or a TRF file.
    pub input: PathBuf,
    /// The round (default: the last paired round; standings and crosstable: the last
    /// round with results).
    #[arg(long)]
    pub round: Option<u32>,
    /// a4 or letter.
    #[arg(long, value_parser = parse_paper, default_value = "a4")]
    pub paper: Paper,
    /// The players list's order: number, rating or name.
    #[arg(long, value_parser = parse_order, default_value = "number")]
    pub order: PlayerOrder,
    /// The file to write: .pdf or .html.
    #[arg(short = 'o', long = "output")]
    pub output: PathBuf,
}

fn parse_document(name: &str) -> Result<DocumentKind, String> {
    DocumentKind::from_command_name(name).ok_or_else(|| {
        let names: Vec<&str> = DocumentKind::ALL.iter().map(|d| d.command_name()).collect();
        format!("unknown document {name:?}: use {}", names.join(", "))
    })
}

fn parse_paper(name: &str) -> Result<Paper, String> {
    match name.to_ascii_lowercase().as_str() {
        "a4" => Ok(Paper::A4),
        "letter" => Ok(Paper::Letter),
        _ => Err(format!("unknown paper {name:?}: use a4 or letter")),
    }
}

fn parse_order(name: &str) -> Result<PlayerOrder, String> {
    match name.to_ascii_lowercase().as_str() {
        "number" => Ok(PlayerOrder::PairingNumber),
        "rating" => Ok(PlayerOrder::Rating),
        "name" => Ok(PlayerOrder::Name),
        _ => Err(format!(
            "unknown order {name:?}: use number, rating or name"
        )),
    }
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
        _ => Err(CliError::InvalidInput(format!(
            "{}: the output must end in .pdf or .html",
            path.display()
        ))),
    }
}

pub fn run(args: &PrintArgs, lang: Language) -> Result<(), CliError> {
    let output = output_kind(&args.output)?;
    let tournament = io::read_tournament(&args.input)?;
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
    atomic::write(&args.output, &bytes, false).map_err(|error| CliError::File {
        action: "write",
        path: error.path,
        source: error.source,
    })
}
