//! The checked conversion from records to a [`Tournament`].
//!
//! Record by record (trf.md sections in brackets):
//! - `012 022 032 042 052 102 122` → name, place, federation, dates, chief arbiter, time
//!   control (§2). A `042`/`052` that is not a date is kept as an unknown record.
//!   `062`/`072` are counts derived from the players and are not kept.
//! - `142`/`XXR` → number of rounds; `152`/`XXC white1|black1` → initial colour. Without
//!   either, the initial colour is that of the highest-ranked player paired in round 1
//!   (§2, note on 152; bbpPairings does the same).
//! - `162`, `XXS`, `BB?` → scoring (see `scoring`). `192` → system and acceleration (see
//!   `system`); an unknown `192` code is kept as an unknown record. `202`/`212` →
//!   tie-breaks.
//! - `240` and a request column (see `rounds`) → requested byes of rounds not yet paired;
//!   `XXZ` → zero-point byes of the next round. `240` for rounds already paired repeat
//!   the `001` lines, which are authoritative.
//! - `250`/`XXA` → virtual points (a 0.0 entry is no acceleration and is not stored),
//!   up to the tournament's last round (past it: cut, with a warning).
//! - `XXT` (Torneo's own) → a name or federation longer than its `001` columns (see
//!   `long_text`).
//! - `XXU` (Torneo's own) → pairing-allocated byes asked for (see `requested_pab`).
//! - `XXI` (Torneo's own) → the readings of the 2026 Burstein Index (see
//!   `burstein_index`).
//! - `XXN` (Torneo's own) → the number of rounds paired: the round columns after it are
//!   the request column, not a round (see `rounds`).
//! - `XXP`/`260` → forbidden pairs (every two players of the list). A `260` limited to
//!   some rounds cannot be held by the domain and is kept as an unknown record (a `260`
//!   to round 999 covers a tournament of more rounds: its columns hold no more).
//! - Withdrawals and late entries: TRF records none. `XXE`/`XXW` (Torneo's own) give them
//!   back (see `entry_withdrawal`); otherwise absences are kept as the byes the file
//!   records (`Z` in a round stays a zero-point bye of that round), and only an Amalfi
//!   late entry is read from the shape of the rounds (see `late_entry`).
//! - Everything else (blank lines, `092`, `112`, `132`, `172`, `182`, `222`, `299`,
//!   national records, an individual event's `013`) → `extra_trf_records`, in file order.
//!
//! - `299` → score adjustments (see `adjustments`).
//! - `### manual change …` comments (Torneo's audit trail) → manual changes (see
//!   `audit_read`); other comments stay unknown records.
//! - A team event (a team record, `082` above 0, a team system named): its team records
//!   → the team layer, read after the rest (see `team_import`).
//! - No `192`: the system is read from the file (see `system::detect`), with a warning;
//!   no `202`: the system's usual tie-breaks, with a warning. A pairing request (a file
//!   with an engine record) gets neither: its format names the Dutch system and has no
//!   tie-breaks.
//!
//! Finally the points of every `001` line are compared with the results: a difference is
//! kept as a score adjustment, with a warning. Whatever else was assumed (fields that
//! cannot be read, results beyond the specification, dates) is an [`ImportWarning`].

use super::adjustments;
use super::error::{TrfError, TrfField, TrfProblem};
use super::formation::FormationRecord;
use super::header::Header;
use super::players;
use super::raw::{AccelerationRecord, Record};
use super::rounds::{self, Entry};
use super::system;
use super::text::{self, Line};
use super::warning::{Assumption, ImportWarning, SystemReason};
use crate::domain::{
    ByeKind, Colour, PairingSystem, PlayerId, Points, Tournament, TournamentSettings,
};
use std::collections::{BTreeMap, BTreeSet};

/// A whole file to a tournament, with what was assumed on the way.
pub fn import(bytes: &[u8]) -> Result<(Tournament, Vec<ImportWarning>), TrfError> {
    import_detailed(bytes).map(|read| (read.tournament, read.warnings))
}

/// A whole file read, with what was assumed on the way and what the file said of the
/// order of formation (for the replay of `formation`).
pub struct Imported {
    pub tournament: Tournament,
    pub warnings: Vec<ImportWarning>,
    pub formation: FormationRecord,
}

/// The same as [`import`], with what the file said of the order of formation.
pub fn import_detailed(bytes: &[u8]) -> Result<Imported, TrfError> {
    let text = text::decode(bytes);
    let mut lines = text::lines(&text);
    let mut warnings = super::control::replace(&mut lines);
    let team_event = super::team_import::is_team_event(&lines);
    let mut records = Vec::with_capacity(lines.len());
    for line in &lines {
        if line.columns(1, 3) == "013" {
            // An individual event's team list (JaVaFo's manual example has one): kept as
            // written, so nothing is lost, and said.
            warnings.push(ImportWarning::at(
                line.number,
                (1, 3),
                TrfField::RecordCode,
                Assumption::TeamRecordKept,
            ));
        }
        // A team event's acceleration and prohibited pairings name teams, not players:
        // kept as written (the team Swiss engine reads them, not the individual one).
        let team_record = team_event && matches!(line.columns(1, 3).as_str(), "250" | "260");
        let record = if team_record {
            Record::Other(line.text())
        } else {
            Record::parse(line)?
        };
        records.push((line, record));
    }
    refuse_without_records(&records)?;
    let (mut tournament, formation) = convert(&records, &mut warnings)?;
    if team_event {
        super::team_import::read(&mut tournament, &lines, &mut warnings);
        tournament.validate().map_err(|e| {
            TrfError::new(0, None, TrfField::Tournament, TrfProblem::Inconsistent(e))
        })?;
    }
    warnings.sort_by_key(|w| w.line);
    Ok(Imported {
        tournament,
        warnings,
        formation,
    })
}

/// A file in which no line is a TRF record (empty, blank, or another kind of file) is
/// refused: importing it as an empty tournament would hide a file emptied by a crash.
fn refuse_without_records(records: &[(&Line, Record)]) -> Result<(), TrfError> {
    if records
        .iter()
        .all(|(_, record)| matches!(record, Record::Other(_)))
    {
        return Err(TrfError::new(
            0,
            None,
            TrfField::Tournament,
            TrfProblem::NoRecords,
        ));
    }
    Ok(())
}

/// The pairing engines' own records (trf.md §7): a file that has one was written for a
/// Swiss pairing.
pub const ENGINE_RECORDS: [&str; 12] = [
    "XXR", "XXC", "XXA", "XXP", "XXZ", "XXS", "BBW", "BBD", "BBL", "BBZ", "BBF", "BBU",
];

/// The tournament a file's records make: the settings, the players, the rounds, then
/// what the file leaves to be assumed and Torneo's own records.
fn convert(
    records: &[(&Line, Record)],
    warnings: &mut Vec<ImportWarning>,
) -> Result<(Tournament, FormationRecord), TrfError> {
    let mut header = super::header::read(records, warnings)?;
    let mut t = Tournament::new(std::mem::take(&mut header.settings));
    let entries = read_players(&mut t, &header, warnings)?;
    let request_bye_points = read_rounds(&mut t, &header, &entries, warnings)?;
    let mut extra = std::mem::take(&mut header.extra);
    apply_pairing_records(&mut t, records, &mut extra, warnings)?;
    let engine_request = settle_system(&mut t, &header, records, &extra, warnings);
    if !header.tiebreaks_given {
        // No `202` (TRF-16 has none): the system's usual tie-breaks, said in a warning.
        t.settings.tiebreaks = TournamentSettings::usual_tiebreaks(t.settings.system);
    }
    if !header.tiebreaks_given && !engine_request {
        warnings.push(ImportWarning::new(
            0,
            TrfField::Tiebreaks,
            Assumption::TiebreaksAssumed {
                codes: t.settings.tiebreaks.join(", "),
            },
        ));
    }
    t.extra_trf_records = extra;
    let formation = apply_torneo_records(&mut t, records, &entries, &request_bye_points, warnings)?;
    t.validate()
        .map_err(|e| TrfError::new(0, None, TrfField::Tournament, TrfProblem::Inconsistent(e)))?;
    Ok((t, formation))
}

/// The players of the `001` lines, each with the entry the rounds' reader needs. Two lines
/// of one starting rank are refused.
fn read_players<'a>(
    t: &mut Tournament,
    header: &Header<'a>,
    warnings: &mut Vec<ImportWarning>,
) -> Result<Vec<Entry<'a>>, TrfError> {
    let mut seen = BTreeMap::new();
    let mut entries = Vec::with_capacity(header.player_records.len());
    for (position, &(line, record)) in header.player_records.iter().enumerate() {
        if let Some(first) = seen.insert(record.start_rank, line.number) {
            return Err(TrfError::at(
                line.number,
                5,
                8,
                TrfField::StartingRank,
                TrfProblem::DuplicateStartingRank {
                    number: record.start_rank,
                    first_line: first,
                },
            ));
        }
        let mut player = players::to_player(record, line.number, warnings)?;
        if header.by_position {
            player.pairing_number = u32::try_from(position + 1).unwrap_or(u32::MAX);
        }
        entries.push(Entry {
            line: line.number,
            record,
            pairing_number: player.pairing_number,
        });
        t.players.push(player);
    }
    t.next_player_id = t.players.iter().map(|p| p.id.0).max().unwrap_or(0) + 1;
    Ok(entries)
}

/// The rounds of the `001` lines, the byes asked for the next round, and the initial
/// colour (`152`, or inferred from round 1). Returns the points of each requested bye.
fn read_rounds(
    t: &mut Tournament,
    header: &Header,
    entries: &[Entry],
    warnings: &mut Vec<ImportWarning>,
) -> Result<BTreeMap<PlayerId, Points>, TrfError> {
    let read = rounds::read(entries, header.rounds_paired, &t.settings.scoring, warnings)?;
    t.rounds = read.rounds;
    t.score_adjustments.extend(read.adjustments);
    let next = t.next_round_number();
    let mut request_bye_points = BTreeMap::new();
    for (index, kind) in read.requests {
        if let Some(p) = t.players.get_mut(index) {
            p.requested_byes.insert(next, kind);
            request_bye_points.insert(p.id, kind.points(&t.settings.scoring));
        }
    }
    t.settings.initial_colour = match header.initial_colour {
        Some(c) => c,
        None => inferred_initial_colour(t),
    };
    Ok(request_bye_points)
}

/// The system: the `192`'s, or the one the file's shape says, with a warning. Returns
/// whether the file is a pairing request (it has an engine record).
fn settle_system(
    t: &mut Tournament,
    header: &Header,
    records: &[(&Line, Record)],
    extra: &[String],
    warnings: &mut Vec<ImportWarning>,
) -> bool {
    let engine_record = records
        .iter()
        .map(|(line, _)| line.columns(1, 3))
        .find(|code| ENGINE_RECORDS.contains(&code.as_str()));
    let ((system, acceleration), reason) = match header.system_code {
        Some(code) => (code, None),
        None => system::detect(extra, engine_record.as_deref(), t),
    };
    t.settings.system = system;
    t.settings.acceleration = acceleration;
    t.settings.burstein_edition = header.burstein_edition.unwrap_or_default();
    t.settings.dutch_edition = header.dutch_edition.unwrap_or_default();
    // A pairing request (a file with an engine record, the JaVaFo/bbpPairings format) is
    // read as the engines read it: without `192` or a `092` naming one, the Dutch system;
    // and its format has no place for tie-breaks. Neither is a guess about what the
    // writer meant, so neither is said (issue 35: Torneo's own files read back without a
    // warning). The usual tie-breaks are still given.
    let named_by_engine_records = matches!(reason, Some(SystemReason::EngineRecord { .. }));
    if let Some(reason) = reason.filter(|_| !named_by_engine_records) {
        let (round_robin, cycles) = match system {
            PairingSystem::RoundRobin { cycles } => (true, cycles),
            _ => (false, 0),
        };
        warnings.push(ImportWarning::new(
            0,
            TrfField::TournamentType,
            Assumption::SystemAssumed {
                round_robin,
                cycles,
                reason,
            },
        ));
    }
    engine_record.is_some()
}

/// Torneo's own records and the readings that need the whole tournament: entries and
/// withdrawals (`XXE`, `XXW`), the requested PAB, late entries, the order of formation
/// (`XXO`), long texts, the audit trail, adjustments (`XXJ`) and the points column.
fn apply_torneo_records(
    t: &mut Tournament,
    records: &[(&Line, Record)],
    entries: &[Entry],
    request_bye_points: &BTreeMap<PlayerId, Points>,
    warnings: &mut Vec<ImportWarning>,
) -> Result<FormationRecord, TrfError> {
    // The games of Double-Swiss matches (`XXM`), before the points column is compared.
    super::double_swiss_games::apply(t);
    let stated = super::entry_withdrawal::apply(t);
    // Before the late entries: a bye asked for the next round means not to be paired in it.
    super::requested_pab::apply(t);
    let lines: Vec<usize> = entries.iter().map(|e| e.line).collect();
    super::late_entry::apply(t, &lines, &stated, warnings);
    let formation = FormationRecord {
        stated: super::pair_order::apply(t),
        lines: t.players.iter().map(|p| p.id).zip(lines).collect(),
    };
    super::long_text::apply(t);
    super::audit_read::take_audit_lines(t);
    adjustments::read(t, records)?;
    adjustments::from_points(t, entries, request_bye_points, warnings);
    Ok(formation)
}

/// The colour of the highest-ranked player with a colour in round 1 (trf.md §2, `152`);
/// White when round 1 has no game.
pub fn inferred_initial_colour(t: &Tournament) -> Colour {
    inferred_initial_colour_by(t, |id| t.player(id).map_or(u32::MAX, |p| p.pairing_number))
}

/// The same, with the starting ranks given by `number` (the writer's, which are the
/// reader's pairing numbers).
pub fn inferred_initial_colour_by(t: &Tournament, number: impl Fn(PlayerId) -> u32) -> Colour {
    let Some(round) = t.round(1) else {
        return Colour::White;
    };
    round
        .boards
        .iter()
        .flat_map(|b| [(b.white, Colour::White), (b.black, Colour::Black)])
        .min_by_key(|&(id, _)| number(id))
        .map_or(Colour::White, |(_, c)| c)
}

/// `240 250 260 XXA XXP XXZ`, once the players and rounds are known.
fn apply_pairing_records(
    t: &mut Tournament,
    records: &[(&Line, Record)],
    extra: &mut Vec<String>,
    warnings: &mut Vec<ImportWarning>,
) -> Result<(), TrfError> {
    let played = t.rounds_paired();
    let mut budget = (t.players.len() as u64)
        .saturating_mul(u64::from(t.round_limit()))
        .saturating_mul(ACCELERATION_BUDGET);
    let known: BTreeSet<u32> = t.players.iter().map(|p| p.id.0).collect();
    let check = |line: &Line, ids: &[u32]| -> Result<(), TrfError> {
        match ids.iter().find(|id| !known.contains(id)) {
            Some(id) => Err(TrfError::new(
                line.number,
                None,
                TrfField::PairingNumbers,
                TrfProblem::NoSuchPlayer { number: *id },
            )),
            None => Ok(()),
        }
    };
    for (line, record) in records {
        let line: &Line = line;
        match record {
            Record::Bye(bye) => {
                check(line, &bye.players)?;
                let kind = match bye.kind {
                    'F' => ByeKind::FullPoint,
                    'H' => ByeKind::HalfPoint,
                    _ => ByeKind::ZeroPoint,
                };
                if bye.round > played {
                    for id in &bye.players {
                        if let Some(p) = t.player_mut(PlayerId(*id)) {
                            p.requested_byes.insert(bye.round, kind);
                        }
                    }
                }
            }
            Record::Absent(ids) => {
                check(line, ids)?;
                for id in ids {
                    if let Some(p) = t.player_mut(PlayerId(*id)) {
                        p.requested_byes.insert(played + 1, ByeKind::ZeroPoint);
                    }
                }
            }
            Record::ForbiddenPairs(ids) => {
                check(line, ids)?;
                add_all_pairs(t, ids);
            }
            Record::ProhibitedPairing(p) => {
                check(line, &p.players)?;
                // Round 999, the last its three columns hold, is "to the end" for a
                // tournament of more rounds (as Torneo writes it).
                let last = t.settings.rounds.min(super::export::LAST_THREE_DIGIT_ROUND);
                if p.first_round <= 1 && p.last_round >= last {
                    add_all_pairs(t, &p.players);
                } else {
                    extra.push(line.text());
                }
            }
            Record::VirtualPoints(v) => {
                check(line, &[v.player])?;
                let limit = acceleration_limit(t);
                for (index, &points) in v.points.iter().enumerate() {
                    let round = u32::try_from(index + 1).unwrap_or(u32::MAX);
                    if round <= limit {
                        set_virtual(t, v.player, round, points);
                    } else if points != Points::ZERO {
                        warnings.push(ImportWarning::new(
                            line.number,
                            TrfField::VirtualPoints,
                            Assumption::AccelerationCut {
                                last_round: round,
                                limit,
                            },
                        ));
                        break;
                    }
                }
            }
            Record::Acceleration(a) => accelerate(t, line, a, &mut budget, warnings)?,
            _ => {}
        }
    }
    Ok(())
}

/// A `250` record: its points for every known player of its range of pairing numbers and
/// every round of its range up to [`acceleration_limit`] (issue 18 item 3: the work is
/// bounded by the tournament, not by the numbers in the record; a range reaching past the
/// tournament's last round is cut there, with a warning).
fn accelerate(
    t: &mut Tournament,
    line: &Line,
    a: &AccelerationRecord,
    budget: &mut u64,
    warnings: &mut Vec<ImportWarning>,
) -> Result<(), TrfError> {
    let limit = acceleration_limit(t);
    if a.last_round > limit {
        warnings.push(ImportWarning::at(
            line.number,
            (19, 21),
            TrfField::LastRound,
            Assumption::AccelerationCut {
                last_round: a.last_round,
                limit,
            },
        ));
    }
    if a.first_player > a.last_player {
        return Ok(());
    }
    let players: Vec<u32> = t
        .players
        .iter()
        .map(|p| p.id.0)
        .filter(|id| (a.first_player..=a.last_player).contains(id))
        .collect();
    let rounds = a.first_round..=a.last_round.min(limit);
    let cells = (players.len() as u64).saturating_mul(rounds.clone().count() as u64);
    *budget = budget.checked_sub(cells).ok_or_else(|| {
        TrfError::new(
            line.number,
            None,
            TrfField::VirtualPoints,
            TrfProblem::TooMuchAcceleration,
        )
    })?;
    for id in players {
        for round in rounds.clone() {
            set_virtual(t, id, round, a.points);
        }
    }
    Ok(())
}

/// The last round virtual points can be for: [`Tournament::round_limit`], the last round
/// any of the tournament's data may name (so that every tournament a `.ron` holds comes
/// back from its TRF whole).
fn acceleration_limit(t: &Tournament) -> u32 {
    t.round_limit()
}

/// How many (player, round) cells the `250` records of a file may cover in all, as a
/// multiple of the tournament's players × rounds: each cell a few times over is far more
/// than any program writes; beyond it a file is refused rather than worked on without end.
const ACCELERATION_BUDGET: u64 = 4;

fn set_virtual(t: &mut Tournament, id: u32, round: u32, points: Points) {
    if points != Points::ZERO {
        t.virtual_points
            .entry(PlayerId(id))
            .or_default()
            .insert(round, points);
    }
}

/// Every two players of the list, in list order (`XXP 1 2 3` → 1-2, 1-3, 2-3). A number
/// repeated in the list adds nothing (issue 18 item 3: the pairs of one record are bounded
/// by the players, not by the record's length; no player is forbidden against himself).
fn add_all_pairs(t: &mut Tournament, ids: &[u32]) {
    let mut seen = BTreeSet::new();
    let unique: Vec<u32> = ids.iter().copied().filter(|id| seen.insert(*id)).collect();
    for (k, &a) in unique.iter().enumerate() {
        for &b in unique.iter().skip(k + 1) {
            t.forbidden_pairs.push((PlayerId(a), PlayerId(b)));
        }
    }
}
