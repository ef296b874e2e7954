//! Numbers, dates and names as an arbiter writes them on paper: points with ½ ("3½"),
//! tie-break values with the language's decimal mark ("12,5" in Italian), dates, a player
//! as "3 FM Rossi, Mario (1850)", and the alphabetical order of names.

use crate::domain::{Player, Points};
use crate::i18n::Language;
use crate::tiebreak::TiebreakValue;
use chrono::NaiveDate;
use std::cmp::Ordering;

/// Points as arbiters write them: "3½", "½", "0".
pub fn points(points: Points) -> String {
    points.to_string()
}

/// A decimal number written with the language's decimal mark: Italian "12,5".
pub fn decimal(lang: Language, text: String) -> String {
    crate::i18n::numbers::decimal(lang, text)
}

/// A tie-break value, empty when not applicable.
pub fn tiebreak(lang: Language, value: &TiebreakValue) -> String {
    decimal(lang, value.to_string())
}

/// A date: "1 Mar 2026" in English, "01/03/2026" in Italian.
pub fn date(lang: Language, date: NaiveDate) -> String {
    crate::i18n::numbers::date(lang, date)
}

/// The rating, empty for an unrated player.
pub fn rating(player: &Player) -> String {
    player.rating.map(|r| r.to_string()).unwrap_or_default()
}

/// The title code, empty without one.
pub fn title(player: &Player) -> String {
    player
        .title
        .map(|t| t.code().to_string())
        .unwrap_or_default()
}

/// A pairing number, empty when none is assigned (0).
pub fn number(player: &Player) -> String {
    match player.pairing_number {
        0 => String::new(),
        n => n.to_string(),
    }
}

/// "3 FM Rossi, Mario (1850)": number, title, name, rating (each left out when missing).
pub fn player_label(player: &Player) -> String {
    let mut label = number(player);
    for part in [title(player), player.name.clone()] {
        if !part.is_empty() {
            if !label.is_empty() {
                label.push(' ');
            }
            label.push_str(&part);
        }
    }
    if let Some(rating) = player.rating {
        label.push_str(&format!(" ({rating})"));
    }
    label
}

/// The letter a Latin letter with a diacritic is filed under ("è" under "e", "ß" under
/// "ss"), so that "Ébert" sorts among the E; other letters stay as they are.
fn base_letters(c: char) -> &'static str {
    match c {
        'à' | 'á' | 'â' | 'ã' | 'ä' | 'å' | 'ā' | 'ă' | 'ą' => "a",
        'æ' => "ae",
        'ç' | 'ć' | 'č' | 'ĉ' | 'ċ' => "c",
        'ď' | 'đ' | 'ð' => "d",
        'è' | 'é' | 'ê' | 'ë' | 'ē' | 'ė' | 'ę' | 'ě' => "e",
        'ğ' | 'ģ' => "g",
        'ì' | 'í' | 'î' | 'ï' | 'ī' | 'į' | 'ı' => "i",
        'ķ' => "k",
        'ł' | 'ľ' | 'ĺ' | 'ļ' => "l",
        'ñ' | 'ń' | 'ň' | 'ņ' => "n",
        'ò' | 'ó' | 'ô' | 'õ' | 'ö' | 'ø' | 'ō' | 'ő' => "o",
        'œ' => "oe",
        'ř' | 'ŕ' => "r",
        'ś' | 'š' | 'ş' | 'ș' => "s",
        'ß' => "ss",
        'ť' | 'ţ' | 'ț' => "t",
        'ù' | 'ú' | 'û' | 'ü' | 'ū' | 'ů' | 'ű' | 'ų' => "u",
        'ý' | 'ÿ' => "y",
        'ź' | 'ż' | 'ž' => "z",
        _ => "",
    }
}

/// The key names are sorted by: lower case, diacritics of Latin letters folded, then
/// the name itself to keep the order total.
pub fn name_key(name: &str) -> String {
    let mut key = String::with_capacity(name.len());
    for c in name.chars().flat_map(char::to_lowercase) {
        match base_letters(c) {
            "" => key.push(c),
            base => key.push_str(base),
        }
    }
    key
}

/// Alphabetical order of two players (name key, then name, then pairing number).
pub fn by_name(a: &Player, b: &Player) -> Ordering {
    name_key(&a.name)
        .cmp(&name_key(&b.name))
        .then_with(|| a.name.cmp(&b.name))
        .then_with(|| a.pairing_number.cmp(&b.pairing_number))
        .then_with(|| a.id.cmp(&b.id))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::Title;

    #[test]
    fn points_and_decimals_as_arbiters_write_them() {
        assert_eq!(points(Points(35)), "3½");
        assert_eq!(points(Points(5)), "½");
        assert_eq!(points(Points(0)), "0");
        let sb = TiebreakValue::Hundredths(1250);
        assert_eq!(tiebreak(Language::Italian, &sb), "12,50");
        assert_eq!(tiebreak(Language::English, &sb), "12.50");
        let bh = TiebreakValue::Points(Points(125));
        assert_eq!(tiebreak(Language::Italian, &bh), "12,5");
        assert_eq!(
            tiebreak(Language::Italian, &TiebreakValue::NotApplicable),
            ""
        );
    }

    #[test]
    fn dates_in_each_language() {
        let d = NaiveDate::from_ymd_opt(2026, 3, 1).unwrap();
        assert_eq!(date(Language::English, d), "1 Mar 2026");
        assert_eq!(date(Language::Italian, d), "01/03/2026");
    }

    #[test]
    fn label_and_alphabetical_order() {
        let p = Player {
            name: "Rossi, Mario".into(),
            pairing_number: 3,
            title: Some(Title::FM),
            rating: Some(1850),
            ..Player::default()
        };
        assert_eq!(player_label(&p), "3 FM Rossi, Mario (1850)");
        let unrated = Player {
            name: "Bianchi, Luca".into(),
            ..Player::default()
        };
        assert_eq!(player_label(&unrated), "Bianchi, Luca");
        let mut names = vec![
            "Zorzi",
            "Évora",
            "Müller",
            "Muller",
            "Ελένη",
            "Иванов",
            "abate",
        ];
        names.sort_by_key(|n| (name_key(n), n.to_string()));
        assert_eq!(
            names,
            vec![
                "abate",
                "Évora",
                "Muller",
                "Müller",
                "Zorzi",
                "Ελένη",
                "Иванов"
            ]
        );
    }
}
