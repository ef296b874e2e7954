//! The operating system's reason for a failed file operation, in the user's language
//! ("the file or folder does not exist", not "No such file or directory (os error 2)").
//! Kinds the system rarely gives are named by their system error number.

use super::Language;
use std::io;

/// `error`'s reason in `lang`.
pub fn io_reason(lang: Language, error: &io::Error) -> String {
    use io::ErrorKind as K;
    let key = match error.kind() {
        K::NotFound => "not-found",
        K::PermissionDenied => "permission-denied",
        K::AlreadyExists => "already-exists",
        K::IsADirectory => "is-a-directory",
        K::NotADirectory => "not-a-directory",
        K::DirectoryNotEmpty => "directory-not-empty",
        K::ReadOnlyFilesystem => "read-only",
        K::StorageFull | K::QuotaExceeded => "disk-full",
        K::FileTooLarge => "too-large",
        K::InvalidData => "invalid-data",
        K::UnexpectedEof => "unexpected-end",
        K::ResourceBusy => "busy",
        K::CrossesDevices => "crosses-devices",
        K::InvalidFilename => "invalid-name",
        K::Interrupted | K::TimedOut => "interrupted",
        _ => "other",
    };
    // " 71" after "system error", nothing when the system gave no number.
    let code = error
        .raw_os_error()
        .map_or_else(String::new, |c| format!(" {c}"));
    crate::tr!(lang, "io-reason", kind = key, code = code)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn system_reasons_are_worded_in_each_language() {
        let missing = io::Error::from_raw_os_error(2);
        let it = io_reason(Language::Italian, &missing);
        let en = io_reason(Language::English, &missing);
        assert_eq!(it, "il file o la cartella non esiste");
        assert_eq!(en, "the file or folder does not exist");
        let other = io::Error::other("boom");
        assert_eq!(io_reason(Language::Italian, &other), "errore del sistema");
        let odd = io::Error::from_raw_os_error(71);
        assert!(io_reason(Language::English, &odd).contains("71"));
    }
}
