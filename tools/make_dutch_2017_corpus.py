#!/usr/bin/env python3
"""Makes the Dutch 2017 oracle corpus (tests/data/oracle-dutch-2017/) with bbpPairings v5.

bbpPairings v5 implements the 2017 edition of the FIDE Dutch system (C.04.3 in force from
1 July 2017 to 31 January 2026). Its random tournament generator (`--dutch -g CFG -o TRF
-s SEED`) makes whole tournaments; each is split into one request per round (rounds
1..r-1, the players not paired in round r marked with their bye in column r) and v5's
own answer to each request (`--dutch REQUEST -p ANSWER`) is kept beside it, in the
layout and answer format of ../shared/oracle (see its README).

Every answer is also checked against the round the generator paired: the same engine
made both, so they must agree (a disagreement means the request lost a fact, and the
script stops).

Usage: nice python3 tools/make_dutch_2017_corpus.py --bbp /tmp/bbp5/bbpPairings.exe \
           --out tests/data/oracle-dutch-2017 [--count 40] [--seed 2017]

Large fields (tests/data/oracle-dutch-2017-large/): name each tournament's shape with
`--event PLAYERS:ROUNDS:KIND[:310][:xxp|:absent]` (repeated; KIND one of clean, light,
heavy, genrand; the rest still drawn from --seed) and keep only some rounds as requests
with `--keep-rounds 3,5,7` (round 1 is still asked of v5 to find the initial colour).
"""

import argparse
import random
import shutil
import subprocess
import sys
from pathlib import Path

ROUND_START = 91  # 0-based column of round 1's block in a 001 line (TRF columns 92-99)
BLOCK = 10

VARIANTS = {
    # name: ranges of the generator's rates (one event in N: forfeit, retirement,
    # half-point bye), as in the 2026 corpus's settings; None: the generator's defaults
    "clean": None,
    "light": ((20, 60), (20, 60), (20, 60)),
    "heavy": ((5, 12), (5, 12), (5, 12)),
    "genrand": None,
}


def tenths(text):
    whole, _, frac = text.strip().partition(".")
    return int(whole) * 10 + int((frac + "0")[:1])


def block_of(line, r):
    start = ROUND_START + BLOCK * (r - 1)
    return line[start - 2:start + 8] if len(line) >= start else ""


class Player:
    def __init__(self, line):
        self.line = line.rstrip("\n")
        self.id = int(line[4:8])
        self.head = self.line[:80]
        self.rank_field = self.line[84:89]
        self.rounds = []
        r = 1
        while len(self.line) > ROUND_START - 2 + BLOCK * (r - 1):
            self.rounds.append(block_of(self.line, r).ljust(BLOCK))
            r += 1

    def entry(self, r):
        if r - 1 < len(self.rounds):
            b = self.rounds[r - 1]
            return b[2:6].strip(), b[7:8], b[9:10]
        return "", " ", " "


def points(result, opponent, scoring):
    win, draw, loss, bye = scoring
    if result in "1+WF":
        return win
    if result == "U" or (result == "+" and opponent == "0000"):
        return bye
    if result in "=DH":
        return draw
    return loss if result in "0L" else 0


def request_text(name, players, r, rounds, colour, scoring, extra_lines, absent):
    out = [f"012 {name}"]
    for p in players:
        score = 0
        blocks = []
        for k in range(1, r):
            opp, col, res = p.entry(k)
            score += points(res, opp, scoring)
            blocks.append(p.rounds[k - 1])
        opp, col, res = p.entry(r)
        if p.id in absent.get(r, ()):
            blocks.append("  0000 - Z")
        elif opp in ("", "0000") and res in "HZF":
            blocks.append(f"  0000 - {res}")
        line = f"{p.head}{score // 10:>2}.{score % 10}{p.rank_field}" + "".join(blocks)
        out.append(line.rstrip())
    out.append("")
    out.append("192 FIDE_DUTCH_2017")
    out.extend(extra_lines)
    out.append(f"XXR {rounds}")
    out.append(f"XXC {colour}1")
    return "\n".join(out) + "\n"


def pairs_played(players, r, absent):
    """The generator's round r as (white, black) pairs and the PAB receiver."""
    pairs, bye = set(), None
    for p in players:
        if p.id in absent.get(r, ()):
            continue
        opp, col, res = p.entry(r)
        if opp in ("", "0000"):
            if res in "U+":
                bye = p.id
            continue
        if col == "w":
            pairs.add((p.id, int(opp)))
    return pairs, bye


def parse_answer(text):
    lines = text.split()
    nums = [int(x) for x in lines[1:]]
    pairs, bye = set(), None
    for w, b in zip(nums[0::2], nums[1::2]):
        if b == 0:
            bye = w
        else:
            pairs.add((w, b))
    return pairs, bye


def run_bbp(bbp, request, answer):
    proc = subprocess.run([bbp, "--dutch", str(request), "-p", str(answer)],
                          capture_output=True, text=True)
    return proc.returncode


def make_cfg(rng, n, rounds, variant, three_one_zero):
    lines = [f"PlayersNumber={n}", f"RoundsNumber={rounds}"]
    shape = VARIANTS[variant]
    if variant == "clean":
        lines += ["ForfeitRate=1e9", "RetiredRate=1e9", "HalfPointByeRate=1e9"]
    if shape is not None:
        (f0, f1), (r0, r1), (h0, h1) = shape
        lines += [f"ForfeitRate={rng.randint(f0, f1)}",
                  f"RetiredRate={rng.randint(r0, r1)}",
                  f"HalfPointByeRate={rng.randint(h0, h1)}"]
    if variant != "genrand":
        lines += [f"DrawPercentage={rng.randint(10, 35)}"]
        high = rng.randint(2000, 2750)
        lines += [f"HighestRating={high}", f"LowestRating={rng.randint(1000, high - 300)}"]
    if three_one_zero:
        lines += ["PointsForWin=3", "PointsForDraw=1", "PointsForPAB=3"]
    return "\n".join(lines) + "\n"


def forbidden_pairs(rng, n):
    ids = rng.sample(range(1, n + 1), min(n, 2 * rng.randint(1, 3)))
    return [f"XXP {a} {b}" for a, b in zip(ids[0::2], ids[1::2])]


def absences(rng, n, rounds):
    """Players absent in a round (a zero-point bye in that round's request): in each
    round from 2 on, about one player in fifteen."""
    return {r: set(rng.sample(range(1, n + 1), 1 + n // 15)) for r in range(2, rounds + 1)}


def drawn_shape(args, rng):
    """A tournament's shape drawn from `rng`: (players, rounds, kind, 3-1-0, added facts)."""
    n = min(args.max_players, rng.choice([rng.randint(7, 30), rng.randint(7, 30),
                                          rng.randint(20, 80), rng.randint(60, 150),
                                          rng.randint(150, 300)]))
    rounds = min(rng.randint(5, 11), max(5, n - 2))  # a small field cannot play many rounds
    variant = rng.choice(["clean", "light", "light", "heavy", "heavy", "genrand"])
    three_one_zero = rng.random() < 0.15
    kind = rng.choice(["", "", "", "", "xxp", "absent"]) if n >= 10 else ""
    return n, rounds, variant, three_one_zero, kind


def named_shape(text):
    """A shape given as `PLAYERS:ROUNDS:KIND[:310][:xxp|:absent]` (see --event)."""
    n, rounds, variant, *rest = text.split(":")
    if variant not in VARIANTS or any(r not in ("310", "xxp", "absent") for r in rest):
        raise argparse.ArgumentTypeError(f"bad event {text!r}")
    kinds = [r for r in rest if r != "310"]
    if len(kinds) > 1:
        raise argparse.ArgumentTypeError(f"one of xxp, absent at most: {text!r}")
    return int(n), int(rounds), variant, "310" in rest, kinds[0] if kinds else ""


def make_one(args, rng, index, out, shape):
    n, rounds, variant, three_one_zero, kind = shape
    name = f"d17_{index:03d}_n{n:04d}_r{rounds:02d}_{variant}"
    name += "_310" if three_one_zero else ""
    name += f"_{kind}" if kind else ""
    cfg_text = make_cfg(rng, n, rounds, variant, three_one_zero)
    (out / f"{name}.cfg").write_text(cfg_text)
    raw = out / f"{name}.raw"
    for _ in range(50):  # exit code 1: the generator met a round without a valid pairing
        seed = rng.randint(1, 2**31 - 1)
        code = subprocess.run([args.bbp, "--dutch", "-g", str(out / f"{name}.cfg"), "-o",
                               str(raw), "-s", str(seed)], capture_output=True).returncode
        if code == 0:
            break
        if code != 1:
            sys.exit(f"{name}: generator exit code {code}")
    else:
        sys.exit(f"{name}: the generator found no complete tournament in 50 tries")
    text = raw.read_text().replace("\r\n", "\n").replace("\r", "\n")
    raw.unlink()
    players = [Player(l) for l in text.split("\n") if l.startswith("001")]
    scoring = (30, 10, 0, 30) if three_one_zero else (10, 5, 0, 10)
    extra = ["BBW  3.0", "BBD  1.0", "BBU  3.0"] if three_one_zero else []
    if kind == "xxp":
        extra += forbidden_pairs(rng, n)
    absent = absences(rng, n, rounds) if kind == "absent" else {}
    check_pairs = kind == ""  # the generator's rounds do not know the added facts
    for p in players:  # the final score column must be what the results give
        total = sum(points(p.entry(k)[2], p.entry(k)[0], scoring) for k in range(1, rounds + 1))
        if total != tenths(p.line[80:84]):
            sys.exit(f"{name}: player {p.id} scores {p.line[80:84]} but results give {total}")
    event = out / name
    event.mkdir(exist_ok=True)
    colour = None
    for r in range(1, rounds + 1):
        kept = args.keep_rounds is None or r in args.keep_rounds
        if not kept and colour is not None:
            continue  # v5 is asked only for the kept rounds (and round 1, for the colour)
        request = event / f"round{r}.trf"
        answer = event / f"round{r}.expected"
        for c in ([colour] if colour else ["white", "black"]):
            request.write_text(request_text(name, players, r, rounds, c, scoring, extra, absent))
            code = run_bbp(args.bbp, request, answer)
            if code == 1:
                answer.unlink(missing_ok=True)
                request.with_suffix(".error").write_text("no valid pairing\n")
                break
            if code != 0:
                sys.exit(f"{request}: bbpPairings exit code {code}")
            if not check_pairs or parse_answer(answer.read_text()) == pairs_played(players, r, absent):
                colour = c
                break
        else:
            sys.exit(f"{request}: v5's answer differs from the generator's round {r}")
        if not kept:
            for leftover in (request, answer, request.with_suffix(".error")):
                leftover.unlink(missing_ok=True)
        if code == 1:  # later rounds would rest on a round that cannot be paired
            break
    full = request_text(name, players, rounds + 1, rounds, colour or "white", scoring, extra, {})
    (out / f"{name}.trf").write_text(full)
    (out / f"{name}.seed").write_text(f"{seed}\n")
    return name


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bbp", required=True, help="bbpPairings v5 executable")
    parser.add_argument("--out", required=True, type=Path)
    parser.add_argument("--count", type=int, default=40)
    parser.add_argument("--seed", type=int, default=2017)
    parser.add_argument("--max-players", type=int, default=300)
    parser.add_argument("--event", type=named_shape, action="append",
                        help="PLAYERS:ROUNDS:KIND[:310][:xxp|:absent], repeated; "
                             "replaces --count's drawn shapes")
    parser.add_argument("--keep-rounds", type=lambda t: {int(x) for x in t.split(",")},
                        help="only these rounds become requests, e.g. 3,5,7")
    args = parser.parse_args()
    if args.out.exists():
        shutil.rmtree(args.out)
    args.out.mkdir(parents=True)
    rng = random.Random(args.seed)
    shapes = args.event or [None] * args.count
    for index, shape in enumerate(shapes):
        shape = shape or drawn_shape(args, rng)
        print(make_one(args, rng, index, args.out, shape), flush=True)


if __name__ == "__main__":
    main()
