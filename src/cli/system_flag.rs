//! The `--dutch | --burstein | … | --round-robin` flag shared by `pair`, `check` and
//! `generate`.

use crate::domain::{
    BursteinEdition, DutchEdition, PairingSystem, ThisRoundBye, Tournament, ZeroPointSeries,
};
use clap::{Args, ValueEnum};

/// `--edition`: which text of the Burstein or Dutch system pairs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum EditionArg {
    /// The 2026 edition (C.04.4.2 with --burstein, C.04.3 with --dutch)
    #[value(name = "2026")]
    Fide2026,
    /// With --dutch: the 2017 edition of C.04.3 (in force until 31 January 2026)
    #[value(name = "2017")]
    Fide2017,
    /// With --burstein: the older text (seed 003), as bbpPairings --burstein pairs it
    Legacy,
}

/// `--zero-point-series`: which run of zero-point byes counts as draws in the 2026
/// Burstein Index (C.04.4.2 1.7.2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum ZeroPointSeriesArg {
    /// The run ending with the last round played
    LastRound,
    /// Only a run that reaches the round being paired
    ThisRound,
}

/// `--this-round-bye`: whether a bye registered for the round being paired counts in the
/// current score of the 2026 Burstein Index (C.04.4.2 1.7.1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum ThisRoundByeArg {
    Excluded,
    Included,
}

/// The Burstein options beside the system flag (outside its group): `--edition`, and
/// the two readings of the 2026 edition's Index (docs/rules/burstein.md).
#[derive(Debug, Clone, Copy, Args)]
pub struct EditionFlag {
    /// With --burstein: the edition (2026 or legacy); with --dutch: 2026 or 2017. The
    /// file's `192` code when absent, else 2026 (`check --dutch`: the edition in force
    /// at the file's start date)
    #[arg(long, value_enum)]
    pub edition: Option<EditionArg>,
    /// With --burstein (2026): the run of zero-point byes that counts as draws in the
    /// Index (the file's setting when absent, else last-round)
    #[arg(long, value_enum)]
    pub zero_point_series: Option<ZeroPointSeriesArg>,
    /// With --burstein (2026): whether a bye registered for the round being paired
    /// counts in the current score of the Index (the file's setting when absent, else
    /// excluded)
    #[arg(long, value_enum)]
    pub this_round_bye: Option<ThisRoundByeArg>,
}

#[derive(Debug, Clone, Copy, Args)]
#[group(required = true, multiple = false)]
pub struct SystemFlag {
    /// FIDE Dutch system (C.04.3)
    #[arg(long)]
    pub dutch: bool,
    /// FIDE Burstein system
    #[arg(long)]
    pub burstein: bool,
    /// FIDE Dubov system
    #[arg(long)]
    pub dubov: bool,
    /// FIDE Lim system
    #[arg(long)]
    pub lim: bool,
    /// Italian federation Amalfi system
    #[arg(long)]
    pub amalfi: bool,
    /// Italian federation Italo-Svizzero system
    #[arg(long = "italo-svizzero")]
    pub italo_svizzero: bool,
    /// FIDE Double-Swiss system (C.04.5): each round a two-game match
    #[arg(long = "double-swiss")]
    pub double_swiss: bool,
    /// Round robin (Berger tables); the cycles come from the file's `192` code
    #[arg(long = "round-robin")]
    pub round_robin: bool,
    /// FIDE Team Swiss (C.04.6), for a team event: its type and primary score come from
    /// the file
    #[arg(long = "team-swiss")]
    pub team_swiss: bool,
}

impl SystemFlag {
    /// The system asked for; a round robin keeps the number of cycles the file gives.
    pub fn system(&self, current: PairingSystem) -> PairingSystem {
        if self.dutch {
            PairingSystem::Dutch
        } else if self.burstein {
            PairingSystem::Burstein
        } else if self.dubov {
            PairingSystem::Dubov
        } else if self.lim {
            PairingSystem::Lim
        } else if self.amalfi {
            PairingSystem::Amalfi
        } else if self.italo_svizzero {
            PairingSystem::ItaloSvizzero
        } else if self.double_swiss {
            PairingSystem::DoubleSwiss
        } else if self.team_swiss {
            // A team event is paired by its own team system; the individual one stays.
            current
        } else {
            match current {
                PairingSystem::RoundRobin { cycles } => PairingSystem::RoundRobin { cycles },
                _ => PairingSystem::RoundRobin { cycles: 1 },
            }
        }
    }

    /// Sets the tournament's system from the flag.
    pub fn apply(&self, t: &mut Tournament) {
        t.settings.system = self.system(t.settings.system);
    }
}

impl EditionFlag {
    /// Sets the Burstein or Dutch edition and readings given (the file's stay where none
    /// was).
    pub fn apply(&self, t: &mut Tournament) {
        match self.edition {
            Some(EditionArg::Fide2026) => {
                t.settings.burstein_edition = BursteinEdition::Fide2026;
                t.settings.dutch_edition = DutchEdition::Fide2026;
            }
            Some(EditionArg::Fide2017) => t.settings.dutch_edition = DutchEdition::Fide2017,
            Some(EditionArg::Legacy) => t.settings.burstein_edition = BursteinEdition::Legacy,
            None => {}
        }
        let options = &mut t.settings.burstein;
        match self.zero_point_series {
            Some(ZeroPointSeriesArg::LastRound) => {
                options.zero_point_series = ZeroPointSeries::EndingLastRound;
            }
            Some(ZeroPointSeriesArg::ThisRound) => {
                options.zero_point_series = ZeroPointSeries::ReachingThisRound;
            }
            None => {}
        }
        match self.this_round_bye {
            Some(ThisRoundByeArg::Excluded) => options.this_round_bye = ThisRoundBye::Excluded,
            Some(ThisRoundByeArg::Included) => options.this_round_bye = ThisRoundBye::Included,
            None => {}
        }
    }
}
