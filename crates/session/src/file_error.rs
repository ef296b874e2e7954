//! A file error the session keeps and hands to the window: the format layer's typed error,
//! shared (`Arc`) so that the session's errors stay cheap to clone. Worded through the
//! format's own [`Localize`] (`formats::wording`).

use crate::formats::ron::RonError;
use crate::formats::trf::TrfFileError;
use crate::i18n::{Language, Localize};
use std::fmt;
use std::sync::Arc;

/// Why a tournament or TRF file could not be read or written.
#[derive(Debug, Clone)]
pub enum FileError {
    Ron(Arc<RonError>),
    Trf(Arc<TrfFileError>),
}

impl From<RonError> for FileError {
    fn from(error: RonError) -> FileError {
        FileError::Ron(Arc::new(error))
    }
}

impl From<TrfFileError> for FileError {
    fn from(error: TrfFileError) -> FileError {
        FileError::Trf(Arc::new(error))
    }
}

impl Localize for FileError {
    fn localize(&self, lang: Language) -> String {
        match self {
            FileError::Ron(error) => error.localize(lang),
            FileError::Trf(error) => error.localize(lang),
        }
    }
}

/// In English, for logs and tests.
impl fmt::Display for FileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.localize(Language::English))
    }
}

/// Two errors are the same when they say the same (the I/O errors inside cannot be
/// compared otherwise).
impl PartialEq for FileError {
    fn eq(&self, other: &FileError) -> bool {
        self.to_string() == other.to_string()
    }
}

impl Eq for FileError {}
