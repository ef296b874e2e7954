//! A player's rating card (issue 37), under the tie-break details of the Standings panel:
//! the K factor and why, each game that counts (opponent, his rating, result, expected
//! score, change), the total, the new rating and the performance (ARO, TPR). For an
//! unrated player: the games and the initial rating the event gives (FIDE B.02 8.2).

use super::i18n::{Language, T, arg};
use crate::domain::PlayerId;
use crate::session::{Derived, Localize, RatingOutcome, hundredths, signed_hundredths};

/// The card of `player` after round `after`.
pub fn show(ui: &mut egui::Ui, lang: Language, derived: Derived<'_>, after: u32, player: PlayerId) {
    let report = derived.ratings(after);
    let (Some(line), Some(p)) = (report.player(player), derived.player(player)) else {
        return;
    };
    let decimal = |text: String| torneo_i18n::numbers::decimal(lang, text);
    ui.separator();
    ui.strong(T::RatingOf.with(lang, [("name", arg(p.name.clone()))]));
    let per_game: Vec<(String, String)> = match &line.outcome {
        RatingOutcome::Rated { k, change } => {
            ui.label(k.localize(lang));
            change
                .games
                .iter()
                .map(|g| {
                    (
                        decimal(hundredths(g.expected_hundredths)),
                        decimal(signed_hundredths(g.change_hundredths)),
                    )
                })
                .collect()
        }
        RatingOutcome::Unrated(initial) => {
            ui.label(initial.localize(lang));
            line.games.iter().map(|_| Default::default()).collect()
        }
    };
    egui::Grid::new(("rating-card", player.0))
        .striped(true)
        .show(ui, |ui| {
            for header in [
                T::TbRound,
                T::RatingOpponent,
                T::Rating,
                T::RatingResult,
                T::RatingExpected,
                T::RatingChange,
            ] {
                ui.strong(header.tr(lang));
            }
            ui.end_row();
            for (g, (expected, change)) in line.games.iter().zip(per_game) {
                ui.label(g.round.to_string());
                ui.label(derived.player(g.opponent).map_or("", |o| o.name.as_str()));
                ui.label(g.opponent_rating.to_string());
                ui.label(decimal(hundredths(g.score_hundredths)));
                ui.label(expected);
                ui.label(change);
                ui.end_row();
            }
            if let RatingOutcome::Rated { change, .. } = &line.outcome {
                ui.strong(T::RatingTotal.tr(lang));
                ui.label("");
                ui.label("");
                ui.label(decimal(hundredths(change.score_hundredths)));
                ui.label(decimal(hundredths(change.expected_hundredths)));
                ui.strong(format!(
                    "{} → {:+}",
                    decimal(signed_hundredths(change.exact_hundredths)),
                    change.rounded
                ));
                ui.end_row();
            }
        });
    for note in line.notes(derived.tournament()) {
        ui.label(note.localize(lang));
    }
    ui.horizontal(|ui| {
        if let Some(new) = line.new_rating() {
            ui.label(format!("{}: {new}", T::RatingNew.tr(lang)));
        }
        if let Some(q) = line.performance
            && let (Some(aro), Some(tpr)) = (q.average_rating_of_opponents, q.performance_rating)
        {
            ui.label(format!("{}: {aro}, {tpr}", T::RatingPerformance.tr(lang)));
        }
    });
}
