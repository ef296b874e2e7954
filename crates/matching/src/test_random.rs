//! The seeded random source of the matching tests (a xorshift generator: the same cases
//! on every run).

/// `below(n)` draws a number under `n`, from `seed` (not zero).
pub fn draws(mut seed: u64) -> impl FnMut(u64) -> u64 {
    move |n: u64| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed % n
    }
}

/// [`draws`] for sizes and positions.
pub fn draws_usize(seed: u64) -> impl FnMut(usize) -> usize {
    let mut below = draws(seed);
    move |n: usize| below(n as u64) as usize
}
