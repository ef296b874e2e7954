//! The Team Swiss checker (C.04.6): a pairing of a round (made by any program or by hand)
//! against the absolute criteria ([C1], [C2]), completeness (3.3.1) and the PAB's
//! receiver (3.4). Colours are never absolute in this system: not checked.

use super::input::TeamRound;
use crate::i18n::{Language, Localize};
use crate::swiss::top_scoregroup::Graph;
use crate::tr;
use std::collections::BTreeMap;

/// A rule a Team Swiss pairing breaks; teams by TPN.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TeamSwissViolation {
    /// [C1]: the two teams met before.
    Rematch { a: u32, b: u32 },
    /// 3.3.1: the team is in the pairing more than once.
    Twice { team: u32 },
    /// 3.3.1: the team is neither paired nor given the bye.
    Unpaired { team: u32 },
    /// A TPN the round does not have.
    Unknown { team: u32 },
    /// [C2]: the team may not have the pairing-allocated bye.
    ByeBarred { team: u32 },
    /// 3.4: the bye goes to `due`, not to `team`.
    ByeNotDue { team: u32, due: u32 },
}

impl Localize for TeamSwissViolation {
    fn localize(&self, l: Language) -> String {
        match self {
            TeamSwissViolation::Rematch { a, b } => {
                tr!(l, "violation-team-swiss-rematch", a = (*a), b = (*b))
            }
            TeamSwissViolation::Twice { team } => {
                tr!(l, "violation-team-swiss-twice", team = (*team))
            }
            TeamSwissViolation::Unpaired { team } => {
                tr!(l, "violation-team-swiss-unpaired", team = (*team))
            }
            TeamSwissViolation::Unknown { team } => {
                tr!(l, "violation-team-swiss-unknown", team = (*team))
            }
            TeamSwissViolation::ByeBarred { team } => {
                tr!(l, "violation-team-swiss-bye-barred", team = (*team))
            }
            TeamSwissViolation::ByeNotDue { team, due } => tr!(
                l,
                "violation-team-swiss-bye-not-due",
                team = (*team),
                due = (*due)
            ),
        }
    }
}

/// Every rule the pairing (`matches` as (White TPN, Black TPN), `bye` a TPN) of `round`
/// breaks.
pub fn check(
    round: &TeamRound,
    matches: &[(u32, u32)],
    bye: Option<u32>,
) -> Vec<TeamSwissViolation> {
    let mut found = Vec::new();
    let index: BTreeMap<u32, usize> = round
        .teams
        .iter()
        .enumerate()
        .map(|(i, t)| (t.tpn, i))
        .collect();
    let mut seen: BTreeMap<u32, usize> = BTreeMap::new();
    for &(a, b) in matches {
        for team in [a, b] {
            *seen.entry(team).or_default() += 1;
        }
        if let (Some(&i), Some(&j)) = (index.get(&a), index.get(&b))
            && !super::compatible(&round.teams[i], &round.teams[j])
        {
            found.push(TeamSwissViolation::Rematch { a, b });
        }
    }
    if let Some(team) = bye {
        *seen.entry(team).or_default() += 1;
    }
    for (&team, &count) in &seen {
        if !index.contains_key(&team) {
            found.push(TeamSwissViolation::Unknown { team });
        } else if count > 1 {
            found.push(TeamSwissViolation::Twice { team });
        }
    }
    for t in &round.teams {
        if !seen.contains_key(&t.tpn) {
            found.push(TeamSwissViolation::Unpaired { team: t.tpn });
        }
    }
    if let Some(team) = bye
        && let Some(&i) = index.get(&team)
    {
        if round.teams[i].bye_barred {
            found.push(TeamSwissViolation::ByeBarred { team });
        } else {
            let teams = &round.teams;
            let graph = Graph::new(teams.len(), |u, v| super::compatible(&teams[u], &teams[v]));
            if let Some(due) = super::bye::choose(teams, round.primary, &graph)
                .map(|v| teams[v].tpn)
                .filter(|&due| due != team)
            {
                found.push(TeamSwissViolation::ByeNotDue { team, due });
            }
        }
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::test_support::assert_worded;

    #[test]
    fn every_violation_is_worded_in_both_languages() {
        for v in [
            TeamSwissViolation::Rematch { a: 1, b: 2 },
            TeamSwissViolation::Twice { team: 3 },
            TeamSwissViolation::Unpaired { team: 4 },
            TeamSwissViolation::Unknown { team: 40 },
            TeamSwissViolation::ByeBarred { team: 5 },
            TeamSwissViolation::ByeNotDue { team: 5, due: 6 },
        ] {
            assert_worded(&v);
        }
    }
}
