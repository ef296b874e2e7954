//! Bytes to lines: UTF-8 (with or without a byte-order mark) or Latin-1, and LF, CRLF or CR
//! line endings (trf.md §1: the spec says CR, real files use all three).
//!
//! A [`Line`] holds its characters so that fields are cut by character column, as TRF
//! counts them, even when a name holds non-ASCII letters.

/// One line of the file, 1-based number and characters (line ending removed).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Line {
    pub number: usize,
    pub chars: Vec<char>,
}

impl Line {
    /// The text of 1-based inclusive columns `first..=last` (shorter at the end of the line,
    /// empty past it). Never panics.
    pub fn columns(&self, first: usize, last: usize) -> String {
        let start = first.saturating_sub(1).min(self.chars.len());
        let end = last.min(self.chars.len()).max(start);
        self.chars
            .get(start..end)
            .map_or_else(String::new, |c| c.iter().collect())
    }

    /// The character at 1-based column `column`, a space past the end of the line.
    pub fn column(&self, column: usize) -> char {
        column
            .checked_sub(1)
            .and_then(|i| self.chars.get(i))
            .copied()
            .unwrap_or(' ')
    }

    /// Number of characters.
    pub fn len(&self) -> usize {
        self.chars.len()
    }

    pub fn is_empty(&self) -> bool {
        self.chars.is_empty()
    }

    /// The whole line as text.
    pub fn text(&self) -> String {
        self.chars.iter().collect()
    }
}

/// Decodes the file: valid UTF-8 is read as such (a leading byte-order mark is dropped);
/// anything else is Latin-1, where every byte is the character of the same number.
pub fn decode(bytes: &[u8]) -> String {
    match std::str::from_utf8(bytes) {
        Ok(text) => text.strip_prefix('\u{feff}').unwrap_or(text).to_owned(),
        Err(_) => bytes.iter().map(|&b| char::from(b)).collect(),
    }
}

/// Splits on LF, CRLF or CR. A final line ending does not start an extra empty line.
pub fn lines(text: &str) -> Vec<Line> {
    let mut out = Vec::new();
    let mut current = Vec::new();
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '\r' => {
                if chars.peek() == Some(&'\n') {
                    chars.next();
                }
                out.push(std::mem::take(&mut current));
            }
            '\n' => out.push(std::mem::take(&mut current)),
            other => current.push(other),
        }
    }
    if !current.is_empty() {
        out.push(current);
    }
    out.into_iter()
        .enumerate()
        .map(|(i, chars)| Line {
            number: i + 1,
            chars,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn all_three_line_endings() {
        let texts: Vec<Vec<String>> = ["a\nb\n", "a\r\nb\r\n", "a\rb\r", "a\nb"]
            .iter()
            .map(|t| lines(t).iter().map(Line::text).collect())
            .collect();
        for t in texts {
            assert_eq!(t, vec!["a".to_string(), "b".to_string()]);
        }
        let blank: Vec<String> = lines("a\n\nb").iter().map(Line::text).collect();
        assert_eq!(blank, vec!["a", "", "b"]);
    }

    #[test]
    fn latin1_and_utf8() {
        assert_eq!(decode(b"M\xfcller"), "Müller");
        assert_eq!(decode("Müller".as_bytes()), "Müller");
        assert_eq!(decode(b"\xef\xbb\xbf012 x"), "012 x");
    }

    #[test]
    fn columns_are_characters_and_never_panic() {
        let line = &lines("001 Müller")[0];
        assert_eq!(line.columns(5, 10), "Müller");
        assert_eq!(line.columns(9, 30), "er");
        assert_eq!(line.columns(40, 50), "");
        assert_eq!(line.columns(0, 0), "");
        assert_eq!(line.column(6), 'ü');
        assert_eq!(line.column(99), ' ');
    }
}
