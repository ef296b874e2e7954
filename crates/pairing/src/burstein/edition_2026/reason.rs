//! The sentences of a 2026 Burstein explanation (C.04.4.2): typed reasons with their facts,
//! worded in the Fluent files (`explain-burstein-2026-…`).

use crate::domain::Points;
use crate::explanation::PlayerRef;
use crate::i18n::{Language, Localize};
use crate::tr;

/// Which rule of C.04.4.2 5.2 gave the colours.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Burstein2026Colour {
    /// 5.2.1: neither has played; the initial colour and the higher one's TPN.
    Initial,
    /// 5.2.2
    BothGranted,
    /// 5.2.3
    Stronger,
    /// 5.2.4
    Alternation,
    /// 5.2.5: the preference of the higher by the Index.
    HigherIndex,
}

/// One sentence about a 2026 Burstein round or board.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Burstein2026Reason {
    /// 1.6: a seeding round, paired by the Dutch system (its reasons follow).
    SeedingRound { round: u32, seeding_rounds: u32 },
    Round {
        round: u32,
        players: usize,
        scoregroups: usize,
    },
    /// 3.1: the PAB, chosen first.
    Bye {
        player: PlayerRef,
        score: Points,
        games: u32,
    },
    /// Art. 4: the chooser (BSN `bsn` of `size`) got the opponent with the largest BSN
    /// that the criteria allow.
    Board {
        board: usize,
        score: Points,
        chooser: PlayerRef,
        bsn: usize,
        size: usize,
        opponent: PlayerRef,
    },
    /// An outgoing floater (C5–C7).
    Floated {
        player: PlayerRef,
        from: Points,
        to: Points,
    },
    Colour {
        white: PlayerRef,
        rule: Burstein2026Colour,
    },
}

fn rule_key(rule: Burstein2026Colour) -> &'static str {
    match rule {
        Burstein2026Colour::Initial => "initial",
        Burstein2026Colour::BothGranted => "both",
        Burstein2026Colour::Stronger => "stronger",
        Burstein2026Colour::Alternation => "alternation",
        Burstein2026Colour::HigherIndex => "higher",
    }
}

impl Localize for Burstein2026Reason {
    fn localize(&self, lang: Language) -> String {
        let l = lang;
        match self {
            Burstein2026Reason::SeedingRound {
                round,
                seeding_rounds,
            } => tr!(
                l,
                "explain-burstein-2026-seeding-round",
                round = (*round),
                seeding = (*seeding_rounds)
            ),
            Burstein2026Reason::Round {
                round,
                players,
                scoregroups,
            } => tr!(
                l,
                "explain-burstein-2026-round",
                round = (*round),
                players = (*players),
                scoregroups = (*scoregroups)
            ),
            Burstein2026Reason::Bye {
                player,
                score,
                games,
            } => tr!(
                l,
                "explain-burstein-2026-bye",
                player = player.localize(l),
                score = score.to_string(),
                games = (*games)
            ),
            Burstein2026Reason::Board {
                board,
                score,
                chooser,
                bsn,
                size,
                opponent,
            } => tr!(
                l,
                "explain-burstein-2026-board",
                board = (*board),
                score = score.to_string(),
                chooser = chooser.localize(l),
                bsn = (*bsn),
                size = (*size),
                opponent = opponent.localize(l)
            ),
            Burstein2026Reason::Floated { player, from, to } => tr!(
                l,
                "explain-burstein-2026-floated",
                player = player.localize(l),
                from = from.to_string(),
                to = to.to_string()
            ),
            Burstein2026Reason::Colour { white, rule } => tr!(
                l,
                "explain-burstein-2026-colour",
                white = white.localize(l),
                rule = rule_key(*rule)
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::test_support::assert_worded;

    fn who(n: u32) -> PlayerRef {
        PlayerRef {
            name: format!("Bianchi {n}"),
            number: n,
        }
    }

    #[test]
    fn every_burstein_2026_reason_is_worded_in_every_language() {
        let mut all = vec![
            Burstein2026Reason::SeedingRound {
                round: 2,
                seeding_rounds: 3,
            },
            Burstein2026Reason::Round {
                round: 5,
                players: 11,
                scoregroups: 4,
            },
            Burstein2026Reason::Bye {
                player: who(11),
                score: Points::from_halves(3),
                games: 4,
            },
            Burstein2026Reason::Board {
                board: 1,
                score: Points::from_halves(6),
                chooser: who(2),
                bsn: 1,
                size: 4,
                opponent: who(7),
            },
            Burstein2026Reason::Floated {
                player: who(3),
                from: Points::from_halves(6),
                to: Points::from_halves(5),
            },
        ];
        for rule in [
            Burstein2026Colour::Initial,
            Burstein2026Colour::BothGranted,
            Burstein2026Colour::Stronger,
            Burstein2026Colour::Alternation,
            Burstein2026Colour::HigherIndex,
        ] {
            all.push(Burstein2026Reason::Colour {
                white: who(1),
                rule,
            });
        }
        for reason in &all {
            assert_worded(reason);
        }
    }
}
