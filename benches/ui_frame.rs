//! One frame of each main panel with a 5,000-player, 15-round Swiss open, drawn by
//! egui_kittest (no GPU): the time the window needs per frame once the derived data is
//! computed (issue 11: target ≤ 4 ms per panel). Run with `cargo bench --bench ui_frame`.

#![allow(clippy::unwrap_used, clippy::expect_used)]

mod support;

use divan::Bencher;
use egui_kittest::Harness;
use std::path::PathBuf;
use std::sync::OnceLock;
use torneo::ui::dialogs::ScriptedDialogs;
use torneo::ui::{Action, AppOptions, Language, Prefs, Tab, TorneoApp};

fn main() {
    divan::main();
}

/// The event's file, written once for every benchmark.
fn file() -> &'static PathBuf {
    static FILE: OnceLock<(tempfile::TempDir, PathBuf)> = OnceLock::new();
    let (_, path) = FILE.get_or_init(|| {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("open5000.ron");
        let t = support::big_swiss(support::PLAYERS, support::ROUNDS);
        torneo::formats::ron::save(&path, &t).unwrap();
        (dir, path)
    });
    path
}

/// The window with the event open on `tab`, after a few frames (derived data computed).
fn window_on(tab: Tab) -> Harness<'static, TorneoApp> {
    let open = Some(file().clone());
    let recovery = file().with_file_name("recovery.ron");
    let mut h = Harness::builder()
        .with_size([1280.0, 1000.0])
        .build_eframe(move |cc| {
            TorneoApp::new(
                &cc.egui_ctx,
                AppOptions {
                    open,
                    recovery_file: Some(recovery),
                    dialogs: Box::new(ScriptedDialogs::default()),
                    prefs: Prefs {
                        language: Language::English,
                        recent: Vec::new(),
                    },
                },
            )
        });
    let ctx = h.ctx.clone();
    h.state_mut().perform(&ctx, Action::ShowTab(tab));
    for _ in 0..3 {
        h.step();
    }
    h
}

fn frames(bencher: Bencher, tab: Tab) {
    let mut h = window_on(tab);
    bencher.bench_local(|| h.step());
}

#[divan::bench(sample_count = 50)]
fn players(bencher: Bencher) {
    frames(bencher, Tab::Players);
}

#[divan::bench(sample_count = 50)]
fn rounds(bencher: Bencher) {
    frames(bencher, Tab::Rounds);
}

#[divan::bench(sample_count = 50)]
fn standings(bencher: Bencher) {
    frames(bencher, Tab::Standings);
}

#[divan::bench(sample_count = 50)]
fn crosstable(bencher: Bencher) {
    frames(bencher, Tab::Crosstable);
}

/// The frame after a result is typed on the Rounds tab: the session's derived data
/// (histories, scores) is computed again for the new revision.
#[divan::bench(sample_count = 50)]
fn rounds_after_a_result(bencher: Bencher) {
    use torneo::domain::GameResult;
    use torneo::session::Command;
    let mut h = window_on(Tab::Rounds);
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
