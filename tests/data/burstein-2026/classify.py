"""Attributes each disagreement between Torneo and py4swiss 0.3.1 (issue 16 item 3, issue
34 4c) to the defects of py4swiss that cause it; its output is `disagreements.txt`:

    pip install py4swiss==0.3.1
    python3 classify.py <torneo binary> > disagreements.txt

py4swiss is a second opinion, not the truth. Its source (site-packages/py4swiss/engines/
burstein) was read against the text of C.04.4.2, and each place where it departs from the
text is a *defect* (`DEFECTS`), with a correction written here from the text and applied
to py4swiss in this process (its files untouched). For each request, py4swiss without
corrections must first give the answer it gave once (`py4swiss/`); where that answer is
not Torneo's, the request is paired again under corrections:

1. with every correction, py4swiss must give Torneo's pairing (otherwise the line says
   "unexplained");
2. the corrections it cannot do without (leaving one out makes it differ again) are taken,
   then the smallest set of further corrections, in the order of the list, that gives
   Torneo's pairing; that set is the line's label.

One correction is not a defect: `reading-1.7.1`. py4swiss was given (make.py) a copy of
the request whose score column also counts the bye registered for the round being paired,
so it reads 1.7.1's "current score" with that bye; Torneo's default reading is without it
(docs/rules/burstein.md, "Two readings of the Index"). A line needing it is checked
against Torneo paired with that reading (`--this-round-bye included`).
"""
import os
import subprocess
import sys
import tempfile
import textwrap
from itertools import combinations
from pathlib import Path

from py4swiss.dynamicuint import DynamicUint
from py4swiss.engines.burstein import bye_matcher, engine, pairer, player, state
from py4swiss.engines.burstein.criteria.quality import C7
from py4swiss.engines.burstein.player import PlayerRole
from py4swiss.trf import TrfParser
from py4swiss.trf.results import ResultToken

from cut import cut

HERE = os.path.dirname(os.path.abspath(__file__))

# (code, article of C.04.4.2, what py4swiss 0.3.1 does); the corrections follow below.
DEFECTS = [
    ("C6-bits", "2.3.2", "the C6 weight gives the highest score the least significant bits "
     "(State._get_score_bits starts its offsets at the highest score): it pairs the lowest "
     "scores first and floats the highest"),
    ("C7-side", "2.3.3", "the C7 weight counts a pair of the next bracket only when its "
     "lower-Index player is from the next scoregroup, and a floater's score only when he is "
     "the higher-Index player of the pair (even when he stays in the bracket)"),
    ("4.3-next", "4.3", "the order bonus of BSN i's opponent starts at 0 for BSN i+1, the "
     "bonus of floating (BSN 0): BSN i+1 and a float are tied"),
    ("PAB-games", "3.1.4", "the PAB weight ranks games played the wrong way: it prefers the "
     "player with the fewest games"),
    ("PAB-margin", "3.1.5", "for the lowest ranking, ByeMatcher.get_bye adds 1 to a "
     "candidate's weight in the last bit of the games rank: he ties with a candidate one "
     "rank better by 3.1.4 (or by 3.1.3, past the top of the games field), and the matching "
     "may give him the PAB"),
    ("ZPB-draws", "1.7.2", "the exception (zero-point byes of a series up to the current round "
     "as draws for the opponents) is applied only to a player with nothing but zero-point "
     "byes, who has no opponents: never"),
    ("floater-tied", "4.2", "an outgoing floater is finalised with the next-scoregroup player "
     "a passing solve gave him, so the later choices of the bracket treat that pair of the "
     "next bracket as made (4.2: his opponent is a virtual player, BSN 0)"),
    ("reading-1.7.1", "1.7.1", "not a defect: py4swiss was given the score with the bye "
     "registered for the round being paired (the other reading of 1.7.1's current score); "
     "with every defect corrected it gives what Torneo gives with --this-round-bye included "
     "(checked for each)"),
]
CODES = [code for code, _, _ in DEFECTS]
ARTICLE = {code: article for code, article, _ in DEFECTS}

ORIGINAL = {
    "score_bits": state.State._get_score_bits,
    "c7": C7.get_weight,
    "bye_weight": bye_matcher.ByeMatcher._get_bye_weight,
    "buchholz": player._get_buchholz_dict,
    "sonneborn_berger": player._get_sonneborn_berger_dict,
    "determine": pairer.Pairer.determine_pairings,
}


def score_bits_highest_first(players):
    """C6 (2.3.2): the highest score gets the most significant bits (one field per score,
    wide enough for every player of that score)."""
    scores = [p.points_with_acceleration for p in players]
    widths = {s: scores.count(s).bit_length() for s in set(scores)}
    offsets, total = {}, 0
    for s in sorted(widths):
        offsets[s] = total
        total += widths[s]
    return total, offsets


def c7_both_sides(cls, player_1, player_2, zero, st):
    """C7 (2.3.3): the next bracket's C5 (a pair with a next-scoregroup player, in either
    position) then its C6 (the score of the floater who gets that pair)."""
    weight = DynamicUint(zero)
    roles = (player_1.role, player_2.role)
    if PlayerRole.NONE in roles or PlayerRole.LOWER not in roles:
        return weight
    weight |= 1
    weight <<= st.resident_score_total_bits
    for p in (player_1, player_2):
        if p.role == PlayerRole.RESIDENT:
            weight += (zero | 1) << st.resident_score_bit_dict[p.points_with_acceleration]
    return weight


def bye_weight(self, p, most_games, own_bit):
    """3.1.3-3.1.5. `most_games` (3.1.4): the more games played, the larger the weight
    (rank 0 = fewest games). `own_bit` (3.1.5): the weight moves up one bit, so that the
    one ByeMatcher.get_bye adds to the lowest-ranking candidate cannot reach the weight of
    a player with more games (or a lower score)."""
    if most_games:
        games = sorted({len(q.opponents) for q in self._players})
        self._games_dict = {g: rank for rank, g in enumerate(games)}
    weight = ORIGINAL["bye_weight"](self, p)
    if own_bit:
        weight <<= 1
    return weight


def index_dicts(sections, points, with_exception, without_this_round_bye):
    """Buchholz and Sonneborn-Berger (1.7.1) in tenths, an unplayed round as a game against
    oneself (1.7.2). `with_exception`: a series of zero-point byes ending with the last
    round played counts as draws for the opponents (1.7.2, Torneo's default reading).
    `without_this_round_bye`: the current score leaves out the bye registered for the
    round being paired (1.7.1, Torneo's default reading). With neither, this gives
    py4swiss's own values (checked for every request)."""
    played_rounds = min(len(s.results) for s in sections)
    own, for_opponents = {}, {}
    for s in sections:
        score = s.points_times_ten
        if without_this_round_bye and len(s.results) > played_rounds:
            score -= points.get_points_times_ten(s.results[played_rounds])
        own[s.starting_number] = score
        series = 0
        for cell in reversed(s.results[:played_rounds]):
            if cell.result != ResultToken.ZERO_POINT_BYE:
                break
            series += 1
        draws = 5 * series if with_exception else 0  # a draw is ½ point, 5 tenths
        for_opponents[s.starting_number] = score + draws
    buchholz, sonneborn_berger = {}, {}
    for s in sections:
        bh = sb = 0
        for cell in s.results:
            opponent = for_opponents[cell.id] if cell.result.is_played() else own[s.starting_number]
            bh += opponent
            sb += opponent * points.get_points_times_ten(cell)
        buchholz[s.starting_number], sonneborn_berger[s.starting_number] = bh, sb
    return buchholz, sonneborn_berger


def determine_pairings(self, order_from_next=False, floaters_free=False):
    """Art. 4.3, BSN by BSN: the largest BSN the resident can meet without losing on
    C4-C8, else he floats. `order_from_next`: BSN i+1 earns a bonus above floating's (0).
    `floaters_free`: a floater leaves the bracket without a fixed next-bracket opponent."""
    residents = self._resident_list
    done = set()
    for i, resident in enumerate(residents):
        if resident in done:
            continue
        self._matcher.add_to_weights(resident, residents[i + 1:], 1 if order_from_next else 0,
                                     increment=True)
        self._matcher.update_matching()
        mate = self._matcher.matching[resident]
        if floaters_free and mate.role != PlayerRole.RESIDENT:
            self._matcher.remove_weights(resident, [r for r in residents if r != resident])
            done.add(resident)
        else:
            self._matcher.finalize_match(resident, mate)
            done |= {resident, mate}


def apply(codes):
    """Puts py4swiss in the state given by the set of corrections `codes`."""
    state.State._get_score_bits = (
        staticmethod(score_bits_highest_first) if "C6-bits" in codes
        else staticmethod(ORIGINAL["score_bits"]))
    C7.get_weight = (classmethod(c7_both_sides) if "C7-side" in codes
                     else classmethod(ORIGINAL["c7"].__func__))
    games, margin = "PAB-games" in codes, "PAB-margin" in codes
    bye_matcher.ByeMatcher._get_bye_weight = (
        lambda self, p: bye_weight(self, p, most_games=games, own_bit=margin))
    # Without their corrections, py4swiss's own functions.
    exception, reading = "ZPB-draws" in codes, "reading-1.7.1" in codes
    if exception or reading:
        player._get_buchholz_dict = (
            lambda sections, sps: index_dicts(sections, sps, exception, reading)[0])
        player._get_sonneborn_berger_dict = (
            lambda sections, sps: index_dicts(sections, sps, exception, reading)[1])
    else:
        player._get_buchholz_dict = ORIGINAL["buchholz"]
        player._get_sonneborn_berger_dict = ORIGINAL["sonneborn_berger"]
    order, free = "4.3-next" in codes, "floater-tied" in codes
    pairer.Pairer.determine_pairings = (
        (lambda self: determine_pairings(self, order_from_next=order, floaters_free=free))
        if order or free else ORIGINAL["determine"])


def pairs_of(pairings):
    return {(min(p.white, p.black), max(p.white, p.black)) if p.black else (p.white, 0)
            for p in pairings}


def py4swiss_pairs(trf, codes):
    apply(codes)
    try:
        return pairs_of(engine.Engine.generate_pairings(trf))
    except Exception as e:  # a correction may leave no pairing: not an agreement
        return f"error: {e}"


def py4swiss_pairs_as_is(trf):
    """py4swiss's pairing with its functions as they stand (patched or not)."""
    return pairs_of(engine.Engine.generate_pairings(trf))


def label(trf, mine):
    every = set(CODES)
    if py4swiss_pairs(trf, every) != mine:
        return "unexplained: py4swiss with every correction still differs"
    needed = {c for c in CODES if py4swiss_pairs(trf, every - {c}) != mine}
    rest = [c for c in CODES if c not in needed]
    for size in range(len(rest) + 1):
        for extra in combinations(rest, size):
            if py4swiss_pairs(trf, needed | set(extra)) == mine:
                chosen = needed | set(extra)
                return ", ".join(f"{c} ({ARTICLE[c]})" for c in CODES if c in chosen)
    return "unexplained"


def torneo_pairs(torneo, request, flags=()):
    out = subprocess.run([torneo, "pair", "--burstein", "--edition", "2026", *flags, request],
                         capture_output=True, text=True, check=True).stdout
    pairs = set()
    for line in out.splitlines()[1:]:
        a, b = map(int, line.split()[:2])
        pairs.add((min(a, b), max(a, b)) if b else (a, 0))
    return pairs


def stored_pairs(name):
    text = open(os.path.join(HERE, "py4swiss", name + ".pairs")).read()
    if text.strip() == "error":
        return None
    pairs = set()
    for line in text.splitlines()[1:]:
        a, b = map(int, line.split()[:2])
        pairs.add((min(a, b), max(a, b)) if b else (a, 0))
    return pairs


def py4swiss_request(name):
    """The copy py4swiss was given (make.py): the score column counts the bye of round r."""
    whole, r = name.rsplit("_round", 1)
    text = open(os.path.join(HERE, "tournaments", whole + ".trf")).read()
    handle, path = tempfile.mkstemp(suffix=".trf")
    with os.fdopen(handle, "w") as f:
        f.write(cut(text, int(r), count_requested=True))
    try:
        return TrfParser.parse(Path(path))
    finally:
        os.remove(path)


HEADER = """\
# Burstein 2026 disagreements with py4swiss 0.3.1 (issue 16 item 3; labels of issue 34),
# written by classify.py (see README.md): request, then the defects of py4swiss that cause
# the disagreement, each with its article of C.04.4.2. classify.py corrects each defect in
# py4swiss (the correction written from the text) and, for each request, takes the
# corrections py4swiss cannot do without to give Torneo's pairing, then the fewest more.
# py4swiss is a second opinion: each defect is a place where its source departs from the
# text, not a place where it differs from Torneo. Requests, of {total}, that need each:"""


def main():
    torneo = sys.argv[1]
    lines = []
    for f in sorted(os.listdir(os.path.join(HERE, "requests"))):
        name = f[:-4]
        stored = stored_pairs(name)
        if stored is None:
            continue
        trf = py4swiss_request(name)
        # The uncorrected run must give the answer py4swiss gave once, and index_dicts
        # and determine_pairings without corrections py4swiss's own values and pairing,
        # or the corrections below would not be corrections of it.
        apply(set())
        sections = trf.player_sections
        sps = trf.x_section.scoring_point_system
        own = (ORIGINAL["buchholz"](sections, sps), ORIGINAL["sonneborn_berger"](sections, sps))
        pairer.Pairer.determine_pairings = determine_pairings
        rewritten = py4swiss_pairs_as_is(trf)
        apply(set())
        if (index_dicts(sections, sps, False, False) != own or rewritten != stored
                or py4swiss_pairs(trf, set()) != stored):
            lines.append(f"{name} unexplained: py4swiss does not give its stored answer here")
            continue
        mine = torneo_pairs(torneo, os.path.join(HERE, "requests", f))
        if mine == stored:
            continue
        why = label(trf, mine)
        # The reading, not a defect: py4swiss with every defect corrected must then give
        # what Torneo gives with that reading (`--this-round-bye included`).
        if "reading-1.7.1" in why:
            other = torneo_pairs(torneo, os.path.join(HERE, "requests", f),
                                 ("--this-round-bye", "included"))
            if py4swiss_pairs(trf, set(CODES) - {"reading-1.7.1"}) != other:
                why = "unexplained: the reading of 1.7.1 alone does not account for it"
        lines.append(f"{name} {why}")
    print(HEADER.format(total=len(lines)))
    for code, article, what in DEFECTS:
        count = sum(1 for line in lines if f" {code} (" in line)
        print(textwrap.fill(f"{code} ({article}), {count}: {what}", width=92,
                            initial_indent="# - ", subsequent_indent="#   "))
    print("\n".join(lines))


if __name__ == "__main__":
    main()
