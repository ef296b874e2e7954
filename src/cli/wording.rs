//! The words of the command line: its errors ([`CliError`], [`ArgumentProblem`]) and the
//! reports `check` and `standings` print. Fluent messages `cli-…`.

use super::error::{ArgumentProblem, CliError};
use crate::i18n::{Language, Localize, join_or};
use crate::tr;

impl Localize for CliError {
    fn localize(&self, lang: Language) -> String {
        match self {
            CliError::Pairing(e) => e.localize(lang),
            CliError::RatingList(e) => e.localize(lang),
            CliError::Report(e) => e.localize(lang),
            CliError::Pdf(e) => e.localize(lang),
            CliError::Publish(e) => e.localize(lang),
            CliError::Serve(e) => e.localize(lang),
            CliError::OutputExtension { path } => tr!(
                lang,
                "cli-output-extension",
                path = path.display().to_string()
            ),
            CliError::UnknownCommand { command } => tr!(
                lang,
                "cli-unknown-command",
                command = command.as_str(),
                commands = super::SUBCOMMANDS.join(", ")
            ),
            CliError::Arguments(problem) => problem.localize(lang),
            CliError::BeyondAnnouncedRounds { round, announced } => tr!(
                lang,
                "cli-beyond-announced",
                round = (*round),
                announced = (*announced)
            ),
            CliError::GenerateBounds => tr!(lang, "cli-generate-bounds"),
            CliError::NoSuchPlayer { number } => {
                tr!(lang, "cli-no-such-player", number = (*number))
            }
            CliError::NoDataFolder => tr!(lang, "cli-no-data-folder"),
            CliError::NoColumnMapping { path } => tr!(
                lang,
                "cli-no-column-mapping",
                path = path.display().to_string()
            ),
            CliError::Tiebreak(e) => tr!(lang, "cli-tiebreaks", reason = e.localize(lang)),
            CliError::FileTiebreak { path, error } => tr!(
                lang,
                "cli-file-tiebreaks",
                path = path.display().to_string(),
                reason = error.localize(lang)
            ),
            CliError::Ron(e) => e.localize(lang),
            CliError::Trf(e) => e.localize(lang),
            CliError::Write(e) => e.localize(lang),
            CliError::Locked { file } => {
                tr!(lang, "cli-file-locked", file = file.display().to_string())
            }
            CliError::Output(e) => tr!(lang, "cli-output", reason = e.to_string()),
            CliError::UnknownCategory { name, known } if known.is_empty() => {
                tr!(lang, "cli-no-categories", name = name.as_str())
            }
            CliError::UnknownCategory { name, known } => tr!(
                lang,
                "cli-unknown-category",
                name = name.as_str(),
                known = known.join(", ")
            ),
            CliError::TeamPairing(e) => e.localize(lang),
        }
    }
}

impl Localize for ArgumentProblem {
    fn localize(&self, lang: Language) -> String {
        let problem = match self {
            ArgumentProblem::UnknownArgument {
                argument,
                suggestion,
            } => match suggestion {
                Some(suggestion) => tr!(
                    lang,
                    "cli-argument-unknown-suggestion",
                    argument = argument.as_str(),
                    suggestion = suggestion.as_str()
                ),
                None => tr!(lang, "cli-argument-unknown", argument = argument.as_str()),
            },
            ArgumentProblem::InvalidValue {
                argument,
                value,
                valid,
            } if valid.is_empty() => tr!(
                lang,
                "cli-argument-invalid-value",
                argument = argument.as_str(),
                value = value.as_str()
            ),
            ArgumentProblem::InvalidValue {
                argument,
                value,
                valid,
            } => {
                let quoted: Vec<String> = valid.iter().map(|v| format!("`{v}`")).collect();
                tr!(
                    lang,
                    "cli-argument-invalid-value-choices",
                    argument = argument.as_str(),
                    value = value.as_str(),
                    valid = join_or(lang, &quoted)
                )
            }
            ArgumentProblem::MissingArgument { arguments } => tr!(
                lang,
                "cli-argument-missing",
                arguments = arguments.join(" ")
            ),
            ArgumentProblem::MissingCommand => tr!(
                lang,
                "cli-argument-missing-command",
                commands = super::SUBCOMMANDS.join(", ")
            ),
            ArgumentProblem::Conflict { argument, other } => tr!(
                lang,
                "cli-argument-conflict",
                argument = argument.as_str(),
                other = other.as_str()
            ),
            ArgumentProblem::Other { detail } => {
                tr!(lang, "cli-argument-other", detail = detail.as_str())
            }
        };
        tr!(lang, "cli-argument-help", problem = problem)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::formats::atomic::WriteError;
    use crate::formats::{FileAction, ron::RonError};
    use crate::i18n::test_support::assert_worded;
    use crate::pairing::PairingError;
    use crate::tiebreak::ParseTiebreakError;
    use std::path::PathBuf;

    fn io_error() -> std::io::Error {
        std::io::Error::new(std::io::ErrorKind::PermissionDenied, "denied")
    }

    /// One sample of every argument problem.
    fn argument_problems() -> Vec<ArgumentProblem> {
        vec![
            ArgumentProblem::UnknownArgument {
                argument: "--frob".into(),
                suggestion: Some("--force".into()),
            },
            ArgumentProblem::UnknownArgument {
                argument: "--frob".into(),
                suggestion: None,
            },
            ArgumentProblem::InvalidValue {
                argument: "--lang".into(),
                value: "xx".into(),
                valid: vec!["it".into(), "en".into()],
            },
            ArgumentProblem::InvalidValue {
                argument: "--round".into(),
                value: "x".into(),
                valid: Vec::new(),
            },
            ArgumentProblem::MissingArgument {
                arguments: vec!["<INPUT>".into()],
            },
            ArgumentProblem::MissingCommand,
            ArgumentProblem::Conflict {
                argument: "--dutch".into(),
                other: "--round-robin".into(),
            },
            ArgumentProblem::Other {
                detail: "--force".into(),
            },
        ]
    }

    #[test]
    fn every_command_line_error_is_worded_in_every_language() {
        let mut errors: Vec<CliError> = argument_problems()
            .into_iter()
            .map(CliError::Arguments)
            .collect();
        errors.extend([
            CliError::Pairing(PairingError::Cancelled),
            CliError::UnknownCommand {
                command: "prnt".into(),
            },
            CliError::BeyondAnnouncedRounds {
                round: 10,
                announced: 9,
            },
            CliError::GenerateBounds,
            CliError::Publish(crate::publish::PublishError::NotASite {
                path: PathBuf::from("/home/arbiter"),
            }),
            CliError::Serve(torneo_serve::ServeError::NotAFolder {
                path: PathBuf::from("/srv/missing-site"),
            }),
            CliError::OutputExtension {
                path: PathBuf::from("pairings.txt"),
            },
            CliError::NoDataFolder,
            CliError::NoColumnMapping {
                path: PathBuf::from("national-mapping.ron"),
            },
            CliError::Tiebreak(ParseTiebreakError::Unknown("NOPE".into())),
            CliError::FileTiebreak {
                path: PathBuf::from("club.trf"),
                error: ParseTiebreakError::Unknown("NOPE".into()),
            },
            CliError::Ron(RonError::Io {
                action: FileAction::Read,
                path: PathBuf::from("club.ron"),
                source: io_error(),
            }),
            CliError::Write(WriteError {
                action: FileAction::Replace,
                path: PathBuf::from("club.trf"),
                source: io_error(),
            }),
            CliError::Output(io_error()),
            CliError::Locked {
                file: PathBuf::from("club.ron"),
            },
            CliError::UnknownCategory {
                name: "U16".into(),
                known: vec!["Under 16".into(), "Donne".into()],
            },
            CliError::UnknownCategory {
                name: "U16".into(),
                known: Vec::new(),
            },
        ]);
        {
            use crate::pairing::team_round_robin::TeamPairingError as E;
            errors.extend(
                [
                    E::NotATeamEvent,
                    E::NotARoundRobin,
                    E::TooFewTeams,
                    E::NoSuchRound(9),
                    E::ShortRoster {
                        team: crate::domain::TeamId(2),
                        players: 3,
                        boards: 4,
                    },
                ]
                .map(CliError::TeamPairing),
            );
        }
        for error in &errors {
            assert_worded(error);
        }
    }

    #[test]
    fn a_bad_value_names_the_option_the_value_and_the_choices() {
        let error = CliError::Arguments(ArgumentProblem::InvalidValue {
            argument: "--lang".into(),
            value: "xx".into(),
            valid: vec!["it".into(), "en".into()],
        });
        let italian = error.localize(Language::Italian);
        assert!(italian.contains("--lang"), "{italian}");
        assert!(italian.contains("`xx`"), "{italian}");
        assert!(italian.contains("`it` o `en`"), "{italian}");
        let english = error.localize(Language::English);
        assert!(english.contains("`it` or `en`"), "{english}");
    }
}
