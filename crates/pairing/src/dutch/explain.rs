//! Why the Dutch engine paired a round as it did (C.04.3, either edition), board by board:
//! the bracket each pair was made in, who floated and why it mattered, which rule of
//! art. 5.2 gave the colours, why the pairing-allocated bye went where it went, and who
//! was not paired at all (C.04.2 3.2/3.3).
//!
//! Nothing here steers the engine: the round is paired by [`super::pair`], and the words
//! are derived from its output, the per-player facts it used (`players::build`) and the
//! colour rule that decided each pair (`colour::colour_for`). Where a choice came out of
//! the quality criteria (C6–C21) the text names the criteria and the facts that bear on
//! them rather than replaying the matching. A round paired by the 2017 text gives the
//! same facts citing that text (`Reason::Dutch2017`: A.4.b, C.1–C.19, E.1–E.5, …) and its
//! own bye reason (A.9).

use super::colour;
use super::weights::compatible;
use crate::domain::{ByeKind, Colour, DutchEdition, PlayerId, Points, Tournament};
use crate::explanation::{
    Blocked, BoardExplanation, BracketReason, ByeReason, ColourReason, FloatDirection,
    FloaterReason, Names, PlayerRef, Preference, PreferenceStrength, Reason, RoundExplanation,
};
use crate::swiss::colour::ranks_above;
use crate::swiss::entrant as players;
use crate::swiss::{ColourRule, Entrant, Float, Strength};
use crate::{JobControl, PairingError, ProposedRound};
use std::collections::BTreeMap;

/// At most this many names in one list; the rest are counted.
const NAMES_SHOWN: usize = 6;

/// Pairs round `round` of `t` (the tournament as it stood before the round) and explains
/// the result. Returns the engine's pairing too, to compare with a recorded round.
pub fn explain_round(
    t: &Tournament,
    round: u32,
    control: &JobControl,
) -> Result<(RoundExplanation, ProposedRound), PairingError> {
    let proposed = super::pair(t, round, control)?;
    let field = players::build_for_edition(t, round, t.settings.dutch_edition);
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
    boards.extend(crate::explanation::not_paired(t, round, |id| {
        facts.index(id).is_some()
    }));
    let mut explanation = RoundExplanation {
        round,
        summary: facts.summary(round),
        boards,
        matches_recorded: None,
    };
    if t.settings.dutch_edition == DutchEdition::Fide2017 {
        cite_2017_text(&mut explanation);
    }
    Ok((explanation, proposed))
}

/// A round paired by the 2017 text cites its articles (issue 40): every sentence is
/// worded with the 2017 numbers (A.4.b for floats, C.1–C.19, E.1–E.5, …).
fn cite_2017_text(explanation: &mut RoundExplanation) {
    let cite = |reasons: &mut Vec<Reason>| {
        for reason in reasons.iter_mut() {
            let facts = std::mem::replace(reason, Reason::NoFloats);
            *reason = Reason::Dutch2017(Box::new(facts));
        }
    };
    cite(&mut explanation.summary);
    for board in &mut explanation.boards {
        cite(&mut board.reasons);
    }
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

    /// The player as the explanation names them: name and pairing number.
    fn who(&self, i: usize) -> PlayerRef {
        let e = &self.players[i];
        player_ref(self.t, e.id, e.tpn)
    }

    fn names(&self, list: &[usize]) -> Names {
        Names {
            shown: list
                .iter()
                .take(NAMES_SHOWN)
                .map(|&i| self.who(i))
                .collect(),
            more: list.len().saturating_sub(NAMES_SHOWN),
        }
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

    /// Which of `others` player `a` may not meet, and why, grouped by rule: already met
    /// (C1), a forbidden pair, the same absolute colour preference (C3). The count is of
    /// the players named.
    fn blocked(&self, a: usize, others: &[usize]) -> (Vec<Blocked>, usize) {
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
            parts.push(Blocked::AlreadyMet {
                player: self.who(a),
                opponents: self.names(&met),
            });
        }
        if !barred.is_empty() {
            parts.push(Blocked::Forbidden {
                player: self.who(a),
                opponents: self.names(&barred),
            });
        }
        if !colour.is_empty() {
            parts.push(Blocked::SameAbsoluteColour {
                player: self.who(a),
                opponents: self.names(&colour),
                colour: pa.colour_pref.unwrap_or(Colour::White),
            });
        }
        (parts, met.len() + barred.len() + colour.len())
    }

    fn summary(&self, round: u32) -> Vec<Reason> {
        let n = self.players.len();
        let mut summary = vec![Reason::DutchRound {
            round,
            players: n,
            scoregroups: self.groups.clone(),
        }];
        if self.players.iter().any(|e| e.pairing_score != e.score) {
            // C.04.7: virtual points count for pairing only.
            summary.push(Reason::Accelerated);
        }
        let floaters: Vec<usize> = (0..n)
            .filter(|&i| self.paired_in[i].is_some_and(|b| b < self.score(i)))
            .collect();
        if floaters.is_empty() {
            summary.push(Reason::NoFloats);
        } else {
            summary.push(Reason::FloatingDown {
                players: self.names(&floaters),
            });
        }
        match self.bye {
            Some(v) => summary.push(Reason::ByeForOddField {
                player: self.who(v),
            }),
            None if n > 0 => summary.push(Reason::NoByeEvenField),
            None => {}
        }
        if let Some(threshold) = self.threshold {
            // C.04.3 1.8: topscorers in the last round.
            let top: Vec<usize> = (0..n).filter(|&i| self.is_topscorer(i)).collect();
            if top.is_empty() {
                summary.push(Reason::NoTopscorers { threshold });
            } else {
                summary.push(Reason::Topscorers {
                    threshold,
                    players: self.names(&top),
                });
            }
        }
        summary
    }

    fn board_reasons(&self, number: usize, w: usize, b: usize) -> Vec<Reason> {
        let bracket = self.score(w).min(self.score(b));
        let members = self.bracket(bracket);
        let residents = members
            .iter()
            .filter(|&&i| self.score(i) == bracket)
            .count();
        let mut reasons = vec![Reason::Bracket(BracketReason::PairedInBracket {
            board: number,
            bracket,
            residents,
            moved_down: members.len() - residents,
        })];
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
    fn float_reasons(&self, high: usize, low: usize) -> Vec<Reason> {
        let (hs, ls) = (self.score(high), self.score(low));
        let mut reasons = vec![Reason::Bracket(BracketReason::Floats {
            high: self.who(high),
            high_score: hs,
            low: self.who(low),
            low_score: ls,
        })];
        reasons.extend(self.why_left(high, hs));
        // Brackets between the two scores that could not pair `high` either.
        let passed: Vec<Points> = self
            .groups
            .iter()
            .copied()
            .filter(|&g| g < hs && g > ls)
            .collect();
        if !passed.is_empty() {
            reasons.push(Reason::Floater(FloaterReason::PassedBrackets {
                player: self.who(high),
                scores: passed,
            }));
        }
        reasons.push(self.why_this_opponent(high, low, ls));
        reasons.extend(self.repeated_floats(high, low));
        reasons
    }

    /// C.04.3 3.3, 4.2: a player moved down meets the highest resident that works.
    fn why_this_opponent(&self, high: usize, low: usize, ls: Points) -> Reason {
        let above: Vec<usize> = self
            .bracket(ls)
            .into_iter()
            .filter(|&i| self.score(i) == ls && i < low)
            .collect();
        if above.is_empty() {
            return Reason::Floater(FloaterReason::HighestOfScoregroup {
                player: self.who(low),
                score: ls,
            });
        }
        let (blocked, count) = self.blocked(high, &above);
        Reason::Floater(FloaterReason::HigherRankedNotChosen {
            score: ls,
            players: self.names(&above),
            others_elsewhere: count > 0 && count < above.len(),
            blocked,
        })
    }

    /// Repeated floats (C14–C21 try to avoid them; in the 2017 text C.12–C.19).
    fn repeated_floats(&self, high: usize, low: usize) -> Vec<Reason> {
        let repeats = match self.t.settings.dutch_edition {
            DutchEdition::Fide2026 => [
                (high, Float::Down, 1, "C14/C18"),
                (high, Float::Down, 2, "C16/C20"),
                (low, Float::Up, 1, "C15/C19"),
                (low, Float::Up, 2, "C17/C21"),
            ],
            // C.04.3 (2017) C.12–C.19: the same downfloat (C.12, C.16) or upfloat (C.13,
            // C.17) as the previous round, as two rounds before (C.14, C.18; C.15, C.19).
            DutchEdition::Fide2017 => [
                (high, Float::Down, 1, "C.12/C.16"),
                (high, Float::Down, 2, "C.14/C.18"),
                (low, Float::Up, 1, "C.13/C.17"),
                (low, Float::Up, 2, "C.15/C.19"),
            ],
        };
        let mut reasons = Vec::new();
        for (i, kind, ago, rules) in repeats {
            let e = &self.players[i];
            let had = (if ago == 1 { e.float1 } else { e.float2 }) == kind;
            if had {
                reasons.push(Reason::Floater(FloaterReason::FloatedBefore {
                    player: self.who(i),
                    direction: if kind == Float::Down {
                        FloatDirection::Down
                    } else {
                        FloatDirection::Up
                    },
                    rounds_ago: ago,
                    rules,
                }));
            }
        }
        reasons
    }

    /// Why `high` could not be paired in the bracket of its own scoregroup `hs`.
    fn why_left(&self, high: usize, hs: Points) -> Vec<Reason> {
        let members = self.bracket(hs);
        let others: Vec<usize> = members.iter().copied().filter(|&i| i != high).collect();
        if others.is_empty() {
            return vec![Reason::Bracket(BracketReason::AloneInBracket {
                player: self.who(high),
                score: hs,
            })];
        }
        let (blocked, count) = self.blocked(high, &others);
        if count == others.len() {
            return vec![Reason::Bracket(BracketReason::NoPairingIncludes {
                player: self.who(high),
                score: hs,
                blocked,
            })];
        }
        let floaters = self.downfloaters(hs);
        let along: Vec<usize> = floaters.iter().copied().filter(|&i| i != high).collect();
        let mut reasons = vec![if members.len() % 2 == 1 {
            Reason::Bracket(BracketReason::OddBracket {
                score: hs,
                size: members.len(),
            })
        } else {
            Reason::Bracket(BracketReason::BracketNeeded {
                score: hs,
                size: members.len(),
            })
        }];
        if !along.is_empty() {
            reasons.push(Reason::Bracket(BracketReason::FloatAlong {
                score: hs,
                players: self.names(&along),
            }));
        }
        let lower: Vec<usize> = members
            .iter()
            .copied()
            .filter(|&i| i > high && self.score(i) == hs && !floaters.contains(&i))
            .collect();
        if lower.is_empty() {
            reasons.push(Reason::Floater(FloaterReason::LowestWhoCouldFloat {
                player: self.who(high),
            }));
        } else {
            reasons.push(Reason::Floater(FloaterReason::LowerRankedStay {
                players: self.names(&lower),
            }));
            let repeat: Vec<usize> = lower
                .iter()
                .copied()
                .filter(|&i| self.players[i].float1 == Float::Down)
                .collect();
            if !repeat.is_empty() {
                reasons.push(Reason::Floater(FloaterReason::FloatedLastRound {
                    players: self.names(&repeat),
                }));
            }
        }
        reasons
    }

    fn preference(&self, i: usize) -> Preference {
        let e = &self.players[i];
        Preference {
            player: self.who(i),
            colour: e.colour_pref,
            strength: strength_of(e.strength),
        }
    }

    /// The colour allocation of the pair (C.04.3 5.2), with the rule that decided it.
    fn colour_reasons(&self, w: usize, b: usize) -> Vec<Reason> {
        let (pw, pb) = (&self.players[w], &self.players[b]);
        // The engine asks the player with the smaller pairing number (see `pair`).
        let (first, second) = if pw.tpn <= pb.tpn { (w, b) } else { (b, w) };
        let initial = self.t.settings.initial_colour;
        let (_, rule) = colour::colour_for(&self.players[first], &self.players[second], initial);
        let got = |i: usize| if i == w { Colour::White } else { Colour::Black };
        let mut reasons = vec![Reason::Colour(ColourReason::ColourPreferences {
            white: self.preference(w),
            black: self.preference(b),
        })];
        let decided = match rule {
            // C.04.3 5.2.1
            ColourRule::BothGranted => match (pw.colour_pref, pb.colour_pref) {
                (Some(_), Some(_)) => Reason::Colour(ColourReason::BothPreferencesGranted),
                _ => {
                    let (with, without) = if pw.colour_pref.is_some() {
                        (w, b)
                    } else {
                        (b, w)
                    };
                    Reason::Colour(ColourReason::NoPreferenceTakesOther {
                        without: self.who(without),
                        with: self.who(with),
                    })
                }
            },
            // C.04.3 5.2.2
            ColourRule::Stronger => {
                let winner = if self.players[w].colour_pref == Some(Colour::White) {
                    w
                } else {
                    b
                };
                let loser = if winner == w { b } else { w };
                let (ew, el) = (&self.players[winner], &self.players[loser]);
                if ew.absolute() && el.absolute() {
                    Reason::Colour(ColourReason::LargerColourDifference {
                        winner: self.who(winner),
                        winner_difference: ew.imbalance,
                        loser_difference: el.imbalance,
                        colour: got(winner),
                    })
                } else {
                    Reason::Colour(ColourReason::StrongerPreference {
                        colour: got(winner),
                        winner: self.who(winner),
                        winner_strength: strength_of(ew.strength),
                        loser: self.who(loser),
                        loser_strength: strength_of(el.strength),
                    })
                }
            }
            // C.04.3 5.2.3: whoever had White when the histories last differed gets Black.
            ColourRule::Alternation => Reason::Colour(ColourReason::ColourAlternation {
                colour: pw.colour_pref.unwrap_or(Colour::White),
                games_back: rounds_back(&self.players[w], &self.players[b]),
                had_white: self.who(b),
            }),
            // C.04.3 5.2.4
            ColourRule::HigherRanked => {
                let higher = if ranks_above(pw, pb) { w } else { b };
                Reason::Colour(ColourReason::HigherRankedPreference {
                    colour: self.players[higher].colour_pref.unwrap_or(got(higher)),
                    higher: self.who(higher),
                })
            }
            // C.04.3 5.2.5
            ColourRule::Parity => {
                let higher = if ranks_above(pw, pb) { w } else { b };
                Reason::Colour(ColourReason::PairingNumberParity {
                    higher: self.who(higher),
                    number: u32::try_from(self.players[higher].rank + 1).unwrap_or(u32::MAX),
                    colour: got(higher),
                    initial,
                })
            }
        };
        reasons.push(decided);
        for i in [w, b] {
            let e = &self.players[i];
            if let Some(wanted) = e.colour_pref
                && wanted != got(i)
            {
                reasons.push(Reason::Colour(ColourReason::PreferenceNotGranted {
                    player: self.who(i),
                    colour: wanted,
                    strength: strength_of(e.strength),
                }));
            }
        }
        reasons
    }

    /// Why `v` receives the pairing-allocated bye (C.04.3 C2, C4, C5, C9).
    fn bye_reasons(&self, v: usize, played_rounds: u32) -> Vec<Reason> {
        let vs = self.score(v);
        let mut reasons = vec![Reason::Bye(ByeReason::ByeReceiver {
            player: self.who(v),
            points: ByeKind::PairingAllocated.points(&self.t.settings.scoring),
            players: self.players.len(),
        })];
        if self.t.settings.dutch_edition == DutchEdition::Fide2017 {
            // C.04.3 (2017) A.9 / (2026) C5, C9: no rule for the receiver's score or his
            // unplayed games; C.2 still bars some.
            reasons.push(Reason::Bye(ByeReason::ByeLeftOverIn2017 {
                player: self.who(v),
            }));
            reasons.extend(self.bye_barred_in_scoregroup(v, vs));
        } else {
            reasons.push(self.bye_score_reason(vs));
            reasons.extend(self.bye_scoregroup_reasons(v, vs, played_rounds));
        }
        // C.04.3 1.4.3
        reasons.push(Reason::Bye(ByeReason::ByeCountsAsDownfloat {
            player: self.who(v),
        }));
        reasons
    }

    /// Why nobody with a lower score than `vs` took the bye (C2, C4, C5).
    fn bye_score_reason(&self, vs: Points) -> Reason {
        let n = self.players.len();
        let below: Vec<usize> = (0..n).filter(|&i| self.score(i) < vs).collect();
        let lowest = self.groups.last().copied().unwrap_or(vs);
        if below.is_empty() {
            return Reason::Bye(ByeReason::ByeLowestScore { score: vs });
        }
        let barred: Vec<usize> = below
            .iter()
            .copied()
            .filter(|&i| !self.players[i].bye_eligible)
            .collect();
        if barred.len() == below.len() {
            Reason::Bye(ByeReason::ByeNobodyBelowEligible {
                score: vs,
                lowest,
                barred: self.names(&barred),
            })
        } else {
            Reason::Bye(ByeReason::ByeNobodyBelowPairable {
                score: vs,
                lowest,
                barred: self.names(&barred),
            })
        }
    }

    /// Who in the receiver's scoregroup may not have the PAB (C2).
    fn bye_barred_in_scoregroup(&self, v: usize, vs: Points) -> Option<Reason> {
        let barred: Vec<usize> = (0..self.players.len())
            .filter(|&i| i != v && self.score(i) == vs && !self.players[i].bye_eligible)
            .collect();
        (!barred.is_empty()).then(|| {
            Reason::Bye(ByeReason::ByeBarredInScoregroup {
                score: vs,
                players: self.names(&barred),
            })
        })
    }

    /// The receiver's own scoregroup: eligibility (C2), unplayed games (C9), rank.
    fn bye_scoregroup_reasons(&self, v: usize, vs: Points, played_rounds: u32) -> Vec<Reason> {
        let n = self.players.len();
        let mut reasons: Vec<Reason> = self.bye_barred_in_scoregroup(v, vs).into_iter().collect();
        let group: Vec<usize> = (0..n).filter(|&i| i != v && self.score(i) == vs).collect();
        let unplayed = |i: usize| played_rounds.saturating_sub(self.players[i].played_games);
        let more: Vec<usize> = group
            .iter()
            .copied()
            .filter(|&i| self.players[i].bye_eligible && unplayed(i) > unplayed(v))
            .collect();
        if !more.is_empty() {
            reasons.push(Reason::Bye(ByeReason::ByeFewestUnplayed {
                player: self.who(v),
                unplayed: unplayed(v),
                others: self.names(&more),
            }));
        }
        let lower: Vec<usize> = group
            .iter()
            .copied()
            .filter(|&i| i > v && self.players[i].bye_eligible && unplayed(i) <= unplayed(v))
            .collect();
        if lower.is_empty() {
            reasons.push(Reason::Bye(ByeReason::ByeLowestRanked {
                player: self.who(v),
            }));
        } else {
            reasons.push(Reason::Bye(ByeReason::ByeLowerRankedNotLeft {
                players: self.names(&lower),
            }));
        }
        reasons
    }
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

fn player_ref(t: &Tournament, id: PlayerId, tpn: u32) -> PlayerRef {
    PlayerRef {
        name: t.player(id).map_or("", |p| p.name.trim()).to_string(),
        number: tpn,
    }
}

fn strength_of(s: Strength) -> PreferenceStrength {
    match s {
        Strength::Absolute => PreferenceStrength::Absolute,
        Strength::Strong => PreferenceStrength::Strong,
        Strength::Mild => PreferenceStrength::Mild,
        Strength::None => PreferenceStrength::None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::{Board, Bye, GameResult, PairingSystem, Player, Round, TournamentSettings};
    use crate::explain as generic;
    use crate::i18n::{Language, Localize};

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
        generic::explain_round(t, t.next_round_number(), &JobControl::new()).unwrap()
    }

    fn board_of(e: &RoundExplanation, id: PlayerId) -> &BoardExplanation {
        e.for_player(id).unwrap()
    }

    fn mentions(b: &BoardExplanation, words: &[&str]) -> bool {
        b.reasons
            .iter()
            .map(|r| r.localize(Language::English))
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
                .map(|s| s.localize(Language::English))
                .any(|s| s.contains("6 players in 2 brackets"))
        );
        assert!(
            e.summary
                .iter()
                .map(|s| s.localize(Language::English))
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
        assert!(
            e.summary
                .iter()
                .map(|s| s.localize(Language::English))
                .any(|s| s.contains("no floats"))
        );
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
                .map(|s| s.localize(Language::English))
                .any(|s| s.contains("topscorers") && s.contains("P3 (3)")),
            "{:?}",
            e.summary
        );
    }

    /// 5 players, 5 absent in round 1 (a zero-point bye); round 1 1-3 1-0, 4-2 0-1.
    fn five_with_an_absent_fifth(edition: DutchEdition) -> (Tournament, Vec<PlayerId>) {
        let (mut t, ids) = swiss(5, 5);
        t.settings.dutch_edition = edition;
        if let Some(p) = t.player_mut(ids[4]) {
            p.requested_byes.insert(1, ByeKind::ZeroPoint);
        }
        record(
            &mut t,
            &ids,
            &[(1, 3, GameResult::WhiteWins), (4, 2, GameResult::BlackWins)],
            &[(5, ByeKind::ZeroPoint)],
        );
        (t, ids)
    }

    #[test]
    fn the_bye_goes_to_fewer_unplayed_games_c9() {
        // C.04.3 C9 (the bbpPairings `dutch_2025_C9` case): 5 players, 5 absent in round
        // 1; round 1 1-3 1-0, 4-2 0-1. In round 2, 3, 4 and 5 have 0: 5 has an unplayed
        // round, so the bye goes to 4 rather than 5.
        let (t, ids) = five_with_an_absent_fifth(DutchEdition::default());
        let e = explained(&t);
        let bye = board_of(&e, ids[3]);
        assert_eq!(bye.black, None);
        assert!(mentions(bye, &["P4 (4)", "C9", "P5 (5)"]), "{bye:?}");
        assert!(mentions(bye, &["lowest score", "C5"]), "{bye:?}");
    }

    #[test]
    fn the_2017_bye_is_whoever_the_last_bracket_leaves_over() {
        // The same round under the 2017 text (issue 40), which has neither C5 nor C9.
        // Round 2: 1 and 2 (1 point) meet; 3, 4, 5 (0) form the last bracket, where one
        // pair is made. 5 was absent in round 1: a downfloat by A.4.b, so C.12 wants 5
        // paired (not floating down again). 3-5 and 4-5 are then equal by C.5-C.19, and
        // the generation order takes 3-5 (3 stays in S1, 5 in S2; 4-5 needs an exchange,
        // B.6/D.2): 4 is left over and gets the bye, for A.9, not for C9.
        let (t, ids) = five_with_an_absent_fifth(DutchEdition::Fide2017);
        let e = explained(&t);
        let bye = board_of(&e, ids[3]);
        assert_eq!(bye.black, None);
        assert!(mentions(bye, &["P4 (4)", "2017", "A.9"]), "{bye:?}");
        // No 2026 reason: neither C9's unplayed rounds nor C5's lowest score.
        assert!(!mentions(bye, &["C9"]), "{bye:?}");
        assert!(!mentions(bye, &["lowest score possible"]), "{bye:?}");
        let it: Vec<String> = bye
            .reasons
            .iter()
            .map(|r| r.localize(Language::Italian))
            .collect();
        assert!(it.iter().any(|s| s.contains("testo del 2017")), "{it:?}");
        // The bye is a downfloat by the 2017 A.4.b (the 2026 text's 1.4.3 is not cited).
        assert!(mentions(bye, &["downfloat", "(C.04.3 A.4.b)"]), "{bye:?}");
        assert!(!mentions(bye, &["1.4.3"]), "{bye:?}");
        assert!(
            it.iter()
                .any(|s| s.contains("discesa") && s.contains("(C.04.3 A.4.b)"))
        );
    }

    /// Every sentence of `e` in `lang`.
    fn all_words(e: &RoundExplanation, lang: Language) -> Vec<String> {
        e.summary
            .iter()
            .chain(e.boards.iter().flat_map(|b| b.reasons.iter()))
            .map(|r| r.localize(lang))
            .collect()
    }

    #[test]
    fn a_2017_round_cites_the_2017_text() {
        // The round of `the_odd_player_of_a_scoregroup_floats_and_the_reason_says_why`
        // paired by the 2017 text (issue 40). The pairing is the same: in the 1-point
        // bracket {1, 3, 5} one pair is made (C.5) and 5, the last in the generation
        // order (D.1), floats; every pairing of the bracket has the same PSD (A.8: one
        // pair of SD 0, one downfloater of SD 1) and denies one strong preference (C.10, C.11:
        // each had White once, a colour difference of +1, A.6.b).
        // 5 has met 2 (C.1), so meets 4 (B.3, D.1); 2-6 is left. So the same reasons,
        // with the 2017 numbers: the float is A.4.b (not 1.4), the odd bracket C.5 (not
        // C6), the rematch C.1 (not C1), the colours E.1 and E.4 (not 5.2.1, 5.2.4), the
        // strong preference not granted C.10, C.11 (not C12, C13).
        let (mut t, ids) = six_after_round_one();
        t.settings.dutch_edition = DutchEdition::Fide2017;
        let e = explained(&t);
        let five = board_of(&e, ids[4]);
        assert_eq!((five.white, five.black), (ids[3], Some(ids[4])));
        let floats = "P5 (5), on 1, floats down to P4 (4), on 0, who floats up (C.04.3 A.4.b).";
        assert!(mentions(five, &[floats]), "{five:?}");
        assert!(
            mentions(five, &["odd number of players (3)", "(C.5: as many pairs"]),
            "{five:?}"
        );
        assert!(
            mentions(five, &["P5 (5) has already met P2 (2) (C.1)"]),
            "{five:?}"
        );
        assert!(mentions(
            five,
            &["Both preferences are granted (C.04.3 E.1)."]
        ));
        let one = board_of(&e, ids[0]);
        assert_eq!((one.white, one.black), (ids[2], Some(ids[0])));
        assert!(mentions(one, &["P1 (1)", "ranks higher", "(C.04.3 E.4)"]));
        assert!(
            mentions(one, &["P3 (3) does not get Black (C.10, C.11)"]),
            "{one:?}"
        );
        let english = all_words(&e, Language::English);
        assert!(
            english.iter().any(|s| s.contains("(C.04.3, 2017 edition)")),
            "{english:?}"
        );
        // No 2026 number anywhere: its float articles, criteria and colour rules.
        for s in &english {
            for cited in ["1.4", "5.2.", "C1)", "C6", "C12", "2026"] {
                assert!(!s.contains(cited), "{cited} in {s}");
            }
        }
        let italian = all_words(&e, Language::Italian);
        let floats = "P5 (5), con 1, scende verso P4 (4), con 0, che sale (C.04.3 A.4.b).";
        assert!(italian.iter().any(|s| s == floats), "{italian:?}");
        assert!(
            italian
                .iter()
                .any(|s| s.contains("(C.04.3, edizione 2017)"))
        );
        assert!(italian.iter().any(|s| s.contains("(C.04.3 E.4)")));
        assert!(
            !italian
                .iter()
                .any(|s| s.contains("1.4") || s.contains("5.2."))
        );
        // The same round under the 2026 text keeps its numbers.
        t.settings.dutch_edition = DutchEdition::Fide2026;
        let e = explained(&t);
        assert!(mentions(board_of(&e, ids[4]), &["(C.04.3 1.4)"]));
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
        let proposed = crate::pair(&t, 2, &JobControl::new()).unwrap();
        t.rounds.push(proposed.clone().into_round(2));
        let e = generic::explain_round(&t, 2, &JobControl::new()).unwrap();
        assert_eq!(e.matches_recorded, Some(true));
        // Swap the colours of one board: no longer the engine's pairing.
        let mut changed = proposed.into_round(2);
        if let Some(b) = changed.boards.first_mut() {
            std::mem::swap(&mut b.white, &mut b.black);
        }
        t.rounds[1] = changed;
        let e = generic::explain_round(&t, 2, &JobControl::new()).unwrap();
        assert_eq!(e.matches_recorded, Some(false));
        // Round 1 is explained from the state before it.
        let e1 = generic::explain_round(&t, 1, &JobControl::new()).unwrap();
        assert_eq!(e1.matches_recorded, Some(true));
        assert_eq!(e1.boards.len(), 3);
    }
}
