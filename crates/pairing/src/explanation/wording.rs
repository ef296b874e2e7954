//! The words of an explanation: each [`Reason`] is one Fluent message (`explain-…` in
//! `i18n/<language>/torneo.ftl`) with its facts as arguments.

use super::{
    Blocked, BracketReason, ByeReason, ColourReason, FloatDirection, FloaterReason, Names,
    PlayerRef, Preference, PreferenceStrength, Reason, RoundRobinReason,
};
use crate::domain::{ByeKind, Colour, DutchEdition, Points};
use crate::i18n::{Language, Localize, join_and};
use crate::tr;

impl Localize for PlayerRef {
    fn localize(&self, lang: Language) -> String {
        if self.name.is_empty() {
            tr!(lang, "player-ref-unnamed", number = self.number)
        } else {
            tr!(
                lang,
                "player-ref",
                name = self.name.as_str(),
                number = self.number
            )
        }
    }
}

impl Localize for Names {
    fn localize(&self, lang: Language) -> String {
        let mut items: Vec<String> = self.shown.iter().map(|p| p.localize(lang)).collect();
        if self.more > 0 {
            items.push(tr!(lang, "list-more", count = self.more));
        }
        join_and(lang, &items)
    }
}

/// "White" / "Bianco": the `colour` message, the one place a colour is worded.
pub(crate) fn colour_word(lang: Language, colour: Colour) -> String {
    let key = match colour {
        Colour::White => "white",
        Colour::Black => "black",
    };
    tr!(lang, "colour", colour = key)
}

fn strength_key(strength: PreferenceStrength) -> &'static str {
    match strength {
        PreferenceStrength::Absolute => "absolute",
        PreferenceStrength::Strong => "strong",
        PreferenceStrength::Mild => "mild",
        PreferenceStrength::None => "none",
    }
}

fn strength_word(lang: Language, strength: PreferenceStrength) -> String {
    tr!(
        lang,
        "preference-strength",
        strength = strength_key(strength)
    )
}

/// The `edition` argument of the messages whose citations differ between the two texts
/// of C.04.3 (their select expressions name the year).
fn year(e: DutchEdition) -> u32 {
    match e {
        DutchEdition::Fide2017 => 2017,
        DutchEdition::Fide2026 => 2026,
    }
}

fn points(p: Points) -> String {
    p.to_string()
}

fn point_list(list: &[Points]) -> String {
    list.iter()
        .map(|p| p.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

fn yes_no(b: bool) -> &'static str {
    if b { "yes" } else { "no" }
}

impl Blocked {
    fn word(&self, lang: Language, e: DutchEdition) -> String {
        match self {
            Blocked::AlreadyMet { player, opponents } => tr!(
                lang,
                "explain-blocked-met",
                player = player.localize(lang),
                opponents = opponents.localize(lang),
                edition = year(e)
            ),
            Blocked::Forbidden { player, opponents } => tr!(
                lang,
                "explain-blocked-forbidden",
                player = player.localize(lang),
                opponents = opponents.localize(lang)
            ),
            Blocked::SameAbsoluteColour {
                player,
                opponents,
                colour,
            } => tr!(
                lang,
                "explain-blocked-colour",
                player = player.localize(lang),
                opponents = opponents.localize(lang),
                colour = colour_word(lang, *colour),
                edition = year(e)
            ),
        }
    }
}

/// "X has already met A (C1); B is forbidden …": the groups joined by semicolons.
fn blocked_list(lang: Language, blocked: &[Blocked], e: DutchEdition) -> String {
    blocked
        .iter()
        .map(|b| b.word(lang, e))
        .collect::<Vec<_>>()
        .join("; ")
}

impl Localize for Preference {
    fn localize(&self, lang: Language) -> String {
        match self.colour {
            Some(colour) => tr!(
                lang,
                "explain-preference",
                player = self.player.localize(lang),
                colour = colour_word(lang, colour),
                strength = strength_word(lang, self.strength)
            ),
            None => tr!(
                lang,
                "explain-no-preference",
                player = self.player.localize(lang)
            ),
        }
    }
}

impl Localize for Reason {
    fn localize(&self, l: Language) -> String {
        self.word(l, DutchEdition::Fide2026)
    }
}

impl Reason {
    /// The sentence citing the articles of the Dutch edition `e` (issue 40: the 2017 text
    /// numbers its sections A–E and criteria C.1–C.19, the 2026 text articles 1–5 and
    /// C1–C21; the facts are the same).
    fn word(&self, l: Language, e: DutchEdition) -> String {
        // Every variant is named here and each family's match names each of its own, so
        // the compiler checks that every sentence has its words.
        match self {
            // The round as a whole: its scoregroups, the floaters, the bye of an odd field,
            // the topscorers.
            Reason::DutchRound {
                round,
                players,
                scoregroups,
            } => tr!(
                l,
                "explain-dutch-round",
                round = (*round),
                players = (*players),
                brackets = scoregroups.len(),
                scoregroups = point_list(scoregroups),
                edition = year(e)
            ),
            Reason::Accelerated => tr!(l, "explain-accelerated"),
            Reason::NoFloats => tr!(l, "explain-no-floats"),
            Reason::FloatingDown { players } => {
                tr!(
                    l,
                    "explain-floating-down",
                    players = players.localize(l),
                    edition = year(e)
                )
            }
            Reason::ByeForOddField { player } => {
                tr!(
                    l,
                    "explain-bye-odd-field",
                    player = player.localize(l),
                    edition = year(e)
                )
            }
            Reason::NoByeEvenField => tr!(l, "explain-no-bye-even-field"),
            Reason::NoTopscorers { threshold } => {
                tr!(
                    l,
                    "explain-no-topscorers",
                    threshold = points(*threshold),
                    edition = year(e)
                )
            }
            Reason::Topscorers { threshold, players } => tr!(
                l,
                "explain-topscorers",
                threshold = points(*threshold),
                players = players.localize(l),
                edition = year(e)
            ),
            // Players not paired this round: withdrawn, entering later, or on a
            // requested bye.
            Reason::Withdrawn { player } => {
                tr!(l, "explain-withdrawn", player = player.localize(l))
            }
            Reason::EntersLater { player, round } => tr!(
                l,
                "explain-enters-later",
                player = player.localize(l),
                round = (*round)
            ),
            Reason::RequestedBye { player, kind } => tr!(
                l,
                "explain-requested-bye",
                player = player.localize(l),
                kind = match kind {
                    ByeKind::HalfPoint => "half",
                    ByeKind::FullPoint => "full",
                    // A pairing-allocated bye is no request: worded as an absence.
                    ByeKind::ZeroPoint | ByeKind::PairingAllocated => "zero",
                }
            ),
            Reason::Bracket(reason) => reason.word(l, e),
            Reason::Floater(reason) => reason.word(l, e),
            Reason::Colour(reason) => reason.word(l, e),
            Reason::Bye(reason) => reason.word(l, e),
            // C.04.3 (2017): the same sentence under the 2017 text's numbers.
            Reason::Dutch2017(reason) => reason.word(l, DutchEdition::Fide2017),
            Reason::RoundRobin(reason) => reason.localize(l),
            Reason::System(reason) => reason.localize(l),
        }
    }
}

/// Brackets: who was paired in which bracket, and why a bracket was odd or short.
impl BracketReason {
    fn word(&self, l: Language, e: DutchEdition) -> String {
        match self {
            BracketReason::PairedInBracket {
                board,
                bracket,
                residents,
                moved_down,
            } => tr!(
                l,
                "explain-paired-in-bracket",
                board = (*board),
                bracket = points(*bracket),
                residents = (*residents),
                moved = (*moved_down)
            ),
            BracketReason::Floats {
                high,
                high_score,
                low,
                low_score,
            } => tr!(
                l,
                "explain-floats",
                high = high.localize(l),
                high_score = points(*high_score),
                low = low.localize(l),
                low_score = points(*low_score),
                edition = year(e)
            ),
            BracketReason::AloneInBracket { player, score } => tr!(
                l,
                "explain-alone-in-bracket",
                player = player.localize(l),
                score = points(*score)
            ),
            BracketReason::NoPairingIncludes {
                player,
                score,
                blocked,
            } => tr!(
                l,
                "explain-no-pairing-includes",
                player = player.localize(l),
                score = points(*score),
                blocked = blocked_list(l, blocked, e)
            ),
            BracketReason::OddBracket { score, size } => tr!(
                l,
                "explain-odd-bracket",
                score = points(*score),
                size = (*size),
                edition = year(e)
            ),
            BracketReason::BracketNeeded { score, size } => tr!(
                l,
                "explain-bracket-needed",
                score = points(*score),
                size = (*size),
                edition = year(e)
            ),
            BracketReason::FloatAlong { score, players } => tr!(
                l,
                "explain-float-along",
                score = points(*score),
                players = players.localize(l),
                count = players.len()
            ),
        }
    }
}

/// Floaters: who floated, who stayed, and why.
impl FloaterReason {
    fn word(&self, l: Language, e: DutchEdition) -> String {
        match self {
            FloaterReason::LowestWhoCouldFloat { player } => {
                tr!(
                    l,
                    "explain-lowest-who-could-float",
                    player = player.localize(l),
                    edition = year(e)
                )
            }
            FloaterReason::LowerRankedStay { players } => tr!(
                l,
                "explain-lower-ranked-stay",
                players = players.localize(l),
                count = players.len(),
                edition = year(e)
            ),
            FloaterReason::FloatedLastRound { players } => {
                tr!(
                    l,
                    "explain-floated-last-round",
                    players = players.localize(l),
                    edition = year(e)
                )
            }
            FloaterReason::PassedBrackets { player, scores } => tr!(
                l,
                "explain-passed-brackets",
                player = player.localize(l),
                scores = point_list(scores),
                count = scores.len()
            ),
            FloaterReason::HighestOfScoregroup { player, score } => tr!(
                l,
                "explain-highest-of-scoregroup",
                player = player.localize(l),
                score = points(*score),
                edition = year(e)
            ),
            FloaterReason::HigherRankedNotChosen {
                score,
                players,
                blocked,
                others_elsewhere,
            } => {
                if blocked.is_empty() {
                    tr!(
                        l,
                        "explain-higher-ranked-not-chosen",
                        score = points(*score),
                        players = players.localize(l),
                        edition = year(e)
                    )
                } else {
                    tr!(
                        l,
                        "explain-higher-ranked-blocked",
                        score = points(*score),
                        players = players.localize(l),
                        blocked = blocked_list(l, blocked, e),
                        others = yes_no(*others_elsewhere),
                        edition = year(e)
                    )
                }
            }
            FloaterReason::FloatedBefore {
                player,
                direction,
                rounds_ago,
                rules,
            } => tr!(
                l,
                "explain-floated-before",
                player = player.localize(l),
                direction = match direction {
                    FloatDirection::Up => "up",
                    FloatDirection::Down => "down",
                },
                ago = (*rounds_ago),
                rules = (*rules)
            ),
        }
    }
}

/// Colours: the preferences and the rule that decided them.
impl ColourReason {
    fn word(&self, l: Language, e: DutchEdition) -> String {
        match self {
            ColourReason::ColourPreferences { white, black } => tr!(
                l,
                "explain-colour-preferences",
                white = white.localize(l),
                black = black.localize(l)
            ),
            ColourReason::BothPreferencesGranted => {
                tr!(l, "explain-both-granted", edition = year(e))
            }
            ColourReason::NoPreferenceTakesOther { without, with } => tr!(
                l,
                "explain-no-preference-takes-other",
                without = without.localize(l),
                with = with.localize(l),
                edition = year(e)
            ),
            ColourReason::LargerColourDifference {
                winner,
                winner_difference,
                loser_difference,
                colour,
            } => tr!(
                l,
                "explain-larger-colour-difference",
                winner = winner.localize(l),
                winner_difference = (*winner_difference),
                loser_difference = (*loser_difference),
                colour = colour_word(l, *colour),
                edition = year(e)
            ),
            ColourReason::StrongerPreference {
                colour,
                winner,
                winner_strength,
                loser,
                loser_strength,
            } => tr!(
                l,
                "explain-stronger-preference",
                colour = colour_word(l, *colour),
                winner = winner.localize(l),
                winner_strength = strength_word(l, *winner_strength),
                loser = loser.localize(l),
                loser_strength = strength_word(l, *loser_strength),
                edition = year(e)
            ),
            ColourReason::ColourAlternation {
                colour,
                games_back,
                had_white,
            } => tr!(
                l,
                "explain-colour-alternation",
                colour = colour_word(l, *colour),
                back = (*games_back),
                had_white = had_white.localize(l),
                edition = year(e)
            ),
            ColourReason::HigherRankedPreference { colour, higher } => tr!(
                l,
                "explain-higher-ranked-preference",
                colour = colour_word(l, *colour),
                higher = higher.localize(l),
                edition = year(e)
            ),
            ColourReason::PairingNumberParity {
                higher,
                number,
                colour,
                initial,
            } => tr!(
                l,
                "explain-pairing-number-parity",
                higher = higher.localize(l),
                odd = yes_no(number % 2 == 1),
                number = (*number),
                colour = colour_word(l, *colour),
                initial = colour_word(l, *initial),
                edition = year(e)
            ),
            ColourReason::PreferenceNotGranted {
                player,
                colour,
                strength,
            } => tr!(
                l,
                "explain-preference-not-granted",
                player = player.localize(l),
                colour = colour_word(l, *colour),
                strength = strength_key(*strength),
                edition = year(e)
            ),
        }
    }
}

/// The pairing-allocated bye: who received it and why the others did not.
impl ByeReason {
    fn word(&self, l: Language, e: DutchEdition) -> String {
        match self {
            ByeReason::ByeReceiver {
                player,
                points: worth,
                players,
            } => tr!(
                l,
                "explain-bye-receiver",
                player = player.localize(l),
                points = points(*worth),
                players = (*players),
                edition = year(e)
            ),
            ByeReason::ByeLowestScore { score } => {
                tr!(l, "explain-bye-lowest-score", score = points(*score))
            }
            ByeReason::ByeNobodyBelowEligible {
                score,
                lowest,
                barred,
            } => tr!(
                l,
                "explain-bye-nobody-below-eligible",
                score = points(*score),
                lowest = points(*lowest),
                barred = barred.localize(l)
            ),
            ByeReason::ByeNobodyBelowPairable {
                score,
                lowest,
                barred,
            } => {
                let mut text = tr!(
                    l,
                    "explain-bye-nobody-below-pairable",
                    score = points(*score),
                    lowest = points(*lowest)
                );
                if !barred.is_empty() {
                    text.push(' ');
                    text.push_str(&tr!(
                        l,
                        "explain-bye-barred-below",
                        players = barred.localize(l)
                    ));
                }
                text
            }
            ByeReason::ByeBarredInScoregroup { score, players } => tr!(
                l,
                "explain-bye-barred-in-scoregroup",
                score = points(*score),
                players = players.localize(l),
                edition = year(e)
            ),
            ByeReason::ByeFewestUnplayed {
                player,
                unplayed,
                others,
            } => tr!(
                l,
                "explain-bye-fewest-unplayed",
                player = player.localize(l),
                unplayed = (*unplayed),
                others = others.localize(l)
            ),
            ByeReason::ByeLowestRanked { player } => {
                tr!(l, "explain-bye-lowest-ranked", player = player.localize(l))
            }
            ByeReason::ByeLowerRankedNotLeft { players } => tr!(
                l,
                "explain-bye-lower-ranked-not-left",
                players = players.localize(l)
            ),
            ByeReason::ByeCountsAsDownfloat { player } => tr!(
                l,
                "explain-bye-counts-as-downfloat",
                player = player.localize(l),
                edition = year(e)
            ),
            ByeReason::ByeLeftOverIn2017 { player } => {
                tr!(l, "explain-bye-left-over-2017", player = player.localize(l))
            }
        }
    }
}

/// Round robins: the Berger table, its cycles and its boards.
impl Localize for RoundRobinReason {
    fn localize(&self, l: Language) -> String {
        match self {
            RoundRobinReason::BergerRound {
                round,
                table_round,
                size,
            } => tr!(
                l,
                "explain-berger-round",
                round = (*round),
                table_round = (*table_round),
                size = (*size)
            ),
            RoundRobinReason::Cycle { cycle, cycles } => {
                tr!(l, "explain-cycle", cycle = (*cycle), cycles = (*cycles))
            }
            RoundRobinReason::CycleColoursReversed => tr!(l, "explain-cycle-colours-reversed"),
            RoundRobinReason::LastTwoRoundsSwapped => tr!(l, "explain-last-two-rounds-swapped"),
            RoundRobinReason::BergerBoard {
                board,
                white,
                black,
            } => tr!(
                l,
                "explain-berger-board",
                board = (*board),
                white = (*white),
                black = (*black)
            ),
            RoundRobinReason::BergerRest { number, bye } => {
                tr!(l, "explain-berger-rest", number = (*number), bye = (*bye))
            }
        }
    }
}

#[cfg(test)]
mod tests;
