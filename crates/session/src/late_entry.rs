//! A late entry shown before it is applied (issue 14 item 4; C.04.2 art. 2.4): the round
//! the player enters, the points for the rounds missed (0, unless the tournament rules
//! say otherwise), and, for a Swiss, the pairing number the player will be given when the
//! next round is paired (inserted in the initial order, art. 2.2) with everybody it
//! renumbers (art. 2.5 as the TEC reads it).

use super::command::{Command, execute};
use crate::domain::{Player, PlayerId, Tournament};
use crate::i18n::{Language, Localize};

/// What adding a player after round 1 will do, in words.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LateEntryMessage {
    /// The player enters in `round`, scoring 0 for the rounds missed, and gets
    /// `number` (0: a round robin, no number).
    Enters { round: u32, number: u32 },
    /// These players' numbers change ("Rossi 3 → 4, …").
    Renumbered { list: String },
    /// Nobody is renumbered.
    NoRenumbering,
}

impl Localize for LateEntryMessage {
    fn localize(&self, lang: Language) -> String {
        match self {
            LateEntryMessage::Enters { round, number } => crate::tr!(
                lang,
                "late-entry-enters",
                round = (*round),
                missed = (round.saturating_sub(1)),
                number = (*number)
            ),
            LateEntryMessage::Renumbered { list } => {
                crate::tr!(lang, "late-entry-renumbered", list = list.as_str())
            }
            LateEntryMessage::NoRenumbering => crate::tr!(lang, "late-entry-no-renumbering"),
        }
    }
}

/// The late entry of `player` into `t` (Swiss, after round 1), or `None` when adding the
/// player is not a late entry or is refused.
pub fn late_entry(t: &Tournament, player: &Player) -> Option<Vec<LateEntryMessage>> {
    if t.rounds.is_empty() || t.settings.system.is_round_robin() {
        return None;
    }
    let mut scratch = t.clone();
    execute(&mut scratch, Command::AddPlayer(player.clone())).ok()?;
    let entered = scratch.players.last()?.clone();
    scratch.assign_pairing_numbers_by_rating();
    let number = |s: &Tournament, id: PlayerId| s.player(id).map_or(0, |p| p.pairing_number);
    let renumbered: Vec<String> = t
        .players_by_pairing_number()
        .into_iter()
        .filter(|p| p.pairing_number != 0 && number(&scratch, p.id) != p.pairing_number)
        .map(|p| {
            format!(
                "{} {} → {}",
                p.name.trim(),
                p.pairing_number,
                number(&scratch, p.id)
            )
        })
        .collect();
    let mut messages = vec![LateEntryMessage::Enters {
        round: entered.first_round,
        number: number(&scratch, entered.id),
    }];
    messages.push(if renumbered.is_empty() {
        LateEntryMessage::NoRenumbering
    } else {
        LateEntryMessage::Renumbered {
            list: renumbered.join(", "),
        }
    });
    Some(messages)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::{PairingSystem, Round, TournamentSettings};
    use crate::i18n::test_support::assert_worded;

    fn rated(name: &str, rating: u16, number: u32) -> Player {
        Player {
            name: name.into(),
            rating: Some(rating),
            pairing_number: number,
            ..Player::default()
        }
    }

    /// Rossi 2100 (1), Bianchi 1900 (2), Verdi 1700 (3); two rounds paired.
    fn swiss() -> Tournament {
        let mut t = Tournament::new(TournamentSettings {
            system: PairingSystem::Dutch,
            rounds: 5,
            ..TournamentSettings::default()
        });
        t.add_player(rated("Rossi", 2100, 1));
        t.add_player(rated("Bianchi", 1900, 2));
        t.add_player(rated("Verdi", 1700, 3));
        for number in [1, 2] {
            t.rounds.push(Round {
                number,
                ..Round::default()
            });
        }
        t
    }

    #[test]
    fn a_late_entry_is_inserted_by_rating_and_renumbers_those_below() {
        // C.04.2 art. 2.2: 2000 comes after 2100, before 1900.
        let messages = late_entry(&swiss(), &rated("Neri", 2000, 0)).unwrap();
        assert_eq!(
            messages,
            vec![
                LateEntryMessage::Enters {
                    round: 3,
                    number: 2
                },
                LateEntryMessage::Renumbered {
                    list: "Bianchi 2 → 3, Verdi 3 → 4".into()
                }
            ]
        );
        // The lowest rating goes last: nobody is renumbered.
        let messages = late_entry(&swiss(), &rated("Neri", 1500, 0)).unwrap();
        assert_eq!(messages[1], LateEntryMessage::NoRenumbering);
        assert_eq!(
            messages[0],
            LateEntryMessage::Enters {
                round: 3,
                number: 4
            }
        );
    }

    #[test]
    fn not_a_late_entry_before_round_one_nor_in_a_round_robin() {
        let mut t = swiss();
        t.rounds.clear();
        assert_eq!(late_entry(&t, &rated("Neri", 2000, 0)), None);
        let mut rr = swiss();
        rr.settings.system = PairingSystem::RoundRobin { cycles: 1 };
        assert_eq!(late_entry(&rr, &rated("Neri", 2000, 0)), None);
    }

    #[test]
    fn every_message_is_worded() {
        for message in [
            LateEntryMessage::Enters {
                round: 3,
                number: 2,
            },
            LateEntryMessage::Renumbered {
                list: "Bianchi 2 → 3".into(),
            },
            LateEntryMessage::NoRenumbering,
        ] {
            match &message {
                LateEntryMessage::Enters { .. }
                | LateEntryMessage::Renumbered { .. }
                | LateEntryMessage::NoRenumbering => {}
            }
            assert_worded(&message);
        }
    }
}
