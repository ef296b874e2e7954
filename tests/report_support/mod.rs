//! The small Swiss every report test prints: 8 players with accented, Greek and Cyrillic
//! names, 4 rounds announced, 3 played and a 4th paired without results. Round 1: all
//! play. Round 2: a half-point bye (5), a zero-point bye (8), a forfeit (4 did not come,
//! 7 wins). Round 3: 7 has withdrawn, 8 gets the pairing-allocated bye, two draws.
//! Round 4: 3 has a full-point bye, results pending.
//!
//! After round 3 with tie-breaks PS, WIN: 1 has 3 (PS 6); 2, 3 and 4 have 1½ each from
//! 1, 0, ½ (PS 3½, one win) and share places 2-4; 6 and 7 have 1 from 0, 1, 0 (PS 2,
//! one win: 7's forfeit win counts) and share 5-6; 5 has 1 (0, ½, ½: PS 1½, no win);
//! 8 has 1 (0, 0, 1: PS 1, the bye counts as a win).

#![allow(dead_code, clippy::unwrap_used, clippy::expect_used)]

use chrono::NaiveDate;
use torneo::domain::{
    Board, Bye, ByeKind, GameResult, PairingSystem, Player, PlayerId, Round, Sex, Title,
    Tournament, TournamentSettings,
};

pub fn brera() -> Tournament {
    let mut t = Tournament::new(brera_settings());
    add_brera_players(&mut t);
    if let Some(p) = t.player_mut(PlayerId(7)) {
        p.withdrawn_from = Some(3);
    }
    t.rounds = brera_rounds();
    t.validate().unwrap();
    t
}

/// The event: Milan, 1-3 March 2026, 4 rounds (Dutch), tie-breaks PS and WIN.
fn brera_settings() -> TournamentSettings {
    TournamentSettings {
        name: "Open di Brera 2026".into(),
        place: "Milano".into(),
        venue: "Circolo Scacchistico Milanese".into(),
        federation: "ITA".into(),
        chief_arbiter: "Verdi, Giuseppe".into(),
        deputy_arbiters: vec!["Neri, Anna".into(), "Lombardi, Paolo".into()],
        organiser: "ASD Scacchi Brera".into(),
        start_date: NaiveDate::from_ymd_opt(2026, 3, 1),
        end_date: NaiveDate::from_ymd_opt(2026, 3, 3),
        time_control: "90' + 30\"".into(),
        rounds: 4,
        system: PairingSystem::Dutch,
        tiebreaks: vec!["PS".into(), "WIN".into()],
        ..TournamentSettings::default()
    }
}

/// The 8 players, in rating order, with their pairing numbers 1-8.
fn add_brera_players(t: &mut Tournament) {
    let players = [
        (
            "Müller, Nicolò",
            Some(2350),
            Some(Title::FM),
            "GER",
            Sex::Male,
        ),
        (
            "Παπαδοπούλου, Ελένη",
            Some(2280),
            Some(Title::WIM),
            "GRE",
            Sex::Female,
        ),
        ("Иванов, Сергей", Some(2210), None, "RUS", Sex::Male),
        ("Rossi, Mario", Some(2105), None, "ITA", Sex::Male),
        ("Bianchi, Chiara", Some(1980), None, "ITA", Sex::Female),
        ("O'Brien, Seán", Some(1875), None, "IRL", Sex::Male),
        ("Ferrari, Luca", Some(1760), None, "ITA", Sex::Male),
        ("Esposito, Giulia", None, None, "ITA", Sex::Female),
    ];
    for (i, (name, rating, title, federation, sex)) in players.into_iter().enumerate() {
        t.add_player(Player {
            name: name.into(),
            rating,
            title,
            federation: federation.into(),
            club: if federation == "ITA" {
                "Scacchi Brera".into()
            } else {
                String::new()
            },
            sex: Some(sex),
            fide_id: Some(4_600_000 + i as u64),
            birth_date: NaiveDate::from_ymd_opt(1960 + 7 * i as i32, 5, 5),
            pairing_number: i as u32 + 1,
            ..Player::default()
        });
    }
}

/// The 4 rounds, the 4th paired without results.
fn brera_rounds() -> Vec<Round> {
    let board = |white: u32, black: u32, result| Board {
        white: PlayerId(white),
        black: PlayerId(black),
        result,
        second_game: None,
    };
    let bye = |player: u32, kind| Bye {
        player: PlayerId(player),
        kind,
    };
    use GameResult::*;
    vec![
        Round {
            number: 1,
            boards: vec![
                board(1, 5, WhiteWins),
                board(2, 6, WhiteWins),
                board(7, 3, BlackWins),
                board(4, 8, WhiteWins),
            ],
            byes: vec![],
        },
        Round {
            number: 2,
            boards: vec![
                board(1, 2, WhiteWins),
                board(6, 3, WhiteWins),
                board(4, 7, BlackWinsByForfeit),
            ],
            byes: vec![bye(5, ByeKind::HalfPoint), bye(8, ByeKind::ZeroPoint)],
        },
        Round {
            number: 3,
            boards: vec![board(1, 6, WhiteWins), board(2, 3, Draw), board(5, 4, Draw)],
            byes: vec![bye(8, ByeKind::PairingAllocated)],
        },
        Round {
            number: 4,
            boards: vec![
                board(4, 1, Pending),
                board(2, 5, Pending),
                board(8, 6, Pending),
            ],
            byes: vec![bye(3, ByeKind::FullPoint)],
        },
    ]
}
