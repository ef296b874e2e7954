//! The tournament report, what goes to the federation with the TRF: the settings (system,
//! rounds, time control, tie-breaks in words, arbiters, organiser), the final standings
//! and the crosstable.

use super::build::last_round_with_results;
use super::crosstable::crosstable_blocks;
use super::document::{Block, Document, Field, Orientation};
use super::frame;
use super::request::PrintRequest;
use super::standings::standings_blocks;
use super::words::FieldWord;
use crate::domain::{PairingSystem, Tournament};
use crate::i18n::{Language, Localize};
use crate::tiebreak::{self, parse_list};
use crate::tr;

pub fn build(t: &Tournament, request: &PrintRequest) -> Document {
    let lang = request.language;
    let after = last_round_with_results(t);
    let standings = tiebreak::standings(t, after);
    let finished = t.rounds.iter().all(|r| r.is_complete())
        && after > 0
        && (t.settings.rounds == 0 || after >= t.settings.rounds);
    let standings_title = if finished {
        tr!(lang, "report-title-final-standings")
    } else {
        tr!(lang, "report-title-standings", round = after)
    };
    let mut blocks = vec![Block::Fields(settings_fields(t, lang))];
    blocks.push(Block::Heading(standings_title));
    blocks.extend(standings_blocks(t, lang, &standings, request.extra_columns));
    blocks.extend(super::manual_changes::manual_change_blocks(t, lang));
    blocks.push(Block::PageBreak(Some(Orientation::Landscape)));
    blocks.push(Block::Heading(tr!(lang, "report-heading-crosstable")));
    blocks.extend(crosstable_blocks(t, lang, after));
    frame::document(
        t,
        request,
        None,
        tr!(lang, "report-title-report"),
        Orientation::Portrait,
        blocks,
    )
}

/// The pairing system in words.
pub fn system_words(lang: Language, system: PairingSystem) -> String {
    match system {
        PairingSystem::RoundRobin { cycles } => {
            tr!(lang, "report-system-round-robin", cycles = cycles)
        }
        other => tr!(lang, "report-system-swiss", system = other.flag()),
    }
}

/// "Direct encounter (DE); Number of wins (WIN); …" in the order applied.
fn tiebreak_words(t: &Tournament, lang: Language) -> String {
    let (specs, _unreadable) = parse_list(&t.settings.tiebreaks);
    specs
        .iter()
        .map(|spec| {
            tr!(
                lang,
                "report-tiebreak-item",
                name = spec.localize(lang),
                code = spec.code()
            )
        })
        .collect::<Vec<_>>()
        .join("; ")
}

/// The settings summary; empty settings are left out.
pub fn settings_fields(t: &Tournament, lang: Language) -> Vec<Field> {
    let s = &t.settings;
    let rounds = match s.rounds {
        0 => t.rounds_paired(),
        n => n,
    };
    let values = [
        (FieldWord::Tournament, s.name.clone()),
        (FieldWord::Place, s.place.clone()),
        (FieldWord::Venue, s.venue.clone()),
        (FieldWord::Dates, frame::dates_line(t, lang)),
        (FieldWord::Federation, s.federation.clone()),
        (FieldWord::System, system_words(lang, s.system)),
        (FieldWord::Rounds, rounds.to_string()),
        (FieldWord::TimeControl, s.time_control.clone()),
        (FieldWord::Tiebreaks, tiebreak_words(t, lang)),
        (FieldWord::ChiefArbiter, s.chief_arbiter.clone()),
        (FieldWord::DeputyArbiters, s.deputy_arbiters.join("; ")),
        (FieldWord::Organiser, s.organiser.clone()),
        (FieldWord::Players, t.players.len().to_string()),
    ];
    values
        .into_iter()
        .filter(|(_, value)| !value.trim().is_empty())
        .map(|(label, value)| Field {
            label: label.localize(lang),
            value: value.trim().to_string(),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::test_support::assert_worded;

    struct System(PairingSystem);

    impl Localize for System {
        fn localize(&self, lang: Language) -> String {
            system_words(lang, self.0)
        }
    }

    #[test]
    fn every_system_is_worded() {
        let systems = [
            PairingSystem::RoundRobin { cycles: 1 },
            PairingSystem::RoundRobin { cycles: 2 },
            PairingSystem::RoundRobin { cycles: 3 },
            PairingSystem::Dutch,
            PairingSystem::Burstein,
            PairingSystem::Dubov,
            PairingSystem::Lim,
            PairingSystem::Amalfi,
            PairingSystem::ItaloSvizzero,
            PairingSystem::DoubleSwiss,
        ];
        for system in systems {
            match system {
                PairingSystem::RoundRobin { .. }
                | PairingSystem::Dutch
                | PairingSystem::Burstein
                | PairingSystem::Dubov
                | PairingSystem::Lim
                | PairingSystem::Amalfi
                | PairingSystem::ItaloSvizzero
                | PairingSystem::DoubleSwiss => assert_worded(&System(system)),
            }
        }
        assert_eq!(
            system_words(Language::Italian, PairingSystem::RoundRobin { cycles: 2 }),
            "Doppio girone all'italiana (tabelle Berger)"
        );
        assert_eq!(
            system_words(Language::English, PairingSystem::RoundRobin { cycles: 3 }),
            "Round robin, 3 cycles (Berger tables)"
        );
        assert_eq!(
            system_words(Language::English, PairingSystem::Dutch),
            "Swiss, FIDE Dutch system"
        );
    }
}
