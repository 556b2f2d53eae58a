"""Birds On A Wire: reading the words its text forms are made of (a bird, a seat, a place, a
zap, a grid of places), shared by the position notation (notation.py), the moves (moves.py)
and the editor (edit.py).

A reader returns the engine's value (a bird code, a 0-based seat, a cell index) or raises a
NotationError naming where it was reading (`where`), with a key and data for the UI; a move's
reader turns it into an InvalidMove.
"""
from __future__ import annotations

import re

from ..core import InvalidMove, NotationError, parse_int, short
from .data import CELL, ZAPS, is_bird


def err(message: str, where: str, key: str, rule: str | None = None, **data) -> NotationError:
    """A position that cannot be read or cannot happen: the place, a key, its data."""
    return NotationError(message, where=where, rule=rule, key=key, data={"where": where, **data})


def bird(text: str, where: str, allow_one_leg: bool = True) -> str:
    """Two letters, colour then size; lower case (one leg) only where allow_one_leg."""
    if not is_bird(text):
        raise err(f"{short(text)!r} is not a bird (colour R/G/B + size S/M/L, lower case = "
                  "one-legged)", where, "bad-bird", text=short(text))
    if text.islower() and not allow_one_leg:
        raise err(f"{text!r}: only birds on a wire can stand on one leg", where, "bad-bird", text=text)
    return text


def seat(text: str, seats: int, where: str) -> int:
    """A seat written p2 (or 2) as its 0-based number."""
    m = re.fullmatch(r"[pP]?([0-9]+)", text)
    n = parse_int(m.group(1), where) if m else 0
    if not 1 <= n <= seats:
        raise err(f"{short(text)!r} is not a seat (1 to {seats})", where, "bad-seat", text=short(text))
    return n - 1


def grid(text: str, rows: int, cols: int, where: str) -> list[str]:
    """rows lines separated by '/', each of cols places separated by ','."""
    lines = text.split("/")
    if len(lines) != rows:
        raise err(f"needs {rows} rows separated by '/', found {len(lines)}", where, "bad-grid",
                  rows=rows, cols=cols)
    cells = []
    for r, line in enumerate(lines):
        row = line.split(",")
        if len(row) != cols:
            raise err(f"row {r + 1} needs {cols} places separated by ',', found {len(row)}",
                      where, "bad-grid", rows=rows, cols=cols)
        cells.extend(row)
    return cells


def choice(v: str, choices: tuple, where: str) -> str:
    if v.lower() not in choices:
        raise err(f"{short(v)!r} is not one of {', '.join(choices)}", where, "bad-value", text=short(v))
    return v.lower()


def zap(v: str, where: str = "zapping") -> int:
    """A zap tile written z3 (or 3) as its 0-based number."""
    m = re.fullmatch(r"[zZ]?([0-9]+)", v)
    n = parse_int(m.group(1), where) if m else 0
    if not 1 <= n <= ZAPS:
        raise err(f"{short(v)!r} is not a zap (1 to {ZAPS})", where, "bad-value", text=short(v))
    return n - 1


def cell(text: str, rows: int, cols: int) -> int:
    """A place written r2c3 in a grid of rows x cols, as its row-major index (InvalidMove)."""
    m = CELL.fullmatch(text)
    r = parse_int(m.group(1), "move", cls=InvalidMove) if m else 0
    c = parse_int(m.group(2), "move", cls=InvalidMove) if m else 0
    if not (1 <= r <= rows and 1 <= c <= cols):
        raise InvalidMove(f"{short(text)!r} is not a place r1c1..r{rows}c{cols}", where=short(text),
                          key="bad-cell", data={"text": short(text), "rows": rows, "cols": cols})
    return (r - 1) * cols + c - 1
