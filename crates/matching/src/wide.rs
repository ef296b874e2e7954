//! [`WideUint`]: an exact fixed-width unsigned integer of `N` 64-bit limbs (least
//! significant first). Arithmetic wraps modulo 2^(64·N) like the primitive `wrapping_*`
//! operations; callers size `N` so that their values never wrap.

use super::weight::Weight;
use std::cmp::Ordering;
use std::fmt;

/// An unsigned integer of 64·`N` bits.
#[derive(Clone, Copy, Eq)]
pub struct WideUint<const N: usize> {
    limbs: [u64; N],
}

impl<const N: usize> WideUint<N> {
    /// Number of bits this width holds.
    pub const BITS: u32 = 64 * N as u32;

    pub const ZERO: WideUint<N> = WideUint { limbs: [0; N] };

    pub fn from_u64(value: u64) -> Self {
        let mut limbs = [0; N];
        if let Some(first) = limbs.first_mut() {
            *first = value;
        }
        WideUint { limbs }
    }

    /// `value · 2^at` (bits past the top are lost): a field value put in place without
    /// shifting every limb.
    pub fn shifted(value: u64, at: u32) -> Self {
        let mut limbs = [0; N];
        let limb = (at / 64) as usize;
        let bit = at % 64;
        if let Some(slot) = limbs.get_mut(limb) {
            *slot = value << bit;
        }
        if bit > 0
            && let Some(slot) = limbs.get_mut(limb + 1)
        {
            *slot = value >> (64 - bit);
        }
        WideUint { limbs }
    }

    /// The limbs, least significant first.
    pub fn limbs(&self) -> &[u64; N] {
        &self.limbs
    }

    #[inline]
    pub fn is_zero(&self) -> bool {
        self.limbs.iter().fold(0, |acc, &l| acc | l) == 0
    }

    /// Shifts left by `bits` (bits pushed past the top are lost).
    pub fn shl(&self, bits: u32) -> Self {
        let mut out = [0u64; N];
        let limb_shift = (bits / 64) as usize;
        let bit_shift = bits % 64;
        for i in (0..N).rev() {
            let Some(src) = i.checked_sub(limb_shift) else {
                continue;
            };
            let mut v = self.limbs[src] << bit_shift;
            if bit_shift > 0 && src > 0 {
                v |= self.limbs[src - 1] >> (64 - bit_shift);
            }
            out[i] = v;
        }
        WideUint { limbs: out }
    }

    /// Shifts right by `bits`.
    #[inline]
    pub fn shr(&self, bits: u32) -> Self {
        let mut out = [0u64; N];
        let limb_shift = (bits / 64) as usize;
        let bit_shift = bits % 64;
        for (i, slot) in out.iter_mut().enumerate() {
            let src = i + limb_shift;
            if src >= N {
                break;
            }
            let mut v = self.limbs[src] >> bit_shift;
            if bit_shift > 0 && src + 1 < N {
                v |= self.limbs[src + 1] << (64 - bit_shift);
            }
            *slot = v;
        }
        WideUint { limbs: out }
    }

    /// `self + other`, wrapping.
    #[inline]
    pub fn wrapping_add(&self, other: &Self) -> Self {
        let mut out = [0u64; N];
        let mut carry = false;
        for (i, slot) in out.iter_mut().enumerate() {
            let (s1, c1) = self.limbs[i].overflowing_add(other.limbs[i]);
            let (s2, c2) = s1.overflowing_add(u64::from(carry));
            *slot = s2;
            carry = c1 || c2;
        }
        WideUint { limbs: out }
    }

    /// `self - other`, wrapping.
    #[inline]
    pub fn wrapping_sub(&self, other: &Self) -> Self {
        let mut out = [0u64; N];
        let mut borrow = false;
        for (i, slot) in out.iter_mut().enumerate() {
            let (d1, b1) = self.limbs[i].overflowing_sub(other.limbs[i]);
            let (d2, b2) = d1.overflowing_sub(u64::from(borrow));
            *slot = d2;
            borrow = b1 || b2;
        }
        WideUint { limbs: out }
    }

    /// Adds `value · 2^at` in place, wrapping: only the limbs from `at`'s up are
    /// touched, and the carry stops as soon as it is spent (a field bumped by one costs
    /// one limb, not `N`).
    #[inline]
    pub fn add_shifted(&mut self, value: u64, at: u32) {
        let limb = (at / 64) as usize;
        let bit = at % 64;
        // Below 2^63 when `bit` > 0: adding the carry out of `limb` cannot overflow.
        let high = if bit > 0 { value >> (64 - bit) } else { 0 };
        let low_carry = self.add_at(limb, value << bit);
        let mut carry = self.add_at(limb + 1, high + low_carry);
        let mut i = limb + 2;
        while carry > 0 && i < N {
            carry = self.add_at(i, carry);
            i += 1;
        }
    }

    /// Adds `value` to limb `i` (nothing past the top); the carry out (0 or 1).
    #[inline]
    fn add_at(&mut self, i: usize, value: u64) -> u64 {
        match self.limbs.get_mut(i) {
            Some(slot) => {
                let (sum, carry) = slot.overflowing_add(value);
                *slot = sum;
                u64::from(carry)
            }
            None => 0,
        }
    }

    /// Bitwise or.
    pub fn or(&self, other: &Self) -> Self {
        let mut out = self.limbs;
        for (o, b) in out.iter_mut().zip(other.limbs.iter()) {
            *o |= *b;
        }
        WideUint { limbs: out }
    }

    /// Adds a small number.
    pub fn add_u64(&self, value: u64) -> Self {
        self.wrapping_add(&WideUint::from_u64(value))
    }

    /// Subtracts a small number.
    pub fn sub_u64(&self, value: u64) -> Self {
        self.wrapping_sub(&WideUint::from_u64(value))
    }

    /// The lowest `bits` bits (the others cleared).
    pub fn low_bits(&self, bits: u32) -> Self {
        let mut out = self.limbs;
        for (i, limb) in out.iter_mut().enumerate() {
            let start = 64 * i as u32;
            if start >= bits {
                *limb = 0;
            } else if bits - start < 64 {
                *limb &= (1u64 << (bits - start)) - 1;
            }
        }
        WideUint { limbs: out }
    }

    /// Number of significant bits (0 for zero).
    pub fn bit_length(&self) -> u32 {
        for i in (0..N).rev() {
            if self.limbs[i] != 0 {
                return 64 * i as u32 + (64 - self.limbs[i].leading_zeros());
            }
        }
        0
    }
}

impl<const N: usize> Default for WideUint<N> {
    fn default() -> Self {
        WideUint::ZERO
    }
}

impl<const N: usize> PartialEq for WideUint<N> {
    /// All limbs at once, without a branch or a call to `memcmp` (the solver compares
    /// weights in its innermost loops).
    #[inline]
    fn eq(&self, other: &Self) -> bool {
        self.limbs
            .iter()
            .zip(&other.limbs)
            .fold(0, |acc, (a, b)| acc | (a ^ b))
            == 0
    }
}

impl<const N: usize> std::hash::Hash for WideUint<N> {
    /// Limb by limb, as [`PartialEq`] compares them.
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        for &limb in &self.limbs {
            state.write_u64(limb);
        }
    }
}

impl<const N: usize> Ord for WideUint<N> {
    #[inline]
    fn cmp(&self, other: &Self) -> Ordering {
        for i in (0..N).rev() {
            match self.limbs[i].cmp(&other.limbs[i]) {
                Ordering::Equal => {}
                o => return o,
            }
        }
        Ordering::Equal
    }
}

impl<const N: usize> PartialOrd for WideUint<N> {
    #[inline]
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl<const N: usize> fmt::Debug for WideUint<N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "0x")?;
        let mut started = false;
        for i in (0..N).rev() {
            if started {
                write!(f, "{:016x}", self.limbs[i])?;
            } else if self.limbs[i] != 0 || i == 0 {
                write!(f, "{:x}", self.limbs[i])?;
                started = true;
            }
        }
        Ok(())
    }
}

impl<const N: usize> Weight for WideUint<N> {
    fn zero() -> Self {
        WideUint::ZERO
    }
    #[inline]
    fn is_zero(&self) -> bool {
        WideUint::is_zero(self)
    }
    #[inline]
    fn plus(&self, other: &Self) -> Self {
        self.wrapping_add(other)
    }
    #[inline]
    fn minus(&self, other: &Self) -> Self {
        self.wrapping_sub(other)
    }
    #[inline]
    fn half(&self) -> Self {
        self.shr(1)
    }
    fn is_odd(&self) -> bool {
        self.limbs.first().is_some_and(|l| l & 1 == 1)
    }
    fn plus_one(&self) -> Self {
        self.add_u64(1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn to_u128(w: &WideUint<2>) -> u128 {
        u128::from(w.limbs[0]) | (u128::from(w.limbs[1]) << 64)
    }

    fn from_u128(v: u128) -> WideUint<2> {
        WideUint {
            limbs: [v as u64, (v >> 64) as u64],
        }
    }

    #[test]
    fn add_shifted_agrees_with_u128() {
        let samples = [
            0u128,
            1,
            u64::MAX as u128,
            u128::MAX,
            u128::MAX / 3,
            1 << 127,
        ];
        for &a in &samples {
            for value in [0u64, 1, 2, 0xdead_beef, u64::MAX] {
                for at in [0u32, 1, 5, 63, 64, 65, 100, 127] {
                    let mut w = from_u128(a);
                    w.add_shifted(value, at);
                    let expected = a.wrapping_add(u128::from(value).wrapping_shl(at));
                    assert_eq!(to_u128(&w), expected, "{a:x} + {value:x} << {at}");
                }
            }
        }
    }

    #[test]
    fn agrees_with_u128() {
        let samples = [
            0u128,
            1,
            u64::MAX as u128,
            (u64::MAX as u128) + 1,
            0x1234_5678_9abc_def0_1122_3344_5566_7788,
            u128::MAX,
            u128::MAX / 3,
        ];
        for &a in &samples {
            for &b in &samples {
                let (wa, wb) = (from_u128(a), from_u128(b));
                assert_eq!(to_u128(&wa.wrapping_add(&wb)), a.wrapping_add(b));
                assert_eq!(to_u128(&wa.wrapping_sub(&wb)), a.wrapping_sub(b));
                assert_eq!(wa.cmp(&wb), a.cmp(&b));
                assert_eq!(to_u128(&wa.or(&wb)), a | b);
            }
            for s in [0u32, 1, 5, 63, 64, 65, 100, 127] {
                assert_eq!(to_u128(&from_u128(a).shl(s)), a << s);
                assert_eq!(to_u128(&from_u128(a).shr(s)), a >> s);
            }
            assert_eq!(from_u128(a).bit_length(), 128 - a.leading_zeros());
        }
    }

    #[test]
    fn a_value_shifted_into_place_is_the_value_times_a_power_of_two() {
        for v in [0u64, 1, 5, 0x8000_0000_0000_0001, u64::MAX] {
            for at in [0u32, 1, 31, 63, 64, 65, 100, 127, 128, 200] {
                let expected = if at < 128 { u128::from(v) << at } else { 0 };
                assert_eq!(
                    to_u128(&WideUint::<2>::shifted(v, at)),
                    expected,
                    "{v} << {at}"
                );
            }
        }
    }
}
