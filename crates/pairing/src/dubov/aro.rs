//! Average rating of opponents, ARO (C.04.4.1 1.7).

/// C.04.4.1 1.7.1: the sum of the ratings of the opponents met over the board divided by
/// their number, rounded to the nearest integer (the higher one when the division ends in
/// .5); 1.7.3: zero for a player who has not played yet. Exact integer arithmetic.
pub fn average_rating_of_opponents(ratings: &[u16]) -> u32 {
    let games = ratings.len() as u64;
    if games == 0 {
        return 0;
    }
    let sum: u64 = ratings.iter().map(|&r| u64::from(r)).sum();
    // round(sum / games) with .5 up = floor((2·sum + games) / (2·games)).
    u32::try_from((2 * sum + games) / (2 * games)).unwrap_or(u32::MAX)
}

#[cfg(test)]
mod tests {
    use super::average_rating_of_opponents as aro;

    #[test]
    fn no_game_is_zero() {
        assert_eq!(aro(&[]), 0);
    }

    #[test]
    fn rounds_to_nearest_with_half_up() {
        // (2000 + 2001) / 2 = 2000.5 → 2001 (1.7.1: the higher when it ends in .5).
        assert_eq!(aro(&[2000, 2001]), 2001);
        // (1800 + 1900 + 1901) / 3 = 1867.0 → 1867.
        assert_eq!(aro(&[1800, 1900, 1901]), 1867);
        // (1800 + 1801 + 1801) / 3 = 1800.67 → 1801; (1800 + 1800 + 1801) / 3 = 1800.33 → 1800.
        assert_eq!(aro(&[1800, 1801, 1801]), 1801);
        assert_eq!(aro(&[1800, 1800, 1801]), 1800);
    }
}
