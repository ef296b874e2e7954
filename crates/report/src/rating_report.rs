//! The rating report (issue 37, FIDE B.02): a summary line per player (rating, K, games,
//! score, expected score, change, new rating, ARO, TPR), then each player's games: the
//! opponent, his rating, the result, the expected score and the change game by game, and
//! the total. The "Rtg +/-" column of the standings comes from the same numbers.

use super::document::{Align, Block, Document, Orientation, Row, RowStyle};
use super::request::PrintRequest;
use super::roster::Roster;
use super::table::{row, stretch, table, titled};
use super::words::ColumnWord as W;
use super::{frame, notation};
use crate::domain::{Player, Tournament};
use crate::i18n::{Language, Localize};
use crate::rating::{
    Outcome, PlayerRating, RatingReport, RatingWord, hundredths, rating_report, signed_hundredths,
};
use crate::tr;

/// A column title of the rating report.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RatingColumn {
    Round,
    K,
    Games,
    Score,
    Expected,
    Change,
    NewRating,
    AverageRatingOfOpponents,
    PerformanceRating,
    /// "Rtg +/-": the standings' column.
    RatingChange,
}

impl RatingColumn {
    pub const ALL: [RatingColumn; 10] = [
        RatingColumn::Round,
        RatingColumn::K,
        RatingColumn::Games,
        RatingColumn::Score,
        RatingColumn::Expected,
        RatingColumn::Change,
        RatingColumn::NewRating,
        RatingColumn::AverageRatingOfOpponents,
        RatingColumn::PerformanceRating,
        RatingColumn::RatingChange,
    ];
}

impl Localize for RatingColumn {
    fn localize(&self, lang: Language) -> String {
        let key = match self {
            RatingColumn::Round => "round",
            RatingColumn::K => "k",
            RatingColumn::Games => "games",
            RatingColumn::Score => "score",
            RatingColumn::Expected => "expected",
            RatingColumn::Change => "change",
            RatingColumn::NewRating => "new-rating",
            RatingColumn::AverageRatingOfOpponents => "aro",
            RatingColumn::PerformanceRating => "tpr",
            RatingColumn::RatingChange => "rating-change",
        };
        tr!(lang, "report-rating-column", column = key)
    }
}

fn column(lang: Language, word: RatingColumn) -> super::document::Column {
    titled(word.localize(lang), Align::Right)
}

/// The change as the standings show it: "+6", "-10", "0"; empty for an unrated player.
pub fn change_cell(line: Option<&PlayerRating>) -> String {
    match line.and_then(PlayerRating::change) {
        Some(change) if change > 0 => format!("+{change}"),
        Some(change) => change.to_string(),
        None => String::new(),
    }
}

/// Each player's rating change after `after_round`, as the standings show it ("+6";
/// empty for a player without one), in the report's order.
pub fn change_cells(t: &Tournament, after_round: u32) -> Vec<(crate::domain::PlayerId, String)> {
    rating_report(t, after_round)
        .players
        .iter()
        .map(|line| (line.player, change_cell(Some(line))))
        .collect()
}

pub fn build(t: &Tournament, request: &PrintRequest, after_round: u32) -> Document {
    let lang = request.language;
    let report = rating_report(t, after_round);
    let title = tr!(
        lang,
        "report-title-rating-changes",
        round = report.after_round,
        list = RatingWord::List(report.list).localize(lang)
    );
    let round = (report.after_round > 0).then_some(report.after_round);
    let mut blocks = vec![Block::Table(summary(t, lang, &report))];
    let roster = Roster::new(t);
    for line in &report.players {
        if let Some(player) = roster.get(line.player) {
            blocks.extend(player_section(t, lang, player, line));
        }
    }
    blocks.push(Block::Paragraph(tr!(lang, "report-rating-note")));
    frame::document(t, request, round, title, Orientation::Portrait, blocks)
}

/// One line per player, in the tournament's order.
fn summary(t: &Tournament, lang: Language, report: &RatingReport) -> super::document::Table {
    let columns = vec![
        super::table::column(lang, W::Number, Align::Right),
        stretch(lang, W::Name),
        super::table::column(lang, W::Rating, Align::Right),
        column(lang, RatingColumn::K),
        column(lang, RatingColumn::Games),
        column(lang, RatingColumn::Score),
        column(lang, RatingColumn::Expected),
        column(lang, RatingColumn::Change),
        column(lang, RatingColumn::NewRating),
        column(lang, RatingColumn::AverageRatingOfOpponents),
        column(lang, RatingColumn::PerformanceRating),
    ];
    let rows = report
        .players
        .iter()
        .filter_map(|line| {
            let p = t.player(line.player)?;
            let score: i64 = line.games.iter().map(|g| g.score_hundredths).sum();
            let (k, expected) = match &line.outcome {
                Outcome::Rated { k, change } => (
                    k.value.to_string(),
                    notation::decimal(lang, hundredths(change.expected_hundredths)),
                ),
                Outcome::Unrated(_) => (String::new(), String::new()),
            };
            let performance = line.performance;
            let optional = |v: Option<i64>| v.map(|v| v.to_string()).unwrap_or_default();
            Some(row(vec![
                notation::number(p),
                p.name.clone(),
                notation::rating(p),
                k,
                line.games.len().to_string(),
                notation::decimal(lang, hundredths(score)),
                expected,
                change_cell(Some(line)),
                if line.below_floor() {
                    // B.02 7.2.1: under 1400, shown as unrated.
                    tr!(lang, "rating-new-unrated")
                } else {
                    optional(line.new_rating())
                },
                optional(performance.and_then(|q| q.average_rating_of_opponents)),
                optional(performance.and_then(|q| q.performance_rating)),
            ]))
        })
        .collect();
    table(columns, rows)
}

/// A player's heading, K (and why), games and total.
fn player_section(
    t: &Tournament,
    lang: Language,
    player: &Player,
    line: &PlayerRating,
) -> Vec<Block> {
    let heading = match player.rating {
        Some(rating) => format!("{} ({rating})", player.name),
        None => player.name.clone(),
    };
    let mut blocks = vec![Block::Heading(heading)];
    let per_game: Vec<(String, String)> = match &line.outcome {
        Outcome::Rated { k, change } => {
            blocks.push(Block::Paragraph(k.localize(lang)));
            change
                .games
                .iter()
                .map(|g| {
                    (
                        notation::decimal(lang, hundredths(g.expected_hundredths)),
                        notation::decimal(lang, signed_hundredths(g.change_hundredths)),
                    )
                })
                .collect()
        }
        Outcome::Unrated(initial) => {
            blocks.push(Block::Paragraph(initial.localize(lang)));
            line.games.iter().map(|_| Default::default()).collect()
        }
    };
    blocks.extend(
        line.notes(t)
            .iter()
            .map(|note| Block::Paragraph(note.localize(lang))),
    );
    if line.games.is_empty() {
        return blocks;
    }
    let columns = vec![
        column(lang, RatingColumn::Round),
        stretch(lang, W::Opponent),
        super::table::column(lang, W::Rating, Align::Right),
        super::table::column(lang, W::Result, Align::Right),
        column(lang, RatingColumn::Expected),
        column(lang, RatingColumn::Change),
    ];
    let mut rows: Vec<Row> = line
        .games
        .iter()
        .zip(per_game)
        .map(|(g, (expected, change))| {
            let opponent = t
                .player(g.opponent)
                .map_or_else(String::new, |o| o.name.clone());
            row(vec![
                g.round.to_string(),
                opponent,
                g.opponent_rating.to_string(),
                notation::decimal(lang, hundredths(g.score_hundredths)),
                expected,
                change,
            ])
        })
        .collect();
    if let Outcome::Rated { change, .. } = &line.outcome {
        rows.push(Row {
            cells: vec![
                String::new(),
                tr!(lang, "report-rating-total"),
                String::new(),
                notation::decimal(lang, hundredths(change.score_hundredths)),
                notation::decimal(lang, hundredths(change.expected_hundredths)),
                format!(
                    "{} → {}",
                    notation::decimal(lang, signed_hundredths(change.exact_hundredths)),
                    change_cell(Some(line))
                ),
            ],
            style: RowStyle::Normal,
        });
    }
    blocks.push(Block::Table(table(columns, rows)));
    blocks
}
