//! Issue 38: the published site in a real browser. Headless Chromium, driven through
//! WebDriver (chromedriver) with the `fantoccini` client, opens every page of a site at
//! a phone's width (375 CSS pixels), and checks that every link resolves to a file of the
//! site, that nothing is loaded from elsewhere, that the page never scrolls sideways, that
//! a player's page shows his games, that a round page shows the printed pairings' rows,
//! and that hostile names read as typed.
//!
//! Needs Debian's `chromium` and `chromium-driver` (`apt-get install chromium
//! chromium-driver`). Without them the test says it is skipped and passes: CI machines
//! may not have a browser.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::report_support::brera;
use fantoccini::{Client, ClientBuilder};
use serde_json::{Value, json};
use std::net::{TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};
use torneo::domain::{PlayerId, Tournament};
use torneo::i18n::Language;
use torneo::publish::{self, pages};
use torneo::report::{self, Block, DocumentKind, PrintRequest};

/// The phone's width the pages must fit, in CSS pixels.
const PHONE_WIDTH: u64 = 375;

/// The first of `names` found on the PATH.
fn program(names: &[&str]) -> Option<PathBuf> {
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path)
        .flat_map(|folder| names.iter().map(move |name| folder.join(name)))
        .find(|candidate| candidate.is_file())
}

/// chromedriver, stopped when dropped.
struct Driver {
    child: Child,
    port: u16,
}

impl Driver {
    fn start(program: &Path) -> Driver {
        let port = TcpListener::bind("127.0.0.1:0")
            .unwrap()
            .local_addr()
            .unwrap()
            .port();
        let child = Command::new(program)
            .arg(format!("--port={port}"))
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let started = Instant::now();
        while TcpStream::connect(("127.0.0.1", port)).is_err() {
            assert!(
                started.elapsed() < Duration::from_secs(20),
                "chromedriver did not start"
            );
            std::thread::sleep(Duration::from_millis(50));
        }
        Driver { child, port }
    }
}

impl Drop for Driver {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Brera with hostile names: markup, quotes, right-to-left text.
fn tournament() -> Tournament {
    let mut t = brera();
    t.player_mut(PlayerId(2)).unwrap().name = "<script>alert('x')</script>".into();
    t.player_mut(PlayerId(3)).unwrap().name = "\"Quoted\" & <b>Bold</b> مرحبا".into();
    t
}

/// The path a `file://` URL names.
fn path_of(url: &str) -> PathBuf {
    let path = url.strip_prefix("file://").unwrap_or(url);
    let path = path.split(['#', '?']).next().unwrap_or_default();
    PathBuf::from(path.replace("%20", " "))
}

async fn rows(client: &Client) -> Vec<Vec<String>> {
    let script = "return Array.from(document.querySelectorAll('main tbody tr'))\
        .map(tr => Array.from(tr.cells).map(td => td.innerText.trim()));";
    serde_json::from_value(client.execute(script, vec![]).await.unwrap()).unwrap()
}

/// Opens `file` and checks what every page must hold; returns its links.
async fn open_and_check(client: &Client, site: &Path, file: &str) {
    let url = format!("file://{}", site.join(file).display());
    client.goto(&url).await.unwrap();
    let facts = client
        .execute(
            "const d = document.documentElement;\
             return { scroll: d.scrollWidth, client: d.clientWidth, inner: window.innerWidth,\
               foreign: document.querySelectorAll('script, link, img, iframe, object, embed').length,\
               links: Array.from(document.querySelectorAll('a[href]')).map(a => a.href),\
               title: document.title };",
            vec![],
        )
        .await
        .unwrap();
    let number = |key: &str| facts[key].as_u64().unwrap();
    assert_eq!(number("inner"), PHONE_WIDTH, "{file}: not at phone width");
    assert!(
        number("scroll") <= number("client"),
        "{file}: scrolls sideways at {PHONE_WIDTH} px ({} > {})",
        number("scroll"),
        number("client")
    );
    assert_eq!(number("foreign"), 0, "{file}: loads something");
    assert!(
        !facts["title"].as_str().unwrap().is_empty(),
        "{file}: no title"
    );
    for link in facts["links"].as_array().unwrap() {
        let target = path_of(link.as_str().unwrap());
        assert!(
            target.starts_with(site),
            "{file}: link out of the site {target:?}"
        );
        assert!(target.is_file(), "{file}: broken link {target:?}");
    }
}

/// The rows of `kind`'s printed pairings of `round` (every table, in order).
fn printed_rows(t: &Tournament, kind: DocumentKind, round: u32) -> Vec<Vec<String>> {
    let request = PrintRequest {
        round: Some(round),
        ..PrintRequest::new(kind, Language::English)
    };
    let document = report::build(t, &request).unwrap();
    document
        .blocks
        .iter()
        .filter_map(|block| match block {
            Block::Table(table) => Some(table.rows.iter().map(|r| r.cells.clone())),
            _ => None,
        })
        .flatten()
        .collect()
}

/// A client of the chromedriver at `port`, at a phone's width.
async fn phone(port: u16, chromium: &Path) -> Client {
    let capabilities = json!({
        "goog:chromeOptions": {
            "binary": chromium.to_string_lossy(),
            "args": ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
            "mobileEmulation": {
                "deviceMetrics": { "width": PHONE_WIDTH, "height": 812, "pixelRatio": 2.0 }
            }
        }
    });
    let Value::Object(capabilities) = capabilities else {
        unreachable!()
    };
    let connector = hyper_util::client::legacy::connect::HttpConnector::new();
    ClientBuilder::new(connector)
        .capabilities(capabilities)
        .connect(&format!("http://127.0.0.1:{port}"))
        .await
        .unwrap()
}

async fn browse(port: u16, chromium: &Path, t: &Tournament, site: &Path) {
    let client = phone(port, chromium).await;
    let built = publish::site::build(t, Language::English).unwrap();
    for page in &built.pages {
        open_and_check(&client, site, &page.file).await;
    }
    // Rossi, Mario (4): his four rounds, as on paper.
    open_and_check(&client, site, &pages::player(PlayerId(4))).await;
    let expected = [
        ["1", "4", "White", "Esposito, Giulia", "", "1", "1"],
        ["2", "3", "White", "Ferrari, Luca", "1760", "−", "1"],
        ["3", "3", "Black", "Bianchi, Chiara", "1980", "½", "1½"],
        ["4", "1", "White", "Müller, Nicolò", "2350", "", ""],
    ];
    assert_eq!(
        rows(&client).await,
        expected.map(|r| r.map(String::from).to_vec())
    );
    // Each round page shows the printed pairings' rows, hostile names as typed.
    for round in 1..=4 {
        open_and_check(&client, site, &pages::round(round)).await;
        let printed = printed_rows(t, DocumentKind::Pairings, round);
        assert_eq!(rows(&client).await, printed, "round {round}");
    }
    open_and_check(&client, site, pages::PLAYERS).await;
    let names: Vec<String> = rows(&client)
        .await
        .into_iter()
        .map(|r| r[2].clone())
        .collect();
    assert!(
        names.contains(&"<script>alert('x')</script>".to_string()),
        "{names:?}"
    );
    assert!(
        names.contains(&"\"Quoted\" & <b>Bold</b> مرحبا".to_string()),
        "{names:?}"
    );
    client.close().await.unwrap();
}

/// A team event's site (issue 39): every page at phone width, and each round page shows
/// the printed team pairings' rows (every match's boards, then the teams not playing).
async fn browse_team(port: u16, chromium: &Path, t: &Tournament, site: &Path) {
    let client = phone(port, chromium).await;
    let built = publish::site::build(t, Language::English).unwrap();
    for page in &built.pages {
        open_and_check(&client, site, &page.file).await;
    }
    for round in 1..=2 {
        open_and_check(&client, site, &pages::round(round)).await;
        let printed = printed_rows(t, DocumentKind::TeamPairings, round);
        assert!(!printed.is_empty());
        assert_eq!(rows(&client).await, printed, "round {round}");
    }
    client.close().await.unwrap();
}

/// Publishes `t` and runs `browse` over it in Chromium, or says it is skipped.
fn in_a_browser<F, Fut>(test: &str, t: &Tournament, browse: F)
where
    F: FnOnce(u16, PathBuf, Tournament, PathBuf) -> Fut,
    Fut: std::future::Future<Output = ()>,
{
    let chromium = program(&["chromium", "chromium-browser", "google-chrome"]);
    let chromedriver = program(&["chromedriver"]);
    let (Some(chromium), Some(chromedriver)) = (chromium, chromedriver) else {
        eprintln!(
            "SKIPPED {test}: chromium and chromedriver are not installed \
             (Debian: apt-get install chromium chromium-driver)"
        );
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let site = dir.path().join("site");
    publish::publish(t, Language::English, &site).unwrap();
    let driver = Driver::start(&chromedriver);
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    runtime.block_on(browse(driver.port, chromium, t.clone(), site));
}

#[test]
fn the_site_in_a_real_browser_at_phone_width() {
    let t = tournament();
    in_a_browser(
        "the_site_in_a_real_browser_at_phone_width",
        &t,
        |port, chromium, t, site| async move { browse(port, &chromium, &t, &site).await },
    );
}

#[test]
fn the_team_site_in_a_real_browser_at_phone_width() {
    in_a_browser(
        "the_team_site_in_a_real_browser_at_phone_width",
        &crate::print_support::printed_team_event(),
        |port, chromium, t, site| async move { browse_team(port, &chromium, &t, &site).await },
    );
}
