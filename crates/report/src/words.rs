//! The fixed words of the printed documents (column titles, settings labels, bye and
//! absence reasons, colours), each a type worded in `report-…` of the `.ftl` files.

use crate::domain::{ByeKind, Colour};
use crate::i18n::{Language, Localize};
use crate::tr;

/// A column title.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ColumnWord {
    Board,
    Number,
    Title,
    Name,
    White,
    Black,
    Rating,
    Points,
    Result,
    Reason,
    Colour,
    Opponent,
    Place,
    Rank,
    Federation,
    Club,
    Category,
    FideId,
    Present,
    AmountPaid,
}

impl ColumnWord {
    pub const ALL: [ColumnWord; 20] = [
        ColumnWord::Board,
        ColumnWord::Number,
        ColumnWord::Title,
        ColumnWord::Name,
        ColumnWord::White,
        ColumnWord::Black,
        ColumnWord::Rating,
        ColumnWord::Points,
        ColumnWord::Result,
        ColumnWord::Reason,
        ColumnWord::Colour,
        ColumnWord::Opponent,
        ColumnWord::Place,
        ColumnWord::Rank,
        ColumnWord::Federation,
        ColumnWord::Club,
        ColumnWord::Category,
        ColumnWord::FideId,
        ColumnWord::Present,
        ColumnWord::AmountPaid,
    ];

    fn key(self) -> &'static str {
        match self {
            ColumnWord::Board => "board",
            ColumnWord::Number => "number",
            ColumnWord::Title => "title",
            ColumnWord::Name => "name",
            ColumnWord::White => "white",
            ColumnWord::Black => "black",
            ColumnWord::Rating => "rating",
            ColumnWord::Points => "points",
            ColumnWord::Result => "result",
            ColumnWord::Reason => "reason",
            ColumnWord::Colour => "colour",
            ColumnWord::Opponent => "opponent",
            ColumnWord::Place => "place",
            ColumnWord::Rank => "rank",
            ColumnWord::Federation => "federation",
            ColumnWord::Club => "club",
            ColumnWord::Category => "category",
            ColumnWord::FideId => "fide-id",
            ColumnWord::Present => "present",
            ColumnWord::AmountPaid => "paid",
        }
    }
}

impl Localize for ColumnWord {
    fn localize(&self, lang: Language) -> String {
        tr!(lang, "report-column", column = self.key())
    }
}

/// A label of the tournament report's settings summary.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FieldWord {
    Tournament,
    Place,
    Venue,
    Dates,
    Federation,
    System,
    Rounds,
    TimeControl,
    Tiebreaks,
    ChiefArbiter,
    DeputyArbiters,
    Organiser,
    Players,
}

impl FieldWord {
    pub const ALL: [FieldWord; 13] = [
        FieldWord::Tournament,
        FieldWord::Place,
        FieldWord::Venue,
        FieldWord::Dates,
        FieldWord::Federation,
        FieldWord::System,
        FieldWord::Rounds,
        FieldWord::TimeControl,
        FieldWord::Tiebreaks,
        FieldWord::ChiefArbiter,
        FieldWord::DeputyArbiters,
        FieldWord::Organiser,
        FieldWord::Players,
    ];

    fn key(self) -> &'static str {
        match self {
            FieldWord::Tournament => "tournament",
            FieldWord::Place => "place",
            FieldWord::Venue => "venue",
            FieldWord::Dates => "dates",
            FieldWord::Federation => "federation",
            FieldWord::System => "system",
            FieldWord::Rounds => "rounds",
            FieldWord::TimeControl => "time-control",
            FieldWord::Tiebreaks => "tiebreaks",
            FieldWord::ChiefArbiter => "chief-arbiter",
            FieldWord::DeputyArbiters => "deputy-arbiters",
            FieldWord::Organiser => "organiser",
            FieldWord::Players => "players",
        }
    }
}

impl Localize for FieldWord {
    fn localize(&self, lang: Language) -> String {
        tr!(lang, "report-field", field = self.key())
    }
}

/// Why a player is in the "not playing" list of a round without a bye.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NotPlaying {
    /// Withdrawn from this round or earlier (C.04.2 3.2).
    Withdrawn,
    /// A late entry whose first round is later.
    NotEntered,
    /// A round robin with an odd number of players: drawn against the bye number.
    Rests,
    /// Active but neither on a board nor given a bye.
    Absent,
}

impl NotPlaying {
    pub const ALL: [NotPlaying; 4] = [
        NotPlaying::Withdrawn,
        NotPlaying::NotEntered,
        NotPlaying::Rests,
        NotPlaying::Absent,
    ];
}

impl Localize for NotPlaying {
    fn localize(&self, lang: Language) -> String {
        let reason = match self {
            NotPlaying::Withdrawn => "withdrawn",
            NotPlaying::NotEntered => "not-entered",
            NotPlaying::Rests => "rests",
            NotPlaying::Absent => "absent",
        };
        tr!(lang, "report-not-playing", reason = reason)
    }
}

/// A bye as the pairing list names it ("Half-point bye").
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ByeWord(pub ByeKind);

impl Localize for ByeWord {
    fn localize(&self, lang: Language) -> String {
        let kind = match self.0 {
            ByeKind::PairingAllocated => "pairing-allocated",
            ByeKind::FullPoint => "full-point",
            ByeKind::HalfPoint => "half-point",
            ByeKind::ZeroPoint => "zero-point",
        };
        tr!(lang, "report-bye", kind = kind)
    }
}

fn colour_key(colour: Colour) -> &'static str {
    match colour {
        Colour::White => "white",
        Colour::Black => "black",
    }
}

/// The colour in full ("White", "Bianco").
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ColourWord(pub Colour);

impl Localize for ColourWord {
    fn localize(&self, lang: Language) -> String {
        tr!(lang, "report-colour", colour = colour_key(self.0))
    }
}

/// The colour's letter in a crosstable cell ("w"/"b", Italian "b"/"n").
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ColourLetter(pub Colour);

impl Localize for ColourLetter {
    fn localize(&self, lang: Language) -> String {
        tr!(lang, "report-colour-letter", colour = colour_key(self.0))
    }
}

/// The mark after a withdrawn player's name in standings and lists.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct WithdrawnMark {
    pub female: bool,
}

impl Localize for WithdrawnMark {
    fn localize(&self, lang: Language) -> String {
        tr!(
            lang,
            "report-withdrawn-mark",
            female = if self.female { "yes" } else { "no" }
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::test_support::assert_worded;

    #[test]
    fn every_word_is_worded_in_every_language() {
        for word in ColumnWord::ALL {
            assert_worded(&word);
        }
        for word in FieldWord::ALL {
            assert_worded(&word);
        }
        for reason in NotPlaying::ALL {
            assert_worded(&reason);
        }
        for kind in ByeKind::ALL {
            assert_worded(&ByeWord(kind));
        }
        for colour in [Colour::White, Colour::Black] {
            assert_worded(&ColourWord(colour));
            assert_worded(&ColourLetter(colour));
        }
        for female in [true, false] {
            assert_worded(&WithdrawnMark { female });
        }
        assert_eq!(
            ColumnWord::AmountPaid.localize(Language::Italian),
            "Quota versata"
        );
        assert_eq!(ColourLetter(Colour::Black).localize(Language::Italian), "n");
        assert_eq!(
            WithdrawnMark { female: true }.localize(Language::Italian),
            "(ritirata)"
        );
    }
}
