//! The printed team documents (issue 39) and the Double-Swiss match on paper, read as
//! text: every line below is written by hand from the events of `print_support` (four
//! teams of two boards, two rounds) and `team_support` (a team bye, a board without a
//! player, a forfeited match), with the reasoning beside it. Lines are compared with
//! their spaces collapsed (the column widths are the renderer's, tested elsewhere); rules
//! under titles and cut lines are left out.

use crate::pdf_support::{assert_in_order, pdf_text, pdftotext_available};
use crate::print_support::{printed_event, printed_team_event};
use crate::team_support::team_event;
use torneo::domain::{GameResult, PairingSystem, Tournament};
use torneo::i18n::Language;
use torneo::report::pdf::{self, Mark};
use torneo::report::{self, Block, DocumentKind, PrintRequest, text};

fn request(document: DocumentKind, language: Language, round: Option<u32>) -> PrintRequest {
    PrintRequest {
        round,
        ..PrintRequest::new(document, language)
    }
}

fn printed(t: &Tournament, request: &PrintRequest) -> String {
    text::render(&report::build(t, request).unwrap())
}

/// The text's lines with their spaces collapsed, without blank lines and rules.
fn lines(text: &str) -> Vec<String> {
    text.lines()
        .map(|line| line.split_whitespace().collect::<Vec<_>>().join(" "))
        .filter(|line| !line.chars().all(|c| matches!(c, '-' | '=' | ' ')))
        .collect()
}

fn version_line() -> String {
    format!("Torneo {}", env!("CARGO_PKG_VERSION"))
}

fn assert_lines(text: &str, expected: &[&str]) {
    let mut want: Vec<String> = expected.iter().map(|l| l.to_string()).collect();
    want.push(version_line());
    assert_eq!(lines(text), want, "\n{text}");
}

#[test]
fn team_pairings_list_each_match_and_its_boards() {
    let t = printed_team_event();
    let text = printed(
        &t,
        &request(DocumentKind::TeamPairings, Language::English, Some(2)),
    );
    // Round 2: Alfa–Beta ½ – 1½ (1-3 drawn, Neri beats the reserve Colombo with White on
    // board 2, where the first-named Alfa has Black), Delta–Gamma 2 – 0.
    assert_lines(
        &text,
        &[
            "Coppa dei circoli",
            "Round 2 of 3",
            "Team pairings, round 2",
            "Match 1: Alfa – Beta ½ – 1½",
            "Bd White Rtg Result Black Rtg",
            "1 Rossi, Mario 2200 ½-½ Verdi, Anna 2150",
            "2 Neri, Paolo 2050 1-0 Colombo, Ugo 1800",
            "Match 2: Delta – Gamma 2 – 0",
            "Bd White Rtg Result Black Rtg",
            "1 Esposito, Gino 1900 1-0 Russo, Marco 2000",
            "2 Ferrari, Sara 1950 0-1 Romano, Elena 1850",
        ],
    );
    let italian = printed(
        &t,
        &request(DocumentKind::TeamPairings, Language::Italian, Some(1)),
    );
    // Round 1: Alfa 1½ – ½ Delta, Beta 1 – 1 Gamma.
    assert_in_order(
        &italian,
        &[
            "Abbinamenti a squadre, turno 1",
            "Incontro 1: Alfa – Delta   1½ – ½",
            "Risultato",
            "Romano, Elena",
            "Bianchi, Luca",
            "Incontro 2: Beta – Gamma   1 – 1",
        ],
    );
}

#[test]
fn team_pairings_show_the_team_bye_a_lone_board_and_a_forfeited_match() {
    let t = team_event();
    let english = |round| {
        printed(
            &t,
            &request(DocumentKind::TeamPairings, Language::English, Some(round)),
        )
    };
    // Round 1: Gamma (3) had the bye.
    let round1 = lines(&english(1));
    assert!(
        round1.contains(&"Teams not playing".to_string()),
        "{round1:?}"
    );
    assert!(round1.contains(&"3 Gamma Team bye (pairing-allocated)".to_string()));
    // Round 2, board 4: Gamma, named first, has Black on an even board (D1) and nobody
    // there; Alfa's player 4 has White and wins it by forfeit (D2).
    let round2 = lines(&english(2));
    assert!(
        round2.contains(&"4 Giocatore, Numero4 1960 +/- (no player)".to_string()),
        "{round2:?}"
    );
    // Round 2: Gamma ½ – 3½ Alfa (12-1 ½, 5-11 1-0 for Alfa, 13-2 0-1 for Alfa, board 4 a
    // forfeit win for Alfa); Beta the bye of the round.
    assert!(
        round2.contains(&"Match 1: Gamma – Circolo Alfa ½ – 3½".to_string()),
        "{round2:?}"
    );
    // Round 3: Beta–Gamma forfeited by Gamma: four boards × a forfeit win's point.
    let round3 = lines(&english(3));
    assert!(
        round3.contains(&"Match 1: Beta – Gamma 4 – 0".to_string()),
        "{round3:?}"
    );
    assert!(round3.contains(&"Won by forfeit by Beta: Gamma did not come".to_string()));
    assert!(round3.contains(&"1 Circolo Alfa Team bye (pairing-allocated)".to_string()));
}

#[test]
fn match_slips_have_every_board_the_total_and_both_captains() {
    let t = printed_team_event();
    let text = printed(
        &t,
        &request(DocumentKind::MatchSlips, Language::English, Some(1)),
    );
    // Each board White first: board 2 of a match has the second-named team White (D1).
    let boxes = "[ ] 1-0 [ ] ½-½ [ ] 0-1";
    assert_lines(
        &text,
        &[
            "Coppa dei circoli",
            "Round 1 of 3",
            "Match slips, round 1",
            "Round 1 – Match 1",
            "Alfa – Delta (each board: White – Black)",
            &format!("Board 1: 1 Rossi, Mario (2200) – 7 Esposito, Gino (1900) {boxes}"),
            &format!("Board 2: 8 Romano, Elena (1850) – 2 Bianchi, Luca (2100) {boxes}"),
            "Match result: Alfa ______ – ______ Delta",
            "Captain of Alfa: ____________________",
            "Captain of Delta: ____________________",
            "Round 1 – Match 2",
            "Beta – Gamma (each board: White – Black)",
            &format!("Board 1: 3 Verdi, Anna (2150) – 5 Russo, Marco (2000) {boxes}"),
            &format!("Board 2: 6 Ferrari, Sara (1950) – 4 Neri, Paolo (2050) {boxes}"),
            "Match result: Beta ______ – ______ Gamma",
            "Captain of Beta: ____________________",
            "Captain of Gamma: ____________________",
        ],
    );
    let italian = printed(
        &t,
        &request(DocumentKind::MatchSlips, Language::Italian, Some(2)),
    );
    assert_in_order(
        &italian,
        &[
            "Turno 2 – Incontro 1",
            "Alfa – Beta (ogni scacchiera: Bianco – Nero)",
            "Scacchiera 2: 4 Neri, Paolo (2050) – 9 Colombo, Ugo (1800)",
            "Risultato dell'incontro: Alfa ______ – ______ Beta",
            "Capitano di Alfa",
            "Capitano di Beta",
        ],
    );
    // A forfeited match has no slip; a lone board has its forfeit, no boxes.
    let forfeits = team_event();
    let round3 = printed(
        &forfeits,
        &request(DocumentKind::MatchSlips, Language::English, Some(3)),
    );
    assert!(!round3.contains("Round 3 – Match 1"), "{round3}");
    let round2 = lines(&printed(
        &forfeits,
        &request(DocumentKind::MatchSlips, Language::English, Some(2)),
    ));
    assert!(
        round2.contains(&"Board 4: 4 Giocatore, Numero4 (1960) – (no player) +/-".to_string()),
        "{round2:?}"
    );
}

#[test]
fn team_standings_rank_on_match_points_then_the_tiebreaks() {
    let t = printed_team_event();
    let text = printed(
        &t,
        &request(DocumentKind::TeamStandings, Language::English, None),
    );
    // Match points (2/1/0) and game points after round 2:
    //   Alfa  W 1½, L ½  → MP 2, GP 2     Beta  D 1, W 1½ → MP 3, GP 2½
    //   Gamma D 1, L 0   → MP 1, GP 1     Delta L ½, W 2  → MP 2, GP 2½
    // Round robin defaults (D6): GP, EDE, EMGSB. Alfa and Delta tie on MP; GP puts Delta
    // first, so direct encounter is never needed (its column stays empty).
    // EMGSB = Σ opponent's MP × own GP in that match: Alfa 2×1½ + 3×½ = 4.5; Beta 1×1 +
    // 2×1½ = 4; Gamma 3×1 + 2×0 = 3; Delta 2×½ + 1×2 = 3.
    assert_lines(
        &text,
        &[
            "Coppa dei circoli",
            "Round 2 of 3",
            "Team standings after round 2",
            "Place No. Team MP GP EDE EMGSB",
            "1 2 Beta 3 2½ 4",
            "2 4 Delta 2 2½ 3",
            "3 1 Alfa 2 2 4.5",
            "4 3 Gamma 1 1 3",
            "Tie-breaks",
            "GP: The game points (secondary score, C.07 13.1)",
            "EDE: Direct encounter on the primary score: the place inside the tied group (C.07 art. 6, 13.3)",
            "EMGSB: Extended Sonneborn-Berger: each opponent's match points times the team's own game points against it (C.07 13.2)",
        ],
    );
    // Tie-breaks chosen (`--tiebreaks BH:MP/V2024`: this round robin has no start date, so
    // the 2026 edition, which has no Buchholz in round robins, note to C.07 8.1, unless
    // the 2023/2024 one is named), the sum of the opponents' match points:
    // Alfa met Delta (2) and Beta (3): 5; Delta met Alfa (2) and Gamma (1): 3. So Alfa is
    // second without the game points. Beta: Gamma 1 + Alfa 2 = 3; Gamma: Beta 3 + Delta 2.
    let chosen = PrintRequest {
        team_tiebreaks: Some(vec![torneo::tiebreak::team::TeamTiebreak::Buchholz {
            on: torneo::tiebreak::team::Score::Match,
            cut: false,
            edition: Some(torneo::tiebreak::Edition::E2024),
        }]),
        ..request(DocumentKind::TeamStandings, Language::Italian, None)
    };
    let italian = lines(&printed(&t, &chosen));
    assert_eq!(
        italian[3..8],
        [
            "Pos. N. Squadra PS PI BH:MP/V2024",
            "1 2 Beta 3 2½ 3",
            "2 1 Alfa 2 2 5",
            "3 4 Delta 2 2½ 3",
            "4 3 Gamma 1 1 5",
        ],
        "{italian:?}"
    );
}

#[test]
fn the_direct_encounter_column_gives_the_place_inside_the_tied_group() {
    let t = printed_team_event();
    let text = printed(
        &t,
        &request(DocumentKind::TeamStandings, Language::English, Some(1)),
    );
    // After round 1 (2/1/0): Alfa beat Delta 1½ – ½ (2 MP, 1½ GP; Delta 0, ½), Beta and
    // Gamma drew 1 – 1 (1 MP, 1 GP each). Beta and Gamma tie on MP and GP and met: their
    // mini-table (C.07 6.2) is 1 – 1, so both are place 1 of their group: EDE "1" (not
    // "0.01"); Alfa and Delta did not need it (empty). EMGSB: Alfa 0 × 1½ = 0, Beta and
    // Gamma 1 × 1 = 1, Delta 2 × ½ = 1. Beta and Gamma stay level: shared places 2-3.
    let all = lines(&text);
    assert_eq!(
        all[3..8],
        [
            "Place No. Team MP GP EDE EMGSB",
            "1 1 Alfa 2 1½ 0",
            "2-3 2 Beta 1 1 1 1",
            "2-3 3 Gamma 1 1 1 1",
            "4 4 Delta 0 ½ 1",
        ],
        "\n{text}"
    );
}

#[test]
fn board_standings_rank_each_board_by_percentage_with_the_minimum() {
    let t = printed_team_event();
    let text = printed(
        &t,
        &request(DocumentKind::BoardStandings, Language::English, None),
    );
    // Board 1: Rossi 1 + ½ of 2 (75 %), Russo 1 of 2, Esposito 1 of 2 (50 %: equal
    // points and games, Gamma's pairing number 3 before Delta's 4), Verdi ½ of 2.
    // Board 2: Neri 2 of 2, Romano 1½ of 2, Bianchi ½ of 1, then 0 %: Ferrari with more
    // games before Colombo. Minimum after 2 rounds: half, rounded up, 1 (D7).
    let header = "Place Name Team Rtg Games Pts %";
    assert_lines(
        &text,
        &[
            "Coppa dei circoli",
            "Round 2 of 3",
            "Board standings after round 2",
            "Board 1 (at least 1 game)",
            header,
            "1 Rossi, Mario Alfa 2200 2 1½ 75",
            "2 Russo, Marco Gamma 2000 2 1 50",
            "3 Esposito, Gino Delta 1900 2 1 50",
            "4 Verdi, Anna Beta 2150 2 ½ 25",
            "Board 2 (at least 1 game)",
            header,
            "1 Neri, Paolo Beta 2050 2 2 100",
            "2 Romano, Elena Delta 1850 2 1½ 75",
            "3 Bianchi, Luca Alfa 2100 1 ½ 50",
            "4 Ferrari, Sara Gamma 1950 2 0 0",
            "5 Colombo, Ugo Alfa 1800 1 0 0",
        ],
    );
    // A minimum of 2 games drops Bianchi and Colombo (one game each on board 2).
    let two = PrintRequest {
        minimum_games: Some(2),
        ..request(DocumentKind::BoardStandings, Language::Italian, None)
    };
    let italian = lines(&printed(&t, &two));
    let board2 = italian
        .iter()
        .position(|l| l == "Scacchiera 2 (almeno 2 partite)")
        .unwrap();
    assert_eq!(
        italian[board2 + 2..board2 + 5],
        [
            "1 Neri, Paolo Beta 2050 2 2 100",
            "2 Romano, Elena Delta 1850 2 1½ 75",
            "3 Ferrari, Sara Gamma 1950 2 0 0",
        ]
    );
}

#[test]
fn team_documents_use_the_choices_saved_in_team_settings() {
    // Team settings (docs/rules/teams.md D13) saved BH:MP/V2024 and a minimum of 2 games;
    // a request naming neither takes the event's, so the documents read as the ones the
    // two tests above print with `--tiebreaks BH:MP/V2024` and `--minimum-games 2`.
    let mut t = printed_team_event();
    let events = t.team_event.as_mut().expect("a team event");
    events.tiebreaks = vec!["BH:MP/V2024".to_string()];
    events.board_minimum_games = Some(2);
    let standings = lines(&printed(
        &t,
        &request(DocumentKind::TeamStandings, Language::Italian, None),
    ));
    assert_eq!(
        standings[3..8],
        [
            "Pos. N. Squadra PS PI BH:MP/V2024",
            "1 2 Beta 3 2½ 3",
            "2 1 Alfa 2 2 5",
            "3 4 Delta 2 2½ 3",
            "4 3 Gamma 1 1 5",
        ],
        "{standings:?}"
    );
    let boards = lines(&printed(
        &t,
        &request(DocumentKind::BoardStandings, Language::Italian, None),
    ));
    assert!(
        boards
            .iter()
            .any(|l| l == "Scacchiera 2 (almeno 2 partite)"),
        "{boards:?}"
    );
    assert!(!boards.iter().any(|l| l.contains("Colombo")), "{boards:?}");
}

#[test]
fn the_team_crosstable_gives_game_points_per_match() {
    let t = printed_team_event();
    let text = printed(
        &t,
        &request(DocumentKind::TeamCrosstable, Language::English, None),
    );
    // Rows read along: Alfa ½ against Beta, 1½ against Delta; Gamma and Alfa never met.
    let mut want = vec![
        "Coppa dei circoli",
        "Round 2 of 3",
        "Team crosstable after round 2",
        "No. Team 1 2 3 4 MP GP Place",
        "1 Alfa × ½ 1½ 2 2 3",
        "2 Beta 1½ × 1 3 2½ 1",
        "3 Gamma 1 × 0 1 1 4",
        "4 Delta ½ 2 × 2 2½ 2",
    ];
    let legend = "Each cell: the row team's game points against the column team, matches in order; + and − a match won or lost by forfeit; × the team's own cell. MP: match points, GP: game points.";
    want.push(legend);
    assert_lines(&text, &want);
    // Forfeits: Beta won round 3's match by forfeit against Gamma.
    let forfeits = lines(&printed(
        &team_event(),
        &request(DocumentKind::TeamCrosstable, Language::English, None),
    ));
    let beta = forfeits.iter().find(|l| l.starts_with("2 Beta")).unwrap();
    assert!(beta.contains(" + "), "{beta}");
}

#[test]
fn the_team_crosstable_gives_match_points_per_match_when_asked() {
    let t = printed_team_event();
    let asked = PrintRequest {
        team_crosstable_match_points: true,
        ..request(DocumentKind::TeamCrosstable, Language::English, None)
    };
    // The same matches in match points (2/1/0): Alfa lost ½ – 1½ to Beta (0) and beat
    // Delta 1½ – ½ (2); Beta drew with Gamma 1 – 1 (1); Delta beat Gamma 2 – 0 (2). The
    // totals and places do not change.
    let mut want = vec![
        "Coppa dei circoli",
        "Round 2 of 3",
        "Team crosstable after round 2",
        "No. Team 1 2 3 4 MP GP Place",
        "1 Alfa × 0 2 2 2 3",
        "2 Beta 2 × 1 3 2½ 1",
        "3 Gamma 1 × 0 1 1 4",
        "4 Delta 0 2 × 2 2½ 2",
    ];
    let legend = "Each cell: the row team's match points against the column team, matches in order; + and − a match won or lost by forfeit; × the team's own cell. MP: match points, GP: game points.";
    want.push(legend);
    assert_lines(&printed(&t, &asked), &want);
    // A forfeited match stays + or −: Beta's round 3 against Gamma.
    let forfeits = lines(&printed(
        &team_event(),
        &PrintRequest {
            team_crosstable_match_points: true,
            ..request(DocumentKind::TeamCrosstable, Language::English, None)
        },
    ));
    let beta = forfeits.iter().find(|l| l.starts_with("2 Beta")).unwrap();
    assert!(beta.contains(" + "), "{beta}");
}

/// Round 1 of the four-player event as a Double-Swiss: board 1 Rossi–Papadopoulos 1-0,
/// then Papadopoulos (White) loses game 2 (0-1); board 2 Müller–Ivanov ½-½, game 2 to
/// play.
fn double_swiss_event() -> Tournament {
    let mut t = printed_event();
    t.settings.system = PairingSystem::DoubleSwiss;
    t.rounds.truncate(1);
    if let Some(round) = t.rounds.first_mut() {
        if let Some(board) = round.boards.get_mut(0) {
            board.second_game = Some(GameResult::BlackWins);
        }
        if let Some(board) = round.boards.get_mut(1) {
            board.second_game = Some(GameResult::Pending);
        }
    }
    t
}

#[test]
fn double_swiss_pairings_show_both_games_and_the_match() {
    let t = double_swiss_event();
    let text = printed(
        &t,
        &request(DocumentKind::Pairings, Language::English, Some(1)),
    );
    // Game 2 stored in its own colours (0-1: its Black, Rossi, won) reads left – right
    // as 1-0 for Rossi; the match 2-0. Board 2: game 1 only, no match total yet.
    let lines = lines(&text);
    assert_eq!(
        lines[3..6],
        [
            "Bd No. Title White Rtg Pts Game 1 Game 2 Match Pts Rtg Black Title No.",
            "1 1 Rossi, Niccolò 2200 0 1-0 1-0 2-0 0 2100 Παπαδόπουλος, Γιώργος 3",
            "2 4 Müller, Zoë 2050 0 ½-½ 0 2150 Иванов, Пётр 2",
        ],
        "{text}"
    );
    assert!(lines[6].starts_with("Double-Swiss (C.04.5): each board is a match of two games"));
}

#[test]
fn double_swiss_slips_have_a_row_per_game() {
    let t = double_swiss_event();
    let text = printed(
        &t,
        &request(DocumentKind::ResultSlips, Language::Italian, Some(1)),
    );
    let boxes = "[ ] 1-0 [ ] ½-½ [ ] 0-1";
    assert_eq!(
        lines(&text)[3..9],
        [
            "Turno 1 – Scacchiera 1".to_string(),
            "Bianco: 1 Rossi, Niccolò (2200)".to_string(),
            "Nero: 3 Παπαδόπουλος, Γιώργος (2100)".to_string(),
            format!("Partita 1 – Bianco: Rossi, Niccolò {boxes}"),
            format!("Partita 2 – Bianco: Παπαδόπουλος, Γιώργος {boxes}"),
            "Firma del Bianco: ____________________".to_string(),
        ]
    );
}

/// Two teams of four boards, one match paired: the slip of a 4-board match.
fn four_board_match() -> Tournament {
    let mut t = printed_team_event();
    t.rounds.truncate(1);
    if let Some(events) = t.team_event.as_mut() {
        events.boards = 4;
        events.rounds.truncate(1);
        if let Some(round) = events.rounds.first_mut() {
            round.matches.truncate(1);
            if let Some(m) = round.matches.first_mut() {
                let board = m.boards.first().copied().unwrap();
                m.boards = vec![board; 4];
            }
        }
    }
    t
}

#[test]
fn a_four_board_match_slip_fits_an_a4_page() {
    let t = four_board_match();
    let doc = report::build(
        &t,
        &request(DocumentKind::MatchSlips, Language::English, None),
    )
    .unwrap();
    let pages = pdf::lay_out(&doc).unwrap();
    assert_eq!(pages.len(), 1);
    // A4 portrait is 595 × 842 points: every mark of the slip inside the page.
    for mark in &pages[0].marks {
        let (x, y) = match mark {
            Mark::Text { x, y, .. } | Mark::Frame { x, y, .. } | Mark::Fill { x, y, .. } => {
                (*x, *y)
            }
            Mark::Line { to, .. } => *to,
        };
        assert!(
            (0.0..595.0).contains(&x) && (0.0..842.0).contains(&y),
            "{mark:?}"
        );
    }
    // Four rows of three boxes.
    let boxes = pages[0]
        .marks
        .iter()
        .filter(|m| matches!(m, Mark::Frame { .. }))
        .count();
    assert_eq!(boxes, 12);
    assert!(matches!(doc.blocks.first(), Some(Block::Slips(slips)) if slips.len() == 1));
    let bytes = pdf::render(&doc).unwrap();
    if pdftotext_available() {
        let text = pdf_text(&bytes, None);
        assert_in_order(
            &text,
            &[
                "Round 1 – Match 1",
                "Alfa – Delta",
                "Board 1:",
                "Board 4:",
                "Match result: Alfa",
                "Captain of Alfa",
                "Captain of Delta",
            ],
        );
    }
}

#[test]
fn team_documents_print_as_pdf_and_html() {
    let t = printed_team_event();
    for document in DocumentKind::ALL
        .into_iter()
        .filter(|d| d.is_team_document())
    {
        for lang in Language::ALL {
            let doc = report::build(&t, &request(document, lang, None)).unwrap();
            let html = report::html::render(&doc);
            assert!(html.contains("Alfa"), "{document:?} {lang:?}");
            let bytes = pdf::render(&doc).unwrap();
            if pdftotext_available() {
                assert!(pdf_text(&bytes, None).contains("Alfa"), "{document:?}");
            }
        }
    }
}
