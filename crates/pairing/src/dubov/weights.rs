//! Edge weights that pack the Dubov criteria as bit fields (most important highest), for
//! the matching solver (`pairing::matching`), and a field layout that sizes each field so
//! that the sum over a whole matching never spills into the next one.

use crate::matching::{Weight, WideUint};

/// A weight the engine can build field by field.
pub trait Packed: Weight + Copy {
    /// Bits the type holds.
    const BITS: u32;
    fn from_u64(value: u64) -> Self;
    fn shifted_left(&self, bits: u32) -> Self;
    fn shifted_right(&self, bits: u32) -> Self;
}

impl Packed for u128 {
    const BITS: u32 = 128;
    fn from_u64(value: u64) -> Self {
        u128::from(value)
    }
    fn shifted_left(&self, bits: u32) -> Self {
        self.checked_shl(bits).unwrap_or(0)
    }
    fn shifted_right(&self, bits: u32) -> Self {
        self.checked_shr(bits).unwrap_or(0)
    }
}

impl<const N: usize> Packed for WideUint<N> {
    const BITS: u32 = WideUint::<N>::BITS;
    fn from_u64(value: u64) -> Self {
        WideUint::from_u64(value)
    }
    fn shifted_left(&self, bits: u32) -> Self {
        self.shl(bits)
    }
    fn shifted_right(&self, bits: u32) -> Self {
        self.shr(bits)
    }
}

/// Bits needed to hold `value`.
pub fn bits_for(value: u64) -> u32 {
    64 - value.leading_zeros()
}

/// Bit fields, from the least significant up.
#[derive(Debug, Clone, Default)]
pub struct Layout {
    offsets: Vec<u32>,
    total: u32,
}

/// A field of a [`Layout`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Field(usize);

impl Layout {
    /// Adds a field above the ones already there, wide enough for a total of `max_sum`.
    pub fn push(&mut self, max_sum: u64) -> Field {
        self.offsets.push(self.total);
        self.total += bits_for(max_sum);
        Field(self.offsets.len() - 1)
    }

    /// Bits used, plus two for the solver's doubled weights and duals.
    pub fn bits_needed(&self) -> u32 {
        self.total + 2
    }

    /// `value` placed in `field`.
    pub fn put<W: Packed>(&self, field: Field, value: u64) -> W {
        let offset = self.offsets.get(field.0).copied().unwrap_or(0);
        W::from_u64(value).shifted_left(offset)
    }

    /// The offset of `field` (what lies below it is the lower fields).
    pub fn offset(&self, field: Field) -> u32 {
        self.offsets.get(field.0).copied().unwrap_or(0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fields_stack_without_overlap() {
        let mut l = Layout::default();
        let low = l.push(3); // 2 bits
        let high = l.push(1); // 1 bit
        assert_eq!(l.offset(low), 0);
        assert_eq!(l.offset(high), 2);
        assert_eq!(l.put::<u128>(high, 1) + l.put::<u128>(low, 3), 0b111);
        assert_eq!(l.bits_needed(), 5);
    }
}
