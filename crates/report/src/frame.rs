//! What every page of every document shares: the header (tournament name, place, dates,
//! round), the footer (chief arbiter, "Torneo <version>", "page 2 of 5") and the paper.

use super::document::{Block, Document, Orientation, PageFooter, PageHeader, PageSetup};
use super::notation;
use super::request::PrintRequest;
use crate::domain::Tournament;
use crate::i18n::Language;
use crate::tr;

/// The program's name and version, printed at the bottom right of every page.
pub fn program() -> String {
    format!("Torneo {}", env!("CARGO_PKG_VERSION"))
}

/// "Circolo Scacchistico Milanese, Milano": venue and place, whichever are set.
fn place_line(t: &Tournament) -> String {
    let s = &t.settings;
    [s.venue.trim(), s.place.trim()]
        .into_iter()
        .filter(|part| !part.is_empty())
        .collect::<Vec<_>>()
        .join(", ")
}

/// "1 Mar 2026 – 7 Mar 2026", one date when the event has one day or one date is known.
pub fn dates_line(t: &Tournament, lang: Language) -> String {
    let s = &t.settings;
    match (s.start_date, s.end_date) {
        (Some(start), Some(end)) if start != end => tr!(
            lang,
            "report-dates",
            start = notation::date(lang, start),
            end = notation::date(lang, end)
        ),
        (Some(day), _) | (None, Some(day)) => notation::date(lang, day),
        (None, None) => String::new(),
    }
}

/// "Round 3 of 9" (or "Round 3" when the number of rounds is not announced).
pub fn round_line(t: &Tournament, lang: Language, round: u32) -> String {
    match t.settings.rounds {
        0 => tr!(lang, "report-round", round = round),
        rounds => tr!(lang, "report-round-of", round = round, rounds = rounds),
    }
}

/// The header of every page; `round` for the documents about one round.
pub fn header(t: &Tournament, lang: Language, round: Option<u32>) -> PageHeader {
    let lines = [
        place_line(t),
        dates_line(t, lang),
        round.map(|r| round_line(t, lang, r)).unwrap_or_default(),
    ];
    PageHeader {
        tournament: t.settings.name.trim().to_string(),
        lines: lines.into_iter().filter(|l| !l.is_empty()).collect(),
    }
}

/// The footer of every page.
pub fn footer(t: &Tournament, lang: Language) -> PageFooter {
    let chief = t.settings.chief_arbiter.trim();
    PageFooter {
        left: if chief.is_empty() {
            String::new()
        } else {
            tr!(lang, "report-chief-arbiter", name = chief)
        },
        right: program(),
        page_label: tr!(lang, "report-page", page = "{page}", pages = "{pages}"),
    }
}

/// A document of `blocks` with the tournament's header and footer.
pub fn document(
    t: &Tournament,
    request: &PrintRequest,
    round: Option<u32>,
    title: String,
    orientation: Orientation,
    blocks: Vec<Block>,
) -> Document {
    Document {
        title,
        header: header(t, request.language, round),
        footer: footer(t, request.language),
        page: PageSetup {
            paper: request.paper,
            orientation,
        },
        language: request.language,
        blocks,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::TournamentSettings;
    use chrono::NaiveDate;

    #[test]
    fn header_and_footer_in_both_languages() {
        let t = Tournament::new(TournamentSettings {
            name: "Open di Brera".into(),
            place: "Milano".into(),
            venue: "Circolo Scacchistico Milanese".into(),
            chief_arbiter: "Verdi, Giuseppe".into(),
            start_date: NaiveDate::from_ymd_opt(2026, 3, 1),
            end_date: NaiveDate::from_ymd_opt(2026, 3, 7),
            rounds: 7,
            ..TournamentSettings::default()
        });
        let h = header(&t, Language::Italian, Some(3));
        assert_eq!(h.tournament, "Open di Brera");
        assert_eq!(
            h.lines,
            vec![
                "Circolo Scacchistico Milanese, Milano",
                "01/03/2026 – 07/03/2026",
                "Turno 3 di 7"
            ]
        );
        let h = header(&t, Language::English, None);
        assert_eq!(h.lines[1], "1 Mar 2026 – 7 Mar 2026");
        assert_eq!(h.lines.len(), 2);
        let f = footer(&t, Language::Italian);
        assert_eq!(f.left, "Arbitro principale: Verdi, Giuseppe");
        assert_eq!(f.right, format!("Torneo {}", env!("CARGO_PKG_VERSION")));
        assert_eq!(f.page_text(2, 5), "pagina 2 di 5");
        assert_eq!(footer(&t, Language::English).page_text(1, 1), "page 1 of 1");
        let bare = Tournament::default();
        assert!(header(&bare, Language::English, None).lines.is_empty());
        assert_eq!(footer(&bare, Language::English).left, "");
    }
}
