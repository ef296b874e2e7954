//! [`ImportWarning`]: what the lenient reader assumed where a file was not as the
//! specification writes it (line, columns, field, and the [`Assumption`] made), worded in
//! the Fluent files (`trf-warning-…`, `trf-assumed-…`).

use super::error::{TrfField, place};
use crate::domain::{ByeKind, Points};
use crate::i18n::{Language, Localize};
use crate::tr;
use std::fmt;

/// One thing the reader assumed. `line` 0 is the file as a whole.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ImportWarning {
    pub line: usize,
    pub columns: Option<(usize, usize)>,
    pub field: TrfField,
    pub assumption: Assumption,
}

/// What was found and what was assumed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Assumption {
    /// A sex letter other than `m w f u`: left blank.
    UnknownSex { letter: char },
    /// Not a FIDE title: left blank.
    UnknownTitle { text: String },
    /// A rating that is not a number: read as unrated.
    RatingNotNumber { text: String },
    /// A FIDE id that is not a number: left blank.
    FideIdNotNumber { text: String },
    /// A date that cannot be read: left blank (a start date also says which tie-break
    /// edition follows).
    DateUnreadable { text: String },
    /// A start date that cannot be read: the tie-breaks follow the edition in force now.
    StartDateUnreadable { text: String },
    /// A year alone: the domain holds whole dates, so it is not kept.
    YearOnly { text: String },
    /// Amalfi 2.5: every round before `round` unplayed without points: player `number`
    /// (his starting rank) is a late entry in `round` (`missed` rounds), with the late
    /// entry's pairing points.
    LateEntry {
        number: u32,
        round: u32,
        missed: u32,
    },
    /// A two-digit year, read in the century given (`date` as `YYYY/MM/DD`).
    TwoDigitYear { text: String, date: String },
    /// A result letter with no opponent (`0000 - -`, `0000 - =`): read as a bye.
    ResultWithoutOpponent { letter: char, bye: ByeKind },
    /// `*` or a letter outside the set, against an opponent: a game not yet played.
    UnknownResult { letter: char },
    /// A bye letter against an opponent (lichess's game in progress): a game not yet
    /// played.
    ByeLetterWithOpponent { letter: char },
    /// The same, without an opponent: not paired in that round.
    UnknownResultUnpaired { letter: char },
    /// The `001` points differ from the results: the results are kept and the difference
    /// recorded as a score adjustment.
    PointsAdjusted {
        number: u32,
        written: Points,
        computed: Points,
    },
    /// A game scored unusually (½-0, 0-0): read as White's result, Black's points
    /// recorded as an adjustment.
    UnusualScore {
        white: char,
        black: char,
        adjustment: Points,
    },
    /// A tournament text given twice with different values: the first is used, this
    /// line kept as written.
    SecondValueKept { value: String, first_line: usize },
    /// A points column that is not a number: the points are those of the results.
    PointsUnreadable { text: String },
    /// Every player's points column is 0.0 while the results give points (chesspairing's
    /// random tournament generator writes it so): the column is left unread, the points
    /// are those of the results.
    PointsColumnEmpty,
    /// A `250` record whose rounds reach past the last round the tournament can pair
    /// (issue 18 item 3): its virtual points are kept up to round `limit`.
    AccelerationCut { last_round: u32, limit: u32 },
    /// A tie-break code Torneo does not know: kept, left out of the standings.
    UnknownTiebreak { code: String },
    /// A `013` team list in an individual event: kept as written.
    TeamRecordKept,
    /// What the reader of a team event's records assumed (issue 39).
    Team(TeamAssumption),
    /// A blank round whose points the `001` total counts: read as that bye (Swiss-Chess).
    BlankRoundBye { bye: ByeKind },
    /// Control characters (a tab, …) in the line: each read as one space.
    ControlCharacters { count: usize },
    /// A word of an `XXI` record that names no reading of the Burstein Index: that
    /// reading keeps its default.
    BursteinIndexUnread { text: String },
    /// No `202` record: the system's usual tie-breaks (`codes`, comma-separated).
    TiebreaksAssumed { codes: String },
    /// Italo-Svizzero without an `XXO` record for round `round`: the engine replayed on
    /// the rounds before it pairs player `player` (starting rank) with `engine`, the file
    /// with `recorded` (0: nobody). The boards keep the file's order, taken as the order
    /// of formation (D1, D10).
    RoundNotAsEngine {
        round: u32,
        player: u32,
        recorded: u32,
        engine: u32,
    },
    /// The same, where the engine pairs no round at all from the rounds before it.
    RoundNotPairedByEngine { round: u32 },
    /// No `192` record: the system was read from the file.
    SystemAssumed {
        round_robin: bool,
        cycles: u8,
        reason: SystemReason,
    },
}

/// Why a file without `192` was read as a Swiss or a round robin.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SystemReason {
    /// The `092` text says so.
    Wording { text: String },
    /// A pairing engine's record (`XXR`, `XXC`, …): engines pair Swiss events.
    EngineRecord { code: String },
    /// Every pair met exactly `cycles` times in the rounds played.
    EveryPairMet { players: usize, rounds: u32 },
    /// Not every pair met (or some met more than a round robin allows).
    NotEveryPairMet { players: usize, rounds: u32 },
    /// No round has been paired yet.
    NoRounds,
}

/// What the reader of a team event's records assumed (issue 39; see `team_import`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TeamAssumption {
    /// A team roster names starting rank `number`, which no `001` line has: left out.
    PlayerUnknown { number: u32 },
    /// A player on a second roster (team pairing number `team`): kept on the first only.
    PlayerTwice { number: u32, team: u32 },
    /// A team record whose fields cannot be read: kept as written, not used.
    RecordUnread,
    /// Round `round`: a game between players `white` and `black` (starting ranks) who are
    /// not of two different teams: kept as a game, in no team match.
    GameOutsideTeams { round: u32, white: u32, black: u32 },
    /// No `192` names the team system: a team round robin.
    SystemAssumed,
    /// No `192`; the `092` wording (Swiss-Manager writes `Team Swiss System`) names a team
    /// Swiss or a team round robin: read as the FIDE Team Swiss (match points, then game
    /// points) or the team round robin.
    SystemFromWording { text: String, round_robin: bool },
    /// Round `round`: team `team` (pairing number) has no match and no `320` names the
    /// bye: read as the team's pairing-allocated bye.
    ByeAssumed { round: u32, team: u32 },
    /// Round `round`: a player without an opponent (`0000 - -`) whose team played a match
    /// with an empty board, and whose points column counts the point: a board won by
    /// forfeit.
    BoardForfeitWon { round: u32 },
    /// A `013` line that does not keep to its columns (name 5-36, starting ranks from
    /// 37): read by its words, the name `name` then `players` starting ranks.
    TeamLineByWords { name: String, players: usize },
}

impl Localize for TeamAssumption {
    fn localize(&self, lang: Language) -> String {
        match self {
            TeamAssumption::PlayerUnknown { number } => {
                tr!(lang, "trf-assumed-team-player-unknown", number = (*number))
            }
            TeamAssumption::PlayerTwice { number, team } => tr!(
                lang,
                "trf-assumed-team-player-twice",
                number = (*number),
                team = (*team)
            ),
            TeamAssumption::RecordUnread => tr!(lang, "trf-assumed-team-record-unread"),
            TeamAssumption::GameOutsideTeams {
                round,
                white,
                black,
            } => tr!(
                lang,
                "trf-assumed-game-outside-teams",
                round = (*round),
                white = (*white),
                black = (*black)
            ),
            TeamAssumption::SystemAssumed => tr!(lang, "trf-assumed-team-system"),
            TeamAssumption::SystemFromWording { text, round_robin } => {
                if *round_robin {
                    tr!(
                        lang,
                        "trf-assumed-team-system-wording-round-robin",
                        text = text
                    )
                } else {
                    tr!(lang, "trf-assumed-team-system-wording-swiss", text = text)
                }
            }
            TeamAssumption::ByeAssumed { round, team } => tr!(
                lang,
                "trf-assumed-team-bye",
                round = (*round),
                team = (*team)
            ),
            TeamAssumption::BoardForfeitWon { round } => {
                tr!(lang, "trf-assumed-team-board-forfeit", round = (*round))
            }
            TeamAssumption::TeamLineByWords { name, players } => tr!(
                lang,
                "trf-assumed-team-line-by-words",
                name = name.as_str(),
                players = (*players)
            ),
        }
    }
}

impl ImportWarning {
    pub fn new(line: usize, field: TrfField, assumption: Assumption) -> ImportWarning {
        ImportWarning {
            line,
            columns: None,
            field,
            assumption,
        }
    }

    pub fn at(
        line: usize,
        (first, last): (usize, usize),
        field: TrfField,
        assumption: Assumption,
    ) -> ImportWarning {
        ImportWarning {
            line,
            columns: Some((first, last)),
            field,
            assumption,
        }
    }
}

impl Localize for ImportWarning {
    fn localize(&self, lang: Language) -> String {
        tr!(
            lang,
            "trf-warning",
            place = place(lang, self.line, self.columns),
            field = self.field.localize(lang),
            assumption = self.assumption.localize(lang)
        )
    }
}

/// In English, for logs and the command line's default.
impl fmt::Display for ImportWarning {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.localize(Language::English))
    }
}

fn bye_key(kind: ByeKind) -> &'static str {
    match kind {
        ByeKind::FullPoint => "full",
        ByeKind::HalfPoint => "half",
        ByeKind::ZeroPoint => "zero",
        ByeKind::PairingAllocated => "pairing",
    }
}

impl Localize for Assumption {
    fn localize(&self, lang: Language) -> String {
        match self {
            // A field's text, not as the specification writes it.
            Assumption::UnknownSex { letter } => {
                tr!(lang, "trf-assumed-unknown-sex", letter = letter.to_string())
            }
            Assumption::UnknownTitle { text } => {
                tr!(lang, "trf-assumed-unknown-title", text = text.as_str())
            }
            Assumption::RatingNotNumber { text } => {
                tr!(lang, "trf-assumed-rating", text = text.as_str())
            }
            Assumption::FideIdNotNumber { text } => {
                tr!(lang, "trf-assumed-fide-id", text = text.as_str())
            }
            Assumption::DateUnreadable { text } => {
                tr!(lang, "trf-assumed-date", text = text.as_str())
            }
            Assumption::StartDateUnreadable { text } => {
                tr!(lang, "trf-assumed-start-date", text = text.as_str())
            }
            Assumption::YearOnly { text } => {
                tr!(lang, "trf-assumed-year-only", text = text.as_str())
            }
            Assumption::TwoDigitYear { text, date } => two_digit_year(lang, text, date),
            Assumption::PointsColumnEmpty => tr!(lang, "trf-assumed-points-column-empty"),
            Assumption::PointsUnreadable { text } => {
                tr!(lang, "trf-assumed-points-unreadable", text = text.as_str())
            }
            Assumption::ControlCharacters { count } => {
                tr!(lang, "trf-assumed-control-characters", count = (*count))
            }
            // A player's rounds and points.
            Assumption::LateEntry {
                number,
                round,
                missed,
            } => late_entry(lang, *number, *round, *missed),
            Assumption::ResultWithoutOpponent { letter, bye } => {
                result_without_opponent(lang, *letter, *bye)
            }
            Assumption::UnknownResult { letter } => unknown_result(lang, *letter),
            Assumption::ByeLetterWithOpponent { letter } => bye_letter_with_opponent(lang, *letter),
            Assumption::UnknownResultUnpaired { letter } => unknown_result_unpaired(lang, *letter),
            Assumption::BlankRoundBye { bye } => {
                tr!(lang, "trf-assumed-blank-round-bye", bye = bye_key(*bye))
            }
            Assumption::PointsAdjusted {
                number,
                written,
                computed,
            } => points_adjusted(lang, *number, *written, *computed),
            Assumption::UnusualScore {
                white,
                black,
                adjustment,
            } => unusual_score(lang, *white, *black, *adjustment),
            // The tournament's records.
            Assumption::SecondValueKept { value, first_line } => {
                second_value_kept(lang, value, *first_line)
            }
            Assumption::UnknownTiebreak { code } => {
                tr!(lang, "trf-assumed-unknown-tiebreak", code = code.as_str())
            }
            Assumption::TeamRecordKept => tr!(lang, "trf-assumed-team-record-kept"),
            Assumption::Team(team) => team.localize(lang),
            Assumption::TiebreaksAssumed { codes } => {
                tr!(lang, "trf-assumed-usual-tiebreaks", codes = codes.as_str())
            }
            Assumption::BursteinIndexUnread { text } => {
                tr!(lang, "trf-assumed-burstein-index", text = text.as_str())
            }
            Assumption::AccelerationCut { last_round, limit } => tr!(
                lang,
                "trf-assumed-acceleration-cut",
                last_round = (*last_round),
                limit = (*limit)
            ),
            Assumption::RoundNotAsEngine {
                round,
                player,
                recorded,
                engine,
            } => tr!(
                lang,
                "trf-assumed-round-not-as-engine",
                round = (*round),
                player = (*player),
                recorded = (*recorded),
                engine = (*engine)
            ),
            Assumption::RoundNotPairedByEngine { round } => {
                tr!(
                    lang,
                    "trf-assumed-round-not-paired-by-engine",
                    round = (*round)
                )
            }
            Assumption::SystemAssumed {
                round_robin,
                cycles,
                reason,
            } => system_assumed(lang, *round_robin, *cycles, reason),
        }
    }
}

/// Amalfi 2.5: a late entry, from the unplayed rounds before `round`.
fn late_entry(lang: Language, number: u32, round: u32, missed: u32) -> String {
    tr!(
        lang,
        "trf-assumed-late-entry",
        number = number,
        round = round,
        missed = missed
    )
}

/// A two-digit year, read in the century given.
fn two_digit_year(lang: Language, text: &str, date: &str) -> String {
    tr!(lang, "trf-assumed-two-digit-year", text = text, date = date)
}

/// A result letter with no opponent, read as a bye.
fn result_without_opponent(lang: Language, letter: char, bye: ByeKind) -> String {
    tr!(
        lang,
        "trf-assumed-result-without-opponent",
        letter = letter.to_string(),
        bye = bye_key(bye)
    )
}

/// `*` or a letter outside the set against an opponent, read as a game not yet played.
fn unknown_result(lang: Language, letter: char) -> String {
    tr!(
        lang,
        "trf-assumed-unknown-result",
        letter = letter.to_string()
    )
}

/// A bye letter against an opponent, read as a game not yet played.
fn bye_letter_with_opponent(lang: Language, letter: char) -> String {
    tr!(
        lang,
        "trf-assumed-bye-letter-with-opponent",
        letter = letter.to_string()
    )
}

/// A letter outside the set without an opponent, read as not paired.
fn unknown_result_unpaired(lang: Language, letter: char) -> String {
    tr!(
        lang,
        "trf-assumed-unknown-result-unpaired",
        letter = letter.to_string()
    )
}

/// The `001` points against the results: the difference, signed, as an adjustment.
fn points_adjusted(lang: Language, number: u32, written: Points, computed: Points) -> String {
    let difference = written - computed;
    let sign = if difference.0 >= 0 { "+" } else { "" };
    tr!(
        lang,
        "trf-assumed-points-adjusted",
        number = number,
        written = written.to_decimal_string(),
        computed = computed.to_decimal_string(),
        adjustment = format!("{sign}{}", difference.to_decimal_string())
    )
}

/// A game scored unusually: Black's points as an adjustment.
fn unusual_score(lang: Language, white: char, black: char, adjustment: Points) -> String {
    tr!(
        lang,
        "trf-assumed-unusual-score",
        white = white.to_string(),
        black = black.to_string(),
        adjustment = adjustment.to_decimal_string()
    )
}

/// A tournament text given twice: the first value used.
fn second_value_kept(lang: Language, value: &str, first_line: usize) -> String {
    tr!(
        lang,
        "trf-assumed-second-value",
        value = value,
        line = first_line
    )
}

/// No `192` record: the system read from the file, and why.
fn system_assumed(lang: Language, round_robin: bool, cycles: u8, reason: &SystemReason) -> String {
    let system = match (round_robin, cycles) {
        (false, _) => "swiss",
        (true, 2) => "double-round-robin",
        (true, _) => "round-robin",
    };
    tr!(
        lang,
        "trf-assumed-system",
        system = system,
        reason = reason.localize(lang)
    )
}

impl Localize for SystemReason {
    fn localize(&self, lang: Language) -> String {
        match self {
            SystemReason::Wording { text } => {
                tr!(lang, "trf-system-wording", text = text.as_str())
            }
            SystemReason::EngineRecord { code } => {
                tr!(lang, "trf-system-engine-record", code = code.as_str())
            }
            SystemReason::EveryPairMet { players, rounds } => tr!(
                lang,
                "trf-system-every-pair-met",
                players = (*players),
                rounds = (*rounds)
            ),
            SystemReason::NotEveryPairMet { players, rounds } => tr!(
                lang,
                "trf-system-not-every-pair-met",
                players = (*players),
                rounds = (*rounds)
            ),
            SystemReason::NoRounds => tr!(lang, "trf-system-no-rounds"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::test_support::assert_worded;

    fn every_reason() -> Vec<SystemReason> {
        let all = vec![
            SystemReason::Wording {
                text: "Open Swiss".into(),
            },
            SystemReason::EngineRecord { code: "XXR".into() },
            SystemReason::EveryPairMet {
                players: 8,
                rounds: 7,
            },
            SystemReason::NotEveryPairMet {
                players: 37,
                rounds: 9,
            },
            SystemReason::NoRounds,
        ];
        for reason in &all {
            match reason {
                SystemReason::Wording { .. }
                | SystemReason::EngineRecord { .. }
                | SystemReason::EveryPairMet { .. }
                | SystemReason::NotEveryPairMet { .. }
                | SystemReason::NoRounds => {}
            }
        }
        all
    }

    /// Exhaustive: a new assumption fails to compile here until the list has a sample.
    fn listed(assumption: &Assumption) {
        match assumption {
            Assumption::UnknownSex { .. }
            | Assumption::UnknownTitle { .. }
            | Assumption::RatingNotNumber { .. }
            | Assumption::FideIdNotNumber { .. }
            | Assumption::DateUnreadable { .. }
            | Assumption::StartDateUnreadable { .. }
            | Assumption::YearOnly { .. }
            | Assumption::LateEntry { .. }
            | Assumption::TwoDigitYear { .. }
            | Assumption::ResultWithoutOpponent { .. }
            | Assumption::UnknownResult { .. }
            | Assumption::UnknownResultUnpaired { .. }
            | Assumption::ByeLetterWithOpponent { .. }
            | Assumption::PointsAdjusted { .. }
            | Assumption::PointsUnreadable { .. }
            | Assumption::PointsColumnEmpty
            | Assumption::AccelerationCut { .. }
            | Assumption::UnknownTiebreak { .. }
            | Assumption::TiebreaksAssumed { .. }
            | Assumption::BursteinIndexUnread { .. }
            | Assumption::TeamRecordKept
            | Assumption::Team(_)
            | Assumption::ControlCharacters { .. }
            | Assumption::BlankRoundBye { .. }
            | Assumption::UnusualScore { .. }
            | Assumption::SecondValueKept { .. }
            | Assumption::RoundNotAsEngine { .. }
            | Assumption::RoundNotPairedByEngine { .. }
            | Assumption::SystemAssumed { .. } => {}
        }
    }

    /// Every team assumption (issue 39); exhaustive through `listed_team`.
    fn every_team_assumption() -> Vec<TeamAssumption> {
        let all = vec![
            TeamAssumption::PlayerUnknown { number: 19 },
            TeamAssumption::PlayerTwice { number: 4, team: 2 },
            TeamAssumption::RecordUnread,
            TeamAssumption::GameOutsideTeams {
                round: 2,
                white: 3,
                black: 4,
            },
            TeamAssumption::SystemAssumed,
            TeamAssumption::SystemFromWording {
                text: "Team Swiss System".into(),
                round_robin: false,
            },
            TeamAssumption::SystemFromWording {
                text: "Team Round Robin".into(),
                round_robin: true,
            },
            TeamAssumption::ByeAssumed { round: 1, team: 15 },
            TeamAssumption::BoardForfeitWon { round: 7 },
            TeamAssumption::TeamLineByWords {
                name: "Circolo Scacchistico Dopolavoro Ferroviario".into(),
                players: 2,
            },
        ];
        for team in &all {
            match team {
                TeamAssumption::PlayerUnknown { .. }
                | TeamAssumption::PlayerTwice { .. }
                | TeamAssumption::RecordUnread
                | TeamAssumption::GameOutsideTeams { .. }
                | TeamAssumption::SystemAssumed
                | TeamAssumption::SystemFromWording { .. }
                | TeamAssumption::ByeAssumed { .. }
                | TeamAssumption::BoardForfeitWon { .. }
                | TeamAssumption::TeamLineByWords { .. } => {}
            }
        }
        all
    }

    fn every_assumption() -> Vec<Assumption> {
        let text = || "x1".to_owned();
        let mut all = vec![
            Assumption::UnknownSex { letter: 'x' },
            Assumption::UnknownTitle { text: text() },
            Assumption::RatingNotNumber { text: text() },
            Assumption::FideIdNotNumber { text: text() },
            Assumption::DateUnreadable { text: text() },
            Assumption::StartDateUnreadable { text: text() },
            Assumption::YearOnly { text: text() },
            Assumption::LateEntry {
                number: 7,
                round: 3,
                missed: 2,
            },
            Assumption::TwoDigitYear {
                text: "01.01.87".into(),
                date: "1987/01/01".into(),
            },
            Assumption::UnknownResult { letter: '*' },
            Assumption::UnknownResultUnpaired { letter: '*' },
            Assumption::ByeLetterWithOpponent { letter: 'Z' },
            Assumption::PointsAdjusted {
                number: 3,
                written: Points(45),
                computed: Points(40),
            },
            Assumption::PointsAdjusted {
                number: 3,
                written: Points(30),
                computed: Points(40),
            },
            Assumption::PointsUnreadable { text: text() },
            Assumption::PointsColumnEmpty,
            Assumption::AccelerationCut {
                last_round: 999,
                limit: 10,
            },
            Assumption::UnknownTiebreak { code: text() },
            Assumption::TiebreaksAssumed { codes: text() },
            Assumption::BursteinIndexUnread { text: text() },
            Assumption::TeamRecordKept,
            Assumption::ControlCharacters { count: 2 },
            Assumption::BlankRoundBye {
                bye: ByeKind::PairingAllocated,
            },
            Assumption::SecondValueKept {
                value: text(),
                first_line: 1,
            },
            Assumption::RoundNotAsEngine {
                round: 4,
                player: 5,
                recorded: 8,
                engine: 3,
            },
            Assumption::RoundNotAsEngine {
                round: 4,
                player: 5,
                recorded: 0,
                engine: 3,
            },
            Assumption::RoundNotAsEngine {
                round: 4,
                player: 5,
                recorded: 8,
                engine: 0,
            },
            Assumption::RoundNotPairedByEngine { round: 4 },
            Assumption::UnusualScore {
                white: '=',
                black: '0',
                adjustment: Points(-5),
            },
        ];
        all.extend(every_team_assumption().into_iter().map(Assumption::Team));
        for bye in [
            ByeKind::FullPoint,
            ByeKind::HalfPoint,
            ByeKind::ZeroPoint,
            ByeKind::PairingAllocated,
        ] {
            all.push(Assumption::ResultWithoutOpponent { letter: '=', bye });
        }
        for (round_robin, cycles) in [(false, 0), (true, 1), (true, 2)] {
            for reason in every_reason() {
                all.push(Assumption::SystemAssumed {
                    round_robin,
                    cycles,
                    reason,
                });
            }
        }
        all.iter().for_each(listed);
        all
    }

    #[test]
    fn every_warning_is_worded_in_every_language() {
        for assumption in every_assumption() {
            assert_worded(&assumption);
            assert_worded(&ImportWarning::at(
                3,
                (81, 84),
                TrfField::Points,
                assumption,
            ));
        }
    }

    #[test]
    fn the_adjustment_message_of_the_issue() {
        let warning = ImportWarning::at(
            7,
            (81, 84),
            TrfField::Points,
            Assumption::PointsAdjusted {
                number: 6,
                written: Points(45),
                computed: Points(40),
            },
        );
        assert_eq!(
            warning.to_string(),
            "line 7, columns 81-84 (points): player 6: points 4.5 in the file, 4.0 from the \
             results: kept 4.0 and recorded an adjustment of +0.5"
        );
        let warning = ImportWarning::new(
            0,
            TrfField::TournamentType,
            Assumption::SystemAssumed {
                round_robin: false,
                cycles: 0,
                reason: SystemReason::NotEveryPairMet {
                    players: 37,
                    rounds: 9,
                },
            },
        );
        assert_eq!(
            warning.to_string(),
            "file (tournament type): no 192 record: read as a Swiss because not every pair of \
             the 37 players met in the 9 rounds paired"
        );
    }
}
