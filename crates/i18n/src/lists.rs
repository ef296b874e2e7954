//! Lists in running text: "A, B and C" / "A, B e C".

use super::Language;

/// "A", "A and B", "A, B and C" in `lang`.
pub fn join_and(lang: Language, items: &[String]) -> String {
    join(items, |first, last| {
        crate::tr!(lang, "list-and", first = first, last = last)
    })
}

/// "A", "A or B", "A, B or C" in `lang`.
pub fn join_or(lang: Language, items: &[String]) -> String {
    join(items, |first, last| {
        crate::tr!(lang, "list-or", first = first, last = last)
    })
}

fn join(items: &[String], pair: impl Fn(String, String) -> String) -> String {
    match items.split_last() {
        None => String::new(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => pair(rest.join(", "), last.clone()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lists_read_naturally() {
        let items = |n: &[&str]| n.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        assert_eq!(join_and(Language::English, &items(&[])), "");
        assert_eq!(join_and(Language::English, &items(&["A"])), "A");
        assert_eq!(join_and(Language::English, &items(&["A", "B"])), "A and B");
        assert_eq!(
            join_and(Language::Italian, &items(&["A", "B", "C"])),
            "A, B e C"
        );
        assert_eq!(join_or(Language::Italian, &items(&["A", "B"])), "A o B");
    }
}
