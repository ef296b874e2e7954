//! The reasons for a Lim round, in words (filled in by the explanation wiring).
