//! Why the Dutch engine paired a round as it did (C.04.3, 2026 edition), board by board:
//! the bracket each pair was made in, who floated and why it mattered, which rule of
//! art. 5.2 gave the colours, why the pairing-allocated bye went where it went, and who
//! was not paired at all (C.04.2 3.2/3.3).
//!
//! Nothing here steers the engine: the round is paired by [`super::pair`], and the words
//! are derived from its output, the per-player facts it used (`players::build`) and the
//! colour rule that decided each pair (`colour::colour_for`). Where a choice came out of
//! the quality criteria (C6–C21) the text names the criteria and the facts that bear on
//! them rather than replaying the matching.

use super::colour::{self, ColourRule};
use super::players::{self, Entrant, Float, Strength};
use super::weights::compatible;
use crate::domain::{ByeKind, Colour, PlayerId, Points, Tournament};
use crate::pairing::explain::{BoardExplanation, RoundExplanation};
use crate::pairing::{JobControl, PairingError, ProposedRound};
use std::collections::BTreeMap;

/// At most this many names in one list; the rest are counted.
const NAMES_SHOWN: usize = 6;

/// Pairs round `round` of `t` (the tournament as it stood before the round) and explains
/// the result. Returns the engine's pairing too, to compare with a recorded round.
pub fn explain(
    t: &Tournament,
    round: u32,
    control: &JobControl,
) -> Result<(RoundExplanation, ProposedRound), PairingError> {
    let proposed = super::pair(t, round, control)?;
    let field = players::build(t, round);
    let threshold = super::topscorer_threshold(t, field.played_rounds);
    let facts = Facts::new(t, &field.players, threshold, &proposed);
    let mut boards = Vec::new();
    for (index, board) in proposed.boards.iter().enumerate() {
        let (Some(w), Some(b)) = (facts.index(board.white), facts.index(board.black)) else {
            continue;
        };
        boards.push(BoardExplanation {
            white: board.white,
            black: Some(board.black),
            reasons: facts.board_reasons(index + 1, w, b),
        });
    }
    if let Some(v) = facts.bye {
        boards.push(BoardExplanation {
            white: facts.players[v].id,
            black: None,
            reasons: facts.bye_reasons(v, field.played_rounds),
        });
    }
    boards.extend(not_paired(t, round, &facts));
    let explanation = RoundExplanation {
        round,
        summary: facts.summary(round),
        boards,
        matches_recorded: None,
    };
    Ok((explanation, proposed))
}

/// What the explanation works from: the field in pairing order and where each player
/// ended up.
struct Facts<'a> {
    t: &'a Tournament,
    /// The players paired, sorted by pairing score then rank (C.04.3 1.2).
    players: &'a [Entrant],
    by_id: BTreeMap<PlayerId, usize>,
    threshold: Option<Points>,
    /// The score of the bracket each player was paired in; `None` for the PAB receiver
    /// (left over from the last bracket).
    paired_in: Vec<Option<Points>>,
    /// The scoregroups, highest first: one bracket each.
    groups: Vec<Points>,
    bye: Option<usize>,
}

impl<'a> Facts<'a> {
    fn new(
        t: &'a Tournament,
        players: &'a [Entrant],
        threshold: Option<Points>,
        proposed: &ProposedRound,
    ) -> Facts<'a> {
        let by_id: BTreeMap<PlayerId, usize> =
            players.iter().enumerate().map(|(i, e)| (e.id, i)).collect();
        let mut paired_in = vec![None; players.len()];
        for board in &proposed.boards {
            if let (Some(&w), Some(&b)) = (by_id.get(&board.white), by_id.get(&board.black)) {
                // A pair is made in the bracket of its lower scorer: MDPs only meet
                // residents (C.04.3 3.2).
                let bracket = players[w].pairing_score.min(players[b].pairing_score);
                paired_in[w] = Some(bracket);
                paired_in[b] = Some(bracket);
            }
        }
        let bye = proposed
            .byes
            .iter()
            .find(|b| b.kind == ByeKind::PairingAllocated)
            .and_then(|b| by_id.get(&b.player).copied());
        let mut groups: Vec<Points> = players.iter().map(|e| e.pairing_score).collect();
        groups.dedup();
        Facts {
            t,
            players,
            by_id,
            threshold,
            paired_in,
            groups,
            bye,
        }
    }

    fn index(&self, id: PlayerId) -> Option<usize> {
        self.by_id.get(&id).copied()
    }

    fn score(&self, i: usize) -> Points {
        self.players[i].pairing_score
    }

    /// "Name (pairing number)".
    fn who(&self, i: usize) -> String {
        let e = &self.players[i];
        name_of(self.t, e.id, e.tpn)
    }

    fn names(&self, list: &[usize]) -> String {
        let mut shown: Vec<String> = list
            .iter()
            .take(NAMES_SHOWN)
            .map(|&i| self.who(i))
            .collect();
        if list.len() > NAMES_SHOWN {
            shown.push(format!("{} more", list.len() - NAMES_SHOWN));
        }
        join_and(&shown)
    }

    /// The players of the bracket of scoregroup `s`: its residents and the players moved
    /// down into it from above (C.04.3 1.3.2, 1.4.1).
    fn bracket(&self, s: Points) -> Vec<usize> {
        (0..self.players.len())
            .filter(|&i| {
                let own = self.score(i);
                own == s || (own > s && self.paired_in[i].is_none_or(|b| b <= s))
            })
            .collect()
    }

    /// The players left unpaired in the bracket of `s` (downfloaters, C.04.3 1.4.1).
    fn downfloaters(&self, s: Points) -> Vec<usize> {
        self.bracket(s)
            .into_iter()
            .filter(|&i| self.paired_in[i].is_none_or(|b| b < s))
            .collect()
    }

    fn is_topscorer(&self, i: usize) -> bool {
        self.threshold.is_some_and(|t| self.score(i) > t)
    }

    /// Which of `others` player `a` may not meet, and why, in words grouped by rule: "X
    /// has already met A and B (C1); C is a forbidden opponent; D must have Black too
    /// (two absolute colour preferences, C3)". The count is of the players named.
    fn blocked(&self, a: usize, others: &[usize]) -> (String, usize) {
        let pa = &self.players[a];
        let (mut met, mut barred, mut colour) = (Vec::new(), Vec::new(), Vec::new());
        for &b in others {
            let pb = &self.players[b];
            if compatible(pa, pb, self.threshold) {
                continue;
            }
            if self.t.is_forbidden_pair(pa.id, pb.id) {
                barred.push(b);
            } else if pa.forbidden.contains(&pb.id) {
                met.push(b);
            } else {
                colour.push(b);
            }
        }
        let mut parts = Vec::new();
        if !met.is_empty() {
            parts.push(format!(
                "{} has already met {} (C1)",
                self.who(a),
                self.names(&met)
            ));
        }
        if !barred.is_empty() {
            parts.push(format!(
                "{} may not meet {} (forbidden pair)",
                self.who(a),
                self.names(&barred)
            ));
        }
        if !colour.is_empty() {
            let wanted = pa.colour_pref.map_or("", colour_word);
            parts.push(format!(
                "{} must have {wanted}, as {} must (two absolute colour preferences, C3)",
                self.names(&colour),
                self.who(a)
            ));
        }
        (parts.join("; "), met.len() + barred.len() + colour.len())
    }

    fn summary(&self, round: u32) -> Vec<String> {
        let n = self.players.len();
        let groups: Vec<String> = self.groups.iter().map(|s| s.to_string()).collect();
        let mut summary = vec![format!(
            "Round {round} is paired by the FIDE Dutch system (C.04.3, 2026 edition): \
             {n} players in {} bracket{} (scoregroups {}), paired from the top down.",
            self.groups.len(),
            if self.groups.len() == 1 { "" } else { "s" },
            groups.join(", ")
        )];
        if self.players.iter().any(|e| e.pairing_score != e.score) {
            summary.push(
                "Accelerated pairing (C.04.7): the scores used for pairing include virtual \
                 points."
                    .into(),
            );
        }
        let floaters: Vec<usize> = (0..n)
            .filter(|&i| self.paired_in[i].is_some_and(|b| b < self.score(i)))
            .collect();
        if floaters.is_empty() {
            summary.push("Every pair is made of players with the same score: no floats.".into());
        } else {
            summary.push(format!(
                "Floating down to a lower scoregroup (C.04.3 1.4): {}.",
                self.names(&floaters)
            ));
        }
        match self.bye {
            Some(v) => summary.push(format!(
                "Odd number of players: {} gets the pairing-allocated bye (C.04.1 art. 3).",
                self.who(v)
            )),
            None if n > 0 => {
                summary.push("Even number of players: no pairing-allocated bye.".into())
            }
            None => {}
        }
        if let Some(threshold) = self.threshold {
            let top: Vec<usize> = (0..n).filter(|&i| self.is_topscorer(i)).collect();
            if top.is_empty() {
                summary.push(format!(
                    "Last round: nobody scores more than {threshold}, so there are no \
                     topscorers (C.04.3 1.8)."
                ));
            } else {
                summary.push(format!(
                    "Last round: topscorers (more than {threshold}, C.04.3 1.8): {}. Between \
                     them and their opponents the absolute colour rule C3 does not apply.",
                    self.names(&top)
                ));
            }
        }
        summary
    }

    fn board_reasons(&self, number: usize, w: usize, b: usize) -> Vec<String> {
        let bracket = self.score(w).min(self.score(b));
        let members = self.bracket(bracket);
        let residents = members
            .iter()
            .filter(|&&i| self.score(i) == bracket)
            .count();
        let moved = members.len() - residents;
        let mut first = format!(
            "Board {number}: paired in the {bracket}-point bracket ({residents} player{} with \
             {bracket}",
            if residents == 1 { "" } else { "s" }
        );
        if moved > 0 {
            first.push_str(&format!(", plus {moved} moved down from above"));
        }
        first.push_str(").");
        let mut reasons = vec![first];
        if self.score(w) != self.score(b) {
            let (high, low) = if self.score(w) > self.score(b) {
                (w, b)
            } else {
                (b, w)
            };
            reasons.extend(self.float_reasons(high, low));
        }
        reasons.extend(self.colour_reasons(w, b));
        reasons
    }

    /// `high` met `low`, who has a lower score: why `high` left its own bracket, and why
    /// this opponent.
    fn float_reasons(&self, high: usize, low: usize) -> Vec<String> {
        let (hs, ls) = (self.score(high), self.score(low));
        let mut reasons = vec![format!(
            "{}, on {hs}, floats down to {}, on {ls}, who floats up (C.04.3 1.4).",
            self.who(high),
            self.who(low)
        )];
        reasons.push(self.why_left(high, hs));
        // Brackets between the two scores that could not pair `high` either.
        let passed: Vec<String> = self
            .groups
            .iter()
            .filter(|&&g| g < hs && g > ls)
            .map(|g| g.to_string())
            .collect();
        if !passed.is_empty() {
            reasons.push(format!(
                "{} could not be paired in the {}-point bracket{} either and moved down again.",
                self.who(high),
                passed.join(", "),
                if passed.len() == 1 { "" } else { "s" }
            ));
        }
        // The opponent: MDPs meet the highest resident that works (C.04.3 3.3, 4.2).
        let above: Vec<usize> = self
            .bracket(ls)
            .into_iter()
            .filter(|&i| self.score(i) == ls && i < low)
            .collect();
        if above.is_empty() {
            reasons.push(format!(
                "{} is the highest-ranked player of the {ls}-point scoregroup: a player moved \
                 down meets the first resident that works (C.04.3 3.3, 4.2).",
                self.who(low)
            ));
        } else {
            let (blocked, count) = self.blocked(high, &above);
            let mut text = format!(
                "Higher-ranked players of the {ls}-point scoregroup ({}) were not chosen",
                self.names(&above)
            );
            if count == 0 {
                text.push_str(
                    ": meeting one of them instead would have left the rest of the round \
                     worse paired (C4–C21).",
                );
            } else {
                text.push_str(&format!(": {blocked}"));
                if count < above.len() {
                    text.push_str("; the others were better paired elsewhere (C4–C21)");
                }
                text.push('.');
            }
            reasons.push(text);
        }
        // Repeated floats (C14–C21 try to avoid them).
        let repeats = [
            (high, Float::Down, 1, "C14/C18"),
            (high, Float::Down, 2, "C16/C20"),
            (low, Float::Up, 1, "C15/C19"),
            (low, Float::Up, 2, "C17/C21"),
        ];
        for (i, kind, ago, rules) in repeats {
            let e = &self.players[i];
            let had = (if ago == 1 { e.float1 } else { e.float2 }) == kind;
            if had {
                let what = if kind == Float::Down { "down" } else { "up" };
                let when = if ago == 1 {
                    "in the previous round"
                } else {
                    "two rounds before"
                };
                reasons.push(format!(
                    "{} also floated {what} {when}; {rules} avoid repeating it when the \
                     higher criteria allow.",
                    self.who(i)
                ));
            }
        }
        reasons
    }

    /// Why `high` could not be paired in the bracket of its own scoregroup `hs`.
    fn why_left(&self, high: usize, hs: Points) -> String {
        let members = self.bracket(hs);
        let others: Vec<usize> = members.iter().copied().filter(|&i| i != high).collect();
        if others.is_empty() {
            return format!(
                "{} is alone in the {hs}-point bracket: nobody there to play.",
                self.who(high)
            );
        }
        let (blocked, count) = self.blocked(high, &others);
        if count == others.len() {
            return format!(
                "No valid pairing of the {hs}-point bracket includes {}: {blocked}.",
                self.who(high)
            );
        }
        let floaters = self.downfloaters(hs);
        let along: Vec<usize> = floaters.iter().copied().filter(|&i| i != high).collect();
        let mut text = if members.len() % 2 == 1 {
            format!(
                "The {hs}-point bracket has an odd number of players ({}): at least one must \
                 float (C6: as many pairs as possible)",
                members.len()
            )
        } else {
            format!(
                "No valid pairing of the {hs}-point bracket pairs all its {} players: the \
                 possible opponents were needed so that the rest of the round can be paired \
                 (C4) or for a better pairing by C5–C8",
                members.len()
            )
        };
        if !along.is_empty() {
            text.push_str(&format!(
                "; {} float{} down from it too",
                self.names(&along),
                if along.len() == 1 { "s" } else { "" }
            ));
        }
        text.push('.');
        let lower: Vec<usize> = members
            .iter()
            .copied()
            .filter(|&i| i > high && self.score(i) == hs && !floaters.contains(&i))
            .collect();
        if lower.is_empty() {
            text.push_str(&format!(
                " {} is the lowest-ranked player who could float: candidates are generated \
                 from the top, so the last one is left over first (C.04.3 art. 4).",
                self.who(high)
            ));
        } else {
            let repeat: Vec<usize> = lower
                .iter()
                .copied()
                .filter(|&i| self.players[i].float1 == Float::Down)
                .collect();
            text.push_str(&format!(
                " Lower-ranked {} stay{} in the bracket: letting {} float instead would be \
                 worse by the criteria C4–C21",
                self.names(&lower),
                if lower.len() == 1 { "s" } else { "" },
                if lower.len() == 1 {
                    "them"
                } else {
                    "one of them"
                }
            ));
            if repeat.is_empty() {
                text.push('.');
            } else {
                text.push_str(&format!(
                    " ({} floated down in the previous round, C14).",
                    self.names(&repeat)
                ));
            }
        }
        text
    }

    /// The colour allocation of the pair (C.04.3 5.2), with the rule that decided it.
    fn colour_reasons(&self, w: usize, b: usize) -> Vec<String> {
        let (pw, pb) = (&self.players[w], &self.players[b]);
        // The engine asks the player with the smaller pairing number (see `pair`).
        let (first, second) = if pw.tpn <= pb.tpn { (w, b) } else { (b, w) };
        let initial = self.t.settings.initial_colour;
        let (_, rule) = colour::colour_for(&self.players[first], &self.players[second], initial);
        let got = |i: usize| if i == w { Colour::White } else { Colour::Black };
        let preference = |i: usize| {
            let e = &self.players[i];
            match e.colour_pref {
                Some(c) => format!(
                    "{} {} ({})",
                    self.who(i),
                    colour_word(c),
                    strength_word(e.strength)
                ),
                None => format!("{} none (no game played yet)", self.who(i)),
            }
        };
        let prefs = format!("Colour preferences: {}; {}.", preference(w), preference(b));
        let mut reasons = vec![prefs];
        let decided = match rule {
            ColourRule::BothGranted => match (pw.colour_pref, pb.colour_pref) {
                (Some(_), Some(_)) => "Both preferences are granted (C.04.3 5.2.1).".to_string(),
                _ => {
                    let (with, without) = if pw.colour_pref.is_some() {
                        (w, b)
                    } else {
                        (b, w)
                    };
                    format!(
                        "{} has no preference yet and takes the other colour: {}'s \
                             preference is granted (C.04.3 5.2.1).",
                        self.who(without),
                        self.who(with)
                    )
                }
            },
            ColourRule::Stronger => {
                let winner = if self.players[w].colour_pref == Some(Colour::White) {
                    w
                } else {
                    b
                };
                let loser = if winner == w { b } else { w };
                let (ew, el) = (&self.players[winner], &self.players[loser]);
                if ew.absolute() && el.absolute() {
                    format!(
                        "Both preferences are absolute (possible only with a topscorer, C3); \
                         {} has the larger colour difference ({} against {}) and gets {} \
                         (C.04.3 5.2.2).",
                        self.who(winner),
                        ew.imbalance,
                        el.imbalance,
                        colour_word(got(winner))
                    )
                } else {
                    format!(
                        "Both want {}; the preference of {} ({}) is stronger than that of {} \
                         ({}) and is granted (C.04.3 5.2.2).",
                        colour_word(got(winner)),
                        self.who(winner),
                        strength_word(ew.strength),
                        self.who(loser),
                        strength_word(el.strength)
                    )
                }
            }
            ColourRule::Alternation => {
                let back = rounds_back(&self.players[w], &self.players[b]);
                // Whoever had White in that round gets Black now.
                let had_white = b;
                format!(
                    "Both want {} with the same strength; going back over their played games, \
                     the last time their colours differed ({} game{} back) {} had White, so \
                     now gets Black (C.04.3 5.2.3).",
                    colour_word(pw.colour_pref.unwrap_or(Colour::White)),
                    back,
                    if back == 1 { "" } else { "s" },
                    self.who(had_white)
                )
            }
            ColourRule::HigherRanked => {
                let higher = if colour::ranks_above(pw, pb) { w } else { b };
                format!(
                    "Both want {} with the same strength and the same colour history; {} \
                     ranks higher (score, then pairing number, C.04.3 1.2) and gets the \
                     preference (C.04.3 5.2.4).",
                    colour_word(self.players[higher].colour_pref.unwrap_or(got(higher))),
                    self.who(higher)
                )
            }
            ColourRule::Parity => {
                let higher = if colour::ranks_above(pw, pb) { w } else { b };
                let number = self.players[higher].rank + 1;
                let parity = if number % 2 == 1 { "odd" } else { "even" };
                let which = if number % 2 == 1 {
                    "the initial colour"
                } else {
                    "the opposite of the initial colour"
                };
                format!(
                    "Neither has a preference: {} ranks higher and has the {parity} pairing \
                     number {number}, so gets {which}, {} (C.04.3 5.2.5; initial colour {}).",
                    self.who(higher),
                    colour_word(got(higher)),
                    colour_word(initial)
                )
            }
        };
        reasons.push(decided);
        for i in [w, b] {
            let e = &self.players[i];
            if let Some(wanted) = e.colour_pref
                && wanted != got(i)
            {
                let rule = match e.strength {
                    Strength::Absolute => {
                        "absolute: allowed only for a topscorer or a topscorer's opponent, C3, C10, C11"
                    }
                    Strength::Strong => "C12, C13",
                    _ => "C12",
                };
                reasons.push(format!(
                    "{} does not get {} ({rule}).",
                    self.who(i),
                    colour_word(wanted)
                ));
            }
        }
        reasons
    }

    /// Why `v` receives the pairing-allocated bye (C.04.3 C2, C4, C5, C9).
    fn bye_reasons(&self, v: usize, played_rounds: u32) -> Vec<String> {
        let points = ByeKind::PairingAllocated.points(&self.t.settings.scoring);
        let vs = self.score(v);
        let mut reasons = vec![format!(
            "{} gets the pairing-allocated bye, worth {points}: {} players are to be paired \
             and one is left over (C.04.3 1.5).",
            self.who(v),
            self.players.len()
        )];
        let n = self.players.len();
        let below: Vec<usize> = (0..n).filter(|&i| self.score(i) < vs).collect();
        let lowest = self.groups.last().copied().unwrap_or(vs);
        if below.is_empty() {
            reasons.push(format!(
                "{vs} is the lowest score in the round: the bye goes to the lowest score \
                 possible (C5)."
            ));
        } else {
            let barred: Vec<usize> = below
                .iter()
                .copied()
                .filter(|&i| !self.players[i].bye_eligible)
                .collect();
            let mut text =
                format!("Nobody with less than {vs} (lowest score {lowest}) could take it");
            if barred.len() == below.len() {
                text.push_str(&format!(
                    ": {} already had a pairing-allocated bye or a win without playing (C2).",
                    self.names(&barred)
                ));
            } else {
                text.push_str(
                    " and leave everybody else paired without a rematch or an absolute \
                     colour conflict (C4, C5)",
                );
                if barred.is_empty() {
                    text.push('.');
                } else {
                    text.push_str(&format!("; {} may not have it (C2).", self.names(&barred)));
                }
            }
            reasons.push(text);
        }
        // The receiver's own scoregroup: eligibility, unplayed games, rank.
        let group: Vec<usize> = (0..n).filter(|&i| i != v && self.score(i) == vs).collect();
        let barred: Vec<usize> = group
            .iter()
            .copied()
            .filter(|&i| !self.players[i].bye_eligible)
            .collect();
        if !barred.is_empty() {
            reasons.push(format!(
                "In the {vs}-point scoregroup, {} may not have it: a pairing-allocated bye or \
                 a win without playing already (C2).",
                self.names(&barred)
            ));
        }
        let unplayed = |i: usize| played_rounds.saturating_sub(self.players[i].played_games);
        let more: Vec<usize> = group
            .iter()
            .copied()
            .filter(|&i| self.players[i].bye_eligible && unplayed(i) > unplayed(v))
            .collect();
        if !more.is_empty() {
            reasons.push(format!(
                "{} has {} unplayed round{}, fewer than {}: the bye goes to the player with the \
                 fewest unplayed games (C9).",
                self.who(v),
                unplayed(v),
                if unplayed(v) == 1 { "" } else { "s" },
                self.names(&more)
            ));
        }
        let lower: Vec<usize> = group
            .iter()
            .copied()
            .filter(|&i| i > v && self.players[i].bye_eligible && unplayed(i) <= unplayed(v))
            .collect();
        if lower.is_empty() {
            reasons.push(format!(
                "{} is the lowest-ranked player who could take it: the last player of the \
                 last bracket is left over first (C.04.3 art. 4).",
                self.who(v)
            ));
        } else {
            reasons.push(format!(
                "Lower-ranked {} could not be left over instead without a worse pairing of \
                 the others (C4–C21).",
                self.names(&lower)
            ));
        }
        reasons.push(format!(
            "The bye counts as a downfloat for {} in the next rounds (C.04.3 1.4.3).",
            self.who(v)
        ));
        reasons
    }
}

/// The players of the tournament who are not paired in `round`, and why (C.04.2 3.2, 3.3).
fn not_paired(t: &Tournament, round: u32, facts: &Facts<'_>) -> Vec<BoardExplanation> {
    let mut out = Vec::new();
    for p in t.players_by_pairing_number() {
        if facts.index(p.id).is_some() {
            continue;
        }
        let who = name_of(t, p.id, p.pairing_number);
        let reason = if p.withdrawn_from.is_some_and(|w| w <= round) {
            format!("{who} is not paired: withdrawn from the tournament (C.04.2 3.2).")
        } else if p.first_round > round {
            format!(
                "{who} is not paired: enters the tournament in round {} (C.04.2 2.4).",
                p.first_round
            )
        } else {
            let what = match p.requested_byes.get(&round) {
                Some(ByeKind::HalfPoint) => "has a half-point bye",
                Some(ByeKind::FullPoint) => "has a full-point bye",
                _ => "is absent (zero-point bye)",
            };
            format!("{who} is not paired: {what} in this round (C.04.2 3.3).")
        };
        out.push(BoardExplanation {
            white: p.id,
            black: None,
            reasons: vec![reason],
        });
    }
    out
}

/// How many played games back the two colour histories last differed (C.04.2 3.4).
fn rounds_back(a: &Entrant, b: &Entrant) -> usize {
    a.colours
        .iter()
        .rev()
        .zip(b.colours.iter().rev())
        .position(|(x, y)| x != y)
        .map_or(0, |p| p + 1)
}

fn name_of(t: &Tournament, id: PlayerId, tpn: u32) -> String {
    match t.player(id).map(|p| p.name.trim()) {
        Some(name) if !name.is_empty() => format!("{name} ({tpn})"),
        _ => format!("no. {tpn}"),
    }
}

fn colour_word(c: Colour) -> &'static str {
    match c {
        Colour::White => "White",
        Colour::Black => "Black",
    }
}

fn strength_word(s: Strength) -> &'static str {
    match s {
        Strength::Absolute => "absolute",
        Strength::Strong => "strong",
        Strength::Mild => "mild",
        Strength::None => "none",
    }
}

/// "a", "a and b", "a, b and c".
fn join_and(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} and {last}", init.join(", ")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::{Board, Bye, GameResult, PairingSystem, Player, Round, TournamentSettings};
    use crate::pairing::explain as generic;

    /// A Dutch event of `n` players numbered 1..n by rating, White first.
    fn swiss(n: u32, rounds: u32) -> (Tournament, Vec<PlayerId>) {
        let mut t = Tournament::new(TournamentSettings::default());
        t.settings.system = PairingSystem::Dutch;
        t.settings.rounds = rounds;
        t.settings.initial_colour = Colour::White;
        let mut ids = Vec::new();
        for i in 1..=n {
            let id = t.add_player(Player {
                name: format!("P{i}"),
                rating: Some(2400 - 10 * i as u16),
                ..Player::default()
            });
            if let Some(p) = t.player_mut(id) {
                p.pairing_number = i;
            }
            ids.push(id);
        }
        (t, ids)
    }

    /// Records a round: boards (white, black, result) and byes, by pairing number.
    fn record(
        t: &mut Tournament,
        ids: &[PlayerId],
        games: &[(usize, usize, GameResult)],
        byes: &[(usize, ByeKind)],
    ) {
        let number = t.next_round_number();
        let round = Round {
            number,
            boards: games
                .iter()
                .map(|&(w, b, result)| Board {
                    result,
                    ..Board::new(ids[w - 1], ids[b - 1])
                })
                .collect(),
            byes: byes
                .iter()
                .map(|&(p, kind)| Bye {
                    player: ids[p - 1],
                    kind,
                })
                .collect(),
        };
        t.rounds.push(round);
    }

    fn explained(t: &Tournament) -> RoundExplanation {
        generic::explain(t, t.next_round_number(), &JobControl::new()).unwrap()
    }

    fn board_of(e: &RoundExplanation, id: PlayerId) -> &BoardExplanation {
        e.for_player(id).unwrap()
    }

    fn mentions(b: &BoardExplanation, words: &[&str]) -> bool {
        b.reasons
            .iter()
            .any(|r| words.iter().all(|w| r.contains(w)))
    }

    /// Round 1 (C.04.3 art. 4 for 6 players): 1-4, 5-2, 3-6, and White wins every game.
    /// Scoregroup 1 = {1, 3, 5}, all after White (mild preference for Black); scoregroup
    /// 0 = {2, 4, 6}, all after Black.
    fn six_after_round_one() -> (Tournament, Vec<PlayerId>) {
        let (mut t, ids) = swiss(6, 5);
        let win = GameResult::WhiteWins;
        record(&mut t, &ids, &[(1, 4, win), (5, 2, win), (3, 6, win)], &[]);
        (t, ids)
    }

    #[test]
    fn the_odd_player_of_a_scoregroup_floats_and_the_reason_says_why() {
        let (t, ids) = six_after_round_one();
        let e = explained(&t);
        // The 1-point bracket has three players: 1-3 are paired, 5 (the lowest) floats
        // down; 5 has met 2 already (C1), so meets 4, the next resident.
        // 4 wants White, 5 wants Black: 4-5.
        let five = board_of(&e, ids[4]);
        assert_eq!((five.white, five.black), (ids[3], Some(ids[4])));
        assert!(
            mentions(five, &["P5 (5)", "floats down", "P4 (4)"]),
            "{five:?}"
        );
        assert!(mentions(five, &["odd number of players (3)"]), "{five:?}");
        assert!(
            mentions(five, &["P5 (5) has already met P2 (2) (C1)"]),
            "{five:?}"
        );
        assert!(mentions(five, &["0-point bracket"]), "{five:?}");
        // 3-1: both want Black (mild) after one White each: 5.2.4 gives it to 1.
        let one = board_of(&e, ids[0]);
        assert_eq!((one.white, one.black), (ids[2], Some(ids[0])));
        assert!(
            mentions(one, &["P1 (1)", "ranks higher", "5.2.4"]),
            "{one:?}"
        );
        assert!(
            mentions(one, &["P3 (3) does not get Black", "C12"]),
            "{one:?}"
        );
        // 4 (wants White) against 5 (wants Black): both granted.
        assert!(mentions(five, &["5.2.1"]), "{five:?}");
        assert!(
            e.summary
                .iter()
                .any(|s| s.contains("6 players in 2 brackets"))
        );
        assert!(
            e.summary
                .iter()
                .any(|s| s.contains("no pairing-allocated bye"))
        );
    }

    #[test]
    fn round_one_colours_follow_the_pairing_number_parity() {
        // 4 players: 1-3 and 2-4; nobody has a preference: 1 (odd) gets the initial
        // colour, 2 (even) the other one (C.04.3 5.2.5).
        let (t, ids) = swiss(4, 3);
        let e = explained(&t);
        let one = board_of(&e, ids[0]);
        assert_eq!(one.white, ids[0]);
        assert!(
            mentions(one, &["P1 (1)", "odd pairing number 1", "5.2.5"]),
            "{one:?}"
        );
        let two = board_of(&e, ids[1]);
        assert_eq!(two.black, Some(ids[1]));
        assert!(
            mentions(two, &["P2 (2)", "even pairing number 2", "5.2.5"]),
            "{two:?}"
        );
        assert!(e.summary.iter().any(|s| s.contains("no floats")));
    }

    #[test]
    fn the_bye_skips_a_player_who_had_one_c2() {
        // 3 players. Round 1: 1-2 1-0, PAB 3. Round 2: 3-1 1-0, PAB 2 (lowest score).
        // Round 3 (last): 3 has 2, 1 and 2 have 1 each; 2 already had the PAB (C2), so 1
        // gets it and 3 meets 2.
        let (mut t, ids) = swiss(3, 3);
        let pab = ByeKind::PairingAllocated;
        record(&mut t, &ids, &[(1, 2, GameResult::WhiteWins)], &[(3, pab)]);
        record(&mut t, &ids, &[(3, 1, GameResult::WhiteWins)], &[(2, pab)]);
        let e = explained(&t);
        let bye = board_of(&e, ids[0]);
        assert_eq!(bye.black, None);
        assert!(
            mentions(bye, &["P1 (1) gets the pairing-allocated bye"]),
            "{bye:?}"
        );
        assert!(mentions(bye, &["P2 (2)", "C2"]), "{bye:?}");
        // Last round: 3 is a topscorer (2 points of a possible 2 > 1).
        assert!(
            e.summary
                .iter()
                .any(|s| s.contains("topscorers") && s.contains("P3 (3)")),
            "{:?}",
            e.summary
        );
    }

    #[test]
    fn the_bye_goes_to_fewer_unplayed_games_c9() {
        // C.04.3 C9 (the bbpPairings `dutch_2025_C9` case): 5 players, 5 absent in round
        // 1; round 1 1-3 1-0, 4-2 0-1. In round 2, 3, 4 and 5 have 0: 5 has an unplayed
        // round, so the bye goes to 4 rather than 5.
        let (mut t, ids) = swiss(5, 5);
        if let Some(p) = t.player_mut(ids[4]) {
            p.requested_byes.insert(1, ByeKind::ZeroPoint);
        }
        record(
            &mut t,
            &ids,
            &[(1, 3, GameResult::WhiteWins), (4, 2, GameResult::BlackWins)],
            &[(5, ByeKind::ZeroPoint)],
        );
        let e = explained(&t);
        let bye = board_of(&e, ids[3]);
        assert_eq!(bye.black, None);
        assert!(mentions(bye, &["P4 (4)", "C9", "P5 (5)"]), "{bye:?}");
        assert!(mentions(bye, &["lowest score", "C5"]), "{bye:?}");
    }

    #[test]
    fn players_not_paired_are_listed_with_the_reason() {
        // 5 registered: 4 asked for a half-point bye in round 1, 5 withdrew before it.
        let (mut t, ids) = swiss(5, 5);
        if let Some(p) = t.player_mut(ids[3]) {
            p.requested_byes.insert(1, ByeKind::HalfPoint);
        }
        if let Some(p) = t.player_mut(ids[4]) {
            p.withdrawn_from = Some(1);
        }
        let e = explained(&t);
        let four = board_of(&e, ids[3]);
        assert!(
            mentions(four, &["P4 (4) is not paired", "half-point bye"]),
            "{four:?}"
        );
        let five = board_of(&e, ids[4]);
        assert!(
            mentions(five, &["P5 (5) is not paired", "withdrawn"]),
            "{five:?}"
        );
        // Three left: 1-2, and 3 (the lowest-ranked) gets the bye.
        let three = board_of(&e, ids[2]);
        assert!(
            mentions(three, &["P3 (3) gets the pairing-allocated bye"]),
            "{three:?}"
        );
        assert!(mentions(three, &["lowest-ranked"]), "{three:?}");
    }

    #[test]
    fn a_recorded_dutch_round_is_compared_with_the_engine() {
        let (mut t, _) = six_after_round_one();
        let proposed = crate::pairing::pair(&t, 2, &JobControl::new()).unwrap();
        t.rounds.push(proposed.clone().into_round(2));
        let e = generic::explain(&t, 2, &JobControl::new()).unwrap();
        assert_eq!(e.matches_recorded, Some(true));
        // Swap the colours of one board: no longer the engine's pairing.
        let mut changed = proposed.into_round(2);
        if let Some(b) = changed.boards.first_mut() {
            std::mem::swap(&mut b.white, &mut b.black);
        }
        t.rounds[1] = changed;
        let e = generic::explain(&t, 2, &JobControl::new()).unwrap();
        assert_eq!(e.matches_recorded, Some(false));
        // Round 1 is explained from the state before it.
        let e1 = generic::explain(&t, 1, &JobControl::new()).unwrap();
        assert_eq!(e1.matches_recorded, Some(true));
        assert_eq!(e1.boards.len(), 3);
    }
}
