//! Issue 18 item 3: small hostile files give bounded work and memory, or a clear error
//! naming the line. The expected values are worked out by hand from the inputs and
//! `Tournament::round_limit` (the announced rounds, the rounds paired, or a double round
//! robin of the field, whichever is most, plus one).
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::cli_support;

use cli_support::torneo;
use torneo::domain::{PlayerId, Points};
use torneo::formats::trf::{self, Assumption, TrfField, TrfProblem};

/// A `001` line with no round played.
fn player(n: u32) -> String {
    format!(
        "001 {n:>4}      {:<33} {:>4} {:>3} {:>11} {:>10} {:>4} {:>4}",
        format!("Player {n}"),
        2000,
        "",
        "",
        "",
        "0.0",
        ""
    )
}

/// `012`, four players (lines 2 to 5) and `XXR 5` (line 6), then `more`.
fn four_players(more: &[&str]) -> String {
    let mut lines = vec!["012 Hostile".to_owned()];
    // Line 1 only names the tournament; the system is given so that no warning is printed.
    lines.extend((1..=4).map(player));
    lines.push("XXR 5".to_owned());
    lines.extend(more.iter().map(|s| (*s).to_owned()));
    lines.join("\n")
}

#[test]
fn an_acceleration_to_round_999_stops_at_the_tournaments_last_round() {
    // Four players, five rounds announced: the limit is max(5, 0, 2 × 4) + 1 = 9.
    let text = four_players(&["250 00.0 01.0 001 999 0001 9999"]);
    let (t, warnings) = trf::import(text.as_bytes()).unwrap();
    assert_eq!(t.virtual_points.len(), 4);
    for id in 1..=4 {
        let rounds = &t.virtual_points[&PlayerId(id)];
        assert_eq!(
            rounds.keys().copied().collect::<Vec<_>>(),
            (1..=9).collect::<Vec<_>>()
        );
        assert!(rounds.values().all(|&p| p == Points(10)));
    }
    let cut: Vec<_> = warnings
        .iter()
        .filter(|w| matches!(w.assumption, Assumption::AccelerationCut { .. }))
        .collect();
    assert_eq!(cut.len(), 1);
    assert_eq!(cut[0].line, 7);
    assert_eq!(cut[0].field, TrfField::LastRound);
    assert_eq!(
        cut[0].assumption,
        Assumption::AccelerationCut {
            last_round: 999,
            limit: 9
        }
    );
    assert_eq!(
        cut[0].to_string(),
        "line 7, columns 19-21 (last round): the virtual points reach round 999, but no data \
         of this tournament can name a round after 9: they are kept up to round 9"
    );
}

#[test]
fn acceleration_lines_repeated_without_end_are_refused_at_the_line_that_goes_too_far() {
    // Each line covers 4 players × 9 rounds = 36 cells; the budget is 4 × 4 × 9 = 144:
    // four lines fit, the fifth (line 11) is refused.
    let line = "250 00.0 01.0 001 999 0001 9999";
    let text = four_players(&[line; 1000]);
    let error = trf::import(text.as_bytes()).unwrap_err();
    assert_eq!(error.line, 11);
    assert_eq!(error.field, TrfField::VirtualPoints);
    assert_eq!(error.problem, TrfProblem::TooMuchAcceleration);
    assert_eq!(
        error.to_string(),
        "line 11 (virtual points): the acceleration records (250) cover the same players and \
         rounds too many times over: the file is refused rather than worked on without end"
    );
}

#[test]
fn virtual_points_past_the_last_round_are_cut_with_a_warning_at_their_line() {
    // XXA with 40 rounds of 1.0 for player 2: kept for rounds 1 to 9.
    let xxa = format!("XXA 0002{}", "  1.0".repeat(40));
    let text = four_players(&[&xxa]);
    let (t, warnings) = trf::import(text.as_bytes()).unwrap();
    let rounds = &t.virtual_points[&PlayerId(2)];
    assert_eq!(rounds.len(), 9);
    assert_eq!(rounds.keys().max(), Some(&9));
    let cut = warnings
        .iter()
        .find(|w| matches!(w.assumption, Assumption::AccelerationCut { .. }))
        .unwrap();
    assert_eq!(cut.line, 7);
    assert_eq!(
        cut.assumption,
        Assumption::AccelerationCut {
            last_round: 10,
            limit: 9
        }
    );
}

#[test]
fn a_forbidden_list_repeating_three_players_makes_three_pairs() {
    let mut xxp = "XXP".to_owned();
    for _ in 0..600 {
        xxp.push_str(" 0001 0002 0003");
    }
    let text = four_players(&[&xxp]);
    let (t, _) = trf::import(text.as_bytes()).unwrap();
    assert_eq!(
        t.forbidden_pairs,
        vec![
            (PlayerId(1), PlayerId(2)),
            (PlayerId(1), PlayerId(3)),
            (PlayerId(2), PlayerId(3))
        ]
    );
}

#[test]
fn a_ron_naming_round_4294967295_is_refused_naming_the_field() {
    let dir = tempfile::tempdir().unwrap();
    let (mut t, _) = trf::import(four_players(&[]).as_bytes()).unwrap();
    t.virtual_points
        .entry(PlayerId(2))
        .or_default()
        .insert(u32::MAX, Points(10));
    // Written as a file would hold it; the writer does not check.
    let text = torneo::formats::ron::to_string(&t).unwrap();
    let path = dir.path().join("hostile.ron");
    std::fs::write(&path, &text).unwrap();
    let error = torneo::formats::ron::load(&path).unwrap_err().to_string();
    // The limit: max(5 announced, 0 paired, 2 × 4 players) + 1 = 9.
    assert!(
        error.contains("4294967295") && error.contains("beyond round 9"),
        "the error names the round and the limit: {error}"
    );
    assert!(
        error.ends_with("(in the file at virtual_points > 2 > 4294967295)"),
        "the error names the field: {error}"
    );
}

#[test]
fn the_command_line_does_not_write_a_ron_a_window_holds() {
    let dir = tempfile::tempdir().unwrap();
    let trf_path = dir.path().join("club.trf");
    std::fs::write(&trf_path, four_players(&[])).unwrap();
    let ron_path = dir.path().join("club.ron");
    std::fs::write(&ron_path, "the window's file").unwrap();
    let held = torneo::session::file_lock::acquire(&ron_path).unwrap();
    let (code, _, err) = torneo(&[
        "convert",
        &trf_path.to_string_lossy(),
        &ron_path.to_string_lossy(),
    ]);
    assert_eq!(code, 5);
    assert_eq!(
        err.lines().last().unwrap(),
        format!(
            "torneo: {} is open in a Torneo window: nothing was written (the window would \
             overwrite it). Close the tournament there, or write to another file",
            ron_path.display()
        )
    );
    assert_eq!(
        std::fs::read_to_string(&ron_path).unwrap(),
        "the window's file"
    );
    drop(held);
    let (code, _, _) = torneo(&[
        "convert",
        &trf_path.to_string_lossy(),
        &ron_path.to_string_lossy(),
    ]);
    assert_eq!(code, 0);
    assert!(torneo::formats::ron::load(&ron_path).is_ok());
}

#[test]
fn a_bad_tiebreak_code_in_a_file_is_named_with_its_line() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("club.trf");
    std::fs::write(&path, four_players(&["202 BH,NOPE"])).unwrap();
    let (_, warnings) = trf::import(&std::fs::read(&path).unwrap()).unwrap();
    let unknown = warnings
        .iter()
        .find(|w| matches!(w.assumption, Assumption::UnknownTiebreak { .. }))
        .unwrap();
    assert_eq!(
        unknown.to_string(),
        "line 7 (tie-breaks): 'NOPE' is not a tie-break Torneo knows: it is kept, and the \
         standings leave it out"
    );
    let (code, _, err) = torneo(&["standings", &path.to_string_lossy()]);
    assert_eq!(code, 3);
    let lines: Vec<&str> = err.lines().collect();
    assert!(
        lines.contains(&format!("{}: {unknown}", path.display()).as_str()),
        "{err}"
    );
    assert_eq!(
        lines.last().copied().unwrap(),
        format!(
            "torneo: the tie-breaks written in {}: unknown tie-break \"NOPE\" (give others \
             with --tiebreaks)",
            path.display()
        )
    );
}
