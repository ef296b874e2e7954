//! Result entry from the keyboard: the characters an arbiter types for each result.
//! Characters are read from text input (not key codes), so `=` and `+` work on every
//! keyboard layout (on an Italian keyboard `=` is Shift+0).

use crate::domain::{GameResult, UnusualScore};

/// What a typed character means on the selected board.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum KeyEntry {
    /// Set this result and go to the next board.
    Result(GameResult),
    /// Score the game unusually (VCL.13) and go to the next board, as a result does.
    Unusual(UnusualScore),
}

/// `1` White wins, `=` (or `5`, `½`) draw, `0` Black wins, `+` White wins by forfeit (+/-),
/// `-` Black wins by forfeit (-/+), `*` double forfeit (-/-), space clears the result.
/// The single games scored unusually (VCL.13), read as the sign between White's score and
/// Black's: `>` ½-0 (White's more), `<` 0-½ (Black's more), `/` 0-0 (beside `*` on the
/// number pad, as nothing for both as the double forfeit, but a game played).
pub fn entry_for_text(text: &str) -> Option<KeyEntry> {
    let result = match text {
        "1" => GameResult::WhiteWins,
        "=" | "5" | "½" => GameResult::Draw,
        "0" => GameResult::BlackWins,
        "+" => GameResult::WhiteWinsByForfeit,
        "-" => GameResult::BlackWinsByForfeit,
        "*" => GameResult::DoubleForfeit,
        " " => GameResult::Pending,
        ">" => return Some(KeyEntry::Unusual(UnusualScore::HalfZero)),
        "<" => return Some(KeyEntry::Unusual(UnusualScore::ZeroHalf)),
        "/" => return Some(KeyEntry::Unusual(UnusualScore::ZeroZero)),
        _ => return None,
    };
    Some(KeyEntry::Result(result))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_issue_keys_give_their_results() {
        let r = |s| match entry_for_text(s) {
            Some(KeyEntry::Result(r)) => Some(r),
            _ => None,
        };
        assert_eq!(r("1"), Some(GameResult::WhiteWins));
        assert_eq!(r("="), Some(GameResult::Draw));
        assert_eq!(r("0"), Some(GameResult::BlackWins));
        assert_eq!(r("+"), Some(GameResult::WhiteWinsByForfeit));
        assert_eq!(r("-"), Some(GameResult::BlackWinsByForfeit));
        assert_eq!(r("x"), None);
        assert_eq!(r("10"), None);
    }

    #[test]
    fn the_unusual_scores_read_as_the_sign_between_the_scores() {
        // ½ > 0, 0 < ½, and 0-0.
        let u = |s| match entry_for_text(s) {
            Some(KeyEntry::Unusual(u)) => Some(u),
            _ => None,
        };
        assert_eq!(u(">"), Some(UnusualScore::HalfZero));
        assert_eq!(u("<"), Some(UnusualScore::ZeroHalf));
        assert_eq!(u("/"), Some(UnusualScore::ZeroZero));
        assert_eq!(u("1"), None);
    }
}
