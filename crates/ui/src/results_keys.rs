//! Result entry from the keyboard: the characters an arbiter types for each result.
//! Characters are read from text input (not key codes), so `=` and `+` work on every
//! keyboard layout (on an Italian keyboard `=` is Shift+0).

use crate::domain::GameResult;

/// What a typed character means on the selected board.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum KeyEntry {
    /// Set this result and go to the next board.
    Result(GameResult),
}

/// `1` White wins, `=` (or `5`, `½`) draw, `0` Black wins, `+` White wins by forfeit (+/-),
/// `-` Black wins by forfeit (-/+), `*` double forfeit (-/-), space clears the result.
pub fn entry_for_text(text: &str) -> Option<KeyEntry> {
    let result = match text {
        "1" => GameResult::WhiteWins,
        "=" | "5" | "½" => GameResult::Draw,
        "0" => GameResult::BlackWins,
        "+" => GameResult::WhiteWinsByForfeit,
        "-" => GameResult::BlackWinsByForfeit,
        "*" => GameResult::DoubleForfeit,
        " " => GameResult::Pending,
        _ => return None,
    };
    Some(KeyEntry::Result(result))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_issue_keys_give_their_results() {
        let r = |s| entry_for_text(s).map(|KeyEntry::Result(r)| r);
        assert_eq!(r("1"), Some(GameResult::WhiteWins));
        assert_eq!(r("="), Some(GameResult::Draw));
        assert_eq!(r("0"), Some(GameResult::BlackWins));
        assert_eq!(r("+"), Some(GameResult::WhiteWinsByForfeit));
        assert_eq!(r("-"), Some(GameResult::BlackWinsByForfeit));
        assert_eq!(r("x"), None);
        assert_eq!(r("10"), None);
    }
}
