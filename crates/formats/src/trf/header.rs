//! The tournament's own records of a TRF file read into its settings: the text fields
//! (`012`, `022`, `032`, `102`, `122`), the dates (`042`, `052`), the rounds (`062`–`XXR`,
//! `XXC`'s round count), the initial colour (`152`, `XXC`), the scoring (`162`, `XXS`,
//! `BB?`), the system (`192`), the tie-breaks (`202`, `212`) and Torneo's `XXI`. The player
//! lines are set aside for the players' reader, and what Torneo does not read is kept as
//! written. A value given twice is refused when the pairing depends on it (rounds, colour,
//! system) and kept as written, with a warning, when it is text.

use super::error::{TrfError, TrfField, TrfProblem};
use super::players;
use super::raw::{PlayerRecord, Record};
use super::scoring::ScoringBuilder;
use super::system;
use super::text::Line;
use super::warning::{Assumption, ImportWarning};
use crate::domain::{
    Acceleration, BursteinEdition, Colour, DutchEdition, PairingSystem, TournamentSettings,
};

/// What the tournament's records say, before the players and the rounds are read.
pub(super) struct Header<'a> {
    pub settings: TournamentSettings,
    /// Lines kept as written (and written back).
    pub extra: Vec<String>,
    /// The rounds paired (`XXC`'s count), with the line that gave it.
    pub rounds_paired: Option<(u32, usize)>,
    pub initial_colour: Option<Colour>,
    /// The system a `192` names; `None` when the file names none.
    pub system_code: Option<(PairingSystem, Acceleration)>,
    pub burstein_edition: Option<BursteinEdition>,
    /// The Dutch edition a `192` names with its year (`None`: plain `FIDE_DUTCH`).
    pub dutch_edition: Option<DutchEdition>,
    /// The pairing numbers are the order of the `001` lines (`XXC rank`).
    pub by_position: bool,
    pub player_records: Vec<(&'a Line, &'a PlayerRecord)>,
    /// The file lists its tie-breaks (`202`, `212`).
    pub tiebreaks_given: bool,
}

/// The tournament's records of `records`, read in file order.
pub(super) fn read<'a>(
    records: &'a [(&'a Line, Record)],
    warnings: &mut Vec<ImportWarning>,
) -> Result<Header<'a>, TrfError> {
    let mut reader = HeaderReader::default();
    for (line, record) in records {
        reader.record(line, record, warnings)?;
    }
    Ok(reader.finish())
}

/// The records read so far.
#[derive(Default)]
struct HeaderReader<'a> {
    settings: TournamentSettings,
    extra: Vec<String>,
    rounds_declared: Once<u32>,
    rounds_paired: Once<u32>,
    initial_colour: Once<Colour>,
    system_code: Once<(PairingSystem, Acceleration)>,
    burstein_edition: Option<BursteinEdition>,
    dutch_edition: Option<DutchEdition>,
    by_position: bool,
    scoring: ScoringBuilder,
    player_records: Vec<(&'a Line, &'a PlayerRecord)>,
    tiebreaks: Option<Vec<String>>,
    text_fields: [Once<String>; 5],
}

impl<'a> HeaderReader<'a> {
    /// Reads one record.
    fn record(
        &mut self,
        line: &'a Line,
        record: &'a Record,
        warnings: &mut Vec<ImportWarning>,
    ) -> Result<(), TrfError> {
        match record {
            Record::Player(p) => self.player_records.push((line, p)),
            Record::TournamentName(t) => self.text(0, t, line, TrfField::TournamentName, warnings),
            Record::City(t) => self.text(1, t, line, TrfField::City, warnings),
            Record::Federation(t) => self.text(2, t, line, TrfField::Federation, warnings),
            Record::ChiefArbiter(t) => self.text(3, t, line, TrfField::ChiefArbiter, warnings),
            Record::TimeControl(t) => self.text(4, t, line, TrfField::TimeControl, warnings),
            Record::StartDate(t) => self.date(true, t, line, warnings),
            Record::EndDate(t) => self.date(false, t, line, warnings),
            Record::NumberOfPlayers(_) | Record::NumberOfRatedPlayers(_) => {}
            Record::NumberOfRounds(n) | Record::ExtensionRounds(n) => {
                self.rounds_declared
                    .set(*n, line, TrfField::NumberOfRounds)?;
            }
            Record::RoundsPaired(n) => {
                self.rounds_paired.set(*n, line, TrfField::NumberOfRounds)?
            }
            Record::InitialColour(c) => {
                self.initial_colour.set(*c, line, TrfField::InitialColour)?;
            }
            Record::Configuration(c) => {
                if let Some(colour) = c.initial_colour {
                    self.initial_colour
                        .set(colour, line, TrfField::InitialColour)?;
                }
                self.by_position |= c.by_position;
            }
            Record::Scoring(r) => self.scoring.apply_162(r),
            Record::ExtensionScoring(r) => self.scoring.apply_xxs(r),
            Record::PointValue(r) => self.scoring.apply_bb(r),
            Record::TournamentType(code) => self.system(code, line)?,
            Record::Tiebreaks(list) | Record::StandingsDefinition(list) => {
                self.tiebreaks(list, line, warnings);
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
                let options = &mut self.settings.burstein;
                if !super::burstein_index::read(text, line.number, options, warnings) {
                    self.extra.push(text.clone());
                }
            }
        }
        Ok(())
    }

    /// A text field (slot `index` of the five). A second, different value is kept as
    /// written (and written back), the first one used: text, nothing the pairing or the
    /// standings read.
    fn text(
        &mut self,
        index: usize,
        text: &str,
        line: &Line,
        field: TrfField,
        warnings: &mut Vec<ImportWarning>,
    ) {
        let Some(slot) = self.text_fields.get_mut(index) else {
            return;
        };
        if let Err(e) = slot.set(text.to_owned(), line, field) {
            if let TrfProblem::Contradicts { value, first_line } = e.problem {
                warnings.push(ImportWarning::new(
                    line.number,
                    field,
                    Assumption::SecondValueKept { value, first_line },
                ));
            }
            self.extra.push(line.text());
        }
    }

    /// The start (`042`) or end (`052`) date; a second one is kept as written.
    fn date(&mut self, start: bool, text: &str, line: &Line, warnings: &mut Vec<ImportWarning>) {
        let (slot, field) = if start {
            (&mut self.settings.start_date, TrfField::StartDate)
        } else {
            (&mut self.settings.end_date, TrfField::EndDate)
        };
        let date = players::read_date(text, |assumption| {
            // C.07: the start date selects the tie-break edition; say so when it cannot
            // be read.
            let assumption = match assumption {
                Assumption::DateUnreadable { text } | Assumption::YearOnly { text } if start => {
                    Assumption::StartDateUnreadable { text }
                }
                other => other,
            };
            warnings.push(ImportWarning::at(line.number, (5, 14), field, assumption));
        });
        match date {
            Some(date) if slot.is_none() => *slot = Some(date),
            _ => self.extra.push(line.text()),
        }
    }

    /// The system a `192` names (with the Burstein edition); an unknown code is kept.
    fn system(&mut self, code: &str, line: &Line) -> Result<(), TrfError> {
        match system::parse_code(code) {
            Some(s) => {
                self.burstein_edition = system::burstein_edition(code);
                self.dutch_edition = system::dutch_edition(code);
                self.system_code.set(s, line, TrfField::TournamentType)?;
            }
            None => self.extra.push(line.text()),
        }
        Ok(())
    }

    /// The tie-breaks. Issue 18 item 8: a code Torneo does not know is named at its line
    /// (it is kept, and the standings leave it out).
    fn tiebreaks(&mut self, list: &[String], line: &Line, warnings: &mut Vec<ImportWarning>) {
        for code in list {
            if crate::tiebreak::TiebreakSpec::parse(code).is_err() {
                warnings.push(ImportWarning::new(
                    line.number,
                    TrfField::Tiebreaks,
                    Assumption::UnknownTiebreak { code: code.clone() },
                ));
            }
        }
        self.tiebreaks = Some(list.to_vec());
    }

    /// The settings the records gave.
    fn finish(self) -> Header<'a> {
        let mut settings = self.settings;
        let [name, place, federation, arbiter, time_control] = self.text_fields;
        settings.name = name.get().unwrap_or_default();
        settings.place = place.get().unwrap_or_default();
        settings.federation = federation.get().unwrap_or_default();
        settings.chief_arbiter = arbiter.get().unwrap_or_default();
        settings.time_control = time_control.get().unwrap_or_default();
        let double_swiss = self
            .system_code
            .value
            .as_ref()
            .is_some_and(|((system, _), _)| *system == PairingSystem::DoubleSwiss);
        settings.scoring = if double_swiss {
            self.scoring.finish_double_swiss()
        } else {
            self.scoring.finish()
        };
        settings.rounds = self.rounds_declared.get().unwrap_or(0);
        let tiebreaks_given = self.tiebreaks.is_some();
        if let Some(list) = self.tiebreaks {
            settings.tiebreaks = list;
        }
        Header {
            settings,
            extra: self.extra,
            rounds_paired: self.rounds_paired.get_with_line(),
            initial_colour: self.initial_colour.get(),
            system_code: self.system_code.get(),
            burstein_edition: self.burstein_edition,
            dutch_edition: self.dutch_edition,
            by_position: self.by_position,
            player_records: self.player_records,
            tiebreaks_given,
        }
    }
}

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

impl<T> Default for Once<T> {
    fn default() -> Self {
        Once { value: None }
    }
}

impl<T: PartialEq + Shown> Once<T> {
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
