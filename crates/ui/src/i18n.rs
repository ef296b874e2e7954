//! The window's fixed words (menus, buttons, column headers), each a [`T`]. Their wording
//! is in the Fluent files `i18n/<language>/torneo.ftl` (keys `ui-…`), read once per
//! language; messages with facts (errors, refusals, explanations) are types of their own
//! modules implementing [`torneo_i18n::Localize`]. A text with arguments is formatted
//! with them by [`T::with`], so Fluent's plural selectors apply ("1 giocatore", "2
//! giocatori").

use fluent::FluentValue;
use std::collections::HashMap;
use std::sync::LazyLock;

pub use torneo_i18n::Language;

macro_rules! texts {
    ($($key:ident => $id:literal $(($($arg:ident),*))?;)*) => {
        /// A piece of UI text.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        pub enum T { $($key),* }

        impl T {
            /// Every text, for completeness tests.
            pub const ALL: &'static [T] = &[$(T::$key),*];

            /// The Fluent message id.
            pub fn id(self) -> &'static str {
                match self { $(T::$key => $id),* }
            }

            /// Formats the text from the `.ftl` file; a message argument `$n` becomes the
            /// placeholder `{n}` for the caller to fill.
            fn format(self, lang: Language) -> String {
                match self {
                    $(T::$key => crate::tr!(lang, $id $(, $($arg = concat!("{", stringify!($arg), "}")),*)?)),*
                }
            }
        }
    };
}

/// Every text of every language, formatted once.
static TEXTS: LazyLock<Vec<Vec<String>>> = LazyLock::new(|| {
    Language::ALL
        .iter()
        .map(|&lang| T::ALL.iter().map(|t| t.format(lang)).collect())
        .collect()
});

/// A text's argument: a number (plural selectors apply to it) or a string.
pub fn arg<'a>(value: impl Into<FluentValue<'a>>) -> FluentValue<'a> {
    value.into()
}

impl T {
    /// The text in `lang` formatted with its arguments: `T::RoundN.with(lang, [("n",
    /// arg(3))])`.
    pub fn with<'a, const N: usize>(
        self,
        lang: Language,
        args: [(&'static str, FluentValue<'a>); N],
    ) -> String {
        let args: HashMap<&'static str, FluentValue<'a>> = args.into_iter().collect();
        torneo_i18n::loader(lang).get_args(self.id(), args)
    }

    /// The text in `lang`: an index into the table formatted once (`T::ALL` and
    /// `Language::ALL` list the variants in declaration order).
    pub fn tr(self, lang: Language) -> &'static str {
        TEXTS
            .get(lang as usize)
            .and_then(|texts| texts.get(self as usize))
            .map_or("", String::as_str)
    }
}

texts! {
    // Menus and file handling
    MenuFile => "ui-menu-file";
    MenuEdit => "ui-menu-edit";
    MenuTournament => "ui-menu-tournament";
    MenuView => "ui-menu-view";
    New => "ui-new";
    OpenEllipsis => "ui-open-ellipsis";
    Recent => "ui-recent";
    NoRecentFiles => "ui-no-recent-files";
    Save => "ui-save";
    SaveAsEllipsis => "ui-save-as-ellipsis";
    ImportTrf => "ui-import-trf";
    ExportTrf16 => "ui-export-trf16";
    ExportTrf26 => "ui-export-trf26";
    Imported => "ui-imported" (file);
    Exported => "ui-exported" (file);
    CannotImport => "ui-cannot-import";
    CannotExport => "ui-cannot-export";
    Quit => "ui-quit";
    Undo => "ui-undo";
    Redo => "ui-redo";
    SettingsEllipsis => "ui-settings-ellipsis";
    Language => "ui-language";
    NothingToUndo => "ui-nothing-to-undo";
    NothingToRedo => "ui-nothing-to-redo";
    CannotOpen => "ui-cannot-open";
    CannotSave => "ui-cannot-save";
    AutosaveFailed => "ui-autosave-failed";
    NotSavedYet => "ui-not-saved-yet";
    NotSavedNoRecovery => "ui-not-saved-no-recovery";
    UnsavedChanges => "ui-unsaved-changes";
    AllSaved => "ui-all-saved";
    RoundOf => "ui-round-of" (n, total);
    PairingRound => "ui-pairing-round" (n);
    Dismiss => "ui-dismiss";
    // Questions
    RestoreQuestion => "ui-restore-question";
    Restore => "ui-restore";
    Discard => "ui-discard";
    UnsavedQuestion => "ui-unsaved-question";
    DontSave => "ui-dont-save";
    Cancel => "ui-cancel";
    QuitQuestion => "ui-quit-question";
    QuitWithoutSaving => "ui-quit-without-saving";
    DeleteRoundQuestion => "ui-delete-round-question";
    DeleteRound => "ui-delete-round";
    Untitled => "ui-untitled";
    // Tabs
    TabPlayers => "ui-tab-players";
    TabRounds => "ui-tab-rounds";
    TabStandings => "ui-tab-standings";
    TabCrosstable => "ui-tab-crosstable";
    TabPrizes => "ui-tab-prizes";
    NormEvent => "ui-norm-event";
    NormEventOrdinary => "ui-norm-event-ordinary";
    NormEventNational => "ui-norm-event-national";
    NormEventNationalTeam => "ui-norm-event-national-team";
    NormEventZonal => "ui-norm-event-zonal";
    WhiteLetter => "ui-white-letter";
    BlackLetter => "ui-black-letter";
    // Players
    NewPlayer => "ui-new-player";
    EditPlayer => "ui-edit-player";
    Name => "ui-name";
    Rating => "ui-rating";
    FideId => "ui-fide-id";
    Club => "ui-club";
    Federation => "ui-federation";
    FederationShort => "ui-federation-short";
    BirthDate => "ui-birth-date";
    Title => "ui-title";
    Sex => "ui-sex";
    SexMale => "ui-sex-male";
    SexFemale => "ui-sex-female";
    AddPlayer => "ui-add-player";
    SaveChanges => "ui-save-changes";
    ErrNameMissing => "ui-err-name-missing";
    ErrFideId => "ui-err-fide-id";
    ErrRating => "ui-err-rating";
    ErrBirthDate => "ui-err-birth-date";
    Filter => "ui-filter";
    RestrictedDraw => "ui-restricted-draw";
    RestrictedDrawHelp => "ui-restricted-draw-help";
    DrawLots => "ui-draw-lots";
    DrawLotsHelp => "ui-draw-lots-help";
    NumbersByRating => "ui-numbers-by-rating";
    NumberShort => "ui-number-short";
    Status => "ui-status";
    Active => "ui-active";
    WithdrawnFrom => "ui-withdrawn-from" (n);
    EntersRound => "ui-enters-round" (n);
    Edit => "ui-edit";
    Withdraw => "ui-withdraw";
    WithdrawHelp => "ui-withdraw-help" (n);
    Reinstate => "ui-reinstate";
    Remove => "ui-remove";
    NoBye => "ui-no-bye";
    HalfPointBye => "ui-half-point-bye";
    ZeroPointBye => "ui-zero-point-bye";
    FullPointBye => "ui-full-point-bye";
    ByeInRound => "ui-bye-in-round" (n);
    // Rounds
    PairRound => "ui-pair-round" (n);
    DeleteRoundN => "ui-delete-round-n" (n);
    RoundN => "ui-round-n" (n);
    NoRoundsYet => "ui-no-rounds-yet";
    KeysHelp => "ui-keys-help";
    Board => "ui-board";
    White => "ui-white";
    Black => "ui-black";
    PointsShort => "ui-points-short";
    Result => "ui-result";
    ResultPending => "ui-result-pending";
    SecondGame => "ui-second-game";
    Bye => "ui-bye";
    NotPlaying => "ui-not-playing";
    LotsDrawnAutomatically => "ui-lots-drawn-automatically";
    PairBeyondQuestion => "ui-pair-beyond-question" (n, total);
    PairAnyway => "ui-pair-anyway";
    PairingCancelled => "ui-pairing-cancelled";
    WhyThesePairings => "ui-why-these-pairings";
    DiffersFromEngine => "ui-differs-from-engine";
    PairingBreaksRule => "ui-pairing-breaks-rule";
    // Manual pairing edits (issue 14)
    EditPairing => "ui-edit-pairing";
    FinishEditing => "ui-finish-editing";
    EditPairingHelp => "ui-edit-pairing-help";
    SwapColours => "ui-swap-colours";
    Unpair => "ui-unpair";
    GiveBye => "ui-give-bye";
    RemoveBye => "ui-remove-bye";
    PlayByeReceiver => "ui-play-bye-receiver";
    Unpaired => "ui-unpaired";
    ChangeReason => "ui-change-reason";
    PairingKeepsRules => "ui-pairing-keeps-rules";
    ConfirmEditQuestion => "ui-confirm-edit-question";
    ApplyAnyway => "ui-apply-anyway";
    RoundHasResultsWarning => "ui-round-has-results-warning";
    // Manual pairing, part 2 (issue 14, branch manual-pairing-2)
    EditKeysHelp => "ui-edit-keys-help";
    PairAgain => "ui-pair-again" (n);
    ConfirmRepairQuestion => "ui-confirm-repair-question" (n);
    ShowEngine => "ui-show-engine";
    EngineWouldPair => "ui-engine-would-pair";
    SameAsEngine => "ui-same-as-engine";
    DiffersMark => "ui-differs-mark";
    NotInEditedRound => "ui-not-in-edited-round";
    PairByHand => "ui-pair-by-hand" (n);
    ExceptionRound => "ui-exception-round";
    ForbiddenPairs => "ui-forbidden-pairs";
    ForbidPair => "ui-forbid-pair";
    AllowPair => "ui-allow-pair";
    ForbiddenAfterRoundOne => "ui-forbidden-after-round-one";
    FirstPlayer => "ui-first-player";
    SecondPlayer => "ui-second-player";
    // Standings
    StandingsAfter => "ui-standings-after";
    ResultsMissing => "ui-results-missing";
    TiebreakIgnored => "ui-tiebreak-ignored";
    Rank => "ui-rank";
    // Teams (issue 39)
    TabTeams => "ui-tab-teams";
    TeamEvent => "ui-team-event";
    NotATeamEvent => "ui-not-a-team-event";
    BoardsPerMatch => "ui-boards-per-match";
    TeamName => "ui-team-name";
    AddTeam => "ui-add-team";
    NewTeamName => "ui-new-team-name";
    RenameTeam => "ui-rename-team";
    RemoveTeam => "ui-remove-team";
    ChooseTeam => "ui-choose-team";
    RosterBoard => "ui-roster-board" (n);
    Reserve => "ui-reserve";
    MoveUp => "ui-move-up";
    MoveDown => "ui-move-down";
    RemoveFromTeam => "ui-remove-from-team";
    AddToTeam => "ui-add-to-team" (team);
    FindPlayer => "ui-find-player";
    EveryPlayerOnATeam => "ui-every-player-on-a-team";
    TeamStandings => "ui-team-standings";
    BoardStandings => "ui-board-standings" (board, games);
    Team => "ui-team";
    MatchPoints => "ui-match-points";
    GamePoints => "ui-game-points";
    Games => "ui-games";
    Percentage => "ui-percentage";
    NoBoardStandings => "ui-no-board-standings";
    TeamMatchLine => "ui-team-match-line" (n, first, second, boards, firstpoints, secondpoints);
    TeamRests => "ui-team-rests" (team);
    TeamSettings => "ui-team-settings";
    MatchWon => "ui-match-won";
    MatchDrawn => "ui-match-drawn";
    MatchLost => "ui-match-lost";
    TeamByeValue => "ui-team-bye-value";
    BoardColours => "ui-board-colours";
    OwnBoardColours => "ui-own-board-colours";
    BoardColour => "ui-board-colour" (n, colour);
    DefaultBoardColours => "ui-default-board-colours";
    TeamTiebreaks => "ui-team-tiebreaks";
    DefaultTeamTiebreaks => "ui-default-team-tiebreaks" (codes);
    AddTeamTiebreak => "ui-add-team-tiebreak";
    UseDefaultList => "ui-use-default-list";
    CisPreset => "ui-cis-preset";
    CisPresetHint => "ui-cis-preset-hint";
    CisPresetNeedsMatchPoints => "ui-cis-preset-needs-match-points";
    OwnBoardMinimum => "ui-own-board-minimum";
    DefaultBoardMinimum => "ui-default-board-minimum";
    BoardMinimum => "ui-board-minimum";
    TeamBye => "ui-team-bye" (team, points);
    GiveTeamBye => "ui-give-team-bye" (team);
    HandTeamRound => "ui-hand-team-round" (n);
    HandTeamRoundTitle => "ui-hand-team-round-title" (n);
    HandTeamMatch => "ui-hand-team-match" (n, first, second);
    HandTeamRemove => "ui-hand-team-remove" (n);
    HandTeamFirst => "ui-hand-team-first";
    HandTeamSecond => "ui-hand-team-second";
    HandTeamAdd => "ui-hand-team-add";
    HandTeamBye => "ui-hand-team-bye";
    HandTeamNoBye => "ui-hand-team-no-bye";
    HandTeamNotPaired => "ui-hand-team-not-paired" (teams);
    HandTeamRecord => "ui-hand-team-record";
    TakeTeamBye => "ui-take-team-bye" (team);
    MatchBoardsHeading => "ui-match-boards-heading" (n);
    TeamAbsent => "ui-team-absent" (team);
    TeamBothAbsent => "ui-team-both-absent";
    TeamMatchForfeit => "ui-team-match-forfeit" (kind, first, second);
    MatchKeysHelp => "ui-match-keys-help";
    EnterMatch => "ui-enter-match";
    // Settings
    SettingsTitle => "ui-settings-title";
    TournamentName => "ui-tournament-name";
    Place => "ui-place";
    ChiefArbiter => "ui-chief-arbiter";
    Venue => "ui-venue";
    Organiser => "ui-organiser";
    DeputyArbiters => "ui-deputy-arbiters";
    StartDate => "ui-start-date";
    EndDate => "ui-end-date";
    TimeControl => "ui-time-control";
    PairingSystem => "ui-pairing-system";
    Coming => "ui-coming";
    Cycles => "ui-cycles";
    Rounds => "ui-rounds";
    RoundsFollowPlayers => "ui-rounds-follow-players";
    AmalfiRemaining => "ui-amalfi-remaining";
    AmalfiRemainingIncluding => "ui-amalfi-remaining-including";
    AmalfiRemainingAfter => "ui-amalfi-remaining-after";
    AmalfiByePlace => "ui-amalfi-bye-place";
    AmalfiByeStays => "ui-amalfi-bye-stays";
    AmalfiByeRemoved => "ui-amalfi-bye-removed";
    InitialColour => "ui-initial-colour";
    SystemLocked => "ui-system-locked";
    Scoring => "ui-scoring";
    ScoreWin => "ui-score-win";
    ScoreDraw => "ui-score-draw";
    ScoreLoss => "ui-score-loss";
    ScoreForfeitWin => "ui-score-forfeit-win";
    ScoreForfeitLoss => "ui-score-forfeit-loss";
    ScorePab => "ui-score-pab";
    ScoreFullBye => "ui-score-full-bye";
    ScoreHalfBye => "ui-score-half-bye";
    ScoreZeroBye => "ui-score-zero-bye";
    Tiebreaks => "ui-tiebreaks";
    AddTiebreak => "ui-add-tiebreak";
    Add => "ui-add";
    Apply => "ui-apply";
    ErrDate => "ui-err-date";
    ErrEndBeforeStart => "ui-err-end-before-start";
    ErrPoints => "ui-err-points";
    RoundRobin => "ui-round-robin";
    DoubleRoundRobin => "ui-double-round-robin";
    SwissDutch => "ui-swiss-dutch";
    // Burstein editions (issue 16)
    BursteinEdition => "ui-burstein-edition";
    Burstein2026 => "ui-burstein-2026";
    BursteinLegacy => "ui-burstein-legacy";
    // Dutch editions (issue 40)
    DutchEdition => "ui-dutch-edition";
    Dutch2026 => "ui-dutch-2026";
    Dutch2017 => "ui-dutch-2017";
    BursteinZeroPointSeries => "ui-burstein-zero-point-series";
    BursteinZeroPointLastRound => "ui-burstein-zero-point-last-round";
    BursteinZeroPointThisRound => "ui-burstein-zero-point-this-round";
    BursteinThisRoundBye => "ui-burstein-this-round-bye";
    BursteinByeExcluded => "ui-burstein-bye-excluded";
    BursteinByeIncluded => "ui-burstein-bye-included";
    SwissDubov => "ui-swiss-dubov";
    SwissLim => "ui-swiss-lim";
    // Tie-breaks (issue 5)
    TbPresetSwiss => "ui-tb-preset-swiss";
    TbPresetRoundRobin => "ui-tb-preset-round-robin";
    TbPresetF10 => "ui-tb-preset-f10";
    TbPresets => "ui-tb-presets";
    TbCode => "ui-tb-code";
    TbAddCode => "ui-tb-add-code";
    TbNoBuchholzRoundRobin => "ui-tb-no-buchholz-round-robin";
    TbEdition => "ui-tb-edition";
    TbEditionByDate => "ui-tb-edition-by-date";
    TbEdition2024 => "ui-tb-edition2024";
    TbEdition2026 => "ui-tb-edition2026";
    TbDetails => "ui-tb-details";
    TbDetailsOf => "ui-tb-details-of" (name);
    TbClose => "ui-tb-close";
    TbRound => "ui-tb-round";
    TbCut => "ui-tb-cut";
    TbRefused => "ui-tb-refused";
    // Rating changes (issue 37)
    RatingSection => "ui-rating-section";
    RatingList => "ui-rating-list";
    RatingShowChange => "ui-rating-show-change";
    RatingKFactors => "ui-rating-k-factors";
    RatingKByRule => "ui-rating-k-by-rule";
    RatingChangeShort => "ui-rating-change-short";
    RatingOf => "ui-rating-of" (name);
    RatingOpponent => "ui-rating-opponent";
    RatingResult => "ui-rating-result";
    RatingExpected => "ui-rating-expected";
    RatingChange => "ui-rating-change";
    RatingTotal => "ui-rating-total";
    RatingNew => "ui-rating-new";
    RatingPerformance => "ui-rating-performance";
    // Rating lists (issue 13)
    RatingListMenu => "ui-rating-list-menu";
    ImportFideList => "ui-import-fide-list";
    ImportNationalList => "ui-import-national-list";
    UpdateRatingsFromList => "ui-update-ratings-from-list";
    ImportingList => "ui-importing-list" (file);
    CannotImportList => "ui-cannot-import-list";
    ListMatches => "ui-list-matches";
    NoListYet => "ui-no-list-yet";
    ListOf => "ui-list-of" (month);
    RatingUpdateTitle => "ui-rating-update-title";
    RatingUpdateIntro => "ui-rating-update-intro" (n);
    NothingToUpdate => "ui-nothing-to-update";
    RatingsUpdated => "ui-ratings-updated" (n);
    Unrated => "ui-unrated";
    MappingTitle => "ui-mapping-title";
    MappingIntro => "ui-mapping-intro";
    LayoutCsv => "ui-layout-csv";
    LayoutFixed => "ui-layout-fixed";
    Separator => "ui-separator";
    HeaderLines => "ui-header-lines";
    ColumnId => "ui-column-id";
    ColumnName => "ui-column-name";
    ColumnFirstName => "ui-column-first-name";
    ColumnRating => "ui-column-rating";
    ColumnBirthYear => "ui-column-birth-year";
    MappingSaveAndChoose => "ui-mapping-save-and-choose";
    MappingBadColumn => "ui-mapping-bad-column" (field);
    // Printing (report-pdf)
    PrintEllipsis => "ui-print-ellipsis";
    PrintTitle => "ui-print-title";
    PrintDocument => "ui-print-document";
    PrintRound => "ui-print-round";
    PrintLastRound => "ui-print-last-round";
    PrintPaper => "ui-print-paper";
    PrintOrder => "ui-print-order";
    OrderNumber => "ui-print-order-number";
    PrintExtraColumns => "ui-print-extra-columns";
    PrintCrosstableMatchPoints => "ui-print-crosstable-match-points";
    PrintSavePdf => "ui-print-save-pdf";
    PrintOpenPdf => "ui-print-open-pdf";
    PrintClose => "ui-print-close";
    PrintPreparing => "ui-print-preparing";
    PrintMoreSlips => "ui-print-more-slips" (n);
    PrintSaved => "ui-print-saved" (file);
    CannotPrint => "ui-cannot-print";
    PrintPairings => "ui-print-pairings";
    PrintResultSlips => "ui-print-result-slips";
    PrintTeamPairings => "ui-print-team-pairings";
    PrintMatchSlips => "ui-print-match-slips";
    // File → Import TRF…: what the reader assumed (branch trf-lenient)
    ImportReportTitle => "ui-import-report-title";
    ImportReportCount => "ui-import-report-count" (n);
    ImportReadAs => "ui-import-read-as";
    ImportApplySystem => "ui-import-apply-system";
    ImportClose => "ui-import-close";
    // Crash safety (issue 18, branch robustness)
    NewerCopyQuestion => "ui-newer-copy-question";
    OpenNewerCopy => "ui-open-newer-copy";
    KeepFileAsItIs => "ui-keep-file-as-it-is";
    CrashReportFound => "ui-crash-report-found" (path);
    OpenReadOnlyQuestion => "ui-open-read-only-question";
    OpenReadOnly => "ui-open-read-only";
    ReadOnly => "ui-read-only";
    // Italo-Svizzero (issue 15, branch italo-svizzero)
    ItaloContinueAfter => "ui-italo-continue-after";
    ItaloAfterSecond => "ui-italo-after-second";
    ItaloAfterFirst => "ui-italo-after-first";
    ItaloForfeitsCount => "ui-italo-forfeits-count";
    // Issue 33: the desk (file dialogs, clipboard, registration, new tournament)
    FileDialogOpenTitle => "ui-file-dialog-open-title";
    FileDialogSaveTitle => "ui-file-dialog-save-title";
    FileDialogOpen => "ui-file-dialog-open";
    FileDialogParent => "ui-file-dialog-parent";
    FileDialogFolder => "ui-file-dialog-folder";
    FileDialogFile => "ui-file-dialog-file";
    FileDialogEmpty => "ui-file-dialog-empty";
    SystemFileDialogUnavailable => "ui-system-file-dialog-unavailable";
    InWindowFileDialog => "ui-in-window-file-dialog";
    Copy => "ui-copy";
    CopyHelp => "ui-copy-help";
    BirthDateHelp => "ui-birth-date-help";
    ChangeResult => "ui-change-result";
    NewTournamentTitle => "ui-new-tournament-title";
    NewTournamentHelp => "ui-new-tournament-help";
    NewTournamentButton => "ui-new-tournament-button";
    CreateTournament => "ui-create-tournament";
    WelcomeTitle => "ui-welcome-title";
    WelcomeIntro => "ui-welcome-intro";
    WelcomeOpen => "ui-welcome-open";
    WelcomeImportTrf => "ui-welcome-import-trf";
    WelcomeRecent => "ui-welcome-recent";
    PasteEntryList => "ui-paste-entry-list";
    ImportEntryList => "ui-import-entry-list";
    EntryListTitle => "ui-entry-list-title";
    EntryListPasteHere => "ui-entry-list-paste-here";
    EntryListSheet => "ui-entry-list-sheet";
    EntryListHeaderRow => "ui-entry-list-header-row";
    EntryListAdd => "ui-entry-list-add" (n);
    EntryListColumn => "ui-entry-list-column" (n);
    EntryListRow => "ui-entry-list-row";
    EntryListInclude => "ui-entry-list-include";
    EntryListIncludeRow => "ui-entry-list-include-row" (row);
    EntryListNotes => "ui-entry-list-notes";
    EntryListAdded => "ui-entry-list-added" (n);
    EntryListPastedLines => "ui-entry-list-pasted-lines" (n);
    EntryListEditText => "ui-entry-list-edit-text";
    // Issue 37: categories and prizes
    AwCategories => "ui-awards-categories";
    AwCutOff => "ui-awards-cut-off";
    AwCutOffHelp => "ui-awards-cut-off-help";
    AwUnratedInBands => "ui-awards-unrated-in-bands";
    AwUnratedExcluded => "ui-awards-unrated-excluded";
    AwUnratedAsRating => "ui-awards-unrated-as-rating";
    AwKind => "ui-awards-kind";
    AwKindAge => "ui-awards-kind-age";
    AwKindWomen => "ui-awards-kind-women";
    AwKindBand => "ui-awards-kind-band";
    AwKindUnrated => "ui-awards-kind-unrated";
    AwKindClub => "ui-awards-kind-club";
    AwKindFederation => "ui-awards-kind-federation";
    AwKindTag => "ui-awards-kind-tag";
    AwCategoryName => "ui-awards-category-name";
    AwValue => "ui-awards-value";
    AwBandFrom => "ui-awards-band-from";
    AwBandTo => "ui-awards-band-to";
    AwListFide => "ui-awards-list-fide";
    AwListNational => "ui-awards-list-national";
    AwAddCategory => "ui-awards-add-category";
    AwErrCategoryName => "ui-awards-err-category-name";
    AwErrBand => "ui-awards-err-band";
    AwErrValue => "ui-awards-err-value";
    AwErrCutOff => "ui-awards-err-cut-off";
    AwPrizes => "ui-awards-prizes";
    AwOnePerPlayer => "ui-awards-one-per-player";
    AwTied => "ui-awards-tied";
    AwTiedByTiebreak => "ui-awards-tied-by-tiebreak";
    AwTiedHort => "ui-awards-tied-hort";
    AwReading => "ui-awards-reading";
    AwReadingTable => "ui-awards-reading-table";
    AwReadingCeremony => "ui-awards-reading-ceremony";
    AwCurrency => "ui-awards-currency";
    AwWholeUnits => "ui-awards-whole-units";
    AwList => "ui-awards-list";
    AwOverall => "ui-awards-overall";
    AwPlace => "ui-awards-place";
    AwMoney => "ui-awards-money";
    AwObject => "ui-awards-object";
    AwWorth => "ui-awards-worth";
    AwAddPrize => "ui-awards-add-prize";
    AwErrAmount => "ui-awards-err-amount";
    AwErrObject => "ui-awards-err-object";
    AwNoPrizes => "ui-awards-no-prizes";
    AwNoCategories => "ui-awards-no-categories";
    AwStandingsCategory => "ui-awards-standings-category";
    AwAllPlayers => "ui-awards-all-players";
    AwTags => "ui-awards-tags";
    AwTagsHelp => "ui-awards-tags-help";
    AwUnder => "ui-awards-under" (n);
    AwOver => "ui-awards-over" (n);
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;

    #[test]
    fn the_tables_follow_declaration_order() {
        for (i, &text) in T::ALL.iter().enumerate() {
            assert_eq!(text as usize, i);
        }
        for (i, &lang) in Language::ALL.iter().enumerate() {
            assert_eq!(lang as usize, i);
        }
    }

    #[test]
    fn every_text_exists_in_both_languages() {
        for text in T::ALL {
            for lang in Language::ALL {
                let words = text.tr(lang);
                assert!(!words.trim().is_empty(), "{text:?} in {lang:?}");
                assert_ne!(words, text.id(), "{text:?} missing in {lang:?}");
            }
        }
    }

    #[test]
    fn placeholders_match_between_languages() {
        let holes = |s: &str| -> BTreeSet<String> {
            s.split('{')
                .skip(1)
                .filter_map(|rest| rest.split_once('}').map(|(name, _)| name.to_string()))
                .collect()
        };
        for text in T::ALL {
            assert_eq!(
                holes(text.tr(Language::English)),
                holes(text.tr(Language::Italian)),
                "{text:?}"
            );
        }
    }
}
