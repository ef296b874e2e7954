//! A seeded random source for the storage tests (a linear congruential generator: the
//! same cases on every run).

/// A generator of numbers below a bound, from `seed`.
pub fn below_from(mut seed: u64) -> impl FnMut(usize) -> usize {
    move |bound: usize| {
        seed = seed
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        (seed >> 33) as usize % bound
    }
}
