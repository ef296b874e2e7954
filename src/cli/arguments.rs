//! The argument parser's refusals as an [`ArgumentProblem`] (so that they are worded in
//! the arbiter's language), and the `--lang` option read before the parser runs (so that
//! its own errors are worded too).

use super::error::ArgumentProblem;
use crate::i18n::Language;
use clap::error::{ContextKind, ContextValue, ErrorKind};
use std::ffi::OsString;

/// The problem behind a parser error, from its kind and context.
pub fn problem_of(error: &clap::Error) -> ArgumentProblem {
    let text = |kind| context_strings(error, kind).into_iter().next();
    // "--lang <LANG>": the option's name without its value's placeholder.
    let argument = text(ContextKind::InvalidArg)
        .map(|a| match a.split_once(' ') {
            Some((name, _)) if name.starts_with('-') => name.to_owned(),
            _ => a,
        })
        .unwrap_or_default();
    match error.kind() {
        ErrorKind::UnknownArgument => ArgumentProblem::UnknownArgument {
            argument,
            suggestion: text(ContextKind::SuggestedArg),
        },
        ErrorKind::InvalidValue | ErrorKind::ValueValidation => ArgumentProblem::InvalidValue {
            argument,
            value: text(ContextKind::InvalidValue).unwrap_or_default(),
            valid: context_strings(error, ContextKind::ValidValue),
        },
        ErrorKind::MissingRequiredArgument => ArgumentProblem::MissingArgument {
            arguments: context_strings(error, ContextKind::InvalidArg),
        },
        ErrorKind::MissingSubcommand | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => {
            ArgumentProblem::MissingCommand
        }
        ErrorKind::ArgumentConflict => ArgumentProblem::Conflict {
            argument,
            other: text(ContextKind::PriorArg).unwrap_or_default(),
        },
        _ => ArgumentProblem::Other {
            detail: if argument.is_empty() {
                text(ContextKind::InvalidValue).unwrap_or_default()
            } else {
                argument
            },
        },
    }
}

fn context_strings(error: &clap::Error, kind: ContextKind) -> Vec<String> {
    match error.get(kind) {
        Some(ContextValue::String(s)) => vec![s.clone()],
        Some(ContextValue::Strings(list)) => list.clone(),
        Some(other) => vec![other.to_string()],
        None => Vec::new(),
    }
}

/// The language asked for with `--lang it` or `--lang=it` anywhere on the command line
/// (read before the parser, so that a parser error is worded in it).
pub fn language_asked(args: &[OsString]) -> Option<Language> {
    let mut words = args.iter().map(|a| a.to_string_lossy());
    while let Some(word) = words.next() {
        if let Some(code) = word.strip_prefix("--lang=") {
            return Language::from_code(code);
        }
        if word == "--lang" {
            return words.next().and_then(|code| Language::from_code(&code));
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(words: &[&str]) -> Vec<OsString> {
        words.iter().map(OsString::from).collect()
    }

    #[test]
    fn the_language_is_read_in_both_spellings_and_anywhere() {
        let asked = |w: &[&str]| language_asked(&args(w));
        assert_eq!(
            asked(&["torneo", "--lang", "it", "pair"]),
            Some(Language::Italian)
        );
        assert_eq!(
            asked(&["torneo", "pair", "--lang=en"]),
            Some(Language::English)
        );
        assert_eq!(asked(&["torneo", "pair", "--lang"]), None);
        assert_eq!(asked(&["torneo", "pair"]), None);
    }

    fn run(words: &[&str]) -> (u8, String, String) {
        let (mut out, mut err) = (Vec::new(), Vec::new());
        let code = super::super::run_with(args(words), &mut out, &mut err);
        let text = |bytes: Vec<u8>| String::from_utf8(bytes).unwrap();
        (code, text(out), text(err))
    }

    #[test]
    fn parser_errors_are_worded_in_the_language_asked() {
        let (code, _, err) = run(&["torneo", "--lang", "it", "pair", "--frob", "x"]);
        assert_eq!(code, 3);
        assert!(err.contains("l'opzione `--frob` non esiste"), "{err}");
        let (code, _, err) = run(&["torneo", "--lang", "xx", "pair", "--dutch", "x.trf"]);
        assert_eq!(code, 3);
        assert!(
            err.contains("`xx` is not a valid value for --lang"),
            "{err}"
        );
        assert!(err.contains("`it` or `en`"), "{err}");
        let (code, _, err) = run(&[
            "torneo",
            "pair",
            "--lang=it",
            "--dutch",
            "--round-robin",
            "x",
        ]);
        assert_eq!(code, 3);
        assert!(err.contains("non si può usare insieme a"), "{err}");
        let (code, _, err) = run(&[
            "torneo", "--lang", "it", "generate", "--dutch", "-o", "x.trf",
        ]);
        assert_eq!(code, 3);
        assert!(err.contains("manca: --players"), "{err}");
    }

    #[test]
    fn help_goes_to_the_standard_output_with_exit_zero() {
        let (code, out, err) = run(&["torneo", "--help"]);
        assert_eq!(code, 0);
        assert!(out.contains("pair"), "{out}");
        assert!(err.is_empty(), "{err}");
    }

    #[test]
    fn a_missing_file_is_a_file_error_in_the_language_asked() {
        let (code, _, err) = run(&["torneo", "--lang", "it", "standings", "/nonexistent/x.trf"]);
        assert_eq!(code, 5);
        assert!(err.contains("/nonexistent/x.trf"), "{err}");
        assert!(
            err.contains("impossibile leggere /nonexistent/x.trf"),
            "{err}"
        );
    }
}
