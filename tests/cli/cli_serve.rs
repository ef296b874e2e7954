//! `torneo serve DIR|FILE [--address A] [--port P] [--lang it]` (issue 38): the real
//! binary publishes a tournament file and serves it, a page is fetched over HTTP, and
//! Ctrl-C (SIGINT) stops it; a folder is served as it is, its error pages in the
//! language asked for.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::report_support::brera;
use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::path::Path;
use std::process::{Child, Command, Stdio};

/// `torneo serve ARGS` on the loopback address at a free port, in the C locale.
fn serve(args: &[&str]) -> Child {
    Command::new(env!("CARGO_BIN_EXE_torneo"))
        .arg("serve")
        .args(args)
        .args(["--address", "127.0.0.1", "--port", "0"])
        .env("LANG", "C")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap()
}

/// The first line the server prints, and the address in it (`http://127.0.0.1:N/`).
fn address_of(child: &mut Child) -> (String, String) {
    let mut line = String::new();
    BufReader::new(child.stdout.as_mut().unwrap())
        .read_line(&mut line)
        .unwrap();
    let url = line
        .split_whitespace()
        .find(|w| w.starts_with("http://"))
        .unwrap_or_else(|| panic!("no address in {line:?}"))
        .to_string();
    (line, url)
}

/// Status line and body of `GET /path` at `url`.
fn fetch(url: &str, path: &str) -> String {
    let host = url.trim_start_matches("http://").trim_end_matches('/');
    let mut stream = TcpStream::connect(host).unwrap();
    write!(
        stream,
        "GET /{path} HTTP/1.1\r\nHost: {host}\r\nConnection: close\r\n\r\n"
    )
    .unwrap();
    let mut answer = String::new();
    stream.read_to_string(&mut answer).unwrap();
    answer
}

/// Ctrl-C: SIGINT to the child, which ends; the port then refuses connections.
#[cfg(unix)]
fn interrupt(mut child: Child, url: &str) {
    use std::os::unix::process::ExitStatusExt;
    let pid = child.id().to_string();
    assert!(
        Command::new("kill")
            .args(["-INT", &pid])
            .status()
            .unwrap()
            .success()
    );
    let status = child.wait().unwrap();
    assert_eq!(status.signal(), Some(2), "{status:?}");
    let host = url.trim_start_matches("http://").trim_end_matches('/');
    assert!(
        TcpStream::connect(host).is_err(),
        "still serving after Ctrl-C"
    );
}

#[cfg(unix)]
#[test]
fn a_tournament_file_is_published_and_served_until_ctrl_c() {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("brera.ron");
    torneo::formats::ron::save_without_backup(&input, &brera()).unwrap();
    let mut child = serve(&[input.to_str().unwrap()]);
    let (line, url) = address_of(&mut child);
    assert!(line.starts_with("Serving "), "{line}");
    assert!(url.starts_with("http://127.0.0.1:"), "{url}");
    let round = fetch(&url, "round-4.html");
    assert!(round.starts_with("HTTP/1.1 200"), "{round}");
    assert!(round.contains("Open di Brera 2026"), "{round}");
    // The page served is the page `torneo publish` writes (English: LANG=C).
    let site = torneo::publish::site::build(&brera(), torneo::i18n::Language::English).unwrap();
    let expected = &site.page("round-4.html").unwrap().html;
    assert!(round.contains(expected.as_str()), "the page served differs");
    // The site was published into `torneo-serve-<pid>` in the temporary folder; after
    // Ctrl-C it is left there, and the next `torneo serve` of a file removes it.
    let first = std::env::temp_dir().join(format!("torneo-serve-{}", child.id()));
    assert!(first.join("index.html").is_file());
    interrupt(child, &url);
    let mut second = serve(&[input.to_str().unwrap()]);
    let (_, url) = address_of(&mut second);
    assert!(!first.exists(), "the folder of a run that ended is removed");
    let own = std::env::temp_dir().join(format!("torneo-serve-{}", second.id()));
    interrupt(second, &url);
    std::fs::remove_dir_all(own).unwrap();
}

#[cfg(unix)]
#[test]
fn a_folder_is_served_as_it_is_with_error_pages_in_the_language_asked_for() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("index.html"), "<p>CASA</p>").unwrap();
    let mut child = serve(&[dir.path().to_str().unwrap(), "--lang", "it"]);
    let (line, url) = address_of(&mut child);
    assert!(line.contains("sono pubblicate su"), "{line}");
    assert!(fetch(&url, "").ends_with("<p>CASA</p>"));
    let missing = fetch(&url, "turno-9.html");
    assert!(missing.starts_with("HTTP/1.1 404"), "{missing}");
    assert!(missing.contains("lang=\"it\""), "{missing}");
    interrupt(child, &url);
}

#[test]
fn a_missing_input_is_a_file_error() {
    let dir = tempfile::tempdir().unwrap();
    let missing = dir.path().join("missing.ron");
    let (code, _, err) = crate::cli_support::torneo(&["serve", missing.to_str().unwrap()]);
    assert_eq!(code, 5, "{err}");
    assert!(!Path::new(&missing).exists());
}
