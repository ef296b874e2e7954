//! Issue 18 item 4: on arbitrary domain values (every tournament a `.ron` can hold, not
//! only generated pairings), the TRF export writes a file that reads back, and reads back
//! as a tournament that exports to the same file (import → export → import is the
//! identity), or refuses with a reason that is true of the tournament.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod domain_support;

use domain_support::tournament;
use proptest::prelude::*;
use torneo::domain::{Player, Tournament, TournamentSettings};
use torneo::formats::trf::{self, ExportError, TextPlace, TrfField, TrfVersion};
use torneo::i18n::{Language, Localize};

fn version(trf26: bool) -> TrfVersion {
    if trf26 {
        TrfVersion::Trf26
    } else {
        TrfVersion::Trf16
    }
}

/// The texts a refusal for a control character may name, with where they are.
fn has_control(text: &str) -> bool {
    text.chars().any(char::is_control)
}

/// True when `error` says something true of `t`.
fn refusal_is_true(t: &Tournament, error: &ExportError) -> bool {
    let ranks = trf::start_ranks(t);
    let by_rank = |number: u32| t.players.iter().find(|p| ranks.get(&p.id) == Some(&number));
    match error {
        ExportError::ControlCharacter { place, .. } => match place {
            TextPlace::Tournament(TrfField::Tiebreaks) => {
                t.settings.tiebreaks.iter().any(|c| has_control(c))
            }
            TextPlace::Tournament(field) => has_control(match field {
                TrfField::TournamentName => &t.settings.name,
                TrfField::City => &t.settings.place,
                TrfField::Federation => &t.settings.federation,
                TrfField::ChiefArbiter => &t.settings.chief_arbiter,
                TrfField::TimeControl => &t.settings.time_control,
                _ => return false,
            }),
            TextPlace::Player { number, field } => by_rank(*number).is_some_and(|p| match field {
                TrfField::Name => has_control(&p.name),
                TrfField::Federation => has_control(&p.federation),
                _ => false,
            }),
            TextPlace::KeptRecord { index } => t
                .extra_trf_records
                .get(index - 1)
                .is_some_and(|r| has_control(r)),
        },
        ExportError::TiebreakWithComma { code } => {
            code.contains(',') && t.settings.tiebreaks.contains(code)
        }
        ExportError::RatingTooHigh { number, rating } => {
            *rating > 9999 && by_rank(*number).is_some_and(|p| p.rating == Some(*rating))
        }
        ExportError::FideIdTooLong { number, id } => {
            *id > 99_999_999_999 && by_rank(*number).is_some_and(|p| p.fide_id == Some(*id))
        }
        ExportError::TooManyPlayers { count } => *count == t.players.len() && *count > 9999,
        ExportError::PointsTooWide { number, points } => {
            by_rank(*number).is_some_and(|p| t.standing_score(p.id) == *points)
        }
        ExportError::RoundTooLarge { round, .. } => *round > 999,
        // Proved by the exporter itself (the text it wrote did not read back the same).
        ExportError::NotReadBack { .. } => true,
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn export_reads_back_as_itself_or_refuses_with_a_true_reason(
        t in tournament(),
        trf26 in any::<bool>(),
    ) {
        let version = version(trf26);
        match trf::export_checked(&t, version) {
            Ok(text) => {
                let back = trf::import(text.as_bytes());
                prop_assert!(back.is_ok(), "{:?}\n{}", back.err(), text);
                let (back, _) = back.unwrap();
                prop_assert_eq!(back.players.len(), t.players.len());
                let again = trf::export_checked(&back, version);
                prop_assert_eq!(again.as_ref(), Ok(&text));
                let (twice, _) = trf::import(again.unwrap().as_bytes()).unwrap();
                prop_assert_eq!(twice, back);
            }
            Err(error) => {
                prop_assert!(refusal_is_true(&t, &error), "{error}");
            }
        }
    }
}

/// Two players, numbered 1 and 2, named as given.
fn two_players(first: &str, second: &str) -> Tournament {
    let mut t = Tournament::new(TournamentSettings {
        name: "Sociale".into(),
        rounds: 5,
        ..TournamentSettings::default()
    });
    for (name, number) in [(first, 1), (second, 2)] {
        let id = t.add_player(Player {
            name: name.into(),
            ..Player::default()
        });
        t.player_mut(id).unwrap().pairing_number = number;
    }
    t
}

#[test]
fn a_line_break_in_a_name_is_refused_naming_the_player() {
    let t = two_players("Rossi, Anna", "Bianchi,\n012 Injected");
    let error = trf::export_checked(&t, TrfVersion::Trf16).unwrap_err();
    assert_eq!(
        error.to_string(),
        "cannot write the TRF file: player 2, name holds a control character \
         ('Bianchi,\\n012 Injected'), which would break the line; correct it first"
    );
    assert_eq!(
        error.localize(Language::Italian),
        "impossibile scrivere il file TRF: giocatore 2, nome contiene un carattere di \
         controllo ('Bianchi,\\n012 Injected'), che spezzerebbe la riga; correggerlo prima"
    );
}

#[test]
fn a_five_digit_rating_and_a_twelve_digit_fide_id_are_refused() {
    let mut t = two_players("Rossi, Anna", "Bianchi, Luca");
    t.players[1].rating = Some(12000);
    assert_eq!(
        trf::export_checked(&t, TrfVersion::Trf26),
        Err(ExportError::RatingTooHigh {
            number: 2,
            rating: 12000
        })
    );
    t.players[1].rating = Some(9999);
    t.players[0].fide_id = Some(123_456_789_012);
    assert_eq!(
        trf::export_checked(&t, TrfVersion::Trf26),
        Err(ExportError::FideIdTooLong {
            number: 1,
            id: 123_456_789_012
        })
    );
    t.players[0].fide_id = Some(99_999_999_999);
    let text = trf::export_checked(&t, TrfVersion::Trf26).unwrap();
    let (back, _) = trf::import(text.as_bytes()).unwrap();
    assert_eq!(back.players[1].rating, Some(9999));
    assert_eq!(back.players[0].fide_id, Some(99_999_999_999));
}

#[test]
fn player_ten_thousand_is_refused() {
    let mut t = two_players("A", "B");
    for n in 3..=10_000 {
        let id = t.add_player(Player {
            name: format!("Player {n}"),
            ..Player::default()
        });
        t.player_mut(id).unwrap().pairing_number = n;
    }
    assert_eq!(
        trf::export_checked(&t, TrfVersion::Trf16),
        Err(ExportError::TooManyPlayers { count: 10_000 })
    );
}

#[test]
fn the_file_is_not_written_when_the_export_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("club.trf");
    std::fs::write(&path, "012 previous\n").unwrap();
    let t = two_players("Rossi, Anna", "Bianchi,\r\nLuca");
    assert!(trf::save(&path, &t, TrfVersion::Trf16).is_err());
    assert_eq!(std::fs::read_to_string(&path).unwrap(), "012 previous\n");
}
