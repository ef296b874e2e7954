//! Issue 39 in the real window (egui_kittest, by label): Teams → Team settings (match
//! points, the team bye's value, board colours, team tie-breaks, the board standings'
//! minimum) applied as one undo step and usable at 1366×768 and 1100×720; *Boards per
//! match* as one step; a team match opened in the Rounds panel and its boards' results
//! typed with the result keys (a board forfeited, Enter on to the next match, a whole
//! match forfeited by an absent team); the team bye shown, given and taken away by hand.

use crate::ui_support;

use egui::accesskit::Role;
use egui_kittest::kittest::Queryable;
use torneo::domain::{
    Bye, ByeKind, Colour, GameResult, MatchScoring, Player, PlayerId, Points, TeamId, Tournament,
    TournamentSettings,
};
use torneo::session::{Command, Session, TeamCommand};
use ui_support::team::{Window, open_saved};
use ui_support::{click, in_view, shows};

const LARGE: [f32; 2] = [1366.0, 768.0];
const SMALL: [f32; 2] = [1100.0, 720.0];

/// `teams` teams of two boards, two players each: team n (T n) has players 2n-1, 2n,
/// named "P1" …; the team names are Alfa, Beta, Gamma, Delta.
fn team_event(teams: u32) -> Session {
    let mut s = Session::new(Tournament::new(TournamentSettings {
        name: "Coppa".into(),
        ..TournamentSettings::default()
    }));
    for n in 1..=2 * teams {
        let player = Player {
            name: format!("P{n}"),
            ..Player::default()
        };
        s.apply(Command::AddPlayer(player)).unwrap();
    }
    let event = TeamCommand::SetTeamEvent {
        boards: 2,
        match_scoring: MatchScoring::default(),
    };
    s.apply(Command::Team(event)).unwrap();
    for name in ["Alfa", "Beta", "Gamma", "Delta"]
        .iter()
        .take(teams as usize)
    {
        let add = TeamCommand::AddTeam {
            name: (*name).into(),
        };
        s.apply(Command::Team(add)).unwrap();
    }
    for team in 1..=teams {
        for player in [2 * team - 1, 2 * team] {
            let add = TeamCommand::AddToRoster {
                team: TeamId(team),
                player: PlayerId(player),
            };
            s.apply(Command::Team(add)).unwrap();
        }
    }
    s
}

/// Replaces the text of the field labelled `label` with `text`.
fn retype(h: &mut Window, label: &str, text: &str) {
    h.get_by_role_and_label(Role::TextInput, label).focus();
    h.run();
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    h.run();
    h.get_by_role_and_label(Role::TextInput, label)
        .type_text(text);
    h.run();
}

fn key(h: &mut Window, text: &str) {
    h.event(egui::Event::Text(text.to_owned()));
    h.run();
}

#[test]
fn the_team_settings_are_set_in_one_step_at_both_window_sizes() {
    for size in [LARGE, SMALL] {
        let dir = tempfile::tempdir().unwrap();
        let t = team_event(3).tournament().clone();
        let mut h = open_saved(dir.path(), "coppa.ron", &t, size);
        click(&mut h, "Teams");
        click(&mut h, "Team settings");
        // Every section of the dialog and its Apply can be reached on this screen.
        assert!(in_view(&h, "Apply", size), "{size:?}");
        assert!(in_view(&h, "Match won", size), "{size:?}");

        retype(&mut h, "Match won", "3");
        retype(&mut h, "Team bye (match points)", "2");
        click(&mut h, "Set the colour of each board");
        // The first-named team: Black on board 1, White on board 2 (D1's sequence turned).
        click(&mut h, "Board 1: White");
        click(&mut h, "Board 2: Black");
        // A team round robin without a start date (2026 edition): no Buchholz (note to
        // C.07 8.1, tests/window/ui_team_tiebreak_edition.rs), so two extended SB.
        click(&mut h, "EGGSB");
        click(&mut h, "EMMSB");
        // EMMSB up before EGGSB: the Up on its row (the roster behind has Ups too).
        let row = h.get_by_label("2. EMMSB").rect().center().y;
        h.get_all_by_label("Up")
            .find(|n| (n.rect().center().y - row).abs() < 4.0)
            .unwrap()
            .click();
        h.run();
        click(&mut h, "Set the games needed on a board");
        h.get_by_role_and_label(Role::SpinButton, "Games needed on a board")
            .set_value_accesskit(2.0);
        h.run();
        assert!(in_view(&h, "Apply", size), "{size:?}");
        let before = h.state().session().tournament().clone();
        click(&mut h, "Apply");

        let events = h.state().session().tournament().team_event.clone().unwrap();
        assert_eq!(
            events.match_scoring,
            MatchScoring {
                win: Points::from_whole(3),
                draw: Points::from_whole(1),
                loss: Points::ZERO,
                bye: Points::from_whole(2),
            }
        );
        assert_eq!(events.colour_sequence, [Colour::Black, Colour::White]);
        assert_eq!(events.tiebreaks, ["EMMSB", "EGGSB"]);
        assert_eq!(events.board_minimum_games, Some(2));
        // One undo step takes the whole dialog back.
        h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
        h.run();
        assert_eq!(h.state().session().tournament(), &before);

        // Boards per match, set once: one step too.
        h.get_by_role_and_label(Role::SpinButton, "Boards per match")
            .set_value_accesskit(3.0);
        h.run();
        h.run();
        let boards = |h: &Window| {
            let t = h.state().session().tournament();
            t.team_event.as_ref().unwrap().boards
        };
        assert_eq!(boards(&h), 3);
        h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
        h.run();
        assert_eq!(boards(&h), 2);
        assert_eq!(h.state().session().tournament(), &before);

        // Dragged over several frames (each frame a new value): still one step.
        let at = h
            .get_by_role_and_label(Role::SpinButton, "Boards per match")
            .rect()
            .center();
        let point = |x: f64| egui::pos2(at.x as f32 + x as f32, at.y as f32);
        h.event(egui::Event::PointerMoved(point(0.0)));
        h.run();
        h.event(egui::Event::PointerButton {
            pos: point(0.0),
            button: egui::PointerButton::Primary,
            pressed: true,
            modifiers: egui::Modifiers::NONE,
        });
        h.run();
        let mut seen = Vec::new();
        for step in 1..=6 {
            h.event(egui::Event::PointerMoved(point(f64::from(step) * 4.0)));
            h.run();
            seen.push(boards(&h));
        }
        h.event(egui::Event::PointerButton {
            pos: point(24.0),
            button: egui::PointerButton::Primary,
            pressed: false,
            modifiers: egui::Modifiers::NONE,
        });
        h.run();
        // Nothing applied while dragging; the value reached applied once at the end.
        assert!(seen.iter().all(|&b| b == 2), "{seen:?}");
        let dragged = boards(&h);
        assert!(dragged > 2, "{dragged}");
        h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
        h.run();
        assert_eq!(h.state().session().tournament(), &before);
    }
}

/// The results of round 1 as (White, Black, result).
fn games(h: &Window) -> Vec<(u32, u32, GameResult)> {
    let t = h.state().session().tournament();
    let round = t.round(1).unwrap();
    round
        .boards
        .iter()
        .map(|b| (b.white.0, b.black.0, b.result))
        .collect()
}

#[test]
fn a_match_opens_its_boards_for_the_result_keys() {
    for size in [LARGE, SMALL] {
        match_by_keyboard(size);
    }
}

fn match_by_keyboard(size: [f32; 2]) {
    let dir = tempfile::tempdir().unwrap();
    let mut s = team_event(4);
    s.apply(Command::Team(TeamCommand::PairNextRound)).unwrap();
    let mut h = open_saved(dir.path(), "coppa.ron", s.tournament(), size);
    // C.05 Annex 1, table of 4, round 1: 1-4, 2-3. Alfa (1) first against Delta (4):
    // board 1 Alfa's P1 White against P7, board 2 Delta's P8 White against P2; Beta (2)
    // first against Gamma (3): P3 White against P5, P6 White against P4 (board 1 White,
    // then alternating, D1).
    let pending = GameResult::Pending;
    assert_eq!(
        games(&h),
        [
            (1, 7, pending),
            (8, 2, pending),
            (3, 5, pending),
            (6, 4, pending)
        ]
    );
    click(&mut h, "Rounds");
    click(&mut h, "Match 1: Alfa – Delta, boards 1–2: 0 – 0");
    assert!(shows(&h, "Boards of match 1"));
    // Board 1 won by White, board 2 drawn: Alfa 1½ – ½.
    key(&mut h, "1");
    key(&mut h, "=");
    assert!(shows(&h, "Match 1: Alfa – Delta, boards 1–2: 1½ – ½"));
    // Back to board 1, lost by P1 by forfeit (-/+): a forfeited board. Alfa ½ – 1½.
    h.key_press(egui::Key::ArrowUp);
    h.run();
    key(&mut h, "-");
    assert_eq!(
        games(&h)[..2],
        [
            (1, 7, GameResult::BlackWinsByForfeit),
            (8, 2, GameResult::Draw)
        ]
    );
    assert!(shows(&h, "Match 1: Alfa – Delta, boards 1–2: ½ – 1½"));

    // Enter: on to match 2, its first board.
    h.key_press(egui::Key::Enter);
    h.run();
    assert!(shows(&h, "Boards of match 2"));
    key(&mut h, "0");
    assert_eq!(games(&h)[2], (3, 5, GameResult::BlackWins));
    // The open match's section, its buttons too, fits this window.
    assert!(in_view(&h, "Beta absent", size), "{size:?}");
    assert!(in_view(&h, "Boards of match 2", size), "{size:?}");
    // Beta did not come after all: every board of match 2 is lost by Beta's player by
    // forfeit, P5 as Black (-/+) and P6 as White (+/-). Gamma 2 – 0, in one step.
    click(&mut h, "Beta absent");
    assert_eq!(
        games(&h)[2..],
        [
            (3, 5, GameResult::BlackWinsByForfeit),
            (6, 4, GameResult::WhiteWinsByForfeit)
        ]
    );
    assert!(shows(&h, "Match 2: Beta – Gamma, boards 3–4: 0 – 2"));
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
    h.run();
    assert_eq!(
        games(&h)[2..],
        [(3, 5, GameResult::BlackWins), (6, 4, pending)]
    );
    // Tab, like Enter, goes on from match 1 to match 2: its first board takes the key.
    click(&mut h, "Match 1: Alfa – Delta, boards 1–2: ½ – 1½");
    assert!(shows(&h, "Boards of match 1"));
    h.key_press(egui::Key::Tab);
    h.run();
    assert!(shows(&h, "Boards of match 2"));
    key(&mut h, "=");
    assert_eq!(games(&h)[2], (3, 5, GameResult::Draw));
    // Esc: back to the round's table, whose keys go on from its own cursor.
    h.key_press(egui::Key::Escape);
    h.run();
    assert!(!shows(&h, "Boards of match 2"));
}

#[test]
fn the_team_bye_is_shown_with_its_match_points() {
    let dir = tempfile::tempdir().unwrap();
    let mut s = team_event(3);
    s.apply(Command::Team(TeamCommand::PairNextRound)).unwrap();
    // Round 1 of the round robin: Beta – Gamma, Alfa rests. Written as a team Swiss
    // would: Alfa has the pairing-allocated team bye, its players the individual one
    // (docs/rules/teams.md D4).
    let mut t = s.tournament().clone();
    let events = t.team_event.as_mut().unwrap();
    events.rounds[0].byes.push(TeamId(1));
    t.rounds[0].byes = [1, 2]
        .map(|p| Bye {
            player: PlayerId(p),
            kind: ByeKind::PairingAllocated,
        })
        .to_vec();
    let mut h = open_saved(dir.path(), "coppa.ron", &t, LARGE);
    click(&mut h, "Rounds");
    // The bye's match points: a draw's by default (C.04.6, D4).
    assert!(shows(&h, "Alfa has the team bye (match points: 1)"));
    assert!(!shows(&h, "Alfa rests this round"));
}

#[test]
fn both_teams_absent_lose_the_match_in_one_step() {
    let dir = tempfile::tempdir().unwrap();
    let mut s = team_event(4);
    s.apply(Command::Team(TeamCommand::PairNextRound)).unwrap();
    let mut h = open_saved(dir.path(), "coppa.ron", s.tournament(), LARGE);
    let before = h.state().session().tournament().clone();
    // Round 1 as above: match 2 is Beta – Gamma, P3-P5 and P6-P4 at boards 3-4.
    click(&mut h, "Rounds");
    click(&mut h, "Match 2: Beta – Gamma, boards 3–4: 0 – 0");
    assert!(in_view(&h, "Both teams absent", LARGE));
    click(&mut h, "Both teams absent");
    // Every board of the match a double forfeit (-/-), match 1 untouched.
    let pending = GameResult::Pending;
    let double = GameResult::DoubleForfeit;
    assert_eq!(
        games(&h),
        [
            (1, 7, pending),
            (8, 2, pending),
            (3, 5, double),
            (6, 4, double)
        ]
    );
    // The match as a file's `330 --` reads it (docs/rules/teams.md D3): both lose, no
    // boards left to enter; its line says so, and no absent button is left.
    let t = h.state().session().tournament();
    let m = &t.team_event.as_ref().unwrap().rounds[0].matches[1];
    assert_eq!(m.forfeit, Some(torneo::domain::MatchForfeit::Neither));
    assert!(shows(&h, "Neither team came: both lose the match"));
    assert!(!shows(&h, "Beta absent"));
    // Both lose: no match points for either (2/1/0), where two -/- games alone would
    // have been a 0-0 draw, 1 each.
    let events = t.team_event.as_ref().unwrap();
    for team in [TeamId(2), TeamId(3)] {
        let score = torneo::domain::team_round_score(t, events, 1, team);
        assert_eq!(score.match_points, Points::ZERO, "{team:?}");
        assert_eq!(score.outcome, Some(torneo::domain::GameOutcome::Loss));
    }
    // One undo step gives the match back with its boards to enter.
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
    h.run();
    assert_eq!(h.state().session().tournament(), &before);
}

/// D18: in the last round paired a team without a match is given the team bye by hand
/// (its line-up the individual pairing-allocated bye), and it is taken away again, each
/// by its button at 1366×768 and one undo step.
#[test]
fn the_team_bye_is_given_and_taken_away_by_hand() {
    let dir = tempfile::tempdir().unwrap();
    let mut s = team_event(3);
    s.apply(Command::Team(TeamCommand::PairNextRound)).unwrap();
    // Round 1 of the round robin: Beta – Gamma, Alfa (P1, P2) rests.
    let mut h = open_saved(dir.path(), "coppa.ron", s.tournament(), LARGE);
    let before = h.state().session().tournament().clone();
    click(&mut h, "Rounds");
    assert!(shows(&h, "Alfa rests this round"));
    assert!(in_view(&h, "Give Alfa the team bye", LARGE));
    click(&mut h, "Give Alfa the team bye");
    assert!(shows(&h, "Alfa has the team bye (match points: 1)"));
    let t = h.state().session().tournament().clone();
    assert_eq!(t.team_event.as_ref().unwrap().rounds[0].byes, [TeamId(1)]);
    let byes: Vec<(u32, ByeKind)> = t.rounds[0]
        .byes
        .iter()
        .map(|b| (b.player.0, b.kind))
        .collect();
    assert_eq!(
        byes,
        [
            (1, ByeKind::PairingAllocated),
            (2, ByeKind::PairingAllocated)
        ]
    );
    click(&mut h, "Take the team bye from Alfa");
    assert!(shows(&h, "Alfa rests this round"));
    assert_eq!(h.state().session().tournament(), &before);
    // One undo step gives the bye back.
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
    h.run();
    assert!(shows(&h, "Alfa has the team bye (match points: 1)"));
}

/// D18: Teams → *Pair round 1 by hand…* at 1366×768: the arbiter names Gamma against
/// Alfa (Gamma first) and gives Beta the team bye; *Record the round* records it as one
/// undo step, the boards from the rosters with the colours of D1.
#[test]
fn a_team_round_is_paired_by_hand_in_the_window() {
    let dir = tempfile::tempdir().unwrap();
    let s = team_event(3);
    let mut h = open_saved(dir.path(), "coppa.ron", s.tournament(), LARGE);
    let before = h.state().session().tournament().clone();
    click(&mut h, "Teams");
    click(&mut h, "Pair round 1 by hand…");
    let pick = |h: &mut Window, list: &str, team: &str| {
        h.get_by_role_and_label(Role::ComboBox, list).click();
        h.run();
        h.get_by_label(team).click();
        h.run();
    };
    pick(&mut h, "First-named team", "3. Gamma");
    pick(&mut h, "Opponent", "1. Alfa");
    click(&mut h, "Add match");
    assert!(shows(&h, "Match 1: 3. Gamma – 1. Alfa"));
    assert!(shows(&h, "Not paired: 2. Beta"));
    pick(&mut h, "Team bye", "2. Beta");
    assert!(!shows(&h, "Not paired"));
    assert!(in_view(&h, "Record the round", LARGE));
    click(&mut h, "Record the round");
    // Gamma (P5, P6) first: White on board 1, Black on board 2 (D1): P5-P1, P2-P6; Beta's
    // line-up (P3, P4) the individual pairing-allocated bye (D4).
    assert_eq!(
        games(&h),
        [(5, 1, GameResult::Pending), (2, 6, GameResult::Pending)]
    );
    let t = h.state().session().tournament().clone();
    let events = t.team_event.as_ref().unwrap();
    let m = &events.rounds[0].matches[0];
    assert_eq!((m.first, m.second), (TeamId(3), TeamId(1)));
    assert_eq!(events.rounds[0].byes, [TeamId(2)]);
    let byes: Vec<u32> = t.rounds[0].byes.iter().map(|b| b.player.0).collect();
    assert_eq!(byes, [3, 4]);
    // One undo step takes the round away.
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
    h.run();
    assert_eq!(h.state().session().tournament(), &before);
}

/// D18 at 1100×720: the hand-pairing dialog's lists and buttons are on the screen.
#[test]
fn the_hand_round_dialog_fits_the_small_screen() {
    let dir = tempfile::tempdir().unwrap();
    let s = team_event(3);
    let mut h = open_saved(dir.path(), "coppa.ron", s.tournament(), SMALL);
    click(&mut h, "Teams");
    click(&mut h, "Pair round 1 by hand…");
    for label in [
        "First-named team",
        "Opponent",
        "Add match",
        "Team bye",
        "Record the round",
    ] {
        assert!(in_view(&h, label, SMALL), "{label} off the 1100×720 screen");
    }
}

#[test]
fn a_hand_round_the_session_refuses_keeps_its_dialog_and_matches() {
    let dir = tempfile::tempdir().unwrap();
    // Gamma's roster cut to one player (P5) for two boards: a match of Gamma cannot be
    // lined up (the session refuses it, "1 players for 2 boards").
    let mut s = team_event(3);
    let cut = TeamCommand::RemoveFromRoster {
        team: TeamId(3),
        player: PlayerId(6),
    };
    s.apply(Command::Team(cut)).unwrap();
    let mut h = open_saved(dir.path(), "coppa.ron", s.tournament(), LARGE);
    let before = h.state().session().tournament().clone();
    click(&mut h, "Teams");
    click(&mut h, "Pair round 1 by hand…");
    let pick = |h: &mut Window, list: &str, team: &str| {
        h.get_by_role_and_label(Role::ComboBox, list).click();
        h.run();
        h.get_by_label(team).click();
        h.run();
    };
    pick(&mut h, "First-named team", "3. Gamma");
    pick(&mut h, "Opponent", "1. Alfa");
    click(&mut h, "Add match");
    click(&mut h, "Record the round");
    // Refused: nothing recorded, the dialog still open with the reason and the match.
    assert_eq!(h.state().session().tournament(), &before);
    assert!(shows(&h, "players for 2 boards: add players to its roster"));
    assert!(shows(&h, "Match 1: 3. Gamma – 1. Alfa"));
    assert!(in_view(&h, "Record the round", LARGE));
    // The arbiter mends the round in the dialog: Gamma's match away, Alfa – Beta; Gamma
    // left not paired. Recorded, and the dialog closes.
    click(&mut h, "Remove match 1");
    pick(&mut h, "First-named team", "1. Alfa");
    pick(&mut h, "Opponent", "2. Beta");
    click(&mut h, "Add match");
    click(&mut h, "Record the round");
    let t = h.state().session().tournament().clone();
    let m = &t.team_event.as_ref().unwrap().rounds[0].matches[0];
    assert_eq!((m.first, m.second), (TeamId(1), TeamId(2)));
    assert!(!shows(&h, "Record the round"));
    assert!(!shows(&h, "add players to its roster"));
}

/// The unusual single-game keys (VCL.13) on an open match's boards: `>` ½-0 on board 1,
/// `/` 0-0 on board 2, each then on to the next board as any result key.
#[test]
fn a_matchs_boards_take_the_unusual_score_keys() {
    let dir = tempfile::tempdir().unwrap();
    let mut s = team_event(4);
    s.apply(Command::Team(TeamCommand::PairNextRound)).unwrap();
    let mut h = open_saved(dir.path(), "coppa.ron", s.tournament(), LARGE);
    click(&mut h, "Rounds");
    // Match 1, Alfa – Delta: board 1 P1-P7, board 2 P8-P2 (as above).
    click(&mut h, "Match 1: Alfa – Delta, boards 1–2: 0 – 0");
    key(&mut h, ">");
    key(&mut h, "/");
    let t = h.state().session().tournament().clone();
    let unusual = |board| torneo::session::unusual_score::unusual_score(&t, 1, board, false);
    assert_eq!(unusual(0), Some(torneo::domain::UnusualScore::HalfZero));
    assert_eq!(unusual(1), Some(torneo::domain::UnusualScore::ZeroZero));
    // Game points: board 1 P1 ½ and P7 0, board 2 both 0: Alfa ½ – 0 Delta.
    assert!(shows(&h, "Match 1: Alfa – Delta, boards 1–2: ½ – 0"));
}
