//! Checks a Swiss round's pairing (engine-made, hand-edited or imported) against the rules
//! no pairing may break, and says each violation in words:
//!
//! - everybody present is paired exactly once or gets the round's one PAB; nobody absent
//!   (withdrawn, not yet entered, requested bye) is paired (C.04.1 art. 1, C.04.2 art. 3);
//! - C.04.3 C1: no two players meet twice (a forfeited game is not a meeting, C.04.2 3.5);
//! - C.04.3 C2: no PAB for a player who had one, or who scored a win's points without
//!   playing (forfeit win, full-point bye; the 2017 text, C.2, names the forfeit win only);
//! - C.04.1 arts. 6-7 (enforced by C.04.3 C3): outside the topscorers of the final round
//!   (C.04.3 1.8), no colour difference beyond ±2 and no colour three times running;
//! - forbidden pairs (C.04.2, organiser's restrictions) do not meet.
//!
//! Each system says which of these it applies and adds its own rules
//! ([`super::system::PairingEngine::check`], dispatched in one place); this module holds the
//! rules they share ([`common_violations`]) and names no system: a system's own rules are
//! its type in `<system>::check`, carried as [`Violation::System`]. The round-robin tables
//! (C.05) follow their own rules and are not checked beyond these.

use super::ProposedRound;
use super::explanation::PlayerRef;
use crate::domain::{
    ByeKind, Colour, GameOutcome, PlayerHistory, PlayerId, RoundEntry, Tournament,
    TournamentHistory,
};
use crate::i18n::{Language, Localize};
use crate::tr;
use std::any::Any;
use std::collections::BTreeMap;
use std::fmt;

/// One broken rule.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Violation {
    /// A player on two boards, or on a board and given a bye.
    PairedTwice(PlayerId),
    /// A player who should be paired is on no board and has no bye.
    NotPaired(PlayerId),
    /// A player who is absent this round (withdrawn, not yet entered, requested bye) was paired.
    PairedWhileAbsent(PlayerId),
    /// C1: the two already met in `round`.
    Rematch {
        a: PlayerId,
        b: PlayerId,
        round: u32,
    },
    /// More than one pairing-allocated bye in the round.
    SeveralPabs,
    /// C2: the player already had a PAB or a win's points without playing.
    PabNotAllowed(PlayerId),
    /// C.04.1 arts. 6-7: the colour would make the difference exceed ±2 or give the same
    /// colour three times running.
    ColourLimit { player: PlayerId, colour: Colour },
    /// The organiser forbade this pair.
    ForbiddenPair { a: PlayerId, b: PlayerId },
    /// A rule of one system's own (its `check` module: Amalfi, Lim, …), carried through
    /// the [`SystemViolation`] hook so that this module names no system.
    System(SystemRuleBroken),
}

impl Violation {
    /// A rule of the system's own broken.
    pub fn system(violation: impl SystemViolation + Clone + PartialEq) -> Violation {
        Violation::System(SystemRuleBroken(Box::new(violation)))
    }
}

/// A system's own violation type (`<system>::check`): the players it concerns and its
/// words, naming each player with `who`.
pub trait SystemViolation: fmt::Debug + Send + Sync + 'static {
    fn players(&self) -> Vec<PlayerId>;
    fn words(&self, lang: Language, who: &dyn Fn(PlayerId) -> String) -> String;
}

/// [`SystemViolation`] behind a box: cloned and compared through these.
trait BoxedViolation: SystemViolation {
    fn clone_boxed(&self) -> Box<dyn BoxedViolation>;
    fn same_as(&self, other: &dyn BoxedViolation) -> bool;
    fn as_any(&self) -> &dyn Any;
}

impl<T> BoxedViolation for T
where
    T: SystemViolation + Clone + PartialEq,
{
    fn clone_boxed(&self) -> Box<dyn BoxedViolation> {
        Box::new(self.clone())
    }

    fn same_as(&self, other: &dyn BoxedViolation) -> bool {
        other.as_any().downcast_ref::<T>() == Some(self)
    }

    fn as_any(&self) -> &dyn Any {
        self
    }
}

/// One rule of a system's own broken (see [`SystemViolation`]).
#[derive(Debug)]
pub struct SystemRuleBroken(Box<dyn BoxedViolation>);

impl SystemRuleBroken {
    /// The violation as the system's type `T`, when it is one.
    pub fn get<T: SystemViolation>(&self) -> Option<&T> {
        self.0.as_any().downcast_ref::<T>()
    }
}

impl Clone for SystemRuleBroken {
    fn clone(&self) -> Self {
        SystemRuleBroken(self.0.clone_boxed())
    }
}

impl PartialEq for SystemRuleBroken {
    fn eq(&self, other: &Self) -> bool {
        self.0.same_as(other.0.as_ref())
    }
}

impl Eq for SystemRuleBroken {}

/// In English, for logs and the command line; the window words it in the arbiter's
/// language (`session::wording`).
impl fmt::Display for Violation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.localize(Language::English))
    }
}

/// A violation with the names of the players it concerns, for the window (the engine's
/// safety net is read by the arbiter, who knows players by name).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NamedViolation {
    pub violation: Violation,
    names: BTreeMap<PlayerId, PlayerRef>,
}

impl Violation {
    /// The players it concerns.
    pub fn players(&self) -> Vec<PlayerId> {
        use Violation as V;
        match self {
            V::PairedTwice(p) | V::NotPaired(p) | V::PairedWhileAbsent(p) | V::PabNotAllowed(p) => {
                vec![*p]
            }
            V::ColourLimit { player, .. } => vec![*player],
            V::Rematch { a, b, .. } | V::ForbiddenPair { a, b } => vec![*a, *b],
            V::SeveralPabs => Vec::new(),
            V::System(v) => v.0.players(),
        }
    }

    /// The violation with its players' names and pairing numbers from `t`.
    pub fn named(&self, t: &Tournament) -> NamedViolation {
        let names = self
            .players()
            .into_iter()
            .filter_map(|id| {
                let p = t.player(id)?;
                let name = p.name.trim().to_string();
                Some((
                    id,
                    PlayerRef {
                        name,
                        number: p.pairing_number,
                    },
                ))
            })
            .collect();
        NamedViolation {
            violation: self.clone(),
            names,
        }
    }

    /// The words of a violation (`violation-…` in the Fluent files), naming each player
    /// with `who`.
    fn words(&self, lang: Language, who: impl Fn(PlayerId) -> String) -> String {
        use Violation as V;
        match self {
            V::PairedTwice(p) => tr!(lang, "violation-paired-twice", player = who(*p)),
            V::NotPaired(p) => tr!(lang, "violation-not-paired", player = who(*p)),
            V::PairedWhileAbsent(p) => {
                tr!(lang, "violation-paired-while-absent", player = who(*p))
            }
            V::Rematch { a, b, round } => tr!(
                lang,
                "violation-rematch",
                first = who(*a),
                second = who(*b),
                round = (*round)
            ),
            V::SeveralPabs => tr!(lang, "violation-several-pabs"),
            V::PabNotAllowed(p) => tr!(lang, "violation-pab-not-allowed", player = who(*p)),
            V::ColourLimit { player, colour } => tr!(
                lang,
                "violation-colour-limit",
                player = who(*player),
                colour = super::explanation::colour_word(lang, *colour)
            ),
            V::ForbiddenPair { a, b } => tr!(
                lang,
                "violation-forbidden-pair",
                first = who(*a),
                second = who(*b)
            ),
            V::System(v) => v.0.words(lang, &who),
        }
    }
}

/// Players named by id (`#3`), for the command line and logs.
impl Localize for Violation {
    fn localize(&self, lang: Language) -> String {
        self.words(lang, |p| p.to_string())
    }
}

/// Players named as "Name (pairing number)".
impl Localize for NamedViolation {
    fn localize(&self, lang: Language) -> String {
        self.violation.words(lang, |p| {
            self.names
                .get(&p)
                .map_or_else(|| p.to_string(), |r| r.localize(lang))
        })
    }
}

/// Which unplayed rounds bar a later PAB.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum PabRule {
    /// C.04.3 (2026) C2: a PAB, or a win's points without playing (forfeit win,
    /// full-point bye).
    WinWithoutPlaying,
    /// C.04.3 (2017) C.2 with C.04.1.d of that time: a PAB, or "a (forfeit) win due to an
    /// opponent not appearing in time"; a full-point bye asked for does not bar it.
    ForfeitWin,
}

/// True when the player had a PAB, or a win's points without playing, before (C.04.3 C2).
fn pab_blocked(history: &PlayerHistory, rule: PabRule) -> bool {
    history.entries.iter().any(|e| match e {
        RoundEntry::Bye(ByeKind::PairingAllocated) => true,
        RoundEntry::Bye(ByeKind::FullPoint) => rule == PabRule::WinWithoutPlaying,
        RoundEntry::Game { .. } => !e.is_played() && e.outcome() == Some(GameOutcome::Win),
        _ => false,
    })
}

/// True when giving `colour` breaks C.04.1 arts. 6-7 for a player with these played colours.
fn breaks_colour_limits(colours: &[Colour], colour: Colour) -> bool {
    let difference: i32 = colours
        .iter()
        .chain([&colour])
        .map(|c| if *c == Colour::White { 1 } else { -1 })
        .sum();
    let three_running = colours.len() >= 2 && colours.iter().rev().take(2).all(|c| *c == colour);
    difference.abs() > 2 || three_running
}

/// C.04.3 1.8: in the final round, players with more than half the maximum score so far.
fn is_topscorer(t: &Tournament, history: &PlayerHistory, round: u32) -> bool {
    let last_round = t.settings.rounds > 0 && round >= t.settings.rounds;
    let played_rounds = round.saturating_sub(1);
    let max = i64::from(t.settings.scoring.win.tenths()) * i64::from(played_rounds);
    last_round && 2 * i64::from(history.score(&t.settings.scoring).tenths()) > max
}

/// Two players whose pairing may break the colour limits (C.04.4.3 art. 6).
pub(crate) type ColourLimitsWaiver =
    fn(&Tournament, &TournamentHistory, PlayerId, PlayerId, u32) -> bool;

/// Which of the shared rules a system applies.
#[derive(Clone, Copy)]
pub(crate) struct CommonRules {
    /// C2 and the colour limits of C.04.1 arts. 6-7 (the Amalfi system has its own bye and
    /// colour rules, seed 001 2.1-2.2, 3.1).
    pub pab_and_colour_limits: bool,
    /// C.04.3 1.8: the topscorers of the final round are free of the colour limits
    /// (C.04.4.1 C3: the Dubov system has no such exception; nor has Lim, art. 6 instead).
    pub topscorer_exception: bool,
    /// The pairs whose colour limits the system waives.
    pub colour_limits_waived: Option<ColourLimitsWaiver>,
    /// Which unplayed rounds bar a PAB (C2).
    pub pab_rule: PabRule,
}

impl CommonRules {
    /// Every shared rule, as C.04.3 states them.
    pub const FIDE: CommonRules = CommonRules {
        pab_and_colour_limits: true,
        topscorer_exception: true,
        colour_limits_waived: None,
        pab_rule: PabRule::WinWithoutPlaying,
    };
}

/// Every rule `proposed` breaks as the pairing of round `round` of `t` (empty: all good),
/// by the rules of the tournament's system.
pub fn check_round(t: &Tournament, round: u32, proposed: &ProposedRound) -> Vec<Violation> {
    super::system::engine_for(t).check(t, round, proposed)
}

/// The shared rules `proposed` breaks as `rules` reads them, then the system's own
/// (`own`, found by its `check` module).
pub(crate) fn common_and_own<V: SystemViolation + Clone + PartialEq>(
    t: &Tournament,
    round: u32,
    proposed: &ProposedRound,
    rules: &CommonRules,
    own: Vec<V>,
) -> Vec<Violation> {
    let mut violations = common_violations(t, round, proposed, rules);
    violations.extend(own.into_iter().map(Violation::system));
    violations
}

/// The shared rules `proposed` breaks, as `rules` reads them.
pub(crate) fn common_violations(
    t: &Tournament,
    round: u32,
    proposed: &ProposedRound,
    rules: &CommonRules,
) -> Vec<Violation> {
    let history = TournamentHistory::derive(t, round.saturating_sub(1));
    let mut violations = Vec::new();
    let mut seen: BTreeMap<PlayerId, u32> = BTreeMap::new();
    let everyone = proposed
        .boards
        .iter()
        .flat_map(|b| [b.white, b.black])
        .chain(proposed.byes.iter().map(|b| b.player));
    for p in everyone {
        *seen.entry(p).or_default() += 1;
    }
    for player in &t.players {
        let count = seen.get(&player.id).copied().unwrap_or(0);
        let absent = !player.is_active_in(round) || player.requested_byes.contains_key(&round);
        let on_board = proposed.boards.iter().any(|b| b.has(player.id));
        if count > 1 {
            violations.push(Violation::PairedTwice(player.id));
        } else if absent && on_board {
            violations.push(Violation::PairedWhileAbsent(player.id));
        } else if !absent && count == 0 {
            violations.push(Violation::NotPaired(player.id));
        }
    }
    let pabs: Vec<PlayerId> = proposed
        .byes
        .iter()
        .filter(|b| b.kind == ByeKind::PairingAllocated)
        .map(|b| b.player)
        .collect();
    if pabs.len() > 1 {
        violations.push(Violation::SeveralPabs);
    }
    for p in pabs {
        if rules.pab_and_colour_limits
            && history
                .get(p)
                .is_some_and(|h| pab_blocked(h, rules.pab_rule))
        {
            violations.push(Violation::PabNotAllowed(p));
        }
    }
    for board in &proposed.boards {
        let (a, b) = (board.white, board.black);
        if let Some(h) = history.get(a)
            && let Some(r) = h
                .entries
                .iter()
                .position(|e| e.played_opponent() == Some(b))
        {
            let round = u32::try_from(r + 1).unwrap_or(u32::MAX);
            violations.push(Violation::Rematch { a, b, round });
        }
        if t.is_forbidden_pair(a, b) {
            violations.push(Violation::ForbiddenPair { a, b });
        }
        for (player, colour) in [(a, Colour::White), (b, Colour::Black)] {
            if rules.pab_and_colour_limits
                && let Some(h) = history.get(player)
                && !(rules.topscorer_exception && is_topscorer(t, h, round))
                && breaks_colour_limits(&h.colours(), colour)
                && !rules
                    .colour_limits_waived
                    .is_some_and(|waived| waived(t, &history, a, b, round))
            {
                violations.push(Violation::ColourLimit { player, colour });
            }
        }
    }
    violations
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::{Board, Bye, GameResult, PairingSystem, Player, Round};

    /// Five players (P1..P5), two rounds. Round 1: P1-P2 1-0, P3-P4 +/-, P5 PAB.
    /// Round 2: P1-P3 ½-½, P5-P4 ½-½, P2 half-point bye.
    fn event() -> (Tournament, Vec<PlayerId>) {
        let mut t = Tournament::default();
        t.settings.system = PairingSystem::Dutch;
        t.settings.rounds = 5;
        let ids: Vec<PlayerId> = (1..=5)
            .map(|i| {
                t.add_player(Player {
                    name: format!("P{i}"),
                    pairing_number: i,
                    ..Player::default()
                })
            })
            .collect();
        let board = |w: usize, b: usize, result| Board {
            white: ids[w],
            black: ids[b],
            result,
            second_game: None,
        };
        t.rounds.push(Round {
            number: 1,
            boards: vec![
                board(0, 1, GameResult::WhiteWins),
                board(2, 3, GameResult::WhiteWinsByForfeit),
            ],
            byes: vec![Bye {
                player: ids[4],
                kind: ByeKind::PairingAllocated,
            }],
        });
        t.rounds.push(Round {
            number: 2,
            boards: vec![board(0, 2, GameResult::Draw), board(4, 3, GameResult::Draw)],
            byes: vec![Bye {
                player: ids[1],
                kind: ByeKind::HalfPoint,
            }],
        });
        (t, ids)
    }

    fn proposed(ids: &[PlayerId], boards: &[(usize, usize)], pab: Option<usize>) -> ProposedRound {
        ProposedRound {
            boards: boards
                .iter()
                .map(|&(w, b)| Board::new(ids[w], ids[b]))
                .collect(),
            byes: pab
                .map(|p| Bye {
                    player: ids[p],
                    kind: ByeKind::PairingAllocated,
                })
                .into_iter()
                .collect(),
        }
    }

    #[test]
    fn everybody_present_is_paired_once() {
        let (t, ids) = event();
        // P2 on a board and given the PAB: twice.
        let round = proposed(&ids, &[(3, 0), (1, 4)], Some(1));
        let v = check_round(&t, 3, &round);
        assert!(v.contains(&Violation::PairedTwice(ids[1])), "{v:?}");
        // Otherwise clean: only P3 is left out.
        let round = proposed(&ids, &[(3, 0), (1, 4)], None);
        assert_eq!(
            check_round(&t, 3, &round),
            vec![Violation::NotPaired(ids[2])]
        );
    }

    #[test]
    fn rematch_forfeit_and_colour_rules() {
        let (t, ids) = event();
        // 1-2 met in round 1 (C1); 3-4 was a forfeit, so they may meet again.
        let round = proposed(&ids, &[(1, 0), (3, 2)], Some(4));
        let v = check_round(&t, 3, &round);
        assert!(v.contains(&Violation::Rematch {
            a: ids[1],
            b: ids[0],
            round: 1
        }));
        assert!(
            !v.iter()
                .any(|x| matches!(x, Violation::Rematch { a, .. } if *a == ids[3]))
        );
        // P5 had the PAB in round 1 (C2).
        assert!(v.contains(&Violation::PabNotAllowed(ids[4])));
        // P1 had White twice: White again is three running (C.04.1 art. 7).
        let round = proposed(&ids, &[(0, 3), (1, 4)], Some(2));
        let v = check_round(&t, 3, &round);
        assert!(v.contains(&Violation::ColourLimit {
            player: ids[0],
            colour: Colour::White
        }));
        // P3 won by forfeit in round 1: no PAB for them either (C2).
        assert!(v.contains(&Violation::PabNotAllowed(ids[2])));
    }

    #[test]
    fn a_full_point_bye_bars_the_pab_in_2026_only() {
        let (mut t, ids) = event();
        // Round 2 again, with P2's bye a full point (asked for) instead of a half.
        if let Some(bye) = t.rounds.get_mut(1).and_then(|r| r.byes.first_mut()) {
            bye.kind = ByeKind::FullPoint;
        }
        // Round 3: P1-P3 again is a rematch, so pair P1-P4, P5-P3 and give P2 the PAB.
        let round = proposed(&ids, &[(0, 3), (4, 2)], Some(1));
        // 2026 C2: a win's points without playing (the full-point bye) bar the PAB.
        let v = check_round(&t, 3, &round);
        assert!(v.contains(&Violation::PabNotAllowed(ids[1])), "{v:?}");
        // 2017 C.2 (C.04.1.d of that time): only a PAB or a forfeit win bars it.
        t.settings.dutch_edition = crate::domain::DutchEdition::Fide2017;
        let v = check_round(&t, 3, &round);
        assert!(!v.contains(&Violation::PabNotAllowed(ids[1])), "{v:?}");
        // P3's forfeit win (round 1) bars it in both texts.
        let round = proposed(&ids, &[(0, 3), (4, 1)], Some(2));
        let v = check_round(&t, 3, &round);
        assert!(v.contains(&Violation::PabNotAllowed(ids[2])), "{v:?}");
    }

    #[test]
    fn the_window_names_the_players_of_a_violation() {
        let (t, ids) = event();
        let rematch = Violation::Rematch {
            a: ids[1],
            b: ids[0],
            round: 1,
        };
        assert_eq!(
            rematch.named(&t).localize(Language::Italian),
            "P2 (2) e P1 (1) si sono già incontrati al turno 1 (C.04.3 C1)"
        );
        assert!(
            rematch
                .localize(Language::English)
                .starts_with(&format!("{} and {} already played", ids[1], ids[0]))
        );
    }

    #[test]
    fn topscorers_of_the_last_round_are_free_of_colour_limits() {
        let (mut t, ids) = event();
        t.settings.rounds = 3;
        // P1 has 1½ of 2: more than half, in the final round.
        let round = proposed(&ids, &[(0, 3), (1, 4)], None);
        let v = check_round(&t, 3, &round);
        assert!(
            !v.iter().any(|x| matches!(x, Violation::ColourLimit { .. })),
            "{v:?}"
        );
    }

    #[test]
    fn absent_and_forbidden() {
        let (mut t, ids) = event();
        if let Some(p) = t.player_mut(ids[4]) {
            p.withdrawn_from = Some(3);
        }
        t.forbidden_pairs.push((ids[1], ids[2]));
        let round = proposed(&ids, &[(3, 0), (1, 2), (4, 4)], None);
        let v = check_round(&t, 3, &round);
        assert!(v.contains(&Violation::ForbiddenPair {
            a: ids[1],
            b: ids[2]
        }));
        assert!(v.contains(&Violation::PairedTwice(ids[4])));
        let round = proposed(&ids, &[(3, 0), (2, 4)], None);
        let v = check_round(&t, 3, &round);
        assert!(v.contains(&Violation::PairedWhileAbsent(ids[4])));
        assert!(v.contains(&Violation::NotPaired(ids[1])));
        assert!(v.iter().all(|x| !x.to_string().is_empty()));
    }
}
