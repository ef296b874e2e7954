//! The words of the file errors: what Torneo was doing with a file ([`FileAction`]) and
//! why a `.ron` document could not be read or written. Fluent messages `file-…`; the
//! operating system's own reason and the RON parser's detail are passed on as they come.

use super::atomic::WriteError;
use super::ron::{Expected, RonError, SyntaxProblem, WrongFormat};
use super::trf::TrfFileError;
use crate::i18n::{Language, Localize};
use crate::tr;
use std::fmt;

/// A step of reading or writing a file, as an error names it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FileAction {
    Read,
    Write,
    /// The target is a folder.
    SaveOver,
    LookAt,
    WriteTemporaryIn,
    Replace,
    MakeBackupIn,
    KeepPreviousVersionAs,
    CreateFolder,
}

impl FileAction {
    fn key(self) -> &'static str {
        match self {
            FileAction::Read => "read",
            FileAction::Write => "write",
            FileAction::SaveOver => "save-over",
            FileAction::LookAt => "look-at",
            FileAction::WriteTemporaryIn => "write-temporary-in",
            FileAction::Replace => "replace",
            FileAction::MakeBackupIn => "make-backup-in",
            FileAction::KeepPreviousVersionAs => "keep-previous-version-as",
            FileAction::CreateFolder => "create-folder",
        }
    }
}

impl Localize for FileAction {
    fn localize(&self, lang: Language) -> String {
        tr!(lang, "file-action", action = self.key())
    }
}

/// In English, for logs and the command line.
impl fmt::Display for FileAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.localize(Language::English))
    }
}

impl Localize for WriteError {
    fn localize(&self, lang: Language) -> String {
        tr!(
            lang,
            "file-io",
            action = self.action.localize(lang),
            path = self.path.display().to_string(),
            reason = crate::i18n::io_reason(lang, &self.source)
        )
    }
}

impl Localize for SyntaxProblem {
    fn localize(&self, lang: Language) -> String {
        match self {
            SyntaxProblem::EndsEarly => tr!(lang, "ron-ends-early"),
            SyntaxProblem::EndsEarlyAt(expected) => {
                tr!(
                    lang,
                    "ron-ends-early-at",
                    expected = expected.localize(lang)
                )
            }
            SyntaxProblem::UnclosedText => tr!(lang, "ron-unclosed-text"),
            SyntaxProblem::TextAfterTheEnd => tr!(lang, "ron-text-after-the-end"),
            SyntaxProblem::NotUtf8 => tr!(lang, "ron-not-utf8"),
            SyntaxProblem::Expected(expected) => expected.localize(lang),
        }
    }
}

impl Localize for Expected {
    fn localize(&self, lang: Language) -> String {
        match self {
            Expected::Token(key) => tr!(lang, "ron-expected", token = key.to_string()),
            Expected::MissingField(field) => tr!(lang, "ron-missing-field", field = field.as_str()),
            Expected::UnknownField(field) => tr!(lang, "ron-unknown-field", field = field.as_str()),
            Expected::RepeatedField(field) => {
                tr!(lang, "ron-repeated-field", field = field.as_str())
            }
            Expected::UnknownName(name) => tr!(lang, "ron-unknown-name", name = name.as_str()),
            Expected::UnexpectedCharacter(c) => {
                tr!(lang, "ron-unexpected-character", character = c.to_string())
            }
            Expected::NumberOutOfRange => tr!(lang, "ron-number-out-of-range"),
            Expected::Other => tr!(lang, "ron-other"),
        }
    }
}

impl Localize for RonError {
    fn localize(&self, lang: Language) -> String {
        match self {
            RonError::Io {
                action,
                path,
                source,
            } => tr!(
                lang,
                "file-io",
                action = action.localize(lang),
                path = path.display().to_string(),
                reason = crate::i18n::io_reason(lang, source)
            ),
            RonError::Syntax {
                line,
                column,
                problem,
            } => tr!(
                lang,
                "file-damaged",
                line = (*line),
                column = (*column),
                detail = problem.localize(lang)
            ),
            RonError::WrongFormat { reason } => {
                tr!(lang, "file-not-torneo", reason = reason.localize(lang))
            }
            RonError::TooNew { version } => tr!(
                lang,
                "file-too-new",
                version = (*version),
                current = super::ron::CURRENT_VERSION
            ),
            RonError::UnsupportedVersion { version } => {
                tr!(lang, "file-unsupported-version", version = (*version))
            }
            RonError::Invalid { error, place: None } => {
                tr!(lang, "file-inconsistent", detail = error.localize(lang))
            }
            RonError::Invalid {
                error,
                place: Some(place),
            } => tr!(
                lang,
                "file-inconsistent-at",
                detail = error.localize(lang),
                place = place.as_str()
            ),
            RonError::Serialize(detail) => {
                tr!(lang, "file-not-serialized", detail = detail.as_str())
            }
        }
    }
}

impl Localize for TrfFileError {
    fn localize(&self, lang: Language) -> String {
        match self {
            TrfFileError::Read { path, source } => tr!(
                lang,
                "file-io",
                action = FileAction::Read.localize(lang),
                path = path.display().to_string(),
                reason = crate::i18n::io_reason(lang, source)
            ),
            TrfFileError::Content { path, source } => tr!(
                lang,
                "file-trf-content",
                path = path.display().to_string(),
                detail = source.localize(lang)
            ),
            TrfFileError::Write(error) => error.localize(lang),
            TrfFileError::Export { source } => source.localize(lang),
        }
    }
}

impl Localize for WrongFormat {
    fn localize(&self, lang: Language) -> String {
        match self {
            WrongFormat::Empty => tr!(lang, "file-format-empty"),
            WrongFormat::NoFormat { expected } => {
                tr!(lang, "file-format-undeclared", expected = (*expected))
            }
            WrongFormat::OtherFormat { found, expected } => tr!(
                lang,
                "file-format-other",
                found = found.as_str(),
                expected = (*expected)
            ),
            WrongFormat::NoVersion => tr!(lang, "file-format-no-version"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::{PlayerId, TournamentError};
    use crate::i18n::test_support::assert_worded;
    use std::io;
    use std::path::PathBuf;

    #[test]
    fn every_file_message_is_worded_in_every_language() {
        let actions = [
            FileAction::Read,
            FileAction::Write,
            FileAction::SaveOver,
            FileAction::LookAt,
            FileAction::WriteTemporaryIn,
            FileAction::Replace,
            FileAction::MakeBackupIn,
            FileAction::KeepPreviousVersionAs,
            FileAction::CreateFolder,
        ];
        for action in actions {
            match action {
                FileAction::Read
                | FileAction::Write
                | FileAction::SaveOver
                | FileAction::LookAt
                | FileAction::WriteTemporaryIn
                | FileAction::Replace
                | FileAction::MakeBackupIn
                | FileAction::KeepPreviousVersionAs
                | FileAction::CreateFolder => assert_worded(&action),
            }
        }
        let path = || PathBuf::from("torneo.ron");
        let errors = [
            RonError::Io {
                action: FileAction::Replace,
                path: path(),
                source: io::Error::from(io::ErrorKind::PermissionDenied),
            },
            RonError::Syntax {
                line: 3,
                column: 7,
                problem: SyntaxProblem::Expected(Box::new(Expected::Token("group-end"))),
            },
            RonError::Syntax {
                line: 3,
                column: 7,
                problem: SyntaxProblem::EndsEarlyAt(Box::new(Expected::MissingField(
                    "rounds".into(),
                ))),
            },
            RonError::WrongFormat {
                reason: WrongFormat::Empty,
            },
            RonError::WrongFormat {
                reason: WrongFormat::NoFormat { expected: "torneo" },
            },
            RonError::WrongFormat {
                reason: WrongFormat::OtherFormat {
                    found: "xyz".into(),
                    expected: "torneo",
                },
            },
            RonError::WrongFormat {
                reason: WrongFormat::NoVersion,
            },
            RonError::TooNew { version: 9 },
            RonError::UnsupportedVersion { version: 0 },
            RonError::Invalid {
                error: TournamentError::UnknownPlayer(PlayerId(4)),
                place: None,
            },
            RonError::Invalid {
                error: TournamentError::UnknownPlayer(PlayerId(4)),
                place: Some("rounds #1 > boards #2 > black".into()),
            },
            RonError::Serialize("detail".into()),
        ];
        for error in &errors {
            match error {
                RonError::Io { .. }
                | RonError::Syntax { .. }
                | RonError::WrongFormat { .. }
                | RonError::TooNew { .. }
                | RonError::UnsupportedVersion { .. }
                | RonError::Invalid { .. }
                | RonError::Serialize(_) => {
                    let english = error.localize(Language::English);
                    let italian = error.localize(Language::Italian);
                    assert!(!english.is_empty() && english != italian, "{english}");
                    assert!(
                        !italian.contains("{$") && !italian.contains("{ $"),
                        "{italian}"
                    );
                }
            }
        }
    }
}
