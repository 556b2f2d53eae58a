"""Haste Bock?: the four phases' scoring (haste.score.*), on a board and the flock's facing.

Phase 1 and 3 score the active player only; phase 2 (Roger) and phase 4 (Jacques) score every
colour at once. A *line* for phases 2 and 4 runs across the facing: facing north the lines are
the rows, and a line's distance is counted from the front edge (the fence the flock faces).
"""
from __future__ import annotations

from .data import N, THEA, colour_of
from .state import State, colour, positions

ROGER_VALUES = (4, 3, 2, 1)      # haste.score.phase2: the nearest line, then the next three
JACQUES_VALUES = (4, 3, 2, 1)    # haste.score.phase4: the farthest occupied line, then on


def distance(cell: int, facing: str) -> int:
    """How many lines lie between a cell and the front edge (0: the line along the fence)."""
    r, c = divmod(cell, N)
    return {"N": r, "S": N - 1 - r, "W": c, "E": N - 1 - c}[facing]


def adjacency(a: int, b: int) -> int:
    """2 orthogonally adjacent, 1 diagonally, else 0."""
    (ra, ca), (rb, cb) = divmod(a, N), divmod(b, N)
    dr, dc = abs(ra - rb), abs(ca - cb)
    if max(dr, dc) != 1:
        return 0
    return 2 if dr + dc == 1 else 1


def phase1(board: tuple, code: str) -> int:
    """haste.score.phase1: a colour's two sheep orthogonally adjacent 2, diagonally 1."""
    pos = positions(board)
    return adjacency(pos[f"{code}1"], pos[f"{code}2"])


def phase3(board: tuple, code: str) -> int:
    """haste.score.phase3: each sheep of the colour next to Thea, 2 orthogonally, 1 diagonally."""
    pos = positions(board)
    return sum(adjacency(pos[f"{code}{i}"], pos[THEA]) for i in (1, 2))


def line_values(board: tuple, facing: str, phase: int) -> dict[int, int]:
    """The points per sheep of each line (by distance from the front edge) that scores."""
    dists = sorted({distance(i, facing) for i, b in enumerate(board) if b})
    if phase == 2:
        near = dists[0]
        return {near + k: v for k, v in enumerate(ROGER_VALUES) if near + k < N}
    out = {d: v for d, v in zip(reversed(dists), JACQUES_VALUES)}
    out[dists[0]] = 0            # the occupied line nearest Jacques never scores
    return out


def line_scores(board: tuple, facing: str, phase: int) -> dict[str, int]:
    """haste.score.phase2 / phase4: points per colour code (Thea and every colour listed)."""
    values = line_values(board, facing, phase)
    out: dict[str, int] = {}
    for i, b in enumerate(board):
        if b and b != THEA:
            out[colour_of(b)] = out.get(colour_of(b), 0) + values.get(distance(i, facing), 0)
    return out


def colour_score(board: tuple, facing: str, phase: int, code: str) -> int:
    """What a colour scores under one phase's scoring on this board."""
    if phase == 1:
        return phase1(board, code)
    if phase == 3:
        return phase3(board, code)
    if phase in (2, 4):
        return line_scores(board, facing, phase).get(code, 0)
    return 0


def details(board: tuple, facing: str, phase: int, code: str) -> dict:
    """Where a colour's points under a phase come from: per sheep, its line or neighbours."""
    pos = positions(board)
    own = [f"{code}1", f"{code}2"]
    if phase in (2, 4):
        values = line_values(board, facing, phase)
        per = {s: values.get(distance(pos[s], facing), 0) for s in own}
        return {"phase": phase, "lines": values, "sheep": per, "total": sum(per.values())}
    if phase == 3:
        per = {s: adjacency(pos[s], pos[THEA]) for s in own}
        return {"phase": 3, "sheep": per, "total": sum(per.values())}
    if phase == 1:
        return {"phase": 1, "pair": adjacency(pos[own[0]], pos[own[1]]),
                "total": phase1(board, code)}
    return {"phase": 0, "total": 0}


def scoring_details(s: State, seat: int, phase: int) -> dict:
    """Where a seat's points would come from under one phase's scoring (1-4) on this board,
    whatever area the time stone is in (details: its lines' values, its sheep's points)."""
    return details(s.board, s.facing, phase, colour(seat))
