//! The sentences of an Italo-Svizzero explanation (seed 002), with their facts: which
//! article, and which decision of `docs/rules/italo-svizzero.md`, placed each board.
//! Worded in the Fluent files (`italo-explain-…`); carried in an explanation as
//! [`crate::explanation::Reason::System`].

use crate::domain::Points;
use crate::explanation::{Names, PlayerRef};
use crate::i18n::{Language, Localize};
use crate::tr;

/// Which rule of art. 15 gave White.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ColourRule {
    /// Round 1: the first player of the pair (art. 15, first sentence).
    FirstRound,
    /// Art. 15.a: fewer Whites.
    FewerWhites { whites: usize, other_whites: usize },
    /// Art. 15.b: had Black more recently, `games_back` games ago.
    BlackMoreRecently { games_back: usize },
    /// Art. 15.c: fewer points.
    FewerPoints,
    /// Art. 15.d: both had White last; the lower draw number.
    LowerNumberBothWhite,
    /// Art. 15.d: both had Black last; the higher draw number.
    HigherNumberBothBlack,
    /// D8: neither has a colour yet; the first player of the pair.
    NoColourYet,
}

/// Why a player got the forfeit win of arts. 10/12.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ForfeitWinReason {
    /// Art. 10: round 1, the last drawn.
    LastDrawn,
    /// Art. 12: the last by score (alone at that score among those who may have it).
    LowestScore { score: Points, again: bool },
    /// Art. 12: tied for last, the one the rotation left free.
    LeftFreeByRotation { score: Points, tied: usize },
    /// D6: tied for last and no pairing left one of them free: the first of them from
    /// where the rotation resumed.
    FirstOfTied { score: Points, tied: usize },
    /// Art. 12 "risalendo": nobody lower could have it or leave the others paired.
    HigherUp { score: Points, again: bool },
    /// D6: nobody may have it under art. 12: the lowest with the fewest.
    NobodyEligible { score: Points },
}

/// One sentence of an Italo-Svizzero explanation.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ItaloSvizzeroReason {
    /// The whole round: how many players are present.
    Round { round: u32, players: usize },
    /// Art. 5: round 1 pairs 1–2, 3–4, … in the order of the draw.
    FirstRoundOrder,
    /// Art. 6 (D1): the rotation resumes from the White of the last pair of the previous
    /// round; `present` false when he is not paired this round (passed over).
    ResumedFrom { player: PlayerRef, present: bool },
    /// D2: where the search for the next first player continues.
    ContinuesAfter { second_player: bool },
    /// Art. 9 (D5): the last `undone` pairs were undone and formed again.
    PairsUndone { undone: usize },
    /// Art. 6: the first player of board `board`, the highest score still unpaired met
    /// going round.
    FirstPlayer {
        board: usize,
        player: PlayerRef,
        score: Points,
    },
    /// Arts. 6–7: the first player with the same score met going round.
    SameScore { opponent: PlayerRef, score: Points },
    /// Art. 7 (D4): nobody with his score could be paired with him; the opponent comes
    /// from the group of `score`, the first met after the group above.
    LowerGroup {
        opponent: PlayerRef,
        score: Points,
        from: Points,
    },
    /// Art. 6 (D3): passed over, already paired with him (or a pair the organiser forbade).
    AlreadyPaired { players: Names },
    /// Art. 9 (D5): not the rotation's first choice; the combination that lets every
    /// pair be formed.
    ChosenByArticleNine { opponent: PlayerRef },
    /// Art. 15: who has White and why.
    Colour { white: PlayerRef, rule: ColourRule },
    /// Arts. 10, 12: the forfeit win against the withdrawn (or missing) player.
    ForfeitWin {
        player: PlayerRef,
        reason: ForfeitWinReason,
    },
}

fn points(p: Points) -> String {
    p.to_string()
}

fn yes_no(b: bool) -> &'static str {
    if b { "yes" } else { "no" }
}

impl Localize for ColourRule {
    fn localize(&self, lang: Language) -> String {
        let l = lang;
        match self {
            ColourRule::FirstRound => tr!(l, "italo-colour-first-round"),
            ColourRule::FewerWhites {
                whites,
                other_whites,
            } => tr!(
                l,
                "italo-colour-fewer-whites",
                whites = (*whites),
                other = (*other_whites)
            ),
            ColourRule::BlackMoreRecently { games_back } => {
                tr!(l, "italo-colour-black-more-recently", games = (*games_back))
            }
            ColourRule::FewerPoints => tr!(l, "italo-colour-fewer-points"),
            ColourRule::LowerNumberBothWhite => tr!(l, "italo-colour-lower-number"),
            ColourRule::HigherNumberBothBlack => tr!(l, "italo-colour-higher-number"),
            ColourRule::NoColourYet => tr!(l, "italo-colour-none-yet"),
        }
    }
}

impl Localize for ForfeitWinReason {
    fn localize(&self, lang: Language) -> String {
        let l = lang;
        match self {
            ForfeitWinReason::LastDrawn => tr!(l, "italo-forfeit-last-drawn"),
            ForfeitWinReason::LowestScore { score, again } => tr!(
                l,
                "italo-forfeit-lowest-score",
                score = points(*score),
                again = yes_no(*again)
            ),
            ForfeitWinReason::LeftFreeByRotation { score, tied } => tr!(
                l,
                "italo-forfeit-left-free",
                score = points(*score),
                tied = (*tied)
            ),
            ForfeitWinReason::FirstOfTied { score, tied } => tr!(
                l,
                "italo-forfeit-first-of-tied",
                score = points(*score),
                tied = (*tied)
            ),
            ForfeitWinReason::HigherUp { score, again } => tr!(
                l,
                "italo-forfeit-higher-up",
                score = points(*score),
                again = yes_no(*again)
            ),
            ForfeitWinReason::NobodyEligible { score } => {
                tr!(l, "italo-forfeit-nobody-eligible", score = points(*score))
            }
        }
    }
}

impl Localize for ItaloSvizzeroReason {
    fn localize(&self, lang: Language) -> String {
        let l = lang;
        use ItaloSvizzeroReason as R;
        match self {
            R::Round { round, players } => tr!(
                l,
                "italo-explain-round",
                round = (*round),
                players = (*players)
            ),
            R::FirstRoundOrder => tr!(l, "italo-explain-first-round-order"),
            R::ResumedFrom { player, present } => tr!(
                l,
                "italo-explain-resumed-from",
                player = player.localize(l),
                present = yes_no(*present)
            ),
            R::ContinuesAfter { second_player } => tr!(
                l,
                "italo-explain-continues-after",
                second = yes_no(*second_player)
            ),
            R::PairsUndone { undone } => {
                tr!(l, "italo-explain-pairs-undone", undone = (*undone))
            }
            R::FirstPlayer {
                board,
                player,
                score,
            } => tr!(
                l,
                "italo-explain-first-player",
                board = (*board),
                player = player.localize(l),
                score = points(*score)
            ),
            R::SameScore { opponent, score } => tr!(
                l,
                "italo-explain-same-score",
                opponent = opponent.localize(l),
                score = points(*score)
            ),
            R::LowerGroup {
                opponent,
                score,
                from,
            } => tr!(
                l,
                "italo-explain-lower-group",
                opponent = opponent.localize(l),
                score = points(*score),
                from = points(*from)
            ),
            R::AlreadyPaired { players } => tr!(
                l,
                "italo-explain-already-paired",
                players = players.localize(l)
            ),
            R::ChosenByArticleNine { opponent } => tr!(
                l,
                "italo-explain-article-nine",
                opponent = opponent.localize(l)
            ),
            R::Colour { white, rule } => tr!(
                l,
                "italo-explain-colour",
                white = white.localize(l),
                rule = rule.localize(l)
            ),
            R::ForfeitWin { player, reason } => tr!(
                l,
                "italo-explain-forfeit-win",
                player = player.localize(l),
                reason = reason.localize(l)
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::test_support::assert_worded;

    fn p(name: &str, number: u32) -> PlayerRef {
        PlayerRef {
            name: name.into(),
            number,
        }
    }

    /// Every variant of every Italo-Svizzero message (the matches are exhaustive, so a new
    /// variant fails to compile until it is added here).
    fn samples() -> Vec<ItaloSvizzeroReason> {
        use ItaloSvizzeroReason as R;
        let score = Points(15);
        let rules = [
            ColourRule::FirstRound,
            ColourRule::FewerWhites {
                whites: 1,
                other_whites: 2,
            },
            ColourRule::BlackMoreRecently { games_back: 1 },
            ColourRule::BlackMoreRecently { games_back: 3 },
            ColourRule::FewerPoints,
            ColourRule::LowerNumberBothWhite,
            ColourRule::HigherNumberBothBlack,
            ColourRule::NoColourYet,
        ];
        let forfeits = [
            ForfeitWinReason::LastDrawn,
            ForfeitWinReason::LowestScore {
                score,
                again: false,
            },
            ForfeitWinReason::LowestScore { score, again: true },
            ForfeitWinReason::LeftFreeByRotation { score, tied: 3 },
            ForfeitWinReason::FirstOfTied { score, tied: 2 },
            ForfeitWinReason::HigherUp { score, again: true },
            ForfeitWinReason::HigherUp {
                score,
                again: false,
            },
            ForfeitWinReason::NobodyEligible { score },
        ];
        let mut out = vec![
            R::Round {
                round: 3,
                players: 10,
            },
            R::FirstRoundOrder,
            R::ResumedFrom {
                player: p("Rossi, Mario", 4),
                present: true,
            },
            R::ResumedFrom {
                player: p("", 4),
                present: false,
            },
            R::ContinuesAfter {
                second_player: true,
            },
            R::ContinuesAfter {
                second_player: false,
            },
            R::PairsUndone { undone: 1 },
            R::PairsUndone { undone: 3 },
            R::FirstPlayer {
                board: 2,
                player: p("Bianchi", 7),
                score,
            },
            R::SameScore {
                opponent: p("Verdi", 2),
                score,
            },
            R::LowerGroup {
                opponent: p("Verdi", 2),
                score: Points(10),
                from: score,
            },
            R::AlreadyPaired {
                players: Names {
                    shown: vec![p("Neri", 3)],
                    more: 2,
                },
            },
            R::ChosenByArticleNine {
                opponent: p("Verdi", 2),
            },
        ];
        out.extend(rules.into_iter().map(|rule| R::Colour {
            white: p("Neri", 3),
            rule,
        }));
        out.extend(forfeits.into_iter().map(|reason| R::ForfeitWin {
            player: p("Gialli", 9),
            reason,
        }));
        out
    }

    #[test]
    fn every_italo_svizzero_reason_is_worded_in_both_languages() {
        for reason in samples() {
            assert_worded(&reason);
        }
    }

    #[test]
    fn the_facts_and_articles_appear_in_the_words() {
        let r = ItaloSvizzeroReason::LowerGroup {
            opponent: p("Verdi", 2),
            score: Points(10),
            from: Points(15),
        };
        assert_eq!(
            r.localize(Language::Italian),
            "Nessun giocatore con punteggio 1½ poteva essergli accoppiato: Verdi (2) è il primo \
             del gruppo di punteggio 1 che segue, nella rotazione, il gruppo superiore (art. 7, D4)."
        );
        let c = ItaloSvizzeroReason::Colour {
            white: p("Neri", 3),
            rule: ColourRule::HigherNumberBothBlack,
        };
        assert!(c.localize(Language::English).contains("art. 15.d"));
    }
}
