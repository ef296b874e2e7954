"""Cut a whole-tournament TRF-16 file into the request for round r (oracle layout:
rounds 1..r-1, the requested byes of round r kept, the score column recomputed: the score
after round r-1, or with `count_requested` the score with the bye of round r, as py4swiss
wants it)."""
import sys

POINTS = {"1": 1.0, "=": 0.5, "0": 0.0, "+": 1.0, "-": 0.0, "W": 1.0, "D": 0.5, "L": 0.0,
          "U": 1.0, "F": 1.0, "H": 0.5, "Z": 0.0, " ": 0.0}


def cut(text: str, r: int, count_requested: bool = False) -> str:
    out = []
    width = max((len(l) for l in text.splitlines() if l.startswith("001")), default=91)
    rounds = (width - 91 + 9) // 10
    for line in text.splitlines():
        if not line.startswith("001"):
            out.append(line)
            continue
        head = line[:91].ljust(91)
        cells = [line[91 + 10 * k: 101 + 10 * k] for k in range((len(line) - 91 + 9) // 10)]
        # A round before a late entry is written blank; py4swiss cannot read a blank cell:
        # it becomes a zero-point bye, which is what Torneo reads a blank as (C.07 16.1.1).
        cells = ["0000 - Z  " if not c.strip() else c.ljust(10) for c in cells]
        # A withdrawn player's line stops at the withdrawal: the rounds after it are
        # zero-point byes (absent), as the request format writes them.
        cells += ["0000 - Z  "] * (rounds - len(cells))
        kept = cells[: r - 1]
        score = sum(POINTS.get(c[7] if len(c) > 7 else " ", 0.0) for c in kept)
        if len(cells) >= r and cells[r - 1][7] in "HFZ":
            kept.append(cells[r - 1])
            if count_requested:
                score += POINTS[cells[r - 1][7]]
        head = head[:80] + f"{score:4.1f}" + head[84:]
        out.append((head + "".join(kept)).rstrip())
    return "\n".join(out) + "\n"


if __name__ == "__main__":
    src, r, dst = sys.argv[1], int(sys.argv[2]), sys.argv[3]
    with open(src) as f:
        text = f.read()
    with open(dst, "w") as f:
        f.write(cut(text, r))
