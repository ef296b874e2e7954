//! The Double-Swiss second game (C.04.5) from the keyboard in the real window
//! (egui_kittest, by label, 1366×768): on a two-game board a result key sets the first
//! game, the next key the second (typed as the board reads, the board's White first, and
//! kept in the game's own colours), then the cursor goes to the next board; a second
//! game corrected in a round before the last one paired is asked about and recorded in
//! the audit trail like a first game (C.04.2 art. 4.3); a single game scored ½-0 or 0-0
//! (VCL.13) chosen from either game's result list, or typed (`>` ½-0, `<` 0-½, `/` 0-0).

use crate::ui_support;

use egui_kittest::kittest::Queryable;

use torneo::domain::{
    Board, ChangeKind, GameResult, PairingSystem, Player, PlayerId, Round, ScoringSystem,
    Tournament, TournamentSettings,
};
use torneo::domain::{Points, UnusualScore};
use torneo::session::unusual_score::unusual_score;
use torneo::ui::Language;
use ui_support::{click, shows};

fn game(white: u32, black: u32, first: GameResult, second: GameResult) -> Board {
    Board {
        result: first,
        second_game: Some(second),
        ..Board::new_match(PlayerId(white), PlayerId(black))
    }
}

/// Four players (ids 1-4), round 1 played (1-3: 1-0 then ½-½; 4-2: 0-1 then 1-0 in the
/// second game's colours), round 2 paired (1-2, 3-4), no result yet.
fn event() -> Tournament {
    let mut t = Tournament::new(TournamentSettings {
        name: "Doppio".into(),
        system: PairingSystem::DoubleSwiss,
        scoring: ScoringSystem::double_swiss(),
        rounds: 5,
        ..TournamentSettings::default()
    });
    for name in ["Rossi", "Bianchi", "Verdi", "Neri"] {
        t.add_player(Player {
            name: name.into(),
            ..Player::default()
        });
    }
    let pending = GameResult::Pending;
    t.rounds = vec![
        Round {
            number: 1,
            boards: vec![
                game(1, 3, GameResult::WhiteWins, GameResult::Draw),
                game(4, 2, GameResult::BlackWins, GameResult::WhiteWins),
            ],
            byes: vec![],
        },
        Round {
            number: 2,
            boards: vec![game(1, 2, pending, pending), game(3, 4, pending, pending)],
            byes: vec![],
        },
    ];
    t
}

fn key(h: &mut egui_kittest::Harness<'static, torneo::ui::TorneoApp>, text: &str) {
    h.event(egui::Event::Text(text.to_owned()));
    h.run();
}

#[test]
fn both_games_of_a_match_are_typed_and_a_second_game_is_corrected_with_its_audit() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("doppio.ron");
    torneo::formats::ron::save(&path, &event()).unwrap();
    let options = torneo::ui::AppOptions {
        open: Some(path),
        ..ui_support::options(
            dir.path().join("recovery.ron"),
            Language::English,
            torneo::ui::dialogs::ScriptedDialogs::default(),
        )
    };
    let mut h = ui_support::window([1366.0, 768.0], options);
    h.run();
    click(&mut h, "Rounds");
    // Board 1 (Rossi–Bianchi): "1" Rossi wins game 1; "0" Rossi loses game 2, where
    // Bianchi has White: 1-0 in that game's colours. Board 2 (Verdi–Neri): "=" a draw;
    // "+" Verdi wins game 2 by forfeit, where Neri has White: -/+ in its colours.
    for text in ["1", "0", "=", "+"] {
        key(&mut h, text);
    }
    let t = h.state().session().tournament().clone();
    let boards: Vec<(GameResult, Option<GameResult>)> = t.rounds[1]
        .boards
        .iter()
        .map(|b| (b.result, b.second_game))
        .collect();
    assert_eq!(
        boards,
        [
            (GameResult::WhiteWins, Some(GameResult::WhiteWins)),
            (GameResult::Draw, Some(GameResult::BlackWinsByForfeit)),
        ]
    );
    assert!(t.manual_changes.is_empty());

    // Board 2's second game scored ½-0 as the board reads (Verdi ½, Neri 0; VCL.13):
    // in that game's colours (Neri White) 0-½, a Black win with Verdi's half taken back.
    h.get_by_label("Result 2, game 2").click();
    h.run();
    click(&mut h, "½-0");
    // Board 1's first game 0-0: a Black win with Bianchi's point taken back.
    h.get_by_label("Result 1").click();
    h.run();
    click(&mut h, "0-0");
    let t = h.state().session().tournament().clone();
    assert_eq!(
        t.rounds[1].boards[1].second_game,
        Some(GameResult::BlackWins)
    );
    assert_eq!(unusual_score(&t, 2, 1, true), Some(UnusualScore::ZeroHalf));
    assert_eq!(t.rounds[1].boards[0].result, GameResult::BlackWins);
    assert_eq!(unusual_score(&t, 2, 0, false), Some(UnusualScore::ZeroZero));
    // Round 1: Rossi 1 + ½, Verdi 0 + ½, Bianchi (Black in game 1, White in game 2)
    // 1 + 1, Neri 0 + 0. Round 2: Rossi 0 (0-0) + 0, Bianchi 0 (0-0) + 1, Verdi ½ + ½,
    // Neri ½ + 0. Totals: Rossi 1½, Bianchi 3, Verdi 1½, Neri ½.
    let standing = |p: u32| t.standing_score(PlayerId(p));
    assert_eq!(standing(1), Points::from_halves(3));
    assert_eq!(standing(2), Points::from_whole(3));
    assert_eq!(standing(3), Points::from_halves(3));
    assert_eq!(standing(4), Points::from_halves(1));

    // Round 1, board 1: game 1 typed as it was (1-0: nothing to ask), then game 2, drawn,
    // becomes a loss for Rossi: in the game's colours (Verdi White) 1-0.
    click(&mut h, "Round 1");
    key(&mut h, "1");
    key(&mut h, "0");
    assert!(shows(
        &h,
        "Board 1, game 2 (Verdi – Rossi): ½-½ becomes 1-0"
    ));
    click(&mut h, "Change the result");
    let t = h.state().session().tournament().clone();
    assert_eq!(t.rounds[0].boards[0].result, GameResult::WhiteWins);
    assert_eq!(
        t.rounds[0].boards[0].second_game,
        Some(GameResult::WhiteWins)
    );
    assert_eq!(t.manual_changes.len(), 1);
    assert_eq!(t.manual_changes[0].round, 1);
    assert_eq!(
        t.manual_changes[0].change,
        ChangeKind::ResultCorrected {
            board: 1,
            before: GameResult::Draw,
            after: GameResult::WhiteWins,
            rounds_paired: 2,
            second_game: true,
        }
    );
    // Rossi's games: round 1 won then lost now (1 + 0), round 2 the 0-0 (a Black win)
    // and a loss (0 + 0): 1.
    assert_eq!(t.score(PlayerId(1)), Points::from_whole(1));
}

/// The unusual single-game scores by key (VCL.13): `>` ½-0, `<` 0-½, `/` 0-0, read as the
/// sign between White's score and Black's, on the first game and, as the board reads, on
/// the second; the cursor goes on as after any result. The keys are in the help line.
#[test]
fn the_unusual_scores_have_keys_on_either_game() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("doppio.ron");
    torneo::formats::ron::save(&path, &event()).unwrap();
    let options = torneo::ui::AppOptions {
        open: Some(path),
        ..ui_support::options(
            dir.path().join("recovery.ron"),
            Language::English,
            torneo::ui::dialogs::ScriptedDialogs::default(),
        )
    };
    let mut h = ui_support::window([1366.0, 768.0], options);
    h.run();
    click(&mut h, "Rounds");
    assert!(shows(&h, "> ½-0 · < 0-½ · / 0-0"));
    // Round 2, board 1 (Rossi–Bianchi): ">" game 1 ½-0 (Rossi White ½, Bianchi 0); "<"
    // game 2 as the board reads, Rossi 0, Bianchi ½: in that game's colours (Bianchi
    // White) ½-0. Board 2 (Verdi–Neri): "/" game 1 0-0; "1" game 2 Verdi wins as the
    // board reads, 0-1 in its colours (Neri White).
    for text in [">", "<", "/", "1"] {
        key(&mut h, text);
    }
    let t = h.state().session().tournament().clone();
    assert_eq!(unusual_score(&t, 2, 0, false), Some(UnusualScore::HalfZero));
    assert_eq!(unusual_score(&t, 2, 0, true), Some(UnusualScore::HalfZero));
    assert_eq!(unusual_score(&t, 2, 1, false), Some(UnusualScore::ZeroZero));
    assert_eq!(unusual_score(&t, 2, 1, true), None);
    assert_eq!(
        t.rounds[1].boards[1].second_game,
        Some(GameResult::BlackWins)
    );
    // Round 1: Rossi 1 + ½, Bianchi 1 + 1, Verdi 0 + ½, Neri 0 + 0. Round 2: Rossi ½ + 0,
    // Bianchi 0 + ½, Verdi 0 + 1, Neri 0 + 0. Totals: Rossi 2, Bianchi 2½, Verdi 1½, Neri 0.
    let standing = |p: u32| t.standing_score(PlayerId(p));
    assert_eq!(standing(1), Points::from_whole(2));
    assert_eq!(standing(2), Points::from_halves(5));
    assert_eq!(standing(3), Points::from_halves(3));
    assert_eq!(standing(4), Points::from_whole(0));
}
