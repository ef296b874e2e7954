//! The audit trail of the arbiter's manual changes (issue 14) as TRF comment lines: a
//! line starting with `###` is a comment (TRF-26), which other programs ignore. Players
//! are named by their TRF start rank, as on the `001` lines.

use crate::domain::{ChangeKind, ManualChange, PlayerId, RoundEdit, Tournament};
use std::collections::BTreeMap;

/// One `###` line per manual change, oldest first.
pub(super) fn audit_lines(t: &Tournament, numbers: &BTreeMap<PlayerId, u32>) -> Vec<String> {
    t.manual_changes
        .iter()
        .map(|change| line(change, numbers))
        .collect()
}

fn line(change: &ManualChange, numbers: &BTreeMap<PlayerId, u32>) -> String {
    let n = |id: PlayerId| numbers.get(&id).copied().unwrap_or(0);
    let what = match change.change {
        ChangeKind::Repaired => "round paired again".to_string(),
        ChangeKind::ResultCorrected {
            board,
            before,
            after,
            rounds_paired,
            second_game,
        } => format!(
            "result on board {board}{} corrected from {} to {} with rounds paired up to \
             {rounds_paired}",
            if second_game { " game 2" } else { "" },
            before.notation(),
            after.notation()
        ),
        ChangeKind::Edit(edit) => match edit {
            RoundEdit::SwapPlayers { first, second } => {
                format!("players {} and {} swapped", n(first), n(second))
            }
            RoundEdit::SwapColours { board } => format!("colours swapped on board {board}"),
            RoundEdit::Unpair { board } => format!("board {board} unpaired"),
            RoundEdit::Pair { white, black } => {
                format!("{} - {} paired on a new board", n(white), n(black))
            }
            RoundEdit::GiveBye { player } => format!("bye given to {}", n(player)),
            RoundEdit::RemoveBye { player } => format!("bye of {} removed", n(player)),
            RoundEdit::PairWithByeReceiver { player } => {
                format!("{} paired against the bye receiver", n(player))
            }
        },
    };
    let boards: Vec<String> = change
        .boards_before
        .iter()
        .map(|&(white, black)| format!("{}-{}", n(white), n(black)))
        .chain(change.byes_before.iter().map(|&p| format!("{}-bye", n(p))))
        .collect();
    // One line per change: the reason's line breaks become spaces.
    let reason: String = change
        .reason
        .chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect();
    format!(
        "### manual change round {} at {}: {what}; before: {}; reason: {}",
        change.round,
        change.time.format("%Y-%m-%d %H:%M:%S"),
        boards.join(" "),
        reason.trim()
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::Round;

    #[test]
    fn a_swap_is_one_comment_line_with_start_ranks() {
        let mut t = Tournament::default();
        let round = Round {
            number: 2,
            boards: vec![
                crate::domain::Board::new(PlayerId(10), PlayerId(20)),
                crate::domain::Board::new(PlayerId(30), PlayerId(40)),
            ],
            byes: Vec::new(),
        };
        let time = chrono::NaiveDate::from_ymd_opt(2026, 3, 14)
            .and_then(|d| d.and_hms_opt(19, 5, 0))
            .unwrap();
        t.manual_changes.push(ManualChange::before(
            &round,
            ChangeKind::Edit(RoundEdit::SwapPlayers {
                first: PlayerId(20),
                second: PlayerId(40),
            }),
            "fratelli\nnon si affrontano".into(),
            time,
        ));
        let numbers: BTreeMap<PlayerId, u32> = [
            (PlayerId(10), 1),
            (PlayerId(20), 2),
            (PlayerId(30), 3),
            (PlayerId(40), 4),
        ]
        .into_iter()
        .collect();
        assert_eq!(
            audit_lines(&t, &numbers),
            vec![
                "### manual change round 2 at 2026-03-14 19:05:00: players 2 and 4 swapped; \
                 before: 1-2 3-4; reason: fratelli non si affrontano"
                    .to_string()
            ]
        );
    }
}
