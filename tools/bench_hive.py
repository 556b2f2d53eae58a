"""Hive engine speed: perft leaves per second and validmoves latency. Prints figures only.

    python -m tools.bench_hive [--deep]     (--deep adds Base depth 6)
"""
from __future__ import annotations

import random
import statistics
import sys
import time
from pathlib import Path

from engine.hive.game import GAME
from engine.hive.board import Board
from engine.hive.search import validmoves
from engine.hive.uhp import parse_move, split_game_string

TARGET_LEAVES = 120_000     # 5 x the 24,000 leaves/s of a pure-Python engine (issue 3)
TARGET_VALIDMOVES_MS = 5.0
EXPANSIONS = {"Base": "", "Base+M": "M", "Base+L": "L", "Base+P": "P", "Base+ML": "ML",
              "Base+MP": "MP", "Base+LP": "LP", "Base+MLP": "MLP"}
DATA = Path(__file__).resolve().parents[1] / "tests" / "data"


def published(gametype: str, depth: int) -> int:
    """A published perft count from tests/data/hive-<gametype>.perft (sources cited there)."""
    for line in (DATA / f"hive-{gametype}.perft").read_text(encoding="utf-8").splitlines():
        words = line.split()
        if len(words) == 2 and words[0] == str(depth):
            return int(words[1])
    raise KeyError((gametype, depth))


# Published perft(5) from the opening (Mzinga's test data), checked here, not in the tests
PERFT5 = {gametype: published(gametype, 5) for gametype in EXPANSIONS}


def perft_rate(gametype: str, depth: int) -> tuple[int, float]:
    board = Board(EXPANSIONS[gametype], tournament=True)
    t = time.perf_counter()
    leaves = board.perft(depth)
    return leaves, time.perf_counter() - t


def perft_played(board: Board, depth: int) -> int:
    """Perft that plays and undoes every leaf move too (no bulk counting)."""
    if depth == 0:
        return 1
    total = 0
    for m in board.moves():
        board.play(m)
        total += perft_played(board, depth - 1)
        board.undo()
    return total


def midgame_positions(n: int = 30, plies: int = 30) -> list[str]:
    """Seeded random games of Base+MLP, stopped after `plies` moves (tournament rule on)."""
    out = []
    seed = 0
    while len(out) < n:
        rng = random.Random(seed)
        seed += 1
        s = GAME.initial_state(options={"tournament_rule": True}, expansions="MLP")
        for _ in range(plies):
            if GAME.outcome(s):
                break
            s = GAME.step(s, rng.choice(GAME.legal_moves(s))).state
        if not GAME.outcome(s):
            out.append(GAME.format_position(s))
    return out


def main() -> int:
    deep = "--deep" in sys.argv
    print("Hive engine benchmarks (pure Python, one thread; perft counts the leaves in bulk at the last ply)")
    print(f"{'workload':28} {'leaves':>12} {'seconds':>8} {'leaves/s':>12}  target")
    runs = [("Base", 5), ("Base+MLP", 4)] + ([("Base", 6)] if deep else [])
    for gametype, depth in runs:
        leaves, secs = perft_rate(gametype, depth)
        rate = leaves / secs
        print(f"perft {gametype} depth {depth:<8} {leaves:>12,} {secs:>8.2f} {rate:>12,.0f}  "
              f">= {TARGET_LEAVES:,} {'yes' if rate >= TARGET_LEAVES else 'NO'}")
    print("perft depth 5 of every game type against the published counts:")
    for gametype, expected in PERFT5.items():
        leaves, secs = perft_rate(gametype, 5)
        print(f"  {gametype:9} {leaves:>10,} {'matches' if leaves == expected else f'DIFFERS from {expected:,}'}"
              f"  {secs:6.2f} s  {leaves / secs:>12,.0f} leaves/s")
    board = Board("", tournament=True)
    t = time.perf_counter()
    leaves = perft_played(board, 5)
    secs = time.perf_counter() - t
    print(f"{'perft Base depth 5, leaves played':34} {leaves:>6,} {secs:>8.2f} {leaves / secs:>12,.0f}  "
          f"(no bulk counting: every leaf move is played and undone)")
    positions = midgame_positions()
    times = []
    for gs in positions:
        t = time.perf_counter()
        validmoves(gs)
        times.append((time.perf_counter() - t) * 1000)
    cold = []
    for gs in positions:
        b = Board("MLP", True)
        for mt in split_game_string(gs)[1]:
            b.play(parse_move(b, mt))
        t = time.perf_counter()
        b.moves()
        cold.append((time.perf_counter() - t) * 1000)
    med = statistics.median(times)
    print(f"validmoves, {len(positions)} mid-game Base+MLP positions (30 plies): "
          f"median {med:.2f} ms (min {min(times):.2f}, max {max(times):.2f}) "
          f"target < {TARGET_VALIDMOVES_MS} ms {'yes' if med < TARGET_VALIDMOVES_MS else 'NO'}")
    print(f"  of which move generation alone: median {statistics.median(cold):.2f} ms")
    print("  (validmoves = parse the GameString, replay it, generate, write every MoveString)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
