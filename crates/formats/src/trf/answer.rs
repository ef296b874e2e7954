//! The pairing engines' answer format (`-p` output, oracle README): the number of pairs
//! (the pairing-allocated bye counted), one `white black` line per board in board order,
//! then the bye receiver as `N 0`. Players with a requested bye are not listed.

use super::error::{TrfError, TrfField, TrfProblem};
use super::export::start_ranks;
use crate::domain::{ByeKind, Tournament};
use crate::pairing::ProposedRound;

pub fn answer_text(t: &Tournament, proposed: &ProposedRound) -> String {
    let numbers = start_ranks(t);
    let number = |id| numbers.get(&id).copied().unwrap_or(0);
    let mut lines: Vec<String> = proposed
        .boards
        .iter()
        .map(|b| format!("{} {}", number(b.white), number(b.black)))
        .collect();
    lines.extend(
        proposed
            .byes
            .iter()
            .filter(|b| b.kind == ByeKind::PairingAllocated)
            .map(|b| format!("{} 0", number(b.player))),
    );
    let mut text = format!("{}\n", lines.len());
    for line in lines {
        text.push_str(&line);
        text.push('\n');
    }
    text
}

/// Reads an answer: (white, black) pairing numbers in order, `(n, 0)` for the bye.
pub fn parse_answer(text: &str) -> Result<Vec<(u32, u32)>, TrfError> {
    let mut lines = text
        .lines()
        .enumerate()
        .map(|(i, l)| (i + 1, l.trim()))
        .filter(|(_, l)| !l.is_empty());
    let Some((count_line, count_text)) = lines.next() else {
        return Err(TrfError::new(
            0,
            None,
            TrfField::NumberOfPairs,
            TrfProblem::EmptyAnswer,
        ));
    };
    let count: usize = count_text.parse().map_err(|_| {
        TrfError::new(
            count_line,
            None,
            TrfField::NumberOfPairs,
            TrfProblem::NotWholeNumber {
                text: count_text.to_owned(),
            },
        )
    })?;
    let mut pairs = Vec::new();
    for (number, line) in lines {
        let parts: Vec<&str> = line.split_whitespace().collect();
        let parsed: Option<Vec<u32>> = parts.iter().map(|p| p.parse().ok()).collect();
        match parsed.as_deref() {
            Some(&[white, black]) if white != 0 => pairs.push((white, black)),
            _ => {
                return Err(TrfError::new(
                    number,
                    None,
                    TrfField::Pair,
                    TrfProblem::NotAPair {
                        text: line.to_owned(),
                    },
                ));
            }
        }
    }
    if pairs.len() != count {
        return Err(TrfError::new(
            count_line,
            None,
            TrfField::NumberOfPairs,
            TrfProblem::PairCount {
                said: count,
                found: pairs.len(),
            },
        ));
    }
    Ok(pairs)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::{Board, Bye, Player, PlayerId};

    #[test]
    fn bye_last_and_by_pairing_number() {
        let mut t = Tournament::default();
        for n in 1..=3 {
            t.players.push(Player {
                id: PlayerId(10 + n),
                pairing_number: n,
                ..Player::default()
            });
        }
        let proposed = ProposedRound {
            boards: vec![Board::new(PlayerId(13), PlayerId(11))],
            byes: vec![Bye {
                player: PlayerId(12),
                kind: ByeKind::PairingAllocated,
            }],
        };
        let text = answer_text(&t, &proposed);
        assert_eq!(text, "2\n3 1\n2 0\n");
        assert_eq!(parse_answer(&text), Ok(vec![(3, 1), (2, 0)]));
    }

    #[test]
    fn bad_answers() {
        assert_eq!(
            parse_answer("2\n1 2\n").unwrap_err().field,
            TrfField::NumberOfPairs
        );
        assert_eq!(parse_answer("1\n1 x\n").unwrap_err().line, 2);
        assert!(parse_answer("").is_err());
    }
}
