//! The brackets of a 2026 Burstein round, top-down (C.04.4.2 arts. 3.2 and 4).
//!
//! A bracket is every player still to pair whose score is at least the scoregroup's
//! (its residents and the incoming floaters, 1.2.2), ranked by the Index (1.8). One
//! maximum-weight matching over everybody still to pair carries the criteria (see
//! `weights`), so the bracket's choice keeps the round completable (C4) and prepares the
//! next bracket (C7). The first pairing in the order of art. 4.3 among the best ones is
//! then found player by player: BSN 1 takes the largest BSN it can have without losing
//! on any criterion (or floats, the BSN 0 of art. 4.2, when every real opponent loses),
//! then BSN 2, and so on.
//!
//! The order bonus of the player being paired makes his opponent the same in every best
//! matching, so any exact way to find a best matching gives the same round. Two are kept
//! ([`Solving`]): the whole field's graph solved again for each bracket player, and the
//! bracket with the next scoregroup in a graph of their own (`bracket_graph`), which asks the
//! whole field's graph only when it cannot prove its answer.

use super::bracket_graph::{Answer, BracketGraph, bracket_graph};
use super::colour::colour_for;
use super::completion::Below;
use super::index::{Index, ranks_before};
use super::round_graph::{self, Kept, Standing};
use super::weights::{Layout, Packed, Place};
use crate::domain::{Colour, Points};
use crate::matching::WideUint;
use crate::swiss::{ColourRule, Entrant};
use crate::{JobControl, PairingError, PairingInputError, Unpairable};
use std::collections::BTreeSet;

/// How each bracket player's opponent is found (both give the same round).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Solving {
    /// The bracket and the next scoregroup in a graph of their own; the whole field's
    /// graph only where the players below might not take what that graph leaves over.
    #[default]
    Brackets,
    /// The whole field's graph, solved again for each bracket player (slower; kept to
    /// check the other way against).
    WholeField,
}

/// A pair of the round and how it was made (indices into the players).
#[derive(Debug, Clone, Copy)]
pub struct Made {
    pub white: usize,
    pub black: usize,
    /// The player whose turn it was, their BSN and the bracket's size.
    pub chooser: usize,
    pub bsn: usize,
    pub size: usize,
    /// The bracket's (resident) score.
    pub bracket: Points,
    pub colour_rule: ColourRule,
}

/// A player who left the bracket of score `from` unpaired (an outgoing floater).
#[derive(Debug, Clone, Copy)]
pub struct Floated {
    pub player: usize,
    pub from: Points,
    pub into: Points,
}

/// The players of one round with their Index, in field order.
pub struct Field<'a> {
    pub players: &'a [Entrant],
    pub index: &'a [Index],
    pub initial: Colour,
}

/// The round's state between brackets.
struct State<'a, W: Packed> {
    field: &'a Field<'a>,
    layout: Layout,
    /// Everybody still to pair, kept between solves (`Solving::WholeField` only).
    kept: Option<Kept<W>>,
    paired: Vec<bool>,
    made: Vec<Made>,
    floated: Vec<Floated>,
}

/// One bracket being paired: its players in Index order, and where everybody stands.
struct Bracket<'a> {
    score: Points,
    next: Option<Points>,
    players: Vec<usize>,
    places: Vec<Place>,
    /// The bracket's own graph (`Solving::Brackets`).
    local: Option<Box<dyn BracketGraph + 'a>>,
    cut: BTreeSet<(usize, usize)>,
}

/// Pairs every player of `field` (an even number of them), with weights just wide enough
/// for the round's fields (every score has its own C6 and C7 sub-field).
pub fn pair_brackets(
    field: &Field,
    solving: Solving,
    control: &JobControl,
) -> Result<(Vec<Made>, Vec<Floated>), PairingError> {
    let layout = Layout::new(field.players);
    let bits = layout.bits_needed();
    if bits <= <u128 as Packed>::BITS {
        pair_with::<u128>(field, layout, solving, control)
    } else if bits <= <WideUint<4> as Packed>::BITS {
        pair_with::<WideUint<4>>(field, layout, solving, control)
    } else if bits <= <WideUint<8> as Packed>::BITS {
        pair_with::<WideUint<8>>(field, layout, solving, control)
    } else {
        Err(PairingError::InvalidInput(PairingInputError::TooLarge))
    }
}

/// Pairs every player of `field` with weights of type `W`.
fn pair_with<W: Packed>(
    field: &Field,
    layout: Layout,
    solving: Solving,
    control: &JobControl,
) -> Result<(Vec<Made>, Vec<Floated>), PairingError> {
    let n = field.players.len();
    let kept = match solving {
        Solving::WholeField => Some(Kept::new(field.players, &layout)?),
        Solving::Brackets => {
            // C4: the whole round must be pairable.
            let everybody: Vec<usize> = (0..n).collect();
            if !Below::new(field.players, &everybody).pairs_everybody() {
                return Err(PairingError::NoValidPairing(Unpairable::NoCompletePairing));
            }
            None
        }
    };
    let mut state = State::<W> {
        field,
        layout,
        kept,
        paired: vec![false; n],
        made: Vec::new(),
        floated: Vec::new(),
    };
    let mut scores: Vec<Points> = field.players.iter().map(|p| p.pairing_score).collect();
    scores.sort_unstable_by(|a, b| b.cmp(a));
    scores.dedup();
    for (k, &score) in scores.iter().enumerate() {
        if control.is_cancelled() {
            return Err(PairingError::Cancelled);
        }
        state.pair_bracket(score, scores.get(k + 1).copied())?;
        control.set_progress((k + 1) as f32 / scores.len() as f32);
    }
    Ok((state.made, state.floated))
}

impl<'a, W: Packed> State<'a, W> {
    fn score(&self, v: usize) -> Points {
        self.field.players[v].pairing_score
    }

    /// The bracket of `score` (in Index order) and where everybody stands, its weights
    /// written into the graphs.
    fn open(&mut self, score: Points, next: Option<Points>) -> Result<Bracket<'a>, PairingError> {
        let players = self.field.players;
        let n = players.len();
        let mut bracket: Vec<usize> = (0..n)
            .filter(|&v| !self.paired[v] && self.score(v) >= score)
            .collect();
        bracket.sort_by(|&a, &b| {
            let key = |v: usize| (self.field.index[v], players[v].rank);
            ranks_before(key(a), key(b))
        });
        let mut places = vec![Place::Rest; n];
        for &v in &bracket {
            places[v] = Place::Bracket;
        }
        let lower: Vec<usize> = (0..n)
            .filter(|&v| !self.paired[v] && Some(self.score(v)) == next)
            .collect();
        for &v in &lower {
            places[v] = Place::Next;
        }
        let placed: Vec<usize> = bracket.iter().chain(&lower).copied().collect();
        let mut local = None;
        if self.kept.is_none() {
            let below: Vec<usize> = (0..n)
                .filter(|&v| !self.paired[v] && places[v] == Place::Rest)
                .collect();
            let own = placed.iter().map(|&v| (v, places[v])).collect();
            let graph = bracket_graph(players, own, Below::new(players, &below));
            local = Some(graph.ok_or(PairingError::InvalidInput(PairingInputError::TooLarge))?);
        }
        for (i, &u) in placed.iter().enumerate() {
            for &v in &placed[..i] {
                let (pu, pv) = (places[u], places[v]);
                if let Some(kept) = self.kept.as_mut() {
                    let w: W = self.layout.weight((&players[u], pu), (&players[v], pv));
                    kept.set_weight(u, v, w);
                }
                if let Some(local) = local.as_mut() {
                    local.set((u, pu), (v, pv));
                }
            }
        }
        Ok(Bracket {
            score,
            next,
            players: bracket,
            places,
            local,
            cut: BTreeSet::new(),
        })
    }

    /// Pairs the bracket of scoregroup `score` (art. 3.2).
    fn pair_bracket(&mut self, score: Points, next: Option<Points>) -> Result<(), PairingError> {
        let mut bracket = self.open(score, next)?;
        let size = bracket.players.len();
        for i in 0..size {
            let x = bracket.players[i];
            if self.paired[x] {
                continue;
            }
            // C.04.4.2 4.3: the larger the opponent's BSN, the earlier the pairing.
            let later: Vec<(usize, usize)> = (i + 1..size)
                .map(|j| (bracket.players[j], j + 1))
                .filter(|&(y, _)| !self.paired[y])
                .collect();
            let partner = self.opponent(&mut bracket, x, &later)?;
            if let Some(partner) = partner.filter(|&p| bracket.places[p] == Place::Bracket) {
                self.record(x, partner, i + 1, size, score);
                if let Some(local) = bracket.local.as_mut() {
                    local.retire_pair(x, partner);
                }
                continue;
            }
            // x floats (BSN 0, art. 4.2): it meets nobody of this bracket any more.
            for &(y, _) in &later {
                if let Some(kept) = self.kept.as_mut() {
                    kept.cut(x, y);
                }
                if let Some(local) = bracket.local.as_mut() {
                    local.cut(x, y);
                }
                bracket.cut.insert((x.min(y), x.max(y)));
            }
            if let Some(into) = bracket.next {
                self.floated.push(Floated {
                    player: x,
                    from: bracket.score,
                    into,
                });
            }
        }
        Ok(())
    }

    /// `x`'s partner in a best matching of everybody still to pair (with `x`'s order
    /// bonus, the same in all of them); `None` when the bracket's own graph leaves `x`
    /// over (he floats).
    fn opponent(
        &mut self,
        bracket: &mut Bracket,
        x: usize,
        later: &[(usize, usize)],
    ) -> Result<Option<usize>, PairingError> {
        let players = self.field.players;
        if let Some(kept) = self.kept.as_mut() {
            return kept.opponent(players, &self.layout, x, later).map(Some);
        }
        if let Some(local) = bracket.local.as_mut() {
            match local.opponent(&self.paired, x, later) {
                Answer::Meets(y) => return Ok(Some(y)),
                Answer::LeftOver => return Ok(None),
                Answer::Unknown => {}
            }
        }
        let standing = Standing {
            players,
            layout: &self.layout,
            paired: &self.paired,
            places: &bracket.places,
            cut: &bracket.cut,
        };
        round_graph::opponent::<W>(&standing, x, later).map(Some)
    }

    /// Fixes the pair {x, partner}, x being the one whose turn it was.
    fn record(&mut self, x: usize, partner: usize, bsn: usize, size: usize, score: Points) {
        let f = self.field;
        let (colour, colour_rule) = colour_for(
            (&f.players[x], f.index[x]),
            (&f.players[partner], f.index[partner]),
            f.initial,
        );
        let (white, black) = if colour == Colour::White {
            (x, partner)
        } else {
            (partner, x)
        };
        self.made.push(Made {
            white,
            black,
            chooser: x,
            bsn,
            size,
            bracket: score,
            colour_rule,
        });
        self.paired[x] = true;
        self.paired[partner] = true;
        if let Some(kept) = self.kept.as_mut() {
            kept.retire_pair(x, partner);
        }
    }
}

#[cfg(test)]
pub(crate) mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]
    use super::*;
    use crate::domain::PlayerId;
    use crate::swiss::{Float, Strength};

    pub(crate) fn player(tpn: u32, whole: i32, prefers: Colour) -> Entrant {
        Entrant {
            id: PlayerId(tpn),
            tpn,
            rank: tpn as usize - 1,
            score: Points::from_whole(whole),
            pairing_score: Points::from_whole(whole),
            colour_pref: Some(prefers),
            strength: Strength::Mild,
            imbalance: 1,
            repeated: None,
            colours: vec![prefers.opposite()],
            float1: Float::None,
            float2: Float::None,
            bye_eligible: true,
            played_games: 1,
            forbidden: Default::default(),
        }
    }

    /// C6 with more distinct scores in one bracket than the old 128-bit layout had
    /// sub-fields (8 for 18 players; its 9th and 10th scores shared the 8th's).
    ///
    /// TPN 1–9 score 10, 9, …, 2 and have all met each other; TPN 10–17 score 1 and have
    /// all met each other; TPN 18 scores 0. TPN 1–9 float down to the bracket of score 1
    /// (nobody above can meet). There the 8 score-1 players take 8 of the 9 floaters (C5)
    /// and one floater goes on: C6 says the one with the lowest score, TPN 9 (2 points),
    /// although pairing TPN 8 instead costs a colour preference (C8: TPN 8 and TPN 10–17
    /// all want White, the others Black). The old layout counted scores 3, 2 and 1
    /// together, so C6 tied and C8 floated TPN 8 (3 points) instead.
    #[test]
    fn c6_keeps_every_score_apart() {
        let mut players: Vec<Entrant> = (1..=9)
            .map(|t| {
                let prefers = if t == 8 { Colour::White } else { Colour::Black };
                player(t, 11 - t as i32, prefers)
            })
            .chain((10..=17).map(|t| player(t, 1, Colour::White)))
            .chain([player(18, 0, Colour::White)])
            .collect();
        for group in [1..=9u32, 10..=17] {
            for p in players.iter_mut().filter(|p| group.contains(&p.tpn)) {
                p.forbidden = group
                    .clone()
                    .filter(|&t| t != p.tpn)
                    .map(PlayerId)
                    .collect();
            }
        }
        let index = vec![Index::default(); players.len()];
        let field = Field {
            players: &players,
            index: &index,
            initial: Colour::White,
        };
        let layout = Layout::new(&players);
        assert!(layout.bits_needed() <= 128);
        let narrow = pair_brackets(&field, Solving::Brackets, &JobControl::new()).unwrap();
        // The same round with 256-bit weights (what a larger round gets) pairs the same.
        let wide =
            pair_with::<WideUint<4>>(&field, layout, Solving::WholeField, &JobControl::new())
                .unwrap();
        for (made, floated) in [narrow, wide] {
            expect_tpn_9_floats(&players, &made, &floated);
        }
    }

    /// The outcome of `c6_keeps_every_score_apart`, worked by hand.
    fn expect_tpn_9_floats(players: &[Entrant], made: &[Made], floated: &[Floated]) {
        let tpn = |v: usize| players[v].tpn;
        let mut pairs: Vec<(u32, u32)> = made
            .iter()
            .map(|m| {
                let (a, b) = (tpn(m.white), tpn(m.black));
                (a.min(b), a.max(b))
            })
            .collect();
        pairs.sort_unstable();
        assert_eq!(pairs.len(), 9);
        // TPN 9 left the score-1 bracket and met TPN 18.
        assert!(pairs.contains(&(9, 18)), "{pairs:?}");
        assert!(
            floated
                .iter()
                .any(|f| tpn(f.player) == 9 && f.from == Points::from_whole(1))
        );
        // TPN 1–8 each met one of TPN 10–17.
        for (a, b) in pairs.iter().filter(|&&(a, _)| a != 9) {
            assert!((1..=8).contains(a) && (10..=17).contains(b), "{pairs:?}");
        }
    }
}

/// C7 worked by hand: which outgoing floater the next bracket can pair decides.
#[cfg(test)]
mod c7_tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]
    use super::tests::player;
    use super::*;
    use crate::domain::PlayerId;

    /// TPN 1 and 2 score 5 and have met; TPN 3 and 4 score 4; TPN 5 scores 3; TPN 6
    /// scores 0. Also met: 1–4, 2–4, 3–4, 2–5. Bracket 4 holds 1, 2, 3, 4: TPN 3 meets
    /// TPN 1 or TPN 2, and 4 floats with the other (C5, C6 equal: one 5 and one 4 go
    /// down). C7 (the next bracket's C5 and C6): if TPN 2 floats, the next bracket
    /// {2, 4, 5} can only pair 4–5 and TPN 2 (5 points) floats on; if TPN 1 floats,
    /// {1, 4, 5} pairs 1–5 and only TPN 4 (4 points) floats on. So 3–2, 1–5, 4–6, although
    /// C8 would rather have 3–1 (TPN 3 and 2 both want White, TPN 1 Black). The old
    /// layout counted only the floaters paired in the next bracket (one either way), so C8
    /// floated TPN 2.
    #[test]
    fn c7_floats_the_player_the_next_bracket_can_pair() {
        let mut players = vec![
            player(1, 5, Colour::Black),
            player(2, 5, Colour::White),
            player(3, 4, Colour::White),
            player(4, 4, Colour::White),
            player(5, 3, Colour::White),
            player(6, 0, Colour::White),
        ];
        for (a, b) in [(1, 2), (1, 4), (2, 4), (3, 4), (2, 5)] {
            players[a - 1].forbidden.insert(PlayerId(b as u32));
            players[b - 1].forbidden.insert(PlayerId(a as u32));
        }
        let index = vec![Index::default(); players.len()];
        let field = Field {
            players: &players,
            index: &index,
            initial: Colour::White,
        };
        let (made, _) = pair_brackets(&field, Solving::Brackets, &JobControl::new()).unwrap();
        let mut pairs: Vec<(u32, u32)> = made
            .iter()
            .map(|m| {
                let (a, b) = (players[m.white].tpn, players[m.black].tpn);
                (a.min(b), a.max(b))
            })
            .collect();
        pairs.sort_unstable();
        assert_eq!(pairs, vec![(1, 5), (2, 3), (4, 6)]);
    }
}
