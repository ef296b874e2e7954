//! UI text in English and Italian. Every string the window shows is a [`T`]; `{n}`-style
//! placeholders are filled by the caller. Rule and engine messages stay in English.

use serde::{Deserialize, Serialize};

/// The languages of the interface.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum Language {
    #[default]
    English,
    Italian,
}

impl Language {
    pub const ALL: [Language; 2] = [Language::English, Language::Italian];

    /// The language's name in itself, as the language menu lists it.
    pub fn native_name(self) -> &'static str {
        match self {
            Language::English => "English",
            Language::Italian => "Italiano",
        }
    }

    /// Italian when the system locale is Italian (LC_ALL, LC_MESSAGES, LANG), else English.
    pub fn from_environment() -> Language {
        let locale = ["LC_ALL", "LC_MESSAGES", "LANG"]
            .iter()
            .find_map(|v| std::env::var(v).ok().filter(|s| !s.is_empty()))
            .unwrap_or_default();
        if locale.to_ascii_lowercase().starts_with("it") {
            Language::Italian
        } else {
            Language::English
        }
    }
}

macro_rules! texts {
    ($($key:ident => $en:literal, $it:literal;)*) => {
        /// A piece of UI text.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        pub enum T { $($key),* }

        impl T {
            /// Every text, for completeness tests.
            pub const ALL: &'static [T] = &[$(T::$key),*];

            /// The text in `lang`.
            pub fn tr(self, lang: Language) -> &'static str {
                match (self, lang) {
                    $((T::$key, Language::English) => $en,
                      (T::$key, Language::Italian) => $it,)*
                }
            }
        }
    };
}

texts! {
    // Menus and file handling
    MenuFile => "File", "File";
    MenuEdit => "Edit", "Modifica";
    MenuTournament => "Tournament", "Torneo";
    MenuView => "View", "Visualizza";
    New => "New", "Nuovo";
    OpenEllipsis => "Open…", "Apri…";
    Recent => "Recent", "Recenti";
    NoRecentFiles => "No recent files", "Nessun file recente";
    Save => "Save", "Salva";
    SaveAsEllipsis => "Save as…", "Salva con nome…";
    ImportTrf => "Import TRF…", "Importa TRF…";
    ExportTrf16 => "Export TRF-16…", "Esporta TRF-16…";
    ExportTrf26 => "Export TRF-26…", "Esporta TRF-26…";
    Imported => "Imported from {file}: save it as a Torneo file to keep it.", "Importato da {file}: salvalo come file di Torneo per conservarlo.";
    Exported => "Exported to {file}.", "Esportato in {file}.";
    CannotImport => "Cannot import", "Impossibile importare";
    CannotExport => "Cannot export", "Impossibile esportare";
    Quit => "Quit", "Esci";
    Undo => "Undo", "Annulla";
    Redo => "Redo", "Ripeti";
    SettingsEllipsis => "Settings…", "Impostazioni…";
    Language => "Language", "Lingua";
    NothingToUndo => "Nothing to undo", "Niente da annullare";
    NothingToRedo => "Nothing to redo", "Niente da ripetere";
    CannotOpen => "Cannot open", "Impossibile aprire";
    CannotSave => "Cannot save", "Impossibile salvare";
    AutosaveFailed => "Automatic save failed", "Salvataggio automatico non riuscito";
    NotSavedYet => "Not saved yet (a recovery copy is kept)", "Non ancora salvato (si conserva una copia di recupero)";
    NotSavedNoRecovery => "Not saved yet", "Non ancora salvato";
    UnsavedChanges => "Unsaved changes", "Modifiche non salvate";
    AllSaved => "All changes saved", "Tutte le modifiche salvate";
    RoundOf => "Round {n} of {total}", "Turno {n} di {total}";
    PairingRound => "Pairing round {n}…", "Abbinamento del turno {n}…";
    Dismiss => "Dismiss", "Chiudi";
    // Questions
    RestoreQuestion => "A tournament that was never saved was found. Restore it?", "È stato trovato un torneo mai salvato. Ripristinarlo?";
    Restore => "Restore", "Ripristina";
    Discard => "Discard", "Scarta";
    UnsavedQuestion => "The tournament has unsaved changes. Save them first?", "Il torneo ha modifiche non salvate. Salvarle prima?";
    DontSave => "Don't save", "Non salvare";
    Cancel => "Cancel", "Annulla";
    QuitQuestion => "The tournament has unsaved changes. Save before quitting?", "Il torneo ha modifiche non salvate. Salvare prima di uscire?";
    QuitWithoutSaving => "Quit without saving", "Esci senza salvare";
    DeleteRoundQuestion => "Delete the last round with all its results?", "Eliminare l'ultimo turno con tutti i suoi risultati?";
    DeleteRound => "Delete round", "Elimina turno";
    Untitled => "Untitled", "Senza nome";
    PlayersCount => "players", "giocatori";
    RoundsCount => "rounds", "turni";
    // Tabs
    TabPlayers => "Players", "Giocatori";
    TabRounds => "Rounds", "Turni";
    TabStandings => "Standings", "Classifica";
    TabCrosstable => "Crosstable", "Tabellone";
    // Players
    NewPlayer => "New player", "Nuovo giocatore";
    EditPlayer => "Edit player", "Modifica giocatore";
    Name => "Name", "Nome";
    Rating => "Rating", "Elo";
    FideId => "FIDE ID", "ID FIDE";
    Club => "Club", "Società";
    Federation => "Federation", "Federazione";
    FederationShort => "Fed", "Fed";
    BirthDate => "Birth date", "Data di nascita";
    Title => "Title", "Titolo";
    Sex => "Sex", "Sesso";
    SexMale => "M", "M";
    SexFemale => "F", "F";
    AddPlayer => "Add player", "Aggiungi giocatore";
    SaveChanges => "Save changes", "Salva modifiche";
    ErrNameMissing => "A player needs a name.", "Il giocatore deve avere un nome.";
    ErrFideId => "The FIDE ID must be a number.", "L'ID FIDE deve essere un numero.";
    ErrRating => "The rating must be a number from 0 to 3500.", "L'Elo deve essere un numero da 0 a 3500.";
    ErrBirthDate => "The birth date must be written 2001-12-31 or 31/12/2001.", "La data di nascita va scritta 2001-12-31 o 31/12/2001.";
    Filter => "Filter", "Filtro";
    RestrictedDraw => "Keep federations apart (Varma)", "Separa le federazioni (Varma)";
    RestrictedDrawHelp => "Restricted drawing of lots with the Varma tables (FIDE C.05 Annex 2), 9 to 24 players", "Sorteggio ristretto con le tabelle Varma (FIDE C.05 Annesso 2), da 9 a 24 giocatori";
    DrawLots => "Draw lots", "Sorteggia";
    DrawLotsHelp => "Draw the pairing numbers by lot (before round 1)", "Sorteggia i numeri di abbinamento (prima del turno 1)";
    NumbersByRating => "Pairing numbers by rating", "Numeri di abbinamento per Elo";
    NumberShort => "No.", "N.";
    Status => "Status", "Stato";
    Active => "active", "attivo";
    WithdrawnFrom => "withdrawn from round {n}", "ritirato dal turno {n}";
    EntersRound => "enters in round {n}", "entra al turno {n}";
    Edit => "Edit", "Modifica";
    Withdraw => "Withdraw", "Ritira";
    WithdrawHelp => "Not paired from round {n} on", "Non abbinato dal turno {n} in poi";
    Reinstate => "Reinstate", "Riammetti";
    Remove => "Remove", "Elimina";
    NoBye => "plays", "gioca";
    HalfPointBye => "½-point bye", "bye da ½ punto";
    ZeroPointBye => "0-point bye", "bye da 0 punti";
    FullPointBye => "1-point bye", "bye da 1 punto";
    ByeInRound => "Requested bye in round {n}", "Bye richiesto al turno {n}";
    // Rounds
    PairRound => "Pair round {n}", "Abbina il turno {n}";
    DeleteRoundN => "Delete round {n}", "Elimina il turno {n}";
    RoundN => "Round {n}", "Turno {n}";
    NoRoundsYet => "No round has been paired yet.", "Nessun turno è ancora stato abbinato.";
    KeysHelp => "Keys: 1 White wins · = draw · 0 Black wins · + White wins by forfeit · - Black wins by forfeit · * both forfeit · space clears · ↑↓ move", "Tasti: 1 vince il Bianco · = patta · 0 vince il Nero · + vince il Bianco a forfait · - vince il Nero a forfait · * forfait doppio · spazio cancella · ↑↓ sposta";
    Board => "Board", "Scacch.";
    White => "White", "Bianco";
    Black => "Black", "Nero";
    PointsShort => "Pts", "Punti";
    Result => "Result", "Risultato";
    ResultPending => "—", "—";
    Bye => "Bye", "Bye";
    NotPlaying => "Not playing this round", "Non giocano in questo turno";
    FinishResultsFirst => "Round {n} still has results to enter.", "Il turno {n} ha ancora risultati da inserire.";
    AllRoundsPaired => "All rounds are paired.", "Tutti i turni sono abbinati.";
    PairBeyondQuestion => "Pair round {n} beyond the announced {total} rounds?", "Abbinare il turno {n} oltre i {total} turni annunciati?";
    PairAnyway => "Pair anyway", "Abbina comunque";
    LotsDrawnAutomatically => "The pairing numbers were drawn by lot (Edit → Undo to draw again).", "I numeri di abbinamento sono stati sorteggiati (Modifica → Annulla per sorteggiare di nuovo).";
    PairingCancelled => "Pairing cancelled.", "Abbinamento annullato.";
    WhyThesePairings => "Why these pairings?", "Perché questi abbinamenti?";
    DiffersFromEngine => "This round differs from the engine's pairing (changed by hand?).", "Questo turno differisce dall'abbinamento del motore (modificato a mano?).";
    PairingBreaksRule => "Check this pairing", "Controllare questo abbinamento";
    // Standings
    StandingsAfter => "Standings after round", "Classifica dopo il turno";
    ResultsMissing => "(some results are missing)", "(mancano alcuni risultati)";
    TiebreakIgnored => "Tie-break ignored", "Spareggio ignorato";
    Rank => "Rank", "Pos.";
    // Settings
    SettingsTitle => "Tournament settings", "Impostazioni del torneo";
    TournamentName => "Tournament name", "Nome del torneo";
    Place => "Place", "Luogo";
    ChiefArbiter => "Chief arbiter", "Arbitro principale";
    StartDate => "Start date", "Data di inizio";
    EndDate => "End date", "Data di fine";
    TimeControl => "Time control", "Cadenza";
    PairingSystem => "Pairing system", "Sistema di abbinamento";
    Coming => "coming", "in arrivo";
    Cycles => "Cycles", "Gironi";
    Rounds => "Rounds", "Turni";
    RoundsFollowPlayers => "(follows from the number of players)", "(dipende dal numero di giocatori)";
    InitialColour => "Colour of number 1 in round 1", "Colore del n. 1 al primo turno";
    SystemLocked => "The system and scoring cannot change once round 1 is paired.", "Sistema e punteggio non si possono cambiare dopo l'abbinamento del turno 1.";
    Scoring => "Scoring", "Punteggio";
    ScoreWin => "Win", "Vittoria";
    ScoreDraw => "Draw", "Patta";
    ScoreLoss => "Loss", "Sconfitta";
    ScoreForfeitWin => "Forfeit win", "Vittoria a forfait";
    ScoreForfeitLoss => "Forfeit loss", "Sconfitta a forfait";
    ScorePab => "Pairing bye", "Bye di abbinamento";
    ScoreFullBye => "Full-point bye", "Bye da un punto";
    ScoreHalfBye => "Half-point bye", "Bye da mezzo punto";
    ScoreZeroBye => "Zero-point bye", "Bye da zero punti";
    Tiebreaks => "Tie-breaks, in order", "Spareggi, in ordine";
    AddTiebreak => "Tie-break…", "Spareggio…";
    Add => "Add", "Aggiungi";
    Apply => "Apply", "Applica";
    ErrDate => "write the date as 2026-11-23 or 23/11/2026", "scrivere la data come 2026-11-23 o 23/11/2026";
    ErrEndBeforeStart => "The end date is before the start date.", "La data di fine precede quella di inizio.";
    ErrPoints => "write points as 1, 0.5 or ½", "scrivere i punti come 1, 0.5 o ½";
    RoundRobin => "Round robin", "Girone all'italiana";
    DoubleRoundRobin => "Double round robin", "Doppio girone all'italiana";
    SwissDutch => "Swiss (FIDE Dutch)", "Svizzero (FIDE olandese)";
    // Tie-breaks (issue 5)
    TbPresetSwiss => "Swiss individual", "Svizzero individuale";
    TbPresetRoundRobin => "Round robin", "Girone all'italiana";
    TbPresetF10 => "1992 rules (F10)", "Regole 1992 (F10)";
    TbPresets => "Presets:", "Predefiniti:";
    TbCode => "MTB26 code", "Codice MTB26";
    TbAddCode => "Add code", "Aggiungi codice";
    TbNoBuchholzRoundRobin => "Buchholz tie-breaks (BH, FB, AOB) are not allowed in a round robin (C.07 2026, art. 8.1).", "Gli spareggi Buchholz (BH, FB, AOB) non sono ammessi nei gironi all'italiana (C.07 2026, art. 8.1).";
    TbEdition => "Tie-break rules", "Regole di spareggio";
    TbEditionByDate => "By start date", "Secondo la data di inizio";
    TbEdition2024 => "2023/2024 edition", "Edizione 2023/2024";
    TbEdition2026 => "2026 edition", "Edizione 2026";
    TbDetails => "Details", "Dettagli";
    TbDetailsOf => "How the values of {name} were made", "Come sono stati calcolati i valori di {name}";
    TbClose => "Close details", "Chiudi dettagli";
    TbRound => "Round", "Turno";
    TbCut => "cut", "tagliato";
    TbRefused => "Tie-break refused", "Spareggio rifiutato";
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;

    #[test]
    fn every_text_exists_in_both_languages() {
        for text in T::ALL {
            for lang in Language::ALL {
                assert!(!text.tr(lang).trim().is_empty(), "{text:?} in {lang:?}");
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
