//! The reasons for a Dubov round, board by board (C.04.4.1): the scoregroup of each
//! board, the upfloaters, the shifts, S1 against T2, the colour rule, and the PAB.

use super::Outcome;
use super::colour::ColourRule;
use super::reason::DubovReason;
use crate::domain::{Colour, PlayerId, Tournament};
use crate::explanation::{
    BoardExplanation, ColourReason, PlayerRef, Preference, PreferenceStrength, Reason,
    RoundExplanation, ended_with_bye,
};
use crate::swiss::Strength;
use crate::{JobControl, PairingError, ProposedRound};

/// Explains round `round` of `t` (the tournament as it stood before it) and returns the
/// pairing too.
pub fn explain_round(
    t: &Tournament,
    round: u32,
    control: &JobControl,
) -> Result<(RoundExplanation, ProposedRound), PairingError> {
    let outcome = super::decide(t, round, control)?;
    let proposed = super::proposed_of(&outcome);
    let p = &outcome.players;
    let who = |v: usize| player_ref(t, p[v].id, p[v].tpn);
    let mut boards = Vec::new();
    for (index, &(w, b, rule)) in outcome.boards.iter().enumerate() {
        let mut reasons = Vec::new();
        if let Some(bracket) = outcome
            .brackets
            .iter()
            .find(|br| br.pairing.pairs.iter().any(|&(x, y)| x == w || y == w))
        {
            reasons.push(Reason::system(DubovReason::Board {
                board: index + 1,
                score: bracket.score,
                residents: bracket.residents.len(),
                upfloaters: bracket.upfloaters.len(),
            }));
            for &v in [w, b].iter().filter(|v| bracket.upfloaters.contains(v)) {
                reasons.push(Reason::system(DubovReason::Upfloated {
                    player: who(v),
                    score: p[v].score,
                    bracket: bracket.score,
                }));
            }
            if bracket.pairing.by_halves {
                reasons.push(Reason::system(DubovReason::ByHalves));
            }
            for &v in [w, b]
                .iter()
                .filter(|v| bracket.pairing.shifted.contains(v))
            {
                reasons.push(Reason::system(DubovReason::Shifted { player: who(v) }));
            }
            if let Some((position, &(s, o))) = bracket
                .pairing
                .pairs
                .iter()
                .enumerate()
                .find(|(_, (x, y))| *x == w || *y == w)
            {
                reasons.push(Reason::system(DubovReason::FirstOfG2 {
                    player: who(s),
                    aro: p[s].aro,
                    position: position + 1,
                    opponent: who(o),
                }));
            }
        }
        reasons.extend(colour_reasons(&outcome, w, b, rule, &who));
        boards.push(BoardExplanation {
            white: p[w].id,
            black: Some(p[b].id),
            reasons,
        });
    }
    let summary = vec![Reason::system(DubovReason::Round {
        round,
        players: p.len(),
        scoregroups: outcome.brackets.len(),
    })];
    let pab = outcome.bye.map(|v| {
        let reason = DubovReason::Bye {
            player: who(v),
            score: p[v].score,
            games: p[v].played_games,
        };
        (p[v].id, Reason::system(reason))
    });
    let explanation = ended_with_bye(t, round, summary, boards, pab, |id| {
        p.iter().any(|e| e.id == id)
    });
    Ok((explanation, proposed))
}

fn colour_reasons(
    outcome: &Outcome,
    w: usize,
    b: usize,
    rule: ColourRule,
    who: &dyn Fn(usize) -> PlayerRef,
) -> Vec<Reason> {
    let p = &outcome.players;
    let preference = |v: usize| Preference {
        player: who(v),
        colour: Some(p[v].colour_pref),
        strength: strength_of(p[v].strength),
    };
    let higher = if p[w].ranks_above(&p[b]) { w } else { b };
    let colour_of = |v: usize| if v == w { Colour::White } else { Colour::Black };
    let decided = match rule {
        ColourRule::InitialColour => DubovReason::InitialColour {
            higher: who(higher),
            colour: colour_of(higher),
        },
        ColourRule::BothPreferences => DubovReason::BothPreferences,
        ColourRule::StrongerPreference => {
            let stronger = if p[w].strength > p[b].strength { w } else { b };
            DubovReason::StrongerPreference {
                player: who(stronger),
                colour: colour_of(stronger),
            }
        }
        ColourRule::Alternation { games_back } => DubovReason::Alternation {
            player: who(w),
            colour: Colour::White,
            games_back,
        },
        ColourRule::HigherRanked => DubovReason::HigherRanked {
            player: who(higher),
            colour: colour_of(higher),
        },
    };
    let mut reasons = Vec::new();
    if rule != ColourRule::InitialColour {
        reasons.push(Reason::Colour(ColourReason::ColourPreferences {
            white: preference(w),
            black: preference(b),
        }));
    }
    reasons.push(Reason::system(decided));
    reasons
}

fn player_ref(t: &Tournament, id: PlayerId, tpn: u32) -> PlayerRef {
    PlayerRef {
        name: t.player(id).map_or("", |p| p.name.trim()).to_string(),
        number: tpn,
    }
}

fn strength_of(s: Strength) -> PreferenceStrength {
    match s {
        Strength::Absolute => PreferenceStrength::Absolute,
        Strength::Strong => PreferenceStrength::Strong,
        Strength::Mild => PreferenceStrength::Mild,
        Strength::None => PreferenceStrength::None,
    }
}
