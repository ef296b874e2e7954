//! What an explanation of a round is made of: per board, the [`Reason`]s (typed, with their
//! facts) an arbiter reads to a player who asks "why am I paired with him?". The words are
//! in the Fluent files (`explain-…` messages), put together in [`wording`]. Engines fill
//! these types (`pairing::explain` dispatches, each system's `explain` says why).
//!
//! A system's own sentences are its own types, in its `reason` module with their wording
//! (`dubov::reason`, `lim::reason`, `amalfi::reason`, `italo_svizzero::reason`,
//! `burstein::legacy::reason`, `burstein::edition_2026::reason`), carried here as
//! [`Reason::System`] through the [`SystemWording`] hook; nothing here depends on an
//! engine. The sentences of the Dutch system (which the Burstein seeding rounds and the
//! Dubov colours reuse) and of the round robin, and those every Swiss shares (players not
//! paired, no bye for an even field), are [`Reason`]s, worded in [`wording`]: the round as
//! a whole and the players not paired are variants of their own, the rest come in
//! families ([`BracketReason`], [`FloaterReason`], [`ColourReason`], [`ByeReason`],
//! [`RoundRobinReason`]), each worded by its own exhaustive match, so that a sentence
//! without words does not compile.

mod wording;

pub(crate) use wording::colour_word;

use crate::domain::{ByeKind, Colour, PlayerId, Points, Tournament};
use crate::i18n::{Language, Localize};
use std::any::Any;
use std::collections::BTreeMap;
use std::fmt;

/// A system's own reason type (its `reason` module): worded by its [`Localize`], compared
/// and cloned through this hook so that [`Reason`] need not name it.
pub trait SystemWording: Localize + fmt::Debug + Send + Sync + 'static {
    fn clone_boxed(&self) -> Box<dyn SystemWording>;
    fn same_as(&self, other: &dyn SystemWording) -> bool;
    fn as_any(&self) -> &dyn Any;
}

impl<T> SystemWording for T
where
    T: Localize + fmt::Debug + Clone + PartialEq + Send + Sync + 'static,
{
    fn clone_boxed(&self) -> Box<dyn SystemWording> {
        Box::new(self.clone())
    }

    fn same_as(&self, other: &dyn SystemWording) -> bool {
        other.as_any().downcast_ref::<T>() == Some(self)
    }

    fn as_any(&self) -> &dyn Any {
        self
    }
}

/// One sentence of a system's own (see [`SystemWording`]).
#[derive(Debug)]
pub struct SystemSentence(Box<dyn SystemWording>);

impl SystemSentence {
    /// The sentence as the system's reason type `T`, when it is one.
    pub fn get<T: SystemWording>(&self) -> Option<&T> {
        self.0.as_any().downcast_ref::<T>()
    }
}

impl Clone for SystemSentence {
    fn clone(&self) -> Self {
        SystemSentence(self.0.clone_boxed())
    }
}

impl PartialEq for SystemSentence {
    fn eq(&self, other: &Self) -> bool {
        self.0.same_as(other.0.as_ref())
    }
}

impl Eq for SystemSentence {}

impl Localize for SystemSentence {
    fn localize(&self, lang: Language) -> String {
        self.0.localize(lang)
    }
}

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

/// One sentence of an explanation, with its facts. Each family is a type of its own, worded
/// by an exhaustive match (`wording`).
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
    /// The Dutch system, a board: the bracket it was paired in, its floats.
    Bracket(BracketReason),
    /// The Dutch system, a board: who floated, who stayed, and why.
    Floater(FloaterReason),
    /// The Dutch system, a board: the colour preferences and the rule that decided them
    /// (also the Dubov system's preferences).
    Colour(ColourReason),
    /// The Dutch system, the pairing-allocated bye: who received it and why the others did
    /// not.
    Bye(ByeReason),
    /// Round robin (C.05 Annex 1): the Berger table, its cycles and its boards.
    RoundRobin(RoundRobinReason),
    /// A system's own sentence (Amalfi, Dubov, Lim, Italo-Svizzero, both Burstein
    /// editions: `<system>::reason`).
    System(SystemSentence),
    /// A sentence of a round paired by the 2017 Dutch text (issue 40): the same facts,
    /// citing that text's articles (sections A–E, criteria C.1–C.19) where the 2026 text
    /// numbers them otherwise.
    Dutch2017(Box<Reason>),
}

impl Reason {
    /// A system's own sentence.
    pub fn system(reason: impl SystemWording) -> Reason {
        Reason::System(SystemSentence(Box::new(reason)))
    }
}

/// The Dutch system (C.04.3), a board: the bracket it was paired in, why a bracket was odd
/// or short.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BracketReason {
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
}

/// The Dutch system (C.04.3), a board: who floated, who stayed, and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FloaterReason {
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
}

/// The Dutch system (C.04.3), a board: the colour preferences and the rule that decided
/// them (C.04.3 5.2).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ColourReason {
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
}

/// The Dutch system (C.04.3), the pairing-allocated bye: who received it and why the
/// others did not.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ByeReason {
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
    /// The 2017 Dutch text (A.9): the PAB goes to whoever the last bracket leaves over,
    /// with no criterion for the lowest score (the 2026 C5) or unplayed games (C9).
    ByeLeftOverIn2017 {
        player: PlayerRef,
    },
}

/// Round robin (C.05 Annex 1): the Berger table, its cycles and its boards.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RoundRobinReason {
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

/// A Swiss round's explanation from its summary and its boards' reasons, ended as the
/// Dubov, Lim and Double-Swiss engines end it: the receiver of the pairing-allocated bye
/// and why (in the summary and on a board of its own), or that the field is even; then
/// the players not paired ([`not_paired`]).
pub fn ended_with_bye(
    t: &Tournament,
    round: u32,
    mut summary: Vec<Reason>,
    mut boards: Vec<BoardExplanation>,
    pab: Option<(PlayerId, Reason)>,
    is_paired: impl Fn(PlayerId) -> bool,
) -> RoundExplanation {
    match pab {
        Some((player, reason)) => {
            summary.push(reason.clone());
            boards.push(BoardExplanation {
                white: player,
                black: None,
                reasons: vec![reason],
            });
        }
        None => summary.push(Reason::NoByeEvenField),
    }
    boards.extend(not_paired(t, round, is_paired));
    RoundExplanation {
        round,
        summary,
        boards,
        matches_recorded: None,
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
