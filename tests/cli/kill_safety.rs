//! Issue 18 item 11: a process killed with SIGKILL at any moment, at random and while it
//! writes, leaves each file Torneo writes as exactly the old or the new state, never a
//! cut or mixed one: the command line's `.ron` and TRF output (the real binary), the
//! autosave of an open `.ron` and the recovery file (a child process running the session
//! code: this test binary itself, started again in a child mode).
//!
//! Unix only (SIGKILL). Each case kills a few dozen times, within a few seconds.
#![cfg(unix)]
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};
use torneo::domain::{Player, Tournament, TournamentSettings};
use torneo::formats::ron;

/// A small deterministic generator (xorshift), seeded per case; the seed is printed so a
/// failure can be replayed.
struct Random(u64);

impl Random {
    fn seeded() -> Random {
        let seed = std::env::var("KILL_SEED")
            .ok()
            .and_then(|s| s.parse().ok())
            .unwrap_or_else(|| {
                std::time::SystemTime::now()
                    .duration_since(std::time::UNIX_EPOCH)
                    .unwrap()
                    .as_nanos() as u64
                    | 1
            });
        eprintln!("KILL_SEED={seed}");
        Random(seed)
    }

    fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0 % n.max(1)
    }
}

fn kill(mut child: Child) {
    // SIGKILL: no destructor, no flush, nothing of the process runs after it.
    let _ = child.kill();
    let _ = child.wait();
}

/// True when a temporary file of the atomic writer is in `folder` (the write is under way).
fn writing_in(folder: &Path) -> bool {
    fs::read_dir(folder)
        .map(|entries| {
            entries
                .flatten()
                .any(|e| e.file_name().to_string_lossy().ends_with(".tmp"))
        })
        .unwrap_or(false)
}

/// Starts `command`, kills it after a random delay within `window` or, every other time,
/// as soon as a temporary file shows up in `folder` (at the write).
fn run_and_kill(
    command: &mut Command,
    folder: &Path,
    window: Duration,
    random: &mut Random,
    at_write: bool,
) {
    let child = command
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    if at_write {
        let start = Instant::now();
        while !writing_in(folder) && start.elapsed() < window * 4 {
            std::hint::spin_loop();
        }
    } else {
        let micros = random.below(window.as_micros() as u64);
        std::thread::sleep(Duration::from_micros(micros));
    }
    kill(child);
}

fn torneo() -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_torneo"));
    c.env("LANG", "C");
    c
}

/// How long a full run of `command` takes (the window the kills are drawn from).
fn duration_of(command: &mut Command) -> Duration {
    let start = Instant::now();
    let status = command
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .unwrap();
    assert!(status.success());
    start.elapsed()
}

/// A tournament of `n` players named `Player 1` … `Player n`.
fn tournament_of(n: u32) -> Tournament {
    let mut t = Tournament::new(TournamentSettings {
        name: format!("State {n}"),
        rounds: 5,
        ..TournamentSettings::default()
    });
    for k in 1..=n {
        let id = t.add_player(Player {
            name: format!("Player {k}"),
            rating: Some(1500 + k as u16),
            ..Player::default()
        });
        t.player_mut(id).unwrap().pairing_number = k;
    }
    t
}

/// Kills `torneo convert INPUT OUTPUT` many times over an `OUTPUT` holding `old`; after
/// each kill the output is byte for byte `old` or what a complete run writes.
fn cli_output_is_old_or_new(input_name: &str, input: &[u8], output_name: &str, old: &[u8]) {
    let dir = tempfile::tempdir().unwrap();
    let input_path = dir.path().join(input_name);
    fs::write(&input_path, input).unwrap();
    let reference = dir.path().join(format!("reference-{output_name}"));
    let window = duration_of(torneo().arg("convert").arg(&input_path).arg(&reference));
    let new = fs::read(&reference).unwrap();
    assert_ne!(new, old);
    let out_dir = dir.path().join("out");
    fs::create_dir(&out_dir).unwrap();
    let output = out_dir.join(output_name);
    let mut random = Random::seeded();
    let (mut saw_old, mut saw_new) = (0, 0);
    for attempt in 0..40 {
        fs::write(&output, old).unwrap();
        run_and_kill(
            torneo().arg("convert").arg(&input_path).arg(&output),
            &out_dir,
            window,
            &mut random,
            attempt % 2 == 0,
        );
        let now = fs::read(&output).unwrap();
        if now == old {
            saw_old += 1;
        } else if now == new {
            saw_new += 1;
        } else {
            panic!(
                "attempt {attempt}: {output_name} is neither state:\n{}",
                String::from_utf8_lossy(&now)
            );
        }
        // What a killed write leaves is a temporary file, never the file itself.
        for entry in fs::read_dir(&out_dir).unwrap().flatten() {
            let name = entry.file_name().to_string_lossy().into_owned();
            if name.ends_with(".tmp") || name.ends_with(".lock") {
                fs::remove_file(entry.path()).unwrap();
            }
        }
    }
    eprintln!("{output_name}: {saw_old} old, {saw_new} new after 40 kills");
}

#[test]
fn the_command_lines_ron_output_is_the_old_or_the_new_file() {
    let trf = torneo::formats::trf::export_checked(&tournament_of(40), Default::default()).unwrap();
    let old = ron::to_string(&tournament_of(3)).unwrap();
    cli_output_is_old_or_new("club.trf", trf.as_bytes(), "club.ron", old.as_bytes());
}

#[test]
fn the_command_lines_trf_output_is_the_old_or_the_new_file() {
    let input = ron::to_string(&tournament_of(40)).unwrap();
    let old = torneo::formats::trf::export_checked(&tournament_of(3), Default::default()).unwrap();
    cli_output_is_old_or_new("club.ron", input.as_bytes(), "club.trf", old.as_bytes());
}

/// Issue 35: what a killed write leaves beside the file (its temporary file) is removed by
/// the next write of the same file that runs to the end.
#[test]
fn the_next_command_line_write_removes_what_a_killed_one_left() {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("club.ron");
    fs::write(&input, ron::to_string(&tournament_of(40)).unwrap()).unwrap();
    let out_dir = dir.path().join("out");
    fs::create_dir(&out_dir).unwrap();
    let output = out_dir.join("club.trf");
    let window = duration_of(torneo().arg("convert").arg(&input).arg(&output));
    let mut random = Random::seeded();
    for _ in 0..60 {
        if writing_in(&out_dir) {
            break;
        }
        run_and_kill(
            torneo().arg("convert").arg(&input).arg(&output),
            &out_dir,
            window,
            &mut random,
            true,
        );
    }
    if !writing_in(&out_dir) {
        eprintln!("no kill landed inside a write in 60 tries: nothing to remove");
        return;
    }
    let status = torneo()
        .arg("convert")
        .arg(&input)
        .arg(&output)
        .status()
        .unwrap();
    assert!(status.success());
    let left: Vec<String> = fs::read_dir(&out_dir)
        .unwrap()
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|name| name.ends_with(".tmp"))
        .collect();
    assert!(left.is_empty(), "{left:?}");
}

// ---------------------------------------------------------------------------------------
// The session's autosave and the recovery file, written by a child process.

/// The child's mode and file, from the environment (set only by the parent below).
const MODE: &str = "TORNEO_KILL_CHILD_MODE";
const FILE: &str = "TORNEO_KILL_CHILD_FILE";

/// Not a test of its own: when started by the parent with [`MODE`] set, it writes state
/// after state until it is killed. Without it, it returns at once.
#[test]
fn child_writer() {
    let (Ok(mode), Ok(file)) = (std::env::var(MODE), std::env::var(FILE)) else {
        return;
    };
    let file = PathBuf::from(file);
    match mode.as_str() {
        "autosave" => {
            let mut session = torneo::session::Session::open(&file).unwrap();
            loop {
                // Named by their number, so that every state is `Player 1` … `Player n`.
                let k = session.tournament().players.len() + 1;
                let player = Player {
                    name: format!("Player {k}"),
                    rating: Some(1500),
                    ..Player::default()
                };
                session
                    .apply(torneo::session::Command::AddPlayer(player))
                    .unwrap();
                session.flush();
            }
        }
        "recovery" => {
            for n in 1.. {
                torneo::session::files::write_recovery(&file, &tournament_of(n % 200)).unwrap();
            }
        }
        other => panic!("unknown mode {other}"),
    }
}

/// Starts this test binary as a child writer.
fn child(mode: &str, file: &Path) -> Command {
    let mut c = Command::new(std::env::current_exe().unwrap());
    c.args([
        "kill_safety::child_writer",
        "--exact",
        "--nocapture",
        "--test-threads=1",
    ])
    .env(MODE, mode)
    .env(FILE, file);
    c
}

/// The players' names of a tournament file, which must load.
fn names_in(path: &Path) -> Vec<String> {
    let t = ron::load(path).unwrap_or_else(|e| panic!("{} does not load: {e}", path.display()));
    t.players.into_iter().map(|p| p.name).collect()
}

/// `Player 1` … `Player n`: one of the states the child wrote.
fn is_a_written_state(names: &[String]) -> bool {
    names
        .iter()
        .enumerate()
        .all(|(i, name)| *name == format!("Player {}", i + 1))
}

#[test]
fn the_autosave_of_an_open_file_is_always_a_state_the_session_had() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("club.ron");
    ron::save(&file, &tournament_of(0)).unwrap();
    let mut random = Random::seeded();
    let mut longest = 0;
    for attempt in 0..30 {
        run_and_kill(
            &mut child("autosave", &file),
            dir.path(),
            Duration::from_millis(150),
            &mut random,
            attempt % 3 == 0,
        );
        let names = names_in(&file);
        assert!(is_a_written_state(&names), "attempt {attempt}: {names:?}");
        let backup = ron::backup_path(&file);
        if backup.exists() {
            let previous = names_in(&backup);
            assert!(is_a_written_state(&previous), "backup: {previous:?}");
        }
        longest = longest.max(names.len());
        // The next child starts from the state this one left.
    }
    assert!(longest > 0, "no autosave was ever completed");
    eprintln!("autosave: up to {longest} players after 30 kills");
}

#[test]
fn the_recovery_file_is_always_a_whole_state() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("torneo").join("recovery.ron");
    let mut random = Random::seeded();
    let mut whole = 0;
    for attempt in 0..30 {
        run_and_kill(
            &mut child("recovery", &file),
            dir.path().join("torneo").as_path(),
            Duration::from_millis(100),
            &mut random,
            attempt % 3 == 0 && file.exists(),
        );
        if !file.exists() {
            continue;
        }
        let t = ron::load(&file).unwrap_or_else(|e| panic!("attempt {attempt}: {e}"));
        let n = t.players.len() as u32;
        assert_eq!(t, tournament_of(n), "attempt {attempt}");
        whole += 1;
    }
    assert!(whole > 0, "the recovery file was never written");
    eprintln!("recovery: {whole} of 30 kills found a whole state");
}
