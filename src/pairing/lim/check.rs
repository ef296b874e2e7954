//! Lim-specific readings of the absolute criteria for `pairing::check` (C.04.4.3).

use crate::domain::{PlayerId, Tournament, TournamentHistory};

/// C.04.4.3 art. 6: in the last round, two players with the same score may be paired even
/// if one of them then has a colour three times running or three more of one colour.
pub fn colour_limits_waived(
    t: &Tournament,
    history: &TournamentHistory,
    a: PlayerId,
    b: PlayerId,
    round: u32,
) -> bool {
    let last_round = t.settings.rounds > 0 && round >= t.settings.rounds;
    let scoring = &t.settings.scoring;
    let score = |p: PlayerId| history.get(p).map(|h| h.score(scoring));
    last_round && score(a).is_some() && score(a) == score(b)
}
