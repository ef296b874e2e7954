//! The raw record layer: one line, one [`Record`], fields cut at their fixed columns and
//! checked for shape only (numbers are numbers, codes are known codes). Meaning (who
//! played whom, do the scores add up) is the business of the conversion in `import`.

pub mod adjustment;
pub mod columns;
pub mod pairing;
pub mod player;
pub mod scoring;
pub mod team;

pub use adjustment::AbnormalPointsRecord;
pub use pairing::{
    AccelerationRecord, ByeRecord, ConfigurationRecord, ProhibitedPairingRecord,
    VirtualPointsRecord,
};
pub use player::{PlayerRecord, RoundField};
pub use scoring::{ExtensionScoringRecord, PointValueRecord, ScoringRecord};

use super::error::TrfError;
use super::text::Line;
use crate::domain::Colour;

/// One TRF line. Records Torneo does not interpret are [`Record::Other`], kept verbatim.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Record {
    /// `001`
    Player(PlayerRecord),
    /// `012`
    TournamentName(String),
    /// `022`
    City(String),
    /// `032`
    Federation(String),
    /// `042` (TRF-26: `YYYY/MM/DD`; free text in TRF-16)
    StartDate(String),
    /// `052`
    EndDate(String),
    /// `062`, derived from the player records.
    NumberOfPlayers(String),
    /// `072`, derived from the player records.
    NumberOfRatedPlayers(String),
    /// `102`
    ChiefArbiter(String),
    /// `122` (free text)
    TimeControl(String),
    /// `142`
    NumberOfRounds(u32),
    /// `152`
    InitialColour(Colour),
    /// `162`
    Scoring(ScoringRecord),
    /// `192`, an ETT26 code.
    TournamentType(String),
    /// `202`: tie-break codes.
    Tiebreaks(Vec<String>),
    /// `212`: `PTS,` then tie-break codes.
    StandingsDefinition(Vec<String>),
    /// `240`
    Bye(ByeRecord),
    /// `250`
    Acceleration(AccelerationRecord),
    /// `260`
    ProhibitedPairing(ProhibitedPairingRecord),
    /// `299`
    AbnormalPoints(AbnormalPointsRecord),
    /// `XXJ` (Torneo's own): a score adjustment in the `299` layout, in files `299` cannot
    /// be in (TRF-16), and for corrections (type `C`).
    TorneoAdjustment(AbnormalPointsRecord),
    /// `XXR`
    ExtensionRounds(u32),
    /// `XXN` (Torneo's own): the number of rounds paired, written when the last of them
    /// has no game, so that its column is not taken for the request column of the next.
    RoundsPaired(u32),
    /// `XXC`
    Configuration(ConfigurationRecord),
    /// `XXA`
    VirtualPoints(VirtualPointsRecord),
    /// `XXP`: the listed players may never meet each other.
    ForbiddenPairs(Vec<u32>),
    /// `XXZ`: absent from the round being paired (JaVaFo).
    Absent(Vec<u32>),
    /// `XXS`
    ExtensionScoring(ExtensionScoringRecord),
    /// `BBW BBD BBL BBZ BBF BBU`
    PointValue(PointValueRecord),
    /// Anything else (blank lines, `092`, `112`, `132`, `172`, `182`, `222`,
    /// national rating records, team records, comments), kept as written.
    Other(String),
}

impl Record {
    /// Reads one line.
    pub fn parse(line: &Line) -> Result<Record, TrfError> {
        let code = line.columns(1, 3);
        let text = || line.columns(5, line.len().max(5)).trim_end().to_owned();
        let list = || {
            text()
                .split(',')
                .map(|s| s.trim().to_owned())
                .filter(|s| !s.is_empty())
                .collect::<Vec<String>>()
        };
        Ok(match code.as_str() {
            "001" => Record::Player(PlayerRecord::parse(line)?),
            "012" => Record::TournamentName(text()),
            "022" => Record::City(text()),
            "032" => Record::Federation(text()),
            "042" => Record::StartDate(text()),
            "052" => Record::EndDate(text()),
            "062" => Record::NumberOfPlayers(text()),
            "072" => Record::NumberOfRatedPlayers(text()),
            "102" => Record::ChiefArbiter(text()),
            "122" => Record::TimeControl(text()),
            "142" => Record::NumberOfRounds(pairing::parse_rounds(line)?),
            "152" => Record::InitialColour(pairing::parse_initial_colour(line)?),
            "162" => Record::Scoring(ScoringRecord::parse(line)?),
            "192" => Record::TournamentType(text().trim().to_owned()),
            "202" => Record::Tiebreaks(list()),
            "212" => {
                let mut codes = list();
                if codes.first().is_some_and(|c| c.eq_ignore_ascii_case("PTS")) {
                    codes.remove(0);
                }
                Record::StandingsDefinition(codes)
            }
            "240" => Record::Bye(ByeRecord::parse(line)?),
            "250" => Record::Acceleration(AccelerationRecord::parse(line)?),
            "260" => Record::ProhibitedPairing(ProhibitedPairingRecord::parse(line)?),
            "299" => Record::AbnormalPoints(AbnormalPointsRecord::parse(line)?),
            "XXJ" => Record::TorneoAdjustment(AbnormalPointsRecord::parse_torneo(line)?),
            "XXR" => Record::ExtensionRounds(pairing::parse_rounds(line)?),
            "XXN" => Record::RoundsPaired(pairing::parse_rounds(line)?),
            "XXC" => Record::Configuration(ConfigurationRecord::parse(line)?),
            "XXA" => Record::VirtualPoints(VirtualPointsRecord::parse(line)?),
            "XXP" => Record::ForbiddenPairs(columns::number_list(
                line,
                5,
                super::error::TrfField::PairingNumbers,
            )?),
            "XXZ" => Record::Absent(columns::number_list(
                line,
                5,
                super::error::TrfField::PairingNumbers,
            )?),
            "XXS" => Record::ExtensionScoring(ExtensionScoringRecord::parse(line)?),
            "BBW" | "BBD" | "BBL" | "BBZ" | "BBF" | "BBU" => {
                let kind = line.column(3);
                Record::PointValue(PointValueRecord::parse(line, kind)?)
            }
            _ => Record::Other(line.text()),
        })
    }
}

/// A simple record: the code, a blank, the text.
pub fn text_line(code: &str, text: &str) -> String {
    // Trailing blanks are not kept by readers (this one included).
    let text = text.trim_end();
    if text.is_empty() {
        code.to_owned()
    } else {
        format!("{code} {text}")
    }
}

/// A list record (`XXP`, `XXZ`): the code and blank-separated numbers.
pub fn list_line(code: &str, values: &[u32]) -> String {
    let mut line = code.to_owned();
    for v in values {
        line.push(' ');
        line.push_str(&v.to_string());
    }
    line
}

#[cfg(test)]
mod tests {
    use super::super::text::lines;
    use super::*;

    fn parse(text: &str) -> Record {
        Record::parse(&lines(text)[0]).unwrap()
    }

    #[test]
    fn dispatch_by_code() {
        assert_eq!(parse("012 Open"), Record::TournamentName("Open".into()));
        assert_eq!(parse("XXR 9"), Record::ExtensionRounds(9));
        assert_eq!(parse("142 7"), Record::NumberOfRounds(7));
        assert_eq!(parse("XXP 10 14"), Record::ForbiddenPairs(vec![10, 14]));
        assert_eq!(
            parse("212 PTS,BH/C1,SB"),
            Record::StandingsDefinition(vec!["BH/C1".into(), "SB".into()])
        );
        assert_eq!(
            parse("092 FIDE_DUTCH_2025"),
            Record::Other("092 FIDE_DUTCH_2025".into())
        );
        assert_eq!(
            parse("192 FIDE_DUTCH_BAKU"),
            Record::TournamentType("FIDE_DUTCH_BAKU".into())
        );
        assert!(matches!(
            parse("BBU 0.5"),
            Record::PointValue(PointValueRecord { kind: 'U', .. })
        ));
        assert_eq!(Record::parse(&lines(" ")[0]), Ok(Record::Other(" ".into())));
    }
}
