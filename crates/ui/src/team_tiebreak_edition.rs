//! The rule edition of the team tie-breaks in Teams → Team settings (issue 39;
//! docs/rules/teams.md D6a): one choice for the whole list, as the individual tie-break
//! editor offers it (`settings_dialog::tiebreak_edition`): by the start date, the
//! 2023/2024 edition (`/V2024`) or the 2026 one (`/V2026`), written on each code that
//! reads unplayed rounds (Buchholz and the extended Sonneborn-Berger, C.07 art. 16); the
//! secondary score and direct encounter have no edition and are left as they are.

use super::i18n::{Language, T};
use crate::domain::PrimaryScore;
use crate::session::standings::Edition;
use crate::session::team_standings::TeamTiebreak;

/// The tie-breaks of `codes` that take an edition, read.
fn with_edition(codes: &[String], primary: PrimaryScore) -> Vec<TeamTiebreak> {
    codes
        .iter()
        .filter_map(|code| TeamTiebreak::parse(code, primary))
        .filter(|t| {
            matches!(
                t,
                TeamTiebreak::Buchholz { .. } | TeamTiebreak::SonnebornBerger { .. }
            )
        })
        .collect()
}

/// The edition every code that takes one names with `/V` (`None`: by the start date, or
/// the codes disagree).
pub fn list_edition(codes: &[String], primary: PrimaryScore) -> Option<Edition> {
    let editions: Vec<Option<Edition>> = with_edition(codes, primary)
        .into_iter()
        .map(|t| match t {
            TeamTiebreak::Buchholz { edition, .. }
            | TeamTiebreak::SonnebornBerger { edition, .. } => edition,
            TeamTiebreak::SecondaryScore | TeamTiebreak::DirectEncounter => None,
        })
        .collect();
    common_edition(&editions)
}

/// The edition every entry names, when they all name the same one (`None`: by the start
/// date, or they disagree); shared by the individual and the team editor.
pub fn common_edition(editions: &[Option<Edition>]) -> Option<Edition> {
    editions
        .first()
        .copied()
        .flatten()
        .filter(|first| editions.iter().all(|e| *e == Some(*first)))
}

/// `tiebreak` with `edition` where it takes one.
pub fn in_edition(tiebreak: TeamTiebreak, edition: Option<Edition>) -> TeamTiebreak {
    match tiebreak {
        TeamTiebreak::Buchholz { on, cut, .. } => TeamTiebreak::Buchholz { on, cut, edition },
        TeamTiebreak::SonnebornBerger { opponent, own, .. } => TeamTiebreak::SonnebornBerger {
            opponent,
            own,
            edition,
        },
        other => other,
    }
}

/// Rewrites every code that takes an edition with `edition` (or without `/V`).
pub fn set_edition(codes: &mut [String], primary: PrimaryScore, edition: Option<Edition>) {
    for code in codes {
        if let Some(tiebreak) = TeamTiebreak::parse(code, primary) {
            *code = in_edition(tiebreak, edition).code(primary);
        }
    }
}

/// Whether `codes` holds `code` in any edition (a tie-break is offered once).
pub fn holds(codes: &[String], code: &str, primary: PrimaryScore) -> bool {
    let plain = |c: &str| TeamTiebreak::parse(c, primary).map(|t| in_edition(t, None));
    let wanted = plain(code);
    wanted.is_some() && codes.iter().any(|c| plain(c) == wanted)
}

/// The choice of the edition for the whole list. An edition chosen while the system's
/// default list is in use makes the default list the chosen one, in that edition.
pub fn edition_choice(
    ui: &mut egui::Ui,
    lang: Language,
    codes: &mut Vec<String>,
    defaults: &[String],
    primary: PrimaryScore,
) {
    let shown: &[String] = if codes.is_empty() { defaults } else { codes };
    let current = list_edition(shown, primary);
    if let Some(chosen) = edition_combo(ui, lang, "team-tiebreak-edition", current) {
        if codes.is_empty() {
            codes.extend_from_slice(defaults);
        }
        set_edition(codes, primary, chosen);
    }
}

/// The labelled choice of the tie-break rules' edition (by the start date, 2023/2024 or
/// 2026), shared by the individual and the team editor: the edition chosen, when it
/// differs from `current`.
pub fn edition_combo(
    ui: &mut egui::Ui,
    lang: Language,
    id_salt: &str,
    current: Option<Edition>,
) -> Option<Option<Edition>> {
    ui.horizontal(|ui| {
        let label = ui.label(T::TbEdition.tr(lang));
        let name = |e: Option<Edition>| match e {
            Some(Edition::E2026) => T::TbEdition2026.tr(lang),
            Some(_) => T::TbEdition2024.tr(lang),
            None => T::TbEditionByDate.tr(lang),
        };
        let mut chosen = current;
        egui::ComboBox::from_id_salt(id_salt)
            .selected_text(name(current))
            .show_ui(ui, |ui| {
                for e in [None, Some(Edition::E2024), Some(Edition::E2026)] {
                    ui.selectable_value(&mut chosen, e, name(e));
                }
            })
            .response
            .labelled_by(label.id);
        (chosen != current).then_some(chosen)
    })
    .inner
}

#[cfg(test)]
mod tests {
    use super::*;

    fn codes(list: &[&str]) -> Vec<String> {
        list.iter().map(|c| (*c).to_owned()).collect()
    }

    #[test]
    fn the_edition_is_written_on_the_codes_that_take_one() {
        let primary = PrimaryScore::MatchThenGame;
        let mut list = codes(&["GP", "EDE", "BH:MP/C1", "EMGSB"]);
        assert_eq!(list_edition(&list, primary), None);
        set_edition(&mut list, primary, Some(Edition::E2024));
        // GP and EDE read no unplayed rounds: no `/V` (`parse` would refuse one).
        assert_eq!(list, ["GP", "EDE", "BH:MP/C1/V2024", "EMGSB/V2024"]);
        assert_eq!(list_edition(&list, primary), Some(Edition::E2024));
        set_edition(&mut list, primary, None);
        assert_eq!(list, ["GP", "EDE", "BH:MP/C1", "EMGSB"]);
    }

    #[test]
    fn codes_of_two_editions_have_no_list_edition_and_count_as_one_tiebreak() {
        let primary = PrimaryScore::MatchThenGame;
        let list = codes(&["BH:MP/V2024", "BH:GP/V2026"]);
        assert_eq!(list_edition(&list, primary), None);
        assert!(holds(&list, "BH:MP", primary));
        assert!(holds(&list, "BH:GP/V2024", primary));
        assert!(!holds(&list, "BH:MP/C1", primary));
    }
}
