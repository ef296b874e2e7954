//! The reasons for a Double-Swiss round, match by match (C.04.5): the bracket of each
//! match (its score, residents and upfloaters, 3.5–3.6), the upfloaters with the score
//! they came from, how the set met [C6] and [C7], who has White in the first game and by
//! which rule of Article 4, and the bye (3.4).

use super::reason::DoubleSwissReason;
use super::{MatchRecord, Outcome};
use crate::domain::{PlayerId, Tournament};
use crate::explanation::{BoardExplanation, PlayerRef, Reason, RoundExplanation, ended_with_bye};
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
    let boards: Vec<BoardExplanation> = outcome
        .matches
        .iter()
        .enumerate()
        .map(|(index, m)| BoardExplanation {
            white: p[m.white].id,
            black: Some(p[m.black].id),
            reasons: match_reasons(&outcome, index, m, &who),
        })
        .collect();
    let summary = vec![Reason::system(DoubleSwissReason::Round {
        round,
        players: p.len(),
    })];
    let pab = outcome.bye.map(|v| {
        let reason = DoubleSwissReason::Bye {
            player: who(v),
            score: p[v].score,
            matches: p[v].matches_played,
        };
        (p[v].id, Reason::system(reason))
    });
    let explanation = ended_with_bye(t, round, summary, boards, pab, |id| {
        p.iter().any(|e| e.id == id)
    });
    Ok((explanation, proposed))
}

/// The reasons of one match: its bracket, its upfloaters, the bracket's [C6] and [C7],
/// its colours.
fn match_reasons(
    outcome: &Outcome,
    index: usize,
    m: &MatchRecord,
    who: &dyn Fn(usize) -> PlayerRef,
) -> Vec<Reason> {
    let p = &outcome.players;
    let mut reasons = Vec::new();
    if let Some(b) = outcome.brackets.get(m.bracket) {
        reasons.push(Reason::system(DoubleSwissReason::Bracket(
            b.facts(index + 1),
        )));
        let floated_up = b.floated_up(m.white, m.black);
        for &v in &floated_up {
            reasons.push(Reason::system(DoubleSwissReason::Upfloater {
                player: who(v),
                from: p[v].score,
                to: b.score,
            }));
        }
        let has_upfloater = !floated_up.is_empty();
        if has_upfloater && !b.following_pairable {
            reasons.push(Reason::system(DoubleSwissReason::FollowingNotPairable {
                score: b.score,
            }));
        }
        if has_upfloater && b.floated_again > 0 {
            reasons.push(Reason::system(DoubleSwissReason::FloatedAgain {
                score: b.score,
                count: b.floated_again,
            }));
        }
    }
    reasons.push(Reason::system(DoubleSwissReason::Colour {
        white: who(m.white),
        rule: m.rule,
    }));
    reasons
}

fn player_ref(t: &Tournament, id: PlayerId, tpn: u32) -> PlayerRef {
    PlayerRef {
        name: t.player(id).map_or("", |p| p.name.trim()).to_string(),
        number: tpn,
    }
}
