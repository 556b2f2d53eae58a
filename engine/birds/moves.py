"""Birds On A Wire: the kinds of move, each with named fields, and their grammar in one table
(content/birds-on-a-wire/notation.md, section 走法).

A move is a tuple whose first item is its word: `Wire("wire", 6)` equals ("wire", 6), and
`Move("wire", 6)` makes the same typed value (Move picks the kind from the word). Its repr is
its full text, `birds.move('wire r2c3')`, read back by `move()` without a position.

GRAMMAR maps each word to its kind, how many words follow it, how they are read (`read`:
the fields after the word) and written (`write`). parse_move and Move.text read nothing
else, so a move's grammar lives here only.
"""
from __future__ import annotations

import re
from typing import Callable, NamedTuple

from ..core import InvalidMove, MoveValue, NotationError, move_kind, normalize, parse_int, short
from . import tokens
from .data import COLS, MAX_SEATS, ROWS, SKY, cell_name, line_name, sky_name
from .state import State, held


class Move(MoveValue):
    """A Birds move; Move(word, *fields) is the typed kind its word names (Wire, Zap, ...)."""
    __slots__ = ()
    package = "birds"

    def __new__(cls, *parts):
        if cls is Move and parts and isinstance(parts[0], str) and parts[0] in GRAMMAR:
            cls = GRAMMAR[parts[0]].kind
        return super().__new__(cls, *parts)

    def text(self) -> str:
        word = self[0] if self else ""
        grammar = GRAMMAR.get(word) if isinstance(word, str) else None
        rest = grammar.write(self) if grammar else ""
        return f"{word} {rest}" if rest else str(word)


Draw = move_kind(Move, "Draw", "bird")               # a chance outcome: the bird drawn
Wire = move_kind(Move, "Wire", "cell")               # the bird in hand onto the own wire
Sky = move_kind(Move, "Sky", "cell")                 # the bird in hand onto the sky
Zap = move_kind(Move, "Zap", "target", "row", "zap")   # seat, row (0-based), zap tile (0..3)
Flip = move_kind(Move, "Flip", "cell")               # the zapped bird that stays, one-legged
NoFlip = move_kind(Move, "NoFlip")
Line = move_kind(Move, "Line", "line_kind", "number")  # "row" or "col", number from 1
Take = move_kind(Move, "Take", "bird", "cell")       # a migrating bird onto the own wire
Pass = move_kind(Move, "Pass")


class Context(NamedTuple):
    """What reading a move may depend on: the text (for the error), the seats, the zaps the
    seat to move holds (a zap may leave its tile out when one is held)."""
    text: str
    seats: int
    mine: tuple


class Grammar(NamedTuple):
    kind: type
    words: tuple                                  # how many words may follow the verb
    read: Callable[[list, Context], tuple]        # those words -> the fields
    write: Callable[[tuple], str]                 # the move -> the words after the verb
    example: str                                  # for the usage line of an error


def bad_move(text: str) -> InvalidMove:
    return InvalidMove(f"cannot read move {short(text)!r}; moves: {USAGE}", where=short(text),
                       key="bad-move", data={"text": short(text), "usage": USAGE})


def _number(pattern: str, word: str, high: int, ctx: Context) -> re.Match:
    """`word` matching pattern, whose last group is a number from 1 to high."""
    m = re.fullmatch(pattern, word)
    n = parse_int(m.group(m.lastindex), "move", cls=InvalidMove) if m else 0
    if not 1 <= n <= high:
        raise bad_move(ctx.text)
    return m


def _read_zap(args: list, ctx: Context) -> tuple:
    target = tokens.seat(args[0], ctx.seats, "zap target")
    row = int(_number(r"[rR]([0-9]+)", args[1], ROWS, ctx).group(1))
    z = tokens.zap(args[2], "zap") if len(args) == 3 else ctx.mine[0] if ctx.mine else 0
    return target, row - 1, z


def _read_line(args: list, ctx: Context) -> tuple:
    m = _number(r"([rRcC])([0-9]+)", args[0], SKY, ctx)
    return "row" if m.group(1).lower() == "r" else "col", int(m.group(2))


def _wire(word: str) -> int:
    return tokens.cell(word, ROWS, COLS)


GRAMMAR: dict[str, Grammar] = dict((
    ("draw", Grammar(Draw, (1,), lambda a, c: (tokens.bird(a[0], "draw", False),),
                     lambda m: m.bird, "draw RS")),
    ("wire", Grammar(Wire, (1,), lambda a, c: (_wire(a[0]),), lambda m: cell_name(m.cell),
                     "wire r2c3")),
    ("sky", Grammar(Sky, (1,), lambda a, c: (tokens.cell(a[0], SKY, SKY),),
                    lambda m: sky_name(m.cell), "sky r1c2")),
    ("zap", Grammar(Zap, (2, 3), _read_zap,
                    lambda m: f"p{m.target + 1} r{m.row + 1} z{m.zap + 1}", "zap p2 r1 [z3]")),
    ("flip", Grammar(Flip, (1,), lambda a, c: (_wire(a[0]),), lambda m: cell_name(m.cell),
                     "flip r1c2")),
    ("noflip", Grammar(NoFlip, (0,), lambda a, c: (), lambda m: "", "noflip")),
    ("line", Grammar(Line, (1,), _read_line, lambda m: line_name(m.line_kind, m.number),
                     "line r2")),
    ("take", Grammar(Take, (2,), lambda a, c: (tokens.bird(a[0], "take", False), _wire(a[1])),
                     lambda m: f"{m.bird} {cell_name(m.cell)}", "take RS r2c3")),
    ("pass", Grammar(Pass, (0,), lambda a, c: (), lambda m: "", "pass")),
))
USAGE = " | ".join(g.example for g in GRAMMAR.values())
MOVE_KINDS = {word: g.kind for word, g in GRAMMAR.items()}   # word -> the kind of move


def _parse(text: str, seats: int, mine) -> Move:
    text = normalize(text, "move")
    words = text.split()
    if not words:
        raise bad_move(text)
    verb, args = words[0].lower(), words[1:]
    grammar = GRAMMAR.get(verb)
    if grammar is None or len(args) not in grammar.words:
        raise bad_move(text)
    try:
        return grammar.kind(verb, *grammar.read(args, Context(text, seats, tuple(mine))))
    except NotationError as e:
        raise InvalidMove(e.message, where=short(text), key=e.key, data=e.data) from None


def parse_move(s: State, text: str) -> Move:
    """A move typed in this position (a zap may leave out the tile when one is held)."""
    return _parse(text, s.seats, held(s, s.turn))


def move(text: str) -> Move:
    """A move from its full text, without a position (what repr(move) shows)."""
    return _parse(text, MAX_SEATS, ())


def format_move(s: State, m: tuple) -> str:
    """The move as typed in this position: a zap names its tile only when the seat holds
    more than one (Move.text always names it)."""
    m = Move(*m)
    if m[0] == "zap" and len(held(s, s.turn)) <= 1:
        return f"zap p{m.target + 1} r{m.row + 1}"
    return m.text()


def parse_cell(text: str, sky: bool = False) -> int:
    """A place written r2c3 as its index: a wire place, or a sky cell with sky=True."""
    text = normalize(text, "cell")
    return tokens.cell(text, SKY, SKY) if sky else tokens.cell(text, ROWS, COLS)
