//! The Cut and Median modifiers (C.07 14.1 – 14.4) with the Cut exception for voluntary
//! unplayed rounds (16.5).

use super::spec::Trim;

/// What a round's contribution is, for the explanation of a value.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Source {
    /// A game against this opponent (index into the field).
    Opponent(usize),
    /// The dummy opponent of an unplayed round (16.4), or the 2009 virtual opponent.
    Dummy,
}

/// One round's contribution to a sum-type tie-break (BH, FB, SB, ARO).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Contribution {
    /// Round, 1-based.
    pub round: u32,
    pub source: Source,
    /// What makes the value "least significant" (14.1): the opponent's score (BH, SB) or
    /// rating (ARO).
    pub significance: i64,
    /// The value added to the sum.
    pub value: i64,
    /// The round is one of the player's voluntary unplayed rounds (16.1).
    pub vur: bool,
    /// Dropped by the modifier.
    pub cut: bool,
}

impl Contribution {
    pub(crate) fn new(round: u32, source: Source, significance: i64, value: i64) -> Self {
        Contribution {
            round,
            source,
            significance,
            value,
            vur: false,
            cut: false,
        }
    }
}

/// Marks the values `trim` drops (`cut = true`).
///
/// Low side (14.1, 14.2): the least significant value is the one of lowest significance
/// (lowest opponent score), ties broken by the lowest value (SB-C1: "the lowest of their
/// products"). 16.5: if the player has VURs, the lowest VUR contribution is removed
/// instead when it is not lower than that least significant value (so the higher of the
/// two goes); repeated for each further cut (16.5.2). `vur_exception = false` (2009 rules,
/// art. 10 tie-breaks) cuts plainly.
///
/// High side (Median, 14.3, 14.4): the most significant value; no VUR exception.
pub(crate) fn apply(values: &mut [Contribution], trim: Option<Trim>, vur_exception: bool) {
    let Some(trim) = trim else {
        return;
    };
    for _ in 0..trim.low() {
        let live = || values.iter().enumerate().filter(|(_, c)| !c.cut);
        let least = live().min_by_key(|(_, c)| (c.significance, c.value));
        let Some((least_index, least)) = least.map(|(i, c)| (i, *c)) else {
            break;
        };
        let lowest_vur = live()
            .filter(|(_, c)| c.vur && vur_exception)
            .min_by_key(|(_, c)| (c.value, c.significance))
            .map(|(i, c)| (i, *c));
        let remove = match lowest_vur {
            Some((vur_index, vur)) if vur.value >= least.value => vur_index,
            _ => least_index,
        };
        if let Some(c) = values.get_mut(remove) {
            c.cut = true;
        }
    }
    for _ in 0..trim.high() {
        let most = values
            .iter()
            .enumerate()
            .filter(|(_, c)| !c.cut)
            .max_by_key(|(_, c)| (c.significance, c.value))
            .map(|(i, _)| i);
        let Some(most) = most else {
            break;
        };
        if let Some(c) = values.get_mut(most) {
            c.cut = true;
        }
    }
}

/// The sum of the values not cut.
pub(crate) fn kept_sum(values: &[Contribution]) -> i64 {
    values.iter().filter(|c| !c.cut).map(|c| c.value).sum()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn c(significance: i64, value: i64, vur: bool) -> Contribution {
        Contribution {
            vur,
            ..Contribution::new(1, Source::Dummy, significance, value)
        }
    }

    fn sum(mut v: Vec<Contribution>, trim: Option<Trim>) -> i64 {
        apply(&mut v, trim, true);
        kept_sum(&v)
    }

    #[test]
    fn cut_and_median() {
        let v = vec![
            c(30, 30, false),
            c(10, 10, false),
            c(20, 20, false),
            c(40, 40, false),
        ];
        assert_eq!(sum(v.clone(), None), 100);
        assert_eq!(sum(v.clone(), Some(Trim::Cut(1))), 90);
        assert_eq!(sum(v.clone(), Some(Trim::Cut(2))), 70);
        assert_eq!(sum(v.clone(), Some(Trim::Median(1))), 50);
        assert_eq!(sum(v.clone(), Some(Trim::Median(2))), 0);
        assert_eq!(sum(vec![], Some(Trim::Median(2))), 0);
    }

    #[test]
    fn sb_cut_takes_lowest_score_then_lowest_product() {
        // Two opponents on 1.0: products 10×10 = 100 and 10×5 = 50. SB-C1 drops 50.
        let v = vec![c(10, 100, false), c(10, 50, false), c(30, 0, false)];
        assert_eq!(sum(v, Some(Trim::Cut(1))), 100);
    }

    #[test]
    fn vur_is_cut_when_not_lower_than_least_significant() {
        // C.07 16.5: the least significant value is the game worth 10; the VUR's 25 is
        // not lower, so the VUR is cut instead (the higher of the two goes).
        let v = vec![c(10, 10, false), c(25, 25, true), c(30, 30, false)];
        assert_eq!(sum(v.clone(), Some(Trim::Cut(1))), 40);
        // Without the exception (2009 rules) the lowest value goes.
        let mut plain = v;
        apply(&mut plain, Some(Trim::Cut(1)), false);
        assert_eq!(kept_sum(&plain), 55);
        // SB: a VUR product 0 (ZPB) is lower than the least significant product 5: the
        // least significant value goes instead.
        let v = vec![c(10, 5, false), c(25, 0, true), c(30, 30, false)];
        assert_eq!(sum(v, Some(Trim::Cut(1))), 30);
    }
}
