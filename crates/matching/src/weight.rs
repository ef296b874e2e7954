//! The arithmetic the matching solver needs of an edge weight: exact, unsigned, ordered.

use std::fmt::Debug;

/// An exact unsigned number usable as an edge weight. The solver only adds, subtracts
/// (never below zero), halves even numbers and compares.
pub trait Weight: Clone + Ord + Debug + std::hash::Hash {
    /// The number 0 (also "no edge").
    fn zero() -> Self;
    /// True for 0.
    fn is_zero(&self) -> bool;
    /// `self + other`. The caller keeps sums within range.
    fn plus(&self, other: &Self) -> Self;
    /// `self - other`, for `other <= self`.
    fn minus(&self, other: &Self) -> Self;
    /// `self / 2`, rounded down.
    fn half(&self) -> Self;
    /// Whether `self` is odd.
    fn is_odd(&self) -> bool;
    /// `self + 1`.
    fn plus_one(&self) -> Self;
}

macro_rules! primitive_weight {
    ($($t:ty),*) => {$(
        impl Weight for $t {
            fn zero() -> Self { 0 }
            fn is_zero(&self) -> bool { *self == 0 }
            fn plus(&self, other: &Self) -> Self { self.wrapping_add(*other) }
            fn minus(&self, other: &Self) -> Self { self.wrapping_sub(*other) }
            fn half(&self) -> Self { *self >> 1 }
            fn is_odd(&self) -> bool { *self & 1 == 1 }
            fn plus_one(&self) -> Self { self.wrapping_add(1) }
        }
    )*};
}

primitive_weight!(u32, u64, u128);
