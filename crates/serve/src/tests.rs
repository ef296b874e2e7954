//! The server through real connections on the loopback interface: what is served, what
//! is refused (path traversal written every way, methods that write, listings), the
//! error pages' language, and stopping from another thread.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use super::*;
use std::io::{Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::path::Path;
use std::sync::Arc;
use std::sync::mpsc;
use std::time::Duration;
use torneo_i18n::{Language, Localize};

/// A site folder `site/` (home, a round, a style sheet, a players folder with its index,
/// a folder without one, a hidden file) inside a folder holding a secret beside it.
fn site() -> (tempfile::TempDir, std::path::PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("secret.txt"), "SECRET-OUTSIDE").unwrap();
    let site = dir.path().join("site");
    std::fs::create_dir_all(site.join("players")).unwrap();
    std::fs::create_dir_all(site.join("images")).unwrap();
    std::fs::write(site.join("index.html"), "<h1>HOME</h1>").unwrap();
    std::fs::write(site.join("round-1.html"), "<h1>ROUND 1</h1>").unwrap();
    std::fs::write(site.join("site.css"), "body{}").unwrap();
    std::fs::write(site.join("players").join("index.html"), "PLAYERS").unwrap();
    std::fs::write(site.join("images").join("logo.png"), "PNG").unwrap();
    std::fs::write(site.join(".lock"), "LOCK").unwrap();
    (dir, site)
}

fn loopback() -> SocketAddr {
    "127.0.0.1:0".parse().unwrap()
}

fn start(root: &Path, language: Language) -> VenueServer {
    let config = ServeConfig {
        language,
        ..ServeConfig::new(root, loopback())
    };
    VenueServer::start(config).unwrap()
}

/// A response: status, head (lower-cased) and body.
struct Answer {
    status: u16,
    head: String,
    body: String,
}

/// Sends `method target` as written (no normalisation) and reads the whole answer.
fn send(address: SocketAddr, method: &str, target: &str) -> Answer {
    let mut stream = TcpStream::connect(address).unwrap();
    stream
        .set_read_timeout(Some(Duration::from_secs(10)))
        .unwrap();
    let request = format!(
        "{method} {target} HTTP/1.1\r\nHost: venue\r\nConnection: close\r\nContent-Length: 0\r\n\r\n"
    );
    stream.write_all(request.as_bytes()).unwrap();
    let mut raw = Vec::new();
    stream.read_to_end(&mut raw).unwrap();
    let text = String::from_utf8_lossy(&raw).into_owned();
    let (head, body) = text.split_once("\r\n\r\n").unwrap_or((&text, ""));
    let status = head
        .split(' ')
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(0);
    Answer {
        status,
        head: head.to_ascii_lowercase(),
        body: body.to_string(),
    }
}

fn get(address: SocketAddr, target: &str) -> Answer {
    send(address, "GET", target)
}

#[test]
fn pages_are_served_with_their_content_type() {
    let (_dir, site) = site();
    let server = start(&site, Language::English);
    let home = get(server.address(), "/");
    assert_eq!(home.status, 200);
    assert_eq!(home.body, "<h1>HOME</h1>");
    assert!(home.head.contains("content-type: text/html; charset=utf-8"));
    let round = get(server.address(), "/round-1.html?from=qr#board-3");
    assert_eq!(
        (round.status, round.body.as_str()),
        (200, "<h1>ROUND 1</h1>")
    );
    let css = get(server.address(), "/site.css");
    assert!(css.head.contains("content-type: text/css"), "{}", css.head);
    let png = get(server.address(), "/images/logo.png");
    assert!(png.head.contains("content-type: image/png"), "{}", png.head);
    let players = get(server.address(), "/players/");
    assert_eq!((players.status, players.body.as_str()), (200, "PLAYERS"));
}

#[test]
fn head_answers_without_a_body() {
    let (_dir, site) = site();
    let server = start(&site, Language::English);
    let head = send(server.address(), "HEAD", "/round-1.html");
    assert_eq!(head.status, 200);
    assert!(head.head.contains("content-length: 16"), "{}", head.head);
    assert_eq!(head.body, "");
}

#[test]
fn no_path_leads_out_of_the_site() {
    let (dir, site) = site();
    #[cfg(unix)]
    {
        std::os::unix::fs::symlink(dir.path().join("secret.txt"), site.join("link.txt")).unwrap();
        std::os::unix::fs::symlink(dir.path(), site.join("up")).unwrap();
    }
    let server = start(&site, Language::English);
    let attempts = [
        ("/../secret.txt", 403),
        ("/players/../../secret.txt", 403),
        ("/%2e%2e/secret.txt", 403),
        ("/%2E%2E/secret.txt", 403),
        ("/%2e%2e%2fsecret.txt", 403),
        ("/.%2e/secret.txt", 403),
        ("/..%5csecret.txt", 400),
        ("/..\\secret.txt", 400),
        ("/players%5c..%5c..%5csecret.txt", 400),
        ("/%00/secret.txt", 400),
        ("/C:/secret.txt", 400),
        ("/%ff%fe", 400),
        ("secret.txt", 400),
        ("//secret.txt", 404),
        ("/%252e%252e/secret.txt", 404),
        #[cfg(unix)]
        ("/link.txt", 403),
        #[cfg(unix)]
        ("/up/secret.txt", 403),
    ];
    for (target, status) in attempts {
        let answer = get(server.address(), target);
        assert_eq!(answer.status, status, "{target}");
        assert!(!answer.body.contains("SECRET-OUTSIDE"), "{target}");
        assert!(answer.head.contains("content-type: text/html"), "{target}");
    }
}

#[test]
fn hidden_files_are_not_found() {
    let (_dir, site) = site();
    let server = start(&site, Language::English);
    let answer = get(server.address(), "/.lock");
    assert_eq!(answer.status, 404);
    assert!(!answer.body.contains("LOCK"));
}

#[test]
fn nothing_but_get_and_head_is_answered() {
    let (_dir, site) = site();
    let server = start(&site, Language::English);
    for method in ["POST", "PUT", "DELETE", "PATCH", "OPTIONS"] {
        let answer = send(server.address(), method, "/new.html");
        assert_eq!(answer.status, 405, "{method}");
        assert!(answer.head.contains("allow: get, head"), "{}", answer.head);
        assert!(answer.body.contains("can only be read"), "{}", answer.body);
        let overwrite = send(server.address(), method, "/round-1.html");
        assert_eq!(overwrite.status, 405, "{method}");
    }
    assert!(!site.join("new.html").exists());
    assert_eq!(
        std::fs::read_to_string(site.join("round-1.html")).unwrap(),
        "<h1>ROUND 1</h1>"
    );
    assert_eq!(std::fs::read_dir(&site).unwrap().count(), 6);
}

#[test]
fn a_folder_is_never_listed() {
    let (_dir, site) = site();
    let server = start(&site, Language::English);
    let images = get(server.address(), "/images/");
    assert_eq!(images.status, 404);
    assert!(!images.body.contains("logo.png"), "{}", images.body);
    // A folder without its final '/' is sent there (relative links then work); a
    // request starting with '//' is never sent to another host.
    let players = get(server.address(), "/players?x=1");
    assert_eq!(players.status, 301);
    assert!(
        players.head.contains("location: /players/\r\n"),
        "{}",
        players.head
    );
    let twice = get(server.address(), "//players");
    assert!(
        twice.head.contains("location: /players/\r\n"),
        "{}",
        twice.head
    );
}

#[test]
fn error_pages_speak_the_chosen_language() {
    let (_dir, site) = site();
    let server = start(&site, Language::Italian);
    let missing = get(server.address(), "/round-9.html");
    assert_eq!(missing.status, 404);
    assert!(
        missing.body.contains("Pagina non trovata"),
        "{}",
        missing.body
    );
    assert!(missing.body.contains("<html lang=\"it\">"));
    let refused = send(server.address(), "DELETE", "/");
    assert!(
        refused.body.contains("solo essere lette"),
        "{}",
        refused.body
    );
}

#[test]
fn stopping_from_another_thread_closes_the_port() {
    let (_dir, site) = site();
    let server = Arc::new(start(&site, Language::English));
    let address = server.address();
    assert_eq!(get(address, "/").status, 200);
    // A phone keeps a connection open without asking anything: stopping does not wait
    // for it.
    let idle = TcpStream::connect(address).unwrap();
    let (done, stopped) = mpsc::channel();
    let stopper = Arc::clone(&server);
    std::thread::spawn(move || {
        stopper.stop();
        done.send(()).unwrap();
    });
    stopped.recv_timeout(Duration::from_secs(10)).unwrap();
    assert!(!server.is_running());
    assert!(
        TcpStream::connect(address).is_err(),
        "the port still answers"
    );
    server.stop();
    drop(idle);
}

#[test]
fn dropping_the_server_stops_it() {
    let (_dir, site) = site();
    let server = start(&site, Language::English);
    let address = server.address();
    drop(server);
    assert!(TcpStream::connect(address).is_err());
}

#[test]
fn two_hundred_phones_at_once_are_all_served() {
    let (_dir, site) = site();
    let server = start(&site, Language::English);
    let address = server.address();
    let phones: Vec<_> = (0..200)
        .map(|_| std::thread::spawn(move || get(address, "/round-1.html").status))
        .collect();
    let statuses: Vec<u16> = phones.into_iter().map(|p| p.join().unwrap()).collect();
    assert_eq!(statuses, vec![200; 200]);
}

#[test]
fn a_missing_folder_or_a_busy_port_is_said() {
    let (dir, site) = site();
    let missing = ServeConfig::new(dir.path().join("no-site"), loopback());
    let error = VenueServer::start(missing).err().unwrap();
    assert!(
        error
            .localize(Language::English)
            .contains("is not a folder")
    );
    let file = ServeConfig::new(site.join("index.html"), loopback());
    assert!(VenueServer::start(file).is_err());
    let first = start(&site, Language::English);
    let busy = VenueServer::start(ServeConfig::new(&site, first.address()));
    let error = busy.err().unwrap();
    torneo_i18n::test_support::assert_worded(&error);
    assert!(
        error
            .localize(Language::Italian)
            .contains("porta è già in uso"),
        "{}",
        error.localize(Language::Italian)
    );
}

#[test]
fn a_site_swapped_for_a_new_one_is_served_as_it_is_now() {
    let (dir, site) = site();
    let server = start(&site, Language::English);
    assert_eq!(
        get(server.address(), "/round-1.html").body,
        "<h1>ROUND 1</h1>"
    );
    // The publisher writes the new site aside and renames it into place.
    let new = dir.path().join("new-site");
    std::fs::create_dir(&new).unwrap();
    std::fs::write(new.join("round-1.html"), "<h1>ROUND 1 AGAIN</h1>").unwrap();
    std::fs::rename(&site, dir.path().join("old-site")).unwrap();
    let missing = get(server.address(), "/round-1.html");
    assert_eq!(missing.status, 500, "no folder for an instant");
    assert!(missing.body.contains("Try again"), "{}", missing.body);
    std::fs::rename(&new, &site).unwrap();
    let answer = get(server.address(), "/round-1.html");
    assert_eq!(answer.body, "<h1>ROUND 1 AGAIN</h1>");
}
