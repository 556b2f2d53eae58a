"""A history for a position built without one (engine/hive/edit.py: history, to_gamestring):
a legal game from the start that reaches a layout, found within a bound of positions and
seconds.

Two steps. A depth-first search (best moves first: pieces onto their cells) looks for a
game that reaches the layout's stacks with its last moved piece, in the layout's number of
plies or fewer (4, 6, 8 ... fewer: the search is quick when every piece goes more or less
straight to its cell). The plies a shorter game lacks are then made up by *idle turns*: each
side walks one of its pieces round a small loop (there and back, or round three cells) and
the stacks are as before; they are put just before the last move, or earlier if that is the
only place they are legal. Two plies cannot be made up (a move changes the stacks, and one
each is no loop), so a game two plies short is never tried.

Which white piece went first is not known (the first piece stands on 0,0 and the target is
translated to put a white piece there), and a wrong guess can eat the whole bound: every
guess and length is tried with a few positions, then all again with four times as many.
The search and the idle turns share the bound; LimitError `no-history` when nothing is found
within it (one may still exist).
"""
from __future__ import annotations

import time

from ..core import LimitError
from .board import PASS, Board, qr
from .layout import Layout
from .rules import from_layout, initial
from .state import new_board

BEAM = 10             # moves tried from each position, best first
LOOPS = 12            # (piece, first step) pairs tried per side for one idle loop
FIRST_CAP = 150       # positions per try in the first round (then 4 times more each round)


class Budget:
    def __init__(self, nodes: int, deadline: float):
        self.nodes, self.deadline = nodes, deadline

    def out(self) -> bool:
        return self.nodes <= 0 or time.monotonic() > self.deadline


def find(layout: Layout, options: dict | None, any_last: bool | None, max_nodes: int,
         max_seconds: float) -> tuple:
    """The moves (piece, cell) of a game reaching the layout (see edit.history)."""
    state = from_layout(layout, options)      # the layout's first problem, if it is impossible
    if any_last is None:
        any_last = layout.last is None
    if layout.ply == 0:
        return ()
    budget = Budget(max_nodes, time.monotonic() + max_seconds)
    target = {c: p for c, p in layout.stacks}
    start = initial(layout.expansions, dict(state.opts))
    tries = [(plies, first) for plies in lengths(layout.ply, sum(len(p) for p in target.values()))
             for first in sorted(c for c, p in target.items() if p[0][0] == "w")]
    cap = FIRST_CAP
    while tries and not budget.out():
        for plies, first in list(tries):
            part = Budget(min(cap, budget.nodes), budget.deadline)
            shifted = {c - first: p for c, p in target.items()}
            found = _search(new_board(start), shifted, plies, layout.last, any_last, part)
            budget.nodes -= min(cap, budget.nodes) - part.nodes
            if found is not None:
                full = padded(new_board(start), found, layout.ply - plies, budget)
                if full is not None:
                    return tuple(full)
            if found is not None or not part.out():
                tries.remove((plies, first))   # searched to the end (or nowhere to idle)
            if budget.out():
                break
        cap *= 4
    raise LimitError(f"no history found within {max_nodes} positions and {max_seconds:g} s",
                     key="no-history", data={"limit": max_nodes})


def lengths(plies: int, pieces: int) -> list[int]:
    """The game lengths tried, shortest first: plies less 0, 4, 6, 8 ... (never 2), and no
    shorter than one ply per piece on the board."""
    out = [plies - d for d in range(plies + 1) if d != 2 and d % 2 == 0 and plies - d >= pieces]
    return sorted(out) if out else [plies]


def _search(b: Board, target: dict, plies: int, last, any_last: bool, budget: Budget):
    finder = _Finder(b, target, plies, last, any_last, budget)
    return finder.path if finder.dfs() else None


# --------------------------------------------------------------------------- idle turns

def padded(b: Board, moves: list, extra: int, budget: Budget) -> list | None:
    """The game `moves` lengthened by `extra` plies of idle turns (None if none are found
    where they are legal): b is the board at the start."""
    if extra == 0:
        return list(moves)
    for at in range(len(moves) - 1, -1, -1):    # just before the last move first
        for m in moves[:at]:
            b.play(m)
        idle = _idle(b, extra // 2, budget)
        ok = idle is not None and _replays(b, moves[at:])
        while b.ply:
            b.undo()
        if ok:
            return list(moves[:at]) + idle + list(moves[at:])
        if budget.out():
            return None
    return None


def _replays(b: Board, moves) -> bool:
    """Whether the moves are legal in turn from b (played on b: the caller undoes them)."""
    for m in moves:
        if not b.is_legal(m):
            return False
        b.play(m)
    return True


def _idle(b: Board, turns: int, budget: Budget) -> list | None:
    """Moves of `turns` turns of each side after which the stacks are as before (played on b
    when found): loops of 2 turns (there and back) and 3 turns (round three cells)."""
    loops = [3] * (turns % 2) + [2] * ((turns - 3 * (turns % 2)) // 2) if turns >= 2 else None
    if not loops:
        return None
    out: list = []
    for n in loops:
        found = _loop(b, n, budget)
        if found is None:
            for _ in out:
                b.undo()
            return None
        out += found
    return out


def _loop(b: Board, n: int, budget: Budget) -> list | None:
    """n turns each in which each side walks one piece round a loop of n cells back home."""
    before = {c: list(s) for c, s in b.stacks.items()}
    mine, theirs = _steps(b), None
    for first in mine:
        b.play(first)
        theirs = _steps(b)
        for second in theirs:
            budget.nodes -= 1
            if budget.out():
                b.undo()
                return None
            b.play(second)
            rest = _close(b, first, second, n)
            if rest is not None and b.stacks == before:
                return [first, second] + rest
            b.undo()
        b.undo()
    return None


def _steps(b: Board) -> list:
    """First steps of a loop for the side to move: a ground piece of a kind that can come
    back the way it went (no Mosquito or Pillbug: what they copy changes as they move)."""
    moves = [m for m in b.moves() if m != PASS and m[0] in b.where and m[0][1] not in "MP"
             and len(b.stacks[b.where[m[0]]]) == 1]
    return sorted(moves)[:LOOPS]


def _close(b: Board, first, second, n: int) -> list | None:
    """Finish the loops begun with first (this side) and second (the other): n = 2 steps
    back; n = 3 one more step each, then home. Played on b when found."""
    home = {first[0]: b.history[-2][1], second[0]: b.history[-1][1]}
    if n == 3:
        for mid in _via(b, first[0], home[first[0]]):
            b.play(mid)
            for mid2 in _via(b, second[0], home[second[0]]):
                b.play(mid2)
                rest = _home(b, (first[0], second[0]), home)
                if rest is not None:
                    return [mid, mid2] + rest
                b.undo()
            b.undo()
        return None
    return _home(b, (first[0], second[0]), home)


def _via(b: Board, piece: str, home: int) -> list:
    """Second steps of a three-cell loop: somewhere new from which home is one step."""
    c = b.where[piece]
    dests = sorted(b.destinations(c, piece)) if b.where.get(b.colour + "Q") is not None else []
    return [(piece, d) for d in dests if d != home and b.is_legal((piece, d))][:3]


def _home(b: Board, pieces: tuple, home: dict) -> list | None:
    """Each piece back home, in turn; played on b when legal, else nothing played."""
    done = []
    for p in pieces:
        m = (p, home[p])
        if not b.is_legal(m):
            for _ in done:
                b.undo()
            return None
        b.play(m)
        done.append(m)
    return done


# --------------------------------------------------------------------------- the search

class _Finder:
    """The depth-first search: moves of the pieces the target holds, the best first (onto
    their cells), at most BEAM from each position, never a position twice."""

    def __init__(self, b: Board, target: dict, plies: int, last, any_last: bool, budget: Budget):
        self.b, self.target, self.plies, self.last, self.any_last = b, target, plies, last, any_last
        self.budget = budget
        self.goal = {p: (c, i) for c, pieces in target.items() for i, p in enumerate(pieces)}
        self.path: list = []
        self.seen: set = set()
        # pieces not yet where the target has them, by colour; only the piece that moves can
        # change (a piece under others cannot move, and one put on top leaves those under it)
        self.unsettled = {"w": 0, "b": 0}
        for p in self.goal:
            self.unsettled[p[0]] += not self.settled(p)

    def settled(self, p: str) -> bool:
        b = self.b
        c = b.where.get(p)
        if c is None or self.goal[p][0] != c:
            return False
        st, want = b.stacks[c], self.target[c]
        i = self.goal[p][1]
        return len(st) > i and st[: i + 1] == list(want[: i + 1])

    def need(self, colour: str) -> int:
        return self.unsettled[colour]

    def turns_left(self, colour: str) -> int:
        left = self.plies - self.b.ply
        return (left + (1 if self.b.colour == colour else 0)) // 2

    def score(self, m) -> int:
        b, target = self.b, self.target
        piece, dest = m
        c, i = self.goal[piece]
        onto = target.get(dest)
        if dest == c and b.height(dest) == i and b.stacks.get(dest, [])[: i] == list(target[c][: i]):
            return 0
        blocking = 20 if onto is not None and b.height(dest) < len(onto) else 0
        if self.settled(piece):
            return 50 + blocking
        q1, r1 = qr(dest)
        q2, r2 = qr(c)
        dist = (abs(q1 - q2) + abs(r1 - r2) + abs(q1 + r1 - q2 - r2)) // 2
        return 10 + dist + blocking

    def options(self) -> list:
        b = self.b
        moves = b.moves()
        if moves == [PASS]:
            return [PASS]
        moves = [m for m in moves if m[0] in self.goal]
        if b.ply == self.plies - 1 and not self.any_last:
            moves = [m for m in moves if m[0] == self.last]
        return sorted(moves, key=lambda m: (self.score(m), m[0], m[1]))[:BEAM]

    def hopeless(self) -> bool:
        """Seen before, over, or more pieces to place than turns left."""
        b = self.b
        key = (b.ply, b.last, frozenset(b.where.items()),
               tuple(sorted((c, tuple(s)) for c, s in b.stacks.items() if len(s) > 1)))
        if key in self.seen:
            return True
        self.seen.add(key)
        return b.over or self.need("w") > self.turns_left("w") or self.need("b") > self.turns_left("b")

    def dfs(self) -> bool:
        b = self.b
        if b.ply == self.plies:
            return b.stacks == {c: list(p) for c, p in self.target.items()} and (self.any_last or b.last == self.last)
        self.budget.nodes -= 1
        if self.budget.out() or self.hopeless():
            return False
        for m in self.options():
            piece = m[0] if m != PASS else None
            was = piece is not None and self.settled(piece)
            b.play(m)
            change = piece is not None and self.settled(piece) != was
            if change:
                self.unsettled[piece[0]] += 1 if was else -1
            self.path.append(m)
            if self.dfs():
                return True
            self.path.pop()
            b.undo()
            if change:
                self.unsettled[piece[0]] -= 1 if was else -1
            if self.budget.out():
                return False
        return False
