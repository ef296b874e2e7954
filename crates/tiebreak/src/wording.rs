//! The words of the tie-break module: names, refused codes, refusals and how a value was
//! made. Each is a Fluent message (`tiebreak-…` in `i18n/<language>/torneo.ftl`).

use super::explain::{LineFact, Summary};
use super::spec::{ParseTiebreakError, TiebreakKind, TiebreakRefusal, TiebreakSpec, Trim};
use crate::i18n::{Language, Localize};
use crate::tr;
use std::fmt;

impl Localize for TiebreakKind {
    /// The tie-break's full name ("Sonneborn-Berger", "Number of wins").
    fn localize(&self, lang: Language) -> String {
        tr!(lang, "tiebreak-name", kind = self.acronym())
    }
}

impl Localize for TiebreakSpec {
    /// The tie-break's name with what its modifiers change ("Buchholz Cut-1",
    /// "Buchholz"): two variants in one list never read alike.
    fn localize(&self, lang: Language) -> String {
        let mut parts = vec![self.kind.localize(lang)];
        match self.trim {
            Some(Trim::Cut(n)) => parts.push(tr!(lang, "tiebreak-trim-cut", n = n)),
            Some(Trim::Median(n)) => parts.push(tr!(lang, "tiebreak-trim-median", n = n)),
            None => {}
        }
        if self.forfeits_played {
            parts.push(tr!(lang, "tiebreak-modifier-forfeits-played"));
        }
        if self.fore {
            parts.push(tr!(lang, "tiebreak-modifier-fore"));
        }
        if self.reverse {
            parts.push(tr!(lang, "tiebreak-modifier-reverse"));
        }
        if let Some(rating) = self.unrated {
            parts.push(tr!(lang, "tiebreak-modifier-unrated", rating = rating));
        }
        parts.join(" ")
    }
}

impl Localize for ParseTiebreakError {
    fn localize(&self, lang: Language) -> String {
        use ParseTiebreakError as E;
        match self {
            E::Empty => tr!(lang, "tiebreak-code-empty"),
            E::Unknown(code) => tr!(lang, "tiebreak-code-unknown", code = code.as_str()),
            E::Unsupported(code) => {
                tr!(lang, "tiebreak-code-unsupported", code = code.as_str())
            }
            E::UnknownModifier { code, modifier } => tr!(
                lang,
                "tiebreak-modifier-unknown",
                code = code.as_str(),
                modifier = modifier.as_str()
            ),
            E::ModifierNotAllowed {
                code,
                modifier,
                kind,
            } => tr!(
                lang,
                "tiebreak-modifier-not-allowed",
                code = code.as_str(),
                modifier = modifier.as_str(),
                name = kind.localize(lang)
            ),
            E::DuplicateModifier { code, modifier } => tr!(
                lang,
                "tiebreak-modifier-twice",
                code = code.as_str(),
                modifier = modifier.as_str()
            ),
        }
    }
}

impl Localize for TiebreakRefusal {
    fn localize(&self, lang: Language) -> String {
        match self {
            TiebreakRefusal::BuchholzInRoundRobin { code, kind } => tr!(
                lang,
                "tiebreak-buchholz-in-round-robin",
                code = code.as_str(),
                name = kind.localize(lang)
            ),
        }
    }
}

/// In English, for logs and the command line.
impl fmt::Display for TiebreakRefusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.localize(Language::English))
    }
}

impl Localize for LineFact {
    fn localize(&self, lang: Language) -> String {
        match self {
            LineFact::Opponent { amount } => {
                tr!(lang, "tiebreak-line-opponent", amount = amount.as_str())
            }
            LineFact::Dummy {
                virtual_2009,
                amount,
                voluntary,
            } => tr!(
                lang,
                "tiebreak-line-dummy",
                edition = if *virtual_2009 { "virtual" } else { "dummy" },
                amount = amount.as_str(),
                voluntary = if *voluntary { "yes" } else { "no" }
            ),
            LineFact::Rating { rating, scored } => tr!(
                lang,
                "tiebreak-line-rating",
                rating = rating.to_string(),
                scored = scored.as_str()
            ),
        }
    }
}

impl Localize for Summary {
    fn localize(&self, lang: Language) -> String {
        match self {
            Summary::Kind(kind) => kind.localize(lang),
            Summary::Refused(refusal) => refusal.localize(lang),
            Summary::OpponentScores {
                kind,
                sonneborn_berger,
                cut,
            } => tr!(
                lang,
                "tiebreak-summary-opponent-scores",
                name = kind.localize(lang),
                sb = if *sonneborn_berger { "yes" } else { "no" },
                cut = if *cut { "yes" } else { "no" }
            ),
            Summary::UnratedPlayers => tr!(lang, "tiebreak-summary-unrated"),
            Summary::OverTheBoard { kind } => tr!(
                lang,
                "tiebreak-summary-over-the-board",
                name = kind.localize(lang)
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::test_support::assert_worded;

    #[test]
    fn the_buchholz_variants_are_named_with_their_cuts() {
        let name = |code: &str, lang| code.parse::<TiebreakSpec>().unwrap().localize(lang);
        assert_eq!(name("BH/C1", Language::English), "Buchholz Cut-1");
        assert_eq!(name("BH", Language::English), "Buchholz");
        assert_eq!(name("BH/C1", Language::Italian), "Buchholz con taglio 1");
        assert_eq!(name("BH/M2", Language::Italian), "Buchholz mediano 2");
        assert_ne!(
            name("SB/P", Language::English),
            name("SB", Language::English)
        );
    }

    #[test]
    fn every_tiebreak_message_is_worded_in_every_language() {
        for kind in TiebreakKind::ALL {
            let english = kind.localize(Language::English);
            assert!(!english.is_empty() && english != kind.acronym(), "{kind:?}");
            assert!(!kind.localize(Language::Italian).is_empty(), "{kind:?}");
        }
        let code = || "BH".to_string();
        let modifier = || "X".to_string();
        let errors = [
            ParseTiebreakError::Empty,
            ParseTiebreakError::Unknown(code()),
            ParseTiebreakError::Unsupported(code()),
            ParseTiebreakError::UnknownModifier {
                code: code(),
                modifier: modifier(),
            },
            ParseTiebreakError::ModifierNotAllowed {
                code: code(),
                modifier: modifier(),
                kind: TiebreakKind::Wins,
            },
            ParseTiebreakError::DuplicateModifier {
                code: code(),
                modifier: modifier(),
            },
        ];
        for e in &errors {
            match e {
                ParseTiebreakError::Empty
                | ParseTiebreakError::Unknown(_)
                | ParseTiebreakError::Unsupported(_)
                | ParseTiebreakError::UnknownModifier { .. }
                | ParseTiebreakError::ModifierNotAllowed { .. }
                | ParseTiebreakError::DuplicateModifier { .. } => assert_worded(e),
            }
        }
        assert_worded(&TiebreakRefusal::BuchholzInRoundRobin {
            code: code(),
            kind: TiebreakKind::Buchholz,
        });
        let amount = || "2.5".to_string();
        let facts = [
            LineFact::Opponent { amount: amount() },
            LineFact::Dummy {
                virtual_2009: true,
                amount: amount(),
                voluntary: true,
            },
            LineFact::Dummy {
                virtual_2009: false,
                amount: amount(),
                voluntary: false,
            },
            LineFact::Rating {
                rating: 2100,
                scored: "1.0".into(),
            },
        ];
        for f in &facts {
            match f {
                LineFact::Opponent { .. } | LineFact::Dummy { .. } | LineFact::Rating { .. } => {
                    assert_worded(f)
                }
            }
        }
        let summaries = [
            Summary::Kind(TiebreakKind::Koya),
            Summary::Refused(TiebreakRefusal::BuchholzInRoundRobin {
                code: code(),
                kind: TiebreakKind::Buchholz,
            }),
            Summary::OpponentScores {
                kind: TiebreakKind::SonnebornBerger,
                sonneborn_berger: true,
                cut: true,
            },
            Summary::UnratedPlayers,
            Summary::OverTheBoard {
                kind: TiebreakKind::PerformanceRating,
            },
        ];
        for s in &summaries {
            match s {
                Summary::Kind(_)
                | Summary::Refused(_)
                | Summary::OpponentScores { .. }
                | Summary::UnratedPlayers
                | Summary::OverTheBoard { .. } => assert_worded(s),
            }
        }
    }
}
