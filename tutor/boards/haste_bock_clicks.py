"""Clicks on the Haste Bock? board (tutor/clicks.py reads TARGET_FIRST, paths and
explain_click here; the board module draws the data-hit targets).

Click words (data-hit values): a sheep by name (`Y1`, `T`), an empty cell (`e5`), a tile of
the player to move (`step1`, `ram3`, ...), a time tile of the 2- and 3-player games
(`time 2`), a direction (`dir n` ... `dir nw`) and `rotate left` / `rotate right`. A move is
clicked as [time tile] sheep, tile, then its target: the cell (step, jump), the sheep rammed
(ram: any sheep of the touching chain it hits), the direction (shift, diagonal, align); a rotation is the tile then the arrow; a die
ram is the rammer then the sheep it rams. Rolls and pass are buttons. CLICKS maps each kind of
move to the clicks that make it.
"""
from __future__ import annotations

from engine.core import RulesError
from engine.haste_bock import GAME, Move, N, cell_index, cell_name, same_rams

TARGET_FIRST = True   # sheep, tile, then the target: a sheep clicked third is the rammed sheep (tutor/clicks.py)
COLUMNS = "abcdefghi"
WORDS = {"n": "north", "ne": "northeast", "e": "east", "se": "southeast", "s": "south",
         "sw": "southwest", "w": "west", "nw": "northwest"}


def _lines(board: tuple) -> dict:
    """The sheep on every row, column and diagonal: {("row", k) | ("col", k) | ("se", k) |
    ("sw", k): [sheep]} (a diagonal keyed by r - c or r + c)."""
    out: dict = {}
    for i, b in enumerate(board):
        if b:
            r, c = divmod(i, N)
            for key in (("row", r), ("col", c), ("se", r - c), ("sw", r + c)):
                out.setdefault(key, []).append(b)
    return out


def _diagonal(m) -> tuple:
    r, c = divmod(m.start, N)
    return ("se", r - c) if m.direction in ("SE", "NW") else ("sw", r + c)


# kind -> (move, the sheep on every line, the clicks before the tile's: time tile) -> paths
CLICKS = {
    "step": lambda m, lines, pre: [pre + (m.sheep, _tile(m), cell_name(m.cell))],
    "jump": lambda m, lines, pre: [pre + (m.sheep, _tile(m), cell_name(m.cell))],
    "ram": lambda m, lines, pre: [(m.rammer, b) if not m.number else pre + (m.rammer, _tile(m), b)
                                  for b in lines.get(("ram", m.rammer, m.target), (m.target,))],
    "shift": lambda m, lines, pre: [pre + (b, _tile(m), f"dir {m.direction.lower()}")
                                    for b in lines.get((m.line, m.index), ())],
    "diag": lambda m, lines, pre: [pre + (b, _tile(m), f"dir {m.direction.lower()}")
                                   for b in lines.get(_diagonal(m), ())],
    "align": lambda m, lines, pre: [pre + (m.sheep, _tile(m), f"dir {m.direction.lower()}")],
    "rotate": lambda m, lines, pre: [pre + (_tile(m), f"rotate {m.way}")],
    "roll": lambda m, lines, pre: [],           # buttons
    "pass": lambda m, lines, pre: [],
}


def _tile(m) -> str:
    return f"{m.kind}{m.number}"


def paths(s, moves) -> list[tuple[tuple[str, ...], object]]:
    """The clicks of each legal move: [time tile] sheep, tile, target (a cell, the sheep
    rammed, a direction `dir x`); [time tile] tile, `rotate left|right`; a die ram: the
    rammer, the sheep rammed. Rolls and pass have no clicks (buttons)."""
    lines = _lines(s.board)
    out = []
    for m in moves:
        typed = m if isinstance(m, Move) else Move(*m)
        if typed.kind == "ram":     # any sheep of the touching chain rammed names this ram
            lines[("ram", typed.rammer, typed.target)] = same_rams(s.board, typed.rammer, typed.target)
        pre = (f"time {typed.time_tile}",) if typed.kind not in ("roll", "pass") and typed.time_tile else ()
        out += [(p, m) for p in CLICKS[typed.kind](typed, lines, pre)]
    return out


def _refusal(s, text: str):
    """The engine's refusal of a move text, or None if it is legal or cannot be read."""
    try:
        GAME.step(s, GAME.parse_move(s, text))
    except RulesError as e:
        return e if e.rule else None
    return None


def _die_ram(s, seq: tuple, pos: dict):
    if len(seq) == 1 and seq[0] in pos:       # a sheep the die does not let ram
        for target in pos:
            if target != seq[0]:
                return _refusal(s, f"ram {seq[0]} {target}")
    if len(seq) == 2 and seq[0] in pos and seq[1] in pos:
        return f"ram {seq[0]} {seq[1]}"
    return None


def _target(s, sheep: str, tile: str, target: str, extra: str, pos: dict):
    """The move a sheep, a tile and a target spell, or None."""
    kind = tile[:-1]
    if kind in ("step", "jump"):
        i = pos.get(target, cell_index(target))
        return f"{tile} {sheep} {cell_name(i)}{extra}" if i is not None else None
    if kind == "ram":
        return f"{tile} {sheep} {target}{extra}" if target in pos else None
    if not target.startswith("dir "):
        return None
    d = target[4:]
    r, c = divmod(pos[sheep], N)
    if kind == "shift" and d in ("n", "s", "e", "w"):
        line = f"row {r + 1}" if d in ("e", "w") else f"col {COLUMNS[c]}"
        return f"{tile} {line} {WORDS[d]}{extra}"
    if kind == "diag" and d in ("ne", "nw", "se", "sw"):
        return f"{tile} {cell_name(pos[sheep])} {WORDS[d]}{extra}"
    if kind == "align" and d in ("n", "s", "e", "w"):
        return f"{tile} {WORDS[d]} {sheep}{extra}"
    return None


def explain_click(s, seq: tuple[str, ...]):
    """Clicks that make no legal move: the move they spell (the page asks the engine, whose
    refusal names the rule), the engine's refusal of a sheep that may not do what was chosen,
    or None when they spell nothing."""
    seq = tuple(seq)
    extra = ""
    if seq and seq[0].startswith("time "):
        extra, seq = f" +{seq[0][5:]}", seq[1:]
    pos = {b: i for i, b in enumerate(s.board) if b}
    phase = GAME.phase(s)
    if phase == "ram":
        return _die_ram(s, seq, pos)
    if phase != "turn" or not seq:
        return None
    tiles = set(s.tiles[s.turn])
    if len(seq) == 2 and seq[0] in tiles and seq[0].startswith("rotate") \
            and seq[1].startswith("rotate "):
        return f"{seq[0]} {seq[1].split()[1]}{extra}"
    if len(seq) == 2 and seq[0] in pos and seq[1] in tiles and seq[1][:-1] in ("step", "ram", "jump"):
        e = _refusal(s, f"{seq[1]} {seq[0]} {next(iter(pos))}{extra}")
        return e if e is not None and e.key == "not-own" else None
    if len(seq) != 3 or seq[0] not in pos or seq[1] not in tiles:
        return None
    return _target(s, *seq, extra, pos)
