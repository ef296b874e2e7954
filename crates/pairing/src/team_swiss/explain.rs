//! The reasons for a Team Swiss round (C.04.6), match by match: its bracket and
//! upfloaters (3.5–3.6), the rule of Article 4 that gave White on board 1, and the bye.

use super::reason::TeamSwissReason;
use super::{TeamPairing, TeamRound};

/// The reasons of one match: (White's TPN, Black's TPN, the reasons).
pub type MatchReasons = (u32, u32, Vec<TeamSwissReason>);

/// The round's summary (how it is paired, the bye) and each match's reasons, in board
/// order.
pub fn explain(
    round: &TeamRound,
    pairing: &TeamPairing,
) -> (Vec<TeamSwissReason>, Vec<MatchReasons>) {
    let teams = &round.teams;
    let tpn = |v: usize| teams.get(v).map_or(0, |t| t.tpn);
    let score = |v: usize| {
        teams
            .get(v)
            .map(|t| t.score(round.primary))
            .unwrap_or_default()
    };
    let mut summary = vec![TeamSwissReason::Round {
        round: round.round,
        teams: teams.len(),
    }];
    if let Some(v) = pairing.bye {
        summary.push(TeamSwissReason::Bye {
            team: tpn(v),
            score: score(v),
            matches: teams.get(v).map_or(0, |t| t.matches_played),
        });
    }
    let matches = pairing
        .matches
        .iter()
        .enumerate()
        .map(|(index, m)| {
            let mut reasons = Vec::new();
            if let Some(b) = pairing.brackets.get(m.bracket) {
                reasons.push(TeamSwissReason::Bracket(b.facts(index + 1)));
                for v in b.floated_up(m.white, m.black) {
                    reasons.push(TeamSwissReason::Upfloater {
                        team: tpn(v),
                        from: score(v),
                        to: b.score,
                    });
                }
            }
            reasons.push(TeamSwissReason::Colour {
                white: tpn(m.white),
                rule: m.rule,
            });
            (tpn(m.white), tpn(m.black), reasons)
        })
        .collect();
    (summary, matches)
}
