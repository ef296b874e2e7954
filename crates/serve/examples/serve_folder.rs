//! Serves a folder with the venue server until stopped (Ctrl+C), for load tests:
//! `cargo run --release -p torneo-serve --example serve_folder -- SITE_FOLDER 127.0.0.1:8080 [WORKERS]`
//! then e.g. `wrk -t2 -c200 -d20s --latency http://127.0.0.1:8080/round-1.html`.

use std::net::SocketAddr;
use std::process::ExitCode;
use torneo_i18n::{Language, Localize};
use torneo_serve::{ServeConfig, VenueServer};

fn main() -> ExitCode {
    let mut args = std::env::args().skip(1);
    let (Some(root), Some(address)) = (args.next(), args.next()) else {
        eprintln!("usage: serve_folder SITE_FOLDER ADDRESS:PORT [WORKERS]");
        return ExitCode::FAILURE;
    };
    let Ok(address) = address.parse::<SocketAddr>() else {
        eprintln!("not an address: {address}");
        return ExitCode::FAILURE;
    };
    let mut config = ServeConfig::new(root, address);
    if let Some(workers) = args.next().and_then(|w| w.parse().ok()) {
        config.workers = workers;
    }
    match VenueServer::start(config) {
        Ok(server) => {
            println!("serving at http://{}", server.address());
            loop {
                std::thread::park();
            }
        }
        Err(error) => {
            eprintln!("{}", error.localize(Language::English));
            ExitCode::FAILURE
        }
    }
}
