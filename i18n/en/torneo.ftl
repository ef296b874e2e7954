# Torneo in English: the reference language. Every message id and argument used in the
# code is checked against this file at compile time (i18n-embed-fl).

## Lists
list-and = { $first } and { $last }
list-or = { $first } or { $last }
list-more = { $count } more

# UI: the window's fixed words
## Menus and file handling
ui-menu-file = File
ui-menu-edit = Edit
ui-menu-tournament = Tournament
ui-menu-view = View
ui-new = New
ui-open-ellipsis = Open…
ui-recent = Recent
ui-no-recent-files = No recent files
ui-save = Save
ui-save-as-ellipsis = Save as…
ui-import-trf = Import TRF…
ui-export-trf16 = Export TRF-16…
ui-export-trf26 = Export TRF-26…
ui-imported = Imported from { $file }: save it as a Torneo file to keep it.
ui-exported = Exported to { $file }.
ui-cannot-import = Cannot import
ui-cannot-export = Cannot export
ui-quit = Quit
ui-undo = Undo
ui-redo = Redo
ui-settings-ellipsis = Settings…
ui-language = Language
ui-nothing-to-undo = Nothing to undo
ui-nothing-to-redo = Nothing to redo
ui-cannot-open = Cannot open
ui-cannot-save = Cannot save
ui-autosave-failed = Automatic save failed
ui-not-saved-yet = Not saved yet (a recovery copy is kept)
ui-not-saved-no-recovery = Not saved yet
ui-unsaved-changes = Unsaved changes
ui-all-saved = All changes saved
ui-round-of = Round { $n } of { $total }
ui-pairing-round = Pairing round { $n }…
ui-dismiss = Dismiss

## Questions
ui-restore-question = A tournament that was never saved was found. Restore it?
ui-restore = Restore
ui-discard = Discard
ui-unsaved-question = The tournament has unsaved changes. Save them first?
ui-dont-save = Don't save
ui-cancel = Cancel
ui-quit-question = The tournament has unsaved changes. Save before quitting?
ui-quit-without-saving = Quit without saving
ui-delete-round-question = Delete the last round with all its results?
ui-delete-round = Delete round
ui-untitled = Untitled
ui-players-count = { $n ->
    [one] 1 player
   *[other] { $n } players
}

## Tabs
ui-tab-players = Players
ui-tab-rounds = Rounds
ui-tab-standings = Standings
ui-tab-crosstable = Crosstable
ui-tab-prizes = Prize-giving
ui-team-match-line = Match { $n }: { $first } – { $second }, boards { $boards }: { $firstpoints } – { $secondpoints }
ui-team-rests = { $team } rests this round
ui-give-team-bye = Give { $team } the team bye
ui-hand-team-round = Pair round { $n } by hand…
ui-hand-team-round-title = Round { $n } paired by hand
ui-hand-team-match = Match { $n }: { $first } – { $second }
ui-hand-team-remove = Remove match { $n }
ui-hand-team-first = First-named team
ui-hand-team-second = Opponent
ui-hand-team-add = Add match
ui-hand-team-bye = Team bye
ui-hand-team-no-bye = No team bye
ui-hand-team-not-paired = Not paired: { $teams }
ui-hand-team-record = Record the round
ui-take-team-bye = Take the team bye from { $team }
ui-team-settings = Team settings
ui-match-won = Match won
ui-match-drawn = Match drawn
ui-match-lost = Match lost
ui-team-bye-value = Team bye (match points)
ui-board-colours = Board colours of the first-named team
ui-own-board-colours = Set the colour of each board
ui-board-colour = Board { $n }: { $colour }
ui-default-board-colours = Board 1 White, then alternating
ui-team-tiebreaks = Team tie-breaks
ui-default-team-tiebreaks = None chosen: the system's list ({ $codes })
ui-add-team-tiebreak = Add a tie-break:
ui-use-default-list = Use the system's list
ui-cis-preset = CIS (Campionato Italiano a Squadre)
ui-cis-preset-hint = Sets 4 boards, match points 2/1/0 and the tie-breaks GP, EDE, EMGSB (game points, direct encounter, weighted Sonneborn-Berger), as secondary sources describe the CIS; the regulation's own articles were not found. Reserves: the players after the fourth. Apply to keep.
ui-cis-preset-needs-match-points = The CIS ranks on match points; this event's system ranks on game points first.
ui-own-board-minimum = Set the games needed on a board
ui-default-board-minimum = Games needed on a board: half the rounds played, rounded up
ui-board-minimum = Games needed on a board
ui-team-bye = { $team } has the team bye (match points: { $points })
ui-match-boards-heading = Boards of match { $n }
ui-team-absent = { $team } absent
ui-team-both-absent = Both teams absent
ui-team-match-forfeit = { $kind ->
    [first] Won by forfeit by { $first }: { $second } did not come
    [second] Won by forfeit by { $second }: { $first } did not come
   *[neither] Neither team came: both lose the match
}
ui-match-keys-help = Keys on the match's boards: 1 = 0 + - * > < / and space, ↑ ↓ to move, Enter or Tab the next match, Esc the round's table
ui-enter-match = Enter results
ui-tab-teams = Teams
ui-team-event = Team event
ui-not-a-team-event = This tournament is not a team event: Tournament → Team event makes it one.
ui-boards-per-match = Boards per match
ui-team-name = Team name
ui-add-team = Add team
ui-new-team-name = New name
ui-rename-team = Rename team
ui-remove-team = Remove team
ui-choose-team = Choose a team to see its roster and add players to it.
ui-roster-board = Board { $n }
ui-reserve = Reserve
ui-move-up = Up
ui-move-down = Down
ui-remove-from-team = Remove from team
ui-add-to-team = Add to { $team }:
ui-find-player = Find player
ui-every-player-on-a-team = Every registered player is on a team.
ui-team-standings = Team standings
ui-board-standings = Board { $board } (at least { $games } games)
ui-team = Team
ui-match-points = Match points
ui-game-points = Game points
ui-games = Games
ui-percentage = %
ui-no-board-standings = No board standings yet: no game has been played.
ui-norm-event = Title norms: event type (FIDE B.01 1.4.3)
ui-norm-event-ordinary = ordinary
ui-norm-event-national = final of a national championship (1.4.3a)
ui-norm-event-national-team = national team championship (1.4.3b)
ui-norm-event-zonal = zonal or sub-zonal (1.4.3c)
# The colour in a crosstable cell ("12w1": number 12, with White, won).
ui-white-letter = w
ui-black-letter = b

## Players
ui-new-player = New player
ui-edit-player = Edit player
ui-name = Name
ui-rating = Rating
ui-fide-id = FIDE ID
ui-club = Club
ui-federation = Federation
ui-federation-short = Fed
ui-birth-date = Birth date
ui-title = Title
ui-sex = Sex
ui-sex-male = M
ui-sex-female = F
ui-add-player = Add player
ui-save-changes = Save changes
ui-err-name-missing = A player needs a name.
ui-err-fide-id = The FIDE ID must be a number.
ui-err-rating = The rating must be a number from 0 to 3500.
ui-err-birth-date = The birth date must be written 2001-12-31 or 31/12/2001.
ui-filter = Filter
ui-restricted-draw = Keep federations apart (Varma)
ui-restricted-draw-help = Restricted drawing of lots with the Varma tables (FIDE C.05 Annex 2), 9 to 24 players
ui-draw-lots = Draw lots
ui-draw-lots-help = Draw the pairing numbers by lot (before round 1)
ui-numbers-by-rating = Pairing numbers by rating
ui-number-short = No.
ui-status = Status
ui-active = active
ui-withdrawn-from = withdrawn from round { $n }
ui-enters-round = enters in round { $n }
ui-edit = Edit
ui-withdraw = Withdraw
ui-withdraw-help = Not paired from round { $n } on
ui-reinstate = Reinstate
ui-remove = Remove
ui-no-bye = plays
ui-half-point-bye = ½-point bye
ui-zero-point-bye = 0-point bye
ui-full-point-bye = 1-point bye
ui-bye-in-round = Requested bye in round { $n }

## Rounds
ui-pair-round = Pair round { $n }
ui-delete-round-n = Delete round { $n }
ui-round-n = Round { $n }
ui-no-rounds-yet = No round has been paired yet.
ui-keys-help = Keys: 1 White wins · = draw · 0 Black wins · + White wins by forfeit · - Black wins by forfeit · * both forfeit · > ½-0 · < 0-½ · / 0-0 · space clears · ↑↓ move
ui-board = Board
ui-white = White
ui-black = Black
ui-points-short = Pts
ui-result = Result
ui-result-pending = —
ui-bye = Bye
ui-not-playing = Not playing this round
ui-lots-drawn-automatically = The pairing numbers were drawn by lot (Edit → Undo to draw again).
ui-pair-beyond-question = Pair round { $n } beyond the announced { $total } rounds?
ui-pair-anyway = Pair anyway
ui-pairing-cancelled = Pairing cancelled.
ui-why-these-pairings = Why these pairings?
ui-differs-from-engine = This round differs from the engine's pairing (changed by hand?).
ui-pairing-breaks-rule = Check this pairing

## Standings
ui-standings-after = Standings after round
ui-results-missing = (some results are missing)
ui-tiebreak-ignored = Tie-break ignored
ui-rank = Rank

## Settings
ui-settings-title = Tournament settings
ui-tournament-name = Tournament name
ui-place = Place
ui-chief-arbiter = Chief arbiter
ui-start-date = Start date
ui-end-date = End date
ui-time-control = Time control
ui-pairing-system = Pairing system
ui-coming = coming
ui-cycles = Cycles
ui-rounds = Rounds
ui-rounds-follow-players = (follows from the number of players)
ui-initial-colour = Colour of number 1 in round 1
ui-system-locked = The system and scoring cannot change once round 1 is paired.
ui-scoring = Scoring
ui-score-win = Win
ui-score-draw = Draw
ui-score-loss = Loss
ui-score-forfeit-win = Forfeit win
ui-score-forfeit-loss = Forfeit loss
ui-score-pab = Pairing bye
ui-score-full-bye = Full-point bye
ui-score-half-bye = Half-point bye
ui-score-zero-bye = Zero-point bye
ui-tiebreaks = Tie-breaks, in order
ui-add-tiebreak = Tie-break…
ui-add = Add
ui-apply = Apply
ui-err-date = write the date as 2026-11-23 or 23/11/2026
ui-err-end-before-start = The end date is before the start date.
ui-err-points = write points as 1, 0.5 or ½
ui-round-robin = Round robin
ui-double-round-robin = Double round robin
ui-swiss-dutch = Swiss (FIDE Dutch)

## Tie-breaks (issue 5)
ui-tb-preset-swiss = Swiss individual
ui-tb-preset-round-robin = Round robin
ui-tb-preset-f10 = 1992 rules (F10)
ui-tb-presets = Presets:
ui-tb-code = MTB26 code
ui-tb-add-code = Add code
ui-tb-no-buchholz-round-robin = Buchholz tie-breaks (BH, FB, AOB) are not allowed in a round robin (C.07 2026, art. 8.1).
ui-tb-edition = Tie-break rules
ui-tb-edition-by-date = By start date
ui-tb-edition2024 = 2023/2024 edition
ui-tb-edition2026 = 2026 edition
ui-tb-details = Details
ui-tb-details-of = How the values of { $name } were made
ui-tb-close = Close details
ui-tb-round = Round
ui-tb-cut = cut
ui-tb-refused = Tie-break refused
## Rating changes in the window (issue 37)
ui-rating-section = Ratings
ui-rating-list = Rated for the list
ui-rating-show-change = Show the rating change (Rtg +/-) in the standings
ui-rating-k-factors = K factor set by hand (where Torneo cannot know it: games rated before the event, a published rating of 2400 in the past)
ui-rating-k-by-rule = By the rules
ui-rating-change-short = Rtg +/-
ui-rating-of = Rating change of { $name }
ui-rating-opponent = Opponent
ui-rating-result = Result
ui-rating-expected = Exp.
ui-rating-change = +/-
ui-rating-total = Total
ui-rating-new = New rating
ui-rating-performance = Performance (ARO, TPR)

# Shared words of explanations and messages
player-ref = { $name } ({ $number })
player-ref-unnamed = no. { $number }
colour = { $colour ->
    [white] White
   *[black] Black
}
preference-strength = { $strength ->
    [absolute] absolute
    [strong] strong
    [mild] mild
   *[none] none
}

# Pairing explanations: the FIDE Dutch system (C.04.3)
explain-dutch-round = Round { $round } is paired by the FIDE Dutch system ({ $edition ->
    [2017] C.04.3, 2017 edition
   *[other] C.04.3, 2026 edition
}): { $players } players in { $brackets ->
    [one] one bracket
   *[other] { $brackets } brackets
} (scoregroups { $scoregroups }), paired from the top down.
explain-accelerated = Accelerated pairing (C.04.7): the scores used for pairing include virtual points.
explain-no-floats = Every pair is made of players with the same score: no floats.
explain-floating-down = Floating down to a lower scoregroup ({ $edition ->
    [2017] C.04.3 A.4
   *[other] C.04.3 1.4
}): { $players }.
explain-bye-odd-field = Odd number of players: { $player } gets the pairing-allocated bye ({ $edition ->
    [2017] C.04.1.c
   *[other] C.04.1 art. 3
}).
explain-no-bye-even-field = Even number of players: no pairing-allocated bye.
explain-no-topscorers = Last round: nobody scores more than { $threshold }, so there are no topscorers ({ $edition ->
    [2017] C.04.3 A.7
   *[other] C.04.3 1.8
}).
explain-topscorers = Last round: topscorers (more than { $threshold }, { $edition ->
    [2017] C.04.3 A.7
   *[other] C.04.3 1.8
}): { $players }. Between them and their opponents the absolute colour rule { $edition ->
    [2017] C.3
   *[other] C3
} does not apply.
explain-paired-in-bracket = Board { $board }: paired in the { $bracket }-point bracket ({ $residents ->
    [one] one player
   *[other] { $residents } players
} on that score{ $moved ->
    [0] {""}
   *[other] , plus { $moved } moved down from above
}).
explain-floats = { $high }, on { $high_score }, floats down to { $low }, on { $low_score }, who floats up ({ $edition ->
    [2017] C.04.3 A.4.b
   *[other] C.04.3 1.4
}).
explain-alone-in-bracket = { $player } is alone in the { $score }-point bracket: nobody there to play.
explain-no-pairing-includes = No valid pairing of the { $score }-point bracket includes { $player }: { $blocked }.
explain-odd-bracket = The { $score }-point bracket has an odd number of players ({ $size }): at least one must float ({ $edition ->
    [2017] C.5
   *[other] C6
}: as many pairs as possible).
explain-bracket-needed = No valid pairing of the { $score }-point bracket pairs all its { $size } players: the possible opponents were needed so that the rest of the round can be paired ({ $edition ->
    [2017] C.4, A.9
   *[other] C4
}) or for a better pairing by { $edition ->
    [2017] C.5–C.7
   *[other] C5–C8
}.
explain-float-along = { $players } { $count ->
    [one] floats
   *[other] float
} down from the { $score }-point bracket too.
explain-lowest-who-could-float = { $player } is the lowest-ranked player who could float: candidates are generated from the top, so the last one is left over first ({ $edition ->
    [2017] C.04.3 B.6, D
   *[other] C.04.3 art. 4
}).
explain-lower-ranked-stay = Lower-ranked { $players } { $count ->
    [one] stays in the bracket: letting them float instead
   *[other] stay in the bracket: letting one of them float instead
} would be worse by the criteria { $edition ->
    [2017] C.4–C.19
   *[other] C4–C21
}.
explain-floated-last-round = { $players } floated down in the previous round ({ $edition ->
    [2017] C.12
   *[other] C14
}).
explain-passed-brackets = { $player } could not be paired in the { $scores }-point { $count ->
    [one] bracket
   *[other] brackets
} either and moved down again.
explain-highest-of-scoregroup = { $player } is the highest-ranked player of the { $score }-point scoregroup: a player moved down meets the first resident that works ({ $edition ->
    [2017] C.04.3 B.3, D.1
   *[other] C.04.3 3.3, 4.2
}).
explain-higher-ranked-not-chosen = Higher-ranked players of the { $score }-point scoregroup ({ $players }) were not chosen: meeting one of them instead would have left the rest of the round worse paired ({ $edition ->
    [2017] C.4–C.19
   *[other] C4–C21
}).
explain-higher-ranked-blocked = Higher-ranked players of the { $score }-point scoregroup ({ $players }) were not chosen: { $blocked }{ $others ->
    [yes] ; the others were better paired elsewhere ({ $edition ->
        [2017] C.4–C.19
       *[other] C4–C21
    })
   *[no] {""}
}.
explain-blocked-met = { $player } has already met { $opponents } ({ $edition ->
    [2017] C.1
   *[other] C1
})
explain-blocked-forbidden = { $player } may not meet { $opponents } (forbidden pair)
explain-blocked-colour = { $opponents } must have { $colour }, as { $player } must (two absolute colour preferences, { $edition ->
    [2017] C.3
   *[other] C3
})
explain-floated-before = { $player } also floated { $direction ->
    [up] up
   *[down] down
} { $ago ->
    [1] in the previous round
   *[other] two rounds before
}; { $rules } avoid repeating it when the higher criteria allow.
explain-preference = { $player } { $colour } ({ $strength })
explain-no-preference = { $player } none (no game played yet)
explain-colour-preferences = Colour preferences: { $white }; { $black }.
explain-both-granted = Both preferences are granted ({ $edition ->
    [2017] C.04.3 E.1
   *[other] C.04.3 5.2.1
}).
explain-no-preference-takes-other = { $without } has no preference yet and takes the other colour: the preference of { $with } is granted ({ $edition ->
    [2017] C.04.3 E.1
   *[other] C.04.3 5.2.1
}).
explain-larger-colour-difference = Both preferences are absolute (possible only with a topscorer{ $edition ->
    [2017] , C.3
   *[other] , C3
}); { $winner } has the larger colour difference ({ $winner_difference } against { $loser_difference }) and gets { $colour } ({ $edition ->
    [2017] C.04.3 E.2
   *[other] C.04.3 5.2.2
}).
explain-stronger-preference = Both want { $colour }; the preference of { $winner } ({ $winner_strength }) is stronger than that of { $loser } ({ $loser_strength }) and is granted ({ $edition ->
    [2017] C.04.3 E.2
   *[other] C.04.3 5.2.2
}).
explain-colour-alternation = Both want { $colour } with the same strength; going back over their played games, the last time their colours differed ({ $back ->
    [one] one game
   *[other] { $back } games
} back) { $had_white } had White, so now gets Black ({ $edition ->
    [2017] C.04.3 E.3
   *[other] C.04.3 5.2.3
}).
explain-higher-ranked-preference = Both want { $colour } with the same strength and the same colour history; { $higher } ranks higher (score, then pairing number, { $edition ->
    [2017] C.04.3 A.2
   *[other] C.04.3 1.2
}) and gets the preference ({ $edition ->
    [2017] C.04.3 E.4
   *[other] C.04.3 5.2.4
}).
explain-pairing-number-parity = Neither has a preference: { $higher } ranks higher and has the { $odd ->
    [yes] odd
   *[no] even
} pairing number { $number }, so gets { $odd ->
    [yes] the initial colour
   *[no] the opposite of the initial colour
}, { $colour } ({ $edition ->
    [2017] C.04.3 E.5
   *[other] C.04.3 5.2.5
}; initial colour { $initial }).
explain-preference-not-granted = { $player } does not get { $colour } ({ $strength ->
    [absolute] absolute: allowed only for a topscorer or a topscorer's opponent, { $edition ->
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
explain-bye-receiver = { $player } gets the pairing-allocated bye, worth { $points }: { $players } players are to be paired and one is left over ({ $edition ->
    [2017] C.04.3 A.5
   *[other] C.04.3 1.5
}).
explain-bye-lowest-score = { $score } is the lowest score in the round: the bye goes to the lowest score possible (C5).
explain-bye-nobody-below-eligible = Nobody with less than { $score } (lowest score { $lowest }) could take it: { $barred } already had a pairing-allocated bye or a win without playing (C2).
explain-bye-nobody-below-pairable = Nobody with less than { $score } (lowest score { $lowest }) could take it and leave everybody else paired without a rematch or an absolute colour conflict (C4, C5).
explain-bye-barred-below = { $players } may not have it (C2).
explain-bye-barred-in-scoregroup = In the { $score }-point scoregroup, { $players } may not have it: { $edition ->
    [2017] a pairing-allocated bye or a forfeit win already (C.2)
   *[other] a pairing-allocated bye or a win without playing already (C2)
}.
explain-bye-fewest-unplayed = { $player } has { $unplayed ->
    [one] one unplayed round
   *[other] { $unplayed } unplayed rounds
}, fewer than { $others }: the bye goes to the player with the fewest unplayed games (C9).
explain-bye-lowest-ranked = { $player } is the lowest-ranked player who could take it: the last player of the last bracket is left over first (C.04.3 art. 4).
explain-bye-lower-ranked-not-left = Lower-ranked { $players } could not be left over instead without a worse pairing of the others (C4–C21).
explain-bye-counts-as-downfloat = The bye counts as a downfloat for { $player } in the next rounds ({ $edition ->
    [2017] C.04.3 A.4.b
   *[other] C.04.3 1.4.3
}).
explain-bye-left-over-2017 = { $player } is the player the last bracket leaves over once its pairs are chosen by C.5–C.19: the 2017 text gives the bye to whoever is left there, with no rule for the lowest score (C.04.3 2017, A.9; the lowest score is C5 of the 2026 text).

# Players not paired in a round (C.04.2)
explain-withdrawn = { $player } is not paired: withdrawn from the tournament (C.04.2 3.2).
explain-enters-later = { $player } is not paired: enters the tournament in round { $round } (C.04.2 2.4).
explain-requested-bye = { $player } is not paired: { $kind ->
    [half] has a half-point bye
    [full] has a full-point bye
   *[zero] is absent (zero-point bye)
} in this round (C.04.2 3.3).

# Round robin (C.05 Annex 1)
explain-berger-round = Round { $round } is round { $table_round } of the Berger table for { $size } players (FIDE C.05 Annex 1): the pairing numbers drawn by lot decide every pairing.
explain-cycle = Cycle { $cycle } of { $cycles }.
explain-cycle-colours-reversed = Every cycle after the first reverses the colours of the one before.
explain-last-two-rounds-swapped = The last two rounds of the cycle are swapped, as FIDE recommends for a double round robin, so that nobody has the same colour three times running.
explain-berger-board = Board { $board }: the table pairs number { $white } (White) with number { $black } (Black).
explain-berger-rest = Number { $number } rests: the table pairs it with number { $bye }, which no player has (odd number of players).
explain-round-heading = Round { $round }

# Pairing engines: why there is no pairing
pairing-no-valid-pairing = no valid pairing exists: { $why }
pairing-not-implemented = the { $system } pairing system is not implemented yet
pairing-cannot-pair = cannot pair: { $problem }
pairing-cancelled = pairing cancelled
pairing-no-complete-pairing = the players cannot all be paired without a rematch, a forbidden pair or an absolute colour conflict
pairing-no-bye-receiver = no player who may receive the pairing-allocated bye can be left unpaired
pairing-round-zero = rounds are numbered from 1
pairing-round-too-early = round { $round } cannot be paired before round { $next }
pairing-round-beyond-schedule = round { $round } does not exist: the schedule has rounds 1 to { $last }
pairing-too-many-players = too many players
pairing-too-large = too many players or rounds for the pairing weights
pairing-weight-not-carried = an internal limit of the pairing weights was reached
pairing-engine-stopped = the pairing engine stopped unexpectedly
pairing-too-few-players = a round robin needs at least 2 players
pairing-number-out-of-range = { $name } has pairing number { $number }; draw the lots first (numbers 1 to { $count } are needed)
pairing-number-shared = { $first } and { $second } share the pairing number { $number }

# Refusals: a change the session does not make
refusal-system-locked = the pairing system cannot change once round 1 is paired
refusal-scoring-locked = the scoring cannot change once round 1 is paired
refusal-rounds-already-paired = { $paired } rounds are already paired
refusal-player-needs-name = a player needs a name
refusal-no-players-to-add = no player to add: every row of the list has an error or was left out
refusal-round-robin-players-fixed = a round robin's players are fixed once round 1 is paired
refusal-no-such-player = player { $player } does not exist
refusal-paired-player-not-removable = a player who has been paired cannot be removed: withdraw them instead
refusal-rounds-numbered-from-one = rounds are numbered from 1
refusal-round-already-paired = round { $round } is already paired
refusal-pab-not-requestable = a pairing-allocated bye cannot be requested
refusal-round-robin-numbers-fixed = a round robin's pairing numbers cannot change once round 1 is paired
refusal-lots-after-round-one = the lots are drawn before round 1 is paired
refusal-pairing-numbers-fixed = pairing numbers cannot change once round 1 is paired
refusal-results-missing = round { $round } still has results to enter
refusal-wrong-next-round = the next round is { $expected }, not { $found }
refusal-no-round-to-delete = there is no round to delete
refusal-no-such-round = round { $round } does not exist
refusal-no-such-board = round { $round } has no board { $board }
refusal-paired-with-themself = a player cannot be paired with themself anyway
refusal-lots-too-few-players = the drawing of lots needs at least 2 players
refusal-lots-too-many-players = too many players for a drawing of lots
refusal-lots-envelopes-exhausted = the Varma envelopes ran out of numbers before every player had drawn
refusal-changed-while-pairing = the tournament changed while round { $round } was being paired: pair it again
refusal-all-rounds-paired = every round is paired
refusal-beyond-announced = round { $round } is beyond the { $announced } rounds announced

# Checker: rules a pairing breaks
violation-paired-twice = { $player } is paired more than once
violation-not-paired = { $player } is neither paired nor given a bye
violation-paired-while-absent = { $player } is paired in a round they do not play
violation-rematch = { $first } and { $second } already played each other in round { $round } (C.04.3 C1)
violation-several-pabs = more than one pairing-allocated bye
violation-pab-not-allowed = { $player } cannot get the pairing-allocated bye: they already had one or scored a win without playing (C.04.3 C2)
violation-colour-limit = { $player } cannot have { $colour } again: colour difference beyond 2 or three times the same colour (C.04.1 arts. 6-7)
violation-forbidden-pair = { $first } and { $second } must not be paired (forbidden pair)

# Session and tournament errors
save-failure-document = file not written: { $detail }
save-failure-recovery = recovery copy not written: { $detail }
save-failure-crashed = the autosave writer failed unexpectedly
window-cannot-open = torneo: cannot open the window: { $detail }
session-no-path = the tournament has no file yet: use Save as…
tournament-unknown-player = player { $player } does not exist
tournament-player-twice-in-round = round { $round }: player { $player } appears more than once
tournament-self-pairing = round { $round }: player { $player } is paired against themself
tournament-forbidden-against-self = player { $player } is forbidden to meet themself
tournament-too-many-rounds = the tournament announces { $rounds } rounds, more than the { $limit } Torneo can hold
team-duplicate-id = two teams share the id { $team }
team-duplicate-pairing-number = two teams share the pairing number { $number }
team-unknown = team { $team } does not exist
team-unknown-player = player { $player } of a team roster does not exist
team-player-in-two-teams = player { $player } is on the rosters of both { $first } and { $second }
team-twice-in-round = round { $round }: team { $team } appears more than once
team-not-on-roster = round { $round }: player { $player } plays for team { $team } without being on its roster
team-round-number = team round { $found } is stored where round { $expected } should be
team-more-rounds = the teams have { $team_rounds } rounds paired, the players only { $rounds }
team-score-match = match points
team-score-game = game points
team-tiebreak-secondary = the other score: { $score } (C.07 13.1)
team-tiebreak-direct-encounter = direct encounter among the tied teams (C.07 6, 13.3)
team-tiebreak-buchholz = Buchholz: the opponents' { $score } (C.07 8.1)
team-tiebreak-buchholz-cut = Buchholz without the lowest opponent: the opponents' { $score } (C.07 8.1, 14.1)
team-tiebreak-sonneborn-berger = extended Sonneborn-Berger: each opponent's { $opponent } times own { $own } against it (C.07 13.2)
tournament-round-out-of-range = { $what ->
    [virtual-points] the virtual points
    [requested-bye] a requested bye
    [first-round] the first round
    [withdrawal] the withdrawal
   *[score-adjustment] a score adjustment
} of player { $player } names round { $round }, beyond round { $limit }, the last this tournament can have
tournament-round-number = round { $found } is stored where round { $expected } should be
tournament-duplicate-id = two players share the id { $player }
tournament-duplicate-pairing-number = two players share the pairing number { $number }

## Rating changes (crate torneo-rating, issue 37; FIDE B.02)

rating-list-name = { $list ->
    [rapid] Rapid
    [blitz] Blitz
   *[standard] Standard
}
rating-k-set = K { $k } (set by the arbiter)
rating-k-junior = K { $k } (until the end of the year of the 18th birthday, rating under 2300)
rating-k-below-2400 = K { $k } (rating under 2400; assumed: 30 games completed, never published at 2400)
rating-k-below-2400-no-birth-date = K { $k } (rating under 2400; no birth date or event date: taken as an adult; assumed: 30 games completed, never published at 2400)
rating-k-from-2400 = K { $k } (rating 2400 or more)
rating-k-lowered = lowered from { $rule }: K × games may not exceed 700
rating-initial-no-games = no game against a rated opponent
rating-initial-zero-score = zero score: disregarded (B.02 8.2)
rating-initial = initial rating { $rating }
rating-initial-capped = limited to { $maximum }
rating-initial-fewer-games = published after { $needed } games against rated opponents (here { $games })
rating-initial-below-floor = under { $floor }: not published
rating-note-not-rated-game = Round { $round } against { $opponent } ({ $rating }): not rated, the players are 600 points or more apart and one is rated above 2600 (FIDE Rapid and Blitz Rating Regulations 7.3.1, from 1 December 2024)
rating-note-below-floor = Rating after the event { $rating }, under { $floor }: shown as unrated on the next list (FIDE B.02 7.2.1)
rating-new-unrated = unrated
ui-doc-rating-report = Rating changes
report-title-rating-changes = Rating changes after round { $round } ({ $list })
report-rating-column = { $column ->
    [round] Rd
    [k] K
    [games] Games
    [score] Score
    [expected] Exp.
    [change] +/-
    [new-rating] New rtg
    [aro] ARO
    [tpr] TPR
   *[rating-change] Rtg +/-
}
report-rating-total = Total
cli-help-ratings = Print each player's rating change (FIDE B.02), game by game
cli-help-ratings-round = Count rounds 1 to this one (default: up to the last round with a result)
report-rating-note = Estimated by Torneo with the FIDE Rating Regulations (B.02: table 8.1, K factor 8.3.3, 400-point rule 8.3.1, rounding 8.3.4; initial ratings 8.2). FIDE computes the official ratings from the tournament report.

# Tie-breaks
tiebreak-name = { $kind ->
    [PTS] Points
    [DE] Direct encounter
    [WIN] Number of wins
    [WON] Number of games won
    [BPG] Games played with Black
    [BWG] Games won with Black
    [PS] Progressive scores
    [REP] Rounds elected to play
    [STD] Standard points
    [TPN] Tournament pairing number
    [BH] Buchholz
    [AOB] Average of opponents' Buchholz
    [FB] Fore Buchholz
    [SB] Sonneborn-Berger
    [KS] Koya system
    [ARO] Average rating of opponents
    [TPR] Tournament performance rating
    [PTP] Perfect tournament performance
    [APRO] Average performance rating of opponents
    [APPO] Average perfect performance of opponents
    [RTNG] Rating
   *[OTHER_F10] Games among the players tied for first place (1992 rules, F10)
}
tiebreak-code-empty = empty tie-break code
tiebreak-code-unknown = unknown tie-break "{ $code }"
tiebreak-code-unsupported = tie-break "{ $code }" is a FIDE tie-break Torneo does not compute
tiebreak-modifier-unknown = tie-break "{ $code }": unknown modifier "/{ $modifier }"
tiebreak-modifier-not-allowed = tie-break "{ $code }": modifier "/{ $modifier }" does not apply to { $name }
tiebreak-modifier-twice = tie-break "{ $code }": modifier "/{ $modifier }" given twice
tiebreak-line-opponent = opponent { $amount }
tiebreak-line-dummy = { $edition ->
    [virtual] virtual opponent (2009)
   *[dummy] dummy opponent (art. 16.4)
} { $amount }{ $voluntary ->
    [yes] {" "}(voluntary unplayed round)
   *[no] {""}
}
tiebreak-line-rating = rating { $rating }, scored { $scored }
tiebreak-summary-opponent-scores = { $name }: opponents' adjusted scores (art. 16.3){ $sb ->
    [yes] {" "}× points scored against them
   *[no] {""}
}{ $cut ->
    [yes] ; struck-out rounds are cut (art. 14, 16.5)
   *[no] {""}
}
tiebreak-summary-unrated = Not used: some players are unrated and no rating is set for them (/U)
tiebreak-summary-over-the-board = { $name }: games played over the board only (art. 10)
tiebreak-buchholz-in-round-robin = { $code }: { $name } is not allowed in a round robin (C.07 2026, note to art. 8.1); use a direct encounter or a Sonneborn-Berger instead

# Command line
cli-unknown-command = unknown command `{ $command }`; the commands are: { $commands }
cli-beyond-announced = round { $round } is beyond the { $announced } rounds announced (XXR/142); pass --force to pair it anyway
cli-generate-bounds = --players must be 2 to 9999 and --lowest at most --highest
cli-no-such-player = No player has pairing number { $number }.
cli-output-extension = { $path }: the output must end in .pdf or .html
cli-no-data-folder = there is no data folder (HOME is not set): pass --database
cli-no-column-mapping = no column mapping in { $path }: set one in the window (File → Rating list → Import national list…) or pass --mapping
cli-tiebreaks = --tiebreaks: { $reason }
cli-output = could not write to the standard output: { $reason }
cli-argument-unknown = there is no option `{ $argument }`
cli-argument-unknown-suggestion = there is no option `{ $argument }`; did you mean `{ $suggestion }`?
cli-argument-invalid-value = `{ $value }` is not a valid value for { $argument }
cli-argument-invalid-value-choices = `{ $value }` is not a valid value for { $argument }: use { $valid }
cli-argument-missing = missing: { $arguments }
cli-argument-missing-command = a command is needed: { $commands }
cli-argument-conflict = { $argument } cannot be used together with { $other }
cli-argument-other = the command line cannot be read at `{ $detail }`
cli-argument-help = { $problem } (see `torneo --help`)
cli-check-same = round { $round }: same pairing
cli-check-differs = round { $round }: differs; recorded only: { $recorded }; engine only: { $engine }
cli-check-edition = Dutch system, { $edition } edition ({ $why })
cli-check-edition-unavailable = Dutch system: the file calls for the { $edition } edition ({ $why }), which Torneo cannot pair yet; checked with the { $used } edition, so a round may differ only because the editions differ
cli-check-edition-flag = chosen with --edition
cli-check-edition-file-code = named by the file's 192 record
cli-check-edition-setting = the tournament's setting
cli-check-edition-start-date = in force on the start date, { $date }
cli-check-edition-no-start-date = the file gives no start date: the edition in force now
cli-standings-rank = Rank
cli-standings-number = No
cli-standings-name = Name
cli-standings-points = Pts
cli-standings-team = Team
cli-standings-match-points = MP
cli-standings-game-points = GP
cli-standings-games = Games
cli-board-standings = Board { $board } (at least { $games } games)
cli-help-template = {"{"}about-with-newline{"}"}
    Usage: {"{"}usage{"}"}

    {"{"}all-args{"}"}{"{"}after-help{"}"}
cli-help-flag-help = Print this help
cli-help-flag-version = Print the version
cli-help-heading-commands = Commands
cli-help-heading-options = Options
cli-help-heading-arguments = Arguments
cli-help-value-command = COMMAND
cli-help-values = {" "}(values: { $values })
cli-help-default = {" "}(default: { $value })
cli-help-torneo = Chess tournament manager: pairing engines, TRF, standings. Without a command it opens the window.
cli-help-arg-lang = The language of messages, explanations and help (default: the system locale)
cli-help-arg-dutch = FIDE Dutch system (C.04.3)
cli-help-arg-burstein = FIDE Burstein system
cli-help-arg-dubov = FIDE Dubov system
cli-help-arg-lim = FIDE Lim system
cli-help-arg-amalfi = Italian federation Amalfi system
cli-help-arg-italo_svizzero = Italian federation Italo-Svizzero system
cli-help-arg-double_swiss = FIDE Double-Swiss system (C.04.5): each round a two-game match
cli-help-arg-round_robin = Round robin (Berger tables); the cycles come from the file's 192 code
cli-help-arg-team_swiss = FIDE Team Swiss (C.04.6), for a team event: its preference type and primary score come from the file
cli-help-arg-input = The tournament: a TRF file or a Torneo .ron file
cli-help-arg-trf26 = Write TRF-26 instead of TRF-16
cli-help-pair = Pair the next round of a TRF file and write the pairing (engine answer format)
cli-help-pair-output = Write the pairing to this file (standard output when absent)
cli-help-pair-explain = After the pairing, print why each board came out as it did
cli-help-pair-force = Pair the round even when it comes after the number of rounds the file announces (XXR/142)
cli-help-check = Pair every round again and report where the recorded pairing differs
cli-help-generate = Generate a random tournament
cli-help-generate-players = Number of players
cli-help-generate-rounds = Number of rounds (a round robin uses the number its table needs)
cli-help-generate-seed = Seed of the random draw (the same seed gives the same tournament)
cli-help-generate-output = The file to write (.trf or .ron)
cli-help-generate-draw_rate = Percent of games drawn
cli-help-generate-forfeit_rate = Percent of games forfeited
cli-help-generate-half_point_bye_rate = Percent of players asking for a half-point bye, per round
cli-help-generate-zero_point_bye_rate = Percent of players announcing an absence (zero-point bye), per round
cli-help-generate-withdrawal_rate = Percent of players withdrawing, per round
cli-help-generate-late_entries = Percent of players entering after round 1
cli-help-generate-lowest = Lowest rating
cli-help-generate-highest = Highest rating
cli-help-standings = Print the standings with the given tie-breaks
cli-help-norms = Check every player's title norms (FIDE B.01 1.4): a summary, then the detail of each norm
cli-help-norms-player = The pairing number of the one player to check
cli-help-standings-tiebreaks = Tie-break codes (FIDE C.07, as in TRF-26), comma-separated; the file's when absent
cli-help-convert = Convert between .trf and .ron
cli-help-convert-output = The file to write (.trf or .ron)
cli-help-print = Print a document (pairings, result slips, standings, ...) as PDF or HTML
cli-help-print-document = The document: pairings, pairings-by-name, result-slips, standings, crosstable, players, check-in, schedule, report, rating-report, norms, category-standings, prizes; for a team event team-pairings, match-slips, team-standings, board-standings, team-crosstable
cli-help-print-round = The round (default: the last paired round; standings and crosstable: the last round with results)
cli-help-print-paper = The paper size
cli-help-print-order = The players list's order
cli-help-print-output = The file to write: .pdf or .html
cli-help-print-tiebreaks = Team standings and crosstable: the team tie-breaks, comma-separated (EDE, BH:MP/C1, EMGSB, …); the event's when absent
cli-help-print-minimum_games = Board standings: the fewest games on a board to be ranked (default: half the rounds, rounded up)
cli-help-print-match_points = Team crosstable: each cell the match points instead of the game points
cli-help-rating-list = Import or search the FIDE or national rating list
cli-help-rating-list-import = Import a rating list (FIDE TXT or XML; with --national, a national list read through the column mapping saved by the window or given with --mapping)
cli-help-rating-list-import-file = The list's file
cli-help-rating-list-import-mapping = The national list's column mapping (a .ron file as the window saves it)
cli-help-rating-list-search = Search the list: a surname prefix ("carlsen", "rossi m") or an id
cli-help-rating-list-search-query = A surname prefix or an id
cli-help-rating-list-search-limit = At most this many matches
cli-help-arg-national = The national list rather than the FIDE list
cli-help-arg-database = The database file (default: the window's, in the user's data folder)

# Files
file-action = { $action ->
    [read] read
    [write] write
    [save-over] save over
    [look-at] look at
    [write-temporary-in] write a temporary file in
    [replace] replace
    [make-backup-in] make a backup in
    [keep-previous-version-as] keep the previous version as
   *[create-folder] create the folder
}
file-io = could not { $action } { $path }: { $reason }
file-damaged = the file is damaged at line { $line }, column { $column }: { $detail }
file-not-torneo = this is not a Torneo tournament file ({ $reason })
file-format-empty = the file is empty
file-format-undeclared = it does not declare format: "{ $expected }"
file-format-other = it declares the format "{ $found }", not "{ $expected }"
file-format-no-version = it does not declare its format version
file-too-new = this file was written by a newer version of Torneo (file format { $version }; this version reads up to format { $current }): update Torneo to open it
file-unsupported-version = file format version { $version } is not supported
file-inconsistent = the tournament in the file is inconsistent: { $detail }
file-not-serialized = could not write the tournament as text: { $detail }
file-trf-content = { $path }: { $detail }

# Rating lists (issue 13: the FIDE and national rating lists)
rating-list-field = { $field ->
    [id] id
    [fide-id] FIDE id
    [name] name
    [first-name] first name
    [federation] federation
    [title] title
    [sex] sex
    [standard] standard rating
    [rapid] rapid rating
    [blitz] blitz rating
   *[birth-year] birth year
}
rating-list-line = line { $line }
rating-list-record = record { $record }
rating-list-too-short = { $position }: the line ends before the { $field }
rating-list-missing = { $position }: no { $field }
rating-list-not-valid = { $position }: "{ $text }" is not a valid { $field }
rating-list-too-few-fields = { $position }: the line has { $found } fields, the mapping reads field { $wanted }
rating-list-xml-record = { $position }: the XML cannot be read ({ $detail })
rating-list-read = could not read { $path }: { $reason }
rating-list-not-fide = the first line is not the header of a FIDE rating list (it needs the columns ID and Name): "{ $header }"
rating-list-empty = the file is empty
rating-list-xml = the XML list cannot be read: { $detail }
rating-list-database = the rating list database { $path } cannot be used: { $detail }
rating-list-no-database = no rating list has been imported yet ({ $path } does not exist): import one first
rating-list-cancelled = import cancelled: the previous list is unchanged
rating-list-mapping-unmapped = the column mapping does not say which column holds the { $field }
rating-list-mapping-wrong-kind = the { $field } column must be a field number for a CSV list and a range of characters (such as 16-76) for a fixed-width list
rating-list-mapping-unreadable = the saved column mapping cannot be read: { $detail }
rating-list-month = { $month } ({ $source ->
    [file-name] from the file name
    [header] from the header
   *[file-date] from the file's date
})
rating-list-month-unknown = month unknown
rating-list-imported = { $players } players imported from { $file }, list of { $month }; { $skipped ->
    [0] no line skipped
    [one] 1 line skipped
   *[other] { $skipped } lines skipped
}
# Entry lists (issue 33: players registered from a pasted block, a CSV or a spreadsheet)
entry-list-field = { $field ->
    [name] name
    [first-name] first name
    [rating] rating
    [national-rating] national rating
    [fide-id] FIDE ID
    [federation] federation
    [club] club
    [birth] birth date
    [sex] sex
   *[title] title
}
entry-list-separator = { $separator ->
    [tab] tab
    [semicolon] semicolon
    [comma] comma
   *[none] none (one column)
}
entry-list-line = line { $line }
entry-list-row = row { $row }
entry-list-missing-name = no name
entry-list-bad-rating = "{ $text }" is not a { $field } (a number up to 3500)
entry-list-bad-fide-id = "{ $text }" is not a FIDE ID (digits only)
entry-list-bad-date = "{ $text }" is not a birth date (1990-03-02, 02/03/1990, 02.03.1990 or a year)
entry-list-bad-federation = "{ $text }" is not a federation (three letters, such as ITA)
entry-list-unknown-title = "{ $text }" is not a FIDE title (GM, IM, FM, CM, WGM, WIM, WFM, WCM)
entry-list-unknown-sex = "{ $text }" is not a sex (M or F)
entry-list-row-error = { $position }: { $problems }
entry-list-read = could not read { $path }: { $reason }
entry-list-text = line { $line } cannot be read: { $detail }
entry-list-workbook = the spreadsheet cannot be opened: { $detail }
entry-list-no-such-sheet = the spreadsheet has no sheet "{ $name }" (its sheets: { $sheets })
entry-list-empty = the list has no row with text
entry-list-windows-1252 = The file is not UTF-8: it was read as Windows-1252 (Western European). Check the accented letters.
entry-list-utf16 = The file is UTF-16 text (Excel's "Unicode text").
entry-list-columns-from-header = Columns recognised from the header.
entry-list-columns-ignored = Columns recognised from the header; not read: { $columns }.
entry-list-column = column { $column } { $field }
entry-list-columns-assumed = The list has no header: the columns were assumed ({ $columns }). Check them before adding the players.
entry-list-same-fide-id = same FIDE ID { $id }
entry-list-same-name-and-birth = same name and birth date
entry-list-same-name-only = same name, and no birth date to tell them apart
entry-list-duplicate-row = { $position } is the same player as { $other } ({ $by })
entry-list-duplicate-registered = { $position } is the same player as registered player n. { $number } { $name } ({ $by })
entry-list-filled-field = { $field ->
    [fide-id] FIDE ID
    [rating] rating
    [national-rating] national rating
    [federation] federation
    [title] title
    [sex] sex
   *[birth-year] birth year
}
entry-list-filled = { $list ->
    [fide] FIDE list
   *[national] National list
} ({ $by ->
    [fide-id] by FIDE ID
   *[name] by name
}): filled in { $fields }
entry-list-nothing-filled = { $list ->
    [fide] FIDE list
   *[national] National list
} ({ $by ->
    [fide-id] by FIDE ID
   *[name] by name
}): found, nothing to fill in
entry-list-not-in-fide-list = FIDE ID { $id } is not in the FIDE list
entry-list-several-named = { $list ->
    [fide] FIDE list
   *[national] National list
}: several players have this name, nothing filled in
entry-list-summary = { $included ->
    [one] 1 player
   *[other] { $included } players
} to add; rows with errors: { $errors }; duplicates: { $duplicates }; left out: { $left }

ui-rating-list-menu = Rating list
ui-import-fide-list = Import FIDE list…
ui-import-national-list = Import national list…
ui-update-ratings-from-list = Update ratings from the list…
ui-importing-list = Importing { $file }
ui-cannot-import-list = Cannot import the rating list
ui-list-matches = From the rating list (↓ ↑ to choose, Enter or a click fills the form, Esc hides):
ui-no-list-yet = No rating list yet: File → Rating list → Import FIDE list…
ui-list-of = list of { $month }
ui-rating-update-title = Update ratings from the list
ui-rating-update-intro = { $n ->
    [one] 1 rating changes:
   *[other] { $n } ratings change:
}
ui-nothing-to-update = Every registered player with a FIDE id already has the list's rating
ui-ratings-updated = { $n ->
    [one] 1 rating updated
   *[other] { $n } ratings updated
} (Edit → Undo to go back)
ui-unrated = unrated
ui-mapping-title = National list columns
ui-mapping-intro = Say once which column holds what: Torneo keeps it for the next imports. CSV: field numbers from 1. Fixed width: character ranges such as 16-76. Leave blank what the list does not have.
ui-layout-csv = CSV (separated fields)
ui-layout-fixed = Fixed width
ui-separator = Separator
ui-header-lines = Lines before the first player
ui-column-id = Id
ui-column-name = Name (or surname)
ui-column-first-name = First name
ui-column-rating = Rating
ui-column-birth-year = Birth year
ui-mapping-save-and-choose = Save and choose the file…
ui-mapping-bad-column = Not a column: { $field }
# Printing: the documents (issue 12, report-documents)
report-page = page { $page } of { $pages }
report-chief-arbiter = Chief arbiter: { $name }
report-round = Round { $round }
report-round-of = Round { $round } of { $rounds }
report-dates = { $start } – { $end }
report-title-pairings = Pairings, round { $round }
report-title-pairings-by-name = Pairings by name, round { $round }
report-title-result-slips = Result slips, round { $round }
report-title-standings = Standings after round { $round }
report-title-standings-before-start = Standings before round 1
report-title-final-standings = Final standings
report-title-crosstable = Crosstable after round { $round }
report-title-players = List of players
report-title-check-in = Check-in list
report-title-schedule = Round-robin schedule
report-title-report = Tournament report
report-column = { $column ->
    [board] Bd
    [number] No.
    [title] Title
    [name] Name
    [white] White
    [black] Black
    [rating] Rtg
    [points] Pts
    [result] Result
    [reason] Reason
    [colour] Colour
    [opponent] Opponent
    [place] Place
    [rank] Rk
    [federation] Fed
    [club] Club
    [category] Cat.
    [fide-id] FIDE ID
    [present] Present
   *[paid] Amount paid
}
report-colour = { $colour ->
    [white] White
   *[black] Black
}
report-colour-letter = { $colour ->
    [white] w
   *[black] b
}
report-bye = { $kind ->
    [pairing-allocated] Pairing-allocated bye
    [full-point] Full-point bye
    [half-point] Half-point bye
   *[zero-point] Zero-point bye
}
report-not-playing = { $reason ->
    [withdrawn] Withdrawn
    [not-entered] Enters in a later round
    [rests] Rests this round
   *[absent] Not paired
}
report-heading-not-playing = Byes and players not playing
report-withdrawn-mark = { $female ->
    [yes] (withdrawn)
   *[no] (withdrawn)
}
report-slip-heading = Round { $round } – Board { $board }
report-slip-white = White: { $player }
report-slip-black = Black: { $player }
report-signature-white = White's signature
report-signature-black = Black's signature
report-heading-tiebreaks = Tie-breaks
report-tiebreak-item = { $name } ({ $code })
report-crosstable-legend = Each round: the opponent's rank, w (White) or b (Black), the result (1 ½ 0; + − forfeits). Byes: U pairing-allocated, F full-point, H half-point, Z zero-point; - not paired.
report-grid-legend = Results read along the row; × is the player's own cell; + − are forfeits. SB: Sonneborn-Berger.
report-heading-round = Round { $round }
report-rests = rests
report-field = { $field ->
    [tournament] Tournament
    [place] Place
    [venue] Venue
    [dates] Dates
    [federation] Federation
    [system] Pairing system
    [rounds] Rounds
    [time-control] Time control
    [tiebreaks] Tie-breaks
    [chief-arbiter] Chief arbiter
    [deputy-arbiters] Deputy arbiters
    [organiser] Organiser
   *[players] Players
}
report-system-round-robin = { $cycles ->
    [1] Round robin (Berger tables)
    [2] Double round robin (Berger tables)
   *[other] Round robin, { $cycles } cycles (Berger tables)
}
report-system-swiss = { $system ->
    [dutch] Swiss, FIDE Dutch system
    [burstein] Swiss, Burstein system
    [dubov] Swiss, Dubov system
    [lim] Swiss, Lim system
    [amalfi] Amalfi system (Italian federation)
    [double-swiss] Double-Swiss, FIDE system (two-game matches)
   *[italo-svizzero] Italo-Svizzero system (Italian federation)
}
report-heading-crosstable = Crosstable
report-error-no-round-paired = no round has been paired yet
report-error-round-not-paired = round { $round } is not paired (rounds paired: { $paired })
report-error-schedule-for-swiss = the round-robin schedule exists only for a round robin, and this tournament is a Swiss
report-error-schedule-too-few-players = the round-robin schedule needs at least 2 players
report-error-schedule-pairing-numbers = the round-robin schedule needs pairing numbers 1 to { $count }: { $name } has { $number } (draw the lots first)

# Printing: PDF, the Print dialog and torneo print (report-pdf)
pdf-error-font = the font embedded in Torneo cannot be read
pdf-error-page-size = the page size is not valid
pdf-error-writer = the PDF could not be written: { $reason }
print-error-open = the PDF was saved as { $path } but could not be opened: { $reason }
print-error-stopped = printing stopped unexpectedly
ui-print-ellipsis = Print…
ui-print-title = Print
ui-print-document = Document
ui-print-round = Round
ui-print-last-round = Last round
ui-print-paper = Paper
ui-print-order = Order
ui-print-order-number = Pairing number
ui-print-extra-columns = Category, federation and club columns
ui-print-crosstable-match-points = Match points in the cells
ui-print-save-pdf = Save PDF…
ui-print-open-pdf = Open
ui-print-close = Close
ui-print-preparing = Preparing the document…
ui-print-more-slips = … and { $n } more slips in the PDF
ui-print-saved = PDF saved: { $file }
ui-cannot-print = Cannot print
ui-print-pairings = Print pairings
ui-print-result-slips = Print result slips
ui-print-team-pairings = Print team pairings
ui-print-match-slips = Print match slips
ui-doc-pairings = Pairings by board
ui-doc-pairings-by-name = Pairings by name
ui-doc-result-slips = Result slips
ui-doc-standings = Standings
ui-doc-crosstable = Crosstable
ui-doc-players = Players list
ui-doc-check-in = Check-in list
ui-doc-schedule = Round-robin schedule
ui-doc-report = Tournament report
ui-doc-norms = Title norms
ui-venue = Venue
ui-organiser = Organiser
ui-deputy-arbiters = Deputy arbiters (separated by ;)
# TRF import: typed errors and the warnings of a lenient reading (branch trf-lenient)
trf-error = { $place } ({ $field }): { $problem }
trf-place-file = file
trf-place-line = line { $line }
trf-place-column = line { $line }, column { $column }
trf-place-columns = line { $line }, columns { $first }-{ $last }
trf-field = { $field ->
    [starting-rank] starting rank
    [sex] sex
    [title] title
    [name] name
    [rating] FIDE rating
    [federation] federation
    [fide-id] FIDE ID
    [birth-date] birth date
    [points] points
    [rank] rank
    [separator] separator
    [tournament-name] tournament name
    [city] city
    [chief-arbiter] chief arbiter
    [time-control] time control
    [start-date] start date
    [end-date] end date
    [number-of-rounds] number of rounds
    [initial-colour] initial colour
    [tournament-type] tournament type
    [tiebreaks] tie-breaks
    [scoring-symbol] scoring symbol
    [scoring-points] scoring points
    [configuration-option] XXC option
    [scoring-value] XXS value
    [point-value] point value
    [bye-type] bye type
    [round] round
    [first-round] first round
    [last-round] last round
    [pairing-number] pairing number
    [pairing-numbers] pairing numbers
    [first-pairing-number] first pairing number
    [last-pairing-number] last pairing number
    [virtual-points] virtual points
    [adjustment-type] type of abnormal points
    [number-of-pairs] number of pairs
    [pair] pair
    [record-code] record code
   *[tournament] tournament
}
trf-field-round-opponent = round { $round } opponent
trf-field-round-colour = round { $round } colour
trf-field-round-result = round { $round } result
trf-not-whole-number = '{ $text }' is not a whole number
trf-too-large = '{ $text }' is too large
trf-out-of-range = '{ $text }' is not from { $min } to { $max }
trf-not-points = '{ $text }' is not a number of points with at most one decimal (like 2.5)
trf-missing = missing
trf-unknown-letter = '{ $letter }' is not one of { $expected }
trf-unknown-word = '{ $word }' is not one of { $expected }
trf-not-code-value = '{ $text }' is not CODE=VALUE
trf-not-pairing-number = '{ $text }' is not a pairing number
trf-not-title = '{ $text }' is not a FIDE title (GM IM WGM FM WIM CM WFM WCM)
trf-not-date = '{ $text }' is not a date
trf-out-of-columns = expected blank, found '{ $found }': a field is out of its columns
trf-contradicts = '{ $value }' contradicts the value given on line { $line }
trf-duplicate-starting-rank = starting rank { $number } is also on line { $line }
trf-no-such-player = there is no player with starting rank { $number }
trf-self-pairing = a player cannot be paired against themself
trf-opponent-unpaired = the opponent, starting rank { $opponent }, has no opponent in this round on line { $line }
trf-opponent-disagrees = the opponent, starting rank { $opponent }, has opponent { $theirs } in this round on line { $line }
trf-bye-with-opponent = a bye ('{ $letter }') must have opponent 0000
trf-result-needs-opponent = result '{ $letter }' needs an opponent, but the opponent is 0000
trf-same-colour = both players of this game have colour '{ $colour }' (opponent on line { $line })
trf-colours-missing = a game needs colours w and b on both lines (this line and line { $line })
trf-results-disagree = result '{ $own }' does not match the opponent's '{ $other }' on line { $line } (Torneo reads 1-0, 0-1, =-=, W-L, D-D, +/-, -/-, blank-blank)
trf-points-differ = player { $number } ({ $name }) has { $written } points in the file, but the results add up to { $computed }
trf-inconsistent = the tournament is inconsistent: { $detail }
trf-empty-answer = the answer is empty
trf-pair-count = says { $said }, but { $found } pairs follow
trf-not-a-pair = '{ $text }' is not two pairing numbers
trf-no-records = the file has no TRF record: it is empty or it is not a TRF file
trf-warning = { $place } ({ $field }): { $assumption }
trf-assumed-late-entry = player { $number }: { $missed ->
    [one] round 1 unplayed without points
   *[other] rounds 1–{ $missed } unplayed without points
}: read as a late entry in round { $round } (Amalfi 2.5: 0.5 pairing points)
trf-assumed-unknown-sex = '{ $letter }' is not m or w: left blank
trf-assumed-unknown-title = '{ $text }' is not a FIDE title: left blank
trf-assumed-rating = '{ $text }' is not a rating: read as unrated
trf-assumed-fide-id = '{ $text }' is not a FIDE ID: left blank
trf-assumed-date = '{ $text }' is not a date that can be read: left blank
trf-assumed-start-date = '{ $text }' is not a date that can be read: kept as written, and the tie-breaks follow the edition in force now (C.07, 2026); set the start date in the settings if the event is older
trf-assumed-year-only = '{ $text }' is a year without day and month: not kept
trf-assumed-two-digit-year = '{ $text }' has a two-digit year: read as { $date }
trf-assumed-result-without-opponent = result '{ $letter }' without an opponent: read as { $bye ->
    [full] a full-point bye
    [half] a half-point bye
    [pairing] the pairing-allocated bye
   *[zero] not paired (a zero-point bye)
}
trf-assumed-unknown-result = result '{ $letter }' is not a TRF result: read as a game not yet played
trf-assumed-bye-letter-with-opponent = result '{ $letter }' is a bye, but an opponent is given: read as a game not yet played
trf-assumed-unknown-result-unpaired = result '{ $letter }' is not a TRF result: read as not paired
trf-assumed-points-adjusted = player { $number }: points { $written } in the file, { $computed } from the results: kept { $computed } and recorded an adjustment of { $adjustment }
trf-assumed-unusual-score = an unusual score ({ $white } for White, { $black } for Black): read as White's result, and Black's points recorded as an adjustment of { $adjustment }
trf-assumed-second-value = '{ $value }' differs from the value on line { $line }: that one is used, and this line is kept as written
trf-assumed-points-unreadable = '{ $text }' is not a number of points: the points are those of the results
trf-assumed-points-column-empty = every player's points (001, columns 81-84) are 0.0 while the results give points: the column was left empty by its writer, and the points are those of the results
trf-assumed-system = no 192 record: read as { $system ->
    [round-robin] a round robin
    [double-round-robin] a double round robin
   *[swiss] a Swiss
} because { $reason }
trf-system-wording = the 092 record says '{ $text }'
trf-system-engine-record = the file has a pairing engine's record ({ $code }), written for Swiss events
trf-system-every-pair-met = every pair of the { $players } players met in { $rounds ->
    [one] the only round paired
   *[other] the { $rounds } rounds paired
}
trf-system-not-every-pair-met = not every pair of the { $players } players met in { $rounds ->
    [one] the only round paired
   *[other] the { $rounds } rounds paired
}
trf-system-no-rounds = no round has been paired yet
ui-import-report-title = What the import assumed
ui-import-report-count = The file was read with { $n } assumptions (line, field, what was assumed):
ui-import-read-as = Pairing system read
ui-import-apply-system = Read as this system
ui-import-close = Close

## Manual pairing edits (issue 14, branch manual-pairing)
refusal-round-has-results = round { $round } already has results: confirm to change its pairing
refusal-not-last-round = only the last round can be paired again, not round { $round }
refusal-teams-fixed = the teams, the boards and the match points cannot change once round 1 is paired
refusal-team-needs-name = a team needs a name
refusal-no-such-team = the team does not exist
refusal-team-already-paired = { $team } already has a match or the team bye in round { $round }
refusal-team-against-itself = { $team } cannot meet itself
refusal-team-bye-not-last-round = round { $round } is not the last one paired: the team bye is given or taken away in the last round only
refusal-no-team-bye = { $team } does not have the team bye in round { $round }
refusal-no-boards = a team match needs at least one board
refusal-already-on-roster = the player is already on the roster of { $team }
refusal-played-for-team = the player has played for the team: he stays on its roster
refusal-not-on-roster = the player is not on the team's roster
refusal-roster-end = the player is already at that end of the roster
refusal-unknown-team-tiebreak = { $code } is not a team tie-break
refusal-no-such-match = round { $round } has no match { $number }
refusal-forfeit-not-last-round = round { $round } is not the last one paired: correct its results board by board
refusal-unusual-score-not-last-round = round { $round } is not the last one paired: an unusual score is entered in the last round
refusal-edit-unknown-player = player { $player } is not registered
refusal-edit-no-such-board = board { $board } does not exist in this round
refusal-edit-not-in-round = player { $player } is neither on a board nor given a bye in this round
refusal-edit-already-paired = player { $player } is already paired in this round
refusal-edit-same-player = the same player ({ $player }) cannot be chosen twice
refusal-edit-no-bye = player { $player } has no bye in this round
refusal-edit-no-bye-receiver = nobody has the pairing-allocated bye in this round
ui-edit-pairing = Edit pairing
ui-finish-editing = Finish editing
ui-edit-pairing-help = Click a player, then another: they change places (two unpaired players are paired). Tab and Space select from the keyboard. Each change can be taken back on its own.
ui-swap-colours = Swap colours
ui-unpair = Unpair
ui-give-bye = Give the bye
ui-remove-bye = Remove the bye
ui-play-bye-receiver = Pair against the bye receiver
ui-unpaired = Unpaired
ui-change-reason = Reason for the change
ui-pairing-keeps-rules = The pairing keeps every absolute rule.
ui-confirm-edit-question = This change breaks the rules below or changes a round with results. Apply it anyway?
ui-apply-anyway = Apply anyway
ui-round-has-results-warning = This round already has results.
report-heading-manual-changes = Manual pairing changes
report-manual-change = Round { $round }, { $time }: { $what }
report-manual-change-reason = Round { $round }, { $time }: { $what } (reason: { $reason })
report-manual-swapped = { $first } and { $second } changed places
report-manual-colours-swapped = colours swapped on board { $board }
report-manual-unpaired = board { $board } unpaired
report-manual-paired = { $white } – { $black } paired on a new board
report-manual-bye-given = bye given to { $player }
report-manual-bye-removed = bye of { $player } removed
report-manual-bye-receiver-paired = { $player } paired against the bye receiver
report-manual-repaired = round paired again
# Crash safety (issue 18, branch robustness)
ui-newer-copy-question = Beside this file there is a newer copy of the tournament, left by a save that was interrupted. Open the newer copy? The file's current version will be kept as .bak.
ui-open-newer-copy = Open the newer copy
ui-keep-file-as-it-is = Keep the file as it is
ui-crash-report-found = Torneo stopped because of an error last time. The work was kept, and a report of the error is in { $path }: please send it to whoever looks after Torneo.
session-file-locked = { $file } is open in another Torneo window or program: changes made here would overwrite its own
session-read-only = the tournament is open read-only (another window has it): nothing is changed; use Save as… to work on a copy
ui-open-read-only-question = This file is open in another Torneo window or program. Open it read-only, to look without changing it?
ui-open-read-only = Open read-only
ui-read-only = Read-only
## The tournament site (issue 38, crates/publish)
site-navigation = Pages
site-home = Home
site-players = Players
site-rounds = Rounds
site-round-column = Round
site-standings = Standings
site-crosstable = Crosstable
site-categories = Categories
site-ratings = Rating changes
site-no-round = No round has been paired yet.
site-games = Games
site-event = The event
site-not-paired = not paired
site-latest-round = Latest round: { $round }
site-player-summary = { $points } points, place { $place }, after round { $round }
site-player-points = { $points } points after round { $round }
site-board-standings = Board standings
publish-error-not-a-site = { $path } is a folder that Torneo did not write and is not empty: choose an empty or new folder for the site
publish-error-io = Could not { $action ->
    [create] create the folder
    [write] write the page
    [replace] put the new site in place of
   *[remove] remove the previous site
} { $path }: { $reason }
publish-error-template = Could not make the page { $page }: { $detail }
site-publish-failed = The site was not written: { $reason }
site-publish-folder-gone = the folder { $folder } is not there ({ $reason }); the site is written again once it is back
site-publish-crashed = an internal error stopped the writing of the site
site-menu-publish-folder = Publish site to folder…
site-written = The site is written to { $folder } ({ $pages ->
    [one] one page
   *[other] { $pages } pages
}).
site-settings-section = Publishing
site-settings-after-every-change = Publish the site after every change
site-settings-folder = Folder of the site
site-settings-hint = The site is written in the background after every change to the tournament, in the window's language; a synced or network folder puts it online.
site-settings-no-folder = Publishing after every change needs the folder of the site.
cli-help-publish = Write the tournament's site: a folder of pages (pairings, results, standings, crosstable, players) for the web or a USB stick
cli-help-publish-output = The site's folder (replaced as a whole when it is a site Torneo wrote)
cli-help-serve = Serve the tournament's site on this computer's network (a site folder, or a tournament file published first) until stopped with Ctrl-C
cli-help-serve-input = A site folder, or a tournament file (.ron or TRF) to publish and serve
cli-help-serve-address = The address to listen at (default: this computer's address on the venue's network)
cli-help-serve-port = The port (0: any free port)
cli-serve-serving = Serving { $folder } at { $url }
cli-serve-stop = Ctrl-C stops.
## Packaging (issue 19): torneo paths
cli-help-paths = Show where Torneo keeps its own files on this system (data folder, recovery file, crash report, preferences, rating lists)
cli-paths-data-folder = Data folder
cli-paths-recovery = Recovery file
cli-paths-crash-report = Crash report
cli-paths-preferences = Preferences
cli-paths-rating-lists = Rating lists
# The Amalfi system (issue 15, branch amalfi; seed 001, decisions AM-… of docs/rules/amalfi.md)
pairing-rounds-not-announced = the Amalfi system needs the number of rounds, announced in advance (Amalfi A.1)
explain-amalfi-round = Amalfi system, round { $round }: { $players } players in the pairing list (3.2). Each first player meets the player { $offset } places below him, the rounds remaining { $counts ->
    [yes] counting this round
   *[no] after this round
} (3.3, AM-1).
explain-amalfi-last-round = Last round: two players are compatible if they have not met yet; the colour limits do not apply (3.1, AM-7).
explain-amalfi-bye = { $player }, at position { $position }, gets the bye: the last player of the list who may have it (2.1).
explain-amalfi-bye-barred = Passed over for the bye: { $players }, who missed a game while others in the list played more games (2.2, AM-4).
explain-amalfi-bye-no-pairing = Passed over for the bye: { $players }, because with them the other players could not all be paired (AM-4).
explain-amalfi-board = { $step ->
    [theoretical] { $first } (position { $first_position }) meets the theoretical opponent { $opponent } (position { $opponent_position }) (3.3).
    [upward] { $first } (position { $first_position }) meets { $opponent } (position { $opponent_position }), found going up the list from position { $theoretical } (3.3.1).
   *[downward] { $first } (position { $first_position }) meets { $opponent } (position { $opponent_position }), found going down the list from position { $theoretical } (3.3.2).
}
explain-amalfi-theoretical-unavailable = { $why ->
    [beyond] The theoretical position { $position } is beyond the end of the list: the search starts from the last position (3.3.c, AM-2).
    [paired] The player at the theoretical position { $position } is already paired or has the bye (3.3.a, AM-3).
    [met] The player at the theoretical position { $position } has already played him (3.3.b, 3.1).
    [forbidden] The player at the theoretical position { $position } may not meet him (a pair the organiser forbade, 3.3.b, AM-5).
    [colours] The player at the theoretical position { $position } is not compatible: every colour would give one of them three times the same colour in a row or three more games with one colour (3.3.b, 3.1, AM-5, AM-6).
   *[completion] With the player at the theoretical position { $position } the players below could not all be paired: the pair was undone (3.3.3, AM-8).
}
explain-amalfi-undone = Passed over: { $players }; with them the remaining players could not all be paired, so those pairs were undone (3.3.3, AM-8).
explain-amalfi-colour-first-round = { $white } has White: first round, pair { $pair }; the colour drawn for number 1 was { $drawn } and it alternates pair by pair for the higher-numbered player (4.1, AM-9).
explain-amalfi-colour-black-share = { $white } has White: { $blacks } games with Black out of { $games }, a larger share than the opponent's { $other_blacks } out of { $other_games } (4.2, AM-10).
explain-amalfi-colour-recent-round = { $white } has White: in round { $round }, the most recent in which their colours differed, he had Black or no colour while the opponent had no colour or White (4.3, AM-11).
explain-amalfi-colour-alternates = { $higher }, the higher number, has { $colour }: the opposite of his last game's colour (4.4, AM-12).
explain-amalfi-colour-parity = { $higher }, the higher number, has { $colour }: neither has played a game yet, and his number { $number } is { $parity ->
    [odd] odd, so he takes the colour drawn for number 1
   *[even] even, so he takes the opposite of the colour drawn for number 1
} (4.4, AM-12).
explain-amalfi-colour-swapped = The colours were swapped, { $white } has White: the rule's colours would have broken the limits of 3.1 (4.2, AM-5).
violation-amalfi-colour-limit = { $player } cannot have { $colour }: three times the same colour in a row, or three more games with one colour than with the other (Amalfi 3.1)
violation-amalfi-bye-barred = { $player } may not have the bye: he missed a game and { $other } has played more games (Amalfi 2.2)
violation-amalfi-bye-even-list = { $player } has a bye although the players to pair are even in number (Amalfi 2.1)
ui-amalfi-remaining = Rounds remaining (Amalfi 3.3):
ui-amalfi-remaining-including = counting the round being paired
ui-amalfi-remaining-after = after the round being paired
ui-amalfi-bye-place = The bye receiver in the pairing list (Amalfi 3.3):
ui-amalfi-bye-stays = keeps his position
ui-amalfi-bye-removed = is taken out of the list
cli-check-violation = round { $round }: { $violation }
# Italo-Svizzero (issue 15, branch italo-svizzero; seed 002, docs/rules/italo-svizzero.md)
italo-explain-round = Italo-Svizzero, round { $round }: { $players } players present, paired by the rotation round the list in the order of the draw (arts. 3–4).
italo-explain-first-round-order = Round 1: the rotation starts from the first drawn, who plays White against the second, the third against the fourth, and so on (art. 5).
italo-explain-resumed-from = The rotation resumes from { $player }, White in the last pair formed in the previous round (art. 6, D1){ $present ->
    [yes] .
   *[no] , who is not paired this round and is passed over.
}
italo-explain-continues-after = After each pair the search for the next first player goes on after the { $second ->
    [yes] second player, where the rotation arrived
   *[no] first player
} (art. 6, D2).
italo-explain-pairs-undone = A pair could not be formed: { $undone ->
    [one] the last pair was undone
   *[other] the last { $undone } pairs were undone
} and every combination tried in the order of the rules (art. 9, D5).
italo-explain-first-player = Board { $board }: { $player } (score { $score }) is the first player, the highest score still unpaired met going round (art. 6).
italo-explain-same-score = { $opponent } is the first player with the same score ({ $score }) met going round after him (arts. 6–7, D4).
italo-explain-lower-group = Nobody with score { $from } could be paired with him: { $opponent } is the first player of score group { $score } met after the group above (art. 7, D4).
italo-explain-already-paired = Passed over, already paired with him: { $players } (art. 6, D3).
italo-explain-article-nine = { $opponent } is not the rotation's first choice: with it a later pair could not be formed, so this combination was taken (art. 9, D5).
italo-explain-colour = { $white } has White: { $rule }.
italo-colour-first-round = first player of the pair in round 1 (art. 15)
italo-colour-fewer-whites = fewer Whites, { $whites } against { $other } (art. 15.a)
italo-colour-black-more-recently = had Black more recently: going back, their colours first differ { $games ->
    [one] in the last game
   *[other] { $games } games ago
} (art. 15.b)
italo-colour-fewer-points = same Whites and last Black, fewer points (art. 15.c)
italo-colour-lower-number = both had White last: the lower draw number (art. 15.d)
italo-colour-higher-number = both had Black last: the higher draw number (art. 15.d)
italo-colour-none-yet = neither has played yet: the first player of the pair (art. 15, D8)
italo-explain-forfeit-win = { $player } wins by forfeit against the withdrawn or missing player (counted as played with White, art. 13): { $reason }.
italo-forfeit-last-drawn = odd field in round 1, the last drawn (art. 10)
italo-forfeit-lowest-score = last with score { $score } (art. 12{ $again ->
    [yes] ; a second time, being last by at least a point, D6
   *[no] {""}
})
italo-forfeit-left-free = { $tied } players share the last place with score { $score }; he is the one the rotation left free (art. 12, D6)
italo-forfeit-first-of-tied = { $tied } players share the last place with score { $score } and no pairing left one free: the first of them from where the rotation resumed (art. 12, D6)
italo-forfeit-higher-up = the players below could not have it, so it goes up the standings to score { $score } (art. 12{ $again ->
    [yes] ; a second time, D6
   *[no] {""}
})
italo-forfeit-nobody-eligible = nobody may have it under art. 12; the lowest score ({ $score }) with the fewest forfeit wins (D6)
italo-rounds-too-few = Italo-Svizzero: { $rounds } rounds for { $players } players are fewer than a third of the players; at least { $minimum } are recommended (art. 2).
italo-rounds-too-many = Italo-Svizzero: { $rounds } rounds for { $players } players are more than half the players plus one; at most { $maximum } are recommended (art. 2).
ui-italo-continue-after = After each pair, the next first player is searched after (art. 6, D2):
ui-italo-after-second = the second player
ui-italo-after-first = the first player
ui-italo-forfeits-count = A forfeited game counts as a pairing and its colours count (D3)
## Manual pairing, part 2 (issue 14, branch manual-pairing-2)
ui-edit-keys-help = An unpaired player clicked after a placed one takes that seat. A player can also be dragged onto another. With a player selected: C swaps the colours of the board, U unpairs it, B gives or takes the bye, Esc lets go.
ui-pair-again = Pair round { $n } again
ui-confirm-repair-question = Round { $n } already has results: its pairing and results will be replaced by a new pairing. Pair it again anyway?
ui-show-engine = Show what the engine would do
ui-engine-would-pair = The engine would pair:
ui-same-as-engine = The edited round is the engine's pairing.
ui-differs-mark = ≠ not the engine's
ui-not-in-edited-round = ≠ not in the edited round
ui-pair-by-hand = Pair round { $n } by hand
report-manual-result-corrected = result on board { $board } corrected from { $before } to { $after }
flag-paired-on-different-result = Paired on a different result: the result on board { $board } of round { $corrected } was corrected after round { $round } was paired; the pairing stands (C.04.2 art. 4.3).
late-entry-enters = Late entry (C.04.2 art. 2.4): enters in round { $round }, with 0 points for { $missed ->
        [one] the round missed
       *[other] the { $missed } rounds missed
    }; pairing number { $number } when round { $round } is paired.
late-entry-renumbered = Renumbered (C.04.2 art. 2.5): { $list }.
late-entry-no-renumbering = Nobody else is renumbered.
ui-exception-round = Byes and withdrawals for round
ui-forbidden-pairs = Forbidden pairs
ui-forbid-pair = Forbid this pairing
ui-allow-pair = Allow again
ui-forbidden-after-round-one = Forbidden pairs are announced before round 1 (FIDE): one set now holds from the next pairing, and the rounds already paired are checked against it.
ui-first-player = First player
ui-second-player = Second player
## Burstein system, legacy edition (issue 16)
explain-burstein-legacy-round = Round { $round } is paired by the Burstein system, legacy edition (seed 003, as bbpPairings pairs it): { $players } players, score groups { $scoregroups }, paired from the top down; inside a score group the players are ordered by Sonneborn-Berger, then Buchholz, then Median.
explain-burstein-imaginary-point = Rounds 1 and 2: { $players } players of the top half by pairing number count one imaginary point, for the pairing only.
explain-burstein-opponent-chosen = Board { $board }: in score group { $score }, { $chooser } ({ $position } of { $size } in the group's order) gets the lowest-placed opponent with whom the rest of the round can still be paired with the fewest floaters and the most due colours: { $opponent }.
explain-burstein-floated = { $player } could not be paired in score group { $from } and floats down to score group { $to }.
explain-burstein-colour = { $white } has White: { $rule ->
    [both] both colour preferences are granted.
    [stronger] the stronger colour preference wins.
    [alternation] the colours alternate from the last round in which the two had different colours.
    [higher] the preference of the player placed higher in the score group wins.
   *[parity] neither has a colour preference, so the better pairing number and the initial colour decide.
}
explain-burstein-bye = { $player } gets the pairing-allocated bye: the lowest in the field's order (score, Sonneborn-Berger, Buchholz, Median) who has had neither a pairing-allocated bye nor a forfeit win.
cli-help-arg-edition = With --burstein: the edition, 2026 or legacy (default: the file's 192 code, else 2026)
cli-help-arg-zero_point_series = With --burstein (2026 edition): the run of zero-point byes that counts as draws for the opponents in the Index (C.04.4.2 1.7.2): the one ending with the last round played, or only one reaching the round being paired (default: the file's setting, else last-round)
cli-help-arg-this_round_bye = With --burstein (2026 edition): whether a bye registered for the round being paired counts in the current score of the Index (C.04.4.2 1.7.1) (default: the file's setting, else excluded)
ui-burstein-edition = Edition
ui-burstein-2026 = 2026 (C.04.4.2)
ui-burstein-legacy = Legacy (seed 003, as bbpPairings)
ui-dutch-edition = Edition
ui-dutch-2026 = 2026 (C.04.3)
ui-dutch-2017 = 2017 (until 31 January 2026)
ui-burstein-zero-point-series = Zero-point byes counted as draws in the Index (C.04.4.2 1.7.2):
ui-burstein-zero-point-last-round = the run ending with the last round played
ui-burstein-zero-point-this-round = only a run reaching the round being paired
ui-burstein-this-round-bye = A bye registered for the round being paired, in the Index's current score (1.7.1):
ui-burstein-bye-excluded = not counted
ui-burstein-bye-included = counted
# Robustness, part 2 (issue 18 items 3, 4, 8, 9, 11, branch robustness-2)
trf-assumed-acceleration-cut = the virtual points reach round { $last_round }, but no data of this tournament can name a round after { $limit }: they are kept up to round { $limit }
cli-file-locked = { $file } is open in a Torneo window: nothing was written (the window would overwrite it). Close the tournament there, or write to another file
trf-too-much-acceleration = the acceleration records (250) cover the same players and rounds too many times over: the file is refused rather than worked on without end
trf-export-place-player = player { $number }, { $field }
trf-export-place-kept-record = record { $index } kept from the imported file
trf-export-control-character = cannot write the TRF file: { $place } holds a control character ('{ $text }'), which would break the line; correct it first
trf-export-rating-too-high = cannot write the TRF file: player { $number } has rating { $rating }, and TRF has four digits for a rating
trf-export-fide-id-too-long = cannot write the TRF file: player { $number } has FIDE id { $id }, and TRF has eleven digits for it
trf-export-too-many-players = cannot write the TRF file: it has room for 9,999 players, the tournament has { $count }
trf-export-points-too-wide = cannot write the TRF file: the score { $points } of player { $number } does not fit the four columns of the points (TRF holds -9.5 to 99.5, and whole scores from -999 to 9999); check the points of a win, a draw and the byes in Tournament → Settings, and the player's adjustments
trf-export-round-too-large = cannot write the TRF file: player { $number } has data for round { $round }, and TRF has three digits for that round
trf-export-not-read-back = cannot write the TRF file: line { $line } would not read back ({ $reason })
trf-export-reads-differently = cannot write the TRF file: line { $line } would read back differently (written '{ $written }', read back as '{ $read }')
trf-export-tiebreak-comma = cannot write the TRF file: the tie-break '{ $code }' has a comma, which TRF uses between tie-breaks
file-inconsistent-at = the tournament in the file is inconsistent: { $detail } (in the file at { $place })
trf-assumed-unknown-tiebreak = '{ $code }' is not a tie-break Torneo knows: it is kept, and the standings leave it out
trf-assumed-usual-tiebreaks = no 202 record: the tie-breaks are the usual ones for this system, { $codes } (change them in Tournament → Settings)
trf-assumed-burstein-index = '{ $text }' is not a reading of the Burstein Index Torneo knows (XXI: zero-point-series=last-round or this-round, this-round-bye=excluded or included): left out, that reading keeps its default (see Tournament → Settings)
trf-assumed-team-record-kept = a team list (013) in an individual event: kept as written, and the event read as individual
trf-assumed-team-player-unknown = the roster names starting rank { $number }, which no player line (001) has: left out of the team
trf-assumed-team-player-twice = player { $number } is already on another roster: kept on the first, left out of team { $team }
trf-assumed-team-record-unread = a team record whose fields cannot be read: kept as written and not used
trf-assumed-game-outside-teams = round { $round }: the game between players { $white } and { $black } is not between two teams: kept as a game, in no team match
trf-assumed-team-system = no 192 record names the team system: read as a team round robin
trf-assumed-team-system-wording-swiss = no 192 record names the team system; the type of tournament (092) reads “{ $text }”: read as the FIDE Team Swiss (C.04.6), match points then game points
trf-assumed-team-system-wording-round-robin = no 192 record names the team system; the type of tournament (092) reads “{ $text }”: read as a team round robin
trf-assumed-team-bye = round { $round }: team { $team } has no match and no 320 record names the bye: read as the team's pairing-allocated bye
trf-assumed-team-board-forfeit = round { $round }: no opponent (0000 - -), but the team played a match with an empty board and the points column counts the point: read as a board won by forfeit
trf-assumed-team-line-by-words = the team line (013) does not keep to its columns (name 5-36, starting ranks from 37): read by its words as the team “{ $name }” with { $players } starting ranks
trf-assumed-blank-round-bye = a blank round whose points the total counts: read as { $bye ->
    [full] a full-point bye
    [half] a half-point bye
   *[pairing] the pairing-allocated bye
}
trf-assumed-control-characters = { $count ->
    [one] a control character (a tab, …) in the line: read as a space, so that the file can be written again
   *[other] { $count } control characters (tabs, …) in the line: each read as a space, so that the file can be written again
}
trf-assumed-round-not-as-engine = without an XXO record, the order in which the pairs were formed is rebuilt by replaying the Italo-Svizzero engine, but the engine pairs round { $round } otherwise: in the file player { $player } { $recorded ->
    [0] has no opponent
   *[other] meets player { $recorded }
}, in the engine's round { $engine ->
    [0] he has no opponent
   *[other] he meets player { $engine }
}; the boards of round { $round } keep the file's order, taken as the order of formation: the next round resumes from the White of its last board (art. 6)
trf-assumed-round-not-paired-by-engine = without an XXO record, the order in which the pairs were formed is rebuilt by replaying the Italo-Svizzero engine, but the engine finds no valid pairing of round { $round } after the rounds before it; the boards of round { $round } keep the file's order, taken as the order of formation: the next round resumes from the White of its last board (art. 6)
cli-file-tiebreaks = the tie-breaks written in { $path }: { $reason } (give others with --tiebreaks)
# Dubov system, 2026 edition (issue 17, branch dubov-lim)
pairing-dubov-unrated-player = { $name } has no rating: the Dubov system needs one for every player (C.04.4.1 1.1); the chief arbiter gives unrated players a provisional rating
explain-dubov-round = Round { $round } is paired by the FIDE Dubov system (C.04.4.1, 2026 edition): { $players } players in { $scoregroups ->
    [one] one scoregroup
   *[other] { $scoregroups } scoregroups
}, paired from the top down; a scoregroup takes upfloaters from below when it cannot be paired alone (there are no downfloaters).
explain-dubov-bye = { $player } gets the pairing-allocated bye, chosen before any pairing (C.04.4.1 3.1): of the players who may have it and leave everybody else paired, the lowest score ({ $score }), then the most games played ({ $games }), then the largest pairing number.
ui-swiss-dubov = Swiss (FIDE Dubov)
explain-dubov-board = Board { $board }: paired in the { $score }-point scoregroup ({ $residents ->
    [one] one player
   *[other] { $residents } players
}{ $upfloaters ->
    [0] , no upfloaters
    [one] , one upfloater
   *[other] , { $upfloaters } upfloaters
}).
explain-dubov-upfloated = { $player }, on { $score }, upfloats to the { $bracket }-point scoregroup: as few upfloaters as possible, with the highest scores, then the first by score and pairing number (C.04.4.1 3.2.2, 4.2).
explain-dubov-by-halves = Nobody in this scoregroup has played yet: the first half by pairing number seeks White (C.04.4.1 3.2.3).
explain-dubov-shifted = { $player } was moved between the White seekers and the Black seekers so that the two groups are equal and paired across (C.04.4.1 3.2.4, 4.3).
explain-dubov-first-of-g2 = { $player } is number { $position } among the White seekers sorted by ARO ({ $aro }), then pairing number, and meets { $opponent }, the first of the other group by pairing number who leaves the rest of the scoregroup best paired (C.04.4.1 3.2.5, 4.4).
explain-dubov-initial-colour = Neither has played yet: { $higher } ranks higher and has an { $odd ->
    [yes] odd
   *[no] even
} pairing number, so gets { $colour } (C.04.4.1 5.2.1).
explain-dubov-both-preferences = Both colour preferences are granted (C.04.4.1 5.2.2).
explain-dubov-stronger-preference = The preference of { $player } for { $colour } is the stronger one and is granted (C.04.4.1 5.2.3).
explain-dubov-alternation = Same preference, same strength: the colours alternate from the last time they differed, { $back ->
    [one] one game back
   *[other] { $back } games back
}; { $player } gets { $colour } (C.04.4.1 5.2.4).
explain-dubov-higher-ranked = Same preference, same strength and the same colour history: { $player } ranks higher (score, then pairing number) and gets { $colour } (C.04.4.1 5.2.5).
# Lim system, C.04.4.3 2026 (issue 17, branch lim)
ui-swiss-lim = Swiss (FIDE Lim)
violation-lim-bye-not-to-lowest = { $player } has the pairing-allocated bye, but it goes to { $due }, the lowest-ranked player of the lowest scoregroup who may have it (the lowest-rated in round 1) and leaves the others pairable (C.04.4.3 1.1, 7.1)
explain-lim-round = Round { $round } is paired by the FIDE Lim system (C.04.4.3): { $players } players. The median score is { $median } (half the rounds played); the scoregroups above it are paired from the top down, those below it from the bottom up, and the median scoregroup last (C.04.4.3 2.2).
explain-lim-bye-lowest-rated = { $player } gets the pairing-allocated bye: in round 1 it goes to the lowest-rated player of the list ({ $rating }) (C.04.4.3 7.1).
explain-lim-bye-lowest-ranked = { $player } gets the pairing-allocated bye: the lowest-ranked player of the lowest scoregroup ({ $score }) who may have it and leaves everybody else paired (C.04.4.3 1.1).
explain-lim-board = Board { $board }: paired in the { $score }-point scoregroup, { $side ->
    [above] above the median, paired downward
    [median] the median scoregroup, paired last and downward
   *[below] below the median, paired upward
} (C.04.4.3 2.2).
explain-lim-floated-no-opponent = { $player } floated from the { $from }-point scoregroup: no compatible opponent there (C.04.4.3 2.3).
explain-lim-floated-to-even = { $player } floated from the { $from }-point scoregroup to make it even, as the last player in the order of pairing: the lowest numbered when pairing downward, the highest numbered when pairing upward (C.04.4.3 2.3.4, 3.2).
explain-lim-floated-for-colours = { $player } floated from the { $from }-point scoregroup to make it even, chosen to balance the players due White and due Black (C.04.4.3 3.2).
explain-lim-floated-adjacent = { $player } floated from the { $from }-point scoregroup to make it even: the player who would have floated had no compatible opponent in the next scoregroup (C.04.4.3 3.3–3.4).
explain-lim-floated-not-again = { $player } floated from the { $from }-point scoregroup to make it even: the player who would have floated had already floated in the previous round (C.04.4.3 3.10).
explain-lim-floated-exchanges = { $player } floated from the { $from }-point scoregroup: no exchange of opponents gave them a compatible opponent there while leaving the players paired before them with theirs (C.04.4.3 3.1, 4.3–4.4).
explain-lim-proposed = { $player } meets { $opponent }, the proposed pairing (C.04.4.3 2.4, 3.8).
explain-lim-exchanged = { $player } meets { $opponent }: the proposed opponents before were incompatible or would have left the round without a complete pairing, so the next in the exchange order was taken (C.04.4.3 4.1–4.3).
explain-lim-colour-exchange = { $player } meets { $opponent }: an exchange that gives both players their due colour (C.04.4.3 5.2, 3.8).
explain-lim-drawn = Neither has played yet: { $higher } has an { $odd ->
    [yes] odd
   *[no] even
} pairing number, so gets { $colour } (C.04.4.3 7.2).
explain-lim-limits = { $player } gets { $colour }: the other colour would give a colour three times running or three more of one colour (C.04.4.3 5.1).
explain-lim-both-due = Both players get their due colour (C.04.4.3 5.1, 5.5, 5.6).
explain-lim-history = Both are due the same colour: going back to the last round their colours differed, { $player } gets { $colour } (C.04.4.3 5.4).
explain-lim-higher-ranked = Both are due the same colour with identical histories, at or above the median: the higher-ranked { $player } gets { $colour } (C.04.4.3 5.4).
explain-lim-lower-ranked = Both are due the same colour with identical histories, below the median: the lower-ranked { $player } gets { $colour } (C.04.4.3 5.4).

# Lim system: open points of issue 17 (branch lim)
explain-lim-floated-in-place-of = { $player } floated from the { $from }-point scoregroup: no exchange of opponents gave them a compatible opponent there, so they took the place of { $floater }, who had been floated to make the group even and is paired in it instead (C.04.4.3 4.4 a).
explain-lim-floated-companion = { $player } floated from the { $from }-point scoregroup together with { $other }, who had no compatible opponent left there: the last player left in the order of pairing floats too, to keep the group even (C.04.4.3 4.4 b).
explain-lim-returned-floater = { $player } had been floated to make the { $from }-point scoregroup even, but came back into it in place of { $other }, who had no compatible opponent there (C.04.4.3 4.4 a).
explain-lim-look-ahead = In this scoregroup the order of the rules would have left players that no later scoregroup could pair (the median scoregroup would be blocked, C.04.4.3 2.6): each opponent here is the first in that order that keeps the whole round pairable (Torneo's decision L-7).
explain-lim-took-opponent = { $player } meets { $opponent }: no other compatible opponent was left for { $player }, so { $opponent } was exchanged away from { $earlier }, paired before in the scoregroup, who takes another opponent; nobody floats (C.04.4.3 4.3–4.4, the exchange "1 v 3, 2 v 6").
explain-lim-gave-opponent = { $player } meets { $opponent }: { $player } gave the opponent found first, { $given }, to { $later }, who had no other compatible opponent, and took the next one of their own exchange order, so that both are paired (C.04.4.3 4.3–4.4).
explain-lim-met-earlier = { $player } meets { $opponent }: no other compatible opponent was left for { $player }, so { $opponent }, paired before in the scoregroup, meets them instead and { $freed } goes back to the players left (C.04.4.3 4.3–4.4, the exchange "1 v 2").
explain-lim-floated-keeps-incoming = { $player } floated from the { $from }-point scoregroup to make it even: had the player who would have floated left instead, a floater who came into the group would have had no opponent there and floated on (C.04.4.3 3.9).

# Burstein system, 2026 edition (issue 16 items 2 and 3, branch burstein-2026)
explain-burstein-2026-seeding-round = Round { $round } is a seeding round of the Burstein system, 2026 edition (C.04.4.2 1.6: the first { $seeding } rounds): it is paired by the FIDE Dutch system.
explain-burstein-2026-round = Round { $round } is paired by the Burstein system, 2026 edition (C.04.4.2): { $players } players, { $scoregroups } score groups, paired from the top down; inside a bracket the players are ranked by the Index (Buchholz, then Sonneborn-Berger, then pairing number).
explain-burstein-2026-bye = { $player } gets the pairing-allocated bye, chosen before any pairing (C.04.4.2 3.1): of the players who may have it and leave everybody else paired, the lowest score ({ $score }), then the most games played ({ $games }), then the lowest by the Index.
explain-burstein-2026-board = Board { $board }: in the bracket of score { $score }, { $chooser } (number { $bsn } of { $size } by the Index) gets the lowest-ranked opponent the pairing criteria C1–C8 allow (C.04.4.2 4.3): { $opponent }.
explain-burstein-2026-floated = { $player } could not be paired in the bracket of score { $from } and floats down to the bracket of score { $to } (C.04.4.2 C5–C7).
explain-burstein-2026-colour = { $white } has White: { $rule ->
    [initial] neither player has played yet: the higher-ranked player's pairing number and the initial colour decide (C.04.4.2 5.2.1).
    [both] both colour preferences are granted (5.2.2).
    [stronger] the stronger colour preference prevails (5.2.3).
    [alternation] the colours alternate from the last round in which the two had different colours (5.2.4).
   *[higher] the preference of the player higher by the Index prevails (5.2.5).
}

## Issue 33: the arbiter's desk
ui-file-dialog-open-title = Choose a file
ui-file-dialog-save-title = Save as
ui-file-dialog-open = Open
ui-file-dialog-parent = ↑ Up
ui-file-dialog-folder = Folder
ui-file-dialog-file = File name
ui-file-dialog-empty = No folder and no file of this kind here
ui-system-file-dialog-unavailable = The system's file dialog cannot open on this desktop (no file-chooser portal and no zenity): Torneo's own dialog is used instead (View → Torneo's file dialog).
ui-in-window-file-dialog = Torneo's file dialog
ui-copy = Copy
ui-copy-help = Copy as a table (tab-separated) to paste into a spreadsheet or an e-mail
ui-copied = Copied: { $document }, { $lines ->
    [one] 1 line
   *[other] { $lines } lines
}
ui-birth-date-help = Day/month/year (27/11/2026), year-month-day (2026-11-27), or the year alone (kept as 31/12 of that year)
ui-change-result = Change the result
ui-correct-finished-question = Round { $round } is over and round { $last } is already paired. Board { $board } ({ $white } – { $black }): { $before } becomes { $after }. The rounds paired since stand as they are and are marked as paired on a different result (C.04.2 4.3); the change is recorded and is one step of Edit → Undo. Change it?
ui-new-tournament-title = New tournament
ui-new-tournament-help = Everything else (scoring, tie-breaks, time control, deputy arbiters) is in Tournament → Settings.
ui-new-tournament-button = New tournament…
ui-create-tournament = Create
ui-welcome-title = Welcome to Torneo
ui-welcome-intro = Start a new tournament, open one, or type the first player's name below.
ui-welcome-open = Open a tournament…
ui-welcome-import-trf = Import from a TRF file…
ui-welcome-recent = Open again:
ui-paste-entry-list = Paste entry list…
ui-import-entry-list = Import entry list…
ui-entry-list-title = Entry list
ui-entry-list-paste-here = Paste the list here (Ctrl+V): one player a line, the cells separated by tabs (as copied from a spreadsheet), semicolons or commas; a first line of column titles is recognised
ui-entry-list-sheet = Sheet
ui-entry-list-header-row = The first line holds the column titles
ui-entry-list-add = { $n ->
    [one] Add 1 player
   *[other] Add { $n } players
}
ui-entry-list-column = Column { $n }
ui-entry-list-row = Line
ui-entry-list-include = Add
ui-entry-list-include-row = Add { $row }
ui-entry-list-notes = Notes
ui-entry-list-added = { $n ->
    [one] 1 player added from the entry list (Edit → Undo takes it back)
   *[other] { $n } players added from the entry list (Edit → Undo takes them back)
}
ui-entry-list-pasted-lines = { $n ->
    [one] 1 line pasted
   *[other] { $n } lines pasted
}
ui-entry-list-edit-text = Show and change the text
ui-round-of-unknown = Round { $n } of ?
ui-found-tournament = { $name }: { $players ->
    [one] 1 player
   *[other] { $players } players
}, { $rounds ->
    [one] 1 round
   *[other] { $rounds } rounds
}

io-reason = { $kind ->
    [not-found] the file or folder does not exist
    [permission-denied] permission denied
    [already-exists] it already exists
    [is-a-directory] it is a folder, not a file
    [not-a-directory] a part of the path is not a folder
    [directory-not-empty] the folder is not empty
    [read-only] the disk is read-only
    [disk-full] the disk is full
    [too-large] the file is too large
    [invalid-data] the content is not valid text
    [unexpected-end] the file ends too early
    [busy] the file is in use by another program
    [crosses-devices] it would move the file to another disk
    [invalid-name] the file name is not valid
    [interrupted] the operation was interrupted
   *[other] system error{ $code }
}

ron-ends-early = the file ends too early (is it cut short?)
ron-ends-early-at = the file ends too early (is it cut short?); here { $expected }
ron-unclosed-text = a text in quotes that starts here is never closed (is the file cut short, or a closing " missing?)
ron-text-after-the-end = there is more text after the end of the tournament
ron-not-utf8 = the file is not UTF-8 text (was it saved by another program?)
ron-expected = { $token ->
    [integer] a whole number is expected
    [number] a number is expected
    [comma] a comma is expected
    [boolean] true or false is expected
    [text] a text in quotes is expected
    [list] a list in [ ] is expected
    [list-end] the list should close with ]
    [map] a table in {"{"} {"}"} is expected
    [colon] a colon is expected
    [map-end] the table should close with {"}"}
    [group] a group in ( ) is expected
    [group-end] the group should close with )
    [option] Some(…) or None is expected
    [unit] () is expected
   *[name] a name is expected
}
ron-missing-field = the field "{ $field }" is missing
ron-unknown-field = "{ $field }" is not a field Torneo knows
ron-repeated-field = the field "{ $field }" is written twice
ron-unknown-name = "{ $name }" is not one of the names allowed here
ron-unexpected-character = the character "{ $character }" has no place here
ron-number-out-of-range = the number is too large or too small for this field
ron-other = the text cannot be read here

tiebreak-trim-cut = Cut-{ $n }
tiebreak-trim-median = Median-{ $n }
tiebreak-modifier-forfeits-played = (forfeits count as played)
tiebreak-modifier-fore = (on Fore Buchholz)
tiebreak-modifier-reverse = (reversed)
tiebreak-modifier-unrated = (unrated count as { $rating })

## Title norms (crates/norm, FIDE B.01 1.4)
norm-games = Games counted: { $counted } (at least { $required })
norm-games-exception = Games counted: { $counted }, enough in a 9-round event with a forfeit win or a pairing-allocated bye
norm-foreign-federations = Federations other than the player's: { $found } (at least { $required })
norm-own-federation = Opponents from the player's federation: { $count } (at most { $maximum }, 3/5)
norm-one-federation = Opponents from one federation ({ $federation }): { $count } (at most { $maximum }, 2/3)
norm-federations-exempt = Foreigner requirement waived: { $players } rated players from outside the host federation, { $federations } federations, { $titled } GM/IM/WGM/WIM
norm-titleholders = Titled opponents (CM and WCM not counted): { $count } (at least { $required }, half)
norm-norm-titleholders = Opponents with title { $titles }: { $count } (at least { $required }, a third and at least 3)
norm-average = Rating average of the opponents: { $average } (at least { $minimum })
norm-score = Score: { $percent }% (at least { $minimum }%)
norm-federations-exempt-event = Foreigner requirement waived: { $event ->
    [national-championship] the final stage of a national championship
    [national-team-championship] a national team championship, for a player of the federation that registered it
   *[zonal] a zonal or sub-zonal tournament
} (Tournament → Settings)
norm-double-round-robin-players = Players in the double round robin: { $players } (at least { $minimum })
norm-norm-titleholders-by-player = Opponents with title { $titles }, counted by player: { $count } (at least { $required }, half the opponents rounded up)
norm-performance = Performance: { $performance } (at least { $minimum })
norm-too-few-rounds = The event has { $rounds } rounds: a norm needs at least 9 games (B.01 1.4.1a).
norm-excluded-forfeit = decided by forfeit (B.01 1.4.2c)
norm-excluded-less-than-one-move = less than one move played, not rated (B.01 1.4.2c)
norm-excluded-unrated-scoring-zero = unrated opponent who scored zero against rated opponents in a round robin (B.01 1.4.2b)
report-title-norms = Title norms (FIDE B.01)
report-norm-source = Checked against the FIDE Title Regulations (B.01) effective from 1 January 2024, art. 1.4. The administrative conditions of art. 1.1 (time control, rounds per day, arbiters, registration) are for the arbiter to certify.
report-norm-games = Games
report-norm-achieved = norm
report-norm-player = { $name } ({ $federation } { $rating })
report-norm-excluded = Round { $round } against { $opponent } not counted: { $reason }.
report-norm-round = Rd
report-norm-unrated = unrated
report-norm-title-met = { $title } norm: all requirements met
report-norm-title-not-met = { $title } norm: not achieved
report-norm-score-label = Score
report-norm-score-value = { $points } / { $games } ({ $percent }%)
report-norm-floor-label = Rating floor (B.01 1.4.6)
report-norm-floor-value = { $name } (round { $round }, { $rating }) counted as { $floor }
report-norm-performance-label = Rating average, dp, performance
report-norm-performance-value = Ra { $average }, dp { $difference }, Rp { $performance }
report-norm-article = Article
report-norm-requirement = Requirement
report-norm-met = Met
report-norm-yes = yes
report-norm-no = NO
report-norm-achieved-until = norm (rounds 1–{ $round })
report-norm-games-label = Games for the title application
report-norm-games-value = { $games }{ $extra ->
    [0] {""}
   *[other] {" "}+ { $extra } (whole points above the { $required } needed, B.01 1.4.1d) = { $sum }
}{ $limited ->
    [yes] , counted as { $total } (an event of more than 13 rounds, B.01 1.7)
   *[no] {""}
}
report-norm-without-wins = { $title } norm without the games against { $opponents }, beaten (B.01 1.4.1f): all requirements met
report-norm-achieved-without-wins = norm (without wins, 1.4.1f)
report-norm-title-met-until = { $title } norm over rounds 1–{ $round } (the later games dropped, B.01 1.4.1e): all requirements met
## The venue server (issue 38, crates/serve): the error pages phones get, and why it did
## not start.
serve-error-400 = Bad request
serve-error-400-detail = The address of this page cannot be read.
serve-error-403 = Forbidden
serve-error-403-detail = This address leads outside the tournament's pages.
serve-error-404 = Page not found
serve-error-404-detail = There is no such page: it may not be published yet.
serve-error-405 = Not allowed
serve-error-405-detail = These pages can only be read.
serve-error-500 = Page not available
serve-error-500-detail = The page could not be read. Try again in a moment.
serve-error-home = The tournament's home page
serve-error-not-a-folder = { $path } is not a folder
serve-error-bind = Cannot serve the pages at { $address }: { $reason }
serve-bind-in-use = the port is already in use (by another program, or another Torneo)
serve-bind-not-available = this address is not one of this computer's
serve-bind-permission = permission denied (ports below 1024 need administrator rights)
qr-too-long = The address is too long for a QR code ({ $length } characters).
venue-error-port = "{ $text }" is not a port: type a number from 1 to 65535.

## Publishing on the venue's network and the big screen (issue 38): the window.
venue-menu-publish = Publish on this network…
venue-menu-big-screen = Big screen…
venue-title = Publish on this network
venue-folder = Site folder
venue-address = Address
venue-every-network = Every network (0.0.0.0)
venue-port = Port
venue-write-first = Write the tournament's site into this folder first
venue-start = Start
venue-stop = Stop
venue-refresh = Find the addresses again
venue-serving = Serving { $folder }
venue-open-hint = Players open this address on their phones, or scan the code:
venue-not-serving = Not serving: choose the folder, the address and the port, then Start.
venue-stays = The pages stay published when this panel is closed; Stop ends them.
venue-qr = QR code of { $url }
venue-close = Close
venue-started = The pages are published at { $url }
venue-stopped = The pages are no longer published.
screen-title = Torneo — big screen
screen-language = Language
screen-show = Show
screen-show-automatic = Automatic
screen-show-pairings = Pairings
screen-show-standings = Standings
screen-seconds = Seconds a page
screen-full-screen = Full screen (F11)
screen-close = Close
screen-page = Page { $page } of { $pages }
screen-boards = Boards { $first }–{ $last }
screen-nothing = No round has been paired yet.
report-qr-round-page = Pairings and results on your phone:
print-qr-round-page = QR code of the round's page
print-qr-site-address = Site address
## Issue 37: categories and prizes (crate awards)
awards-overall = Overall
awards-prize = { $list }, place { $place }
awards-unknown-category = The prize table names the category “{ $category }”, which the settings do not define: its { $prizes ->
    [one] prize is
   *[other] { $prizes } prizes are
} not given.
awards-empty-category = Nobody is in the category “{ $category }”: its { $prizes ->
    [one] prize is
   *[other] { $prizes } prizes are
} not given.
awards-missing-place = { $list }: no prize for place { $place }; the prizes are given in the order of their places, so the next one goes to the next player.
awards-missing-places = { $list }: no prize for places { $from }–{ $to }; the prizes are given in the order of their places, so the next one goes to the next player.
awards-repeated-place = { $list }: two prizes for place { $place }; both are given, in the table's order, to successive players.
awards-not-given = { $prize }: not given, nobody of the list is left without a prize of more value.
awards-equal-values = { $player } was next in line for { $given } and for { $other }, of equal value: the table's order gave { $given }.
awards-hort-shared = { $list }: { $players } players tied on { $points } points share { $pool } by the Hort system (each keeps half the prize of his place, the other halves are split equally).
ui-doc-category-standings = Standings by category
ui-doc-prizes = Prize list
report-title-category-standings = Standings by category after round { $round }
report-title-category-standings-before-start = Standings by category before round 1
report-no-categories = No category is defined (Tournament → Settings → Categories).
report-category-empty = Nobody is in this category.
report-title-prizes = Prize list
report-no-prizes = No prize is given: the prize table is empty or nobody is entitled to a prize.
report-heading-prize-notes = Notes
report-prize-column-prize = Prize
report-prize-column-place = Place
report-prize-column-receives = Receives
report-prize-column-amount = Amount
report-prize-column-object = Object
report-prize-shared = { $paid } ({ $kept } + { $pool } shared)
cli-help-standings-category = Only the players of this category of the file, placed inside it
cli-help-standings-boards = A team event: the board standings too (best players of each board by percentage)
cli-help-standings-minimum_games = A team event: the fewest games on a board to be in its standings (default: half the rounds played, rounded up)
cli-help-prizes = Print the prize list (premiazione) after the last round with results
cli-help-prizes-csv = Write it as CSV (one row per prize, for the treasurer)
cli-unknown-category = The file has no category “{ $name }”; its categories: { $known }.
cli-team-not-a-team-event = The tournament has no teams.
cli-team-not-a-round-robin = The team event is a Swiss, not a round robin.
cli-team-too-few-teams = A team event needs at least two teams to pair.
cli-team-no-such-round = The team round robin has no round { $round }: every round of its table is paired.
cli-team-short-roster = Team { $team } has { $players } players for { $boards } boards: add players to its roster.
cli-team-not-a-team-swiss = The team event is a round robin, not a Swiss.
cli-team-custom-swiss = The team event is a Swiss by the organiser's own rules: Torneo pairs only the FIDE Team Swiss (C.04.6); pair this round by hand.
cli-team-baku = The Baku acceleration (C.04.7) is not applied to team events: choose the FIDE Team Swiss without acceleration.
cli-no-categories = The file has no category “{ $name }”: it defines none (Tournament → Settings → Categories).

## Issue 37: categories and prizes (window)
ui-awards-categories = Categories
ui-awards-cut-off = Ages counted on
ui-awards-cut-off-help = Day/month/year; empty: 1 January of the year the tournament starts (FIDE)
ui-awards-unrated-in-bands = Unrated players in the rating bands
ui-awards-unrated-excluded = in no band
ui-awards-unrated-as-rating = counted as
ui-awards-kind = Kind
ui-awards-kind-age = Age group
ui-awards-kind-women = Women
ui-awards-kind-band = Rating band
ui-awards-kind-unrated = Unrated
ui-awards-kind-club = Club
ui-awards-kind-federation = Federation
ui-awards-kind-tag = Tag
ui-awards-category-name = Category name
ui-awards-value = Club, federation or tag
ui-awards-band-from = Rating from
ui-awards-band-to = to
ui-awards-list-fide = FIDE
ui-awards-list-national = National
ui-awards-add-category = Add category
ui-awards-err-category-name = A category needs a name that no other category has.
ui-awards-err-band = The ends of a rating band are numbers (either may be left empty).
ui-awards-err-value = Type the club, federation or tag.
ui-awards-err-cut-off = The date ages are counted on is not a date.
ui-awards-prizes = Prizes
ui-awards-one-per-player = One prize per player (the most valuable)
ui-awards-tied = Players tied on points
ui-awards-tied-by-tiebreak = the tie-breaks decide
ui-awards-tied-hort = share the money (Hort system)
ui-awards-reading = Prize list order
ui-awards-reading-table = as in the table
ui-awards-reading-ceremony = categories, then overall from the last place
ui-awards-currency = Currency
ui-awards-whole-units = Shares in whole units (no cents)
ui-awards-list = List
ui-awards-overall = Overall
ui-awards-place = Place
ui-awards-money = Amount
ui-awards-object = Object
ui-awards-worth = worth
ui-awards-add-prize = Add prize
ui-awards-err-amount = An amount is a number with at most two decimals (150 or 150,50).
ui-awards-err-object = An object prize needs a description.
ui-awards-no-prizes = No prize yet.
ui-awards-no-categories = No category yet.
ui-awards-standings-category = Category
ui-awards-all-players = All players
ui-awards-tags = Tags
ui-awards-tags-help = Separated by commas; a prize category may name one
ui-awards-under = Under { $n }
ui-awards-over = Over { $n }
# Double-Swiss (C.04.5)
explain-double-swiss-round = Round { $round } is paired by the FIDE Double-Swiss system (C.04.5): { $players } players, each board a match of two games with the colours reversed in the second. The pairing-allocated bye is given first (3.4); then the top scoregroup of the players still unpaired takes the upfloaters it needs and is paired (3.5, 3.6), again and again; colours come last and never decide who meets whom (Article 4).
explain-double-swiss-bye = { $player } gets the pairing-allocated bye: among the players who may have it and whose bye leaves everybody else pairable, the lowest score ({ $score }), then the most matches played ({ $matches }), then the largest pairing number (C.04.5 3.4).
explain-double-swiss-bracket = Board { $board }: paired in the bracket of the { $score }-point scoregroup, { $residents } resident { $residents ->
    [one] player
   *[other] players
} and { $upfloaters ->
    [0] no upfloaters
    [one] one upfloater
   *[other] { $upfloaters } upfloaters
}, by the first pairing in the order of the pairing identifiers that keeps the criteria (C.04.5 3.6).
explain-double-swiss-upfloater = { $player } floats up from { $from } points into the { $to }-point bracket: the fewest upfloaters with the highest scores, first in the order of pairing numbers, that leave everybody pairable (C.04.5 3.5, [C4], [C5]).
explain-double-swiss-following-not-pairable = No set of upfloaters for the { $score }-point bracket left the following scoregroup pairable with the fewest upfloaters ([C6] not met, C.04.5 3.5.5).
explain-double-swiss-floated-again = { $count ->
    [one] One upfloater
   *[other] { $count } upfloaters
} of the { $score }-point bracket also floated in the previous round: no legal set had fewer ([C7], C.04.5 3.5.5).
explain-double-swiss-colour = { $white } has White in the first game and Black in the second: { $rule ->
    [initial] neither player has played a match yet, so the initial colour drawn by lot goes to the higher-ranked player if their pairing number is odd, the other colour if even (C.04.5 4.3.1)
    [fewer-whites] White goes to the player with fewer Whites (C.04.5 4.3.2)
    [recent-difference] the colours alternate from the most recent match in which they differed (C.04.5 4.3.3)
    [alternate-higher] the higher-ranked player's colour alternates from their last match (C.04.5 4.3.4)
   *[alternate-lower] the other player's colour alternates from their last match (C.04.5 4.3.5)
}.
violation-double-swiss-bye-barred = { $player } has the pairing-allocated bye after a pairing-allocated bye, a match won by forfeit or a full-point bye ([C2], C.04.5 2.1.2)
violation-double-swiss-bye-not-due = { $player } has the pairing-allocated bye, but it goes to { $due }: lowest score, then most matches played, then largest pairing number, among those who may have it and leave the others pairable (C.04.5 3.4)
violation-double-swiss-not-a-match = { $white } – { $black } is a single game: in the Double-Swiss system every board is a match of two games (C.04.5 Preface)
refusal-not-a-match = board { $board } of round { $round } is a single game, not a two-game match
ui-second-game = game 2
# Team Swiss (C.04.6)
explain-team-swiss-round = Round { $round } is paired by the FIDE Team Swiss system (C.04.6): { $teams } teams. The pairing-allocated bye is given first (3.4); then the top scoregroup of the teams still unpaired takes the upfloaters it needs and is paired (3.5, 3.6), again and again; the colour of board 1 comes last (Article 4).
explain-team-swiss-bye = Team { $team } gets the pairing-allocated bye: among the teams that may have it and whose bye leaves everybody else pairable, the lowest score ({ $score }), then the most matches played ({ $matches }), then the largest pairing number (C.04.6 3.4).
explain-team-swiss-bracket = Board { $board }: paired in the bracket of the { $score }-point scoregroup, { $residents } resident { $residents ->
    [one] team
   *[other] teams
} and { $upfloaters ->
    [0] no upfloaters
    [one] one upfloater
   *[other] { $upfloaters } upfloaters
}, by the first pairing in the order of the pairing identifiers that best keeps the colour preferences and the float criterion (C.04.6 3.6).
explain-team-swiss-upfloater = Team { $team } floats up from { $from } points into the { $to }-point bracket: the fewest upfloaters with the highest scores, first in the order of pairing numbers, that leave everybody pairable (C.04.6 3.5).
explain-team-swiss-colour = Team { $white } has White on board 1: { $rule ->
    [initial] neither team has played a match yet, so the colour drawn by lot goes to the first-team if its pairing number is odd, the other colour if even (C.04.6 4.3.1)
    [only-preference] only one team has a colour preference, and it is granted (C.04.6 4.3.2)
    [opposite] the two teams prefer opposite colours, and both get them (C.04.6 4.3.3)
    [only-strong] only one team has a strong preference, and it is granted (C.04.6 4.3.4)
    [lower-difference] White goes to the team with the lower colour difference (C.04.6 4.3.5)
    [recent-difference] the colours alternate from the most recent match in which they differed (C.04.6 4.3.6)
    [first-team-preference] the first-team's preference is granted (C.04.6 4.3.7)
    [alternate-first] the first-team's colour alternates from its last match (C.04.6 4.3.8)
   *[alternate-other] the other team's colour alternates from its last match (C.04.6 4.3.9)
}.
violation-team-swiss-rematch = teams { $a } and { $b } met before ([C1], C.04.6 2.1.1)
violation-team-swiss-twice = team { $team } is in the pairing more than once (C.04.6 3.3.1)
violation-team-swiss-unpaired = team { $team } is neither paired nor given the bye (C.04.6 3.3.1)
violation-team-swiss-unknown = team { $team } is not in the round
violation-team-swiss-bye-barred = team { $team } has the pairing-allocated bye after a pairing-allocated bye, a match won by forfeit or a full-point bye ([C2], C.04.6 2.1.2)
violation-team-swiss-bye-not-due = team { $team } has the pairing-allocated bye, but it goes to team { $due } (C.04.6 3.4)
# Printed team documents and Double-Swiss matches (issue 39)
ui-doc-team-pairings = Team pairings
ui-doc-match-slips = Match slips
ui-doc-team-standings = Team standings
ui-doc-board-standings = Board standings
ui-doc-team-crosstable = Team crosstable
report-error-not-a-team-event = the tournament is not a team event: it has no team documents
report-title-team-pairings = Team pairings, round { $round }
report-title-match-slips = Match slips, round { $round }
report-title-team-standings = Team standings after round { $round }
report-title-team-standings-before-start = Team standings before round 1
report-title-board-standings = Board standings after round { $round }
report-title-team-crosstable = Team crosstable after round { $round }
report-team-match = Match { $number }: { $first } – { $second }
report-team-match-score = Match { $number }: { $first } – { $second }   { $score }
report-team-match-forfeit = { $kind ->
    [first] Won by forfeit by { $first }: { $second } did not come
    [second] Won by forfeit by { $second }: { $first } did not come
   *[neither] Neither team came: both lose the match
}
report-team-no-player = (no player)
report-heading-teams-not-playing = Teams not playing
report-team-bye = Team bye (pairing-allocated)
report-team-column = { $column ->
    [team] Team
    [match-points] MP
    [game-points] GP
    [games] Games
   *[percentage] %
}
report-match-slip-heading = Round { $round } – Match { $number }
report-match-slip-teams = { $first } – { $second } (each board: White – Black)
report-match-slip-board = Board { $board }: { $white } – { $black }
report-match-slip-total = Match result: { $first } ______ – ______ { $second }
report-signature-captain = Captain of { $team }
report-board-standings-heading = Board { $board } (at least { $games } { $games ->
    [one] game
   *[other] games
})
report-board-standings-nobody = Nobody has played the minimum of games on this board.
report-team-score-name = { $score ->
    [match] match points
   *[game] game points
}
report-team-tiebreak-secondary = The { $score } (secondary score, C.07 13.1)
report-team-tiebreak-direct-encounter = Direct encounter on the primary score: the place inside the tied group (C.07 art. 6, 13.3)
report-team-tiebreak-buchholz = Buchholz on { $score } (C.07 8.1)
report-team-tiebreak-buchholz-cut = Buchholz on { $score }, less the lowest opponent (Cut-1, C.07 8.1, 14.1)
report-team-tiebreak-sonneborn-berger = Extended Sonneborn-Berger: each opponent's { $opponent } times the team's own { $own } against it (C.07 13.2)
report-team-crosstable-legend = Each cell: the row team's game points against the column team, matches in order; + and − a match won or lost by forfeit; × the team's own cell. MP: match points, GP: game points.
report-team-crosstable-legend-match-points = Each cell: the row team's match points against the column team, matches in order; + and − a match won or lost by forfeit; × the team's own cell. MP: match points, GP: game points.
report-column-game = Game { $game }
report-column-match = Match
report-pairings-double-swiss-legend = Double-Swiss (C.04.5): each board is a match of two games; the player on the left has White in game 1, the player on the right in game 2. Results read left – right.
report-slip-game = Game { $game } – White: { $player }
