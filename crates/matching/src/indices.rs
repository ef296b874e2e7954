//! The symmetric matrix of a dense graph's palette indices, two bytes per pair while the
//! palette has at most 65,536 weights and four bytes past that.
//!
//! A bracket's weights take few distinct values (thousands at most, even with the
//! generation-order bonuses), so the narrow form is the usual one; it halves the
//! graph's largest array (85 MB instead of 170 MB for 6,500 players).

/// An `n` × `n` matrix of palette indices (0 = no edge).
#[derive(Debug, Clone)]
pub enum IndexMatrix {
    Narrow(Vec<u16>),
    Wide(Vec<u32>),
}

impl IndexMatrix {
    /// `len` entries at zero.
    pub fn zeros(len: usize) -> Self {
        IndexMatrix::Narrow(vec![0; len])
    }

    /// The index at `at`.
    #[inline]
    pub fn get(&self, at: usize) -> u32 {
        match self {
            IndexMatrix::Narrow(v) => u32::from(v[at]),
            IndexMatrix::Wide(v) => v[at],
        }
    }

    /// Whether the index at `at` is not zero.
    #[inline]
    pub fn is_set(&self, at: usize) -> bool {
        match self {
            IndexMatrix::Narrow(v) => v[at] != 0,
            IndexMatrix::Wide(v) => v[at] != 0,
        }
    }

    /// Sets the index at `at`, widening every entry first when `id` needs it.
    #[inline]
    pub fn set(&mut self, at: usize, id: u32) {
        if let IndexMatrix::Narrow(v) = self {
            match u16::try_from(id) {
                Ok(narrow) => {
                    v[at] = narrow;
                    return;
                }
                Err(_) => *self = IndexMatrix::Wide(v.iter().map(|&x| u32::from(x)).collect()),
            }
        }
        if let IndexMatrix::Wide(v) = self {
            v[at] = id;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::IndexMatrix;

    #[test]
    fn an_index_past_two_bytes_widens_the_matrix_and_keeps_the_others() {
        let mut m = IndexMatrix::zeros(4);
        m.set(1, 7);
        m.set(2, u32::from(u16::MAX));
        assert!(matches!(m, IndexMatrix::Narrow(_)));
        m.set(3, 70_000);
        assert!(matches!(m, IndexMatrix::Wide(_)));
        assert_eq!(
            (0..4).map(|i| m.get(i)).collect::<Vec<_>>(),
            [0, 7, 65_535, 70_000]
        );
        assert!(!m.is_set(0) && m.is_set(1));
    }
}
