//! One frame of each main panel with a 5,000-player, 15-round Swiss open, drawn by
//! egui_kittest (no GPU): the time the window needs per frame once the derived data is
//! computed (issue 11: target ≤ 4 ms per panel). Run with `cargo bench --bench ui_frame`.
//!
//! The event is a restored recovery copy, not an open file: the changes of
//! `rounds_after_a_result` go to the recovery file (no `.bak` of 5,000 players per
//! iteration), as for a tournament not saved yet.

#![allow(clippy::unwrap_used, clippy::expect_used)]

mod support;
#[path = "../tests/ui_support/mod.rs"]
mod ui_support;

use divan::Bencher;
use egui_kittest::Harness;
use std::sync::OnceLock;
use torneo::domain::Tournament;
use torneo::ui::{Action, Tab, TorneoApp};

fn main() {
    divan::main();
}

/// The event, built once for every benchmark.
fn event() -> &'static Tournament {
    static EVENT: OnceLock<Tournament> = OnceLock::new();
    EVENT.get_or_init(|| support::big_swiss(support::PLAYERS, support::ROUNDS))
}

/// The window with the event restored from its recovery file and shown on `tab`, after a
/// few frames (derived data computed). The folder holds the recovery file.
fn window_on(tab: Tab) -> (tempfile::TempDir, Harness<'static, TorneoApp>) {
    let dir = tempfile::tempdir().unwrap();
    let recovery = dir.path().join("recovery.ron");
    torneo::session::files::write_recovery(&recovery, event()).unwrap();
    let mut h = ui_support::harness(recovery, None, Vec::new());
    h.step();
    ui_support::click(&mut h, "Restore");
    let ctx = h.ctx.clone();
    h.state_mut().perform(&ctx, Action::ShowTab(tab));
    for _ in 0..3 {
        h.step();
    }
    assert_eq!(
        h.state().session().tournament().players.len(),
        support::PLAYERS as usize
    );
    (dir, h)
}

#[divan::bench(
    args = [Tab::Players, Tab::Rounds, Tab::Standings, Tab::Crosstable],
    sample_count = 50
)]
fn panel(bencher: Bencher, tab: Tab) {
    let (_dir, mut h) = window_on(tab);
    bencher.bench_local(|| h.step());
}

/// The frame after a result is typed on the Rounds tab: the session's derived data
/// (histories, scores) is computed again for the new revision.
#[divan::bench(sample_count = 50)]
fn rounds_after_a_result(bencher: Bencher) {
    use torneo::domain::GameResult;
    use torneo::session::Command;
    let (_dir, mut h) = window_on(Tab::Rounds);
    let ctx = h.ctx.clone();
    let round = h.state().session().tournament().rounds_paired();
    let mut flip = false;
    bencher.bench_local(|| {
        flip = !flip;
        let result = if flip {
            GameResult::Pending
        } else {
            GameResult::Draw
        };
        let command = Command::SetResult {
            round,
            board: 3,
            result,
        };
        h.state_mut().perform(&ctx, Action::Apply(command));
        h.step();
    });
}

/// A frame of Players → Paste entry list… with 5,000 rows pasted (issue 33: the preview
/// draws only the rows on screen; the list is read and checked once, when pasted).
#[divan::bench(sample_count = 50)]
fn entry_list_preview(bencher: Bencher) {
    use egui_kittest::kittest::Queryable;
    let dir = tempfile::tempdir().unwrap();
    let mut h = ui_support::harness(dir.path().join("recovery.ron"), None, Vec::new());
    h.step();
    let ctx = h.ctx.clone();
    h.state_mut().perform(&ctx, Action::PasteEntryList);
    // The dialog fades in over a few frames.
    for _ in 0..10 {
        h.step();
    }
    h.get_by_label_contains("Paste the list here").focus();
    h.step();
    let list = support::pasted_entry_list(5_000);
    h.event(egui::Event::Paste(list));
    for _ in 0..3 {
        h.step();
    }
    assert!(h.query_by_label("Add 5000 players").is_some());
    bencher.bench_local(|| h.step());
}
