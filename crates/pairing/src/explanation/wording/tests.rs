//! Every reason reads in every language, with its facts in the text.

use super::super::*;
use crate::i18n::test_support::assert_worded;
use crate::i18n::{Language, Localize};

fn p(name: &str, number: u32) -> PlayerRef {
    PlayerRef {
        name: name.into(),
        number,
    }
}

fn names(count: usize) -> Names {
    Names {
        shown: (1..=count.min(3))
            .map(|i| p(&format!("Giocatore{i}"), i as u32))
            .collect(),
        more: count.saturating_sub(3),
    }
}

fn pts(halves: i32) -> Points {
    Points::from_halves(halves)
}

fn blocked() -> Vec<Blocked> {
    vec![
        Blocked::AlreadyMet {
            player: p("Rossi", 1),
            opponents: names(2),
        },
        Blocked::Forbidden {
            player: p("Rossi", 1),
            opponents: names(1),
        },
        Blocked::SameAbsoluteColour {
            player: p("Rossi", 1),
            opponents: names(1),
            colour: Colour::Black,
        },
    ]
}

fn preference(colour: Option<Colour>) -> Preference {
    Preference {
        player: p("Verdi", 4),
        colour,
        strength: PreferenceStrength::Strong,
    }
}

fn rossi() -> PlayerRef {
    p("Rossi", 1)
}

/// One sample (or more) of every variant.
fn samples() -> Vec<Reason> {
    let mut all = round_samples();
    all.extend(floater_samples());
    all.extend(bye_samples());
    all.extend(other_samples());
    // Each again as a sentence of a 2017 round (its citations from the 2017 text).
    let cited_2017: Vec<Reason> = all
        .iter()
        .map(|r| Reason::Dutch2017(Box::new(r.clone())))
        .collect();
    all.extend(cited_2017);
    all
}

/// The round as a whole and its brackets.
fn round_samples() -> Vec<Reason> {
    use Reason as R;
    let (one, two, three) = (pts(2), pts(4), pts(6));
    vec![
        R::DutchRound {
            round: 3,
            players: 12,
            scoregroups: vec![two, one, pts(0)],
        },
        R::Accelerated,
        R::NoFloats,
        R::FloatingDown { players: names(8) },
        R::ByeForOddField { player: p("", 7) },
        R::NoByeEvenField,
        R::NoTopscorers { threshold: three },
        R::Topscorers {
            threshold: three,
            players: names(2),
        },
        R::Bracket(BracketReason::PairedInBracket {
            board: 2,
            bracket: one,
            residents: 1,
            moved_down: 0,
        }),
        R::Bracket(BracketReason::PairedInBracket {
            board: 2,
            bracket: one,
            residents: 5,
            moved_down: 2,
        }),
        R::Bracket(BracketReason::Floats {
            high: rossi(),
            high_score: two,
            low: p("Bianchi", 5),
            low_score: one,
        }),
        R::Bracket(BracketReason::AloneInBracket {
            player: rossi(),
            score: three,
        }),
        R::Bracket(BracketReason::NoPairingIncludes {
            player: rossi(),
            score: three,
            blocked: blocked(),
        }),
        R::Bracket(BracketReason::OddBracket {
            score: one,
            size: 5,
        }),
        R::Bracket(BracketReason::BracketNeeded {
            score: one,
            size: 4,
        }),
        R::Bracket(BracketReason::FloatAlong {
            score: one,
            players: names(1),
        }),
    ]
}

/// Floaters and colours.
fn floater_samples() -> Vec<Reason> {
    use Reason as R;
    let (one, two) = (pts(2), pts(4));
    vec![
        R::Floater(FloaterReason::LowestWhoCouldFloat { player: rossi() }),
        R::Floater(FloaterReason::LowerRankedStay { players: names(2) }),
        R::Floater(FloaterReason::FloatedLastRound { players: names(1) }),
        R::Floater(FloaterReason::PassedBrackets {
            player: rossi(),
            scores: vec![two, one],
        }),
        R::Floater(FloaterReason::HighestOfScoregroup {
            player: p("Bianchi", 5),
            score: one,
        }),
        R::Floater(FloaterReason::HigherRankedNotChosen {
            score: one,
            players: names(2),
            blocked: vec![],
            others_elsewhere: false,
        }),
        R::Floater(FloaterReason::HigherRankedNotChosen {
            score: one,
            players: names(3),
            blocked: blocked(),
            others_elsewhere: true,
        }),
        R::Floater(FloaterReason::FloatedBefore {
            player: rossi(),
            direction: FloatDirection::Down,
            rounds_ago: 1,
            rules: "C14/C18",
        }),
        R::Floater(FloaterReason::FloatedBefore {
            player: rossi(),
            direction: FloatDirection::Up,
            rounds_ago: 2,
            rules: "C17/C21",
        }),
        R::Colour(ColourReason::ColourPreferences {
            white: preference(Some(Colour::White)),
            black: preference(None),
        }),
        R::Colour(ColourReason::BothPreferencesGranted),
        R::Colour(ColourReason::NoPreferenceTakesOther {
            without: rossi(),
            with: p("Bianchi", 5),
        }),
        R::Colour(ColourReason::LargerColourDifference {
            winner: rossi(),
            winner_difference: 2,
            loser_difference: 1,
            colour: Colour::White,
        }),
        R::Colour(ColourReason::StrongerPreference {
            colour: Colour::Black,
            winner: rossi(),
            winner_strength: PreferenceStrength::Absolute,
            loser: p("Bianchi", 5),
            loser_strength: PreferenceStrength::Mild,
        }),
        R::Colour(ColourReason::ColourAlternation {
            colour: Colour::White,
            games_back: 2,
            had_white: rossi(),
        }),
        R::Colour(ColourReason::HigherRankedPreference {
            colour: Colour::Black,
            higher: rossi(),
        }),
        R::Colour(ColourReason::PairingNumberParity {
            higher: rossi(),
            number: 1,
            colour: Colour::White,
            initial: Colour::White,
        }),
        R::Colour(ColourReason::PairingNumberParity {
            higher: rossi(),
            number: 2,
            colour: Colour::Black,
            initial: Colour::White,
        }),
        R::Colour(ColourReason::PreferenceNotGranted {
            player: rossi(),
            colour: Colour::White,
            strength: PreferenceStrength::Absolute,
        }),
        R::Colour(ColourReason::PreferenceNotGranted {
            player: rossi(),
            colour: Colour::White,
            strength: PreferenceStrength::Mild,
        }),
    ]
}

/// The bye and the players not paired.
fn bye_samples() -> Vec<Reason> {
    use Reason as R;
    let one = pts(2);
    vec![
        R::Bye(ByeReason::ByeReceiver {
            player: rossi(),
            points: one,
            players: 11,
        }),
        R::Bye(ByeReason::ByeLowestScore { score: pts(0) }),
        R::Bye(ByeReason::ByeNobodyBelowEligible {
            score: one,
            lowest: pts(0),
            barred: names(2),
        }),
        R::Bye(ByeReason::ByeNobodyBelowPairable {
            score: one,
            lowest: pts(0),
            barred: names(0),
        }),
        R::Bye(ByeReason::ByeNobodyBelowPairable {
            score: one,
            lowest: pts(0),
            barred: names(1),
        }),
        R::Bye(ByeReason::ByeBarredInScoregroup {
            score: one,
            players: names(2),
        }),
        R::Bye(ByeReason::ByeFewestUnplayed {
            player: rossi(),
            unplayed: 1,
            others: names(2),
        }),
        R::Bye(ByeReason::ByeLowestRanked { player: rossi() }),
        R::Bye(ByeReason::ByeLowerRankedNotLeft { players: names(2) }),
        R::Bye(ByeReason::ByeCountsAsDownfloat { player: rossi() }),
        R::Bye(ByeReason::ByeLeftOverIn2017 { player: rossi() }),
        R::Withdrawn { player: rossi() },
        R::EntersLater {
            player: rossi(),
            round: 3,
        },
        R::RequestedBye {
            player: rossi(),
            kind: ByeKind::HalfPoint,
        },
        R::RequestedBye {
            player: rossi(),
            kind: ByeKind::FullPoint,
        },
        R::RequestedBye {
            player: rossi(),
            kind: ByeKind::ZeroPoint,
        },
    ]
}

/// Round robins and the other systems.
fn other_samples() -> Vec<Reason> {
    use Reason as R;
    vec![
        R::RoundRobin(RoundRobinReason::BergerRound {
            round: 3,
            table_round: 3,
            size: 6,
        }),
        R::RoundRobin(RoundRobinReason::Cycle {
            cycle: 2,
            cycles: 2,
        }),
        R::RoundRobin(RoundRobinReason::CycleColoursReversed),
        R::RoundRobin(RoundRobinReason::LastTwoRoundsSwapped),
        R::RoundRobin(RoundRobinReason::BergerBoard {
            board: 1,
            white: 1,
            black: 6,
        }),
        R::RoundRobin(RoundRobinReason::BergerRest { number: 3, bye: 6 }),
        R::system(crate::amalfi::AmalfiReason::LastRound),
        // Sampled one by one in `italo_svizzero::reason`.
        R::system(crate::italo_svizzero::ItaloSvizzeroReason::FirstRoundOrder),
        // Sampled one by one in `burstein::legacy::reason`.
        R::system(
            crate::burstein::legacy::reason::BursteinLegacyReason::ImaginaryPoint { players: 10 },
        ),
        // Its sentences are sampled one by one in `dubov::reason`.
        R::system(crate::dubov::DubovReason::ByHalves),
        // Sampled one by one in `lim::reason`.
        R::system(crate::lim::LimReason::Float(
            crate::lim::LimFloat::LookAhead,
        )),
        // Its sentences are sampled one by one in `burstein::edition_2026::reason`.
        R::system(crate::burstein::edition_2026::Burstein2026Reason::Round {
            round: 5,
            players: 20,
            scoregroups: 4,
        }),
    ]
}

/// The variant's position in the enum: an exhaustive match, so a new variant must be
/// added here (and then to the samples, or the coverage check fails).
fn variant(reason: &Reason) -> usize {
    use Reason as R;
    match reason {
        R::DutchRound { .. } => 0,
        R::Accelerated => 1,
        R::NoFloats => 2,
        R::FloatingDown { .. } => 3,
        R::ByeForOddField { .. } => 4,
        R::NoByeEvenField => 5,
        R::NoTopscorers { .. } => 6,
        R::Topscorers { .. } => 7,
        R::Bracket(BracketReason::PairedInBracket { .. }) => 8,
        R::Bracket(BracketReason::Floats { .. }) => 9,
        R::Bracket(BracketReason::AloneInBracket { .. }) => 10,
        R::Bracket(BracketReason::NoPairingIncludes { .. }) => 11,
        R::Bracket(BracketReason::OddBracket { .. }) => 12,
        R::Bracket(BracketReason::BracketNeeded { .. }) => 13,
        R::Bracket(BracketReason::FloatAlong { .. }) => 14,
        R::Floater(FloaterReason::LowestWhoCouldFloat { .. }) => 15,
        R::Floater(FloaterReason::LowerRankedStay { .. }) => 16,
        R::Floater(FloaterReason::FloatedLastRound { .. }) => 17,
        R::Floater(FloaterReason::PassedBrackets { .. }) => 18,
        R::Floater(FloaterReason::HighestOfScoregroup { .. }) => 19,
        R::Floater(FloaterReason::HigherRankedNotChosen { .. }) => 20,
        R::Floater(FloaterReason::FloatedBefore { .. }) => 21,
        R::Colour(ColourReason::ColourPreferences { .. }) => 22,
        R::Colour(ColourReason::BothPreferencesGranted) => 23,
        R::Colour(ColourReason::NoPreferenceTakesOther { .. }) => 24,
        R::Colour(ColourReason::LargerColourDifference { .. }) => 25,
        R::Colour(ColourReason::StrongerPreference { .. }) => 26,
        R::Colour(ColourReason::ColourAlternation { .. }) => 27,
        R::Colour(ColourReason::HigherRankedPreference { .. }) => 28,
        R::Colour(ColourReason::PairingNumberParity { .. }) => 29,
        R::Colour(ColourReason::PreferenceNotGranted { .. }) => 30,
        R::Bye(ByeReason::ByeReceiver { .. }) => 31,
        R::Bye(ByeReason::ByeLowestScore { .. }) => 32,
        R::Bye(ByeReason::ByeNobodyBelowEligible { .. }) => 33,
        R::Bye(ByeReason::ByeNobodyBelowPairable { .. }) => 34,
        R::Bye(ByeReason::ByeBarredInScoregroup { .. }) => 35,
        R::Bye(ByeReason::ByeFewestUnplayed { .. }) => 36,
        R::Bye(ByeReason::ByeLowestRanked { .. }) => 37,
        R::Bye(ByeReason::ByeLowerRankedNotLeft { .. }) => 38,
        R::Bye(ByeReason::ByeCountsAsDownfloat { .. }) => 39,
        R::Withdrawn { .. } => 40,
        R::EntersLater { .. } => 41,
        R::RequestedBye { .. } => 42,
        R::RoundRobin(RoundRobinReason::BergerRound { .. }) => 43,
        R::RoundRobin(RoundRobinReason::Cycle { .. }) => 44,
        R::RoundRobin(RoundRobinReason::CycleColoursReversed) => 45,
        R::RoundRobin(RoundRobinReason::LastTwoRoundsSwapped) => 46,
        R::RoundRobin(RoundRobinReason::BergerBoard { .. }) => 47,
        R::RoundRobin(RoundRobinReason::BergerRest { .. }) => 48,
        R::System(_) => 49,
        R::Bye(ByeReason::ByeLeftOverIn2017 { .. }) => 50,
        R::Dutch2017(_) => 51,
    }
}

const VARIANTS: usize = 52;

#[test]
fn every_reason_is_worded_in_every_language() {
    let samples = samples();
    let mut seen = [false; VARIANTS];
    for reason in &samples {
        seen[variant(reason)] = true;
        assert_worded(reason);
    }
    let missing: Vec<usize> = (0..VARIANTS).filter(|&i| !seen[i]).collect();
    assert!(missing.is_empty(), "variants without a sample: {missing:?}");
}

#[test]
fn facts_appear_in_the_words() {
    let floats = Reason::Bracket(BracketReason::Floats {
        high: rossi(),
        high_score: pts(4),
        low: p("Bianchi", 5),
        low_score: pts(3),
    });
    assert_eq!(
        floats.localize(Language::English),
        "Rossi (1), on 2, floats down to Bianchi (5), on 1½, who floats up (C.04.3 1.4)."
    );
    assert_eq!(
        floats.localize(Language::Italian),
        "Rossi (1), con 2, scende verso Bianchi (5), con 1½, che sale (C.04.3 1.4)."
    );
    // The same facts in a 2017 round cite the 2017 text (A.4.b).
    let floats_2017 = Reason::Dutch2017(Box::new(floats));
    assert_eq!(
        floats_2017.localize(Language::English),
        "Rossi (1), on 2, floats down to Bianchi (5), on 1½, who floats up (C.04.3 A.4.b)."
    );
    assert_eq!(
        floats_2017.localize(Language::Italian),
        "Rossi (1), con 2, scende verso Bianchi (5), con 1½, che sale (C.04.3 A.4.b)."
    );
    let unnamed = Reason::ByeForOddField { player: p("", 7) };
    assert!(unnamed.localize(Language::English).contains("no. 7 gets"));
    assert!(unnamed.localize(Language::Italian).contains("n. 7 riceve"));
    let list = Reason::FloatingDown { players: names(8) };
    assert_eq!(
        list.localize(Language::Italian),
        "Scendono in un gruppo di punteggio inferiore (C.04.3 1.4): Giocatore1 (1), \
         Giocatore2 (2), Giocatore3 (3) e altri 5."
    );
    let bracket = Reason::Bracket(BracketReason::PairedInBracket {
        board: 2,
        bracket: pts(3),
        residents: 1,
        moved_down: 0,
    });
    assert_eq!(
        bracket.localize(Language::English),
        "Board 2: paired in the 1½-point bracket (one player on that score)."
    );
}

#[test]
fn a_worded_explanation_finds_each_players_board_in_its_language() {
    let (a, b, c) = (PlayerId(1), PlayerId(2), PlayerId(3));
    let explanation = RoundExplanation {
        round: 1,
        summary: vec![Reason::NoFloats],
        boards: vec![
            BoardExplanation {
                white: a,
                black: Some(b),
                reasons: vec![
                    Reason::Colour(ColourReason::BothPreferencesGranted),
                    Reason::NoFloats,
                ],
            },
            BoardExplanation {
                white: c,
                black: None,
                reasons: vec![Reason::Withdrawn { player: p("C", 3) }],
            },
        ],
        matches_recorded: None,
    };
    let worded = explanation.worded(Language::Italian);
    assert_eq!(
        worded.summary,
        vec![Reason::NoFloats.localize(Language::Italian)]
    );
    let board = worded.for_player(b).map(|w| w.text.clone());
    assert_eq!(
        board,
        Some(format!(
            "{}\n{}",
            Reason::Colour(ColourReason::BothPreferencesGranted).localize(Language::Italian),
            Reason::NoFloats.localize(Language::Italian)
        ))
    );
    assert_eq!(worded.for_player(a).map(|w| w.black), Some(Some(b)));
    assert_eq!(worded.for_player(c).map(|w| w.reasons.len()), Some(1));
    assert!(worded.for_player(PlayerId(9)).is_none());
}
