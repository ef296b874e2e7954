//! What an explanation of a round is made of: per board, the [`Reason`]s (typed, with their
//! facts) an arbiter reads to a player who asks "why am I paired with him?". The words are
//! in the Fluent files (`explain-…` messages), put together in [`wording`]. Engines fill
//! these types (`pairing::explain` dispatches, `dutch::explain` and the round robin say
//! why); nothing here depends on an engine.

mod burstein_2026;
mod dubov;
pub mod italo_svizzero;
mod lim;
mod wording;

pub use burstein_2026::{Burstein2026Colour, Burstein2026Reason};
pub use dubov::DubovReason;
pub use lim::{LimReason, LimSide};

pub(crate) use wording::colour_word;

use crate::domain::{ByeKind, Colour, PlayerId, Points, Tournament};
use crate::i18n::{Language, Localize};
use std::collections::BTreeMap;

/// A player as an explanation names them: name and pairing number.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayerRef {
    /// The registered name, trimmed; empty when the player has none.
    pub name: String,
    pub number: u32,
}

/// Players named in a sentence: the first few by name, the rest counted.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Names {
    pub shown: Vec<PlayerRef>,
    /// Players not named.
    pub more: usize,
}

impl Names {
    /// Every player of the list (named or counted).
    pub fn len(&self) -> usize {
        self.shown.len() + self.more
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// How strongly a player wants a colour (C.04.3 1.6).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PreferenceStrength {
    None,
    Mild,
    Strong,
    Absolute,
}

/// A player's colour preference as stated in an explanation.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Preference {
    pub player: PlayerRef,
    /// `None`: no game played yet.
    pub colour: Option<Colour>,
    pub strength: PreferenceStrength,
}

/// Why a player could not meet some others, grouped by rule.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Blocked {
    /// C.04.3 C1: they have met already.
    AlreadyMet { player: PlayerRef, opponents: Names },
    /// A pair the arbiter forbade.
    Forbidden { player: PlayerRef, opponents: Names },
    /// C.04.3 C3: both have an absolute preference for the same colour.
    SameAbsoluteColour {
        player: PlayerRef,
        opponents: Names,
        colour: Colour,
    },
}

/// A float's direction (C.04.3 1.4).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FloatDirection {
    Up,
    Down,
}

/// Which colour rule decided a pair (C.04.3 5.2 and the systems that borrow it).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ColourDecision {
    BothGranted,
    Stronger,
    Alternation,
    HigherRanked,
    Parity,
}

/// One sentence of an explanation, with its facts.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Reason {
    // The Dutch system, the whole round (C.04.3).
    DutchRound {
        round: u32,
        players: usize,
        scoregroups: Vec<Points>,
    },
    Accelerated,
    NoFloats,
    FloatingDown {
        players: Names,
    },
    ByeForOddField {
        player: PlayerRef,
    },
    NoByeEvenField,
    NoTopscorers {
        threshold: Points,
    },
    Topscorers {
        threshold: Points,
        players: Names,
    },
    // The Dutch system, a board.
    PairedInBracket {
        board: usize,
        bracket: Points,
        residents: usize,
        moved_down: usize,
    },
    Floats {
        high: PlayerRef,
        high_score: Points,
        low: PlayerRef,
        low_score: Points,
    },
    AloneInBracket {
        player: PlayerRef,
        score: Points,
    },
    NoPairingIncludes {
        player: PlayerRef,
        score: Points,
        blocked: Vec<Blocked>,
    },
    /// C.04.3 C6: an odd bracket leaves somebody over.
    OddBracket {
        score: Points,
        size: usize,
    },
    /// C.04.3 C4–C8: the bracket could not pair everybody.
    BracketNeeded {
        score: Points,
        size: usize,
    },
    FloatAlong {
        score: Points,
        players: Names,
    },
    LowestWhoCouldFloat {
        player: PlayerRef,
    },
    LowerRankedStay {
        players: Names,
    },
    FloatedLastRound {
        players: Names,
    },
    PassedBrackets {
        player: PlayerRef,
        scores: Vec<Points>,
    },
    HighestOfScoregroup {
        player: PlayerRef,
        score: Points,
    },
    /// Higher-ranked residents were passed over; `blocked` says why, when a rule did.
    HigherRankedNotChosen {
        score: Points,
        players: Names,
        blocked: Vec<Blocked>,
        /// Some of them were not blocked: they were better paired elsewhere.
        others_elsewhere: bool,
    },
    FloatedBefore {
        player: PlayerRef,
        direction: FloatDirection,
        rounds_ago: u8,
        /// The criteria that avoid repeating the float (C14–C21).
        rules: &'static str,
    },
    ColourPreferences {
        white: Preference,
        black: Preference,
    },
    BothPreferencesGranted,
    NoPreferenceTakesOther {
        without: PlayerRef,
        with: PlayerRef,
    },
    LargerColourDifference {
        winner: PlayerRef,
        winner_difference: u32,
        loser_difference: u32,
        colour: Colour,
    },
    StrongerPreference {
        colour: Colour,
        winner: PlayerRef,
        winner_strength: PreferenceStrength,
        loser: PlayerRef,
        loser_strength: PreferenceStrength,
    },
    ColourAlternation {
        colour: Colour,
        games_back: usize,
        had_white: PlayerRef,
    },
    HigherRankedPreference {
        colour: Colour,
        higher: PlayerRef,
    },
    PairingNumberParity {
        higher: PlayerRef,
        number: u32,
        colour: Colour,
        initial: Colour,
    },
    PreferenceNotGranted {
        player: PlayerRef,
        colour: Colour,
        strength: PreferenceStrength,
    },
    // The Dutch system, the pairing-allocated bye.
    ByeReceiver {
        player: PlayerRef,
        points: Points,
        players: usize,
    },
    ByeLowestScore {
        score: Points,
    },
    ByeNobodyBelowEligible {
        score: Points,
        lowest: Points,
        barred: Names,
    },
    ByeNobodyBelowPairable {
        score: Points,
        lowest: Points,
        /// Players below who may not have it (C2); may be empty.
        barred: Names,
    },
    ByeBarredInScoregroup {
        score: Points,
        players: Names,
    },
    ByeFewestUnplayed {
        player: PlayerRef,
        unplayed: u32,
        others: Names,
    },
    ByeLowestRanked {
        player: PlayerRef,
    },
    ByeLowerRankedNotLeft {
        players: Names,
    },
    ByeCountsAsDownfloat {
        player: PlayerRef,
    },
    // Players not paired in the round (C.04.2).
    Withdrawn {
        player: PlayerRef,
    },
    EntersLater {
        player: PlayerRef,
        round: u32,
    },
    /// A requested bye (half, full) or an absence (zero).
    RequestedBye {
        player: PlayerRef,
        kind: ByeKind,
    },
    // Round robin (C.05 Annex 1).
    BergerRound {
        round: u32,
        table_round: u32,
        size: u32,
    },
    Cycle {
        cycle: u32,
        cycles: u32,
    },
    CycleColoursReversed,
    LastTwoRoundsSwapped,
    BergerBoard {
        board: usize,
        white: u32,
        black: u32,
    },
    BergerRest {
        number: u32,
        bye: u32,
    },
    /// The Amalfi system (seed 001), its own sentences.
    Amalfi(super::amalfi::AmalfiReason),
    /// The Italo-Svizzero system (seed 002).
    ItaloSvizzero(italo_svizzero::ItaloSvizzeroReason),
    // The legacy Burstein system (seed 003 §04.4, as bbpPairings pairs it).
    BursteinLegacyRound {
        round: u32,
        players: usize,
        scoregroups: Vec<Points>,
    },
    /// Rounds 1–2: the imaginary point of the top half.
    BursteinImaginaryPoint {
        players: usize,
    },
    /// The chooser, `position` of `size` in the bracket's order, took the lowest opponent
    /// that keeps the round pairable.
    BursteinOpponentChosen {
        board: usize,
        score: Points,
        chooser: PlayerRef,
        position: usize,
        size: usize,
        opponent: PlayerRef,
    },
    BursteinFloated {
        player: PlayerRef,
        from: Points,
        to: Points,
    },
    BursteinColour {
        white: PlayerRef,
        decided_by: ColourDecision,
    },
    BursteinBye {
        player: PlayerRef,
    },
    /// The Dubov system (C.04.4.1).
    Dubov(DubovReason),
    /// The Lim system (C.04.4.3).
    Lim(LimReason),
    /// The Burstein system, 2026 edition (C.04.4.2).
    Burstein2026(Burstein2026Reason),
}

/// The reasons for one board (or for a player without a board).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BoardExplanation {
    /// White, or the player concerned when there is no board (bye, rest).
    pub white: PlayerId,
    /// Black; `None` for a bye or a rest.
    pub black: Option<PlayerId>,
    pub reasons: Vec<Reason>,
}

/// The explanation of a whole round.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RoundExplanation {
    pub round: u32,
    /// What applies to the whole round (the table used, the brackets, …).
    pub summary: Vec<Reason>,
    pub boards: Vec<BoardExplanation>,
    /// For a recorded round: does it agree with the engine's pairing? `None` when the
    /// round is not recorded yet.
    pub matches_recorded: Option<bool>,
}

impl RoundExplanation {
    /// The reasons given for the board of `player`, if any.
    pub fn for_player(&self, player: PlayerId) -> Option<&BoardExplanation> {
        self.boards
            .iter()
            .find(|b| b.white == player || b.black == Some(player))
    }
}

/// An explanation worded in one language, made once for the window (not every frame).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WordedExplanation {
    pub lang: Language,
    pub round: u32,
    pub matches_recorded: Option<bool>,
    pub summary: Vec<String>,
    pub boards: Vec<WordedBoard>,
    /// Position in `boards` of each player's board.
    by_player: BTreeMap<PlayerId, usize>,
}

/// One board's reasons, worded.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WordedBoard {
    pub white: PlayerId,
    pub black: Option<PlayerId>,
    pub reasons: Vec<String>,
    /// The reasons one a line each (the hover text of the board).
    pub text: String,
}

impl RoundExplanation {
    /// Every reason worded in `lang`.
    pub fn worded(&self, lang: Language) -> WordedExplanation {
        let boards: Vec<WordedBoard> = self
            .boards
            .iter()
            .map(|b| {
                let reasons: Vec<String> = b.reasons.iter().map(|r| r.localize(lang)).collect();
                WordedBoard {
                    white: b.white,
                    black: b.black,
                    text: reasons.join("\n"),
                    reasons,
                }
            })
            .collect();
        let mut by_player = BTreeMap::new();
        for (i, b) in boards.iter().enumerate().rev() {
            by_player.insert(b.white, i);
            if let Some(black) = b.black {
                by_player.insert(black, i);
            }
        }
        WordedExplanation {
            lang,
            round: self.round,
            matches_recorded: self.matches_recorded,
            summary: self.summary.iter().map(|r| r.localize(lang)).collect(),
            boards,
            by_player,
        }
    }
}

impl WordedExplanation {
    /// The board of `player`, if the explanation has one.
    pub fn for_player(&self, player: PlayerId) -> Option<&WordedBoard> {
        self.by_player
            .get(&player)
            .and_then(|&i| self.boards.get(i))
    }
}

/// The players of `t` who are not paired in `round` (those `is_paired` leaves out), each
/// with why (C.04.2 3.2, 3.3): withdrawn, entering later, or a requested bye (a zero-point
/// bye when none was asked for). Shared by every Swiss engine's explanation.
pub fn not_paired(
    t: &Tournament,
    round: u32,
    is_paired: impl Fn(PlayerId) -> bool,
) -> Vec<BoardExplanation> {
    t.players_by_pairing_number()
        .into_iter()
        .filter(|p| !is_paired(p.id))
        .map(|p| {
            let player = PlayerRef {
                name: p.name.trim().to_string(),
                number: p.pairing_number,
            };
            let reason = if p.withdrawn_from.is_some_and(|w| w <= round) {
                Reason::Withdrawn { player }
            } else if p.first_round > round {
                Reason::EntersLater {
                    player,
                    round: p.first_round,
                }
            } else {
                Reason::RequestedBye {
                    player,
                    kind: p
                        .requested_byes
                        .get(&round)
                        .copied()
                        .unwrap_or(ByeKind::ZeroPoint),
                }
            };
            BoardExplanation {
                white: p.id,
                black: None,
                reasons: vec![reason],
            }
        })
        .collect()
}
