//! Hand-worked norm cases (B.01 1.4), each figure worked out in the comment above it:
//! a base event that gives an IM norm and one change per requirement that makes it fail
//! (`requirements`), the big-Swiss exemption (`exemption`), a real event (`real_event`).

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)]

use super::*;
use crate::domain::{
    Board, Bye, ByeKind, GameResult, PairingSystem, Player, Round, Title, Tournament,
};

/// One opponent of the candidate: title, federation, rating, the candidate's result.
type Opponent = (Option<Title>, &'static str, Option<u16>, GameResult);

const W: GameResult = GameResult::WhiteWins; // the candidate has White throughout
const D: GameResult = GameResult::Draw;
const L: GameResult = GameResult::BlackWins;

/// The base case: candidate ITA, rated 2300, untitled, a man, in a 9-round Swiss; one
/// opponent per round.
///
/// | rd | title | fed | rating | result |
/// |----|-------|-----|--------|--------|
/// | 1  | GM    | HUN | 2520   | ½      |
/// | 2  | IM    | GER | 2410   | 1      |
/// | 3  | GM    | SRB | 2480   | ½      |
/// | 4  | FM    | ITA | 2290   | 1      |
/// | 5  | IM    | ITA | 2350   | ½      |
/// | 6  | –     | ITA | 2150   | 1      |
/// | 7  | IM    | CRO | 2390   | 0      |
/// | 8  | GM    | ITA | 2500   | ½      |
/// | 9  | WIM   | ESP | 2200   | 1      |
fn base() -> Vec<Opponent> {
    use Title::*;
    vec![
        (Some(GM), "HUN", Some(2520), D),
        (Some(IM), "GER", Some(2410), W),
        (Some(GM), "SRB", Some(2480), D),
        (Some(FM), "ITA", Some(2290), W),
        (Some(IM), "ITA", Some(2350), D),
        (None, "ITA", Some(2150), W),
        (Some(IM), "CRO", Some(2390), L),
        (Some(GM), "ITA", Some(2500), D),
        (Some(WIM), "ESP", Some(2200), W),
    ]
}

/// A Swiss of `rounds` rounds, host ITA: the candidate (pairing number 1) meets
/// `opponents[r - 1]` in round r (a `None` entry: a bye of the kind given instead).
fn event(opponents: &[Opponent], rounds: u32, byes: &[(u32, ByeKind)]) -> (Tournament, PlayerId) {
    let mut t = Tournament::default();
    t.settings.system = PairingSystem::Dutch;
    t.settings.federation = "ITA".into();
    t.settings.rounds = rounds;
    let candidate = t.add_player(Player {
        name: "Candidate".into(),
        rating: Some(2300),
        federation: "ITA".into(),
        sex: Some(Sex::Male),
        pairing_number: 1,
        ..Player::default()
    });
    let mut next = opponents.iter();
    for number in 1..=rounds {
        let mut round = Round {
            number,
            ..Round::default()
        };
        if let Some((_, kind)) = byes.iter().find(|(r, _)| *r == number) {
            round.byes.push(Bye {
                player: candidate,
                kind: *kind,
            });
        } else if let Some(&(title, federation, rating, result)) = next.next() {
            let opponent = t.add_player(Player {
                name: format!("Opponent {number}"),
                title,
                federation: federation.into(),
                rating,
                pairing_number: number + 1,
                ..Player::default()
            });
            round.boards.push(Board {
                white: candidate,
                black: opponent,
                result,
                second_game: None,
            });
        }
        t.rounds.push(round);
    }
    (t, candidate)
}

fn check(t: &Tournament, player: PlayerId, title: NormTitle) -> NormCheck {
    let norms = check_player(t, player).unwrap();
    norms.checks.into_iter().find(|c| c.title == title).unwrap()
}

/// The requirements of `c` not met.
fn failed(c: &NormCheck) -> Vec<Requirement> {
    c.failed().cloned().collect()
}

mod counting;
mod event_types;
mod exemption;
mod real_event;
mod requirements;
