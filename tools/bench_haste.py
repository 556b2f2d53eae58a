"""Haste Bock? speed (issue 8), printed, never asserted:
  1. the engine: legal moves of a mid-game position and one step with its automatic
     resolution (ram push, time, walls, scoring, die space, next player);
  2. 1,000 seeded random games to the end, invariants unchecked (goal: under 120 s; the
     test tests/engine/test_haste_games.py plays GAMES of them with every invariant);
  3. a cold board click (the click table and the picture, nothing kept) on the richest
     mid-game position against Birds' sample (goal: under 3x Birds' or 20 ms; the test
     tests/tutor/test_haste_board.py checks it costs one legal_moves and no step, as Birds');
  4. AppTest first run of each game page with ?game=haste-bock against ?game=birds-on-a-wire,
     and a dispute-page board click that completes a move, both games (tools/bench_pages.py).

    python -m tools.bench_haste
"""
from __future__ import annotations

import random
import statistics
import sys
import time

from engine.core import random_move
from engine.haste_bock import GAME
from tools.bench_pages import board_click, pages

TARGET_MS = 10.0            # "well under 10 ms" (issue 8)
GAMES_GOAL_S = 120.0        # 1,000 random games (issue 8)
POSITIONS = 10              # seeded random games per player count, stopped at time >= 30


def midgame(players: int, seed: int):
    rng = random.Random(seed)
    s = GAME.initial_state(players=players)
    while not (s.phase == "turn" and s.time >= 30):
        if GAME.outcome(s):
            return None
        s = GAME.step(s, random_move(GAME, s, rng)).state
    return s


def timed(fn, repeat: int) -> float:
    """Milliseconds per call, the best of three batches of `repeat` calls."""
    best = float("inf")
    for _ in range(3):
        t = time.perf_counter()
        for _ in range(repeat):
            fn()
        best = min(best, (time.perf_counter() - t) / repeat * 1000)
    return best


def random_games(n: int) -> None:
    """n seeded random games to the end, as the games test plays them (players and options
    cycling), without its invariant checks."""
    from tests.engine.test_haste_games import OPTION_SETS
    t = time.perf_counter()
    for seed in range(n):
        rng = random.Random(seed)
        s = GAME.initial_state(players=2 + seed % 3, options=OPTION_SETS[seed % len(OPTION_SETS)])
        while GAME.outcome(s) is None:
            s = GAME.step(s, random_move(GAME, s, rng)).state
    took = time.perf_counter() - t
    met = "yes" if took < GAMES_GOAL_S else "NO"
    print(f"{n} random games to the end: {took:.1f} s  (goal < {GAMES_GOAL_S:.0f} s: {met})")


def click_cost() -> None:
    """A cold board click: clicks.table + boards.render with both caches emptied, best of 5,
    on the mid-game position (or the sample) with the most legal moves, against Birds' sample."""
    from tutor import boards, clicks
    from tutor.content import load_game_text
    birds = "birds-on-a-wire"
    states = [s for p in (4, 3, 2) for s in (midgame(p, seed) for seed in range(POSITIONS)) if s is not None]
    states.append(GAME.parse_position(load_game_text("haste-bock").sample))
    richest = max(states, key=lambda s: len(GAME.legal_moves(s)))
    bstate = clicks.registry.game(birds).parse_position(load_game_text(birds).sample)

    def cost(gid, state) -> float:
        best = float("inf")
        for _ in range(5):
            clicks.table.cache_clear()
            boards.render.cache_clear()
            t = time.perf_counter()
            clicks.table(gid, state)
            boards.render(gid, state, {}, "t")
            best = min(best, time.perf_counter() - t)
        return best * 1000

    haste, other = cost("haste-bock", richest), cost(birds, bstate)
    target = max(3 * other, 20.0)
    print(f"a cold board click (click table + picture), richest position ({len(GAME.legal_moves(richest))} "
          f"moves): {haste:.1f} ms, Birds' sample {other:.1f} ms  (goal < max(3 x Birds, 20 ms) = "
          f"{target:.0f} ms: {'yes' if haste < target else 'NO'})")


def main() -> int:
    print("Haste Bock? engine (pure Python, one thread; medians over "
          f"{POSITIONS} seeded mid-game positions at time >= 30)")
    print(f"{'players':>7} {'moves':>6} {'legal_moves ms':>15} {'step ms':>8}  target")
    for players in (4, 3, 2):
        states = [s for s in (midgame(players, seed) for seed in range(POSITIONS)) if s is not None]
        legal, step, counts = [], [], []
        for s in states:
            moves = GAME.legal_moves(s)
            counts.append(len(moves))
            legal.append(timed(lambda: GAME.legal_moves(s), 20))
            # every legal move stepped once: the mean per step, resolution included
            t = time.perf_counter()
            for m in moves:
                GAME.step(s, m)
            step.append((time.perf_counter() - t) / len(moves) * 1000)
        lm, sm = statistics.median(legal), statistics.median(step)
        met = "yes" if max(lm, sm) < TARGET_MS else "NO"
        print(f"{players:>7} {statistics.median(counts):>6.0f} {lm:>15.2f} {sm:>8.3f}  < {TARGET_MS:.0f} ms {met}")
    random_games(1000)
    click_cost()
    pages("haste-bock", "Haste Bock")
    board_click("haste-bock", "Haste Bock")
    return 0


if __name__ == "__main__":
    sys.exit(main())
