//! One norm for one player: every requirement of B.01 1.4 judged on the games counted.

use crate::domain::PlayerId;
use crate::exemption::ForeignField;
use crate::games::{CountedGame, PlayerGames};
use crate::requirement::Requirement;
use crate::tiebreak::rating_difference;
use crate::title::{NormTitle, is_titleholder};
use std::collections::BTreeMap;

/// B.01 1.4.6d: an unrated opponent (not raised to the floor) counts as rated 1400.
pub const UNRATED_OPPONENT: i64 = 1400;
/// B.01 1.4.1a: the minimum number of games.
pub const MINIMUM_GAMES: u32 = 9;
/// B.01 1.4.8b: the minimum score, in percent.
pub const MINIMUM_PERCENT: i64 = 35;
/// B.01 1.4.2a: FIDE's own "federation", which is none for the foreigner rules.
const FIDE_FEDERATION: &str = "FID";

/// The opponent whose rating 1.4.6c raised to the floor.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RaisedOpponent {
    pub round: u32,
    pub opponent: PlayerId,
    /// The rating before (`None` = unrated, counted 1400).
    pub rating: Option<u16>,
    pub floor: i64,
}

/// The check of one norm for one player.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NormCheck {
    pub title: NormTitle,
    /// Every requirement in the order of B.01 (1.4.1, 1.4.3/1.4.4, 1.4.5, 1.4.8).
    pub requirements: Vec<Requirement>,
    pub games: u32,
    /// The points scored in those games, in half points.
    pub score_halves: i64,
    /// 1.4.7: the rating average of the opponents, with the floor of 1.4.6.
    pub average: i64,
    pub raised: Option<RaisedOpponent>,
    /// 1.4.9: the score in whole percent, half up.
    pub percent: i64,
    /// 1.4.9: dp of that percentage.
    pub rating_difference: i64,
    /// 1.4.8: Rp = Ra + dp.
    pub performance: i64,
}

impl NormCheck {
    /// True when every requirement is met.
    pub fn is_met(&self) -> bool {
        self.requirements.iter().all(Requirement::is_met)
    }

    /// The requirements not met, in the order of B.01.
    pub fn failed(&self) -> impl Iterator<Item = &Requirement> {
        self.requirements.iter().filter(|r| !r.is_met())
    }
}

/// What the check needs besides the player's games.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Context {
    /// The rounds of the event (announced, or paired when more).
    pub rounds: u32,
    /// The player's federation, upper case.
    pub federation: String,
    /// 1.4.3d's counts (Swiss only).
    pub foreign_field: Option<ForeignField>,
}

/// Checks the norm `title` on `games`.
pub fn evaluate(title: NormTitle, games: &PlayerGames, context: &Context) -> NormCheck {
    let counted = &games.counted;
    let n = u32::try_from(counted.len()).unwrap_or(u32::MAX);
    let mut requirements = vec![games_requirement(n, games, context)];
    requirements.extend(federation_requirements(counted, context));
    requirements.extend(title_requirements(title, counted));
    let (average, raised) = rating_average(title, counted);
    let score_halves: i64 = counted.iter().map(|g| g.score_halves).sum();
    // 1.4.9: "All percentages are rounded to the nearest whole number. 0.5% is rounded up."
    let percent = half_up(score_halves * 50, i64::from(n));
    let difference = rating_difference(percent);
    // 1.4.8: Rp = Ra + dp, Ra already rounded (1.4.7b).
    let performance = average + difference;
    requirements.push(Requirement::Average {
        average,
        minimum: title.minimum_average(),
    });
    requirements.push(Requirement::Score {
        percent,
        minimum: MINIMUM_PERCENT,
    });
    requirements.push(Requirement::Performance {
        performance,
        minimum: title.minimum_performance(),
    });
    NormCheck {
        title,
        requirements,
        games: n,
        score_halves,
        average,
        raised,
        percent,
        rating_difference: difference,
        performance,
    }
}

/// `numerator / denominator` rounded to the nearest whole number, .5 up (1.4.7b, 1.4.9);
/// 0 for no games.
fn half_up(numerator: i64, denominator: i64) -> i64 {
    if denominator <= 0 {
        return 0;
    }
    (2 * numerator + denominator).div_euclid(2 * denominator)
}

/// A fraction of `n` rounded up (minimum numbers of opponents, 1.4.4 – 1.4.5).
fn at_least(n: u32, numerator: u32, denominator: u32) -> u32 {
    (n * numerator).div_ceil(denominator)
}

/// A fraction of `n` rounded down (maximum numbers of opponents, 1.4.4).
fn at_most(n: u32, numerator: u32, denominator: u32) -> u32 {
    n * numerator / denominator
}

/// 1.4.1a: 9 games; 1.4.1c: 8 are enough in a 9-round event when the ninth round was a
/// forfeit win or a pairing-allocated bye.
fn games_requirement(n: u32, games: &PlayerGames, context: &Context) -> Requirement {
    let by_exception = n + 1 == MINIMUM_GAMES
        && context.rounds == MINIMUM_GAMES
        && games.forfeit_wins_and_pairing_byes >= 1;
    Requirement::Games {
        counted: n,
        required: if by_exception { n } else { MINIMUM_GAMES },
        by_exception,
    }
}

/// 1.4.3 and 1.4.4, or the 1.4.3d exemption that waives both.
fn federation_requirements(counted: &[CountedGame], context: &Context) -> Vec<Requirement> {
    if let Some(field) = context.foreign_field.as_ref().filter(|f| f.exempts()) {
        return vec![Requirement::FederationsExempt {
            players: field.players,
            federations: field.federations,
            titled: field.titled,
        }];
    }
    let n = u32::try_from(counted.len()).unwrap_or(u32::MAX);
    // 1.4.2a: FID players are accepted but are no federation (not foreign, no group).
    let mut by_federation: BTreeMap<&str, u32> = BTreeMap::new();
    for game in counted {
        let code = game.federation.as_str();
        if !code.is_empty() && code != FIDE_FEDERATION {
            *by_federation.entry(code).or_default() += 1;
        }
    }
    let own = context.federation.as_str();
    let foreign = by_federation.keys().filter(|code| **code != own).count();
    let mut requirements = vec![
        // 1.4.3: at least two federations other than the applicant's.
        Requirement::ForeignFederations {
            found: u32::try_from(foreign).unwrap_or(u32::MAX),
            required: 2,
        },
        // 1.4.4: a maximum of 3/5 from the applicant's federation.
        Requirement::OwnFederation {
            count: by_federation.get(own).copied().unwrap_or(0),
            maximum: at_most(n, 3, 5),
        },
    ];
    // 1.4.4: a maximum of 2/3 from one federation (the largest group; the first code on
    // a tie).
    let largest =
        by_federation
            .iter()
            .fold(None::<(&str, u32)>, |best, (code, count)| match best {
                Some((_, most)) if most >= *count => best,
                _ => Some((code, *count)),
            });
    if let Some((federation, count)) = largest {
        requirements.push(Requirement::OneFederation {
            federation: federation.to_string(),
            count,
            maximum: at_most(n, 2, 3),
        });
    }
    requirements
}

/// 1.4.5a: half titleholders; 1.4.5b–e: a third, at least 3, with the norm's title.
fn title_requirements(title: NormTitle, counted: &[CountedGame]) -> [Requirement; 2] {
    let n = u32::try_from(counted.len()).unwrap_or(u32::MAX);
    let count = |keep: &dyn Fn(crate::domain::Title) -> bool| {
        let found = counted.iter().filter(|g| g.title.is_some_and(keep)).count();
        u32::try_from(found).unwrap_or(u32::MAX)
    };
    [
        Requirement::Titleholders {
            count: count(&is_titleholder),
            required: at_least(n, 1, 2),
        },
        Requirement::NormTitleholders {
            title,
            count: count(&|t| title.counts_opponent_title(t)),
            required: at_least(n, 1, 3).max(3),
        },
    ]
}

/// 1.4.6 – 1.4.7: the rating average, unrated opponents at 1400 (1.4.6d) and the lowest
/// rated opponent below the floor raised to it, one only (1.4.6c; on equal ratings the
/// earliest round's).
fn rating_average(title: NormTitle, counted: &[CountedGame]) -> (i64, Option<RaisedOpponent>) {
    let rating = |g: &CountedGame| g.rating.map_or(UNRATED_OPPONENT, i64::from);
    let mut sum: i64 = counted.iter().map(rating).sum();
    let lowest = counted
        .iter()
        .fold(None::<&CountedGame>, |low, g| match low {
            Some(l) if rating(l) <= rating(g) => Some(l),
            _ => Some(g),
        });
    let floor = title.rating_floor();
    let raised = lowest.filter(|g| rating(g) < floor).map(|g| {
        sum += floor - rating(g);
        RaisedOpponent {
            round: g.round,
            opponent: g.opponent,
            rating: g.rating,
            floor,
        }
    });
    let n = i64::try_from(counted.len()).unwrap_or(i64::MAX);
    (half_up(sum, n), raised)
}
