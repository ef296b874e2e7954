//! Colour preferences (C.04.6 1.7) and colour allocation (Article 4): who has White on
//! board 1 of each match (the "first-named" team). No colour rule is absolute; the
//! preferences only weigh in the bracket criteria [C8] and [C9] and in 4.3.

use super::input::{PreferenceType, PrimaryScore, TeamEntrant};
use crate::domain::Colour;

/// How strongly a team wants a colour (1.7).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Strength {
    /// Type A's only kind (1.7.1), Type B's strong one (1.7.2).
    Strong,
    /// Type B only.
    Mild,
}

/// A team's colour preference, if any.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Preference {
    pub colour: Colour,
    pub strength: Strength,
}

/// 1.7: the team's preference under `kind`; `last_round` when the last round is paired.
pub fn preference(
    team: &TeamEntrant,
    kind: PreferenceType,
    last_round: bool,
) -> Option<Preference> {
    if kind == PreferenceType::None || team.colours.is_empty() {
        return None;
    }
    let cd = team.colour_difference();
    let last_two =
        |c: Colour| team.colours.len() >= 2 && team.colours.iter().rev().take(2).all(|x| *x == c);
    let strong = |colour| {
        Some(Preference {
            colour,
            strength: Strength::Strong,
        })
    };
    // 1.7.1 (and 1.7.2's strong kind): beyond ±1, or two the same at 0 / ±1 towards it.
    if cd < -1 || ((cd == 0 || cd == -1) && last_two(Colour::Black)) {
        return strong(Colour::White);
    }
    if cd > 1 || ((cd == 0 || cd == 1) && last_two(Colour::White)) {
        return strong(Colour::Black);
    }
    if kind == PreferenceType::TypeA {
        return None;
    }
    let mild = |colour| {
        Some(Preference {
            colour,
            strength: Strength::Mild,
        })
    };
    // 1.7.2 mild: CD ±1, or CD 0 and not the last round, alternating from the last match.
    match (cd, team.colours.last()) {
        (-1, _) => mild(Colour::White),
        (1, _) => mild(Colour::Black),
        (0, Some(&last)) if !last_round => mild(last.opposite()),
        _ => None,
    }
}

/// The rule of 4.3 that decided a match's colours.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ColourRule {
    /// 4.3.1: neither team has played; the first-team's TPN parity and the drawn colour.
    InitialColour,
    /// 4.3.2: only one team has a preference.
    OnlyPreference,
    /// 4.3.3: opposite preferences.
    OppositePreferences,
    /// 4.3.4 (Type B): only one strong preference.
    OnlyStrong,
    /// 4.3.5: White to the lower colour difference.
    LowerDifference,
    /// 4.3.6: alternation from the most recent match in which they differed.
    MostRecentDifference,
    /// 4.3.7: the first-team's preference.
    FirstTeamPreference,
    /// 4.3.8: the first-team alternates from its last match.
    AlternateFirstTeam,
    /// 4.3.9: the other team alternates from its last match.
    AlternateOtherTeam,
}

/// The settings 4.2–4.3 read.
#[derive(Debug, Clone, Copy)]
pub struct Rules {
    pub primary: PrimaryScore,
    pub secondary_for_colours: bool,
    pub preferences: PreferenceType,
    pub last_round: bool,
    pub initial: Colour,
}

/// 4.2: `a` is the first-team against `b`: higher primary score, then higher secondary
/// score (when used), then smaller TPN.
pub fn is_first_team(a: &TeamEntrant, b: &TeamEntrant, rules: &Rules) -> bool {
    let secondary = |t: &TeamEntrant| {
        if rules.secondary_for_colours {
            Some(t.secondary(rules.primary))
        } else {
            None
        }
    };
    let key = |t: &TeamEntrant| {
        (
            t.score(rules.primary),
            secondary(t),
            std::cmp::Reverse(t.tpn),
        )
    };
    key(a) > key(b)
}

/// Article 4 for one pair: (White on board 1, Black on board 1, the rule).
pub fn allocate<'t>(
    a: &'t TeamEntrant,
    b: &'t TeamEntrant,
    rules: &Rules,
) -> (&'t TeamEntrant, &'t TeamEntrant, ColourRule) {
    let (first, other) = if is_first_team(a, b, rules) {
        (a, b)
    } else {
        (b, a)
    };
    let (colour, rule) = first_team_colour(first, other, rules);
    match colour {
        Colour::White => (first, other, rule),
        Colour::Black => (other, first, rule),
    }
}

/// The first-team's colour on board 1, and the rule (4.3.1–4.3.9 in order).
fn first_team_colour(
    first: &TeamEntrant,
    other: &TeamEntrant,
    rules: &Rules,
) -> (Colour, ColourRule) {
    // 4.3.1: both have yet to play a match.
    if first.colours.is_empty() && other.colours.is_empty() {
        let colour = if first.tpn % 2 == 1 {
            rules.initial
        } else {
            rules.initial.opposite()
        };
        return (colour, ColourRule::InitialColour);
    }
    let pf = preference(first, rules.preferences, rules.last_round);
    let po = preference(other, rules.preferences, rules.last_round);
    match (pf, po) {
        // 4.3.2: only one has a preference.
        (Some(p), None) => return (p.colour, ColourRule::OnlyPreference),
        (None, Some(p)) => return (p.colour.opposite(), ColourRule::OnlyPreference),
        // 4.3.3: opposite preferences.
        (Some(p), Some(q)) if p.colour != q.colour => {
            return (p.colour, ColourRule::OppositePreferences);
        }
        // 4.3.4 (Type B): only one strong preference.
        (Some(p), Some(q)) if p.strength != q.strength => {
            let colour = if p.strength == Strength::Strong {
                p.colour
            } else {
                q.colour.opposite()
            };
            return (colour, ColourRule::OnlyStrong);
        }
        _ => {}
    }
    // 4.3.5: White to the lower colour difference.
    let (cf, co) = (first.colour_difference(), other.colour_difference());
    if cf != co {
        let colour = if cf < co {
            Colour::White
        } else {
            Colour::Black
        };
        return (colour, ColourRule::LowerDifference);
    }
    // 4.3.6: the most recent match in which one had White and the other Black (the
    // played histories read from their ends, C.04.2 3.4).
    let differing = first
        .colours
        .iter()
        .rev()
        .zip(other.colours.iter().rev())
        .find(|(f, o)| f != o);
    if let Some((&f, _)) = differing {
        return (f.opposite(), ColourRule::MostRecentDifference);
    }
    // 4.3.7: the first-team's preference.
    if let Some(p) = pf {
        return (p.colour, ColourRule::FirstTeamPreference);
    }
    // 4.3.8, 4.3.9: alternation from the last played match.
    if let Some(&last) = first.colours.last() {
        return (last.opposite(), ColourRule::AlternateFirstTeam);
    }
    let last = other.colours.last().copied().unwrap_or(rules.initial);
    (last, ColourRule::AlternateOtherTeam)
}
