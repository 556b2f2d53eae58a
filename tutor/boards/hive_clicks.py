"""Clicks on the hive board (tutor/clicks.py reads TARGET_FIRST, paths and explain_click here).

A click names what the picture (tutor/boards/hive.py) marks with data-hit: a cell `q,r`
(empty, or the stack on it) or a piece in hand by its name (`wS2`, the next of its kind).
Each kind of move has its clicks (PATHS): a placement is the piece in hand, then its cell; a
movement the cell the piece stands on, then its cell; a Pillbug's throw the thrower's cell,
the thrown piece's cell, then where it lands. A pass has none (a button beside the board).
"""
from __future__ import annotations

from engine.core import RulesError
from engine.hive import GAME, parse_cell, throws, why_stuck
from engine.hive.board import DIRS, Move
from engine.hive.state import board

from .hive import axial

TARGET_FIRST = False   # a piece clicked after a choice starts a new choice (tutor/clicks.py)


def _placement(b, m):
    return (m[0], axial(m[1]))


def _movement(b, m):
    return (axial(b.where[m[0]]), axial(m[1]))


PATHS = {"place": _placement, "move": _movement}   # the throw: _throw_paths (one per thrower)


def kind(b, m) -> str:
    """What a legal move does here: place (from a hand), move (a piece on the board), pass."""
    if m[1] is None:
        return "pass"
    return "place" if m[0] in b.hand else "move"


def paths(s, moves) -> list[tuple[tuple[str, ...], object]]:
    """The clicks that make each legal move (views/board.py), by its kind (PATHS), then every
    throw again as thrower, thrown piece, cell."""
    b = board(s)
    out = []
    for m in moves:
        k = kind(b, m)
        if k in PATHS:
            out.append((PATHS[k](b, m), m))
    return out + _throw_paths(s, b, {(m[0], m[1]): m for m in moves if m[1] is not None})


def _throw_paths(s, b, by_value: dict) -> list:
    """A throw as the Pillbug's (or Mosquito's) cell, the thrown piece's cell, its new cell."""
    out = []
    for c, stack in list(b.stacks.items()):
        top = stack[-1]
        if len(stack) == 1 and top[1] in "PM" and top[0] == b.colour:
            for victim, dest in throws(s, top):
                m = by_value.get((victim, dest))
                if m is not None:
                    out.append(((axial(c), axial(b.where[victim]), axial(dest)), m))
    return out


def _at(s, b, token: str) -> tuple[str | None, int | None]:
    """What a clicked token names: (the piece on top or in hand, the cell), either may be None."""
    if token in b.hand:
        return token, None
    try:
        c = parse_cell(s, token) if "," in token else None
    except RulesError:
        c = None
    if c is None:
        return None, None
    stack = b.stacks.get(c)
    return (stack[-1] if stack else None), c


def explain_click(s, seq: tuple[str, ...]):
    """Clicks that make no legal move: the move they spell as text (the page asks the engine
    for its verdict), or the engine's refusal when they name a piece that cannot move, or
    None when they spell nothing."""
    b = board(s)
    if len(seq) == 1:
        piece, c = _at(s, b, seq[0])
        if piece is None:
            return None
        if c is None:   # a piece in hand with nowhere to go now
            spots = sorted({k + d for k in b.stacks for d in DIRS} - set(b.stacks)) or [0]
            return GAME.explain(s, Move(piece, spots[0]))
        return why_stuck(s, piece)
    piece, _ = _at(s, b, seq[-2])
    other, dest = _at(s, b, seq[-1])
    if piece is None or dest is None:
        return None
    if other is not None and other[0] == b.colour and piece[1] not in "BM":
        return explain_click(s, seq[-1:])   # not a climber: the reader picked another own piece
    move = Move(piece, dest)
    try:
        text = GAME.format_move(s, move)
        if GAME.parse_move(s, text) == move:
            return text
    except RulesError:
        pass
    return GAME.explain(s, move)
