//! What the arbiter asks to print: which document, for which round, in which language,
//! on which paper. The window's Print dialog and `torneo print` both fill one
//! [`PrintRequest`]; `report::build` turns it into a [`crate::Document`].

use crate::document::Paper;
use crate::domain::ReadingOrder;
use crate::i18n::Language;
use crate::tiebreak::team::TeamTiebreak;

/// The documents Torneo prints (issue 12). The command line names them by
/// [`DocumentKind::command_name`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum DocumentKind {
    /// Pairings by board for a round, byes and players not playing below.
    Pairings,
    /// Every present player alphabetically: board, colour, opponent.
    PairingsByName,
    /// One slip per board, several to a page, with cut marks.
    ResultSlips,
    /// Standings after a round with the tournament's tie-breaks.
    Standings,
    /// Swiss crosstable in rank order, or the round-robin grid.
    Crosstable,
    /// Players by pairing number (or rating, or name).
    Players,
    /// Players alphabetically with a tick column and an "amount paid" column.
    CheckIn,
    /// Every round of a round robin's Berger/Varma table.
    Schedule,
    /// Settings, final standings and crosstable: what goes to the federation.
    Report,
    /// Each player's rating change (FIDE B.02), game by game (issue 37).
    RatingReport,
    /// The title norm checks (B.01 1.4): a summary, then a page per player with a norm.
    Norms,
    /// The standings of each prize category, one section each (issue 37).
    CategoryStandings,
    /// The prize list (premiazione), in the order it is read out (issue 37).
    Prizes,
    /// A team event's round: each match, its boards, the team bye (issue 39).
    TeamPairings,
    /// One slip per team match: every board's boxes, the match total, the captains.
    MatchSlips,
    /// The team standings with the team tie-breaks (C.07 art. 13).
    TeamStandings,
    /// The players of each board by percentage, with a minimum of games.
    BoardStandings,
    /// The teams against the teams: game points per match, match and game points.
    TeamCrosstable,
}

impl DocumentKind {
    pub const ALL: [DocumentKind; 18] = [
        DocumentKind::Pairings,
        DocumentKind::PairingsByName,
        DocumentKind::ResultSlips,
        DocumentKind::Standings,
        DocumentKind::Crosstable,
        DocumentKind::Players,
        DocumentKind::CheckIn,
        DocumentKind::Schedule,
        DocumentKind::Report,
        DocumentKind::RatingReport,
        DocumentKind::Norms,
        DocumentKind::CategoryStandings,
        DocumentKind::Prizes,
        DocumentKind::TeamPairings,
        DocumentKind::MatchSlips,
        DocumentKind::TeamStandings,
        DocumentKind::BoardStandings,
        DocumentKind::TeamCrosstable,
    ];

    /// The name `torneo print <document>` takes.
    pub fn command_name(self) -> &'static str {
        match self {
            DocumentKind::Pairings => "pairings",
            DocumentKind::PairingsByName => "pairings-by-name",
            DocumentKind::ResultSlips => "result-slips",
            DocumentKind::Standings => "standings",
            DocumentKind::Crosstable => "crosstable",
            DocumentKind::Players => "players",
            DocumentKind::CheckIn => "check-in",
            DocumentKind::Schedule => "schedule",
            DocumentKind::Report => "report",
            DocumentKind::RatingReport => "rating-report",
            DocumentKind::Norms => "norms",
            DocumentKind::CategoryStandings => "category-standings",
            DocumentKind::Prizes => "prizes",
            DocumentKind::TeamPairings => "team-pairings",
            DocumentKind::MatchSlips => "match-slips",
            DocumentKind::TeamStandings => "team-standings",
            DocumentKind::BoardStandings => "board-standings",
            DocumentKind::TeamCrosstable => "team-crosstable",
        }
    }

    /// The document named `name` on the command line.
    pub fn from_command_name(name: &str) -> Option<DocumentKind> {
        DocumentKind::ALL.into_iter().find(|kind| {
            kind.command_name() == name
                || Language::ALL
                    .into_iter()
                    .any(|lang| kind.file_word(lang) == name)
        })
    }

    /// The document's name as the window's Print dialog says it ("Abbinamenti per
    /// scacchiera").
    pub fn name(self, lang: Language) -> String {
        use crate::tr;
        match self {
            DocumentKind::Pairings => tr!(lang, "ui-doc-pairings"),
            DocumentKind::PairingsByName => tr!(lang, "ui-doc-pairings-by-name"),
            DocumentKind::ResultSlips => tr!(lang, "ui-doc-result-slips"),
            DocumentKind::Standings => tr!(lang, "ui-doc-standings"),
            DocumentKind::Crosstable => tr!(lang, "ui-doc-crosstable"),
            DocumentKind::Players => tr!(lang, "ui-doc-players"),
            DocumentKind::CheckIn => tr!(lang, "ui-doc-check-in"),
            DocumentKind::Schedule => tr!(lang, "ui-doc-schedule"),
            DocumentKind::Report => tr!(lang, "ui-doc-report"),
            DocumentKind::RatingReport => tr!(lang, "ui-doc-rating-report"),
            DocumentKind::Norms => tr!(lang, "ui-doc-norms"),
            DocumentKind::CategoryStandings => tr!(lang, "ui-doc-category-standings"),
            DocumentKind::Prizes => tr!(lang, "ui-doc-prizes"),
            DocumentKind::TeamPairings => tr!(lang, "ui-doc-team-pairings"),
            DocumentKind::MatchSlips => tr!(lang, "ui-doc-match-slips"),
            DocumentKind::TeamStandings => tr!(lang, "ui-doc-team-standings"),
            DocumentKind::BoardStandings => tr!(lang, "ui-doc-board-standings"),
            DocumentKind::TeamCrosstable => tr!(lang, "ui-doc-team-crosstable"),
        }
    }

    /// The same name as one word, lower case with dashes: what a suggested PDF file is
    /// called and what the command line accepts besides its own name
    /// ("abbinamenti-per-scacchiera", "pairings-by-board"). One word per document in the
    /// window, the files and the command line.
    pub fn file_word(self, lang: Language) -> String {
        self.name(lang)
            .to_lowercase()
            .split(|c: char| !c.is_alphanumeric())
            .filter(|part| !part.is_empty())
            .collect::<Vec<_>>()
            .join("-")
    }

    /// Whether the document is about one round (the dialog then asks which).
    pub fn needs_round(self) -> bool {
        matches!(
            self,
            DocumentKind::Pairings
                | DocumentKind::PairingsByName
                | DocumentKind::ResultSlips
                | DocumentKind::Standings
                | DocumentKind::Crosstable
                | DocumentKind::RatingReport
                | DocumentKind::CategoryStandings
                | DocumentKind::TeamPairings
                | DocumentKind::MatchSlips
                | DocumentKind::TeamStandings
                | DocumentKind::BoardStandings
                | DocumentKind::TeamCrosstable
        )
    }

    /// Whether the document is about the teams of a team event (issue 39): offered for
    /// team events only.
    pub fn is_team_document(self) -> bool {
        matches!(
            self,
            DocumentKind::TeamPairings
                | DocumentKind::MatchSlips
                | DocumentKind::TeamStandings
                | DocumentKind::BoardStandings
                | DocumentKind::TeamCrosstable
        )
    }
}

/// The order of the players list.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Hash)]
pub enum PlayerOrder {
    #[default]
    PairingNumber,
    Rating,
    Name,
}

/// Everything a document needs besides the tournament.
#[derive(Debug, Clone, PartialEq)]
pub struct PrintRequest {
    pub document: DocumentKind,
    /// The round (1-based); `None`: the last paired round (standings and crosstable: the
    /// last round with results).
    pub round: Option<u32>,
    pub language: Language,
    pub paper: Paper,
    pub player_order: PlayerOrder,
    /// Standings: print category, federation and club columns.
    pub extra_columns: bool,
    /// Pairings: the published site's address (`http://10.0.0.7:8080`); when given, the
    /// sheet carries the QR code of the round's page, `<address>/round-<n>.html`.
    pub round_page_qr: Option<String>,
    /// Standings: only the players of this prize category, places counted inside it
    /// (what the Standings panel shows with a category chosen; issue 37). `None`: all.
    pub category: Option<String>,
    /// Prize list: read out in this order instead of the settings' (the Prizes panel's
    /// choice; issue 37). `None`: the settings' order.
    pub reading_order: Option<ReadingOrder>,
    /// Team standings: these team tie-breaks instead of the event's (issue 39; `torneo
    /// print --tiebreaks`). `None`: the event's.
    pub team_tiebreaks: Option<Vec<TeamTiebreak>>,
    /// Board standings: the games a player needs on a board to be ranked. `None`: the
    /// event's rule (docs/rules/teams.md, D7).
    pub minimum_games: Option<u32>,
    /// Team crosstable: each cell the row team's match points instead of its game points
    /// (`torneo print team-crosstable --match-points`).
    pub team_crosstable_match_points: bool,
}

impl PrintRequest {
    pub fn new(document: DocumentKind, language: Language) -> PrintRequest {
        PrintRequest {
            document,
            round: None,
            language,
            paper: Paper::A4,
            player_order: PlayerOrder::default(),
            extra_columns: false,
            round_page_qr: None,
            category: None,
            reading_order: None,
            team_tiebreaks: None,
            minimum_games: None,
            team_crosstable_match_points: false,
        }
    }
}
