//! The facts of a tournament: players, settings, rounds, boards, results and byes, plus the
//! per-player history derived from them (score after round n, colours, opponents).
//!
//! Pure data and invariants: no I/O, no GUI, no engine code. Everything that can be
//! computed from the recorded rounds is computed (see [`history`]), never stored.

pub mod adjustment;
pub mod amalfi_options;
pub mod burstein_options;
pub mod category;
pub mod history;
pub mod italo_svizzero;
pub mod norm_event;
pub mod player;
pub mod points;
pub mod prize;
pub mod publish_options;
pub mod rating_options;
pub mod result;
pub mod round;
pub mod round_edit;
pub mod settings;
pub mod team;
pub mod team_check;
pub mod team_match;
pub mod team_score;
#[cfg(test)]
mod team_tests;
pub mod tournament;

pub use adjustment::{AdjustmentReason, ScoreAdjustment, UnusualScore};
pub use amalfi_options::{AmalfiByePlace, AmalfiOptions, AmalfiRemaining};
pub use burstein_options::{BursteinOptions, ThisRoundBye, ZeroPointSeries};
pub use category::{
    AgeGroup, Category, CategoryRule, CategorySettings, Membership, RatingList, UnratedInBands,
    age_group,
};
/// The calendar date of the settings (start and end dates), for the layers above.
pub use chrono::NaiveDate;
pub use history::{PlayerHistory, RoundEntry, TournamentHistory};
pub use italo_svizzero::{ContinueAfter, ItaloSvizzeroOptions};
pub use norm_event::NormEvent;
pub use player::{Player, PlayerId, Sex, Title};
pub use points::{Points, ScoringSystem};
pub use prize::{Money, Prize, PrizeTable, PrizeValue, ReadingOrder, TieSharing};
pub use publish_options::PublishOptions;
pub use rating_options::{KFactorOverride, RatedList, RatingOptions};
pub use result::{ByeKind, Colour, GameOutcome, GameResult};
pub use round::{Board, Bye, Round};
pub use round_edit::{ChangeKind, ManualChange, RoundEdit, RoundEditError};
pub use settings::{
    Acceleration, BursteinEdition, DutchEdition, PairingSystem, TournamentSettings,
};
pub use team::{
    MatchScoring, PreferenceType, PrimaryScore, Team, TeamError, TeamEvent, TeamId, TeamSystem,
};
pub use team_match::{MatchForfeit, TeamBoard, TeamMatch, TeamRound};
pub use team_score::{TeamRoundScore, match_game_points, team_round_score, team_totals_after};
pub use tournament::{MAX_ROUNDS, RoundUse, Tournament, TournamentError};
