//! The page templates (`templates/`, Jinja2 syntax, rendered by `minijinja`), embedded in
//! the program. Templates named `.html` escape every value they print (minijinja's
//! autoescaping by extension): a name such as `<script>` prints as text. Values are
//! never marked safe; the only unescaped text is the style sheet, included as a
//! template of its own.

use crate::error::PublishError;
use minijinja::Environment;
use serde::Serialize;
use std::sync::LazyLock;

/// Each template's name and text.
const TEMPLATES: [(&str, &str); 6] = [
    ("site.css", include_str!("templates/site.css")),
    ("macros.html", include_str!("templates/macros.html")),
    ("base.html", include_str!("templates/base.html")),
    ("document.html", include_str!("templates/document.html")),
    ("home.html", include_str!("templates/home.html")),
    ("player.html", include_str!("templates/player.html")),
];

/// The templates, parsed once. A template that does not parse is kept out, and the
/// page that asks for it fails with [`PublishError::Template`] (a test renders every
/// page, so it cannot reach an arbiter).
static ENVIRONMENT: LazyLock<Environment<'static>> = LazyLock::new(|| {
    let mut env = Environment::new();
    // Undefined values are errors, not empty text: a misspelt field fails the tests.
    env.set_undefined_behavior(minijinja::UndefinedBehavior::Strict);
    for (name, source) in TEMPLATES {
        let _ = env.add_template(name, source);
    }
    env
});

/// The page `file` rendered from `template` with `context`.
pub fn render(
    template: &str,
    file: &str,
    context: &impl Serialize,
) -> Result<String, PublishError> {
    let failed = |e: minijinja::Error| PublishError::Template {
        page: file.to_string(),
        detail: format!("{e:#}"),
    };
    ENVIRONMENT
        .get_template(template)
        .map_err(failed)?
        .render(minijinja::value::Serde(context))
        .map_err(failed)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_template_parses() {
        let mut env = Environment::new();
        for (name, source) in TEMPLATES {
            if let Err(e) = env.add_template(name, source) {
                panic!("{name}: {e:#}");
            }
        }
    }

    #[test]
    fn values_are_escaped_in_html_templates() {
        let mut env = Environment::new();
        env.add_template("t.html", "<p title=\"{{ v }}\">{{ v }}</p>")
            .unwrap_or_else(|e| panic!("{e}"));
        let html = env
            .get_template("t.html")
            .and_then(|t| t.render(minijinja::context! { v => "<b>\"x\"&'y'" }))
            .unwrap_or_else(|e| panic!("{e}"));
        assert!(!html.contains("<b>"), "{html}");
        assert!(html.contains("&lt;b&gt;"), "{html}");
        assert!(!html.contains("\"x\""), "{html}");
    }
}
