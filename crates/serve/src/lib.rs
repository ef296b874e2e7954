//! The venue server: a small read-only web server that serves the published tournament
//! site (a folder of static pages) to the players' phones on the venue's network
//! (issue 38).
//!
//! - [`resolve`] turns a request's path into a file of the site, or refuses it: only
//!   files under the site folder, no `..` (written or percent-encoded), no backslash, no
//!   hidden file, no symbolic link leading out; a folder serves its `index.html`, never a
//!   listing.
//! - [`server`] is the server itself: [`VenueServer::start`] binds to the chosen address
//!   and port and answers with a pool of worker threads (the HTTP protocol is the
//!   `tiny_http` crate's); GET and HEAD only; [`VenueServer::stop`] stops it from any
//!   thread.
//! - [`error_page`] words the small page a refused request gets, in the server's language;
//!   [`content_type`] names a file's type by its extension.
//! - [`interfaces`] lists the machine's addresses, to choose the one to bind to.
//!
//! It names nothing of Torneo but the words ([`torneo_i18n`]): it serves any folder.

pub mod content_type;
pub mod error;
pub mod error_page;
pub mod interfaces;
pub mod resolve;
pub mod server;

pub use error::ServeError;
pub use interfaces::{LocalAddress, local_addresses};
pub use resolve::{Refusal, resolve};
pub use server::{ServeConfig, VenueServer};

#[cfg(test)]
mod tests;
