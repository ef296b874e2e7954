//! Publishing speed (issue 38): the whole site of a 500-player, 11-round Swiss (home,
//! 11 round pages, 11 standings, the crosstable, the players list, 500 players' pages),
//! built in memory, and built and written atomically to a folder (the pages into a
//! temporary folder, then the swap), and from a change of the session to the site written
//! by the publisher thread. Target: ≤ 1 s for the write. Run with
//! `cargo bench --bench publish`.

#![allow(clippy::unwrap_used, clippy::expect_used)]

mod support;

use divan::Bencher;
use torneo::i18n::Language;
use torneo::publish;

fn main() {
    divan::main();
}

#[divan::bench(sample_count = 10)]
fn site_500_players_11_rounds_in_memory(bencher: Bencher) {
    let t = support::big_swiss(500, 11);
    bencher.bench_local(|| publish::site::build(&t, Language::Italian).unwrap());
}

#[divan::bench(sample_count = 10)]
fn site_500_players_11_rounds_written(bencher: Bencher) {
    let t = support::big_swiss(500, 11);
    let dir = tempfile::tempdir().unwrap();
    let folder = dir.path().join("site");
    bencher.bench_local(|| publish::publish(&t, Language::Italian, &folder).unwrap());
}

/// Publishing after every change through the session (Settings → *Publishing*): from a
/// change (the tournament renamed) to the site of 500 players × 11 rounds in its folder,
/// written by the publisher thread. Target: ≤ 1 s.
#[divan::bench(sample_count = 10)]
fn change_to_site_written_500_players_11_rounds(bencher: Bencher) {
    use torneo::domain::PublishOptions;
    use torneo::session::{Command, Session};
    let dir = tempfile::tempdir().unwrap();
    let mut t = support::big_swiss(500, 11);
    t.settings.publish = PublishOptions {
        folder: Some(dir.path().join("site")),
        after_every_change: true,
        pairings_qr_address: None,
    };
    let mut session = Session::new(t);
    session.set_site_language(Language::Italian);
    let mut n = 0;
    bencher.bench_local(|| {
        n += 1;
        let mut settings = session.tournament().settings.clone();
        settings.name = format!("Open {n}");
        session
            .apply(Command::UpdateSettings(Box::new(settings)))
            .unwrap();
        session.flush_site();
    });
    assert!(session.site_failure().is_none());
}
