//! Completion (C.04.3 C4) of a bracket's matching by the players below it.
//!
//! While a bracket is paired, the players below its next scoregroup (the *rest*) only
//! have to stay pairable: every edge that touches them weighs the same bit field (C4
//! with C2/C5), so the best pairing of the round is the best matching of the bracket
//! and its next scoregroup alone, provided that its leftovers and the rest can all be
//! paired, with one PAB receiver when the number of players is odd. This module looks
//! for such a completion: a matching of the rest found once per bracket, then one
//! augmenting path per leftover.
//!
//! The search grows alternating paths without shrinking odd cycles, so it can miss a
//! completion that exists. Every matching it returns is valid; when it finds none, the
//! caller falls back to the exact matching of the whole field.

/// The rest's matching, kept for the whole bracket. Vertex `n` is the PAB (it is
/// adjacent to the players who may receive it).
pub struct Completion {
    n: usize,
    rest: Vec<usize>,
    with_bye: bool,
    base: Vec<Option<usize>>,
}

impl Completion {
    /// The rest (`rest`, indices below `n`) matched as far as the search gets.
    /// `adjacent(a, b)` tells whether two players may meet; `adjacent(a, n)` whether `a`
    /// may receive the PAB. `stop` is asked while the search runs: when it answers
    /// true (a cancel), the search ends early with the rest matched as far as it got.
    pub fn new(
        n: usize,
        rest: Vec<usize>,
        with_bye: bool,
        adjacent: &impl Fn(usize, usize) -> bool,
        stop: &dyn Fn() -> bool,
    ) -> Completion {
        let mut c = Completion {
            n,
            rest,
            with_bye,
            base: vec![None; n + 1],
        };
        let members = c.members(&[]);
        // Greedy first (the field is dense), then augmenting paths for the rest.
        for (i, &a) in members.iter().enumerate() {
            if c.base[a].is_some() {
                continue;
            }
            if let Some(&b) = members[i + 1..]
                .iter()
                .find(|&&b| c.base[b].is_none() && adjacent(a, b))
            {
                c.base[a] = Some(b);
                c.base[b] = Some(a);
            }
        }
        let mut mate = std::mem::take(&mut c.base);
        let mut search = Search::new(n + 1);
        search.stop = Some(stop);
        for &a in &members {
            if mate[a].is_none() {
                search.augment(a, &members, &mut mate, adjacent);
            }
        }
        c.base = mate;
        c
    }

    fn members(&self, leftovers: &[usize]) -> Vec<usize> {
        let mut m = self.rest.clone();
        m.extend_from_slice(leftovers);
        if self.with_bye {
            m.push(self.n);
        }
        m
    }

    /// A matching of the rest and `leftovers` covering everybody (the PAB vertex
    /// included when there is one), as `mate` over `0..=n`; `None` when the search finds
    /// none.
    pub fn complete(
        &self,
        leftovers: &[usize],
        adjacent: &impl Fn(usize, usize) -> bool,
    ) -> Option<Vec<Option<usize>>> {
        let members = self.members(leftovers);
        if members.len() % 2 == 1 {
            return None;
        }
        let mut mate = self.base.clone();
        for &l in leftovers {
            if let Some(slot) = mate.get_mut(l) {
                *slot = None;
            }
        }
        let mut search = Search::new(self.n + 1);
        for &a in &members {
            if mate.get(a).copied().flatten().is_none()
                && !search.augment(a, &members, &mut mate, adjacent)
            {
                return None;
            }
        }
        Some(mate)
    }
}

/// Alternating-path search state (stamps avoid clearing between searches).
struct Search<'s> {
    /// Asked every `STOP_STEPS` vertices a search takes from its queue (a failed
    /// search reads every pair of the field once).
    stop: Option<&'s dyn Fn() -> bool>,
    stamp: Vec<u32>,
    now: u32,
    parent: Vec<usize>,
    queue: std::collections::VecDeque<usize>,
}

/// A search asks its stop check every this many vertices taken from its queue.
const STOP_STEPS: usize = 64;

impl<'s> Search<'s> {
    fn new(size: usize) -> Search<'s> {
        Search {
            stop: None,
            stamp: vec![0; size],
            now: 0,
            parent: vec![usize::MAX; size],
            queue: std::collections::VecDeque::new(),
        }
    }

    /// Looks for an augmenting path from the free vertex `root` among `members`; flips
    /// it when found.
    fn augment(
        &mut self,
        root: usize,
        members: &[usize],
        mate: &mut [Option<usize>],
        adjacent: &impl Fn(usize, usize) -> bool,
    ) -> bool {
        self.now += 1;
        let now = self.now;
        self.queue.clear();
        self.queue.push_back(root);
        if let Some(s) = self.stamp.get_mut(root) {
            *s = now;
        }
        let mut steps = 0usize;
        while let Some(x) = self.queue.pop_front() {
            if steps.is_multiple_of(STOP_STEPS) && self.stop.is_some_and(|stop| stop()) {
                return false;
            }
            steps += 1;
            for &y in members {
                if y == x || self.stamp.get(y) == Some(&now) || !adjacent(x, y) {
                    continue;
                }
                match mate.get(y).copied().flatten() {
                    None => {
                        self.flip(root, x, y, mate);
                        return true;
                    }
                    Some(m) => {
                        if self.stamp.get(m) == Some(&now) {
                            continue;
                        }
                        self.stamp[y] = now;
                        self.parent[y] = x;
                        self.stamp[m] = now;
                        self.queue.push_back(m);
                    }
                }
            }
        }
        false
    }

    /// Matches `x` with the free `y` and flips the path from `x` back to `root`.
    fn flip(&self, root: usize, x: usize, y: usize, mate: &mut [Option<usize>]) {
        let (mut outer, mut target) = (x, y);
        loop {
            let previous = if outer == root { None } else { mate[outer] };
            mate[outer] = Some(target);
            mate[target] = Some(outer);
            match previous {
                None => break,
                Some(inner) => {
                    target = inner;
                    outer = self.parent[inner];
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check(n: usize, mate: &[Option<usize>], adjacent: &impl Fn(usize, usize) -> bool) {
        for (a, m) in mate.iter().enumerate() {
            if let Some(b) = *m {
                assert_eq!(mate[b], Some(a));
                assert!(adjacent(a.min(b), a.max(b)) || adjacent(a, b));
                assert!(a <= n && b <= n);
            }
        }
    }

    #[test]
    fn a_path_through_the_rest_is_found() {
        // Players 0..6; 4 and 5 are leftovers of the bracket. 4 may meet only 0, 5 only
        // 1; the greedy matching of the rest pairs 0-1 and 2-3, so the completion must
        // re-pair through the rest: 4-0, 1-5, 2-3.
        let edges = [(0, 1), (0, 2), (1, 3), (2, 3), (0, 4), (1, 5)];
        let adjacent = |a: usize, b: usize| {
            edges
                .iter()
                .any(|&(x, y)| (x, y) == (a, b) || (y, x) == (a, b))
        };
        let c = Completion::new(6, vec![0, 1, 2, 3], false, &adjacent, &|| false);
        let mate = c.complete(&[4, 5], &adjacent).unwrap();
        check(6, &mate, &adjacent);
        assert_eq!(mate[4], Some(0));
        assert_eq!(mate[5], Some(1));
        assert_eq!(mate[2], Some(3));
    }

    #[test]
    fn the_bye_goes_to_an_eligible_player_or_nothing_is_found() {
        // Three players, the PAB is vertex 3. Only player 2 may receive it.
        let adjacent = |a: usize, b: usize| match (a.min(b), a.max(b)) {
            (x, 3) => x == 2,
            _ => true,
        };
        let c = Completion::new(3, vec![1, 2], true, &adjacent, &|| false);
        let mate = c.complete(&[0], &adjacent).unwrap();
        check(3, &mate, &adjacent);
        assert_eq!(mate[2], Some(3));
        assert_eq!(mate[0], Some(1));
        // Nobody may receive it: no completion.
        let none = |a: usize, b: usize| a.max(b) < 3;
        let c = Completion::new(3, vec![1, 2], true, &none, &|| false);
        assert!(c.complete(&[0], &none).is_none());
    }

    #[test]
    fn a_cancel_is_heard_inside_a_search_that_fails() {
        // 401 players who may all meet, no PAB: the greedy matching leaves one, whose
        // search reads the whole field and fails: it takes the leftover and the 200
        // partners it reaches from its queue. The stop check is asked inside it, once
        // every 64 of those (the greedy pass asks nothing).
        let all = |_: usize, _: usize| true;
        let asked = std::cell::Cell::new(0usize);
        let stop = || {
            asked.set(asked.get() + 1);
            false
        };
        Completion::new(401, (0..401).collect(), false, &all, &stop);
        assert!(asked.get() >= 200 / 64, "asked {} times", asked.get());
        // Answered true, the search ends at its first question.
        asked.set(0);
        let cancelled = || {
            asked.set(asked.get() + 1);
            true
        };
        Completion::new(401, (0..401).collect(), false, &all, &cancelled);
        assert_eq!(asked.get(), 1);
    }
}
