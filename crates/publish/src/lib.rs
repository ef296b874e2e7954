//! Publishing: the tournament's site, a folder of static pages for the web, a synced
//! folder or a USB stick (issue 38).
//!
//! [`site::build`] makes every page in memory: the home page (the event and the latest
//! round), each round's pairings and results, the standings after each round, the
//! crosstable, the players list and a page per player (his games, points, opponents).
//! The pages show the printed documents of `torneo-report`, built by its builders, with
//! links added between players and rounds ([`view`]); the templates (`templates/`,
//! rendered by `minijinja`, [`render`]) escape every value. Each page is self-contained:
//! inline style sheet, no script, no font or file from elsewhere; phone first (tables
//! scroll inside their box, never the page) and printable. The words are the printed
//! documents' and `site-…` of the `.ftl` files ([`words`]).
//!
//! A team event's pages show the team documents (`team_site.rs`).
//!
//! [`write::write`] puts the site in its folder atomically: see its module documentation
//! for how a half-written site is never seen and a killed publish leaves the previous one.

// The layers below this one, named as they were inside one crate (`crate::domain`, …).
use torneo_domain as domain;
use torneo_i18n as i18n;
use torneo_i18n::tr;
use torneo_report as report;
use torneo_tiebreak as tiebreak;

mod error;
pub mod pages;
mod player_page;
mod render;
pub mod site;
mod team_site;
pub mod view;
mod words;
pub mod write;

pub use error::{PublishError, SiteAction};
pub use site::{Page, Site};

use crate::domain::Tournament;
use crate::i18n::Language;
use std::path::Path;

/// Builds `tournament`'s site in `lang` and writes it to `folder`, replacing the site
/// there; returns the number of pages written.
pub fn publish(
    tournament: &Tournament,
    lang: Language,
    folder: &Path,
) -> Result<usize, PublishError> {
    let site = site::build(tournament, lang)?;
    write::write(&site, folder)?;
    Ok(site.pages.len())
}
