"""Hive engine speed: perft leaves per second and validmoves latency, then the time limits the
tests check by other means (a search's clock, refusals, caches; `limits` below), each printed
against its goal. Prints figures only.

    python -m tools.bench_hive [--deep] [--limits]     (--deep adds Base depth 6;
                                                        --limits: the time limits alone)
"""
from __future__ import annotations

import random
import statistics
import subprocess
import sys
import time
from pathlib import Path

from engine.hive.game import GAME
from engine.hive.board import Board
from engine.hive import edit, search, state as state_module
from engine.hive.search import Engine, validmoves
from engine.hive.uhp import parse_move, split_game_string

TARGET_LEAVES = 120_000     # 5 x the 24,000 leaves/s of a pure-Python engine (issue 3)
TARGET_VALIDMOVES_MS = 5.0
EXPANSIONS = {"Base": "", "Base+M": "M", "Base+L": "L", "Base+P": "P", "Base+ML": "ML",
              "Base+MP": "MP", "Base+LP": "LP", "Base+MLP": "MLP"}
ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "tests" / "data"


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


# --------------------------------------------------------------------------- time limits
# The tests prove these limits hold by counting work (a stand-in clock, no search started, one
# replay); the seconds they take on this machine are here, each against the goal it had.

OPENING4 = "Base+MLP;InProgress;White[4];wS1;bM wS1-;wQ -wS1;bQ bM-;wA1 wQ\\;bA1 bQ/"
MID = ("Base+MLP;InProgress;Black[6];wL;bP /wL;wA1 wL/;bM /bP;wM wA1/;bQ \\bM;wQ \\wL;"
       "bA1 bP\\;wM \\bQ;bA2 bM\\;wA1 /bA2")
BAD_LINES = ([f"bestmove depth {search.MAX_DEPTH + 1}", "bestmove depth 50", "bestmove depth 2_0",
              "bestmove depth 10**30", "bestmove depth " + "7" * 5000, "bestmove time 00:00:5_0",
              "bestmove time 1:2", "bestmove time " + "9" * 5000 + ":00:00",
              "bestmove time 00:00:" + "9" * 5000, "perft 7", "perft 8", "perft 10000000", "perft 2_0",
              "perft 10**30", "perft " + "9" * 5000, "undo " + "9" * 5000, "play " + "w" * 30_000,
              "newgame " + "Base;" * 5000, "options set TournamentRule " + "x" * 5000]
             + ["newgame Base;InProgress;White[" + "5" * 5000 + "];wS1",
                "newgame Base;InProgress;White[1];" + ";".join(["wS1"] * 6000)]
             + ["play " + t for t in ("bS1\u200bwS1-", "bS1 wS1--", "bM1 wS1-", "bS1 wS1-" + "x" * 30_000)])
BAD_DEPTHS = ["10**30", "2_0", "7", "99999999999", "-1"]
EDITOR = list(zip(["wQ", "bQ", "wA", "bA", "wA", "bA", "wS", "bS", "wG", "bG", "wG", "bG", "wB", "bB", "wL"],
                  [(0, 0), (1, 0), (-1, 0), (2, 0), (-1, 1), (2, -1), (0, -1), (3, -1), (-2, 1), (3, 0),
                   (-1, -1), (1, 1), (0, 1), (2, 1), (-2, 0)]))


def goal(name: str, seconds: float, target: float, unit: str = "s") -> None:
    """One figure line: `hive: <name> <value> (goal < <target>) <yes|NO>`."""
    value = f"{seconds:.2f} s" if unit == "s" else f"{seconds * 1000:.1f} ms"
    limit = f"{target:g} s" if unit == "s" or target >= 1 else f"{target * 1000:g} ms"
    print(f"hive: {name} {value} (goal < {limit}) {'yes' if seconds < target else 'NO'}")


def seconds(fn) -> float:
    t = time.perf_counter()
    fn()
    return time.perf_counter() - t


def fuzz_engine() -> tuple[int, float]:
    """The lines test_fuzz_uhp_engine sends Engine.handle (its checks left out): every corpus
    string as a newgame, as a move and as a line of its own, with the resets in between."""
    from tests.engine.test_hive_fuzz import CORPUS, GAMESTRINGS, SLOW
    e, game, sent = Engine(), GAMESTRINGS[4], 0

    def handle(line):
        nonlocal sent
        sent += 1
        return e.handle(line)

    def reset():
        for line in ("newgame Base", "options set TournamentRule True", "newgame " + game):
            handle(line)

    t = time.perf_counter()
    handle("newgame " + game)
    for text in CORPUS:
        handle("newgame " + text)
        reset()
        if handle("play " + text)[0].startswith("Base+MLP;"):
            handle("undo")
        words = text.split()
        if not words or words[0].lower() not in SLOW:
            handle(text)
        reset()
    return sent, time.perf_counter() - t


def limits() -> None:
    from tests.engine.test_hive_state import random_game
    tournament = {"tournament_rule": True}
    print("Time limits (checked in the tests by counting work; wall clock here, one run each):")
    for name, game, target in (("turn 4", OPENING4, 2.0), ("mid-game, depth 6 far longer", MID, 1.5)):
        e = Engine()
        e.handle("newgame " + game)
        goal(f"bestmove time 00:00:01 ({name}) answered in", seconds(lambda: e.handle("bestmove time 00:00:01")),
             target)
    b = state_module.scratch(GAME.parse_position(MID, tournament))
    goal(f"search depth {search.MAX_DEPTH} with a 0.3 s deadline returned in",
         seconds(lambda: search.search(b, search.MAX_DEPTH, time.monotonic() + 0.3)), 0.8)
    hard = GAME.players[-1]
    worst = max(seconds(lambda: hard.move(GAME, s, random.Random(0)))
                for s in (GAME.parse_position(gs) for gs in midgame_positions(8)))
    goal(f"{hard.id} player (depth {search.LEVELS[-1][1]}), worst of 8 mid-game positions, answered in",
         worst, search.PLAYER_SECONDS + 1)
    e = Engine()
    e.handle("newgame " + MID)
    goal(f"slowest refusal of {len(BAD_LINES)} bad lines (bounds, over-long input)",
         max(seconds(lambda: e.handle(line)) for line in BAD_LINES), 1.0, "ms")
    cli = [seconds(lambda: subprocess.run([sys.executable, "-m", "engine", "hive", "perft", "Base", d],
                                          cwd=ROOT, capture_output=True, timeout=60)) for d in BAD_DEPTHS]
    goal(f"`python -m engine hive perft Base <bad depth>`, whole process, slowest of {len(cli)}", max(cli), 10.0)
    threefold = {"repetition_draw": "threefold"}
    text = GAME.format_position(random_game(0, 1000, threefold))
    state_module.clear_cache()
    goal("GameString of 1,000 plies (threefold on) read in",
         seconds(lambda: GAME.parse_position(text, threefold)), 5.0)
    s = random_game(0, 300)
    state_module.clear_cache()
    goal("board cache: a cold miss at 300 plies (one replay)", seconds(lambda: GAME.legal_moves(s)), 2.0, "ms")
    steps = []
    for _ in range(50):
        if GAME.outcome(s) is not None:
            break
        t = time.perf_counter()
        s = GAME.step(s, GAME.legal_moves(s)[0]).state
        steps.append(time.perf_counter() - t)
    goal(f"board cache: legal_moves + step with the board cached, mean of {len(steps)}",
         statistics.mean(steps), 0.05, "ms")
    layout, worst = edit.empty("MLP"), 0.0
    for piece, (q, r) in EDITOR:
        t = time.perf_counter()
        layout = edit.place(layout, piece, f"{q},{r}")
        edit.problems(layout)
        worst = max(worst, time.perf_counter() - t)
    layout = edit.set_turn(edit.set_to_move(layout, 1), 8)
    worst = max(worst, seconds(lambda: edit.check(layout)))
    goal("editor, 15-piece position: worst place + problems (or check)", worst, 0.05, "ms")
    sent, secs = fuzz_engine()
    goal(f"UHP fuzz corpus ({sent:,} lines, as test_fuzz_uhp_engine sends them) answered in", secs, 60.0)


def main() -> int:
    deep = "--deep" in sys.argv
    if "--limits" in sys.argv:
        limits()
        return 0
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
    limits()
    return 0


if __name__ == "__main__":
    sys.exit(main())
