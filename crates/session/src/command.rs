//! Every change to a tournament is a [`Command`]; [`super::Session::apply`] is the only place
//! that carries one out.

use crate::domain::{
    ByeKind, GameResult, PairingSystem, Player, PlayerId, Round, RoundEdit, TournamentSettings,
};

#[derive(Debug, Clone, PartialEq)]
pub enum Command {
    /// Replace the settings (Tournament → Settings…).
    /// Boxed: the settings are by far the largest command (and the window's actions
    /// carry commands).
    UpdateSettings(Box<TournamentSettings>),
    /// Register a player; the id in the given player is ignored and a fresh one assigned.
    AddPlayer(Player),
    /// Register several players as one step (an entry list, see
    /// [`super::entry_list`]), each as [`Command::AddPlayer`] does, in order; refused
    /// as a whole when one is refused, or when there is none.
    AddPlayers(Vec<Player>),
    /// Replace a player's data (matched by id).
    UpdatePlayer(Player),
    /// Remove a player who has not been paired yet.
    RemovePlayer(PlayerId),
    /// The player is not paired from `from_round` on (C.04.2 3.2).
    WithdrawPlayer { player: PlayerId, from_round: u32 },
    /// Undo a withdrawal.
    ReinstatePlayer(PlayerId),
    /// Set (Some) or clear (None) a requested bye for a future round (C.04.2 3.3).
    SetRequestedBye {
        player: PlayerId,
        round: u32,
        bye: Option<ByeKind>,
    },
    /// Swiss: pairing numbers by C.04.2 art. 2.2 (rating, title, name).
    AssignPairingNumbersByRating,
    /// Round robin: pairing numbers by drawing of lots with this seed; `restricted` uses
    /// the Varma tables (C.05 Annex 2) to keep players of one federation apart.
    DrawLots { seed: u64, restricted: bool },
    /// Set pairing numbers by hand (player, number) for every player.
    SetPairingNumbers(Vec<(PlayerId, u32)>),
    /// Add the next round (the accepted output of a pairing engine or a hand pairing).
    AddRound(Round),
    /// Delete the last round (un-pair it), with its results.
    DeleteLastRound,
    /// Enter or change a result.
    SetResult {
        round: u32,
        board: usize,
        result: GameResult,
    },
    /// Enter or change the second game of a Double-Swiss match (C.04.5), in its own
    /// colours (its White is the board's Black).
    SetSecondGame {
        round: u32,
        board: usize,
        result: GameResult,
    },
    /// Record a single game scored unusually (½-0, 0-½, 0-0) on board `board` of the
    /// last round paired, on its second game when `second_game` (see
    /// [`super::unusual_score`]).
    SetUnusualScore {
        round: u32,
        board: usize,
        second_game: bool,
        score: crate::domain::UnusualScore,
    },
    /// Forbid (true) or allow again (false) a pairing between two players.
    SetForbiddenPair {
        a: PlayerId,
        b: PlayerId,
        forbidden: bool,
    },
    /// Correct the pairing system an imported TRF file was read as (the file had no
    /// `192` record: the reader assumed one, File → Import TRF… says which and why).
    /// Allowed with rounds paired, unlike [`Command::UpdateSettings`]: nothing was
    /// announced by the file, the recorded rounds stay as they are, and the tie-break
    /// rules and the next pairings follow the system given.
    CorrectImportedSystem(PairingSystem),
    /// Accept a paired round as one step: first the pairing numbers the engine paired
    /// with (given once, on the pairing worker's copy), then the round (see
    /// [`super::pairing_round`]).
    PairRound { numbers: GivenNumbers, round: Round },
    /// Set the ratings of several players at once (the update from the rating list, see
    /// [`super::rating_list`]): one undo step.
    UpdateRatings(Vec<(PlayerId, Option<u16>)>),
    /// The arbiter changes a recorded round by hand (C.04.2), with an audit entry (see
    /// [`super::round_edit`]). After the round's first result only when `confirmed`.
    EditRound(Box<ManualEdit>),
    /// The last round deleted and paired again, as one step, with an audit entry.
    RepairLastRound(Box<Repairing>),
    /// A result entered by the arbiter with the window's clock: a change in a round
    /// before the last one paired is recorded in the audit trail and flags the rounds
    /// paired since (see [`super::result_correction`]).
    CorrectResult(Box<ResultCorrection>),
    /// A change to the team layer of a team event (issue 39, see [`super::team`]).
    Team(super::team::TeamCommand),
}

/// A result set on board `board` (0-based, as [`Command::SetResult`]) of round `round`.
#[derive(Debug, Clone, PartialEq)]
pub struct ResultCorrection {
    pub round: u32,
    pub board: usize,
    pub result: GameResult,
    pub time: chrono::NaiveDateTime,
    /// The second game of a Double-Swiss match (C.04.5), `result` in its own colours.
    pub second_game: bool,
}

/// A hand edit of round `round`, with the arbiter's reason and the window's clock.
#[derive(Debug, Clone, PartialEq)]
pub struct ManualEdit {
    pub round: u32,
    pub edit: RoundEdit,
    pub reason: String,
    pub time: chrono::NaiveDateTime,
    /// The arbiter confirmed an edit of a round with results.
    pub confirmed: bool,
}

/// The last round replaced by a new pairing of it.
#[derive(Debug, Clone, PartialEq)]
pub struct Repairing {
    pub round: Round,
    /// The pairing numbers the new pairing was made with (a late entry is numbered as
    /// when pairing, C.04.2 art. 2.4).
    pub numbers: GivenNumbers,
    pub reason: String,
    pub time: chrono::NaiveDateTime,
    /// The arbiter confirmed the replacement of a round with results.
    pub confirmed: bool,
}

impl Command {
    /// The command's name without its data, for the crash report (issue 18 item 10).
    pub fn kind(&self) -> &'static str {
        match self {
            Command::UpdateSettings(_) => "UpdateSettings",
            Command::AddPlayer(_) => "AddPlayer",
            Command::AddPlayers(_) => "AddPlayers",
            Command::UpdatePlayer(_) => "UpdatePlayer",
            Command::RemovePlayer(_) => "RemovePlayer",
            Command::WithdrawPlayer { .. } => "WithdrawPlayer",
            Command::ReinstatePlayer(_) => "ReinstatePlayer",
            Command::SetRequestedBye { .. } => "SetRequestedBye",
            Command::AssignPairingNumbersByRating => "AssignPairingNumbersByRating",
            Command::DrawLots { .. } => "DrawLots",
            Command::SetPairingNumbers(_) => "SetPairingNumbers",
            Command::AddRound(_) => "AddRound",
            Command::DeleteLastRound => "DeleteLastRound",
            Command::SetResult { .. } => "SetResult",
            Command::SetSecondGame { .. } => "SetSecondGame",
            Command::SetUnusualScore { .. } => "SetUnusualScore",
            Command::SetForbiddenPair { .. } => "SetForbiddenPair",
            Command::CorrectImportedSystem(_) => "CorrectImportedSystem",
            Command::PairRound { .. } => "PairRound",
            Command::UpdateRatings(_) => "UpdateRatings",
            Command::EditRound(_) => "EditRound",
            Command::RepairLastRound(_) => "RepairLastRound",
            Command::CorrectResult(_) => "CorrectResult",
            Command::Team(command) => command.kind(),
        }
    }
}

/// How the pairing numbers were given when a round was prepared for pairing.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Numbering {
    /// The numbers the players had.
    Kept,
    /// Round robin: lots drawn automatically with this seed (C.05 Annex 1).
    LotsDrawn { seed: u64 },
    /// Swiss: numbers by the initial order, late entries inserted (C.04.2 art. 2.2-2.4).
    ByRating,
}

impl Numbering {
    /// The command that gives the numbers; `None` when they are kept.
    fn command(self) -> Option<Command> {
        match self {
            Numbering::Kept => None,
            Numbering::LotsDrawn { seed } => Some(Command::DrawLots {
                seed,
                restricted: false,
            }),
            Numbering::ByRating => Some(Command::AssignPairingNumbersByRating),
        }
    }

    /// Gives the numbers in `t` (the pairing worker's copy, or a scratch copy for a round
    /// paired by hand) and says which numbers were given, to be recorded as they are
    /// when the round is accepted: the numbering is carried out once.
    pub(super) fn give(self, t: &mut Tournament) -> Result<GivenNumbers, SessionError> {
        let Some(command) = self.command() else {
            return Ok(GivenNumbers::default());
        };
        execute(t, command)?;
        Ok(GivenNumbers {
            numbers: t.players.iter().map(|p| (p.id, p.pairing_number)).collect(),
            lot_seed: matches!(self, Numbering::LotsDrawn { .. }).then_some(t.settings.lot_seed),
        })
    }
}

/// The pairing numbers a round was paired with, as [`Numbering::give`] gave them:
/// empty when the players kept theirs.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct GivenNumbers {
    /// Every player's number (player, number); empty when the numbers were kept.
    pub numbers: Vec<(PlayerId, u32)>,
    /// The seed of the lots drawn for them (C.05 Annex 1), stored in the settings.
    pub lot_seed: Option<u64>,
}

impl GivenNumbers {
    /// Records the numbers in `t`, as they were given: the numbering is not done again.
    pub(super) fn record(&self, t: &mut Tournament) -> Result<(), SessionError> {
        for &(id, number) in &self.numbers {
            let p = t
                .player_mut(id)
                .ok_or_else(|| invalid(Refusal::NoSuchPlayer { player: id }))?;
            p.pairing_number = number;
        }
        if let Some(seed) = self.lot_seed {
            t.settings.lot_seed = seed;
        }
        Ok(())
    }
}

impl Command {
    /// True when the command can break an invariant [`Tournament::validate`] checks; a
    /// result changes none of them (and is the command entered most often).
    pub(super) fn needs_validation(&self) -> bool {
        !matches!(
            self,
            Command::SetResult { .. } | Command::SetSecondGame { .. }
        )
    }
}

use super::{Refusal, SessionError};
use crate::domain::Tournament;

fn invalid(refusal: Refusal) -> SessionError {
    SessionError::Invalid(refusal)
}

/// Carries out `command` on `t` (a scratch copy: on error the caller throws it away).
pub(super) fn execute(t: &mut Tournament, command: Command) -> Result<(), SessionError> {
    match command {
        Command::CorrectImportedSystem(system) => t.settings.change_system(system),
        Command::UpdateSettings(settings) => update_settings(t, *settings)?,
        Command::AddPlayer(player) => add_player(t, player)?,
        Command::AddPlayers(players) => add_players(t, players)?,
        Command::UpdatePlayer(player) => update_player(t, player)?,
        Command::RemovePlayer(id) => remove_player(t, id)?,
        Command::WithdrawPlayer { player, from_round } => withdraw(t, player, from_round)?,
        Command::ReinstatePlayer(player) => player_slot(t, player)?.withdrawn_from = None,
        Command::SetRequestedBye { player, round, bye } => {
            set_requested_bye(t, player, round, bye)?;
        }
        Command::AssignPairingNumbersByRating => assign_pairing_numbers_by_rating(t)?,
        Command::DrawLots { seed, restricted } => draw_lots(t, seed, restricted)?,
        Command::SetPairingNumbers(numbers) => set_pairing_numbers(t, numbers)?,
        Command::AddRound(round) => add_round(t, round)?,
        Command::DeleteLastRound => {
            let Some(last) = t.rounds.pop() else {
                return Err(invalid(Refusal::NoRoundToDelete));
            };
            super::team::forget_team_round(t, last.number);
        }
        Command::SetResult {
            round,
            board,
            result,
        } => set_result(t, round, board, result)?,
        Command::SetSecondGame {
            round,
            board,
            result,
        } => set_second_game(t, round, board, result)?,
        Command::SetUnusualScore {
            round,
            board,
            second_game,
            score,
        } => super::unusual_score::set(t, round, board, second_game, score)?,
        Command::SetForbiddenPair { a, b, forbidden } => set_forbidden_pair(t, a, b, forbidden)?,
        Command::UpdateRatings(ratings) => update_ratings(t, ratings)?,
        Command::EditRound(edit) => super::round_edit::edit(t, *edit)?,
        Command::RepairLastRound(repairing) => super::round_edit::repair(t, *repairing)?,
        Command::CorrectResult(correction) => super::result_correction::correct(t, *correction)?,
        Command::PairRound { numbers, round } => {
            numbers.record(t)?;
            add_round(t, round)?;
        }
        Command::Team(command) => super::team::execute(t, command)?,
    }
    sync_round_robin_rounds(t);
    super::team::sync_rounds(t);
    Ok(())
}

/// The player with id `player`, or the refusal that names the id.
fn player_slot(t: &mut Tournament, player: PlayerId) -> Result<&mut Player, SessionError> {
    t.player_mut(player)
        .ok_or_else(|| invalid(Refusal::NoSuchPlayer { player }))
}

/// New settings. C.04.1 / C.05: the system and the scoring are announced before the
/// event and every paired round depends on them.
fn update_settings(t: &mut Tournament, settings: TournamentSettings) -> Result<(), SessionError> {
    if !t.rounds.is_empty() {
        if settings.system != t.settings.system {
            return Err(invalid(Refusal::SystemLocked));
        }
        if settings.scoring != t.settings.scoring {
            return Err(invalid(Refusal::ScoringLocked));
        }
        if !settings.system.is_round_robin() && settings.rounds < t.rounds_paired() {
            return Err(invalid(Refusal::RoundsAlreadyPaired {
                paired: t.rounds_paired(),
            }));
        }
    }
    t.settings = settings;
    Ok(())
}

/// Registers several players, in order, refused as a whole when one is refused.
fn add_players(t: &mut Tournament, players: Vec<Player>) -> Result<(), SessionError> {
    if players.is_empty() {
        return Err(invalid(Refusal::NoPlayersToAdd));
    }
    for player in players {
        add_player(t, player)?;
    }
    Ok(())
}

/// Replaces a player's data (matched by id), renumbering where the rules say.
fn update_player(t: &mut Tournament, player: Player) -> Result<(), SessionError> {
    if player.name.trim().is_empty() {
        return Err(invalid(Refusal::PlayerNeedsName));
    }
    let before_round_one = t.rounds.is_empty();
    let swiss = !t.settings.system.is_round_robin();
    let (system, paired) = (t.settings.system, t.rounds_paired());
    let slot = player_slot(t, player.id)?;
    // A Swiss orders pairing numbers by rating and title (C.04.2 art. 2.2): a
    // change before round 1 voids them (they are given again when pairing).
    let reorder = before_round_one
        && swiss
        && (slot.rating != player.rating || slot.title != player.title || slot.name != player.name);
    let dubov_renumber = !before_round_one
        && crate::pairing::dubov::renumbers_on_rating_change(
            system,
            paired,
            slot.rating,
            player.rating,
        );
    *slot = player;
    if reorder {
        void_pairing_numbers(t);
    } else if dubov_renumber {
        t.assign_pairing_numbers_by_rating();
    }
    Ok(())
}

/// Removes a player who has not been paired yet, with his forbidden pairs.
fn remove_player(t: &mut Tournament, id: PlayerId) -> Result<(), SessionError> {
    let paired = t
        .rounds
        .iter()
        .any(|r| r.boards.iter().any(|b| b.has(id)) || r.byes.iter().any(|b| b.player == id));
    if paired {
        return Err(invalid(Refusal::PairedPlayerNotRemovable));
    }
    let before = t.players.len();
    t.players.retain(|p| p.id != id);
    if t.players.len() == before {
        return Err(invalid(Refusal::NoSuchPlayer { player: id }));
    }
    t.forbidden_pairs.retain(|&(a, b)| a != id && b != id);
    t.virtual_points.remove(&id);
    void_pairing_numbers(t);
    Ok(())
}

/// C.04.2 3.2: the player is not paired from `from_round` on.
fn withdraw(t: &mut Tournament, player: PlayerId, from_round: u32) -> Result<(), SessionError> {
    if from_round == 0 {
        return Err(invalid(Refusal::RoundsNumberedFromOne));
    }
    player_slot(t, player)?.withdrawn_from = Some(from_round);
    Ok(())
}

/// C.04.2 3.3: a bye asked for a round not yet paired (never the pairing-allocated one).
fn set_requested_bye(
    t: &mut Tournament,
    player: PlayerId,
    round: u32,
    bye: Option<ByeKind>,
) -> Result<(), SessionError> {
    if round <= t.rounds_paired() {
        return Err(invalid(Refusal::RoundAlreadyPaired { round }));
    }
    let p = player_slot(t, player)?;
    match bye {
        Some(ByeKind::PairingAllocated) => {
            return Err(invalid(Refusal::PairingAllocatedByeNotRequestable));
        }
        Some(kind) => {
            p.requested_byes.insert(round, kind);
        }
        None => {
            p.requested_byes.remove(&round);
        }
    }
    Ok(())
}

/// C.04.2 art. 2.4/2.5: a Swiss late entry is inserted in the initial order and
/// everybody below is renumbered; a round robin's numbers are the drawn lots.
fn assign_pairing_numbers_by_rating(t: &mut Tournament) -> Result<(), SessionError> {
    if !t.rounds.is_empty() && t.settings.system.is_round_robin() {
        return Err(invalid(Refusal::RoundRobinNumbersFixed));
    }
    // Italo-Svizzero art. 3: the order of the draw "rimarra' invariato".
    if !t.rounds.is_empty() && t.settings.system == PairingSystem::ItaloSvizzero {
        return Err(invalid(Refusal::PairingNumbersFixed));
    }
    t.assign_pairing_numbers_by_rating();
    Ok(())
}

/// C.05 Annex 1 (Annex 2 when `restricted`): the pairing numbers drawn before round 1.
fn draw_lots(t: &mut Tournament, seed: u64, restricted: bool) -> Result<(), SessionError> {
    if !t.rounds.is_empty() {
        return Err(invalid(Refusal::LotsAfterRoundOne));
    }
    crate::pairing::round_robin::draw_lots(t, seed, restricted).map_err(|e| invalid(e.into()))?;
    t.settings.lot_seed = seed;
    Ok(())
}

/// Pairing numbers set by hand before round 1.
fn set_pairing_numbers(
    t: &mut Tournament,
    numbers: Vec<(PlayerId, u32)>,
) -> Result<(), SessionError> {
    if !t.rounds.is_empty() {
        return Err(invalid(Refusal::PairingNumbersFixed));
    }
    for (id, number) in numbers {
        player_slot(t, id)?.pairing_number = number;
    }
    Ok(())
}

/// The next round, once the last one has all its results.
fn add_round(t: &mut Tournament, round: Round) -> Result<(), SessionError> {
    if let Some(last) = t.rounds.last()
        && !last.is_complete()
    {
        return Err(invalid(Refusal::ResultsMissing { round: last.number }));
    }
    if round.number != t.next_round_number() {
        return Err(invalid(Refusal::WrongNextRound {
            expected: t.next_round_number(),
            found: round.number,
        }));
    }
    t.rounds.push(round);
    Ok(())
}

/// A result entered or changed on board `board` (0-based) of round `round`.
fn set_result(
    t: &mut Tournament,
    round: u32,
    board: usize,
    result: GameResult,
) -> Result<(), SessionError> {
    let r = t
        .round_mut(round)
        .ok_or_else(|| invalid(Refusal::NoSuchRound { round }))?;
    let b = r.boards.get_mut(board).ok_or_else(|| {
        invalid(Refusal::NoSuchBoard {
            round,
            board: board + 1,
        })
    })?;
    b.result = result;
    super::unusual_score::forget_on_board(t, round, board, false);
    Ok(())
}

/// The second game of the match on board `board` (0-based) of round `round`; refused on a
/// single game.
fn set_second_game(
    t: &mut Tournament,
    round: u32,
    board: usize,
    result: GameResult,
) -> Result<(), SessionError> {
    let r = t
        .round_mut(round)
        .ok_or_else(|| invalid(Refusal::NoSuchRound { round }))?;
    let b = r.boards.get_mut(board).ok_or_else(|| {
        invalid(Refusal::NoSuchBoard {
            round,
            board: board + 1,
        })
    })?;
    match &mut b.second_game {
        Some(second) => *second = result,
        None => {
            return Err(invalid(Refusal::NotAMatch {
                round,
                board: board + 1,
            }));
        }
    }
    super::unusual_score::forget_on_board(t, round, board, true);
    Ok(())
}

/// Forbids (or allows again) a pairing between two players.
fn set_forbidden_pair(
    t: &mut Tournament,
    a: PlayerId,
    b: PlayerId,
    forbidden: bool,
) -> Result<(), SessionError> {
    if a == b {
        return Err(invalid(Refusal::PairedWithThemself));
    }
    t.forbidden_pairs
        .retain(|&(x, y)| !((x == a && y == b) || (x == b && y == a)));
    if forbidden {
        t.forbidden_pairs.push((a, b));
    }
    Ok(())
}

/// Several ratings at once (the update from the rating list).
fn update_ratings(
    t: &mut Tournament,
    ratings: Vec<(PlayerId, Option<u16>)>,
) -> Result<(), SessionError> {
    let swiss = !t.settings.system.is_round_robin();
    let mut changed = false;
    for (id, rating) in ratings {
        let p = player_slot(t, id)?;
        changed |= p.rating != rating;
        p.rating = rating;
    }
    // C.04.2 art. 2.2: a Swiss orders its pairing numbers by rating; new ratings
    // before round 1 void them (they are given again when pairing).
    if swiss && changed {
        void_pairing_numbers(t);
    }
    Ok(())
}

/// Registers `player` with a fresh id.
fn add_player(t: &mut Tournament, mut player: Player) -> Result<(), SessionError> {
    if player.name.trim().is_empty() {
        return Err(invalid(Refusal::PlayerNeedsName));
    }
    if t.rounds.is_empty() {
        void_pairing_numbers(t);
    } else if t.settings.system.is_round_robin() {
        return Err(invalid(Refusal::RoundRobinPlayersFixed));
    } else {
        // C.04.2 late entry: paired from the next round on; the rounds missed
        // count as not paired (zero-point byes unless the arbiter says otherwise).
        player.first_round = player.first_round.max(t.next_round_number());
    }
    t.add_player(player);
    Ok(())
}

/// Before round 1, a change to the field voids the pairing numbers: the lots (round robin)
/// or the rating order (Swiss, C.04.2 art. 2.2) are drawn again for the new field.
fn void_pairing_numbers(t: &mut Tournament) {
    if t.rounds.is_empty() {
        for p in &mut t.players {
            p.pairing_number = 0;
        }
    }
}

/// A round robin's number of rounds follows from its players and cycles (C.05 Annex 1);
/// keep the declared number in step until round 1 is paired.
fn sync_round_robin_rounds(t: &mut Tournament) {
    if let crate::domain::PairingSystem::RoundRobin { cycles } = t.settings.system
        && t.rounds.is_empty()
    {
        t.settings.rounds = crate::pairing::round_robin::rounds_for(t.players.len(), cycles);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::{PairingSystem, TournamentSettings};

    #[test]
    fn round_robin_rounds_follow_players_and_cycles() {
        let mut t = Tournament::new(TournamentSettings {
            system: PairingSystem::RoundRobin { cycles: 2 },
            ..TournamentSettings::default()
        });
        for i in 0..5 {
            let player = Player {
                name: format!("Player {i}"),
                ..Player::default()
            };
            execute(&mut t, Command::AddPlayer(player)).unwrap();
        }
        // 5 players play on the 6-player table: 5 rounds a cycle, two cycles.
        assert_eq!(t.settings.rounds, 10);
    }

    #[test]
    fn correcting_the_imported_system_changes_the_usual_tiebreaks_only() {
        let mut t = Tournament::new(TournamentSettings::default());
        execute(&mut t, Command::CorrectImportedSystem(PairingSystem::Dutch)).unwrap();
        assert_eq!(t.settings.system, PairingSystem::Dutch);
        assert_eq!(t.settings.tiebreaks, ["BH/C1", "BH", "SB", "DE", "WIN"]);
        t.settings.tiebreaks = vec!["ARO".into()];
        let round_robin = PairingSystem::RoundRobin { cycles: 1 };
        execute(&mut t, Command::CorrectImportedSystem(round_robin)).unwrap();
        assert_eq!(t.settings.tiebreaks, ["ARO"]);
    }

    fn named(name: &str) -> Player {
        Player {
            name: name.into(),
            ..Player::default()
        }
    }

    #[test]
    fn a_changed_field_voids_the_draw_before_round_one() {
        let mut t = Tournament::new(TournamentSettings::default());
        for name in ["A", "B", "C"] {
            execute(&mut t, Command::AddPlayer(named(name))).unwrap();
        }
        execute(
            &mut t,
            Command::DrawLots {
                seed: 7,
                restricted: false,
            },
        )
        .unwrap();
        assert!(t.players.iter().all(|p| p.pairing_number > 0));
        // Renaming in a round robin keeps the draw.
        let mut renamed = t.players[0].clone();
        renamed.name = "A2".into();
        execute(&mut t, Command::UpdatePlayer(renamed)).unwrap();
        assert!(t.players.iter().all(|p| p.pairing_number > 0));
        // A new player voids it.
        execute(&mut t, Command::AddPlayer(named("D"))).unwrap();
        assert!(t.players.iter().all(|p| p.pairing_number == 0));
        execute(
            &mut t,
            Command::DrawLots {
                seed: 7,
                restricted: false,
            },
        )
        .unwrap();
        let removed = t.players[3].id;
        execute(&mut t, Command::RemovePlayer(removed)).unwrap();
        assert!(t.players.iter().all(|p| p.pairing_number == 0));
    }

    #[test]
    fn late_entries_by_system() {
        let mut rr = Tournament::new(TournamentSettings::default());
        for name in ["A", "B", "C", "D"] {
            execute(&mut rr, Command::AddPlayer(named(name))).unwrap();
        }
        rr.rounds.push(Round {
            number: 1,
            ..Round::default()
        });
        assert!(execute(&mut rr, Command::AddPlayer(named("Late"))).is_err());

        let mut swiss = rr.clone();
        swiss.settings.system = PairingSystem::Dutch;
        execute(&mut swiss, Command::AddPlayer(named("Late"))).unwrap();
        let late = swiss.players.iter().find(|p| p.name == "Late").unwrap();
        assert_eq!(late.first_round, 2);
        assert!(!late.is_active_in(1) && late.is_active_in(2));
    }

    #[test]
    fn players_added_together_get_fresh_ids_or_none_is_added() {
        let mut t = Tournament::new(TournamentSettings::default());
        execute(&mut t, Command::AddPlayer(named("A"))).unwrap();
        let list = vec![named("B"), named("C")];
        execute(&mut t, Command::AddPlayers(list)).unwrap();
        let ids: Vec<u32> = t.players.iter().map(|p| p.id.0).collect();
        assert_eq!(ids, [1, 2, 3]);
        let mut scratch = t.clone();
        let refused = execute(
            &mut scratch,
            Command::AddPlayers(vec![named("D"), named(" ")]),
        );
        assert_eq!(refused, Err(invalid(Refusal::PlayerNeedsName)));
        assert_eq!(
            execute(&mut t, Command::AddPlayers(Vec::new())),
            Err(invalid(Refusal::NoPlayersToAdd))
        );
    }

    #[test]
    fn system_and_scoring_are_fixed_once_round_one_is_paired() {
        let mut t = Tournament::new(TournamentSettings::default());
        for i in 0..4 {
            let player = Player {
                name: format!("Player {i}"),
                ..Player::default()
            };
            execute(&mut t, Command::AddPlayer(player)).unwrap();
        }
        let mut renamed = t.settings.clone();
        renamed.name = "Club championship".into();
        let mut double = t.settings.clone();
        double.system = PairingSystem::RoundRobin { cycles: 2 };
        // Before round 1 anything goes.
        assert!(
            execute(
                &mut t.clone(),
                Command::UpdateSettings(Box::new(double.clone()))
            )
            .is_ok()
        );
        t.rounds.push(Round {
            number: 1,
            ..Round::default()
        });
        assert!(execute(&mut t.clone(), Command::UpdateSettings(Box::new(double))).is_err());
        let mut three = t.settings.clone();
        three.scoring = crate::domain::ScoringSystem::three_one_zero();
        assert!(execute(&mut t.clone(), Command::UpdateSettings(Box::new(three))).is_err());
        assert!(execute(&mut t, Command::UpdateSettings(Box::new(renamed))).is_ok());
        assert_eq!(t.settings.name, "Club championship");
    }
}
