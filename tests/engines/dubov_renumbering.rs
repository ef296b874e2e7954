//! C.04.4.1 1.2.2 through the session: in a Dubov tournament, a rating entered or corrected
//! before round 4 is paired recalculates the pairing numbers; afterwards they stay.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use torneo::domain::{
    Board, GameResult, PairingSystem, Player, PlayerId, Round, Tournament, TournamentSettings,
};
use torneo::session::{Command, Session};

/// Four rated players numbered 1–4 by rating, and `rounds` rounds played (1 v 3, 4 v 2
/// each time: only the count matters here).
fn event(rounds: u32) -> (Tournament, Vec<PlayerId>) {
    let mut t = Tournament::new(TournamentSettings {
        rounds: 9,
        system: PairingSystem::Dubov,
        ..TournamentSettings::default()
    });
    let ids: Vec<PlayerId> = [2000, 1900, 1800, 1700]
        .iter()
        .enumerate()
        .map(|(i, &r)| {
            t.add_player(Player {
                name: format!("P{}", i + 1),
                rating: Some(r),
                pairing_number: i as u32 + 1,
                ..Player::default()
            })
        })
        .collect();
    for number in 1..=rounds {
        let boards = [(0, 2), (3, 1)]
            .iter()
            .map(|&(w, b)| Board {
                result: GameResult::Draw,
                ..Board::new(ids[w], ids[b])
            })
            .collect();
        t.rounds.push(Round {
            number,
            boards,
            byes: Vec::new(),
        });
    }
    (t, ids)
}

fn numbers(s: &Session, ids: &[PlayerId]) -> Vec<u32> {
    ids.iter()
        .map(|&id| s.tournament().player(id).unwrap().pairing_number)
        .collect()
}

fn with_rating(s: &Session, id: PlayerId, rating: u16) -> Command {
    let mut p = s.tournament().player(id).unwrap().clone();
    p.rating = Some(rating);
    Command::UpdatePlayer(p)
}

#[test]
fn a_rating_corrected_after_round_three_renumbers_the_field() {
    // Three rounds paired, round 4 not yet: P4's rating corrected to 1950 puts P4 second
    // by rating, so P2 and P3 move down one number each.
    let (t, ids) = event(3);
    let mut s = Session::new(t);
    let command = with_rating(&s, ids[3], 1950);
    s.apply(command).unwrap();
    assert_eq!(numbers(&s, &ids), vec![1, 3, 4, 2]);
    // One undo step brings back the old numbers and rating.
    assert!(s.undo());
    assert_eq!(numbers(&s, &ids), vec![1, 2, 3, 4]);
}

#[test]
fn after_round_four_is_paired_the_numbers_stay() {
    let (t, ids) = event(4);
    let mut s = Session::new(t);
    let command = with_rating(&s, ids[3], 1950);
    s.apply(command).unwrap();
    assert_eq!(numbers(&s, &ids), vec![1, 2, 3, 4]);
    assert_eq!(s.tournament().player(ids[3]).unwrap().rating, Some(1950));
}
