//! A team event's site (issue 39): the same pages and file names as an individual
//! event's, showing the team documents the arbiter prints. A round page (`round-3.html`,
//! where a printed pairings' QR code points) shows the team pairings, each match with its
//! boards; the standings after each round are the team standings with the team
//! tie-breaks (C.07 art. 13, the event's list as the Standings panel shows it); the
//! crosstable is the team crosstable; one more page, `board-standings.html`, holds the
//! board standings. Before, the site showed the individual documents of the games (a
//! reserve "resting", individual standings with the individual tie-breaks): nothing a
//! team event ranks by.
//!
//! The team documents name players without a pairing number, so a player's name links
//! to his page by the name itself, for names that only one player has and no team has.

use crate::domain::Tournament;
use crate::report::DocumentKind;
use crate::view::{LinkRule, PlayerKeys, TableLinks};
use std::collections::BTreeMap;

/// The documents the site's pages show.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Kinds {
    /// `round-N.html`.
    pub pairings: DocumentKind,
    /// `standings-N.html`.
    pub standings: DocumentKind,
    /// `crosstable.html`.
    pub crosstable: DocumentKind,
    /// `board-standings.html`: a team event's only.
    pub board_standings: Option<DocumentKind>,
}

/// The documents of `t`'s pages: the team documents for a team event.
pub fn kinds(t: &Tournament) -> Kinds {
    if t.team_event.is_some() {
        Kinds {
            pairings: DocumentKind::TeamPairings,
            standings: DocumentKind::TeamStandings,
            crosstable: DocumentKind::TeamCrosstable,
            board_standings: Some(DocumentKind::BoardStandings),
        }
    } else {
        Kinds {
            pairings: DocumentKind::Pairings,
            standings: DocumentKind::Standings,
            crosstable: DocumentKind::Crosstable,
            board_standings: None,
        }
    }
}

/// The players found by their names: each name only one player has, and no team.
pub fn name_keys(t: &Tournament) -> PlayerKeys {
    let mut count: BTreeMap<&str, usize> = BTreeMap::new();
    for p in &t.players {
        *count.entry(p.name.as_str()).or_default() += 1;
    }
    let team_named = |name: &str| {
        t.team_event
            .as_ref()
            .is_some_and(|e| e.teams.iter().any(|team| team.name == name))
    };
    t.players
        .iter()
        .filter(|p| count.get(p.name.as_str()) == Some(&1) && !team_named(&p.name))
        .map(|p| (p.name.clone(), p.id))
        .collect()
}

/// The team pairings' links: every match's boards table names White (column 1) and
/// Black (column 4); the teams not playing, last, have three columns and no player.
pub fn pairings_links(keys: &PlayerKeys) -> TableLinks<'_> {
    let rules = vec![LinkRule { name: 1, key: 1 }, LinkRule { name: 4, key: 4 }];
    TableLinks {
        first: rules.clone(),
        rest: rules,
        keys: Some(keys),
    }
}

/// The board standings' links: a table per board, the name in column 1.
pub fn board_standings_links(keys: &PlayerKeys) -> TableLinks<'_> {
    let rule = vec![LinkRule { name: 1, key: 1 }];
    TableLinks {
        first: rule.clone(),
        rest: rule,
        keys: Some(keys),
    }
}
