//! One norm for one player: every requirement of B.01 1.4 judged on the games counted.

use crate::domain::{NormEvent, PlayerId};
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
/// B.01 1.7: "Norms from events longer than 13 rounds count only as 13 games".
pub const MOST_GAMES_COUNTED: u32 = 13;
/// B.01 1.4.5 (double round robin): the least number of players.
pub const DOUBLE_ROUND_ROBIN_PLAYERS: u32 = 6;
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
    /// For a norm met: how many games it counts for in a title application (1.4.1c,
    /// 1.4.1d, 1.7).
    pub norm_games: Option<NormGames>,
}

/// The games an achieved norm counts for (B.01 1.4.1d: "each full point above the norm
/// requirement counts as one extra game"; 1.7: "norms from events longer than 13 rounds
/// count only as 13 games").
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct NormGames {
    /// The games the norm was made in (9 for 8 played under 1.4.1c).
    pub games: u32,
    /// The least score, in half points, with which these games give the norm (the
    /// performance of 1.4.8 and the 35% of 1.4.8b, with the same opponents).
    pub required_halves: i64,
    /// 1.4.1d: the whole points scored above it.
    pub extra: u32,
    /// 1.7: the event has more than 13 rounds and the total was limited to 13.
    pub limited: bool,
    /// What the norm counts for: games + extra, at most 13 in an event of more than 13
    /// rounds.
    pub total: u32,
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
    /// 1.4.3a–c: the exemption the event declares, when it applies to this player.
    pub event_exemption: Option<NormEvent>,
    /// 1.4.5: in a double round robin, the number of players of the event.
    pub double_round_robin_players: Option<u32>,
}

/// Checks the norm `title` on `games`.
pub fn evaluate(title: NormTitle, games: &PlayerGames, context: &Context) -> NormCheck {
    let counted = &games.counted;
    let n = u32::try_from(counted.len()).unwrap_or(u32::MAX);
    let mut requirements = vec![games_requirement(n, games, context)];
    requirements.extend(federation_requirements(counted, context));
    requirements.extend(title_requirements(title, counted, context));
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
    let mut check = NormCheck {
        title,
        requirements,
        games: n,
        score_halves,
        average,
        raised,
        percent,
        rating_difference: difference,
        performance,
        norm_games: None,
    };
    if check.is_met() {
        check.norm_games = norm_games(&check, context);
    }
    check
}

/// B.01 1.4.1c, 1.4.1d and 1.7 for a norm met: the games it counts for.
fn norm_games(check: &NormCheck, context: &Context) -> Option<NormGames> {
    let n = i64::from(check.games);
    // 1.4.1d: the least score that still gives the norm with the same opponents.
    let required_halves = (0..=2 * n).find(|&halves| {
        let percent = half_up(halves * 50, n);
        percent >= MINIMUM_PERCENT
            && check.average + rating_difference(percent) >= check.title.minimum_performance()
    })?;
    let extra = u32::try_from((check.score_halves - required_halves).max(0) / 2).ok()?;
    // 1.4.1c: 8 games played count as a 9-game norm.
    let by_exception = check.requirements.iter().any(|r| {
        matches!(
            r,
            Requirement::Games {
                by_exception: true,
                ..
            }
        )
    });
    let games = if by_exception {
        check.games.max(MINIMUM_GAMES)
    } else {
        check.games
    };
    let unlimited = games + extra;
    // 1.7: more than 13 rounds: 13 games at most.
    let limited = context.rounds > MOST_GAMES_COUNTED && unlimited > MOST_GAMES_COUNTED;
    Some(NormGames {
        games,
        required_halves,
        extra,
        limited,
        total: if limited {
            MOST_GAMES_COUNTED
        } else {
            unlimited
        },
    })
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

/// 1.4.3 and 1.4.4, or an exemption of 1.4.3a–d that waives both ("the normal
/// foreigner requirement", 1.4.3e).
fn federation_requirements(counted: &[CountedGame], context: &Context) -> Vec<Requirement> {
    if let Some(event) = context.event_exemption {
        return vec![Requirement::FederationsExemptByEvent { event }];
    }
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

/// 1.4.5a: half titleholders; 1.4.5b–e: a third, at least 3, with the norm's title. In
/// a double round robin (1.4.5): at least 6 players, and the players with the norm's
/// title at least half the opponents, rounded up, counted by player.
fn title_requirements(
    title: NormTitle,
    counted: &[CountedGame],
    context: &Context,
) -> Vec<Requirement> {
    let n = u32::try_from(counted.len()).unwrap_or(u32::MAX);
    let count = |keep: &dyn Fn(crate::domain::Title) -> bool| {
        let found = counted.iter().filter(|g| g.title.is_some_and(keep)).count();
        u32::try_from(found).unwrap_or(u32::MAX)
    };
    let mut requirements = vec![Requirement::Titleholders {
        count: count(&is_titleholder),
        required: at_least(n, 1, 2),
    }];
    match context.double_round_robin_players {
        Some(players) => {
            let mut opponents: BTreeMap<PlayerId, bool> = BTreeMap::new();
            for game in counted {
                let titled = game.title.is_some_and(|t| title.counts_opponent_title(t));
                *opponents.entry(game.opponent).or_default() |= titled;
            }
            let distinct = u32::try_from(opponents.len()).unwrap_or(u32::MAX);
            let titled = opponents.values().filter(|t| **t).count();
            requirements.push(Requirement::DoubleRoundRobinPlayers {
                players,
                minimum: DOUBLE_ROUND_ROBIN_PLAYERS,
            });
            requirements.push(Requirement::NormTitleholdersByPlayer {
                title,
                count: u32::try_from(titled).unwrap_or(u32::MAX),
                required: at_least(distinct, 1, 2),
            });
        }
        None => requirements.push(Requirement::NormTitleholders {
            title,
            count: count(&|t| title.counts_opponent_title(t)),
            required: at_least(n, 1, 3).max(3),
        }),
    }
    requirements
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
