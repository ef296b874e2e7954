"""Classifies each disagreement between Torneo and py4swiss (issue 16 item 3), criterion
by criterion, from the request alone (an independent reading of C.04.4.2, not Torneo's
code). Prints one line per disagreement: request, then the article that decides.

    python3 classify.py <torneo binary>
"""
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PTS = {"1": 2, "=": 1, "0": 0, "+": 2, "-": 0, "W": 2, "D": 1, "L": 0, "U": 2, "F": 2,
       "H": 1, "Z": 0, " ": 0}  # half-points


def read(path):
    players = {}
    for line in open(path):
        if not line.startswith("001"):
            continue
        pid = int(line[4:8])
        cells = [line[91 + 10 * k: 101 + 10 * k].ljust(10) for k in range((len(line.rstrip("\n")) - 91 + 9) // 10)]
        players[pid] = cells
    r = min(len(c) for c in players.values()) + 1
    info = {}
    for pid, cells in players.items():
        past = cells[: r - 1]
        games = []
        for c in past:
            opp = int(c[0:5]) if c[0:5].strip() else 0
            res = c[7]
            games.append((opp, c[5], res))
        info[pid] = {
            "games": games,
            "active": len(cells) == r - 1,
            "score": sum(PTS.get(g[2], 0) for g in games),
        }
    for pid, p in info.items():
        played = [(o, col, res) for o, col, res in p["games"] if o and res in "10=WDL"]
        p["met"] = {o for o, _, _ in played}
        p["colours"] = [col for _, col, _ in played]
        p["ngames"] = len(played)
        p["bye_ok"] = not any(res in "U+F" for _, _, res in p["games"])
    # Index (1.7): opponents' scores, trailing zero-point byes as draws; unplayed: own score.
    for pid, p in info.items():
        trail = 0
        for o, col, res in reversed(p["games"]):
            if res == "Z" or (res == " " and not o):
                trail += 1
            else:
                break
        p["for_opp"] = p["score"] + trail
    for pid, p in info.items():
        bh = sb = 0
        for o, col, res in p["games"]:
            s = info[o]["for_opp"] if (o and res in "10=WDL") else p["score"]
            bh += s
            sb += s * PTS.get(res, 0)
        p["index"] = (bh, sb, -pid)
    for p in info.values():
        c = p["colours"]
        d = c.count("w") - c.count("b")
        if not c:
            p["pref"], p["abs"] = None, False
        else:
            same2 = len(c) > 1 and c[-1] == c[-2]
            if d > 0:
                pref = "b"
            elif d < 0:
                pref = "w"
            else:
                pref = "b" if c[-1] == "w" else "w"
            if same2 and abs(d) <= 1:
                pref = "b" if c[-1] == "w" else "w"
            p["pref"], p["abs"] = pref, abs(d) > 1 or same2
    return info, r


def answer(text):
    if text.strip() == "error":
        return None
    pairs = set()
    for line in text.splitlines()[1:]:
        a, b = map(int, line.split()[:2])
        pairs.add((a, b))
    return pairs


def profile(info, pairs):
    """Per bracket top-down: (pairs in it, floaters' scores descending, unmet colours)."""
    mate = {}
    bye = None
    for a, b in pairs:
        if b == 0:
            bye = a
        else:
            mate[a], mate[b] = b, a
    todo = {p for p in mate}
    out = []
    for s in sorted({info[p]["score"] for p in todo}, reverse=True):
        bracket = {p for p in todo if info[p]["score"] >= s}
        inside = {(min(p, mate[p]), max(p, mate[p])) for p in bracket if mate[p] in bracket}
        floaters = sorted((info[p]["score"] for p in bracket if mate[p] not in bracket), reverse=True)
        unmet = sum(1 for a, b in inside if info[a]["pref"] and info[a]["pref"] == info[b]["pref"])
        out.append((s, len(inside), floaters, unmet, bracket, inside))
        for a, b in inside:
            todo -= {a, b}
    return bye, out


def classify(info, mine, theirs):
    bye_m, prof_m = profile(info, mine)
    bye_t, prof_t = profile(info, theirs)
    if bye_m != bye_t:
        a, b = info[bye_m], info[bye_t]
        if not b["bye_ok"]:
            return "C2 (2.1.2): py4swiss gives the PAB to a player who had a PAB or a win without playing"
        if a["score"] != b["score"]:
            return "3.1.3: the PAB goes to the lowest score" if a["score"] < b["score"] else "TORNEO-WORSE bye score"
        if a["ngames"] != b["ngames"]:
            return "3.1.4: the PAB goes to the player with the most games" if a["ngames"] > b["ngames"] else "TORNEO-WORSE bye games"
        return "3.1.5: the PAB goes to the lowest by the Index (1.8)" if a["index"] < b["index"] else "TORNEO-WORSE bye index"
    # The first bracket whose pairs differ decides: its C5 and C6, then C7 (the next
    # bracket's C5 and C6), then its C8, then the order of art. 4.3.
    for k, (m, t) in enumerate(zip(prof_m, prof_t)):
        if m[5] == t[5] and m[4] == t[4]:
            continue
        s = m[0] / 2
        if m[1] != t[1]:
            return f"C5 (2.3.1): fewer pairs in the bracket of score {s}" if m[1] > t[1] else f"TORNEO-WORSE C5 at {s}"
        if m[2] != t[2]:
            return f"C6 (2.3.2): higher-scored outgoing floaters from the bracket of score {s}" if m[2] < t[2] else f"TORNEO-WORSE C6 at {s}"
        if k + 1 < len(prof_m) and k + 1 < len(prof_t):
            m2, t2 = prof_m[k + 1], prof_t[k + 1]
            if m2[1] != t2[1]:
                return f"C7 (2.3.3): fewer pairs in the bracket after the one of score {s}" if m2[1] > t2[1] else f"TORNEO-WORSE C7 pairs at {s}"
            if m2[2] != t2[2]:
                return f"C7 (2.3.3): higher-scored floaters from the bracket after the one of score {s}" if m2[2] < t2[2] else f"TORNEO-WORSE C7 floaters at {s}"
        if m[3] != t[3]:
            return f"C8 (2.3.4): more players without their colour preference in the bracket of score {s}" if m[3] < t[3] else f"TORNEO-WORSE C8 at {s}"
        order = sorted(m[4], key=lambda p: info[p]["index"], reverse=True)
        bsn = {p: i + 1 for i, p in enumerate(order)}

        def opp(pairs, p):
            for a, b in pairs:
                if p in (a, b):
                    return bsn[b if a == p else a]
            return 0
        for p in order:
            x, y = opp(m[5], p), opp(t[5], p)
            if x != y:
                return f"4.3: BSN {bsn[p]}'s opponent has a larger BSN ({x} against {y}) in the bracket of score {s}" if x > y else f"TORNEO-WORSE order at {s}"
    return "TORNEO-WORSE unexplained"


def main():
    torneo = sys.argv[1]
    for f in sorted(os.listdir(os.path.join(HERE, "requests"))):
        name = f[:-4]
        req = os.path.join(HERE, "requests", f)
        theirs = answer(open(os.path.join(HERE, "py4swiss", name + ".pairs")).read())
        if theirs is None:
            continue
        out = subprocess.run([torneo, "pair", "--burstein", "--edition", "2026", req],
                             capture_output=True, text=True).stdout
        mine = answer(out)
        norm = lambda ps: {(min(a, b), max(a, b)) if b else (a, 0) for a, b in ps}
        if norm(mine) == norm(theirs):
            continue
        info, r = read(req)
        seeding = r <= 0  # placeholder, seeding rounds are reported by the caller
        print(name, classify(info, mine, theirs))


if __name__ == "__main__":
    main()
