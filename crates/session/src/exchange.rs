//! Exchange with other programs: FIDE TRF files in (File → Import TRF…) and out (File →
//! Export TRF…). The file work is done by [`crate::formats::trf`].

use super::SessionError;
use crate::domain::Tournament;
use crate::formats::trf::{self, ImportWarning, TrfVersion};
use std::path::Path;

/// Reads a TRF file as a new tournament, with what the reader assumed (a file that cannot
/// be read without losing data is refused, naming line and field).
pub fn import_trf(path: &Path) -> Result<(Tournament, Vec<ImportWarning>), SessionError> {
    trf::load(path).map_err(|e| SessionError::File(e.into()))
}

/// Writes the tournament to a TRF file (atomically; the tournament's own file is not
/// changed).
pub fn export_trf(path: &Path, t: &Tournament, version: TrfVersion) -> Result<(), SessionError> {
    trf::save(path, t, version).map_err(|e| SessionError::File(e.into()))
}
