//! `torneo norms FILE [--player N]` end to end (FIDE B.01 1.4): the summary of every
//! player, one player's detail, and an unknown pairing number refused.

use crate::cli_support::torneo;
use std::path::{Path, PathBuf};
use torneo::domain::{
    Board, GameResult, PairingSystem, Player, Round, Sex, Title, Tournament, TournamentSettings,
};

/// The candidate (No. 1, ITA 2300) meets nine opponents in a 9-round Swiss and scores
/// 6/9 = 67% against an average of 2366 (no floor for the IM norm): dp 125, Rp 2491, an
/// IM norm (worked by hand in crates/norm/src/tests.rs, the base case).
fn norm_event(dir: &Path) -> PathBuf {
    use GameResult::{BlackWins as L, Draw as D, WhiteWins as W};
    let opponents = [
        (Some(Title::GM), "HUN", 2520, D),
        (Some(Title::IM), "GER", 2410, W),
        (Some(Title::GM), "SRB", 2480, D),
        (Some(Title::FM), "ITA", 2290, W),
        (Some(Title::IM), "ITA", 2350, D),
        (None, "ITA", 2150, W),
        (Some(Title::IM), "CRO", 2390, L),
        (Some(Title::GM), "ITA", 2500, D),
        (Some(Title::WIM), "ESP", 2200, W),
    ];
    let mut t = Tournament::new(TournamentSettings {
        name: "Norm Open".into(),
        system: PairingSystem::Dutch,
        federation: "ITA".into(),
        rounds: 9,
        ..TournamentSettings::default()
    });
    let candidate = t.add_player(Player {
        name: "Candidate, Carla".into(),
        rating: Some(2300),
        federation: "ITA".into(),
        sex: Some(Sex::Male),
        pairing_number: 1,
        ..Player::default()
    });
    for (i, (title, federation, rating, result)) in opponents.into_iter().enumerate() {
        let number = i as u32 + 1;
        let opponent = t.add_player(Player {
            name: format!("Opponent {number}"),
            title,
            federation: federation.into(),
            rating: Some(rating),
            pairing_number: number + 1,
            ..Player::default()
        });
        t.rounds.push(Round {
            number,
            boards: vec![Board {
                white: candidate,
                black: opponent,
                result,
                second_game: None,
            }],
            byes: vec![],
        });
    }
    let path = dir.join("norms.ron");
    torneo::formats::ron::save_without_backup(&path, &t).unwrap();
    path
}

#[test]
fn norms_prints_the_summary_and_the_norm_achieved() {
    let dir = tempfile::tempdir().unwrap();
    let input = norm_event(dir.path());
    let (code, out, err) = torneo(&["norms", input.to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
    let candidate = out
        .lines()
        .find(|l| l.contains("Candidate, Carla"))
        .unwrap();
    assert!(
        candidate.contains("1.4.8a 1.4.8") && candidate.contains("norm"),
        "{candidate}"
    );
    assert!(out.contains("IM norm: all requirements met"), "{out}");
    assert!(out.contains("Ra 2366, dp +125, Rp 2491"), "{out}");
}

#[test]
fn norms_player_prints_one_player_in_italian() {
    let dir = tempfile::tempdir().unwrap();
    let input = norm_event(dir.path());
    let path = input.to_str().unwrap();
    let (code, out, err) = torneo(&["--lang", "it", "norms", path, "--player", "1"]);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains("Norma IM: tutti i requisiti soddisfatti"),
        "{out}"
    );
    assert_eq!(out.matches("Candidate, Carla").count(), 1, "{out}");
    let (code, _, err) = torneo(&["norms", path, "--player", "42"]);
    assert_eq!(code, 3);
    assert!(err.contains("No player has pairing number 42"), "{err}");
}
