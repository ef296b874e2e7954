//! Subcommands of the `torneo` binary over the same library.
