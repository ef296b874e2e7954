//! What the arbiter asked for in one frame. Panels push [`Action`]s; the app carries them
//! out after drawing, so no panel changes state while it is being drawn.

use crate::session::rating_list::ListKind;
use crate::session::{Command, DocumentKind, TrfVersion};
use std::path::PathBuf;

/// The main panels, one tab each.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Tab {
    #[default]
    Players,
    Rounds,
    Standings,
    /// The prize list as it stands (issue 37).
    Prizes,
    Crosstable,
    /// The teams and their rosters (issue 39): shown for a team event only.
    Teams,
}

impl Tab {
    pub const ALL: [Tab; 5] = [
        Tab::Players,
        Tab::Rounds,
        Tab::Standings,
        Tab::Prizes,
        Tab::Crosstable,
    ];
}

/// What a panel shows of a document beyond its round, so that Copy and Print give what
/// is on screen (issue 37): the Standings panel's category, the Prizes panel's order.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct DocumentView {
    pub category: Option<String>,
    pub reading_order: Option<crate::domain::ReadingOrder>,
}

impl DocumentView {
    /// The whole document, in the settings' order.
    pub const WHOLE: DocumentView = DocumentView {
        category: None,
        reading_order: None,
    };
}

/// One request from the UI.
#[derive(Debug, Clone, PartialEq)]
pub enum Action {
    /// Change the tournament through the session.
    Apply(Command),
    Undo,
    Redo,
    /// File → New (asks first when there are unsaved changes).
    New,
    /// File → New's form answered: a new tournament with these settings.
    CreateTournament(Box<crate::domain::TournamentSettings>),
    /// File → Open… (file picker).
    Open,
    /// File → Recent → path.
    OpenPath(PathBuf),
    Save,
    SaveAs,
    /// Players → Paste entry list…: the entry-list dialog, to paste into.
    PasteEntryList,
    /// Players → Import entry list…: a CSV/TSV/XLSX/ODS file into the entry-list dialog.
    ImportEntryList,
    /// File → Import TRF… (a new tournament from a FIDE TRF file).
    ImportTrf,
    /// File → Export TRF… in the given edition.
    ExportTrf(TrfVersion),
    /// File → Import FIDE list… / Import national list… (the national one asks for its
    /// column mapping first).
    ImportRatingList(ListKind),
    CancelRatingListImport,
    /// File → Update ratings from the list…: shows the changes before applying them.
    UpdateRatingsFromList,
    /// File → Print… (or a Rounds panel shortcut): the Print dialog preset to a document
    /// and, when given, a round.
    OpenPrint {
        document: DocumentKind,
        round: Option<u32>,
        view: DocumentView,
    },
    /// Copy a document's tables to the clipboard as tab-separated text (a pairing, the
    /// standings after a round).
    Copy {
        document: DocumentKind,
        round: Option<u32>,
        view: DocumentView,
    },
    /// View → Torneo's file dialog: choose files in the window, not the system's dialog.
    SetInWindowFileDialog(bool),
    /// Tournament → Settings…
    OpenSettings,
    /// Pair the next round on a background thread.
    PairNextRound,
    CancelPairing,
    /// A result typed in a round after which another round is paired: asks first
    /// (C.04.2 art. 4.3), then records it as a correction.
    CorrectFinishedResult {
        round: u32,
        board: usize,
        result: crate::domain::GameResult,
        /// A Double-Swiss match's second game, `result` in its own colours (C.04.5).
        second_game: bool,
    },
    /// Un-pair the last round (asks first: its results go too).
    DeleteLastRound,
    /// Delete the last round and pair it again on a background thread, with an audit
    /// entry (Rounds → Edit pairing; `confirmed` when the round has results).
    RepairLastRound {
        reason: String,
        confirmed: bool,
    },
    /// Compute the engine's pairing of this round, to show beside its hand-edited
    /// pairing (on a background thread).
    ShowEngineRound(u32),
    /// Record the next round empty, to be paired by hand in Rounds → Edit pairing.
    PairRoundByHand,
    /// Explain the pairing of this round, board by board (on a background thread).
    ExplainRound(u32),
    SetLanguage(crate::Language),
    ShowTab(Tab),
    /// Window close or File → Quit (asks first when there are unsaved changes).
    Quit,
    /// Publishing on the venue's network and the big screen (issue 38).
    Venue(VenueAction),
    /// File → Publish site to folder…: asks for the folder, then writes the site there.
    PublishSiteToFolder,
}

/// File → Publish on this network… and View → Big screen…: the panel, the server, the
/// screen (issue 38).
#[derive(Debug, Clone, PartialEq)]
pub enum VenueAction {
    OpenPanel,
    ClosePanel,
    /// Start serving (a server already running stops first).
    Start(crate::session::venue::VenueRequest),
    /// Write the tournament's site into the request's folder, then start serving it.
    WriteAndStart(crate::session::venue::VenueRequest),
    Stop,
    /// List the machine's addresses again.
    RefreshAddresses,
    OpenBigScreen,
    CloseBigScreen,
}
