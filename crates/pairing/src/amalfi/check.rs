//! The rules of the Amalfi system that no pairing may break, beyond those of every Swiss
//! round (`pairing::check`: everybody once, no rematch — 2.4: a forfeit is no meeting —,
//! forbidden pairs, one bye): the colour limits of 3.1 outside the last round (AM-5,
//! AM-6), and the bye only for an odd list (2.1) and never to a player 2.2 bars (AM-4).

use super::bye::is_barred;
use super::compatibility::may_receive;
use super::field::{Entrant, present_players};
use crate::ProposedRound;
use crate::check::{CommonRules, Violation, common_and_own};
use crate::domain::{ByeKind, Colour, PlayerId, Tournament};
use crate::i18n::Language;
use crate::tr;

/// One Amalfi rule broken.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum AmalfiViolation {
    /// 3.1: the colour gives three in a row or three more than the other colour.
    ColourLimit { player: PlayerId, colour: Colour },
    /// 2.2: the receiver missed a game and `other` has played more games.
    ByeBarred { player: PlayerId, other: PlayerId },
    /// 2.1: a bye given although the pairing list is even.
    ByeWithEvenList { player: PlayerId },
}

impl crate::check::SystemViolation for AmalfiViolation {
    /// The players it concerns.
    fn players(&self) -> Vec<PlayerId> {
        match self {
            AmalfiViolation::ColourLimit { player, .. }
            | AmalfiViolation::ByeWithEvenList { player } => vec![*player],
            AmalfiViolation::ByeBarred { player, other } => vec![*player, *other],
        }
    }

    /// The words, naming each player with `who`.
    fn words(&self, lang: Language, who: &dyn Fn(PlayerId) -> String) -> String {
        match self {
            AmalfiViolation::ColourLimit { player, colour } => tr!(
                lang,
                "violation-amalfi-colour-limit",
                player = who(*player),
                colour = crate::explanation::colour_word(lang, *colour)
            ),
            AmalfiViolation::ByeBarred { player, other } => tr!(
                lang,
                "violation-amalfi-bye-barred",
                player = who(*player),
                other = who(*other)
            ),
            AmalfiViolation::ByeWithEvenList { player } => {
                tr!(
                    lang,
                    "violation-amalfi-bye-even-list",
                    player = who(*player)
                )
            }
        }
    }
}

/// Every rule `proposed` breaks as round `round` of `t`: the shared ones, then Amalfi's.
pub(crate) fn check_round(t: &Tournament, round: u32, proposed: &ProposedRound) -> Vec<Violation> {
    // Seed 001 2.1-2.2, 3.1: its own bye and colour rules in place of C2 and the
    // colour limits.
    let rules = CommonRules {
        pab_and_colour_limits: false,
        ..CommonRules::FIDE
    };
    common_and_own(t, round, proposed, &rules, violations(t, round, proposed))
}

/// The Amalfi rules `proposed` breaks as round `round` of `t`.
pub fn violations(t: &Tournament, round: u32, proposed: &ProposedRound) -> Vec<AmalfiViolation> {
    let list = present_players(t, round);
    let find = |id: PlayerId| list.iter().find(|p| p.id == id);
    let mut found = Vec::new();
    let last_round = t.settings.rounds > 0 && round >= t.settings.rounds;
    if !last_round {
        for board in &proposed.boards {
            for (id, colour) in [(board.white, Colour::White), (board.black, Colour::Black)] {
                // Amalfi 3.1: "nessuno dei due venga costretto a giocare con lo stesso colore
                // per tre volte di seguito, né ricevere un colore tre volte più".
                if find(id).is_some_and(|p| !may_receive(&p.colours(), colour)) {
                    found.push(AmalfiViolation::ColourLimit { player: id, colour });
                }
            }
        }
    }
    let byes = proposed
        .byes
        .iter()
        .filter(|b| b.kind == ByeKind::PairingAllocated);
    for bye in byes {
        if list.len().is_multiple_of(2) {
            // Amalfi 2.1: "Nei turni in cui il numero dei partecipanti risulti dispari".
            found.push(AmalfiViolation::ByeWithEvenList { player: bye.player });
        }
        if let Some(receiver) = find(bye.player)
            && is_barred(receiver, &list)
            && let Some(other) = most_games(&list)
        {
            found.push(AmalfiViolation::ByeBarred {
                player: bye.player,
                other: other.id,
            });
        }
    }
    found
}

/// A player of the list with the most games played (the first of them).
fn most_games(list: &[Entrant]) -> Option<&Entrant> {
    let most = list.iter().map(Entrant::games).max()?;
    list.iter().find(|p| p.games() == most)
}
