//! A [`Tournament`] to TRF text.
//!
//! Order of the records (trf.md §8; kept records go back in place "as best we can"):
//! 1. tournament records: `012 022 032 042 052 102 122` (only those with a value; `012`
//!    always); TRF-26 adds `062 072 142 152 162 192 202`;
//! 2. the `001` lines, by pairing number, points and rank from the standings;
//! 3. the records Torneo does not interpret, in their original order (they were read
//!    from anywhere in the file; engines and the FIDE server only look at their code);
//! 4. TRF-16: `162` (or `XXS`), `192`, `202` and `240` where TRF-16 cannot say something
//!    that differs from the defaults, then the engine extensions `XXP XXA XXR XXC`;
//!    TRF-26: `240 250 260`.
//!
//! This is the layout bbpPairings/JaVaFo request files have, so the oracle corpus
//! re-exports byte for byte. Which records are written:
//! - `XXR` when the number of rounds is known (not 0); `XXC` with it, or when the initial
//!   colour differs from what a reader infers from round 1;
//! - `XXT` (Torneo's own) for a name or federation longer than its columns;
//! - `XXU` (Torneo's own) for a pairing-allocated bye asked for (see `requested_pab`);
//! - `XXE`/`XXW` (Torneo's own) for late entries and withdrawals (see `entry_withdrawal`);
//! - `XXI` (Torneo's own) for the readings of the 2026 Burstein Index when they are not
//!   the defaults (see `burstein_index`);
//! - `XXN` (Torneo's own) with the number of rounds paired when the last of them has no
//!   game (see `rounds`);
//! - `192` when a reader would detect another system without it (`system::detect`: a
//!   `092` code or wording, the engine records written, the shape of the rounds);
//! - TRF-26: `299` for the score adjustments other than corrections (the `001` points
//!   column carries every adjustment, in both editions);
//! - the requested byes of the next round go in that round's column (the request format
//!   of the engines), together with a `0000 - Z` for players not active in it (withdrawn
//!   or not yet entered) when that round is one of the tournament's; later requested byes
//!   go in `240` records.
//!
//! Not representable in TRF, so not round-tripped: board numbers (boards come back in
//! the engines' order), player ids other than the pairing numbers, requested byes of rounds already paired,
//! the colour `-` of a forfeit, a lot seed. (Withdrawals and late entries have Torneo's own
//! records, read back by Torneo only.) Line endings are LF.

use super::TrfVersion;
use super::adjustments;
use super::import::inferred_initial_colour_by;
use super::players;
use super::raw::player::RoundField;
use super::raw::{
    self, AccelerationRecord, ByeRecord, PlayerRecord, ProhibitedPairingRecord, VirtualPointsRecord,
};
use super::scoring;
use super::system;
use crate::domain::{
    ByeKind, Colour, GameResult, Player, PlayerId, Tournament, TournamentSettings,
};
use crate::tiebreak;
use std::collections::BTreeMap;

/// The last round the three-digit round columns of `240 250 260 299` can name.
pub const LAST_THREE_DIGIT_ROUND: u32 = 999;

/// Order 1 (module doc), the tournament records every edition writes: `012`, then
/// `022 032 042 052` with a value, TRF-26's `062 072`, then `102 122` with a value.
fn tournament_records(t: &Tournament, trf26: bool) -> Vec<String> {
    let s = &t.settings;
    let mut out: Vec<String> = Vec::new();
    out.push(raw::text_line("012", &s.name));
    let optional = [
        ("022", s.place.clone()),
        ("032", s.federation.clone()),
        ("042", date(s.start_date)),
        ("052", date(s.end_date)),
    ];
    for (code, value) in optional {
        if !value.trim_end().is_empty() {
            out.push(raw::text_line(code, &value));
        }
    }
    if trf26 {
        out.push(raw::text_line("062", &t.players.len().to_string()));
        // A rating of 0 is "unrated" in TRF (trf.md §3, cols 49–52).
        let rated = t
            .players
            .iter()
            .filter(|p| p.rating.is_some_and(|r| r > 0))
            .count();
        out.push(raw::text_line("072", &rated.to_string()));
    }
    for (code, value) in [("102", &s.chief_arbiter), ("122", &s.time_control)] {
        if !value.trim_end().is_empty() {
            out.push(raw::text_line(code, value));
        }
    }
    out
}

/// The tie-break codes as the reader gives them back: trimmed, the empty ones left out (a
/// code with a comma is refused by `export_check`).
fn tiebreak_codes(s: &TournamentSettings) -> Vec<&str> {
    s.tiebreaks
        .iter()
        .map(|c| c.trim())
        .filter(|c| !c.is_empty())
        .collect()
}

/// Order 1 (module doc), TRF-26's settings records: `142 152`, `162` (or `XXS`), `192 202`.
fn trf26_settings_records(s: &TournamentSettings) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    out.push(raw::text_line("142", &s.rounds.to_string()));
    let colour = match s.initial_colour {
        Colour::White => "W",
        Colour::Black => "B",
    };
    out.push(raw::text_line("152", colour));
    out.extend(scoring::record_line(&s.scoring));
    out.push(raw::text_line("192", &system::settings_code(s)));
    // Always written: without it a reader takes the default tie-breaks, so an empty
    // list is written as an empty `202`.
    out.push(raw::text_line("202", &tiebreak_codes(s).join(",")));
    out
}

pub fn export(t: &Tournament, version: TrfVersion) -> String {
    let trf26 = version == TrfVersion::Trf26;
    let numbers = start_ranks(t);
    let mut out = tournament_records(t, trf26);
    if trf26 {
        out.extend(trf26_settings_records(&t.settings));
    }
    // A team event's `192` names its team system (written with the team records).
    let team_event = t.team_event.is_some();
    out.retain(|line| !(team_event && line.starts_with("192")));
    out.extend(player_lines(t, &numbers));
    out.extend(super::team_export::records(t, &numbers, !trf26));
    out.extend(t.extra_trf_records.iter().cloned());
    out.extend(super::pair_order::records(t, &numbers));
    out.extend(super::double_swiss_games::records(t, &numbers));
    out.extend(super::long_text::records(t, &numbers));
    out.extend(super::requested_pab::records(t, &numbers));
    out.extend(super::entry_withdrawal::records(t, &numbers));
    out.extend(super::burstein_index::record(t));
    let later_byes = bye_records(t, &numbers);
    let closing = if trf26 {
        trf26_closing_records(t, &numbers, later_byes)
    } else {
        trf16_closing_records(t, &numbers, later_byes)
    };
    out.extend(
        closing
            .into_iter()
            .filter(|line| !(team_event && line.starts_with("192"))),
    );
    out.extend(rounds_paired_line(t));
    out.extend(super::audit::audit_lines(t, &numbers));
    let mut text = out.join("\n");
    text.push('\n');
    text
}

/// Order 4 (module doc), TRF-26: the later requested byes (`240`), the adjustments
/// (`299`, `XXJ C`), the acceleration (`250`) and the forbidden pairs (`260`).
fn trf26_closing_records(
    t: &Tournament,
    numbers: &BTreeMap<PlayerId, u32>,
    later_byes: Vec<String>,
) -> Vec<String> {
    let mut out = later_byes;
    out.extend(adjustments::records(t, numbers, true, &request_points(t)));
    out.extend(acceleration_records(t, numbers));
    for (a, b) in &t.forbidden_pairs {
        let record = ProhibitedPairingRecord {
            first_round: 1,
            // Three columns: past round 999, `999` stands for "to the end".
            last_round: t.settings.rounds.clamp(1, LAST_THREE_DIGIT_ROUND),
            players: vec![number(numbers, *a), number(numbers, *b)],
        };
        out.push(record.to_line());
    }
    out
}

/// Order 4 (module doc), TRF-16: `162` (or `XXS`), `192` when a reader would detect
/// another system, `202` for chosen tie-breaks, `240`, the adjustments (`XXJ`), then
/// `XXP XXA XXR XXC`.
fn trf16_closing_records(
    t: &Tournament,
    numbers: &BTreeMap<PlayerId, u32>,
    later_byes: Vec<String>,
) -> Vec<String> {
    let s = &t.settings;
    let mut tail: Vec<String> = Vec::new();
    // 202 only for tie-breaks someone chose: a reader gives the system's usual ones.
    let codes = tiebreak_codes(s);
    if codes != TournamentSettings::usual_tiebreaks(s.system) {
        tail.push(raw::text_line("202", &codes.join(",")));
    }
    tail.extend(later_byes);
    tail.extend(adjustments::records(t, numbers, false, &request_points(t)));
    tail.extend(forbidden_lines(t, numbers));
    tail.extend(virtual_points_lines(t, numbers));
    if s.rounds > 0 {
        tail.push(format!("XXR {}", s.rounds));
    }
    // Inferred as the reader will: from the starting ranks written.
    let inferred = inferred_initial_colour_by(t, |id| number(numbers, id));
    if s.rounds > 0 || s.initial_colour != inferred {
        let word = match s.initial_colour {
            Colour::White => "white1",
            Colour::Black => "black1",
        };
        tail.push(format!("XXC {word}"));
    }
    let scoring_line = scoring::record_line(&s.scoring);
    // Without 192 a reader detects the system (system::detect) from these same
    // records: 192 is written only when that would read another system.
    let engine_record = scoring_line
        .iter()
        .chain(&tail)
        .map(|line| line.chars().take(3).collect::<String>())
        .find(|code| super::import::ENGINE_RECORDS.contains(&code.as_str()));
    let ((detected, accelerated), _) =
        system::detect(&t.extra_trf_records, engine_record.as_deref(), t);
    let mut out: Vec<String> = scoring_line.into_iter().collect();
    // The edition is named by 192 only (a reader assumes the default one).
    let edition_named = (s.system == crate::domain::PairingSystem::Burstein
        && s.burstein_edition != crate::domain::BursteinEdition::default())
        || (s.system == crate::domain::PairingSystem::Dutch
            && s.dutch_edition != crate::domain::DutchEdition::default());
    if (detected, accelerated) != (s.system, s.acceleration) || edition_named {
        out.push(raw::text_line("192", &system::settings_code(s)));
    }
    out.extend(tail);
    out
}

/// Torneo's `XXN n` when the last round paired has no game: its column (only byes, or
/// nothing) would otherwise read as the request column of the next round, or not at all.
fn rounds_paired_line(t: &Tournament) -> Option<String> {
    let last = t.rounds.last()?;
    last.boards
        .is_empty()
        .then(|| format!("XXN {}", t.rounds_paired()))
}

fn date(d: Option<chrono::NaiveDate>) -> String {
    d.map(super::date::canonical).unwrap_or_default()
}

/// The starting rank written for each player: the pairing numbers when they are 1..n
/// without gaps or repeats... or at least distinct and non-zero; otherwise 1..n in
/// pairing-number order.
pub fn start_ranks(t: &Tournament) -> BTreeMap<PlayerId, u32> {
    let mut distinct = std::collections::BTreeSet::new();
    let usable = t.players.iter().all(|p| {
        p.pairing_number != 0 && p.pairing_number <= 9999 && distinct.insert(p.pairing_number)
    });
    if usable {
        t.players.iter().map(|p| (p.id, p.pairing_number)).collect()
    } else {
        t.players_by_pairing_number()
            .iter()
            .enumerate()
            .map(|(i, p)| (p.id, u32::try_from(i + 1).unwrap_or(u32::MAX)))
            .collect()
    }
}

fn number(numbers: &BTreeMap<PlayerId, u32>, id: PlayerId) -> u32 {
    numbers.get(&id).copied().unwrap_or(0)
}

fn player_lines(t: &Tournament, numbers: &BTreeMap<PlayerId, u32>) -> Vec<String> {
    let played = t.rounds_paired();
    let standings = tiebreak::standings(t, played);
    let ranks: BTreeMap<PlayerId, u32> =
        standings.rows.iter().map(|r| (r.player, r.rank)).collect();
    let mut players: Vec<&Player> = t.players.iter().collect();
    players.sort_by_key(|p| number(numbers, p.id));
    players
        .into_iter()
        .map(|p| {
            let mut record: PlayerRecord = players::to_record(p, number(numbers, p.id));
            record.points = Some(t.standing_score(p.id));
            record.rank = ranks.get(&p.id).copied();
            record.rounds = t
                .rounds
                .iter()
                .map(|r| round_field(r, p.id, numbers))
                .collect();
            if let Some(kind) = request(t, p) {
                record.rounds.push(RoundField {
                    opponent: 0,
                    colour: '-',
                    result: kind.trf_code(),
                });
            }
            record.to_line()
        })
        .collect()
}

/// What the request column (the next round's) says of a player: a requested bye, or a
/// zero-point bye for a player not active in it when it is one of the tournament's.
fn request(t: &Tournament, p: &Player) -> Option<ByeKind> {
    let next = t.next_round_number();
    match p.requested_byes.get(&next) {
        // In Torneo's `XXU` (see `requested_pab`), and nothing in the column.
        Some(ByeKind::PairingAllocated) => None,
        Some(&kind) => Some(kind),
        None if t.settings.rounds >= next && !p.is_active_in(next) => Some(ByeKind::ZeroPoint),
        None => None,
    }
}

/// The points of each request the request column writes.
fn request_points(t: &Tournament) -> BTreeMap<PlayerId, crate::domain::Points> {
    t.players
        .iter()
        .filter_map(|p| Some((p.id, request(t, p)?.points(&t.settings.scoring))))
        .collect()
}

fn round_field(
    round: &crate::domain::Round,
    id: PlayerId,
    numbers: &BTreeMap<PlayerId, u32>,
) -> RoundField {
    if let Some((_, b)) = round.board_of(id) {
        let white = b.white == id;
        let (opponent, colour) = if white {
            (b.black, Colour::White)
        } else {
            (b.white, Colour::Black)
        };
        let result = if b.second_game.is_some() {
            match_result(round, id)
        } else {
            game_result(b.result, colour)
        };
        return RoundField {
            opponent: number(numbers, opponent),
            colour: if white { 'w' } else { 'b' },
            result,
        };
    }
    match round.bye_of(id) {
        Some(kind) => RoundField {
            opponent: 0,
            colour: '-',
            result: kind.trf_code(),
        },
        None => RoundField::BLANK,
    }
}

/// A Double-Swiss match in the round column (`double_swiss_games`): the match's result
/// for the player, `+ -` when it ended by forfeit (C.04.5 Preface).
fn match_result(round: &crate::domain::Round, id: PlayerId) -> char {
    use crate::domain::GameOutcome::{Draw, Loss, Win};
    let entry = crate::domain::RoundEntry::in_round(round, id);
    if entry.is_pending() {
        return ' ';
    }
    match (entry.is_played(), entry.outcome()) {
        (_, None) => ' ',
        (false, Some(Win)) => '+',
        (false, Some(_)) => '-',
        (true, Some(Win)) => '1',
        (true, Some(Draw)) => '=',
        (true, Some(Loss)) => '0',
    }
}

/// One game in the round column for the player of `colour`.
fn game_result(result: GameResult, colour: Colour) -> char {
    match (result, result.outcome_for(colour)) {
        (GameResult::Pending, _) | (_, None) => ' ',
        (r, Some(o)) => {
            use crate::domain::GameOutcome::{Draw, Loss, Win};
            let unrated = matches!(
                r,
                GameResult::WhiteWinsUnrated
                    | GameResult::DrawUnrated
                    | GameResult::BlackWinsUnrated
            );
            match (r.is_forfeit(), unrated, o) {
                (true, _, Win) => '+',
                (true, _, _) => '-',
                (false, true, Win) => 'W',
                (false, true, Draw) => 'D',
                (false, true, Loss) => 'L',
                (false, false, Win) => '1',
                (false, false, Draw) => '=',
                (false, false, Loss) => '0',
            }
        }
    }
}

/// `240` for requested byes after the next round, one record per round and kind.
fn bye_records(t: &Tournament, numbers: &BTreeMap<PlayerId, u32>) -> Vec<String> {
    let next = t.next_round_number();
    let mut by_round: BTreeMap<(u32, char), Vec<u32>> = BTreeMap::new();
    for p in &t.players {
        for (&round, &kind) in p.requested_byes.range(next.saturating_add(1)..) {
            if kind.is_requested() {
                by_round
                    .entry((round, kind.trf_code()))
                    .or_default()
                    .push(number(numbers, p.id));
            }
        }
    }
    by_round
        .into_iter()
        .map(|((round, kind), mut players)| {
            players.sort_unstable();
            ByeRecord {
                kind,
                round,
                players,
            }
            .to_line()
        })
        .collect()
}

/// `XXP` lines; consecutive pairs that are all the pairs of one list (as `XXP a b c`
/// reads) are written back as that list.
fn forbidden_lines(t: &Tournament, numbers: &BTreeMap<PlayerId, u32>) -> Vec<String> {
    let pairs: Vec<(u32, u32)> = t
        .forbidden_pairs
        .iter()
        .map(|&(a, b)| (number(numbers, a), number(numbers, b)))
        .collect();
    let mut out = Vec::new();
    let mut i = 0;
    while let Some(&(a, b)) = pairs.get(i) {
        let mut best = vec![a, b];
        let mut k = 3;
        // The list would be a, b, then the partners of a in the next k - 2 pairs.
        while let Some(run) = pairs.get(i + 1..i + k - 1) {
            if run.iter().any(|&(x, _)| x != a) {
                break;
            }
            let mut list = vec![a, b];
            list.extend(run.iter().map(|&(_, y)| y));
            let expanded = all_pairs(&list);
            if pairs.get(i..i + expanded.len()) == Some(&expanded[..]) {
                best = list;
            }
            k += 1;
        }
        i += all_pairs(&best).len();
        out.push(raw::list_line("XXP", &best));
    }
    out
}

fn all_pairs(list: &[u32]) -> Vec<(u32, u32)> {
    let mut out = Vec::new();
    for (k, &a) in list.iter().enumerate() {
        for &b in list.iter().skip(k + 1) {
            out.push((a, b));
        }
    }
    out
}

/// The virtual points of each player by round, without the 0.0 entries (no acceleration:
/// the reader does not store them), by starting rank (the order a reader gives back).
fn accelerated(
    t: &Tournament,
    numbers: &BTreeMap<PlayerId, u32>,
) -> Vec<(u32, BTreeMap<u32, crate::domain::Points>)> {
    let mut out: Vec<_> = t
        .virtual_points
        .iter()
        .map(|(id, by_round)| {
            let points = by_round
                .iter()
                .filter(|&(_, &p)| p != crate::domain::Points::ZERO)
                .map(|(&r, &p)| (r, p))
                .collect::<BTreeMap<_, _>>();
            (number(numbers, *id), points)
        })
        .filter(|(_, points)| !points.is_empty())
        .collect();
    out.sort_by_key(|(player, _)| *player);
    out
}

fn virtual_points_lines(t: &Tournament, numbers: &BTreeMap<PlayerId, u32>) -> Vec<String> {
    let mut lines: Vec<(u32, String)> = accelerated(t, numbers)
        .iter()
        .filter_map(|(player, by_round)| {
            let player = *player;
            let last = *by_round.keys().next_back()?;
            let points = (1..=last)
                .map(|r| by_round.get(&r).copied().unwrap_or_default())
                .collect();
            Some((player, VirtualPointsRecord { player, points }.to_line()))
        })
        .collect();
    lines.sort();
    lines.into_iter().map(|(_, l)| l).collect()
}

/// `250` records: one per player and run of consecutive rounds with the same points.
fn acceleration_records(t: &Tournament, numbers: &BTreeMap<PlayerId, u32>) -> Vec<String> {
    let mut out = Vec::new();
    for (player, by_round) in accelerated(t, numbers) {
        let mut run: Option<AccelerationRecord> = None;
        for (round, points) in by_round {
            match &mut run {
                Some(r) if r.points == points && r.last_round + 1 == round => r.last_round = round,
                _ => {
                    out.extend(run.take().map(|r| r.to_line()));
                    run = Some(AccelerationRecord {
                        points,
                        first_round: round,
                        last_round: round,
                        first_player: player,
                        last_player: player,
                    });
                }
            }
        }
        out.extend(run.map(|r| r.to_line()));
    }
    out
}
