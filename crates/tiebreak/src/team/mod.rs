//! Team standings (issue 39): teams ranked on their primary score (match or game points,
//! as the event's system says), then each team tie-break of the list applied to the
//! teams still tied (C.07 art. 4.2), and the board standings (`board`).
//!
//! The tie-breaks (C.07 2026, art. 13 for teams; values exact, in hundredths):
//! - the secondary score: game points when the event ranks on match points, and the
//!   reverse (13.1, MPvGP);
//! - direct encounter on the primary score (art. 6 as 13.3 extends it; see
//!   `direct_encounter`);
//! - Buchholz on match or game points, and its Cut-1 (art. 8.1, 14.1, with the unplayed
//!   rounds of art. 16 in the edition of the event's start date or the one `/V` names,
//!   as for individual tie-breaks; see `scores`);
//! - the extended Sonneborn-Berger (13.2): the sum over the matches of an opponent's
//!   score (`EM…`: match points, `EG…`: game points) times the team's own score against
//!   it (`…MSB`: match points, `…GSB`: game points).
//!
//! The default lists: a team Swiss MP/GP → DE → BH-C1 → BH → SB; a team round robin
//! MP/GP → DE → SB (the legacy FIDE recommendation, C.02 art. 13.16; reference digest
//! `tiebreaks.md` §6). SB is the extended SB on the opponent's primary score times the
//! team's own secondary score, the Olympiad Sonneborn-Berger when match points rank.

pub mod board;
mod direct_encounter;
mod scores;

pub use scores::Score;

use crate::TiebreakKind;
use crate::domain::{Points, PrimaryScore, TeamEvent, TeamId, TeamSystem, Tournament};
use crate::spec::{Edition, TiebreakRefusal};
use scores::{OpponentValue, TeamScores, opponent_values, round_points, team_scores};

/// A team tie-break (module documentation).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TeamTiebreak {
    /// The score the event does not rank on first (13.1).
    SecondaryScore,
    /// Direct encounter on the primary score (art. 6, 13.3).
    DirectEncounter,
    /// Buchholz on `on`, with Cut-1 when `cut` (8.1, 14.1); the unplayed rounds by the
    /// rules of `edition` (`/V2024`, `/V2026`), `None`: the edition of the start date.
    Buchholz {
        on: Score,
        cut: bool,
        edition: Option<Edition>,
    },
    /// Extended Sonneborn-Berger (13.2): opponent's `opponent` score × own `own` score;
    /// `edition` as for Buchholz.
    SonnebornBerger {
        opponent: Score,
        own: Score,
        edition: Option<Edition>,
    },
}

impl TeamTiebreak {
    /// The code printed in the column head (MTB26 spelling where it has one).
    pub fn code(self, primary: PrimaryScore) -> String {
        let letter = |s: Score| match s {
            Score::Match => "M",
            Score::Game => "G",
        };
        let name = |s: Score| match s {
            Score::Match => "MP",
            Score::Game => "GP",
        };
        match self {
            TeamTiebreak::SecondaryScore => name(secondary(primary)).to_owned(),
            TeamTiebreak::DirectEncounter => "EDE".to_owned(),
            TeamTiebreak::Buchholz {
                on,
                cut: false,
                edition,
            } => format!("BH:{}{}", name(on), edition_suffix(edition)),
            TeamTiebreak::Buchholz {
                on,
                cut: true,
                edition,
            } => format!("BH:{}/C1{}", name(on), edition_suffix(edition)),
            TeamTiebreak::SonnebornBerger {
                opponent,
                own,
                edition,
            } => format!(
                "E{}{}SB{}",
                letter(opponent),
                letter(own),
                edition_suffix(edition)
            ),
        }
    }

    /// The rule edition of the unplayed rounds (art. 16) this tie-break reads: its `/V`,
    /// else `default` (the edition of the event's start date).
    pub fn edition_or(self, default: Edition) -> Edition {
        match self {
            TeamTiebreak::Buchholz { edition, .. }
            | TeamTiebreak::SonnebornBerger { edition, .. } => edition.unwrap_or(default),
            TeamTiebreak::SecondaryScore | TeamTiebreak::DirectEncounter => default,
        }
    }
}

impl TeamTiebreak {
    /// Why this tie-break cannot be used in the event, if it cannot: as for the individual
    /// tie-breaks (`TiebreakSpec::refusal`, same words), a Buchholz in a team round robin
    /// under the 2026 edition (its `/V`, else `default`, the start date's).
    pub fn refusal(
        self,
        primary: PrimaryScore,
        round_robin: bool,
        default: Edition,
    ) -> Option<TiebreakRefusal> {
        // C.07 2026, note to art. 8.1: no Buchholz in a round robin.
        let buchholz = matches!(self, TeamTiebreak::Buchholz { .. });
        (round_robin && buchholz && self.edition_or(default) >= Edition::E2026).then(|| {
            TiebreakRefusal::BuchholzInRoundRobin {
                code: self.code(primary),
                kind: TiebreakKind::Buchholz,
            }
        })
    }
}

/// Whether the event's teams play a round robin (single or double).
pub fn is_round_robin(system: TeamSystem) -> bool {
    matches!(
        system,
        TeamSystem::RoundRobin | TeamSystem::DoubleRoundRobin
    )
}

/// `/V2024`, `/V2026` as the individual codes write it (MTB26), or nothing.
fn edition_suffix(edition: Option<Edition>) -> String {
    edition.map_or_else(String::new, |e| format!("/V{}", e.year()))
}

/// Reads a `/V…` ending (`/V2024` or `/V1`, `/V2026`, `/V2` or `/V`, as the individual
/// codes read it); the 2009 rule has no team form. `Err` for any other ending after `/V`.
fn split_edition(code: &str) -> Result<(&str, Option<Edition>), ()> {
    let Some(at) = code.rfind("/V") else {
        return Ok((code, None));
    };
    let (rest, suffix) = code.split_at(at);
    let edition = match suffix.get(2..).unwrap_or("") {
        "2024" | "1" => Edition::E2024,
        "2026" | "2" | "" => Edition::E2026,
        _ => return Err(()),
    };
    Ok((rest, Some(edition)))
}

impl TeamTiebreak {
    /// Reads a code as [`TeamTiebreak::code`] writes it (`MP`, `GP`, `EDE` or `DE`,
    /// `BH:MP`, `BH:GP/C1`, `EMGSB`, `BH:MP/V2024`, …), without regard to case;
    /// `SecondaryScore` for the score that is not `primary`. `None` for anything else
    /// (a `/V` on a tie-break without unplayed rounds too).
    pub fn parse(code: &str, primary: PrimaryScore) -> Option<TeamTiebreak> {
        let upper = code.trim().to_ascii_uppercase();
        let (code, edition) = split_edition(&upper).ok()?;
        let code = code.to_owned();
        if edition.is_some() && !(code.starts_with("BH:") || code.ends_with("SB")) {
            return None;
        }
        let score = |s: &str| match s {
            "MP" | "M" => Some(Score::Match),
            "GP" | "G" => Some(Score::Game),
            _ => None,
        };
        match code.as_str() {
            "EDE" | "DE" => return Some(TeamTiebreak::DirectEncounter),
            "MPVGP" => return Some(TeamTiebreak::SecondaryScore),
            _ => {}
        }
        if let Some(s) = score(&code) {
            return (s == secondary(primary)).then_some(TeamTiebreak::SecondaryScore);
        }
        if let Some(rest) = code.strip_prefix("BH:") {
            let (on, cut) = match rest.strip_suffix("/C1") {
                Some(on) => (on, true),
                None => (rest, false),
            };
            return Some(TeamTiebreak::Buchholz {
                on: score(on)?,
                cut,
                edition,
            });
        }
        let middle = code.strip_prefix('E')?.strip_suffix("SB")?;
        let mut letters = middle.chars().map(|c| score(&c.to_string()));
        match (letters.next(), letters.next(), letters.next()) {
            (Some(Some(opponent)), Some(Some(own)), None) => Some(TeamTiebreak::SonnebornBerger {
                opponent,
                own,
                edition,
            }),
            _ => None,
        }
    }
}

/// The score ranked first.
pub fn primary_score(primary: PrimaryScore) -> Score {
    match primary {
        PrimaryScore::MatchThenGame | PrimaryScore::Match => Score::Match,
        PrimaryScore::GameThenMatch | PrimaryScore::Game => Score::Game,
    }
}

fn secondary(primary: PrimaryScore) -> Score {
    match primary_score(primary) {
        Score::Match => Score::Game,
        Score::Game => Score::Match,
    }
}

/// The default list of the event's system (module documentation).
pub fn default_tiebreaks(system: TeamSystem) -> Vec<TeamTiebreak> {
    let primary = primary_score(system.primary());
    let sb = TeamTiebreak::SonnebornBerger {
        opponent: primary,
        own: secondary(system.primary()),
        edition: None,
    };
    match system {
        TeamSystem::RoundRobin | TeamSystem::DoubleRoundRobin => {
            vec![
                TeamTiebreak::SecondaryScore,
                TeamTiebreak::DirectEncounter,
                sb,
            ]
        }
        TeamSystem::TeamSwiss { .. } | TeamSystem::CustomTeamSwiss { .. } => vec![
            TeamTiebreak::SecondaryScore,
            TeamTiebreak::DirectEncounter,
            TeamTiebreak::Buchholz {
                on: primary,
                cut: true,
                edition: None,
            },
            TeamTiebreak::Buchholz {
                on: primary,
                cut: false,
                edition: None,
            },
            sb,
        ],
    }
}

/// Every team tie-break of C.07 (2026, art. 13 for teams) the arbiter can choose from:
/// the secondary score (13.1), direct encounter (6, 13.3), Buchholz on match or game
/// points with and without Cut-1 (8.1, 14.1), the four extended Sonneborn-Berger
/// variants (13.2).
pub fn choices() -> Vec<TeamTiebreak> {
    let mut all = vec![TeamTiebreak::SecondaryScore, TeamTiebreak::DirectEncounter];
    for on in [Score::Match, Score::Game] {
        for cut in [true, false] {
            all.push(TeamTiebreak::Buchholz {
                on,
                cut,
                edition: None,
            });
        }
    }
    for opponent in [Score::Match, Score::Game] {
        for own in [Score::Match, Score::Game] {
            all.push(TeamTiebreak::SonnebornBerger {
                opponent,
                own,
                edition: None,
            });
        }
    }
    all
}

/// The event's list: the codes the arbiter chose (docs/rules/teams.md D6; a code that
/// no longer reads is left out), or the system's default list when none was chosen.
pub fn event_tiebreaks(events: &TeamEvent) -> Vec<TeamTiebreak> {
    if events.tiebreaks.is_empty() {
        return default_tiebreaks(events.system);
    }
    let primary = events.system.primary();
    events
        .tiebreaks
        .iter()
        .filter_map(|code| TeamTiebreak::parse(code, primary))
        .collect()
}

/// One team's line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TeamStandingRow {
    /// 1 + the number of teams strictly ahead.
    pub rank: u32,
    pub team: TeamId,
    pub match_points: Points,
    pub game_points: Points,
    /// One value per tie-break, in hundredths of a point; direct encounter's place in
    /// hundredths too (place 1 is 100; `None` where it was not needed).
    pub values: Vec<Option<i64>>,
}

/// The team standings after a round.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TeamStandings {
    pub after_round: u32,
    pub primary: PrimaryScore,
    pub tiebreaks: Vec<TeamTiebreak>,
    /// Sorted by rank.
    pub rows: Vec<TeamStandingRow>,
    /// The tie-breaks of the list left empty, and why (`TeamTiebreak::refusal`).
    pub refused: Vec<TiebreakRefusal>,
}

/// A value column of a tie-break (direct encounter has none: it splits groups).
fn column(
    t: &Tournament,
    all: &[TeamScores],
    tiebreak: TeamTiebreak,
    primary: PrimaryScore,
) -> Vec<Option<i64>> {
    // C.07 art. 16 in the edition in force at the start (or the one `/V` names), as for
    // the individual tie-breaks (`Edition::for_start_date`).
    let edition = tiebreak.edition_or(Edition::for_start_date(t.settings.start_date));
    all.iter()
        .map(|own| match tiebreak {
            TeamTiebreak::SecondaryScore => Some(i64::from(own.total(secondary(primary)).0) * 10),
            TeamTiebreak::DirectEncounter => None,
            TeamTiebreak::Buchholz { on, cut, .. } => {
                let values = opponent_values(t, all, own, on, edition);
                Some(i64::from(buchholz(&values, cut).0) * 10)
            }
            TeamTiebreak::SonnebornBerger {
                opponent,
                own: own_score,
                ..
            } => {
                let values = opponent_values(t, all, own, opponent, edition);
                Some(
                    values
                        .iter()
                        .zip(&own.rounds)
                        .map(|(v, r)| {
                            i64::from(v.value.0) * i64::from(round_points(r, own_score).0)
                        })
                        .sum(),
                )
            }
        })
        .collect()
}

/// The sum of the values, less (Cut-1) the lowest, or the lowest voluntary unplayed
/// round's value when there is one (art. 16.5: the higher of the two is cut).
fn buchholz(values: &[OpponentValue], cut: bool) -> Points {
    let sum: Points = values.iter().map(|v| v.value).sum();
    if !cut {
        return sum;
    }
    let lowest = values.iter().map(|v| v.value).min();
    let lowest_voluntary = values
        .iter()
        .filter(|v| v.voluntary_unplayed)
        .map(|v| v.value)
        .min();
    match lowest_voluntary.or(lowest) {
        Some(removed) => sum - removed,
        None => sum,
    }
}

/// The standings after round `after_round` with `tiebreaks`; empty for an individual
/// tournament.
pub fn team_standings(
    t: &Tournament,
    after_round: u32,
    tiebreaks: &[TeamTiebreak],
) -> TeamStandings {
    let Some(events) = &t.team_event else {
        return TeamStandings {
            after_round,
            primary: PrimaryScore::default(),
            tiebreaks: tiebreaks.to_vec(),
            rows: Vec::new(),
            refused: Vec::new(),
        };
    };
    let primary = events.system.primary();
    let all = team_scores(t, after_round);
    let round_robin = is_round_robin(events.system);
    let start_edition = Edition::for_start_date(t.settings.start_date);
    let refused: Vec<Option<TiebreakRefusal>> = tiebreaks
        .iter()
        .map(|tb| tb.refusal(primary, round_robin, start_edition))
        .collect();
    // A refused tie-break's column stays empty and separates nobody.
    let columns: Vec<Vec<Option<i64>>> = tiebreaks
        .iter()
        .zip(&refused)
        .map(|(&tb, why)| match why {
            Some(_) => vec![None; all.len()],
            None => column(t, &all, tb, primary),
        })
        .collect();
    let index_of = |team: TeamId| all.iter().position(|s| s.team == team).unwrap_or(0);
    let most = match primary_score(primary) {
        Score::Match => events.match_scoring.win,
        Score::Game => Points(
            i32::try_from(events.boards)
                .unwrap_or(0)
                .saturating_mul(t.settings.scoring.win.0),
        ),
    };
    let mut teams: Vec<TeamId> = all.iter().map(|s| s.team).collect();
    teams.sort_by_key(|&team| std::cmp::Reverse(primary_total(&all, team, primary)));
    let mut groups: Vec<Vec<TeamId>> = group_by(&teams, |team| primary_total(&all, *team, primary));
    let mut de_values: Vec<Option<i64>> = vec![None; all.len()];
    for (k, tiebreak) in tiebreaks.iter().enumerate() {
        groups = groups
            .into_iter()
            .flat_map(|group| {
                if group.len() < 2 {
                    return vec![group];
                }
                if *tiebreak == TeamTiebreak::DirectEncounter {
                    let parts = direct_encounter::split(&all, &group, primary_score(primary), most);
                    for (place, part) in parts.iter().enumerate() {
                        for team in part {
                            // The place, in hundredths like every other value, so that
                            // each display prints place 1 as "1".
                            if let Some(slot) = de_values.get_mut(index_of(*team)) {
                                *slot = Some(i64::try_from(place + 1).unwrap_or(0) * 100);
                            }
                        }
                    }
                    return parts;
                }
                let value = |team: &TeamId| {
                    columns
                        .get(k)
                        .and_then(|c| c.get(index_of(*team)).copied().flatten())
                        .unwrap_or(0)
                };
                let mut sorted = group;
                sorted.sort_by_key(|team| std::cmp::Reverse(value(team)));
                group_by(&sorted, value)
            })
            .collect();
    }
    let mut rows = Vec::new();
    let mut place = 1u32;
    for group in groups {
        for team in &group {
            let i = index_of(*team);
            let values = tiebreaks
                .iter()
                .enumerate()
                .map(|(k, tb)| match tb {
                    TeamTiebreak::DirectEncounter => de_values.get(i).copied().flatten(),
                    _ => columns.get(k).and_then(|c| c.get(i).copied().flatten()),
                })
                .collect();
            let own = all.get(i);
            rows.push(TeamStandingRow {
                rank: place,
                team: *team,
                match_points: own.map_or(Points::ZERO, |s| s.match_points),
                game_points: own.map_or(Points::ZERO, |s| s.game_points),
                values,
            });
        }
        place += u32::try_from(group.len()).unwrap_or(0);
    }
    TeamStandings {
        after_round,
        primary,
        tiebreaks: tiebreaks.to_vec(),
        rows,
        refused: refused.into_iter().flatten().collect(),
    }
}

/// The primary score's total (the secondary one too for `GameThenMatch` and
/// `MatchThenGame` is a tie-break of the list, not part of the primary score).
fn primary_total(all: &[TeamScores], team: TeamId, primary: PrimaryScore) -> Points {
    all.iter()
        .find(|s| s.team == team)
        .map_or(Points::ZERO, |s| s.total(primary_score(primary)))
}

/// Consecutive teams with equal keys, grouped.
fn group_by<K: PartialEq>(teams: &[TeamId], key: impl Fn(&TeamId) -> K) -> Vec<Vec<TeamId>> {
    let mut out: Vec<Vec<TeamId>> = Vec::new();
    let mut last: Option<K> = None;
    for team in teams {
        let k = key(team);
        match out.last_mut() {
            Some(current) if last.as_ref() == Some(&k) => current.push(*team),
            _ => out.push(vec![*team]),
        }
        last = Some(k);
    }
    out
}

/// A value in hundredths as printed: "12", "12.5", "12.25".
pub fn format_hundredths(value: i64) -> String {
    let sign = if value < 0 { "-" } else { "" };
    let abs = value.unsigned_abs();
    let (whole, rest) = (abs / 100, abs % 100);
    match rest {
        0 => format!("{sign}{whole}"),
        r if r % 10 == 0 => format!("{sign}{whole}.{}", r / 10),
        r => format!("{sign}{whole}.{r:02}"),
    }
}

#[cfg(test)]
mod edition_tests;
#[cfg(test)]
mod tests;
