//! Issue 18 item 4: on arbitrary domain values (every tournament a `.ron` can hold, not
//! only generated pairings), the TRF export writes a file that reads back, and reads back
//! as a tournament that exports to the same file (import → export → import is the
//! identity), or refuses with a reason that is true of the tournament.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::domain_support;

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
        // Never true of a tournament: the exporter must write what it reads back.
        ExportError::NotReadBack { .. } => false,
    }
}

/// A score the four columns 81–84 hold: `-9.9` to `99.9` in tenths, or a whole number
/// from `-999` to `9999` written without its `.0` (by hand from the column widths).
fn points_fit_by_hand(tenths: i32) -> bool {
    (-99..=999).contains(&tenths) || (tenths % 10 == 0 && (-9990..=99_990).contains(&tenths))
}

/// True when `t` holds something beyond the documented limits of TRF (README, "TRF
/// files"): a control character in a text, a comma in a tie-break code, a rating over
/// 9999, a FIDE id over eleven digits, more than 9999 players, a score wider than the
/// points columns, a round past 999 in a three-digit round column.
fn beyond_limits(t: &Tournament) -> bool {
    let s = &t.settings;
    let texts = [
        &s.name,
        &s.place,
        &s.federation,
        &s.chief_arbiter,
        &s.time_control,
    ];
    let next = u32::try_from(t.rounds.len()).unwrap() + 1;
    texts.into_iter().any(|text| has_control(text))
        || s.tiebreaks
            .iter()
            .any(|c| has_control(c) || c.contains(','))
        || t.extra_trf_records.iter().any(|r| has_control(r))
        || t.players.len() > 9999
        || t.players.iter().any(|p| {
            has_control(&p.name)
                || has_control(&p.federation)
                || p.rating.is_some_and(|r| r > 9999)
                || p.fide_id.is_some_and(|id| id > 99_999_999_999)
                || !points_fit_by_hand(t.standing_score(p.id).0)
                || p.requested_byes.keys().any(|&r| r > next && r > 999)
        })
        || t.virtual_points
            .values()
            .any(|by| by.keys().any(|&r| r > 999))
        || t.score_adjustments.iter().any(|a| a.round > 999)
}

/// Arbitrary tournaments, half of them brought within the limits (control characters
/// taken out of the texts, commas out of the tie-breaks, ratings and FIDE ids cut to
/// their columns), so that both sides of the limits are tried often.
fn tournaments() -> impl Strategy<Value = Tournament> {
    (tournament(), any::<bool>()).prop_map(|(mut t, within)| {
        if within {
            bring_within_limits(&mut t);
        }
        t
    })
}

fn without_control(text: &mut String) {
    text.retain(|c| !c.is_control());
}

fn bring_within_limits(t: &mut Tournament) {
    let s = &mut t.settings;
    for text in [
        &mut s.name,
        &mut s.place,
        &mut s.federation,
        &mut s.chief_arbiter,
        &mut s.time_control,
    ] {
        without_control(text);
    }
    for code in &mut s.tiebreaks {
        without_control(code);
        code.retain(|c| c != ',');
    }
    for record in &mut t.extra_trf_records {
        without_control(record);
    }
    for p in &mut t.players {
        without_control(&mut p.name);
        without_control(&mut p.federation);
        p.rating = p.rating.map(|r| r % 10_000);
        p.fide_id = p.fide_id.map(|id| id % 100_000_000_000);
    }
}

/// `PROPTEST_CASES` when set (an explicit count would hide it), else 256.
fn cases() -> u32 {
    std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(256)
}

proptest! {
    // CI runs a modest count; `PROPTEST_CASES=5000` runs more.
    #![proptest_config(ProptestConfig::with_cases(cases()))]

    #[test]
    fn export_reads_back_as_itself_or_refuses_only_beyond_the_limits(
        t in tournaments(),
        trf26 in any::<bool>(),
    ) {
        let version = version(trf26);
        match trf::export_checked(&t, version) {
            Ok(text) => {
                prop_assert!(!beyond_limits(&t), "written beyond the limits:\n{}", text);
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
                prop_assert!(
                    beyond_limits(&t),
                    "refused within the limits: {error}\n{}",
                    trf::export(&t, version)
                );
                prop_assert!(refusal_is_true(&t, &error), "{error}");
            }
        }
    }
}

/// Issue 35: tournaments as an arbiter leaves them after editing the `.ron` by hand: any
/// number of rounds (fewer than those played, a round robin's that its table does not
/// need), scoring values of any size, within what the window accepts (`validate`).
fn hand_edited() -> impl Strategy<Value = Tournament> {
    let value = || -1000i32..=10_000;
    (
        tournament(),
        prop_oneof![0u32..=40, 0u32..=torneo::domain::MAX_ROUNDS],
        prop::collection::vec(value(), 9),
        any::<bool>(),
        any::<bool>(),
    )
        .prop_map(|(mut t, rounds, values, scoring_edited, like_162)| {
            bring_within_limits(&mut t);
            t.settings.rounds = rounds;
            if scoring_edited {
                let s = &mut t.settings.scoring;
                for (slot, tenths) in [
                    &mut s.win,
                    &mut s.draw,
                    &mut s.loss,
                    &mut s.zero_point_bye,
                    &mut s.pairing_allocated_bye,
                    &mut s.forfeit_win,
                    &mut s.forfeit_loss,
                    &mut s.full_point_bye,
                    &mut s.half_point_bye,
                ]
                .into_iter()
                .zip(values)
                {
                    slot.0 = tenths;
                }
                if like_162 {
                    // The shape a `162` record holds (forfeits and byes as the games).
                    s.forfeit_win = s.win;
                    s.full_point_bye = s.win;
                    s.half_point_bye = s.draw;
                    s.forfeit_loss = s.zero_point_bye;
                }
            }
            t
        })
}

proptest! {
    // About one in ten hand edits leaves a tournament the window refuses (a round number
    // past the new number of rounds): those are drawn again.
    #![proptest_config(ProptestConfig {
        max_global_rejects: cases().max(1024),
        ..ProptestConfig::with_cases(cases())
    })]

    /// No tournament the window can hold is refused with "would not read back": either the
    /// file is written (and reads back as itself) or the refusal names what to change.
    #[test]
    fn a_hand_edited_tournament_is_written_or_refused_in_words(
        t in hand_edited(),
        trf26 in any::<bool>(),
    ) {
        prop_assume!(t.validate().is_ok());
        let version = version(trf26);
        match trf::export_checked(&t, version) {
            Ok(text) => {
                let (back, _) = trf::import(text.as_bytes()).unwrap();
                prop_assert_eq!(trf::export_checked(&back, version), Ok(text));
            }
            Err(error) => {
                prop_assert!(
                    !matches!(error, ExportError::NotReadBack { .. }),
                    "{error}\n{}",
                    trf::export(&t, version)
                );
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
