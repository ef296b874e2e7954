//! Standings and the FIDE C.07 tie-breaks (2026 edition, with the 2023/2024 rules
//! selectable), unplayed-round rules, cut/median modifiers, and the legacy rules the seeds
//! describe.
