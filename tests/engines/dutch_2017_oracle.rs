//! The Dutch 2017 corpus (`tests/data/oracle-dutch-2017`, bbpPairings v5.0.1's answers to
//! 308 requests, issue 40; how it was made is in its README): every request reads as a
//! 2017 request and v5's answer breaks none of the absolute rules as the 2017 checker
//! reads them; the Dutch engine, pairing by the 2017 text, gives v5's exact answer to
//! every request, pair for pair, colour for colour, in board order, except the requests
//! listed with their reason in `DIFFERENCES.txt` of the corpus (each of those must still
//! differ, so that the list cannot go stale). The large-field corpus
//! (`dutch_2017_oracle_large.rs`) runs the same two checks through the functions here.

use crate::dutch_support;

use dutch_support::{check_with, requests};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use torneo::domain::{Board, Bye, ByeKind, DutchEdition, PlayerId};
use torneo::formats::trf;
use torneo::pairing::{self, ProposedRound, check};

fn corpus() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/oracle-dutch-2017")
}

/// The answer of `request` (pairing numbers) as a round of the request's players.
pub(crate) fn answer_round(t: &torneo::domain::Tournament, answer: &[(u32, u32)]) -> ProposedRound {
    let ids: BTreeMap<u32, PlayerId> = trf::start_ranks(t)
        .into_iter()
        .map(|(id, number)| (number, id))
        .collect();
    let mut round = ProposedRound {
        boards: Vec::new(),
        byes: Vec::new(),
    };
    for &(white, black) in answer {
        let white = ids[&white];
        if black == 0 {
            round.byes.push(Bye {
                player: white,
                kind: ByeKind::PairingAllocated,
            });
        } else {
            round.boards.push(Board::new(white, ids[&black]));
        }
    }
    round
}

/// Every request of the corpus reads as the 2017 edition (`192 FIDE_DUTCH_2017`), and
/// v5's answer to it is a whole pairing that breaks no absolute rule Torneo's checker
/// knows, read by the 2017 text (no rematch, no second PAB, no forbidden pair, the colour
/// limits, every present player once, nobody absent paired).
#[test]
fn every_2017_request_reads_as_2017_and_its_answer_breaks_no_absolute_rule() {
    let all = requests(&corpus());
    assert_eq!(all.len(), 308, "the corpus README counts 308 requests");
    assert_requests_read_as_2017_and_answers_break_no_rule(&all);
}

/// Each of `all` reads as a 2017 request and v5's answer to it breaks no absolute rule.
pub(crate) fn assert_requests_read_as_2017_and_answers_break_no_rule(all: &[PathBuf]) {
    for request in all {
        let (t, _) = trf::import(&std::fs::read(request).unwrap()).unwrap();
        assert_eq!(
            t.settings.dutch_edition,
            DutchEdition::Fide2017,
            "{request:?}"
        );
        let text = std::fs::read_to_string(request.with_extension("expected")).unwrap();
        let answer = trf::parse_answer(&text).unwrap();
        let round = t.next_round_number();
        let proposed = answer_round(&t, &answer);
        let broken = check::check_round(&t, round, &proposed);
        assert!(broken.is_empty(), "{}: {broken:?}", request.display());
    }
}

/// The requests of the corpus in `dir` whose answer is known to differ, by path below
/// the corpus (`d17_…/roundN.trf`), each with its reason.
fn known_differences(dir: &Path) -> BTreeMap<String, String> {
    let text = std::fs::read_to_string(dir.join("DIFFERENCES.txt")).unwrap_or_default();
    text.lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|l| {
            let (path, why) = l.split_once('\t').unwrap_or((l, ""));
            assert!(!why.trim().is_empty(), "no reason given for {path}");
            (path.trim().to_string(), why.trim().to_string())
        })
        .collect()
}

/// v5's exact answer to every request, pair for pair, colour for colour, in board order,
/// but those of `DIFFERENCES.txt`, which must still differ.
#[test]
fn dutch_2017_oracle_all() {
    let dir = corpus();
    assert_engine_gives_v5s_answers(&dir, &requests(&dir));
}

/// The engine gives v5's exact answer to each of `all` (requests of the corpus in `dir`),
/// pair for pair, colour for colour, in board order, but those listed in the corpus's
/// `DIFFERENCES.txt`, which must still differ (and must be in the corpus). Prints each
/// request's time.
pub(crate) fn assert_engine_gives_v5s_answers(dir: &Path, all: &[PathBuf]) {
    let known = known_differences(dir);
    let mut failures = Vec::new();
    let mut differing = 0;
    for request in all {
        let name = request
            .strip_prefix(dir)
            .unwrap()
            .to_string_lossy()
            .into_owned();
        let started = std::time::Instant::now();
        let outcome = check_with(request, pairing::pair);
        eprintln!(
            "{name} ({} players): {:.2} s",
            outcome.players,
            started.elapsed().as_secs_f64()
        );
        match (outcome.ok, known.contains_key(&name)) {
            (true, false) => {}
            (false, true) => differing += 1,
            (false, false) => failures.push(format!("{name}: {}", outcome.detail)),
            (true, true) => failures.push(format!("{name}: listed as differing, but matches")),
        }
    }
    eprintln!(
        "2017: {}/{} matched, {differing} known differences",
        all.len() - differing - failures.len(),
        all.len()
    );
    for listed in known.keys() {
        assert!(
            dir.join(listed).is_file(),
            "{listed}: listed in DIFFERENCES.txt, not in the corpus"
        );
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
