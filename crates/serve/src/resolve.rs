//! From a request's target (`/round-3.html?x=1`) to a file of the site, or a refusal.
//!
//! Only files under the site folder are served. The path is percent-decoded first, so
//! `%2e%2e` is `..` and is refused as `..` is; a backslash, a NUL, a drive or stream
//! colon are refused before any file is looked at; a segment starting with `.` (hidden
//! files, the temporary folders of an atomic rewrite) is not found. What is left is
//! looked up through the file system and must still lie under the site folder once every
//! symbolic link is followed. A folder serves its `index.html`, never a listing; asked for
//! without its final `/`, it is redirected there so the page's relative links work.

use percent_encoding::{AsciiSet, CONTROLS, percent_decode_str, utf8_percent_encode};
use std::path::{Path, PathBuf};

/// What a request's path leads to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Resolved {
    /// This file (its canonical path, under the site folder).
    File(PathBuf),
    /// A folder asked for without its final `/`: go to this path (a path of this site,
    /// never another host's).
    Redirect(String),
}

/// Why a request is not served; each a status code and an error page.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refusal {
    /// The request cannot be read (not a path, bad encoding, a backslash…): 400.
    BadRequest,
    /// The path leads out of the site (`..`, a symbolic link leading out): 403.
    Forbidden,
    /// No such page (or a hidden file, or a folder without `index.html`): 404.
    NotFound,
    /// A method other than GET or HEAD: nothing can be written here. 405.
    MethodNotAllowed,
    /// The file is there but could not be read: 500.
    ServerError,
}

impl Refusal {
    /// The HTTP status code.
    pub fn status(self) -> u16 {
        match self {
            Refusal::BadRequest => 400,
            Refusal::Forbidden => 403,
            Refusal::NotFound => 404,
            Refusal::MethodNotAllowed => 405,
            Refusal::ServerError => 500,
        }
    }
}

/// What is percent-encoded when a path is written back in a redirect: controls, space
/// and the characters that end or change a URL's path.
const SEGMENT: &AsciiSet = &CONTROLS
    .add(b' ')
    .add(b'"')
    .add(b'#')
    .add(b'%')
    .add(b'/')
    .add(b'<')
    .add(b'>')
    .add(b'?')
    .add(b'\\')
    .add(b'`')
    .add(b'{')
    .add(b'}');

/// The file of the site at `root` (a canonical path: the server canonicalizes it once)
/// that the request target `target` names.
pub fn resolve(root: &Path, target: &str) -> Result<Resolved, Refusal> {
    let segments = segments(target)?;
    let mut candidate = root.to_path_buf();
    candidate.extend(&segments);
    let canonical = inside(root, &candidate)?;
    if canonical.is_dir() {
        let path_part = target.split(['?', '#']).next().unwrap_or_default();
        if !path_part.ends_with('/') {
            return Ok(Resolved::Redirect(folder_location(&segments)));
        }
        let index = inside(root, &canonical.join("index.html"))?;
        return if index.is_file() {
            Ok(Resolved::File(index))
        } else {
            Err(Refusal::NotFound)
        };
    }
    if canonical.is_file() {
        Ok(Resolved::File(canonical))
    } else {
        Err(Refusal::NotFound)
    }
}

/// The decoded segments of the target's path, each checked (nothing is looked up yet).
fn segments(target: &str) -> Result<Vec<String>, Refusal> {
    let path = target.split(['?', '#']).next().unwrap_or_default();
    if !path.starts_with('/') {
        return Err(Refusal::BadRequest);
    }
    let decoded = percent_decode_str(path)
        .decode_utf8()
        .map_err(|_| Refusal::BadRequest)?;
    // A backslash is a separator on Windows; a colon names a drive or a stream there;
    // a NUL ends a path for the system.
    if decoded.contains(['\\', '\0', ':']) {
        return Err(Refusal::BadRequest);
    }
    let mut segments = Vec::new();
    for segment in decoded.split('/').filter(|s| !s.is_empty()) {
        if segment == "." || segment == ".." {
            return Err(Refusal::Forbidden);
        }
        if segment.starts_with('.') {
            return Err(Refusal::NotFound);
        }
        segments.push(segment.to_string());
    }
    Ok(segments)
}

/// `path` with every symbolic link followed, if it exists and lies under `root`.
fn inside(root: &Path, path: &Path) -> Result<PathBuf, Refusal> {
    let canonical = path.canonicalize().map_err(|_| Refusal::NotFound)?;
    if canonical.starts_with(root) {
        Ok(canonical)
    } else {
        Err(Refusal::Forbidden)
    }
}

/// `/a/b/` from the segments `a`, `b`, encoded again: always a path of this site (a
/// target `//host` cannot become a redirect to another host).
fn folder_location(segments: &[String]) -> String {
    let mut location = String::from("/");
    for segment in segments {
        location.extend(utf8_percent_encode(segment, SEGMENT));
        location.push('/');
    }
    location
}
