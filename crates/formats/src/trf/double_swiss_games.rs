//! Double-Swiss matches in TRF (C.04.5; docs/rules/double-swiss.md, "TRF"). TRF-26 has one
//! result per player and round, so it cannot say how each of a match's two games ended.
//! The writer puts the match in the round column (the opponent, the first game's colour,
//! and the match's result for the player: `1 = 0` by game points, `+ -` for a match ended
//! by forfeit, the Preface's rule) and adds one Torneo record per decided match,
//! `XXM round white black first second`, each game as the two result characters a TRF
//! round column gives its White and its Black (`10 == 01 WL DD LW +- -+ --`), the second
//! game in its own colours (its White is the match's Black). The reader puts the games
//! back; a match without its record (a file of another program) is read from the round
//! column as 2-0, 1-1 or 0-2 (a match ended by forfeit: both games forfeited), which a
//! warning-free reading cannot do better. A record that names no match of the file is
//! left among the records Torneo keeps and writes back unchanged.

use crate::domain::{Board, GameResult, PairingSystem, PlayerId, Tournament};
use std::collections::BTreeMap;

const CODE: &str = "XXM";

/// The two result characters of a game, White's then Black's; `None` while pending.
fn chars(g: GameResult) -> Option<&'static str> {
    Some(match g {
        GameResult::Pending => return None,
        GameResult::WhiteWins => "10",
        GameResult::Draw => "==",
        GameResult::BlackWins => "01",
        GameResult::WhiteWinsUnrated => "WL",
        GameResult::DrawUnrated => "DD",
        GameResult::BlackWinsUnrated => "LW",
        GameResult::WhiteWinsByForfeit => "+-",
        GameResult::BlackWinsByForfeit => "-+",
        GameResult::DoubleForfeit => "--",
    })
}

fn game(text: &str) -> Option<GameResult> {
    GameResult::ALL
        .into_iter()
        .find(|&g| chars(g) == Some(text))
}

/// One `XXM` line per decided match of a Double-Swiss tournament.
pub(super) fn records(t: &Tournament, numbers: &BTreeMap<PlayerId, u32>) -> Vec<String> {
    if !t.settings.system.plays_matches() {
        return Vec::new();
    }
    let number = |id: PlayerId| numbers.get(&id).copied().unwrap_or(0);
    t.rounds
        .iter()
        .flat_map(|r| r.boards.iter().map(move |b| (r.number, b)))
        .filter_map(|(round, b)| {
            let first = chars(b.result)?;
            let second = chars(b.second_game?)?;
            let (w, k) = (number(b.white), number(b.black));
            Some(format!("{CODE} {round} {w} {k} {first} {second}"))
        })
        .collect()
}

/// For a Double-Swiss tournament: every board becomes a match, its games from its `XXM`
/// record (which is then dropped) or, without one, from the match result the round column
/// gave. (A file without scoring records scores as C.04.5 does: `header`.)
pub(super) fn apply(t: &mut Tournament) {
    if t.settings.system != PairingSystem::DoubleSwiss {
        return;
    }
    let records = std::mem::take(&mut t.extra_trf_records);
    let parsed: Vec<Option<(Key, (GameResult, GameResult))>> =
        records.iter().map(|r| parse(t, r)).collect();
    // The first record of each match counts; a repeated one is kept as it was.
    let mut games: BTreeMap<Key, (usize, GameResult, GameResult)> = BTreeMap::new();
    for (i, p) in parsed.iter().enumerate() {
        if let Some((key, (first, second))) = *p {
            games.entry(key).or_insert((i, first, second));
        }
    }
    let mut used = vec![false; records.len()];
    for round in &mut t.rounds {
        for b in &mut round.boards {
            match games.get(&(round.number, b.white, b.black)) {
                Some(&(i, first, second)) => {
                    b.result = first;
                    b.second_game = Some(second);
                    if let Some(u) = used.get_mut(i) {
                        *u = true;
                    }
                }
                None => from_match_result(b),
            }
        }
    }
    // Records that named no match stay as they were.
    t.extra_trf_records = records
        .into_iter()
        .zip(used)
        .filter(|(_, used)| !used)
        .map(|(record, _)| record)
        .collect();
}

/// A match read from its round column alone: the match result as two equal games.
fn from_match_result(b: &mut Board) {
    let second = match b.result {
        GameResult::Pending => GameResult::Pending,
        GameResult::WhiteWins | GameResult::WhiteWinsUnrated => GameResult::BlackWins,
        GameResult::BlackWins | GameResult::BlackWinsUnrated => GameResult::WhiteWins,
        GameResult::Draw | GameResult::DrawUnrated => GameResult::Draw,
        GameResult::WhiteWinsByForfeit => GameResult::BlackWinsByForfeit,
        GameResult::BlackWinsByForfeit => GameResult::WhiteWinsByForfeit,
        GameResult::DoubleForfeit => GameResult::DoubleForfeit,
    };
    b.second_game = Some(second);
}

type Key = (u32, PlayerId, PlayerId);

/// An `XXM` line: (round, White, Black) and the two games.
fn parse(t: &Tournament, record: &str) -> Option<(Key, (GameResult, GameResult))> {
    let mut words = record.strip_prefix(CODE)?.split_whitespace();
    let round: u32 = words.next()?.parse().ok()?;
    let mut player = || -> Option<PlayerId> {
        let n: u32 = words.next()?.parse().ok()?;
        t.player_by_pairing_number(n).map(|p| p.id)
    };
    let white = player()?;
    let black = player()?;
    let first = game(words.next()?)?;
    let second = game(words.next()?)?;
    if words.next().is_some() {
        return None;
    }
    Some(((round, white, black), (first, second)))
}
