//! The versioned `.ron` tournament document.
//!
//! A file is one [`TorneoFile`] written as pretty RON:
//!
//! ```text
//! (
//!     format: "torneo",
//!     version: 1,
//!     tournament: ( settings: (...), players: [...], rounds: [...], ... ),
//! )
//! ```
//!
//! Reading goes in two steps: first the header (`format`, `version`) is read from the whole
//! document, so a file of another program or of a newer Torneo is refused with a clear
//! message; then [`migrate`] reads the document with the types of its version and upgrades
//! it to the current [`Tournament`]. Fields added later carry `#[serde(default)]` in the
//! domain types, so additions do not need a new version; renames and removals do.
//!
//! Writing is atomic ([`save`], through [`super::atomic`]): the target is at every moment
//! either the old or the new document, never half of one. The previous version is kept
//! next to it as `<name>.ron.bak`.

use super::FileAction;
use crate::domain::{Tournament, TournamentError};
use serde::{Deserialize, Serialize};
use std::borrow::Cow;
use std::fs;
use std::io;
use std::path::{Path, PathBuf};
use thiserror::Error;

/// The `format` every Torneo tournament file declares.
pub const FORMAT_NAME: &str = "torneo";

/// The version this Torneo writes, and the newest it can read.
pub const CURRENT_VERSION: u32 = 1;

/// The document as written: format name, format version, tournament.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TorneoFile<T> {
    pub format: Cow<'static, str>,
    pub version: u32,
    pub tournament: T,
}

/// Why a tournament file could not be read or written, in words an arbiter can act on
/// (worded in `formats::wording`; `Display` is the English).
#[derive(Debug, Error)]
#[error(
    "{}",
    crate::i18n::Localize::localize(self, crate::i18n::Language::English)
)]
pub enum RonError {
    /// The operating system refused a read, write, rename, …
    Io {
        /// What Torneo was doing.
        action: FileAction,
        path: PathBuf,
        #[source]
        source: io::Error,
    },
    /// The text is not well-formed, or a value has the wrong shape. Line and column are
    /// 1-based, as text editors count them; the problem is worded in the user's language.
    Syntax {
        line: usize,
        column: usize,
        problem: SyntaxProblem,
    },
    /// The document is not a Torneo tournament (another program's RON, or no header).
    WrongFormat { reason: WrongFormat },
    /// Written by a newer Torneo with a format this one does not know.
    TooNew { version: u32 },
    /// A format version that never existed (0) or is no longer supported.
    UnsupportedVersion { version: u32 },
    /// Well-formed, but the tournament breaks an invariant; `place` is the field's path
    /// in the document ([`super::ron_place`]), when it can be found.
    Invalid {
        error: TournamentError,
        place: Option<String>,
    },
    /// The tournament could not be turned into text (should not happen with domain types).
    Serialize(String),
}

/// Why a document is not a Torneo tournament.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum WrongFormat {
    Empty,
    NoFormat {
        expected: &'static str,
    },
    OtherFormat {
        found: String,
        expected: &'static str,
    },
    NoVersion,
}

impl RonError {
    fn io(action: FileAction, path: &Path, source: io::Error) -> RonError {
        RonError::Io {
            action,
            path: path.to_path_buf(),
            source,
        }
    }

    /// A RON error in `text`, reworded when the parser ran into the end of the document.
    fn syntax(text: &str, error: ::ron::error::SpannedError) -> RonError {
        let (mut line, mut column) = (error.span.start.line, error.span.start.col);
        if error.code == ::ron::Error::TrailingCharacters {
            // RON names the end of the document; the arbiter needs the stray text.
            (line, column) = first_text_from(text, line, column);
        }
        let (end_line, end_column) = position_after(text.trim_end().as_bytes());
        // The parser stopped at (or reached, reading a last cut-off word) the end.
        let at_end = (error.span.end.line, error.span.end.col) >= (end_line, end_column)
            || (line, column) >= (end_line, end_column);
        let problem = match error.code {
            ::ron::Error::Eof => SyntaxProblem::EndsEarly,
            // Reported where the string starts, which is where to look.
            ::ron::Error::ExpectedStringEnd => SyntaxProblem::UnclosedText,
            ::ron::Error::TrailingCharacters => SyntaxProblem::TextAfterTheEnd,
            ref code if at_end => SyntaxProblem::EndsEarlyAt(Box::new(Expected::of(code))),
            ref code => SyntaxProblem::Expected(Box::new(Expected::of(code))),
        };
        RonError::Syntax {
            line,
            column,
            problem,
        }
    }
}

/// What is wrong at the place a `.ron` document cannot be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SyntaxProblem {
    /// The document ends too early (cut short).
    EndsEarly,
    /// It ends too early, where this was expected.
    EndsEarlyAt(Box<Expected>),
    /// A text in quotes that starts here is never closed.
    UnclosedText,
    /// More text after the end of the tournament.
    TextAfterTheEnd,
    /// The bytes from here on are not UTF-8 text.
    NotUtf8,
    Expected(Box<Expected>),
}

/// What the RON reader expected, or found wrong, in words a person can be told (the
/// RON parser's own messages are English and name RON's grammar).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Expected {
    /// A kind of value: "integer", "comma", "list"… (a Fluent selector key).
    Token(&'static str),
    /// A field the tournament needs is missing.
    MissingField(String),
    /// A field Torneo does not know.
    UnknownField(String),
    /// A field written twice.
    RepeatedField(String),
    /// A name where one of a fixed set is expected ("WhiteWon" for a result).
    UnknownName(String),
    /// A character that has no place here.
    UnexpectedCharacter(char),
    /// A number too large or too small for its field.
    NumberOutOfRange,
    /// Anything else the reader refused.
    Other,
}

impl Expected {
    fn of(code: &::ron::Error) -> Expected {
        use ::ron::Error as E;
        let token = |key| Expected::Token(key);
        match code {
            E::ExpectedInteger | E::InvalidIntegerDigit { .. } => token("integer"),
            E::ExpectedFloat | E::FloatUnderscore => token("number"),
            E::ExpectedComma => token("comma"),
            E::ExpectedBoolean => token("boolean"),
            E::ExpectedString | E::ExpectedStringEnd | E::ExpectedChar => token("text"),
            E::ExpectedArray => token("list"),
            E::ExpectedArrayEnd => token("list-end"),
            E::ExpectedMap => token("map"),
            E::ExpectedMapColon => token("colon"),
            E::ExpectedMapEnd => token("map-end"),
            E::ExpectedStructLike | E::ExpectedNamedStructLike(_) => token("group"),
            E::ExpectedStructLikeEnd => token("group-end"),
            E::ExpectedOption | E::ExpectedOptionEnd => token("option"),
            E::ExpectedUnit => token("unit"),
            E::ExpectedIdentifier | E::InvalidIdentifier(_) => token("name"),
            E::MissingStructField { field, .. } => Expected::MissingField(field.to_string()),
            E::NoSuchStructField { found, .. } => Expected::UnknownField(found.clone()),
            E::DuplicateStructField { field, .. } => Expected::RepeatedField(field.to_string()),
            E::NoSuchEnumVariant { found, .. } => Expected::UnknownName(found.clone()),
            E::UnexpectedChar(c) => Expected::UnexpectedCharacter(*c),
            E::IntegerOutOfBounds => Expected::NumberOutOfRange,
            _ => Expected::Other,
        }
    }
}

/// The header of any version: read first so the right migration can be chosen. A missing
/// field reads as empty (`""`, version 0: no version was ever numbered 0).
#[derive(Debug, Deserialize)]
struct Header {
    #[serde(default)]
    format: String,
    #[serde(default)]
    version: u32,
}

/// Pretty output: one field per line down to the players' fields, while each board and bye
/// (and each requested-bye map) fits on one line.
fn pretty() -> ::ron::ser::PrettyConfig {
    ::ron::ser::PrettyConfig::new()
        .depth_limit(5)
        .indentor("    ")
}

/// The tournament as the text of a current-version `.ron` document.
pub fn to_string(t: &Tournament) -> Result<String, RonError> {
    let file = TorneoFile {
        format: Cow::Borrowed(FORMAT_NAME),
        version: CURRENT_VERSION,
        tournament: t,
    };
    let mut text = ::ron::ser::to_string_pretty(&file, pretty())
        .map_err(|e| RonError::Serialize(e.to_string()))?;
    text.push('\n');
    Ok(text)
}

/// Reads a `.ron` document of any supported version and checks the tournament's invariants.
pub fn from_str(text: &str) -> Result<Tournament, RonError> {
    // Windows editors may put a byte-order mark in front: it is not part of the document.
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    if text.trim().is_empty() {
        return Err(RonError::WrongFormat {
            reason: WrongFormat::Empty,
        });
    }
    let header: Header = ::ron::from_str(text).map_err(|e| RonError::syntax(text, e))?;
    if header.format.is_empty() {
        return Err(RonError::WrongFormat {
            reason: WrongFormat::NoFormat {
                expected: FORMAT_NAME,
            },
        });
    }
    if header.format != FORMAT_NAME {
        return Err(RonError::WrongFormat {
            reason: WrongFormat::OtherFormat {
                found: header.format.to_string(),
                expected: FORMAT_NAME,
            },
        });
    }
    let version = header.version;
    if version == 0 {
        return Err(RonError::WrongFormat {
            reason: WrongFormat::NoVersion,
        });
    }
    let tournament = migrate(version, text)?;
    tournament.validate().map_err(|error| RonError::Invalid {
        place: super::ron_place::place_of(&tournament, &error),
        error,
    })?;
    Ok(tournament)
}

/// The migrations hook: reads a document of format `version` with that version's types and
/// upgrades it to the current [`Tournament`].
///
/// When version 2 comes, keep the version-1 types in a `v1` module, add
/// `1 => upgrade_v1(read_document::<v1::Tournament>(text)?)`, and let `CURRENT_VERSION`
/// read the current types. Each upgrade is a pure function from one version to the next.
fn migrate(version: u32, text: &str) -> Result<Tournament, RonError> {
    match version {
        CURRENT_VERSION => read_document::<Tournament>(text),
        newer if newer > CURRENT_VERSION => Err(RonError::TooNew { version: newer }),
        older => Err(RonError::UnsupportedVersion { version: older }),
    }
}

/// Parses the whole document with the tournament type `T` of one format version.
fn read_document<T>(text: &str) -> Result<T, RonError>
where
    T: for<'de> Deserialize<'de>,
{
    let file: TorneoFile<T> = ::ron::from_str(text).map_err(|e| RonError::syntax(text, e))?;
    Ok(file.tournament)
}

/// Reads a tournament file. The file is only read, never changed, whatever is in it.
pub fn load(path: &Path) -> Result<Tournament, RonError> {
    let bytes = fs::read(path).map_err(|e| RonError::io(FileAction::Read, path, e))?;
    let text = match std::str::from_utf8(&bytes) {
        Ok(text) => text,
        Err(e) => {
            let good = bytes.get(..e.valid_up_to()).unwrap_or_default();
            let (line, column) = position_after(good);
            return Err(RonError::Syntax {
                line,
                column,
                problem: SyntaxProblem::NotUtf8,
            });
        }
    };
    from_str(text)
}

/// 1-based line and column of the character following `prefix` (valid UTF-8).
fn position_after(prefix: &[u8]) -> (usize, usize) {
    let text = String::from_utf8_lossy(prefix);
    let line = 1 + text.matches('\n').count();
    let column = 1 + text.rsplit('\n').next().map_or(0, |l| l.chars().count());
    (line, column)
}

/// The 1-based line and column of the first non-blank character at or after `line`,
/// `column` in `text` (the same place when there is none).
fn first_text_from(text: &str, line: usize, column: usize) -> (usize, usize) {
    let start = text
        .split_inclusive('\n')
        .take(line.saturating_sub(1))
        .map(str::len)
        .sum::<usize>();
    let Some(rest) = text.get(start..) else {
        return (line, column);
    };
    let skip: usize = rest
        .chars()
        .take(column.saturating_sub(1))
        .map(char::len_utf8)
        .sum();
    let from = start + skip;
    let blank = text
        .get(from..)
        .map_or(0, |tail| tail.len() - tail.trim_start().len());
    match text.get(..from + blank) {
        Some(before) if from + blank < text.len() => position_after(before.as_bytes()),
        _ => (line, column),
    }
}

/// Saves atomically and keeps the file being replaced as `<name>.ron.bak`.
///
/// On error the file at `path` is as it was before (a stale temporary file is removed).
/// If the `.bak` cannot be made the save is not carried out either: a save does all it
/// promises or reports why not.
pub fn save(path: &Path, t: &Tournament) -> Result<(), RonError> {
    write_atomic(path, t, true)
}

/// Saves atomically without keeping a `.bak` (used for the recovery file).
pub fn save_without_backup(path: &Path, t: &Tournament) -> Result<(), RonError> {
    write_atomic(path, t, false)
}

/// `<name>.ron.bak` next to `path`.
pub fn backup_path(path: &Path) -> PathBuf {
    super::atomic::backup_path(path)
}

fn write_atomic(path: &Path, t: &Tournament, backup: bool) -> Result<(), RonError> {
    let text = to_string(t)?;
    super::atomic::write(path, text.as_bytes(), backup).map_err(|e| RonError::Io {
        action: e.action,
        path: e.path,
        source: e.source,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::{Board, GameResult, Player, Round, TournamentSettings};

    fn sample() -> Tournament {
        let mut t = Tournament::new(TournamentSettings {
            name: "Open di Càttolica".into(),
            ..TournamentSettings::default()
        });
        let a = t.add_player(Player {
            name: "Rossi, Niccolò".into(),
            rating: Some(2100),
            ..Player::default()
        });
        let b = t.add_player(Player {
            name: "Иванов, Пётр".into(),
            ..Player::default()
        });
        t.rounds.push(Round {
            number: 1,
            boards: vec![Board {
                white: a,
                black: b,
                result: GameResult::Draw,
                second_game: None,
            }],
            byes: vec![],
        });
        t
    }

    #[test]
    fn writes_header_and_reads_back() {
        let t = sample();
        let text = to_string(&t).unwrap();
        assert!(text.contains("format: \"torneo\""), "{text}");
        assert!(text.contains("version: 1"), "{text}");
        assert!(text.contains("Rossi, Niccolò"), "{text}");
        assert_eq!(from_str(&text).unwrap(), t);
    }

    #[test]
    fn migrate_refuses_newer_and_unknown_versions() {
        assert!(matches!(
            migrate(CURRENT_VERSION + 1, ""),
            Err(RonError::TooNew { version }) if version == CURRENT_VERSION + 1
        ));
        assert!(matches!(
            migrate(0, ""),
            Err(RonError::UnsupportedVersion { version: 0 })
        ));
    }

    #[test]
    fn first_text_skips_blanks_and_line_breaks() {
        assert_eq!(first_text_from("ab\n  \n à", 1, 3), (3, 2));
        assert_eq!(first_text_from("ab  ", 1, 3), (1, 3));
        assert_eq!(first_text_from("àb c", 1, 3), (1, 4));
    }

    #[test]
    fn position_counts_characters_not_bytes() {
        assert_eq!(position_after("ab\nàè".as_bytes()), (2, 3));
        assert_eq!(position_after(b""), (1, 1));
    }

    #[test]
    fn backup_name_appends_bak() {
        assert_eq!(
            backup_path(Path::new("/x/open.ron")),
            PathBuf::from("/x/open.ron.bak")
        );
    }
}
