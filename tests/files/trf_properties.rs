//! Property tests of the TRF layer: `import(export(t)) == t` for random tournaments in
//! the form TRF can hold (ids equal to pairing numbers, players listed by pairing number,
//! boards in the engines' order; no withdrawals or late entries, which TRF records only as
//! byes), in both TRF-16 and TRF-26; and no input, random or a mutated real file, makes
//! the importer panic.

use proptest::prelude::*;
use torneo::domain::{
    Acceleration, Board, Bye, ByeKind, Colour, GameResult, PairingSystem, Player, PlayerId, Points,
    Round, ScoringSystem, Title, Tournament, TournamentSettings,
};
use torneo::formats::trf::{self, TrfVersion};

const SAMPLE: &str = "012 Sample\n\
001    1      Test0001 Player0001               2306                             2.0    1     3 w 1     2 b 1\n\
001    2      Test0002 Player0002               2136                             0.5    2     4 b =     1 w 0  0000 - H\n\
001    3      Test0003 Player0003               2097                             0.0    4     1 b 0     4 w -\n\
001    4      Test0004 Player0004               2046                             1.5    3     2 w =     3 b +\n\
\n092 FIDE_DUTCH_2025\nXXP 1 4\nXXR 5\nXXC white1\n";

/// Boards in the engines' order: higher player's score, lower player's score, higher
/// player's pairing number (scores before the round).
fn order_boards(t: &Tournament, round: u32, boards: &mut [Board]) {
    let key = |id: PlayerId| (t.score_after(id, round - 1), std::cmp::Reverse(id.0));
    boards.sort_by_key(|b| {
        let (x, y) = (key(b.white), key(b.black));
        let (hi, lo) = if x >= y { (x, y) } else { (y, x) };
        (std::cmp::Reverse(hi.0), std::cmp::Reverse(lo.0), hi.1.0)
    });
}

fn result_from(code: u8) -> GameResult {
    GameResult::ALL[usize::from(code) % GameResult::ALL.len()]
}

/// The settings of a random tournament: one of four systems (with or without
/// acceleration), `total` rounds, the scoring, first colour and tie-breaks from the seed.
fn random_settings(seed: u64, total: u32, system_index: usize) -> TournamentSettings {
    let systems = [
        (PairingSystem::Dutch, Acceleration::None),
        (PairingSystem::Dutch, Acceleration::BakuReference),
        (PairingSystem::Burstein, Acceleration::Baku),
        (PairingSystem::RoundRobin { cycles: 2 }, Acceleration::None),
    ];
    let (system, acceleration) = systems[system_index % systems.len()];
    TournamentSettings {
        name: format!("Random {seed}"),
        place: if seed.is_multiple_of(2) {
            "Roma".into()
        } else {
            String::new()
        },
        start_date: chrono::NaiveDate::from_ymd_opt(2025, 1 + (seed % 12) as u32, 3),
        rounds: total,
        system,
        acceleration,
        scoring: if seed.is_multiple_of(5) {
            ScoringSystem::three_one_zero()
        } else {
            ScoringSystem::fide()
        },
        initial_colour: if seed % 7 < 3 {
            Colour::Black
        } else {
            Colour::White
        },
        tiebreaks: if seed.is_multiple_of(4) {
            vec!["BH".into(), "SB".into()]
        } else {
            TournamentSettings::default().tiebreaks
        },
        ..TournamentSettings::default()
    }
}

/// The players, ids and pairing numbers 1..n, their rating, title, federation and FIDE
/// id from `traits`.
fn add_random_players(t: &mut Tournament, names: Vec<String>, traits: &[u8]) {
    for (i, name) in names.into_iter().enumerate() {
        let k = traits[i];
        t.players.push(Player {
            id: PlayerId(i as u32 + 1),
            pairing_number: i as u32 + 1,
            name,
            rating: (!k.is_multiple_of(3)).then_some(1000 + u16::from(k) * 7),
            title: k
                .is_multiple_of(5)
                .then_some(Title::ALL[usize::from(k) % 8]),
            federation: if k.is_multiple_of(2) {
                "ITA".into()
            } else {
                String::new()
            },
            fide_id: (k % 4 == 1).then_some(100_000 + u64::from(k)),
            sex: None,
            ..Player::default()
        });
    }
}

/// Round `number`: the first `boards` pairs of `order` play (results from `codes`), the
/// others get a bye from `codes` or none; boards in the engines' order.
fn random_round(t: &Tournament, number: u32, order: &[u32], codes: &[u8], boards: usize) -> Round {
    let mut round = Round {
        number,
        ..Round::default()
    };
    for (b, pair) in order.chunks(2).take(boards).enumerate() {
        if let [w, bl] = pair {
            round.boards.push(Board {
                white: PlayerId(*w),
                black: PlayerId(*bl),
                result: result_from(codes[b % 12]),
                second_game: None,
            });
        }
    }
    let mut bye_players: Vec<u32> = order.iter().skip(2 * boards).copied().collect();
    bye_players.sort_unstable();
    for (k, p) in bye_players.into_iter().enumerate() {
        let code = codes[(k + 5) % 12] % 5;
        if code < 4 {
            round.byes.push(Bye {
                player: PlayerId(p),
                kind: ByeKind::ALL[usize::from(code)],
            });
        }
    }
    order_boards(t, number, &mut round.boards);
    round
}

/// Requested byes in the rounds after the `played` ones, up to `total`.
fn add_requested_byes(t: &mut Tournament, traits: &[u8], played: u32, total: u32) {
    for (i, p) in t.players.iter_mut().enumerate() {
        for future in (played + 1)..=total {
            let k = traits[i] as u32 + future;
            if k.is_multiple_of(4) {
                let kind = [ByeKind::HalfPoint, ByeKind::ZeroPoint, ByeKind::FullPoint]
                    [(k / 4 % 3) as usize];
                p.requested_byes.insert(future, kind);
            }
        }
    }
}

fn tournament_strategy() -> impl Strategy<Value = Tournament> {
    (2usize..12, 0usize..5, 0u32..3, any::<u64>())
        .prop_flat_map(|(n, played, more, seed)| {
            let rounds = prop::collection::vec(
                (
                    Just(()).prop_perturb(move |_, mut rng| {
                        let mut order: Vec<u32> = (1..=n as u32).collect();
                        for i in (1..order.len()).rev() {
                            order.swap(i, rng.random_range(0..=i));
                        }
                        order
                    }),
                    prop::collection::vec(any::<u8>(), 12),
                    1usize..=n / 2,
                ),
                played,
            );
            let names = prop::collection::vec("[A-Z][a-z]{1,8}, [A-Z][a-z]{1,8}", n);
            let extras = (
                prop::collection::vec(any::<u8>(), n),
                prop::collection::vec((0usize..12, 0usize..12), 0..4),
                prop::collection::vec((0usize..12, 1u32..6, 1i32..30), 0..4),
                prop::collection::vec("[a-z ]{0,12}", 0..3),
                0usize..4,
            );
            (Just((n, played, more, seed)), rounds, names, extras)
        })
        .prop_map(
            |((n, played, more, seed), rounds, names, (traits, pairs, virtuals, notes, system))| {
                let total = (played as u32 + more) * u32::from(seed % 3 != 0);
                let mut t = Tournament::new(random_settings(seed, total, system));
                add_random_players(&mut t, names, &traits);
                t.next_player_id = n as u32 + 1;
                for (r, (order, codes, boards)) in rounds.into_iter().enumerate() {
                    let number = r as u32 + 1;
                    let round = random_round(&t, number, &order, &codes, boards);
                    t.rounds.push(round);
                }
                add_requested_byes(&mut t, &traits, played as u32, total);
                for (a, b) in pairs {
                    let (a, b) = (a % n + 1, b % n + 1);
                    if a != b {
                        t.forbidden_pairs
                            .push((PlayerId(a as u32), PlayerId(b as u32)));
                    }
                }
                for (p, round, tenths) in virtuals {
                    t.virtual_points
                        .entry(PlayerId((p % n) as u32 + 1))
                        .or_default()
                        .insert(round, Points(tenths));
                }
                t.extra_trf_records = notes
                    .into_iter()
                    .map(|s| format!("112 {}", s.trim_end()))
                    .collect();
                t
            },
        )
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    #[test]
    fn import_export_round_trip(t in tournament_strategy()) {
        prop_assert_eq!(t.validate(), Ok(()));
        for version in [TrfVersion::Trf16, TrfVersion::Trf26] {
            let text = trf::export(&t, version);
            let back = trf::import(text.as_bytes()).map(|(t, _)| t);
            prop_assert_eq!(back.as_ref(), Ok(&t), "{:?}\n{}", version, text);
        }
    }

    #[test]
    fn random_bytes_never_panic(bytes in prop::collection::vec(any::<u8>(), 0..400)) {
        let _ = trf::import(&bytes);
        let _ = trf::parse_answer(&String::from_utf8_lossy(&bytes));
    }

    #[test]
    fn random_record_lines_never_panic(lines in prop::collection::vec(
        ("(001|012|142|152|162|192|202|240|250|260|XXR|XXC|XXA|XXP|XXS|XXZ|BBW|BBU)", "[ 0-9a-zA-Z.=+-]{0,120}"), 0..8)) {
        let text: Vec<String> = lines.into_iter().map(|(code, rest)| format!("{code} {rest}")).collect();
        let _ = trf::import(text.join("\n").as_bytes());
    }

    #[test]
    fn mutated_real_files_never_panic(edits in prop::collection::vec((any::<prop::sample::Index>(), any::<u8>()), 1..6)) {
        let mut bytes = SAMPLE.as_bytes().to_vec();
        for (at, byte) in edits {
            let i = at.index(bytes.len());
            bytes[i] = byte;
        }
        if let Ok((t, _)) = trf::import(&bytes) {
            // Whatever was accepted exports and reads back the same.
            let again = trf::import(trf::export(&t, TrfVersion::Trf16).as_bytes()).map(|(t, _)| t);
            prop_assert_eq!(again.as_ref(), Ok(&t));
        }
    }
}

#[test]
fn the_sample_is_valid() {
    let (t, _) = trf::import(SAMPLE.as_bytes()).unwrap();
    assert_eq!(t.rounds_paired(), 2);
    assert_eq!(
        t.players[1].requested_byes.get(&3),
        Some(&ByeKind::HalfPoint)
    );
}
