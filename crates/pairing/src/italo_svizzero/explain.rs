//! Why each board of an Italo-Svizzero round came out as it did: the first player (art. 6),
//! the opponent's score group and who was passed over (arts. 6–7, D3–D4), art. 9 when it
//! changed the rotation's choice (D5), the colour rule (art. 15, D7–D8) and the forfeit
//! win (arts. 10, 12, D6). Made by replaying the engine's own formation.

use super::colour::first_has_white;
use super::field::Field;
use super::reason::ItaloSvizzeroReason as Italo;
use super::rotation::scan;
use super::search::Pruning;
use super::{ForfeitWinReason, Formed, form, proposed};
use crate::domain::{ContinueAfter, PlayerId, Tournament};
use crate::explanation::{BoardExplanation, Names, PlayerRef, Reason, RoundExplanation};
use crate::{JobControl, PairingError, ProposedRound};

/// How many players a sentence names before it counts the rest.
const NAMED: usize = 6;

/// Explains round `round` of `t` (the tournament as it stood before it) and returns the
/// engine's pairing.
pub fn explain_round(
    t: &Tournament,
    round: u32,
    control: &JobControl,
) -> Result<(RoundExplanation, ProposedRound), PairingError> {
    let formed = form(t, round, control, Pruning::Exact)?;
    let engine = proposed(&formed, round);
    let mut boards = paired_boards(t, &formed, round);
    boards.extend(forfeit_win(t, &formed));
    boards.extend(crate::explanation::not_paired(t, round, |id| {
        formed.field.circle.iter().any(|e| e.id == id)
    }));
    let explanation = RoundExplanation {
        round,
        summary: summary(t, &formed, round),
        boards,
        matches_recorded: None,
    };
    Ok((explanation, engine))
}

fn who(t: &Tournament, id: PlayerId) -> PlayerRef {
    let p = t.player(id);
    PlayerRef {
        name: p.map_or("", |p| p.name.trim()).to_string(),
        number: p.map_or(0, |p| p.pairing_number),
    }
}

fn summary(t: &Tournament, formed: &Formed, round: u32) -> Vec<Reason> {
    let field = &formed.field;
    let mut out = vec![Reason::system(Italo::Round {
        round,
        players: field.circle.len(),
    })];
    if round <= 1 {
        out.push(Reason::system(Italo::FirstRoundOrder));
    } else if let Some(white) = field.resumed_from {
        let present = field.circle.iter().any(|e| e.id == white);
        out.push(Reason::system(Italo::ResumedFrom {
            player: who(t, white),
            present,
        }));
    }
    out.push(Reason::system(Italo::ContinuesAfter {
        second_player: t.settings.italo_svizzero.continue_after == ContinueAfter::SecondPlayer,
    }));
    if formed.formation.undone > 0 {
        out.push(Reason::system(Italo::PairsUndone {
            undone: formed.formation.undone,
        }));
    }
    out
}

/// The players a forfeit win set aside before the rotation (not one the rotation left
/// free, who took part in it).
fn set_aside(formed: &Formed) -> Option<usize> {
    match formed.forfeit_win {
        Some((_, ForfeitWinReason::LeftFreeByRotation { .. })) | None => None,
        Some((i, _)) => Some(i),
    }
}

fn paired_boards(t: &Tournament, formed: &Formed, round: u32) -> Vec<BoardExplanation> {
    let circle = &formed.field.circle;
    let mut unpaired = vec![true; circle.len()];
    if let Some(slot) = set_aside(formed).and_then(|i| unpaired.get_mut(i)) {
        *slot = false;
    }
    let mut out = Vec::new();
    for (board, pair) in formed.formation.pairs.iter().enumerate() {
        let (Some(first), Some(second)) = (circle.get(pair.first), circle.get(pair.second)) else {
            continue;
        };
        let scanned = scan(&formed.field, &unpaired, pair.first);
        let chosen_at = scanned.iter().position(|s| s.index == pair.second);
        let before = chosen_at.map_or(&scanned[..0], |k| &scanned[..k]);
        let passed: Vec<usize> = before
            .iter()
            .filter(|s| s.already_paired)
            .map(|s| s.index)
            .collect();
        let rotation_choice = before.iter().all(|s| s.already_paired);
        let mut reasons = vec![Reason::system(Italo::FirstPlayer {
            board: board + 1,
            player: who(t, first.id),
            score: first.score,
        })];
        if !passed.is_empty() {
            reasons.push(Reason::system(Italo::AlreadyPaired {
                players: names(t, &formed.field, &passed),
            }));
        }
        reasons.push(Reason::system(if second.score == first.score {
            Italo::SameScore {
                opponent: who(t, second.id),
                score: second.score,
            }
        } else {
            Italo::LowerGroup {
                opponent: who(t, second.id),
                score: second.score,
                from: first.score,
            }
        }));
        if !rotation_choice {
            reasons.push(Reason::system(Italo::ChosenByArticleNine {
                opponent: who(t, second.id),
            }));
        }
        let (first_white, rule) = first_has_white(round, first, second);
        let (white, black) = if first_white {
            (first.id, second.id)
        } else {
            (second.id, first.id)
        };
        reasons.push(Reason::system(Italo::Colour {
            white: who(t, white),
            rule,
        }));
        if let Some(slot) = unpaired.get_mut(pair.first) {
            *slot = false;
        }
        if let Some(slot) = unpaired.get_mut(pair.second) {
            *slot = false;
        }
        out.push(BoardExplanation {
            white,
            black: Some(black),
            reasons,
        });
    }
    out
}

fn names(t: &Tournament, field: &Field, indices: &[usize]) -> Names {
    Names {
        shown: indices
            .iter()
            .take(NAMED)
            .filter_map(|&i| field.circle.get(i))
            .map(|e| who(t, e.id))
            .collect(),
        more: indices.len().saturating_sub(NAMED),
    }
}

fn forfeit_win(t: &Tournament, formed: &Formed) -> Option<BoardExplanation> {
    let (i, reason) = formed.forfeit_win?;
    let e = formed.field.circle.get(i)?;
    Some(BoardExplanation {
        white: e.id,
        black: None,
        reasons: vec![Reason::system(Italo::ForfeitWin {
            player: who(t, e.id),
            reason,
        })],
    })
}
