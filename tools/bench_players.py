"""Strength of the computer players (issue 20): whole two-player games, seats alternating.

    python -m tools.bench_players [--only GAME] [--games N] [--seconds S] [--against ID ...]
    python -m tools.bench_players --answer-times     (make bench: the practice page's wait)

For each game, the top level (高手, `expert`) plays `greedy` and the middle level (進階,
`advanced`), each at S seconds a move (default 0.5; the searching levels are given that
clock, greedy needs none). Chance moves are sampled from a seeded rng. It prints wins, draws
and losses of the top level with a 95 % Wilson interval on its score (a draw counts half),
the median and worst seconds a move of the top level, and the games cut off at the move
limit (counted apart, not in the score). Asserts nothing.
"""
from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
import time

from engine import get
from engine.core import CHANCE
from engine.levels import EXPERT_SECONDS, level_player

GAMES = ("birds-on-a-wire", "haste-bock", "waggle-dance", "way-of-the-panda", "hive")
DEFAULT_GAMES = {"waggle-dance": 40}
MAX_MOVES = 3000


def wilson(score: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95 % Wilson interval of a proportion `score` out of n."""
    if n == 0:
        return 0.0, 1.0
    p = score / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def setup_for_two(game) -> dict:
    return {"players": 2} if any(p.name == "players" for p in game.setup) else {}


def play(game, players: list, seed: int, seconds: float, timed: int) -> tuple:
    """One game: players[i] runs every seat player i owns. Returns (winners or None if cut off,
    seconds of each move of player `timed`)."""
    rng = random.Random(seed)
    s = game.initial_state(**game.setup_values(setup_for_two(game)))
    times = []
    for _ in range(MAX_MOVES):
        who = game.current_player(s)
        if who is None:
            return tuple(game.outcome(s).winners), times
        if who == CHANCE:
            move = game.sample_chance(s, rng)
        else:
            p = game.seat_owner(s, who)
            t = time.perf_counter()
            move = players[p].move(game, s, random.Random(rng.random()))
            if p == timed:
                times.append(time.perf_counter() - t)
        s = game.step(s, move).state
    return None, times


def match(game_id: str, top: str, other: str, games: int, seconds: float) -> dict:
    game = get(game_id)
    if game_id == "hive" and other == "greedy":
        other = "beginner"          # Hive's one-ply player is its depth-1 search
    a, b = level_player(game, top, seconds), level_player(game, other, seconds)
    wins = draws = losses = cut = 0
    times = []
    for i in range(games):
        players = [a, b] if i % 2 == 0 else [b, a]
        me = 0 if i % 2 == 0 else 1
        winners, t = play(game, players, 1000 + i, seconds, me)
        times += t
        if winners is None:
            cut += 1
        elif winners == (me,):
            wins += 1
        elif me in winners:
            draws += 1
        else:
            losses += 1
        print(f"  {game_id} {top} vs {other}: game {i + 1}/{games}: "
              f"{wins}-{draws}-{losses}" + (f", {cut} cut off" if cut else ""), file=sys.stderr)
    return {"wins": wins, "draws": draws, "losses": losses, "cut": cut, "times": times}


def answer_times(positions: int = 10) -> None:
    """The practice page's wait for the computer's answer, engine side: the top level's move
    from `positions` mid-game positions per game (seeded random play), median and worst."""
    print(f"Time to the computer's answer, top level (expert, {EXPERT_SECONDS:g} s budget), "
          f"{positions} positions each")
    print(f"{'game':18} {'median s':>9} {'worst s':>8}")
    for game_id in GAMES:
        game = get(game_id)
        player = level_player(game, "expert")
        times = []
        for seed in range(positions):
            s = game.initial_state(**game.setup_values(setup_for_two(game)))
            rng = random.Random(seed)
            for _ in range(10 + 3 * seed):
                who = game.current_player(s)
                if who is None:
                    break
                s = game.step(s, game.sample_chance(s, rng) if who == CHANCE else rng.choice(game.legal_moves(s))).state
            while game.current_player(s) == CHANCE:
                s = game.step(s, game.sample_chance(s, rng)).state
            if game.current_player(s) is None:
                continue
            t = time.perf_counter()
            player.move(game, s, random.Random(seed))
            times.append(time.perf_counter() - t)
        print(f"{game_id:18} {statistics.median(times):>9.3f} {max(times):>8.3f}", flush=True)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--only", choices=GAMES)
    ap.add_argument("--games", type=int, help="games per match (default 100; Waggle Dance 40)")
    ap.add_argument("--seconds", type=float, default=0.5)
    ap.add_argument("--against", nargs="+", default=["greedy", "advanced"])
    ap.add_argument("--answer-times", action="store_true", help="only the top level's answer times")
    args = ap.parse_args(argv)
    if not 0 < args.seconds <= 30:
        ap.error("--seconds must be more than 0 and at most 30")
    if args.answer_times:
        answer_times()
        return 0
    print(f"Top level (expert) against others, two players, seats alternating, "
          f"{args.seconds:g} s a move")
    print(f"{'game':18} {'against':9} {'n':>4} {'W-D-L':>10} {'score':>6} {'95 % interval':>15} "
          f"{'median s':>9} {'worst s':>8} {'cut':>4}")
    for game_id in [args.only] if args.only else GAMES:
        for other in args.against:
            n = args.games or DEFAULT_GAMES.get(game_id, 100)
            r = match(game_id, "expert", other, n, args.seconds)
            done = r["wins"] + r["draws"] + r["losses"]
            score = r["wins"] + r["draws"] / 2
            lo, hi = wilson(score, done)
            ts = r["times"] or [0.0]
            print(f"{game_id:18} {other:9} {done:>4} {r['wins']:>3}-{r['draws']}-{r['losses']:<4} "
                  f"{score / max(done, 1):>6.0%} {lo:>7.0%}–{hi:<6.0%} {statistics.median(ts):>9.3f} "
                  f"{max(ts):>8.3f} {r['cut']:>4}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
