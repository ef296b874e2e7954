//! `torneo generate --SYSTEM --players N --rounds R [--seed S] -o OUT.trf`: a random
//! tournament, paired round by round with Torneo's engine, for tests and benchmarks.
//!
//! Model: ratings uniform between `--lowest` and `--highest`; a game between ratings a
//! and b has the Elo expectation E = 1/(1+10^((b−a)/400)) for White; it is drawn with
//! probability `--draw-rate`, else won by White with probability E (clamped to the
//! remaining mass). Before each round a player asks for a half-point or zero-point bye,
//! withdraws, and a game ends as a forfeit, each with its own rate (percent). A share of
//! the players (`--late-entries`) enters from a later round. The same seed always gives
//! the same tournament (the seed is written in record `012`).

use super::error::CliError;
use super::io;
use super::system_flag::{EditionFlag, SystemFlag};
use crate::domain::{Board, Bye, ByeKind, GameResult, Player, Tournament, TournamentSettings};
use crate::formats::trf::TrfVersion;
use crate::pairing::round_robin::lot_rng::LotRng;
use crate::pairing::{self, JobControl};
use clap::Args;
use std::path::PathBuf;

#[derive(Debug, Args)]
pub struct GenerateArgs {
    #[command(flatten)]
    pub system: SystemFlag,
    #[command(flatten)]
    pub edition: EditionFlag,
    #[arg(long)]
    pub players: u32,
    /// Number of rounds (a round robin uses the number its table needs).
    #[arg(long, default_value_t = 0)]
    pub rounds: u32,
    #[arg(long, short = 's', default_value_t = 1)]
    pub seed: u64,
    #[arg(short = 'o', long = "output")]
    pub output: PathBuf,
    /// Percent of games drawn.
    #[arg(long, default_value_t = 30)]
    pub draw_rate: u32,
    /// Percent of games forfeited.
    #[arg(long, default_value_t = 0)]
    pub forfeit_rate: u32,
    /// Percent of players asking for a half-point bye, per round.
    #[arg(long, default_value_t = 0)]
    pub half_point_bye_rate: u32,
    /// Percent of players announcing an absence (zero-point bye), per round.
    #[arg(long, default_value_t = 0)]
    pub zero_point_bye_rate: u32,
    /// Percent of players withdrawing, per round.
    #[arg(long, default_value_t = 0)]
    pub withdrawal_rate: u32,
    /// Percent of players entering after round 1.
    #[arg(long, default_value_t = 0)]
    pub late_entries: u32,
    #[arg(long, default_value_t = 1200)]
    pub lowest: u16,
    #[arg(long, default_value_t = 2700)]
    pub highest: u16,
    /// Write TRF-26 instead of TRF-16.
    #[arg(long)]
    pub trf26: bool,
}

struct Dice(LotRng);

impl Dice {
    /// True with probability `percent`/100.
    fn percent(&mut self, percent: u32) -> bool {
        self.0.below(100) < percent as usize
    }

    /// Uniform in [0, 1).
    fn unit(&mut self) -> f64 {
        (self.0.next_u64() >> 11) as f64 / (1u64 << 53) as f64
    }
}

pub fn run(args: &GenerateArgs) -> Result<(), CliError> {
    if args.players < 2 || args.players > 9999 || args.lowest > args.highest {
        return Err(CliError::GenerateBounds);
    }
    let t = generate(args)?;
    let version = if args.trf26 {
        TrfVersion::Trf26
    } else {
        TrfVersion::Trf16
    };
    io::write_tournament(&args.output, &t, version)
}

pub fn generate(args: &GenerateArgs) -> Result<Tournament, CliError> {
    let mut dice = Dice(LotRng::new(args.seed));
    let mut t = Tournament::new(TournamentSettings {
        name: format!("Random tournament, seed {}", args.seed),
        ..TournamentSettings::default()
    });
    args.system.apply(&mut t);
    args.edition.apply(&mut t);
    t.settings.tiebreaks = if t.settings.system.is_round_robin() {
        TournamentSettings::default().tiebreaks
    } else {
        vec!["BH/C1".into(), "BH".into(), "SB".into()]
    };
    let span = usize::from(args.highest - args.lowest) + 1;
    for n in 1..=args.players {
        let offset = u16::try_from(dice.0.below(span)).unwrap_or(0);
        t.add_player(Player {
            name: format!("Player{n:04}"),
            rating: Some(args.lowest + offset),
            ..Player::default()
        });
    }
    if t.settings.system == crate::domain::PairingSystem::ItaloSvizzero {
        // Italo-Svizzero art. 3: the order of the list is a single draw of lots.
        pairing::round_robin::draw_lots(&mut t, args.seed, false)
            .map_err(|_| CliError::GenerateBounds)?;
    } else {
        t.assign_pairing_numbers_by_rating();
    }
    t.settings.rounds = match t.settings.system {
        crate::domain::PairingSystem::RoundRobin { cycles } => {
            pairing::round_robin::rounds_for(t.players.len(), cycles)
        }
        _ => args.rounds,
    };
    let rounds = t.settings.rounds;
    let swiss = !t.settings.system.is_round_robin();
    if swiss && rounds > 1 {
        for p in &mut t.players {
            if dice.percent(args.late_entries) {
                p.first_round =
                    2 + u32::try_from(dice.0.below((rounds / 2).max(1) as usize)).unwrap_or(0);
            }
        }
    }
    for round in 1..=rounds {
        for p in &mut t.players {
            if !p.is_active_in(round) {
                continue;
            }
            if round > 1 && dice.percent(args.withdrawal_rate) {
                p.withdrawn_from = Some(round);
            } else if swiss && dice.percent(args.half_point_bye_rate) {
                p.requested_byes.insert(round, ByeKind::HalfPoint);
            } else if swiss && dice.percent(args.zero_point_bye_rate) {
                p.requested_byes.insert(round, ByeKind::ZeroPoint);
            }
        }
        let proposed = pairing::pair(&t, round, &JobControl::new())?;
        let mut played = proposed.into_round(round);
        for p in &t.players {
            let kind = p.requested_byes.get(&round).copied();
            let paired = played.board_of(p.id).is_some() || played.bye_of(p.id).is_some();
            if let (Some(kind), false) = (kind, paired) {
                played.byes.push(Bye { player: p.id, kind });
            }
        }
        for board in &mut played.boards {
            if board.result.is_pending() {
                board.result = result_of(&t, board, args, &mut dice);
            }
        }
        t.rounds.push(played);
    }
    Ok(t)
}

fn result_of(t: &Tournament, board: &Board, args: &GenerateArgs, dice: &mut Dice) -> GameResult {
    if dice.percent(args.forfeit_rate) {
        return match dice.0.below(10) {
            0 => GameResult::DoubleForfeit,
            1..=4 => GameResult::WhiteWinsByForfeit,
            _ => GameResult::BlackWinsByForfeit,
        };
    }
    let rating = |id| f64::from(t.player(id).map_or(1500, |p| p.sort_rating()));
    let expected = 1.0 / (1.0 + 10f64.powf((rating(board.black) - rating(board.white)) / 400.0));
    let draw = f64::from(args.draw_rate.min(100)) / 100.0;
    let x = dice.unit();
    if x < draw {
        GameResult::Draw
    } else if x < draw + (1.0 - draw) * expected {
        GameResult::WhiteWins
    } else {
        GameResult::BlackWins
    }
}
