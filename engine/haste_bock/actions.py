"""Haste Bock?: what each action does to the pasture (haste.ram.*, haste.actions.*).

Pure functions of a board (81 cells, None or a sheep): each returns the new board, or raises
IllegalMove naming the rule that forbids the action. Nothing here knows whose turn it is.
"""
from __future__ import annotations

from functools import lru_cache
from typing import NamedTuple

from ..core import IllegalMove
from .data import DIR_WORDS, DIRS, N, OPPOSITE, cell_name, diag_start, ray, step_cell

LEFT = {"N": "W", "W": "S", "S": "E", "E": "N"}
RIGHT = {v: k for k, v in LEFT.items()}


class SheepMove(NamedTuple):
    """One sheep carried from a cell to another by an action (cells numbered row-major)."""
    sheep: str
    frm: int
    to: int


def illegal(message: str, rule: str, key: str, **data) -> IllegalMove:
    return IllegalMove(message, rule=rule, key=key, data=data)


def direction(a: int, b: int) -> str | None:
    """The direction from cell a to cell b if they share a row, column or diagonal."""
    (ra, ca), (rb, cb) = divmod(a, N), divmod(b, N)
    dr, dc = rb - ra, cb - ca
    if a == b or (dr and dc and abs(dr) != abs(dc)):
        return None
    unit = ((dr > 0) - (dr < 0), (dc > 0) - (dc < 0))
    return next(d for d, v in DIRS.items() if v == unit)


def moved(board: tuple, moves) -> tuple:
    """The board with each (sheep, from, to) carried out at once."""
    out = list(board)
    for _, a, _ in moves:
        out[a] = None
    for sheep, _, b in moves:
        out[b] = sheep
    return tuple(out)


def step(board: tuple, at: int, to: int) -> list:
    """haste.actions.step: one cell, orthogonally or diagonally, onto empty grass."""
    sheep = board[at]
    if to not in {step_cell(at, d) for d in DIRS}:
        raise illegal(f"{sheep} can only step to a neighbouring cell", "haste.actions.step",
                      "not-adjacent", sheep=sheep, cell=cell_name(to))
    if board[to]:
        raise illegal(f"{cell_name(to)} is taken", "haste.actions.step", "occupied",
                      cell=cell_name(to))
    return [SheepMove(sheep, at, to)]


def ram(board: tuple, at: int, target: int, reach: str) -> list:
    """haste.ram.*: the moves of a ram from `at` at the sheep on `target`, far end first: the
    last sheep of the target's chain steps on, the rest pack behind it up to the rammer."""
    sheep, hit = board[at], board[target]
    d = direction(at, target) if hit else None
    if d is None:
        raise illegal(f"{sheep} and {hit or cell_name(target)} are not on one line",
                      "haste.ram.line", "not-in-line", sheep=sheep, target=hit or cell_name(target))
    path = ray(at, d)
    between = path[:path.index(target)]
    if reach == "one_gap" and sum(1 for i in between if board[i] is None) > 1:
        raise illegal(f"{sheep} may ram across at most one empty cell", "haste.ram.line",
                      "ram-reach", sheep=sheep, target=hit)
    chain = [target]
    nxt = step_cell(target, d)
    while nxt is not None and board[nxt]:
        chain.append(nxt)
        nxt = step_cell(nxt, d)
    if nxt is None:
        raise illegal(f"ramming {hit} would push {board[chain[-1]]} across the fence",
                      "haste.ram.fence", "fence", sheep=board[chain[-1]])
    first = first_hit(board, at, target)
    if first != target:
        raise illegal(f"ramming {hit} is the same ram as ramming {board[first]}, the first sheep "
                      "of its touching chain: it is written with that one", "haste.ram.push",
                      "same-ram", sheep=sheep, target=hit, first=board[first])
    order = chain[::-1] + [i for i in reversed(between) if board[i]] + [at]
    back = OPPOSITE[d]
    out, cell = [], nxt
    for i in order:
        out.append(SheepMove(board[i], i, cell))
        cell = step_cell(cell, back)
    return out


def first_hit(board: tuple, at: int, target: int) -> int:
    """haste.ram.push: the cell of the sheep a ram from `at` at `target` hits first. Ramming any
    sheep of a touching chain moves the same sheep to the same cells, so a ram is named by the
    nearest sheep of the chain (the target itself when nothing touches it on the rammer's side)."""
    d = direction(at, target)
    if d is None or not board[target]:
        return target
    back = OPPOSITE[d]
    i = target
    while (j := step_cell(i, back)) is not None and j != at and board[j]:
        i = j
    return i


def chain_from(board: tuple, at: int, target: int) -> list[int]:
    """The cells of the touching chain a ram from `at` at `target` hits, nearest first."""
    d = direction(at, target)
    if d is None or not board[target]:
        return [target]
    i = first_hit(board, at, target)
    out = []
    while i is not None and board[i]:
        out.append(i)
        i = step_cell(i, d)
    return out


def jump_landings(board: tuple, at: int, d: str) -> list[int]:
    """haste.actions.jump: the empty cells just past a sheep along d, nearest first."""
    path = ray(at, d)
    return [c for k, c in enumerate(path) if k and board[c] is None and board[path[k - 1]]]


def jump(board: tuple, at: int, to: int) -> list:
    sheep = board[at]
    d = direction(at, to)
    if d is None or to not in jump_landings(board, at, d):
        raise illegal(f"{sheep} cannot land on {cell_name(to)}: a jump lands on the empty cell "
                      "just past a sheep it jumps", "haste.actions.jump", "bad-landing",
                      sheep=sheep, cell=cell_name(to))
    return [SheepMove(sheep, at, to)]


@lru_cache(maxsize=None)
def line_cells(kind: str, index: int, d: str) -> tuple:
    """The cells of a row, column or diagonal ordered so that d points to the end of the list."""
    if kind == "row":
        cells = [index * N + c for c in range(N)]
    elif kind == "col":
        cells = [r * N + index for r in range(N)]
    else:
        cells = [index, *ray(index, "SE" if d in ("SE", "NW") else "SW")]
    dr, dc = DIRS[d]
    if len(cells) > 1 and divmod(cells[1], N) != tuple(map(sum, zip(divmod(cells[0], N), (dr, dc)))):
        cells.reverse()
    return tuple(cells)


def shift(board: tuple, cells: list[int], mode: str, rule: str, line: str) -> list:
    """haste.actions.shift-line / shift-diagonal: every sheep of the line one cell toward the
    end of `cells`. keep_gaps: illegal if the front sheep stands at the fence; compress: a
    sheep that cannot move stays and the gaps behind it close."""
    held = [k for k, c in enumerate(cells) if board[c]]
    if not held:
        raise illegal(f"there is no sheep on {line}", "haste.turn.must-change", "no-change")
    last = len(cells) - 1
    if mode == "keep_gaps":
        if held[-1] == last:
            raise illegal(f"{board[cells[last]]} would cross the fence", "haste.turn.fence",
                          "fence", sheep=board[cells[last]])
        return [SheepMove(board[cells[k]], cells[k], cells[k + 1]) for k in held]
    out, limit = [], last
    for k in reversed(held):
        to = min(k + 1, limit)
        if to != k:
            out.append(SheepMove(board[cells[k]], cells[k], cells[to]))
        limit = to - 1
    if not out:
        raise illegal(f"no sheep on {line} can move", "haste.turn.must-change", "no-change")
    return out


def diag_line(cell: int, d: str) -> tuple:
    return line_cells("diag", diag_start(cell, d), d)


def outer_sheep(board: tuple, d: str) -> list[str]:
    """The outer sheep toward d: those on the occupied line farthest that way, in cell order."""
    held = [i for i, b in enumerate(board) if b]
    key = {"N": lambda i: i // N, "S": lambda i: -(i // N), "W": lambda i: i % N,
           "E": lambda i: -(i % N)}[d]
    edge = min(key(i) for i in held)
    return [board[i] for i in held if key(i) == edge]


def align(board: tuple, at: int, d: str) -> list:
    """haste.actions.align: every line along d packs toward the anchor's line, in order."""
    sheep = board[at]
    if sheep not in outer_sheep(board, d):
        raise illegal(f"{sheep} is not an outer sheep toward the {DIR_WORDS[d]}", "haste.actions.align",
                      "not-outer", sheep=sheep, direction=d)
    r, c = divmod(at, N)
    out = []
    for k in range(N):
        cells = line_cells("col" if d in ("N", "S") else "row", k, OPPOSITE[d])
        start = r if d == "N" else N - 1 - r if d == "S" else c if d == "W" else N - 1 - c
        held = [i for i in cells if board[i]]
        for n, i in enumerate(held):
            to = cells[start + n]
            if to != i:
                out.append(SheepMove(board[i], i, to))
    if not out:
        raise illegal("the flock is already aligned that way", "haste.turn.must-change",
                      "no-change")
    return out


def rotate(facing: str, way: str) -> str:
    return (LEFT if way == "left" else RIGHT)[facing]
