//! B.01 1.4.3d: the big Swiss that waives the foreigner requirement.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)]

use super::*;

/// A 9-round Swiss of 30 players paired by the circle method (every game drawn), player
/// 0 the candidate (ITA, host ITA); players 1..=`foreign` from GER, FRA, ESP in turn,
/// the first `titled` of them IMs; the rest ITA.
fn big_swiss(foreign: usize, titled: usize) -> (Tournament, PlayerId) {
    let mut t = Tournament::default();
    t.settings.system = PairingSystem::Dutch;
    t.settings.federation = "ITA".into();
    t.settings.rounds = 9;
    let ids: Vec<PlayerId> = (0..30)
        .map(|i| {
            let federation = match i {
                0 => "ITA",
                i if i <= foreign => ["GER", "FRA", "ESP"][i % 3],
                _ => "ITA",
            };
            t.add_player(Player {
                name: format!("P{i}"),
                rating: Some(2400),
                federation: federation.into(),
                title: (1..=titled).contains(&i).then_some(Title::IM),
                pairing_number: i as u32 + 1,
                ..Player::default()
            })
        })
        .collect();
    for r in 0..9 {
        // Circle method: seat 0 fixed, the others rotate.
        let seat = |k: usize| if k == 0 { 0 } else { 1 + (k - 1 + r) % 29 };
        let boards = (0..15)
            .map(|k| Board {
                white: ids[seat(k)],
                black: ids[seat(29 - k)],
                result: D,
                second_game: None,
            })
            .collect();
        t.rounds.push(Round {
            number: r as u32 + 1,
            boards,
            byes: vec![],
        });
    }
    (t, ids[0])
}

// 1.4.3d: 21 foreign rated players who miss no round, from 3 federations, 10 of them IMs:
// the foreigner requirement (1.4.3 and 1.4.4) is waived for everybody.
#[test]
fn a_big_swiss_waives_the_foreigner_requirement() {
    let (t, candidate) = big_swiss(21, 10);
    let im = check(&t, candidate, NormTitle::IM);
    assert_eq!(
        im.requirements[1],
        Requirement::FederationsExempt {
            players: 21,
            federations: 3,
            titled: 10
        }
    );
    assert!(!im.requirements.iter().any(|r| matches!(
        r,
        Requirement::ForeignFederations { .. } | Requirement::OwnFederation { .. }
    )));
}

// 1.4.3d: with 9 titled foreigners (< 10) there is no exemption: 1.4.3 and 1.4.4 apply.
#[test]
fn nine_titled_foreigners_do_not_waive_it() {
    let (t, candidate) = big_swiss(21, 9);
    let im = check(&t, candidate, NormTitle::IM);
    assert!(matches!(
        im.requirements[1],
        Requirement::ForeignFederations { .. }
    ));
}
