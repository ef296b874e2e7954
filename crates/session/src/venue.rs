//! Publishing on the venue's network (issue 38): the venue server's lifecycle. The
//! window's app holds one [`Venue`] (drawn code never does): started on the folder,
//! address and port the arbiter chose, stopped on demand, and stopped when the app ends
//! (the server stops when dropped). It also gives what the window shows while serving:
//! the address a phone types and its QR code.

use crate::i18n::{Language, Localize};
use crate::report::qr::QrTooLong;
use crate::tr;
use std::net::{IpAddr, SocketAddr};
use std::path::PathBuf;
use torneo_serve::interfaces::reachable_ip;
use torneo_serve::{ServeConfig, VenueServer};

pub use crate::report::qr::{QrMatrix, qr_code, round_page_url};
pub use torneo_serve::{LocalAddress, ServeError, local_addresses};

/// The port offered first: free on most machines, and no administrator rights needed.
pub const DEFAULT_PORT: u16 = 8080;

/// What the arbiter chose: the site folder, the address to listen at (one of
/// [`Venue::addresses`], or every interface) and the port as typed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct VenueRequest {
    pub folder: PathBuf,
    pub ip: IpAddr,
    pub port: String,
}

/// Why the pages are not served.
#[derive(Debug, thiserror::Error)]
pub enum VenueError {
    /// The port typed is not a number from 1 to 65535.
    #[error("{text:?} is not a port")]
    Port { text: String },
    #[error(transparent)]
    Serve(#[from] ServeError),
    #[error(transparent)]
    Qr(#[from] QrTooLong),
}

impl Localize for VenueError {
    fn localize(&self, lang: Language) -> String {
        match self {
            VenueError::Port { text } => tr!(lang, "venue-error-port", text = text.clone()),
            VenueError::Serve(error) => error.localize(lang),
            VenueError::Qr(error) => error.localize(lang),
        }
    }
}

/// The pages being served: where, and how a phone reaches them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Serving {
    /// The folder served (as the server found it: every link followed).
    pub folder: PathBuf,
    /// The address and port listened at.
    pub listening: SocketAddr,
    /// The address a phone opens: `http://192.168.1.20:8080/`.
    pub url: String,
    /// That address's QR code.
    pub qr: QrMatrix,
}

/// The venue server of the open window, if started, and the machine's addresses.
#[derive(Default)]
pub struct Venue {
    server: Option<(VenueServer, Serving)>,
    addresses: Vec<LocalAddress>,
}

impl Venue {
    /// A venue with the machine's addresses listed.
    pub fn new() -> Venue {
        Venue {
            server: None,
            addresses: local_addresses(),
        }
    }

    /// This computer's addresses, the venue's network first.
    pub fn addresses(&self) -> &[LocalAddress] {
        &self.addresses
    }

    /// Lists the addresses again (a network was joined or left).
    pub fn refresh_addresses(&mut self) {
        self.addresses = local_addresses();
    }

    /// Starts serving as `request` asks (a server already running stops first); error
    /// pages in `language`.
    pub fn start(&mut self, request: &VenueRequest, language: Language) -> Result<(), VenueError> {
        self.stop();
        let port = parse_port(&request.port)?;
        let config = ServeConfig {
            language,
            ..ServeConfig::new(&request.folder, SocketAddr::new(request.ip, port))
        };
        let server = VenueServer::start(config)?;
        let listening = server.address();
        let url = page_url(
            reachable_ip(listening.ip(), &self.addresses),
            listening.port(),
        );
        let qr = qr_code(&url)?;
        let serving = Serving {
            folder: server.root().to_path_buf(),
            listening,
            url,
            qr,
        };
        self.server = Some((server, serving));
        Ok(())
    }

    /// Stops serving (nothing happens when not serving).
    pub fn stop(&mut self) {
        if let Some((server, _)) = self.server.take() {
            server.stop();
        }
    }

    /// What is being served, while it is.
    pub fn serving(&self) -> Option<&Serving> {
        self.server.as_ref().map(|(_, serving)| serving)
    }
}

/// The port typed: a number from 1 to 65535 (0, "any port", would leave the phones no
/// address to type).
fn parse_port(text: &str) -> Result<u16, VenueError> {
    match text.trim().parse::<u16>() {
        Ok(port) if port > 0 => Ok(port),
        _ => Err(VenueError::Port {
            text: text.trim().to_string(),
        }),
    }
}

/// `http://ip:port/` (IPv6 in brackets; port 80 left out).
fn page_url(ip: IpAddr, port: u16) -> String {
    if port == 80 {
        match ip {
            IpAddr::V4(v4) => format!("http://{v4}/"),
            IpAddr::V6(v6) => format!("http://[{v6}]/"),
        }
    } else {
        format!("http://{}/", SocketAddr::new(ip, port))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::{Read, Write};
    use std::net::TcpStream;

    fn loopback(folder: PathBuf, port: &str) -> VenueRequest {
        VenueRequest {
            folder,
            ip: "127.0.0.1".parse().unwrap(),
            port: port.into(),
        }
    }

    fn free_port() -> u16 {
        std::net::TcpListener::bind("127.0.0.1:0")
            .unwrap()
            .local_addr()
            .unwrap()
            .port()
    }

    #[test]
    fn the_address_phones_open_is_served_and_stopped() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("index.html"), "HOME").unwrap();
        let mut venue = Venue::new();
        let port = free_port();
        let request = loopback(dir.path().to_path_buf(), &port.to_string());
        venue.start(&request, Language::English).unwrap();
        let serving = venue.serving().unwrap().clone();
        assert_eq!(serving.url, format!("http://127.0.0.1:{port}/"));
        assert!(serving.qr.width() >= 21);
        let mut stream = TcpStream::connect(serving.listening).unwrap();
        stream
            .write_all(b"GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
            .unwrap();
        let mut answer = String::new();
        stream.read_to_string(&mut answer).unwrap();
        assert!(answer.ends_with("HOME"), "{answer}");
        venue.stop();
        assert_eq!(venue.serving(), None);
        assert!(TcpStream::connect(serving.listening).is_err());
    }

    #[test]
    fn a_port_that_is_no_port_is_said() {
        let dir = tempfile::tempdir().unwrap();
        let mut venue = Venue::new();
        for text in ["", "0", "http", "70000", "-1"] {
            let error = venue
                .start(&loopback(dir.path().to_path_buf(), text), Language::Italian)
                .unwrap_err();
            assert!(matches!(error, VenueError::Port { .. }), "{text}");
            torneo_i18n::test_support::assert_worded(&error);
        }
        assert_eq!(venue.serving(), None);
    }

    #[test]
    fn page_addresses_are_written_as_phones_type_them() {
        let v4: IpAddr = "192.168.1.20".parse().unwrap();
        let v6: IpAddr = "fd00::7".parse().unwrap();
        assert_eq!(page_url(v4, 8080), "http://192.168.1.20:8080/");
        assert_eq!(page_url(v4, 80), "http://192.168.1.20/");
        assert_eq!(page_url(v6, 8080), "http://[fd00::7]:8080/");
    }
}
