//! The printed rating report and the standings' "Rtg +/-" column (issue 37), read as
//! text, for the four-player event worked by hand in `tests/engines/rating_changes.rs`
//! (A 2700: 0; B 2200: −10; C 1800, K 40: +14; D unrated: initial 2120).

use crate::rating_support::rated_event;
use torneo::domain::Tournament;
use torneo::i18n::Language;
use torneo::report::{self, DocumentKind, PrintRequest, text};

/// The shared event, printed without tie-break columns.
fn event() -> Tournament {
    let mut t = rated_event();
    t.settings.tiebreaks.clear();
    t
}

fn print(t: &Tournament, document: DocumentKind, lang: Language) -> String {
    text::render(&report::build(t, &PrintRequest::new(document, lang)).unwrap())
}

/// The line of the text that names `name` first.
fn line_with<'a>(text: &'a str, name: &str) -> &'a str {
    text.lines().find(|l| l.contains(name)).unwrap()
}

#[test]
fn the_standings_print_the_rating_change_only_when_asked() {
    let mut t = event();
    let plain = print(&t, DocumentKind::Standings, Language::English);
    assert!(!plain.contains("Rtg +/-"), "{plain}");
    t.settings.rating.show_change = true;
    let text = print(&t, DocumentKind::Standings, Language::English);
    assert!(text.contains("Rtg +/-"), "{text}");
    assert!(
        line_with(&text, "Beta, Bruno").trim_end().ends_with("-10"),
        "{text}"
    );
    assert!(
        line_with(&text, "Gamma, Carla").trim_end().ends_with("+14"),
        "{text}"
    );
    // The unrated player has no change: his line ends with his points.
    assert!(
        line_with(&text, "Delta, Dario").trim_end().ends_with("2½"),
        "{text}"
    );
    let italian = print(&t, DocumentKind::Standings, Language::Italian);
    assert!(italian.contains("Elo +/-"), "{italian}");
}

#[test]
fn the_rating_report_gives_each_game_and_the_total() {
    let text = print(&event(), DocumentKind::RatingReport, Language::English);
    assert!(
        text.contains("Rating changes after round 3 (Standard)"),
        "{text}"
    );
    // The summary: B 2200, K 20, 2 games, 0.50 scored, 1.00 expected, −10, 2190, ARO
    // (2700 + 1800) / 2 = 2250, TPR 2250 + dp(.25) = 2250 − 193 = 2057.
    let beta: Vec<&str> = line_with(&text, "Beta, Bruno").split_whitespace().collect();
    assert_eq!(
        beta,
        [
            "Beta,", "Bruno", "2200", "20", "2", "0.50", "1.00", "-10", "2190", "2250", "2057"
        ]
    );
    // C's games: lost to A (PD .08 with the 400-point rule: −3.20), drew with B (+16.80).
    assert!(text.contains("+13.60 → +14"), "{text}");
    assert!(text.contains("+16.80"), "{text}");
    assert!(text.contains("K 40 (until the end of the year of the 18th birthday"));
    assert!(text.contains("initial rating 2120"), "{text}");
    let italian = print(&event(), DocumentKind::RatingReport, Language::Italian);
    assert!(
        italian.contains("Variazioni Elo dopo il turno 3 (Standard)"),
        "{italian}"
    );
    assert!(italian.contains("+13,60 → +14"), "{italian}");
    assert!(italian.contains("Elo iniziale 2120"), "{italian}");
}

#[test]
fn the_report_says_which_games_a_rapid_list_does_not_rate_and_who_falls_under_1400() {
    use torneo::domain::{GameResult, PlayerId, RatedList};
    // Rapid (tests/engines/rating_changes.rs, a_rapid_event_worked_by_hand): Alpha 2700
    // beat Gamma 1800 in round 2, 900 apart with a player above 2600: not rated
    // (rapid and blitz 7.3.1), said in both players' sections.
    let mut t = event();
    t.settings.rating.list = RatedList::Rapid;
    let text = print(&t, DocumentKind::RatingReport, Language::English);
    assert!(
        text.contains("Round 2 against Gamma, Carla (1800): not rated"),
        "{text}"
    );
    assert!(
        text.contains("Round 2 against Alpha, Anna (2700): not rated"),
        "{text}"
    );
    // Standard list, Gamma rated 1405 and beaten by Beta in round 3 (rating_changes.rs,
    // a_rating_under_1400_is_not_published): −6 → 1399, under the floor (B.02 7.2.1).
    let mut t = event();
    t.players[2].rating = Some(1405);
    let board = t.rounds[2]
        .boards
        .iter_mut()
        .find(|b| (b.white, b.black) == (PlayerId(2), PlayerId(3)))
        .unwrap();
    board.result = GameResult::WhiteWins;
    let text = print(&t, DocumentKind::RatingReport, Language::English);
    let summary = line_with(&text, "Gamma, Carla");
    assert!(summary.trim_end().contains("unrated"), "{summary}");
    assert!(
        text.contains("Rating after the event 1399, under 1400: shown as unrated on the next list"),
        "{text}"
    );
}
