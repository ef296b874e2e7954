//! Lim cases worked by hand from the text of C.04.4.3 (2026; seed 003 §04.2 renumbered):
//! the reasoning is in each test's comments, the expected boards are typed by hand
//! (pairing numbers, White first, in board order).

#![allow(clippy::unwrap_used, clippy::expect_used)]

use torneo::domain::{
    Board, Bye, ByeKind, GameResult, PairingSystem, Player, PlayerId, Round, Tournament,
    TournamentSettings,
};
use torneo::pairing::{JobControl, lim};

/// `ratings[i]` is the rating of pairing number i + 1; 9 rounds, White the drawn colour.
fn event(ratings: &[u16]) -> (Tournament, Vec<PlayerId>) {
    let mut t = Tournament::new(TournamentSettings {
        rounds: 9,
        system: PairingSystem::Lim,
        ..TournamentSettings::default()
    });
    let mut ids = Vec::new();
    for (i, &r) in ratings.iter().enumerate() {
        let id = t.add_player(Player {
            name: format!("P{}", i + 1),
            rating: Some(r),
            ..Player::default()
        });
        t.player_mut(id).unwrap().pairing_number = i as u32 + 1;
        ids.push(id);
    }
    (t, ids)
}

/// Records round `number`: boards as (white TPN, black TPN, result), and a PAB.
fn record(
    t: &mut Tournament,
    ids: &[PlayerId],
    number: u32,
    games: &[(usize, usize, GameResult)],
    bye: Option<usize>,
) {
    let boards = games
        .iter()
        .map(|&(w, b, result)| Board {
            result,
            ..Board::new(ids[w - 1], ids[b - 1])
        })
        .collect();
    let byes = bye
        .map(|v| Bye {
            player: ids[v - 1],
            kind: ByeKind::PairingAllocated,
        })
        .into_iter()
        .collect();
    t.rounds.push(Round {
        number,
        boards,
        byes,
    });
}

/// The pairing of `round` as (white TPN, black TPN) in board order, and the PAB.
fn paired(t: &Tournament, round: u32) -> (Vec<(u32, u32)>, Option<u32>) {
    let p = lim::pair(t, round, &JobControl::new()).unwrap();
    let tpn = |id: PlayerId| t.player(id).unwrap().pairing_number;
    let boards = p
        .boards
        .iter()
        .map(|b| (tpn(b.white), tpn(b.black)))
        .collect();
    let bye = p
        .byes
        .iter()
        .find(|b| b.kind == ByeKind::PairingAllocated)
        .map(|b| tpn(b.player));
    (boards, bye)
}

fn descending(n: u16) -> Vec<u16> {
    (0..n).map(|i| 2500 - 10 * i).collect()
}

#[test]
fn round_one_of_forty_players_is_the_example_of_7_2() {
    // 7.2: #1 drew White; odd numbers of the top half take White, even ones Black:
    // "1 v 21, 22 v 2, 3 v 23, 24 v 4, ... 40 v 20".
    let (t, _) = event(&descending(40));
    let expected = vec![
        (1, 21),
        (22, 2),
        (3, 23),
        (24, 4),
        (5, 25),
        (26, 6),
        (7, 27),
        (28, 8),
        (9, 29),
        (30, 10),
        (11, 31),
        (32, 12),
        (13, 33),
        (34, 14),
        (15, 35),
        (36, 16),
        (17, 37),
        (38, 18),
        (19, 39),
        (40, 20),
    ];
    assert_eq!(paired(&t, 1), (expected, None));
}

#[test]
fn round_one_bye_goes_to_the_lowest_rated_not_the_last_number() {
    // 7.1: the lowest-rated player of the list (#3, 1500) gets the bye, although #5 has
    // the largest number. The other four: 1 v 4, 2 v 5 (2.4), #1 White, #2 Black (7.2).
    let (t, _) = event(&[2400, 2300, 1500, 2100, 2000]);
    assert_eq!(paired(&t, 1), (vec![(1, 4), (5, 2)], Some(3)));
}

#[test]
fn an_incompatible_proposal_is_exchanged_as_in_the_table_of_4_2() {
    // Round 1 (all drawn): 4–1, 3–2, 5–6. Round 2: one scoregroup of six at ½ point, which
    // is the median (½ of 1 round), paired downward. Proposed 1 v 4 had met: the table of
    // 4.2 gives next 1 v 5 (#1 due White, #5 due Black: both granted), then 2 v 4 (#2 due
    // White, #4 due Black) and 3 v 6 (#3 due Black, #6 due White): the second line of the
    // table, "1 v 5, 2 v 4, 3 v 6".
    let (mut t, ids) = event(&descending(6));
    let d = GameResult::Draw;
    record(&mut t, &ids, 1, &[(4, 1, d), (3, 2, d), (5, 6, d)], None);
    assert_eq!(paired(&t, 2), (vec![(1, 5), (2, 4), (6, 3)], None));
}

#[test]
fn a_colour_exchange_gives_both_players_their_due_colour() {
    // Round 1 (all drawn): 4–1, 2–3, 5–6. As above #1 gets #5; then #2 (due Black) is
    // proposed #4 (due Black too): the second scrutiny (5.2) exchanges #4 for #6 (due
    // White), leaving 3 v 4 (#3 due White, #4 due Black).
    let (mut t, ids) = event(&descending(6));
    let d = GameResult::Draw;
    record(&mut t, &ids, 1, &[(4, 1, d), (2, 3, d), (5, 6, d)], None);
    assert_eq!(paired(&t, 2), (vec![(1, 5), (6, 2), (3, 4)], None));
}

#[test]
fn scoregroups_above_and_below_the_median_float_towards_it() {
    // Round 1: 1 beat 4, 2 beat 5, 3 beat 6. Median score ½ (2.2): nobody has it.
    // Top group {1, 2, 3} paired downward is odd: due Black #1 and #3, due White #2, so a
    // due-Black player floats (3.2), the lowest numbered one, #3. 1 v 2: #2 White.
    // Bottom group {4, 5, 6} paired upward is odd: due White #4 and #6, due Black #5, so
    // a due-White player floats, the highest numbered one (upward), #4. 5 v 6: #6 White.
    // The median group, paired last: #3 (DF) against #4 (UF): #4 due White.
    let (mut t, ids) = event(&descending(6));
    let w = GameResult::WhiteWins;
    let b = GameResult::BlackWins;
    record(&mut t, &ids, 1, &[(1, 4, w), (5, 2, b), (3, 6, w)], None);
    assert_eq!(paired(&t, 2), (vec![(2, 1), (4, 3), (6, 5)], None));
}

#[test]
fn the_bye_goes_to_the_lowest_ranked_of_the_lowest_scoregroup() {
    // Round 1: #5 had the bye (7.1), 1 beat 3, 2 beat 4 (4 had White). Round 2: lowest
    // scoregroup {3, 4}: its lowest ranked, #4, gets the bye (1.1).
    // Top group {1, 2, 5} (1 point) is odd; due Black #1, due White #2, #5 none: no
    // imbalance, so the default floater would be the lowest numbered, #5; but #5 floated
    // last round (the bye, L-8), so 3.10 floats #2 instead. 1 v 5: #5 has no colour,
    // #1 gets its due Black. #3 alone below the median floats up. The median group pairs
    // the downfloater #2 with the upfloater #3: both due White with identical histories,
    // in the median group the higher-ranked #2 gets it (5.4).
    let (mut t, ids) = event(&descending(5));
    let w = GameResult::WhiteWins;
    let b = GameResult::BlackWins;
    record(&mut t, &ids, 1, &[(1, 3, w), (4, 2, b)], Some(5));
    assert_eq!(paired(&t, 2), (vec![(5, 1), (2, 3)], Some(4)));
}

#[test]
fn the_last_scrutinised_pairs_take_what_the_limits_allow() {
    // Round 1: 1–3 and 4–2 drawn; round 2: 1–4 and 3–2 drawn. Everybody has 1 point (the
    // median of 2 rounds). #1 had White twice, so must have Black (5.1 a); #2 Black twice,
    // so must have White. #1 has met #3 and #4: only 2 v 1 is left for #1. #3 (B, W)
    // against #4 (W, B): both due White; going back, in round 2 #3 had White and #4 Black:
    // #4 gets White (5.4).
    let (mut t, ids) = event(&descending(4));
    let d = GameResult::Draw;
    record(&mut t, &ids, 1, &[(1, 3, d), (4, 2, d)], None);
    record(&mut t, &ids, 2, &[(1, 4, d), (3, 2, d)], None);
    assert_eq!(paired(&t, 3), (vec![(2, 1), (4, 3)], None));
}

#[test]
fn each_board_is_explained_in_both_languages() {
    // The floater case above: board 2 is 4–3, made in the median group (½ point, empty
    // of residents) from #3, who floated down from the 1-point group, and #4, who floated
    // up from the 0-point group; #4 is due White and #3 due Black.
    use torneo::i18n::Language;
    let (mut t, ids) = event(&descending(6));
    let w = GameResult::WhiteWins;
    let b = GameResult::BlackWins;
    record(&mut t, &ids, 1, &[(1, 4, w), (5, 2, b), (3, 6, w)], None);
    let explanation = torneo::pairing::explain::explain_round(&t, 2, &JobControl::new()).unwrap();
    let english = explanation.worded(Language::English);
    let board = english.for_player(ids[3]).unwrap();
    assert_eq!(board.black, Some(ids[2]));
    for sentence in [
        "Board 2: paired in the ½-point scoregroup, the median scoregroup",
        "P3 (3) floated from the 1-point scoregroup to make it even",
        "P4 (4) floated from the 0-point scoregroup to make it even",
        "Both players get their due colour (C.04.4.3 5.1, 5.5, 5.6).",
    ] {
        assert!(board.text.contains(sentence), "{}", board.text);
    }
    let italian = explanation.worded(Language::Italian);
    let board = italian.for_player(ids[3]).unwrap();
    assert!(
        board
            .text
            .contains("Entrambi i giocatori ricevono il colore atteso"),
        "{}",
        board.text
    );
    assert!(
        board
            .text
            .contains("il gruppo mediano, abbinato per ultimo"),
        "{}",
        board.text
    );
}

fn cli(args: &[&str]) -> (u8, String) {
    let args: Vec<std::ffi::OsString> = std::iter::once("torneo")
        .chain(args.iter().copied())
        .map(Into::into)
        .collect();
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let code = torneo::cli::run_with(args, &mut out, &mut err);
    (
        code,
        String::from_utf8_lossy(&out).to_string() + &String::from_utf8_lossy(&err),
    )
}

#[test]
fn a_generated_lim_tournament_checks_clean_and_reads_back_its_code() {
    // `generate --lim` pairs every round with the engine and writes `192 CUSTOM_SWISS_LIM`;
    // `check --lim` reads the file back and pairs each round again: no difference.
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("event.trf");
    let file = file.to_str().unwrap();
    let (code, text) = cli(&[
        "generate",
        "--lim",
        "--players",
        "23",
        "--rounds",
        "7",
        "-s",
        "5",
        "-o",
        file,
    ]);
    assert_eq!(code, 0, "{text}");
    let written = std::fs::read_to_string(file).unwrap();
    assert!(written.contains("192 CUSTOM_SWISS_LIM"), "{written}");
    let (code, text) = cli(&["check", "--lim", file]);
    assert_eq!(code, 0, "{text}");
    let (read, _) = torneo::formats::trf::import(written.as_bytes()).unwrap();
    assert_eq!(read.settings.system, PairingSystem::Lim);
}

#[test]
fn the_command_line_pairs_round_one_with_lim() {
    // Four players, round 1: 1 v 3, 4 v 2 (7.2), written White first.
    let dir = tempfile::tempdir().unwrap();
    let (t, _) = event(&descending(4));
    let request = dir.path().join("request.trf");
    let text = torneo::formats::trf::export(&t, torneo::formats::trf::TrfVersion::Trf16);
    std::fs::write(&request, text).unwrap();
    let answer = dir.path().join("answer.txt");
    let (code, out) = cli(&[
        "pair",
        "--lim",
        request.to_str().unwrap(),
        "-p",
        answer.to_str().unwrap(),
    ]);
    assert_eq!(code, 0, "{out}");
    let pairs = std::fs::read_to_string(&answer).unwrap();
    assert_eq!(pairs.lines().collect::<Vec<_>>(), vec!["2", "1 3", "4 2"]);
}

#[test]
fn the_checker_names_a_bye_that_is_not_the_lowest_rated_in_round_one() {
    // Round 1 of five, #3 the lowest-rated (7.1): a hand pairing 1–2, 3–4 with the PAB to
    // #5 breaks 7.1; the checker names #5 and #3.
    use torneo::pairing::ProposedRound;
    use torneo::pairing::check::{Violation, check_round};
    use torneo::pairing::lim::check::LimViolation;
    let (t, ids) = event(&[2400, 2300, 1500, 2100, 2000]);
    let proposed = ProposedRound {
        boards: vec![Board::new(ids[0], ids[1]), Board::new(ids[2], ids[3])],
        byes: vec![Bye {
            player: ids[4],
            kind: ByeKind::PairingAllocated,
        }],
    };
    assert_eq!(
        check_round(&t, 1, &proposed),
        vec![Violation::Lim(LimViolation::ByeNotToLowest {
            player: ids[4],
            due: ids[2],
        })]
    );
}
