//! HTML rendering of a [`Document`]: one self-contained file (no script, no external
//! file) for the club's web site, with print CSS: the paper size and orientation
//! (`@page`), table headers repeated on every printed page (`thead`), rows not split
//! across pages, page breaks before a section, and slips kept whole with dashed cut
//! lines. Every text is escaped; `lang` says the document's language.

use super::document::{
    Align, Block, Document, Field, Orientation, Paper, QrBlock, ResultSlip, RowStyle, Table,
};

/// Text with `& < > " '` escaped, safe in an element and in an attribute.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

fn paper_name(paper: Paper) -> &'static str {
    match paper {
        Paper::A4 => "A4",
        Paper::Letter => "letter",
    }
}

fn orientation_name(orientation: Orientation) -> &'static str {
    match orientation {
        Orientation::Portrait => "portrait",
        Orientation::Landscape => "landscape",
    }
}

/// The style sheet: screen reading and print layout.
fn style(document: &Document) -> String {
    let paper = paper_name(document.page.paper);
    format!(
        "@page {{ size: {paper} {default}; margin: 12mm; }}\n\
         @page portrait {{ size: {paper} portrait; }}\n\
         @page landscape {{ size: {paper} landscape; }}\n\
         section.portrait {{ page: portrait; }}\n\
         section.landscape {{ page: landscape; }}\n\
         section.break {{ break-before: page; page-break-before: always; }}\n\
         body {{ font-family: \"DejaVu Sans\", \"Noto Sans\", Arial, sans-serif; font-size: 10pt; color: #000; }}\n\
         header.page h1 {{ font-size: 15pt; margin: 0; }}\n\
         header.page p {{ margin: 0; }}\n\
         h2 {{ font-size: 13pt; margin: 10pt 0 6pt; }}\n\
         h3 {{ font-size: 11pt; margin: 8pt 0 4pt; break-after: avoid; page-break-after: avoid; }}\n\
         table {{ border-collapse: collapse; margin-bottom: 8pt; }}\n\
         thead {{ display: table-header-group; }}\n\
         tr {{ break-inside: avoid; page-break-inside: avoid; }}\n\
         th, td {{ padding: 1pt 5pt; border-bottom: 0.5pt solid #999; text-align: left; white-space: nowrap; }}\n\
         th {{ border-bottom: 1pt solid #000; }}\n\
         .right {{ text-align: right; }}\n\
         .centre {{ text-align: center; }}\n\
         .stretch {{ width: 30%; white-space: normal; }}\n\
         tr.strong td {{ font-weight: bold; }}\n\
         tr.muted td {{ color: #666; font-style: italic; }}\n\
         dl {{ display: grid; grid-template-columns: max-content auto; gap: 2pt 10pt; }}\n\
         dt {{ font-weight: bold; }} dd {{ margin: 0; }}\n\
         .slips {{ display: grid; grid-template-columns: 1fr 1fr; }}\n\
         .slip {{ border: 1pt dashed #000; padding: 6pt; break-inside: avoid; page-break-inside: avoid; }}\n\
         .slip p {{ margin: 2pt 0; }}\n\
         .signature {{ margin-top: 14pt; border-top: 0.5pt solid #000; display: inline-block; width: 45%; margin-right: 4%; font-size: 8pt; }}\n\
         footer.page {{ margin-top: 12pt; font-size: 8pt; display: flex; justify-content: space-between; }}\n\
         @media screen {{ body {{ max-width: 1200px; margin: 1em auto; }} }}\n",
        default = orientation_name(document.page.orientation),
    )
}

/// The document as one HTML file.
pub fn render(document: &Document) -> String {
    let mut out = String::with_capacity(4096);
    let lang = document.language.code();
    let page_title = match document.header.tournament.as_str() {
        "" => document.title.clone(),
        name => format!("{name} – {}", document.title),
    };
    out.push_str(&format!(
        "<!DOCTYPE html>\n<html lang=\"{lang}\">\n<head>\n<meta charset=\"utf-8\">\n\
         <meta name=\"generator\" content=\"{}\">\n<title>{}</title>\n<style>\n{}</style>\n</head>\n<body>\n",
        escape(&document.footer.right),
        escape(&page_title),
        style(document)
    ));
    out.push_str("<header class=\"page\">\n");
    if !document.header.tournament.is_empty() {
        out.push_str(&format!(
            "<h1>{}</h1>\n",
            escape(&document.header.tournament)
        ));
    }
    for line in &document.header.lines {
        out.push_str(&format!("<p>{}</p>\n", escape(line)));
    }
    out.push_str("</header>\n");
    let first = orientation_name(document.page.orientation);
    out.push_str(&format!(
        "<section class=\"{first}\">\n<h2>{}</h2>\n",
        escape(&document.title)
    ));
    for block in &document.blocks {
        render_block(&mut out, block, document.page.orientation);
    }
    out.push_str("</section>\n<footer class=\"page\">");
    out.push_str(&format!(
        "<span>{}</span><span>{}</span>",
        escape(&document.footer.left),
        escape(&document.footer.right)
    ));
    out.push_str("</footer>\n</body>\n</html>\n");
    out
}

fn render_block(out: &mut String, block: &Block, default: Orientation) {
    match block {
        Block::Heading(text) => out.push_str(&format!("<h3>{}</h3>\n", escape(text))),
        Block::Paragraph(text) => out.push_str(&format!("<p>{}</p>\n", escape(text))),
        Block::Fields(fields) => render_fields(out, fields),
        Block::Table(table) => render_table(out, table),
        Block::Slips(slips) => render_slips(out, slips),
        Block::QrCode(qr) => render_qr(out, qr),
        Block::PageBreak(orientation) => {
            let orientation = orientation_name(orientation.unwrap_or(default));
            out.push_str(&format!(
                "</section>\n<section class=\"break {orientation}\">\n"
            ));
        }
    }
}

fn render_fields(out: &mut String, fields: &[Field]) {
    out.push_str("<dl>\n");
    for field in fields {
        out.push_str(&format!(
            "<dt>{}</dt><dd>{}</dd>\n",
            escape(&field.label),
            escape(&field.value)
        ));
    }
    out.push_str("</dl>\n");
}

fn class_of(align: Align, stretch: bool) -> &'static str {
    match (align, stretch) {
        (_, true) => " class=\"stretch\"",
        (Align::Left, false) => "",
        (Align::Right, false) => " class=\"right\"",
        (Align::Centre, false) => " class=\"centre\"",
    }
}

fn render_table(out: &mut String, table: &Table) {
    out.push_str("<table>\n<thead><tr>");
    let classes: Vec<&str> = table
        .columns
        .iter()
        .map(|c| class_of(c.align, c.stretch))
        .collect();
    for (column, class) in table.columns.iter().zip(&classes) {
        out.push_str(&format!("<th{class}>{}</th>", escape(&column.title)));
    }
    out.push_str("</tr></thead>\n<tbody>\n");
    for row in &table.rows {
        out.push_str(match row.style {
            RowStyle::Normal => "<tr>",
            RowStyle::Strong => "<tr class=\"strong\">",
            RowStyle::Muted => "<tr class=\"muted\">",
        });
        for (i, class) in classes.iter().enumerate() {
            let cell = row.cells.get(i).map_or("", String::as_str);
            out.push_str(&format!("<td{class}>{}</td>", escape(cell)));
        }
        out.push_str("</tr>\n");
    }
    out.push_str("</tbody>\n</table>\n");
}

/// A QR code as an inline SVG drawing (no image file, no script), with its quiet zone;
/// the caption above and the address under it.
fn render_qr(out: &mut String, qr: &QrBlock) {
    const QUIET: usize = 4;
    out.push_str(&format!(
        "<figure class=\"qr\">\n<figcaption>{}</figcaption>\n",
        escape(&qr.caption)
    ));
    if let Ok(matrix) = crate::qr::qr_code(&qr.url) {
        let side = matrix.width() + 2 * QUIET;
        let mut path = String::new();
        for y in 0..matrix.width() {
            for x in 0..matrix.width() {
                if matrix.is_dark(x, y) {
                    path.push_str(&format!("M{},{}h1v1h-1z", x + QUIET, y + QUIET));
                }
            }
        }
        out.push_str(&format!(
            "<svg viewBox=\"0 0 {side} {side}\" \
             width=\"132\" height=\"132\" role=\"img\" aria-label=\"{url}\">\
             <rect width=\"{side}\" height=\"{side}\" fill=\"#fff\"/>\
             <path d=\"{path}\" fill=\"#000\"/></svg>\n",
            url = escape(&qr.url),
        ));
    }
    out.push_str(&format!("<p>{}</p>\n</figure>\n", escape(&qr.url)));
}

fn render_slips(out: &mut String, slips: &[ResultSlip]) {
    out.push_str("<div class=\"slips\">\n");
    for slip in slips {
        out.push_str("<div class=\"slip\">\n");
        out.push_str(&format!(
            "<p><strong>{}</strong></p>\n",
            escape(&slip.heading)
        ));
        for text in &slip.lines {
            out.push_str(&format!("<p>{}</p>\n", escape(text)));
        }
        for game in &slip.games {
            out.push_str("<p>");
            if !game.label.is_empty() {
                out.push_str(&format!("{}&emsp;", escape(&game.label)));
            }
            for choice in &game.choices {
                out.push_str(&format!("☐ {}&emsp;", escape(choice)));
            }
            out.push_str("</p>\n");
        }
        if let Some(total) = &slip.total {
            out.push_str(&format!("<p>{}</p>\n", escape(total)));
        }
        out.push_str("<p>");
        for signature in &slip.signatures {
            out.push_str(&format!(
                "<span class=\"signature\">{}</span>",
                escape(signature)
            ));
        }
        out.push_str("</p>\n</div>\n");
    }
    out.push_str("</div>\n");
}

#[cfg(test)]
mod tests {
    use super::escape;

    #[test]
    fn escapes_markup_and_quotes() {
        assert_eq!(
            escape("<b>Rossi & \"Figli\"</b> l'Aquila"),
            "&lt;b&gt;Rossi &amp; &quot;Figli&quot;&lt;/b&gt; l&#39;Aquila"
        );
        assert_eq!(escape("Ελένη ½"), "Ελένη ½");
    }
}
