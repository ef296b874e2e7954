//! Which quick ways the 2017 bracket engine takes (issue 40). Each is exact (its
//! module proves it and falls back where the proof does not apply); the reference
//! takes none of them, and the tests pair the same rounds both ways.

/// The quick ways of [`super::pair_players`], one switch each.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Paths2017 {
    /// D.1 read off the last solve's duals where they decide (`first_opponents`).
    pub first_opponents_from_duals: bool,
    /// D.1 for the whole S1 from one solve of S1 against S2 (`whole_s1`).
    pub whole_s1: bool,
    /// D.2 skipped when S1 against S2 alone is a best pairing (`without_exchanges`).
    pub without_exchanges: bool,
    /// A bracket (not the PPB nor the last) solved without its next group, the
    /// floaters of each solve checked to be absorbed by it (`next_group_apart`).
    pub detach_next: bool,
}

impl Paths2017 {
    /// Every quick way (the engine's default).
    pub const FAST: Paths2017 = Paths2017 {
        first_opponents_from_duals: true,
        whole_s1: true,
        without_exchanges: true,
        detach_next: true,
    };

    /// None: a solve per decision, as the procedure reads (the tests' reference).
    #[cfg(test)]
    pub const REFERENCE: Paths2017 = Paths2017 {
        first_opponents_from_duals: false,
        whole_s1: false,
        without_exchanges: false,
        detach_next: false,
    };
}
