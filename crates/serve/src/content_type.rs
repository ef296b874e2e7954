//! The `Content-Type` of a site's file, from its extension (the pages, their styles and
//! pictures, and what a site may offer to download).

use std::path::Path;

/// The media type of `path` by its extension (case-insensitive); unknown types are sent
/// as bytes to download (`application/octet-stream`).
pub fn content_type(path: &Path) -> &'static str {
    let extension = path
        .extension()
        .and_then(|e| e.to_str())
        .map(str::to_ascii_lowercase)
        .unwrap_or_default();
    match extension.as_str() {
        "html" | "htm" => "text/html; charset=utf-8",
        "css" => "text/css; charset=utf-8",
        "js" | "mjs" => "text/javascript; charset=utf-8",
        "json" => "application/json",
        "txt" | "trf" => "text/plain; charset=utf-8",
        "csv" => "text/csv; charset=utf-8",
        "xml" => "application/xml",
        "svg" => "image/svg+xml",
        "png" => "image/png",
        "jpg" | "jpeg" => "image/jpeg",
        "gif" => "image/gif",
        "webp" => "image/webp",
        "ico" => "image/x-icon",
        "woff" => "font/woff",
        "woff2" => "font/woff2",
        "pdf" => "application/pdf",
        _ => "application/octet-stream",
    }
}

#[cfg(test)]
mod tests {
    use super::content_type;
    use std::path::Path;

    #[test]
    fn pages_styles_and_pictures_have_their_types() {
        assert_eq!(
            content_type(Path::new("round-3.html")),
            "text/html; charset=utf-8"
        );
        assert_eq!(
            content_type(Path::new("INDEX.HTM")),
            "text/html; charset=utf-8"
        );
        assert_eq!(
            content_type(Path::new("site.css")),
            "text/css; charset=utf-8"
        );
        assert_eq!(content_type(Path::new("qr.svg")), "image/svg+xml");
        assert_eq!(content_type(Path::new("a/b/logo.PNG")), "image/png");
        assert_eq!(content_type(Path::new("pairings.pdf")), "application/pdf");
        assert_eq!(
            content_type(Path::new("tournament.ron")),
            "application/octet-stream"
        );
        assert_eq!(
            content_type(Path::new("no-extension")),
            "application/octet-stream"
        );
    }
}
