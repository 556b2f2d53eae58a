"""Waggle Dance speed (issue 9), printed, never asserted: legal moves of a mid-game position
(the Day, a player placing) and one `step` that places the Day's last die and so runs the
Night with its automatic resolution up to the next decision or the next roll. Median µs over
seeded positions of 2, 3 and 4 players (round 4 or later). Then each computer player's time
per move (`steady` reads the state; `greedy` steps every legal move) over the decisions of
seeded steady games, and the figures of the 1,000-game test (steady games to the end).
Last, each page's AppTest first run and a dispute-page board click against Birds'
(tools/bench_pages.py).

    python -m tools.bench_waggle [--games]     (--games: also time the 1,000 games)
"""
from __future__ import annotations

import random
import statistics
import sys
import time

from engine.core import CHANCE, random_move
from engine.waggle_dance import GAME
from tools.bench_pages import board_click, pages

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


def decisions(n_games: int = 6) -> list:
    """Every 7th decision (not chance) of seeded steady games of 2, 3 and 4 players."""
    steady = next(p for p in GAME.players if p.id == "steady")
    out = []
    for g in range(n_games):
        rng = random.Random(100 + g)
        s, k = GAME.initial_state(players=2 + g % 3), 0
        while GAME.outcome(s) is None:
            if GAME.current_player(s) == CHANCE:
                m = GAME.sample_chance(s, rng)
            else:
                k += 1
                if k % 7 == 0:
                    out.append(s)
                m = steady.choose(GAME, s, rng)
            s = GAME.step(s, m).state
    return out


def player_times() -> None:
    states = decisions()
    for player in GAME.players:
        if player.id == "random":
            continue
        sample = states if player.id == "steady" else states[::4]
        times = [median_us(lambda: player.choose(GAME, s, random.Random(1)),
                           repeat=20 if player.id == "steady" else 1) for s in sample]
        print(f"{player.id} player: median {statistics.median(times):.0f} µs, worst "
              f"{max(times):.0f} µs per move over {len(times)} decisions")


def thousand_games(games: int = 1000) -> None:
    """The 1,000-game test's games without its invariant checks: time, rounds, plies."""
    steady = next(p for p in GAME.players if p.id == "steady")
    t, rounds, plies = time.perf_counter(), [], []
    for seed in range(games):
        rng, n = random.Random(seed), 0
        s = GAME.initial_state(players=2 + seed % 3)
        while GAME.outcome(s) is None:
            m = (GAME.sample_chance(s, rng) if GAME.current_player(s) == CHANCE
                 else steady.choose(GAME, s, rng))
            s, n = GAME.step(s, m).state, n + 1
        rounds.append(s.round)
        plies.append(n)
    print(f"{games} steady games: {time.perf_counter() - t:.1f} s, rounds median "
          f"{statistics.median(rounds):.0f} (max {max(rounds)}), plies median "
          f"{statistics.median(plies):.0f} (max {max(plies)})")


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
    player_times()
    if "--games" in sys.argv:
        thousand_games()
    pages("waggle-dance", "Waggle Dance")
    board_click("waggle-dance", "Waggle Dance")
    return 0


if __name__ == "__main__":
    sys.exit(main())
