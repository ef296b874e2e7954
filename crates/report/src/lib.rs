//! Printing: every sheet an arbiter pins on the wall or hands to players.
//!
//! A builder turns the tournament into a renderer-agnostic [`Document`] (document.rs):
//! [`build`] picks the one a [`PrintRequest`] names (one file per document: pairings,
//! pairings by name, result slips, standings, crosstable, players, check-in, schedule,
//! tournament report, rating changes, title norms, standings by category, prize list;
//! for a team event: team pairings, match slips, team and board standings, the team
//! crosstable).
//! Renderers draw it as text ([`text`], for tests), HTML ([`html`]),
//! PDF, and the window previews it.

// The layers below this one, named as they were inside one crate (`crate::domain`, …).
use torneo_awards as awards;
use torneo_domain as domain;
use torneo_i18n as i18n;
use torneo_i18n::tr;
use torneo_norm as norm;
use torneo_pairing as pairing;
use torneo_rating as rating;
use torneo_tiebreak as tiebreak;

mod board_standings;
mod build;
mod category_standings;
mod check_in;
mod crosstable;
pub mod document;
mod error;
mod frame;
pub mod html;
mod manual_changes;
mod match_slips;
pub mod norms;
pub mod notation;
mod pairings;
mod pairings_by_name;
pub mod pdf;
mod players;
mod prize_list;
pub mod qr;
mod rating_report;
pub mod request;
mod result_slips;
mod roster;
mod schedule;
mod standings;
pub mod tab_separated;
mod table;
mod team_crosstable;
mod team_pairings;
mod team_standings;
mod team_view;
mod team_words;
pub mod text;
mod tournament_report;
pub mod words;

pub use build::{build, last_round_with_results};
pub use crosstable::{GRID_COLUMNS_PER_TABLE, SWISS_ROUNDS_PER_TABLE};
pub use document::{
    Align, Block, Column, Document, Field, Orientation, PageFooter, PageHeader, PageSetup, Paper,
    QrBlock, ResultSlip, Row, RowStyle, SlipGame, Table,
};
pub use error::ReportError;
pub use prize_list::csv as prizes_csv;
pub use rating_report::{RatingColumn, change_cells as rating_change_cells};
pub use request::{DocumentKind, PlayerOrder, PrintRequest};
/// The event's facts as the tournament report lists them (the site's home page too).
pub use tournament_report::settings_fields;
