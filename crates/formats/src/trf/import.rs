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
//!   national and team records) → `extra_trf_records`, in file order.
//!
//! - `299` → score adjustments (see `adjustments`).
//! - `### manual change …` comments (Torneo's audit trail) → manual changes (see
//!   `audit_read`); other comments stay unknown records.
//! - Team records (`013`, `310`, …) → refused: team tournaments are not supported yet.
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
use super::players;
use super::raw::{AccelerationRecord, PlayerRecord, Record};
use super::rounds::{self, Entry};
use super::scoring::ScoringBuilder;
use super::system;
use super::text::{self, Line};
use super::warning::{Assumption, ImportWarning, SystemReason};
use crate::domain::{
    Acceleration, ByeKind, Colour, PairingSystem, PlayerId, Points, Tournament, TournamentSettings,
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
    refuse_team_event(&lines)?;
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
        records.push((line, Record::parse(line)?));
    }
    refuse_without_records(&records)?;
    let (tournament, formation) = convert(&records, &mut warnings)?;
    warnings.sort_by_key(|w| w.line);
    Ok(Imported {
        tournament,
        warnings,
        formation,
    })
}

/// A team event is refused whole, since reading only its players would lose the teams
/// (trf.md §5). It is one that has a team result record (`300`, `310`, `320`, `330`), a
/// number of teams (`082`) above 0, or a `092`/`192` naming a team system. A `013` team
/// list alone does not make one: individual events may carry it.
fn refuse_team_event(lines: &[Line]) -> Result<(), TrfError> {
    for line in lines {
        let code = line.columns(1, 3);
        let rest = line.columns(5, line.chars.len()).trim().to_uppercase();
        let team = match code.as_str() {
            "300" | "310" | "320" | "330" => true,
            "082" => rest.parse::<u32>().is_ok_and(|teams| teams > 0),
            "092" | "192" => rest.contains("TEAM") || rest.contains("SQUADR"),
            _ => false,
        };
        if team {
            return Err(TrfError::at(
                line.number,
                1,
                3,
                TrfField::RecordCode,
                TrfProblem::TeamTournament,
            ));
        }
    }
    Ok(())
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

/// A value that may be given once (or repeated with the same value).
struct Once<T> {
    value: Option<(T, usize)>,
}

/// A value as the file writes it, for an error that quotes it.
trait Shown {
    fn shown(&self) -> String;
}

impl Shown for String {
    fn shown(&self) -> String {
        self.clone()
    }
}

impl Shown for u32 {
    fn shown(&self) -> String {
        self.to_string()
    }
}

impl Shown for Colour {
    fn shown(&self) -> String {
        match self {
            Colour::White => "W".to_owned(),
            Colour::Black => "B".to_owned(),
        }
    }
}

impl Shown for (PairingSystem, Acceleration) {
    fn shown(&self) -> String {
        system::code(self.0, self.1)
    }
}

impl<T: PartialEq + Shown> Once<T> {
    fn new() -> Self {
        Once { value: None }
    }

    fn set(&mut self, value: T, line: &Line, field: TrfField) -> Result<(), TrfError> {
        match &self.value {
            Some((old, first)) if *old != value => Err(TrfError::new(
                line.number,
                None,
                field,
                TrfProblem::Contradicts {
                    value: value.shown(),
                    first_line: *first,
                },
            )),
            Some(_) => Ok(()),
            None => {
                self.value = Some((value, line.number));
                Ok(())
            }
        }
    }

    fn get(self) -> Option<T> {
        self.value.map(|(v, _)| v)
    }

    /// The value with the line that first gave it.
    fn get_with_line(self) -> Option<(T, usize)> {
        self.value
    }
}

fn convert(
    records: &[(&Line, Record)],
    warnings: &mut Vec<ImportWarning>,
) -> Result<(Tournament, FormationRecord), TrfError> {
    let mut settings = TournamentSettings::default();
    let mut extra: Vec<String> = Vec::new();
    let mut rounds_declared = Once::new();
    let mut rounds_paired = Once::new();
    let mut initial_colour = Once::new();
    let mut system_code = Once::new();
    let mut burstein_edition = None;
    let mut by_position = false;
    let mut scoring = ScoringBuilder::default();
    let mut player_records: Vec<(&Line, &PlayerRecord)> = Vec::new();
    let mut tiebreaks = None;
    let mut text_fields: [Once<String>; 5] = std::array::from_fn(|_| Once::new());
    for (line, record) in records {
        let line: &Line = line;
        match record {
            Record::Player(p) => player_records.push((line, p)),
            Record::TournamentName(t)
            | Record::City(t)
            | Record::Federation(t)
            | Record::ChiefArbiter(t)
            | Record::TimeControl(t) => {
                let (index, field) = match record {
                    Record::TournamentName(_) => (0, TrfField::TournamentName),
                    Record::City(_) => (1, TrfField::City),
                    Record::Federation(_) => (2, TrfField::Federation),
                    Record::ChiefArbiter(_) => (3, TrfField::ChiefArbiter),
                    _ => (4, TrfField::TimeControl),
                };
                // A second, different value is kept as written (and written back), the
                // first one used: text, nothing the pairing or the standings read.
                if let Some(slot) = text_fields.get_mut(index)
                    && let Err(e) = slot.set(t.clone(), line, field)
                {
                    if let TrfProblem::Contradicts { value, first_line } = e.problem {
                        warnings.push(ImportWarning::new(
                            line.number,
                            field,
                            Assumption::SecondValueKept { value, first_line },
                        ));
                    }
                    extra.push(line.text());
                }
            }
            Record::StartDate(t) | Record::EndDate(t) => {
                let start = matches!(record, Record::StartDate(_));
                let (slot, field) = if start {
                    (&mut settings.start_date, TrfField::StartDate)
                } else {
                    (&mut settings.end_date, TrfField::EndDate)
                };
                let date = players::read_date(t, |assumption| {
                    // C.07: the start date selects the tie-break edition; say so when it
                    // cannot be read.
                    let assumption = match assumption {
                        Assumption::DateUnreadable { text } | Assumption::YearOnly { text }
                            if start =>
                        {
                            Assumption::StartDateUnreadable { text }
                        }
                        other => other,
                    };
                    warnings.push(ImportWarning::at(line.number, (5, 14), field, assumption));
                });
                match date {
                    Some(date) if slot.is_none() => *slot = Some(date),
                    _ => extra.push(line.text()),
                }
            }
            Record::NumberOfPlayers(_) | Record::NumberOfRatedPlayers(_) => {}
            Record::NumberOfRounds(n) | Record::ExtensionRounds(n) => {
                rounds_declared.set(*n, line, TrfField::NumberOfRounds)?;
            }
            Record::RoundsPaired(n) => rounds_paired.set(*n, line, TrfField::NumberOfRounds)?,
            Record::InitialColour(c) => initial_colour.set(*c, line, TrfField::InitialColour)?,
            Record::Configuration(c) => {
                if let Some(colour) = c.initial_colour {
                    initial_colour.set(colour, line, TrfField::InitialColour)?;
                }
                by_position |= c.by_position;
            }
            Record::Scoring(r) => scoring.apply_162(r),
            Record::ExtensionScoring(r) => scoring.apply_xxs(r),
            Record::PointValue(r) => scoring.apply_bb(r),
            Record::TournamentType(code) => match system::parse_code(code) {
                Some(s) => {
                    burstein_edition = system::burstein_edition(code);
                    system_code.set(s, line, TrfField::TournamentType)?;
                }
                None => extra.push(line.text()),
            },
            Record::Tiebreaks(list) | Record::StandingsDefinition(list) => {
                // Issue 18 item 8: a code Torneo does not know is named at its line (it
                // is kept, and the standings leave it out).
                for code in list {
                    if crate::tiebreak::TiebreakSpec::parse(code).is_err() {
                        warnings.push(ImportWarning::new(
                            line.number,
                            TrfField::Tiebreaks,
                            Assumption::UnknownTiebreak { code: code.clone() },
                        ));
                    }
                }
                tiebreaks = Some(list.clone());
            }
            Record::ProhibitedPairing(_)
            | Record::AbnormalPoints(_)
            | Record::TorneoAdjustment(_)
            | Record::Bye(_)
            | Record::Acceleration(_)
            | Record::VirtualPoints(_)
            | Record::ForbiddenPairs(_)
            | Record::Absent(_) => {}
            Record::Other(text) => {
                let options = &mut settings.burstein;
                if !super::burstein_index::read(text, line.number, options, warnings) {
                    extra.push(text.clone());
                }
            }
        }
    }
    let [name, place, federation, arbiter, time_control] = text_fields;
    settings.name = name.get().unwrap_or_default();
    settings.place = place.get().unwrap_or_default();
    settings.federation = federation.get().unwrap_or_default();
    settings.chief_arbiter = arbiter.get().unwrap_or_default();
    settings.time_control = time_control.get().unwrap_or_default();
    settings.scoring = scoring.finish();
    settings.rounds = rounds_declared.get().unwrap_or(0);
    let tiebreaks_given = tiebreaks.is_some();
    if let Some(list) = tiebreaks {
        settings.tiebreaks = list;
    }
    let mut t = Tournament::new(settings);
    let mut seen = BTreeMap::new();
    let mut entries = Vec::with_capacity(player_records.len());
    for (position, &(line, record)) in player_records.iter().enumerate() {
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
        if by_position {
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

    let paired = rounds_paired.get_with_line();
    let read = rounds::read(&entries, paired, &t.settings.scoring, warnings)?;
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
    t.settings.initial_colour = match initial_colour.get() {
        Some(c) => c,
        None => inferred_initial_colour(&t),
    };
    apply_pairing_records(&mut t, records, &mut extra, warnings)?;
    let engine_record = records
        .iter()
        .map(|(line, _)| line.columns(1, 3))
        .find(|code| ENGINE_RECORDS.contains(&code.as_str()));
    let ((system, acceleration), reason) = match system_code.get() {
        Some(code) => (code, None),
        None => system::detect(&extra, engine_record.as_deref(), &t),
    };
    t.settings.system = system;
    t.settings.acceleration = acceleration;
    t.settings.burstein_edition = burstein_edition.unwrap_or_default();
    // A pairing request (a file with an engine record, the JaVaFo/bbpPairings format) is
    // read as the engines read it: without `192` or a `092` naming one, the Dutch system;
    // and its format has no place for tie-breaks. Neither is a guess about what the
    // writer meant, so neither is said (issue 35: Torneo's own files read back without a
    // warning). The usual tie-breaks are still given.
    let engine_request = engine_record.is_some();
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
    if !tiebreaks_given {
        // No `202` (TRF-16 has none): the system's usual tie-breaks, said in a warning.
        t.settings.tiebreaks = TournamentSettings::usual_tiebreaks(system);
    }
    if !tiebreaks_given && !engine_request {
        warnings.push(ImportWarning::new(
            0,
            TrfField::Tiebreaks,
            Assumption::TiebreaksAssumed {
                codes: t.settings.tiebreaks.join(", "),
            },
        ));
    }
    t.extra_trf_records = extra;
    let stated = super::entry_withdrawal::apply(&mut t);
    // Before the late entries: a bye asked for the next round means not to be paired in it.
    super::requested_pab::apply(&mut t);
    let lines: Vec<usize> = entries.iter().map(|e| e.line).collect();
    super::late_entry::apply(&mut t, &lines, &stated, warnings);
    let formation = FormationRecord {
        stated: super::pair_order::apply(&mut t),
        lines: t.players.iter().map(|p| p.id).zip(lines).collect(),
    };
    super::long_text::apply(&mut t);
    super::audit_read::take_audit_lines(&mut t);
    adjustments::read(&mut t, records)?;
    adjustments::from_points(&mut t, &entries, &request_bye_points, warnings);
    t.validate()
        .map_err(|e| TrfError::new(0, None, TrfField::Tournament, TrfProblem::Inconsistent(e)))?;
    Ok((t, formation))
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
