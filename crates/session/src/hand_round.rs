//! Pairing a whole round by hand (issue 14 item 1): the next round is recorded empty, with
//! only the byes players asked for (C.04.2 3.3) and the pairing numbers given as for the
//! engine (C.04.2 art. 2.2-2.4); the arbiter then pairs it in Rounds → Edit pairing, each
//! board an edit with its audit entry and the live rule check.

use super::command::Command;
use super::pairing_round::PreparedPairing;
use super::{Refusal, Session, SessionError};
use crate::pairing::{ProposedRound, round_with_requested_byes};

impl Session {
    /// Records the prepared round empty, to be paired by hand; one undo step. Returns the
    /// round's number.
    pub fn start_round_by_hand(&mut self, prepared: &PreparedPairing) -> Result<u32, SessionError> {
        let number = prepared.round();
        if prepared.revision() != self.revision() || prepared.is_repairing() {
            return Err(SessionError::Invalid(Refusal::ChangedWhilePairing {
                round: number,
            }));
        }
        // The numbers are given on a copy, as the pairing worker gives them, and recorded
        // as given.
        let mut numbered = self.tournament().clone();
        let numbers = prepared.numbering().give(&mut numbered)?;
        let round = round_with_requested_byes(&numbered, number, ProposedRound::default());
        self.apply(Command::PairRound { numbers, round })?;
        Ok(number)
    }
}

#[cfg(test)]
mod tests {
    use crate::domain::{
        Board, ByeKind, ChangeKind, PairingSystem, Player, RoundEdit, Tournament,
        TournamentSettings,
    };
    use crate::{Command, ManualEdit, Session};

    #[test]
    fn an_empty_round_with_the_requested_byes_then_paired_by_hand() {
        let mut s = Session::new(Tournament::new(TournamentSettings {
            system: PairingSystem::Dutch,
            rounds: 5,
            ..TournamentSettings::default()
        }));
        for (name, rating) in [("A", 2000), ("B", 1900), ("C", 1800)] {
            s.apply(Command::AddPlayer(Player {
                name: name.into(),
                rating: Some(rating),
                ..Player::default()
            }))
            .unwrap();
        }
        let ids: Vec<_> = s.tournament().players.iter().map(|p| p.id).collect();
        let (a, b, c) = (ids[0], ids[1], ids[2]);
        s.apply(Command::SetRequestedBye {
            player: c,
            round: 1,
            bye: Some(ByeKind::HalfPoint),
        })
        .unwrap();
        let before = s.tournament().clone();
        let prepared = s.prepare_pairing(false).unwrap();
        assert_eq!(s.start_round_by_hand(&prepared), Ok(1));
        let t = s.tournament();
        let round = t.round(1).unwrap();
        assert!(round.boards.is_empty());
        assert_eq!(round.bye_of(c), Some(ByeKind::HalfPoint));
        // C.04.2 art. 2.2: numbers by rating, given with the round.
        let numbers: Vec<u32> = t.players.iter().map(|p| p.pairing_number).collect();
        assert_eq!(numbers, vec![1, 2, 3]);
        let time = chrono::NaiveDate::from_ymd_opt(2026, 3, 14)
            .and_then(|d| d.and_hms_opt(20, 0, 0))
            .unwrap();
        s.apply(Command::EditRound(Box::new(ManualEdit {
            round: 1,
            edit: RoundEdit::Pair { white: b, black: a },
            reason: String::new(),
            time,
            confirmed: false,
        })))
        .unwrap();
        let t = s.tournament();
        assert_eq!(t.round(1).unwrap().boards, vec![Board::new(b, a)]);
        assert_eq!(
            t.manual_changes[0].change,
            ChangeKind::Edit(RoundEdit::Pair { white: b, black: a })
        );
        // A prepared pairing is used on the state it was prepared from only.
        assert!(s.start_round_by_hand(&prepared).is_err());
        assert!(s.undo() && s.undo());
        assert_eq!(s.tournament(), &before, "numbers and empty round: one step");
    }
}
