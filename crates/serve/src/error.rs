//! Why the server could not start, worded for the arbiter.

use std::io;
use std::net::SocketAddr;
use std::path::PathBuf;
use torneo_i18n::{Language, Localize, io_reason, tr};

/// The server did not start.
#[derive(Debug, thiserror::Error)]
pub enum ServeError {
    /// The site folder is not there (or is a file).
    #[error("{} is not a folder", path.display())]
    NotAFolder { path: PathBuf },
    /// The address and port cannot be listened at.
    #[error("cannot listen at {address}: {source}")]
    Bind {
        address: SocketAddr,
        #[source]
        source: io::Error,
    },
}

impl Localize for ServeError {
    fn localize(&self, lang: Language) -> String {
        match self {
            ServeError::NotAFolder { path } => {
                tr!(
                    lang,
                    "serve-error-not-a-folder",
                    path = path.display().to_string()
                )
            }
            ServeError::Bind { address, source } => {
                let reason = match source.kind() {
                    io::ErrorKind::AddrInUse => tr!(lang, "serve-bind-in-use"),
                    io::ErrorKind::AddrNotAvailable => tr!(lang, "serve-bind-not-available"),
                    io::ErrorKind::PermissionDenied => tr!(lang, "serve-bind-permission"),
                    _ => io_reason(lang, source),
                };
                tr!(
                    lang,
                    "serve-error-bind",
                    address = address.to_string(),
                    reason = reason
                )
            }
        }
    }
}
