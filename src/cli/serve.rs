//! `torneo serve <DIR|FILE> [--address A] [--port P] [--lang it|en]`: the venue server
//! from the command line (issue 38). A folder is served as it is (a site written by
//! `torneo publish`, or any folder of pages); a tournament file (.ron or TRF) is first
//! published into a folder of its own under the system's temporary folder
//! (`torneo-serve-<pid>`), then served. The address to open is printed; the server runs
//! until the process is stopped (Ctrl-C ends it: the server only reads, nothing is left
//! half-written). Temporary folders of earlier runs that no longer run are removed at the
//! next start.

use super::error::CliError;
use super::io;
use crate::i18n::Language;
use crate::tr;
use clap::Args;
use std::io::Write;
use std::net::{IpAddr, SocketAddr};
use std::path::{Path, PathBuf};
use torneo_serve::interfaces::reachable_ip;
use torneo_serve::{ServeConfig, VenueServer, local_addresses};

/// The port used when none is given.
const DEFAULT_PORT: u16 = 8080;

#[derive(Debug, Args)]
pub struct ServeArgs {
    /// A site folder, or a tournament file (.ron or TRF) to publish and serve.
    pub input: PathBuf,
    /// The address to listen at (default: this computer's address on the venue's
    /// network, else every network).
    #[arg(long)]
    pub address: Option<IpAddr>,
    /// The port (0: any free port, printed).
    #[arg(long, default_value_t = DEFAULT_PORT)]
    pub port: u16,
}

pub fn run(args: &ServeArgs, lang: Language, out: &mut dyn Write) -> Result<(), CliError> {
    let root = if args.input.is_dir() {
        args.input.clone()
    } else {
        let tournament = io::read_tournament(&args.input, lang)?;
        let folder = temporary_site();
        crate::publish::publish(&tournament, lang, &folder)?;
        folder
    };
    let addresses = local_addresses();
    let ip = args
        .address
        .or_else(|| addresses.first().map(|a| a.ip))
        .unwrap_or(IpAddr::from([0, 0, 0, 0]));
    let config = ServeConfig {
        language: lang,
        ..ServeConfig::new(&root, SocketAddr::new(ip, args.port))
    };
    let server = VenueServer::start(config)?;
    let listening = server.address();
    let url = format!(
        "http://{}/",
        SocketAddr::new(reachable_ip(listening.ip(), &addresses), listening.port())
    );
    let folder = server.root().display().to_string();
    writeln!(
        out,
        "{}",
        tr!(lang, "cli-serve-serving", folder = folder, url = url)
    )
    .and_then(|()| writeln!(out, "{}", tr!(lang, "cli-serve-stop")))
    .and_then(|()| out.flush())
    .map_err(CliError::Output)?;
    // Serves until the process ends (Ctrl-C): the worker threads answer the requests.
    loop {
        std::thread::park();
    }
}

/// `torneo-serve-<pid>` in the system's temporary folder, the leftovers of runs that
/// ended removed first.
fn temporary_site() -> PathBuf {
    let temp = std::env::temp_dir();
    remove_leftovers(&temp);
    temp.join(format!("torneo-serve-{}", std::process::id()))
}

/// Removes the `torneo-serve-<pid>` folders (and the publisher's hidden siblings of
/// them) of processes that no longer run. Only where the system says which processes
/// run (Linux's `/proc`); elsewhere they stay until the system empties its temporary
/// folder.
fn remove_leftovers(temp: &Path) {
    if !Path::new("/proc/self").exists() {
        return;
    }
    let Ok(entries) = std::fs::read_dir(temp) else {
        return;
    };
    for entry in entries.filter_map(Result::ok) {
        let name = entry.file_name().to_string_lossy().into_owned();
        let Some(pid) = leftover_pid(&name) else {
            continue;
        };
        if !Path::new("/proc").join(pid.to_string()).exists() {
            let _ = std::fs::remove_dir_all(entry.path());
        }
    }
}

/// The process id in `torneo-serve-<pid>` (or `.torneo-serve-<pid>.torneo-…`).
fn leftover_pid(name: &str) -> Option<u32> {
    let rest = name.trim_start_matches('.').strip_prefix("torneo-serve-")?;
    let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
    digits.parse().ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn leftover_folders_name_their_process() {
        assert_eq!(leftover_pid("torneo-serve-4242"), Some(4242));
        assert_eq!(
            leftover_pid(".torneo-serve-4242.torneo-new-4242-0"),
            Some(4242)
        );
        assert_eq!(leftover_pid("torneo-serve-"), None);
        assert_eq!(leftover_pid("serve-4242"), None);
    }
}
