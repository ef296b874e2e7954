//! Chess-agnostic maximum-weight matching on general graphs (Edmonds' blossom algorithm).
//! Never imports `domain`: rule code turns criteria into weights, the solver knows nothing
//! of chess.
//!
//! - [`Weight`]: what the solver needs of an edge weight (exact unsigned arithmetic).
//! - [`WideUint`]: a fixed-width unsigned integer of `N` 64-bit limbs, for weights that
//!   pack many criteria as bit fields (more than 128 bits for large events).
//! - [`DenseGraph`] and [`max_weight_matching`]: the solver. Weight zero means "no edge".
//!   [`StopCheck`]: how a solve learns that its job was cancelled.
//! - [`AugmentingSearch`]: maximum-cardinality matching by augmenting paths, for "can
//!   everybody be paired?" asked again and again on a graph that loses a pair at a time.

mod allowed;
mod blossom;
mod cardinality;
mod indices;
mod pair_indices;
mod pair_states;
#[cfg(test)]
mod test_random;
mod weight;
mod wide;

pub use blossom::{DenseGraph, NO_EDGE_KEY, PaletteHasher, StopCheck, max_weight_matching};
pub use cardinality::AugmentingSearch;
pub use weight::Weight;
pub use wide::WideUint;
