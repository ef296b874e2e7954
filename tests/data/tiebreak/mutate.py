#!/usr/bin/env python3
"""Add withdrawals and unrated players to a generated TRF, deterministically.

Gacrux's tournament generator makes neither. Usage: mutate.py file.trf seed withdrawals unrated
- withdrawals: that many players stop after a random round r >= 2: their cells from round r
  on are blanked (not paired: an absence, C.07 16.1); each opponent they had there gets a
  pairing-allocated bye ("0000 - U") instead. Score columns are recomputed.
- unrated: that many players get a blank rating field.
"""
import random
import sys
from decimal import Decimal

path, seed, withdrawals, unrated = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
rng = random.Random(seed)
lines = open(path, encoding="utf-8").read().split("\n")
values = {"W": Decimal("1.0"), "D": Decimal("0.5"), "L": Decimal("0.0"), "P": Decimal("1.0"), "Z": Decimal("0.0")}
for line in lines:
    if line.startswith("162"):
        words = line[3:].split()
        for letter, value in zip(words[0::2], words[1::2]):
            values[letter] = Decimal(value)
points_of = {"1": values["W"], "=": values["D"], "0": values["L"], "+": values["W"], "-": values["Z"],
             "U": values["P"], "F": values["W"], "H": values["D"], "Z": values["Z"], " ": Decimal("0")}

players = {}
for i, line in enumerate(lines):
    if line.startswith("001"):
        players[int(line[4:8])] = i

def cells(line):
    out = []
    pos = 91
    while pos < len(line):
        out.append(line[pos:pos + 10].ljust(10))
        pos += 10
    return out

def rebuild(i, new_cells):
    line = lines[i]
    total = sum(points_of[c[7]] if c.strip() else Decimal("0") for c in new_cells)
    lines[i] = (line[:80] + f"{total:4.1f}" + line[84:91] + "".join(new_cells)).rstrip()

numbers = sorted(players)
for number in rng.sample(numbers, min(withdrawals, len(numbers))):
    own = cells(lines[players[number]])
    if len(own) < 3:
        continue
    start = rng.randrange(1, len(own))
    for r in range(start, len(own)):
        cell = own[r]
        if cell.strip() and int(cell[0:4]) > 0:
            opp = int(cell[0:4])
            theirs = cells(lines[players[opp]])
            theirs[r] = "0000 - U  "
            rebuild(players[opp], theirs)
        own[r] = " " * 10
    rebuild(players[number], own)
for number in rng.sample(numbers, min(unrated, len(numbers))):
    i = players[number]
    lines[i] = lines[i][:48] + "    " + lines[i][52:]
open(path, "w", encoding="utf-8").write("\n".join(lines))
