//! The Amalfi system through TRF: `192 FSI_AMALFI` is written and read back, and a
//! tournament read back pairs its next round as the original does.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::amalfi_support;

use amalfi_support::{event, pair_next, play};
use torneo::domain::{GameResult, PairingSystem};
use torneo::formats::trf::{self, TrfVersion};

#[test]
fn the_192_code_is_written_and_read_back() {
    let mut t = event(7, 5);
    play(
        &mut t,
        &[
            (1, 6, GameResult::WhiteWins),
            (5, 2, GameResult::Draw),
            (3, 4, GameResult::BlackWinsByForfeit),
        ],
        &[7],
    );
    for version in [TrfVersion::Trf16, TrfVersion::Trf26] {
        let text = trf::export(&t, version);
        assert!(
            text.lines().any(|l| l.trim_end() == "192 FSI_AMALFI"),
            "{text}"
        );
        let (back, _) = trf::import(text.as_bytes()).unwrap();
        assert_eq!(back.settings.system, PairingSystem::Amalfi);
        assert_eq!(back.settings.rounds, 5);
        assert_eq!(pair_next(&back), pair_next(&t));
    }
}

#[test]
fn the_older_spelling_is_still_read() {
    let t = event(4, 3);
    let text = trf::export(&t, TrfVersion::Trf16).replace("FSI_AMALFI", "CUSTOM_SWISS_AMALFI");
    let (back, _) = trf::import(text.as_bytes()).unwrap();
    assert_eq!(back.settings.system, PairingSystem::Amalfi);
}

/// Issue 34, part 2: a late entry written as other programs write it (`0000 - Z` in the
/// rounds before he entered) is read as a late entry in an Amalfi tournament, said at his
/// line, and paired as the window's late entry is (Amalfi 2.5: 0.5 pairing points).
#[test]
fn unplayed_rounds_without_points_read_as_a_late_entry() {
    use torneo::domain::{Bye, ByeKind};
    use torneo::formats::trf::warning::Assumption;
    // P7 registered in round 3: in the window, first round 3 and nothing before.
    let mut window = event(7, 5);
    play(
        &mut window,
        &[
            (1, 4, GameResult::BlackWins),
            (2, 5, GameResult::WhiteWins),
            (3, 6, GameResult::WhiteWins),
        ],
        &[],
    );
    play(
        &mut window,
        &[
            (3, 1, GameResult::WhiteWins),
            (4, 5, GameResult::WhiteWins),
            (6, 2, GameResult::WhiteWins),
        ],
        &[],
    );
    let late = amalfi_support::id(&window, 7);
    window.player_mut(late).unwrap().first_round = 3;
    // Another program's file: the same event, P7's rounds 1 and 2 written `0000 - Z`.
    let mut written = window.clone();
    written.player_mut(late).unwrap().first_round = 1;
    for round in &mut written.rounds {
        round.byes.push(Bye {
            player: late,
            kind: ByeKind::ZeroPoint,
        });
    }
    // Torneo would say in its own record that P7 entered in round 1 (`XXE 1 7`); another
    // program writes no such record.
    let text: String = trf::export(&written, TrfVersion::Trf16)
        .lines()
        .filter(|line| !line.starts_with("XXE"))
        .map(|line| format!("{line}\n"))
        .collect();
    let p7_line = text
        .lines()
        .position(|l| l.starts_with("001") && l.contains("P7"))
        .unwrap()
        + 1;
    assert!(
        text.lines().nth(p7_line - 1).unwrap().contains("0000 - Z"),
        "{text}"
    );
    let (back, warnings) = trf::import(text.as_bytes()).unwrap();
    assert_eq!(back.player(late).unwrap().first_round, 3);
    assert!(
        warnings.iter().any(|w| w.line == p7_line
            && w.assumption
                == Assumption::LateEntry {
                    number: 7,
                    round: 3,
                    missed: 2
                }),
        "{warnings:?}"
    );
    assert_eq!(pair_next(&back), pair_next(&window));
    // Read as zero-point byes (0 pairing points, not 0.5), P7 would be paired otherwise.
    assert_ne!(pair_next(&written), pair_next(&window));
    // Written back, the file gains Torneo's own record of the late entry (issue 35), and
    // nothing else changes; it reads back as the same tournament.
    let again = trf::export(&back, TrfVersion::Trf16);
    assert_eq!(again.replace("XXE 3 7\n", ""), text);
    let (twice, _) = trf::import(again.as_bytes()).unwrap();
    assert_eq!(twice, back);
}
