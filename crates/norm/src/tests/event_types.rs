//! B.01 1.4.3a–c (event types exempt from the foreigner requirement, declared in the
//! settings) and the double round robin of 1.4.5, worked by hand.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)]

use super::*;
use crate::domain::NormEvent;

/// The base case with every opponent from ITA: 1.4.3 (two foreign federations) and 1.4.4
/// (at most 5 of 9 from ITA; at most 6 of 9 from one federation) both fail.
fn all_italian() -> Vec<Opponent> {
    base()
        .into_iter()
        .map(|(title, _, rating, result)| (title, "ITA", rating, result))
        .collect()
}

// 1.4.3a: "Final stage of national open/men's championship and national women's
// championship"; 1.4.3b (national team championships): "The exemption applies only to
// players from the federation that registered the event"; 1.4.3c: "Zonal and sub-zonal
// tournaments". An exemption waives 1.4.3 and 1.4.4 (1.4.3e's "normal foreigner
// requirement"); the IM norm's other figures are the base case's (Ra 2366, Rp 2491).
#[test]
fn a_declared_event_type_waives_the_foreigner_requirement() {
    let (mut t, candidate) = event(&all_italian(), 9, &[]);
    // Ordinary: no foreign federation, 9 Italians of 9.
    let im = check(&t, candidate, NormTitle::IM);
    assert_eq!(
        failed(&im),
        [
            Requirement::ForeignFederations {
                found: 0,
                required: 2
            },
            Requirement::OwnFederation {
                count: 9,
                maximum: 5
            },
            Requirement::OneFederation {
                federation: "ITA".into(),
                count: 9,
                maximum: 6
            },
        ]
    );
    // The final of the Italian championship, host ITA, an Italian candidate: exempt.
    t.settings.norm_event = NormEvent::NationalChampionship;
    let im = check(&t, candidate, NormTitle::IM);
    assert!(im.is_met(), "{:?}", failed(&im));
    assert!(
        im.requirements
            .contains(&Requirement::FederationsExemptByEvent {
                event: NormEvent::NationalChampionship
            })
    );
    assert_eq!(
        im.requirements
            .iter()
            .find(|r| matches!(r, Requirement::FederationsExemptByEvent { .. }))
            .map(Requirement::article),
        Some("1.4.3a")
    );
    // A team championship registered by another federation (SUI): not for an Italian.
    t.settings.norm_event = NormEvent::NationalTeamChampionship;
    t.settings.federation = "SUI".into();
    assert!(!check(&t, candidate, NormTitle::IM).is_met());
    // A zonal: exempt whoever registered it.
    t.settings.norm_event = NormEvent::Zonal;
    let im = check(&t, candidate, NormTitle::IM);
    assert!(im.is_met());
    assert_eq!(
        im.requirements
            .iter()
            .find(|r| matches!(r, Requirement::FederationsExemptByEvent { .. }))
            .map(Requirement::article),
        Some("1.4.3c")
    );
}

/// A double round robin of six: the candidate (ITA 2300) meets each of five opponents
/// twice, rounds r and r + 5: GM HUN 2550 (lost twice), IM GER 2450 (drawn twice),
/// `third` SRB 2400, FM ITA 2350, untitled ESP 2300 (won twice each). 7/10.
fn double_round_robin(third: Title) -> (Tournament, PlayerId) {
    let mut t = Tournament::default();
    t.settings.system = PairingSystem::RoundRobin { cycles: 2 };
    t.settings.federation = "ITA".into();
    t.settings.rounds = 10;
    let candidate = t.add_player(Player {
        name: "Candidate".into(),
        rating: Some(2300),
        federation: "ITA".into(),
        sex: Some(Sex::Male),
        pairing_number: 1,
        ..Player::default()
    });
    let field = [
        (Some(Title::GM), "HUN", 2550, L),
        (Some(Title::IM), "GER", 2450, D),
        (Some(third), "SRB", 2400, W),
        (Some(Title::FM), "ITA", 2350, W),
        (None, "ESP", 2300, W),
    ];
    let ids: Vec<PlayerId> = field
        .iter()
        .enumerate()
        .map(|(i, &(title, federation, rating, _))| {
            t.add_player(Player {
                name: format!("Opponent {}", i + 1),
                title,
                federation: federation.into(),
                rating: Some(rating),
                pairing_number: i as u32 + 2,
                ..Player::default()
            })
        })
        .collect();
    for number in 1..=10u32 {
        let k = (number as usize - 1) % 5;
        t.rounds.push(Round {
            number,
            boards: vec![Board {
                white: candidate,
                black: ids[k],
                result: field[k].3,
                second_game: None,
            }],
            ..Round::default()
        });
    }
    (t, candidate)
}

// 1.4.5, double round robin: "Minimum 6 players. Required players with the necessary
// titles under 1.4.5b to 1.4.5e is half, rounded up" (counted by player).
// IM norm: Ra = 2 × (2550 + 2450 + 2400 + 2350 + 2300) / 10 = 2410; 7/10 = 70% → dp 149;
// Rp 2559. Titleholders (1.4.5a, by game) 8 ≥ 5. Players with GM or IM among the five
// opponents: with an FM from SRB, the GM and the IM: 2 < ⌈5/2⌉ = 3: missed (counted by
// game it would be 4 ≥ max(⌈10/3⌉, 3) = 4). With an IM from SRB: 3 ≥ 3: the norm.
#[test]
fn a_double_round_robin_counts_titled_opponents_by_player() {
    let (t, candidate) = double_round_robin(Title::FM);
    let norms = check_player(&t, candidate).unwrap();
    let im = norms
        .checks
        .iter()
        .find(|c| c.title == NormTitle::IM)
        .unwrap();
    assert_eq!((im.average, im.percent, im.performance), (2410, 70, 2559));
    assert!(
        im.requirements
            .contains(&Requirement::DoubleRoundRobinPlayers {
                players: 6,
                minimum: 6
            })
    );
    assert_eq!(
        failed(im),
        [Requirement::NormTitleholdersByPlayer {
            title: NormTitle::IM,
            count: 2,
            required: 3
        }]
    );
    // A round robin's mix must hold for the complete tournament (1.4.1f): nothing
    // dropped, and no run of first rounds (1.4.1e).
    assert!(norms.without_wins.is_empty() && norms.earlier.is_empty());

    let (t, candidate) = double_round_robin(Title::IM);
    let im = check(&t, candidate, NormTitle::IM);
    assert!(im.is_met(), "{:?}", failed(&im));
    // Five players only: the double round robin needs six.
    let (mut t, candidate) = double_round_robin(Title::IM);
    t.players.pop();
    t.rounds.iter_mut().for_each(|r| {
        r.boards.retain(|b| b.black.0 <= 5);
    });
    let im = check(&t, candidate, NormTitle::IM);
    assert!(failed(&im).contains(&Requirement::DoubleRoundRobinPlayers {
        players: 5,
        minimum: 6
    }));
}

#[test]
fn the_new_requirements_read_in_both_languages() {
    use crate::i18n::test_support::assert_worded;
    for event in [
        NormEvent::NationalChampionship,
        NormEvent::NationalTeamChampionship,
        NormEvent::Zonal,
    ] {
        assert_worded(&Requirement::FederationsExemptByEvent { event });
    }
    assert_worded(&Requirement::DoubleRoundRobinPlayers {
        players: 5,
        minimum: 6,
    });
    assert_worded(&Requirement::NormTitleholdersByPlayer {
        title: NormTitle::IM,
        count: 2,
        required: 3,
    });
}
