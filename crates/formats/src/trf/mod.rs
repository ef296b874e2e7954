//! FIDE Tournament Report File (TRF-16 and TRF-26, with the JaVaFo and bbpPairings
//! extensions; see `../shared/reference/trf.md`).
//!
//! Reading goes in two layers: [`text`] turns bytes into lines (UTF-8 or Latin-1; LF, CRLF
//! or CR), [`raw`] cuts each line into the fields of its record code at their fixed
//! columns, and the conversion in `import` gives them meaning and checks them (games
//! written alike on both players' lines, points equal to the results). Every error is a
//! [`TrfError`] naming line, columns and field. Writing goes the other way: `export`
//! builds the records from the tournament and [`raw`] lays them out.

mod adjustments;
mod answer;
mod audit;
mod audit_read;
mod blank_bye;
mod burstein_index;
mod control;
pub mod date;
mod double_swiss_games;
mod entry_withdrawal;
pub mod error;
mod export;
pub mod export_check;
pub mod file;
pub mod formation;
mod header;
mod import;
mod late_entry;
mod long_text;
mod pair_order;
mod players;
pub mod raw;
mod requested_pab;
mod rounds;
mod scoring;
mod system;
mod team_arrange;
mod team_export;
mod team_import;
mod team_lenient;
mod team_system;
pub mod text;
pub mod warning;

pub use answer::{answer_text, parse_answer};
pub use error::{TrfError, TrfField, TrfProblem};
pub use export::start_ranks;
pub use export_check::{ExportError, ReadBack, TextPlace, export_checked};
pub use file::{TrfFileError, load, load_detailed, save};
pub use formation::FormationRecord;
pub use import::Imported;
pub use system::dutch_edition_named;
pub use warning::{Assumption, ImportWarning, SystemReason, TeamAssumption};

use crate::domain::Tournament;

/// Which edition of the format to write.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum TrfVersion {
    /// TRF-16 (C.04 Annex 2) with the engine extensions `XXR XXC XXP XXA` (the default:
    /// what pairing engines and most programs read).
    #[default]
    Trf16,
    /// TRF-26 (C.02.03 Annexure A, from 1 Sep 2025): `142 152 162 192 202 240 250 260`.
    Trf26,
}

/// A whole file to a tournament, with what the reader assumed where the file was not as
/// the specification writes it (see the module documentation of `import`). Refused only
/// when reading on would lose data (the error names line, columns and field).
pub fn import(bytes: &[u8]) -> Result<(Tournament, Vec<ImportWarning>), TrfError> {
    import::import(bytes)
}

/// The same as [`import`], with what the file said of the order in which the pairs of
/// each round were formed (`XXO`), for [`formation::rebuild`].
pub fn import_detailed(bytes: &[u8]) -> Result<Imported, TrfError> {
    import::import_detailed(bytes)
}

/// Amalfi 2.5's late entries of a tournament read from a TRF as another system and
/// paired as Amalfi (the command line's `--amalfi`); see `late_entry`.
pub fn read_amalfi_late_entries(t: &mut Tournament) -> Vec<ImportWarning> {
    late_entry::read_for_amalfi(t)
}

/// The tournament as TRF text (LF line endings), ranks from the tie-break standings.
/// Unchecked: files are written with [`export_checked`], which refuses what TRF cannot
/// hold and proves the text reads back.
pub fn export(t: &Tournament, version: TrfVersion) -> String {
    export::export(t, version)
}
