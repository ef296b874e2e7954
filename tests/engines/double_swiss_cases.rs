//! Double-Swiss cases worked by hand from C.04.5 (2026): the reasoning is in each test's
//! comments, the expected boards are typed by hand (pairing numbers, White of the first
//! game first, in board order). Game results are written as (first game, second game),
//! each in its own colours: the second game's White is the first game's Black.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use torneo::domain::{
    Board, Bye, ByeKind, GameResult, PairingSystem, Player, PlayerId, Points, Round, ScoringSystem,
    Tournament, TournamentHistory, TournamentSettings,
};
use torneo::pairing::{self, JobControl, ProposedRound};

use GameResult::{BlackWins, Draw, WhiteWins};

/// `n` players, pairing numbers 1..=n, 7 rounds, Double-Swiss scoring, White drawn.
fn event(n: usize) -> (Tournament, Vec<PlayerId>) {
    let mut t = Tournament::new(TournamentSettings {
        rounds: 7,
        system: PairingSystem::DoubleSwiss,
        scoring: ScoringSystem::double_swiss(),
        ..TournamentSettings::default()
    });
    let mut ids = Vec::new();
    for i in 0..n {
        let id = t.add_player(Player {
            name: format!("P{}", i + 1),
            rating: Some(2400 - 10 * i as u16),
            ..Player::default()
        });
        t.player_mut(id).unwrap().pairing_number = i as u32 + 1;
        ids.push(id);
    }
    (t, ids)
}

/// Records round `number`: matches as (white TPN, black TPN, first game, second game)
/// and a pairing-allocated bye.
fn record(
    t: &mut Tournament,
    ids: &[PlayerId],
    number: u32,
    matches: &[(usize, usize, GameResult, GameResult)],
    bye: Option<usize>,
) {
    let boards = matches
        .iter()
        .map(|&(w, b, first, second)| Board {
            result: first,
            second_game: Some(second),
            ..Board::new(ids[w - 1], ids[b - 1])
        })
        .collect();
    let byes = bye
        .map(|v| Bye {
            player: ids[v - 1],
            kind: ByeKind::PairingAllocated,
        })
        .into_iter()
        .collect();
    t.rounds.push(Round {
        number,
        boards,
        byes,
    });
}

/// The pairing as (white TPN, black TPN) in board order, and the PAB's TPN.
fn tpns(t: &Tournament, proposed: &ProposedRound) -> (Vec<(u32, u32)>, Option<u32>) {
    let tpn = |id: PlayerId| t.player(id).unwrap().pairing_number;
    let boards = proposed
        .boards
        .iter()
        .map(|b| (tpn(b.white), tpn(b.black)))
        .collect();
    let bye = proposed
        .byes
        .iter()
        .find(|b| b.kind == ByeKind::PairingAllocated)
        .map(|b| tpn(b.player));
    (boards, bye)
}

fn pair(t: &Tournament, round: u32) -> ProposedRound {
    let proposed = pairing::pair(t, round, &JobControl::new()).unwrap();
    // Every board the engine proposes is a two-game match (Preface), and its own
    // checker finds nothing wrong with it.
    assert!(proposed.boards.iter().all(|b| b.second_game.is_some()));
    assert_eq!(pairing::check::check_round(t, round, &proposed), vec![]);
    proposed
}

#[test]
fn round_one_pairs_the_first_half_against_the_second_with_the_drawn_colour_by_parity() {
    // One bracket, everybody on 0. 3.6: the first identifier has the top members 1 2 3
    // (the smallest TPNs) and their bottom members 4 5 6 in order: 1-4, 2-5, 3-6.
    // 4.3.1: nobody has played; the higher-ranked player (the smaller TPN) gets the
    // initial colour (White) when its TPN is odd: 1 and 3 White, 2 Black (so 5 White).
    // C.04.2 3.6: equal scores, boards by the higher-ranked player's TPN.
    let (t, _) = event(6);
    let (boards, bye) = tpns(&t, &pair(&t, 1));
    assert_eq!(boards, vec![(1, 4), (5, 2), (3, 6)]);
    assert_eq!(bye, None);
}

#[test]
fn round_one_with_an_odd_field_gives_the_bye_to_the_largest_pairing_number() {
    // 3.4: all on 0 with no match played, so 3.4.4 decides: the largest TPN, 5. Then
    // 1 2 against 3 4: 1-3 (1 odd, White) and 2-4 (2 even: 4 White).
    let (t, _) = event(5);
    let (boards, bye) = tpns(&t, &pair(&t, 1));
    assert_eq!(boards, vec![(1, 3), (4, 2)]);
    assert_eq!(bye, Some(5));
}

#[test]
fn a_scoregroup_that_cannot_pair_itself_takes_two_upfloaters() {
    // Round 1: 1-4 won 2-0 by 1; 5-2 won 2-0 by 2; 3-6 drawn 1-1.
    // Scores: 1 and 2 on 2, 3 and 6 on 1, 4 and 5 on 0.
    let (mut t, ids) = event(6);
    record(
        &mut t,
        &ids,
        1,
        &[
            (1, 4, WhiteWins, BlackWins),
            (5, 2, BlackWins, WhiteWins),
            (3, 6, Draw, Draw),
        ],
        None,
    );
    let h = TournamentHistory::of(&t);
    let score = |n: usize| h.get(ids[n - 1]).unwrap().score(&t.settings.scoring);
    assert_eq!(score(1), Points::from_whole(2));
    assert_eq!(score(3), Points::from_whole(1));
    assert_eq!(score(5), Points::ZERO);
    // Round 2. Top scoregroup {1, 2}: even, and 1-2 leaves {3, 4, 5, 6} pairable, so no
    // upfloater ([C4]). Then {3, 6}: they met ([C1]), so the bracket needs upfloaters;
    // one is not enough for an even bracket, two are: {4, 5}, the only set. 3.6: TPN
    // order 3 4 5 6; the top members 3 4 (3-6 is barred, 3-5 4-6 is legal); 3's bottom
    // member the smallest that works, 5: 3-5 and 4-6.
    // Colours: 1-2: 1 has one White, 2 none: 2 White (4.3.2). 3-5: one White each,
    // identical histories (W, W): 3, higher-ranked, alternates to Black (4.3.4): 5-3.
    // 4-6: one Black each: 6, higher-ranked (1 point), alternates to White: 6-4.
    // Board order: the 2-point match, then 3's and 6's on 1 point, by TPN.
    let (boards, bye) = tpns(&t, &pair(&t, 2));
    assert_eq!(boards, vec![(2, 1), (5, 3), (6, 4)]);
    assert_eq!(bye, None);
}

#[test]
fn the_bye_skips_a_barred_player_and_the_upfloater_keeps_the_rest_pairable() {
    // Round 1 (5 players): PAB to 5 (1½ points); 1-3 won 2-0 by 1; 4-2 drawn 1-1.
    // Scores: 1 on 2, 5 on 1½, 2 and 4 on 1, 3 on 0.
    let (mut t, ids) = event(5);
    record(
        &mut t,
        &ids,
        1,
        &[(1, 3, WhiteWins, BlackWins), (4, 2, Draw, Draw)],
        Some(5),
    );
    let h = TournamentHistory::of(&t);
    let score = |n: usize| h.get(ids[n - 1]).unwrap().score(&t.settings.scoring);
    assert_eq!(score(5), Points::from_halves(3));
    // 3.4: 5 may not have it again ([C2]); the lowest score is 3's (0), and {1, 2, 4, 5}
    // stays pairable (1-2 and 4-5): PAB to 3.
    // Top scoregroup {1}: one upfloater ([C4]); [C5] prefers 5 (1½), but with 1-5 the
    // rest {2, 4} met in round 1: not legal. Next profile, 1 point: {2} first (3.5.4),
    // legal (4-5 left), and [C6] holds (the following scoregroup {5} pairs with 4). 1-2.
    // Then {5} takes 4: 5-4.
    // Colours: 1-2: 1 had White, 2 Black: 2 has fewer Whites, White (4.3.2): 2-1.
    // 5-4: 5 has no match played, 4 one White: 5 White (4.3.2): 5-4.
    let (boards, bye) = tpns(&t, &pair(&t, 2));
    assert_eq!(boards, vec![(2, 1), (5, 4)]);
    assert_eq!(bye, Some(3));
}

#[test]
fn a_match_ends_by_forfeit_only_when_a_player_forfeits_both_games() {
    // C.04.5 Preface. 1-2: 2 forfeits both games: not a meeting, so 1 and 2 may meet
    // again, and 1 has won a match by forfeit ([C2]). 3-4: 4 forfeits the first game
    // only and loses the second: a match played, 3 and 4 may not meet again.
    let (mut t, ids) = event(4);
    record(
        &mut t,
        &ids,
        1,
        &[
            (
                1,
                2,
                GameResult::WhiteWinsByForfeit,
                GameResult::BlackWinsByForfeit,
            ),
            (3, 4, GameResult::WhiteWinsByForfeit, GameResult::BlackWins),
        ],
        None,
    );
    let h = TournamentHistory::of(&t);
    let p = |n: usize| h.get(ids[n - 1]).unwrap();
    assert!(!p(1).has_played(ids[1]));
    assert!(p(3).has_played(ids[3]));
    // Both count their two games' points: 1 and 3 on 2, 2 and 4 on 0.
    assert_eq!(p(1).score(&t.settings.scoring), Points::from_whole(2));
    assert_eq!(p(3).score(&t.settings.scoring), Points::from_whole(2));
    // 1.6: 3 had White (one game was played); 1 has no colour (no game played).
    assert_eq!(p(1).colours(), vec![]);
    assert_eq!(p(3).colours(), vec![torneo::domain::Colour::White]);
    // Round 2: {1, 3} on 2 have met nobody over the board together: 1-3. {2, 4}: 2-4.
    // Colours: 1-3: 1 no Whites, 3 one: 1 White (4.3.2). 2-4: 2 none, 4 one Black:
    // equal Whites (0), no common history, 2 (higher-ranked) has no last colour, so 4
    // alternates from Black to White (4.3.5): 4-2.
    let (boards, _) = tpns(&t, &pair(&t, 2));
    assert_eq!(boards, vec![(1, 3), (4, 2)]);
}

#[test]
fn the_explanation_names_the_bracket_the_upfloater_and_the_colour_rule() {
    use torneo::i18n::{Language, Localize};
    let (mut t, ids) = event(5);
    record(
        &mut t,
        &ids,
        1,
        &[(1, 3, WhiteWins, BlackWins), (4, 2, Draw, Draw)],
        Some(5),
    );
    let (explanation, proposed) =
        pairing::explain::explain_and_pair(&t, 2, &JobControl::new()).unwrap();
    assert_eq!(proposed, pair(&t, 2));
    let board_one = explanation.for_player(ids[0]).unwrap();
    let english: Vec<String> = board_one
        .reasons
        .iter()
        .map(|r| r.localize(Language::English))
        .collect();
    let text = english.join("\n");
    assert!(text.contains("bracket of the 2-point scoregroup"), "{text}");
    assert!(text.contains("P2 (2) floats up from 1 points"), "{text}");
    assert!(text.contains("4.3.2"), "{text}");
    let bye = explanation.for_player(ids[2]).unwrap();
    assert!(
        bye.reasons[0]
            .localize(Language::Italian)
            .contains("bye di abbinamento")
    );
}

#[test]
fn the_checker_reports_a_barred_bye_and_a_single_game() {
    let (mut t, ids) = event(5);
    record(
        &mut t,
        &ids,
        1,
        &[(1, 3, WhiteWins, BlackWins), (4, 2, Draw, Draw)],
        Some(5),
    );
    // 5 had the PAB in round 1 ([C2]); 1-2 is a single game.
    let proposed = ProposedRound {
        boards: vec![Board::new(ids[0], ids[1]), Board::new_match(ids[2], ids[3])],
        byes: vec![Bye {
            player: ids[4],
            kind: ByeKind::PairingAllocated,
        }],
    };
    let found = pairing::check::check_round(&t, 2, &proposed);
    use torneo::pairing::double_swiss::check::DoubleSwissViolation as V;
    let system: Vec<V> = found
        .iter()
        .filter_map(|v| match v {
            pairing::check::Violation::System(s) => s.get::<V>().cloned(),
            _ => None,
        })
        .collect();
    assert_eq!(
        system,
        vec![
            V::NotAMatch {
                white: ids[0],
                black: ids[1]
            },
            V::ByeBarred { player: ids[4] }
        ]
    );
}
