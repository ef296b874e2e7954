//! How the tournament's site is published (issue 38): the folder it is written to after
//! every change, and the QR code of the round's page on printed pairings. Saved in the
//! tournament's file; not written when default, so that other files stay as they were.

use serde::{Deserialize, Serialize};
use std::path::PathBuf;

/// The publishing choices of a tournament. Every field defaults, so every older file
/// loads.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(default)]
pub struct PublishOptions {
    /// The folder the site is written to (a synced or network folder); `None` until one
    /// is chosen.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub folder: Option<PathBuf>,
    /// Write the site to [`PublishOptions::folder`] after every change of the tournament.
    #[serde(skip_serializing_if = "is_false")]
    pub after_every_change: bool,
    /// The site's address printed as a QR code of the round's page on the pairings
    /// (`https://example.org/open`); `None`: no code.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub pairings_qr_address: Option<String>,
}

fn is_false(value: &bool) -> bool {
    !*value
}

impl PublishOptions {
    pub fn is_default(&self) -> bool {
        *self == PublishOptions::default()
    }

    /// The folder the site goes to after every change, when the option is on and a
    /// folder is chosen.
    pub fn folder_after_every_change(&self) -> Option<&PathBuf> {
        self.folder.as_ref().filter(|_| self.after_every_change)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn publishing_after_every_change_needs_the_option_and_a_folder() {
        let mut options = PublishOptions::default();
        assert_eq!(options.folder_after_every_change(), None);
        options.after_every_change = true;
        assert_eq!(options.folder_after_every_change(), None);
        options.folder = Some(PathBuf::from("/srv/site"));
        assert_eq!(
            options.folder_after_every_change(),
            Some(&PathBuf::from("/srv/site"))
        );
        options.after_every_change = false;
        assert_eq!(options.folder_after_every_change(), None);
    }
}
