//! What the chesspairing second opinions (Double-Swiss, team Swiss; issue 39) share:
//! the seeded random source that plays their events, the answers and the listed
//! disagreements read from their data folder, and the comparison that every request
//! either agrees with Torneo or has its disagreement listed with its kind and article.
//! Each test keeps what belongs to its system: how a request is written and read back,
//! how Torneo pairs it and how a disagreement is classified.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;
use torneo::domain::Tournament;
use torneo::pairing::swiss::top_scoregroup::BracketRecord;

/// xorshift: an event is reproducible from its seed.
pub struct Rng(pub u64);

impl Rng {
    pub fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0 % n.max(1)
    }
}

/// Writes `requests.txt` in `data`: `request(seed, rng)` plays the event of each seed
/// from 1 to `seeds` (`None`: Torneo could not pair it, left out).
pub fn write_requests(
    data: &Path,
    seeds: u64,
    mut request: impl FnMut(u64, &mut Rng) -> Option<String>,
) {
    let mut all = String::new();
    let mut count = 0;
    for seed in 1..=seeds {
        let mut rng = Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
        if let Some(text) = request(seed, &mut rng) {
            all.push_str(&text);
            count += 1;
        }
    }
    std::fs::create_dir_all(data).unwrap();
    std::fs::write(data.join("requests.txt"), all).unwrap();
    eprintln!("{count} requests written");
}

/// One request read back: the tournament before the round to pair, and that round.
pub struct Request {
    pub name: String,
    pub t: Tournament,
    pub round: u32,
}

/// A pairing as (White, Black) pairing numbers in board order (players, or teams with
/// White on board 1), and the PAB.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Answer {
    pub boards: Vec<(u32, u32)>,
    pub bye: Option<u32>,
}

impl Answer {
    /// The pairs without their colours.
    pub fn pairs(&self) -> BTreeSet<(u32, u32)> {
        self.boards
            .iter()
            .map(|&(w, b)| (w.min(b), w.max(b)))
            .collect()
    }
}

/// How the other pairing treats one of Torneo's brackets.
pub enum Bracket {
    /// It keeps all of Torneo's pairs of the bracket.
    Kept,
    /// It pairs some of the bracket's members with others: another set of upfloaters
    /// (3.5).
    OtherMembers,
    /// It pairs the same members otherwise: Torneo's pairs and its own, colours left out.
    Otherwise {
        ours: BTreeSet<(u32, u32)>,
        theirs: BTreeSet<(u32, u32)>,
    },
}

/// Sets one of Torneo's brackets (`number`: an index's pairing number) against the
/// other pairing's pairs, colours left out.
pub fn bracket(
    record: &BracketRecord,
    number: impl Fn(usize) -> u32,
    their_pairs: &BTreeSet<(u32, u32)>,
) -> Bracket {
    let members: BTreeSet<u32> = record
        .residents
        .iter()
        .chain(&record.upfloaters)
        .map(|&v| number(v))
        .collect();
    let ours: BTreeSet<(u32, u32)> = record
        .pairs
        .iter()
        .map(|&(x, y)| (number(x).min(number(y)), number(x).max(number(y))))
        .collect();
    if ours.is_subset(their_pairs) {
        return Bracket::Kept;
    }
    let theirs: BTreeSet<(u32, u32)> = their_pairs
        .iter()
        .filter(|(x, y)| members.contains(x) && members.contains(y))
        .copied()
        .collect();
    if theirs.len() * 2 != members.len() {
        return Bracket::OtherMembers;
    }
    Bracket::Otherwise { ours, theirs }
}

/// chesspairing's answers in `answers.txt`: `answer NAME W-B … bye-N`, or
/// `answer NAME error` (none).
pub fn answers(data: &Path) -> BTreeMap<String, Option<Answer>> {
    let text = std::fs::read_to_string(data.join("answers.txt")).unwrap();
    text.lines()
        .filter_map(|l| {
            let mut f = l.split_whitespace();
            if f.next()? != "answer" {
                return None;
            }
            let name = f.next()?.to_string();
            let rest: Vec<&str> = f.collect();
            if rest.first() == Some(&"error") {
                return Some((name, None));
            }
            let mut answer = Answer {
                boards: Vec::new(),
                bye: None,
            };
            for item in rest {
                if let Some(p) = item.strip_prefix("bye-") {
                    answer.bye = Some(p.parse().unwrap());
                } else {
                    let (w, b) = item.split_once('-').unwrap();
                    answer.boards.push((w.parse().unwrap(), b.parse().unwrap()));
                }
            }
            Some((name, Some(answer)))
        })
        .collect()
}

/// The listed disagreements in `disagreements.txt`: request name → (kind, article and
/// reason); a line without its article fails.
pub fn listed(data: &Path) -> BTreeMap<String, (String, String)> {
    let text = std::fs::read_to_string(data.join("disagreements.txt")).unwrap();
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| {
            let mut it = l.splitn(3, ' ');
            let name = it.next().unwrap().to_string();
            let kind = it.next().unwrap().to_string();
            let why = it.next().unwrap_or("").to_string();
            assert!(!why.is_empty(), "a disagreement without its article: {l}");
            (name, (kind, why))
        })
        .collect()
}

/// Every request paired by Torneo and compared with chesspairing's answer.
pub struct Comparison {
    /// Request name → the kind of its disagreement (none when both agree).
    pub found: BTreeMap<String, &'static str>,
    /// How many requests have the same answer.
    pub same: usize,
    /// How many requests there are.
    pub count: usize,
}

/// Compares every request: `ours` pairs it (`None`: no legal round-pairing, "unpairable";
/// it panics on any other error), `kind` names a disagreement (Torneo's answer, theirs).
/// A request chesspairing refused is an "error".
pub fn compare(
    requests: &[Request],
    answers: &BTreeMap<String, Option<Answer>>,
    ours: impl Fn(&Request) -> Option<Answer>,
    kind: impl Fn(&Request, &Answer, &Answer) -> &'static str,
) -> Comparison {
    let mut found = BTreeMap::new();
    let mut same = 0;
    for request in requests {
        let theirs = answers
            .get(&request.name)
            .unwrap_or_else(|| panic!("{}: no answer", request.name));
        let Some(ours) = ours(request) else {
            found.insert(request.name.clone(), "unpairable");
            continue;
        };
        match theirs {
            Some(theirs) if *theirs == ours => same += 1,
            Some(theirs) => {
                found.insert(request.name.clone(), kind(request, &ours, theirs));
            }
            None => {
                found.insert(request.name.clone(), "error");
            }
        }
    }
    Comparison {
        found,
        same,
        count: requests.len(),
    }
}

/// Prints the figures, then asserts that every disagreement found is listed with the
/// same kind and that no listed one now agrees.
pub fn assert_listed(comparison: &Comparison, listed: &BTreeMap<String, (String, String)>) {
    let Comparison { found, same, count } = comparison;
    let mut by_kind: BTreeMap<&str, usize> = BTreeMap::new();
    for k in found.values() {
        *by_kind.entry(k).or_default() += 1;
    }
    eprintln!(
        "chesspairing: {same} of {count} requests identical; disagreements by kind: {by_kind:?}"
    );
    let unlisted: Vec<String> = found
        .iter()
        .filter(|(name, kind)| listed.get(*name).is_none_or(|(k, _)| k != *kind))
        .map(|(name, kind)| format!("{name} {kind}"))
        .collect();
    let stale: Vec<&String> = listed.keys().filter(|k| !found.contains_key(*k)).collect();
    assert!(
        unlisted.is_empty(),
        "disagreements not listed:\n{}",
        unlisted.join("\n")
    );
    assert!(stale.is_empty(), "listed but now agreeing: {stale:?}");
}
