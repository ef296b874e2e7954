//! The whole site in memory: every page's file name and HTML. The pages show the
//! printed documents of crates/report (pairings, standings, crosstable, players list),
//! built by its builders, so the site and the paper never disagree; the home page and
//! the players' pages are the site's own.
//!
//! Issue 37's data on the site: the standings of each prize category
//! (`categories.html`, once the event has categories and a result) and the rating
//! changes (`ratings.html`, and a line on each player's page), shown when the arbiter
//! shows them in the standings (Settings → *Ratings*: the "Rtg +/-" column), the same
//! choice as on paper. Each is a printed document of crates/report with links added,
//! and one more link in [`Nav`].

use crate::domain::{PlayerId, Tournament, TournamentHistory};
use crate::error::PublishError;
use crate::i18n::{Language, Localize};
use crate::pages;
use crate::player_page::{self, PlayerView};
use crate::render::render;
use crate::report::{self, DocumentKind, PrintRequest, last_round_with_results};
use crate::team_site;
use crate::tiebreak::{self, Standings};
use crate::view::{self, DocumentView, FieldView, LinkRule, PlayerKeys, TableLinks};
use crate::words::{self, SiteWords};
use serde::Serialize;
use std::collections::BTreeMap;

/// One page of the site.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Page {
    /// The file name (`round-3.html`), see [`pages`].
    pub file: String,
    pub html: String,
}

/// Every page, in a fixed order: home, rounds, standings, crosstable, categories,
/// rating changes, players list, players' pages.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Site {
    pub pages: Vec<Page>,
}

impl Site {
    /// The page named `file`.
    pub fn page(&self, file: &str) -> Option<&Page> {
        self.pages.iter().find(|p| p.file == file)
    }
}

/// A link of the navigation.
#[derive(Debug, Clone, Serialize)]
pub struct Link {
    pub text: String,
    pub href: String,
}

/// The navigation every page carries.
#[derive(Debug, Clone, Serialize)]
pub struct Nav {
    pub main: Vec<Link>,
    pub rounds: Vec<Link>,
    pub standings: Vec<Link>,
}

/// What every page prints around its content.
#[derive(Debug, Clone, Serialize)]
pub struct SiteFrame {
    /// The page's language code (`<html lang>`).
    pub lang: &'static str,
    pub name: String,
    pub header: Vec<String>,
    pub footer: String,
    pub program: String,
}

/// What the page templates share.
#[derive(Serialize)]
struct Common<'a> {
    site: &'a SiteFrame,
    words: &'a SiteWords,
    nav: &'a Nav,
}

/// What one page's template reads: the shared parts, the page's own (`extra`), its file
/// name (the navigation marks the link to it) and title.
#[derive(Serialize)]
struct PageContext<'a, E: Serialize> {
    #[serde(flatten)]
    common: Common<'a>,
    #[serde(flatten)]
    extra: E,
    file: &'a str,
    title: &'a str,
    show_standings_rounds: bool,
}

/// The home page's own parts.
#[derive(Serialize)]
struct Home {
    event: Vec<FieldView>,
    latest: Option<Latest>,
}

/// A document page's own part.
#[derive(Serialize)]
struct Doc<'a> {
    doc: &'a DocumentView,
}

/// A player page's own part.
#[derive(Serialize)]
struct OnePlayer {
    player: PlayerView,
}

/// The latest round on the home page.
#[derive(Serialize)]
struct Latest {
    heading: String,
    href: String,
    doc: DocumentView,
}

/// Everything the builders share while the site is made.
struct Builder<'a> {
    t: &'a Tournament,
    lang: Language,
    frame: SiteFrame,
    words: SiteWords,
    nav: Nav,
    numbers: PlayerKeys,
    paired: u32,
    with_results: u32,
    /// The event has prize categories and a result: `categories.html` is made.
    categories: bool,
    /// The rating changes are shown (and a result is in): `ratings.html` is made.
    ratings: bool,
    /// The documents the pages show: the team documents for a team event (issue 39).
    kinds: team_site::Kinds,
    /// A team event's players found by their names (the team documents have no
    /// pairing numbers).
    names: PlayerKeys,
}

impl Builder<'_> {
    fn common(&self) -> Common<'_> {
        Common {
            site: &self.frame,
            words: &self.words,
            nav: &self.nav,
        }
    }

    fn document(
        &self,
        kind: DocumentKind,
        round: Option<u32>,
        links: &TableLinks<'_>,
    ) -> Result<DocumentView, PublishError> {
        let request = PrintRequest {
            round,
            ..PrintRequest::new(kind, self.lang)
        };
        let document = report::build(self.t, &request)?;
        Ok(view::document(&document, links))
    }

    fn page(
        &self,
        file: String,
        template: &str,
        title: &str,
        extra: impl Serialize,
        standings_rounds: bool,
    ) -> Result<Page, PublishError> {
        let context = PageContext {
            common: self.common(),
            extra,
            file: &file,
            title,
            show_standings_rounds: standings_rounds,
        };
        let html = render(template, &file, &context)?;
        Ok(Page { file, html })
    }
}

/// The pairings table links: White's and Black's names by their pairing numbers; in the
/// list of byes and absent players, the name by the number.
fn pairings_links(keys: &PlayerKeys) -> TableLinks<'_> {
    TableLinks {
        first: vec![LinkRule { name: 3, key: 1 }, LinkRule { name: 9, key: 11 }],
        rest: vec![LinkRule { name: 1, key: 0 }],
        keys: Some(keys),
    }
}

/// The frame, words and navigation of `t`'s site.
fn builder(t: &Tournament, lang: Language) -> Builder<'_> {
    let frame_header = report::build(t, &PrintRequest::new(DocumentKind::Players, lang))
        .map(|d| (d.header, d.footer))
        .unwrap_or_default();
    let (header, footer) = frame_header;
    let words = SiteWords::new(lang);
    let paired = t.rounds_paired();
    let with_results = last_round_with_results(t);
    let link = |text: &str, href: String| Link {
        text: text.to_string(),
        href,
    };
    let categories = with_results > 0 && !t.settings.categories.categories.is_empty();
    let ratings = with_results > 0 && t.settings.rating.show_change;
    let kinds = team_site::kinds(t);
    let mut main = vec![link(&words.home, pages::HOME.to_string())];
    if with_results > 0 {
        main.push(link(&words.standings, pages::standings(with_results)));
        if kinds.board_standings.is_some() {
            let text = &words.board_standings;
            main.push(link(text, pages::BOARD_STANDINGS.to_string()));
        }
        main.push(link(&words.crosstable, pages::CROSSTABLE.to_string()));
    }
    if categories {
        main.push(link(&words.categories, pages::CATEGORIES.to_string()));
    }
    if ratings {
        main.push(link(&words.ratings, pages::RATINGS.to_string()));
    }
    main.push(link(&words.players, pages::PLAYERS.to_string()));
    let nav = Nav {
        main,
        rounds: (1..=paired)
            .map(|r| link(&r.to_string(), pages::round(r)))
            .collect(),
        standings: (1..=with_results)
            .map(|r| link(&r.to_string(), pages::standings(r)))
            .collect(),
    };
    let name = match header.tournament.trim() {
        "" => report::words::FieldWord::Tournament.localize(lang),
        name => name.to_string(),
    };
    Builder {
        t,
        lang,
        frame: SiteFrame {
            lang: lang.code(),
            name,
            header: header.lines,
            footer: footer.left,
            program: footer.right,
        },
        words,
        nav,
        numbers: t
            .players
            .iter()
            .filter(|p| p.pairing_number > 0)
            .map(|p| (p.pairing_number.to_string(), p.id))
            .collect(),
        paired,
        with_results,
        categories,
        ratings,
        kinds,
        names: team_site::name_keys(t),
    }
}

/// The home page: the event's facts and the latest round's pairings.
fn home(b: &Builder<'_>, latest: Option<&DocumentView>) -> Result<Page, PublishError> {
    let event: Vec<FieldView> = view::fields(&report::settings_fields(b.t, b.lang));
    let latest = latest.map(|doc| Latest {
        heading: words::latest_round(b.lang, b.paired),
        href: pages::round(b.paired),
        doc: doc.clone(),
    });
    let title = b.words.home.clone();
    b.page(
        pages::HOME.to_string(),
        "home.html",
        &title,
        Home { event, latest },
        false,
    )
}

/// A page showing a printed document.
fn document_page(
    b: &Builder<'_>,
    file: String,
    doc: &DocumentView,
    standings_rounds: bool,
) -> Result<Page, PublishError> {
    b.page(
        file,
        "document.html",
        &doc.title,
        Doc { doc },
        standings_rounds,
    )
}

/// The crosstable's links: the name by the rank (Swiss, the standings' order) or by
/// the pairing number (round-robin grid).
fn crosstable_keys(b: &Builder<'_>, standings: &Standings) -> PlayerKeys {
    if b.t.settings.system.is_round_robin() {
        return b.numbers.clone();
    }
    standings
        .rows
        .iter()
        .enumerate()
        .map(|(i, row)| ((i + 1).to_string(), row.player))
        .collect()
}

/// The pages of the printed documents: rounds, standings after each round, the
/// crosstable and the players list. Returns them with the latest round's view.
fn document_pages(
    b: &Builder<'_>,
    standings: &Standings,
) -> Result<(Vec<Page>, Option<DocumentView>), PublishError> {
    let mut pages_out = Vec::new();
    let mut latest = None;
    let round_links = match b.kinds.pairings {
        DocumentKind::TeamPairings => team_site::pairings_links(&b.names),
        _ => pairings_links(&b.numbers),
    };
    for round in 1..=b.paired {
        let doc = b.document(b.kinds.pairings, Some(round), &round_links)?;
        pages_out.push(document_page(b, pages::round(round), &doc, false)?);
        if round == b.paired {
            latest = Some(doc);
        }
    }
    // The team standings name teams, not players: no link.
    let standings_links = match b.kinds.standings {
        DocumentKind::Standings => TableLinks {
            first: vec![LinkRule { name: 3, key: 1 }],
            rest: Vec::new(),
            keys: Some(&b.numbers),
        },
        _ => TableLinks::default(),
    };
    for round in 1..=b.with_results {
        let doc = b.document(b.kinds.standings, Some(round), &standings_links)?;
        pages_out.push(document_page(b, pages::standings(round), &doc, true)?);
    }
    if let (Some(kind), true) = (b.kinds.board_standings, b.with_results > 0) {
        let links = team_site::board_standings_links(&b.names);
        let doc = b.document(kind, Some(b.with_results), &links)?;
        let file = pages::BOARD_STANDINGS.to_string();
        pages_out.push(document_page(b, file, &doc, false)?);
    }
    if b.with_results > 0 {
        let keys = crosstable_keys(b, standings);
        let rule = vec![LinkRule { name: 1, key: 0 }];
        let links = match b.kinds.crosstable {
            DocumentKind::Crosstable => TableLinks {
                first: rule.clone(),
                rest: rule,
                keys: Some(&keys),
            },
            // The team crosstable names teams.
            _ => TableLinks::default(),
        };
        let doc = b.document(b.kinds.crosstable, Some(b.with_results), &links)?;
        pages_out.push(document_page(
            b,
            pages::CROSSTABLE.to_string(),
            &doc,
            false,
        )?);
    }
    pages_out.extend(issue_37_pages(b)?);
    let players_links = TableLinks {
        first: vec![LinkRule { name: 2, key: 0 }],
        rest: Vec::new(),
        keys: Some(&b.numbers),
    };
    let doc = b.document(DocumentKind::Players, None, &players_links)?;
    pages_out.push(document_page(b, pages::PLAYERS.to_string(), &doc, false)?);
    Ok((pages_out, latest))
}

/// The standings of each category and the rating changes, when the site shows them.
fn issue_37_pages(b: &Builder<'_>) -> Result<Vec<Page>, PublishError> {
    let mut pages_out = Vec::new();
    if b.categories {
        // Every category's table is a standings table: the name by the pairing number.
        let rule = vec![LinkRule { name: 3, key: 1 }];
        let links = TableLinks {
            first: rule.clone(),
            rest: rule,
            keys: Some(&b.numbers),
        };
        let kind = DocumentKind::CategoryStandings;
        let doc = b.document(kind, Some(b.with_results), &links)?;
        pages_out.push(document_page(
            b,
            pages::CATEGORIES.to_string(),
            &doc,
            false,
        )?);
    }
    if b.ratings {
        // The summary: the name by the pairing number; the games below name opponents
        // without a number, and are left without links.
        let links = TableLinks {
            first: vec![LinkRule { name: 1, key: 0 }],
            rest: Vec::new(),
            keys: Some(&b.numbers),
        };
        let kind = DocumentKind::RatingReport;
        let doc = b.document(kind, Some(b.with_results), &links)?;
        pages_out.push(document_page(b, pages::RATINGS.to_string(), &doc, false)?);
    }
    Ok(pages_out)
}

/// A page per player, by pairing number (then registration).
fn player_pages(b: &Builder<'_>, standings: &Standings) -> Result<Vec<Page>, PublishError> {
    let history = TournamentHistory::derive(b.t, b.paired);
    let context = player_page::Context {
        tournament: b.t,
        lang: b.lang,
        players: b
            .t
            .players
            .iter()
            .map(|p| (p.id, p))
            .collect::<BTreeMap<PlayerId, _>>(),
        standings,
        rating_changes: if b.ratings {
            report::rating_change_cells(b.t, b.with_results)
                .into_iter()
                .filter(|(_, change)| !change.is_empty())
                .collect()
        } else {
            BTreeMap::new()
        },
    };
    b.t.players_by_pairing_number()
        .into_iter()
        .map(|p| {
            let player: PlayerView = player_page::build(&context, p, history.get(p.id));
            let title = player.name.clone();
            b.page(
                pages::player(p.id),
                "player.html",
                &title,
                OnePlayer { player },
                false,
            )
        })
        .collect()
}

/// Every page of `t`'s site, worded in `lang`.
pub fn build(t: &Tournament, lang: Language) -> Result<Site, PublishError> {
    let b = builder(t, lang);
    let standings = tiebreak::standings(t, b.with_results);
    let (documents, latest) = document_pages(&b, &standings)?;
    let mut pages_out = vec![home(&b, latest.as_ref())?];
    pages_out.extend(documents);
    pages_out.extend(player_pages(&b, &standings)?);
    Ok(Site { pages: pages_out })
}
