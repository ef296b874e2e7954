//! A rating list in an embedded SQLite database (one file per list: the FIDE list, the
//! national list). An import writes a new database file next to the old one, with the
//! fast settings that are safe only for a file nobody else reads yet (no journal, no
//! sync, one transaction, one prepared statement), builds the indexes once the players
//! are in, syncs the file and renames it over the old one: a newer list replaces the
//! older one at once, and a crash or a cancelled import leaves the old list as it was.
//!
//! The search key of each name ([`super::normalize::name_key`]) is stored with it and
//! indexed, so a surname prefix is a range of the index, found in well under a
//! millisecond among two million players; the id has an index of its own.

use super::fixed_width::{self, RatingKind};
use super::month::{self, ListMonth, MonthSource};
use super::normalize::name_key;
use super::{BadLine, ColumnMapping, Entry, ListedPlayer, RatingListError, national, xml};
use crate::domain::{Sex, Title};
use rusqlite::{Connection, OpenFlags, params};
use std::fs::File;
use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};

/// How many bad lines an import keeps to show (all of them are counted).
pub const BAD_LINES_KEPT: usize = 1000;

/// How often (in lines) an import reports progress and looks for a cancel.
const PROGRESS_EVERY: u64 = 8192;

/// Which list a database holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ListKind {
    Fide,
    National,
}

impl ListKind {
    /// The database's file name in the rating-list folder.
    pub fn file_name(self) -> &'static str {
        match self {
            ListKind::Fide => "fide-rating-list.sqlite",
            ListKind::National => "national-rating-list.sqlite",
        }
    }

    fn code(self) -> &'static str {
        match self {
            ListKind::Fide => "fide",
            ListKind::National => "national",
        }
    }
}

/// What an import did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ImportSummary {
    pub players: u64,
    /// Every skipped line counted…
    pub bad_count: u64,
    /// …and the first [`BAD_LINES_KEPT`] of them with what is wrong.
    pub bad_lines: Vec<BadLine>,
    pub month: Option<ListMonth>,
}

/// What a database says about its list.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ListInfo {
    pub players: u64,
    pub month: Option<ListMonth>,
    /// The file the list was imported from (its name only).
    pub source_file: String,
}

/// An imported list, opened for searching.
#[derive(Debug)]
pub struct ListDatabase {
    connection: Connection,
    path: PathBuf,
    info: ListInfo,
}

const COLUMNS: &str =
    "id, fide_id, name, federation, sex, title, standard, rapid, blitz, birth_year";

impl ListDatabase {
    /// Opens an imported list (read only).
    pub fn open(path: &Path) -> Result<ListDatabase, RatingListError> {
        if !path.is_file() {
            return Err(RatingListError::NoDatabase {
                path: path.to_path_buf(),
            });
        }
        let flags = OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX;
        let connection = Connection::open_with_flags(path, flags)
            .map_err(|e| RatingListError::database(path, e))?;
        let info = read_info(&connection).map_err(|e| RatingListError::database(path, e))?;
        Ok(ListDatabase {
            connection,
            path: path.to_path_buf(),
            info,
        })
    }

    pub fn info(&self) -> &ListInfo {
        &self.info
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    /// At most `limit` players whose name starts with `query` (case and accents do not
    /// matter, nor punctuation: "rossi m" finds "Rossi, Mario"), in name order; a query of
    /// digits is an id.
    pub fn search(&self, query: &str, limit: usize) -> Result<Vec<ListedPlayer>, RatingListError> {
        let query = query.trim();
        let limit = i64::try_from(limit).unwrap_or(i64::MAX);
        let found = if !query.is_empty() && query.bytes().all(|b| b.is_ascii_digit()) {
            let id: i64 = query.parse().unwrap_or(-1);
            let sql = format!("SELECT {COLUMNS} FROM players WHERE id = ?1 LIMIT ?2");
            self.query(&sql, params![id, limit])
        } else {
            let key = name_key(query);
            if key.is_empty() {
                return Ok(Vec::new());
            }
            // Every key that starts with `key` sorts between `key` and `key` followed by
            // the last Unicode character.
            let end = format!("{key}{}", char::MAX);
            let sql = format!(
                "SELECT {COLUMNS} FROM players WHERE name_key >= ?1 AND name_key < ?2 \
                 ORDER BY name_key LIMIT ?3"
            );
            self.query(&sql, params![key, end, limit])
        };
        found.map_err(|e| RatingListError::database(&self.path, e))
    }

    /// The players named `name` exactly (case, accents and punctuation aside, see
    /// [`name_key`]), `limit` at most: the entry list matches a player by name only when
    /// the list has one of that name.
    pub fn by_name(&self, name: &str, limit: usize) -> Result<Vec<ListedPlayer>, RatingListError> {
        let key = name_key(name);
        if key.is_empty() {
            return Ok(Vec::new());
        }
        let limit = i64::try_from(limit).unwrap_or(i64::MAX);
        let sql = format!("SELECT {COLUMNS} FROM players WHERE name_key = ?1 LIMIT ?2");
        self.query(&sql, params![key, limit])
            .map_err(|e| RatingListError::database(&self.path, e))
    }

    /// The player with this id, if the list has them.
    pub fn by_id(&self, id: u64) -> Result<Option<ListedPlayer>, RatingListError> {
        let id = i64::try_from(id).unwrap_or(-1);
        let sql = format!("SELECT {COLUMNS} FROM players WHERE id = ?1 LIMIT ?2");
        self.query(&sql, params![id, 1])
            .map(|mut found| found.pop())
            .map_err(|e| RatingListError::database(&self.path, e))
    }

    fn query(
        &self,
        sql: &str,
        parameters: impl rusqlite::Params,
    ) -> rusqlite::Result<Vec<ListedPlayer>> {
        let mut statement = self.connection.prepare_cached(sql)?;
        let rows = statement.query_map(parameters, row_player)?;
        rows.collect()
    }
}

fn row_player(row: &rusqlite::Row<'_>) -> rusqlite::Result<ListedPlayer> {
    let number = |i: usize| -> rusqlite::Result<Option<u16>> {
        Ok(row
            .get::<_, Option<i64>>(i)?
            .and_then(|v| u16::try_from(v).ok()))
    };
    let id: i64 = row.get(0)?;
    let fide_id: Option<i64> = row.get(1)?;
    let sex: Option<String> = row.get(4)?;
    let title: Option<String> = row.get(5)?;
    Ok(ListedPlayer {
        id: u64::try_from(id).unwrap_or(0),
        fide_id: fide_id.and_then(|v| u64::try_from(v).ok()),
        name: row.get(2)?,
        federation: row.get(3)?,
        sex: match sex.as_deref() {
            Some("M") => Some(Sex::Male),
            Some("F") => Some(Sex::Female),
            _ => None,
        },
        title: title.as_deref().and_then(Title::from_code),
        standard: number(6)?,
        rapid: number(7)?,
        blitz: number(8)?,
        birth_year: number(9)?,
    })
}

fn read_info(connection: &Connection) -> rusqlite::Result<ListInfo> {
    let value = |key: &str| -> rusqlite::Result<Option<String>> {
        let mut statement = connection.prepare("SELECT value FROM list_info WHERE key = ?1")?;
        let mut rows = statement.query(params![key])?;
        match rows.next()? {
            Some(row) => row.get(0),
            None => Ok(None),
        }
    };
    let month = match (value("year")?, value("month")?, value("month_source")?) {
        (Some(year), Some(month), Some(source)) => {
            match (year.parse(), month.parse(), MonthSource::from_code(&source)) {
                (Ok(year), Ok(month), Some(source)) => Some(ListMonth {
                    year,
                    month,
                    source,
                }),
                _ => None,
            }
        }
        _ => None,
    };
    Ok(ListInfo {
        players: value("players")?.and_then(|v| v.parse().ok()).unwrap_or(0),
        month,
        source_file: value("source_file")?.unwrap_or_default(),
    })
}

/// What list a file is and how to read it.
#[derive(Debug, Clone)]
pub enum Source {
    /// A FIDE list: fixed-width (combined or single) or XML, told apart by the content;
    /// a single list's rating kind from its file name.
    Fide,
    /// A national list read through its column mapping.
    National(ColumnMapping),
}

impl Source {
    fn kind(&self) -> ListKind {
        match self {
            Source::Fide => ListKind::Fide,
            Source::National(_) => ListKind::National,
        }
    }
}

/// Imports `file` into the database at `database`, replacing the list there once the
/// new one is complete. `progress` gets the fraction read (0.0 ..= 1.0) now and then and
/// answers false to cancel.
pub fn import(
    file: &Path,
    source: &Source,
    database: &Path,
    progress: &mut dyn FnMut(f32) -> bool,
) -> Result<ImportSummary, RatingListError> {
    let read_error = |source: std::io::Error| RatingListError::Read {
        path: file.to_path_buf(),
        source,
    };
    let opened = File::open(file).map_err(read_error)?;
    let size = opened.metadata().map_err(read_error)?.len().max(1);
    let reader = BufReader::with_capacity(1 << 20, opened);
    if let Some(folder) = database.parent().filter(|p| !p.as_os_str().is_empty()) {
        std::fs::create_dir_all(folder).map_err(|e| RatingListError::database(folder, e))?;
    }
    remove_abandoned_imports(database);
    let temporary = temporary_path(database);
    let outcome = fill(file, reader, size, source, &temporary, progress).and_then(|summary| {
        replace(&temporary, database)?;
        Ok(summary)
    });
    if outcome.is_err() {
        let _ = std::fs::remove_file(&temporary);
    }
    // The readers do not know the file's name: a read error is named here.
    outcome.map_err(|error| match error {
        RatingListError::Read { path, source } if path.as_os_str().is_empty() => {
            RatingListError::Read {
                path: file.to_path_buf(),
                source,
            }
        }
        other => other,
    })
}

/// `.fide-rating-list.sqlite.<pid>.importing` next to the database.
fn temporary_path(database: &Path) -> PathBuf {
    let name = database
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    database.with_file_name(format!(".{name}.{}.importing", std::process::id()))
}

/// Removes the temporary files of imports that never finished (Torneo was closed or
/// crashed during one): each may be as big as the list.
fn remove_abandoned_imports(database: &Path) {
    let (Some(folder), Some(name)) = (database.parent(), database.file_name()) else {
        return;
    };
    let folder = if folder.as_os_str().is_empty() {
        Path::new(".")
    } else {
        folder
    };
    let prefix = format!(".{}.", name.to_string_lossy());
    let Ok(entries) = std::fs::read_dir(folder) else {
        return;
    };
    for entry in entries.flatten() {
        let file = entry.file_name().to_string_lossy().into_owned();
        if file.starts_with(&prefix) && file.ends_with(".importing") {
            let _ = std::fs::remove_file(entry.path());
        }
    }
}

/// Reads the list into a new database at `temporary`.
fn fill(
    file: &Path,
    reader: BufReader<File>,
    size: u64,
    source: &Source,
    temporary: &Path,
    progress: &mut dyn FnMut(f32) -> bool,
) -> Result<ImportSummary, RatingListError> {
    let db_error = |e: rusqlite::Error| RatingListError::database(temporary, e);
    let mut connection = Connection::open(temporary).map_err(db_error)?;
    // Safe only because nobody reads this file before it is complete and renamed.
    connection
        .execute_batch(
            "PRAGMA journal_mode = OFF;
             PRAGMA synchronous = OFF;
             PRAGMA locking_mode = EXCLUSIVE;
             PRAGMA cache_size = -65536;
             PRAGMA page_size = 8192;
             CREATE TABLE list_info (key TEXT PRIMARY KEY, value TEXT);
             CREATE TABLE players (
                 id INTEGER NOT NULL,
                 fide_id INTEGER,
                 name TEXT NOT NULL,
                 name_key TEXT NOT NULL,
                 federation TEXT NOT NULL,
                 sex TEXT,
                 title TEXT,
                 standard INTEGER,
                 rapid INTEGER,
                 blitz INTEGER,
                 birth_year INTEGER
             );",
        )
        .map_err(db_error)?;
    let transaction = connection.transaction().map_err(db_error)?;
    let mut summary = ImportSummary {
        players: 0,
        bad_count: 0,
        bad_lines: Vec::new(),
        month: None,
    };
    {
        let mut insert = transaction
            .prepare(
                "INSERT INTO players (id, fide_id, name, name_key, federation, sex, title, \
                 standard, rapid, blitz, birth_year) \
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11)",
            )
            .map_err(db_error)?;
        // Reading (and the search keys) on one thread, the inserts on this one: on two
        // cores the import takes about the longer of the two instead of their sum.
        let (sender, receiver) = std::sync::mpsc::sync_channel::<Batch>(8);
        let (read, inserted) = std::thread::scope(|scope| {
            let reader_thread = scope.spawn(move || read_list(file, reader, source, &sender));
            let inserted = insert_all(&receiver, &mut insert, &mut summary, size, progress);
            drop(receiver);
            let read = reader_thread.join().unwrap_or_else(|_| {
                Err(RatingListError::Read {
                    path: PathBuf::new(),
                    source: std::io::Error::other("the list reader stopped"),
                })
            });
            (read, inserted)
        });
        inserted.map_err(|e| match e {
            Inserting::Database(e) => db_error(e),
            Inserting::Cancelled => RatingListError::Cancelled,
        })?;
        summary.month = read?;
    }
    summary.month = month::from_file_name(file)
        .or(summary.month)
        .or_else(|| month::from_file_date(file));
    if !progress(1.0) {
        return Err(RatingListError::Cancelled);
    }
    transaction
        .execute_batch(
            "CREATE INDEX players_name_key ON players (name_key);
             CREATE INDEX players_id ON players (id);",
        )
        .map_err(db_error)?;
    let source_file = file
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let mut info = vec![
        ("kind", source.kind().code().to_string()),
        ("players", summary.players.to_string()),
        ("bad_lines", summary.bad_count.to_string()),
        ("source_file", source_file),
        ("imported_at", chrono::Utc::now().to_rfc3339()),
    ];
    if let Some(m) = summary.month {
        info.push(("year", m.year.to_string()));
        info.push(("month", m.month.to_string()));
        info.push(("month_source", m.source.code().to_string()));
    }
    for (key, value) in info {
        transaction
            .execute(
                "INSERT INTO list_info (key, value) VALUES (?1, ?2)",
                params![key, value],
            )
            .map_err(db_error)?;
    }
    transaction.commit().map_err(db_error)?;
    connection
        .close()
        .map_err(|(_, e)| RatingListError::database(temporary, e))?;
    Ok(summary)
}

/// Entries read, with their search keys, and how far into the file they end.
struct Batch {
    entries: Vec<(Entry, String)>,
    bytes: u64,
}

/// Entries per batch sent from the reader to the inserts.
const BATCH: usize = 2048;

/// Why the inserts stopped.
enum Inserting {
    Database(rusqlite::Error),
    Cancelled,
}

/// Reads the list (the reader thread), sending its entries in batches; the month its
/// header gives. Stops (as cancelled) when the inserts no longer take batches.
fn read_list(
    file: &Path,
    mut reader: BufReader<File>,
    source: &Source,
    sender: &std::sync::mpsc::SyncSender<Batch>,
) -> Result<Option<ListMonth>, RatingListError> {
    let mut batch = Vec::with_capacity(BATCH);
    let mut each = |entry: Entry, bytes: u64| -> Result<(), RatingListError> {
        let key = match &entry {
            Entry::Player(p) => name_key(&p.name),
            Entry::Bad(_) => String::new(),
        };
        batch.push((entry, key));
        if batch.len() >= BATCH {
            let entries = std::mem::replace(&mut batch, Vec::with_capacity(BATCH));
            sender
                .send(Batch { entries, bytes })
                .map_err(|_| RatingListError::Cancelled)?;
        }
        Ok(())
    };
    let month = match source {
        Source::Fide => {
            let single = RatingKind::of_file_name(file);
            if is_xml(&mut reader) {
                xml::read(reader, single, &mut each)?;
                None
            } else {
                let layout = fixed_width::read(reader, single, &mut each)?;
                layout.month().map(|(year, month)| ListMonth {
                    year,
                    month,
                    source: MonthSource::Header,
                })
            }
        }
        Source::National(mapping) => {
            national::read(reader, mapping, &mut each)?;
            None
        }
    };
    if !batch.is_empty() {
        sender
            .send(Batch {
                entries: batch,
                bytes: u64::MAX,
            })
            .map_err(|_| RatingListError::Cancelled)?;
    }
    Ok(month)
}

/// Inserts every batch received, counting players and bad lines in `summary`; reports
/// progress every [`PROGRESS_EVERY`] entries and stops when it answers false.
fn insert_all(
    receiver: &std::sync::mpsc::Receiver<Batch>,
    insert: &mut rusqlite::Statement<'_>,
    summary: &mut ImportSummary,
    size: u64,
    progress: &mut dyn FnMut(f32) -> bool,
) -> Result<(), Inserting> {
    let mut seen = 0u64;
    for batch in receiver {
        for (entry, key) in batch.entries {
            seen += 1;
            if seen.is_multiple_of(PROGRESS_EVERY)
                && !progress(batch.bytes.min(size) as f32 / size as f32)
            {
                return Err(Inserting::Cancelled);
            }
            match entry {
                Entry::Player(p) => {
                    insert_player(insert, &p, &key).map_err(Inserting::Database)?;
                    summary.players += 1;
                }
                Entry::Bad(bad) => {
                    summary.bad_count += 1;
                    if summary.bad_lines.len() < BAD_LINES_KEPT {
                        summary.bad_lines.push(bad);
                    }
                }
            }
        }
    }
    Ok(())
}

fn insert_player(
    insert: &mut rusqlite::Statement<'_>,
    p: &ListedPlayer,
    key: &str,
) -> rusqlite::Result<usize> {
    insert.execute(params![
        i64::try_from(p.id).unwrap_or(i64::MAX),
        p.fide_id.and_then(|v| i64::try_from(v).ok()),
        p.name,
        key,
        p.federation,
        p.sex.map(|s| match s {
            Sex::Male => "M",
            Sex::Female => "F",
        }),
        p.title.map(Title::code),
        p.standard,
        p.rapid,
        p.blitz,
        p.birth_year,
    ])
}

/// True when the file starts (after blanks) with `<`: the XML list.
fn is_xml(reader: &mut BufReader<File>) -> bool {
    reader.fill_buf().is_ok_and(|bytes| {
        bytes
            .iter()
            .find(|b| !b.is_ascii_whitespace() && **b != 0xEF && **b != 0xBB && **b != 0xBF)
            == Some(&b'<')
    })
}

/// Makes the complete new database the list: synced to disk, renamed over the old one.
fn replace(temporary: &Path, database: &Path) -> Result<(), RatingListError> {
    File::open(temporary)
        .and_then(|f| f.sync_all())
        .map_err(|e| RatingListError::database(temporary, e))?;
    std::fs::rename(temporary, database).map_err(|e| RatingListError::database(database, e))?;
    if let Some(folder) = database.parent().filter(|p| !p.as_os_str().is_empty())
        && let Ok(folder) = File::open(folder)
    {
        // Best effort: some systems cannot sync a folder.
        let _ = folder.sync_all();
    }
    Ok(())
}
