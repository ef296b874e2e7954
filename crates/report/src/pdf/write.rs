//! Writes laid-out pages with krilla, adding each page's footer (left text, "page 2 of 5"
//! in the middle, right text) now that the page count is known.

use super::PdfError;
use super::fonts::{Fonts, Weight, fit};
use super::geometry::{FOOTER_SIZE, MARGIN, page_size};
use super::layout::baseline;
use super::marks::{MUTED, Mark, Page};
use crate::document::Document;
use krilla::color::luma;
use krilla::geom::{PathBuilder, Point, Rect};
use krilla::metadata::Metadata;
use krilla::page::PageSettings;
use krilla::paint::{Fill, Stroke, StrokeDash};
use krilla::surface::Surface;

pub fn write(fonts: &Fonts, document: &Document, pages: &[Page]) -> Result<Vec<u8>, PdfError> {
    let mut pdf = krilla::Document::new();
    pdf.set_metadata(
        Metadata::new()
            .title(document.title.clone())
            .language(document.language.code().to_string())
            .creator(document.footer.right.clone()),
    );
    for (index, page) in pages.iter().enumerate() {
        let (width, height) = page_size(document.page, page.orientation);
        let settings = PageSettings::from_wh(width, height).ok_or(PdfError::PageSize)?;
        let mut pdf_page = pdf.start_page_with(settings);
        let mut surface = pdf_page.surface();
        for mark in page
            .marks
            .iter()
            .chain(&footer(fonts, document, page, index, pages.len()))
        {
            draw(&mut surface, fonts, mark);
        }
        surface.finish();
        pdf_page.finish();
    }
    pdf.finish()
        .map_err(|error| PdfError::Writer(format!("{error:?}")))
}

/// The footer of page `index` (0-based) of `count`.
fn footer(
    fonts: &Fonts,
    document: &Document,
    page: &Page,
    index: usize,
    count: usize,
) -> Vec<Mark> {
    let (width, height) = page_size(document.page, page.orientation);
    let top = height - MARGIN - FOOTER_SIZE * 1.2;
    let third = (width - 2.0 * MARGIN) / 3.0;
    let label = document.footer.page_text(index + 1, count);
    let texts = [
        (document.footer.left.as_str(), 0.0),
        (label.as_str(), 0.5),
        (document.footer.right.as_str(), 1.0),
    ];
    let mut marks = vec![Mark::Line {
        from: (MARGIN, top - 3.0),
        to: (width - MARGIN, top - 3.0),
        width: 0.4,
        grey: MUTED,
        dashed: false,
    }];
    for (index, (text, position)) in texts.into_iter().enumerate() {
        let text = fit(fonts, text, Weight::Regular, FOOTER_SIZE, third);
        if text.is_empty() {
            continue;
        }
        let used = fonts.width(&text, Weight::Regular, FOOTER_SIZE);
        let cell_left = MARGIN + index as f32 * third;
        marks.push(Mark::Text {
            x: cell_left + (third - used) * position,
            y: baseline(top, FOOTER_SIZE),
            size: FOOTER_SIZE,
            weight: Weight::Regular,
            grey: MUTED,
            text,
        });
    }
    marks
}

fn grey(level: u8) -> krilla::paint::Paint {
    luma::Color::new(level).into()
}

fn draw(surface: &mut Surface, fonts: &Fonts, mark: &Mark) {
    match mark {
        Mark::Text {
            x,
            y,
            size,
            weight,
            grey: level,
            text,
        } => {
            let face = fonts.face(*weight);
            surface.set_stroke(None);
            surface.set_fill(Some(Fill {
                paint: grey(*level),
                ..Fill::default()
            }));
            let glyphs = face.glyphs(text);
            surface.draw_glyphs(
                Point::from_xy(*x, *y),
                &glyphs,
                face.font().clone(),
                text,
                *size,
                false,
            );
        }
        Mark::Line {
            from,
            to,
            width,
            grey: level,
            dashed,
        } => {
            let mut path = PathBuilder::new();
            path.move_to(from.0, from.1);
            path.line_to(to.0, to.1);
            surface.set_fill(None);
            surface.set_stroke(Some(Stroke {
                paint: grey(*level),
                width: *width,
                dash: dashed.then(|| StrokeDash {
                    array: vec![4.0, 3.0],
                    offset: 0.0,
                }),
                ..Stroke::default()
            }));
            if let Some(path) = path.finish() {
                surface.draw_path(&path);
            }
        }
        Mark::Frame {
            x,
            y,
            width,
            height,
        } => {
            surface.set_fill(None);
            surface.set_stroke(Some(Stroke {
                width: 0.8,
                ..Stroke::default()
            }));
            rectangle(surface, *x, *y, *width, *height);
        }
        Mark::Fill {
            x,
            y,
            width,
            height,
            grey: level,
        } => {
            surface.set_stroke(None);
            surface.set_fill(Some(Fill {
                paint: grey(*level),
                ..Fill::default()
            }));
            rectangle(surface, *x, *y, *width, *height);
        }
    }
}

fn rectangle(surface: &mut Surface, x: f32, y: f32, width: f32, height: f32) {
    let mut path = PathBuilder::new();
    if let Some(rect) = Rect::from_xywh(x, y, width, height) {
        path.push_rect(rect);
    }
    if let Some(path) = path.finish() {
        surface.draw_path(&path);
    }
}
