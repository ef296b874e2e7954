//! The round-robin schedule: every round of the Berger table (C.05 Annex 1) over the
//! players' pairing numbers (drawn by lot, or by the Varma restricted draw, C.05 Annex
//! 2), all cycles, boards in table order; the player drawn against the bye number rests.

use super::document::{Align, Block, Document, Orientation, Row};
use super::error::ReportError;
use super::request::PrintRequest;
use super::table::{column, row, stretch, table};
use super::words::ColumnWord as W;
use super::{frame, notation};
use crate::domain::{PairingSystem, Player, Tournament};
use crate::pairing::round_robin::{CycleOrder, schedule};
use crate::tr;
use std::collections::BTreeMap;

pub fn build(t: &Tournament, request: &PrintRequest) -> Result<Document, ReportError> {
    let PairingSystem::RoundRobin { cycles } = t.settings.system else {
        return Err(ReportError::ScheduleForSwiss);
    };
    let lang = request.language;
    let by_number = players_by_number(t)?;
    let count = u32::try_from(by_number.len()).unwrap_or(u32::MAX);
    let rests = tr!(lang, "report-rests");
    let mut blocks = Vec::new();
    // The session pairs with the FIDE order of cycles (pairing::round_robin::pair).
    for (i, round) in schedule(count, u32::from(cycles), CycleOrder::FideSwap)
        .into_iter()
        .enumerate()
    {
        let mut rows: Vec<Row> = Vec::with_capacity(round.len());
        let mut resting = None;
        for (white, black) in round {
            match (by_number.get(&white), by_number.get(&black)) {
                (Some(w), Some(b)) => rows.push(row(vec![
                    (rows.len() + 1).to_string(),
                    notation::number(w),
                    w.name.clone(),
                    notation::number(b),
                    b.name.clone(),
                ])),
                // C.05 Annex 1: the player drawn against the bye number rests.
                (Some(p), None) | (None, Some(p)) => resting = Some(*p),
                (None, None) => {}
            }
        }
        if let Some(p) = resting {
            rows.push(row(vec![
                String::new(),
                notation::number(p),
                p.name.clone(),
                String::new(),
                rests.clone(),
            ]));
        }
        blocks.push(Block::Heading(tr!(
            lang,
            "report-heading-round",
            round = (i + 1)
        )));
        blocks.push(Block::Table(table(
            vec![
                column(lang, W::Board, Align::Right),
                column(lang, W::Number, Align::Right),
                stretch(lang, W::White),
                column(lang, W::Number, Align::Right),
                stretch(lang, W::Black),
            ],
            rows,
        )));
    }
    Ok(frame::document(
        t,
        request,
        None,
        tr!(lang, "report-title-schedule"),
        Orientation::Portrait,
        blocks,
    ))
}

/// The players by pairing number, which must be exactly 1..=n.
fn players_by_number(t: &Tournament) -> Result<BTreeMap<u32, &Player>, ReportError> {
    let count = t.players.len();
    if count < 2 {
        return Err(ReportError::ScheduleTooFewPlayers);
    }
    let mut by_number = BTreeMap::new();
    for p in t.players_by_pairing_number() {
        let n = p.pairing_number;
        let in_range = n >= 1 && usize::try_from(n).is_ok_and(|n| n <= count);
        if !in_range || by_number.insert(n, p).is_some() {
            return Err(ReportError::SchedulePairingNumbers {
                count,
                name: p.name.clone(),
                number: n,
            });
        }
    }
    Ok(by_number)
}
