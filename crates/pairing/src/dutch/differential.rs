//! The quick paths of issue 20 (`round_without_history`, `completability_construction`)
//! against the full engine on generated tournaments: each round is paired both ways and
//! must come out identical, over histories with half-point and zero-point byes, forfeits,
//! withdrawals, late entries and forbidden pairs, up to hundreds of players in later
//! rounds.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use super::counted;
use super::{Shortcut, completability_construction, pair_with, players, topscorer_threshold};
use crate::domain::{ByeKind, GameResult, PairingSystem, Player, Tournament, TournamentSettings};
use crate::{JobControl, PairingError};

/// xorshift: each case reproducible from its seed.
pub(super) struct Rng(pub(super) u64);

impl Rng {
    pub(super) fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0 % n.max(1)
    }

    fn percent(&mut self, p: u64) -> bool {
        self.below(100) < p
    }
}

/// One of `from`, drawn.
pub(super) fn pick<T: Copy>(rng: &mut Rng, from: &[T]) -> T {
    from[rng.below(from.len() as u64) as usize]
}

/// A player of the given scores (tenths) with its other facts drawn from few values
/// each (so that classes repeat), a few opponents among the `players` others (C.1/C1):
/// the random brackets of the weights' unit tests.
pub(super) fn random_entrant(
    rng: &mut Rng,
    id: u32,
    players: u32,
    score: i32,
    pairing_score: i32,
) -> crate::swiss::Entrant {
    use crate::domain::{Colour, PlayerId, Points};
    use crate::swiss::{Entrant, Float, Strength};
    let colour = [None, Some(Colour::White), Some(Colour::Black)];
    let strength = [
        Strength::None,
        Strength::Mild,
        Strength::Strong,
        Strength::Absolute,
    ];
    let float = [Float::None, Float::Up, Float::Down];
    Entrant {
        id: PlayerId(id),
        tpn: id + 1,
        rank: id as usize,
        score: Points(score),
        pairing_score: Points(pairing_score),
        colour_pref: pick(rng, &colour),
        strength: pick(rng, &strength),
        imbalance: pick(rng, &[0, 1, 2]),
        repeated: pick(rng, &colour),
        colours: Vec::new(),
        float1: pick(rng, &float),
        float2: pick(rng, &float),
        bye_eligible: rng.below(5) > 0,
        played_games: pick(rng, &[2, 3, 4]),
        forbidden: (0..rng.below(4))
            .map(|_| PlayerId(rng.below(u64::from(players)) as u32))
            .collect(),
    }
}

/// How often each event happens, in percent.
pub(super) struct Rates {
    pub(super) forfeit: u64,
    pub(super) bye_request: u64,
    pub(super) withdrawal: u64,
    pub(super) late: u64,
}

pub(super) fn field(
    players: u32,
    rounds: u32,
    forbidden: u32,
    rates: &Rates,
    rng: &mut Rng,
) -> Tournament {
    let mut t = Tournament::new(TournamentSettings {
        rounds,
        system: PairingSystem::Dutch,
        ..TournamentSettings::default()
    });
    let mut ids = Vec::new();
    for i in 0..players {
        let mut player = Player {
            name: format!("P{i}"),
            rating: Some(2700u16.saturating_sub((i * 1500 / players.max(1)) as u16)),
            pairing_number: i + 1,
            ..Player::default()
        };
        if rng.percent(rates.late) {
            player.first_round = 2 + rng.below(2) as u32;
        }
        for round in 1..=rounds {
            if rng.percent(rates.bye_request) {
                let kind = if rng.below(2) == 0 {
                    ByeKind::HalfPoint
                } else {
                    ByeKind::ZeroPoint
                };
                player.requested_byes.insert(round, kind);
            }
        }
        if rng.percent(rates.withdrawal) {
            player.withdrawn_from = Some(2 + rng.below(u64::from(rounds)) as u32);
        }
        ids.push(t.add_player(player));
    }
    for _ in 0..forbidden {
        let a = ids[rng.below(u64::from(players)) as usize];
        let b = ids[rng.below(u64::from(players)) as usize];
        if a != b {
            t.forbidden_pairs.push((a, b));
        }
    }
    t
}

/// A result drawn by rating difference, sometimes a forfeit.
pub(super) fn result(rng: &mut Rng, forfeit: u64) -> GameResult {
    if rng.percent(forfeit) {
        return match rng.below(3) {
            0 => GameResult::WhiteWinsByForfeit,
            1 => GameResult::BlackWinsByForfeit,
            _ => GameResult::DoubleForfeit,
        };
    }
    match rng.below(10) {
        0..=3 => GameResult::WhiteWins,
        4..=6 => GameResult::Draw,
        _ => GameResult::BlackWins,
    }
}

/// Rounds compared, and how many of them the quick first matching decided.
#[derive(Default)]
struct Count {
    compared: u32,
    quick: u32,
}

/// Pairs every round both ways, comparing, and plays it.
fn play_and_compare(mut t: Tournament, rates: &Rates, rng: &mut Rng, count: &mut Count) {
    let control = JobControl::new();
    for round in 1..=t.settings.rounds {
        let field = players::build(&t, round);
        let threshold = topscorer_threshold(&t, field.played_rounds);
        if completability_construction::first_matching(&field.players, threshold).is_some() {
            count.quick += 1;
        }
        let quick = pair_with(&t, round, &control, Shortcut::Allowed);
        let full = pair_with(&t, round, &control, Shortcut::Never);
        assert_eq!(quick, full, "round {round} of {} players", t.players.len());
        count.compared += 1;
        let proposed = match quick {
            Ok(proposed) => proposed,
            Err(PairingError::NoValidPairing(_)) => return,
            Err(other) => panic!("round {round}: {other:?}"),
        };
        let mut played = proposed.into_round(round);
        for board in &mut played.boards {
            board.result = result(rng, rates.forfeit);
        }
        t.rounds.push(played);
    }
}

#[test]
fn generated_tournaments_pair_as_the_full_engine_pairs_them() {
    let mut rng = Rng(0x2026_0020);
    let rates = Rates {
        forfeit: 5,
        bye_request: 4,
        withdrawal: 6,
        late: 5,
    };
    let mut count = Count::default();
    for _ in 0..40 {
        let players = 6 + rng.below(60) as u32;
        let rounds = 3 + rng.below(7) as u32;
        let forbidden = rng.below(6) as u32;
        let t = field(players, rounds, forbidden, &rates, &mut rng);
        play_and_compare(t, &rates, &mut rng, &mut count);
    }
    assert!(
        count.compared > 150,
        "only {} rounds compared",
        count.compared
    );
    let c = counted::now();
    assert!(
        c.s1_at_once * 2 > c.s1_per_player,
        "S1 paired at once in {} brackets, per player in {}",
        c.s1_at_once,
        c.s1_per_player
    );
    // Both reductions of the whole field's matching were compared.
    assert!(c.whole_field_kept >= 20, "{c:?}");
    assert!(c.whole_field_absorbed >= 20, "{c:?}");
    // And the next scoregroups left with the rest.
    assert!(c.next_detached >= 20, "{c:?}");
    assert!(c.next_absorbing >= 20, "{c:?}");
    // Some of those could not absorb their floaters: the next scoregroup joined.
    assert!(c.next_attached > 0, "{c:?}");
    // (Even fields pair locally: fewer brackets go over the whole field.)
    assert!(c.whole_field_detached >= 10, "{c:?}");
    assert!(c.whole_field_bye >= 20, "{c:?}");
    assert!(c.whole_field_without_exchanges >= 20, "{c:?}");
    assert!(c.mdps_without_exchanges >= 20, "{c:?}");
    assert!(c.whole_field_above_without_exchanges >= 20, "{c:?}");
    // A single MDP meeting its first possible opponent from the first solve, and the
    // other outcomes of that solve.
    assert!(c.mdp_first_at_once >= 20, "{c:?}");
    assert!(c.mdp_first_later >= 20, "{c:?}");
    // Most rounds must go the quick way, or the comparison proves nothing.
    assert!(
        count.quick * 10 > count.compared * 7,
        "quick in {} rounds of {}",
        count.quick,
        count.compared
    );
}

#[test]
fn hundreds_of_players_in_later_rounds_pair_as_the_full_engine_pairs_them() {
    let mut rng = Rng(0x0a11_ce55);
    let rates = Rates {
        forfeit: 3,
        bye_request: 2,
        withdrawal: 3,
        late: 2,
    };
    let mut count = Count::default();
    let before = counted::now();
    let t = field(301, 6, 10, &rates, &mut rng);
    play_and_compare(t, &rates, &mut rng, &mut count);
    assert_eq!(count.compared, 6);
    assert_eq!(count.quick, 6);
    let c = counted::now();
    // Most brackets of this field pair S1 at once (art. 4.2 from one solve), and some
    // are solved before their next scoregroup joins, so the comparison covers both.
    assert!(
        (c.s1_at_once - before.s1_at_once) * 2 > c.s1_per_player - before.s1_per_player,
        "{c:?}"
    );
    assert!(c.solved_alone > before.solved_alone, "{c:?}");
}

#[test]
fn large_brackets_solved_alone_first_pair_as_the_full_engine_pairs_them() {
    let mut rng = Rng(0x5eed_0020);
    let rates = Rates {
        forfeit: 2,
        bye_request: 1,
        withdrawal: 1,
        late: 1,
    };
    let mut count = Count::default();
    let before = counted::now();
    let t = field(801, 5, 20, &rates, &mut rng);
    play_and_compare(t, &rates, &mut rng, &mut count);
    assert_eq!(count.compared, 5);
    let c = counted::now();
    assert!(c.solved_alone >= before.solved_alone + 8, "{c:?}");
    assert!(c.without_exchanges >= before.without_exchanges + 8, "{c:?}");
    assert!(c.whole_field_joined > before.whole_field_joined, "{c:?}");
    assert!(c.s1_at_once >= before.s1_at_once + 8, "{c:?}");
    assert!(c.whole_field_kept > before.whole_field_kept, "{c:?}");
    assert!(c.next_detached > before.next_detached, "{c:?}");
    assert!(c.next_absorbing > before.next_absorbing, "{c:?}");
    assert!(
        c.whole_field_absorbed > before.whole_field_absorbed,
        "{c:?}"
    );
}

#[test]
fn a_single_mdp_left_out_of_its_bracket_pairs_as_the_full_engine_pairs_it() {
    // Small fields played nearly to the end, with many forbidden pairs: a bracket's one
    // MDP has often met every resident and floats on, its first-opponent unit taken back.
    let mut rng = Rng(0x0f10_a7ed);
    let rates = Rates {
        forfeit: 3,
        bye_request: 2,
        withdrawal: 2,
        late: 2,
    };
    let mut count = Count::default();
    let before = counted::now();
    for _ in 0..60 {
        let players = 16 + rng.below(16) as u32;
        let rounds = players / 2 + rng.below(u64::from(players / 2)) as u32;
        let forbidden = players + rng.below(u64::from(players)) as u32;
        let t = field(players, rounds, forbidden, &rates, &mut rng);
        play_and_compare(t, &rates, &mut rng, &mut count);
    }
    let c = counted::now();
    assert!(c.mdp_first_floated > before.mdp_first_floated, "{c:?}");
}
