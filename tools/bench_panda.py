"""Way of the Panda speed (issue 10), printed, never asserted: legal moves of mid-game
positions (a turn on the action board and an action's decision) and one `step` with its
automatic resolution, over every decision of seeded steady games (round 3 or later), with
the steps that end a round (the last pass: gains, guards home, turn order; the final
scoring at the end) timed on their own. Then each computer player's time per move (`steady`
reads the state; `greedy` steps every legal move), and N steady games to the end with their
rounds and plies for 2, 3 and 4 players.

Then the page and click comparison against Birds' (tools/bench_pages.py), skipped with a
line saying so if tutor.registry does not know the game.

    python -m tools.bench_panda [--games N]     (default 300 games; the test plays 1,000)
"""
from __future__ import annotations

import random
import statistics
import sys
import time

from engine.core import CHANCE
from engine.way_of_the_panda import GAME

ID = "way-of-the-panda"
TARGET_MS = 10.0
SEEDS = 4
MAX_ROUNDS = 200            # a game still going then is counted as unfinished


def median_us(fn, repeat: int = 50) -> float:
    times = []
    for _ in range(repeat):
        t = time.perf_counter()
        fn()
        times.append((time.perf_counter() - t) * 1e6)
    return statistics.median(times)


def play(seed: int, players: int, player=None):
    """A seeded steady game: (every (state, move) of a decision, final state, plies)."""
    player = player or GAME.player("steady")
    rng = random.Random(seed)
    s, seen, plies = GAME.initial_state(players=players), [], 0
    while GAME.outcome(s) is None and s.round <= MAX_ROUNDS:
        if GAME.current_player(s) == CHANCE:
            m = GAME.sample_chance(s, rng)
        else:
            m = player.choose(GAME, s, rng)
            seen.append((s, m))
        s, plies = GAME.step(s, m).state, plies + 1
    return seen, s, plies


def engine_times() -> None:
    groups = {"legal_moves, a turn (cells and pass)": [], "legal_moves, an action's decision": [],
              "step with its automatic resolution": [], "step that ends a round": []}
    keys = list(groups)
    for players in (2, 3, 4):
        for seed in range(SEEDS):
            seen, _, _ = play(seed, players)
            for k, (s, m) in enumerate(seen):
                if s.round < 3:
                    continue
                after = GAME.step(s, m).state
                ends = after.round != s.round or after.phase == "over"
                if ends:
                    groups[keys[3]].append(median_us(lambda: GAME.step(s, m), 20))
                elif k % 5 == 0:
                    groups[keys[0 if s.phase == "turn" else 1]].append(
                        median_us(lambda: GAME.legal_moves(s), 20))
                    groups[keys[2]].append(median_us(lambda: GAME.step(s, m), 20))
    for name, values in groups.items():
        print(f"{name}: median {statistics.median(values):.0f} µs, worst {max(values):.0f} µs "
              f"over {len(values)} positions (target well under {TARGET_MS:.0f} ms)")


def player_times() -> None:
    states = [s for seed in range(3) for s, _ in play(100 + seed, 2 + seed)[0]]
    for player in GAME.players:
        if player.id == "random":
            continue
        sample = states if player.id == "steady" else states[::3]
        times = []
        for s in sample:
            t = time.perf_counter()
            player.choose(GAME, s, random.Random(1))
            times.append((time.perf_counter() - t) * 1e6)
        print(f"{player.id} player: median {statistics.median(times):.0f} µs, worst "
              f"{max(times):.0f} µs per move over {len(times)} decisions")


def games(n: int) -> None:
    """n steady games to the end (seeds 0..n-1, players 2 + seed % 3), no checks."""
    t = time.perf_counter()
    rounds, plies = {2: [], 3: [], 4: []}, {2: [], 3: [], 4: []}
    unfinished = 0
    for seed in range(n):
        players = 2 + seed % 3
        _, s, k = play(seed, players)
        if GAME.outcome(s) is None:
            unfinished += 1
            continue
        rounds[players].append(s.round)
        plies[players].append(k)
    print(f"{n} steady games: {time.perf_counter() - t:.1f} s; {unfinished} still going after "
          f"{MAX_ROUNDS} rounds (steady alone, no random moves)")
    if not n:
        return
    for p in (2, 3, 4):
        r, k = rounds[p], plies[p]
        if not r:
            continue
        print(f"  {p} players: rounds median {statistics.median(r):.0f} (max {max(r)}), plies "
              f"median {statistics.median(k):.0f} (max {max(k)})")


def pages_if_registered() -> None:
    """The page and click figures against Birds', once the registry knows the game."""
    from tutor import registry
    if ID not in registry.ids():
        print(f"pages: {ID} is not in tutor.registry yet; page and click figures skipped")
        return
    from tools.bench_pages import board_click, pages
    pages(ID, "Way of the Panda")
    board_click(ID, "Way of the Panda")


def main() -> int:
    n = int(sys.argv[sys.argv.index("--games") + 1]) if "--games" in sys.argv else 300
    if n > 5000:
        print("at most 5,000 games", file=sys.stderr)
        return 2
    engine_times()
    player_times()
    games(n)
    pages_if_registered()
    return 0


if __name__ == "__main__":
    sys.exit(main())
