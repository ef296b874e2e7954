//! Direct Encounter (C.07 art. 6, type A): computed on the group still tied when DE is
//! applied, re-applied to every sub-group it leaves tied until nothing more resolves.

use super::field::{Field, Slot};
use super::value::TiebreakValue;
use std::collections::BTreeMap;

/// The games among the players of `group` that count for DE: played games (forfeits
/// only in a round robin, 15.2, or under `/P`; 6.1.1), as
/// `(player, opponent) → (sum of the player's points in tenths, number of games)`.
fn mini_table(
    field: &Field,
    group: &[usize],
    forfeits_played: bool,
) -> BTreeMap<(usize, usize), (i64, i64)> {
    let mut member = vec![false; field.players.len()];
    for &p in group {
        if let Some(m) = member.get_mut(p) {
            *m = true;
        }
    }
    let mut table: BTreeMap<(usize, usize), (i64, i64)> = BTreeMap::new();
    for &p in group {
        let Some(card) = field.card(p) else { continue };
        for slot in &card.slots {
            if let Slot::Game {
                opponent,
                forfeit,
                points,
                ..
            } = *slot
                && opponent != p
                && member.get(opponent).copied().unwrap_or(false)
                && (!forfeit || field.round_robin || forfeits_played)
            {
                let entry = table.entry((p, opponent)).or_insert((0, 0));
                entry.0 += i64::from(points.tenths());
                entry.1 += 1;
            }
        }
    }
    table
}

fn gcd(a: i64, b: i64) -> i64 {
    if b == 0 { a.abs() } else { gcd(b, a % b) }
}

/// One DE pass over `group` (size ≥ 2): the ordered sub-groups it splits into.
///
/// - 6.1.2: players who met more than once count the average of their results.
/// - 6.2, all have met: rank by the mini-table score.
/// - 6.3, not all have met: a player ranks alone on top when their score, missing games
///   counted as lost, beats every other player's score with their missing games
///   counted as won; then the same for the next place; the rest stay tied.
fn split(field: &Field, group: &[usize], forfeits_played: bool) -> Vec<Vec<usize>> {
    let table = mini_table(field, group, forfeits_played);
    // Exact averages: every score over a common denominator.
    let denominator = table.values().fold(
        1_i64,
        |l, &(_, n)| if n > 0 { l / gcd(l, n) * n } else { l },
    );
    let win = i64::from(field.scoring.win.tenths()) * denominator;
    let others = i64::try_from(group.len()).unwrap_or(i64::MAX) - 1;
    let mut all_met = true;
    // (player, score with missing games lost, score with missing games won)
    let mut scores: Vec<(usize, i64, i64)> = group
        .iter()
        .map(|&p| {
            let mut score = 0;
            let mut met = 0;
            for (_, &(sum, n)) in table.range((p, 0)..=(p, usize::MAX)) {
                if n > 0 {
                    score += sum * (denominator / n);
                    met += 1;
                }
            }
            let missing = (others - met).max(0);
            if missing > 0 {
                all_met = false;
            }
            (p, score, score + missing * win)
        })
        .collect();
    // Stable: equal players keep the order they came in.
    scores.sort_by(|a, b| b.1.cmp(&a.1).then(b.2.cmp(&a.2)));
    let mut out: Vec<Vec<usize>> = Vec::new();
    if all_met {
        // 6.2
        let mut last: Option<i64> = None;
        for &(p, score, _) in &scores {
            match out.last_mut() {
                Some(current) if last == Some(score) => current.push(p),
                _ => out.push(vec![p]),
            }
            last = Some(score);
        }
        return out;
    }
    // 6.3: best_after[i] = the highest best case among the players after position i.
    let mut best_after = vec![i64::MIN; scores.len()];
    let mut running = i64::MIN;
    for (slot, &(_, _, best)) in best_after.iter_mut().zip(&scores).rev() {
        *slot = running;
        running = running.max(best);
    }
    let mut i = 0;
    while let (Some(&(p, worst, _)), Some(&best)) = (scores.get(i), best_after.get(i)) {
        if best == i64::MIN || worst <= best {
            break;
        }
        out.push(vec![p]);
        i += 1;
    }
    let rest: Vec<usize> = scores.iter().skip(i).map(|&(p, _, _)| p).collect();
    if !rest.is_empty() {
        out.push(rest);
    }
    out
}

/// DE, C.07 art. 6, for the players of one tied `group`: each player's rank inside the
/// group (1 = first; players still tied share a rank). Art. 6 is re-applied to each
/// sub-group left tied (6.2, 6.3) until no pass separates anyone. When DE separates
/// nobody at all, every value is "not applicable". Values follow `group`'s order.
pub(crate) fn direct_encounter(
    field: &Field,
    group: &[usize],
    forfeits_played: bool,
) -> Vec<TiebreakValue> {
    let mut partition: Vec<Vec<usize>> = vec![group.to_vec()];
    loop {
        let mut changed = false;
        let mut next = Vec::with_capacity(partition.len());
        for sub in partition {
            if sub.len() < 2 {
                next.push(sub);
                continue;
            }
            let parts = split(field, &sub, forfeits_played);
            if parts.len() > 1 {
                changed = true;
            }
            next.extend(parts);
        }
        partition = next;
        if !changed {
            break;
        }
    }
    if partition.len() < 2 {
        return vec![TiebreakValue::NotApplicable; group.len()];
    }
    let mut rank_of: BTreeMap<usize, u32> = BTreeMap::new();
    let mut ahead = 0_u32;
    for sub in &partition {
        for &p in sub {
            rank_of.insert(p, ahead + 1);
        }
        ahead = ahead.saturating_add(u32::try_from(sub.len()).unwrap_or(u32::MAX));
    }
    group
        .iter()
        .map(|p| {
            rank_of
                .get(p)
                .map_or(TiebreakValue::NotApplicable, |&r| TiebreakValue::Rank(r))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::GameResult::*;
    use crate::test_support::Event;

    fn ranks(values: &[TiebreakValue]) -> Vec<Option<u32>> {
        values
            .iter()
            .map(|v| match v {
                TiebreakValue::Rank(r) => Some(*r),
                _ => None,
            })
            .collect()
    }

    #[test]
    fn not_all_met_6_3_then_all_met_6_2() {
        // Swiss group A, B, C, D. A beat B and C, never met D. B drew C, B beat D,
        // C beat D. Mini-table: A 2 (worst case: loses to D), B 1½, C 1½, D 0 (best
        // case: beats A, 1). A is first whatever A–D would have been (2 > 1½).
        // Then B, C, D have all met: B 1½, C 1½, D 0; B–C drew, so B and C stay tied.
        let mut ev = Event::new(4, false);
        let (a, b, c, d) = (0, 1, 2, 3);
        ev.round(&[(a, b, WhiteWins), (c, d, WhiteWins)], &[]);
        ev.round(&[(c, a, BlackWins), (b, d, WhiteWins)], &[]);
        ev.round(&[(b, c, Draw)], &[]);
        let field = ev.field();
        let de = direct_encounter(&field, &[a, b, c, d], false);
        assert_eq!(ranks(&de), vec![Some(1), Some(2), Some(2), Some(4)]);
    }

    #[test]
    fn not_all_met_nobody_sure_of_first() {
        // A beat B; C met neither: C could still be first (best case 2 > A's 1).
        let mut ev = Event::new(4, false);
        ev.round(&[(0, 1, WhiteWins), (2, 3, Draw)], &[]);
        let field = ev.field();
        let de = direct_encounter(&field, &[0, 1, 2], false);
        assert_eq!(ranks(&de), vec![None, None, None]);
    }

    #[test]
    fn repeated_games_count_the_average_6_1_2() {
        // Double round robin A, B, C. A–B: 1-0 and ½-½ (A ¾, B ¼); A–C: 0-1 twice
        // (A 0, C 1); B–C: 1-0 and 0-1 (½ each). A ¾, B ¾, C 1½ → C first; then A–B
        // alone: A ¾ > B ¼.
        let mut ev = Event::new(3, true);
        let (a, b, c) = (0, 1, 2);
        ev.round(&[(a, b, WhiteWins)], &[]);
        ev.round(&[(b, a, Draw)], &[]);
        ev.round(&[(a, c, BlackWins)], &[]);
        ev.round(&[(c, a, WhiteWins)], &[]);
        ev.round(&[(b, c, WhiteWins)], &[]);
        ev.round(&[(c, b, WhiteWins)], &[]);
        let field = ev.field();
        let de = direct_encounter(&field, &[a, b, c], false);
        assert_eq!(ranks(&de), vec![Some(2), Some(3), Some(1)]);
    }

    #[test]
    fn forfeits_count_in_round_robins_only() {
        // A beat B by forfeit. Round robin (15.2): A first. Swiss (6.1.1): not a game,
        // so they have not met and nobody is sure of first place; with /P it counts.
        let mut ev = Event::new(2, true);
        ev.round(&[(0, 1, WhiteWinsByForfeit)], &[]);
        let de = direct_encounter(&ev.field(), &[0, 1], false);
        assert_eq!(ranks(&de), vec![Some(1), Some(2)]);
        ev.t.settings.system = crate::domain::PairingSystem::Dutch;
        let de = direct_encounter(&ev.field(), &[0, 1], false);
        assert_eq!(ranks(&de), vec![None, None]);
        let de = direct_encounter(&ev.field(), &[0, 1], true);
        assert_eq!(ranks(&de), vec![Some(1), Some(2)]);
    }
}
