//! Where in a `.ron` document a broken invariant is (issue 18 item 8): the path of the
//! field as the file spells it, with items counted from 1 as a person counts them
//! (`rounds #3 > boards #2 > black`), so the arbiter, or whoever repairs the file, finds
//! it. Worked out from the tournament read and the error's facts; `None` when the fact
//! cannot be found again (it always can for errors `Tournament::validate` gives).

use crate::domain::{PlayerId, RoundUse, Tournament, TournamentError};

/// The field of `t` that breaks the invariant of `error`.
pub fn place_of(t: &Tournament, error: &TournamentError) -> Option<String> {
    match error {
        TournamentError::UnknownPlayer(p) => unknown_player(t, *p),
        TournamentError::PlayerTwiceInRound { round, .. } => Some(format!("rounds #{round}")),
        TournamentError::SelfPairing { round, player } => {
            let boards = &t.round(*round)?.boards;
            let board = boards
                .iter()
                .position(|b| b.white == *player && b.black == *player)?;
            Some(format!("rounds #{round} > boards #{}", board + 1))
        }
        TournamentError::RoundNumber { expected, .. } => {
            Some(format!("rounds #{expected} > number"))
        }
        TournamentError::DuplicateId(id) => {
            let second = t
                .players
                .iter()
                .enumerate()
                .filter(|(_, p)| p.id == *id)
                .nth(1)?
                .0;
            Some(format!("players #{} > id", second + 1))
        }
        TournamentError::DuplicatePairingNumber(n) => {
            let second = t
                .players
                .iter()
                .enumerate()
                .filter(|(_, p)| p.pairing_number == *n)
                .nth(1)?
                .0;
            Some(format!("players #{} > pairing_number", second + 1))
        }
        TournamentError::ForbiddenAgainstSelf(p) => {
            let index = t
                .forbidden_pairs
                .iter()
                .position(|&(a, b)| a == *p && b == *p)?;
            Some(format!("forbidden_pairs #{}", index + 1))
        }
        TournamentError::TooManyRounds(_) => Some("settings > rounds".to_owned()),
        TournamentError::RoundOutOfRange {
            what,
            player,
            round,
            ..
        } => round_out_of_range(t, *what, *player, *round),
        TournamentError::Team(_) => Some("team_event".to_owned()),
    }
}

/// The first place naming a player who is not in `players`.
fn unknown_player(t: &Tournament, p: PlayerId) -> Option<String> {
    for round in &t.rounds {
        let number = round.number;
        for (index, board) in round.boards.iter().enumerate() {
            for (side, id) in [("white", board.white), ("black", board.black)] {
                if id == p {
                    return Some(format!("rounds #{number} > boards #{} > {side}", index + 1));
                }
            }
        }
        if let Some(index) = round.byes.iter().position(|b| b.player == p) {
            return Some(format!("rounds #{number} > byes #{} > player", index + 1));
        }
    }
    if let Some(index) = t
        .forbidden_pairs
        .iter()
        .position(|&(a, b)| a == p || b == p)
    {
        return Some(format!("forbidden_pairs #{}", index + 1));
    }
    if t.virtual_points.contains_key(&p) {
        return Some(format!("virtual_points > {}", p.0));
    }
    let index = t.score_adjustments.iter().position(|a| a.player == p)?;
    Some(format!("score_adjustments #{} > player", index + 1))
}

fn round_out_of_range(t: &Tournament, what: RoundUse, p: PlayerId, round: u32) -> Option<String> {
    let player = || {
        t.players
            .iter()
            .position(|q| q.id == p)
            .map(|index| format!("players #{}", index + 1))
    };
    match what {
        RoundUse::VirtualPoints => Some(format!("virtual_points > {} > {round}", p.0)),
        RoundUse::RequestedBye => Some(format!("{} > requested_byes > {round}", player()?)),
        RoundUse::FirstRound => Some(format!("{} > first_round", player()?)),
        RoundUse::Withdrawal => Some(format!("{} > withdrawn_from", player()?)),
        RoundUse::ScoreAdjustment => {
            let index = t
                .score_adjustments
                .iter()
                .position(|a| a.player == p && a.round == round)?;
            Some(format!("score_adjustments #{} > round", index + 1))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::{Board, GameResult, Player, Points, Round};

    fn two_players() -> Tournament {
        let mut t = Tournament::default();
        for name in ["A", "B"] {
            t.add_player(Player {
                name: name.into(),
                ..Player::default()
            });
        }
        t
    }

    #[test]
    fn each_error_is_placed() {
        let mut t = two_players();
        t.rounds.push(Round {
            number: 1,
            boards: vec![
                Board {
                    white: PlayerId(1),
                    black: PlayerId(2),
                    result: GameResult::Pending,
                    second_game: None,
                },
                Board {
                    white: PlayerId(2),
                    black: PlayerId(99),
                    result: GameResult::Pending,
                    second_game: None,
                },
            ],
            byes: Vec::new(),
        });
        assert_eq!(
            place_of(&t, &TournamentError::UnknownPlayer(PlayerId(99))).as_deref(),
            Some("rounds #1 > boards #2 > black")
        );
        t.virtual_points
            .entry(PlayerId(2))
            .or_default()
            .insert(4_294_967_295, Points(10));
        assert_eq!(
            place_of(
                &t,
                &TournamentError::RoundOutOfRange {
                    what: RoundUse::VirtualPoints,
                    player: PlayerId(2),
                    round: 4_294_967_295,
                    limit: 5
                }
            )
            .as_deref(),
            Some("virtual_points > 2 > 4294967295")
        );
        t.players[1].id = PlayerId(1);
        assert_eq!(
            place_of(&t, &TournamentError::DuplicateId(PlayerId(1))).as_deref(),
            Some("players #2 > id")
        );
        t.forbidden_pairs.push((PlayerId(2), PlayerId(2)));
        assert_eq!(
            place_of(&t, &TournamentError::ForbiddenAgainstSelf(PlayerId(2))).as_deref(),
            Some("forbidden_pairs #1")
        );
    }
}
