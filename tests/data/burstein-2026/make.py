"""Produces the 2026 Burstein second-opinion data (issue 16 item 3); run once, by hand:

    python3 tests/data/burstein-2026/make.py <torneo binary> <py4swiss binary>

1. `torneo generate --burstein` makes each tournament (parameters below, fixed seeds);
   (a tournament with a round that has no valid pairing is skipped);
2. `cut.py` cuts it into the request for a round (rounds before it, byes asked for it);
3. py4swiss answers each request once (`py4swiss -t request -e burstein -p answer`) on a
   copy whose score column also counts the bye asked for the round (py4swiss checks it
   against every result on the line);
   a request it cannot answer gets the answer `error`.
"""
import os
import subprocess
import sys

from cut import cut

HERE = os.path.dirname(os.path.abspath(__file__))
SIZES = [7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 19, 20, 21, 23, 24, 26, 27, 30, 31,
         35, 36, 40, 47, 50, 64, 75, 99]
VARIANTS = {
    "clean": [],
    "byes": ["--zero-point-bye-rate", "5", "--half-point-bye-rate", "3"],
    "forfeits": ["--forfeit-rate", "5"],
    "heavy": ["--forfeit-rate", "4", "--zero-point-bye-rate", "4", "--withdrawal-rate", "2",
              "--late-entries", "5"],
}


def main() -> None:
    torneo, py4swiss = sys.argv[1], sys.argv[2]
    for sub in ("requests", "py4swiss", "tournaments"):
        os.makedirs(os.path.join(HERE, sub), exist_ok=True)
    for k in range(112):
        players = SIZES[k % len(SIZES)]
        rounds = min(5 + k % 7, players - 3)
        variant = list(VARIANTS)[k % 4]
        name = f"b{k:03}_n{players:04}_r{rounds:02}_{variant}"
        whole = os.path.join(HERE, "tournaments", f"{name}.trf")
        made = subprocess.run([torneo, "generate", "--burstein", "--players", str(players),
                               "--rounds", str(rounds), "--seed", str(2026 + k), "--output",
                               whole] + VARIANTS[variant])
        if made.returncode != 0:
            continue  # no valid pairing for some round: no requests from this one
        with open(whole) as f:
            text = f.read()
        seeding = min(rounds // 2, 4)
        cuts = {seeding + 1 + k % (rounds - seeding), rounds}
        if k % 8 == 0:
            cuts.add(2)  # a seeding round: paired as Dutch
        for r in sorted(cuts):
            request = os.path.join(HERE, "requests", f"{name}_round{r:02}.trf")
            with open(request, "w") as f:
                f.write(cut(text, r))
            answer = os.path.join(HERE, "py4swiss", f"{name}_round{r:02}.pairs")
            # py4swiss checks the score column against every result on the line, the bye
            # asked for round r included: it reads a copy whose score counts that bye.
            theirs = os.path.join(HERE, "py4swiss", "request.trf")
            with open(theirs, "w") as f:
                f.write(cut(text, r, count_requested=True))
            done = subprocess.run([py4swiss, "-t", theirs, "-e", "burstein", "-p", answer],
                                  capture_output=True, timeout=600)
            os.remove(theirs)
            if done.returncode != 0 or not os.path.exists(answer):
                with open(answer, "w") as f:
                    f.write("error\n")


if __name__ == "__main__":
    main()
