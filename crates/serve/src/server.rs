//! [`VenueServer`]: listens at the chosen address and port and answers with a pool of
//! worker threads, until [`VenueServer::stop`] (from any thread) or until it is dropped.
//!
//! `tiny_http` reads and writes HTTP (keep-alive, HEAD without a body); the workers take
//! the parsed requests from its queue, and each request is answered from the site folder
//! ([`crate::resolve`]): GET and HEAD only, nothing is ever written.

use crate::content_type::content_type;
use crate::error::ServeError;
use crate::error_page::error_page;
use crate::resolve::{Refusal, Resolved, resolve};
use socket2::{Domain, Protocol, Socket, Type};
use std::fs::File;
use std::io;
use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr, TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, PoisonError};
use std::thread::{self, JoinHandle};
use std::time::Duration;
use tiny_http::{Header, Method, Request, Response};
use torneo_i18n::Language;

/// What to serve, where, and how.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ServeConfig {
    /// The site folder: only files under it are served.
    pub root: PathBuf,
    /// The address and port to listen at (port 0: any free port).
    pub address: SocketAddr,
    /// The language of the error pages.
    pub language: Language,
    /// How many requests are answered at once.
    pub workers: usize,
}

impl ServeConfig {
    /// Worker threads by default: reading a page from the disk cache takes microseconds,
    /// so a few threads answer hundreds of phones (the connections themselves are kept by
    /// `tiny_http`'s own threads).
    pub const DEFAULT_WORKERS: usize = 8;

    /// Serve `root` at `address`, error pages in English, the default workers.
    pub fn new(root: impl Into<PathBuf>, address: SocketAddr) -> ServeConfig {
        ServeConfig {
            root: root.into(),
            address,
            language: Language::English,
            workers: Self::DEFAULT_WORKERS,
        }
    }
}

/// The running server's parts, taken when it stops.
struct Running {
    server: Arc<tiny_http::Server>,
    stopping: Arc<AtomicBool>,
    workers: Vec<JoinHandle<()>>,
}

/// A running venue server. Shared between threads, any of them can stop it.
pub struct VenueServer {
    address: SocketAddr,
    root: PathBuf,
    running: Mutex<Option<Running>>,
}

impl VenueServer {
    /// Starts serving `config.root` at `config.address`: the folder must exist and the
    /// address be free.
    pub fn start(config: ServeConfig) -> Result<VenueServer, ServeError> {
        let root = config
            .root
            .canonicalize()
            .ok()
            .filter(|root| root.is_dir())
            .ok_or_else(|| ServeError::NotAFolder {
                path: config.root.clone(),
            })?;
        let bind_error = |source| ServeError::Bind {
            address: config.address,
            source,
        };
        let listener = listen(config.address).map_err(bind_error)?;
        let address = listener.local_addr().map_err(bind_error)?;
        let server = tiny_http::Server::from_listener(listener, None)
            .map_err(|e| bind_error(io::Error::other(e.to_string())))?;
        let server = Arc::new(server);
        let stopping = Arc::new(AtomicBool::new(false));
        let mut running = Running {
            server,
            stopping,
            workers: Vec::new(),
        };
        for number in 0..config.workers.max(1) {
            let server = Arc::clone(&running.server);
            let stopping = Arc::clone(&running.stopping);
            let folder = config.root.clone();
            let language = config.language;
            let spawned = thread::Builder::new()
                .name(format!("venue-server-{number}"))
                .spawn(move || work(&server, &folder, language, &stopping));
            match spawned {
                Ok(worker) => running.workers.push(worker),
                Err(source) => {
                    stop_running(running);
                    return Err(bind_error(source));
                }
            }
        }
        Ok(VenueServer {
            address,
            root,
            running: Mutex::new(Some(running)),
        })
    }

    /// The address and port listened at (the real port when 0 was asked for).
    pub fn address(&self) -> SocketAddr {
        self.address
    }

    /// The site folder served (as found at the start, every link followed).
    pub fn root(&self) -> &Path {
        &self.root
    }

    /// False once stopped.
    pub fn is_running(&self) -> bool {
        self.lock().is_some()
    }

    /// Stops the server: the workers finish the request they answer and end, and the
    /// port is closed (new connections are refused). Any thread may call it, any number
    /// of times.
    pub fn stop(&self) {
        let running = self.lock().take();
        if let Some(running) = running {
            stop_running(running);
        }
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Option<Running>> {
        self.running.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

impl Drop for VenueServer {
    fn drop(&mut self) {
        self.stop();
    }
}

/// The listening socket at `address`: Nagle's algorithm off, which the accepted
/// connections inherit (with it, the last part of a page waits for the phone's delayed
/// acknowledgement, about 40 ms on every request of a kept-alive connection), and room
/// for 1024 connections waiting to be accepted (200 phones reloading at once).
fn listen(address: SocketAddr) -> io::Result<TcpListener> {
    let socket = Socket::new(
        Domain::for_address(address),
        Type::STREAM,
        Some(Protocol::TCP),
    )?;
    // Unix: the port can be listened at again at once after a stop (connections of the
    // previous server in TIME_WAIT). Windows' option of that name would let another
    // program take the port: left off there.
    #[cfg(unix)]
    socket.set_reuse_address(true)?;
    socket.set_tcp_nodelay(true)?;
    socket.bind(&address.into())?;
    socket.listen(1024)?;
    Ok(socket.into())
}

/// Wakes every worker, waits for them, then closes the listening socket (dropping the
/// last reference to the server) and waits until the port refuses connections.
fn stop_running(running: Running) {
    running.stopping.store(true, Ordering::SeqCst);
    for _ in &running.workers {
        running.server.unblock();
    }
    for worker in running.workers {
        // A worker that panicked has nothing left to stop.
        let _ = worker.join();
    }
    let address = running.server.server_addr().to_ip();
    drop(running.server);
    if let Some(address) = address {
        wait_closed(address);
    }
}

/// `tiny_http` closes its listening socket on its own accepting thread, woken when the
/// server is dropped: waits (two seconds at most) until the port refuses a connection,
/// so a stopped server is a closed port.
fn wait_closed(address: SocketAddr) {
    let mut target = address;
    if target.ip().is_unspecified() {
        target.set_ip(match target.ip() {
            IpAddr::V4(_) => IpAddr::V4(Ipv4Addr::LOCALHOST),
            IpAddr::V6(_) => IpAddr::V6(Ipv6Addr::LOCALHOST),
        });
    }
    for _ in 0..200 {
        if TcpStream::connect_timeout(&target, Duration::from_millis(100)).is_err() {
            return;
        }
        thread::sleep(Duration::from_millis(10));
    }
}

/// One worker: answers requests until the server stops.
fn work(server: &tiny_http::Server, folder: &Path, language: Language, stopping: &AtomicBool) {
    while !stopping.load(Ordering::SeqCst) {
        match server.recv() {
            Ok(request) => answer(request, folder, language),
            Err(_) if stopping.load(Ordering::SeqCst) => return,
            // A connection that failed before its request was read: wait a little, so a
            // failing network does not spin the thread.
            Err(_) => thread::sleep(Duration::from_millis(5)),
        }
    }
}

/// Answers one request. A client that went away is no error of the server's.
/// The site folder is looked up again for every request (every link followed): a site
/// rewritten by swapping folders, or through a link moved to a new folder, is served as
/// it is now. In the instant a swap leaves no folder, the page is "not available".
fn answer(request: Request, folder: &Path, language: Language) {
    let method = request.method().clone();
    if !matches!(method, Method::Get | Method::Head) {
        let response = with(
            refusal(Refusal::MethodNotAllowed, language),
            "Allow",
            "GET, HEAD",
        );
        let _ = request.respond(response);
        return;
    }
    let Ok(root) = folder.canonicalize() else {
        let _ = request.respond(refusal(Refusal::ServerError, language));
        return;
    };
    let _ = match resolve(&root, request.url()) {
        Ok(Resolved::File(path)) => match File::open(&path) {
            Ok(file) => {
                let response = with(
                    Response::from_file(file),
                    "Content-Type",
                    content_type(&path),
                );
                let response = with(response, "Cache-Control", "no-cache");
                request.respond(with(response, "X-Content-Type-Options", "nosniff"))
            }
            Err(_) => request.respond(refusal(Refusal::ServerError, language)),
        },
        Ok(Resolved::Redirect(location)) => {
            request.respond(with(Response::empty(301), "Location", &location))
        }
        Err(refused) => request.respond(refusal(refused, language)),
    };
}

/// The error page of `refused`, with its status.
fn refusal(refused: Refusal, language: Language) -> Response<io::Cursor<Vec<u8>>> {
    let page = Response::from_data(error_page(refused, language).into_bytes())
        .with_status_code(refused.status());
    let page = with(page, "Content-Type", "text/html; charset=utf-8");
    with(page, "X-Content-Type-Options", "nosniff")
}

/// `response` with a header of ours: names and values are ASCII constants or a path
/// [`crate::resolve`] encoded, so it always builds (one that did not is left out).
fn with<R: io::Read>(response: Response<R>, name: &str, value: &str) -> Response<R> {
    match Header::from_bytes(name.as_bytes(), value.as_bytes()) {
        Ok(header) => response.with_header(header),
        Err(()) => response,
    }
}
