//! The two facts the Dutch editions read differently: the float of an unplayed round
//! (2017 A.4.b against 2026 1.4.2–1.4.4) and PAB eligibility (2017 C.2 against 2026 C2).

use super::*;
use crate::domain::{Board, Bye, ByeKind, GameResult, PairingSystem, Round};

/// Four players, round 1 played: P1–P2 1-0, P3 a full-point bye asked for, P4 a
/// zero-point bye asked for; round 2 to pair.
fn event() -> (Tournament, Vec<PlayerId>) {
    let mut t = Tournament::default();
    t.settings.system = PairingSystem::Dutch;
    t.settings.rounds = 3;
    let ids: Vec<PlayerId> = (1..=4)
        .map(|i| {
            t.add_player(Player {
                name: format!("P{i}"),
                pairing_number: i,
                ..Player::default()
            })
        })
        .collect();
    t.rounds.push(Round {
        number: 1,
        boards: vec![Board {
            result: GameResult::WhiteWins,
            ..Board::new(ids[0], ids[1])
        }],
        byes: vec![
            Bye {
                player: ids[2],
                kind: ByeKind::FullPoint,
            },
            Bye {
                player: ids[3],
                kind: ByeKind::ZeroPoint,
            },
        ],
    });
    (t, ids)
}

fn entrant(field: &Field, id: PlayerId) -> &Entrant {
    field.players.iter().find(|e| e.id == id).unwrap()
}

#[test]
fn an_unplayed_round_is_a_downfloat_in_2017_only_when_it_scored_nothing() {
    let (t, ids) = event();
    let new = build_for_edition(&t, 2, DutchEdition::Fide2026);
    let old = build_for_edition(&t, 2, DutchEdition::Fide2017);
    // P3's full-point bye: more than a loss's points without playing (2026 1.4.3) and
    // a round not played (2017 A.4.b): a downfloat in both.
    assert_eq!(entrant(&new, ids[2]).float1, Float::Down);
    assert_eq!(entrant(&old, ids[2]).float1, Float::Down);
    // P4's zero-point bye: no float in 2026 (1.4.4), a downfloat in 2017 ("for whatever
    // reason, does not play in a round").
    assert_eq!(entrant(&new, ids[3]).float1, Float::None);
    assert_eq!(entrant(&old, ids[3]).float1, Float::Down);
    // P1 and P2 played on equal scores: no float in either.
    for e in [&new, &old] {
        assert_eq!(entrant(e, ids[0]).float1, Float::None);
        assert_eq!(entrant(e, ids[1]).float1, Float::None);
    }
    // `build` is the 2026 reading (Burstein shares it).
    assert_eq!(entrant(&build(&t, 2), ids[3]).float1, Float::None);
}

#[test]
fn a_full_point_bye_bars_the_pab_in_2026_only() {
    let (t, ids) = event();
    let new = build_for_edition(&t, 2, DutchEdition::Fide2026);
    let old = build_for_edition(&t, 2, DutchEdition::Fide2017);
    // 2026 C2: a win's points without playing; 2017 C.2: only a PAB or a forfeit win.
    assert!(!entrant(&new, ids[2]).bye_eligible);
    assert!(entrant(&old, ids[2]).bye_eligible);
    // The zero-point bye bars it in neither.
    assert!(entrant(&new, ids[3]).bye_eligible);
    assert!(entrant(&old, ids[3]).bye_eligible);
}
