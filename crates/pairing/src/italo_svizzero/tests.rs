//! Unit tests of the rules on made-up players: art. 15 a–d (D8) and the choice of the
//! forfeit win of art. 12 (D6), each case reasoned from the text.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use super::bye::{Attempt, ForfeitWinReason, attempts};
use super::colour::{ColourRule, first_has_white};
use super::field::{Entrant, Field};
use crate::domain::{Colour, PlayerId, Points};
use std::collections::BTreeSet;

const W: Colour = Colour::White;
const B: Colour = Colour::Black;

fn entrant(number: u32, score: i32, colours: &[Colour], forfeit_wins: u32) -> Entrant {
    Entrant {
        id: PlayerId(number),
        number,
        place: usize::try_from(number).unwrap(),
        score: Points(score),
        colours: colours.to_vec(),
        paired_with: BTreeSet::new(),
        forfeit_wins,
    }
}

#[test]
fn art_15_a_fewer_whites_first() {
    // 15.a: 1 Whites against 2: the first player (1 White) has White.
    let a = entrant(4, 10, &[W, B, B], 0);
    let b = entrant(2, 10, &[W, W, B], 0);
    assert_eq!(
        first_has_white(4, &a, &b),
        (
            true,
            ColourRule::FewerWhites {
                whites: 1,
                other_whites: 2
            }
        )
    );
    assert!(!first_has_white(4, &b, &a).0);
}

#[test]
fn art_15_b_black_more_recently_going_back() {
    // Same Whites (1), both Black in the last round: "si stabilisce chi ha avuto per ultimo
    // il Nero risalendo ai turni precedenti". Two games back 5 had Black and 3 White: 5
    // had Black more recently, so 5 has White (points do not matter, 15.c comes after).
    let five = entrant(5, 10, &[W, B, B], 0);
    let three = entrant(3, 5, &[B, W, B], 0);
    assert_eq!(
        first_has_white(4, &three, &five),
        (false, ColourRule::BlackMoreRecently { games_back: 2 })
    );
    // [W, B] against [B, W]: the first had Black in the last game: White to him.
    let x = entrant(1, 10, &[W, B], 0);
    let y = entrant(2, 10, &[B, W], 0);
    assert_eq!(
        first_has_white(3, &y, &x),
        (false, ColourRule::BlackMoreRecently { games_back: 1 })
    );
}

#[test]
fn art_15_c_fewer_points_when_the_colours_are_the_same() {
    // Identical colour histories: 15.a and 15.b do not decide; 15.c: fewer points.
    let a = entrant(2, 15, &[W, B], 0);
    let b = entrant(6, 10, &[W, B], 0);
    assert_eq!(first_has_white(3, &a, &b), (false, ColourRule::FewerPoints));
}

#[test]
fn art_15_d_draw_number_by_the_last_colour() {
    // Same colours, same points: both White last → the lower number; both Black → higher.
    let (a, b) = (entrant(3, 10, &[B, W], 0), entrant(7, 10, &[B, W], 0));
    assert_eq!(
        first_has_white(3, &b, &a),
        (false, ColourRule::LowerNumberBothWhite)
    );
    let (c, d) = (entrant(3, 10, &[W, B], 0), entrant(7, 10, &[W, B], 0));
    assert_eq!(
        first_has_white(3, &c, &d),
        (false, ColourRule::HigherNumberBothBlack)
    );
    // Neither has a colour (both new): the first player (D8).
    let (e, f) = (entrant(9, 0, &[], 0), entrant(2, 0, &[], 0));
    assert_eq!(first_has_white(3, &e, &f), (true, ColourRule::NoColourYet));
}

fn field(entrants: Vec<Entrant>) -> Field {
    Field {
        circle: entrants,
        start: 0,
        resumed_from: None,
    }
}

#[test]
fn art_12_a_second_time_when_alone_last_by_a_point() {
    // 3 had a forfeit win and has 0 points; the others have 1 and more: "ancora ultimo e
    // staccato di almeno un punto" → 3 again.
    let f = field(vec![
        entrant(1, 10, &[W], 0),
        entrant(2, 15, &[B], 0),
        entrant(3, 0, &[W], 1),
    ]);
    assert_eq!(
        attempts(&f, 2, Points(10)).first(),
        Some(&Attempt::SetAside(
            2,
            ForfeitWinReason::LowestScore {
                score: Points(0),
                again: true
            }
        ))
    );
}

#[test]
fn art_12_half_a_point_behind_is_not_enough_it_goes_up() {
    // 3 had one and is only ½ behind 1: "in caso diverso … il penultimo": 1 (½ more).
    let f = field(vec![
        entrant(1, 5, &[W], 0),
        entrant(2, 15, &[B], 0),
        entrant(3, 0, &[W], 1),
    ]);
    assert_eq!(
        attempts(&f, 2, Points(10)).first(),
        Some(&Attempt::SetAside(
            0,
            ForfeitWinReason::LowestScore {
                score: Points(5),
                again: false
            }
        ))
    );
}

#[test]
fn art_12_tied_last_are_left_to_the_rotation() {
    // 1 and 3 share the last place with 0: the rotation decides ("resta libero").
    let f = field(vec![
        entrant(1, 0, &[W], 0),
        entrant(2, 10, &[B], 0),
        entrant(3, 0, &[W], 0),
        entrant(4, 10, &[W], 0),
        entrant(5, 10, &[B], 0),
    ]);
    assert_eq!(
        attempts(&f, 2, Points(10)).first(),
        Some(&Attempt::LeaveFree(vec![0, 2], Points(0)))
    );
    // An even field has no forfeit win.
    let even = field(vec![entrant(1, 0, &[], 0), entrant(2, 0, &[], 0)]);
    assert!(attempts(&even, 2, Points(10)).is_empty());
}
