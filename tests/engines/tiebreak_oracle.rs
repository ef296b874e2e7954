//! Oracle tests: Torneo's standings against Gacrux 1.11.65, FIDE's reference tie-break
//! checker, on random tournaments made by Gacrux's generator (round robins of 5 to 8
//! players, single and double, and Swiss events, all with forfeits; the Swiss ones with
//! byes and absences too). See `tests/data/tiebreak/README.md` for the commands.
//!
//! Every value of every tie-break is compared, and every rank. DE is compared as Gacrux
//! writes it: the rank inside the group tied when DE is applied, 0 when DE separates
//! nobody (Torneo: "not applicable").

// A test crate: its helpers outside `#[test]` may unwrap too (a failure is a failed test).
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::collections::BTreeMap;
use std::path::Path;
use torneo::domain::{
    Board, Bye, ByeKind, GameResult, PairingSystem, Player, PlayerId, Points, Round, ScoringSystem,
    Tournament,
};
use torneo::tiebreak::{TiebreakValue, standings};

/// One round of one TRF `001` line.
#[derive(Debug, Clone, Copy)]
struct Cell {
    opponent: u32,
    colour: char,
    result: char,
}

/// A `001` line: start number, name, rating, points, rounds.
#[derive(Debug, Clone)]
struct TrfPlayer {
    number: u32,
    name: String,
    rating: Option<u16>,
    points: Points,
    cells: Vec<Option<Cell>>,
}

fn field(line: &str, from: usize, to: usize) -> &str {
    line.get(from..to.min(line.len())).unwrap_or("").trim()
}

/// The minimal TRF-16 reader these tests need: `001` lines and the `162` scoring line.
fn read_trf(text: &str) -> (Vec<TrfPlayer>, ScoringSystem) {
    let mut players = Vec::new();
    let mut scoring = ScoringSystem::fide();
    for line in text.lines() {
        if let Some(rest) = line.strip_prefix("162") {
            let words: Vec<&str> = rest.split_whitespace().collect();
            for pair in words.chunks(2) {
                let (Some(letter), Some(value)) = (pair.first(), pair.get(1)) else {
                    continue;
                };
                let value = Points::parse(value).unwrap();
                match *letter {
                    "W" => {
                        scoring.win = value;
                        scoring.forfeit_win = value;
                        scoring.full_point_bye = value;
                    }
                    "D" => {
                        scoring.draw = value;
                        scoring.half_point_bye = value;
                    }
                    "L" => scoring.loss = value,
                    "P" => scoring.pairing_allocated_bye = value,
                    "Z" => {
                        scoring.zero_point_bye = value;
                        scoring.forfeit_loss = value;
                    }
                    _ => {}
                }
            }
        }
        if !line.starts_with("001") {
            continue;
        }
        let mut cells = Vec::new();
        let mut pos = 91;
        while pos < line.len() {
            let cell = line.get(pos..(pos + 10).min(line.len())).unwrap_or("");
            if cell.trim().is_empty() {
                cells.push(None);
            } else {
                let opponent: u32 = field(cell, 0, 4).parse().unwrap();
                let colour = cell.chars().nth(5).unwrap_or(' ');
                let result = cell.chars().nth(7).unwrap_or(' ');
                cells.push(Some(Cell {
                    opponent,
                    colour,
                    result,
                }));
            }
            pos += 10;
        }
        players.push(TrfPlayer {
            number: field(line, 4, 8).parse().unwrap(),
            name: field(line, 14, 47).to_string(),
            rating: field(line, 48, 52).parse().ok(),
            points: Points::parse(field(line, 80, 84)).unwrap(),
            cells,
        });
    }
    (players, scoring)
}

/// Builds the tournament from the TRF players, every round recorded once.
fn build(players: &[TrfPlayer], scoring: ScoringSystem, round_robin: bool) -> Tournament {
    let mut t = Tournament::default();
    t.settings.system = if round_robin {
        PairingSystem::RoundRobin { cycles: 1 }
    } else {
        PairingSystem::Dutch
    };
    t.settings.scoring = scoring;
    let mut ids: BTreeMap<u32, PlayerId> = BTreeMap::new();
    for p in players {
        let id = t.add_player(Player {
            name: p.name.clone(),
            rating: p.rating,
            pairing_number: p.number,
            ..Player::default()
        });
        ids.insert(p.number, id);
    }
    let by_number: BTreeMap<u32, &TrfPlayer> = players.iter().map(|p| (p.number, p)).collect();
    let rounds = players.iter().map(|p| p.cells.len()).max().unwrap_or(0);
    for r in 0..rounds {
        let mut round = Round {
            number: r as u32 + 1,
            ..Round::default()
        };
        for p in players {
            let Some(cell) = p.cells.get(r).copied().flatten() else {
                continue;
            };
            if cell.opponent == 0 {
                let kind = match cell.result {
                    'U' => ByeKind::PairingAllocated,
                    'F' | '+' => ByeKind::FullPoint,
                    'H' => ByeKind::HalfPoint,
                    'Z' | '-' => ByeKind::ZeroPoint,
                    other => panic!("bye result {other}"),
                };
                round.byes.push(Bye {
                    player: ids[&p.number],
                    kind,
                });
                continue;
            }
            let white_side = match cell.colour {
                'w' => true,
                'b' => false,
                _ => p.number < cell.opponent,
            };
            if !white_side {
                continue;
            }
            let theirs = by_number[&cell.opponent].cells[r].unwrap();
            let result = match (cell.result, theirs.result) {
                ('1', _) => GameResult::WhiteWins,
                ('=', _) => GameResult::Draw,
                ('0', _) => GameResult::BlackWins,
                ('W', _) => GameResult::WhiteWinsUnrated,
                ('D', _) => GameResult::DrawUnrated,
                ('L', _) => GameResult::BlackWinsUnrated,
                ('+', _) => GameResult::WhiteWinsByForfeit,
                ('-', '+') => GameResult::BlackWinsByForfeit,
                ('-', '-') => GameResult::DoubleForfeit,
                other => panic!("result {other:?}"),
            };
            round.boards.push(Board {
                white: ids[&p.number],
                black: ids[&cell.opponent],
                result,
                second_game: None,
            });
        }
        t.rounds.push(round);
    }
    assert_eq!(t.validate(), Ok(()));
    t
}

/// Decimals the comparisons are made in (AOB has up to 5).
const SCALE: u32 = 5;

/// A decimal as Gacrux prints it ("12.25", "4.0", "3", "2127", "35.833"), scaled by
/// 10^SCALE; `None` for an empty cell, "None", or the "-0" Gacrux writes for a dropped
/// rating-based value.
fn scaled(text: &str) -> Option<i64> {
    let text = text.trim();
    if text.is_empty() || text == "None" || text == "-0" {
        return None;
    }
    let negative = text.starts_with('-');
    let (whole, frac) = text
        .trim_start_matches('-')
        .split_once('.')
        .unwrap_or((text.trim_start_matches('-'), ""));
    let mut frac = frac.to_string();
    assert!(frac.len() <= SCALE as usize, "too many decimals: {text}");
    while frac.len() < SCALE as usize {
        frac.push('0');
    }
    let value = whole.parse::<i64>().unwrap() * 10_i64.pow(SCALE) + frac.parse::<i64>().unwrap();
    Some(if negative { -value } else { value })
}

/// Torneo's value scaled by 10^SCALE.
fn mine_scaled(value: TiebreakValue) -> Option<i64> {
    let (mantissa, decimals) = value.decimal()?;
    Some(mantissa * 10_i64.pow(SCALE - decimals))
}

/// Forfeit wins of one player, and those with Black, from the TRF.
fn forfeit_wins(p: &TrfPlayer) -> (i64, i64) {
    let wins: Vec<Cell> = p
        .cells
        .iter()
        .flatten()
        .filter(|c| c.opponent != 0 && c.result == '+')
        .copied()
        .collect();
    let black = wins.iter().filter(|c| c.colour == 'b').count();
    (wins.len() as i64, black as i64)
}

/// Compares `<name>.tsv` (Gacrux's output) with Torneo's standings of the TRF it was
/// made from: `<name>.trf`, or for `<trf>.<variant>` names (another tie-break list on the
/// same event, or `r<n>` for the standings after round n), `<trf>.trf`. Returns the number
/// of values compared; mismatches are pushed to `errors`.
fn check(name: &str) -> usize {
    let mut errors = Vec::new();
    let compared = check_in("tests/data/tiebreak", name, &mut errors);
    assert!(errors.is_empty(), "{}", errors.join("\n"));
    compared
}

fn check_in(folder: &str, name: &str, errors: &mut Vec<String>) -> usize {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join(folder);
    let trf_name = name.split('.').next().unwrap();
    let trf = std::fs::read_to_string(dir.join(format!("{trf_name}.trf"))).unwrap();
    let tsv = std::fs::read_to_string(dir.join(format!("{name}.tsv"))).unwrap();
    let round_robin = name.starts_with("rr");
    let (players, scoring) = read_trf(&trf);
    let mut t = build(&players, scoring, round_robin);

    let mut lines = tsv.lines();
    let header: Vec<&str> = lines.next().unwrap().split('\t').collect();
    assert_eq!(&header[..3], &["Rank", "StartNo", "PTS"]);
    let codes: Vec<String> = header[3..].iter().map(|c| c.to_string()).collect();
    t.settings.tiebreaks = codes.clone();
    let after_round = name
        .split('.')
        .nth(1)
        .and_then(|variant| variant.strip_prefix('r'))
        .map_or(t.rounds_paired(), |n| n.parse().unwrap());
    let s = standings(&t, after_round);
    assert_eq!(s.after_round, after_round);
    assert_eq!(
        s.tiebreaks.iter().map(|c| c.code()).collect::<Vec<_>>(),
        codes,
        "{name}: every code parses and keeps its canonical form"
    );

    let by_number: BTreeMap<u32, &TrfPlayer> = players.iter().map(|p| (p.number, p)).collect();
    let rows: BTreeMap<u32, _> = s
        .rows
        .iter()
        .map(|row| {
            let number = t.player(row.player).unwrap().pairing_number;
            (number, row)
        })
        .collect();
    let mut compared = 0;
    for line in lines.filter(|l| !l.trim().is_empty()) {
        let cols: Vec<&str> = line.split('\t').collect();
        let rank: u32 = cols[0].parse().unwrap();
        let number: u32 = cols[1].parse().unwrap();
        let row = rows[&number];
        let who = format!("{name}: player {number}");
        assert_eq!(
            scaled(cols[2]),
            Some(i64::from(row.points.tenths()) * 10_i64.pow(SCALE - 1)),
            "{who} PTS"
        );
        if after_round == t.rounds_paired() {
            assert_eq!(row.points, by_number[&number].points, "{who} TRF score");
        }
        if row.rank != rank {
            errors.push(format!("{who} rank: Torneo {} Gacrux {rank}", row.rank));
        }
        for (k, code) in codes.iter().enumerate() {
            let mine = row.values[k];
            let mut expected = scaled(cols[3 + k]);
            if code == "DE" {
                // Gacrux: 0 = not tied or not separated.
                if expected == Some(0) {
                    expected = None;
                }
                assert!(matches!(
                    mine,
                    TiebreakValue::Rank(_) | TiebreakValue::NotApplicable
                ));
            }
            if round_robin && matches!(code.as_str(), "WON" | "BPG" | "BWG") {
                // C.07 15.2 (2026): in a round robin only forfeit *losses* stay unplayed
                // for art. 7; a forfeit win is a regular game. Gacrux 1.11.65 counts
                // games over the board only, so add the forfeit wins it leaves out.
                let (wins, black) = forfeit_wins(by_number[&number]);
                let extra = if code == "WON" { wins } else { black };
                expected = expected.map(|e| e + extra * 10_i64.pow(SCALE));
            }
            if mine_scaled(mine) != expected {
                errors.push(format!(
                    "{who} {code}: Torneo {mine} Gacrux {}",
                    cols[3 + k]
                ));
            }
            compared += 1;
        }
    }
    assert_eq!(rows.len(), players.len());
    compared
}

macro_rules! oracle {
    ($($test:ident => $file:literal,)*) => {
        $(
            #[test]
            fn $test() {
                assert!(check($file) > 0);
            }
        )*
    };
}

oracle! {
    round_robin_6 => "rr6_0011",
    round_robin_7_rests => "rr7_0012",
    round_robin_8 => "rr8_0013",
    double_round_robin_6 => "rr6d_0014",
    double_round_robin_7_rests => "rr7d_0015",
    round_robin_5_many_forfeits => "rr5_0016",
    swiss_16_players_7_rounds => "sw16_0021",
    swiss_11_players_5_rounds => "sw11_0022",
    swiss_24_players_9_rounds => "sw24_0023",
    swiss_13_players_6_rounds => "sw13_0024",
    swiss_3_1_0_scoring => "sw14s_0031",
    swiss_8_players_3_rounds => "sw8_0032",
    swiss_10_players_de_after_win => "sw10_0033",
    swiss_24_edition_2024 => "sw24_0023.v2024",
    swiss_13_edition_2024 => "sw13_0024.v2024",
    swiss_16_after_round_4 => "sw16_0021.r4",
    round_robin_8_after_round_5 => "rr8_0013.r5",
}

/// The generated corpus of `tests/data/tiebreak/oracle/` (see `generate.sh` there): every
/// file whose name starts with `prefix`. Returns (tournaments, values compared).
fn corpus(prefix: &str) -> (usize, usize) {
    let folder = "tests/data/tiebreak/oracle";
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join(folder);
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .filter_map(|e| e.ok())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.starts_with(prefix) && n.ends_with(".tsv"))
        .map(|n| n.trim_end_matches(".tsv").to_string())
        .collect();
    names.sort();
    let mut errors = Vec::new();
    let mut compared = 0;
    for name in &names {
        compared += check_in(folder, name, &mut errors);
    }
    eprintln!(
        "{prefix}: {} tournaments, {compared} values, {} mismatches",
        names.len(),
        errors.len()
    );
    let shown: Vec<&String> = errors.iter().take(60).collect();
    assert!(
        errors.is_empty(),
        "{} mismatches:\n{shown:#?}",
        errors.len()
    );
    (names.len(), compared)
}

#[test]
fn generated_swiss_tournaments() {
    let (tournaments, values) = corpus("sw_");
    assert!(tournaments >= 200);
    assert!(values > 100_000);
}

#[test]
fn generated_round_robins() {
    let (tournaments, values) = corpus("rr_");
    assert!(tournaments >= 50);
    assert!(values > 5_000);
}
