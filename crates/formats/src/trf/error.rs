//! [`TrfError`]: what is wrong ([`TrfProblem`]), on which line, in which columns and in
//! which field ([`TrfField`]). Both are types with their facts, worded in the Fluent
//! files (`trf-…` messages) through [`Localize`]; `Display` is the English wording.

use crate::domain::{Points, TournamentError};
use crate::i18n::{Language, Localize};
use crate::tr;
use thiserror::Error;

/// A TRF file (or pairing answer) that cannot be read, in words an arbiter can act on.
/// `line` is 1-based (0 when the problem concerns the whole file); `columns` are 1-based
/// and inclusive, as the TRF specification counts them.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("{}", self.localize(Language::English))]
pub struct TrfError {
    pub line: usize,
    pub columns: Option<(usize, usize)>,
    pub field: TrfField,
    pub problem: TrfProblem,
}

/// The field of a TRF record an error or a warning is about.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TrfField {
    // 001 (trf.md §3)
    StartingRank,
    Sex,
    Title,
    Name,
    Rating,
    Federation,
    FideId,
    BirthDate,
    Points,
    Rank,
    RoundOpponent(u32),
    RoundColour(u32),
    RoundResult(u32),
    /// The blank columns between two fields.
    Separator,
    // Tournament records (trf.md §2)
    TournamentName,
    City,
    ChiefArbiter,
    TimeControl,
    StartDate,
    EndDate,
    NumberOfRounds,
    InitialColour,
    TournamentType,
    Tiebreaks,
    ScoringSymbol,
    ScoringPoints,
    // Engine extensions (trf.md §7) and TRF-26 records (§5)
    ConfigurationOption,
    ScoringValue,
    PointValue,
    ByeType,
    Round,
    FirstRound,
    LastRound,
    PairingNumber,
    PairingNumbers,
    FirstPairingNumber,
    LastPairingNumber,
    VirtualPoints,
    /// `299`: the kind of abnormal points (col 5).
    AdjustmentType,
    // The pairing engines' answer
    NumberOfPairs,
    Pair,
    /// The record code (columns 1-3).
    RecordCode,
    /// The file as a whole.
    Tournament,
}

/// What is wrong with a field, with the facts.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TrfProblem {
    NotWholeNumber {
        text: String,
    },
    TooLarge {
        text: String,
    },
    OutOfRange {
        text: String,
        min: u32,
        max: u32,
    },
    NotPoints {
        text: String,
    },
    Missing,
    /// A letter outside the set the field takes (`expected`: the letters, as written).
    UnknownLetter {
        letter: char,
        expected: &'static str,
    },
    /// A word outside the set the field takes.
    UnknownWord {
        word: String,
        expected: &'static str,
    },
    NotCodeValue {
        text: String,
    },
    NotPairingNumber {
        text: String,
    },
    NotTitle {
        text: String,
    },
    NotDate {
        text: String,
    },
    /// Something written in columns that must be blank.
    OutOfColumns {
        found: String,
    },
    /// A value repeated with a different value.
    Contradicts {
        value: String,
        first_line: usize,
    },
    DuplicateStartingRank {
        number: u32,
        first_line: usize,
    },
    NoSuchPlayer {
        number: u32,
    },
    SelfPairing,
    /// The opponent's line names someone else (0: nobody) in this round.
    OpponentDisagrees {
        opponent: u32,
        their_opponent: u32,
        other_line: usize,
    },
    ByeWithOpponent {
        letter: char,
    },
    ResultNeedsOpponent {
        letter: char,
    },
    SameColour {
        colour: char,
        other_line: usize,
    },
    ColoursMissing {
        other_line: usize,
    },
    ResultsDisagree {
        own: char,
        other: char,
        other_line: usize,
    },
    PointsDiffer {
        number: u32,
        name: String,
        written: Points,
        computed: Points,
    },
    Inconsistent(TournamentError),
    EmptyAnswer,
    PairCount {
        said: usize,
        found: usize,
    },
    NotAPair {
        text: String,
    },
    /// No line of the file is a TRF record: an empty file (emptied by a crash?) or
    /// another kind of file (issue 18 item 2).
    NoRecords,
    /// The `250` records cover the players and rounds many times over (issue 18 item 3:
    /// the work of a file is bounded by the size of its tournament).
    TooMuchAcceleration,
}

impl TrfError {
    pub fn new(
        line: usize,
        columns: Option<(usize, usize)>,
        field: TrfField,
        problem: TrfProblem,
    ) -> TrfError {
        TrfError {
            line,
            columns,
            field,
            problem,
        }
    }

    /// An error at columns `first..=last` of `line`.
    pub fn at(
        line: usize,
        first: usize,
        last: usize,
        field: TrfField,
        problem: TrfProblem,
    ) -> TrfError {
        TrfError::new(line, Some((first, last)), field, problem)
    }
}

/// "line 3, columns 5-8", "line 3", "file".
pub fn place(lang: Language, line: usize, columns: Option<(usize, usize)>) -> String {
    match (line, columns) {
        (0, _) => tr!(lang, "trf-place-file"),
        (line, None) => tr!(lang, "trf-place-line", line = line),
        (line, Some((a, b))) if a == b => tr!(lang, "trf-place-column", line = line, column = a),
        (line, Some((a, b))) => tr!(lang, "trf-place-columns", line = line, first = a, last = b),
    }
}

impl Localize for TrfError {
    fn localize(&self, lang: Language) -> String {
        tr!(
            lang,
            "trf-error",
            place = place(lang, self.line, self.columns),
            field = self.field.localize(lang),
            problem = self.problem.localize(lang)
        )
    }
}

impl TrfField {
    /// The Fluent selector of a field without facts.
    fn key(self) -> &'static str {
        match self {
            TrfField::StartingRank => "starting-rank",
            TrfField::Sex => "sex",
            TrfField::Title => "title",
            TrfField::Name => "name",
            TrfField::Rating => "rating",
            TrfField::Federation => "federation",
            TrfField::FideId => "fide-id",
            TrfField::BirthDate => "birth-date",
            TrfField::Points => "points",
            TrfField::Rank => "rank",
            TrfField::Separator => "separator",
            TrfField::TournamentName => "tournament-name",
            TrfField::City => "city",
            TrfField::ChiefArbiter => "chief-arbiter",
            TrfField::TimeControl => "time-control",
            TrfField::StartDate => "start-date",
            TrfField::EndDate => "end-date",
            TrfField::NumberOfRounds => "number-of-rounds",
            TrfField::InitialColour => "initial-colour",
            TrfField::TournamentType => "tournament-type",
            TrfField::Tiebreaks => "tiebreaks",
            TrfField::ScoringSymbol => "scoring-symbol",
            TrfField::ScoringPoints => "scoring-points",
            TrfField::ConfigurationOption => "configuration-option",
            TrfField::ScoringValue => "scoring-value",
            TrfField::PointValue => "point-value",
            TrfField::ByeType => "bye-type",
            TrfField::Round => "round",
            TrfField::FirstRound => "first-round",
            TrfField::LastRound => "last-round",
            TrfField::PairingNumber => "pairing-number",
            TrfField::PairingNumbers => "pairing-numbers",
            TrfField::FirstPairingNumber => "first-pairing-number",
            TrfField::LastPairingNumber => "last-pairing-number",
            TrfField::VirtualPoints => "virtual-points",
            TrfField::AdjustmentType => "adjustment-type",
            TrfField::NumberOfPairs => "number-of-pairs",
            TrfField::Pair => "pair",
            TrfField::RecordCode => "record-code",
            TrfField::Tournament => "tournament",
            TrfField::RoundOpponent(_) | TrfField::RoundColour(_) | TrfField::RoundResult(_) => {
                "round"
            }
        }
    }
}

impl Localize for TrfField {
    fn localize(&self, lang: Language) -> String {
        match *self {
            TrfField::RoundOpponent(round) => tr!(lang, "trf-field-round-opponent", round = round),
            TrfField::RoundColour(round) => tr!(lang, "trf-field-round-colour", round = round),
            TrfField::RoundResult(round) => tr!(lang, "trf-field-round-result", round = round),
            other => tr!(lang, "trf-field", field = other.key()),
        }
    }
}

impl Localize for TrfProblem {
    fn localize(&self, lang: Language) -> String {
        use TrfProblem as P;
        match self {
            // The text of one field.
            P::NotWholeNumber { text } => tr!(lang, "trf-not-whole-number", text = text.as_str()),
            P::TooLarge { text } => tr!(lang, "trf-too-large", text = text.as_str()),
            P::OutOfRange { text, min, max } => out_of_range(lang, text, *min, *max),
            P::NotPoints { text } => tr!(lang, "trf-not-points", text = text.as_str()),
            P::Missing => tr!(lang, "trf-missing"),
            P::UnknownLetter { letter, expected } => unknown_letter(lang, *letter, expected),
            P::UnknownWord { word, expected } => unknown_word(lang, word, expected),
            P::NotCodeValue { text } => tr!(lang, "trf-not-code-value", text = text.as_str()),
            P::NotPairingNumber { text } => {
                tr!(lang, "trf-not-pairing-number", text = text.as_str())
            }
            P::NotTitle { text } => tr!(lang, "trf-not-title", text = text.as_str()),
            P::NotDate { text } => tr!(lang, "trf-not-date", text = text.as_str()),
            P::OutOfColumns { found } => tr!(lang, "trf-out-of-columns", found = found.as_str()),
            // A line against the other lines.
            P::Contradicts { value, first_line } => contradicts(lang, value, *first_line),
            P::DuplicateStartingRank { number, first_line } => {
                duplicate_starting_rank(lang, *number, *first_line)
            }
            P::NoSuchPlayer { number } => tr!(lang, "trf-no-such-player", number = (*number)),
            // The game of a round, written on both players' lines.
            P::SelfPairing => tr!(lang, "trf-self-pairing"),
            P::OpponentDisagrees {
                opponent,
                their_opponent,
                other_line,
            } => opponent_disagrees(lang, *opponent, *their_opponent, *other_line),
            P::ByeWithOpponent { letter } => {
                tr!(lang, "trf-bye-with-opponent", letter = letter.to_string())
            }
            P::ResultNeedsOpponent { letter } => {
                tr!(
                    lang,
                    "trf-result-needs-opponent",
                    letter = letter.to_string()
                )
            }
            P::SameColour { colour, other_line } => same_colour(lang, *colour, *other_line),
            P::ColoursMissing { other_line } => {
                tr!(lang, "trf-colours-missing", line = (*other_line))
            }
            P::ResultsDisagree {
                own,
                other,
                other_line,
            } => results_disagree(lang, *own, *other, *other_line),
            // The file as a whole, and the engines' answer.
            P::PointsDiffer {
                number,
                name,
                written,
                computed,
            } => points_differ(lang, *number, name, *written, *computed),
            P::Inconsistent(error) => tr!(lang, "trf-inconsistent", detail = error.localize(lang)),
            P::EmptyAnswer => tr!(lang, "trf-empty-answer"),
            P::PairCount { said, found } => {
                tr!(lang, "trf-pair-count", said = (*said), found = (*found))
            }
            P::NotAPair { text } => tr!(lang, "trf-not-a-pair", text = text.as_str()),
            P::NoRecords => tr!(lang, "trf-no-records"),
            P::TooMuchAcceleration => tr!(lang, "trf-too-much-acceleration"),
        }
    }
}

/// A number outside the range the field takes.
fn out_of_range(lang: Language, text: &str, min: u32, max: u32) -> String {
    tr!(lang, "trf-out-of-range", text = text, min = min, max = max)
}

/// A letter outside the set the field takes.
fn unknown_letter(lang: Language, letter: char, expected: &str) -> String {
    tr!(
        lang,
        "trf-unknown-letter",
        letter = letter.to_string(),
        expected = expected
    )
}

/// A word outside the set the field takes.
fn unknown_word(lang: Language, word: &str, expected: &str) -> String {
    tr!(lang, "trf-unknown-word", word = word, expected = expected)
}

/// A value repeated with a different value on another line.
fn contradicts(lang: Language, value: &str, first_line: usize) -> String {
    tr!(lang, "trf-contradicts", value = value, line = first_line)
}

/// A starting rank given to two `001` lines.
fn duplicate_starting_rank(lang: Language, number: u32, first_line: usize) -> String {
    tr!(
        lang,
        "trf-duplicate-starting-rank",
        number = number,
        line = first_line
    )
}

/// The opponent's line names nobody (0) or someone else in the same round.
fn opponent_disagrees(
    lang: Language,
    opponent: u32,
    their_opponent: u32,
    other_line: usize,
) -> String {
    if their_opponent == 0 {
        tr!(
            lang,
            "trf-opponent-unpaired",
            opponent = opponent,
            line = other_line
        )
    } else {
        tr!(
            lang,
            "trf-opponent-disagrees",
            opponent = opponent,
            theirs = their_opponent,
            line = other_line
        )
    }
}

/// Both players of a game with the same colour.
fn same_colour(lang: Language, colour: char, other_line: usize) -> String {
    tr!(
        lang,
        "trf-same-colour",
        colour = colour.to_string(),
        line = other_line
    )
}

/// The two result letters of a game that do not make one result.
fn results_disagree(lang: Language, own: char, other: char, other_line: usize) -> String {
    tr!(
        lang,
        "trf-results-disagree",
        own = own.to_string(),
        other = other.to_string(),
        line = other_line
    )
}

/// The `001` points column against the points of the results.
fn points_differ(
    lang: Language,
    number: u32,
    name: &str,
    written: Points,
    computed: Points,
) -> String {
    tr!(
        lang,
        "trf-points-differ",
        number = number,
        name = name,
        written = written.to_decimal_string(),
        computed = computed.to_decimal_string()
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::PlayerId;
    use crate::i18n::test_support::assert_worded;

    #[test]
    fn message_names_line_columns_and_field() {
        let e = TrfError::at(
            12,
            81,
            84,
            TrfField::Points,
            TrfProblem::NotPoints { text: "x".into() },
        );
        assert_eq!(
            e.to_string(),
            "line 12, columns 81-84 (points): 'x' is not a number of points with at most one decimal (like 2.5)"
        );
        let e = TrfError::at(
            3,
            119,
            119,
            TrfField::RoundResult(3),
            TrfProblem::UnknownLetter {
                letter: 'Q',
                expected: "1 0 = + - W D L H F U Z",
            },
        );
        assert_eq!(
            e.to_string(),
            "line 3, column 119 (round 3 result): 'Q' is not one of 1 0 = + - W D L H F U Z"
        );
        assert_eq!(
            e.localize(Language::Italian),
            "riga 3, colonna 119 (risultato del turno 3): 'Q' non è fra 1 0 = + - W D L H F U Z"
        );
    }

    /// Every field, as the match below lists them (a new variant fails to compile here
    /// until it is added).
    fn every_field() -> Vec<TrfField> {
        let all = [
            TrfField::StartingRank,
            TrfField::Sex,
            TrfField::Title,
            TrfField::Name,
            TrfField::Rating,
            TrfField::Federation,
            TrfField::FideId,
            TrfField::BirthDate,
            TrfField::Points,
            TrfField::Rank,
            TrfField::RoundOpponent(2),
            TrfField::RoundColour(2),
            TrfField::RoundResult(2),
            TrfField::Separator,
            TrfField::TournamentName,
            TrfField::City,
            TrfField::ChiefArbiter,
            TrfField::TimeControl,
            TrfField::StartDate,
            TrfField::EndDate,
            TrfField::NumberOfRounds,
            TrfField::InitialColour,
            TrfField::TournamentType,
            TrfField::Tiebreaks,
            TrfField::ScoringSymbol,
            TrfField::ScoringPoints,
            TrfField::ConfigurationOption,
            TrfField::ScoringValue,
            TrfField::PointValue,
            TrfField::ByeType,
            TrfField::Round,
            TrfField::FirstRound,
            TrfField::LastRound,
            TrfField::PairingNumber,
            TrfField::PairingNumbers,
            TrfField::FirstPairingNumber,
            TrfField::LastPairingNumber,
            TrfField::VirtualPoints,
            TrfField::AdjustmentType,
            TrfField::NumberOfPairs,
            TrfField::Pair,
            TrfField::RecordCode,
            TrfField::Tournament,
        ];
        for field in all {
            match field {
                TrfField::StartingRank
                | TrfField::Sex
                | TrfField::Title
                | TrfField::Name
                | TrfField::Rating
                | TrfField::Federation
                | TrfField::FideId
                | TrfField::BirthDate
                | TrfField::Points
                | TrfField::Rank
                | TrfField::RoundOpponent(_)
                | TrfField::RoundColour(_)
                | TrfField::RoundResult(_)
                | TrfField::Separator
                | TrfField::TournamentName
                | TrfField::City
                | TrfField::ChiefArbiter
                | TrfField::TimeControl
                | TrfField::StartDate
                | TrfField::EndDate
                | TrfField::NumberOfRounds
                | TrfField::InitialColour
                | TrfField::TournamentType
                | TrfField::Tiebreaks
                | TrfField::ScoringSymbol
                | TrfField::ScoringPoints
                | TrfField::ConfigurationOption
                | TrfField::ScoringValue
                | TrfField::PointValue
                | TrfField::ByeType
                | TrfField::Round
                | TrfField::FirstRound
                | TrfField::LastRound
                | TrfField::PairingNumber
                | TrfField::PairingNumbers
                | TrfField::FirstPairingNumber
                | TrfField::LastPairingNumber
                | TrfField::VirtualPoints
                | TrfField::AdjustmentType
                | TrfField::NumberOfPairs
                | TrfField::Pair
                | TrfField::RecordCode
                | TrfField::Tournament => {}
            }
        }
        all.to_vec()
    }

    /// The problems of a field's own text.
    fn field_text_problems() -> Vec<TrfProblem> {
        let text = || "x1".to_owned();
        vec![
            TrfProblem::NotWholeNumber { text: text() },
            TrfProblem::TooLarge { text: text() },
            TrfProblem::OutOfRange {
                text: text(),
                min: 1,
                max: 9999,
            },
            TrfProblem::NotPoints { text: text() },
            TrfProblem::Missing,
            TrfProblem::UnknownLetter {
                letter: 'Q',
                expected: "w b -",
            },
            TrfProblem::UnknownWord {
                word: text(),
                expected: "white1 black1 rank",
            },
            TrfProblem::NotCodeValue { text: text() },
            TrfProblem::NotPairingNumber { text: text() },
            TrfProblem::NotTitle { text: text() },
            TrfProblem::NotDate { text: text() },
            TrfProblem::OutOfColumns { found: text() },
        ]
    }

    /// The problems between two lines, and in the game of a round.
    fn line_and_game_problems() -> Vec<TrfProblem> {
        let text = || "x1".to_owned();
        vec![
            TrfProblem::Contradicts {
                value: text(),
                first_line: 2,
            },
            TrfProblem::DuplicateStartingRank {
                number: 4,
                first_line: 2,
            },
            TrfProblem::NoSuchPlayer { number: 9 },
            TrfProblem::SelfPairing,
            TrfProblem::OpponentDisagrees {
                opponent: 3,
                their_opponent: 0,
                other_line: 7,
            },
            TrfProblem::OpponentDisagrees {
                opponent: 3,
                their_opponent: 5,
                other_line: 7,
            },
            TrfProblem::ByeWithOpponent { letter: 'H' },
            TrfProblem::ResultNeedsOpponent { letter: '1' },
            TrfProblem::SameColour {
                colour: 'w',
                other_line: 7,
            },
            TrfProblem::ColoursMissing { other_line: 7 },
            TrfProblem::ResultsDisagree {
                own: '1',
                other: '1',
                other_line: 7,
            },
        ]
    }

    /// The problems of the file as a whole and of the engines' answer.
    fn file_problems() -> Vec<TrfProblem> {
        let text = || "x1".to_owned();
        vec![
            TrfProblem::PointsDiffer {
                number: 3,
                name: "Rossi, Anna".into(),
                written: Points(45),
                computed: Points(40),
            },
            TrfProblem::Inconsistent(TournamentError::UnknownPlayer(PlayerId(4))),
            TrfProblem::EmptyAnswer,
            TrfProblem::PairCount { said: 3, found: 2 },
            TrfProblem::NotAPair { text: text() },
            TrfProblem::NoRecords,
            TrfProblem::TooMuchAcceleration,
        ]
    }

    /// Every problem, as the match below lists them (a new variant fails to compile here
    /// until it is added).
    fn every_problem() -> Vec<TrfProblem> {
        let mut all = field_text_problems();
        all.extend(line_and_game_problems());
        all.extend(file_problems());
        for problem in &all {
            match problem {
                TrfProblem::NotWholeNumber { .. }
                | TrfProblem::TooLarge { .. }
                | TrfProblem::OutOfRange { .. }
                | TrfProblem::NotPoints { .. }
                | TrfProblem::Missing
                | TrfProblem::UnknownLetter { .. }
                | TrfProblem::UnknownWord { .. }
                | TrfProblem::NotCodeValue { .. }
                | TrfProblem::NotPairingNumber { .. }
                | TrfProblem::NotTitle { .. }
                | TrfProblem::NotDate { .. }
                | TrfProblem::OutOfColumns { .. }
                | TrfProblem::Contradicts { .. }
                | TrfProblem::DuplicateStartingRank { .. }
                | TrfProblem::NoSuchPlayer { .. }
                | TrfProblem::SelfPairing
                | TrfProblem::OpponentDisagrees { .. }
                | TrfProblem::ByeWithOpponent { .. }
                | TrfProblem::ResultNeedsOpponent { .. }
                | TrfProblem::SameColour { .. }
                | TrfProblem::ColoursMissing { .. }
                | TrfProblem::ResultsDisagree { .. }
                | TrfProblem::PointsDiffer { .. }
                | TrfProblem::Inconsistent(_)
                | TrfProblem::EmptyAnswer
                | TrfProblem::PairCount { .. }
                | TrfProblem::NotAPair { .. }
                | TrfProblem::NoRecords
                | TrfProblem::TooMuchAcceleration => {}
            }
        }
        all
    }

    #[test]
    fn every_field_and_problem_is_worded_in_every_language() {
        let fields = every_field();
        for field in &fields {
            assert_worded(field);
            let english = field.localize(Language::English);
            let italian = field.localize(Language::Italian);
            assert_ne!(english, italian, "{field:?} is not translated");
        }
        let english: std::collections::BTreeSet<String> = fields
            .iter()
            .map(|f| f.localize(Language::English))
            .collect();
        assert_eq!(english.len(), fields.len(), "two fields share a name");
        for problem in every_problem() {
            assert_worded(&problem);
            assert_worded(&TrfError::at(4, 5, 8, TrfField::Rating, problem));
        }
        for (line, columns) in [(0, None), (3, None), (3, Some((5, 5))), (3, Some((5, 8)))] {
            assert_worded(&TrfError::new(
                line,
                columns,
                TrfField::Name,
                TrfProblem::Missing,
            ));
        }
    }
}
