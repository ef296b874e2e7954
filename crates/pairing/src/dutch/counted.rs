//! How often the quick ways of issue 20 were taken on this thread, so that the
//! differential test can check that each was compared with the full procedure. Counted
//! in test builds only: elsewhere [`add`] does nothing and costs nothing.

/// The counts, by quick way.
#[derive(Debug, Clone, Copy, Default)]
#[cfg_attr(not(test), allow(dead_code))]
pub struct Counts {
    /// Brackets whose S1 got its opponents from one solve (`transposition`).
    pub s1_at_once: u32,
    /// Brackets where that was not proven, paired with a solve per S1 player.
    pub s1_per_player: u32,
    /// Brackets solved alone before their next scoregroup joined.
    pub solved_alone: u32,
    /// Brackets found to need no exchange from S1 and S2 alone.
    pub without_exchanges: u32,
    /// Brackets paired over the whole field, solved alone before the others joined.
    pub whole_field_joined: u32,
    /// Whole-field brackets whose S1 and S2 were paired alone, nobody floating.
    pub whole_field_kept: u32,
    /// Whole-field brackets whose S1 and S2 were paired alone, the floaters absorbed.
    pub whole_field_absorbed: u32,
    /// Brackets paired in full alone, their next scoregroup left with the rest.
    pub next_detached: u32,
    /// Brackets whose floaters went into a next scoregroup kept out of their graph.
    pub next_absorbing: u32,
    /// Of the detached next scoregroups, those that joined the graph after all.
    pub next_attached: u32,
    /// Last brackets of the whole field paired in S1 and S2 alone, the floater
    /// receiving the PAB.
    pub whole_field_bye: u32,
    /// Of those, the brackets paired over the whole field until then.
    pub whole_field_detached: u32,
    /// Last brackets of the whole field found to need no exchange.
    pub whole_field_without_exchanges: u32,
    /// Brackets with MDPs found to need no exchange once the MDPs were paired.
    pub mdps_without_exchanges: u32,
    /// Brackets over the whole field with players below them, found to need no
    /// exchange (the rest of the field's matching kept).
    pub whole_field_above_without_exchanges: u32,
    /// Brackets whose one MDP met its first possible opponent in the first solve.
    pub mdp_first_at_once: u32,
    /// Brackets whose one MDP was paired further down S2 (the solve with the bonus
    /// on its row).
    pub mdp_first_later: u32,
    /// Brackets whose one MDP was not paired in them (the unit taken back).
    pub mdp_first_floated: u32,
    /// 2017 D.1: S1 players paired with their partner of the last solve, read off its
    /// duals (`brackets_2017::first_opponents`).
    pub first_opponent_kept: u32,
    /// 2017 D.1: S1 players paired by exchanging two pairs of the last solve.
    pub first_opponent_exchanged: u32,
    /// 2017 D.1: S1 players paired by a solve with a bonus on their row.
    pub first_opponent_solved: u32,
    /// 2017 D.1: brackets whose S1 got its opponents from one solve of S1 against S2
    /// (`brackets_2017::whole_s1`).
    pub whole_s1_2017: u32,
    /// 2017 D.1: brackets with an S1 where that was not proven (D.1 as before).
    pub whole_s1_2017_declined: u32,
    /// 2017 D.2: brackets found to need no exchange from S1 against S2 alone
    /// (`brackets_2017::without_exchanges`).
    pub without_exchanges_2017: u32,
    /// 2017 D.2: brackets where that was not proven (the exchange solves as before).
    pub exchanged_2017: u32,
    /// 2017: first solves of a bracket (a restarted bracket counts twice).
    pub brackets_2017: u32,
    /// 2017: the vertices of each bracket's first solve, summed (bracket and next
    /// group, or the bracket alone when its next group is detached).
    pub first_solve_vertices_2017: u64,
    /// 2017, in the differential test: the first solves' vertices of the quick ways
    /// and of the reference.
    pub first_solve_vertices_fast_2017: u64,
    pub first_solve_vertices_reference_2017: u64,
    /// 2017: the largest first solve, in vertices.
    pub first_solve_largest_2017: u32,
    /// 2017: brackets solved without their next group (`next_group_apart`).
    pub next_detached_2017: u32,
    /// 2017: of those, brackets where some solve left floaters that the next group
    /// was found to absorb.
    pub next_absorbed_2017: u32,
    /// 2017: of those, brackets paired again from the start with their next group
    /// (floaters the next group was not found to absorb).
    pub next_restarted_2017: u32,
}

#[cfg(test)]
thread_local! {
    static COUNTS: std::cell::Cell<Counts> = std::cell::Cell::new(Counts::default());
}

/// Counts something (in test builds).
#[inline]
pub fn add(change: impl FnOnce(&mut Counts)) {
    #[cfg(test)]
    COUNTS.with(|c| {
        let mut counts = c.get();
        change(&mut counts);
        c.set(counts);
    });
    #[cfg(not(test))]
    let _ = change;
}

/// The counts so far on this thread.
#[cfg(test)]
pub fn now() -> Counts {
    COUNTS.with(std::cell::Cell::get)
}

/// The one MDP of a bracket and its first possible opponent: met in the first solve,
/// paired further down S2, or not paired in the bracket.
pub fn mdp_first(met_at_once: bool, paired: bool) {
    add(|c| {
        if met_at_once {
            c.mdp_first_at_once += 1;
        } else if paired {
            c.mdp_first_later += 1;
        } else {
            c.mdp_first_floated += 1;
        }
    });
}

/// A bracket asked whether it needs no exchange (4.3), with what was `found`.
pub fn without_exchanges(found: bool, local: bool, with_mdps: bool, players_below: bool) {
    let found = u32::from(found);
    add(|c| {
        c.without_exchanges += found;
        if !local {
            c.whole_field_without_exchanges += found;
        }
        if with_mdps {
            c.mdps_without_exchanges += found;
        }
        if !local && players_below {
            c.whole_field_above_without_exchanges += found;
        }
    });
}

/// 2017: a bracket's first solve on `vertices` vertices.
pub fn first_solve_2017(vertices: usize) {
    let vertices = u32::try_from(vertices).unwrap_or(u32::MAX);
    add(|c| {
        c.brackets_2017 += 1;
        c.first_solve_vertices_2017 += u64::from(vertices);
        c.first_solve_largest_2017 = c.first_solve_largest_2017.max(vertices);
    });
}

/// A bracket's S1 paired from one solve, or a solve per player.
pub fn s1_at_once(at_once: bool) {
    add(|c| {
        if at_once {
            c.s1_at_once += 1;
        } else {
            c.s1_per_player += 1;
        }
    });
}
