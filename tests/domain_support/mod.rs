//! Arbitrary tournaments for property tests: every domain value the `.ron` file can hold
//! (accents, emoji, control characters, any rating, any FIDE id, round numbers within the
//! tournament), kept to the invariants `Tournament::validate` checks.
#![allow(clippy::unwrap_used, clippy::expect_used, dead_code)]

use chrono::NaiveDate;
use proptest::prelude::*;
use std::collections::BTreeMap;
use torneo::domain::{
    Acceleration, AdjustmentReason, AmalfiByePlace, AmalfiOptions, AmalfiRemaining, Board,
    BursteinEdition, BursteinOptions, Bye, ByeKind, Colour, DutchEdition, GameResult,
    PairingSystem, Player, PlayerId, Points, Round, ScoreAdjustment, ScoringSystem, Sex,
    ThisRoundBye, Title, Tournament, TournamentSettings, ZeroPointSeries,
};
use torneo::domain::{
    AgeGroup, Category, CategoryRule, CategorySettings, Money, Prize, PrizeTable, PrizeValue,
    RatingList, ReadingOrder, TieSharing, UnratedInBands,
};

// ---------------------------------------------------------------------------------------
// Random tournaments

/// Pieces an arbiter's data really contains: accents, Cyrillic, CJK, emoji, quotes,
/// backslashes, RON's own punctuation, line breaks and tabs.
pub const PIECES: &[&str] = &[
    "Niccolò",
    "Fabrizio Caruana",
    "d'Annunzio",
    "Città",
    "Perché",
    "Ševčík",
    "Пётр Иванов",
    "Чемпионат",
    "王皓",
    "丁立人",
    "羽生善治",
    "♟️",
    "😀",
    "👩🏽‍⚖️",
    "\"",
    "\\",
    "\\\"",
    "\"\"",
    "r#\"",
    "\"#",
    "(",
    ")",
    ",",
    ":",
    "//",
    "/*",
    "\n",
    "\t",
    " ",
    "",
];

pub fn text() -> impl Strategy<Value = String> {
    let piece = prop_oneof![
        3 => prop::sample::select(PIECES).prop_map(String::from),
        1 => any::<char>().prop_map(String::from),
        1 => "\\PC{0,6}",
    ];
    prop::collection::vec(piece, 0..5).prop_map(|pieces| pieces.concat())
}

pub fn date() -> impl Strategy<Value = NaiveDate> {
    (1900i32..2100, 1u32..=365)
        .prop_map(|(year, day)| NaiveDate::from_yo_opt(year, day).unwrap_or(NaiveDate::MIN))
}

pub fn points() -> impl Strategy<Value = Points> {
    (-30i32..=30).prop_map(Points)
}

pub fn scoring() -> impl Strategy<Value = ScoringSystem> {
    (
        points(),
        points(),
        points(),
        points(),
        points(),
        points(),
        points(),
        points(),
        points(),
    )
        .prop_map(|(w, d, l, fw, fl, pab, fpb, hpb, zpb)| ScoringSystem {
            win: w,
            draw: d,
            loss: l,
            forfeit_win: fw,
            forfeit_loss: fl,
            pairing_allocated_bye: pab,
            full_point_bye: fpb,
            half_point_bye: hpb,
            zero_point_bye: zpb,
        })
}

pub fn system() -> impl Strategy<Value = PairingSystem> {
    prop_oneof![
        any::<u8>().prop_map(|cycles| PairingSystem::RoundRobin { cycles }),
        Just(PairingSystem::Dutch),
        Just(PairingSystem::Burstein),
        Just(PairingSystem::Dubov),
        Just(PairingSystem::Lim),
        Just(PairingSystem::Amalfi),
        Just(PairingSystem::ItaloSvizzero),
    ]
}

pub fn settings() -> impl Strategy<Value = TournamentSettings> {
    (
        (text(), text(), text(), text(), text()),
        (text(), prop::collection::vec(text(), 0..4), text()),
        (
            proptest::option::of(date()),
            proptest::option::of(date()),
            rating_options(),
        ),
        // Announced rounds: up to the most a tournament may hold, and at least the 12 the
        // virtual points and player round numbers below may name.
        (
            12u32..=torneo::domain::MAX_ROUNDS,
            system(),
            scoring(),
            italo_svizzero(),
            burstein(),
        ),
        (
            prop::collection::vec(text(), 0..6),
            prop::sample::select(vec![Colour::White, Colour::Black]),
            any::<u64>(),
            prop::sample::select(vec![
                Acceleration::None,
                Acceleration::Baku,
                Acceleration::BakuReference,
            ]),
            amalfi(),
            prop::sample::select(vec![BursteinEdition::Fide2026, BursteinEdition::Legacy]),
            prop::sample::select(vec![DutchEdition::Fide2026, DutchEdition::Fide2017]),
        ),
    )
        .prop_map(
            |(
                (name, place, federation, chief_arbiter, time_control),
                (venue, deputy_arbiters, organiser),
                (start_date, end_date, rating),
                (rounds, system, scoring, italo_svizzero, burstein),
                (
                    tiebreaks,
                    initial_colour,
                    lot_seed,
                    acceleration,
                    amalfi,
                    burstein_edition,
                    dutch_edition,
                ),
            )| TournamentSettings {
                name,
                place,
                venue,
                federation,
                chief_arbiter,
                deputy_arbiters,
                organiser,
                start_date,
                end_date,
                time_control,
                rounds,
                system,
                scoring,
                tiebreaks,
                initial_colour,
                lot_seed,
                acceleration,
                amalfi,
                italo_svizzero,
                burstein_edition,
                dutch_edition,
                burstein,
                rating,
                // Issue 37: every other file carries categories and a prize table.
                categories: if lot_seed % 2 == 0 {
                    sample_categories()
                } else {
                    CategorySettings::default()
                },
                prizes: if lot_seed % 2 == 0 {
                    sample_prizes()
                } else {
                    PrizeTable::default()
                },
                // B.01 1.4.3a–c: every event type, ordinary most often.
                norm_event: torneo::domain::NormEvent::ALL
                    .get((lot_seed / 2 % 6) as usize)
                    .copied()
                    .unwrap_or_default(),
                // Issue 38: every third file carries its publishing choices.
                publish: if lot_seed % 3 == 0 {
                    torneo::domain::PublishOptions {
                        folder: Some(std::path::PathBuf::from("/srv/torneo/open-site")),
                        after_every_change: lot_seed % 2 == 0,
                        pairings_qr_address: Some("https://example.org/open".into()),
                    }
                } else {
                    torneo::domain::PublishOptions::default()
                },
            },
        )
}

/// The rating settings (issue 37): the list, the column, K factors set by hand.
fn rating_options() -> impl Strategy<Value = torneo::domain::RatingOptions> {
    (
        prop::sample::select(torneo::domain::RatedList::ALL.to_vec()),
        any::<bool>(),
        prop::collection::btree_map(1u32..40, prop::sample::select(vec![10u8, 20, 40, 38]), 0..4),
    )
        .prop_map(|(list, show_change, k)| {
            let mut options = torneo::domain::RatingOptions {
                list,
                show_change,
                k_factors: Vec::new(),
            };
            for (player, k) in k {
                options.set_k_factor(torneo::domain::PlayerId(player), Some(k));
            }
            options
        })
}

/// Categories of every kind, with a cut-off date and unrated players in the bands.
fn sample_categories() -> CategorySettings {
    let category = |name: &str, rule| Category {
        name: name.into(),
        rule,
    };
    CategorySettings {
        categories: vec![
            category("Under 16", CategoryRule::Age(AgeGroup::Under(16))),
            category("Over 65", CategoryRule::Age(AgeGroup::Over(65))),
            category("Donne", CategoryRule::Women),
            category(
                "Fascia 1600-1799",
                CategoryRule::RatingBand {
                    list: RatingList::National,
                    from: Some(1600),
                    to: Some(1799),
                },
            ),
            category("NC", CategoryRule::Unrated),
            category("Soci", CategoryRule::Club("Scacchi Milano".into())),
            category("SUI", CategoryRule::Federation("SUI".into())),
            category("Scuole", CategoryRule::Tag("Scuola".into())),
        ],
        age_cut_off: chrono::NaiveDate::from_ymd_opt(2025, 12, 31),
        unrated_in_bands: UnratedInBands::AsRating(0),
    }
}

/// A prize table with money and an object, Hort sharing, whole euros.
fn sample_prizes() -> PrizeTable {
    PrizeTable {
        prizes: vec![
            Prize {
                category: None,
                place: 1,
                value: PrizeValue::Money(Money(50_000)),
            },
            Prize {
                category: Some("Under 16".into()),
                place: 1,
                value: PrizeValue::Object {
                    description: "Coppa".into(),
                    worth: Money(2_550),
                },
            },
        ],
        one_per_player: false,
        sharing: TieSharing::Hort,
        reading_order: ReadingOrder::Ceremony,
        currency: "CHF".into(),
        rounding: Money(100),
    }
}

/// The 2026 Burstein edition's readings of the Index (docs/rules/burstein.md).
fn burstein() -> impl Strategy<Value = BursteinOptions> {
    (
        prop::sample::select(vec![
            ZeroPointSeries::EndingLastRound,
            ZeroPointSeries::ReachingThisRound,
        ]),
        prop::sample::select(vec![ThisRoundBye::Excluded, ThisRoundBye::Included]),
    )
        .prop_map(|(zero_point_series, this_round_bye)| BursteinOptions {
            zero_point_series,
            this_round_bye,
        })
}

/// The Amalfi readings (docs/rules/amalfi.md AM-1, AM-3).
fn amalfi() -> impl Strategy<Value = AmalfiOptions> {
    (
        prop::sample::select(vec![
            AmalfiRemaining::IncludingThisRound,
            AmalfiRemaining::AfterThisRound,
        ]),
        prop::sample::select(vec![
            AmalfiByePlace::StaysInList,
            AmalfiByePlace::RemovedFromList,
        ]),
    )
        .prop_map(|(remaining, bye_place)| AmalfiOptions {
            remaining,
            bye_place,
        })
}

/// The Italo-Svizzero readings (D2, D3), written only when not the default.
fn italo_svizzero() -> impl Strategy<Value = torneo::domain::ItaloSvizzeroOptions> {
    use torneo::domain::{ContinueAfter, ItaloSvizzeroOptions};
    (
        prop::sample::select(vec![
            ContinueAfter::SecondPlayer,
            ContinueAfter::FirstPlayer,
        ]),
        any::<bool>(),
    )
        .prop_map(|(continue_after, forfeits_count)| ItaloSvizzeroOptions {
            continue_after,
            forfeits_count,
        })
}

/// A player's own data; id and pairing number are given by [`tournament`].
pub fn player_data() -> impl Strategy<Value = Player> {
    (
        (text(), proptest::option::of(any::<u64>())),
        (
            proptest::option::of(any::<u16>()),
            proptest::option::of(any::<u16>()),
            proptest::option::of(prop::sample::select(Title::ALL.to_vec())),
        ),
        (text(), text(), proptest::option::of(date())),
        proptest::option::of(prop::sample::select(vec![Sex::Male, Sex::Female])),
        // Round numbers within the tournament (its announced rounds are at least 12).
        (0u32..=13, proptest::option::of(0u32..=13)),
        prop::collection::btree_map(0u32..=13, prop::sample::select(ByeKind::ALL.to_vec()), 0..4),
    )
        .prop_map(
            |(
                (name, fide_id),
                (rating, national_rating, title),
                (federation, club, birth_date),
                sex,
                (first_round, withdrawn_from),
                requested_byes,
            )| Player {
                id: PlayerId(0),
                name,
                fide_id,
                rating,
                national_rating,
                title,
                federation,
                // Issue 37: the club's name as a tag too (any text round-trips).
                tags: if club.is_empty() {
                    Vec::new()
                } else {
                    vec![club.clone()]
                },
                club,
                birth_date,
                sex,
                pairing_number: 0,
                first_round,
                withdrawn_from,
                requested_byes,
            },
        )
}

/// One round over `ids`: a shuffled order, paired two by two into `boards` boards, then some
/// byes; whoever is left is simply not paired.
pub fn round(
    ids: Vec<PlayerId>,
) -> impl Strategy<Value = (Vec<PlayerId>, usize, usize, Vec<GameResult>, Vec<ByeKind>)> {
    let n = ids.len();
    (
        Just(ids).prop_shuffle(),
        0..=n / 2,
        0..=n,
        prop::collection::vec(prop::sample::select(GameResult::ALL.to_vec()), n / 2),
        prop::collection::vec(prop::sample::select(ByeKind::ALL.to_vec()), n),
    )
}

pub fn build_round(
    number: u32,
    (order, boards, byes, results, kinds): (
        Vec<PlayerId>,
        usize,
        usize,
        Vec<GameResult>,
        Vec<ByeKind>,
    ),
) -> Round {
    let mut rest = order.into_iter();
    let mut round = Round {
        number,
        boards: Vec::new(),
        byes: Vec::new(),
    };
    for result in results.into_iter().take(boards) {
        if let (Some(white), Some(black)) = (rest.next(), rest.next()) {
            round.boards.push(Board {
                white,
                black,
                result,
                second_game: None,
            });
        }
    }
    for kind in kinds.into_iter().take(byes) {
        if let Some(player) = rest.next() {
            round.byes.push(Bye { player, kind });
        }
    }
    round
}

/// Why a score was adjusted: a bonus or penalty, an unusual score of a result letter
/// (the TRF-26 `299` types), or a correction.
pub fn adjustment_reason() -> impl Strategy<Value = AdjustmentReason> {
    prop_oneof![
        Just(AdjustmentReason::BonusOrPenalty),
        Just(AdjustmentReason::Correction),
        prop::sample::select(vec!['W', 'D', 'L', 'F', 'H', 'Z', '+', '-']).prop_map(|code| {
            AdjustmentReason::UnusualScore {
                code,
                second_game: false,
            }
        }),
    ]
}

prop_compose! {
    pub fn tournament()(
        ids in prop::collection::btree_set(1u32..5000, 0..10),
        settings in settings(),
        numbered in any::<bool>(),
        extra_id in 0u32..100,
    )(
        players in prop::collection::vec(player_data(), ids.len()),
        numbers in Just((1..=u32::try_from(ids.len()).unwrap_or(0)).collect::<Vec<u32>>()).prop_shuffle(),
        rounds in prop::collection::vec(round(ids.iter().copied().map(PlayerId).collect()), 0..5),
        forbidden in prop::collection::vec(
            (prop::sample::select(ids.iter().copied().chain([1]).collect::<Vec<u32>>()),
             prop::sample::select(ids.iter().copied().chain([1]).collect::<Vec<u32>>())),
            0..4,
        ),
        ids in Just(ids),
        settings in Just(settings),
        numbered in Just(numbered),
        extra_id in Just(extra_id),
        virtual_points in prop::collection::vec((0usize..10, 1u32..12, -20i32..40), 0..6),
        adjustments in prop::collection::vec(
            (0usize..10, 0u32..=13, -20i32..=20, adjustment_reason()),
            0..4,
        ),
        extra_trf_records in prop::collection::vec(text(), 0..3),
    ) -> Tournament {
        let players: Vec<Player> = players
            .into_iter()
            .zip(&ids)
            .zip(numbers)
            .map(|((p, &id), number)| Player {
                id: PlayerId(id),
                pairing_number: if numbered { number } else { 0 },
                ..p
            })
            .collect();
        let rounds = rounds
            .into_iter()
            .zip(1u32..)
            .map(|(r, number)| build_round(number, r))
            .collect();
        let forbidden_pairs = forbidden
            .into_iter()
            .filter(|(a, b)| a != b && ids.contains(a) && ids.contains(b))
            .map(|(a, b)| (PlayerId(a), PlayerId(b)))
            .collect();
        let next_player_id = ids.iter().max().copied().unwrap_or(0) + 1 + extra_id;
        let mut accelerated: BTreeMap<PlayerId, BTreeMap<u32, Points>> = BTreeMap::new();
        for (index, round, tenths) in virtual_points {
            if let Some(&id) = ids.iter().nth(index) {
                accelerated.entry(PlayerId(id)).or_default().insert(round, Points(tenths));
            }
        }
        let score_adjustments = adjustments
            .into_iter()
            .filter_map(|(index, round, tenths, reason)| {
                ids.iter().nth(index).map(|&id| ScoreAdjustment {
                    player: PlayerId(id),
                    round,
                    points: Points(tenths),
                    reason,
                })
            })
            .collect();
        Tournament {
            settings,
            players,
            rounds,
            forbidden_pairs,
            next_player_id,
            virtual_points: accelerated,
            extra_trf_records,
            score_adjustments,
            manual_changes: Vec::new(),
            team_event: None,
        }
    }
}
