"""Clicks on the Birds On A Wire board (tutor/clicks.py reads TARGET_FIRST, paths and
explain_click here; the picture is birds_on_a_wire.py's).

The click words are the board's data-hit values: a wire place `p2r1c3`, a sky cell
`sky r1c2`, a zap tile held `z3`, a migrating bird `pool RS`. PATHS maps each kind of move
(engine/birds/moves.py) to the clicks that make it; a kind it does not list (draw, noflip,
line, pass) has none and becomes a button beside the board.
"""
from __future__ import annotations

import re

from engine.birds import COLS, GAME, Move, cell_name, held, sky_name

TARGET_FIRST = False   # a bird clicked after a choice starts a new choice (tutor/clicks.py)
PLACE = re.compile(r"p([1-9])(r[1-9]c[1-9])")
SKY_CELL = re.compile(r"sky (r[1-9]c[1-9])")
ZAP_TILE = re.compile(r"z[1-4]")


def _place(seat: int, cell: int) -> str:
    return f"p{seat + 1}{cell_name(cell)}"


def _zap_paths(s, seat: int, m) -> list[tuple]:
    """Any place of the zapped wire; after the zap tile when the seat holds several."""
    several = len(held(s, seat)) > 1
    places = [_place(m.target, m.row * COLS + c) for c in range(COLS)]
    return [(f"z{m.zap + 1}", p) if several else (p,) for p in places]


# kind of move -> (state, the seat that decides, move) -> its click paths
PATHS = {
    "wire": lambda s, seat, m: [(_place(seat, m.cell),)],
    "sky": lambda s, seat, m: [(f"sky {sky_name(m.cell)}",)],
    "zap": _zap_paths,
    "flip": lambda s, seat, m: [(_place(seat, m.cell),)],          # the zapped seat decides
    "take": lambda s, seat, m: [(f"pool {m.bird}", _place(seat, m.cell))],
}


def paths(s, moves) -> list[tuple[tuple[str, ...], object]]:
    """The clicks that make each legal move: the wire place or sky cell a bird goes to; the
    zapped wire (any of its places), after the zap tile when several are held; the bird to
    flip; the migrating bird, then its place. `noflip`, `pass`, `line` and the draws have no
    clicks (buttons beside the board)."""
    seat = GAME.current_player(s)
    out = []
    for m in moves:
        m = Move(*m)
        make = PATHS.get(m[0])
        if make is not None:
            out += [(p, m) for p in make(s, seat, m)]
    return out


def _zap_text(seat: int, seq: tuple, cell: str) -> str:
    zap = f" {seq[0]}" if len(seq) > 1 and ZAP_TILE.fullmatch(seq[0]) else ""
    return f"zap p{seat + 1} {cell[:2]}{zap}"


def explain_click(s, seq: tuple[str, ...]):
    """Clicks that make no legal move: the move they spell in this phase, as text (the page
    asks the engine for its verdict), or None when they spell nothing."""
    last = seq[-1]
    phase = GAME.phase(s)
    sky = SKY_CELL.fullmatch(last)
    if sky and phase in ("place1", "place2"):
        return f"sky {sky.group(1)}"
    place = PLACE.fullmatch(last)
    if not place:
        return None
    seat, cell = int(place.group(1)) - 1, place.group(2)
    mine = seat == GAME.current_player(s)       # the board of the seat that decides
    if phase in ("place1", "place2") and mine:
        return f"wire {cell}"
    if phase == "zap":
        return _zap_text(seat, seq, cell)
    if phase == "flip" and mine:
        return f"flip {cell}"
    if phase == "migrate" and mine and len(seq) > 1 and seq[0].startswith("pool "):
        return f"take {seq[0][5:]} {cell}"
    return None
