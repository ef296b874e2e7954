//! TRF import: what each record becomes in the domain, the request semantics of the
//! engines, and the error messages (line, columns, field).
#![allow(clippy::unwrap_used, clippy::expect_used)]

use torneo::domain::{
    Acceleration, AdjustmentReason, ByeKind, Colour, GameResult, PairingSystem, PlayerId, Points,
    ScoreAdjustment, ScoringSystem,
};
use torneo::formats::trf::{self, Assumption, TrfField, TrfProblem, TrfVersion};

/// A `001` line: start rank, name, points, then (opponent, colour, result) per round.
fn player(n: u32, points: &str, rounds: &[(u32, char, char)]) -> String {
    let mut line = format!(
        "001 {n:>4}      {:<33} {:>4} {:>3} {:>11} {:>10} {points:>4} {:>4}",
        format!("Player {n}"),
        2000,
        "",
        "",
        "",
        ""
    );
    for &(opponent, colour, result) in rounds {
        line.push_str(&format!("  {opponent:04} {colour} {result}"));
    }
    line
}

fn import(lines: &[String]) -> Result<torneo::domain::Tournament, trf::TrfError> {
    trf::import(lines.join("\n").as_bytes()).map(|(t, _)| t)
}

#[test]
fn request_column_becomes_requested_byes() {
    let lines = vec![
        "012 Request".to_owned(),
        player(1, "1.0", &[(2, 'w', '1'), (0, '-', 'H')]),
        player(2, "0.0", &[(1, 'b', '0')]),
        player(3, "1.0", &[(0, '-', 'U'), (0, '-', 'Z')]),
        player(4, "0.0", &[(0, '-', 'Z')]),
        "XXR 5".to_owned(),
        "XXC black1".to_owned(),
    ];
    let t = import(&lines).unwrap();
    assert_eq!(t.rounds_paired(), 1);
    assert_eq!(t.next_round_number(), 2);
    assert_eq!(t.settings.rounds, 5);
    assert_eq!(t.settings.initial_colour, Colour::Black);
    let p1 = t.player(PlayerId(1)).unwrap();
    assert_eq!(p1.requested_byes.get(&2), Some(&ByeKind::HalfPoint));
    assert_eq!(
        t.player(PlayerId(3)).unwrap().requested_byes.get(&2),
        Some(&ByeKind::ZeroPoint)
    );
    let round = t.round(1).unwrap();
    assert_eq!(round.boards.len(), 1);
    assert_eq!(round.boards[0].result, GameResult::WhiteWins);
    assert_eq!(round.bye_of(PlayerId(3)), Some(ByeKind::PairingAllocated));
    assert_eq!(round.bye_of(PlayerId(4)), Some(ByeKind::ZeroPoint));
    // Written back as it came.
    assert_eq!(
        trf::export(&t, TrfVersion::Trf16)
            .lines()
            .filter(|l| l.ends_with("0000 - H"))
            .count(),
        1
    );
}

#[test]
fn forfeits_unrated_games_and_double_forfeits() {
    let lines = vec![
        player(1, "2.0", &[(2, 'b', '+'), (3, 'w', 'W')]),
        player(2, "0.5", &[(1, 'w', '-'), (4, 'b', 'D')]),
        player(3, "0.0", &[(4, '-', '-'), (1, 'b', 'L')]),
        player(4, "0.5", &[(3, '-', '-'), (2, 'w', 'D')]),
    ];
    let t = import(&lines).unwrap();
    let r1 = t.round(1).unwrap();
    let board = r1.boards.iter().find(|b| b.has(PlayerId(1))).unwrap();
    assert_eq!(
        (board.white, board.result),
        (PlayerId(2), GameResult::BlackWinsByForfeit)
    );
    let double = r1.boards.iter().find(|b| b.has(PlayerId(3))).unwrap();
    // Colour '-': White is the smaller starting rank.
    assert_eq!(
        (double.white, double.result),
        (PlayerId(3), GameResult::DoubleForfeit)
    );
    let r2 = t.round(2).unwrap();
    let results: Vec<GameResult> = r2.boards.iter().map(|b| b.result).collect();
    assert!(results.contains(&GameResult::WhiteWinsUnrated));
    assert!(results.contains(&GameResult::DrawUnrated));
}

#[test]
fn points_that_differ_from_the_results_become_an_adjustment() {
    let lines = [
        "012 x".to_owned(),
        player(1, "1.0", &[(2, 'w', '1')]),
        player(2, "0.5", &[(1, 'b', '0')]),
    ];
    let (t, warnings) = trf::import(lines.join("\n").as_bytes()).unwrap();
    assert_eq!(
        t.score_adjustments,
        [ScoreAdjustment {
            player: PlayerId(2),
            round: 0,
            points: Points(5),
            reason: AdjustmentReason::Correction
        }]
    );
    assert_eq!(t.score(PlayerId(2)), Points(0));
    assert_eq!(t.standing_score(PlayerId(2)), Points(5));
    let texts: Vec<String> = warnings.iter().map(|w| w.to_string()).collect();
    assert_eq!(
        texts,
        [
            "file (tournament type): no 192 record: read as a round robin because every pair \
             of the 2 players met in the only round paired",
            "file (tie-breaks): no 202 record: the tie-breaks are the usual ones for this \
             system, DE, WIN, SB, KS (change them in Tournament → Settings)",
            "line 3, columns 81-84 (points): player 2: points 0.5 in the file, 0.0 from the \
             results: kept 0.0 and recorded an adjustment of +0.5"
        ]
    );
}

#[test]
fn the_two_halves_of_a_game_must_agree() {
    let e = import(&[
        player(1, "1.0", &[(2, 'w', '1')]),
        player(2, "1.0", &[(1, 'b', '1')]),
    ])
    .unwrap_err();
    assert_eq!(
        (e.line, e.columns, e.field),
        (1, Some((99, 99)), TrfField::RoundResult(1))
    );
    assert!(e.to_string().contains("(round 1 result)"), "{e}");
    let e = import(&[
        player(1, "1.0", &[(2, 'w', '1')]),
        player(2, "0.0", &[(3, 'b', '0')]),
        player(3, "0.0", &[]),
    ])
    .unwrap_err();
    assert_eq!((e.line, e.columns), (1, Some((92, 95))));
    let e = import(&[player(1, "1.0", &[(9, 'w', '1')])]).unwrap_err();
    assert_eq!(e.problem, TrfProblem::NoSuchPlayer { number: 9 });
    let e = import(&[player(1, "0.0", &[(4, '-', 'H')])]).unwrap_err();
    assert_eq!(e.field, TrfField::RoundOpponent(1));
    assert_eq!(e.problem, TrfProblem::NoSuchPlayer { number: 4 });
}

#[test]
fn tournament_records_scoring_system_and_extensions() {
    let lines = vec![
        "012 Open".to_owned(),
        "022 Rome".to_owned(),
        "042 2025/09/01".to_owned(),
        "102 Bianchi, Anna".to_owned(),
        "132                                                                                        25/09/01".to_owned(),
        player(1, "3.0", &[(2, 'w', '1')]),
        player(2, "0.0", &[(1, 'b', '0')]),
        player(3, "0.0", &[]),
        "".to_owned(),
        "092 FIDE_DUTCH_2025".to_owned(),
        "162  W 3.0    D 1.0".to_owned(),
        "192 FIDE_DUTCH_2025_BAKU".to_owned(),
        "202 BH/C1,BH,SB".to_owned(),
        "240 H 003 0002".to_owned(),
        "XXP 1 2 3".to_owned(),
        "XXA 0001  1.0  1.0".to_owned(),
        "XXR 7".to_owned(),
    ];
    let t = import(&lines).unwrap();
    assert_eq!(t.settings.name, "Open");
    assert_eq!(t.settings.place, "Rome");
    assert_eq!(t.settings.chief_arbiter, "Bianchi, Anna");
    assert_eq!(
        t.settings.start_date,
        chrono::NaiveDate::from_ymd_opt(2025, 9, 1)
    );
    assert_eq!(t.settings.scoring, ScoringSystem::three_one_zero());
    assert_eq!(t.settings.system, PairingSystem::Dutch);
    assert_eq!(t.settings.acceleration, Acceleration::BakuReference);
    assert_eq!(t.settings.tiebreaks, vec!["BH/C1", "BH", "SB"]);
    assert_eq!(
        t.player(PlayerId(2)).unwrap().requested_byes.get(&3),
        Some(&ByeKind::HalfPoint)
    );
    let pairs = vec![
        (PlayerId(1), PlayerId(2)),
        (PlayerId(1), PlayerId(3)),
        (PlayerId(2), PlayerId(3)),
    ];
    assert_eq!(t.forbidden_pairs, pairs);
    let vp = t.virtual_points.get(&PlayerId(1)).unwrap();
    assert_eq!(vp.get(&2), Some(&Points(10)));
    // Unknown records kept in order: 132, the blank line, 092.
    assert_eq!(t.extra_trf_records.len(), 3);
    assert!(t.extra_trf_records[0].starts_with("132"));
    assert_eq!(t.extra_trf_records[1], "");
    // TRF-26 export carries the same facts.
    let (again, _) = trf::import(trf::export(&t, TrfVersion::Trf26).as_bytes()).unwrap();
    assert_eq!(again, t);
    let (again, _) = trf::import(trf::export(&t, TrfVersion::Trf16).as_bytes()).unwrap();
    assert_eq!(again, t);
}

#[test]
fn line_endings_and_latin1() {
    let text = format!(
        "012 Caf\u{e9}\r\n{}\r{}\n",
        player(1, "0.0", &[]),
        player(2, "0.0", &[])
    );
    let latin1: Vec<u8> = text.chars().map(|c| c as u8).collect();
    let (a, _) = trf::import(text.as_bytes()).unwrap();
    let (b, _) = trf::import(&latin1).unwrap();
    assert_eq!(a.settings.name, "Café");
    assert_eq!(a, b);
    assert_eq!(a.players.len(), 2);
}

#[test]
fn record_errors_name_line_columns_and_field() {
    let cases: [(&str, &str); 6] = [
        (
            "XXR x",
            "line 1, column 5 (number of rounds): 'x' is not a whole number",
        ),
        (
            "XXC pink1",
            "line 1, columns 5-9 (XXC option): 'pink1' is not one of white1 black1 rank",
        ),
        (
            "162  W 3,0",
            "line 1, columns 7-10 (scoring points): '3,0' is not a number of points with at most one decimal (like 2.5)",
        ),
        (
            "240 Q 001 0001",
            "line 1, column 5 (bye type): 'Q' is not one of F H Z",
        ),
        (
            "260 001 00x 0001",
            "line 1, columns 9-11 (last round): '00x' is not a whole number",
        ),
        (
            "XXP 1 two",
            "line 1, columns 7-9 (pairing numbers): 'two' is not a pairing number",
        ),
    ];
    for (line, message) in cases {
        assert_eq!(
            trf::import(line.as_bytes()).unwrap_err().to_string(),
            message
        );
    }
    let e = trf::import(b"XXP 1 2\n").unwrap_err();
    assert_eq!(
        e.to_string(),
        "line 1 (pairing numbers): there is no player with starting rank 1"
    );
}

#[test]
fn a_decimal_comma_is_read_and_unreadable_points_are_said() {
    let lines = [
        player(1, "1,0", &[(2, 'w', '1')]),
        player(2, "n/a", &[(1, 'b', '0')]),
    ];
    let (t, warnings) = trf::import(lines.join("\n").as_bytes()).unwrap();
    assert!(t.score_adjustments.is_empty());
    let points: Vec<(usize, Assumption)> = warnings
        .iter()
        .filter(|w| w.field == TrfField::Points)
        .map(|w| (w.line, w.assumption.clone()))
        .collect();
    assert_eq!(
        points,
        [(2, Assumption::PointsUnreadable { text: "n/a".into() })]
    );
}

#[test]
fn score_adjustments_survive_the_ron_document() {
    let lines = [
        "012 x".to_owned(),
        player(1, "1.0", &[(2, 'w', '1')]),
        player(2, "0.5", &[(1, 'b', '0')]),
    ];
    let (t, _) = trf::import(lines.join("\n").as_bytes()).unwrap();
    assert_eq!(t.score_adjustments.len(), 1);
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("t.ron");
    torneo::formats::ron::save(&path, &t).unwrap();
    let back = torneo::formats::ron::load(&path).unwrap();
    assert_eq!(back.score_adjustments, t.score_adjustments);
    assert_eq!(back.standing_score(PlayerId(2)), Points(5));
}

#[test]
fn a_star_or_an_unknown_letter_is_a_game_not_yet_played() {
    let lines = [
        "092 FIDE_DUTCH".to_owned(),
        player(1, "1.0", &[(2, 'w', '1'), (3, 'b', '*')]),
        player(2, "0.0", &[(1, 'b', '0'), (0, '-', 'Q')]),
        player(3, "0.0", &[(0, '-', 'Z'), (1, 'w', '*')]),
    ];
    let (t, warnings) = trf::import(lines.join("\n").as_bytes()).unwrap();
    let round = t.round(2).unwrap();
    assert_eq!(round.boards.len(), 1);
    assert_eq!(round.boards[0].result, GameResult::Pending);
    assert_eq!(round.bye_of(PlayerId(2)), None);
    let found: Vec<(usize, Assumption)> = warnings
        .iter()
        .map(|w| (w.line, w.assumption.clone()))
        .collect();
    assert_eq!(
        found,
        [
            (
                0,
                Assumption::TiebreaksAssumed {
                    codes: "BH/C1, BH, SB, DE, WIN".into()
                }
            ),
            (2, Assumption::UnknownResult { letter: '*' }),
            (3, Assumption::UnknownResultUnpaired { letter: 'Q' }),
            (4, Assumption::UnknownResult { letter: '*' }),
        ]
    );
}

#[test]
fn an_unusual_score_is_a_result_and_an_adjustment_but_one_and_a_half_is_refused() {
    // VCL.13: ½-0 is allowed (a draw, Black's half point taken away); 1-½ is not.
    let lines = [
        "092 FIDE_DUTCH".to_owned(),
        player(1, "0.5", &[(2, 'w', '=')]),
        player(2, "0.0", &[(1, 'b', '0')]),
    ];
    let (t, warnings) = trf::import(lines.join("\n").as_bytes()).unwrap();
    assert_eq!(t.round(1).unwrap().boards[0].result, GameResult::Draw);
    assert_eq!(
        t.score_adjustments,
        [ScoreAdjustment {
            player: PlayerId(2),
            round: 1,
            points: Points(-5),
            reason: AdjustmentReason::UnusualScore {
                code: 'D',
                second_game: false,
            }
        }]
    );
    assert_eq!(t.standing_score(PlayerId(2)), Points(0));
    assert_eq!(
        warnings.iter().map(|w| w.line).collect::<Vec<_>>(),
        [0, 3], // 0: no 202 record, the usual Swiss tie-breaks
        "{warnings:?}"
    );
    let (again, _) = trf::import(trf::export(&t, TrfVersion::Trf26).as_bytes()).unwrap();
    assert_eq!(again, t);
    let e = import(&[
        player(1, "1.0", &[(2, 'w', '1')]),
        player(2, "0.5", &[(1, 'b', '=')]),
    ])
    .unwrap_err();
    assert_eq!(
        e.problem,
        TrfProblem::ResultsDisagree {
            own: '1',
            other: '=',
            other_line: 2
        }
    );
}

#[test]
fn a_second_tournament_name_is_kept_as_written() {
    let text = "012 Open A\n012 Open A - Gruppo B\n092 FIDE_DUTCH\n";
    let (t, warnings) = trf::import(text.as_bytes()).unwrap();
    assert_eq!(t.settings.name, "Open A");
    assert!(
        t.extra_trf_records
            .contains(&"012 Open A - Gruppo B".to_owned())
    );
    assert_eq!(
        warnings
            .iter()
            .map(|w| (w.line, w.field, w.assumption.clone()))
            .collect::<Vec<_>>(),
        [
            (
                0,
                TrfField::Tiebreaks,
                Assumption::TiebreaksAssumed {
                    codes: "BH/C1, BH, SB, DE, WIN".into()
                }
            ),
            (
                2,
                TrfField::TournamentName,
                Assumption::SecondValueKept {
                    value: "Open A - Gruppo B".into(),
                    first_line: 1
                }
            )
        ]
    );
    let (again, _) = trf::import(trf::export(&t, TrfVersion::Trf16).as_bytes()).unwrap();
    assert_eq!(again, t);
}

#[test]
fn a_file_without_any_trf_record_is_refused_not_read_as_an_empty_tournament() {
    // Issue 18 item 2: a file emptied by a crash, blank lines, or another kind of text.
    for text in [
        "",
        "\n\n  \r\n",
        "Hello, this is a letter.\nNot a tournament.\n",
    ] {
        let error = torneo::formats::trf::import(text.as_bytes()).unwrap_err();
        assert_eq!(
            error.problem,
            torneo::formats::trf::TrfProblem::NoRecords,
            "{text:?}"
        );
        assert!(error.to_string().contains("no TRF record"), "{error}");
    }
    // A header alone is a tournament still to be filled, and reads.
    let (t, _) = torneo::formats::trf::import(b"012 Torneo sociale\n").unwrap();
    assert_eq!(t.settings.name, "Torneo sociale");
}

#[test]
fn repeated_numbers_in_forbidden_pair_records_add_each_pair_once() {
    // Issue 18 item 3: `XXP 1 2 3 1 2 3 …` gives the three pairs once, and `XXP 2 2`
    // forbids no player against himself.
    let mut lines = vec![
        player(1, "0.0", &[]),
        player(2, "0.0", &[]),
        player(3, "0.0", &[]),
    ];
    let repeated = std::iter::repeat_n("1 2 3 1 2 3", 500)
        .collect::<Vec<_>>()
        .join(" ");
    lines.push(format!("XXP {repeated}"));
    lines.push("XXP 2 2".to_owned());
    let t = import(&lines).unwrap();
    let pairs = vec![
        (PlayerId(1), PlayerId(2)),
        (PlayerId(1), PlayerId(3)),
        (PlayerId(2), PlayerId(3)),
    ];
    assert_eq!(t.forbidden_pairs, pairs);
}
