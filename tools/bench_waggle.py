"""Waggle Dance speed (issue 9), printed, never asserted: legal moves of a mid-game position
(the Day, a player placing) and one `step` that places the Day's last die and so runs the
Night with its automatic resolution up to the next decision or the next roll. Median µs over
seeded positions of 2, 3 and 4 players (round 4 or later).

    python -m tools.bench_waggle
"""
from __future__ import annotations

import random
import statistics
import sys
import time

from engine.core import CHANCE, random_move
from engine.waggle_dance import GAME

TARGET_MS = 10.0            # "well under 10 ms" (issue 9)
SEEDS = 8


def positions(players: int, seed: int):
    """(a placing position, a position whose next placement is the Day's last) of round 4+."""
    rng = random.Random(seed)
    s, mid, last = GAME.initial_state(players=players), None, None
    while last is None and GAME.outcome(s) is None:
        if s.phase == "place" and s.round >= 4:
            left = sum(len(h) for h in s.hand)
            mid = mid or (s if left > 4 else None)
            last = s if left == 1 else None
        m = GAME.sample_chance(s, rng) if GAME.current_player(s) == CHANCE else random_move(GAME, s, rng)
        s = GAME.step(s, m).state
    return mid, last


def median_us(fn, repeat: int = 200) -> float:
    times = []
    for _ in range(repeat):
        t = time.perf_counter()
        fn()
        times.append((time.perf_counter() - t) * 1e6)
    return statistics.median(times)


def main() -> int:
    legal, step = [], []
    for players in (2, 3, 4):
        for seed in range(SEEDS):
            mid, last = positions(players, seed)
            if mid is None or last is None:
                continue
            legal.append(median_us(lambda: GAME.legal_moves(mid)))
            m = GAME.legal_moves(last)[0]
            step.append(median_us(lambda: GAME.step(last, m)))
    for name, values in (("legal moves (mid-game Day)", legal), ("step + the whole Night", step)):
        med = statistics.median(values)
        print(f"{name}: median {med:.0f} µs, worst {max(values):.0f} µs over {len(values)} "
              f"positions (target well under {TARGET_MS:.0f} ms)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
