//! The printed documents of a small Swiss (tests/report_support), read as text: golden
//! files written by hand from the tournament for pairings, standings and result slips in
//! English and Italian; the other documents by hand-written assertions on their text.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::report_support;

use report_support::brera;
use std::path::Path;
use torneo::domain::{
    Board, GameResult, PairingSystem, Player, PlayerId, Round, Tournament, TournamentSettings,
};
use torneo::i18n::Language;
use torneo::report::{
    self, Block, DocumentKind, Orientation, PlayerOrder, PrintRequest, ReportError, text,
};

fn request(document: DocumentKind, language: Language, round: Option<u32>) -> PrintRequest {
    PrintRequest {
        round,
        ..PrintRequest::new(document, language)
    }
}

fn print(t: &Tournament, document: DocumentKind, language: Language, round: Option<u32>) -> String {
    let doc = report::build(t, &request(document, language, round)).unwrap();
    text::render(&doc)
}

/// The golden file `name` with the program's version filled in.
fn golden(name: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/report")
        .join(name);
    std::fs::read_to_string(&path)
        .unwrap()
        .replace("{version}", env!("CARGO_PKG_VERSION"))
}

fn assert_golden(actual: &str, name: &str) {
    let expected = golden(name);
    if actual != expected {
        for (i, (a, e)) in actual.lines().zip(expected.lines()).enumerate() {
            if a != e {
                panic!(
                    "{name}, line {}:\n got: {a:?}\nwant: {e:?}\n\n{actual}",
                    i + 1
                );
            }
        }
        panic!(
            "{name}: {} lines, want {}\n\n{actual}",
            actual.lines().count(),
            expected.lines().count()
        );
    }
}

#[test]
fn pairings_by_board_golden() {
    let t = brera();
    for (lang, file) in [
        (Language::English, "pairings.en.txt"),
        (Language::Italian, "pairings.it.txt"),
    ] {
        assert_golden(&print(&t, DocumentKind::Pairings, lang, Some(3)), file);
    }
}

#[test]
fn standings_golden() {
    let t = brera();
    // No round given: the last round with results (3; round 4 has none yet).
    for (lang, file) in [
        (Language::English, "standings.en.txt"),
        (Language::Italian, "standings.it.txt"),
    ] {
        assert_golden(&print(&t, DocumentKind::Standings, lang, None), file);
    }
}

#[test]
fn result_slips_golden() {
    let t = brera();
    // No round given: the last round paired (4).
    for (lang, file) in [
        (Language::English, "result-slips.en.txt"),
        (Language::Italian, "result-slips.it.txt"),
    ] {
        assert_golden(&print(&t, DocumentKind::ResultSlips, lang, None), file);
    }
}

/// The lines of `text` holding each needle, in the order of the needles: each is found
/// after the one before.
fn assert_in_order(text: &str, needles: &[&str]) {
    let mut from = 0;
    for needle in needles {
        match text[from..].find(needle) {
            Some(at) => from += at + needle.len(),
            None => panic!("{needle:?} missing or out of order in:\n{text}"),
        }
    }
}

fn line_with<'a>(text: &'a str, needle: &str) -> &'a str {
    text.lines()
        .find(|l| l.contains(needle))
        .unwrap_or_else(|| panic!("no line with {needle:?} in:\n{text}"))
}

#[test]
fn pairings_list_every_kind_of_bye_and_blank_results() {
    let t = brera();
    let round2 = print(&t, DocumentKind::Pairings, Language::English, Some(2));
    assert!(line_with(&round2, "Bianchi, Chiara").ends_with("Half-point bye"));
    assert!(line_with(&round2, "Esposito, Giulia").ends_with("Zero-point bye"));
    assert!(line_with(&round2, "Rossi, Mario").contains("-/+"));
    let round4 = print(&t, DocumentKind::Pairings, Language::Italian, None);
    assert!(round4.contains("Abbinamenti del turno 4"));
    assert!(line_with(&round4, "Иванов, Сергей").ends_with("Bye da 1 punto"));
    assert!(line_with(&round4, "Ferrari, Luca").ends_with("Ritirato"));
    // Pending: nothing between the points before round 4 (1½ and 3).
    let first = line_with(&round4, "Rossi, Mario");
    let words: Vec<&str> = first.split_whitespace().collect();
    assert_eq!(
        words,
        [
            "1", "4", "Rossi,", "Mario", "2105", "1½", "3", "2350", "Müller,", "Nicolò", "FM", "1"
        ]
    );
}

#[test]
fn pairings_by_name_are_alphabetical_with_board_colour_and_opponent() {
    let t = brera();
    let text = print(&t, DocumentKind::PairingsByName, Language::English, Some(3));
    assert!(text.contains("Pairings by name, round 3"));
    assert_in_order(
        &text,
        &[
            "Bianchi, Chiara",
            "Esposito, Giulia",
            "Müller, Nicolò",
            "O'Brien, Seán",
            "Rossi, Mario",
            "Παπαδοπούλου, Ελένη",
            "Иванов, Сергей",
        ],
    );
    // The withdrawn player is not in the round.
    assert!(!text.contains("Ferrari"));
    let muller = line_with(&text, "Müller, Nicolò");
    assert_eq!(
        muller.split_whitespace().collect::<Vec<_>>(),
        [
            "Müller,", "Nicolò", "1", "1", "White", "O'Brien,", "Seán", "6"
        ]
    );
    let ivanov = text.lines().find(|l| l.starts_with("Иванов")).unwrap();
    assert!(
        ivanov.contains("2  Black") && ivanov.contains("Παπαδοπούλου, Ελένη"),
        "{text}"
    );
    assert!(line_with(&text, "Esposito, Giulia").ends_with("Pairing-allocated bye"));
    let italian = print(&t, DocumentKind::PairingsByName, Language::Italian, Some(3));
    let rossi = italian.lines().find(|l| l.starts_with("Rossi")).unwrap();
    assert!(rossi.contains("3  Nero"), "{italian}");
}

#[test]
fn swiss_crosstable_in_rank_order_with_rank_colour_and_result() {
    let t = brera();
    let request = request(DocumentKind::Crosstable, Language::English, None);
    let doc = report::build(&t, &request).unwrap();
    assert_eq!(doc.page.orientation, Orientation::Landscape);
    let text = text::render(&doc);
    assert!(text.contains("Crosstable after round 3"));
    assert_in_order(
        &text,
        &[
            "Müller",
            "Παπαδοπούλου",
            "Иванов",
            "Rossi",
            "O'Brien",
            "Ferrari",
            "Bianchi",
            "Esposito",
        ],
    );
    // Müller met Bianchi (7th), Παπαδοπούλου (2nd), O'Brien (5th), all with White, won;
    // then points, PS and WIN.
    let cells = |name: &str| {
        line_with(&text, name)
            .split_whitespace()
            .rev()
            .take(6)
            .collect::<Vec<_>>()
            .into_iter()
            .rev()
            .collect::<Vec<_>>()
    };
    assert_eq!(cells("Müller"), ["7w1", "2w1", "5w1", "3", "6.0", "3"]);
    // Rossi lost round 2 by forfeit to Ferrari (6th), drew Bianchi (7th) with Black.
    assert_eq!(cells("Rossi"), ["8w1", "6w−", "7b½", "1½", "3.5", "1"]);
    assert_eq!(cells("Ferrari"), ["3w0", "4b+", "-", "1", "2.0", "1"]);
    assert_eq!(cells("Esposito"), ["4b0", "Z", "U", "1", "1.0", "1"]);
    assert!(line_with(&text, "Ferrari").contains("(withdrawn)"));
    let italian = print(&t, DocumentKind::Crosstable, Language::Italian, Some(2));
    assert!(italian.contains("Tabellone dopo il turno 2"));
    // After round 2: Rossi (shared 2-4, line 4) beat Esposito (line 8) with White, lost
    // by forfeit to Ferrari (line 6) with White: "b" for Bianco. PS 1 + 1, one win.
    let rossi: Vec<&str> = line_with(&italian, "Rossi").split_whitespace().collect();
    assert_eq!(
        rossi,
        [
            "4", "Rossi,", "Mario", "2105", "8b1", "6b−", "1", "2,0", "1"
        ]
    );
}

#[test]
fn wide_swiss_crosstable_is_split_with_a_page_break() {
    let mut t = Tournament::new(TournamentSettings {
        system: PairingSystem::Dutch,
        rounds: 15,
        ..TournamentSettings::default()
    });
    for i in 1..=4 {
        t.add_player(Player {
            name: format!("Player {i}"),
            pairing_number: i,
            ..Player::default()
        });
    }
    for number in 1..=15 {
        t.rounds.push(Round {
            number,
            boards: vec![
                Board {
                    result: GameResult::WhiteWins,
                    ..Board::new(PlayerId(1), PlayerId(2))
                },
                Board {
                    result: GameResult::Draw,
                    ..Board::new(PlayerId(3), PlayerId(4))
                },
            ],
            byes: vec![],
        });
    }
    let doc = report::build(
        &t,
        &request(DocumentKind::Crosstable, Language::English, None),
    )
    .unwrap();
    let tables: Vec<_> = doc
        .blocks
        .iter()
        .filter_map(|b| match b {
            Block::Table(table) => Some(table),
            _ => None,
        })
        .collect();
    assert_eq!(tables.len(), 2);
    let titles =
        |i: usize| -> Vec<String> { tables[i].columns.iter().map(|c| c.title.clone()).collect() };
    assert_eq!(titles(0)[..4], ["Rk", "Name", "Rtg", "1"]);
    assert_eq!(titles(0)[14], "12");
    // The default tie-breaks follow the points in every part.
    assert_eq!(
        titles(1),
        [
            "Rk", "Name", "Rtg", "13", "14", "15", "Pts", "DE", "WIN", "SB", "KS"
        ]
    );
    assert!(doc.blocks.contains(&Block::PageBreak(None)));
    let text = text::render(&doc);
    assert_eq!(text.matches('\u{c}').count(), 1);
    // Player 1 won every round with White against number 2 (ranked 4th: 0 points).
    assert!(line_with(&text, "Player 1").contains("4w1  4w1  4w1"));
}

#[test]
fn round_robin_grid_with_diagonal_points_and_sonneborn_berger() {
    // A(1) B(2) C(3) D(4). Round 1: A-D 1-0, B-C ½-½. Round 2: D-C 0-1, A-B ½-½.
    // Round 3: B-D 1-0, C-A 0-1. A 2½, B 2, C 1½, D 0.
    // SB: A = 0 + 2 × ½ + 1½ = 2.50; B = 1½ × ½ + 2½ × ½ + 0 = 2.00; C = 2 × ½ = 1.00.
    let mut t = Tournament::new(TournamentSettings {
        system: PairingSystem::RoundRobin { cycles: 1 },
        rounds: 3,
        ..TournamentSettings::default()
    });
    for (i, name) in ["Alberti, Anna", "Bruno, Béla", "Conte, Ciro", "Dini, Dario"]
        .into_iter()
        .enumerate()
    {
        t.add_player(Player {
            name: name.into(),
            pairing_number: i as u32 + 1,
            ..Player::default()
        });
    }
    let game = |w, b, result| Board {
        result,
        ..Board::new(PlayerId(w), PlayerId(b))
    };
    use GameResult::*;
    for (number, boards) in [
        (1, vec![game(1, 4, WhiteWins), game(2, 3, Draw)]),
        (2, vec![game(4, 3, BlackWins), game(1, 2, Draw)]),
        (3, vec![game(2, 4, WhiteWins), game(3, 1, BlackWins)]),
    ] {
        t.rounds.push(Round {
            number,
            boards,
            byes: vec![],
        });
    }
    let text = print(&t, DocumentKind::Crosstable, Language::Italian, None);
    let row = |name: &str| {
        line_with(&text, name)
            .split_whitespace()
            .skip(3)
            .collect::<Vec<_>>()
    };
    // N. Nome(2 words) Elo(empty) | 1 2 3 4 | Punti SB Pos.
    assert_eq!(row("Alberti"), ["×", "½", "1", "1", "2½", "2,50", "1"]);
    assert_eq!(row("Bruno"), ["½", "×", "½", "1", "2", "2,00", "2"]);
    assert_eq!(row("Conte"), ["0", "½", "×", "1", "1½", "1,00", "3"]);
    assert_eq!(row("Dini"), ["0", "0", "0", "×", "0", "0,00", "4"]);
    assert!(text.contains("SB: Sonneborn-Berger"));
}

#[test]
fn players_list_in_each_order() {
    let mut t = brera();
    // Give Esposito a rating above Rossi's: the rating order differs from the numbers.
    t.player_mut(PlayerId(8)).unwrap().rating = Some(2200);
    let list = |order| {
        let doc = report::build(
            &t,
            &PrintRequest {
                player_order: order,
                ..PrintRequest::new(DocumentKind::Players, Language::English)
            },
        )
        .unwrap();
        text::render(&doc)
    };
    let by_number = list(PlayerOrder::PairingNumber);
    assert!(by_number.contains("List of players"));
    assert_in_order(
        &by_number,
        &[
            "Müller",
            "Παπαδοπούλου",
            "Иванов",
            "Rossi",
            "Bianchi",
            "O'Brien",
            "Ferrari",
            "Esposito",
        ],
    );
    assert!(line_with(&by_number, "Müller").contains("4600000  GER  2350"));
    assert!(line_with(&by_number, "Ferrari").contains("(withdrawn)"));
    assert_in_order(
        &list(PlayerOrder::Rating),
        &[
            "Müller",
            "Παπαδοπούλου",
            "Иванов",
            "Esposito",
            "Rossi",
            "Bianchi",
        ],
    );
    assert_in_order(
        &list(PlayerOrder::Name),
        &[
            "Bianchi",
            "Esposito",
            "Ferrari",
            "Müller",
            "O'Brien",
            "Rossi",
            "Παπαδοπούλου",
            "Иванов",
        ],
    );
}

#[test]
fn check_in_list_has_a_tick_box_and_an_amount_paid_column() {
    let t = brera();
    let text = print(&t, DocumentKind::CheckIn, Language::Italian, None);
    assert!(text.contains("Elenco per l'accredito"));
    let header = line_with(&text, "Nome");
    assert!(
        header.contains("Presente") && header.ends_with("Quota versata"),
        "{header}"
    );
    assert_eq!(text.matches('☐').count(), 8);
    assert_in_order(
        &text,
        &[
            "Bianchi", "Esposito", "Ferrari", "Müller", "O'Brien", "Rossi",
        ],
    );
    assert!(line_with(&text, "Rossi, Mario").contains("ITA  Scacchi Brera  2105"));
}

#[test]
fn round_robin_schedule_every_round_and_who_rests() {
    let mut t = Tournament::new(TournamentSettings {
        system: PairingSystem::RoundRobin { cycles: 1 },
        ..TournamentSettings::default()
    });
    for (i, name) in ["Uno", "Due", "Tre", "Quattro", "Cinque"]
        .into_iter()
        .enumerate()
    {
        t.add_player(Player {
            name: name.into(),
            pairing_number: i as u32 + 1,
            ..Player::default()
        });
    }
    let text = print(&t, DocumentKind::Schedule, Language::English, None);
    assert!(text.contains("Round-robin schedule"));
    // C.05 Annex 1, table for 5/6 players: round 1 is 1-6, 2-5, 3-4; 6 is the bye, so
    // 1 rests. Round 2: 6-4, 5-3, 1-2 (4 rests).
    for round in 1..=5 {
        assert!(text.contains(&format!("Round {round}\n-------")), "{round}");
    }
    assert!(!text.contains("Round 6\n"));
    assert_in_order(
        &text,
        &[
            "Round 1",
            "2  Due",
            "5  Cinque",
            "3  Tre",
            "4  Quattro",
            "1  Uno",
            "rests",
        ],
    );
    assert_in_order(
        &text,
        &[
            "Round 2",
            "5  Cinque",
            "3  Tre",
            "1  Uno",
            "2  Due",
            "4  Quattro",
            "rests",
        ],
    );
    let swiss = brera();
    assert_eq!(
        report::build(
            &swiss,
            &request(DocumentKind::Schedule, Language::English, None)
        ),
        Err(ReportError::ScheduleForSwiss)
    );
    let mut undrawn = t.clone();
    undrawn.players[0].pairing_number = 0;
    assert!(matches!(
        report::build(
            &undrawn,
            &request(DocumentKind::Schedule, Language::English, None)
        ),
        Err(ReportError::SchedulePairingNumbers { number: 0, .. })
    ));
}

#[test]
fn tournament_report_settings_standings_and_crosstable() {
    let t = brera();
    let text = print(&t, DocumentKind::Report, Language::English, None);
    assert_in_order(
        &text,
        &[
            "Tournament report",
            "Tournament: Open di Brera 2026",
            "Place: Milano",
            "Venue: Circolo Scacchistico Milanese",
            "Dates: 1 Mar 2026 – 3 Mar 2026",
            "Pairing system: Swiss, FIDE Dutch system",
            "Rounds: 4",
            "Time control: 90' + 30\"",
            "Tie-breaks: Progressive scores (PS); Number of wins (WIN)",
            "Chief arbiter: Verdi, Giuseppe",
            "Deputy arbiters: Neri, Anna; Lombardi, Paolo",
            "Organiser: ASD Scacchi Brera",
            "Players: 8",
            // Round 4 has no results: not yet final.
            "Standings after round 3",
            "2-4",
            "\u{c}",
            "Crosstable",
            "7w1",
        ],
    );
    let italian = print(&t, DocumentKind::Report, Language::Italian, None);
    assert_in_order(
        &italian,
        &[
            "Rapporto del torneo",
            "Sistema di abbinamento: Svizzero, sistema olandese FIDE",
            "Cadenza di gioco: 90' + 30\"",
            "Spareggi: Punteggio progressivo (PS); Numero di vittorie (WIN)",
            "Vice arbitri: Neri, Anna; Lombardi, Paolo",
            "Organizzatore: ASD Scacchi Brera",
            "Classifica dopo il turno 3",
            "Tabellone",
        ],
    );
    // With round 4 played the standings are final.
    let mut finished = t.clone();
    for board in &mut finished.rounds[3].boards {
        board.result = GameResult::Draw;
    }
    let text = print(&finished, DocumentKind::Report, Language::English, None);
    assert!(text.contains("Final standings"));
}

#[test]
fn standings_extra_columns_and_refused_rounds() {
    let t = brera();
    let doc = report::build(
        &t,
        &PrintRequest {
            extra_columns: true,
            ..PrintRequest::new(DocumentKind::Standings, Language::English)
        },
    )
    .unwrap();
    let text = text::render(&doc);
    assert!(line_with(&text, "Place").contains("Fed  Club"));
    // Born 1960: 65 on 1 January 2026 (S65); Esposito born 2009: 16 (U18).
    assert!(line_with(&text, "Müller").contains("GER"));
    assert!(line_with(&text, "Müller").contains("S65"));
    assert!(line_with(&text, "Esposito").contains("ITA  Scacchi Brera  U18"));
    assert_eq!(
        report::build(
            &t,
            &request(DocumentKind::Standings, Language::English, Some(5))
        ),
        Err(ReportError::RoundNotPaired {
            round: 5,
            paired: 4
        })
    );
    // Standings after round 1, asked explicitly.
    let after1 = print(&t, DocumentKind::Standings, Language::English, Some(1));
    assert!(after1.contains("Standings after round 1"));
    assert!(line_with(&after1, "Müller").contains("  1.0    1"));
}

#[test]
fn every_document_builds_in_every_language_with_every_name() {
    let swiss = brera();
    let mut round_robin = brera();
    round_robin.settings.system = PairingSystem::RoundRobin { cycles: 2 };
    let names = [
        "Müller, Nicolò",
        "Παπαδοπούλου, Ελένη",
        "Иванов, Сергей",
        "Rossi, Mario",
        "Bianchi, Chiara",
        "O'Brien, Seán",
        "Esposito, Giulia",
    ];
    for t in [&swiss, &round_robin] {
        for document in DocumentKind::ALL {
            for lang in Language::ALL {
                let built = report::build(t, &request(document, lang, None));
                if document == DocumentKind::Schedule && !t.settings.system.is_round_robin() {
                    assert_eq!(built, Err(ReportError::ScheduleForSwiss));
                    continue;
                }
                // Issue 39: the team documents are refused for an individual event.
                if document.is_team_document() {
                    assert_eq!(built, Err(ReportError::NotATeamEvent));
                    continue;
                }
                let doc = built.unwrap();
                assert_eq!(doc.language, lang);
                let text = text::render(&doc);
                // Every message found and filled (a missing one prints its id).
                assert!(!text.contains("report-") && !text.contains("{ $"), "{text}");
                assert!(!doc.title.is_empty());
                assert_eq!(doc.header.tournament, "Open di Brera 2026");
                assert!(doc.footer.right.starts_with("Torneo "));
                // Issue 37: the category and prize documents list only the players of a
                // category or with a prize (tests/files/report_prizes.rs).
                if matches!(
                    document,
                    DocumentKind::CategoryStandings | DocumentKind::Prizes
                ) {
                    continue;
                }
                for name in names {
                    // Round 4's slips: Иванов has a bye, no board.
                    if document == DocumentKind::ResultSlips && name.starts_with("Иванов") {
                        assert!(!text.contains(name));
                        continue;
                    }
                    assert!(text.contains(name), "{document:?} {lang:?}: {name}");
                }
            }
        }
    }
    // Before any round: the standings are the starting order, titled so.
    let mut fresh = brera();
    fresh.rounds.clear();
    let text = print(&fresh, DocumentKind::Standings, Language::Italian, None);
    assert!(text.contains("Classifica prima del turno 1"));
    assert!(line_with(&text, "Müller").contains(" 0"));
}

#[test]
fn an_empty_tournament_prints_or_says_why_not() {
    for t in [
        Tournament::default(),
        Tournament::new(TournamentSettings {
            system: PairingSystem::Dutch,
            ..TournamentSettings::default()
        }),
    ] {
        for document in DocumentKind::ALL {
            let built = report::build(&t, &request(document, Language::Italian, None));
            match document {
                DocumentKind::Pairings
                | DocumentKind::PairingsByName
                | DocumentKind::ResultSlips => {
                    assert_eq!(built, Err(ReportError::NoRoundPaired))
                }
                DocumentKind::Schedule if t.settings.system.is_round_robin() => {
                    assert_eq!(built, Err(ReportError::ScheduleTooFewPlayers))
                }
                DocumentKind::Schedule => assert_eq!(built, Err(ReportError::ScheduleForSwiss)),
                // Issue 39: an individual tournament has no team documents.
                DocumentKind::TeamPairings
                | DocumentKind::MatchSlips
                | DocumentKind::TeamStandings
                | DocumentKind::BoardStandings
                | DocumentKind::TeamCrosstable => {
                    assert_eq!(built, Err(ReportError::NotATeamEvent))
                }
                DocumentKind::Standings
                | DocumentKind::Crosstable
                | DocumentKind::Players
                | DocumentKind::CheckIn
                | DocumentKind::Report
                | DocumentKind::RatingReport
                | DocumentKind::Norms
                | DocumentKind::CategoryStandings
                | DocumentKind::Prizes => {
                    let text = text::render(&built.unwrap());
                    assert!(text.ends_with(&format!("Torneo {}\n", env!("CARGO_PKG_VERSION"))));
                }
            }
        }
    }
}
