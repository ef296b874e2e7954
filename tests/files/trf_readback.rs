//! Issue 18 item 4: tournaments that the TRF export used to refuse because the file did
//! not read back as itself now come back whole, through the records TRF-26 has and
//! Torneo's own `XXN`, `XXJ`, `XXU`, `XXT` records (README, "TRF files"). Expected lines
//! are written by hand from the record layouts (trf.md §3–§5).
#![allow(clippy::unwrap_used, clippy::expect_used)]

use torneo::domain::{
    AdjustmentReason, Board, BursteinEdition, Bye, ByeKind, GameResult, PairingSystem, Player,
    PlayerId, Points, Round, ScoreAdjustment, Tournament, TournamentSettings,
};
use torneo::formats::trf::{self, TrfField, TrfVersion};

const BOTH: [TrfVersion; 2] = [TrfVersion::Trf16, TrfVersion::Trf26];

/// `n` players numbered 1..n, with ids 1..n, in a Dutch tournament of `rounds` rounds.
fn players(n: u32, rounds: u32) -> Tournament {
    let mut t = Tournament::new(TournamentSettings {
        name: "Sociale".into(),
        rounds,
        ..TournamentSettings::default()
    });
    for number in 1..=n {
        let id = t.add_player(Player {
            name: format!("Giocatore {number}"),
            ..Player::default()
        });
        t.player_mut(id).unwrap().pairing_number = number;
    }
    t
}

fn game(white: u32, black: u32, result: GameResult) -> Board {
    Board {
        white: PlayerId(white),
        black: PlayerId(black),
        result,
        second_game: None,
    }
}

/// Exported with the check, then read back.
fn round_trip(t: &Tournament, version: TrfVersion) -> (String, Tournament) {
    let text = trf::export_checked(t, version).unwrap();
    let (back, _) = trf::import(text.as_bytes()).unwrap();
    (text, back)
}

#[test]
fn a_last_round_made_only_of_byes_is_a_round_not_a_request() {
    let mut t = players(2, 5);
    t.rounds.push(Round {
        number: 1,
        boards: vec![game(1, 2, GameResult::WhiteWins)],
        byes: vec![],
    });
    t.rounds.push(Round {
        number: 2,
        boards: vec![],
        byes: vec![
            Bye {
                player: PlayerId(1),
                kind: ByeKind::HalfPoint,
            },
            Bye {
                player: PlayerId(2),
                kind: ByeKind::FullPoint,
            },
        ],
    });
    for version in BOTH {
        let (text, back) = round_trip(&t, version);
        assert!(text.ends_with("XXN 2\n"), "{text}");
        assert_eq!(back.rounds, t.rounds);
        assert!(back.players.iter().all(|p| p.requested_byes.is_empty()));
        assert_eq!(back.standing_score(PlayerId(1)), Points(15));
    }
}

#[test]
fn an_empty_last_round_comes_back_and_the_request_column_after_it_too() {
    let mut t = players(2, 5);
    t.rounds.push(Round {
        number: 1,
        boards: vec![],
        byes: vec![],
    });
    t.players[1].requested_byes.insert(2, ByeKind::HalfPoint);
    for version in BOTH {
        let (text, back) = round_trip(&t, version);
        assert!(text.contains("XXN 1\n"), "{text}");
        assert_eq!(back.rounds, t.rounds);
        assert_eq!(
            back.players[1].requested_byes.get(&2),
            Some(&ByeKind::HalfPoint)
        );
    }
}

#[test]
fn rounds_paired_that_leave_a_round_of_games_out_are_refused_at_their_line() {
    // Two rounds of games (the layout of trf.md §3), and a record that says none was paired.
    let text = "012 Sociale\n\
001    1      Rossi, Anna                                                        2.0    1     2 w 1     2 b 1\n\
001    2      Bianchi, Luca                                                      0.0    2     1 b 0     1 w 0\n\
XXN 0\n";
    let error = trf::import(text.as_bytes()).unwrap_err();
    assert_eq!(error.line, 4);
    assert_eq!(error.field, TrfField::NumberOfRounds);
}

#[test]
fn a_bonus_in_a_trf16_file_keeps_its_round_and_reason() {
    let mut t = players(2, 5);
    t.rounds.push(Round {
        number: 1,
        boards: vec![game(1, 2, GameResult::Draw)],
        byes: vec![],
    });
    t.score_adjustments.push(ScoreAdjustment {
        player: PlayerId(2),
        round: 1,
        points: Points(-5),
        reason: AdjustmentReason::BonusOrPenalty,
    });
    let (text, back) = round_trip(&t, TrfVersion::Trf16);
    // The 299 layout: type blank (col 5), 00.0 (8-11), points (13-17), round (20-22),
    // the player (24-27).
    assert!(text.contains("\nXXJ    00.0  -0.5  001 0002\n"), "{text}");
    assert_eq!(back.score_adjustments, t.score_adjustments);
    let (text, back) = round_trip(&t, TrfVersion::Trf26);
    assert!(text.contains("\n299    00.0  -0.5  001 0002\n"), "{text}");
    assert_eq!(back.score_adjustments, t.score_adjustments);
}

#[test]
fn a_correction_worth_the_requested_bye_is_written_as_such() {
    let mut t = players(2, 5);
    t.rounds.push(Round {
        number: 1,
        boards: vec![game(1, 2, GameResult::BlackWins)],
        byes: vec![],
    });
    t.players[0].requested_byes.insert(2, ByeKind::HalfPoint);
    t.score_adjustments.push(ScoreAdjustment {
        player: PlayerId(1),
        round: 0,
        points: Points(5),
        reason: AdjustmentReason::Correction,
    });
    for version in BOTH {
        let (text, back) = round_trip(&t, version);
        assert!(text.contains("\nXXJ C  00.0   0.5  000 0001\n"), "{text}");
        assert_eq!(back.score_adjustments, t.score_adjustments);
        assert_eq!(back.standing_score(PlayerId(1)), Points(5));
    }
}

#[test]
fn a_forbidden_pair_in_a_tournament_of_more_than_999_rounds() {
    let mut t = players(3, 1200);
    t.forbidden_pairs.push((PlayerId(1), PlayerId(3)));
    let (text, back) = round_trip(&t, TrfVersion::Trf26);
    assert!(text.contains("\n260 001 999 0001 0003\n"), "{text}");
    assert_eq!(back.forbidden_pairs, t.forbidden_pairs);
    assert!(back.extra_trf_records.is_empty());
}

#[test]
fn no_tiebreaks_stay_no_tiebreaks() {
    let mut t = players(2, 5);
    t.settings.tiebreaks.clear();
    for version in BOTH {
        let (text, back) = round_trip(&t, version);
        assert!(text.contains("\n202\n"), "{text}");
        assert!(back.settings.tiebreaks.is_empty());
    }
}

#[test]
fn the_legacy_burstein_edition_is_named_in_both_editions() {
    let mut t = players(2, 5);
    t.settings.system = PairingSystem::Burstein;
    t.settings.burstein_edition = BursteinEdition::Legacy;
    t.settings.acceleration = torneo::domain::Acceleration::BakuReference;
    for version in BOTH {
        let (text, back) = round_trip(&t, version);
        assert!(
            text.contains("\n192 FIDE_BURSTEIN_LEGACY_2025_BAKU\n"),
            "{text}"
        );
        assert_eq!(back.settings.burstein_edition, BursteinEdition::Legacy);
        assert_eq!(back.settings.acceleration, t.settings.acceleration);
    }
}

#[test]
fn zero_virtual_points_are_no_acceleration() {
    let mut t = players(2, 5);
    t.virtual_points
        .entry(PlayerId(2))
        .or_default()
        .extend([(1, Points(10)), (2, Points::ZERO)]);
    let (text, back) = round_trip(&t, TrfVersion::Trf16);
    assert!(text.contains("\nXXA 0002  1.0\n"), "{text}");
    assert_eq!(
        back.virtual_points.get(&PlayerId(2)).unwrap(),
        &[(1, Points(10))].into_iter().collect()
    );
}
