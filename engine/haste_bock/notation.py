"""Haste Bock? text notation for positions (content/haste-bock/notation.md); moves are read
and written by moves.py's grammar table.

A position is whitespace-separated `key=value` fields, for example

    players=4 phase=turn turn=1 time=0 facing=north
    board=........./........./........./...B1Y1G1.../...R1TB2.../...Y2G2R2.../........./........./.........
    scores=0,0,0,0 tiles1=step1,step1,shift1,shift2,diag1,diag2,ram2,ram3,align2,align3,jump3,rotate3 ...

Seats count from 1; cells are a1..i9 (column from the west, row from the north). Typed text
goes through core.normalize and is read whatever its case; numbers are read with
core.parse_int. Errors name the field or word and its place. What is read is then held to the
invariants of check.py (conservation of the flock and the tiles, the rollers, every count's
bound), so the reader and the editor refuse alike.
"""
from __future__ import annotations

import re

from ..core import NotationError, need_field, parse_int, read_fields, read_options_field, short
from .check import check_position, deal
from .data import DIE_FACES, END, FACING_WORDS, N, OPTIONS, ORTHOGONAL, OVER_RULES, SHEEP, TILE_NAMES
from .moves import WORD_DIR
from .phases import RESTING
from .state import State, sort_tiles

FIELDS = ("players", "phase", "turn", "time", "facing", "rams", "rolled", "forbid", "over",
          "board", "scores", "options") + tuple(f"tiles{i}" for i in range(1, 5)) + \
         tuple(f"time{i}" for i in range(1, 5))


def _err(message: str, where: str, key: str, cls=NotationError, **data) -> Exception:
    return cls(message, where=where, key=key, data={"where": where, **data})


# --------------------------------------------------------------------------- positions

def _fields(text: str) -> dict[str, str]:
    return read_fields(text, FIELDS, _err)


def _need(f: dict, key: str) -> str:
    return need_field(f, key, _err)


def _board(text: str) -> tuple:
    """The cells row by row; that each sheep stands there once is check.py's."""
    rows = text.split("/")
    if len(rows) != N:
        raise _err(f"the board needs {N} rows separated by '/', found {len(rows)}", "board",
                   "bad-board", text=short(text))
    cells: list = []
    for r, row in enumerate(rows, 1):
        found = re.findall(r"\.|[BYGR][12]|T|.", row.upper())
        where = f"board row {r}"
        stray = [x for x in found if x != "." and x not in SHEEP]
        if stray or len(found) != N:
            raise _err(f"row {r} needs {N} cells ('.' or a sheep such as B1, T), read {short(row)!r}",
                       where, "bad-board", text=short(row))
        cells += [None if x == "." else x for x in found]
    return tuple(cells)


def _ints(text: str, where: str, signed: bool = False) -> tuple:
    if text == "-":
        return ()
    out = []
    for part in text.split(","):
        neg = signed and part.startswith("-")
        n = parse_int(part[1:] if neg else part, where)
        out.append(-n if neg else n)
    return tuple(out)


def _tiles(text: str, where: str) -> tuple:
    """A hand of action tiles by name, in set order (how many of each: check.py)."""
    names = () if text == "-" else tuple(t.lower() for t in text.split(","))
    for t in names:
        if t not in TILE_NAMES:
            raise _err(f"{short(t)!r} is not a tile ({', '.join(dict.fromkeys(TILE_NAMES))})",
                       where, "bad-tiles", text=short(t))
    return sort_tiles(names)


def _seat_list(text: str, players: int, where: str) -> tuple:
    seats = _ints(text, where)
    for n in seats:
        if not 1 <= n <= players:
            raise _err(f"{n} is not a seat (1 to {players})", where, "bad-seat", text=str(n))
    return tuple(n - 1 for n in seats)


def _forbid(text: str) -> tuple:
    kind, _, what = text.lower().partition("-")
    if kind == "align" and WORD_DIR.get(what) in ORTHOGONAL:
        return ("align", WORD_DIR[what])
    if kind == "rotate" and what in ("left", "right"):
        return ("rotate", what)
    raise _err(f"{short(text)!r} is not a restriction (align-north ... rotate-left, rotate-right)",
               "forbid", "bad-value", text=short(text))


def _options(text: str) -> dict:
    return read_options_field(text, OPTIONS, _err)


def _choice(f: dict, key: str, choices, default=None) -> str:
    value = f.get(key, default).lower() if key in f or default is not None else _need(f, key)
    if value not in choices:
        raise _err(f"{key}={short(value)} is not one of {', '.join(choices)}", key, "bad-value",
                   text=short(value))
    return value


def _head(f: dict) -> tuple:
    """players, phase, turn (0-based), time and facing."""
    players = parse_int(_need(f, "players"), "players")
    if not 2 <= players <= 4:
        raise _err(f"Haste Bock? takes 2 to 4 players, not {players}", "players", "players",
                   players=players)
    phase = _choice(f, "phase", RESTING)
    turn = parse_int(_need(f, "turn"), "turn", 1, players) - 1
    time = parse_int(_need(f, "time"), "time", 0, END)
    facing = {w: d for d, w in FACING_WORDS.items()}.get(_need(f, "facing").lower()) or \
        {d.lower(): d for d in FACING_WORDS}.get(f["facing"].lower())
    if facing is None:
        raise _err(f"facing={short(f['facing'])} is not north, east, south or west", "facing",
                   "bad-value", text=short(f["facing"]))
    return players, phase, turn, time, facing


def _time_tiles(f: dict, players: int) -> tuple:
    """Each seat's time tiles (2 and 3 players); a field the player count has no use for is
    refused."""
    dealt = bool(deal(players))
    out = []
    for i in range(1, 5):
        if i > players or not dealt:
            for k in ([f"tiles{i}"] if i > players else []) + [f"time{i}"]:
                if k in f:
                    raise _err(f"field {k} does not belong to a {players}-player game", k,
                               "stray-field", text=k)
            continue
        out.append(tuple(sorted(_ints(_need(f, f"time{i}"), f"time{i}"))))
    return tuple(out) if dealt else ((),) * players


def parse_position(text: str) -> State:
    """A State from its text, held to check.py's invariants (NotationError naming the field)."""
    f = _fields(text)
    players, phase, turn, time, facing = _head(f)
    board = _board(_need(f, "board"))
    scores = _ints(_need(f, "scores"), "scores", signed=True)
    if len(scores) != players:
        raise _err(f"scores needs {players} numbers, found {len(scores)}", "scores", "bad-value",
                   text=short(f["scores"]))
    tiles = tuple(_tiles(_need(f, f"tiles{i}"), f"tiles{i}") for i in range(1, players + 1))
    time_tiles = _time_tiles(f, players)
    rams = _seat_list(f.get("rams", "-"), players, "rams")
    rolled = _choice(f, "rolled", DIE_FACES) if "rolled" in f else None
    forbid = _forbid(f["forbid"]) if "forbid" in f else None
    over = _choice(f, "over", OVER_RULES) if "over" in f else None
    opts = _options(f["options"]) if "options" in f else {k: o.default for k, o in OPTIONS.items()}
    s = State(players, tuple(sorted(opts.items())), board, facing, time, scores, tiles,
              time_tiles, turn, phase, rams, rolled, forbid, (), over)
    check_position(s)
    return s
