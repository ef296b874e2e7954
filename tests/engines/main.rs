//! The pairing engines, the matching solver and the tie-breaks: hand-worked cases per rule,
//! the oracles and second opinions (`../shared`, `tests/data`), and the property tests
//! on random tournaments (one harness for the Swiss systems, [`swiss_properties`]).
//! One test binary of several modules, each the former test file of its name.

// A test crate: its helpers outside `#[test]` (the support modules included) may unwrap.
#![allow(clippy::unwrap_used, clippy::expect_used)]

#[path = "../amalfi_support/mod.rs"]
mod amalfi_support;
#[path = "../dutch_support/mod.rs"]
mod dutch_support;
#[path = "../italo_support/mod.rs"]
mod italo_support;

mod amalfi_properties;
mod amalfi_rules;
mod berger;
mod burstein_2026_differential;
mod burstein_2026_rules;
mod burstein_2026_second_opinion;
mod burstein_oracle;
mod double_swiss_cases;
mod double_swiss_properties;
mod double_swiss_second_opinion;
mod dubov_cases;
mod dubov_renumbering;
mod dubov_second_opinion;
mod dutch_2017_oracle;
mod dutch_2017_oracle_large;
mod dutch_cancel;
mod dutch_oracle;
mod dutch_properties;
mod hand_event;
mod italo_svizzero_differential;
mod italo_svizzero_properties;
mod italo_svizzero_rules;
mod lim_cases;
mod matching;
mod matching_second_opinion;
mod rating_changes;
mod round_robin_lots;
mod round_robin_pair;
mod second_opinion_support;
mod swiss_properties;
mod team_swiss_cases;
mod team_swiss_properties;
mod team_swiss_second_opinion;
mod tiebreak_oracle;
mod tiebreak_props;
