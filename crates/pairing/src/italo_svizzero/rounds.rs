//! The recommended number of rounds (Italo-Svizzero art. 2, decision D9): "non inferiore ad
//! un terzo e non superiore alla meta' piu' uno del numero dei giocatori in gara". A
//! recommendation: the settings warn, nothing is refused.

use crate::i18n::{Language, Localize};
use crate::tr;

/// The announced rounds lie outside art. 2's range.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RoundsAdvice {
    /// Fewer than a third of the players (3·R < N).
    TooFew {
        rounds: u32,
        players: usize,
        minimum: u32,
    },
    /// More than half the players plus one (2·R > N + 2).
    TooMany {
        rounds: u32,
        players: usize,
        maximum: u32,
    },
}

/// The warning for `rounds` announced rounds and `players` players, if any. No warning
/// while the rounds are not announced (0) or nobody is registered.
pub fn advice(players: usize, rounds: u32) -> Option<RoundsAdvice> {
    let n = u64::try_from(players).unwrap_or(u64::MAX);
    let r = u64::from(rounds);
    if rounds == 0 || players == 0 {
        return None;
    }
    // Italo-Svizzero art. 2: N/3 ≤ R ≤ N/2 + 1, exact fractions (D9).
    if 3 * r < n {
        let minimum = u32::try_from(n.div_ceil(3)).unwrap_or(u32::MAX);
        return Some(RoundsAdvice::TooFew {
            rounds,
            players,
            minimum,
        });
    }
    if 2 * r > n + 2 {
        let maximum = u32::try_from((n + 2) / 2).unwrap_or(u32::MAX);
        return Some(RoundsAdvice::TooMany {
            rounds,
            players,
            maximum,
        });
    }
    None
}

impl Localize for RoundsAdvice {
    fn localize(&self, lang: Language) -> String {
        match self {
            RoundsAdvice::TooFew {
                rounds,
                players,
                minimum,
            } => tr!(
                lang,
                "italo-rounds-too-few",
                rounds = (*rounds),
                players = (*players),
                minimum = (*minimum)
            ),
            RoundsAdvice::TooMany {
                rounds,
                players,
                maximum,
            } => tr!(
                lang,
                "italo-rounds-too-many",
                rounds = (*rounds),
                players = (*players),
                maximum = (*maximum)
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]
    use super::*;
    use crate::i18n::test_support::assert_worded;

    #[test]
    fn ten_players_may_play_four_to_six_rounds() {
        // Art. 2: 10/3 = 3.33 → at least 4; 10/2 + 1 = 6 → at most 6.
        assert_eq!(
            advice(10, 3),
            Some(RoundsAdvice::TooFew {
                rounds: 3,
                players: 10,
                minimum: 4
            })
        );
        assert_eq!(advice(10, 4), None);
        assert_eq!(advice(10, 6), None);
        assert_eq!(
            advice(10, 7),
            Some(RoundsAdvice::TooMany {
                rounds: 7,
                players: 10,
                maximum: 6
            })
        );
    }

    #[test]
    fn eleven_players_and_exact_thirds() {
        // 11/3 = 3.67 → 4; 11/2 + 1 = 6.5 → 6. 12 players: 12/3 = 4 exactly is allowed.
        assert!(advice(11, 3).is_some());
        assert_eq!(advice(11, 4), None);
        assert_eq!(advice(11, 6), None);
        assert!(advice(11, 7).is_some());
        assert_eq!(advice(12, 4), None);
        assert_eq!(advice(12, 0), None);
    }

    #[test]
    fn every_advice_is_worded() {
        for a in [advice(10, 3), advice(10, 7)].into_iter().flatten() {
            assert_worded(&a);
        }
        let it = advice(10, 7).unwrap().localize(Language::Italian);
        assert!(it.contains("al massimo 6"), "{it}");
    }
}
