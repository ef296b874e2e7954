//! Record `192` (ETT26 tournament-type codes, trf.md §6) to and from the pairing system and
//! acceleration method, and the system a reader infers when `192` is absent.
//!
//! Spellings read: `FIDE_DUTCH`, `FIDE_DUTCH_2017`, `_2025`, `_2026`, each optionally with
//! `_BAKU`; `FIDE_BURSTEIN`, `FIDE_DUBOV` (`_BAKU` too); the round-robin codes. A `_BAKU`
//! code gives the FIDE Baku acceleration (C.04.7), except the bbpPairings spelling
//! `…_2025_BAKU`, which gives [`Acceleration::BakuReference`] (the group-A size that engine
//! uses, so that its files are reproduced). Written: `FIDE_DUTCH` (the portable choice of
//! trf.md §6), `FIDE_DUTCH_BAKU`, `FIDE_DUTCH_2025_BAKU`, and so on. ETT26 has no code for
//! Lim or the Italian systems; Torneo writes `FIDE_LIM`, `CUSTOM_SWISS_AMALFI` and
//! `CUSTOM_SWISS_ITALO_SVIZZERO` and reads them back.

use crate::domain::{Acceleration, PairingSystem};

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
    let base = ["_2017", "_2025", "_2026"]
        .iter()
        .find_map(|year| base.strip_suffix(year))
        .unwrap_or(&base);
    let system = match base {
        "FIDE_DUTCH" => PairingSystem::Dutch,
        "FIDE_BURSTEIN" => PairingSystem::Burstein,
        "FIDE_DUBOV" => PairingSystem::Dubov,
        "FIDE_LIM" => PairingSystem::Lim,
        "CUSTOM_SWISS_AMALFI" => PairingSystem::Amalfi,
        "CUSTOM_SWISS_ITALO_SVIZZERO" => PairingSystem::ItaloSvizzero,
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
        PairingSystem::Lim => "FIDE_LIM".to_owned(),
        PairingSystem::Amalfi => "CUSTOM_SWISS_AMALFI".to_owned(),
        PairingSystem::ItaloSvizzero => "CUSTOM_SWISS_ITALO_SVIZZERO".to_owned(),
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

/// What a reader concludes without a `192` record: a free-text `092` that is exactly a
/// system code (JaVaFo and bbpPairings write `092 FIDE_DUTCH_2025`), else Torneo's
/// default settings.
pub fn inferred<'a>(
    extra_records: impl IntoIterator<Item = &'a String>,
    default: (PairingSystem, Acceleration),
) -> (PairingSystem, Acceleration) {
    extra_records
        .into_iter()
        .filter_map(|r| r.strip_prefix("092"))
        .find_map(parse_code)
        .unwrap_or(default)
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
    }
}
