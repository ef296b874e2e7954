//! Exact tie-break values, their order (greater = ranks higher) and their arbiter notation.

use crate::domain::Points;
use std::cmp::Ordering;
use std::fmt;

/// One player's value for one tie-break. Exact: no floats.
///
/// `Ord` is "better than": `a > b` means `a` ranks ahead of `b`. For most tie-breaks a
/// higher number is better; for [`TiebreakValue::Rank`] (DE) a lower rank is better, and
/// the ordering says so. Values of different variants only meet when a tie-break has no
/// value for some players ([`TiebreakValue::NotApplicable`], which ranks below all).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TiebreakValue {
    /// Not defined for this player (DE outside a tie or not separating it; ARO when
    /// ratings cannot be used). Shown as an empty cell.
    NotApplicable,
    /// A count: WIN, WON, BPG, BWG.
    Count(u32),
    /// Points, in tenths: PS, BH, KS. Shown with one decimal ("12.5").
    Points(Points),
    /// A sum of score products, in hundredths (tenths × tenths): SB. Shown with two
    /// decimals ("12.25").
    Hundredths(i64),
    /// A rounded rating average: ARO.
    Rating(u32),
    /// Rank inside the tied group (DE); 1 is best.
    Rank(u32),
    /// A number where lower ranks higher: TPN (7.8), RTNG/R.
    Ascending(u32),
    /// A rounded average with a fixed number of decimals (AOB, 8.2): `mantissa` ×
    /// 10^−`decimals`.
    Fixed { mantissa: i64, decimals: u8 },
}

impl TiebreakValue {
    fn variant_order(&self) -> u8 {
        match self {
            TiebreakValue::NotApplicable => 0,
            TiebreakValue::Count(_) => 1,
            TiebreakValue::Points(_) => 2,
            TiebreakValue::Hundredths(_) => 3,
            TiebreakValue::Rating(_) => 4,
            TiebreakValue::Rank(_) => 5,
            TiebreakValue::Ascending(_) => 6,
            TiebreakValue::Fixed { .. } => 7,
        }
    }

    /// The exact value as (mantissa, decimals): `Points(125)` is (125, 1), `Fixed` as
    /// stored, counts (n, 0); `None` when not applicable.
    pub fn decimal(&self) -> Option<(i64, u32)> {
        match *self {
            TiebreakValue::NotApplicable => None,
            TiebreakValue::Count(n)
            | TiebreakValue::Rating(n)
            | TiebreakValue::Rank(n)
            | TiebreakValue::Ascending(n) => Some((i64::from(n), 0)),
            TiebreakValue::Points(p) => Some((i64::from(p.tenths()), 1)),
            TiebreakValue::Hundredths(h) => Some((h, 2)),
            TiebreakValue::Fixed { mantissa, decimals } => Some((mantissa, u32::from(decimals))),
        }
    }

    /// The value scaled to hundredths (counts, ratings and ranks × 100), for export and
    /// comparison with other programs; `None` when not applicable. Values with more
    /// decimals (AOB) are truncated towards zero; [`TiebreakValue::decimal`] is exact.
    pub fn as_hundredths(&self) -> Option<i64> {
        let (mantissa, decimals) = self.decimal()?;
        Some(if decimals <= 2 {
            mantissa.saturating_mul(10_i64.pow(2 - decimals))
        } else {
            mantissa / 10_i64.pow(decimals - 2)
        })
    }
}

impl Ord for TiebreakValue {
    fn cmp(&self, other: &Self) -> Ordering {
        use TiebreakValue as V;
        match (self, other) {
            (V::Count(a), V::Count(b)) | (V::Rating(a), V::Rating(b)) => a.cmp(b),
            (V::Points(a), V::Points(b)) => a.cmp(b),
            (V::Hundredths(a), V::Hundredths(b)) => a.cmp(b),
            // Lower rank is better.
            (V::Rank(a), V::Rank(b)) | (V::Ascending(a), V::Ascending(b)) => b.cmp(a),
            (
                V::Fixed {
                    mantissa: a,
                    decimals: da,
                },
                V::Fixed {
                    mantissa: b,
                    decimals: db,
                },
            ) => {
                let scale = |m: i64, d: u8, to: u8| {
                    i128::from(m) * 10_i128.pow(u32::from(to.saturating_sub(d)))
                };
                let to = (*da).max(*db);
                scale(*a, *da, to).cmp(&scale(*b, *db, to))
            }
            _ => self.variant_order().cmp(&other.variant_order()),
        }
    }
}

impl PartialOrd for TiebreakValue {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

/// Writes `value / 10^decimals` with exactly `decimals` decimals.
fn write_fixed(f: &mut fmt::Formatter<'_>, value: i64, decimals: u32) -> fmt::Result {
    let scale = 10_i64.pow(decimals);
    let sign = if value < 0 { "-" } else { "" };
    let abs = value.unsigned_abs();
    let scale = scale.unsigned_abs();
    let width = decimals as usize;
    write!(f, "{sign}{}.{:0width$}", abs / scale, abs % scale)
}

impl fmt::Display for TiebreakValue {
    /// Decimal notation, as TRF and FIDE's checker print: counts, ratings and ranks as
    /// integers, points with one decimal ("9.5"), SB with two ("12.25"); empty when not
    /// applicable.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            TiebreakValue::NotApplicable => Ok(()),
            TiebreakValue::Count(n)
            | TiebreakValue::Rating(n)
            | TiebreakValue::Rank(n)
            | TiebreakValue::Ascending(n) => write!(f, "{n}"),
            TiebreakValue::Points(p) => write_fixed(f, i64::from(p.tenths()), 1),
            TiebreakValue::Hundredths(h) => write_fixed(f, h, 2),
            TiebreakValue::Fixed { mantissa, decimals } => {
                write_fixed(f, mantissa, u32::from(decimals))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn display_is_decimal() {
        assert_eq!(TiebreakValue::Hundredths(1225).to_string(), "12.25");
        assert_eq!(TiebreakValue::Hundredths(5).to_string(), "0.05");
        assert_eq!(TiebreakValue::Hundredths(-150).to_string(), "-1.50");
        assert_eq!(TiebreakValue::Points(Points(95)).to_string(), "9.5");
        assert_eq!(TiebreakValue::Points(Points(0)).to_string(), "0.0");
        assert_eq!(TiebreakValue::Count(3).to_string(), "3");
        assert_eq!(TiebreakValue::Rating(2127).to_string(), "2127");
        assert_eq!(TiebreakValue::NotApplicable.to_string(), "");
        let aob = TiebreakValue::Fixed {
            mantissa: 12345,
            decimals: 3,
        };
        assert_eq!(aob.to_string(), "12.345");
        assert_eq!(aob.as_hundredths(), Some(1234));
        assert_eq!(TiebreakValue::Ascending(7).to_string(), "7");
    }

    #[test]
    fn order_is_better_first() {
        assert!(TiebreakValue::Hundredths(1300) > TiebreakValue::Hundredths(1225));
        assert!(TiebreakValue::Rank(1) > TiebreakValue::Rank(2));
        assert!(TiebreakValue::Count(0) > TiebreakValue::NotApplicable);
        assert!(TiebreakValue::Rank(9) > TiebreakValue::NotApplicable);
        assert!(TiebreakValue::Ascending(1) > TiebreakValue::Ascending(2));
        let fixed = |mantissa, decimals| TiebreakValue::Fixed { mantissa, decimals };
        assert!(fixed(1251, 2) > fixed(12505, 3));
        assert_eq!(fixed(125, 1).cmp(&fixed(12500, 3)), Ordering::Equal);
    }
}
