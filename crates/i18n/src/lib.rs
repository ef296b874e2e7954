//! Every word the user reads, in the user's language. The wording lives in one place per
//! language: Project Fluent files `i18n/<language>/torneo.ftl`, embedded in the binary.
//! English is the reference: [`tr!`] checks each message id and its arguments against
//! `i18n/en/torneo.ftl` at compile time (`i18n-embed-fl`). A third language is a new
//! `.ftl` file and a [`Language`] variant, not code.
//!
//! Messages are types: refusals, errors, checker violations and pairing explanations are
//! enums with their facts, in the module that produces them, and implement [`Localize`].

// The layers below this one, named as they were inside one crate (`crate::domain`, …).
use torneo_domain as domain;

use i18n_embed::LanguageLoader;
use i18n_embed::fluent::FluentLanguageLoader;
use i18n_embed::unic_langid::LanguageIdentifier;
use serde::{Deserialize, Serialize};
use std::sync::LazyLock;

mod io_reason;
mod lists;
pub mod numbers;
mod tournament_error;

pub use io_reason::io_reason;
pub use lists::{join_and, join_or};

/// The languages Torneo speaks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Hash, Serialize, Deserialize)]
pub enum Language {
    #[default]
    English,
    Italian,
}

impl Language {
    pub const ALL: [Language; 2] = [Language::English, Language::Italian];

    /// The language's name in itself, as the language menu lists it.
    pub fn native_name(self) -> &'static str {
        match self {
            Language::English => "English",
            Language::Italian => "Italiano",
        }
    }

    /// The code used on the command line (`--lang it`) and for the `.ftl` folder.
    pub fn code(self) -> &'static str {
        match self {
            Language::English => "en",
            Language::Italian => "it",
        }
    }

    /// The language of a code such as `it`, `it_IT.UTF-8`, `en-GB` (case-insensitive):
    /// the part before the region or encoding names it.
    pub fn from_code(code: &str) -> Option<Language> {
        let language = code.trim().split(['_', '-', '.', '@']).next()?;
        Language::ALL
            .into_iter()
            .find(|lang| language.eq_ignore_ascii_case(lang.code()))
    }

    /// The system locale's language (LC_ALL, LC_MESSAGES, LANG), English when it is not
    /// one Torneo speaks.
    pub fn from_environment() -> Language {
        ["LC_ALL", "LC_MESSAGES", "LANG"]
            .iter()
            .find_map(|v| std::env::var(v).ok().filter(|s| !s.is_empty()))
            .and_then(|locale| Language::from_code(&locale))
            .unwrap_or_default()
    }
}

/// A message with its facts, worded in the user's language.
pub trait Localize {
    fn localize(&self, lang: Language) -> String;
}

#[derive(rust_embed::RustEmbed)]
#[folder = "../../i18n/"]
struct Translations;

fn build_loader(lang: Language) -> FluentLanguageLoader {
    let fallback: LanguageIdentifier = LanguageIdentifier::from_bytes(b"en").unwrap_or_default();
    let loader = FluentLanguageLoader::new("torneo", fallback.clone());
    let wanted = LanguageIdentifier::from_bytes(lang.code().as_bytes()).unwrap_or_default();
    let languages = if wanted == fallback {
        vec![fallback]
    } else {
        vec![wanted, fallback]
    };
    // The files are embedded and checked by the tests: a failure here would be a build
    // defect, and the loader then answers with the message ids.
    let _ = loader.load_languages(&Translations, &languages);
    // Plain text: no Unicode isolation marks around arguments (terminals, PDFs, tests).
    loader.set_use_isolating(false);
    loader
}

static ENGLISH: LazyLock<FluentLanguageLoader> = LazyLock::new(|| build_loader(Language::English));
static ITALIAN: LazyLock<FluentLanguageLoader> = LazyLock::new(|| build_loader(Language::Italian));

/// The loader of `lang` (its messages, falling back to English for a missing one).
pub fn loader(lang: Language) -> &'static FluentLanguageLoader {
    match lang {
        Language::English => &ENGLISH,
        Language::Italian => &ITALIAN,
    }
}

/// The message `id` in `lang`, with arguments: `tr!(lang, "pairing-cancelled")`,
/// `tr!(lang, "round-of", n = 3, total = 9)`. The id and argument names are checked
/// against the English file at compile time.
#[macro_export]
macro_rules! tr {
    ($lang:expr, $id:literal) => {
        i18n_embed_fl::fl!($crate::loader($lang), $id)
    };
    ($lang:expr, $id:literal, $($args:tt)*) => {
        i18n_embed_fl::fl!($crate::loader($lang), $id, $($args)*)
    };
}

#[cfg(test)]
mod tests;

/// Checks shared by the message tests of every module (and of the other crates' tests,
/// through the feature `test-support`).
#[cfg(any(test, feature = "test-support"))]
pub mod test_support {
    use super::{Language, Localize};

    /// Words that mark an English sentence; none may appear in an Italian message.
    const ENGLISH_WORDS: &[&str] = &[
        " the ", " and ", " is ", " are ", " with ", " player", " round ", " board", " cannot ",
        " not ", " has ", " of the ", "White", "Black", " bracket",
    ];

    /// The message reads in every language: not empty, no unfilled argument or missing
    /// id, and the Italian text has no English sentence words.
    pub fn assert_worded(message: &impl Localize) {
        for lang in Language::ALL {
            let text = message.localize(lang);
            assert!(!text.trim().is_empty(), "empty in {lang:?}");
            assert!(!text.contains("{$") && !text.contains("{ $"), "{text}");
            assert!(!text.contains("Unknown localization"), "{text}");
        }
        let italian = format!(" {} ", message.localize(Language::Italian));
        for word in ENGLISH_WORDS {
            assert!(!italian.contains(word), "English {word:?} in {italian}");
        }
    }
}
