//! Lines of a text list as Unicode: UTF-8 when the bytes are UTF-8, otherwise Latin-1
//! (older national lists), with the line end (`\n` or `\r\n`) and a byte-order mark removed.

use std::borrow::Cow;

/// The text of one line (without its line end).
pub fn decode_line(bytes: &[u8]) -> Cow<'_, str> {
    let bytes = bytes.strip_suffix(b"\n").unwrap_or(bytes);
    let bytes = bytes.strip_suffix(b"\r").unwrap_or(bytes);
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
    match std::str::from_utf8(bytes) {
        Ok(text) => Cow::Borrowed(text),
        // Latin-1: every byte is the character of the same number.
        Err(_) => Cow::Owned(bytes.iter().map(|&b| char::from(b)).collect()),
    }
}

/// The text between character positions `start` and `end` (0-based, end excluded) of
/// `line`, trimmed; empty past the line's end.
pub fn columns(line: &str, start: usize, end: usize) -> &str {
    if line.is_ascii() {
        let end = end.min(line.len());
        return line.get(start.min(end)..end).unwrap_or("").trim();
    }
    let mut chars = line.char_indices().map(|(i, _)| i).chain([line.len()]);
    let from = chars.nth(start).unwrap_or(line.len());
    let to = if end > start {
        chars.nth(end - start - 1).unwrap_or(line.len())
    } else {
        from
    };
    line.get(from..to).unwrap_or("").trim()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn utf8_latin1_crlf_and_bom() {
        assert_eq!(decode_line(b"Caf\xC3\xA8\r\n"), "Cafè");
        assert_eq!(decode_line(b"Caf\xE8\n"), "Cafè");
        assert_eq!(decode_line(b"\xEF\xBB\xBFid;nome"), "id;nome");
    }

    #[test]
    fn columns_count_characters() {
        assert_eq!(columns("ab  cd", 0, 3), "ab");
        assert_eq!(columns("ab  cd", 3, 10), "cd");
        assert_eq!(columns("ab", 5, 10), "");
        assert_eq!(columns("Šè  xy", 0, 3), "Šè");
        assert_eq!(columns("Šè  xy", 4, 6), "xy");
    }
}
