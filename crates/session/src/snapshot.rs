//! The tournament as undo and the autosave writer keep it: the big parts (the players,
//! each round) behind `Arc`s, shared between steps. Entering one result copies one round,
//! not the whole tournament (issue 11: 256 undo steps of a 5,000-player event stay small).
//!
//! The session keeps the live [`Tournament`] (what everyone reads) and, beside it, the
//! [`Snapshot`] of that same state. A change is carried out on the live tournament and the
//! snapshot is then [`Snapshot::updated`]: parts equal to the previous snapshot's are
//! shared, the others copied once.

use crate::domain::{Player, Round, Tournament};
use std::sync::Arc;

/// One state of the tournament, its parts shared with the states around it.
#[derive(Debug, Clone, Default)]
pub(crate) struct Snapshot {
    /// Everything but the players and the rounds (settings, forbidden pairs, …).
    rest: Arc<Tournament>,
    players: Arc<Vec<Player>>,
    rounds: Vec<Arc<Round>>,
}

/// `t` without its players and rounds. The struct literal names every field, so a field
/// added to [`Tournament`] cannot be forgotten here.
fn rest_of(t: &Tournament) -> Tournament {
    Tournament {
        settings: t.settings.clone(),
        players: Vec::new(),
        rounds: Vec::new(),
        forbidden_pairs: t.forbidden_pairs.clone(),
        next_player_id: t.next_player_id,
        virtual_points: t.virtual_points.clone(),
        extra_trf_records: t.extra_trf_records.clone(),
        score_adjustments: t.score_adjustments.clone(),
        manual_changes: t.manual_changes.clone(),
        team_event: t.team_event.clone(),
    }
}

impl Snapshot {
    /// The snapshot of `t`, nothing shared.
    pub(crate) fn of(t: &Tournament) -> Snapshot {
        Snapshot {
            rest: Arc::new(rest_of(t)),
            players: Arc::new(t.players.clone()),
            rounds: t.rounds.iter().cloned().map(Arc::new).collect(),
        }
    }

    /// The snapshot of `t`, a changed version of the state `self` holds: the parts that
    /// did not change are shared with `self`.
    pub(crate) fn updated(&self, t: &Tournament) -> Snapshot {
        let rest = rest_of(t);
        let rest = if *self.rest == rest {
            Arc::clone(&self.rest)
        } else {
            Arc::new(rest)
        };
        let players = if *self.players == t.players {
            Arc::clone(&self.players)
        } else {
            Arc::new(t.players.clone())
        };
        let rounds = t
            .rounds
            .iter()
            .enumerate()
            .map(|(i, round)| match self.rounds.get(i) {
                Some(old) if **old == *round => Arc::clone(old),
                _ => Arc::new(round.clone()),
            })
            .collect();
        Snapshot {
            rest,
            players,
            rounds,
        }
    }

    /// Makes `live`, which holds the state of `shown`, hold the state of `self`: only the
    /// parts that differ from `shown` are copied.
    pub(crate) fn restore_into(&self, live: &mut Tournament, shown: &Snapshot) {
        let Tournament {
            settings,
            players: _,
            rounds: _,
            forbidden_pairs,
            next_player_id,
            virtual_points,
            extra_trf_records,
            score_adjustments,
            manual_changes,
            team_event,
        } = (*self.rest).clone();
        live.settings = settings;
        live.forbidden_pairs = forbidden_pairs;
        live.next_player_id = next_player_id;
        live.virtual_points = virtual_points;
        live.extra_trf_records = extra_trf_records;
        live.score_adjustments = score_adjustments;
        live.manual_changes = manual_changes;
        live.team_event = team_event;
        if !Arc::ptr_eq(&self.players, &shown.players) {
            live.players = (*self.players).clone();
        }
        live.rounds.truncate(self.rounds.len());
        for (i, round) in self.rounds.iter().enumerate() {
            let same = shown.rounds.get(i).is_some_and(|s| Arc::ptr_eq(s, round));
            match live.rounds.get_mut(i) {
                Some(_) if same => {}
                Some(slot) => *slot = (**round).clone(),
                None => live.rounds.push((**round).clone()),
            }
        }
    }

    /// The whole tournament (for the autosave writer, off the window's thread).
    pub(crate) fn to_tournament(&self) -> Tournament {
        Tournament {
            players: (*self.players).clone(),
            rounds: self.rounds.iter().map(|r| (**r).clone()).collect(),
            ..(*self.rest).clone()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::{Board, GameResult, PlayerId, TournamentSettings};

    fn tournament() -> Tournament {
        let mut t = Tournament::new(TournamentSettings::default());
        for name in ["A", "B", "C", "D"] {
            t.add_player(Player {
                name: name.into(),
                ..Player::default()
            });
        }
        for number in 1..=2 {
            t.rounds.push(Round {
                number,
                boards: vec![
                    Board::new(PlayerId(1), PlayerId(2)),
                    Board::new(PlayerId(3), PlayerId(4)),
                ],
                byes: Vec::new(),
            });
        }
        t
    }

    #[test]
    fn a_result_shares_everything_but_its_round() {
        let mut t = tournament();
        let before = Snapshot::of(&t);
        t.rounds[1].boards[0].result = GameResult::Draw;
        let after = before.updated(&t);
        assert!(Arc::ptr_eq(&before.players, &after.players));
        assert!(Arc::ptr_eq(&before.rest, &after.rest));
        assert!(Arc::ptr_eq(&before.rounds[0], &after.rounds[0]));
        assert!(!Arc::ptr_eq(&before.rounds[1], &after.rounds[1]));
        assert_eq!(after.to_tournament(), t);
    }

    #[test]
    fn restore_gives_back_the_exact_state() {
        let original = tournament();
        let mut t = original.clone();
        let before = Snapshot::of(&t);
        t.rounds[0].boards[1].result = GameResult::BlackWins;
        t.rounds.pop();
        t.players[2].name = "C2".into();
        t.settings.name = "Renamed".into();
        let after = before.updated(&t);
        before.restore_into(&mut t, &after);
        assert_eq!(t, original);
        after.restore_into(&mut t, &before);
        assert_eq!(t, after.to_tournament());
    }
}
