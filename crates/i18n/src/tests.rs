//! Every language has every message of the reference (English) file, and no other.

use super::*;
use std::collections::BTreeSet;

fn ids(lang: Language) -> BTreeSet<String> {
    let id = LanguageIdentifier::from_bytes(lang.code().as_bytes()).unwrap_or_default();
    loader(lang).with_message_iter(&id, |messages| {
        messages.map(|m| m.id.name.to_string()).collect()
    })
}

#[test]
fn every_language_has_every_message() {
    let english = ids(Language::English);
    assert!(english.len() > 100, "the English file is read");
    for lang in Language::ALL {
        let theirs = ids(lang);
        let missing: Vec<_> = english.difference(&theirs).collect();
        let extra: Vec<_> = theirs.difference(&english).collect();
        assert!(missing.is_empty(), "{lang:?} lacks {missing:?}");
        assert!(extra.is_empty(), "{lang:?} has unknown {extra:?}");
    }
}

#[test]
fn languages_from_codes() {
    assert_eq!(Language::from_code("it"), Some(Language::Italian));
    assert_eq!(Language::from_code("it_IT.UTF-8"), Some(Language::Italian));
    assert_eq!(Language::from_code("EN-gb"), Some(Language::English));
    assert_eq!(Language::from_code("de"), None);
    assert_eq!(Language::from_code("item"), None);
}
