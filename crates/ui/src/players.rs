//! The Players panel: the add/edit form, the drawing of pairing numbers, and a sortable,
//! filterable table with edit, withdraw/reinstate and remove on each row. The sorted and
//! filtered order is kept until the tournament, the filter or the sort changes; the table
//! draws only the rows on screen.

use super::action::Action;
use super::i18n::{Language, T, arg};
use super::panel::{Panel, PanelContext};
use super::player_form::{FormOutcome, PlayerForm};
use super::rating_list::match_text;
use super::widgets::cell_text;
use crate::domain::{ByeKind, Player, Tournament};
use crate::session::Command;
use crate::session::rating_list::ListMatch;
use egui_extras::{Column, TableBuilder};
use std::sync::Arc;

/// The column the table is sorted by.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum SortKey {
    #[default]
    Number,
    Name,
    Rating,
    Federation,
    Club,
}

#[derive(Debug, Default)]
pub struct PlayersPanel {
    form: PlayerForm,
    form_error: Option<T>,
    filter: String,
    sort: SortKey,
    descending: bool,
    restricted_draw: bool,
    /// The rows' player positions and what they were sorted and filtered from.
    order: Option<(OrderKey, Arc<[usize]>)>,
    /// What was last looked up in the rating lists, and what was found.
    list_query: String,
    matches: Vec<ListMatch>,
    /// The suggestion chosen with ↑/↓, picked by Enter.
    highlighted: Option<usize>,
    /// The welcome card's recent files found on disk.
    recent_on_disk: super::welcome::RecentOnDisk,
    /// Byes and withdrawals for a chosen round, late entries, forbidden pairs.
    exceptions: super::player_exceptions::Exceptions,
}

/// What the table's order depends on.
#[derive(Debug, Clone, PartialEq, Eq)]
struct OrderKey {
    revision: u64,
    filter: String,
    sort: SortKey,
    descending: bool,
}

impl Panel for PlayersPanel {
    fn ui(&mut self, ui: &mut egui::Ui, ctx: &PanelContext<'_>, actions: &mut Vec<Action>) {
        let lang = ctx.lang;
        let t = ctx.session.tournament();
        if super::welcome::is_fresh(ctx.session) {
            super::welcome::card(ui, lang, ctx.recent, &mut self.recent_on_disk, actions);
        }
        ui.group(|ui| {
            let heading = if self.form.editing.is_some() {
                T::EditPlayer
            } else {
                T::NewPlayer
            };
            ui.strong(heading.tr(lang));
            self.suggestion_keys(ui);
            match self.form.show(ui, lang) {
                FormOutcome::None => {}
                FormOutcome::Cancel => {
                    self.form = PlayerForm::default();
                    self.form_error = None;
                }
                FormOutcome::Submit => self.submit(t, actions),
            }
            if let Some(error) = self.form_error {
                ui.colored_label(ui.visuals().error_fg_color, error.tr(lang));
            }
            self.list_matches(ui, ctx);
            if self.form.editing.is_none()
                && let Ok(draft) = self.form.to_player(&Player::default())
            {
                self.exceptions.late_entry(ui, lang, ctx.session, &draft);
            }
        });
        self.exceptions.forbidden_pairs(ui, lang, t, actions);
        ui.add_space(4.0);
        self.toolbar(ui, ctx, actions);
        ui.separator();
        self.table(ui, ctx, actions);
    }
}

impl PlayersPanel {
    /// Looks the typed name up again at the next frame (a list was imported).
    pub fn forget_list_matches(&mut self) {
        self.list_query.clear();
        self.matches.clear();
    }

    /// The rating lists' players whose name starts with what is typed in the name field
    /// (or whose id is typed in the FIDE id field), looked up when the text changes; a
    /// click fills the form.
    fn list_matches(&mut self, ui: &mut egui::Ui, ctx: &PanelContext<'_>) {
        let lang = ctx.lang;
        if self.form.editing.is_some() || !ctx.rating_lists.any() {
            return;
        }
        let query = if self.form.name.trim().is_empty() {
            self.form.fide_id.trim()
        } else {
            self.form.name.trim()
        };
        if query != self.list_query {
            self.list_query = query.to_string();
            self.matches = if query.chars().count() >= 2 {
                ctx.rating_lists.search(query).unwrap_or_default()
            } else {
                Vec::new()
            };
            self.highlighted = None;
        }
        if self.matches.is_empty() {
            self.highlighted = None;
            return;
        }
        ui.label(T::ListMatches.tr(lang));
        let mut chosen = None;
        for (i, found) in self.matches.iter().enumerate() {
            let text = match_text(found, lang);
            if ui
                .selectable_label(self.highlighted == Some(i), text)
                .clicked()
            {
                chosen = Some(i);
            }
        }
        if let Some(found) = chosen.and_then(|i| self.matches.get(i)).cloned() {
            self.pick(&found);
        }
    }

    /// Issue 33 item 3: while the name field has the keyboard, ↓ and ↑ move through the
    /// suggestions, Enter picks the one chosen (the form is filled, not submitted) and
    /// Esc hides them until the name changes. The keys are taken before the text field
    /// sees them.
    fn suggestion_keys(&mut self, ui: &egui::Ui) {
        if !self.form.name_focused || self.matches.is_empty() {
            return;
        }
        let chosen = self.highlighted.is_some();
        let none = egui::Modifiers::NONE;
        let (down, up, enter, escape) = ui.input_mut(|i| {
            (
                i.consume_key(none, egui::Key::ArrowDown),
                i.consume_key(none, egui::Key::ArrowUp),
                chosen && i.consume_key(none, egui::Key::Enter),
                i.consume_key(none, egui::Key::Escape),
            )
        });
        let last = self.matches.len() - 1;
        if down {
            self.highlighted = Some(self.highlighted.map_or(0, |h| (h + 1).min(last)));
        }
        if up {
            self.highlighted = self.highlighted.and_then(|h| h.checked_sub(1));
        }
        if escape {
            self.matches.clear();
            self.highlighted = None;
        }
        if enter && let Some(found) = self.highlighted.and_then(|h| self.matches.get(h)).cloned() {
            self.pick(&found);
        }
    }

    /// Fills the form from a suggestion; the name field keeps the keyboard, so Enter
    /// then adds the player.
    fn pick(&mut self, found: &ListMatch) {
        self.form.fill_from(found);
        self.list_query = self.form.name.trim().to_string();
        self.matches.clear();
        self.highlighted = None;
        self.form.focus_name = true;
    }

    fn submit(&mut self, t: &Tournament, actions: &mut Vec<Action>) {
        let base = self
            .form
            .editing
            .and_then(|id| t.player(id))
            .cloned()
            .unwrap_or_default();
        match self.form.to_player(&base) {
            Ok(player) => {
                actions.push(Action::Apply(if self.form.editing.is_some() {
                    Command::UpdatePlayer(player)
                } else {
                    Command::AddPlayer(player)
                }));
                // Issue 33: the next player is typed at once.
                self.form = PlayerForm {
                    focus_name: true,
                    ..PlayerForm::default()
                };
                self.form_error = None;
            }
            Err(error) => self.form_error = Some(error.text()),
        }
    }

    fn toolbar(&mut self, ui: &mut egui::Ui, ctx: &PanelContext<'_>, actions: &mut Vec<Action>) {
        let lang = ctx.lang;
        let t = ctx.session.tournament();
        // Wrapped: on a laptop the toolbar takes two lines rather than running off the edge.
        ui.horizontal_wrapped(|ui| {
            super::widgets::labelled_text(ui, T::Filter.tr(lang), &mut self.filter, 160.0);
            ui.separator();
            let before_round_one = t.rounds.is_empty();
            if t.settings.system.is_round_robin()
                || t.settings.system == crate::domain::PairingSystem::ItaloSvizzero
            {
                ui.checkbox(&mut self.restricted_draw, T::RestrictedDraw.tr(lang))
                    .on_hover_text(T::RestrictedDrawHelp.tr(lang));
                if ui
                    .add_enabled(before_round_one, egui::Button::new(T::DrawLots.tr(lang)))
                    .on_hover_text(T::DrawLotsHelp.tr(lang))
                    .clicked()
                {
                    actions.push(Action::Apply(Command::DrawLots {
                        seed: ctx.session.fresh_lot_seed(),
                        restricted: self.restricted_draw,
                    }));
                }
            } else if ui
                .add_enabled(
                    before_round_one,
                    egui::Button::new(T::NumbersByRating.tr(lang)),
                )
                .clicked()
            {
                actions.push(Action::Apply(Command::AssignPairingNumbersByRating));
            }
            ui.separator();
            self.exceptions.round_picker(ui, lang, t);
            ui.separator();
            if ui.button(T::PasteEntryList.tr(lang)).clicked() {
                actions.push(Action::PasteEntryList);
            }
            if ui.button(T::ImportEntryList.tr(lang)).clicked() {
                actions.push(Action::ImportEntryList);
            }
            ui.separator();
            if ui.button(T::UpdateRatingsFromList.tr(lang)).clicked() {
                actions.push(Action::UpdateRatingsFromList);
            }
            ui.separator();
            ui.label(crate::tr!(lang, "ui-players-count", n = t.players.len()));
        });
    }

    /// The rows' player positions, sorted and filtered (kept while nothing changes; the
    /// table shares them, nothing is copied per frame).
    fn order(&mut self, ctx: &PanelContext<'_>) -> Arc<[usize]> {
        let revision = ctx.session.revision();
        if let Some((key, rows)) = &self.order
            && key.revision == revision
            && key.filter == self.filter
            && key.sort == self.sort
            && key.descending == self.descending
        {
            return Arc::clone(rows);
        }
        let t = ctx.session.tournament();
        let rows: Arc<[usize]> = self
            .sorted(t, ctx.derived.by_pairing_number())
            .into_iter()
            .map(|(i, _)| i)
            .collect();
        let key = OrderKey {
            revision,
            filter: self.filter.clone(),
            sort: self.sort,
            descending: self.descending,
        };
        self.order = Some((key, Arc::clone(&rows)));
        rows
    }

    fn sorted<'a>(&self, t: &'a Tournament, by_number: &[usize]) -> Vec<(usize, &'a Player)> {
        let filter = self.filter.trim().to_lowercase();
        let mut rows: Vec<(usize, &Player)> = by_number
            .iter()
            .filter_map(|&i| t.players.get(i).map(|p| (i, p)))
            .filter(|(_, p)| {
                filter.is_empty()
                    || p.name.to_lowercase().contains(&filter)
                    || p.club.to_lowercase().contains(&filter)
                    || p.federation.to_lowercase().contains(&filter)
            })
            .collect();
        match self.sort {
            SortKey::Number => {}
            SortKey::Name => rows.sort_by_cached_key(|(_, p)| p.name.to_lowercase()),
            SortKey::Rating => rows.sort_by_key(|(_, p)| std::cmp::Reverse(p.sort_rating())),
            SortKey::Federation => rows.sort_by_cached_key(|(_, p)| p.federation.clone()),
            SortKey::Club => rows.sort_by_cached_key(|(_, p)| p.club.to_lowercase()),
        }
        if self.descending {
            rows.reverse();
        }
        rows
    }

    fn sort_header(&mut self, ui: &mut egui::Ui, text: &str, key: SortKey) {
        let arrow = match (self.sort == key, self.descending) {
            (false, _) => "",
            (true, false) => " ▲",
            (true, true) => " ▼",
        };
        if ui
            .add(
                egui::Button::new(egui::RichText::new(format!("{text}{arrow}")).strong())
                    .frame(false),
            )
            .clicked()
        {
            if self.sort == key {
                self.descending = !self.descending;
            } else {
                self.sort = key;
                self.descending = false;
            }
        }
    }

    fn table(&mut self, ui: &mut egui::Ui, ctx: &PanelContext<'_>, actions: &mut Vec<Action>) {
        let lang = ctx.lang;
        let t = ctx.session.tournament();
        let rows = self.order(ctx);
        let next_round = self.exceptions.round(t);
        let swiss = !t.settings.system.is_round_robin();
        let mut edit = None;
        TableBuilder::new(ui)
            .id_salt("players-table")
            .striped(true)
            .cell_layout(egui::Layout::left_to_right(egui::Align::Center))
            .column(Column::exact(44.0))
            .column(Column::initial(220.0).at_least(120.0).clip(true))
            .column(Column::exact(44.0))
            .column(Column::exact(56.0))
            .column(Column::exact(44.0))
            .column(Column::initial(140.0).clip(true))
            .column(Column::initial(120.0).clip(true))
            .column(Column::remainder().at_least(200.0))
            .header(22.0, |mut header| {
                header.col(|ui| self.sort_header(ui, T::NumberShort.tr(lang), SortKey::Number));
                header.col(|ui| self.sort_header(ui, T::Name.tr(lang), SortKey::Name));
                header.col(|ui| {
                    ui.strong(T::Title.tr(lang));
                });
                header.col(|ui| self.sort_header(ui, T::Rating.tr(lang), SortKey::Rating));
                header.col(|ui| {
                    self.sort_header(ui, T::FederationShort.tr(lang), SortKey::Federation)
                });
                header.col(|ui| self.sort_header(ui, T::Club.tr(lang), SortKey::Club));
                header.col(|ui| {
                    ui.strong(T::Status.tr(lang));
                });
                header.col(|_| {});
            })
            .body(|body| {
                body.rows(22.0, rows.len(), |mut row| {
                    let Some(p) = rows.get(row.index()).and_then(|&i| t.players.get(i)) else {
                        return;
                    };
                    {
                        row.col(|ui| {
                            if p.pairing_number > 0 {
                                ui.label(p.pairing_number.to_string());
                            }
                        });
                        row.col(|ui| cell_text(ui, &p.name));
                        row.col(|ui| {
                            ui.label(p.title.map_or("", |t| t.code()));
                        });
                        row.col(|ui| {
                            ui.label(p.rating.map(|r| r.to_string()).unwrap_or_default());
                        });
                        row.col(|ui| {
                            ui.label(&p.federation);
                        });
                        row.col(|ui| cell_text(ui, &p.club));
                        row.col(|ui| {
                            let status = match p.withdrawn_from {
                                Some(r) => T::WithdrawnFrom.with(lang, [("n", arg(r))]),
                                None if p.first_round > 1 => {
                                    T::EntersRound.with(lang, [("n", arg(p.first_round))])
                                }
                                None => T::Active.tr(lang).to_string(),
                            };
                            ui.label(status);
                        });
                        row.col(|ui| {
                            if ui.small_button(T::Edit.tr(lang)).clicked() {
                                edit = Some(PlayerForm::from_player(p));
                            }
                            if p.withdrawn_from.is_some() {
                                if ui.small_button(T::Reinstate.tr(lang)).clicked() {
                                    actions.push(Action::Apply(Command::ReinstatePlayer(p.id)));
                                }
                            } else if ui
                                .small_button(T::Withdraw.tr(lang))
                                .on_hover_text(T::WithdrawHelp.with(lang, [("n", arg(next_round))]))
                                .clicked()
                            {
                                actions.push(Action::Apply(Command::WithdrawPlayer {
                                    player: p.id,
                                    from_round: next_round,
                                }));
                            }
                            if ui.small_button(T::Remove.tr(lang)).clicked() {
                                actions.push(Action::Apply(Command::RemovePlayer(p.id)));
                            }
                            if swiss {
                                requested_bye(ui, lang, p, next_round, actions);
                            }
                        });
                    }
                });
            });
        if let Some(form) = edit {
            self.form = form;
            self.form_error = None;
        }
    }
}

/// The bye a player asked for in the next round (C.04.2 art. 3.3; Swiss only: a round
/// robin has no requested byes).
fn requested_bye(
    ui: &mut egui::Ui,
    lang: Language,
    p: &Player,
    round: u32,
    actions: &mut Vec<Action>,
) {
    let current = p.requested_byes.get(&round).copied();
    let text = |kind: Option<ByeKind>| match kind {
        None => T::NoBye.tr(lang),
        Some(ByeKind::HalfPoint) => T::HalfPointBye.tr(lang),
        Some(ByeKind::ZeroPoint) => T::ZeroPointBye.tr(lang),
        Some(ByeKind::FullPoint) => T::FullPointBye.tr(lang),
        Some(ByeKind::PairingAllocated) => "",
    };
    let mut chosen = current;
    egui::ComboBox::from_id_salt(("requested-bye", p.id.0))
        .width(110.0)
        .selected_text(text(current))
        .show_ui(ui, |ui| {
            for kind in [
                None,
                Some(ByeKind::HalfPoint),
                Some(ByeKind::ZeroPoint),
                Some(ByeKind::FullPoint),
            ] {
                ui.selectable_value(&mut chosen, kind, text(kind));
            }
        })
        .response
        .accessible_name(T::ByeInRound.with(lang, [("n", arg(round))]))
        .on_hover_text(T::ByeInRound.with(lang, [("n", arg(round))]));
    if chosen != current {
        actions.push(Action::Apply(Command::SetRequestedBye {
            player: p.id,
            round,
            bye: chosen,
        }));
    }
}
