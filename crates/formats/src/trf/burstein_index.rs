//! The two readings of the 2026 Burstein edition's Index (C.04.4.2 1.7;
//! docs/rules/burstein.md, "Two readings of the Index") in Torneo's own record `XXI`
//! (issue 34). TRF has no place for them, so the writer adds, only when the tournament's
//! options are not the defaults,
//!
//! `XXI zero-point-series=last-round|this-round this-round-bye=excluded|included`
//!
//! with the words of the command line's `--zero-point-series` and `--this-round-bye`.
//! Other programs ignore the record (an unknown code). The reader sets each option it
//! names; a word it cannot read is said in a warning at its line and columns and leaves
//! that option as it was (the default), and the record is not kept, since the writer
//! writes it again from the options.

use super::error::TrfField;
use super::warning::{Assumption, ImportWarning};
use crate::domain::{BursteinOptions, ThisRoundBye, Tournament, ZeroPointSeries};

const CODE: &str = "XXI";
const SERIES: &str = "zero-point-series";
const BYE: &str = "this-round-bye";

/// The `XXI` line of `t`, when its options are not the defaults.
pub(super) fn record(t: &Tournament) -> Option<String> {
    let options = &t.settings.burstein;
    if options.is_default() {
        return None;
    }
    let series = match options.zero_point_series {
        ZeroPointSeries::EndingLastRound => "last-round",
        ZeroPointSeries::ReachingThisRound => "this-round",
    };
    let bye = match options.this_round_bye {
        ThisRoundBye::Excluded => "excluded",
        ThisRoundBye::Included => "included",
    };
    Some(format!("{CODE} {SERIES}={series} {BYE}={bye}"))
}

/// True when `text` (the record at line `line`) is an `XXI` record: its words are read
/// into `options`, each one that cannot be read making a warning.
pub(super) fn read(
    text: &str,
    line: usize,
    options: &mut BursteinOptions,
    warnings: &mut Vec<ImportWarning>,
) -> bool {
    let Some(rest) = text.strip_prefix(CODE) else {
        return false;
    };
    if !(rest.is_empty() || rest.starts_with(char::is_whitespace)) {
        return false;
    }
    let words = words(text, CODE.len());
    if words.is_empty() {
        let columns = (1, CODE.len());
        warnings.push(unread(line, columns, text.trim_end()));
    }
    for (columns, word) in words {
        if !set(word, options) {
            warnings.push(unread(line, columns, word));
        }
    }
    true
}

/// Sets the option `word` (`key=value`) names; false when it names none.
fn set(word: &str, options: &mut BursteinOptions) -> bool {
    let Some((key, value)) = word.split_once('=') else {
        return false;
    };
    let value = value.to_ascii_lowercase();
    match (key.to_ascii_lowercase().as_str(), value.as_str()) {
        (SERIES, "last-round") => options.zero_point_series = ZeroPointSeries::EndingLastRound,
        (SERIES, "this-round") => {
            options.zero_point_series = ZeroPointSeries::ReachingThisRound;
        }
        (BYE, "excluded") => options.this_round_bye = ThisRoundBye::Excluded,
        (BYE, "included") => options.this_round_bye = ThisRoundBye::Included,
        _ => return false,
    }
    true
}

/// The words of `text` after its first `skip` characters, with their columns (1-based,
/// one column per character as the reader counts them).
fn words(text: &str, skip: usize) -> Vec<((usize, usize), &str)> {
    let mut found = Vec::new();
    let mut start: Option<(usize, usize)> = None; // (column, byte offset)
    let mut column = 0;
    for (offset, c) in text.char_indices() {
        column += 1;
        if column <= skip {
            continue;
        }
        match (c.is_whitespace(), start) {
            (true, Some((first, from))) => {
                found.push(((first, column - 1), text.get(from..offset).unwrap_or("")));
                start = None;
            }
            (false, None) => start = Some((column, offset)),
            _ => {}
        }
    }
    if let Some((first, from)) = start {
        found.push(((first, column), text.get(from..).unwrap_or("")));
    }
    found
}

fn unread(line: usize, columns: (usize, usize), text: &str) -> ImportWarning {
    ImportWarning::at(
        line,
        columns,
        TrfField::ConfigurationOption,
        Assumption::BursteinIndexUnread {
            text: text.to_owned(),
        },
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read_line(text: &str) -> (BursteinOptions, Vec<ImportWarning>) {
        let mut options = BursteinOptions::default();
        let mut warnings = Vec::new();
        assert!(read(text, 7, &mut options, &mut warnings));
        (options, warnings)
    }

    #[test]
    fn the_words_of_the_command_line_set_the_options() {
        let (options, warnings) =
            read_line("XXI zero-point-series=this-round this-round-bye=included");
        assert!(warnings.is_empty());
        assert_eq!(
            options.zero_point_series,
            ZeroPointSeries::ReachingThisRound
        );
        assert_eq!(options.this_round_bye, ThisRoundBye::Included);
        let (options, warnings) = read_line("XXI  THIS-ROUND-BYE=Included");
        assert!(warnings.is_empty());
        assert_eq!(options.zero_point_series, ZeroPointSeries::EndingLastRound);
        assert_eq!(options.this_round_bye, ThisRoundBye::Included);
    }

    #[test]
    fn a_garbled_word_is_named_at_its_columns_and_leaves_its_option_alone() {
        let (options, warnings) =
            read_line("XXI zero-point-series=maybe this-round-bye=included x");
        assert_eq!(options.zero_point_series, ZeroPointSeries::EndingLastRound);
        assert_eq!(options.this_round_bye, ThisRoundBye::Included);
        let places: Vec<_> = warnings.iter().map(|w| (w.line, w.columns)).collect();
        assert_eq!(places, [(7, Some((5, 27))), (7, Some((53, 53)))]);
        assert_eq!(
            warnings[0].assumption,
            Assumption::BursteinIndexUnread {
                text: "zero-point-series=maybe".into()
            }
        );
        let (_, warnings) = read_line("XXI");
        assert_eq!(warnings.len(), 1);
    }

    #[test]
    fn other_records_are_not_read() {
        let mut options = BursteinOptions::default();
        let mut warnings = Vec::new();
        assert!(!read("XXIV 3", 1, &mut options, &mut warnings));
        assert!(!read("XXR 9", 1, &mut options, &mut warnings));
        assert!(warnings.is_empty());
    }
}
