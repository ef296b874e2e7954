//! What the window shows that is derived from the tournament (player look-up by id,
//! scores after each round, histories, standings, the crosstable), computed on first use
//! and kept until the next change: the session throws the cache away whenever its revision
//! changes, so an idle window recomputes nothing (issue 11).

use super::standings::{Explanation, ParseTiebreakError, Standings, TiebreakSpec, TiebreakValue};
use crate::domain::{
    Colour, Player, PlayerId, Points, Round, RoundEntry, Tournament, TournamentHistory,
};
use crate::pairing::check::NamedViolation;
use crate::rating::RatingReport;
use std::cell::{OnceCell, RefCell};
use std::collections::BTreeMap;
use std::sync::Arc;

/// One tie-break value of a player and how it was made (Standings → Details).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TiebreakDetail {
    pub spec: TiebreakSpec,
    pub value: TiebreakValue,
    pub explanation: Explanation,
}

/// One line of the Swiss crosstable: a player and, per round, opponent's number, colour
/// and result (the window words the colour: "12w1" in English).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CrosstableRow {
    pub player: PlayerId,
    pub cells: Vec<CrosstableCell>,
    pub points: Points,
}

/// One round of a player in the Swiss crosstable.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CrosstableCell {
    /// A game: the opponent's pairing number, the player's colour and the result mark
    /// (1 ½ 0 over the board, + − for a forfeit, empty while pending).
    Game {
        opponent: u32,
        colour: Colour,
        mark: &'static str,
    },
    /// A bye, by its TRF code.
    Bye(char),
    /// Neither a board nor a bye.
    NotPaired,
}

/// A player's tie-break details after a round, shared with the window.
type Details = Arc<Vec<TiebreakDetail>>;

/// A prize list's order and language.
type PrizeListKey = (crate::domain::ReadingOrder, crate::i18n::Language);

/// The cache of one revision (empty until something asks).
#[derive(Debug, Default)]
pub(crate) struct Cache {
    /// Position in `players` by id (`index[id]`).
    index: OnceCell<Vec<Option<usize>>>,
    by_pairing_number: OnceCell<Vec<usize>>,
    history: OnceCell<TournamentHistory>,
    /// `scores[i][n]`: score of `players[i]` after round `n` (n = 0 ..= rounds paired).
    scores: OnceCell<Vec<Vec<Points>>>,
    /// Per round: positions of the players neither on a board nor given a bye.
    absent: RefCell<BTreeMap<u32, Arc<Vec<usize>>>>,
    standings: RefCell<BTreeMap<u32, Arc<Standings>>>,
    /// Per round: the rating changes (issue 37).
    ratings: RefCell<BTreeMap<u32, Arc<RatingReport>>>,
    /// Per round and category name: the category's standings (issue 37).
    category_standings: RefCell<BTreeMap<(u32, String), Arc<Standings>>>,
    /// The prize list as printed, per reading order and language (issue 37).
    prize_lists: RefCell<Vec<(PrizeListKey, Arc<crate::report::Document>)>>,
    tiebreak_problems: OnceCell<Vec<ParseTiebreakError>>,
    details: RefCell<BTreeMap<(u32, PlayerId), Details>>,
    crosstable: OnceCell<Vec<CrosstableRow>>,
    /// Per round: the absolute criteria the recorded pairing breaks.
    violations: RefCell<BTreeMap<u32, Arc<Vec<NamedViolation>>>>,
}

/// The derived data of the session's current state ([`super::Session::derived`]).
#[derive(Debug, Clone, Copy)]
pub struct Derived<'a> {
    pub(crate) t: &'a Tournament,
    pub(crate) cache: &'a Cache,
}

impl<'a> Derived<'a> {
    fn index(&self) -> &'a [Option<usize>] {
        self.cache.index.get_or_init(|| {
            let len = self.t.players.iter().map(|p| p.id.0 as usize + 1).max();
            let mut index = vec![None; len.unwrap_or(0)];
            for (i, p) in self.t.players.iter().enumerate() {
                if let Some(slot) = index.get_mut(p.id.0 as usize) {
                    *slot = Some(i);
                }
            }
            index
        })
    }

    /// The tournament these data are derived from.
    pub fn tournament(&self) -> &'a Tournament {
        self.t
    }

    /// The position of player `id` in the tournament's player list.
    fn position(&self, id: PlayerId) -> Option<usize> {
        self.index().get(id.0 as usize).copied().flatten()
    }

    /// The player with this id, found without a search.
    pub fn player(&self, id: PlayerId) -> Option<&'a Player> {
        self.position(id).and_then(|i| self.t.players.get(i))
    }

    /// The players' positions in pairing-number order (unnumbered last, C.04.2 order).
    pub fn by_pairing_number(&self) -> &'a [usize] {
        self.cache.by_pairing_number.get_or_init(|| {
            let ordered = self.t.players_by_pairing_number();
            ordered
                .into_iter()
                .filter_map(|p| self.position(p.id))
                .collect()
        })
    }

    /// Every player's history of the recorded rounds.
    fn history(&self) -> &'a TournamentHistory {
        self.cache
            .history
            .get_or_init(|| TournamentHistory::of(self.t))
    }

    /// Marks in `placed` (by position) the players with a board or a bye in `round`.
    fn mark_placed(&self, round: &Round, placed: &mut [bool]) {
        let ids = round
            .boards
            .iter()
            .flat_map(|b| [b.white, b.black])
            .chain(round.byes.iter().map(|b| b.player));
        for id in ids {
            if let Some(slot) = self.position(id).and_then(|i| placed.get_mut(i)) {
                *slot = true;
            }
        }
    }

    /// `scores()[i][n]`: the score of `players[i]` after round `n` (n = 0 ..= rounds
    /// paired), the running total of the points of each round of the player's history
    /// ([`RoundEntry::points`], as [`crate::domain::PlayerHistory::score_after`] adds them
    /// up).
    fn scores(&self) -> &'a [Vec<Points>] {
        self.cache.scores.get_or_init(|| {
            let scoring = &self.t.settings.scoring;
            let history = self.history();
            self.t
                .players
                .iter()
                .map(|p| {
                    let entries = history.get(p.id).map_or(&[][..], |h| &h.entries[..]);
                    let running = entries.iter().scan(Points::default(), |total, e| {
                        *total += e.points(scoring);
                        Some(*total)
                    });
                    std::iter::once(Points::default()).chain(running).collect()
                })
                .collect()
        })
    }

    /// The score of `player` after round `n` (clamped to the rounds paired).
    pub fn score_after(&self, player: PlayerId, n: u32) -> Points {
        self.position(player)
            .and_then(|i| self.scores().get(i))
            .and_then(|row| row.get(n as usize).or(row.last()))
            .copied()
            .unwrap_or_default()
    }

    /// The score of `player` after every recorded round.
    fn score(&self, player: PlayerId) -> Points {
        self.score_after(player, self.t.rounds_paired())
    }

    /// The players of round `round` with neither a board nor a bye (resting in an odd round
    /// robin, withdrawn, not yet entered), in pairing-number order.
    pub fn absent_in(&self, round: u32) -> Arc<Vec<usize>> {
        if let Some(absent) = self.cache.absent.borrow().get(&round) {
            return Arc::clone(absent);
        }
        let mut placed = vec![false; self.t.players.len()];
        if let Some(r) = self.t.round(round) {
            self.mark_placed(r, &mut placed);
        }
        let absent: Vec<usize> = self
            .by_pairing_number()
            .iter()
            .copied()
            .filter(|&i| !placed.get(i).copied().unwrap_or(true))
            .collect();
        let absent = Arc::new(absent);
        self.cache
            .absent
            .borrow_mut()
            .insert(round, Arc::clone(&absent));
        absent
    }

    /// The absolute criteria round `round` breaks as recorded (the live check while the
    /// arbiter edits it), computed once per revision.
    pub fn round_violations(&self, round: u32) -> Arc<Vec<NamedViolation>> {
        if let Some(found) = self.cache.violations.borrow().get(&round) {
            return Arc::clone(found);
        }
        let found = Arc::new(super::round_edit::round_violations(self.t, round));
        self.cache
            .violations
            .borrow_mut()
            .insert(round, Arc::clone(&found));
        found
    }

    /// The standings after round `after` by the tournament's tie-break list (C.07).
    pub fn standings(&self, after: u32) -> Arc<Standings> {
        if let Some(s) = self.cache.standings.borrow().get(&after) {
            return Arc::clone(s);
        }
        let standings = Arc::new(crate::tiebreak::standings(self.t, after));
        self.cache
            .standings
            .borrow_mut()
            .insert(after, Arc::clone(&standings));
        standings
    }

    /// The rating changes (FIDE B.02) after round `after`, computed once per revision.
    pub fn ratings(&self, after: u32) -> Arc<RatingReport> {
        if let Some(r) = self.cache.ratings.borrow().get(&after) {
            return Arc::clone(r);
        }
        let report = Arc::new(crate::rating::rating_report(self.t, after));
        self.cache
            .ratings
            .borrow_mut()
            .insert(after, Arc::clone(&report));
        report
    }

    /// The standings after round `after` of the category named `name`, each player
    /// ranked by his place inside the category (issue 37); `None` when the settings have
    /// no such category.
    pub fn category_standings(&self, after: u32, name: &str) -> Option<Arc<Standings>> {
        let key = (after, name.to_string());
        if let Some(s) = self.cache.category_standings.borrow().get(&key) {
            return Some(Arc::clone(s));
        }
        let category = self.t.settings.categories.find(name)?;
        let overall = self.standings(after);
        let index = crate::awards::PlayerIndex::new(self.t);
        let section = crate::awards::category_standings(self.t, &index, &overall, category);
        let placed = Arc::new(section.placed(&overall));
        self.cache
            .category_standings
            .borrow_mut()
            .insert(key, Arc::clone(&placed));
        Some(placed)
    }

    /// The prize list as printed (`report`'s *Prize list*: who receives what, the Hort
    /// shares, the notes), read out in `order`, after the last round with results
    /// (issue 37): the Prizes panel draws it, so screen, paper and clipboard agree.
    pub fn prize_list(
        &self,
        order: crate::domain::ReadingOrder,
        lang: crate::i18n::Language,
    ) -> Option<Arc<crate::report::Document>> {
        let key = (order, lang);
        if let Some((_, list)) = self
            .cache
            .prize_lists
            .borrow()
            .iter()
            .find(|(k, _)| *k == key)
        {
            return Some(Arc::clone(list));
        }
        let request = crate::report::PrintRequest {
            reading_order: Some(order),
            ..crate::report::PrintRequest::new(crate::report::DocumentKind::Prizes, lang)
        };
        let list = Arc::new(crate::report::build(self.t, &request).ok()?);
        self.cache
            .prize_lists
            .borrow_mut()
            .push((key, Arc::clone(&list)));
        Some(list)
    }

    /// The tie-break codes of the settings that could not be read, one problem each
    /// (worded by the window in the user's language).
    pub fn tiebreak_problems(&self) -> &'a [ParseTiebreakError] {
        self.cache.tiebreak_problems.get_or_init(|| {
            let (_, problems) = crate::tiebreak::parse_list(&self.t.settings.tiebreaks);
            problems
        })
    }

    /// How each of `player`'s tie-break values after round `after` was made.
    pub fn tiebreak_details(&self, after: u32, player: PlayerId) -> Arc<Vec<TiebreakDetail>> {
        if let Some(d) = self.cache.details.borrow().get(&(after, player)) {
            return Arc::clone(d);
        }
        let standings = self.standings(after);
        let details: Vec<TiebreakDetail> = standings
            .rows
            .iter()
            .find(|r| r.player == player)
            .map(|row| {
                standings
                    .tiebreaks
                    .iter()
                    .zip(&row.values)
                    .map(|(spec, value)| TiebreakDetail {
                        spec: *spec,
                        value: *value,
                        explanation: crate::tiebreak::explain(
                            self.t,
                            standings.after_round,
                            spec,
                            player,
                        ),
                    })
                    .collect()
            })
            .unwrap_or_default();
        let details = Arc::new(details);
        self.cache
            .details
            .borrow_mut()
            .insert((after, player), Arc::clone(&details));
        details
    }

    /// The Swiss crosstable, one row per player in pairing-number order.
    pub fn crosstable(&self) -> &'a [CrosstableRow] {
        self.cache.crosstable.get_or_init(|| {
            let history = self.history();
            self.by_pairing_number()
                .iter()
                .filter_map(|&i| self.t.players.get(i))
                .map(|p| CrosstableRow {
                    player: p.id,
                    cells: (1..=history.rounds)
                        .map(|r| self.round_cell(history.get(p.id).and_then(|h| h.entry(r))))
                        .collect(),
                    points: self.score(p.id),
                })
                .collect()
        })
    }

    /// One cell of the Swiss crosstable: opponent's number, colour, result.
    fn round_cell(&self, entry: Option<&RoundEntry>) -> CrosstableCell {
        match entry {
            Some(
                e @ RoundEntry::Game {
                    opponent, colour, ..
                },
            ) => CrosstableCell::Game {
                opponent: self.player(*opponent).map_or(0, |p| p.pairing_number),
                colour: *colour,
                mark: e.result_mark(),
            },
            Some(RoundEntry::Bye(kind)) => CrosstableCell::Bye(kind.trf_code()),
            Some(RoundEntry::NotPaired) | None => CrosstableCell::NotPaired,
        }
    }

    /// One cell of the round-robin grid: `row`'s results against `column`, by round.
    pub fn grid_cell(&self, row: PlayerId, column: PlayerId) -> String {
        if row == column {
            return "×".to_string();
        }
        let Some(h) = self.history().get(row) else {
            return String::new();
        };
        h.entries
            .iter()
            .filter(|e| matches!(e, RoundEntry::Game { opponent, .. } if *opponent == column))
            .map(RoundEntry::result_mark)
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use crate::domain::{
        Board, Bye, ByeKind, GameResult, Player, PlayerId, Round, Tournament, TournamentSettings,
    };
    use crate::{Command, Session};

    fn session() -> Session {
        let mut t = Tournament::new(TournamentSettings::default());
        for name in ["A", "B", "C", "D", "E"] {
            t.add_player(Player {
                name: name.into(),
                ..Player::default()
            });
        }
        t.assign_pairing_numbers_by_rating();
        t.rounds.push(Round {
            number: 1,
            boards: vec![
                Board {
                    result: GameResult::WhiteWins,
                    ..Board::new(PlayerId(1), PlayerId(2))
                },
                Board {
                    result: GameResult::Draw,
                    ..Board::new(PlayerId(3), PlayerId(4))
                },
            ],
            byes: vec![Bye {
                player: PlayerId(5),
                kind: ByeKind::HalfPoint,
            }],
        });
        t.rounds.push(Round {
            number: 2,
            boards: vec![Board::new(PlayerId(2), PlayerId(3))],
            byes: Vec::new(),
        });
        Session::new(t)
    }

    #[test]
    fn scores_agree_with_the_tournament_after_every_round() {
        let s = session();
        let t = s.tournament();
        let d = s.derived();
        for n in 0..=2 {
            for p in &t.players {
                assert_eq!(
                    d.score_after(p.id, n),
                    t.score_after(p.id, n),
                    "{} {n}",
                    p.name
                );
            }
        }
        assert_eq!(d.player(PlayerId(4)).map(|p| p.name.as_str()), Some("D"));
        assert_eq!(d.player(PlayerId(9)), None);
    }

    #[test]
    fn absent_players_in_pairing_number_order() {
        let s = session();
        let d = s.derived();
        let absent: Vec<&str> = d
            .absent_in(2)
            .iter()
            .map(|&i| s.tournament().players[i].name.as_str())
            .collect();
        assert_eq!(absent, ["A", "D", "E"]);
        assert!(d.absent_in(1).is_empty());
    }

    #[test]
    fn category_standings_are_placed_inside_the_category() {
        use crate::domain::{Category, CategoryRule};
        let mut s = session();
        let mut settings = s.tournament().settings.clone();
        settings.categories.categories = vec![Category {
            name: "Club X".into(),
            rule: CategoryRule::Tag("X".into()),
        }];
        s.apply(Command::UpdateSettings(Box::new(settings)))
            .unwrap();
        for id in [2, 4] {
            let mut p = s.tournament().player(PlayerId(id)).unwrap().clone();
            p.tags = vec!["X".into()];
            s.apply(Command::UpdatePlayer(p)).unwrap();
        }
        // After round 1: A 1, then C, D, E on ½, B 0. Tagged: D (½) and B (0), so D is 1st
        // of the category and B 2nd, whatever their overall places.
        let d = s.derived();
        let category = d.category_standings(1, "club x").unwrap();
        let lines: Vec<(u32, PlayerId)> =
            category.rows.iter().map(|r| (r.rank, r.player)).collect();
        assert_eq!(lines, [(1, PlayerId(4)), (2, PlayerId(2))]);
        assert!(d.category_standings(1, "Under 16").is_none());
    }

    #[test]
    fn a_change_gives_a_new_revision_and_fresh_data() {
        let mut s = session();
        let revision = s.revision();
        assert_eq!(s.derived().score(PlayerId(2)), crate::domain::Points(0));
        s.apply(Command::SetResult {
            round: 2,
            board: 0,
            result: GameResult::WhiteWins,
        })
        .unwrap();
        assert_ne!(s.revision(), revision);
        assert_eq!(s.derived().score(PlayerId(2)), crate::domain::Points(10));
        s.undo();
        assert_eq!(s.derived().score(PlayerId(2)), crate::domain::Points(0));
    }
}
