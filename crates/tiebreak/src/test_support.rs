//! Test helpers: small hand-made events for the hand-computed rule tests.

use super::field::Field;
use super::{Standings, TiebreakSpec, TiebreakValue, standings_with};
use crate::domain::{
    Board, Bye, ByeKind, GameResult, PairingSystem, Player, PlayerId, Round, Tournament,
};

/// An event with players `0..n` (pairing numbers 1..=n).
pub(crate) struct Event {
    pub t: Tournament,
    pub ids: Vec<PlayerId>,
}

impl Event {
    pub(crate) fn new(players: usize, round_robin: bool) -> Event {
        let mut t = Tournament::default();
        t.settings.system = if round_robin {
            PairingSystem::RoundRobin { cycles: 1 }
        } else {
            PairingSystem::Dutch
        };
        let ids = (0..players)
            .map(|i| {
                t.add_player(Player {
                    name: format!("P{i}"),
                    rating: Some(2000 + 10 * i as u16),
                    pairing_number: i as u32 + 1,
                    ..Player::default()
                })
            })
            .collect();
        Event { t, ids }
    }

    /// Adds a round: boards (white index, black index, result) and byes.
    pub(crate) fn round(
        &mut self,
        boards: &[(usize, usize, GameResult)],
        byes: &[(usize, ByeKind)],
    ) {
        let number = self.t.rounds.len() as u32 + 1;
        self.t.rounds.push(Round {
            number,
            boards: boards
                .iter()
                .map(|&(w, b, result)| Board {
                    white: self.ids[w],
                    black: self.ids[b],
                    result,
                    second_game: None,
                })
                .collect(),
            byes: byes
                .iter()
                .map(|&(p, kind)| Bye {
                    player: self.ids[p],
                    kind,
                })
                .collect(),
        });
        assert_eq!(self.t.validate(), Ok(()));
    }

    pub(crate) fn field(&self) -> Field {
        Field::new(&self.t, self.t.rounds_paired())
    }

    pub(crate) fn standings(&self, codes: &[&str]) -> Standings {
        let specs: Vec<TiebreakSpec> = codes
            .iter()
            .map(|c| TiebreakSpec::parse(c).unwrap())
            .collect();
        standings_with(&self.t, self.t.rounds_paired(), &specs)
    }

    /// Player `index`'s value of tie-break `k` in `s`.
    pub(crate) fn value(&self, s: &Standings, index: usize, k: usize) -> TiebreakValue {
        let row = s.rows.iter().find(|r| r.player == self.ids[index]).unwrap();
        row.values[k]
    }

    pub(crate) fn rank(&self, s: &Standings, index: usize) -> u32 {
        s.rows
            .iter()
            .find(|r| r.player == self.ids[index])
            .unwrap()
            .rank
    }
}
