//! FIDE Lim system (C.04.4.3, 2026 edition; the 1987–1999 text of seed 003 renumbered) as a
//! pure engine.
//!
//! - `field`: the players of the round, built on the shared Swiss field
//!   (`pairing::swiss::field`), with the facts each rule needs (score, pairing number,
//!   colours, floats, PAB eligibility, opponents);
//! - `colour`: permissible and due colours, compatibility (2.1) and allocation (art. 5, 7.2);
//! - `completion`: the look-ahead that keeps the round completable, the last resort where
//!   the text's procedure blocks (decision L-7);
//! - `bye`: the PAB, to the lowest-ranked of the lowest scoregroup (1.1, 7.1);
//! - `groups`: the scoregroups and their order around the median (2.2);
//! - `floaters`: the floater that makes a scoregroup even (2.3.4, 3.2–3.4, 3.9, 3.10);
//! - `exchange`: the exchange order of art. 4 and the colour exchanges (5.2, 3.8, 5.7);
//! - `scoregroup`: one scoregroup paired (2.3), by the text's procedure first, with the
//!   look-ahead only where that leaves the round incomplete (L-7);
//! - `procedure`: the players of a scoregroup paired in the text's order (2.4, 3.6–3.8,
//!   4.1–4.2, 4.4 b);
//! - `rescue`: the exchanges that give a player an opponent before anyone floats (3.1,
//!   4.3–4.4 a);
//! - `reason` and `explain`: the sentences of an explanation with their wording, and the
//!   reasons for a round;
//! - `check`: the Lim rules the checker adds to those every Swiss shares (1.1, 7.1, art. 6).
//!
//! Interpretations where the text is silent or broken are in docs/rules/lim.md (L-1…).

mod bye;
pub mod check;
pub mod colour;
mod completion;
pub mod exchange;
pub(crate) mod explain;
mod field;
pub mod floaters;
mod groups;
mod procedure;
pub mod reason;
mod rescue;
pub mod scoregroup;

pub use colour::ColourRule;
pub use field::Entrant;
pub use groups::Side;
pub use reason::{LimFloat, LimOpponent, LimReason, LimSide};

use super::{JobControl, PairingError, ProposedRound, Unpairable};
use crate::domain::{Board, Colour, Points, Tournament};
use crate::system::EngineFunctions;
use completion::Completion;
use scoregroup::GroupPairing;

/// Decision L-6: a "maxi-tournament" (3.2, 3.8, 5.7; never defined) is one with at least
/// this many players to pair in the round.
pub const MAXI_TOURNAMENT_PLAYERS: usize = 100;

/// What every rule of one round needs to know.
pub struct Context {
    pub players: Vec<Entrant>,
    pub maxi: bool,
}

/// One scoregroup as it was paired.
#[derive(Debug, Clone)]
pub struct GroupRecord {
    pub score: Points,
    pub side: Side,
    /// Floaters that came in (indices into the players).
    pub incoming: Vec<usize>,
    pub pairing: GroupPairing,
}

/// One board and why it came out so.
#[derive(Debug, Clone, Copy)]
pub struct BoardRecord {
    pub white: usize,
    pub black: usize,
    pub rule: ColourRule,
    pub choice: exchange::Choice,
    /// The scoregroup (its score) where the board was made, and its side of the median.
    pub group_score: Points,
    pub side: Side,
    /// Decision L-7: the scoregroup was paired with the look-ahead on every choice.
    pub look_ahead: bool,
}

/// Everything the engine decided, for the pairing and its explanation.
pub struct Outcome {
    pub players: Vec<Entrant>,
    /// C.04.4.3 2.2: the median score (half the rounds played, L-4).
    pub median: Points,
    pub bye: Option<usize>,
    pub groups: Vec<GroupRecord>,
    pub boards: Vec<BoardRecord>,
}

/// Pairs round `round` of `t` by the Lim system.
pub fn pair(
    t: &Tournament,
    round: u32,
    control: &JobControl,
) -> Result<ProposedRound, PairingError> {
    decide(t, round, control).map(|outcome| proposed_of(&outcome))
}

/// The round the engine proposes from its decisions.
fn proposed_of(outcome: &Outcome) -> ProposedRound {
    let players = &outcome.players;
    let boards = outcome
        .boards
        .iter()
        .map(|b| Board::new(players[b.white].id, players[b.black].id));
    ProposedRound::with_pab(boards.collect(), outcome.bye.map(|v| players[v].id))
}

/// Runs the whole Lim procedure for round `round`.
pub fn decide(t: &Tournament, round: u32, control: &JobControl) -> Result<Outcome, PairingError> {
    super::pairable_round(t, round)?;
    let players = field::build(t, round);
    // C.04.4.3 art. 6: the last round relaxes the colour limits for equal scores.
    let last_round = t.settings.rounds > 0 && round >= t.settings.rounds;
    let mut completion = Completion::new(players.len(), |u, v| {
        colour::compatible(&players[u], &players[v], last_round)
    });
    let ctx = Context {
        maxi: players.len() >= MAXI_TOURNAMENT_PLAYERS,
        players,
    };
    // C.04.4.3 1.1: the PAB first, so that the scoregroups are even in total.
    let bye = if ctx.players.len() % 2 == 1 {
        let v = bye::choose(&ctx.players, &completion, round)
            .ok_or(PairingError::NoValidPairing(Unpairable::NoByeReceiver))?;
        completion.remove(v);
        Some(v)
    } else {
        None
    };
    if !completion.completes_without(&[]) {
        return Err(PairingError::NoValidPairing(Unpairable::NoCompletePairing));
    }
    let groups = pair_groups(&ctx, &mut completion, round - 1, t, bye, control)?;
    let boards = boards_of(&ctx, &groups, t.settings.initial_colour);
    control.set_progress(1.0);
    Ok(Outcome {
        median: rounds_median(round - 1, t.settings.scoring.win),
        players: ctx.players,
        bye,
        groups,
        boards,
    })
}

/// C.04.4.3 2.2: above the median from the top down (floaters go down), below it from
/// the bottom up (floaters go up), the median scoregroup last, paired downward.
fn pair_groups(
    ctx: &Context,
    completion: &mut Completion,
    rounds_played: u32,
    t: &Tournament,
    bye: Option<usize>,
    control: &JobControl,
) -> Result<Vec<GroupRecord>, PairingError> {
    let win = t.settings.scoring.win;
    let players = &ctx.players;
    let without_bye = |g: Vec<Vec<usize>>| -> Vec<Vec<usize>> {
        g.into_iter()
            .map(|mut g| {
                g.retain(|&v| Some(v) != bye);
                g
            })
            .collect()
    };
    let above = without_bye(groups::of_side(players, rounds_played, win, Side::Above));
    let below = without_bye(groups::of_side(players, rounds_played, win, Side::Below));
    let median: Vec<usize> =
        without_bye(groups::of_side(players, rounds_played, win, Side::Median))
            .into_iter()
            .flatten()
            .collect();
    let mut records = Vec::new();
    let down = run_side(
        ctx,
        completion,
        &above,
        &median,
        Side::Above,
        &mut records,
        control,
    )?;
    let up = run_side(
        ctx,
        completion,
        &below,
        &median,
        Side::Below,
        &mut records,
        control,
    )?;
    // C.04.4.3 3.6.3: in the median scoregroup the downfloaters first, then the upfloaters.
    let incoming: Vec<usize> = down.into_iter().chain(up).collect();
    let residents = median;
    let pairing = scoregroup::pair(ctx, completion, &incoming, &residents, &[], true);
    if !pairing.floaters.is_empty() {
        return Err(PairingError::NoValidPairing(Unpairable::NoCompletePairing));
    }
    let score = rounds_median(rounds_played, win);
    records.push(GroupRecord {
        score,
        side: Side::Median,
        incoming,
        pairing,
    });
    Ok(records)
}

/// The median score itself (for the record), rounded down to a tenth.
fn rounds_median(rounds_played: u32, win: Points) -> Points {
    Points(
        i32::try_from(rounds_played)
            .unwrap_or(i32::MAX / 2)
            .saturating_mul(win.tenths())
            / 2,
    )
}

/// Pairs the scoregroups of one side in order; returns the floaters for the median group,
/// in the order of 3.6 (downfloaters: higher score, then higher numbered first) or 3.7
/// (upfloaters: lower score, then lower numbered first).
fn run_side(
    ctx: &Context,
    completion: &mut Completion,
    groups: &[Vec<usize>],
    median: &[usize],
    side: Side,
    records: &mut Vec<GroupRecord>,
    control: &JobControl,
) -> Result<Vec<usize>, PairingError> {
    let players = &ctx.players;
    let direction = |g: &[usize]| -> Vec<usize> {
        let mut g = g.to_vec();
        if side == Side::Below {
            g.reverse();
        }
        g
    };
    let mut carried: Vec<usize> = Vec::new();
    for (k, group) in groups.iter().enumerate() {
        if control.is_cancelled() {
            return Err(PairingError::Cancelled);
        }
        let residents = direction(group);
        let next = groups.get(k + 1).map_or(median, |g| g.as_slice());
        let pairing = scoregroup::pair(ctx, completion, &carried, &residents, next, false);
        let incoming = std::mem::take(&mut carried);
        carried = pairing.floaters.iter().map(|&(v, _)| v).collect();
        order_incoming(players, &mut carried, side);
        records.push(GroupRecord {
            score: players
                .get(group.first().copied().unwrap_or(0))
                .map_or(Points::ZERO, |p| p.score),
            side,
            incoming,
            pairing,
        });
    }
    Ok(carried)
}

/// C.04.4.3 3.6–3.7: downfloaters by score (highest first), then pairing number (#1
/// first); upfloaters by score (lowest first), then the lowest numbered first.
fn order_incoming(players: &[Entrant], floaters: &mut [usize], side: Side) {
    if side == Side::Below {
        floaters.sort_by_key(|&v| (players[v].score, std::cmp::Reverse(players[v].tpn)));
    } else {
        floaters.sort_by_key(|&v| (std::cmp::Reverse(players[v].score), players[v].tpn));
    }
}

/// Colours (art. 5, 7.2) and board order (C.04.2: by the higher score of the pair, then
/// the lower score, then the higher-ranked player's pairing number).
fn boards_of(ctx: &Context, groups: &[GroupRecord], initial: Colour) -> Vec<BoardRecord> {
    let players = &ctx.players;
    let mut boards: Vec<BoardRecord> = groups
        .iter()
        .flat_map(|g| g.pairing.pairs.iter().map(move |p| (g, p)))
        .map(|(g, p)| {
            let (a, b) = (p.scrutinised, p.opponent);
            let (high, low) = if players[a].ranks_above(&players[b]) {
                (a, b)
            } else {
                (b, a)
            };
            let below = g.side == Side::Below;
            let (c, rule) = colour::allocate(&players[high], &players[low], initial, below);
            let (white, black) = if c == Colour::White {
                (high, low)
            } else {
                (low, high)
            };
            BoardRecord {
                white,
                black,
                rule,
                choice: p.choice,
                group_score: g.score,
                side: g.side,
                look_ahead: g.pairing.look_ahead,
            }
        })
        .collect();
    boards.sort_by_key(|b| {
        let (w, k) = (&players[b.white], &players[b.black]);
        let (hi, lo) = if w.ranks_above(k) { (w, k) } else { (k, w) };
        (
            std::cmp::Reverse(hi.score),
            std::cmp::Reverse(lo.score),
            hi.tpn,
        )
    });
    boards
}

/// The Lim system (C.04.4.3) as a [`crate::system::PairingEngine`].
pub(crate) static ENGINE: EngineFunctions = EngineFunctions {
    pair,
    explain: explain::explain_round,
    check: check::check_round,
};
