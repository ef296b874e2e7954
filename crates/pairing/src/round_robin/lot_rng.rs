//! The random source of the drawing of lots: SplitMix64 (Steele, Lea and Flood, 2014),
//! seeded explicitly so that a draw can be reproduced from the seed stored in the
//! tournament (DESIGN principle 1: no hidden RNG).

/// A tiny deterministic generator: the same seed always gives the same sequence.
#[derive(Debug, Clone)]
pub struct LotRng {
    state: u64,
}

impl LotRng {
    pub fn new(seed: u64) -> LotRng {
        LotRng { state: seed }
    }

    /// The next 64 random bits (SplitMix64 step and mix).
    pub fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A uniform integer in `0..bound` (0 when `bound` is 0), without modulo bias:
    /// draws falling in the incomplete last block of 2^64 are rejected.
    pub fn below(&mut self, bound: usize) -> usize {
        let Ok(bound64) = u64::try_from(bound) else {
            return 0;
        };
        if bound64 == 0 {
            return 0;
        }
        let limit = u64::MAX - u64::MAX % bound64;
        loop {
            let x = self.next_u64();
            if x < limit {
                // x % bound64 < bound, so the conversion back cannot fail.
                return usize::try_from(x % bound64).unwrap_or(0);
            }
        }
    }

    /// Shuffles `items` in place (Fisher–Yates): every order equally likely.
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i + 1);
            items.swap(i, j);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splitmix64_reference_vector() {
        // Published SplitMix64 test vector for seed 1234567 (Vigna's splitmix64.c, as
        // used by many ports): the first five outputs.
        let mut rng = LotRng::new(1_234_567);
        let got: Vec<u64> = (0..5).map(|_| rng.next_u64()).collect();
        assert_eq!(
            got,
            vec![
                6_457_827_717_110_365_317,
                3_203_168_211_198_807_973,
                9_817_491_932_198_370_423,
                4_593_380_528_125_082_431,
                16_408_922_859_458_223_821,
            ]
        );
    }

    #[test]
    fn below_stays_in_range() {
        let mut rng = LotRng::new(7);
        assert_eq!(rng.below(0), 0);
        assert_eq!(rng.below(1), 0);
        for bound in 1..50 {
            assert!(rng.below(bound) < bound);
        }
    }

    #[test]
    fn shuffle_is_a_permutation_and_reproducible() {
        let mut a: Vec<u32> = (1..=20).collect();
        let mut b = a.clone();
        LotRng::new(42).shuffle(&mut a);
        LotRng::new(42).shuffle(&mut b);
        assert_eq!(a, b);
        let mut sorted = a.clone();
        sorted.sort_unstable();
        assert_eq!(sorted, (1..=20).collect::<Vec<u32>>());
    }
}
