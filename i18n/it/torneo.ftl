# Torneo in italiano. Ogni messaggio del file inglese deve esserci (lo controlla un test).

## Lists
list-and = { $first } e { $last }
list-or = { $first } o { $last }
list-more = altri { $count }

# UI: the window's fixed words
## Menus and file handling
ui-menu-file = File
ui-menu-edit = Modifica
ui-menu-tournament = Torneo
ui-menu-view = Visualizza
ui-new = Nuovo
ui-open-ellipsis = Apri…
ui-recent = Recenti
ui-no-recent-files = Nessun file recente
ui-save = Salva
ui-save-as-ellipsis = Salva con nome…
ui-import-trf = Importa TRF…
ui-export-trf16 = Esporta TRF-16…
ui-export-trf26 = Esporta TRF-26…
ui-imported = Importato da { $file }: salvalo come file di Torneo per conservarlo.
ui-exported = Esportato in { $file }.
ui-cannot-import = Impossibile importare
ui-cannot-export = Impossibile esportare
ui-quit = Esci
ui-undo = Annulla
ui-redo = Ripeti
ui-settings-ellipsis = Impostazioni…
ui-language = Lingua
ui-nothing-to-undo = Niente da annullare
ui-nothing-to-redo = Niente da ripetere
ui-cannot-open = Impossibile aprire
ui-cannot-save = Impossibile salvare
ui-autosave-failed = Salvataggio automatico non riuscito
ui-not-saved-yet = Non ancora salvato (si conserva una copia di recupero)
ui-not-saved-no-recovery = Non ancora salvato
ui-unsaved-changes = Modifiche non salvate
ui-all-saved = Tutte le modifiche salvate
ui-round-of = Turno { $n } di { $total }
ui-pairing-round = Abbinamento del turno { $n }…
ui-dismiss = Chiudi

## Questions
ui-restore-question = È stato trovato un torneo mai salvato. Ripristinarlo?
ui-restore = Ripristina
ui-discard = Scarta
ui-unsaved-question = Il torneo ha modifiche non salvate. Salvarle prima?
ui-dont-save = Non salvare
ui-cancel = Annulla
ui-quit-question = Il torneo ha modifiche non salvate. Salvare prima di uscire?
ui-quit-without-saving = Esci senza salvare
ui-delete-round-question = Eliminare l'ultimo turno con tutti i suoi risultati?
ui-delete-round = Elimina turno
ui-untitled = Senza nome
ui-players-count = { $n ->
    [one] 1 giocatore
   *[other] { $n } giocatori
}

## Tabs
ui-tab-players = Giocatori
ui-tab-rounds = Turni
ui-tab-standings = Classifica
ui-tab-crosstable = Tabellone
ui-tab-prizes = Premiazione
ui-team-match-line = Incontro { $n }: { $first } – { $second }, scacchiere { $boards }: { $firstpoints } – { $secondpoints }
ui-team-rests = { $team } riposa in questo turno
ui-give-team-bye = Dai a { $team } il turno di riposo
ui-hand-team-round = Abbina a mano il turno { $n }…
ui-hand-team-round-title = Turno { $n } abbinato a mano
ui-hand-team-match = Incontro { $n }: { $first } – { $second }
ui-hand-team-remove = Togli l'incontro { $n }
ui-hand-team-first = Squadra nominata per prima
ui-hand-team-second = Avversaria
ui-hand-team-add = Aggiungi l'incontro
ui-hand-team-bye = Turno di riposo della squadra
ui-hand-team-no-bye = Nessun turno di riposo
ui-hand-team-not-paired = Non abbinate: { $teams }
ui-hand-team-record = Registra il turno
ui-take-team-bye = Togli a { $team } il turno di riposo
ui-team-settings = Impostazioni squadre
ui-match-won = Incontro vinto
ui-match-drawn = Incontro pareggiato
ui-match-lost = Incontro perso
ui-team-bye-value = Turno di riposo della squadra (punti squadra)
ui-board-colours = Colori per scacchiera della squadra nominata per prima
ui-own-board-colours = Scegli il colore di ogni scacchiera
ui-board-colour = Scacchiera { $n }: { $colour }
ui-default-board-colours = Bianco in scacchiera 1, poi alternati
ui-team-tiebreaks = Spareggi a squadre
ui-default-team-tiebreaks = Nessuno scelto: l'elenco del sistema ({ $codes })
ui-add-team-tiebreak = Aggiungi uno spareggio:
ui-use-default-list = Usa l'elenco del sistema
ui-cis-preset = CIS (Campionato Italiano a Squadre)
ui-cis-preset-hint = Imposta 4 scacchiere, punti squadra 2/1/0 e gli spareggi GP, EDE, EMGSB (punti individuali, classifica avulsa, Sonneborn pesato), come li descrivono fonti secondarie sul CIS; gli articoli del regolamento non sono stati trovati. Riserve: i giocatori dopo il quarto. Applica per confermare.
ui-cis-preset-needs-match-points = Il CIS classifica sui punti squadra; il sistema di questo torneo classifica prima sui punti individuali.
ui-own-board-minimum = Scegli le partite richieste in una scacchiera
ui-default-board-minimum = Partite richieste in una scacchiera: metà dei turni giocati, arrotondata per eccesso
ui-board-minimum = Partite richieste in una scacchiera
ui-team-bye = { $team } ha il turno di riposo (punti squadra: { $points })
ui-match-boards-heading = Scacchiere dell'incontro { $n }
ui-team-absent = { $team } assente
ui-team-both-absent = Entrambe le squadre assenti
ui-team-match-forfeit = { $kind ->
    [first] Vinto a forfait da { $first }: { $second } non si è presentata
    [second] Vinto a forfait da { $second }: { $first } non si è presentata
   *[neither] Nessuna delle due squadre si è presentata: entrambe perdono l'incontro
}
ui-match-keys-help = Tasti sulle scacchiere dell'incontro: 1 = 0 + - * > < / e spazio, ↑ ↓ per spostarsi, Invio o Tab l'incontro seguente, Esc la tabella del turno
ui-enter-match = Inserisci i risultati
ui-tab-teams = Squadre
ui-team-event = Torneo a squadre
ui-not-a-team-event = Questo torneo non è a squadre: Torneo → Torneo a squadre lo rende tale.
ui-boards-per-match = Scacchiere per incontro
ui-team-name = Nome della squadra
ui-add-team = Aggiungi squadra
ui-new-team-name = Nuovo nome
ui-rename-team = Rinomina squadra
ui-remove-team = Elimina squadra
ui-choose-team = Scegliere una squadra per vederne la formazione e aggiungervi giocatori.
ui-roster-board = Scacchiera { $n }
ui-reserve = Riserva
ui-move-up = Su
ui-move-down = Giù
ui-remove-from-team = Togli dalla squadra
ui-add-to-team = Aggiungi a { $team }:
ui-find-player = Cerca giocatore
ui-every-player-on-a-team = Ogni giocatore iscritto è in una squadra.
ui-team-standings = Classifica a squadre
ui-board-standings = Scacchiera { $board } (almeno { $games } partite)
ui-team = Squadra
ui-match-points = Punti match
ui-game-points = Punti partita
ui-games = Partite
ui-percentage = %
ui-no-board-standings = Nessuna classifica per scacchiera: non si è ancora giocata alcuna partita.
ui-norm-event = Norme di titolo: tipo di torneo (FIDE B.01 1.4.3)
ui-norm-event-ordinary = ordinario
ui-norm-event-national = finale di un campionato nazionale (1.4.3a)
ui-norm-event-national-team = campionato nazionale a squadre (1.4.3b)
ui-norm-event-zonal = zonale o subzonale (1.4.3c)
# The colour in a crosstable cell ("12w1": number 12, with White, won).
ui-white-letter = b
ui-black-letter = n

## Players
ui-new-player = Nuovo giocatore
ui-edit-player = Modifica giocatore
ui-name = Nome
ui-rating = Elo
ui-fide-id = ID FIDE
ui-club = Società
ui-federation = Federazione
ui-federation-short = Fed
ui-birth-date = Data di nascita
ui-title = Titolo
ui-sex = Sesso
ui-sex-male = M
ui-sex-female = F
ui-add-player = Aggiungi giocatore
ui-save-changes = Salva modifiche
ui-err-name-missing = Il giocatore deve avere un nome.
ui-err-fide-id = L'ID FIDE deve essere un numero.
ui-err-rating = L'Elo deve essere un numero da 0 a 3500.
ui-err-birth-date = La data di nascita va scritta 2001-12-31 o 31/12/2001.
ui-filter = Filtro
ui-restricted-draw = Separa le federazioni (Varma)
ui-restricted-draw-help = Sorteggio ristretto con le tabelle Varma (FIDE C.05 Annesso 2), da 9 a 24 giocatori
ui-draw-lots = Sorteggia
ui-draw-lots-help = Sorteggia i numeri di abbinamento (prima del turno 1)
ui-numbers-by-rating = Numeri di abbinamento per Elo
ui-number-short = N.
ui-status = Stato
ui-active = attivo
ui-withdrawn-from = ritirato dal turno { $n }
ui-enters-round = entra al turno { $n }
ui-edit = Modifica
ui-withdraw = Ritira
ui-withdraw-help = Non abbinato dal turno { $n } in poi
ui-reinstate = Riammetti
ui-remove = Elimina
ui-no-bye = gioca
ui-half-point-bye = bye da ½ punto
ui-zero-point-bye = bye da 0 punti
ui-full-point-bye = bye da 1 punto
ui-bye-in-round = Bye richiesto al turno { $n }

## Rounds
ui-pair-round = Abbina il turno { $n }
ui-delete-round-n = Elimina il turno { $n }
ui-round-n = Turno { $n }
ui-no-rounds-yet = Nessun turno è ancora stato abbinato.
ui-keys-help = Tasti: 1 vince il Bianco · = patta · 0 vince il Nero · + vince il Bianco a forfait · - vince il Nero a forfait · * forfait doppio · > ½-0 · < 0-½ · / 0-0 · spazio cancella · ↑↓ sposta
ui-board = Scacch.
ui-white = Bianco
ui-black = Nero
ui-points-short = Punti
ui-result = Risultato
ui-result-pending = —
ui-bye = Bye
ui-not-playing = Non giocano in questo turno
ui-lots-drawn-automatically = I numeri di abbinamento sono stati sorteggiati (Modifica → Annulla per sorteggiare di nuovo).
ui-pair-beyond-question = Abbinare il turno { $n } oltre i { $total } turni annunciati?
ui-pair-anyway = Abbina comunque
ui-pairing-cancelled = Abbinamento annullato.
ui-why-these-pairings = Perché questi abbinamenti?
ui-differs-from-engine = Questo turno differisce dall'abbinamento del motore (modificato a mano?).
ui-pairing-breaks-rule = Controllare questo abbinamento

## Standings
ui-standings-after = Classifica dopo il turno
ui-results-missing = (mancano alcuni risultati)
ui-tiebreak-ignored = Spareggio ignorato
ui-rank = Pos.

## Settings
ui-settings-title = Impostazioni del torneo
ui-tournament-name = Nome del torneo
ui-place = Luogo
ui-chief-arbiter = Arbitro principale
ui-start-date = Data di inizio
ui-end-date = Data di fine
ui-time-control = Cadenza
ui-pairing-system = Sistema di abbinamento
ui-coming = in arrivo
ui-cycles = Gironi
ui-rounds = Turni
ui-rounds-follow-players = (dipende dal numero di giocatori)
ui-initial-colour = Colore del n. 1 al primo turno
ui-system-locked = Sistema e punteggio non si possono cambiare dopo l'abbinamento del turno 1.
ui-scoring = Punteggio
ui-score-win = Vittoria
ui-score-draw = Patta
ui-score-loss = Sconfitta
ui-score-forfeit-win = Vittoria a forfait
ui-score-forfeit-loss = Sconfitta a forfait
ui-score-pab = Bye di abbinamento
ui-score-full-bye = Bye da un punto
ui-score-half-bye = Bye da mezzo punto
ui-score-zero-bye = Bye da zero punti
ui-tiebreaks = Spareggi, in ordine
ui-add-tiebreak = Spareggio…
ui-add = Aggiungi
ui-apply = Applica
ui-err-date = scrivere la data come 2026-11-23 o 23/11/2026
ui-err-end-before-start = La data di fine precede quella di inizio.
ui-err-points = scrivere i punti come 1, 0.5 o ½
ui-round-robin = Girone all'italiana
ui-double-round-robin = Doppio girone all'italiana
ui-swiss-dutch = Svizzero (FIDE olandese)

## Tie-breaks (issue 5)
ui-tb-preset-swiss = Svizzero individuale
ui-tb-preset-round-robin = Girone all'italiana
ui-tb-preset-f10 = Regole 1992 (F10)
ui-tb-presets = Predefiniti:
ui-tb-code = Codice MTB26
ui-tb-add-code = Aggiungi codice
ui-tb-no-buchholz-round-robin = Gli spareggi Buchholz (BH, FB, AOB) non sono ammessi nei gironi all'italiana (C.07 2026, art. 8.1).
ui-tb-edition = Regole di spareggio
ui-tb-edition-by-date = Secondo la data di inizio
ui-tb-edition2024 = Edizione 2023/2024
ui-tb-edition2026 = Edizione 2026
ui-tb-details = Dettagli
ui-tb-details-of = Come sono stati calcolati i valori di { $name }
ui-tb-close = Chiudi dettagli
ui-tb-round = Turno
ui-tb-cut = tagliato
ui-tb-refused = Spareggio rifiutato
## Variazioni Elo nella finestra (issue 37)
ui-rating-section = Elo
ui-rating-list = Torneo valido per la lista
ui-rating-show-change = Mostra la variazione Elo (Elo +/-) in classifica
ui-rating-k-factors = Coefficiente K impostato a mano (dove Torneo non può saperlo: partite valutate prima del torneo, un Elo pubblicato di 2400 in passato)
ui-rating-k-by-rule = Secondo il regolamento
ui-rating-change-short = Elo +/-
ui-rating-of = Variazione Elo di { $name }
ui-rating-opponent = Avversario
ui-rating-result = Risultato
ui-rating-expected = Attesi
ui-rating-change = +/-
ui-rating-total = Totale
ui-rating-new = Nuovo Elo
ui-rating-performance = Performance (ARO, TPR)

# Parole comuni di spiegazioni e messaggi
player-ref = { $name } ({ $number })
player-ref-unnamed = n. { $number }
colour = { $colour ->
    [white] Bianco
   *[black] Nero
}
preference-strength = { $strength ->
    [absolute] assoluta
    [strong] forte
    [mild] lieve
   *[none] nessuna
}

# Spiegazioni degli abbinamenti: sistema olandese FIDE (C.04.3)
explain-dutch-round = Il turno { $round } è abbinato con il sistema olandese FIDE ({ $edition ->
    [2017] C.04.3, edizione 2017
   *[other] C.04.3, edizione 2026
}): { $players } giocatori in { $brackets ->
    [one] un raggruppamento
   *[other] { $brackets } raggruppamenti
} (gruppi di punteggio { $scoregroups }), abbinati dall'alto verso il basso.
explain-accelerated = Abbinamento accelerato (C.04.7): i punteggi usati per l'abbinamento comprendono punti virtuali.
explain-no-floats = Ogni coppia è formata da giocatori con lo stesso punteggio: nessuna fluttuazione.
explain-floating-down = Scendono in un gruppo di punteggio inferiore ({ $edition ->
    [2017] C.04.3 A.4
   *[other] C.04.3 1.4
}): { $players }.
explain-bye-odd-field = Numero dispari di giocatori: { $player } riceve il bye assegnato dall'abbinamento ({ $edition ->
    [2017] C.04.1.c
   *[other] C.04.1 art. 3
}).
explain-no-bye-even-field = Numero pari di giocatori: nessun bye assegnato dall'abbinamento.
explain-no-topscorers = Ultimo turno: nessuno ha un punteggio superiore a { $threshold }, quindi non ci sono capoclassifica ({ $edition ->
    [2017] C.04.3 A.7
   *[other] C.04.3 1.8
}).
explain-topscorers = Ultimo turno: capoclassifica (punteggio superiore a { $threshold }, { $edition ->
    [2017] C.04.3 A.7
   *[other] C.04.3 1.8
}): { $players }. Tra loro e i loro avversari non si applica la regola assoluta del colore { $edition ->
    [2017] C.3
   *[other] C3
}.
explain-paired-in-bracket = Scacchiera { $board }: abbinati nel raggruppamento con punteggio { $bracket } ({ $residents ->
    [one] un giocatore
   *[other] { $residents } giocatori
} di quel punteggio{ $moved ->
    [0] {""}
    [one] , più uno sceso da un gruppo superiore
   *[other] , più { $moved } scesi dai gruppi superiori
}).
explain-floats = { $high }, con { $high_score }, scende verso { $low }, con { $low_score }, che sale ({ $edition ->
    [2017] C.04.3 A.4.b
   *[other] C.04.3 1.4
}).
explain-alone-in-bracket = { $player } è solo nel raggruppamento con punteggio { $score }: non c'è nessuno con cui giocare.
explain-no-pairing-includes = Nessun abbinamento valido del raggruppamento con punteggio { $score } comprende { $player }: { $blocked }.
explain-odd-bracket = Il raggruppamento con punteggio { $score } ha un numero dispari di giocatori ({ $size }): almeno uno deve scendere ({ $edition ->
    [2017] C.5
   *[other] C6
}: quante più coppie possibile).
explain-bracket-needed = Nessun abbinamento valido del raggruppamento con punteggio { $score } accoppia tutti i suoi { $size } giocatori: i possibili avversari servivano per abbinare il resto del turno ({ $edition ->
    [2017] C.4, A.9
   *[other] C4
}) o per un abbinamento migliore secondo { $edition ->
    [2017] C.5–C.7
   *[other] C5–C8
}.
explain-float-along = Dal raggruppamento con punteggio { $score } { $count ->
    [one] scende anche
   *[other] scendono anche
} { $players }.
explain-lowest-who-could-float = { $player } è il giocatore di posizione più bassa che poteva scendere: i candidati si generano dall'alto, quindi l'ultimo resta escluso per primo ({ $edition ->
    [2017] C.04.3 B.6, D
   *[other] C.04.3 art. 4
}).
explain-lower-ranked-stay = { $count ->
    [one] Resta nel raggruppamento { $players }, di posizione più bassa: far scendere lui
   *[other] Restano nel raggruppamento { $players }, di posizione più bassa: far scendere uno di loro
} sarebbe peggio secondo i criteri { $edition ->
    [2017] C.4–C.19
   *[other] C4–C21
}.
explain-floated-last-round = Già scesi nel turno precedente ({ $edition ->
    [2017] C.12
   *[other] C14
}): { $players }.
explain-passed-brackets = Neanche { $count ->
    [one] nel raggruppamento
   *[other] nei raggruppamenti
} con punteggio { $scores } si è potuto abbinare { $player }, che è sceso ancora.
explain-highest-of-scoregroup = { $player } è il primo del gruppo con punteggio { $score }: chi scende incontra il primo giocatore del gruppo con cui l'abbinamento è valido ({ $edition ->
    [2017] C.04.3 B.3, D.1
   *[other] C.04.3 3.3, 4.2
}).
explain-higher-ranked-not-chosen = Non sono stati scelti giocatori meglio piazzati del gruppo con punteggio { $score } ({ $players }): incontrarne uno avrebbe peggiorato l'abbinamento del resto del turno ({ $edition ->
    [2017] C.4–C.19
   *[other] C4–C21
}).
explain-higher-ranked-blocked = Non sono stati scelti giocatori meglio piazzati del gruppo con punteggio { $score } ({ $players }): { $blocked }{ $others ->
    [yes] ; gli altri erano abbinati meglio altrove ({ $edition ->
        [2017] C.4–C.19
       *[other] C4–C21
    })
   *[no] {""}
}.
explain-blocked-met = { $player } ha già incontrato { $opponents } ({ $edition ->
    [2017] C.1
   *[other] C1
})
explain-blocked-forbidden = { $player } non può incontrare { $opponents } (coppia vietata)
explain-blocked-colour = il { $colour } spetta sia a { $player } sia a { $opponents } (due preferenze di colore assolute, { $edition ->
    [2017] C.3
   *[other] C3
})
explain-floated-before = { $player } { $direction ->
    [up] è salito
   *[down] è sceso
} anche { $ago ->
    [1] nel turno precedente
   *[other] due turni prima
}; { $rules } evitano di ripeterlo quando i criteri superiori lo permettono.
explain-preference = { $player } { $colour } ({ $strength })
explain-no-preference = { $player } nessuna (nessuna partita giocata)
explain-colour-preferences = Preferenze di colore: { $white }; { $black }.
explain-both-granted = Entrambe le preferenze sono soddisfatte ({ $edition ->
    [2017] C.04.3 E.1
   *[other] C.04.3 5.2.1
}).
explain-no-preference-takes-other = { $without } non ha ancora una preferenza e prende l'altro colore: la preferenza di { $with } è soddisfatta ({ $edition ->
    [2017] C.04.3 E.1
   *[other] C.04.3 5.2.1
}).
explain-larger-colour-difference = Entrambe le preferenze sono assolute (possibile solo con un capoclassifica{ $edition ->
    [2017] , C.3
   *[other] , C3
}); { $winner } ha la differenza di colore maggiore ({ $winner_difference } contro { $loser_difference }) e riceve il { $colour } ({ $edition ->
    [2017] C.04.3 E.2
   *[other] C.04.3 5.2.2
}).
explain-stronger-preference = Entrambi vogliono il { $colour }; la preferenza di { $winner } ({ $winner_strength }) è più forte di quella di { $loser } ({ $loser_strength }) ed è soddisfatta ({ $edition ->
    [2017] C.04.3 E.2
   *[other] C.04.3 5.2.2
}).
explain-colour-alternation = Entrambi vogliono il { $colour } con la stessa forza; risalendo le partite giocate, l'ultima volta che i loro colori erano diversi ({ $back ->
    [one] una partita
   *[other] { $back } partite
} fa) { $had_white } aveva il Bianco, quindi ora ha il Nero ({ $edition ->
    [2017] C.04.3 E.3
   *[other] C.04.3 5.2.3
}).
explain-higher-ranked-preference = Entrambi vogliono il { $colour } con la stessa forza e la stessa storia dei colori; { $higher } è meglio piazzato (punteggio, poi numero di abbinamento, { $edition ->
    [2017] C.04.3 A.2
   *[other] C.04.3 1.2
}) e ottiene la preferenza ({ $edition ->
    [2017] C.04.3 E.4
   *[other] C.04.3 5.2.4
}).
explain-pairing-number-parity = Nessuno dei due ha una preferenza: { $higher } è meglio piazzato e ha il numero di abbinamento { $odd ->
    [yes] dispari
   *[no] pari
} { $number }, quindi riceve { $odd ->
    [yes] il colore iniziale
   *[no] il colore opposto a quello iniziale
}, il { $colour } ({ $edition ->
    [2017] C.04.3 E.5
   *[other] C.04.3 5.2.5
}; colore iniziale { $initial }).
explain-preference-not-granted = { $player } non riceve il { $colour } ({ $strength ->
    [absolute] assoluta: ammesso solo per un capoclassifica o il suo avversario, { $edition ->
        [2017] C.3, C.8, C.9
       *[other] C3, C10, C11
    }
    [strong] { $edition ->
        [2017] C.10, C.11
       *[other] C12, C13
    }
   *[other] { $edition ->
        [2017] C.10
       *[other] C12
    }
}).
explain-bye-receiver = { $player } riceve il bye assegnato dall'abbinamento, che vale { $points }: ci sono { $players } giocatori da abbinare e ne resta fuori uno ({ $edition ->
    [2017] C.04.3 A.5
   *[other] C.04.3 1.5
}).
explain-bye-lowest-score = { $score } è il punteggio più basso del turno: il bye va al punteggio più basso possibile (C5).
explain-bye-nobody-below-eligible = Nessuno con un punteggio inferiore a { $score } (punteggio più basso { $lowest }) poteva riceverlo; hanno già avuto un bye di abbinamento o una vittoria senza giocare (C2): { $barred }.
explain-bye-nobody-below-pairable = Nessuno con un punteggio inferiore a { $score } (punteggio più basso { $lowest }) poteva riceverlo lasciando tutti gli altri abbinati senza ripetere un incontro né un conflitto di colore assoluto (C4, C5).
explain-bye-barred-below = Non possono riceverlo (C2): { $players }.
explain-bye-barred-in-scoregroup = Nel gruppo con punteggio { $score } non possono riceverlo, perché { $edition ->
    [2017] hanno già avuto un bye di abbinamento o una vittoria a forfait (C.2)
   *[other] hanno già avuto un bye di abbinamento o una vittoria senza giocare (C2)
}: { $players }.
explain-bye-fewest-unplayed = { $player } ha { $unplayed ->
    [one] un turno non giocato
   *[other] { $unplayed } turni non giocati
}, meno di { $others }: il bye va al giocatore con meno partite non giocate (C9).
explain-bye-lowest-ranked = { $player } è il giocatore di posizione più bassa che poteva riceverlo: l'ultimo giocatore dell'ultimo raggruppamento resta fuori per primo (C.04.3 art. 4).
explain-bye-lower-ranked-not-left = Lasciare fuori { $players }, di posizione più bassa, avrebbe peggiorato l'abbinamento degli altri (C4–C21).
explain-bye-counts-as-downfloat = Il bye conta come discesa per { $player } nei turni successivi ({ $edition ->
    [2017] C.04.3 A.4.b
   *[other] C.04.3 1.4.3
}).
explain-bye-left-over-2017 = { $player } è il giocatore che l'ultimo gruppo lascia fuori dopo che C.5–C.19 ne hanno scelto le coppie: il testo del 2017 dà il bye a chi resta lì, senza una regola per il punteggio più basso (C.04.3 2017, A.9; il punteggio più basso è il C5 del testo 2026).

# Giocatori non abbinati in un turno (C.04.2)
explain-withdrawn = { $player } non è abbinato: si è ritirato dal torneo (C.04.2 3.2).
explain-enters-later = { $player } non è abbinato: entra nel torneo al turno { $round } (C.04.2 2.4).
explain-requested-bye = { $player } non è abbinato: { $kind ->
    [half] ha un bye da mezzo punto
    [full] ha un bye da un punto
   *[zero] è assente (bye a zero punti)
} in questo turno (C.04.2 3.3).

# Girone all'italiana (C.05 Allegato 1)
explain-berger-round = Il turno { $round } è il turno { $table_round } della tabella Berger per { $size } giocatori (FIDE C.05 Allegato 1): i numeri di abbinamento sorteggiati decidono ogni abbinamento.
explain-cycle = Ciclo { $cycle } di { $cycles }.
explain-cycle-colours-reversed = Ogni ciclo dopo il primo inverte i colori del precedente.
explain-last-two-rounds-swapped = Gli ultimi due turni del ciclo sono scambiati, come raccomanda la FIDE per il doppio girone, perché nessuno abbia lo stesso colore tre volte di seguito.
explain-berger-board = Scacchiera { $board }: la tabella abbina il numero { $white } (Bianco) al numero { $black } (Nero).
explain-berger-rest = Il numero { $number } riposa: la tabella lo abbina al numero { $bye }, che nessun giocatore ha (numero dispari di giocatori).
explain-round-heading = Turno { $round }

# Motori di abbinamento: perché non c'è un abbinamento
pairing-no-valid-pairing = non esiste un abbinamento valido: { $why }
pairing-not-implemented = il sistema di abbinamento { $system } non è ancora disponibile
pairing-cannot-pair = impossibile abbinare: { $problem }
pairing-cancelled = abbinamento annullato
pairing-no-complete-pairing = non si possono abbinare tutti i giocatori senza ripetere un incontro, formare una coppia vietata o violare una preferenza di colore assoluta
pairing-no-bye-receiver = nessun giocatore che possa ricevere il bye assegnato dall'abbinamento può restare senza avversario
pairing-round-zero = i turni si numerano da 1
pairing-round-too-early = il turno { $round } non si può abbinare prima del turno { $next }
pairing-round-beyond-schedule = il turno { $round } non esiste: il calendario ha i turni da 1 a { $last }
pairing-too-many-players = troppi giocatori
pairing-too-large = troppi giocatori o turni per i pesi dell'abbinamento
pairing-weight-not-carried = è stato raggiunto un limite interno dei pesi dell'abbinamento
pairing-engine-stopped = il motore di abbinamento si è fermato inaspettatamente
pairing-too-few-players = un girone all'italiana richiede almeno 2 giocatori
pairing-number-out-of-range = { $name } ha il numero di abbinamento { $number }; sorteggiare prima (servono i numeri da 1 a { $count })
pairing-number-shared = { $first } e { $second } hanno lo stesso numero di abbinamento { $number }

# Rifiuti: modifiche che la sessione non esegue
refusal-system-locked = il sistema di abbinamento non si può cambiare dopo l'abbinamento del turno 1
refusal-scoring-locked = il punteggio non si può cambiare dopo l'abbinamento del turno 1
refusal-rounds-already-paired = sono già stati abbinati { $paired } turni
refusal-player-needs-name = un giocatore deve avere un nome
refusal-no-players-to-add = nessun giocatore da aggiungere: ogni riga dell'elenco ha un errore o è stata esclusa
refusal-round-robin-players-fixed = i giocatori di un girone all'italiana sono fissati dopo l'abbinamento del turno 1
refusal-no-such-player = il giocatore { $player } non esiste
refusal-paired-player-not-removable = un giocatore già abbinato non si può eliminare: ritiralo
refusal-rounds-numbered-from-one = i turni si numerano da 1
refusal-round-already-paired = il turno { $round } è già abbinato
refusal-pab-not-requestable = il bye assegnato dall'abbinamento non si può richiedere
refusal-round-robin-numbers-fixed = i numeri di abbinamento di un girone all'italiana non si possono cambiare dopo l'abbinamento del turno 1
refusal-lots-after-round-one = il sorteggio si fa prima di abbinare il turno 1
refusal-pairing-numbers-fixed = i numeri di abbinamento non si possono cambiare dopo l'abbinamento del turno 1
refusal-results-missing = il turno { $round } ha ancora risultati da inserire
refusal-wrong-next-round = il prossimo turno è il { $expected }, non il { $found }
refusal-no-round-to-delete = non c'è nessun turno da eliminare
refusal-no-such-round = il turno { $round } non esiste
refusal-no-such-board = il turno { $round } non ha la scacchiera { $board }
refusal-paired-with-themself = un giocatore non può comunque essere abbinato con sé stesso
refusal-lots-too-few-players = il sorteggio richiede almeno 2 giocatori
refusal-lots-too-many-players = troppi giocatori per un sorteggio
refusal-lots-envelopes-exhausted = le buste Varma hanno esaurito i numeri prima che tutti i giocatori sorteggiassero
refusal-changed-while-pairing = il torneo è cambiato mentre si abbinava il turno { $round }: abbinalo di nuovo
refusal-all-rounds-paired = tutti i turni sono abbinati
refusal-beyond-announced = il turno { $round } va oltre i { $announced } turni annunciati

# Controllo: regole che un abbinamento viola
violation-paired-twice = { $player } è abbinato più di una volta
violation-not-paired = { $player } non è abbinato e non ha un bye
violation-paired-while-absent = { $player } è abbinato in un turno in cui non gioca
violation-rematch = { $first } e { $second } si sono già incontrati al turno { $round } (C.04.3 C1)
violation-several-pabs = più di un bye assegnato dall'abbinamento
violation-pab-not-allowed = { $player } non può ricevere il bye assegnato dall'abbinamento: ne ha già avuto uno o ha vinto senza giocare (C.04.3 C2)
violation-colour-limit = { $player } non può avere ancora il { $colour }: differenza di colore oltre 2 o tre volte lo stesso colore (C.04.1 artt. 6-7)
violation-forbidden-pair = { $first } e { $second } non devono essere abbinati (coppia vietata)

# Errori della sessione e del torneo
save-failure-document = file non scritto: { $detail }
save-failure-recovery = copia di recupero non scritta: { $detail }
save-failure-crashed = il salvataggio automatico si è interrotto per un errore imprevisto
window-cannot-open = torneo: impossibile aprire la finestra: { $detail }
session-no-path = il torneo non ha ancora un file: usa Salva con nome…
tournament-unknown-player = il giocatore { $player } non esiste
tournament-player-twice-in-round = turno { $round }: il giocatore { $player } compare più di una volta
tournament-self-pairing = turno { $round }: il giocatore { $player } è abbinato contro sé stesso
tournament-forbidden-against-self = al giocatore { $player } è vietato incontrare sé stesso
tournament-too-many-rounds = il torneo annuncia { $rounds } turni, più dei { $limit } che Torneo può gestire
team-duplicate-id = due squadre hanno lo stesso identificativo { $team }
team-duplicate-pairing-number = due squadre hanno lo stesso numero di abbinamento { $number }
team-unknown = la squadra { $team } non esiste
team-unknown-player = il giocatore { $player } di una formazione non esiste
team-player-in-two-teams = il giocatore { $player } è nelle formazioni sia di { $first } sia di { $second }
team-twice-in-round = turno { $round }: la squadra { $team } compare più di una volta
team-not-on-roster = turno { $round }: il giocatore { $player } gioca per la squadra { $team } senza essere nella sua formazione
team-round-number = il turno di squadra { $found } è registrato dove dovrebbe esserci il turno { $expected }
team-more-rounds = le squadre hanno { $team_rounds } turni abbinati, i giocatori solo { $rounds }
team-score-match = punti squadra
team-score-game = punti partita
team-tiebreak-secondary = l'altro punteggio: { $score } (C.07 13.1)
team-tiebreak-direct-encounter = scontro diretto tra le squadre a pari merito (C.07 6, 13.3)
team-tiebreak-buchholz = Buchholz: { $score } degli avversari (C.07 8.1)
team-tiebreak-buchholz-cut = Buchholz senza l'avversario più basso: { $score } degli avversari (C.07 8.1, 14.1)
team-tiebreak-sonneborn-berger = Sonneborn-Berger esteso: { $opponent } di ogni avversario per i propri { $own } contro di esso (C.07 13.2)
tournament-round-out-of-range = { $what ->
    [virtual-points] i punti virtuali
    [requested-bye] un bye richiesto
    [first-round] il primo turno
    [withdrawal] il ritiro
   *[score-adjustment] una correzione del punteggio
} del giocatore { $player } indica il turno { $round }, oltre il turno { $limit }, l'ultimo che questo torneo può avere
tournament-round-number = il turno { $found } è registrato dove dovrebbe esserci il turno { $expected }
tournament-duplicate-id = due giocatori hanno lo stesso identificativo { $player }
tournament-duplicate-pairing-number = due giocatori hanno lo stesso numero di abbinamento { $number }

## Variazioni Elo (crate torneo-rating, issue 37; FIDE B.02)

rating-list-name = { $list ->
    [rapid] Rapid
    [blitz] Blitz
   *[standard] Standard
}
rating-k-set = K { $k } (impostato dall'arbitro)
rating-k-junior = K { $k } (fino alla fine dell'anno del 18° compleanno, Elo sotto 2300)
rating-k-below-2400 = K { $k } (Elo sotto 2400; si assume: 30 partite completate, mai pubblicato a 2400)
rating-k-below-2400-no-birth-date = K { $k } (Elo sotto 2400; data di nascita o del torneo assente: considerato adulto; si assume: 30 partite completate, mai pubblicato a 2400)
rating-k-from-2400 = K { $k } (Elo 2400 o più)
rating-k-lowered = ridotto da { $rule }: K × partite non può superare 700
rating-initial-no-games = nessuna partita contro avversari con Elo
rating-initial-zero-score = punteggio nullo: non considerato (B.02 8.2)
rating-initial = Elo iniziale { $rating }
rating-initial-capped = limitato a { $maximum }
rating-initial-fewer-games = pubblicato dopo { $needed } partite contro avversari con Elo (qui { $games })
rating-initial-below-floor = sotto { $floor }: non pubblicato
rating-note-not-rated-game = Turno { $round } contro { $opponent } ({ $rating }): partita non valutata, i giocatori sono distanti 600 punti o più e uno ha un rating superiore a 2600 (regolamento FIDE del rating rapid e blitz 7.3.1, dal 1° dicembre 2024)
rating-note-below-floor = Rating dopo il torneo { $rating }, sotto { $floor }: nella prossima lista figura senza rating (FIDE B.02 7.2.1)
rating-new-unrated = senza rating
ui-doc-rating-report = Variazioni Elo
report-title-rating-changes = Variazioni Elo dopo il turno { $round } ({ $list })
report-rating-column = { $column ->
    [round] T.
    [k] K
    [games] Partite
    [score] Punti
    [expected] Attesi
    [change] +/-
    [new-rating] Nuovo Elo
    [aro] ARO
    [tpr] TPR
   *[rating-change] Elo +/-
}
report-rating-total = Totale
cli-help-ratings = Mostra la variazione Elo di ogni giocatore (FIDE B.02), partita per partita
cli-help-ratings-round = Conta i turni da 1 a questo (predefinito: fino all'ultimo turno con un risultato)
report-rating-note = Stima di Torneo secondo il regolamento FIDE del rating (B.02: tabella 8.1, coefficiente K 8.3.3, regola dei 400 punti 8.3.1, arrotondamento 8.3.4; Elo iniziale 8.2). La FIDE calcola l'Elo ufficiale dal rapporto del torneo.

# Spareggi
tiebreak-name = { $kind ->
    [PTS] Punti
    [DE] Scontro diretto
    [WIN] Numero di vittorie
    [WON] Numero di partite vinte
    [BPG] Partite giocate con il Nero
    [BWG] Partite vinte con il Nero
    [PS] Punteggio progressivo
    [REP] Turni scelti di giocare
    [STD] Punti standard
    [TPN] Numero di abbinamento
    [BH] Buchholz
    [AOB] Media dei Buchholz degli avversari
    [FB] Buchholz anticipato
    [SB] Sonneborn-Berger
    [KS] Sistema Koya
    [ARO] Media Elo degli avversari
    [TPR] Performance del torneo
    [PTP] Performance perfetta del torneo
    [APRO] Media delle performance degli avversari
    [APPO] Media delle performance perfette degli avversari
    [RTNG] Elo
   *[OTHER_F10] Partite tra i giocatori a pari merito per il primo posto (regole 1992, F10)
}
tiebreak-code-empty = codice di spareggio vuoto
tiebreak-code-unknown = spareggio sconosciuto "{ $code }"
tiebreak-code-unsupported = lo spareggio "{ $code }" è uno spareggio FIDE che Torneo non calcola
tiebreak-modifier-unknown = spareggio "{ $code }": modificatore sconosciuto "/{ $modifier }"
tiebreak-modifier-not-allowed = spareggio "{ $code }": il modificatore "/{ $modifier }" non si applica a { $name }
tiebreak-modifier-twice = spareggio "{ $code }": modificatore "/{ $modifier }" indicato due volte
tiebreak-line-opponent = avversario { $amount }
tiebreak-line-dummy = { $edition ->
    [virtual] avversario virtuale (2009)
   *[dummy] avversario fittizio (art. 16.4)
} { $amount }{ $voluntary ->
    [yes] {" "}(turno non giocato per scelta)
   *[no] {""}
}
tiebreak-line-rating = Elo { $rating }, punti { $scored }
tiebreak-summary-opponent-scores = { $name }: punteggi corretti degli avversari (art. 16.3){ $sb ->
    [yes] {" "}× punti ottenuti contro di loro
   *[no] {""}
}{ $cut ->
    [yes] ; i turni barrati sono tagliati (artt. 14, 16.5)
   *[no] {""}
}
tiebreak-summary-unrated = Non usato: alcuni giocatori non hanno Elo e non è indicato un Elo per loro (/U)
tiebreak-summary-over-the-board = { $name }: solo le partite giocate sulla scacchiera (art. 10)
tiebreak-buchholz-in-round-robin = { $code }: { $name } non è ammesso in un girone all'italiana (C.07 2026, nota all'art. 8.1); usare al suo posto lo scontro diretto o un Sonneborn-Berger

# Riga di comando
cli-unknown-command = comando sconosciuto `{ $command }`; i comandi sono: { $commands }
cli-beyond-announced = il turno { $round } va oltre i { $announced } turni annunciati (XXR/142); usa --force per abbinarlo comunque
cli-generate-bounds = --players deve essere tra 2 e 9999 e --lowest al massimo --highest
cli-no-such-player = Nessun giocatore ha il numero di abbinamento { $number }.
cli-output-extension = { $path }: il file da scrivere deve finire in .pdf o .html
cli-no-data-folder = non c'è una cartella dei dati (HOME non è impostata): usa --database
cli-no-column-mapping = nessuna corrispondenza delle colonne in { $path }: impostala nella finestra (File → Lista Elo → Importa lista nazionale…) o usa --mapping
cli-tiebreaks = --tiebreaks: { $reason }
cli-output = impossibile scrivere sull'uscita standard: { $reason }
cli-argument-unknown = l'opzione `{ $argument }` non esiste
cli-argument-unknown-suggestion = l'opzione `{ $argument }` non esiste; forse intendevi `{ $suggestion }`?
cli-argument-invalid-value = `{ $value }` non è un valore valido per { $argument }
cli-argument-invalid-value-choices = `{ $value }` non è un valore valido per { $argument }: usa { $valid }
cli-argument-missing = manca: { $arguments }
cli-argument-missing-command = serve un comando: { $commands }
cli-argument-conflict = { $argument } non si può usare insieme a { $other }
cli-argument-other = la riga di comando non si può leggere in `{ $detail }`
cli-argument-help = { $problem } (vedi `torneo --help`)
cli-check-same = turno { $round }: stesso abbinamento
cli-check-differs = turno { $round }: diverso; solo registrato: { $recorded }; solo del motore: { $engine }
cli-check-edition = sistema olandese, edizione { $edition } ({ $why })
cli-check-edition-unavailable = sistema olandese: il file richiede l'edizione { $edition } ({ $why }), che Torneo non sa ancora abbinare; controllato con l'edizione { $used }, quindi un turno può differire solo perché le edizioni differiscono
cli-check-edition-flag = scelta con --edition
cli-check-edition-file-code = indicata dal record 192 del file
cli-check-edition-setting = l'impostazione del torneo
cli-check-edition-start-date = in vigore alla data d'inizio, { $date }
cli-check-edition-no-start-date = il file non indica la data d'inizio: l'edizione in vigore oggi
cli-standings-rank = Pos
cli-standings-number = N.
cli-standings-name = Nome
cli-standings-points = Punti
cli-standings-team = Squadra
cli-standings-match-points = PM
cli-standings-game-points = PP
cli-standings-games = Partite
cli-board-standings = Scacchiera { $board } (almeno { $games } partite)
cli-help-template = {"{"}about-with-newline{"}"}
    Uso: {"{"}usage{"}"}

    {"{"}all-args{"}"}{"{"}after-help{"}"}
cli-help-flag-help = Mostra questo aiuto
cli-help-flag-version = Mostra la versione
cli-help-heading-commands = Comandi
cli-help-heading-options = Opzioni
cli-help-heading-arguments = Argomenti
cli-help-value-command = COMANDO
cli-help-values = {" "}(valori: { $values })
cli-help-default = {" "}(predefinito: { $value })
cli-help-torneo = Gestione di tornei di scacchi: motori di abbinamento, TRF, classifiche. Senza comando apre la finestra.
cli-help-arg-lang = La lingua di messaggi, spiegazioni e aiuto (predefinita: quella del sistema)
cli-help-arg-dutch = Sistema olandese FIDE (C.04.3)
cli-help-arg-burstein = Sistema Burstein FIDE
cli-help-arg-dubov = Sistema Dubov FIDE
cli-help-arg-lim = Sistema Lim FIDE
cli-help-arg-amalfi = Sistema Amalfi della Federazione Scacchistica Italiana
cli-help-arg-italo_svizzero = Sistema Italo-Svizzero della Federazione Scacchistica Italiana
cli-help-arg-double_swiss = Sistema doppio svizzero FIDE (C.04.5): ogni turno un incontro di due partite
cli-help-arg-round_robin = Girone all'italiana (tabelle Berger); i cicli vengono dal codice 192 del file
cli-help-arg-team_swiss = Svizzero a squadre FIDE (C.04.6), per un torneo a squadre: tipo di preferenza e punteggio principale vengono dal file
cli-help-arg-input = Il torneo: un file TRF o un file .ron di Torneo
cli-help-arg-trf26 = Scrivi in TRF-26 invece che in TRF-16
cli-help-pair = Abbina il turno successivo di un file TRF e scrivi l'abbinamento (formato di risposta dei motori)
cli-help-pair-output = Scrivi l'abbinamento in questo file (sull'uscita standard se manca)
cli-help-pair-explain = Dopo l'abbinamento, spiega perché ogni scacchiera è venuta così
cli-help-pair-force = Abbina il turno anche se viene dopo il numero di turni annunciato dal file (XXR/142)
cli-help-check = Abbina di nuovo ogni turno e indica dove l'abbinamento registrato è diverso
cli-help-generate = Genera un torneo casuale
cli-help-generate-players = Numero di giocatori
cli-help-generate-rounds = Numero di turni (un girone all'italiana usa quelli della sua tabella)
cli-help-generate-seed = Seme dell'estrazione casuale (lo stesso seme dà lo stesso torneo)
cli-help-generate-output = Il file da scrivere (.trf o .ron)
cli-help-generate-draw_rate = Percentuale di partite patte
cli-help-generate-forfeit_rate = Percentuale di partite vinte a forfait
cli-help-generate-half_point_bye_rate = Percentuale di giocatori che chiedono un bye da mezzo punto, per turno
cli-help-generate-zero_point_bye_rate = Percentuale di giocatori che annunciano un'assenza (bye da zero punti), per turno
cli-help-generate-withdrawal_rate = Percentuale di giocatori che si ritirano, per turno
cli-help-generate-late_entries = Percentuale di giocatori che entrano dopo il primo turno
cli-help-generate-lowest = Punteggio Elo più basso
cli-help-generate-highest = Punteggio Elo più alto
cli-help-standings = Mostra la classifica con gli spareggi indicati
cli-help-norms = Verifica le norme per i titoli di ogni giocatore (FIDE B.01 1.4): un riepilogo, poi il dettaglio di ogni norma
cli-help-norms-player = Il numero di abbinamento del solo giocatore da verificare
cli-help-standings-tiebreaks = Codici degli spareggi (FIDE C.07, come nel TRF-26), separati da virgole; quelli del file se mancano
cli-help-convert = Converti tra .trf e .ron
cli-help-convert-output = Il file da scrivere (.trf o .ron)
cli-help-print = Stampa un documento (abbinamenti, foglietti dei risultati, classifica, ...) in PDF o HTML
cli-help-print-document = Il documento: pairings (abbinamenti), pairings-by-name (abbinamenti per nome), result-slips (foglietti dei risultati), standings (classifica), crosstable (tabellone), players (elenco giocatori), check-in (registrazione presenze), schedule (calendario), report (rapporto), rating-report, norms, category-standings, prizes; per un torneo a squadre team-pairings (abbinamenti a squadre), match-slips (referti degli incontri), team-standings (classifica a squadre), board-standings (classifica per scacchiera), team-crosstable (tabellone a squadre)
cli-help-print-round = Il turno (predefinito: l'ultimo abbinato; classifica e tabellone: l'ultimo con risultati)
cli-help-print-paper = Il formato della carta
cli-help-print-order = L'ordine dell'elenco giocatori
cli-help-print-output = Il file da scrivere: .pdf o .html
cli-help-print-tiebreaks = Classifica e tabellone a squadre: gli spareggi di squadra, separati da virgole (EDE, BH:MP/C1, EMGSB, …); quelli del torneo se assenti
cli-help-print-minimum_games = Classifica per scacchiera: il minimo di partite su una scacchiera per essere classificati (predefinito: metà dei turni, per eccesso)
cli-help-print-match_points = Tabellone a squadre: in ogni casella i punti squadra invece dei punti individuali
cli-help-rating-list = Importa o cerca nella lista Elo FIDE o nazionale
cli-help-rating-list-import = Importa una lista Elo (FIDE TXT o XML; con --national, una lista nazionale letta con la corrispondenza delle colonne salvata dalla finestra o indicata con --mapping)
cli-help-rating-list-import-file = Il file della lista
cli-help-rating-list-import-mapping = La corrispondenza delle colonne della lista nazionale (un file .ron come lo salva la finestra)
cli-help-rating-list-search = Cerca nella lista: l'inizio di un cognome ("carlsen", "rossi m") o un identificativo
cli-help-rating-list-search-query = L'inizio di un cognome o un identificativo
cli-help-rating-list-search-limit = Al massimo questo numero di risultati
cli-help-arg-national = La lista nazionale invece di quella FIDE
cli-help-arg-database = Il file della banca dati (predefinito: quello della finestra, nella cartella dei dati dell'utente)

# File
file-action = { $action ->
    [read] leggere
    [write] scrivere
    [save-over] salvare sopra
    [look-at] esaminare
    [write-temporary-in] scrivere un file temporaneo in
    [replace] sostituire
    [make-backup-in] fare una copia di sicurezza in
    [keep-previous-version-as] conservare la versione precedente come
   *[create-folder] creare la cartella
}
file-io = impossibile { $action } { $path }: { $reason }
file-damaged = il file è danneggiato alla riga { $line }, colonna { $column }: { $detail }
file-not-torneo = questo non è un file di torneo di Torneo ({ $reason })
file-format-empty = il file è vuoto
file-format-undeclared = non dichiara il formato "{ $expected }"
file-format-other = dichiara il formato "{ $found }", non "{ $expected }"
file-format-no-version = non dichiara la versione del formato
file-too-new = questo file è stato scritto da una versione più recente di Torneo (formato { $version }; questa versione legge fino al formato { $current }): aggiorna Torneo per aprirlo
file-unsupported-version = la versione { $version } del formato del file non è supportata
file-inconsistent = il torneo nel file è incoerente: { $detail }
file-not-serialized = impossibile scrivere il torneo come testo: { $detail }
file-trf-content = { $path }: { $detail }

# Rating lists (issue 13: the FIDE and national rating lists)
rating-list-field = { $field ->
    [id] codice
    [fide-id] codice FIDE
    [name] nome
    [first-name] nome proprio
    [federation] federazione
    [title] titolo
    [sex] sesso
    [standard] Elo standard
    [rapid] Elo rapid
    [blitz] Elo blitz
   *[birth-year] anno di nascita
}
rating-list-line = riga { $line }
rating-list-record = voce { $record }
rating-list-too-short = { $position }: la riga finisce prima del campo «{ $field }»
rating-list-missing = { $position }: manca il campo «{ $field }»
rating-list-not-valid = { $position }: «{ $text }» non è un valore valido per il campo «{ $field }»
rating-list-too-few-fields = { $position }: la riga ha { $found } campi, la mappatura legge il campo { $wanted }
rating-list-xml-record = { $position }: l'XML non si può leggere ({ $detail })
rating-list-read = impossibile leggere { $path }: { $reason }
rating-list-not-fide = la prima riga non è l'intestazione di una lista Elo FIDE (servono le colonne ID e Name): «{ $header }»
rating-list-empty = il file è vuoto
rating-list-xml = la lista XML non si può leggere: { $detail }
rating-list-database = impossibile usare l'archivio della lista Elo { $path }: { $detail }
rating-list-no-database = nessuna lista Elo è stata ancora importata ({ $path } non esiste): importarne prima una
rating-list-cancelled = importazione annullata: la lista precedente resta invariata
rating-list-mapping-unmapped = la mappatura delle colonne non indica quale colonna contiene il campo «{ $field }»
rating-list-mapping-wrong-kind = la colonna «{ $field }» va indicata con il numero del campo per una lista CSV e con un intervallo di caratteri (per esempio 16-76) per una lista a larghezza fissa
rating-list-mapping-unreadable = impossibile leggere la mappatura delle colonne salvata: { $detail }
rating-list-month = { $month } ({ $source ->
    [file-name] dal nome del file
    [header] dall'intestazione
   *[file-date] dalla data del file
})
rating-list-month-unknown = mese sconosciuto
rating-list-imported = { $players } giocatori importati da { $file }, lista di { $month }; { $skipped ->
    [0] nessuna riga scartata
    [one] 1 riga scartata
   *[other] { $skipped } righe scartate
}
# Elenchi di iscritti (issue 33: giocatori registrati da un blocco incollato, un CSV o un foglio di calcolo)
entry-list-field = { $field ->
    [name] nome
    [first-name] nome proprio
    [rating] Elo
    [national-rating] Elo Italia
    [fide-id] ID FIDE
    [federation] federazione
    [club] circolo
    [birth] data di nascita
    [sex] sesso
   *[title] titolo
}
entry-list-separator = { $separator ->
    [tab] tabulazione
    [semicolon] punto e virgola
    [comma] virgola
   *[none] nessuno (una colonna)
}
entry-list-line = riga { $line }
entry-list-row = riga { $row }
entry-list-missing-name = manca il nome
entry-list-bad-rating = "{ $text }" non è un { $field } valido (un numero fino a 3500)
entry-list-bad-fide-id = "{ $text }" non è un ID FIDE (solo cifre)
entry-list-bad-date = "{ $text }" non è una data di nascita (1990-03-02, 02/03/1990, 02.03.1990 o un anno)
entry-list-bad-federation = "{ $text }" non è una federazione (tre lettere, come ITA)
entry-list-unknown-title = "{ $text }" non è un titolo FIDE (GM, IM, FM, CM, WGM, WIM, WFM, WCM)
entry-list-unknown-sex = "{ $text }" non è un sesso (M o F)
entry-list-row-error = { $position }: { $problems }
entry-list-read = impossibile leggere { $path }: { $reason }
entry-list-text = la riga { $line } non si può leggere: { $detail }
entry-list-workbook = il foglio di calcolo non si può aprire: { $detail }
entry-list-no-such-sheet = il foglio di calcolo non ha un foglio "{ $name }" (i suoi fogli: { $sheets })
entry-list-empty = l'elenco non ha righe con testo
entry-list-windows-1252 = Il file non è UTF-8: è stato letto come Windows-1252 (Europa occidentale). Controllare le lettere accentate.
entry-list-utf16 = Il file è testo UTF-16 ("Testo Unicode" di Excel).
entry-list-columns-from-header = Colonne riconosciute dall'intestazione.
entry-list-columns-ignored = Colonne riconosciute dall'intestazione; non lette: { $columns }.
entry-list-column = colonna { $column } { $field }
entry-list-columns-assumed = L'elenco non ha intestazione: le colonne sono state ipotizzate ({ $columns }). Controllarle prima di aggiungere i giocatori.
entry-list-same-fide-id = stesso ID FIDE { $id }
entry-list-same-name-and-birth = stesso nome e stessa data di nascita
entry-list-same-name-only = stesso nome, e nessuna data di nascita per distinguerli
entry-list-duplicate-row = { $position }: stesso giocatore della { $other } ({ $by })
entry-list-duplicate-registered = { $position }: stesso giocatore dell'iscritto n. { $number } { $name } ({ $by })
entry-list-filled-field = { $field ->
    [fide-id] ID FIDE
    [rating] Elo
    [national-rating] Elo Italia
    [federation] federazione
    [title] titolo
    [sex] sesso
   *[birth-year] anno di nascita
}
entry-list-filled = { $list ->
    [fide] Lista FIDE
   *[national] Lista nazionale
} ({ $by ->
    [fide-id] per ID FIDE
   *[name] per nome
}): aggiunti { $fields }
entry-list-nothing-filled = { $list ->
    [fide] Lista FIDE
   *[national] Lista nazionale
} ({ $by ->
    [fide-id] per ID FIDE
   *[name] per nome
}): trovato, niente da aggiungere
entry-list-not-in-fide-list = l'ID FIDE { $id } non è nella lista FIDE
entry-list-several-named = { $list ->
    [fide] Lista FIDE
   *[national] Lista nazionale
}: più giocatori con questo nome, niente aggiunto
entry-list-summary = { $included ->
    [one] 1 giocatore
   *[other] { $included } giocatori
} da aggiungere; righe con errori: { $errors }; doppioni: { $duplicates }; esclusi: { $left }

ui-rating-list-menu = Lista Elo
ui-import-fide-list = Importa lista FIDE…
ui-import-national-list = Importa lista nazionale…
ui-update-ratings-from-list = Aggiorna l'Elo dalla lista…
ui-importing-list = Importazione di { $file }
ui-cannot-import-list = Impossibile importare la lista Elo
ui-list-matches = Dalla lista Elo (↓ ↑ per scegliere, Invio o un clic compila la scheda, Esc nasconde):
ui-no-list-yet = Nessuna lista Elo: File → Lista Elo → Importa lista FIDE…
ui-list-of = lista di { $month }
ui-rating-update-title = Aggiorna l'Elo dalla lista
ui-rating-update-intro = Cambia l'Elo di { $n ->
    [one] 1 giocatore
   *[other] { $n } giocatori
}:
ui-nothing-to-update = Tutti i giocatori iscritti con un codice FIDE hanno già l'Elo della lista
ui-ratings-updated = Elo aggiornato per { $n ->
    [one] 1 giocatore
   *[other] { $n } giocatori
} (Modifica → Annulla per tornare indietro)
ui-unrated = senza Elo
ui-mapping-title = Colonne della lista nazionale
ui-mapping-intro = Indicare una volta sola quale colonna contiene cosa: Torneo la ricorda per le prossime importazioni. CSV: numero del campo, da 1. Larghezza fissa: intervallo di caratteri, per esempio 16-76. Lasciare vuoto ciò che la lista non contiene.
ui-layout-csv = CSV (campi separati)
ui-layout-fixed = Larghezza fissa
ui-separator = Separatore
ui-header-lines = Righe prima del primo giocatore
ui-column-id = Codice
ui-column-name = Nome (o cognome)
ui-column-first-name = Nome proprio
ui-column-rating = Elo
ui-column-birth-year = Anno di nascita
ui-mapping-save-and-choose = Salva e scegli il file…
ui-mapping-bad-column = Colonna non valida: { $field }
# Printing: the documents (issue 12, report-documents)
report-page = pagina { $page } di { $pages }
report-chief-arbiter = Arbitro principale: { $name }
report-round = Turno { $round }
report-round-of = Turno { $round } di { $rounds }
report-dates = { $start } – { $end }
report-title-pairings = Abbinamenti del turno { $round }
report-title-pairings-by-name = Abbinamenti in ordine alfabetico, turno { $round }
report-title-result-slips = Schede dei risultati, turno { $round }
report-title-standings = Classifica dopo il turno { $round }
report-title-standings-before-start = Classifica prima del turno 1
report-title-final-standings = Classifica finale
report-title-crosstable = Tabellone dopo il turno { $round }
report-title-players = Elenco dei giocatori
report-title-check-in = Elenco per l'accredito
report-title-schedule = Calendario del girone all'italiana
report-title-report = Rapporto del torneo
report-column = { $column ->
    [board] Sc.
    [number] N.
    [title] Tit.
    [name] Nome
    [white] Bianco
    [black] Nero
    [rating] Elo
    [points] Punti
    [result] Risultato
    [reason] Motivo
    [colour] Colore
    [opponent] Avversario
    [place] Pos.
    [rank] Pos.
    [federation] Fed
    [club] Società
    [category] Cat.
    [fide-id] ID FIDE
    [present] Presente
   *[paid] Quota versata
}
report-colour = { $colour ->
    [white] Bianco
   *[black] Nero
}
report-colour-letter = { $colour ->
    [white] b
   *[black] n
}
report-bye = { $kind ->
    [pairing-allocated] Bye di abbinamento
    [full-point] Bye da 1 punto
    [half-point] Bye da ½ punto
   *[zero-point] Bye da 0 punti
}
report-not-playing = { $reason ->
    [withdrawn] Ritirato
    [not-entered] Entra in un turno successivo
    [rests] Riposa in questo turno
   *[absent] Non abbinato
}
report-heading-not-playing = Bye e giocatori che non giocano
report-withdrawn-mark = { $female ->
    [yes] (ritirata)
   *[no] (ritirato)
}
report-slip-heading = Turno { $round } – Scacchiera { $board }
report-slip-white = Bianco: { $player }
report-slip-black = Nero: { $player }
report-signature-white = Firma del Bianco
report-signature-black = Firma del Nero
report-heading-tiebreaks = Spareggi
report-tiebreak-item = { $name } ({ $code })
report-crosstable-legend = Per ogni turno: la posizione dell'avversario, b (Bianco) o n (Nero), il risultato (1 ½ 0; + − a forfait). Bye: U di abbinamento, F da 1 punto, H da ½ punto, Z da 0 punti; - non abbinato.
report-grid-legend = I risultati si leggono lungo la riga; × è la casella del giocatore stesso; + − sono forfait. SB: Sonneborn-Berger.
report-heading-round = Turno { $round }
report-rests = riposa
report-field = { $field ->
    [tournament] Torneo
    [place] Località
    [venue] Sede di gioco
    [dates] Date
    [federation] Federazione
    [system] Sistema di abbinamento
    [rounds] Turni
    [time-control] Cadenza di gioco
    [tiebreaks] Spareggi
    [chief-arbiter] Arbitro principale
    [deputy-arbiters] Vice arbitri
    [organiser] Organizzatore
   *[players] Giocatori
}
report-system-round-robin = { $cycles ->
    [1] Girone all'italiana (tabelle Berger)
    [2] Doppio girone all'italiana (tabelle Berger)
   *[other] Girone all'italiana, { $cycles } gironi (tabelle Berger)
}
report-system-swiss = { $system ->
    [dutch] Svizzero, sistema olandese FIDE
    [burstein] Svizzero, sistema Burstein
    [dubov] Svizzero, sistema Dubov
    [lim] Svizzero, sistema Lim
    [amalfi] Sistema Amalfi (FSI)
    [double-swiss] Doppio svizzero, sistema FIDE (incontri di due partite)
   *[italo-svizzero] Sistema Italo-Svizzero (FSI)
}
report-heading-crosstable = Tabellone
report-error-no-round-paired = nessun turno è ancora stato abbinato
report-error-round-not-paired = il turno { $round } non è abbinato (turni abbinati: { $paired })
report-error-schedule-for-swiss = il calendario esiste solo per un girone all'italiana, e questo torneo è uno svizzero
report-error-schedule-too-few-players = il calendario del girone richiede almeno 2 giocatori
report-error-schedule-pairing-numbers = il calendario del girone richiede i numeri di abbinamento da 1 a { $count }: { $name } ha il numero { $number } (sorteggiare prima i numeri)

# Printing: PDF, the Print dialog and torneo print (report-pdf)
pdf-error-font = il carattere incorporato in Torneo non è leggibile
pdf-error-page-size = il formato della pagina non è valido
pdf-error-writer = impossibile scrivere il PDF: { $reason }
print-error-open = il PDF è stato salvato in { $path } ma non si è potuto aprire: { $reason }
print-error-stopped = la stampa si è interrotta in modo imprevisto
ui-print-ellipsis = Stampa…
ui-print-title = Stampa
ui-print-document = Documento
ui-print-round = Turno
ui-print-last-round = Ultimo turno
ui-print-paper = Formato carta
ui-print-order = Ordine
ui-print-order-number = Numero di abbinamento
ui-print-extra-columns = Colonne categoria, federazione e circolo
ui-print-crosstable-match-points = Punti squadra nelle caselle
ui-print-save-pdf = Salva PDF…
ui-print-open-pdf = Apri
ui-print-close = Chiudi
ui-print-preparing = Preparazione del documento…
ui-print-more-slips = … e altre { $n } schede nel PDF
ui-print-saved = PDF salvato: { $file }
ui-cannot-print = Impossibile stampare
ui-print-pairings = Stampa abbinamenti
ui-print-result-slips = Stampa schede dei risultati
ui-print-team-pairings = Stampa abbinamenti a squadre
ui-print-match-slips = Stampa referti degli incontri
ui-doc-pairings = Abbinamenti per scacchiera
ui-doc-pairings-by-name = Abbinamenti in ordine alfabetico
ui-doc-result-slips = Schede dei risultati
ui-doc-standings = Classifica
ui-doc-crosstable = Tabellone
ui-doc-players = Elenco dei giocatori
ui-doc-check-in = Elenco per l'accredito
ui-doc-schedule = Calendario del girone all'italiana
ui-doc-report = Rapporto del torneo
ui-doc-norms = Norme per i titoli
ui-venue = Sede di gioco
ui-organiser = Organizzatore
ui-deputy-arbiters = Vice arbitri (separati da ;)
# Importazione TRF: errori tipizzati e avvisi della lettura tollerante (ramo trf-lenient)
trf-error = { $place } ({ $field }): { $problem }
trf-place-file = file
trf-place-line = riga { $line }
trf-place-column = riga { $line }, colonna { $column }
trf-place-columns = riga { $line }, colonne { $first }-{ $last }
trf-field = { $field ->
    [starting-rank] numero di partenza
    [sex] sesso
    [title] titolo
    [name] nome
    [rating] Elo FIDE
    [federation] federazione
    [fide-id] codice FIDE
    [birth-date] data di nascita
    [points] punti
    [rank] posizione
    [separator] separatore
    [tournament-name] nome del torneo
    [city] città
    [chief-arbiter] arbitro principale
    [time-control] cadenza
    [start-date] data d'inizio
    [end-date] data di fine
    [number-of-rounds] numero di turni
    [initial-colour] colore iniziale
    [tournament-type] tipo di torneo
    [tiebreaks] spareggi
    [scoring-symbol] simbolo del punteggio
    [scoring-points] punti del punteggio
    [configuration-option] opzione XXC
    [scoring-value] valore XXS
    [point-value] valore in punti
    [bye-type] tipo di bye
    [round] turno
    [first-round] primo turno
    [last-round] ultimo turno
    [pairing-number] numero di abbinamento
    [pairing-numbers] numeri di abbinamento
    [first-pairing-number] primo numero di abbinamento
    [last-pairing-number] ultimo numero di abbinamento
    [virtual-points] punti virtuali
    [adjustment-type] tipo di punti anomali
    [number-of-pairs] numero di coppie
    [pair] coppia
    [record-code] codice del record
   *[tournament] torneo
}
trf-field-round-opponent = avversario del turno { $round }
trf-field-round-colour = colore del turno { $round }
trf-field-round-result = risultato del turno { $round }
trf-not-whole-number = '{ $text }' non è un numero intero
trf-too-large = '{ $text }' è troppo grande
trf-out-of-range = '{ $text }' non è compreso fra { $min } e { $max }
trf-not-points = '{ $text }' non è un punteggio con al massimo un decimale (come 2.5)
trf-missing = manca
trf-unknown-letter = '{ $letter }' non è fra { $expected }
trf-unknown-word = '{ $word }' non è fra { $expected }
trf-not-code-value = '{ $text }' non è nella forma CODICE=VALORE
trf-not-pairing-number = '{ $text }' non è un numero di abbinamento
trf-not-title = '{ $text }' non è un titolo FIDE (GM IM WGM FM WIM CM WFM WCM)
trf-not-date = '{ $text }' non è una data
trf-out-of-columns = atteso uno spazio, trovato '{ $found }': un campo esce dalle sue colonne
trf-contradicts = '{ $value }' contraddice il valore dato alla riga { $line }
trf-duplicate-starting-rank = il numero di partenza { $number } compare anche alla riga { $line }
trf-no-such-player = nessun giocatore ha il numero di partenza { $number }
trf-self-pairing = un giocatore non può essere abbinato a sé stesso
trf-opponent-unpaired = l'avversario, numero di partenza { $opponent }, non ha avversario in questo turno alla riga { $line }
trf-opponent-disagrees = l'avversario, numero di partenza { $opponent }, ha come avversario il { $theirs } in questo turno alla riga { $line }
trf-bye-with-opponent = un bye ('{ $letter }') deve avere avversario 0000
trf-result-needs-opponent = il risultato '{ $letter }' richiede un avversario, ma l'avversario è 0000
trf-same-colour = entrambi i giocatori di questa partita hanno colore '{ $colour }' (avversario alla riga { $line })
trf-colours-missing = una partita richiede i colori w e b su entrambe le righe (questa e la riga { $line })
trf-results-disagree = il risultato '{ $own }' non corrisponde a quello dell'avversario, '{ $other }', alla riga { $line } (Torneo legge 1-0, 0-1, =-=, W-L, D-D, +/-, -/-, vuoto-vuoto)
trf-points-differ = il giocatore { $number } ({ $name }) ha il punteggio { $written } nel file, ma i risultati danno { $computed }
trf-inconsistent = il torneo è incoerente: { $detail }
trf-empty-answer = la risposta è vuota
trf-pair-count = dichiara { $said } coppie, ma ne seguono { $found }
trf-not-a-pair = '{ $text }' non è una coppia di numeri di abbinamento
trf-no-records = il file non contiene alcun record TRF: è vuoto o non è un file TRF
trf-warning = { $place } ({ $field }): { $assumption }
trf-assumed-late-entry = giocatore { $number }: { $missed ->
    [one] turno 1 non giocato e senza punti
   *[other] turni 1–{ $missed } non giocati e senza punti
}: letto come iscrizione in ritardo al turno { $round } (Amalfi 2.5: 0,5 punti di abbinamento)
trf-assumed-unknown-sex = '{ $letter }' non è m o w: lasciato vuoto
trf-assumed-unknown-title = '{ $text }' non è un titolo FIDE: lasciato vuoto
trf-assumed-rating = '{ $text }' non è un Elo: letto come giocatore senza Elo
trf-assumed-fide-id = '{ $text }' non è un codice FIDE: lasciato vuoto
trf-assumed-date = '{ $text }' non è una data leggibile: lasciata vuota
trf-assumed-start-date = '{ $text }' non è una data leggibile: conservata com'è, e gli spareggi seguono l'edizione in vigore oggi (C.07, 2026); se il torneo è precedente, imposta la data d'inizio nelle impostazioni
trf-assumed-year-only = '{ $text }' è un anno senza giorno e mese: non conservato
trf-assumed-two-digit-year = '{ $text }' ha l'anno a due cifre: letto come { $date }
trf-assumed-result-without-opponent = risultato '{ $letter }' senza avversario: letto come { $bye ->
    [full] bye da un punto
    [half] bye da mezzo punto
    [pairing] bye assegnato dall'abbinamento
   *[zero] non abbinato (bye da zero punti)
}
trf-assumed-unknown-result = il risultato '{ $letter }' non è un risultato TRF: letto come partita ancora da giocare
trf-assumed-bye-letter-with-opponent = il risultato '{ $letter }' è un bye, ma c'è un avversario: letto come partita ancora da giocare
trf-assumed-unknown-result-unpaired = il risultato '{ $letter }' non è un risultato TRF: letto come non abbinato
trf-assumed-points-adjusted = giocatore { $number }: punteggio { $written } nel file, { $computed } dai risultati: tenuto { $computed } e registrata una correzione di { $adjustment }
trf-assumed-unusual-score = un punteggio anomalo ({ $white } al Bianco, { $black } al Nero): letto come il risultato del Bianco, e i punti del Nero registrati come correzione di { $adjustment }
trf-assumed-second-value = '{ $value }' è diverso dal valore alla riga { $line }: si usa quello, e questa riga è conservata com'è
trf-assumed-points-unreadable = '{ $text }' non è un punteggio: valgono i punti dei risultati
trf-assumed-points-column-empty = i punti di ogni giocatore (001, colonne 81-84) sono 0.0 mentre i risultati danno punti: chi ha scritto il file ha lasciato vuota la colonna, e valgono i punti dei risultati
trf-assumed-system = manca il record 192: letto come { $system ->
    [round-robin] girone all'italiana
    [double-round-robin] doppio girone all'italiana
   *[swiss] torneo a sistema svizzero
} perché { $reason }
trf-system-wording = il record 092 dice '{ $text }'
trf-system-engine-record = il file ha un record dei motori di abbinamento ({ $code }), scritto per i tornei a sistema svizzero
trf-system-every-pair-met = ogni coppia dei { $players } giocatori si è incontrata { $rounds ->
    [one] nell'unico turno abbinato
   *[other] nei { $rounds } turni abbinati
}
trf-system-not-every-pair-met = non tutte le coppie dei { $players } giocatori si sono incontrate { $rounds ->
    [one] nell'unico turno abbinato
   *[other] nei { $rounds } turni abbinati
}
trf-system-no-rounds = nessun turno è ancora stato abbinato
ui-import-report-title = Cosa ha supposto l'importazione
ui-import-report-count = Il file è stato letto con { $n } supposizioni (riga, campo, cosa si è supposto):
ui-import-read-as = Sistema di abbinamento letto
ui-import-apply-system = Leggi con questo sistema
ui-import-close = Chiudi

## Modifiche manuali agli abbinamenti (issue 14, branch manual-pairing)
refusal-round-has-results = il turno { $round } ha già dei risultati: conferma per modificarne gli abbinamenti
refusal-not-last-round = si può riabbinare solo l'ultimo turno, non il turno { $round }
refusal-teams-fixed = le squadre, le scacchiere e i punti squadra non possono cambiare dopo l'abbinamento del turno 1
refusal-team-needs-name = una squadra deve avere un nome
refusal-team-already-paired = { $team } ha già un incontro o il turno di riposo nel turno { $round }
refusal-team-against-itself = { $team } non può incontrare sé stessa
refusal-team-bye-not-last-round = il turno { $round } non è l'ultimo abbinato: il turno di riposo della squadra si dà o si toglie solo nell'ultimo turno
refusal-no-team-bye = { $team } non ha il turno di riposo nel turno { $round }
refusal-no-such-team = la squadra non esiste
refusal-no-boards = un incontro a squadre richiede almeno una scacchiera
refusal-already-on-roster = il giocatore è già nella formazione di { $team }
refusal-played-for-team = il giocatore ha già giocato per la squadra: resta nella sua formazione
refusal-not-on-roster = il giocatore non è nella formazione della squadra
refusal-roster-end = il giocatore è già a quell'estremità della formazione
refusal-unknown-team-tiebreak = { $code } non è uno spareggio a squadre
refusal-no-such-match = il turno { $round } non ha l'incontro { $number }
refusal-forfeit-not-last-round = il turno { $round } non è l'ultimo abbinato: correggi i suoi risultati scacchiera per scacchiera
refusal-unusual-score-not-last-round = il turno { $round } non è l'ultimo abbinato: un punteggio anomalo si inserisce nell'ultimo turno
refusal-edit-unknown-player = il giocatore { $player } non è iscritto
refusal-edit-no-such-board = la scacchiera { $board } non esiste in questo turno
refusal-edit-not-in-round = il giocatore { $player } non è né su una scacchiera né a riposo in questo turno
refusal-edit-already-paired = il giocatore { $player } è già abbinato in questo turno
refusal-edit-same-player = non si può scegliere due volte lo stesso giocatore ({ $player })
refusal-edit-no-bye = il giocatore { $player } non ha un bye in questo turno
refusal-edit-no-bye-receiver = nessuno ha il bye assegnato dagli abbinamenti in questo turno
ui-edit-pairing = Modifica abbinamenti
ui-finish-editing = Fine modifica
ui-edit-pairing-help = Fai clic su un giocatore, poi su un altro: si scambiano di posto (due giocatori non abbinati vengono abbinati). Da tastiera: Tab e Spazio. Ogni modifica si può revocare da sola.
ui-swap-colours = Inverti i colori
ui-unpair = Separa
ui-give-bye = Assegna il bye
ui-remove-bye = Togli il bye
ui-play-bye-receiver = Abbina con chi ha il bye
ui-unpaired = Non abbinati
ui-change-reason = Motivo della modifica
ui-pairing-keeps-rules = Gli abbinamenti rispettano tutte le regole assolute.
ui-confirm-edit-question = Questa modifica viola le regole qui sotto o cambia un turno con risultati. Applicarla comunque?
ui-apply-anyway = Applica comunque
ui-round-has-results-warning = Questo turno ha già dei risultati.
report-heading-manual-changes = Modifiche manuali agli abbinamenti
report-manual-change = Turno { $round }, { $time }: { $what }
report-manual-change-reason = Turno { $round }, { $time }: { $what } (motivo: { $reason })
report-manual-swapped = { $first } e { $second } si sono scambiati di posto
report-manual-colours-swapped = colori invertiti sulla scacchiera { $board }
report-manual-unpaired = scacchiera { $board } separata
report-manual-paired = { $white } – { $black } abbinati su una nuova scacchiera
report-manual-bye-given = bye assegnato a { $player }
report-manual-bye-removed = bye di { $player } tolto
report-manual-bye-receiver-paired = { $player } abbinato con chi aveva il bye
report-manual-repaired = turno abbinato di nuovo
# Sicurezza in caso di crash (issue 18, branch robustness)
ui-newer-copy-question = Accanto a questo file c'è una copia più recente del torneo, lasciata da un salvataggio interrotto. Aprire la copia più recente? La versione attuale del file sarà conservata come .bak.
ui-open-newer-copy = Apri la copia più recente
ui-keep-file-as-it-is = Tieni il file com'è
ui-crash-report-found = L'ultima volta Torneo si è chiuso per un errore. Il lavoro è stato conservato e un resoconto dell'errore si trova in { $path }: inviatelo a chi si occupa di Torneo.
session-file-locked = { $file } è aperto in un'altra finestra di Torneo o in un altro programma: le modifiche fatte qui sovrascriverebbero le sue
session-read-only = il torneo è aperto in sola lettura (è aperto in un'altra finestra): non si modifica nulla; usa Salva con nome… per lavorare su una copia
ui-open-read-only-question = Questo file è aperto in un'altra finestra di Torneo o in un altro programma. Aprirlo in sola lettura, per consultarlo senza modificarlo?
ui-open-read-only = Apri in sola lettura
ui-read-only = Sola lettura
## Il sito del torneo (issue 38, crates/publish)
site-navigation = Pagine
site-home = Home
site-players = Giocatori
site-rounds = Turni
site-round-column = Turno
site-standings = Classifica
site-crosstable = Tabellone
site-categories = Categorie
site-ratings = Variazioni Elo
site-no-round = Nessun turno è stato ancora abbinato.
site-games = Partite
site-event = Il torneo
site-not-paired = non abbinato
site-latest-round = Ultimo turno: { $round }
site-player-summary = { $points } punti, posizione { $place }, dopo il turno { $round }
site-player-points = { $points } punti dopo il turno { $round }
site-board-standings = Classifica per scacchiera
publish-error-not-a-site = { $path } è una cartella non scritta da Torneo e non vuota: scegliere una cartella vuota o nuova per il sito
publish-error-io = Impossibile { $action ->
    [create] creare la cartella
    [write] scrivere la pagina
    [replace] mettere il nuovo sito al posto di
   *[remove] togliere il sito precedente
} { $path }: { $reason }
publish-error-template = Impossibile preparare la pagina { $page }: { $detail }
site-publish-failed = Il sito non è stato scritto: { $reason }
site-publish-folder-gone = la cartella { $folder } non c'è ({ $reason }); il sito sarà riscritto quando tornerà disponibile
site-publish-crashed = un errore interno ha interrotto la scrittura del sito
site-menu-publish-folder = Pubblica il sito in una cartella…
site-written = Il sito è scritto in { $folder } ({ $pages ->
    [one] una pagina
   *[other] { $pages } pagine
}).
site-settings-section = Pubblicazione
site-settings-after-every-change = Pubblica il sito dopo ogni modifica
site-settings-folder = Cartella del sito
site-settings-hint = Il sito viene scritto in sottofondo dopo ogni modifica al torneo, nella lingua della finestra; una cartella sincronizzata o di rete lo mette in linea.
site-settings-no-folder = Per pubblicare dopo ogni modifica serve la cartella del sito.
cli-help-publish = Scrive il sito del torneo: una cartella di pagine (abbinamenti, risultati, classifiche, tabellone, giocatori) per il web o una chiavetta USB
cli-help-publish-output = La cartella del sito (sostituita per intero se è un sito scritto da Torneo)
cli-help-serve = Serve il sito del torneo sulla rete di questo computer (una cartella del sito, o un file del torneo pubblicato prima) finché non viene fermato con Ctrl-C
cli-help-serve-input = Una cartella del sito, o un file del torneo (.ron o TRF) da pubblicare e servire
cli-help-serve-address = L'indirizzo su cui ascoltare (predefinito: l'indirizzo di questo computer sulla rete della sede)
cli-help-serve-port = La porta (0: una porta libera qualsiasi)
cli-serve-serving = Le pagine di { $folder } sono pubblicate su { $url }
cli-serve-stop = Ctrl-C ferma.
## Pacchetti (issue 19): torneo paths
cli-help-paths = Mostra dove Torneo tiene i propri file su questo sistema (cartella dei dati, file di recupero, resoconto dell'errore, preferenze, liste Elo)
cli-paths-data-folder = Cartella dei dati
cli-paths-recovery = File di recupero
cli-paths-crash-report = Resoconto dell'errore
cli-paths-preferences = Preferenze
cli-paths-rating-lists = Liste Elo
# The Amalfi system (issue 15, branch amalfi; seed 001, decisions AM-… of docs/rules/amalfi.md)
pairing-rounds-not-announced = il sistema Amalfi richiede che il numero di turni sia reso noto in precedenza (Amalfi A.1)
explain-amalfi-round = Sistema Amalfi, turno { $round }: { $players } giocatori nella lista per l'accoppiamento (3.2). Ogni giocatore da accoppiare incontra quello che si trova { $offset } posizioni più in basso, pari ai turni rimanenti { $counts ->
    [yes] contando il turno in corso
   *[no] dopo il turno in corso
} (3.3, AM-1).
explain-amalfi-last-round = Ultimo turno: due giocatori sono compatibili se non hanno ancora giocato tra di loro; i limiti sul colore non si applicano (3.1, AM-7).
explain-amalfi-bye = { $player }, in posizione { $position }, riceve il bye: è l'ultimo giocatore della lista che può riceverlo (2.1).
explain-amalfi-bye-barred = Esclusi dal bye: { $players }, che non hanno giocato una partita mentre altri giocatori della lista ne hanno giocate di più (2.2, AM-4).
explain-amalfi-bye-no-pairing = Esclusi dal bye: { $players }, perché con il bye a loro gli altri giocatori non si sarebbero potuti accoppiare tutti (AM-4).
explain-amalfi-board = { $step ->
    [theoretical] { $first } (posizione { $first_position }) incontra l'avversario teorico { $opponent } (posizione { $opponent_position }) (3.3).
    [upward] { $first } (posizione { $first_position }) incontra { $opponent } (posizione { $opponent_position }), trovato risalendo la lista dalla posizione { $theoretical } (3.3.1).
   *[downward] { $first } (posizione { $first_position }) incontra { $opponent } (posizione { $opponent_position }), trovato scorrendo la lista verso il basso dalla posizione { $theoretical } (3.3.2).
}
explain-amalfi-theoretical-unavailable = { $why ->
    [beyond] La posizione dell'avversario teorico, { $position }, supera il numero di giocatori della lista: la ricerca parte dall'ultima posizione (3.3.c, AM-2).
    [paired] Il giocatore nella posizione dell'avversario teorico, { $position }, è già accoppiato o riceve il bye (3.3.a, AM-3).
    [met] Il giocatore nella posizione dell'avversario teorico, { $position }, ha già giocato con lui (3.3.b, 3.1).
    [forbidden] Il giocatore nella posizione dell'avversario teorico, { $position }, non può incontrarlo per disposizione dell'organizzatore (3.3.b, AM-5).
    [colours] Il giocatore nella posizione dell'avversario teorico, { $position }, non è compatibile: con qualunque colore uno dei due giocherebbe lo stesso colore per tre volte di seguito o riceverebbe un colore tre volte più dell'opposto (3.3.b, 3.1, AM-5, AM-6).
   *[completion] Con il giocatore nella posizione dell'avversario teorico, { $position }, i giocatori seguenti non si sarebbero potuti accoppiare tutti: la coppia è stata annullata (3.3.3, AM-8).
}
explain-amalfi-undone = Scartati: { $players }; con loro i giocatori rimanenti non si sarebbero potuti accoppiare tutti, quindi quelle coppie sono state annullate (3.3.3, AM-8).
explain-amalfi-colour-first-round = { $white } ha il Bianco: primo turno, coppia { $pair }; al N° 1 è stato sorteggiato il { $drawn } e il colore del giocatore con numero d'ordine più alto si alterna di coppia in coppia (4.1, AM-9).
explain-amalfi-colour-black-share = { $white } ha il Bianco: { $blacks } partite col Nero su { $games }, una percentuale maggiore di quella dell'avversario, { $other_blacks } su { $other_games } (4.2, AM-10).
explain-amalfi-colour-recent-round = { $white } ha il Bianco: al turno { $round }, il più recente in cui i loro colori sono stati diversi, ha avuto il Nero o è stato senza colore mentre l'avversario è stato senza colore o ha avuto il Bianco (4.3, AM-11).
explain-amalfi-colour-alternates = { $higher }, con il numero d'ordine più alto, ha il { $colour }: il colore opposto a quello dell'ultima partita da lui giocata (4.4, AM-12).
explain-amalfi-colour-parity = { $higher }, con il numero d'ordine più alto, ha il { $colour }: nessuno dei due ha ancora giocato una partita e il suo numero d'ordine { $number } è { $parity ->
    [odd] dispari, quindi riceve il colore sorteggiato per il N° 1
   *[even] pari, quindi riceve il colore opposto a quello sorteggiato per il N° 1
} (4.4, AM-12).
explain-amalfi-colour-swapped = I colori sono stati invertiti, { $white } ha il Bianco: quelli della regola avrebbero violato i criteri di compatibilità del punto 3.1 (4.2, AM-5).
violation-amalfi-colour-limit = { $player } non può avere il { $colour }: giocherebbe lo stesso colore per tre volte di seguito o avrebbe tre partite in più con un colore che con l'altro (Amalfi 3.1)
violation-amalfi-bye-barred = { $player } non può ricevere il bye: non ha giocato una partita e { $other } ne ha giocate di più (Amalfi 2.2)
violation-amalfi-bye-even-list = { $player } ha ricevuto il bye benché i giocatori da accoppiare siano in numero pari (Amalfi 2.1)
ui-amalfi-remaining = Turni rimanenti (Amalfi 3.3):
ui-amalfi-remaining-including = contando il turno da accoppiare
ui-amalfi-remaining-after = dopo il turno da accoppiare
ui-amalfi-bye-place = Chi riceve il bye nella lista per l'accoppiamento (Amalfi 3.3):
ui-amalfi-bye-stays = mantiene la sua posizione
ui-amalfi-bye-removed = viene tolto dalla lista
cli-check-violation = turno { $round }: { $violation }
# Italo-Svizzero (issue 15, branch italo-svizzero; seed 002, docs/rules/italo-svizzero.md)
italo-explain-round = Italo-Svizzero, turno { $round }: { $players } giocatori presenti, abbinati con la rotazione lungo l'elenco nell'ordine di sorteggio (artt. 3–4).
italo-explain-first-round-order = Primo turno: la rotazione inizia dal primo sorteggiato, che gioca con il Bianco contro il secondo, il terzo contro il quarto e così via (art. 5).
italo-explain-resumed-from = La rotazione riprende da { $player }, che ha avuto il Bianco nell'ultima coppia formata nel turno precedente (art. 6, D1){ $present ->
    [yes] .
   *[no] , che in questo turno non è abbinato e viene saltato.
}
italo-explain-continues-after = Formata ogni coppia, la ricerca del primo giocatore successivo prosegue dopo il { $second ->
    [yes] secondo giocatore, dove è arrivata la rotazione
   *[no] primo giocatore
} (art. 6, D2).
italo-explain-pairs-undone = Non era possibile formare una coppia: { $undone ->
    [one] si è disaccoppiata l'ultima coppia
   *[other] si sono disaccoppiate le ultime { $undone } coppie
} e si sono provate tutte le combinazioni nell'ordine delle norme (art. 9, D5).
italo-explain-first-player = Scacchiera { $board }: { $player } (punteggio { $score }) è il primo giocatore, il primo a punteggio più alto ancora da accoppiare che si incontra ruotando (art. 6).
italo-explain-same-score = { $opponent } è il primo giocatore con lo stesso punteggio ({ $score }) che si incontra ruotando dopo di lui (artt. 6–7, D4).
italo-explain-lower-group = Nessun giocatore con punteggio { $from } poteva essergli accoppiato: { $opponent } è il primo del gruppo di punteggio { $score } che segue, nella rotazione, il gruppo superiore (art. 7, D4).
italo-explain-already-paired = Saltati perché già accoppiati con lui: { $players } (art. 6, D3).
italo-explain-article-nine = { $opponent } non è la prima scelta della rotazione: con quella non si poteva formare una coppia successiva, e si è presa questa combinazione (art. 9, D5).
italo-explain-colour = { $white } ha il Bianco: { $rule }.
italo-colour-first-round = primo giocatore della coppia al primo turno (art. 15)
italo-colour-fewer-whites = ha avuto il Bianco meno volte, { $whites } contro { $other } (art. 15.a)
italo-colour-black-more-recently = ha avuto il Nero più di recente: risalendo, i colori differiscono per la prima volta { $games ->
    [one] nell'ultima partita
   *[other] { $games } partite fa
} (art. 15.b)
italo-colour-fewer-points = stessi Bianchi e stesso ultimo Nero, ha meno punti (art. 15.c)
italo-colour-lower-number = entrambi hanno avuto il Bianco nell'ultimo turno: numero di sorteggio minore (art. 15.d)
italo-colour-higher-number = entrambi hanno avuto il Nero nell'ultimo turno: numero di sorteggio superiore (art. 15.d)
italo-colour-none-yet = nessuno dei due ha ancora giocato: primo giocatore della coppia (art. 15, D8)
italo-explain-forfeit-win = { $player } vince per forfait contro il ritirato o il giocatore mancante (partita considerata giocata con il Bianco, art. 13): { $reason }.
italo-forfeit-last-drawn = giocatori in numero dispari al primo turno, l'ultimo estratto (art. 10)
italo-forfeit-lowest-score = ultimo con punteggio { $score } (art. 12{ $again ->
    [yes] ; per la seconda volta, essendo ultimo e staccato di almeno un punto, D6
   *[no] {""}
})
italo-forfeit-left-free = { $tied } giocatori sono ultimi a pari merito con punteggio { $score }; è quello che resta libero dalla rotazione di accoppiamento (art. 12, D6)
italo-forfeit-first-of-tied = { $tied } giocatori sono ultimi a pari merito con punteggio { $score } e nessun abbinamento ne lascia libero uno: il primo di loro partendo da dove riprende la rotazione (art. 12, D6)
italo-forfeit-higher-up = chi lo precede in classifica dal basso non poteva riceverlo, quindi si risale fino al punteggio { $score } (art. 12{ $again ->
    [yes] ; per la seconda volta, D6
   *[no] {""}
})
italo-forfeit-nobody-eligible = nessuno può riceverlo secondo l'art. 12; il punteggio più basso ({ $score }) con meno vittorie per forfait (D6)
italo-rounds-too-few = Italo-Svizzero: { $rounds } turni per { $players } giocatori sono meno di un terzo dei giocatori; se ne raccomandano almeno { $minimum } (art. 2).
italo-rounds-too-many = Italo-Svizzero: { $rounds } turni per { $players } giocatori sono più della metà dei giocatori più uno; se ne raccomandano al massimo { $maximum } (art. 2).
ui-italo-continue-after = Formata una coppia, il primo giocatore successivo si cerca dopo (art. 6, D2):
ui-italo-after-second = il secondo giocatore
ui-italo-after-first = il primo giocatore
ui-italo-forfeits-count = Una partita persa per forfait conta come accoppiamento e per i colori (D3)
## Manual pairing, part 2 (issue 14, branch manual-pairing-2)
ui-edit-keys-help = Un giocatore non abbinato, cliccato dopo uno abbinato, ne prende il posto. Si può anche trascinare un giocatore su un altro. Con un giocatore selezionato: C inverte i colori della scacchiera, U la separa, B assegna o toglie il bye, Esc annulla la selezione.
ui-pair-again = Riabbina il turno { $n }
ui-confirm-repair-question = Il turno { $n } ha già dei risultati: abbinamenti e risultati saranno sostituiti da un nuovo abbinamento. Riabbinarlo comunque?
ui-show-engine = Mostra l'abbinamento automatico
ui-engine-would-pair = L'abbinamento automatico sarebbe:
ui-same-as-engine = Il turno modificato coincide con l'abbinamento automatico.
ui-differs-mark = ≠ diverso dall'automatico
ui-not-in-edited-round = ≠ assente nel turno modificato
ui-pair-by-hand = Abbina a mano il turno { $n }
report-manual-result-corrected = risultato della scacchiera { $board } corretto da { $before } a { $after }
flag-paired-on-different-result = Abbinato su un risultato diverso: il risultato della scacchiera { $board } del turno { $corrected } è stato corretto dopo l'abbinamento del turno { $round }; l'abbinamento resta valido (C.04.2 art. 4.3).
late-entry-enters = Iscrizione tardiva (C.04.2 art. 2.4): entra al turno { $round }, con 0 punti per { $missed ->
        [one] il turno perso
       *[other] i { $missed } turni persi
    }; numero di abbinamento { $number } quando si abbina il turno { $round }.
late-entry-renumbered = Nuova numerazione (C.04.2 art. 2.5): { $list }.
late-entry-no-renumbering = Nessun altro giocatore cambia numero.
ui-exception-round = Bye e ritiri per il turno
ui-forbidden-pairs = Coppie vietate
ui-forbid-pair = Vieta questo abbinamento
ui-allow-pair = Consenti di nuovo
ui-forbidden-after-round-one = Le coppie vietate si annunciano prima del primo turno (FIDE): una coppia vietata ora vale dal prossimo abbinamento, e i turni già abbinati vengono controllati di conseguenza.
ui-first-player = Primo giocatore
ui-second-player = Secondo giocatore
## Sistema Burstein, edizione precedente (issue 16)
explain-burstein-legacy-round = Il turno { $round } è abbinato con il sistema Burstein, edizione precedente (seed 003, come lo abbina bbpPairings): { $players } giocatori, gruppi di punteggio { $scoregroups }, abbinati dall'alto verso il basso; nel gruppo di punteggio i giocatori sono ordinati per Sonneborn-Berger, poi Buchholz, poi Mediano.
explain-burstein-imaginary-point = Turni 1 e 2: { $players } giocatori della metà superiore per numero di abbinamento contano un punto fittizio, valido solo per l'abbinamento.
explain-burstein-opponent-chosen = Scacchiera { $board }: nel gruppo di punteggio { $score }, { $chooser } ({ $position }° di { $size } nell'ordine del gruppo) riceve l'avversario più in basso con cui il resto del turno si può ancora abbinare con il minor numero di fluttuanti e il maggior numero di colori dovuti: { $opponent }.
explain-burstein-floated = { $player } non poteva essere abbinato nel gruppo di punteggio { $from } e scende nel gruppo di punteggio { $to }.
explain-burstein-colour = { $white } ha il Bianco: { $rule ->
    [both] entrambe le preferenze di colore sono rispettate.
    [stronger] prevale la preferenza di colore più forte.
    [alternation] i colori si alternano a partire dall'ultimo turno in cui i due hanno avuto colori diversi.
    [higher] prevale la preferenza del giocatore più in alto nel gruppo di punteggio.
   *[parity] nessuno dei due ha una preferenza di colore, quindi decidono il numero di abbinamento migliore e il colore iniziale.
}
explain-burstein-bye = { $player } riceve il bye assegnato dall'abbinamento: è l'ultimo nell'ordine del torneo (punteggio, Sonneborn-Berger, Buchholz, Mediano) tra chi non ha ancora avuto né un bye assegnato dall'abbinamento né una vittoria a forfait.
cli-help-arg-edition = Con --burstein: l'edizione, 2026 o legacy (predefinita: quella del codice 192 del file, altrimenti 2026)
cli-help-arg-zero_point_series = Con --burstein (edizione 2026): la serie di bye da zero punti che conta come patta per gli avversari nell'Index (C.04.4.2 1.7.2): quella che finisce con l'ultimo turno giocato, o solo quella che arriva al turno da abbinare (predefinito: l'impostazione del file, altrimenti last-round)
cli-help-arg-this_round_bye = Con --burstein (edizione 2026): se un bye registrato per il turno da abbinare conta nel punteggio attuale dell'Index (C.04.4.2 1.7.1) (predefinito: l'impostazione del file, altrimenti excluded)
ui-burstein-edition = Edizione
ui-burstein-2026 = 2026 (C.04.4.2)
ui-burstein-legacy = Precedente (seed 003, come bbpPairings)
ui-dutch-edition = Edizione
ui-dutch-2026 = 2026 (C.04.3)
ui-dutch-2017 = 2017 (fino al 31 gennaio 2026)
ui-burstein-zero-point-series = Bye da zero punti contati come patte nell'Index (C.04.4.2 1.7.2):
ui-burstein-zero-point-last-round = la serie che finisce con l'ultimo turno giocato
ui-burstein-zero-point-this-round = solo una serie che arriva al turno da abbinare
ui-burstein-this-round-bye = Un bye registrato per il turno da abbinare, nel punteggio attuale dell'Index (1.7.1):
ui-burstein-bye-excluded = non contato
ui-burstein-bye-included = contato
# Robustezza, seconda parte (issue 18 punti 3, 4, 8, 9, 11, ramo robustness-2)
trf-assumed-acceleration-cut = i punti virtuali arrivano al turno { $last_round }, ma nessun dato di questo torneo può riferirsi a un turno dopo il { $limit }: sono conservati fino al turno { $limit }
cli-file-locked = { $file } è aperto in una finestra di Torneo: non è stato scritto nulla (la finestra lo sovrascriverebbe). Chiudere lì il torneo, o scrivere in un altro file
trf-too-much-acceleration = i record di accelerazione (250) coprono troppe volte gli stessi giocatori e turni: il file è rifiutato per non lavorarci all'infinito
trf-export-place-player = giocatore { $number }, { $field }
trf-export-place-kept-record = record { $index } conservato dal file importato
trf-export-control-character = impossibile scrivere il file TRF: { $place } contiene un carattere di controllo ('{ $text }'), che spezzerebbe la riga; correggerlo prima
trf-export-rating-too-high = impossibile scrivere il file TRF: il giocatore { $number } ha Elo { $rating }, e il TRF ha quattro cifre per l'Elo
trf-export-fide-id-too-long = impossibile scrivere il file TRF: il giocatore { $number } ha codice FIDE { $id }, e il TRF ha undici cifre per il codice
trf-export-too-many-players = impossibile scrivere il file TRF: ha posto per 9.999 giocatori, il torneo ne ha { $count }
trf-export-points-too-wide = impossibile scrivere il file TRF: il punteggio { $points } del giocatore { $number } non sta nelle quattro colonne dei punti (il TRF contiene da -9,5 a 99,5, e punteggi interi da -999 a 9999); controllare i punti di vittoria, patta e bye in Torneo → Impostazioni, e le correzioni di punteggio del giocatore
trf-export-round-too-large = impossibile scrivere il file TRF: il giocatore { $number } ha dati per il turno { $round }, e il TRF ha tre cifre per quel turno
trf-export-not-read-back = impossibile scrivere il file TRF: la riga { $line } non si potrebbe rileggere ({ $reason })
trf-export-reads-differently = impossibile scrivere il file TRF: la riga { $line } si rileggerebbe diversamente (scritta '{ $written }', riletta come '{ $read }')
trf-export-tiebreak-comma = impossibile scrivere il file TRF: lo spareggio '{ $code }' contiene una virgola, che nel TRF separa gli spareggi
file-inconsistent-at = il torneo nel file è incoerente: { $detail } (nel file in { $place })
trf-assumed-unknown-tiebreak = '{ $code }' non è uno spareggio noto a Torneo: è conservato, e la classifica non ne tiene conto
trf-assumed-usual-tiebreaks = nessun record 202: gli spareggi sono quelli consueti per questo sistema, { $codes } (si cambiano in Torneo → Impostazioni)
trf-assumed-burstein-index = '{ $text }' non è una lettura dell'Index Burstein nota a Torneo (XXI: zero-point-series=last-round o this-round, this-round-bye=excluded o included): ignorato, quella lettura resta la predefinita (vedi Torneo → Impostazioni)
trf-assumed-team-record-kept = un elenco di squadra (013) in un torneo individuale: conservato com'è, e il torneo letto come individuale
trf-assumed-team-player-unknown = la formazione nomina il numero di partenza { $number }, che nessuna riga giocatore (001) ha: escluso dalla squadra
trf-assumed-team-player-twice = il giocatore { $number } è già in un'altra formazione: tenuto nella prima, escluso dalla squadra { $team }
trf-assumed-team-record-unread = un record di squadra i cui campi non si possono leggere: conservato com'è e non usato
trf-assumed-game-outside-teams = turno { $round }: la partita fra i giocatori { $white } e { $black } non è fra due squadre: tenuta come partita, in nessun incontro a squadre
trf-assumed-team-system = nessun record 192 nomina il sistema a squadre: letto come girone all'italiana a squadre
trf-assumed-team-system-wording-swiss = nessun record 192 nomina il sistema a squadre; il tipo di torneo (092) dice «{ $text }»: letto come svizzero a squadre FIDE (C.04.6), punti squadra poi punti partita
trf-assumed-team-system-wording-round-robin = nessun record 192 nomina il sistema a squadre; il tipo di torneo (092) dice «{ $text }»: letto come girone all'italiana a squadre
trf-assumed-team-bye = turno { $round }: la squadra { $team } non ha incontro e nessun record 320 nomina il turno di riposo: letto come turno di riposo assegnato dall'abbinamento
trf-assumed-team-board-forfeit = turno { $round }: nessun avversario (0000 - -), ma la squadra ha giocato un incontro con una scacchiera vuota e la colonna dei punti conta il punto: letta come scacchiera vinta a forfait
trf-assumed-team-line-by-words = la riga di squadra (013) non rispetta le sue colonne (nome 5-36, numeri di partenza dalla 37): letta per parole come la squadra «{ $name }» con { $players } numeri di partenza
trf-assumed-blank-round-bye = un turno vuoto i cui punti sono nel totale: letto come { $bye ->
    [full] bye da un punto
    [half] bye da mezzo punto
   *[pairing] bye assegnato dall'abbinamento
}
trf-assumed-control-characters = { $count ->
    [one] un carattere di controllo (una tabulazione, …) nella riga: letto come uno spazio, così che il file si possa riscrivere
   *[other] { $count } caratteri di controllo (tabulazioni, …) nella riga: ognuno letto come uno spazio, così che il file si possa riscrivere
}
trf-assumed-round-not-as-engine = senza un record XXO, l'ordine in cui si sono formate le coppie si ricostruisce ripetendo il motore Italo-Svizzero, ma il motore abbina il turno { $round } in altro modo: nel file il giocatore { $player } { $recorded ->
    [0] non ha avversario
   *[other] incontra il giocatore { $recorded }
}, nel turno del motore { $engine ->
    [0] non ha avversario
   *[other] incontra il giocatore { $engine }
}; le scacchiere del turno { $round } restano nell'ordine del file, preso come ordine di formazione: il turno successivo riprende dal Bianco dell'ultima (art. 6)
trf-assumed-round-not-paired-by-engine = senza un record XXO, l'ordine in cui si sono formate le coppie si ricostruisce ripetendo il motore Italo-Svizzero, ma il motore non trova un abbinamento valido del turno { $round } dopo i turni precedenti; le scacchiere del turno { $round } restano nell'ordine del file, preso come ordine di formazione: il turno successivo riprende dal Bianco dell'ultima (art. 6)
cli-file-tiebreaks = gli spareggi scritti in { $path }: { $reason } (indicarne altri con --tiebreaks)
# Sistema Dubov, edizione 2026 (issue 17, ramo dubov-lim)
pairing-dubov-unrated-player = { $name } non ha un Elo: il sistema Dubov ne richiede uno per ogni giocatore (C.04.4.1 1.1); l'arbitro capo assegna ai giocatori senza Elo un Elo provvisorio
explain-dubov-round = Il turno { $round } è abbinato con il sistema Dubov FIDE (C.04.4.1, edizione 2026): { $players } giocatori in { $scoregroups ->
    [one] un gruppo di punteggio
   *[other] { $scoregroups } gruppi di punteggio
}, abbinati dall'alto verso il basso; un gruppo che non si abbina da solo prende giocatori risaliti dai gruppi inferiori (non ci sono discese).
explain-dubov-bye = { $player } riceve il bye assegnato dall'abbinamento, scelto prima di ogni abbinamento (C.04.4.1 3.1): tra i giocatori che possono riceverlo lasciando abbinati tutti gli altri, il punteggio più basso ({ $score }), poi il maggior numero di partite giocate ({ $games }), poi il numero di abbinamento più alto.
ui-swiss-dubov = Svizzero (FIDE Dubov)
explain-dubov-board = Scacchiera { $board }: abbinata nel gruppo con punteggio { $score } ({ $residents ->
    [one] un giocatore
   *[other] { $residents } giocatori
}{ $upfloaters ->
    [0] , nessun giocatore risalito
    [one] , un giocatore risalito
   *[other] , { $upfloaters } giocatori risaliti
}).
explain-dubov-upfloated = { $player }, con punteggio { $score }, risale nel gruppo con punteggio { $bracket }: il minor numero di risalite, con i punteggi più alti, poi il primo per punteggio e numero di abbinamento (C.04.4.1 3.2.2, 4.2).
explain-dubov-by-halves = Nessuno in questo gruppo ha ancora giocato: la prima metà per numero di abbinamento cerca il Bianco (C.04.4.1 3.2.3).
explain-dubov-shifted = { $player } è stato spostato tra chi cerca il Bianco e chi cerca il Nero, perché i due gruppi siano uguali e abbinati tra loro (C.04.4.1 3.2.4, 4.3).
explain-dubov-first-of-g2 = { $player } è il numero { $position } tra chi cerca il Bianco, ordinati per media Elo degli avversari ({ $aro }) e poi per numero di abbinamento, e incontra { $opponent }, il primo dell'altro gruppo per numero di abbinamento che lascia il resto del gruppo abbinato al meglio (C.04.4.1 3.2.5, 4.4).
explain-dubov-initial-colour = Nessuno dei due ha ancora giocato: { $higher } è meglio piazzato e ha un numero di abbinamento { $odd ->
    [yes] dispari
   *[no] pari
}, quindi riceve il { $colour } (C.04.4.1 5.2.1).
explain-dubov-both-preferences = Entrambe le preferenze di colore sono soddisfatte (C.04.4.1 5.2.2).
explain-dubov-stronger-preference = La preferenza di { $player } per il { $colour } è la più forte ed è soddisfatta (C.04.4.1 5.2.3).
explain-dubov-alternation = Stessa preferenza, stessa forza: i colori si alternano rispetto all'ultima volta in cui erano diversi, { $back ->
    [one] una partita fa
   *[other] { $back } partite fa
}; { $player } riceve il { $colour } (C.04.4.1 5.2.4).
explain-dubov-higher-ranked = Stessa preferenza, stessa forza e stessa sequenza di colori: { $player } è meglio piazzato (punteggio, poi numero di abbinamento) e riceve il { $colour } (C.04.4.1 5.2.5).
# Sistema Lim, C.04.4.3 2026 (issue 17, ramo lim)
ui-swiss-lim = Svizzero (FIDE Lim)
violation-lim-bye-not-to-lowest = { $player } ha il bye assegnato dall'abbinamento, che spetta invece a { $due }, il giocatore più basso in classifica del gruppo di punteggio inferiore che possa riceverlo (al primo turno quello con il rating più basso) lasciando abbinabili gli altri (C.04.4.3 1.1, 7.1)
explain-lim-round = Il turno { $round } è abbinato con il sistema Lim FIDE (C.04.4.3): { $players } giocatori. Il punteggio mediano è { $median } (metà dei turni giocati); i gruppi di punteggio superiori si abbinano dall'alto verso il basso, quelli inferiori dal basso verso l'alto, e il gruppo mediano per ultimo (C.04.4.3 2.2).
explain-lim-bye-lowest-rated = { $player } riceve il bye assegnato dall'abbinamento: al primo turno spetta al giocatore con il rating più basso della lista ({ $rating }) (C.04.4.3 7.1).
explain-lim-bye-lowest-ranked = { $player } riceve il bye assegnato dall'abbinamento: è il giocatore più basso in classifica del gruppo di punteggio inferiore ({ $score }) che possa riceverlo lasciando abbinabili tutti gli altri (C.04.4.3 1.1).
explain-lim-board = Scacchiera { $board }: abbinata nel gruppo di punteggio { $score }, { $side ->
    [above] sopra il mediano, abbinato verso il basso
    [median] il gruppo mediano, abbinato per ultimo e verso il basso
   *[below] sotto il mediano, abbinato verso l'alto
} (C.04.4.3 2.2).
explain-lim-floated-no-opponent = { $player } flotta dal gruppo di punteggio { $from }: non vi ha avversari compatibili (C.04.4.3 2.3).
explain-lim-floated-to-even = { $player } flotta dal gruppo di punteggio { $from } per renderlo pari, come ultimo giocatore nell'ordine di abbinamento: quello con il numero di sorteggio più basso se si abbina verso il basso, quello con il numero più alto se si abbina verso l'alto (C.04.4.3 2.3.4, 3.2).
explain-lim-floated-for-colours = { $player } flotta dal gruppo di punteggio { $from } per renderlo pari, scelto per bilanciare i giocatori che attendono il bianco e quelli che attendono il nero (C.04.4.3 3.2).
explain-lim-floated-adjacent = { $player } flotta dal gruppo di punteggio { $from } per renderlo pari: il giocatore che avrebbe dovuto flottare non aveva avversari compatibili nel gruppo successivo (C.04.4.3 3.3–3.4).
explain-lim-floated-not-again = { $player } flotta dal gruppo di punteggio { $from } per renderlo pari: il giocatore che avrebbe dovuto flottare aveva già flottato nel turno precedente (C.04.4.3 3.10).
explain-lim-floated-exchanges = { $player } flotta dal gruppo di punteggio { $from }: nessuno scambio di avversari gli dava lì un avversario compatibile lasciando il proprio a chi era stato abbinato prima di lui (C.04.4.3 3.1, 4.3–4.4).
explain-lim-proposed = { $player } incontra { $opponent }: è l'abbinamento candidato (C.04.4.3 2.4, 3.8).
explain-lim-exchanged = { $player } incontra { $opponent }: gli avversari candidati precedenti erano incompatibili o avrebbero impedito di abbinare tutto il turno, quindi si è preso il successivo nell'ordine degli scambi (C.04.4.3 4.1–4.3).
explain-lim-colour-exchange = { $player } incontra { $opponent }: uno scambio che dà a entrambi il colore atteso (C.04.4.3 5.2, 3.8).
explain-lim-drawn = Nessuno dei due ha ancora giocato: { $higher } ha un numero di sorteggio { $odd ->
    [yes] dispari
   *[no] pari
} e riceve quindi il { $colour } (C.04.4.3 7.2).
explain-lim-limits = { $player } riceve il { $colour }: l'altro colore gli darebbe lo stesso colore per tre turni consecutivi o un colore tre volte più dell'altro (C.04.4.3 5.1).
explain-lim-both-due = Entrambi i giocatori ricevono il colore atteso (C.04.4.3 5.1, 5.5, 5.6).
explain-lim-history = Entrambi attendono lo stesso colore: risalendo all'ultimo turno in cui i loro colori erano diversi, { $player } riceve il { $colour } (C.04.4.3 5.4).
explain-lim-higher-ranked = Entrambi attendono lo stesso colore con identica storia colore, dal gruppo mediano in su: il giocatore più alto in classifica, { $player }, riceve il { $colour } (C.04.4.3 5.4).
explain-lim-lower-ranked = Entrambi attendono lo stesso colore con identica storia colore, sotto il gruppo mediano: il giocatore più basso in classifica, { $player }, riceve il { $colour } (C.04.4.3 5.4).

# Sistema Lim: punti aperti della issue 17 (branch lim)
explain-lim-floated-in-place-of = { $player } flotta dal gruppo di punteggio { $from }: nessuno scambio di avversari gli dava lì un avversario compatibile, quindi prende il posto di { $floater }, che era stato fatto flottare per rendere pari il gruppo e vi viene invece abbinato (C.04.4.3 4.4 a).
explain-lim-floated-companion = { $player } flotta dal gruppo di punteggio { $from } insieme a { $other }, rimasto lì senza avversari compatibili: flotta anche l'ultimo giocatore rimasto nell'ordine di abbinamento, per mantenere pari il gruppo (C.04.4.3 4.4 b).
explain-lim-returned-floater = { $player } era stato fatto flottare per rendere pari il gruppo di punteggio { $from }, ma vi rientra al posto di { $other }, che lì non aveva avversari compatibili (C.04.4.3 4.4 a).
explain-lim-look-ahead = In questo gruppo di punteggio l'ordine del regolamento avrebbe lasciato giocatori che nessun gruppo successivo poteva abbinare (il gruppo mediano sarebbe rimasto bloccato, C.04.4.3 2.6): ogni avversario qui è il primo, in quell'ordine, che lascia abbinabile tutto il turno (decisione L-7 di Torneo).
explain-lim-took-opponent = { $player } incontra { $opponent }: a { $player } non restava altro avversario compatibile, quindi { $opponent } è stato tolto a { $earlier }, abbinato prima nel gruppo, che riceve un altro avversario; nessuno flotta (C.04.4.3 4.3–4.4, lo scambio «1 - 3, 2 - 6»).
explain-lim-gave-opponent = { $player } incontra { $opponent }: { $player } ha ceduto l'avversario trovato per primo, { $given }, a { $later }, che non aveva altri avversari compatibili, e ha preso il successivo nel proprio ordine degli scambi, così entrambi sono abbinati (C.04.4.3 4.3–4.4).
explain-lim-met-earlier = { $player } incontra { $opponent }: a { $player } non restava altro avversario compatibile, quindi lo incontra { $opponent }, abbinato prima nel gruppo, e { $freed } torna tra i giocatori da abbinare (C.04.4.3 4.3–4.4, lo scambio «1 - 2»).
explain-lim-floated-keeps-incoming = { $player } flotta dal gruppo di punteggio { $from } per renderlo pari: se fosse flottato il giocatore previsto, un flottante giunto nel gruppo sarebbe rimasto senza avversario e avrebbe dovuto flottare di nuovo (C.04.4.3 3.9).

# Burstein system, 2026 edition (issue 16 items 2 and 3, branch burstein-2026)
explain-burstein-2026-seeding-round = Il turno { $round } è un turno di preparazione del sistema Burstein, edizione 2026 (C.04.4.2 1.6: i primi { $seeding } turni): si abbina con il sistema olandese FIDE.
explain-burstein-2026-round = Il turno { $round } è abbinato con il sistema Burstein, edizione 2026 (C.04.4.2): { $players } giocatori, { $scoregroups } gruppi di punteggio, abbinati dall'alto verso il basso; in ogni gruppo di abbinamento i giocatori sono ordinati per Indice (Buchholz, poi Sonneborn-Berger, poi numero di abbinamento).
explain-burstein-2026-bye = { $player } riceve il bye assegnato dall'abbinamento, scelto prima di ogni abbinamento (C.04.4.2 3.1): tra chi può riceverlo lasciando abbinabili tutti gli altri, il punteggio più basso ({ $score }), poi il maggior numero di partite giocate ({ $games }), poi l'ultimo per Indice.
explain-burstein-2026-board = Scacchiera { $board }: nel gruppo di abbinamento con punteggio { $score }, { $chooser } ({ $bsn }° di { $size } per Indice) riceve l'avversario più in basso che i criteri di abbinamento C1–C8 consentono (C.04.4.2 4.3): { $opponent }.
explain-burstein-2026-floated = { $player } non può essere abbinato nel gruppo con punteggio { $from } e scende nel gruppo con punteggio { $to } (C.04.4.2 C5–C7).
explain-burstein-2026-colour = { $white } ha il Bianco: { $rule ->
    [initial] nessuno dei due ha ancora giocato: decidono il numero di abbinamento del meglio classificato e il colore iniziale (C.04.4.2 5.2.1).
    [both] entrambe le preferenze di colore sono rispettate (5.2.2).
    [stronger] prevale la preferenza di colore più forte (5.2.3).
    [alternation] i colori si alternano a partire dall'ultimo turno in cui i due hanno avuto colori diversi (5.2.4).
   *[higher] prevale la preferenza del giocatore più in alto per Indice (5.2.5).
}

## Issue 33: il tavolo dell'arbitro
ui-file-dialog-open-title = Scegli un file
ui-file-dialog-save-title = Salva con nome
ui-file-dialog-open = Apri
ui-file-dialog-parent = ↑ Su
ui-file-dialog-folder = Cartella
ui-file-dialog-file = Nome del file
ui-file-dialog-empty = Qui non ci sono cartelle né file di questo tipo
ui-system-file-dialog-unavailable = La finestra dei file del sistema non si apre su questo desktop (manca il portale per la scelta dei file e manca zenity): si usa quella di Torneo (Visualizza → Finestra dei file di Torneo).
ui-in-window-file-dialog = Finestra dei file di Torneo
ui-copy = Copia
ui-copy-help = Copia come tabella (separata da tabulazioni) da incollare in un foglio di calcolo o in un'e-mail
ui-copied = Copiato: { $document }, { $lines ->
    [one] 1 riga
   *[other] { $lines } righe
}
ui-birth-date-help = Giorno/mese/anno (27/11/2026), anno-mese-giorno (2026-11-27) oppure solo l'anno (registrato come 31/12 di quell'anno)
ui-change-result = Cambia il risultato
ui-correct-finished-question = Il turno { $round } è concluso e il turno { $last } è già abbinato. Scacchiera { $board } ({ $white } – { $black }): { $before } diventa { $after }. I turni abbinati nel frattempo restano come sono e vengono segnalati come abbinati su un risultato diverso (C.04.2 4.3); la correzione viene registrata ed è un solo passo di Modifica → Annulla. Cambiare?
ui-new-tournament-title = Nuovo torneo
ui-new-tournament-help = Tutto il resto (punteggio, spareggi, cadenza, vice arbitri) è in Torneo → Impostazioni.
ui-new-tournament-button = Nuovo torneo…
ui-create-tournament = Crea
ui-welcome-title = Benvenuto in Torneo
ui-welcome-intro = Crea un nuovo torneo, aprine uno, oppure scrivi qui sotto il nome del primo giocatore.
ui-welcome-open = Apri un torneo…
ui-welcome-import-trf = Importa da un file TRF…
ui-welcome-recent = Riapri:
ui-paste-entry-list = Incolla elenco iscritti…
ui-import-entry-list = Importa elenco iscritti…
ui-entry-list-title = Elenco iscritti
ui-entry-list-paste-here = Incolla qui l'elenco (Ctrl+V): un giocatore per riga, i campi separati da tabulazioni (come copiati da un foglio di calcolo), punti e virgola o virgole; una prima riga con i titoli delle colonne viene riconosciuta
ui-entry-list-sheet = Foglio
ui-entry-list-header-row = La prima riga contiene i titoli delle colonne
ui-entry-list-add = { $n ->
    [one] Aggiungi 1 giocatore
   *[other] Aggiungi { $n } giocatori
}
ui-entry-list-column = Colonna { $n }
ui-entry-list-row = Riga
ui-entry-list-include = Aggiungi
ui-entry-list-include-row = Aggiungi { $row }
ui-entry-list-notes = Note
ui-entry-list-added = { $n ->
    [one] 1 giocatore aggiunto dall'elenco iscritti (Modifica → Annulla lo toglie)
   *[other] { $n } giocatori aggiunti dall'elenco iscritti (Modifica → Annulla li toglie)
}
ui-entry-list-pasted-lines = { $n ->
    [one] 1 riga incollata
   *[other] { $n } righe incollate
}
ui-entry-list-edit-text = Mostra e modifica il testo
ui-round-of-unknown = Turno { $n } di ?
ui-found-tournament = { $name }: { $players ->
    [one] 1 giocatore
   *[other] { $players } giocatori
}, { $rounds ->
    [one] 1 turno
   *[other] { $rounds } turni
}

io-reason = { $kind ->
    [not-found] il file o la cartella non esiste
    [permission-denied] permesso negato
    [already-exists] esiste già
    [is-a-directory] è una cartella, non un file
    [not-a-directory] una parte del percorso non è una cartella
    [directory-not-empty] la cartella non è vuota
    [read-only] il disco è di sola lettura
    [disk-full] il disco è pieno
    [too-large] il file è troppo grande
    [invalid-data] il contenuto non è testo valido
    [unexpected-end] il file finisce troppo presto
    [busy] il file è usato da un altro programma
    [crosses-devices] sposterebbe il file su un altro disco
    [invalid-name] il nome del file non è valido
    [interrupted] l'operazione è stata interrotta
   *[other] errore del sistema{ $code }
}

ron-ends-early = il file finisce troppo presto (è stato troncato?)
ron-ends-early-at = il file finisce troppo presto (è stato troncato?); qui { $expected }
ron-unclosed-text = un testo tra virgolette che comincia qui non viene mai chiuso (il file è troncato, o manca una " di chiusura?)
ron-text-after-the-end = c'è altro testo dopo la fine del torneo
ron-not-utf8 = il file non è testo UTF-8 (è stato salvato da un altro programma?)
ron-expected = { $token ->
    [integer] ci vuole un numero intero
    [number] ci vuole un numero
    [comma] ci vuole una virgola
    [boolean] ci vuole true o false
    [text] ci vuole un testo tra virgolette
    [list] ci vuole un elenco tra [ ]
    [list-end] l'elenco va chiuso con ]
    [map] ci vuole una tabella tra {"{"} {"}"}
    [colon] ci vogliono i due punti
    [map-end] la tabella va chiusa con {"}"}
    [group] ci vuole un gruppo tra ( )
    [group-end] il gruppo va chiuso con )
    [option] ci vuole Some(…) oppure None
    [unit] ci vuole ()
   *[name] ci vuole un nome
}
ron-missing-field = manca il campo "{ $field }"
ron-unknown-field = "{ $field }" non è un campo che Torneo conosce
ron-repeated-field = il campo "{ $field }" è scritto due volte
ron-unknown-name = "{ $name }" non è uno dei nomi ammessi qui
ron-unexpected-character = il carattere "{ $character }" qui non c'entra
ron-number-out-of-range = il numero è troppo grande o troppo piccolo per questo campo
ron-other = il testo qui non si può leggere

tiebreak-trim-cut = con taglio { $n }
tiebreak-trim-median = mediano { $n }
tiebreak-modifier-forfeits-played = (forfait contati come giocati)
tiebreak-modifier-fore = (sul Buchholz anticipato)
tiebreak-modifier-reverse = (ordine inverso)
tiebreak-modifier-unrated = (senza Elo contati { $rating })

## Norme per i titoli (crates/norm, FIDE B.01 1.4)
norm-games = Partite valide: { $counted } (almeno { $required })
norm-games-exception = Partite valide: { $counted }, sufficienti in un torneo di 9 turni con una vittoria a forfait o un bye assegnato dall'abbinamento
norm-foreign-federations = Federazioni diverse da quella del giocatore: { $found } (almeno { $required })
norm-own-federation = Avversari della federazione del giocatore: { $count } (al massimo { $maximum }, 3/5)
norm-one-federation = Avversari di una stessa federazione ({ $federation }): { $count } (al massimo { $maximum }, 2/3)
norm-federations-exempt = Requisito degli stranieri non richiesto: { $players } giocatori con Elo FIDE di federazioni diverse da quella organizzatrice, { $federations } federazioni, { $titled } GM/IM/WGM/WIM
norm-titleholders = Avversari titolati (CM e WCM esclusi): { $count } (almeno { $required }, la metà)
norm-norm-titleholders = Avversari con titolo { $titles }: { $count } (almeno { $required }, un terzo e almeno 3)
norm-average = Media Elo degli avversari: { $average } (almeno { $minimum })
norm-score = Punteggio: { $percent }% (almeno { $minimum }%)
norm-federations-exempt-event = Requisito degli stranieri non richiesto: { $event ->
    [national-championship] fase finale di un campionato nazionale
    [national-team-championship] campionato nazionale a squadre, per un giocatore della federazione che lo ha registrato
   *[zonal] torneo zonale o subzonale
} (Torneo → Impostazioni)
norm-double-round-robin-players = Giocatori del doppio girone all'italiana: { $players } (almeno { $minimum })
norm-norm-titleholders-by-player = Avversari con titolo { $titles }, contati per giocatore: { $count } (almeno { $required }, la metà degli avversari arrotondata per eccesso)
norm-performance = Performance: { $performance } (almeno { $minimum })
norm-too-few-rounds = Il torneo ha { $rounds } turni: una norma richiede almeno 9 partite (B.01 1.4.1a).
norm-excluded-forfeit = decisa a forfait (B.01 1.4.2c)
norm-excluded-less-than-one-move = meno di una mossa giocata, non valida per l'Elo (B.01 1.4.2c)
norm-excluded-unrated-scoring-zero = avversario senza Elo che ha fatto zero punti contro gli avversari con Elo in un girone all'italiana (B.01 1.4.2b)
report-title-norms = Norme per i titoli (FIDE B.01)
report-norm-source = Verificate secondo il Regolamento FIDE dei titoli (B.01) in vigore dal 1° gennaio 2024, art. 1.4. Le condizioni amministrative dell'art. 1.1 (cadenza, turni al giorno, arbitri, registrazione) le certifica l'arbitro.
report-norm-games = Partite
report-norm-achieved = norma
report-norm-player = { $name } ({ $federation } { $rating })
report-norm-excluded = Turno { $round } contro { $opponent } non conteggiato: { $reason }.
report-norm-round = T.
report-norm-unrated = senza Elo
report-norm-title-met = Norma { $title }: tutti i requisiti soddisfatti
report-norm-title-not-met = Norma { $title }: non conseguita
report-norm-score-label = Punteggio
report-norm-score-value = { $points } / { $games } ({ $percent }%)
report-norm-floor-label = Soglia Elo (B.01 1.4.6)
report-norm-floor-value = { $name } (turno { $round }, { $rating }) contato come { $floor }
report-norm-performance-label = Media Elo, dp, performance
report-norm-performance-value = Ra { $average }, dp { $difference }, Rp { $performance }
report-norm-article = Articolo
report-norm-requirement = Requisito
report-norm-met = Soddisfatto
report-norm-yes = sì
report-norm-no = NO
report-norm-games-label = Partite per la richiesta del titolo
report-norm-games-value = { $games }{ $extra ->
    [0] {""}
   *[other] {" "}+ { $extra } (punti interi oltre i { $required } necessari, B.01 1.4.1d) = { $sum }
}{ $limited ->
    [yes] , contate come { $total } (un torneo di più di 13 turni, B.01 1.7)
   *[no] {""}
}
report-norm-without-wins = Norma { $title } senza le partite contro { $opponents }, battuti (B.01 1.4.1f): tutti i requisiti soddisfatti
report-norm-achieved-without-wins = norma (senza vittorie, 1.4.1f)
report-norm-achieved-until = norma (turni 1–{ $round })
report-norm-title-met-until = Norma { $title } sui turni 1–{ $round } (partite successive escluse, B.01 1.4.1e): tutti i requisiti soddisfatti
## The venue server (issue 38, crates/serve): the error pages phones get, and why it did
## not start.
serve-error-400 = Richiesta non valida
serve-error-400-detail = L'indirizzo di questa pagina non si può leggere.
serve-error-403 = Accesso negato
serve-error-403-detail = Questo indirizzo porta fuori dalle pagine del torneo.
serve-error-404 = Pagina non trovata
serve-error-404-detail = Questa pagina non esiste: forse non è ancora pubblicata.
serve-error-405 = Operazione non consentita
serve-error-405-detail = Queste pagine possono solo essere lette.
serve-error-500 = Pagina non disponibile
serve-error-500-detail = Non è stato possibile leggere la pagina. Riprova tra poco.
serve-error-home = La pagina iniziale del torneo
serve-error-not-a-folder = { $path } non è una cartella
serve-error-bind = Impossibile pubblicare le pagine su { $address }: { $reason }
serve-bind-in-use = la porta è già in uso (da un altro programma o da un altro Torneo)
serve-bind-not-available = questo indirizzo non appartiene a questo computer
serve-bind-permission = permesso negato (le porte sotto 1024 richiedono i diritti di amministratore)
qr-too-long = L'indirizzo è troppo lungo per un codice QR ({ $length } caratteri).
venue-error-port = "{ $text }" non è una porta: scrivi un numero da 1 a 65535.

## Publishing on the venue's network and the big screen (issue 38): the window.
venue-menu-publish = Pubblica su questa rete…
venue-menu-big-screen = Maxischermo…
venue-title = Pubblica su questa rete
venue-folder = Cartella del sito
venue-address = Indirizzo
venue-every-network = Tutte le reti (0.0.0.0)
venue-port = Porta
venue-write-first = Scrivi prima il sito del torneo in questa cartella
venue-start = Avvia
venue-stop = Ferma
venue-refresh = Cerca di nuovo gli indirizzi
venue-serving = Pubblicazione di { $folder }
venue-open-hint = I giocatori aprono questo indirizzo sul telefono, o inquadrano il codice:
venue-not-serving = Nessuna pubblicazione: scegli cartella, indirizzo e porta, poi Avvia.
venue-stays = Le pagine restano pubblicate anche chiudendo questo pannello; Ferma le ritira.
venue-qr = Codice QR di { $url }
venue-close = Chiudi
venue-started = Le pagine sono pubblicate su { $url }
venue-stopped = Le pagine non sono più pubblicate.
screen-title = Torneo — maxischermo
screen-language = Lingua
screen-show = Mostra
screen-show-automatic = Automatico
screen-show-pairings = Abbinamenti
screen-show-standings = Classifica
screen-seconds = Secondi per pagina
screen-full-screen = Schermo intero (F11)
screen-close = Chiudi
screen-page = Pagina { $page } di { $pages }
screen-boards = Scacchiere { $first }–{ $last }
screen-nothing = Nessun turno è ancora abbinato.
report-qr-round-page = Abbinamenti e risultati sul telefono:
print-qr-round-page = Codice QR della pagina del turno
print-qr-site-address = Indirizzo del sito
## Issue 37: categorie e premi (crate awards)
awards-overall = Assoluto
awards-prize = { $list }, { $place }° posto
awards-unknown-category = Il tabellone premi nomina la categoria “{ $category }”, che le impostazioni non definiscono: { $prizes ->
    [one] il suo premio non viene assegnato
   *[other] i suoi { $prizes } premi non vengono assegnati
}.
awards-empty-category = Nessun giocatore nella categoria “{ $category }”: { $prizes ->
    [one] il suo premio non viene assegnato
   *[other] i suoi { $prizes } premi non vengono assegnati
}.
awards-missing-place = { $list }: manca il premio per il { $place }° posto; i premi sono dati nell'ordine dei posti, quindi il successivo va al giocatore seguente.
awards-missing-places = { $list }: mancano i premi per i posti dal { $from }° al { $to }°; i premi sono dati nell'ordine dei posti, quindi il successivo va al giocatore seguente.
awards-repeated-place = { $list }: due premi per il { $place }° posto; sono assegnati entrambi, nell'ordine del tabellone, a giocatori successivi.
awards-not-given = { $prize }: non assegnato, nessun giocatore della lista è rimasto senza un premio di maggior valore.
awards-equal-values = { $player } aveva diritto sia a { $given } sia a { $other }, di pari valore: l'ordine del tabellone ha dato { $given }.
awards-hort-shared = { $list }: { $players } giocatori a pari punti ({ $points }) si dividono { $pool } col sistema Hort (ciascuno tiene metà del premio del proprio posto, le altre metà sono divise in parti uguali).
ui-doc-category-standings = Classifiche per categoria
ui-doc-prizes = Premiazione
report-title-category-standings = Classifiche per categoria dopo il turno { $round }
report-title-category-standings-before-start = Classifiche per categoria prima del turno 1
report-no-categories = Nessuna categoria definita (Torneo → Impostazioni → Categorie).
report-category-empty = Nessun giocatore in questa categoria.
report-title-prizes = Premiazione
report-no-prizes = Nessun premio assegnato: il tabellone premi è vuoto o nessuno ha diritto a un premio.
report-heading-prize-notes = Note
report-prize-column-prize = Premio
report-prize-column-place = Posto
report-prize-column-receives = Riceve
report-prize-column-amount = Importo
report-prize-column-object = Oggetto
report-prize-shared = { $paid } ({ $kept } + { $pool } diviso)
cli-help-standings-category = Solo i giocatori di questa categoria del file, con i posti nella categoria
cli-help-standings-boards = Torneo a squadre: anche la classifica per scacchiera (i migliori di ogni scacchiera per percentuale)
cli-help-standings-minimum_games = Torneo a squadre: il minimo di partite su una scacchiera per entrare nella sua classifica (predefinito: metà dei turni giocati, per eccesso)
cli-help-prizes = Stampa la premiazione dopo l'ultimo turno con risultati
cli-help-prizes-csv = Scrivila in CSV (una riga per premio, per il tesoriere)
cli-unknown-category = Il file non ha la categoria “{ $name }”; le sue categorie: { $known }.
cli-team-not-a-team-event = Il torneo non ha squadre.
cli-team-not-a-round-robin = Il torneo a squadre è uno svizzero, non un girone all'italiana.
cli-team-too-few-teams = Per abbinare un torneo a squadre servono almeno due squadre.
cli-team-no-such-round = Il girone a squadre non ha il turno { $round }: ogni turno della sua tabella è già abbinato.
cli-team-short-roster = La squadra { $team } ha { $players } giocatori per { $boards } scacchiere: aggiungere giocatori alla formazione.
cli-team-not-a-team-swiss = Il torneo a squadre è un girone all'italiana, non uno svizzero.
cli-team-custom-swiss = Il torneo a squadre è uno svizzero con regole proprie dell'organizzatore: Torneo abbina solo lo svizzero a squadre FIDE (C.04.6); abbinare questo turno a mano.
cli-team-baku = L'accelerazione Baku (C.04.7) non si applica ai tornei a squadre: scegliere lo svizzero a squadre FIDE senza accelerazione.
cli-no-categories = Il file non ha la categoria “{ $name }”: non ne definisce nessuna (Torneo → Impostazioni → Categorie).

## Issue 37: categorie e premi (finestra)
ui-awards-categories = Categorie
ui-awards-cut-off = Età calcolata al
ui-awards-cut-off-help = Giorno/mese/anno; vuoto: 1° gennaio dell'anno di inizio del torneo (FIDE)
ui-awards-unrated-in-bands = Giocatori senza Elo nelle fasce Elo
ui-awards-unrated-excluded = in nessuna fascia
ui-awards-unrated-as-rating = contati come
ui-awards-kind = Tipo
ui-awards-kind-age = Età
ui-awards-kind-women = Femminile
ui-awards-kind-band = Fascia Elo
ui-awards-kind-unrated = Senza Elo
ui-awards-kind-club = Società
ui-awards-kind-federation = Federazione
ui-awards-kind-tag = Etichetta
ui-awards-category-name = Nome della categoria
ui-awards-value = Società, federazione o etichetta
ui-awards-band-from = Elo da
ui-awards-band-to = a
ui-awards-list-fide = FIDE
ui-awards-list-national = Italia
ui-awards-add-category = Aggiungi categoria
ui-awards-err-category-name = Una categoria deve avere un nome diverso da quello delle altre.
ui-awards-err-band = Gli estremi di una fascia Elo sono numeri (uno dei due può restare vuoto).
ui-awards-err-value = Scrivi la società, la federazione o l'etichetta.
ui-awards-err-cut-off = La data per il calcolo dell'età non è valida.
ui-awards-prizes = Premi
ui-awards-one-per-player = Premi non cumulabili (a ciascuno il più alto)
ui-awards-tied = Giocatori a pari punti
ui-awards-tied-by-tiebreak = decide lo spareggio tecnico
ui-awards-tied-hort = dividono il denaro (sistema Hort)
ui-awards-reading = Ordine della premiazione
ui-awards-reading-table = come nel tabellone
ui-awards-reading-ceremony = categorie, poi assoluti dall'ultimo posto
ui-awards-currency = Valuta
ui-awards-whole-units = Quote in unità intere (senza centesimi)
ui-awards-list = Classifica
ui-awards-overall = Assoluto
ui-awards-place = Posto
ui-awards-money = Importo
ui-awards-object = Oggetto
ui-awards-worth = valore
ui-awards-add-prize = Aggiungi premio
ui-awards-err-amount = Un importo è un numero con al massimo due decimali (150 o 150,50).
ui-awards-err-object = Un premio in oggetti ha bisogno di una descrizione.
ui-awards-no-prizes = Nessun premio per ora.
ui-awards-no-categories = Nessuna categoria per ora.
ui-awards-standings-category = Categoria
ui-awards-all-players = Tutti i giocatori
ui-awards-tags = Etichette
ui-awards-tags-help = Separate da virgole; una categoria di premio può nominarne una
ui-awards-under = Under { $n }
ui-awards-over = Over { $n }
# Doppio svizzero (C.04.5)
explain-double-swiss-round = Il turno { $round } è abbinato con il sistema doppio svizzero FIDE (C.04.5): { $players } giocatori, ogni scacchiera un incontro di due partite con i colori invertiti nella seconda. Prima si assegna il bye di abbinamento (3.4); poi il gruppo di punteggio più alto fra i giocatori ancora da abbinare prende i giocatori che gli servono dai gruppi inferiori e viene abbinato (3.5, 3.6), di nuovo fino alla fine; i colori vengono per ultimi e non decidono mai chi incontra chi (articolo 4).
explain-double-swiss-bye = { $player } riceve il bye di abbinamento: fra i giocatori che possono riceverlo e il cui bye lascia abbinabili tutti gli altri, il punteggio più basso ({ $score }), poi più incontri giocati ({ $matches }), poi il numero di abbinamento più alto (C.04.5 3.4).
explain-double-swiss-bracket = Scacchiera { $board }: abbinata nel gruppo del punteggio { $score }, { $residents } { $residents ->
    [one] giocatore residente
   *[other] giocatori residenti
} e { $upfloaters ->
    [0] nessun giocatore salito
    [one] un giocatore salito
   *[other] { $upfloaters } giocatori saliti
}, con il primo abbinamento nell'ordine degli identificatori che rispetta i criteri (C.04.5 3.6).
explain-double-swiss-upfloater = { $player } sale da { $from } punti nel gruppo da { $to } punti: il minor numero di giocatori saliti con i punteggi più alti, primi nell'ordine dei numeri di abbinamento, che lasciano tutti abbinabili (C.04.5 3.5, [C4], [C5]).
explain-double-swiss-following-not-pairable = Nessun insieme di giocatori saliti nel gruppo da { $score } punti lasciava abbinabile il gruppo di punteggio seguente con il minimo di giocatori saliti ([C6] non rispettato, C.04.5 3.5.5).
explain-double-swiss-floated-again = { $count ->
    [one] Un giocatore salito
   *[other] { $count } giocatori saliti
} nel gruppo da { $score } punti era salito o sceso anche nel turno precedente: nessun insieme lecito ne aveva meno ([C7], C.04.5 3.5.5).
explain-double-swiss-colour = { $white } ha il bianco nella prima partita e il nero nella seconda: { $rule ->
    [initial] nessuno dei due ha ancora giocato un incontro, quindi il colore iniziale sorteggiato va al giocatore meglio classificato se il suo numero di abbinamento è dispari, l'altro colore se è pari (C.04.5 4.3.1)
    [fewer-whites] il bianco va a chi ha avuto meno bianchi (C.04.5 4.3.2)
    [recent-difference] i colori si alternano rispetto all'incontro più recente in cui erano diversi (C.04.5 4.3.3)
    [alternate-higher] il colore del giocatore meglio classificato si alterna rispetto al suo ultimo incontro (C.04.5 4.3.4)
   *[alternate-lower] il colore dell'altro giocatore si alterna rispetto al suo ultimo incontro (C.04.5 4.3.5)
}.
violation-double-swiss-bye-barred = { $player } ha il bye di abbinamento dopo un bye di abbinamento, un incontro vinto a forfait o un bye da un punto intero ([C2], C.04.5 2.1.2)
violation-double-swiss-bye-not-due = { $player } ha il bye di abbinamento, che spetta invece a { $due }: punteggio più basso, poi più incontri giocati, poi numero di abbinamento più alto, fra chi può riceverlo lasciando abbinabili gli altri (C.04.5 3.4)
violation-double-swiss-not-a-match = { $white } – { $black } è una partita sola: nel sistema doppio svizzero ogni scacchiera è un incontro di due partite (C.04.5 Premessa)
refusal-not-a-match = la scacchiera { $board } del turno { $round } è una partita sola, non un incontro di due partite
ui-second-game = partita 2
# Svizzero a squadre (C.04.6)
explain-team-swiss-round = Il turno { $round } è abbinato con il sistema svizzero a squadre FIDE (C.04.6): { $teams } squadre. Prima si assegna il bye di abbinamento (3.4); poi il gruppo di punteggio più alto fra le squadre ancora da abbinare prende le squadre che gli servono dai gruppi inferiori e viene abbinato (3.5, 3.6), di nuovo fino alla fine; il colore della prima scacchiera viene per ultimo (articolo 4).
explain-team-swiss-bye = La squadra { $team } riceve il bye di abbinamento: fra le squadre che possono riceverlo e il cui bye lascia abbinabili tutte le altre, il punteggio più basso ({ $score }), poi più incontri giocati ({ $matches }), poi il numero di abbinamento più alto (C.04.6 3.4).
explain-team-swiss-bracket = Scacchiera { $board }: abbinata nel gruppo del punteggio { $score }, { $residents } { $residents ->
    [one] squadra residente
   *[other] squadre residenti
} e { $upfloaters ->
    [0] nessuna squadra salita
    [one] una squadra salita
   *[other] { $upfloaters } squadre salite
}, con il primo abbinamento nell'ordine degli identificatori che meglio rispetta le preferenze di colore e il criterio dei giocatori saliti (C.04.6 3.6).
explain-team-swiss-upfloater = La squadra { $team } sale da { $from } punti nel gruppo da { $to } punti: il minor numero di squadre salite con i punteggi più alti, prime nell'ordine dei numeri di abbinamento, che lasciano tutte abbinabili (C.04.6 3.5).
explain-team-swiss-colour = La squadra { $white } ha il bianco in prima scacchiera: { $rule ->
    [initial] nessuna delle due ha ancora giocato un incontro, quindi il colore sorteggiato va alla prima squadra se il suo numero di abbinamento è dispari, l'altro colore se è pari (C.04.6 4.3.1)
    [only-preference] solo una squadra ha una preferenza di colore, e la ottiene (C.04.6 4.3.2)
    [opposite] le due squadre preferiscono colori opposti, e li ottengono (C.04.6 4.3.3)
    [only-strong] solo una squadra ha una preferenza forte, e la ottiene (C.04.6 4.3.4)
    [lower-difference] il bianco va alla squadra con la differenza di colore minore (C.04.6 4.3.5)
    [recent-difference] i colori si alternano rispetto all'incontro più recente in cui erano diversi (C.04.6 4.3.6)
    [first-team-preference] la prima squadra ottiene la sua preferenza (C.04.6 4.3.7)
    [alternate-first] il colore della prima squadra si alterna rispetto al suo ultimo incontro (C.04.6 4.3.8)
   *[alternate-other] il colore dell'altra squadra si alterna rispetto al suo ultimo incontro (C.04.6 4.3.9)
}.
violation-team-swiss-rematch = le squadre { $a } e { $b } si sono già incontrate ([C1], C.04.6 2.1.1)
violation-team-swiss-twice = la squadra { $team } compare più di una volta nell'abbinamento (C.04.6 3.3.1)
violation-team-swiss-unpaired = la squadra { $team } non è abbinata e non ha il bye (C.04.6 3.3.1)
violation-team-swiss-unknown = la squadra { $team } non è nel turno
violation-team-swiss-bye-barred = la squadra { $team } ha il bye di abbinamento dopo un bye di abbinamento, un incontro vinto a forfait o un bye da un punto intero ([C2], C.04.6 2.1.2)
violation-team-swiss-bye-not-due = la squadra { $team } ha il bye di abbinamento, che spetta invece alla squadra { $due } (C.04.6 3.4)
# Printed team documents and Double-Swiss matches (issue 39)
ui-doc-team-pairings = Abbinamenti a squadre
ui-doc-match-slips = Referti degli incontri
ui-doc-team-standings = Classifica a squadre
ui-doc-board-standings = Classifica per scacchiera
ui-doc-team-crosstable = Tabellone a squadre
report-error-not-a-team-event = il torneo non è a squadre: non ha documenti delle squadre
report-title-team-pairings = Abbinamenti a squadre, turno { $round }
report-title-match-slips = Referti degli incontri, turno { $round }
report-title-team-standings = Classifica a squadre dopo il turno { $round }
report-title-team-standings-before-start = Classifica a squadre prima del turno 1
report-title-board-standings = Classifica per scacchiera dopo il turno { $round }
report-title-team-crosstable = Tabellone a squadre dopo il turno { $round }
report-team-match = Incontro { $number }: { $first } – { $second }
report-team-match-score = Incontro { $number }: { $first } – { $second }   { $score }
report-team-match-forfeit = { $kind ->
    [first] Vinto a forfait da { $first }: { $second } non si è presentata
    [second] Vinto a forfait da { $second }: { $first } non si è presentata
   *[neither] Nessuna delle due squadre si è presentata: entrambe perdono l'incontro
}
report-team-no-player = (nessun giocatore)
report-heading-teams-not-playing = Squadre che non giocano
report-team-bye = Bye di squadra (assegnato dall'abbinamento)
report-team-column = { $column ->
    [team] Squadra
    [match-points] PS
    [game-points] PI
    [games] Partite
   *[percentage] %
}
report-match-slip-heading = Turno { $round } – Incontro { $number }
report-match-slip-teams = { $first } – { $second } (ogni scacchiera: Bianco – Nero)
report-match-slip-board = Scacchiera { $board }: { $white } – { $black }
report-match-slip-total = Risultato dell'incontro: { $first } ______ – ______ { $second }
report-signature-captain = Capitano di { $team }
report-board-standings-heading = Scacchiera { $board } (almeno { $games } { $games ->
    [one] partita
   *[other] partite
})
report-board-standings-nobody = Nessuno ha giocato il minimo di partite su questa scacchiera.
report-team-score-name = { $score ->
    [match] punti squadra
   *[game] punti individuali
}
report-team-tiebreak-secondary = I { $score } (punteggio secondario, C.07 13.1)
report-team-tiebreak-direct-encounter = Scontro diretto sul punteggio principale: il posto nel gruppo a pari merito (C.07 art. 6, 13.3)
report-team-tiebreak-buchholz = Buchholz sui { $score } (C.07 8.1)
report-team-tiebreak-buchholz-cut = Buchholz sui { $score }, senza l'avversario più basso (Cut-1, C.07 8.1, 14.1)
report-team-tiebreak-sonneborn-berger = Sonneborn-Berger esteso: i { $opponent } di ogni avversario per i { $own } ottenuti dalla squadra contro di esso (C.07 13.2)
report-team-crosstable-legend = Ogni casella: i punti individuali della squadra della riga contro quella della colonna, incontri in ordine; + e − un incontro vinto o perso a forfait; × la casella della squadra stessa. PS: punti squadra, PI: punti individuali.
report-team-crosstable-legend-match-points = Ogni casella: i punti squadra della squadra della riga contro quella della colonna, incontri in ordine; + e − un incontro vinto o perso a forfait; × la casella della squadra stessa. PS: punti squadra, PI: punti individuali.
report-column-game = Partita { $game }
report-column-match = Incontro
report-pairings-double-swiss-legend = Doppio svizzero (C.04.5): ogni scacchiera è un incontro di due partite; il giocatore a sinistra ha il Bianco nella partita 1, quello a destra nella partita 2. I risultati si leggono sinistra – destra.
report-slip-game = Partita { $game } – Bianco: { $player }
