"""Haste Bock? speed (issue 8), printed, never asserted:
  1. the engine: legal moves of a mid-game position and one step with its automatic
     resolution (ram push, time, walls, scoring, die space, next player);
  2. AppTest first run of each game page with ?game=haste-bock against ?game=birds-on-a-wire;
  3. a dispute-page board click that completes a move (the verdict shown), both games.

    python -m tools.bench_haste
"""
from __future__ import annotations

import json
import random
import statistics
import sys
import time
from pathlib import Path

from engine.core import random_move
from engine.haste_bock import GAME

TARGET_MS = 10.0            # "well under 10 ms" (issue 8)
POSITIONS = 10              # seeded random games per player count, stopped at time >= 30
APP = str(Path(__file__).resolve().parent.parent / "app.py")
GAMES = ("haste-bock", "birds-on-a-wire")
PAGES = ("tutorial", "rules", "examples", "dispute", "practice")
REPS = 5


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
    pages()
    board_click()
    return 0


def pages() -> None:
    from streamlit.testing.v1 import AppTest
    print(f"\nAppTest first run per page (fresh AppTest + switch_page + run; median of {REPS}, "
          "round-robin after one untimed warm-up round)")
    times = {(g, p): [] for g in GAMES for p in PAGES}
    for rep in range(REPS + 1):
        for page in PAGES:
            for game in GAMES:
                t = time.perf_counter()
                at = AppTest.from_file(APP, default_timeout=60)
                at.query_params["game"] = game
                at.switch_page(f"views/{page}.py")
                at.run()
                if rep:
                    times[(game, page)].append((time.perf_counter() - t) * 1000)
    print(f"{'page':>10} " + " ".join(f"{g + ' ms':>20}" for g in GAMES) + "  Haste Bock no slower")
    for page in PAGES:
        a, b = (statistics.median(times[(g, page)]) for g in GAMES)
        print(f"{page:>10} {a:>20.0f} {b:>20.0f}  {'yes' if a <= b * 1.1 else 'NO'} ({a / b:.2f}×)")


def _click(at, value: str):
    """A click on the dispute page's board, sent as the component's trigger (as the browser does)."""
    from streamlit.components.v2.bidi_component.main import _make_trigger_id
    from views.board import NAME
    node = next(n for n in _walk(at._tree) if type(n).__name__ == "UnknownElement"
                and getattr(n.proto, "component_name", "") == NAME)
    states = at._tree.get_widget_states()
    w = states.widgets.add()
    w.id = _make_trigger_id(node.proto.id, "events")
    w.json_trigger_value = json.dumps([{"event": "click", "value": value}])
    return at._run(states)


def _walk(node):
    for child in getattr(node, "children", {}).values():
        yield child
        yield from _walk(child)


def board_click() -> None:
    from streamlit.testing.v1 import AppTest
    from tutor import clicks, registry
    from tutor.content import load_game_text
    print(f"\nA dispute-page board click that completes a legal move (AppTest rerun, the verdict "
          f"shown; median of {REPS * 4}): the sample position's first move of the most clicks")
    result = {}
    for game in GAMES:
        g = registry.game(game)
        state = g.parse_position(load_game_text(game).sample)
        path, move = max(clicks.table(game, state).paths, key=lambda pm: len(pm[0]))
        samples = []
        for _ in range(REPS * 4 + 1):
            at = AppTest.from_file(APP, default_timeout=60)
            at.query_params["game"] = game
            at.switch_page("views/dispute.py")
            at.run()
            for token in path[:-1]:
                at = _click(at, token)
            t = time.perf_counter()
            at = _click(at, path[-1])
            samples.append((time.perf_counter() - t) * 1000)
            assert any("合乎規則" in str(s.value) for s in at.success), (game, path)
        result[game] = statistics.median(samples[1:])
        print(f"  {game:>16}: {result[game]:.0f} ms  (clicks {' → '.join(path)}: {g.format_move(state, move)})")
    a, b = (result[g] for g in GAMES)
    print(f"  Haste Bock no slower than Birds: {'yes' if a <= b * 1.1 else 'NO'} ({a / b:.2f}×)")


if __name__ == "__main__":
    sys.exit(main())
