//! FIDE Team Swiss system (C.04.6, approved 28 October 2025, applied from 1 February
//! 2026) as a pure engine on its own input type, [`TeamRound`]: the teams as entrants.
//!
//! **The input** (`input`), for the team domain to build: each team's pairing number
//! (1.1), match points and game points so far (one of them the primary score that pairs,
//! 1.2; the other may decide colours, 4.2.2), its colour in each match actually played —
//! the colour of its first-board player, so White for the "first-named" team (1.6.1) —,
//! the teams it met in played matches ([C1]) and the pairs the arbiter forbade, whether it
//! may still have the pairing-allocated bye ([C2]: no PAB, match won by forfeit or
//! full-point bye before), its matches played (3.4.3) and whether it floated in the
//! previous round (1.5). The round also names the rounds of the competition (the last and
//! the last two change criteria), the preference type (1.7) and the drawn colour (4.1).
//!
//! The round is paired by the top-scoregroup procedure the Double-Swiss system shares
//! (`swiss::top_scoregroup`, 3.3–3.6): the PAB first (`bye`, 3.4), then each bracket with
//! its upfloaters ([C4]–[C7]) by the first pairing identifier that best meets [C8] (colour
//! preferences not fulfilled), [C9] (strong ones, Type B) and [C10] (upfloaters'
//! opponents who floated); colours last (`colour`, Article 4). `reason` and `explain`
//! give the reasons (Italian and English), `check` checks a pairing. Readings of open
//! passages: docs/rules/team-swiss-pairing.md (T1…).

mod bye;
pub mod check;
pub mod colour;
pub mod event_round;
#[cfg(test)]
mod event_tests;
pub mod explain;
pub mod from_event;
pub mod input;
pub mod reason;

pub use colour::{ColourRule, Preference, Strength};
pub use input::{PreferenceType, PrimaryScore, TeamEntrant, TeamRound};

use crate::swiss::top_scoregroup::{self, BracketRecord, Graph, Procedure, Standing};
use crate::{JobControl, PairingError, Unpairable};
use colour::Rules;

/// One match: the team with White on board 1, the team with Black (indices into the
/// round's teams), the rule that decided, and the bracket (an index into
/// [`TeamPairing::brackets`]) it was made in.
pub type TeamMatch = top_scoregroup::Match<ColourRule>;

/// The engine's pairing of a round, with what it decided on the way.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TeamPairing {
    /// In board order (C.04.2 3.6 on the primary scores).
    pub matches: Vec<TeamMatch>,
    /// The team with the pairing-allocated bye (an index into the round's teams).
    pub bye: Option<usize>,
    pub brackets: Vec<BracketRecord>,
}

impl TeamPairing {
    /// The matches as (White TPN, Black TPN), and the PAB's TPN.
    pub fn tpns(&self, round: &TeamRound) -> (Vec<(u32, u32)>, Option<u32>) {
        let tpn = |v: usize| round.teams.get(v).map_or(0, |t| t.tpn);
        (
            self.matches
                .iter()
                .map(|m| (tpn(m.white), tpn(m.black)))
                .collect(),
            self.bye.map(tpn),
        )
    }
}

/// The settings of Article 4 for this round.
fn rules(round: &TeamRound) -> Rules {
    Rules {
        primary: round.primary,
        secondary_for_colours: round.secondary_for_colours,
        preferences: round.preferences,
        last_round: round.rounds > 0 && round.round >= round.rounds,
        initial: round.initial_colour,
    }
}

/// [C1]: the two teams may meet.
fn compatible(a: &TeamEntrant, b: &TeamEntrant) -> bool {
    a.tpn != b.tpn && !a.opponents.contains(&b.tpn) && !b.opponents.contains(&a.tpn)
}

/// Pairs `round` by the Team Swiss system.
pub fn pair(round: &TeamRound, control: &JobControl) -> Result<TeamPairing, PairingError> {
    let teams = &round.teams;
    let n = teams.len();
    let graph = Graph::new(n, |u, v| compatible(&teams[u], &teams[v]));
    let standings: Vec<Standing> = teams
        .iter()
        .map(|t| Standing {
            score: t.score(round.primary),
            tpn: t.tpn,
            floated_previous_round: t.floated_previous_round,
        })
        .collect();
    // Decision T5: [C7] and [C10] lapse in the last two rounds (2.3.4, 2.3.7).
    let float_criteria = !(round.rounds > 0 && round.round + 1 >= round.rounds);
    let procedure = Procedure {
        standings: &standings,
        graph: &graph,
        float_criteria,
    };
    let mut unpaired = vec![true; n];
    let bye = if n % 2 == 1 {
        let v = bye::choose(teams, round.primary, &graph)
            .ok_or(PairingError::NoValidPairing(Unpairable::NoByeReceiver))?;
        unpaired[v] = false;
        Some(v)
    } else {
        None
    };
    let rules = rules(round);
    let preferences: Vec<Option<Preference>> = teams
        .iter()
        .map(|t| colour::preference(t, round.preferences, rules.last_round))
        .collect();
    // 3.6.4: [C8] before [C9] before [C10], each a count of at most n.
    let weight = n as u64 + 1;
    let cost = |upfloaters: &[usize], u: usize, v: usize| -> u64 {
        let (c8, c9) = match (preferences[u], preferences[v]) {
            // Decision T6: Article 4 grants both preferences unless they are the same, so
            // a pair with the same preference leaves exactly one unfulfilled.
            (Some(p), Some(q)) if p.colour == q.colour => {
                let both_strong = p.strength == Strength::Strong && q.strength == Strength::Strong;
                (
                    1,
                    u64::from(round.preferences == PreferenceType::TypeB && both_strong),
                )
            }
            _ => (0, 0),
        };
        let c10 = if float_criteria {
            top_scoregroup::floated_opponents(&standings, upfloaters, u, v)
        } else {
            0
        };
        c8 * weight * weight + c9 * weight + c10
    };
    let brackets = top_scoregroup::pair_all(&procedure, &mut unpaired, &cost, control)?;
    let matches = matches_of(round, &rules, &brackets);
    Ok(TeamPairing {
        matches,
        bye,
        brackets,
    })
}

/// Article 4 for every pair, then the board order of C.04.2 3.6.
fn matches_of(round: &TeamRound, rules: &Rules, brackets: &[BracketRecord]) -> Vec<TeamMatch> {
    let teams = &round.teams;
    let allocate = |top: usize, bottom: usize| {
        let (white, _, rule) = colour::allocate(&teams[top], &teams[bottom], rules);
        if white.tpn == teams[top].tpn {
            (top, bottom, rule)
        } else {
            (bottom, top, rule)
        }
    };
    top_scoregroup::in_board_order(brackets, allocate, |i| {
        (teams[i].score(round.primary), teams[i].tpn as usize)
    })
}
