//! The words of the prize list: a prize's name ("Under 16, place 1"), amounts of money
//! with the language's decimal mark.

use crate::domain::{Money, Prize, PrizeValue};
use crate::i18n::Language;
use crate::tr;

/// A list's name: the category, or "Overall".
pub(crate) fn list_name(lang: Language, category: Option<&str>) -> String {
    match category {
        Some(name) => name.to_string(),
        None => tr!(lang, "awards-overall"),
    }
}

/// "Overall, place 2", "Under 16, place 1".
pub fn prize_label(lang: Language, category: Option<&str>, place: u32) -> String {
    tr!(
        lang,
        "awards-prize",
        list = list_name(lang, category),
        place = place
    )
}

/// "150 €", "12,50 €" (Italian decimal mark).
pub fn money(lang: Language, amount: Money, currency: &str) -> String {
    let mark = match lang {
        Language::Italian => ',',
        Language::English => '.',
    };
    let number = amount.format(mark);
    if currency.trim().is_empty() {
        number
    } else {
        format!("{number} {}", currency.trim())
    }
}

/// What the prize is, as printed: the amount, or the object's description.
pub fn prize_value(lang: Language, prize: &Prize, currency: &str) -> String {
    match &prize.value {
        PrizeValue::Money(m) => money(lang, *m, currency),
        PrizeValue::Object { description, .. } => description.clone(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn labels_and_amounts_in_both_languages() {
        assert_eq!(prize_label(Language::English, None, 2), "Overall, place 2");
        assert_eq!(
            prize_label(Language::Italian, None, 2),
            "Assoluto, 2° posto"
        );
        assert_eq!(
            prize_label(Language::Italian, Some("Under 16"), 1),
            "Under 16, 1° posto"
        );
        assert_eq!(money(Language::Italian, Money(1250), "€"), "12,50 €");
        assert_eq!(money(Language::English, Money(15000), "€"), "150 €");
    }
}
