#!/usr/bin/env python3
"""Turn the generator's "0000 - U" entries of an odd round robin into rests.

Gacrux's tournament generator gives the player drawn against the Berger bye number a
pairing-allocated bye worth a win (`0000 - U`). In a round robin that player simply rests:
no game, no points (C.05 Annex 1; Torneo records no entry for the round). This script
blanks those entries and lowers the score column by the PAB value (1.0), in place.
Usage: rest_rounds.py file.trf [...]
"""
import sys
from decimal import Decimal

for path in sys.argv[1:]:
    out = []
    with open(path, encoding="utf-8") as f:
        for line in f.read().split("\n"):
            if line.startswith("001"):
                cells = []
                pos = 91
                removed = Decimal("0")
                while pos < len(line):
                    cell = line[pos:pos + 10]
                    if cell.strip() == "0000 - U":
                        cell = " " * len(cell)
                        removed += Decimal("1.0")
                    cells.append(cell)
                    pos += 10
                points = Decimal(line[80:84].strip()) - removed
                line = line[:80] + f"{points:4.1f}" + line[84:91] + "".join(cells)
                line = line.rstrip()
            out.append(line)
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join(out))
