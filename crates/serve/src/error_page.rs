//! The small page a refused request gets: the status and a sentence in the server's
//! language, and a link to the site's home page. Self-contained (no script, no style
//! sheet, no font to fetch), readable on a phone.

use crate::resolve::Refusal;
use torneo_i18n::{Language, tr};

/// The title and the sentence of a refusal's page.
fn words(refusal: Refusal, lang: Language) -> (String, String) {
    match refusal {
        Refusal::BadRequest => (
            tr!(lang, "serve-error-400"),
            tr!(lang, "serve-error-400-detail"),
        ),
        Refusal::Forbidden => (
            tr!(lang, "serve-error-403"),
            tr!(lang, "serve-error-403-detail"),
        ),
        Refusal::NotFound => (
            tr!(lang, "serve-error-404"),
            tr!(lang, "serve-error-404-detail"),
        ),
        Refusal::MethodNotAllowed => (
            tr!(lang, "serve-error-405"),
            tr!(lang, "serve-error-405-detail"),
        ),
        Refusal::ServerError => (
            tr!(lang, "serve-error-500"),
            tr!(lang, "serve-error-500-detail"),
        ),
    }
}

/// The error page of `refusal` in `lang`, as HTML.
pub fn error_page(refusal: Refusal, lang: Language) -> String {
    let (title, detail) = words(refusal, lang);
    let home = tr!(lang, "serve-error-home");
    format!(
        "<!DOCTYPE html>\n<html lang=\"{code}\">\n<head>\n<meta charset=\"utf-8\">\n\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n\
         <title>{status} {title}</title>\n\
         <style>body{{font-family:sans-serif;margin:1.5em;line-height:1.4}}</style>\n\
         </head>\n<body>\n<h1>{title}</h1>\n<p>{detail}</p>\n<p><a href=\"/\">{home}</a></p>\n\
         </body>\n</html>\n",
        code = lang.code(),
        status = refusal.status(),
        title = escape(&title),
        detail = escape(&detail),
        home = escape(&home),
    )
}

/// `text` with the characters HTML gives a meaning to written as entities.
fn escape(text: &str) -> String {
    let mut escaped = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => escaped.push_str("&amp;"),
            '<' => escaped.push_str("&lt;"),
            '>' => escaped.push_str("&gt;"),
            '"' => escaped.push_str("&quot;"),
            '\'' => escaped.push_str("&#39;"),
            _ => escaped.push(c),
        }
    }
    escaped
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_page_speaks_the_servers_language() {
        let en = error_page(Refusal::NotFound, Language::English);
        assert!(en.contains("<html lang=\"en\">"), "{en}");
        assert!(en.contains("<title>404 Page not found</title>"), "{en}");
        let it = error_page(Refusal::NotFound, Language::Italian);
        assert!(it.contains("<html lang=\"it\">"), "{it}");
        assert!(it.contains("<title>404 Pagina non trovata</title>"), "{it}");
        let refused = error_page(Refusal::MethodNotAllowed, Language::Italian);
        assert!(refused.contains("solo essere lette"), "{refused}");
    }

    /// A refusal's page words, as a message for the shared wording checks.
    struct Words(Refusal);

    impl torneo_i18n::Localize for Words {
        fn localize(&self, lang: Language) -> String {
            let (title, detail) = words(self.0, lang);
            format!("{title}. {detail}")
        }
    }

    #[test]
    fn every_refusal_is_worded_in_every_language() {
        for refusal in [
            Refusal::BadRequest,
            Refusal::Forbidden,
            Refusal::NotFound,
            Refusal::MethodNotAllowed,
            Refusal::ServerError,
        ] {
            torneo_i18n::test_support::assert_worded(&Words(refusal));
        }
    }

    #[test]
    fn markup_in_words_is_escaped() {
        assert_eq!(escape("a<b>&\"'"), "a&lt;b&gt;&amp;&quot;&#39;");
    }
}
