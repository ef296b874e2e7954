//! Reading the published site back in tests: the links of a page, the text of its table
//! rows (tags taken out, entities decoded), as a reader would see them.

#![allow(dead_code, clippy::unwrap_used, clippy::expect_used)]

/// Text with the entities HTML escaping writes decoded.
pub fn unescape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(start) = rest.find('&') {
        out.push_str(&rest[..start]);
        let after = &rest[start..];
        let Some(end) = after.find(';') else {
            out.push_str(after);
            return out;
        };
        let entity = &after[1..end];
        let decoded = match entity {
            "amp" => Some('&'),
            "lt" => Some('<'),
            "gt" => Some('>'),
            "quot" => Some('"'),
            "apos" => Some('\''),
            _ => entity
                .strip_prefix("#x")
                .or_else(|| entity.strip_prefix("#X"))
                .and_then(|hex| u32::from_str_radix(hex, 16).ok())
                .or_else(|| entity.strip_prefix('#').and_then(|d| d.parse().ok()))
                .and_then(char::from_u32),
        };
        match decoded {
            Some(c) => {
                out.push(c);
                rest = &after[end + 1..];
            }
            None => {
                out.push('&');
                rest = &after[1..];
            }
        }
    }
    out.push_str(rest);
    out
}

/// `html` without its tags, entities decoded.
pub fn text_of(html: &str) -> String {
    let mut out = String::new();
    let mut in_tag = false;
    for c in html.chars() {
        match c {
            '<' => in_tag = true,
            '>' if in_tag => in_tag = false,
            c if !in_tag => out.push(c),
            _ => {}
        }
    }
    unescape(&out)
}

/// The text a reader sees: the body's, without tags, entities decoded.
pub fn body_text(html: &str) -> String {
    let body = html.split_once("<body>").map_or(html, |(_, body)| body);
    text_of(body)
}

/// Every table row of `html` (head rows too), each as the texts of its cells.
pub fn table_rows(html: &str) -> Vec<Vec<String>> {
    html.split("<tr")
        .skip(1)
        .map(|row| {
            let row = row.split("</tr>").next().unwrap_or_default();
            row.split("<t")
                .skip(1)
                .filter(|cell| cell.starts_with('d') || cell.starts_with('h'))
                .map(|cell| {
                    let inner = cell
                        .split_once('>')
                        .map(|(_, rest)| rest)
                        .unwrap_or_default();
                    let inner = inner
                        .rsplit_once("</t")
                        .map(|(content, _)| content)
                        .unwrap_or(inner);
                    text_of(inner)
                })
                .collect()
        })
        .collect()
}

/// The targets of the page's links (`href="…"`), decoded.
pub fn links(html: &str) -> Vec<String> {
    html.split("href=\"")
        .skip(1)
        .filter_map(|rest| rest.split('"').next())
        .map(unescape)
        .collect()
}
