//! The Cut and Median modifiers (C.07 14.1 – 14.4) with the Cut exception for voluntary
//! unplayed rounds (16.5).

use super::spec::Trim;

/// One round's contribution to a sum-type tie-break (BH, SB, ARO).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Contribution {
    /// What makes the value "least significant" (14.1): the opponent's score (BH, SB) or
    /// rating (ARO).
    pub significance: i64,
    /// The value added to the sum.
    pub value: i64,
    /// The round is one of the player's voluntary unplayed rounds (16.1).
    pub vur: bool,
}

/// Drops values as `trim` says and returns what is left.
///
/// Low side (14.1, 14.2): the least significant value is the one of lowest significance
/// (lowest opponent score), ties broken by the lowest value (SB-C1: "the lowest of their
/// products"). 16.5: if the player has VURs, the lowest VUR contribution is removed
/// instead when it is not lower than that least significant value (so the higher of the
/// two goes); repeated for each further cut (16.5.2).
///
/// High side (Median, 14.3, 14.4): the most significant value; no VUR exception.
pub(crate) fn apply(mut values: Vec<Contribution>, trim: Option<Trim>) -> Vec<Contribution> {
    let Some(trim) = trim else {
        return values;
    };
    for _ in 0..trim.low() {
        let least = values
            .iter()
            .enumerate()
            .min_by_key(|(_, c)| (c.significance, c.value))
            .map(|(i, c)| (i, *c));
        let Some((least_index, least)) = least else {
            break;
        };
        let lowest_vur = values
            .iter()
            .enumerate()
            .filter(|(_, c)| c.vur)
            .min_by_key(|(_, c)| (c.value, c.significance))
            .map(|(i, c)| (i, *c));
        let remove = match lowest_vur {
            Some((vur_index, vur)) if vur.value >= least.value => vur_index,
            _ => least_index,
        };
        values.remove(remove);
    }
    for _ in 0..trim.high() {
        let most = values
            .iter()
            .enumerate()
            .max_by_key(|(_, c)| (c.significance, c.value))
            .map(|(i, _)| i);
        let Some(most) = most else {
            break;
        };
        values.remove(most);
    }
    values
}

#[cfg(test)]
mod tests {
    use super::*;

    fn c(significance: i64, value: i64, vur: bool) -> Contribution {
        Contribution {
            significance,
            value,
            vur,
        }
    }

    fn sum(v: &[Contribution]) -> i64 {
        v.iter().map(|c| c.value).sum()
    }

    #[test]
    fn cut_and_median() {
        let v = vec![
            c(30, 30, false),
            c(10, 10, false),
            c(20, 20, false),
            c(40, 40, false),
        ];
        assert_eq!(sum(&apply(v.clone(), None)), 100);
        assert_eq!(sum(&apply(v.clone(), Some(Trim::Cut(1)))), 90);
        assert_eq!(sum(&apply(v.clone(), Some(Trim::Cut(2)))), 70);
        assert_eq!(sum(&apply(v.clone(), Some(Trim::Median(1)))), 50);
        assert_eq!(sum(&apply(v.clone(), Some(Trim::Median(2)))), 0);
        assert_eq!(sum(&apply(vec![], Some(Trim::Median(2)))), 0);
    }

    #[test]
    fn sb_cut_takes_lowest_score_then_lowest_product() {
        // Two opponents on 1.0: products 10×10 = 100 and 10×5 = 50. SB-C1 drops 50.
        let v = vec![c(10, 100, false), c(10, 50, false), c(30, 0, false)];
        assert_eq!(sum(&apply(v, Some(Trim::Cut(1)))), 100);
    }

    #[test]
    fn vur_is_cut_when_not_lower_than_least_significant() {
        // C.07 16.5: the least significant value is the game worth 10; the VUR's 25 is
        // not lower, so the VUR is cut instead (the higher of the two goes).
        let v = vec![c(10, 10, false), c(25, 25, true), c(30, 30, false)];
        assert_eq!(sum(&apply(v, Some(Trim::Cut(1)))), 40);
        // SB: a VUR product 0 (ZPB) is lower than the least significant product 5: the
        // least significant value goes instead.
        let v = vec![c(10, 5, false), c(25, 0, true), c(30, 30, false)];
        assert_eq!(sum(&apply(v, Some(Trim::Cut(1)))), 30);
    }
}
