//! The norm report (FIDE B.01 1.4, `torneo-norm`): a summary of every player's norm
//! checks, then, for each player with a norm (or the one asked for), the page an arbiter
//! attaches to the certificate: the games counted and left out, and for each title the
//! rating average with the floor, the performance and every requirement, met or not,
//! with its B.01 article.

use super::document::{Align, Block, Document, Field, Orientation, Row, RowStyle};
use super::frame;
use super::request::PrintRequest;
use super::table::{row, table, titled};
use crate::domain::{PlayerId, Tournament};
use crate::i18n::{Language, Localize};
use crate::norm::{self, NormCheck, PlayerNorms};
use crate::tr;

/// The norm report of every player (`player` = `None`) or of one.
pub fn build(t: &Tournament, request: &PrintRequest, player: Option<PlayerId>) -> Document {
    let lang = request.language;
    let mut blocks = Vec::new();
    if let Some(note) = norm::event_note(t) {
        blocks.push(Block::Paragraph(note.localize(lang)));
    }
    blocks.push(Block::Paragraph(tr!(lang, "report-norm-source")));
    match player.and_then(|id| norm::check_player(t, id)) {
        Some(norms) => blocks.extend(player_section(t, lang, &norms)),
        None => {
            let all = norm::check_all(t);
            blocks.push(summary(t, lang, &all));
            for norms in all.iter().filter(|n| !n.achieved().is_empty()) {
                blocks.push(Block::PageBreak(None));
                blocks.extend(player_section(t, lang, norms));
            }
        }
    }
    frame::document(
        t,
        request,
        None,
        tr!(lang, "report-title-norms"),
        Orientation::Portrait,
        blocks,
    )
}

/// One line per player: games, points, and per title "yes" or the articles failed.
fn summary(t: &Tournament, lang: Language, all: &[PlayerNorms]) -> Block {
    let mut columns = vec![
        titled(tr!(lang, "report-column", column = "number"), Align::Right),
        titled(tr!(lang, "report-column", column = "name"), Align::Left),
        titled(
            tr!(lang, "report-column", column = "federation"),
            Align::Left,
        ),
        titled(tr!(lang, "report-norm-games"), Align::Right),
        titled(tr!(lang, "report-column", column = "points"), Align::Right),
    ];
    columns.extend(norm::NormTitle::ALL.map(|title| titled(title.code().into(), Align::Left)));
    let rows = all
        .iter()
        .map(|norms| {
            let p = t.player(norms.player);
            let mut cells = vec![
                p.map(|p| p.pairing_number.to_string()).unwrap_or_default(),
                p.map(|p| p.name.clone()).unwrap_or_default(),
                p.map(|p| p.federation.clone()).unwrap_or_default(),
                norms.games.counted.len().to_string(),
                half_points(norms.games.counted.iter().map(|g| g.score_halves).sum()),
            ];
            cells.extend(norm::NormTitle::ALL.map(|title| {
                norms
                    .checks
                    .iter()
                    .find(|c| c.title == title)
                    .map(|c| verdict(lang, norms, c))
                    .unwrap_or_default()
            }));
            let style = if norms.achieved().is_empty() {
                RowStyle::Normal
            } else {
                RowStyle::Strong
            };
            Row { cells, style }
        })
        .collect();
    Block::Table(table(columns, rows))
}

/// "norm" when met, "norm (1–9)" when met over the first rounds (1.4.1e), else the
/// articles not met ("1.4.8a 1.4.8").
fn verdict(lang: Language, norms: &PlayerNorms, check: &NormCheck) -> String {
    if check.is_met() {
        return tr!(lang, "report-norm-achieved");
    }
    if let Some(earlier) = norms.earlier.iter().find(|e| e.check.title == check.title) {
        return tr!(
            lang,
            "report-norm-achieved-until",
            round = earlier.last_round
        );
    }
    if norms
        .without_wins
        .iter()
        .any(|w| w.check.title == check.title)
    {
        return tr!(lang, "report-norm-achieved-without-wins");
    }
    check
        .failed()
        .map(|r| r.article())
        .collect::<Vec<_>>()
        .join(" ")
}

/// The page of one player: who, the games, each title's check.
fn player_section(t: &Tournament, lang: Language, norms: &PlayerNorms) -> Vec<Block> {
    let Some(p) = t.player(norms.player) else {
        return Vec::new();
    };
    let mut blocks = vec![
        Block::Heading(tr!(
            lang,
            "report-norm-player",
            name = p.name.clone(),
            federation = p.federation.clone(),
            rating = p.rating.map(|r| r.to_string()).unwrap_or_default()
        )),
        games_table(t, lang, norms),
    ];
    for game in &norms.games.excluded {
        let opponent = t
            .player(game.opponent)
            .map(|o| o.name.clone())
            .unwrap_or_default();
        blocks.push(Block::Paragraph(tr!(
            lang,
            "report-norm-excluded",
            round = game.round,
            opponent = opponent,
            reason = game.reason.localize(lang)
        )));
    }
    for check in &norms.checks {
        blocks.extend(check_blocks(t, lang, check, None));
        if let Some(earlier) = norms.earlier.iter().find(|e| e.check.title == check.title) {
            blocks.extend(check_blocks(
                t,
                lang,
                &earlier.check,
                Some(earlier.last_round),
            ));
        }
        if let Some(without) = norms
            .without_wins
            .iter()
            .find(|w| w.check.title == check.title)
        {
            let opponents: Vec<String> = without
                .dropped
                .iter()
                .zip(&without.dropped_rounds)
                .map(|(id, round)| {
                    let name = t.player(*id).map(|o| o.name.clone()).unwrap_or_default();
                    format!("{name} ({round})")
                })
                .collect();
            let mut section = check_blocks(t, lang, &without.check, None);
            // The heading says which games were left out (1.4.1f).
            if let Some(Block::Heading(heading)) = section.first_mut() {
                *heading = tr!(
                    lang,
                    "report-norm-without-wins",
                    title = without.check.title.code(),
                    opponents = crate::i18n::join_and(lang, &opponents)
                );
            }
            blocks.extend(section);
        }
    }
    blocks
}

/// The counted games: round, opponent, title, federation, rating, result.
fn games_table(t: &Tournament, lang: Language, norms: &PlayerNorms) -> Block {
    let columns = vec![
        titled(tr!(lang, "report-norm-round"), Align::Right),
        titled(tr!(lang, "report-column", column = "opponent"), Align::Left),
        titled(tr!(lang, "report-column", column = "title"), Align::Left),
        titled(
            tr!(lang, "report-column", column = "federation"),
            Align::Left,
        ),
        titled(tr!(lang, "report-column", column = "rating"), Align::Right),
        titled(tr!(lang, "report-column", column = "result"), Align::Centre),
    ];
    let rows = norms
        .games
        .counted
        .iter()
        .map(|g| {
            row(vec![
                g.round.to_string(),
                t.player(g.opponent)
                    .map(|o| o.name.clone())
                    .unwrap_or_default(),
                g.title
                    .map(|title| title.code().to_string())
                    .unwrap_or_default(),
                g.federation.clone(),
                g.rating
                    .map_or_else(|| tr!(lang, "report-norm-unrated"), |r| r.to_string()),
                match g.score_halves {
                    2 => "1".into(),
                    1 => "½".into(),
                    _ => "0".into(),
                },
            ])
        })
        .collect();
    Block::Table(table(columns, rows))
}

/// One title: the figures, then every requirement with its article and verdict; over
/// rounds 1..=`last_round` for a norm reached before the end (1.4.1e).
fn check_blocks(
    t: &Tournament,
    lang: Language,
    check: &NormCheck,
    last_round: Option<u32>,
) -> Vec<Block> {
    let verdict = if let Some(round) = last_round {
        tr!(
            lang,
            "report-norm-title-met-until",
            title = check.title.code(),
            round = round
        )
    } else if check.is_met() {
        tr!(lang, "report-norm-title-met", title = check.title.code())
    } else {
        tr!(
            lang,
            "report-norm-title-not-met",
            title = check.title.code()
        )
    };
    let mut fields = vec![Field {
        label: tr!(lang, "report-norm-score-label"),
        value: tr!(
            lang,
            "report-norm-score-value",
            points = half_points(check.score_halves),
            games = check.games,
            percent = check.percent
        ),
    }];
    if let Some(raised) = &check.raised {
        let name = t
            .player(raised.opponent)
            .map(|o| o.name.clone())
            .unwrap_or_default();
        fields.push(Field {
            label: tr!(lang, "report-norm-floor-label"),
            value: tr!(
                lang,
                "report-norm-floor-value",
                name = name,
                round = raised.round,
                rating = raised
                    .rating
                    .map_or_else(|| tr!(lang, "report-norm-unrated"), |r| r.to_string()),
                floor = raised.floor
            ),
        });
    }
    fields.extend(check.norm_games.map(|games| games_field(lang, games)));
    fields.push(Field {
        label: tr!(lang, "report-norm-performance-label"),
        value: tr!(
            lang,
            "report-norm-performance-value",
            average = check.average,
            difference = signed(check.rating_difference),
            performance = check.performance
        ),
    });
    let columns = vec![
        titled(tr!(lang, "report-norm-article"), Align::Left),
        titled(tr!(lang, "report-norm-requirement"), Align::Left),
        titled(tr!(lang, "report-norm-met"), Align::Centre),
    ];
    let rows = check
        .requirements
        .iter()
        .map(|r| Row {
            cells: vec![
                format!("B.01 {}", r.article()),
                r.localize(lang),
                if r.is_met() {
                    tr!(lang, "report-norm-yes")
                } else {
                    tr!(lang, "report-norm-no")
                },
            ],
            style: if r.is_met() {
                RowStyle::Normal
            } else {
                RowStyle::Strong
            },
        })
        .collect();
    vec![
        Block::Heading(verdict),
        Block::Fields(fields),
        Block::Table(table(columns, rows)),
    ]
}

/// B.01 1.4.1c, 1.4.1d, 1.7: the games a norm met counts for ("9 + 1 (…) = 10").
fn games_field(lang: Language, games: norm::NormGames) -> Field {
    let sum = games.games + games.extra;
    Field {
        label: tr!(lang, "report-norm-games-label"),
        value: tr!(
            lang,
            "report-norm-games-value",
            games = games.games,
            extra = games.extra,
            required = half_points(games.required_halves),
            sum = sum,
            limited = if games.limited { "yes" } else { "no" },
            total = games.total
        ),
    }
}

/// "6½" from half points.
fn half_points(halves: i64) -> String {
    match (halves / 2, halves % 2) {
        (0, 1) => "½".into(),
        (whole, 1) => format!("{whole}½"),
        (whole, _) => whole.to_string(),
    }
}

/// "+125", "-36".
fn signed(value: i64) -> String {
    if value >= 0 {
        format!("+{value}")
    } else {
        value.to_string()
    }
}
