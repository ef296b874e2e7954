#!/usr/bin/env python3
"""Second opinion for the blossom solver (issue 20): NetworkX's max_weight_matching on the
graphs `tests/engines/matching_second_opinion.rs` draws, at sizes where the solver pairs many roots
along tight edges at once (32 roots and more). Run once; its answers are kept in
`tests/data/matching/networkx.txt` (`pip install networkx`).

Each line: seed, vertices, first joined vertex, weight range, best total weight.
The graph is drawn exactly as the Rust test draws it (xorshift64, see `draw`)."""

import networkx as nx

MASK = (1 << 64) - 1


class Xorshift:
    def __init__(self, seed):
        self.x = seed & MASK

    def below(self, n):
        self.x ^= (self.x << 13) & MASK
        self.x ^= self.x >> 7
        self.x ^= (self.x << 17) & MASK
        return self.x % max(n, 1)


def draw(seed):
    """(n, first, top, weights): a bracket of `first` vertices whose edges weigh more,
    and the vertices from `first` on joining it (a next scoregroup)."""
    rng = Xorshift(seed)
    n = 40 + rng.below(161)
    first = n // 4 + rng.below(n // 2)
    top = [3, 12, 1000][rng.below(3)]
    weights = {}
    for u in range(n):
        for v in range(u + 1, n):
            if rng.below(6) == 0:
                continue
            w = 1 + rng.below(top)
            if u < first:
                w += 2 * top
            weights[(u, v)] = w
    return n, first, top, weights


def main():
    lines = []
    for case in range(48):
        seed = 0x2026_1127_0000 + case * 7919
        n, first, top, weights = draw(seed)
        g = nx.Graph()
        g.add_nodes_from(range(n))
        for (u, v), w in weights.items():
            g.add_edge(u, v, weight=w)
        matching = nx.max_weight_matching(g)
        total = sum(weights[(min(u, v), max(u, v))] for u, v in matching)
        lines.append(f"{seed} {n} {first} {top} {total}")
        print(lines[-1], flush=True)
    with open("tests/data/matching/networkx.txt", "w") as out:
        out.write("# seed vertices first top best_total (NetworkX max_weight_matching)\n")
        out.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
