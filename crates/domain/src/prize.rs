//! The prize table of the regulations (issue 37): overall places and per-category
//! prizes, each an amount of money or an object, in the order the regulations list them,
//! and the options that say how they are given. Who receives what is derived (crate
//! `torneo-awards`); the table is part of the settings and saved with the tournament.

use serde::{Deserialize, Serialize};

/// An amount of money in hundredths (cents): exact, no floats (DESIGN principle 2).
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize, Default,
)]
pub struct Money(pub u64);

impl Money {
    /// Reads "150", "150.5", "150,50" or "1.500,00"-free forms: digits, one decimal
    /// separator (`.` or `,`) and at most two decimals. `None` for anything else.
    pub fn parse(text: &str) -> Option<Money> {
        let text = text.trim();
        let (whole, fraction) = match text.find(['.', ',']) {
            Some(i) => (text.get(..i)?, text.get(i + 1..)?),
            None => (text, ""),
        };
        let digits = |s: &str| s.chars().all(|c| c.is_ascii_digit());
        if whole.is_empty() || !digits(whole) || !digits(fraction) || fraction.len() > 2 {
            return None;
        }
        let units: u64 = whole.parse().ok()?;
        let cents: u64 = match fraction.len() {
            0 => 0,
            1 => fraction.parse::<u64>().ok()? * 10,
            _ => fraction.parse().ok()?,
        };
        units.checked_mul(100)?.checked_add(cents).map(Money)
    }

    /// "150" for a whole amount, "150.50" otherwise, with `separator` before the cents.
    pub fn format(self, separator: char) -> String {
        let (units, cents) = (self.0 / 100, self.0 % 100);
        if cents == 0 {
            units.to_string()
        } else {
            format!("{units}{separator}{cents:02}")
        }
    }
}

/// What a prize is.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum PrizeValue {
    Money(Money),
    /// A cup, a book, a voucher. `worth` ranks it against the other prizes when a player
    /// may take only one (0: after every prize of money).
    Object {
        description: String,
        worth: Money,
    },
}

impl PrizeValue {
    /// What the prize is worth when a player may take only one.
    pub fn worth(&self) -> Money {
        match self {
            PrizeValue::Money(m) => *m,
            PrizeValue::Object { worth, .. } => *worth,
        }
    }
}

/// One line of the prize table.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Prize {
    /// The category's name; `None`: the overall standings.
    pub category: Option<String>,
    /// The place in that standings (1 = first).
    pub place: u32,
    pub value: PrizeValue,
}

/// How players tied on points share prizes of money.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
pub enum TieSharing {
    /// The standings order (the tie-breaks) decides; nothing is shared.
    #[default]
    ByTiebreak,
    /// The Hort system: each keeps half the prize of his place, the other halves of the
    /// tied players' prizes are pooled and split equally (docs/rules/prizes.md).
    Hort,
}

/// The order the prize list is printed and read out in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
pub enum ReadingOrder {
    /// The order of the prize table.
    #[default]
    Table,
    /// The category prizes first (in the table's order), then the overall prizes from
    /// the last place up to the winner.
    Ceremony,
}

/// The prize table and its options (Tournament → Settings → Prizes).
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default)]
pub struct PrizeTable {
    /// In the order of the regulations; that order breaks ties between equal values.
    pub prizes: Vec<Prize>,
    /// A player receives at most one prize, the most valuable he is entitled to.
    pub one_per_player: bool,
    pub sharing: TieSharing,
    pub reading_order: ReadingOrder,
    /// The currency as printed ("€").
    pub currency: String,
    /// Shares of money are whole multiples of this (1 = a cent, 100 = a whole euro).
    pub rounding: Money,
}

impl Default for PrizeTable {
    fn default() -> Self {
        PrizeTable {
            prizes: Vec::new(),
            one_per_player: true,
            sharing: TieSharing::ByTiebreak,
            reading_order: ReadingOrder::Table,
            currency: "€".into(),
            rounding: Money(1),
        }
    }
}

impl PrizeTable {
    pub fn is_default(&self) -> bool {
        *self == PrizeTable::default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn money_reads_and_prints_exactly() {
        assert_eq!(Money::parse("150"), Some(Money(15000)));
        assert_eq!(Money::parse(" 150,5 "), Some(Money(15050)));
        assert_eq!(Money::parse("150.05"), Some(Money(15005)));
        assert_eq!(Money::parse("150.055"), None);
        assert_eq!(Money::parse("-3"), None);
        assert_eq!(Money::parse(""), None);
        assert_eq!(Money::parse("1.500,00"), None);
        assert_eq!(Money(15000).format(','), "150");
        assert_eq!(Money(15005).format(','), "150,05");
        assert_eq!(Money(15050).format('.'), "150.50");
    }

    #[test]
    fn objects_rank_by_their_worth() {
        let cup = PrizeValue::Object {
            description: "Coppa".into(),
            worth: Money::default(),
        };
        assert!(cup.worth() < PrizeValue::Money(Money(1)).worth());
    }
}
