//! `torneo print` on a team event (issue 39): the team documents by their command-line
//! names, `--tiebreaks` and `--minimum-games`, and the refusal for an individual event.
//! The figures are those worked by hand in `tests/files/report_team.rs` for the same
//! event (`print_support::printed_team_event`).

#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::cli_support::torneo;
use crate::pdf_support::{assert_in_order, pdftotext_available, text_of};
use crate::print_support;
use std::path::{Path, PathBuf};

fn team_file(dir: &Path) -> PathBuf {
    let path = dir.join("coppa.ron");
    torneo::formats::ron::save_without_backup(&path, &print_support::printed_team_event()).unwrap();
    path
}

/// Runs `torneo print <args> -o <out>` and gives the exit code, what it said and the
/// output path.
fn print(dir: &Path, args: &[&str], out: &str) -> (i32, String, PathBuf) {
    let output = dir.join(out);
    let mut all: Vec<&str> = vec!["print"];
    all.extend(args);
    all.extend(["-o", output.to_str().unwrap()]);
    let (code, out, err) = torneo(&all);
    (code, format!("{out}{err}"), output)
}

/// The cells of an HTML page's table rows, in order, one string per row.
fn html_rows(html: &str) -> Vec<String> {
    html.split("<tr")
        .skip(1)
        .map(|row| {
            row.split("<td")
                .skip(1)
                .map(|cell| {
                    let text = cell.split_once('>').map_or("", |(_, rest)| rest);
                    text.split('<').next().unwrap_or("").trim().to_string()
                })
                .filter(|cell| !cell.is_empty())
                .collect::<Vec<_>>()
                .join(" ")
        })
        .filter(|row| !row.is_empty())
        .collect()
}

#[test]
fn team_standings_take_the_tiebreaks_given() {
    let dir = tempfile::tempdir().unwrap();
    let input = team_file(dir.path());
    let input = input.to_str().unwrap();
    // The defaults (GP, EDE, EMGSB): Beta, Delta (GP 2½), Alfa (GP 2), Gamma.
    let (code, said, out) = print(dir.path(), &["team-standings", input], "a.html");
    assert_eq!(code, 0, "{said}");
    let rows = html_rows(&std::fs::read_to_string(&out).unwrap());
    assert_eq!(
        rows[..4],
        [
            "1 2 Beta 3 2½ 4",
            "2 4 Delta 2 2½ 3",
            "3 1 Alfa 2 2 4.5",
            "4 3 Gamma 1 1 3"
        ]
    );
    // --tiebreaks BH:MP/V2024 (this round robin has no start date: the 2026 edition,
    // which has no Buchholz in round robins; the 2023/2024 one had): Alfa's opponents
    // 2 + 3 = 5 before Delta's 2 + 1 = 3.
    let (code, said, out) = print(
        dir.path(),
        &[
            "team-standings",
            input,
            "--tiebreaks",
            "BH:MP/V2024",
            "--lang",
            "it",
        ],
        "b.html",
    );
    assert_eq!(code, 0, "{said}");
    let html = std::fs::read_to_string(&out).unwrap();
    assert!(html.contains("Classifica a squadre dopo il turno 2"));
    let rows = html_rows(&html);
    assert_eq!(
        rows[..4],
        [
            "1 2 Beta 3 2½ 3",
            "2 1 Alfa 2 2 5",
            "3 4 Delta 2 2½ 3",
            "4 3 Gamma 1 1 5"
        ]
    );
    // Plain BH:MP under 2026 (C.07 2026, note to 8.1): printed, its column empty and the
    // reason said under the table, as for an individual round robin. Alfa and Delta stay
    // level (shared 2-3).
    let (code, said, out) = print(
        dir.path(),
        &["team-standings", input, "--tiebreaks", "BH:MP"],
        "d.html",
    );
    assert_eq!(code, 0, "{said}");
    let html = std::fs::read_to_string(&out).unwrap();
    let rows = html_rows(&html);
    assert_eq!(
        rows[..4],
        [
            "1 2 Beta 3 2½",
            "2-3 1 Alfa 2 2",
            "2-3 4 Delta 2 2½",
            "4 3 Gamma 1 1"
        ]
    );
    assert!(
        html.contains(
            "BH:MP: Buchholz is not allowed in a round robin (C.07 2026, note to art. 8.1)"
        ),
        "{html}"
    );
    // A code that is no team tie-break: refused, exit 3.
    let (code, said, _) = print(
        dir.path(),
        &["team-standings", input, "--tiebreaks", "XYZ"],
        "c.html",
    );
    assert_eq!(code, 3, "{said}");
    assert!(said.contains("XYZ"), "{said}");
}

#[test]
fn standings_give_the_direct_encounters_place_as_a_whole_number() {
    // `torneo standings` after round 1 of the event of `report_team` (round 2 left
    // out): Beta and Gamma drew 1 – 1 and tie on MP and GP; their mini-table (C.07 6.2)
    // is 1 – 1, so each is place 1 of the tied group: EDE "1", never "0.01". Alfa (2 MP)
    // and Delta (0 MP) are alone on their points: no direct encounter, empty column.
    let dir = tempfile::tempdir().unwrap();
    let mut t = print_support::printed_team_event();
    t.rounds.truncate(1);
    if let Some(events) = t.team_event.as_mut() {
        events.rounds.truncate(1);
    }
    let path = dir.path().join("round1.ron");
    torneo::formats::ron::save_without_backup(&path, &t).unwrap();
    let (code, out, err) = torneo(&["standings", path.to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
    let lines: Vec<Vec<&str>> = out
        .lines()
        .map(|l| l.split_whitespace().collect())
        .collect();
    // Columns: place, No., team, MP, GP, then GP, EDE, EMGSB.
    assert!(lines[0].contains(&"EDE"), "{out}");
    let beta = lines.iter().find(|l| l.get(2) == Some(&"Beta")).unwrap();
    let gamma = lines.iter().find(|l| l.get(2) == Some(&"Gamma")).unwrap();
    assert_eq!(beta[3..], ["1.0", "1.0", "1", "1", "1"], "{out}");
    assert_eq!(gamma[3..], ["1.0", "1.0", "1", "1", "1"], "{out}");
    assert!(!out.contains("0.01"), "{out}");
}

#[test]
fn the_team_crosstable_takes_match_points_when_asked() {
    // The crosstable of `report_team` in match points (2/1/0): Alfa lost to Beta (0) and
    // beat Delta (2); then its totals 2 MP, 2 GP and its place 3. Without the flag, the
    // game points: ½ against Beta, 1½ against Delta.
    let dir = tempfile::tempdir().unwrap();
    let input = team_file(dir.path());
    let input = input.to_str().unwrap();
    let args = ["team-crosstable", input, "--match-points"];
    let (code, said, out) = print(dir.path(), &args, "mp.html");
    assert_eq!(code, 0, "{said}");
    let rows = html_rows(&std::fs::read_to_string(&out).unwrap());
    assert!(rows.contains(&"1 Alfa × 0 2 2 2 3".to_string()), "{rows:?}");
    let (code, said, out) = print(dir.path(), &["team-crosstable", input], "gp.html");
    assert_eq!(code, 0, "{said}");
    let rows = html_rows(&std::fs::read_to_string(&out).unwrap());
    assert!(
        rows.contains(&"1 Alfa × ½ 1½ 2 2 3".to_string()),
        "{rows:?}"
    );
}

#[test]
fn board_standings_take_the_minimum_of_games() {
    let dir = tempfile::tempdir().unwrap();
    let input = team_file(dir.path());
    let input = input.to_str().unwrap();
    let (code, said, out) = print(
        dir.path(),
        &["board-standings", input, "--minimum-games", "2"],
        "boards.html",
    );
    assert_eq!(code, 0, "{said}");
    let html = std::fs::read_to_string(&out).unwrap();
    // Bianchi and Colombo played one game each on board 2: not ranked with 2.
    assert!(html.contains("Board 2 (at least 2 games)"));
    assert!(
        !html.contains("Bianchi") && !html.contains("Colombo"),
        "{html}"
    );
    assert!(html_rows(&html).contains(&"3 Ferrari, Sara Gamma 1950 2 0 0".to_string()));
}

#[test]
fn match_slips_and_the_other_team_documents_print_as_pdf() {
    let dir = tempfile::tempdir().unwrap();
    let input = team_file(dir.path());
    let input = input.to_str().unwrap();
    for (document, words) in [
        (
            "match-slips",
            vec![
                "Match slips, round 2",
                "Round 2 – Match 1",
                "Alfa – Beta",
                "Board 2: 4 Neri, Paolo (2050) – 9 Colombo, Ugo (1800)",
                "Captain of Alfa",
                "Round 2 – Match 2",
            ],
        ),
        (
            "team-pairings",
            vec![
                "Team pairings, round 2",
                "Match 1: Alfa – Beta",
                "Colombo, Ugo",
            ],
        ),
        (
            "team-crosstable",
            vec!["Team crosstable after round 2", "Alfa", "Delta"],
        ),
        // The window's Italian name of the document is accepted too.
        (
            "classifica-per-scacchiera",
            vec!["Board standings after round 2", "Rossi, Mario"],
        ),
    ] {
        let (code, said, out) = print(dir.path(), &[document, input], "doc.pdf");
        assert_eq!(code, 0, "{document}: {said}");
        assert!(std::fs::read(&out).unwrap().starts_with(b"%PDF-"));
        if pdftotext_available() {
            assert_in_order(&text_of(&out, None), &words);
        }
    }
}

#[test]
fn an_individual_event_has_no_team_documents() {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("open.ron");
    torneo::formats::ron::save_without_backup(&input, &print_support::printed_event()).unwrap();
    let (code, said, out) = print(
        dir.path(),
        &["match-slips", input.to_str().unwrap()],
        "slips.pdf",
    );
    assert_eq!(code, 3, "{said}");
    assert!(said.contains("not a team event"), "{said}");
    assert!(!out.exists());
}
