//! The prize list (premiazione): every prize given, in the order it is read out, with the
//! player, his place in the prize's list and what he receives (the Hort system's split
//! beside a shared amount), then everything the arbiter should know (`awards::PrizeNote`).
//! [`csv`] writes the same list for the treasurer.

use super::document::{Align, Block, Document, Orientation};
use super::request::PrintRequest;
use super::table::{row, stretch, table, titled};
use super::words::ColumnWord as W;
use crate::awards::{self, Award, PrizeList, money, prize_label, prize_value};
use crate::domain::{Prize, Tournament};
use crate::i18n::{Language, Localize};
use crate::tiebreak;
use crate::{frame, notation, tr};

/// The prize list after the last round with results.
pub fn build(t: &Tournament, request: &PrintRequest) -> Document {
    let lang = request.language;
    let after = crate::build::last_round_with_results(t);
    let standings = tiebreak::standings(t, after);
    let mut list = awards::award(t, &standings);
    // The Prizes panel's order, when it asks for one other than the settings'.
    if let Some(order) = request.reading_order {
        awards::read_in_order(&t.settings.prizes, order, &mut list.awards);
    }
    let title = tr!(lang, "report-title-prizes");
    let round = (standings.after_round > 0).then_some(standings.after_round);
    frame::document(
        t,
        request,
        round,
        title,
        Orientation::Portrait,
        blocks(t, lang, &list),
    )
}

/// What a player receives: the prize as printed, with the Hort split when shared.
fn received(lang: Language, t: &Tournament, prize: &Prize, award: &Award) -> String {
    let currency = &t.settings.prizes.currency;
    match (award.money, award.share) {
        (Some(paid), Some(share)) => tr!(
            lang,
            "report-prize-shared",
            paid = money(lang, paid, currency),
            kept = money(lang, share.kept, currency),
            pool = money(lang, share.from_pool, currency)
        ),
        (Some(paid), None) => money(lang, paid, currency),
        (None, _) => prize_value(lang, prize, currency),
    }
}

fn blocks(t: &Tournament, lang: Language, list: &PrizeList) -> Vec<Block> {
    let columns = vec![
        titled(tr!(lang, "report-prize-column-prize"), Align::Left),
        titled(tr!(lang, "report-prize-column-place"), Align::Right),
        stretch(lang, W::Name),
        titled(W::Points.localize(lang), Align::Right),
        titled(tr!(lang, "report-prize-column-receives"), Align::Right),
    ];
    let rows = list
        .awards
        .iter()
        .filter_map(|award| {
            let prize = t.settings.prizes.prizes.get(award.prize)?;
            let name = t.player(award.player).map(|p| p.name.clone())?;
            Some(row(vec![
                prize_label(lang, prize.category.as_deref(), prize.place),
                award.place.place_text(),
                name,
                notation::points(award.points),
                received(lang, t, prize, award),
            ]))
        })
        .collect::<Vec<_>>();
    let mut blocks = Vec::new();
    if rows.is_empty() {
        blocks.push(Block::Paragraph(tr!(lang, "report-no-prizes")));
    } else {
        blocks.push(Block::Table(table(columns, rows)));
    }
    if !list.notes.is_empty() {
        blocks.push(Block::Heading(tr!(lang, "report-heading-prize-notes")));
        blocks.extend(
            list.notes
                .iter()
                .map(|n| Block::Paragraph(n.localize(lang))),
        );
    }
    blocks
}

/// The prize list as CSV for the treasurer: a header row, then one row per prize given
/// (prize, place, name, FIDE ID, points, amount with a full stop before the cents, the
/// object), in the order it is read out.
pub fn csv(t: &Tournament, lang: Language) -> Result<String, csv::Error> {
    let standings = tiebreak::standings(t, crate::build::last_round_with_results(t));
    let list = awards::award(t, &standings);
    let mut writer = csv::Writer::from_writer(Vec::new());
    writer.write_record([
        tr!(lang, "report-prize-column-prize"),
        tr!(lang, "report-prize-column-place"),
        W::Name.localize(lang),
        W::FideId.localize(lang),
        W::Points.localize(lang),
        tr!(lang, "report-prize-column-amount"),
        tr!(lang, "report-prize-column-object"),
    ])?;
    for award in &list.awards {
        let (Some(prize), Some(player)) = (
            t.settings.prizes.prizes.get(award.prize),
            t.player(award.player),
        ) else {
            continue;
        };
        let object = match &prize.value {
            crate::domain::PrizeValue::Object { description, .. } => description.clone(),
            crate::domain::PrizeValue::Money(_) => String::new(),
        };
        writer.write_record([
            prize_label(lang, prize.category.as_deref(), prize.place),
            award.place.place_text(),
            player.name.clone(),
            player.fide_id.map(|id| id.to_string()).unwrap_or_default(),
            award.points.to_decimal_string(),
            award.money.map(|m| m.format('.')).unwrap_or_default(),
            object,
        ])?;
    }
    let bytes = writer
        .into_inner()
        .map_err(|e| csv::Error::from(e.into_error()))?;
    Ok(String::from_utf8_lossy(&bytes).into_owned())
}
