//! The everyday exceptions on the Players panel (issue 14 item 4): the round requested
//! byes and withdrawals apply to (any future round), a late entry shown before it is
//! added (C.04.2 art. 2.4-2.5: the round entered, the points, the pairing number and the
//! renumbering), and the forbidden pairs (set before round 1; a warning after).

use super::action::Action;
use super::i18n::{Language, T};
use crate::domain::{Player, PlayerId, Tournament};
use crate::session::{Command, LateEntryMessage, Localize, Session, late_entry};

/// The exceptions' state on the Players panel.
#[derive(Debug, Default)]
pub struct Exceptions {
    /// The round byes and withdrawals apply to; below the next round means the next.
    round: u32,
    /// The two players of a pair to forbid.
    first: Option<PlayerId>,
    second: Option<PlayerId>,
    /// The late entry last worked out: for this revision and this draft.
    late: Option<(u64, Player, Option<Vec<LateEntryMessage>>)>,
}

impl Exceptions {
    /// The round byes and withdrawals apply to.
    pub fn round(&self, t: &Tournament) -> u32 {
        self.round.max(t.next_round_number())
    }

    /// The round picker: from the next round to the last announced one.
    pub fn round_picker(&mut self, ui: &mut egui::Ui, lang: Language, t: &Tournament) {
        let next = t.next_round_number();
        let last = t.settings.rounds.max(next);
        self.round = self.round.clamp(next, last);
        let label = ui.label(T::ExceptionRound.tr(lang));
        ui.add(egui::DragValue::new(&mut self.round).range(next..=last))
            .labelled_by(label.id);
    }

    /// What adding `draft` now will do, when it is a late entry.
    pub fn late_entry(
        &mut self,
        ui: &mut egui::Ui,
        lang: Language,
        session: &Session,
        draft: &Player,
    ) {
        let revision = session.revision();
        let stale = !matches!(&self.late, Some((r, p, _)) if *r == revision && p == draft);
        if stale {
            let messages = late_entry(session.tournament(), draft);
            self.late = Some((revision, draft.clone(), messages));
        }
        if let Some((_, _, Some(messages))) = &self.late {
            for message in messages {
                ui.label(message.localize(lang));
            }
        }
    }

    /// The forbidden pairs: the list, each with "Allow again", and two players to forbid.
    pub fn forbidden_pairs(
        &mut self,
        ui: &mut egui::Ui,
        lang: Language,
        t: &Tournament,
        actions: &mut Vec<Action>,
    ) {
        let name = |id: PlayerId| t.player(id).map_or("?", |p| p.name.as_str());
        egui::CollapsingHeader::new(T::ForbiddenPairs.tr(lang)).show(ui, |ui| {
            if !t.rounds.is_empty() {
                ui.colored_label(
                    ui.visuals().warn_fg_color,
                    T::ForbiddenAfterRoundOne.tr(lang),
                );
            }
            for &(a, b) in &t.forbidden_pairs {
                ui.horizontal(|ui| {
                    ui.label(format!("{} – {}", name(a), name(b)));
                    if ui.small_button(T::AllowPair.tr(lang)).clicked() {
                        actions.push(Action::Apply(Command::SetForbiddenPair {
                            a,
                            b,
                            forbidden: false,
                        }));
                    }
                });
            }
            ui.horizontal(|ui| {
                pick(
                    ui,
                    t,
                    ("forbid-first", T::FirstPlayer),
                    lang,
                    &mut self.first,
                );
                pick(
                    ui,
                    t,
                    ("forbid-second", T::SecondPlayer),
                    lang,
                    &mut self.second,
                );
                let chosen = self.first.zip(self.second).filter(|(a, b)| a != b);
                if ui
                    .add_enabled(chosen.is_some(), egui::Button::new(T::ForbidPair.tr(lang)))
                    .clicked()
                    && let Some((a, b)) = chosen
                {
                    actions.push(Action::Apply(Command::SetForbiddenPair {
                        a,
                        b,
                        forbidden: true,
                    }));
                    self.first = None;
                    self.second = None;
                }
            });
        });
    }
}

/// A player chosen from a drop-down list, by pairing number.
fn pick(
    ui: &mut egui::Ui,
    t: &Tournament,
    (salt, label): (&str, T),
    lang: Language,
    chosen: &mut Option<PlayerId>,
) {
    let shown = chosen
        .and_then(|id| t.player(id))
        .map_or(String::new(), |p| p.name.clone());
    egui::ComboBox::from_id_salt(salt)
        .selected_text(shown)
        .show_ui(ui, |ui| {
            for p in t.players_by_pairing_number() {
                ui.selectable_value(chosen, Some(p.id), p.name.as_str());
            }
        })
        .response
        .accessible_name(label.tr(lang));
}
