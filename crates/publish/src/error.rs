//! [`PublishError`]: why the site could not be written. The previous site, if any, is
//! then left as it was (see `write`).

use crate::i18n::{Language, Localize, io_reason};
use crate::tr;
use std::io;
use std::path::PathBuf;
use thiserror::Error;

/// The step of writing the site the operating system refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SiteAction {
    /// Making the temporary folder the new site is written into.
    Create,
    /// Writing one page into it.
    Write,
    /// Putting the new site in place of the old one.
    Replace,
    /// Removing the previous site once replaced.
    Remove,
}

impl SiteAction {
    fn key(self) -> &'static str {
        match self {
            SiteAction::Create => "create",
            SiteAction::Write => "write",
            SiteAction::Replace => "replace",
            SiteAction::Remove => "remove",
        }
    }
}

/// The site was not written. `Display` is English (for logs).
#[derive(Debug, Error)]
#[error("{}", self.localize(Language::English))]
pub enum PublishError {
    /// The output folder holds files and is not a site Torneo wrote: it is not replaced.
    NotASite { path: PathBuf },
    /// A file-system step failed.
    Io {
        action: SiteAction,
        path: PathBuf,
        #[source]
        source: io::Error,
    },
    /// A page template failed to render (a bug: the templates are part of the program;
    /// the detail is the template engine's own, in English).
    Template { page: String, detail: String },
    /// A printed document the site shows could not be built.
    Report(#[from] crate::report::ReportError),
}

impl PublishError {
    pub fn io(action: SiteAction, path: impl Into<PathBuf>, source: io::Error) -> PublishError {
        PublishError::Io {
            action,
            path: path.into(),
            source,
        }
    }
}

impl Localize for PublishError {
    fn localize(&self, lang: Language) -> String {
        match self {
            PublishError::NotASite { path } => tr!(
                lang,
                "publish-error-not-a-site",
                path = path.display().to_string()
            ),
            PublishError::Io {
                action,
                path,
                source,
            } => tr!(
                lang,
                "publish-error-io",
                action = action.key(),
                path = path.display().to_string(),
                reason = io_reason(lang, source)
            ),
            PublishError::Template { page, detail } => tr!(
                lang,
                "publish-error-template",
                page = page.as_str(),
                detail = detail.as_str()
            ),
            PublishError::Report(e) => e.localize(lang),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::test_support::assert_worded;

    #[test]
    fn every_error_is_worded() {
        assert_worded(&PublishError::NotASite {
            path: "/home/arbiter".into(),
        });
        for action in [
            SiteAction::Create,
            SiteAction::Write,
            SiteAction::Replace,
            SiteAction::Remove,
        ] {
            assert_worded(&PublishError::io(
                action,
                "/srv/site",
                io::Error::from(io::ErrorKind::PermissionDenied),
            ));
        }
        assert_worded(&PublishError::Template {
            page: "index.html".into(),
            detail: "undefined value".into(),
        });
        assert_worded(&PublishError::Report(
            crate::report::ReportError::NoRoundPaired,
        ));
        let e = PublishError::io(
            SiteAction::Replace,
            "/srv/site",
            io::Error::from(io::ErrorKind::PermissionDenied),
        );
        assert!(
            e.localize(Language::English)
                .starts_with("Could not put the new site in place of /srv/site: "),
            "{e}"
        );
    }
}
