//! Record `192` (ETT26 tournament-type codes, trf.md §6) to and from the pairing system and
//! acceleration method, and the system a reader infers when `192` is absent.
//!
//! Spellings read: `FIDE_DUTCH`, `FIDE_DUTCH_2017`, `_2025`, `_2026`, each optionally with
//! `_BAKU`; `FIDE_BURSTEIN`, `FIDE_DUBOV` (`_BAKU` too); the round-robin codes. A `_BAKU`
//! code gives the FIDE Baku acceleration (C.04.7), except the bbpPairings spelling
//! `…_2025_BAKU`, which gives [`Acceleration::BakuReference`] (the group-A size that engine
//! uses, so that its files are reproduced). Written: `FIDE_DUTCH` (the portable choice of
//! trf.md §6), `FIDE_DUTCH_BAKU`, `FIDE_DUTCH_2025_BAKU`, and so on. ETT26 has no code for
//! Lim or the Italian systems; Torneo writes `CUSTOM_SWISS_LIM` (a `CUSTOM_SWISS` code, as
//! ETT26 asks for systems it does not name, with the system's name after it; the older
//! Torneo spelling `FIDE_LIM` is still read), `FSI_AMALFI` (and still reads the older
//! `CUSTOM_SWISS_AMALFI`) and `FSI_ITALO_SVIZZERO`, and reads them back. The Double-Swiss
//! system (C.04.5) is ETT26's `FIDE_DOUBLESWISS`, read and written.
//!
//! Without `192` (the normal case in TRF-16), [`detect`] reads the system from the file.

use super::warning::SystemReason;
use crate::domain::{
    Acceleration, BursteinEdition, DutchEdition, PairingSystem, PlayerId, Tournament,
    TournamentSettings,
};
use std::collections::BTreeMap;

/// Reads a `192` code (or a `092` text that is exactly such a code). `None` when unknown.
pub fn parse_code(code: &str) -> Option<(PairingSystem, Acceleration)> {
    let code = code.trim().to_ascii_uppercase();
    let (base, acceleration) = if let Some(base) = code.strip_suffix("_2025_BAKU") {
        (base.to_owned(), Acceleration::BakuReference)
    } else if let Some(base) = code.strip_suffix("_BAKU") {
        (base.to_owned(), Acceleration::Baku)
    } else {
        (code.clone(), Acceleration::None)
    };
    let base = ["_2017", "_2025", "_2026", LEGACY]
        .iter()
        .find_map(|year| base.strip_suffix(year))
        .unwrap_or(&base);
    let system = match base {
        "FIDE_DUTCH" => PairingSystem::Dutch,
        "FIDE_BURSTEIN" => PairingSystem::Burstein,
        "FIDE_DUBOV" => PairingSystem::Dubov,
        "CUSTOM_SWISS_LIM" | "FIDE_LIM" => PairingSystem::Lim,
        "FSI_AMALFI" | "CUSTOM_SWISS_AMALFI" => PairingSystem::Amalfi,
        // Issue 15: written FSI_ITALO_SVIZZERO; the older Torneo spelling is read too.
        "FSI_ITALO_SVIZZERO" | "CUSTOM_SWISS_ITALO_SVIZZERO" => PairingSystem::ItaloSvizzero,
        // ETT26: the FIDE Double-Swiss system (C.04.5).
        "FIDE_DOUBLESWISS" => PairingSystem::DoubleSwiss,
        "FIDE_ROUNDROBIN" | "BERGER_ROUNDROBIN" | "CUSTOM_ROUNDROBIN" => {
            PairingSystem::RoundRobin { cycles: 1 }
        }
        "FIDE_DOUBLEROUNDROBIN" | "BERGER_DOUBLEROUNDROBIN" => {
            PairingSystem::RoundRobin { cycles: 2 }
        }
        other => {
            let cycles = other
                .strip_prefix("CUSTOM_ROUNDROBIN_C")?
                .parse::<u8>()
                .ok()?;
            PairingSystem::RoundRobin { cycles }
        }
    };
    Some((system, acceleration))
}

/// The `192` code for a system and acceleration.
pub fn code(system: PairingSystem, acceleration: Acceleration) -> String {
    let base = match system {
        PairingSystem::Dutch => "FIDE_DUTCH".to_owned(),
        PairingSystem::Burstein => "FIDE_BURSTEIN".to_owned(),
        PairingSystem::Dubov => "FIDE_DUBOV".to_owned(),
        PairingSystem::Lim => "CUSTOM_SWISS_LIM".to_owned(),
        PairingSystem::Amalfi => "FSI_AMALFI".to_owned(),
        PairingSystem::ItaloSvizzero => "FSI_ITALO_SVIZZERO".to_owned(),
        PairingSystem::DoubleSwiss => "FIDE_DOUBLESWISS".to_owned(),
        PairingSystem::RoundRobin { cycles: 1 } => "FIDE_ROUNDROBIN".to_owned(),
        PairingSystem::RoundRobin { cycles: 2 } => "FIDE_DOUBLEROUNDROBIN".to_owned(),
        PairingSystem::RoundRobin { cycles } => format!("CUSTOM_ROUNDROBIN_C{cycles}"),
    };
    match acceleration {
        Acceleration::None => base,
        Acceleration::Baku => format!("{base}_BAKU"),
        Acceleration::BakuReference => format!("{base}_2025_BAKU"),
    }
}

/// The suffix of the legacy Burstein edition's code (`FIDE_BURSTEIN_LEGACY`, Torneo's
/// own: ETT26 names only the current edition, `FIDE_BURSTEIN`).
const LEGACY: &str = "_LEGACY";

/// The Burstein edition a `192` code names: `…_LEGACY` the legacy one (seed 003, as
/// bbpPairings pairs it), any other Burstein code the 2026 edition; `None` for other systems.
pub fn burstein_edition(code: &str) -> Option<BursteinEdition> {
    let (system, _) = parse_code(code)?;
    if system != PairingSystem::Burstein {
        return None;
    }
    let upper = code.trim().to_ascii_uppercase();
    let base = upper.strip_suffix("_BAKU").unwrap_or(&upper);
    let base = base.strip_suffix("_2025").unwrap_or(base);
    Some(if base.ends_with(LEGACY) {
        BursteinEdition::Legacy
    } else {
        BursteinEdition::Fide2026
    })
}

/// The Dutch edition a `192` code names (ETT26, trf.md §6): `FIDE_DUTCH_2017` the 2017
/// edition, `_2025` (bbpPairings' spelling of the new rules) and `_2026` the 2026 one,
/// each with or without `_BAKU`; `None` for the plain `FIDE_DUTCH` (which ETT26 resolves
/// by the tournament's dates) and for other systems.
pub fn dutch_edition(code: &str) -> Option<DutchEdition> {
    let (system, _) = parse_code(code)?;
    if system != PairingSystem::Dutch {
        return None;
    }
    let upper = code.trim().to_ascii_uppercase();
    let base = upper.strip_suffix("_BAKU").unwrap_or(&upper);
    if base.ends_with("_2017") || base.ends_with("_2017_2025") {
        Some(DutchEdition::Fide2017)
    } else if base.ends_with("_2025") || base.ends_with("_2026") {
        Some(DutchEdition::Fide2026)
    } else {
        None
    }
}

/// The Dutch edition the `192` records of a TRF text name ([`dutch_edition`]), if any:
/// `check` then follows it instead of the tournament's dates.
pub fn dutch_edition_named(text: &str) -> Option<DutchEdition> {
    text.lines()
        .filter_map(|line| line.strip_prefix("192"))
        .find_map(dutch_edition)
}

/// The `192` code of a tournament's settings: [`code`], with `_LEGACY` for the legacy
/// Burstein edition and `_2017` for the 2017 Dutch edition.
pub fn settings_code(s: &TournamentSettings) -> String {
    let base = code(s.system, Acceleration::None);
    let base =
        if s.system == PairingSystem::Burstein && s.burstein_edition == BursteinEdition::Legacy {
            format!("{base}{LEGACY}")
        } else if s.system == PairingSystem::Dutch && s.dutch_edition == DutchEdition::Fide2017 {
            format!("{base}_2017")
        } else {
            base
        };
    match s.acceleration {
        Acceleration::None => base,
        Acceleration::Baku => format!("{base}_BAKU"),
        Acceleration::BakuReference => format!("{base}_2025_BAKU"),
    }
}

/// The system a kept `092` record names exactly (JaVaFo and bbpPairings write
/// `092 FIDE_DUTCH_2025`), if any.
pub fn named_by_092<'a>(
    extra_records: impl IntoIterator<Item = &'a String>,
) -> Option<(PairingSystem, Acceleration)> {
    extra_records
        .into_iter()
        .filter_map(|r| r.strip_prefix("092"))
        .find_map(parse_code)
}

/// Words of a free-text `092` that name a round robin (English, Italian, German,
/// French), lower case.
const ROUND_ROBIN_WORDS: [&str; 8] = [
    "round robin",
    "round-robin",
    "roundrobin",
    "berger",
    "girone",
    "all'italiana",
    "rundenturnier",
    "tous contre tous",
];
/// Words that make a round robin double.
const DOUBLE_WORDS: [&str; 4] = ["double", "doppio", "andata e ritorno", "doppel"];
/// Words that name a Swiss.
const SWISS_WORDS: [&str; 7] = [
    "swiss",
    "svizzer",
    "dutch",
    "olandese",
    "schweizer",
    "suisse",
    "suizo",
];

/// The system a free-text `092` names by its words, if any.
pub fn named_by_wording(text: &str) -> Option<PairingSystem> {
    let lower = text.to_lowercase();
    let has = |words: &[&str]| words.iter().any(|w| lower.contains(w));
    if has(&ROUND_ROBIN_WORDS) {
        let cycles = if has(&DOUBLE_WORDS) { 2 } else { 1 };
        Some(PairingSystem::RoundRobin { cycles })
    } else if lower.contains("burstein") {
        Some(PairingSystem::Burstein)
    } else if lower.contains("dubov") {
        Some(PairingSystem::Dubov)
    } else if has(&SWISS_WORDS) {
        Some(PairingSystem::Dutch)
    } else {
        None
    }
}

/// The system of a file without `192`, and why (C.05 Annex 1: a round robin is every pair
/// meeting once per cycle; a single cycle takes n - 1 rounds, or n when n is odd and one
/// player is free each round). In order: a `092` that is exactly a code (no reason: the
/// file says it), a `092` whose words name one, an engine record (`XXR`, `XXC`, …: the
/// engines pair Swiss events), the shape of the rounds paired (every pair met exactly
/// once, or twice over two cycles: a round robin; else a Swiss); no round yet: a Swiss.
pub fn detect(
    extra_records: &[String],
    engine_record: Option<&str>,
    t: &Tournament,
) -> ((PairingSystem, Acceleration), Option<SystemReason>) {
    if let Some(named) = named_by_092(extra_records) {
        return (named, None);
    }
    let wording = extra_records.iter().filter_map(|r| r.strip_prefix("092"));
    for text in wording {
        if let Some(system) = named_by_wording(text) {
            let reason = SystemReason::Wording {
                text: text.trim().to_owned(),
            };
            return ((system, Acceleration::None), Some(reason));
        }
    }
    if let Some(code) = engine_record {
        let reason = SystemReason::EngineRecord {
            code: code.to_owned(),
        };
        return ((PairingSystem::Dutch, Acceleration::None), Some(reason));
    }
    let players = t.players.len();
    let rounds = t.rounds_paired();
    if rounds == 0 {
        return (
            (PairingSystem::Dutch, Acceleration::None),
            Some(SystemReason::NoRounds),
        );
    }
    let system = match round_robin_cycles(t) {
        Some(cycles) => (
            PairingSystem::RoundRobin { cycles },
            SystemReason::EveryPairMet { players, rounds },
        ),
        None => (
            PairingSystem::Dutch,
            SystemReason::NotEveryPairMet { players, rounds },
        ),
    };
    ((system.0, Acceleration::None), Some(system.1))
}

/// The number of cycles when the rounds paired are whole round-robin cycles: every pair
/// of players met exactly that many times, in that many times n - 1 rounds (n even) or
/// n rounds (n odd).
fn round_robin_cycles(t: &Tournament) -> Option<u8> {
    let n = t.players.len();
    if n < 2 {
        return None;
    }
    let per_cycle = if n.is_multiple_of(2) { n - 1 } else { n };
    let rounds = usize::try_from(t.rounds_paired()).ok()?;
    let cycles = u8::try_from(rounds / per_cycle).ok()?;
    if !rounds.is_multiple_of(per_cycle) || !(1..=2).contains(&cycles) {
        return None;
    }
    let mut meetings: BTreeMap<(PlayerId, PlayerId), u8> = BTreeMap::new();
    for board in t.rounds.iter().flat_map(|r| &r.boards) {
        let pair = (board.white.min(board.black), board.white.max(board.black));
        *meetings.entry(pair).or_default() += 1;
    }
    let every_pair = n * (n - 1) / 2;
    (meetings.len() == every_pair && meetings.values().all(|&m| m == cycles)).then_some(cycles)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_every_dutch_spelling() {
        for code in [
            "FIDE_DUTCH",
            "FIDE_DUTCH_2017",
            "FIDE_DUTCH_2025",
            "fide_dutch_2026",
        ] {
            assert_eq!(
                parse_code(code),
                Some((PairingSystem::Dutch, Acceleration::None))
            );
        }
        assert_eq!(
            parse_code("FIDE_DUTCH_2025_BAKU"),
            Some((PairingSystem::Dutch, Acceleration::BakuReference))
        );
        assert_eq!(
            parse_code("FIDE_DUTCH_2026_BAKU"),
            Some((PairingSystem::Dutch, Acceleration::Baku))
        );
        assert_eq!(
            parse_code("BERGER_DOUBLEROUNDROBIN"),
            Some((PairingSystem::RoundRobin { cycles: 2 }, Acceleration::None))
        );
        assert_eq!(parse_code("FIDE_TEAM_TYPEA_MP"), None);
    }

    #[test]
    fn written_codes_read_back() {
        let systems = [
            PairingSystem::Dutch,
            PairingSystem::Burstein,
            PairingSystem::Dubov,
            PairingSystem::Lim,
            PairingSystem::Amalfi,
            PairingSystem::ItaloSvizzero,
            PairingSystem::DoubleSwiss,
            PairingSystem::RoundRobin { cycles: 1 },
            PairingSystem::RoundRobin { cycles: 2 },
            PairingSystem::RoundRobin { cycles: 4 },
        ];
        for s in systems {
            for a in [
                Acceleration::None,
                Acceleration::Baku,
                Acceleration::BakuReference,
            ] {
                assert_eq!(parse_code(&code(s, a)), Some((s, a)));
            }
        }
        assert_eq!(code(PairingSystem::Dutch, Acceleration::None), "FIDE_DUTCH");
        assert_eq!(
            code(PairingSystem::Lim, Acceleration::None),
            "CUSTOM_SWISS_LIM"
        );
        assert_eq!(
            parse_code("FIDE_LIM"),
            Some((PairingSystem::Lim, Acceleration::None))
        );
    }

    #[test]
    fn dutch_editions_are_written_and_read_back() {
        let mut s = TournamentSettings {
            system: PairingSystem::Dutch,
            ..TournamentSettings::default()
        };
        assert_eq!(settings_code(&s), "FIDE_DUTCH");
        s.dutch_edition = DutchEdition::Fide2017;
        assert_eq!(settings_code(&s), "FIDE_DUTCH_2017");
        s.acceleration = Acceleration::Baku;
        assert_eq!(settings_code(&s), "FIDE_DUTCH_2017_BAKU");
        s.acceleration = Acceleration::BakuReference;
        let reference = settings_code(&s);
        assert_eq!(
            parse_code(&reference),
            Some((PairingSystem::Dutch, Acceleration::BakuReference))
        );
        assert_eq!(dutch_edition(&reference), Some(DutchEdition::Fide2017));
        let editions = [
            ("FIDE_DUTCH", None),
            ("FIDE_DUTCH_BAKU", None),
            ("FIDE_DUTCH_2017", Some(DutchEdition::Fide2017)),
            ("fide_dutch_2017_baku", Some(DutchEdition::Fide2017)),
            ("FIDE_DUTCH_2025", Some(DutchEdition::Fide2026)),
            ("FIDE_DUTCH_2025_BAKU", Some(DutchEdition::Fide2026)),
            ("FIDE_DUTCH_2026", Some(DutchEdition::Fide2026)),
            ("FIDE_BURSTEIN", None),
        ];
        for (text, edition) in editions {
            assert_eq!(dutch_edition(text), edition, "{text}");
        }
        assert_eq!(
            dutch_edition_named("012 x\n192 FIDE_DUTCH_2017\nXXR 5\n"),
            Some(DutchEdition::Fide2017)
        );
        assert_eq!(dutch_edition_named("012 x\n092 FIDE_DUTCH_2017\n"), None);
    }

    #[test]
    fn burstein_editions_are_written_and_read_back() {
        let mut s = TournamentSettings {
            system: PairingSystem::Burstein,
            ..TournamentSettings::default()
        };
        assert_eq!(settings_code(&s), "FIDE_BURSTEIN");
        s.burstein_edition = BursteinEdition::Legacy;
        assert_eq!(settings_code(&s), "FIDE_BURSTEIN_LEGACY");
        s.acceleration = Acceleration::Baku;
        assert_eq!(settings_code(&s), "FIDE_BURSTEIN_LEGACY_BAKU");
        assert_eq!(
            parse_code("FIDE_BURSTEIN_LEGACY_BAKU"),
            Some((PairingSystem::Burstein, Acceleration::Baku))
        );
        let editions = [
            ("FIDE_BURSTEIN", Some(BursteinEdition::Fide2026)),
            ("FIDE_BURSTEIN_2026", Some(BursteinEdition::Fide2026)),
            ("fide_burstein_legacy", Some(BursteinEdition::Legacy)),
            ("FIDE_BURSTEIN_LEGACY_BAKU", Some(BursteinEdition::Legacy)),
            (
                "FIDE_BURSTEIN_LEGACY_2025_BAKU",
                Some(BursteinEdition::Legacy),
            ),
            ("FIDE_DUTCH", None),
        ];
        for (text, edition) in editions {
            assert_eq!(burstein_edition(text), edition, "{text}");
        }
    }
}
