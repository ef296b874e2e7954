//! The audit trail read back from a TRF file (issue 14 item 3): the `###` comment lines
//! `audit` writes become the tournament's manual changes again. Players are named by
//! their start rank, which is their id on import. A `###` line that is not such an entry
//! (another program's comment, a player number the file does not have) stays a comment,
//! kept and written back as it is.

use crate::domain::{ChangeKind, GameResult, ManualChange, PlayerId, RoundEdit, Tournament};

const PREFIX: &str = "### manual change round ";

/// Moves every readable audit line of `t.extra_trf_records` into `t.manual_changes`, in
/// file order.
pub(super) fn take_audit_lines(t: &mut Tournament) {
    let registered: std::collections::BTreeSet<PlayerId> = t.players.iter().map(|p| p.id).collect();
    let known = |id: PlayerId| registered.contains(&id);
    let mut changes = Vec::new();
    let mut kept = Vec::new();
    for line in std::mem::take(&mut t.extra_trf_records) {
        match parse(&line).filter(|change| names_only(change, known)) {
            Some(change) => changes.push(change),
            None => kept.push(line),
        }
    }
    t.extra_trf_records = kept;
    t.manual_changes.extend(changes);
}

/// True when every player the entry names is registered.
fn names_only(change: &ManualChange, known: impl Fn(PlayerId) -> bool) -> bool {
    let edited = match change.change {
        ChangeKind::Edit(edit) => edit.players(),
        ChangeKind::Repaired | ChangeKind::ResultCorrected { .. } => Vec::new(),
    };
    edited
        .into_iter()
        .chain(change.boards_before.iter().flat_map(|&(w, b)| [w, b]))
        .chain(change.byes_before.iter().copied())
        .all(known)
}

/// One line as `audit::line` writes it, or `None`.
fn parse(line: &str) -> Option<ManualChange> {
    let rest = line.strip_prefix(PREFIX)?;
    let (round, rest) = rest.split_once(" at ")?;
    let round = round.parse().ok()?;
    let (time, rest) = rest.split_once(": ")?;
    let time = chrono::NaiveDateTime::parse_from_str(time, "%Y-%m-%d %H:%M:%S").ok()?;
    let (what, rest) = rest.split_once("; before: ")?;
    let (before, reason) = rest.split_once("; reason:")?;
    let (boards_before, byes_before) = boards(before)?;
    Some(ManualChange {
        round,
        change: change(what)?,
        boards_before,
        byes_before,
        reason: reason.trim().to_string(),
        time,
    })
}

fn number(text: &str) -> Option<PlayerId> {
    text.trim().parse().ok().map(PlayerId)
}

fn board_number(text: &str) -> Option<usize> {
    text.trim().parse().ok()
}

/// The words of `audit::line` for each kind of change.
fn change(what: &str) -> Option<ChangeKind> {
    if what == "round paired again" {
        return Some(ChangeKind::Repaired);
    }
    if let Some(rest) = what.strip_prefix("result on board ") {
        return corrected_result(rest);
    }
    let edit = if let Some(rest) = what.strip_prefix("players ") {
        let (first, second) = rest.strip_suffix(" swapped")?.split_once(" and ")?;
        RoundEdit::SwapPlayers {
            first: number(first)?,
            second: number(second)?,
        }
    } else if let Some(board) = what.strip_prefix("colours swapped on board ") {
        RoundEdit::SwapColours {
            board: board_number(board)?,
        }
    } else if let Some(rest) = what.strip_prefix("board ") {
        RoundEdit::Unpair {
            board: board_number(rest.strip_suffix(" unpaired")?)?,
        }
    } else if let Some(player) = what.strip_prefix("bye given to ") {
        RoundEdit::GiveBye {
            player: number(player)?,
        }
    } else if let Some(rest) = what.strip_prefix("bye of ") {
        RoundEdit::RemoveBye {
            player: number(rest.strip_suffix(" removed")?)?,
        }
    } else if let Some(player) = what.strip_suffix(" paired against the bye receiver") {
        RoundEdit::PairWithByeReceiver {
            player: number(player)?,
        }
    } else {
        let (white, black) = what
            .strip_suffix(" paired on a new board")?
            .split_once(" - ")?;
        RoundEdit::Pair {
            white: number(white)?,
            black: number(black)?,
        }
    };
    Some(ChangeKind::Edit(edit))
}

/// `2 corrected from 1-0 to ½-½ with rounds paired up to 3`.
fn corrected_result(text: &str) -> Option<ChangeKind> {
    let (board, rest) = text.split_once(" corrected from ")?;
    let (before, rest) = rest.split_once(" to ")?;
    let (after, rounds) = rest.split_once(" with rounds paired up to ")?;
    let result = |notation: &str| {
        GameResult::ALL
            .into_iter()
            .find(|r| r.notation() == notation.trim())
    };
    // C.04.5: "2 game 2" is a Double-Swiss match's second game.
    let (board, second_game) = match board.trim().strip_suffix(" game 2") {
        Some(board) => (board, true),
        None => (board, false),
    };
    Some(ChangeKind::ResultCorrected {
        board: board_number(board)?,
        before: result(before)?,
        after: result(after)?,
        rounds_paired: rounds.trim().parse().ok()?,
        second_game,
    })
}

/// The boards (White, Black) and the players with a bye of a round before a change.
type Before = (Vec<(PlayerId, PlayerId)>, Vec<PlayerId>);

/// `1-2 3-4 5-bye`: the boards (White-Black) and the players with a bye.
fn boards(text: &str) -> Option<Before> {
    let mut boards = Vec::new();
    let mut byes = Vec::new();
    for pair in text.split_whitespace() {
        let (white, black) = pair.split_once('-')?;
        if black == "bye" {
            byes.push(number(white)?);
        } else {
            boards.push((number(white)?, number(black)?));
        }
    }
    Some((boards, byes))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn id(n: u32) -> PlayerId {
        PlayerId(n)
    }

    fn at(h: u32, m: u32) -> chrono::NaiveDateTime {
        chrono::NaiveDate::from_ymd_opt(2026, 3, 14)
            .and_then(|d| d.and_hms_opt(h, m, 0))
            .unwrap()
    }

    #[test]
    fn every_kind_of_line_is_read() {
        let cases = [
            (
                "players 2 and 4 swapped",
                ChangeKind::Edit(RoundEdit::SwapPlayers {
                    first: id(2),
                    second: id(4),
                }),
            ),
            (
                "colours swapped on board 12",
                ChangeKind::Edit(RoundEdit::SwapColours { board: 12 }),
            ),
            (
                "board 3 unpaired",
                ChangeKind::Edit(RoundEdit::Unpair { board: 3 }),
            ),
            (
                "4 - 1 paired on a new board",
                ChangeKind::Edit(RoundEdit::Pair {
                    white: id(4),
                    black: id(1),
                }),
            ),
            (
                "bye given to 5",
                ChangeKind::Edit(RoundEdit::GiveBye { player: id(5) }),
            ),
            (
                "bye of 5 removed",
                ChangeKind::Edit(RoundEdit::RemoveBye { player: id(5) }),
            ),
            (
                "6 paired against the bye receiver",
                ChangeKind::Edit(RoundEdit::PairWithByeReceiver { player: id(6) }),
            ),
            ("round paired again", ChangeKind::Repaired),
            (
                "result on board 2 corrected from 1-0 to ½-½ with rounds paired up to 4",
                ChangeKind::ResultCorrected {
                    board: 2,
                    before: GameResult::WhiteWins,
                    after: GameResult::Draw,
                    rounds_paired: 4,
                    second_game: false,
                },
            ),
            (
                "result on board 3 game 2 corrected from 0-1 to 1-0 with rounds paired up to 4",
                ChangeKind::ResultCorrected {
                    board: 3,
                    before: GameResult::BlackWins,
                    after: GameResult::WhiteWins,
                    rounds_paired: 4,
                    second_game: true,
                },
            ),
            (
                "result on board 1 corrected from -/- to 0-1 (u) with rounds paired up to 3",
                ChangeKind::ResultCorrected {
                    board: 1,
                    before: GameResult::DoubleForfeit,
                    after: GameResult::BlackWinsUnrated,
                    rounds_paired: 3,
                    second_game: false,
                },
            ),
        ];
        for (what, change) in cases {
            let line = format!(
                "### manual change round 2 at 2026-03-14 19:05:00: {what}; before: 1-2 3-4 5-bye; \
                 reason: fratelli"
            );
            assert_eq!(
                parse(&line),
                Some(ManualChange {
                    round: 2,
                    change,
                    boards_before: vec![(id(1), id(2)), (id(3), id(4))],
                    byes_before: vec![id(5)],
                    reason: "fratelli".into(),
                    time: at(19, 5),
                }),
                "{what}"
            );
        }
    }

    #[test]
    fn an_empty_reason_and_an_empty_round() {
        let line = "### manual change round 1 at 2026-03-14 20:00:00: 2 - 1 paired on a new \
                    board; before: ; reason: ";
        let change = parse(line).unwrap();
        assert!(change.boards_before.is_empty() && change.byes_before.is_empty());
        assert_eq!(change.reason, "");
        assert_eq!(change.time, at(20, 0));
    }

    #[test]
    fn other_comments_and_unknown_players_stay_comments() {
        let mut t = Tournament::default();
        for name in ["A", "B"] {
            t.add_player(crate::domain::Player {
                name: name.into(),
                ..crate::domain::Player::default()
            });
        }
        let ours = "### manual change round 1 at 2026-03-14 20:00:00: colours swapped on board \
                    1; before: 1-2; reason: x";
        let unknown = "### manual change round 1 at 2026-03-14 20:00:00: bye given to 9; \
                       before: 1-2; reason: x";
        let garbled = "### manual change round one at yesterday";
        t.extra_trf_records = vec![
            "### written by another program".into(),
            ours.into(),
            unknown.into(),
            garbled.into(),
        ];
        take_audit_lines(&mut t);
        assert_eq!(
            t.extra_trf_records,
            vec![
                "### written by another program".to_string(),
                unknown.into(),
                garbled.into()
            ]
        );
        assert_eq!(t.manual_changes.len(), 1);
        assert_eq!(
            t.manual_changes[0].change,
            ChangeKind::Edit(RoundEdit::SwapColours { board: 1 })
        );
    }
}
