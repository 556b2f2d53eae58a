"""Haste Bock?: moves as values with named fields, and their grammar in one table.

Every kind of move is a `core.move_kind` of `Move` (still a tuple, equal to and hashing as
the plain tuple, repr'd `haste_bock.move('<text>')`); `Move(*parts)` gives the kind's class.
`GRAMMAR` maps each kind to its class, the number of words after its head, how its words are
read and how it is written (content/haste-bock/notation.md); read_move and move_text only
walk that table.

    Roll(face)                                  roll white
    Pass()                                      pass
    Step / Jump(number, time_tile, sheep, cell)  step1 Y1 e5, jump3 Y1 c4
    Ram(number, time_tile, rammer, target)       ram3 R1 B2 +2; number 0: a die ram, ram R1 B2
    Shift(number, time_tile, line, index, direction)   shift1 row 4 west, shift2 col e north
    Diag(number, time_tile, start, direction)    diag1 c1 southeast (start: the northernmost cell)
    Align(number, time_tile, direction, sheep)   align2 north Y1
    Rotate(number, time_tile, way)               rotate3 left
"""
from __future__ import annotations

import re
from typing import Callable, NamedTuple

from ..core import InvalidMove, MoveValue, move_kind, normalize, parse_int, short
from .data import (COLUMNS, DIAGONALS, DIE_FACES, DIR_WORDS, KIND_VALUES, KINDS, N, ORTHOGONAL,
                   SHEEP, cell_name, diag_start)

USAGE = ("step1 Y1 e5 | ram3 R1 B2 [+2] | ram R1 B2 | jump3 Y1 c4 | shift1 row 4 west | "
         "shift2 col e north | diag1 c1 southeast | align2 north Y1 | rotate3 left | roll white | pass")
WORD_DIR = {**{w: d for d, w in DIR_WORDS.items()}, **{d.lower(): d for d in DIR_WORDS}}
TILE_FIELDS = ("number", "time_tile")


class Move(MoveValue):
    """A move as a value: ('roll', face), ('pass',), or (kind, number, time tile, ...) as the
    kinds below name them. `Move(*parts)` is the kind's own class. Text: notation.md."""
    __slots__ = ()
    package = "haste_bock"

    def __new__(cls, *parts):
        if cls is Move and parts and parts[0] in GRAMMAR:
            cls = GRAMMAR[parts[0]].cls
        return tuple.__new__(cls, parts)

    def text(self) -> str:
        return move_text(self)


Roll = move_kind(Move, "Roll", "face")
Pass = move_kind(Move, "Pass")
Step = move_kind(Move, "Step", *TILE_FIELDS, "sheep", "cell")
Jump = move_kind(Move, "Jump", *TILE_FIELDS, "sheep", "cell")
Ram = move_kind(Move, "Ram", *TILE_FIELDS, "rammer", "target")
Shift = move_kind(Move, "Shift", *TILE_FIELDS, "line", "index", "direction")
Diag = move_kind(Move, "Diag", *TILE_FIELDS, "start", "direction")
Align = move_kind(Move, "Align", *TILE_FIELDS, "direction", "sheep")
Rotate = move_kind(Move, "Rotate", *TILE_FIELDS, "way")


def _err(message: str, where: str, key: str, **data) -> InvalidMove:
    return InvalidMove(message, where=where, key=key, data={"where": where, **data})


# --------------------------------------------------------------------------- words

def read_sheep(text: str, where: str) -> str:
    if text.upper() not in SHEEP:
        raise _err(f"{short(text)!r} is not a sheep (B1 B2 Y1 Y2 G1 G2 R1 R2 T)", where,
                   "bad-sheep", text=short(text))
    return text.upper()


def read_cell(text: str, where: str, cls=InvalidMove) -> int:
    m = re.fullmatch(r"([a-i])([1-9])", text.lower())
    if not m:
        raise cls(f"{short(text)!r} is not a cell (a1 to i9)", where=where, key="bad-cell",
                  data={"where": where, "text": short(text)})
    return (int(m.group(2)) - 1) * N + COLUMNS.index(m.group(1))


def read_dir(text: str, where: str, allowed) -> str:
    d = WORD_DIR.get(text.lower())
    if d not in allowed:
        raise _err(f"{short(text)!r} is not a direction here "
                   f"({', '.join(DIR_WORDS[a] for a in allowed)})", where, "bad-direction",
                   text=short(text))
    return d


def _line(args: list, head: tuple, bad: Exception) -> Move:
    line = args[0].lower()
    if line in ("row", "r"):
        k = parse_int(args[1], "row", 1, N, cls=InvalidMove) - 1
        return Shift(*head, "row", k, read_dir(args[2], "direction", ("E", "W")))
    if line in ("col", "column", "c"):
        if args[1].lower() not in COLUMNS or len(args[1]) != 1:
            raise _err(f"{short(args[1])!r} is not a column (a to i)", "column", "bad-cell",
                       text=short(args[1]))
        return Shift(*head, "col", COLUMNS.index(args[1].lower()),
                     read_dir(args[2], "direction", ("N", "S")))
    raise bad


def _diag(args: list, head: tuple, bad: Exception) -> Move:
    d = read_dir(args[1], "direction", DIAGONALS)
    return Diag(*head, diag_start(read_cell(args[0], "cell"), d), d)


def _rotate(args: list, head: tuple, bad: Exception) -> Move:
    if args[0].lower() not in ("left", "right"):
        raise _err(f"{short(args[0])!r}: rotate left or right", "direction", "bad-direction",
                   text=short(args[0]))
    return Rotate(*head, args[0].lower())


def _shift_text(m) -> str:
    line = str(m.index + 1) if m.line == "row" else COLUMNS[m.index]
    return f"{m.line} {line} {DIR_WORDS[m.direction]}"


class Kind(NamedTuple):
    """One kind of move: its class, how many words follow its head, how they are read
    (args, head, the error for a malformed move) -> Move, and how its body is written."""
    cls: type
    arity: int
    read: Callable
    write: Callable


GRAMMAR = {
    "roll": Kind(Roll, 1, None, lambda m: m.face),
    "pass": Kind(Pass, 0, None, lambda m: ""),
    "step": Kind(Step, 2, lambda a, h, bad: Step(*h, read_sheep(a[0], "sheep"), read_cell(a[1], "cell")),
                 lambda m: f"{m.sheep} {cell_name(m.cell)}"),
    "jump": Kind(Jump, 2, lambda a, h, bad: Jump(*h, read_sheep(a[0], "sheep"), read_cell(a[1], "cell")),
                 lambda m: f"{m.sheep} {cell_name(m.cell)}"),
    "ram": Kind(Ram, 2, lambda a, h, bad: Ram(*h, read_sheep(a[0], "rammer"), read_sheep(a[1], "target")),
                lambda m: f"{m.rammer} {m.target}"),
    "shift": Kind(Shift, 3, _line, _shift_text),
    "diag": Kind(Diag, 2, _diag, lambda m: f"{cell_name(m.start)} {DIR_WORDS[m.direction]}"),
    "align": Kind(Align, 2, lambda a, h, bad: Align(*h, read_dir(a[0], "direction", ORTHOGONAL),
                                                    read_sheep(a[1], "sheep")),
                  lambda m: f"{DIR_WORDS[m.direction]} {m.sheep}"),
    "rotate": Kind(Rotate, 1, _rotate, lambda m: m.way),
}
assert set(GRAMMAR) == {"roll", "pass", *KINDS}


# --------------------------------------------------------------------------- text

def move_text(m: tuple) -> str:
    """The full text of a move (content/haste-bock/notation.md), read back without a position."""
    kind = m[0]
    body = GRAMMAR[kind].write(m if isinstance(m, Move) else Move(*m))
    if kind in ("roll", "pass"):
        return f"{kind} {body}".strip()
    head = kind if (kind == "ram" and m[1] == 0) else f"{kind}{m[1]}"
    return f"{head} {body}" + (f" +{m[2]}" if m[2] else "")


def _tile_number(kind: str, digits: str, where: str, s) -> int:
    values = KIND_VALUES[kind]
    if digits:
        n = parse_int(digits, where, cls=InvalidMove)
        if n not in values:
            raise _err(f"there is no {kind}{n} tile ({', '.join(f'{kind}{v}' for v in values)})",
                       where, "bad-tile", text=f"{kind}{n}")
        return n
    if kind == "ram" and (s is None or s.phase != "turn"):
        return 0                                     # a die ram uses no tile
    if len(values) == 1:
        return values[0]
    if s is not None and s.phase == "turn":
        held = sorted({int(t[-1]) for t in s.tiles[s.turn] if t[:-1] == kind})
        if len(held) == 1:
            return held[0]
    raise _err(f"say which {kind} tile: {' or '.join(f'{kind}{v}' for v in values)}", where,
               "ambiguous-tile", text=kind)


def read_move(text: str, s=None) -> Move:
    """A move from its text; `s` (a State) lets a tile number be left out where only one fits."""
    words = normalize(text, "move").split()
    low = [w.lower() for w in words]
    bad = _err(f"{short(text)!r} is not a move ({USAGE})", "move", "bad-move", text=short(text),
               usage=USAGE)
    if not low:
        raise bad
    if low == ["pass"]:
        return Pass("pass")
    if low[0] == "roll":
        if len(low) != 2 or low[1] not in DIE_FACES:
            raise _err(f"roll takes a die face: {', '.join(DIE_FACES)}", "move", "bad-face",
                       text=short(text))
        return Roll("roll", low[1])
    m = re.fullmatch(r"([a-z]+)([0-9]*)", low[0])
    if not m or m.group(1) not in KINDS:
        raise bad
    kind = m.group(1)
    extra = 0
    if len(low) > 1 and low[-1].startswith("+"):
        extra = parse_int(low[-1][1:], "time tile", 1, 3, cls=InvalidMove)
        words = words[:-1]
    grammar = GRAMMAR[kind]
    if len(words) - 1 != grammar.arity:
        raise bad
    n = _tile_number(kind, m.group(2), "tile", s)
    if n == 0 and extra:
        raise _err("a die ram uses no tile, so no time tile", "time tile", "bad-time-tile",
                   text=f"+{extra}")
    return grammar.read(words[1:], (kind, n, extra), bad)


def move(text: str) -> Move:
    """A move from its full text, without a position: haste_bock.move('ram3 R1 B2')."""
    return read_move(text)
