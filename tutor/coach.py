"""The coach (教練) of the practice game (issue 20): after each of the learner's moves, the top
level's search looks at the position before it, within the same time bound, and judges the
move against the best it found. A move that costs CLEARLY_WORSE or more of estimated win
chance gets one sentence (views/practice.py), the better move drawn on its own picture, and
the rules its play turns on; good moves get nothing. Pure Python: no Streamlit here, so the
practice page can run it in a thread while the learner reads."""
from __future__ import annotations

import os
import threading
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any

from engine import mcts
from engine.core import deciding_rules
from engine.levels import EXPERT_SECONDS

CLEARLY_WORSE = 0.15        # of estimated win chance (the issue: "say, 15 points or more")
SECONDS, NODES = EXPERT_SECONDS, 200_000     # the top level's bounds
if os.environ.get("TUTOR_COACH_NODES", "").isdigit():    # repeatable tests: a node budget binds, not the clock
    SECONDS, NODES = 60.0, max(1, min(int(os.environ["TUTOR_COACH_NODES"]), 5_000))


@dataclass(frozen=True)
class Advice:
    """The learner's move was worse: by `loss` of win chance; `better` would have been best
    (`after`: the position it leads to, `events` what it does, `rules` the rules it turns on)."""
    before: Any
    played: Any
    better: Any
    loss: float
    after: Any
    events: tuple
    rules: tuple


def review(game, before, played, seconds: float = EXPERT_SECONDS, nodes: int = 200_000,
           seed: int = 0) -> Advice | None:
    """Advice on `played` in `before`, or None when it is about as good as the best found
    (or the only move). The search spends a quarter of its iterations on `played` itself, so
    that its estimate is as sure as the best move's."""
    if len(game.legal_moves(before)) < 2:
        return None
    found = mcts.search(game, before, seconds=seconds, nodes=nodes, seed=seed, focus=played)
    mine, best = found.value(played), found.value(found.move)
    if found.move == played or mine is None or best is None or best - mine < CLEARLY_WORSE:
        return None
    step = game.step(before, found.move)
    return Advice(before, played, found.move, best - mine, step.state, step.events,
                  deciding_rules(step.events))


_POOL = ThreadPoolExecutor(max_workers=2, thread_name_prefix="coach")
MAX_WAITING = 4             # reviews queued or running, all sessions together
_waiting = 0
_lock = threading.Lock()


def review_later(game, before, played, seed: int = 0) -> Future | None:
    """review() in a worker thread: the page goes on (the computer's reply, the learner
    reading) and shows the advice when it is ready. None when MAX_WAITING reviews are
    already queued or running (the coach then passes this move by: it never holds play up)."""
    global _waiting
    with _lock:
        if _waiting >= MAX_WAITING:
            return None
        _waiting += 1
    future = _POOL.submit(review, game, before, played, SECONDS, NODES, seed)
    future.add_done_callback(_done)
    return future


def _done(_future) -> None:
    global _waiting
    with _lock:
        _waiting -= 1
