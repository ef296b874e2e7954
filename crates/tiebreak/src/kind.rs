//! The tie-breaks Torneo computes: the C.07 art. 5 list for individual events (2026
//! edition) and the legacy rules of the seeds, with their acronyms, names and which
//! modifiers each accepts (art. 14, MTB26).

/// One tie-break (its modifiers are in [`super::TiebreakSpec`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TiebreakKind {
    /// PTS, the points themselves (the primary score; a no-op after the points).
    Points,
    /// DE, Direct Encounter (art. 6).
    DirectEncounter,
    /// WIN, number of wins, with or without playing (art. 7.1).
    Wins,
    /// WON, number of games won over the board (art. 7.2).
    GamesWon,
    /// BPG, number of games played with Black (art. 7.3).
    BlackGames,
    /// BWG, number of games won with Black (art. 7.4).
    BlackWins,
    /// PS, sum of progressive scores (art. 7.5).
    ProgressiveScores,
    /// REP, rounds one elected to play (art. 7.6; GE before Aug 2024).
    RoundsElectedToPlay,
    /// STD, standard points (art. 7.7, 2026).
    StandardPoints,
    /// TPN, tournament pairing number, lower first (art. 7.8, 2026).
    PairingNumber,
    /// BH, Buchholz (art. 8.1).
    Buchholz,
    /// AOB, average of opponents' Buchholz (art. 8.2).
    AverageOfOpponentsBuchholz,
    /// FB, Fore Buchholz (art. 8.3).
    ForeBuchholz,
    /// SB, Sonneborn-Berger (art. 9.1).
    SonnebornBerger,
    /// KS, Koya system (art. 9.2).
    Koya,
    /// ARO, average rating of opponents (art. 10.1).
    AverageRatingOfOpponents,
    /// TPR, tournament performance rating (art. 10.2).
    PerformanceRating,
    /// PTP, perfect tournament performance (art. 10.3).
    PerfectPerformance,
    /// APRO, average performance rating of opponents (art. 10.4).
    AveragePerformanceOfOpponents,
    /// APPO, average perfect performance of opponents (art. 10.5).
    AveragePerfectPerformanceOfOpponents,
    /// RTNG, the player's rating, highest first (art. 10.6, 2026).
    Rating,
    /// `OTHER_F10`: the 1992 FIDE Swiss rules, F10 b (seed 000): the games among the
    /// players tied for *first place* only (a self-defined tie-break, MTB26 `OTHER_`).
    FirstPlaceEncounter,
}

impl TiebreakKind {
    /// Every kind, in the art. 5 order, the legacy ones last.
    pub const ALL: [TiebreakKind; 22] = [
        TiebreakKind::Points,
        TiebreakKind::DirectEncounter,
        TiebreakKind::Wins,
        TiebreakKind::GamesWon,
        TiebreakKind::BlackGames,
        TiebreakKind::BlackWins,
        TiebreakKind::ProgressiveScores,
        TiebreakKind::RoundsElectedToPlay,
        TiebreakKind::StandardPoints,
        TiebreakKind::PairingNumber,
        TiebreakKind::Buchholz,
        TiebreakKind::AverageOfOpponentsBuchholz,
        TiebreakKind::ForeBuchholz,
        TiebreakKind::SonnebornBerger,
        TiebreakKind::Koya,
        TiebreakKind::AverageRatingOfOpponents,
        TiebreakKind::PerformanceRating,
        TiebreakKind::PerfectPerformance,
        TiebreakKind::AveragePerformanceOfOpponents,
        TiebreakKind::AveragePerfectPerformanceOfOpponents,
        TiebreakKind::Rating,
        TiebreakKind::FirstPlaceEncounter,
    ];

    /// The MTB26 acronym.
    pub fn acronym(self) -> &'static str {
        match self {
            TiebreakKind::Points => "PTS",
            TiebreakKind::DirectEncounter => "DE",
            TiebreakKind::Wins => "WIN",
            TiebreakKind::GamesWon => "WON",
            TiebreakKind::BlackGames => "BPG",
            TiebreakKind::BlackWins => "BWG",
            TiebreakKind::ProgressiveScores => "PS",
            TiebreakKind::RoundsElectedToPlay => "REP",
            TiebreakKind::StandardPoints => "STD",
            TiebreakKind::PairingNumber => "TPN",
            TiebreakKind::Buchholz => "BH",
            TiebreakKind::AverageOfOpponentsBuchholz => "AOB",
            TiebreakKind::ForeBuchholz => "FB",
            TiebreakKind::SonnebornBerger => "SB",
            TiebreakKind::Koya => "KS",
            TiebreakKind::AverageRatingOfOpponents => "ARO",
            TiebreakKind::PerformanceRating => "TPR",
            TiebreakKind::PerfectPerformance => "PTP",
            TiebreakKind::AveragePerformanceOfOpponents => "APRO",
            TiebreakKind::AveragePerfectPerformanceOfOpponents => "APPO",
            TiebreakKind::Rating => "RTNG",
            TiebreakKind::FirstPlaceEncounter => "OTHER_F10",
        }
    }

    /// The kind of an acronym (case-insensitive); `GE` is the pre-2024 name of REP.
    pub(crate) fn from_acronym(name: &str) -> Option<TiebreakKind> {
        if name.eq_ignore_ascii_case("GE") {
            return Some(TiebreakKind::RoundsElectedToPlay);
        }
        TiebreakKind::ALL
            .into_iter()
            .find(|k| k.acronym().eq_ignore_ascii_case(name))
    }

    /// Art. 5 table: the tie-breaks that accept Cut-1 (and so the cut modifiers).
    pub(crate) fn accepts_cut(self) -> bool {
        matches!(
            self,
            TiebreakKind::Buchholz
                | TiebreakKind::ForeBuchholz
                | TiebreakKind::SonnebornBerger
                | TiebreakKind::AverageRatingOfOpponents
                | TiebreakKind::ProgressiveScores
        )
    }

    /// Median modifiers (14.3, 14.4) drop values on both sides; PS has no "most
    /// significant round", so only the others take them.
    pub(crate) fn accepts_median(self) -> bool {
        self.accepts_cut() && self != TiebreakKind::ProgressiveScores
    }

    /// `/P` (MTB26): forfeits count as games against the scheduled opponent.
    pub(crate) fn accepts_played(self) -> bool {
        matches!(
            self,
            TiebreakKind::DirectEncounter
                | TiebreakKind::Buchholz
                | TiebreakKind::ForeBuchholz
                | TiebreakKind::SonnebornBerger
        )
    }

    /// Art. 10: the rating-based tie-breaks (dropped when players are unrated unless
    /// `/U` gives their rating).
    pub fn is_rating_based(self) -> bool {
        matches!(
            self,
            TiebreakKind::AverageRatingOfOpponents
                | TiebreakKind::PerformanceRating
                | TiebreakKind::PerfectPerformance
                | TiebreakKind::AveragePerformanceOfOpponents
                | TiebreakKind::AveragePerfectPerformanceOfOpponents
                | TiebreakKind::Rating
        )
    }

    /// Buchholz-type tie-breaks, which the 2026 edition bans in round robins (note to 8.1).
    pub fn is_buchholz(self) -> bool {
        matches!(
            self,
            TiebreakKind::Buchholz
                | TiebreakKind::ForeBuchholz
                | TiebreakKind::AverageOfOpponentsBuchholz
        )
    }
}
