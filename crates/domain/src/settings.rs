//! Tournament settings: identity, dates, rounds, pairing system, scoring and tie-breaks.

use super::burstein_options::BursteinOptions;
use super::category::CategorySettings;
use super::italo_svizzero::ItaloSvizzeroOptions;
use super::norm_event::NormEvent;
use super::points::ScoringSystem;
use super::prize::PrizeTable;
use super::publish_options::PublishOptions;
use super::rating_options::RatingOptions;
use super::result::Colour;
use chrono::NaiveDate;
use serde::{Deserialize, Serialize};

/// The pairing systems Torneo knows (DESIGN: one `pairing/` module each).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum PairingSystem {
    /// Berger tables (C.05 Annex 1), `cycles` times (2 = double round robin).
    RoundRobin {
        cycles: u8,
    },
    /// FIDE Dutch (C.04.3, 2026).
    Dutch,
    Burstein,
    Dubov,
    Lim,
    /// Italian federation Amalfi system (seed 001).
    Amalfi,
    /// Italian federation Italo-Svizzero system (seed 002).
    ItaloSvizzero,
    /// FIDE Double-Swiss (C.04.5, 2026): each round a two-game match.
    DoubleSwiss,
}

impl PairingSystem {
    /// The systems the settings offer, in the order they are listed (a single and a
    /// double round robin, then the Swiss systems).
    pub const OFFERED: [PairingSystem; 9] = [
        PairingSystem::RoundRobin { cycles: 1 },
        PairingSystem::RoundRobin { cycles: 2 },
        PairingSystem::Dutch,
        PairingSystem::Burstein,
        PairingSystem::Dubov,
        PairingSystem::Lim,
        PairingSystem::Amalfi,
        PairingSystem::ItaloSvizzero,
        PairingSystem::DoubleSwiss,
    ];

    /// True when each round is a two-game match (C.04.5 Double-Swiss).
    pub fn plays_matches(self) -> bool {
        self == PairingSystem::DoubleSwiss
    }

    pub fn is_round_robin(self) -> bool {
        matches!(self, PairingSystem::RoundRobin { .. })
    }

    /// The `torneo pair --SYSTEM` flag word.
    pub fn flag(self) -> &'static str {
        match self {
            PairingSystem::RoundRobin { .. } => "round-robin",
            PairingSystem::Dutch => "dutch",
            PairingSystem::Burstein => "burstein",
            PairingSystem::Dubov => "dubov",
            PairingSystem::Lim => "lim",
            PairingSystem::Amalfi => "amalfi",
            PairingSystem::ItaloSvizzero => "italo-svizzero",
            PairingSystem::DoubleSwiss => "double-swiss",
        }
    }
}

/// Which text of the Burstein system (C.04.4.2) pairs the tournament.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
pub enum BursteinEdition {
    /// The edition applied from 1 February 2026.
    #[default]
    Fide2026,
    /// The older text of seed 003 (in-group order by Sonneborn-Berger, Buchholz, Median;
    /// an imaginary point in rounds 1–2), as bbpPairings `--burstein` implements it.
    Legacy,
}

impl BursteinEdition {
    pub fn is_default(&self) -> bool {
        *self == BursteinEdition::default()
    }
}

/// Which text of the FIDE Dutch system (C.04.3) pairs the tournament
/// (docs/rules/dutch-editions.md).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
pub enum DutchEdition {
    /// The edition applied from 1 February 2026 (as bbpPairings v6 pairs it).
    #[default]
    Fide2026,
    /// The edition in force from 1 July 2017 to 31 January 2026 (Baku 2016, Goynuk
    /// 2017), as bbpPairings v5 and JaVaFo pair it.
    Fide2017,
}

impl DutchEdition {
    pub fn is_default(&self) -> bool {
        *self == DutchEdition::default()
    }

    /// The edition in force on `date`: the 2017 text before 1 February 2026, the 2026
    /// text from then on (C.04.3 2026, applied from 1 February 2026).
    pub fn in_force_on(date: NaiveDate) -> DutchEdition {
        match NaiveDate::from_ymd_opt(2026, 2, 1) {
            Some(change) if date < change => DutchEdition::Fide2017,
            _ => DutchEdition::Fide2026,
        }
    }
}

/// Acceleration of the pairings (C.04.7): virtual points that count for pairing only,
/// never for standings or tie-breaks. Explicit per-player virtual points (TRF `250`/`XXA`)
/// are in [`super::Tournament::virtual_points`] and override this method.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
pub enum Acceleration {
    #[default]
    None,
    /// Baku acceleration (C.04.7) with group A of 2·⌈n/4⌉ players, as FIDE writes it.
    Baku,
    /// Baku acceleration with group A of ⌈n/2⌉ players, as bbpPairings v6 computes it
    /// (TRF `192 FIDE_DUTCH_2025_BAKU`); only to reproduce that engine's files.
    BakuReference,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct TournamentSettings {
    pub name: String,
    /// The city (or town) where the event is played.
    pub place: String,
    /// The hall or club within the place ("Circolo Scacchistico Milanese"); may be empty.
    pub venue: String,
    pub federation: String,
    pub chief_arbiter: String,
    /// Deputy arbiters, in the order the organiser lists them.
    pub deputy_arbiters: Vec<String>,
    /// The organiser (club or person), as the tournament report names it.
    pub organiser: String,
    pub start_date: Option<NaiveDate>,
    pub end_date: Option<NaiveDate>,
    pub time_control: String,
    /// Declared number of rounds (C.04.1 art. 1). For a round robin it follows from the
    /// number of players and cycles and is kept in step by the session.
    pub rounds: u32,
    pub system: PairingSystem,
    pub scoring: ScoringSystem,
    /// Tie-breaks in order, as MTB26 codes ("DE", "SB", "WIN", "KS", "BH/C1"…), parsed by
    /// `tiebreak`.
    pub tiebreaks: Vec<String>,
    /// Colour of pairing number 1 in round 1 (drawn by lot, C.04.2 §6; TRF `152`/`XXC`).
    pub initial_colour: Colour,
    /// Seed of the drawing of lots, so that a draw can be reproduced (DESIGN principle 1).
    pub lot_seed: u64,
    /// Acceleration method (C.04.7); `None` for most events.
    pub acceleration: Acceleration,
    /// The readings of the Amalfi system (docs/rules/amalfi.md); defaults elsewhere.
    pub amalfi: super::amalfi_options::AmalfiOptions,
    /// The Italo-Svizzero readings (seed 002, D2 and D3); used by that system only. Not
    /// written when default, so that other files stay as they were.
    #[serde(skip_serializing_if = "ItaloSvizzeroOptions::is_default")]
    pub italo_svizzero: ItaloSvizzeroOptions,
    /// The Burstein edition, when the system is Burstein (written only when not the
    /// default, so that other tournaments' files stay as they were).
    #[serde(skip_serializing_if = "BursteinEdition::is_default")]
    pub burstein_edition: BursteinEdition,
    /// The Dutch edition, when the system is Dutch (written only when not the default:
    /// files written before the 2017 edition existed load as 2026).
    #[serde(skip_serializing_if = "DutchEdition::is_default")]
    pub dutch_edition: DutchEdition,
    /// The readings of the 2026 Burstein edition's Index; used by that edition only. Not
    /// written when default, so that other files stay as they were.
    #[serde(skip_serializing_if = "BursteinOptions::is_default")]
    pub burstein: BursteinOptions,
    /// The rating list the event is rated for, the "Rtg +/-" column, K factors set by
    /// hand (issue 37). Not written when default, so that other files stay as they were.
    #[serde(skip_serializing_if = "RatingOptions::is_default")]
    pub rating: RatingOptions,
    /// The prize categories (issue 37). Not written when there are none.
    #[serde(skip_serializing_if = "CategorySettings::is_default")]
    pub categories: CategorySettings,
    /// The prize table (issue 37). Not written when empty.
    #[serde(skip_serializing_if = "PrizeTable::is_default")]
    pub prizes: PrizeTable,
    /// The event's exemption from the norms' foreigner requirement (B.01 1.4.3a–c;
    /// issue 37). Not written when ordinary.
    #[serde(skip_serializing_if = "NormEvent::is_ordinary")]
    pub norm_event: NormEvent,
    /// Where the site is published and the pairings' QR code (issue 38). Not written
    /// when default.
    #[serde(skip_serializing_if = "PublishOptions::is_default")]
    pub publish: PublishOptions,
}

/// Our suggested tie-break lists (reference tiebreaks.md §6: C.07 itself gives none): the
/// Swiss list has no rating-based tie-break, so it is safe with unrated players.
const SWISS_TIEBREAKS: [&str; 5] = ["BH/C1", "BH", "SB", "DE", "WIN"];
const ROUND_ROBIN_TIEBREAKS: [&str; 4] = ["DE", "WIN", "SB", "KS"];

impl TournamentSettings {
    /// The tie-breaks a tournament of `system` gets when nobody chose any: a new
    /// tournament, a TRF file without a `202` record.
    pub fn usual_tiebreaks(system: PairingSystem) -> Vec<String> {
        let codes: &[&str] = if system.is_round_robin() {
            &ROUND_ROBIN_TIEBREAKS
        } else {
            &SWISS_TIEBREAKS
        };
        codes.iter().map(|c| c.to_string()).collect()
    }

    /// Whether the tie-breaks are still the usual ones of the system, so that a change of
    /// system may change them too.
    pub fn has_usual_tiebreaks(&self) -> bool {
        self.tiebreaks == Self::usual_tiebreaks(self.system)
    }

    /// Changes the system; tie-breaks nobody chose follow it (a Swiss gets Buchholz, a
    /// round robin Sonneborn-Berger), and so does a scoring nobody chose: the Double-Swiss
    /// system's byes are worth games of a match (C.04.5 1.4), the others' a game.
    pub fn change_system(&mut self, system: PairingSystem) {
        let follow = self.has_usual_tiebreaks();
        let usual_scoring = self.scoring == Self::usual_scoring(self.system);
        self.system = system;
        if follow {
            self.tiebreaks = Self::usual_tiebreaks(system);
        }
        if usual_scoring {
            self.scoring = Self::usual_scoring(system);
        }
    }

    /// The scoring a system starts with: FIDE's 1 / ½ / 0, with the byes of a two-game
    /// match for the Double-Swiss system.
    pub fn usual_scoring(system: PairingSystem) -> ScoringSystem {
        if system.plays_matches() {
            ScoringSystem::double_swiss()
        } else {
            ScoringSystem::fide()
        }
    }
}

impl Default for TournamentSettings {
    fn default() -> Self {
        TournamentSettings {
            name: String::new(),
            place: String::new(),
            venue: String::new(),
            federation: String::new(),
            chief_arbiter: String::new(),
            deputy_arbiters: Vec::new(),
            organiser: String::new(),
            start_date: None,
            end_date: None,
            time_control: String::new(),
            rounds: 0,
            system: PairingSystem::RoundRobin { cycles: 1 },
            scoring: ScoringSystem::default(),
            tiebreaks: ROUND_ROBIN_TIEBREAKS
                .iter()
                .map(|c| c.to_string())
                .collect(),
            initial_colour: Colour::White,
            lot_seed: 0,
            acceleration: Acceleration::None,
            amalfi: super::amalfi_options::AmalfiOptions::default(),
            italo_svizzero: ItaloSvizzeroOptions::default(),
            burstein_edition: BursteinEdition::default(),
            dutch_edition: DutchEdition::default(),
            burstein: BursteinOptions::default(),
            rating: RatingOptions::default(),
            categories: CategorySettings::default(),
            prizes: PrizeTable::default(),
            norm_event: NormEvent::default(),
            publish: PublishOptions::default(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_dutch_edition_in_force_changes_on_the_first_of_february_2026() {
        let day = |y, m, d| NaiveDate::from_ymd_opt(y, m, d).unwrap();
        assert_eq!(
            DutchEdition::in_force_on(day(2026, 1, 31)),
            DutchEdition::Fide2017
        );
        assert_eq!(
            DutchEdition::in_force_on(day(2026, 2, 1)),
            DutchEdition::Fide2026
        );
        assert_eq!(
            DutchEdition::in_force_on(day(2019, 6, 1)),
            DutchEdition::Fide2017
        );
    }

    #[test]
    fn usual_tiebreaks_follow_a_change_of_system() {
        let mut s = TournamentSettings::default();
        assert_eq!(s.tiebreaks, ["DE", "WIN", "SB", "KS"]);
        s.change_system(PairingSystem::Dutch);
        assert_eq!(s.tiebreaks, ["BH/C1", "BH", "SB", "DE", "WIN"]);
        s.change_system(PairingSystem::Amalfi);
        assert_eq!(s.tiebreaks, ["BH/C1", "BH", "SB", "DE", "WIN"]);
        s.change_system(PairingSystem::RoundRobin { cycles: 2 });
        assert_eq!(s.tiebreaks, ["DE", "WIN", "SB", "KS"]);
    }

    #[test]
    fn chosen_tiebreaks_stay_when_the_system_changes() {
        let mut s = TournamentSettings {
            tiebreaks: vec!["SB".into(), "ARO".into()],
            ..TournamentSettings::default()
        };
        s.change_system(PairingSystem::Dutch);
        assert_eq!(s.system, PairingSystem::Dutch);
        assert_eq!(s.tiebreaks, ["SB", "ARO"]);
    }
}
