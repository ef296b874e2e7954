//! The FIDE XML list (`players_list_xml_foa.xml`, ~1.5 GB unzipped), read as a stream of
//! events with quick-xml: one `<player>` record at a time, never the whole file in memory.
//! A record is `<player><fideid>…</fideid><name>…</name><country>…</country><sex>…</sex>
//! <title>…</title><w_title>…</w_title><rating>…</rating><rapid_rating>…</rapid_rating>
//! <blitz_rating>…</blitz_rating><birthday>…</birthday>…</player>`; a single list's
//! `<rating>` is the rating of its kind.

use super::fixed_width::RatingKind;
use super::{BadLine, Entry, Field, LineProblem, ListedPlayer, Position, RatingListError};
use quick_xml::Reader;
use quick_xml::events::Event;
use std::collections::BTreeMap;
use std::io::BufRead;

/// Reads every `<player>` record, handing each to `each` with the bytes read so far.
pub fn read(
    reader: impl BufRead,
    single: RatingKind,
    each: &mut dyn FnMut(Entry, u64) -> Result<(), RatingListError>,
) -> Result<(), RatingListError> {
    let mut xml = Reader::from_reader(reader);
    let mut buffer = Vec::with_capacity(1024);
    let mut record: Option<BTreeMap<String, String>> = None;
    let mut element: Option<String> = None;
    let mut records = 0u64;
    let mut players_seen = false;
    loop {
        buffer.clear();
        let event = match xml.read_event_into(&mut buffer) {
            Ok(event) => event,
            Err(error) => {
                if record.is_some() {
                    // A broken record: reported, and the reading stops there (the rest of
                    // the stream cannot be trusted to be in step).
                    let position = xml.buffer_position();
                    let bad = BadLine {
                        position: Position::Record(records),
                        problem: LineProblem::Xml {
                            detail: format!("{error} (byte {position})"),
                        },
                    };
                    each(Entry::Bad(bad), position)?;
                    return Ok(());
                }
                return Err(RatingListError::Xml {
                    detail: error.to_string(),
                });
            }
        };
        match event {
            Event::Start(start) => {
                let name = String::from_utf8_lossy(start.local_name().as_ref()).to_lowercase();
                if name == "player" {
                    records += 1;
                    players_seen = true;
                    record = Some(BTreeMap::new());
                } else if record.is_some() {
                    element = Some(name);
                }
            }
            Event::Text(text) => {
                if let (Some(fields), Some(name)) = (&mut record, &element) {
                    let text = text.decode().map_err(|e| RatingListError::Xml {
                        detail: e.to_string(),
                    })?;
                    fields.entry(name.clone()).or_default().push_str(&text);
                }
            }
            Event::GeneralRef(reference) => {
                if let (Some(fields), Some(name)) = (&mut record, &element) {
                    let resolved = match reference.resolve_char_ref() {
                        Ok(Some(c)) => Some(c.to_string()),
                        _ => reference.decode().ok().and_then(|entity| {
                            quick_xml::escape::resolve_predefined_entity(&entity)
                                .map(str::to_string)
                        }),
                    };
                    if let Some(text) = resolved {
                        fields.entry(name.clone()).or_default().push_str(&text);
                    }
                }
            }
            Event::End(end) => {
                let name = String::from_utf8_lossy(end.local_name().as_ref()).to_lowercase();
                if name == "player" {
                    if let Some(fields) = record.take() {
                        let entry = match player(&fields, single) {
                            Ok(player) => Entry::Player(player),
                            Err(problem) => Entry::Bad(BadLine {
                                position: Position::Record(records),
                                problem,
                            }),
                        };
                        each(entry, xml.buffer_position())?;
                    }
                } else {
                    element = None;
                }
            }
            Event::Eof => break,
            _ => {}
        }
    }
    if !players_seen {
        return Err(RatingListError::Xml {
            detail: "no <player> record".to_string(),
        });
    }
    Ok(())
}

/// The player of one record's fields.
fn player(
    fields: &BTreeMap<String, String>,
    single: RatingKind,
) -> Result<ListedPlayer, LineProblem> {
    let text = |name: &str| fields.get(name).map_or("", |s| s.trim());
    let id_text = text("fideid");
    if id_text.is_empty() {
        return Err(LineProblem::Missing { field: Field::Id });
    }
    let id = super::id(id_text).ok_or_else(|| LineProblem::NotValid {
        field: Field::Id,
        text: id_text.to_string(),
    })?;
    let name = text("name");
    if name.is_empty() {
        return Err(LineProblem::Missing { field: Field::Name });
    }
    let rating = |element: &str, field: Field| {
        super::rating(text(element)).map_err(|()| LineProblem::NotValid {
            field,
            text: text(element).to_string(),
        })
    };
    let single_field = match single {
        RatingKind::Standard => Field::StandardRating,
        RatingKind::Rapid => Field::RapidRating,
        RatingKind::Blitz => Field::BlitzRating,
    };
    let main = rating("rating", single_field)?;
    let mut player = ListedPlayer {
        id,
        fide_id: Some(id),
        name: name.to_string(),
        federation: text("country").to_ascii_uppercase(),
        sex: super::sex(text("sex")),
        title: super::title(text("title"), text("w_title")),
        standard: None,
        rapid: rating("rapid_rating", Field::RapidRating)?,
        blitz: rating("blitz_rating", Field::BlitzRating)?,
        birth_year: super::birth_year(text("birthday")).map_err(|()| LineProblem::NotValid {
            field: Field::BirthYear,
            text: text("birthday").to_string(),
        })?,
    };
    match single {
        RatingKind::Standard => player.standard = main,
        RatingKind::Rapid => player.rapid = main.or(player.rapid),
        RatingKind::Blitz => player.blitz = main.or(player.blitz),
    }
    Ok(player)
}
