"""Hive's work, watched instead of timed: a stand-in clock whose time passes only as the
search plays moves, and stand-ins that fail if a search, a perft or a board's move work
starts. Speed itself is measured in tools/bench_hive.py."""
from __future__ import annotations

import pytest

from engine.hive import search as search_module
from engine.hive.board import Board


class WorkClock:
    """Replaces engine.hive.search's `time`. Each search records its depth, its deadline,
    when it answered, the reads of the clock once that deadline had passed and the plays made
    after it (none, if the deadline is checked at every node); `depths` the depths _root
    completed."""

    def __init__(self, cost: float):
        self.now, self.cost = 0.0, cost
        self.deadline = None       # of the search running now
        self.late_reads = self.late_plays = 0
        self.searches = []         # (depth, deadline, answered at, late reads, late plays)
        self.depths = []

    def monotonic(self) -> float:
        if self.late():
            self.late_reads += 1
        return self.now

    def late(self) -> bool:
        return self.deadline is not None and self.now > self.deadline


def work_clock(monkeypatch, cost: float) -> WorkClock:
    """Each Board.play costs `cost` seconds on the returned clock, so a deadline falls at the
    same node on every machine, loaded or not."""
    clock = WorkClock(cost)
    play, real_search, real_root = Board.play, search_module.search, search_module._root

    def timed_play(b, m):
        if clock.late():
            clock.late_plays += 1
        clock.now += cost
        play(b, m)

    def watched_search(b, depth, deadline=None):
        clock.deadline, clock.late_reads, clock.late_plays = deadline, 0, 0
        try:
            return real_search(b, depth, deadline)
        finally:
            clock.searches.append((depth, deadline, clock.now, clock.late_reads, clock.late_plays))
            clock.deadline = None

    def watched_root(b, depth, deadline, first):
        out = real_root(b, depth, deadline, first)
        clock.depths.append(depth)
        return out

    monkeypatch.setattr(search_module, "time", clock)
    monkeypatch.setattr(Board, "play", timed_play)
    monkeypatch.setattr(search_module, "search", watched_search)
    monkeypatch.setattr(search_module, "_root", watched_root)
    return clock


def assert_stopped_at_the_deadline(clock: WorkClock, deadline: float) -> None:
    """One search ran into `deadline` and stopped there: the one read that saw it passed,
    no node searched after it, the answer within one node's work of it."""
    [(_, asked, answered, late_reads, late_plays)] = clock.searches
    assert asked == pytest.approx(deadline)
    assert answered > deadline                      # the deadline is what stopped it
    assert late_reads == 1 and late_plays == 0      # checked at every node
    assert answered <= deadline + clock.cost


SEARCH = ("search", "_root", "_negamax", "bounded_perft")


def forbid(monkeypatch, search_names=SEARCH, board_methods=(), others=()) -> list:
    """Makes the named functions of engine.hive.search, the named Board methods and the
    (owner, name) pairs in `others` recorded failures; returns the names of those started.
    A refusal made before any of them is made at once on any machine."""
    started = []

    def refuse(name):
        def run(*args, **kwargs):
            started.append(name)
            raise AssertionError(f"{name} started")
        return run

    for name in search_names:
        monkeypatch.setattr(search_module, name, refuse(name))
    for name in board_methods:
        monkeypatch.setattr(Board, name, refuse("Board." + name))
    for owner, name in others:
        monkeypatch.setattr(owner, name, refuse(f"{getattr(owner, '__name__', owner)}.{name}"))
    return started
