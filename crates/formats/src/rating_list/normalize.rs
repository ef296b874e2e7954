//! The search key of a name: lower case, accents taken off, every run of punctuation or
//! spaces one space. "Dvořák, Ján" and "dvorak jan" have the same key, so the arbiter
//! finds a player however the name is typed.

/// The search key of `name` (also of what the arbiter types).
pub fn name_key(name: &str) -> String {
    let mut key = String::with_capacity(name.len());
    let mut gap = false;
    for c in name.chars() {
        if c.is_alphanumeric() {
            if gap && !key.is_empty() {
                key.push(' ');
            }
            gap = false;
            push_plain(&mut key, c);
        } else {
            gap = true;
        }
    }
    key
}

/// `c` in lower case without its accent (Latin letters; other scripts in lower case).
fn push_plain(key: &mut String, c: char) {
    if c.is_ascii() {
        key.push(c.to_ascii_lowercase());
        return;
    }
    let lower = c.to_lowercase().next().unwrap_or(c);
    match plain_latin(lower) {
        Some(plain) => key.push_str(plain),
        None => key.push(lower),
    }
}

/// The letters of Latin-1 and Latin Extended-A (the European names of the FIDE list)
/// without their accents.
fn plain_latin(c: char) -> Option<&'static str> {
    let plain = match c {
        'à' | 'á' | 'â' | 'ã' | 'ä' | 'å' | 'ā' | 'ă' | 'ą' => "a",
        'æ' => "ae",
        'ç' | 'ć' | 'ĉ' | 'ċ' | 'č' => "c",
        'ď' | 'đ' | 'ð' => "d",
        'è' | 'é' | 'ê' | 'ë' | 'ē' | 'ĕ' | 'ė' | 'ę' | 'ě' => "e",
        'ĝ' | 'ğ' | 'ġ' | 'ģ' => "g",
        'ĥ' | 'ħ' => "h",
        'ì' | 'í' | 'î' | 'ï' | 'ĩ' | 'ī' | 'ĭ' | 'į' | 'ı' => "i",
        'ĳ' => "ij",
        'ĵ' => "j",
        'ķ' => "k",
        'ĺ' | 'ļ' | 'ľ' | 'ŀ' | 'ł' => "l",
        'ñ' | 'ń' | 'ņ' | 'ň' | 'ŉ' => "n",
        'ò' | 'ó' | 'ô' | 'õ' | 'ö' | 'ø' | 'ō' | 'ŏ' | 'ő' => "o",
        'œ' => "oe",
        'ŕ' | 'ŗ' | 'ř' => "r",
        'ś' | 'ŝ' | 'ş' | 'š' | 'ș' => "s",
        'ß' => "ss",
        'ţ' | 'ť' | 'ŧ' | 'ț' => "t",
        'þ' => "th",
        'ù' | 'ú' | 'û' | 'ü' | 'ũ' | 'ū' | 'ŭ' | 'ů' | 'ű' | 'ų' => "u",
        'ŵ' => "w",
        'ý' | 'ÿ' | 'ŷ' => "y",
        'ź' | 'ż' | 'ž' => "z",
        _ => return None,
    };
    Some(plain)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn case_accents_and_punctuation_go() {
        assert_eq!(name_key("Dvořák, Ján"), "dvorak jan");
        assert_eq!(name_key("  dvorak   JAN "), "dvorak jan");
        assert_eq!(name_key("D'Amico, Niccolò"), "d amico niccolo");
        assert_eq!(
            name_key("Müller-Lüdenscheidt, Jürgen"),
            "muller ludenscheidt jurgen"
        );
        assert_eq!(name_key("Straße"), "strasse");
        assert_eq!(name_key("Øst, Łukasz"), "ost lukasz");
        assert_eq!(name_key("Иванов, Иван"), "иванов иван");
        assert_eq!(name_key(", ."), "");
    }
}
