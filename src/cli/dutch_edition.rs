//! Which edition of the Dutch system `torneo check --dutch` uses (issue 40), and the line
//! that says so. A file paired before 1 February 2026 was paired by the 2017 edition of
//! C.04.3 (Vega and Swiss-Manager through JaVaFo, bbpPairings v5), so `check` takes the
//! edition in force on the file's start date unless told: by `--edition`, by a `192`
//! code naming its year (`FIDE_DUTCH_2017`, `_2025`, `_2026`) or, for a `.ron`, by the
//! tournament's own setting. An edition Torneo could not pair would be named, and the
//! check made with the 2026 edition (today both pair; docs/rules/dutch-editions.md).

use super::io;
use crate::domain::{DutchEdition, NaiveDate, Tournament};
use crate::i18n::{Language, Localize};
use crate::pairing::dutch::is_edition_available;
use crate::tr;
use std::path::Path;

/// Why an edition was chosen.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EditionReason {
    /// `--edition` on the command line.
    Flag,
    /// The file's `192` record names the edition.
    FileCode,
    /// The `.ron` tournament's setting.
    Setting,
    /// The edition in force on the file's start date.
    StartDate(NaiveDate),
    /// No start date, no code: the edition in force now.
    NoStartDate,
}

/// The edition `check` uses, and why.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct EditionChoice {
    /// The edition the file calls for.
    pub wanted: DutchEdition,
    pub reason: EditionReason,
    /// The edition the check pairs with: `wanted`, or the 2026 edition when Torneo
    /// cannot pair `wanted` yet.
    pub used: DutchEdition,
}

/// Chooses the edition for checking `t`, read from `path`, and sets it in `t`.
pub fn choose(t: &mut Tournament, path: &Path, flag_given: bool) -> EditionChoice {
    let named = if io::is_ron(path) {
        None
    } else {
        std::fs::read_to_string(path)
            .ok()
            .and_then(|text| crate::formats::trf::dutch_edition_named(&text))
    };
    let (wanted, reason) = if flag_given {
        (t.settings.dutch_edition, EditionReason::Flag)
    } else if io::is_ron(path) {
        (t.settings.dutch_edition, EditionReason::Setting)
    } else if let Some(edition) = named {
        (edition, EditionReason::FileCode)
    } else if let Some(date) = t.settings.start_date {
        (
            DutchEdition::in_force_on(date),
            EditionReason::StartDate(date),
        )
    } else {
        (DutchEdition::Fide2026, EditionReason::NoStartDate)
    };
    let used = if is_edition_available(wanted) {
        wanted
    } else {
        DutchEdition::Fide2026
    };
    t.settings.dutch_edition = used;
    EditionChoice {
        wanted,
        reason,
        used,
    }
}

fn edition_name(edition: DutchEdition) -> &'static str {
    match edition {
        DutchEdition::Fide2026 => "2026",
        DutchEdition::Fide2017 => "2017",
    }
}

impl Localize for EditionReason {
    fn localize(&self, lang: Language) -> String {
        match self {
            EditionReason::Flag => tr!(lang, "cli-check-edition-flag"),
            EditionReason::FileCode => tr!(lang, "cli-check-edition-file-code"),
            EditionReason::Setting => tr!(lang, "cli-check-edition-setting"),
            EditionReason::StartDate(date) => {
                let date = date.format("%d/%m/%Y").to_string();
                tr!(lang, "cli-check-edition-start-date", date = date)
            }
            EditionReason::NoStartDate => tr!(lang, "cli-check-edition-no-start-date"),
        }
    }
}

impl Localize for EditionChoice {
    fn localize(&self, lang: Language) -> String {
        let why = self.reason.localize(lang);
        let edition = edition_name(self.wanted);
        if self.used == self.wanted {
            tr!(lang, "cli-check-edition", edition = edition, why = why)
        } else {
            let used = edition_name(self.used);
            tr!(
                lang,
                "cli-check-edition-unavailable",
                edition = edition,
                why = why,
                used = used
            )
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::{PairingSystem, TournamentSettings};

    fn dutch(start: Option<NaiveDate>) -> Tournament {
        Tournament::new(TournamentSettings {
            system: PairingSystem::Dutch,
            start_date: start,
            ..TournamentSettings::default()
        })
    }

    #[test]
    fn a_file_without_code_takes_the_edition_of_its_start_date() {
        let path = Path::new("/nonexistent/event.trf");
        let mut t = dutch(NaiveDate::from_ymd_opt(2025, 11, 8));
        let choice = choose(&mut t, path, false);
        assert_eq!(choice.wanted, DutchEdition::Fide2017);
        assert_eq!(
            choice.reason,
            EditionReason::StartDate(NaiveDate::from_ymd_opt(2025, 11, 8).unwrap())
        );
        // Both editions pair (issue 40): the check uses the one the file calls for.
        assert_eq!(choice.used, DutchEdition::Fide2017);
        assert_eq!(t.settings.dutch_edition, DutchEdition::Fide2017);
        let en = choice.localize(Language::English);
        assert!(en.contains("2017") && en.contains("08/11/2025"), "{en}");
        assert!(!en.contains("2026"), "{en}");
        let it = choice.localize(Language::Italian);
        assert!(it.contains("2017") && it.contains("08/11/2025"), "{it}");
        assert_ne!(en, it);

        let mut t = dutch(NaiveDate::from_ymd_opt(2026, 2, 1));
        let choice = choose(&mut t, path, false);
        assert_eq!(choice.wanted, DutchEdition::Fide2026);
        assert_eq!(choice.used, DutchEdition::Fide2026);
        let mut t = dutch(None);
        assert_eq!(
            choose(&mut t, path, false).reason,
            EditionReason::NoStartDate
        );
    }

    #[test]
    fn the_flag_wins_over_the_start_date() {
        let mut t = dutch(NaiveDate::from_ymd_opt(2024, 5, 1));
        t.settings.dutch_edition = DutchEdition::Fide2026;
        let choice = choose(&mut t, Path::new("/nonexistent/event.trf"), true);
        assert_eq!(choice.reason, EditionReason::Flag);
        assert_eq!(choice.wanted, DutchEdition::Fide2026);
        assert_eq!(t.settings.dutch_edition, DutchEdition::Fide2026);
    }
}
