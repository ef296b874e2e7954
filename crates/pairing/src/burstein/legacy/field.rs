//! The facts the legacy Burstein rules need of each player (seed 003 §04.4, as the
//! reference engine bbpPairings `--burstein` reads them): the pairing score with the
//! imaginary point of the first two rounds, Sonneborn-Berger, Buchholz and Median with
//! unplayed rounds counted against a virtual opponent, and the pre-2025 bye eligibility.

use crate::domain::TournamentHistory;
use crate::domain::{ByeKind, GameOutcome, PlayerId, RoundEntry, ScoringSystem, Tournament};
use crate::swiss::Entrant;
use std::collections::BTreeMap;

/// One player to pair, as the legacy engine sees them.
#[derive(Debug, Clone)]
pub struct Contender {
    /// Colour preference, forbidden opponents, effective pairing number (shared with the
    /// Dutch engine: C.04.2 and C.04.3 define them alike).
    pub entrant: Entrant,
    /// Score plus the imaginary point (seed 003 §04.4 art. 3.3).
    pub pairing_score: i64,
    /// Sonneborn-Berger, Buchholz and Median (seed 003 §04.4 art. 3.2), in hundredths.
    pub sonneborn_berger: i64,
    pub buchholz: i64,
    pub median: i64,
    /// No pairing-allocated bye or forfeit win yet (the rule before 2025).
    pub bye_eligible: bool,
}

/// Win, draw or loss of a round, whatever happened in it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Outcome {
    Win,
    Draw,
    Loss,
}

/// One round of a player's history, as the tie-breaks read it.
#[derive(Debug, Clone, Copy)]
struct Round {
    opponent: Option<PlayerId>,
    played: bool,
    /// Paired in the round (a game, even forfeited, or the pairing-allocated bye).
    paired: bool,
    pairing_allocated_bye: bool,
    outcome: Outcome,
    points: i64,
}

fn read_round(entry: &RoundEntry, scoring: &ScoringSystem) -> Round {
    let points = i64::from(entry.points(scoring).0);
    let base = Round {
        opponent: None,
        played: false,
        paired: false,
        pairing_allocated_bye: false,
        outcome: Outcome::Loss,
        points,
    };
    match *entry {
        RoundEntry::Game { opponent, .. } => Round {
            opponent: Some(opponent),
            played: entry.is_played(),
            paired: true,
            outcome: match entry.outcome() {
                Some(GameOutcome::Win) => Outcome::Win,
                Some(GameOutcome::Draw) | None => Outcome::Draw,
                Some(GameOutcome::Loss) => Outcome::Loss,
            },
            ..base
        },
        RoundEntry::Bye(ByeKind::PairingAllocated) => Round {
            paired: true,
            pairing_allocated_bye: true,
            outcome: Outcome::Win,
            ..base
        },
        RoundEntry::Bye(ByeKind::FullPoint) => Round {
            outcome: Outcome::Win,
            ..base
        },
        RoundEntry::Bye(ByeKind::HalfPoint) => Round {
            outcome: Outcome::Draw,
            ..base
        },
        RoundEntry::Bye(ByeKind::ZeroPoint) | RoundEntry::NotPaired => base,
    }
}

/// The points of the virtual opponent of an unplayed round (FIDE C.02 13.15.2 as the
/// reference engine applies it): a win after a loss, a draw after a draw, nothing after a
/// win (a pairing-allocated bye worth less than a win counts as a draw, or as a loss when
/// it is worth less than a draw).
fn virtual_opponent_points(r: &Round, s: &ScoringSystem) -> i64 {
    let (win, draw) = (i64::from(s.win.0), i64::from(s.draw.0));
    let bye = i64::from(s.pairing_allocated_bye.0);
    match r.outcome {
        Outcome::Loss => win,
        Outcome::Draw => draw,
        Outcome::Win if r.pairing_allocated_bye && bye < win => {
            if bye < draw {
                win
            } else {
                draw
            }
        }
        Outcome::Win => i64::from(s.forfeit_loss.0),
    }
}

/// Everything the tie-breaks need for the whole field.
struct Field<'a> {
    scoring: &'a ScoringSystem,
    played_rounds: usize,
    rounds: BTreeMap<PlayerId, Vec<Round>>,
    /// Acceleration of the round being paired.
    acceleration: BTreeMap<PlayerId, i64>,
    /// Score with unplayed rounds counted as draws, plus acceleration: what an opponent
    /// brings to Buchholz and Sonneborn-Berger.
    adjusted: BTreeMap<PlayerId, i64>,
}

impl Field<'_> {
    /// The value of each round for Buchholz: the opponent's adjusted score, or for an
    /// unplayed round the virtual opponent's score (the player's own score before the
    /// round, plus the virtual opponent's result, plus draws for the rounds still to come).
    fn opponent_values(&self, id: PlayerId) -> Vec<(i64, i64)> {
        let draw = i64::from(self.scoring.draw.0);
        let Some(rounds) = self.rounds.get(&id) else {
            return Vec::new();
        };
        let mut running = self.acceleration.get(&id).copied().unwrap_or(0);
        let mut out = Vec::new();
        for (i, r) in rounds.iter().enumerate().take(self.played_rounds) {
            let value = match (r.played, r.opponent) {
                (true, Some(o)) => self.adjusted.get(&o).copied().unwrap_or(0),
                _ => {
                    let to_come = (self.played_rounds - 1 - i) as i64 * draw;
                    running + to_come + virtual_opponent_points(r, self.scoring)
                }
            };
            out.push((value, r.points));
            running += r.points;
        }
        out
    }
}

/// Rounds 1 and 2 (seed 003 §04.4 art. 3.3): one win's worth of imaginary points for the
/// top half. The seed says the top half of the initial list by rating; the reference takes
/// it by pairing number. The reference counts the players who took part in the
/// pairing of round 1 (or are to be paired, in round 1), and gives the point to every
/// player by pairing number down to the ⌊count/2⌋-th of them, absent ones included.
fn imaginary_points(
    t: &Tournament,
    history: &TournamentHistory,
    round: u32,
) -> BTreeMap<PlayerId, i64> {
    let mut out = BTreeMap::new();
    if !t.virtual_points.is_empty() {
        // Explicit virtual points (TRF XXA) replace the system's own.
        for p in &t.players {
            let v = t
                .virtual_points
                .get(&p.id)
                .and_then(|by| by.get(&round))
                .map_or(0, |v| i64::from(v.0));
            out.insert(p.id, v);
        }
        return out;
    }
    if round > 2 {
        return out;
    }
    let took_part = |p: &crate::domain::Player| -> bool {
        if round == 1 {
            return p.is_active_in(1) && !p.requested_byes.contains_key(&1);
        }
        history.get(p.id).and_then(|h| h.entry(1)).is_some_and(|e| {
            matches!(
                e,
                RoundEntry::Game { .. } | RoundEntry::Bye(ByeKind::PairingAllocated)
            )
        })
    };
    let by_tpn = t.players_by_pairing_number();
    let counted = by_tpn.iter().filter(|p| took_part(p)).count();
    if counted < 2 {
        return out;
    }
    let mut left = counted / 2;
    let win = i64::from(t.settings.scoring.win.0);
    for p in by_tpn {
        if left == 0 {
            break;
        }
        out.insert(p.id, win);
        if took_part(p) {
            left -= 1;
        }
    }
    out
}

/// Builds the contenders for round `round` from the Dutch engine's entrants.
pub fn build(t: &Tournament, round: u32, entrants: Vec<Entrant>) -> Vec<Contender> {
    let played_rounds = round.saturating_sub(1);
    let history = TournamentHistory::derive(t, played_rounds);
    let scoring = &t.settings.scoring;
    let acceleration = imaginary_points(t, &history, round);
    let mut rounds = BTreeMap::new();
    let mut adjusted = BTreeMap::new();
    let draw = i64::from(scoring.draw.0);
    for p in &t.players {
        let Some(h) = history.get(p.id) else { continue };
        let rs: Vec<Round> = h.entries.iter().map(|e| read_round(e, scoring)).collect();
        let score: i64 = rs
            .iter()
            .take(played_rounds as usize)
            .map(|r| if r.played { r.points } else { draw })
            .sum();
        adjusted.insert(p.id, score + acceleration.get(&p.id).copied().unwrap_or(0));
        rounds.insert(p.id, rs);
    }
    let field = Field {
        scoring,
        played_rounds: played_rounds as usize,
        rounds,
        acceleration,
        adjusted,
    };
    entrants.into_iter().map(|e| contender(&field, e)).collect()
}

fn contender(field: &Field, entrant: Entrant) -> Contender {
    let values = field.opponent_values(entrant.id);
    let sonneborn_berger = values.iter().map(|(v, pts)| v * pts).sum();
    let buchholz: i64 = values.iter().map(|(v, _)| v).sum();
    // Median: Buchholz without the highest and the lowest value, from round 3 on.
    let median = if field.played_rounds <= 2 {
        0
    } else {
        let lo = values.iter().map(|(v, _)| *v).min().unwrap_or(0);
        let hi = values.iter().map(|(v, _)| *v).max().unwrap_or(0);
        buchholz - lo - hi
    };
    let rounds = field.rounds.get(&entrant.id);
    // The rule before 2025: no second pairing-allocated bye, none after a forfeit win.
    let bye_eligible = !rounds.is_some_and(|rs| {
        rs.iter()
            .any(|r| !r.played && r.paired && r.outcome == Outcome::Win)
    });
    let score = i64::from(entrant.score.0);
    let acceleration = field.acceleration.get(&entrant.id).copied().unwrap_or(0);
    Contender {
        pairing_score: score + acceleration,
        entrant,
        sonneborn_berger,
        buchholz,
        median,
        bye_eligible,
    }
}
