//! The tournament report's list of the arbiter's manual pairing changes (issue 14; C.04.2
//! asks that a changed pairing be documented): round, time, what changed, the reason.

use super::document::Block;
use crate::domain::{ChangeKind, ManualChange, PlayerId, RoundEdit, Tournament};
use crate::i18n::{Language, Localize};
use crate::tr;

/// What one change did, with the players' names.
#[derive(Debug, Clone, PartialEq, Eq)]
enum ChangeWords {
    Swapped {
        first: String,
        second: String,
    },
    ColoursSwapped {
        board: usize,
    },
    Unpaired {
        board: usize,
    },
    Paired {
        white: String,
        black: String,
    },
    ByeGiven {
        player: String,
    },
    ByeRemoved {
        player: String,
    },
    ByeReceiverPaired {
        player: String,
    },
    Repaired,
    ResultCorrected {
        board: usize,
        before: String,
        after: String,
    },
}

impl Localize for ChangeWords {
    fn localize(&self, lang: Language) -> String {
        use ChangeWords as W;
        let l = lang;
        match self {
            W::Swapped { first, second } => tr!(
                l,
                "report-manual-swapped",
                first = first.as_str(),
                second = second.as_str()
            ),
            W::ColoursSwapped { board } => {
                tr!(l, "report-manual-colours-swapped", board = (*board))
            }
            W::Unpaired { board } => tr!(l, "report-manual-unpaired", board = (*board)),
            W::Paired { white, black } => tr!(
                l,
                "report-manual-paired",
                white = white.as_str(),
                black = black.as_str()
            ),
            W::ByeGiven { player } => tr!(l, "report-manual-bye-given", player = player.as_str()),
            W::ByeRemoved { player } => {
                tr!(l, "report-manual-bye-removed", player = player.as_str())
            }
            W::ByeReceiverPaired { player } => {
                tr!(
                    l,
                    "report-manual-bye-receiver-paired",
                    player = player.as_str()
                )
            }
            W::Repaired => tr!(l, "report-manual-repaired"),
            W::ResultCorrected {
                board,
                before,
                after,
            } => tr!(
                l,
                "report-manual-result-corrected",
                board = (*board),
                before = before.as_str(),
                after = after.as_str()
            ),
        }
    }
}

fn words(t: &Tournament, change: &ManualChange) -> ChangeWords {
    let name = |id: PlayerId| {
        t.player(id)
            .map_or_else(|| id.to_string(), |p| p.name.trim().to_string())
    };
    match change.change {
        ChangeKind::Repaired => ChangeWords::Repaired,
        ChangeKind::ResultCorrected {
            board,
            before,
            after,
            ..
        } => ChangeWords::ResultCorrected {
            board,
            before: shown(before),
            after: shown(after),
        },
        ChangeKind::Edit(edit) => match edit {
            RoundEdit::SwapPlayers { first, second } => ChangeWords::Swapped {
                first: name(first),
                second: name(second),
            },
            RoundEdit::SwapColours { board } => ChangeWords::ColoursSwapped { board },
            RoundEdit::Unpair { board } => ChangeWords::Unpaired { board },
            RoundEdit::Pair { white, black } => ChangeWords::Paired {
                white: name(white),
                black: name(black),
            },
            RoundEdit::GiveBye { player } => ChangeWords::ByeGiven {
                player: name(player),
            },
            RoundEdit::RemoveBye { player } => ChangeWords::ByeRemoved {
                player: name(player),
            },
            RoundEdit::PairWithByeReceiver { player } => ChangeWords::ByeReceiverPaired {
                player: name(player),
            },
        },
    }
}

/// A result as the report writes it (a dash for no result).
fn shown(result: crate::domain::GameResult) -> String {
    if result.is_pending() {
        "–".to_string()
    } else {
        result.notation().to_string()
    }
}

/// A heading and one paragraph per change; nothing when the pairings were not changed.
pub(super) fn manual_change_blocks(t: &Tournament, lang: Language) -> Vec<Block> {
    if t.manual_changes.is_empty() {
        return Vec::new();
    }
    let mut blocks = vec![Block::Heading(tr!(lang, "report-heading-manual-changes"))];
    for change in &t.manual_changes {
        let what = words(t, change).localize(lang);
        let time = change.time.format("%Y-%m-%d %H:%M").to_string();
        let line = if change.reason.trim().is_empty() {
            tr!(
                lang,
                "report-manual-change",
                round = change.round,
                time = time,
                what = what
            )
        } else {
            tr!(
                lang,
                "report-manual-change-reason",
                round = change.round,
                time = time,
                what = what,
                reason = change.reason.trim()
            )
        };
        blocks.push(Block::Paragraph(line));
    }
    blocks
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::test_support::assert_worded;

    #[test]
    fn every_change_is_worded_in_every_language() {
        let samples = [
            ChangeWords::Swapped {
                first: "Rossi".into(),
                second: "Bianchi".into(),
            },
            ChangeWords::ColoursSwapped { board: 3 },
            ChangeWords::Unpaired { board: 2 },
            ChangeWords::ResultCorrected {
                board: 2,
                before: "1-0".into(),
                after: "½-½".into(),
            },
            ChangeWords::Paired {
                white: "Rossi".into(),
                black: "Bianchi".into(),
            },
            ChangeWords::ByeGiven {
                player: "Rossi".into(),
            },
            ChangeWords::ByeRemoved {
                player: "Rossi".into(),
            },
            ChangeWords::ByeReceiverPaired {
                player: "Rossi".into(),
            },
            ChangeWords::Repaired,
        ];
        for words in &samples {
            match words {
                ChangeWords::Swapped { .. }
                | ChangeWords::ColoursSwapped { .. }
                | ChangeWords::Unpaired { .. }
                | ChangeWords::Paired { .. }
                | ChangeWords::ByeGiven { .. }
                | ChangeWords::ByeRemoved { .. }
                | ChangeWords::ByeReceiverPaired { .. }
                | ChangeWords::ResultCorrected { .. }
                | ChangeWords::Repaired => {}
            }
            assert_worded(words);
        }
    }

    #[test]
    fn the_report_lists_a_swap_with_names_and_reason() {
        let mut t = Tournament::default();
        let rossi = t.add_player(crate::domain::Player {
            name: "Rossi".into(),
            ..Default::default()
        });
        let bianchi = t.add_player(crate::domain::Player {
            name: "Bianchi".into(),
            ..Default::default()
        });
        let round = crate::domain::Round {
            number: 2,
            ..Default::default()
        };
        let time = chrono::NaiveDate::from_ymd_opt(2026, 3, 14)
            .and_then(|d| d.and_hms_opt(19, 5, 0))
            .unwrap();
        t.manual_changes.push(ManualChange::before(
            &round,
            ChangeKind::Edit(RoundEdit::SwapPlayers {
                first: rossi,
                second: bianchi,
            }),
            "fratelli".into(),
            time,
        ));
        let blocks = manual_change_blocks(&t, Language::English);
        assert_eq!(blocks.len(), 2);
        let Some(Block::Paragraph(text)) = blocks.get(1) else {
            panic!("{blocks:?}");
        };
        let text = text.replace(['\u{2068}', '\u{2069}'], "");
        assert_eq!(
            text,
            "Round 2, 2026-03-14 19:05: Rossi and Bianchi changed places (reason: fratelli)"
        );
        assert!(manual_change_blocks(&Tournament::default(), Language::English).is_empty());
    }
}
