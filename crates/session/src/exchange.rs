//! Exchange with other programs: FIDE TRF files in (File → Import TRF…) and out (File →
//! Export TRF…). The file work is done by [`crate::formats::trf`]; what a file read needs
//! of an engine is done here: an Italo-Svizzero tournament's order of formation, where no
//! `XXO` record gives it, is rebuilt by replaying the engine on the recorded rounds
//! (seed 002 art. 6, docs/rules/italo-svizzero.md D10; `trf::formation`).

use super::SessionError;
use crate::domain::{Board, PairingSystem, Tournament};
use crate::formats::trf::{self, ImportWarning, Imported, TrfError, TrfFileError, TrfVersion};
use crate::pairing::{JobControl, italo_svizzero, request_for};
use std::path::Path;

/// Reads a TRF file as a new tournament, with what the reader assumed (a file that cannot
/// be read without losing data is refused, naming line and field).
pub fn import_trf(path: &Path) -> Result<(Tournament, Vec<ImportWarning>), SessionError> {
    read_trf(path, |_| {}).map_err(|e| SessionError::File(e.into()))
}

/// Reads a TRF file; `adjust` changes the tournament before the engines read it (the
/// command line's system flag), then an Italo-Svizzero tournament gets its order of
/// formation rebuilt where the file does not say it.
pub fn read_trf(
    path: &Path,
    adjust: impl FnOnce(&mut Tournament),
) -> Result<(Tournament, Vec<ImportWarning>), TrfFileError> {
    trf::load_detailed(path).map(|read| finish(read, adjust))
}

/// The same as [`read_trf`], from the file's bytes.
pub fn read_trf_bytes(
    bytes: &[u8],
    adjust: impl FnOnce(&mut Tournament),
) -> Result<(Tournament, Vec<ImportWarning>), TrfError> {
    trf::import_detailed(bytes).map(|read| finish(read, adjust))
}

fn finish(
    read: Imported,
    adjust: impl FnOnce(&mut Tournament),
) -> (Tournament, Vec<ImportWarning>) {
    let Imported {
        mut tournament,
        mut warnings,
        formation,
    } = read;
    adjust(&mut tournament);
    if tournament.settings.system == PairingSystem::ItaloSvizzero {
        warnings.extend(trf::formation::rebuild(
            &mut tournament,
            &formation,
            italo_svizzero_round,
        ));
        warnings.sort_by_key(|w| w.line);
    }
    (tournament, warnings)
}

/// Round `round` as the Italo-Svizzero engine pairs it from `t`'s rounds before it (the
/// players the recorded round leaves out stay out), its boards in the order of formation.
fn italo_svizzero_round(t: &Tournament, round: u32) -> Option<Vec<Board>> {
    let request = request_for(t, round);
    italo_svizzero::pair(&request, round, &JobControl::new())
        .ok()
        .map(|proposed| proposed.boards)
}

/// Writes the tournament to a TRF file (atomically; the tournament's own file is not
/// changed).
pub fn export_trf(path: &Path, t: &Tournament, version: TrfVersion) -> Result<(), SessionError> {
    trf::save(path, t, version).map_err(|e| SessionError::File(e.into()))
}
