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

use super::below::Below;
use super::weights::{Layout, Packed};
use crate::pairing::dutch::Entrant;
use crate::pairing::matching::DenseGraph;

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

/// The graph of the bracket and the next scoregroup, weights without C4's bit.
pub struct Local<W> {
    /// Field index of each vertex.
    vertices: Vec<usize>,
    /// Vertex of each field index (`usize::MAX`: not in this graph).
    vertex: Vec<usize>,
    graph: DenseGraph<W>,
    below: Below,
}

impl<W: Packed> Local<W> {
    /// A graph of `vertices` (field indices, among `field_size` players) without edges.
    pub fn new(vertices: Vec<usize>, field_size: usize, below: Below) -> Local<W> {
        let mut vertex = vec![usize::MAX; field_size];
        for (k, &v) in vertices.iter().enumerate() {
            vertex[v] = k;
        }
        let graph = DenseGraph::new(vertices.len());
        Local {
            vertices,
            vertex,
            graph,
            below,
        }
    }

    fn at(&self, v: usize) -> usize {
        self.vertex.get(v).copied().unwrap_or(usize::MAX)
    }

    /// Sets the whole field's weight `w` of {u, v} (without C4's bit here); `from`: as
    /// [`DenseGraph::set_weight_from`] (a change along `u`'s row).
    pub fn set_weight(&mut self, layout: &Layout, (u, v): (usize, usize), w: W, from: bool) {
        let (a, b) = (self.at(u), self.at(v));
        let w = layout.without_complete(w);
        if from {
            self.graph.set_weight_from(a, b, w);
        } else {
            self.graph.set_weight(a, b, w);
        }
    }

    /// Takes the pair {a, b} out for good.
    pub fn retire_pair(&mut self, a: usize, b: usize) {
        let (a, b) = (self.at(a), self.at(b));
        self.graph.retire_pair(a, b);
    }

    /// Solves the graph and says whom `x` meets in a best matching of the whole field.
    pub fn answer(&mut self, players: &[Entrant], paired: &[bool], x: usize) -> Answer {
        let mate = self.graph.solve();
        let leftovers: Vec<usize> = self
            .vertices
            .iter()
            .enumerate()
            .filter(|&(k, &v)| !paired[v] && mate.get(k).is_some_and(Option::is_none))
            .map(|(_, &v)| v)
            .collect();
        if !self.below.takes(players, &leftovers) {
            return Answer::Unknown;
        }
        match mate.get(self.at(x)).copied().flatten() {
            Some(k) => self
                .vertices
                .get(k)
                .map_or(Answer::Unknown, |&y| Answer::Meets(y)),
            None => Answer::LeftOver,
        }
    }
}
