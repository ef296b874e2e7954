//! The team system a `192` record names (ETT26, trf.md §6):
//! `FIDE_TEAM_{TYPEA_|TYPEB_|}{MP_GP|GP_MP|MP|GP}[_BAKU]` (the FIDE Team Swiss, C.04.6),
//! `CUSTOM_TEAM_SWISS[_MP|_GP]`, and for a team round robin the round-robin codes
//! (`FIDE_ROUNDROBIN`, `BERGER_ROUNDROBIN`, `FIDE_DOUBLEROUNDROBIN`, …) in a file that has
//! teams. Read leniently: `FIDE_TEAM` or `FIDE_TEAM_BAKU` without the primary score (as
//! chesspairing's test file writes it) is match points then game points.

use crate::domain::{PreferenceType, PrimaryScore, TeamSystem};

/// The team system of a `192` code, `None` for a code that names none.
pub fn parse(code: &str) -> Option<TeamSystem> {
    let code = code.trim().to_ascii_uppercase();
    match code.as_str() {
        "FIDE_ROUNDROBIN" | "BERGER_ROUNDROBIN" | "CUSTOM_ROUNDROBIN" => {
            return Some(TeamSystem::RoundRobin);
        }
        "FIDE_DOUBLEROUNDROBIN" | "BERGER_DOUBLEROUNDROBIN" => {
            return Some(TeamSystem::DoubleRoundRobin);
        }
        _ => {}
    }
    if code.starts_with("BERGER_ROUNDROBIN_G") {
        return Some(TeamSystem::RoundRobin);
    }
    if let Some(rest) = code.strip_prefix("CUSTOM_TEAM_SWISS") {
        let primary = match rest {
            "" => PrimaryScore::MatchThenGame,
            "_MP" => PrimaryScore::Match,
            "_GP" => PrimaryScore::Game,
            _ => return None,
        };
        return Some(TeamSystem::CustomTeamSwiss { primary });
    }
    let rest = code.strip_prefix("FIDE_TEAM")?;
    let (rest, baku) = match rest.strip_suffix("_BAKU") {
        Some(rest) => (rest, true),
        None => (rest, false),
    };
    let (preference, rest) = if let Some(rest) = rest.strip_prefix("_TYPEA") {
        (PreferenceType::TypeA, rest)
    } else if let Some(rest) = rest.strip_prefix("_TYPEB") {
        (PreferenceType::TypeB, rest)
    } else {
        (PreferenceType::Unnamed, rest)
    };
    let primary = match rest {
        "" | "_MP_GP" => PrimaryScore::MatchThenGame,
        "_GP_MP" => PrimaryScore::GameThenMatch,
        "_MP" => PrimaryScore::Match,
        "_GP" => PrimaryScore::Game,
        _ => return None,
    };
    Some(TeamSystem::TeamSwiss {
        preference,
        primary,
        baku,
    })
}

/// The `192` code of a team system.
pub fn code(system: TeamSystem) -> String {
    let primary_code = |primary: PrimaryScore| match primary {
        PrimaryScore::MatchThenGame => "MP_GP",
        PrimaryScore::GameThenMatch => "GP_MP",
        PrimaryScore::Match => "MP",
        PrimaryScore::Game => "GP",
    };
    match system {
        TeamSystem::RoundRobin => "FIDE_ROUNDROBIN".to_owned(),
        TeamSystem::DoubleRoundRobin => "FIDE_DOUBLEROUNDROBIN".to_owned(),
        TeamSystem::TeamSwiss {
            preference,
            primary,
            baku,
        } => {
            let preference = match preference {
                PreferenceType::Unnamed => "",
                PreferenceType::TypeA => "TYPEA_",
                PreferenceType::TypeB => "TYPEB_",
            };
            let baku = if baku { "_BAKU" } else { "" };
            format!("FIDE_TEAM_{preference}{}{baku}", primary_code(primary))
        }
        TeamSystem::CustomTeamSwiss { primary } => match primary {
            PrimaryScore::Match => "CUSTOM_TEAM_SWISS_MP".to_owned(),
            PrimaryScore::Game => "CUSTOM_TEAM_SWISS_GP".to_owned(),
            // ETT26 has no code for the two orders: the plain code.
            PrimaryScore::MatchThenGame | PrimaryScore::GameThenMatch => {
                "CUSTOM_TEAM_SWISS".to_owned()
            }
        },
    }
}

/// The team system a `092` wording names, for a file without a `192` (Swiss-Manager's
/// TRF-16 export writes `092 Team Swiss System`): a Swiss is the FIDE Team Swiss (C.04.6)
/// scored as `FIDE_TEAM` alone reads, match points then game points; a round
/// robin (`Round Robin`, `Berger`, `all-play-all`, `girone`) the team round robin, double
/// when the wording says so. `None` for a wording that names neither.
pub fn parse_wording(text: &str) -> Option<TeamSystem> {
    let text = text.to_uppercase();
    let has = |words: &[&str]| words.iter().any(|w| text.contains(w));
    if has(&["SWISS", "SVIZZ", "SUISSE", "SCHWEIZ"]) {
        return Some(TeamSystem::TeamSwiss {
            preference: PreferenceType::Unnamed,
            primary: PrimaryScore::MatchThenGame,
            baku: false,
        });
    }
    if has(&[
        "ROUND ROBIN",
        "ROUND-ROBIN",
        "ROUNDROBIN",
        "BERGER",
        "ALL-PLAY",
        "GIRONE",
    ]) {
        return Some(if has(&["DOUBLE", "DOPPIO", "ANDATA E RITORNO"]) {
            TeamSystem::DoubleRoundRobin
        } else {
            TeamSystem::RoundRobin
        });
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_code_written_reads_back_and_other_spellings_read() {
        let mut systems = vec![TeamSystem::RoundRobin, TeamSystem::DoubleRoundRobin];
        for preference in [
            PreferenceType::Unnamed,
            PreferenceType::TypeA,
            PreferenceType::TypeB,
        ] {
            for primary in [
                PrimaryScore::MatchThenGame,
                PrimaryScore::GameThenMatch,
                PrimaryScore::Match,
                PrimaryScore::Game,
            ] {
                for baku in [false, true] {
                    systems.push(TeamSystem::TeamSwiss {
                        preference,
                        primary,
                        baku,
                    });
                }
            }
        }
        for primary in [
            PrimaryScore::MatchThenGame,
            PrimaryScore::Match,
            PrimaryScore::Game,
        ] {
            systems.push(TeamSystem::CustomTeamSwiss { primary });
        }
        for system in systems {
            assert_eq!(parse(&code(system)), Some(system), "{}", code(system));
        }
        assert_eq!(
            code(TeamSystem::TeamSwiss {
                preference: PreferenceType::TypeB,
                primary: PrimaryScore::GameThenMatch,
                baku: true,
            }),
            "FIDE_TEAM_TYPEB_GP_MP_BAKU"
        );
        // Gacrux's fixture writes FIDE_TEAM_MP_GP; chesspairing's FIDE_TEAM_BAKU.
        assert_eq!(
            parse("FIDE_TEAM_BAKU"),
            Some(TeamSystem::TeamSwiss {
                preference: PreferenceType::Unnamed,
                primary: PrimaryScore::MatchThenGame,
                baku: true,
            })
        );
        assert_eq!(parse("FIDE_DUTCH"), None);
        assert_eq!(parse("FIDE_TEAM_XY"), None);
    }
}
