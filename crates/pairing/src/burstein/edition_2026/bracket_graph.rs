//! One 2026 Burstein bracket and the next scoregroup in a graph of their own, the fast
//! way to find each bracket player's opponent (see `brackets`).
//!
//! In the whole field's graph every pair weighs C4's bit, and only the pairs inside the
//! bracket and the next scoregroup weigh more (C5–C8 and the order of art. 4.3). Every
//! matching of the whole field that pairs everybody has as many pairs, so the best ones
//! are those whose pairs inside these two groups weigh the most without that bit, among
//! the ones that leave over players the players below can take ([`Below`]). The graph of
//! the two groups alone, without that bit, is far smaller; when its best matching leaves
//! over players the players below take, that matching (with the players below paired as
//! `Below` found) is a best one of the whole field, so the bracket player's opponent
//! there is the one the whole field's graph gives (the order bonus makes it the only
//! one). When it does not, the caller asks the whole field's graph.
//!
//! The graph's weights have a layout of their own, made for its players only (their
//! scores, their number): the fields come in the same order, each wide enough for its
//! largest sum, so the best matchings are the same, and the weights are narrower.

use super::completion::Below;
use super::weights::{Layout, Packed, Place};
use crate::matching::{DenseGraph, WideUint};
use crate::swiss::Entrant;

/// What the bracket's own graph says of a bracket player.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Answer {
    /// Paired with this player (an index into the field), in the bracket or not.
    Meets(usize),
    /// Left over, and the players below can take him.
    LeftOver,
    /// The players below may not take what this matching leaves over: ask the whole field.
    Unknown,
}

/// The graph of a bracket and the next scoregroup, whatever its weights' width.
pub trait BracketGraph {
    /// Sets the weight of {u, v} (field indices), placed so.
    fn set(&mut self, u: (usize, Place), v: (usize, Place));
    /// Whom bracket player `x` meets in a best matching of the whole field when he
    /// prefers the largest BSN (art. 4.3): `later` holds the bracket players after him
    /// still to pair with their BSN, in order; `paired`: the players already paired.
    fn opponent(&mut self, paired: &[bool], x: usize, later: &[(usize, usize)]) -> Answer;
    /// Removes the edge {x, y}; only `x`'s row changes.
    fn cut(&mut self, x: usize, y: usize);
    /// Takes the pair {a, b} out for good.
    fn retire_pair(&mut self, a: usize, b: usize);
}

/// The graph of `placed` (field indices, in the bracket or the next scoregroup) without
/// edges, weights as narrow as their layout allows; `below`: the players below the next
/// scoregroup.
pub fn bracket_graph<'a>(
    players: &'a [Entrant],
    placed: Vec<(usize, Place)>,
    below: Below,
) -> Option<Box<dyn BracketGraph + 'a>> {
    let own: Vec<Entrant> = placed.iter().map(|&(v, _)| players[v].clone()).collect();
    let layout = Layout::new(&own);
    let bits = layout.bits_needed();
    if bits <= <u128 as Packed>::BITS {
        Some(Box::new(Local::<u128>::new(players, placed, layout, below)))
    } else if bits <= <WideUint<4> as Packed>::BITS {
        let local = Local::<WideUint<4>>::new(players, placed, layout, below);
        Some(Box::new(local))
    } else if bits <= <WideUint<8> as Packed>::BITS {
        let local = Local::<WideUint<8>>::new(players, placed, layout, below);
        Some(Box::new(local))
    } else {
        None
    }
}

/// The graph of a bracket and the next scoregroup, weights without C4's bit.
struct Local<'a, W> {
    players: &'a [Entrant],
    /// Field index of each vertex.
    vertices: Vec<usize>,
    /// Where each vertex is (the bracket or the next scoregroup).
    places: Vec<Place>,
    /// Vertex of each field index (`usize::MAX`: not in this graph).
    vertex: Vec<usize>,
    layout: Layout,
    graph: DenseGraph<W>,
    below: Below,
    /// The last solve's matching (vertex indices), with the exchanges made since.
    mate: Vec<Option<usize>>,
    /// The last solve's matching is known to be a best one of the whole field (the
    /// players below take what it leaves over).
    proven: bool,
}

impl<'a, W: Packed> Local<'a, W> {
    fn new(
        players: &'a [Entrant],
        placed: Vec<(usize, Place)>,
        layout: Layout,
        below: Below,
    ) -> Self {
        let (vertices, places): (Vec<usize>, Vec<Place>) = placed.into_iter().unzip();
        let mut vertex = vec![usize::MAX; players.len()];
        for (k, &v) in vertices.iter().enumerate() {
            vertex[v] = k;
        }
        let graph = DenseGraph::new(vertices.len());
        Local {
            players,
            vertices,
            places,
            vertex,
            layout,
            graph,
            below,
            mate: Vec::new(),
            proven: false,
        }
    }

    fn at(&self, v: usize) -> usize {
        self.vertex.get(v).copied().unwrap_or(usize::MAX)
    }

    /// The weight of {u, v} placed so, without C4's bit.
    fn weight(&self, (u, pu): (usize, Place), (v, pv): (usize, Place)) -> W {
        let w: W = self
            .layout
            .weight((&self.players[u], pu), (&self.players[v], pv));
        self.layout.without_complete(w)
    }
}

impl<W: Packed> Local<'_, W> {
    /// Solves the graph; `proven` says whether the players below take what its
    /// matching leaves over.
    fn solve(&mut self, paired: &[bool]) {
        if self.mate.is_empty() {
            let (layout, players) = (&self.layout, self.players);
            let (vertices, places) = (&self.vertices, &self.places);
            self.graph.start_from_duals(|k| {
                let (Some(&v), Some(&place)) = (vertices.get(k), places.get(k)) else {
                    return W::zero();
                };
                layout.first_dual(&players[v], place)
            });
        }
        self.mate = self.graph.solve();
        let leftovers: Vec<usize> = self
            .vertices
            .iter()
            .zip(&self.mate)
            .filter(|&(&v, m)| !paired[v] && m.is_none())
            .map(|(&v, _)| v)
            .collect();
        self.proven = self.below.takes(self.players, &leftovers);
    }

    /// What the last solve says of `x`, or `Unknown` when its leftovers are not taken.
    fn read(&self, x: usize) -> Answer {
        if !self.proven {
            return Answer::Unknown;
        }
        match self.mate.get(self.at(x)).copied().flatten() {
            Some(k) => self
                .vertices
                .get(k)
                .map_or(Answer::Unknown, |&y| Answer::Meets(y)),
            None => Answer::LeftOver,
        }
    }

    /// `x`'s opponent read off the last solve, without solving again, when its matching
    /// is a best one of the whole field (`proven`) and its duals prove it (the graph is
    /// settled): an opponent of `x` in a best matching is joined to him by a tight edge,
    /// so the tight edge of the largest BSN decides, when the matching has it or gets it
    /// by exchanging two pairs. No tight edge into the bracket: `x` floats.
    fn quick(&mut self, x: usize, later: &[(usize, usize)]) -> Option<Answer> {
        if !self.proven || !self.graph.is_settled() {
            return None;
        }
        let ax = self.at(x);
        let mut top = None;
        for &(y, _) in later.iter().rev() {
            let ay = self.at(y);
            if self.graph.has_edge(ax, ay) && self.graph.is_tight(ax, ay)? {
                top = Some(ay);
                break;
            }
        }
        let mate = self.mate.get(ax).copied().flatten();
        let Some(ay) = top else {
            return Some(self.read(x));
        };
        if mate != Some(ay) {
            let (p, q) = (mate?, self.mate.get(ay).copied().flatten()?);
            if !self.graph.exchange_pairs((ax, p), (ay, q)) {
                return None;
            }
            for (a, b) in [(ax, ay), (p, q)] {
                self.mate[a] = Some(b);
                self.mate[b] = Some(a);
            }
        }
        Some(self.read(x))
    }
}

impl<W: Packed> BracketGraph for Local<'_, W> {
    fn set(&mut self, u: (usize, Place), v: (usize, Place)) {
        let w = self.weight(u, v);
        let (a, b) = (self.at(u.0), self.at(v.0));
        self.graph.set_weight(a, b, w);
    }

    fn opponent(&mut self, paired: &[bool], x: usize, later: &[(usize, usize)]) -> Answer {
        if self.mate.is_empty() {
            // The first solve, from the duals the layout suggests, before any order bonus.
            self.solve(paired);
        }
        if let Some(answer) = self.quick(x, later) {
            return answer;
        }
        // C.04.4.2 4.3: the larger the opponent's BSN, the earlier the pairing. Only x's
        // row changes: x alone is re-settled before the solve.
        let ax = self.at(x);
        for &(y, bsn) in later {
            let w = self.weight((x, Place::Bracket), (y, Place::Bracket));
            if !w.is_zero() {
                let w = w.plus(&self.layout.order_bonus(bsn));
                self.graph.set_weight_from(ax, self.at(y), w);
            }
        }
        self.solve(paired);
        self.read(x)
    }

    fn cut(&mut self, x: usize, y: usize) {
        let (a, b) = (self.at(x), self.at(y));
        self.graph.set_weight_from(a, b, W::zero());
    }

    fn retire_pair(&mut self, a: usize, b: usize) {
        let (a, b) = (self.at(a), self.at(b));
        self.graph.retire_pair(a, b);
        for v in [a, b] {
            if let Some(m) = self.mate.get_mut(v).and_then(Option::take)
                && let Some(back) = self.mate.get_mut(m)
            {
                *back = None;
            }
        }
    }
}
