"""Haste Bock? text notation for positions and moves (content/haste-bock/notation.md).

A position is whitespace-separated `key=value` fields, for example

    players=4 phase=turn turn=1 time=0 facing=north
    board=........./........./........./...B1Y1G1.../...R1TB2.../...Y2G2R2.../........./........./.........
    scores=0,0,0,0 tiles1=step1,step1,shift1,shift2,diag1,diag2,ram2,ram3,align2,align3,jump3,rotate3 ...

A move is `step1 Y1 e5`, `ram3 R1 B2 +2`, `ram R1 B2` (a die ram), `jump3 Y1 c4`,
`shift1 row 4 west`, `shift2 col e north`, `diag1 c1 southeast`, `align2 north Y1`,
`rotate3 left`, `roll white` or `pass`. Seats count from 1; cells are a1..i9 (column from
the west, row from the north). Typed text goes through core.normalize and is read whatever
its case; numbers are read with core.parse_int. Errors name the field or word and its place.
"""
from __future__ import annotations

import re
from collections import Counter

from ..core import (InvalidMove, NotationError, need_field, normalize, parse_int, read_fields,
                    read_options_field, short)
from .data import (CELLS, COLUMNS, DIAGONALS, DIE_FACES, DIR_WORDS, END, FACING_WORDS, KIND_VALUES,
                   KINDS, N, OPTIONS, ORTHOGONAL, RESTING, SHEEP, THREE_PLAYER_TIME, TILE_NAMES,
                   TIME_SET, Move, diag_start)
from .state import State, sort_tiles

USAGE = ("step1 Y1 e5 | ram3 R1 B2 [+2] | ram R1 B2 | jump3 Y1 c4 | shift1 row 4 west | "
         "shift2 col e north | diag1 c1 southeast | align2 north Y1 | rotate3 left | roll white | pass")
WORD_DIR = {**{w: d for d, w in DIR_WORDS.items()}, **{d.lower(): d for d in DIR_WORDS}}
OVER_RULES = ("haste.time.end", "haste.end.no-tiles")
FIELDS = ("players", "phase", "turn", "time", "facing", "rams", "rolled", "forbid", "over",
          "board", "scores", "options") + tuple(f"tiles{i}" for i in range(1, 5)) + \
         tuple(f"time{i}" for i in range(1, 5))


def _err(message: str, where: str, key: str, cls=NotationError, **data) -> Exception:
    return cls(message, where=where, key=key, data={"where": where, **data})


# --------------------------------------------------------------------------- moves

def _sheep(text: str, where: str) -> str:
    if text.upper() not in SHEEP:
        raise _err(f"{short(text)!r} is not a sheep (B1 B2 Y1 Y2 G1 G2 R1 R2 T)", where,
                   "bad-sheep", InvalidMove, text=short(text))
    return text.upper()


def _cell(text: str, where: str, cls=InvalidMove) -> int:
    m = re.fullmatch(r"([a-i])([1-9])", text.lower())
    if not m:
        raise _err(f"{short(text)!r} is not a cell (a1 to i9)", where, "bad-cell", cls,
                   text=short(text))
    return (int(m.group(2)) - 1) * N + COLUMNS.index(m.group(1))


def _dir(text: str, where: str, allowed) -> str:
    d = WORD_DIR.get(text.lower())
    if d not in allowed:
        raise _err(f"{short(text)!r} is not a direction here ({', '.join(DIR_WORDS[a] for a in allowed)})",
                   where, "bad-direction", InvalidMove, text=short(text))
    return d


def _tile_number(kind: str, digits: str, where: str, s: State | None) -> int:
    values = KIND_VALUES[kind]
    if digits:
        n = parse_int(digits, where, cls=InvalidMove)
        if n not in values:
            raise _err(f"there is no {kind}{n} tile ({', '.join(f'{kind}{v}' for v in values)})",
                       where, "bad-tile", InvalidMove, text=f"{kind}{n}")
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
               "ambiguous-tile", InvalidMove, text=kind)


def read_move(text: str, s: State | None = None) -> Move:
    """A move from its text; `s` lets a tile number be left out where only one fits."""
    words = normalize(text, "move").split()
    low = [w.lower() for w in words]
    bad = _err(f"{short(text)!r} is not a move ({USAGE})", "move", "bad-move", InvalidMove,
               text=short(text), usage=USAGE)
    if not low:
        raise bad
    if low == ["pass"]:
        return Move("pass")
    if low[0] == "roll":
        if len(low) != 2 or low[1] not in DIE_FACES:
            raise _err(f"roll takes a die face: {', '.join(DIE_FACES)}", "move", "bad-face",
                       InvalidMove, text=short(text))
        return Move("roll", low[1])
    m = re.fullmatch(r"([a-z]+)([0-9]*)", low[0])
    if not m or m.group(1) not in KINDS:
        raise bad
    kind = m.group(1)
    extra = 0
    if len(low) > 1 and low[-1].startswith("+"):
        extra = parse_int(low[-1][1:], "time tile", 1, 3, cls=InvalidMove)
        words, low = words[:-1], low[:-1]
    args = words[1:]
    arity = {"step": 2, "ram": 2, "jump": 2, "shift": 3, "diag": 2, "align": 2, "rotate": 1}[kind]
    if len(args) != arity:
        raise bad
    n = _tile_number(kind, m.group(2), "tile", s)
    if n == 0 and extra:
        raise _err("a die ram uses no tile, so no time tile", "time tile", "bad-time-tile",
                   InvalidMove, text=f"+{extra}")
    head = (kind, n, extra)
    if kind in ("step", "jump"):
        return Move(*head, _sheep(args[0], "sheep"), _cell(args[1], "cell"))
    if kind == "ram":
        return Move(*head, _sheep(args[0], "rammer"), _sheep(args[1], "target"))
    if kind == "shift":
        line = args[0].lower()
        if line in ("row", "r"):
            k = parse_int(args[1], "row", 1, N, cls=InvalidMove) - 1
            return Move(*head, "row", k, _dir(args[2], "direction", ("E", "W")))
        if line in ("col", "column", "c"):
            if args[1].lower() not in COLUMNS or len(args[1]) != 1:
                raise _err(f"{short(args[1])!r} is not a column (a to i)", "column", "bad-cell",
                           InvalidMove, text=short(args[1]))
            return Move(*head, "col", COLUMNS.index(args[1].lower()),
                        _dir(args[2], "direction", ("N", "S")))
        raise bad
    if kind == "diag":
        d = _dir(args[1], "direction", DIAGONALS)
        return Move(*head, diag_start(_cell(args[0], "cell"), d), d)
    if kind == "align":
        return Move(*head, _dir(args[0], "direction", ORTHOGONAL), _sheep(args[1], "sheep"))
    if low[1] not in ("left", "right"):
        raise _err(f"{short(args[0])!r}: rotate left or right", "direction", "bad-direction",
                   InvalidMove, text=short(args[0]))
    return Move(*head, low[1])


def move(text: str) -> Move:
    """A move from its full text, without a position: haste_bock.move('ram3 R1 B2')."""
    return read_move(text)


# --------------------------------------------------------------------------- positions

def _fields(text: str) -> dict[str, str]:
    return read_fields(text, FIELDS, _err)


def _need(f: dict, key: str) -> str:
    return need_field(f, key, _err)


def _board(text: str) -> tuple:
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
    count = Counter(c for c in cells if c)
    for sheep in SHEEP:
        if count[sheep] != 1:
            key = "dup-sheep" if count[sheep] > 1 else "missing-sheep"
            raise _err(f"sheep {sheep} is on the board {count[sheep]} times (every sheep once)",
                       "board", key, text=sheep)
    assert len(cells) == CELLS
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
    names = () if text == "-" else tuple(t.lower() for t in text.split(","))
    for t in names:
        if t not in TILE_NAMES:
            raise _err(f"{short(t)!r} is not a tile ({', '.join(dict.fromkeys(TILE_NAMES))})",
                       where, "bad-tiles", text=short(t))
    have, full = Counter(names), Counter(TILE_NAMES)
    for t in have:
        if have[t] > full[t]:
            raise _err(f"{t} given {have[t]} times; a colour has {full[t]}", where, "too-many",
                       text=t, n=have[t])
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


def parse_position(text: str) -> State:
    f = _fields(text)
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
    board = _board(_need(f, "board"))
    scores = _ints(_need(f, "scores"), "scores", signed=True)
    if len(scores) != players:
        raise _err(f"scores needs {players} numbers, found {len(scores)}", "scores", "bad-value",
                   text=short(f["scores"]))
    tiles = tuple(_tiles(_need(f, f"tiles{i}"), f"tiles{i}") for i in range(1, players + 1))
    deal = {3: THREE_PLAYER_TIME, 2: TIME_SET}.get(players)
    time_tiles = []
    for i in range(1, 5):
        key = f"tiles{i}" if i > players else f"time{i}"
        if i > players or deal is None:
            for k in ([f"tiles{i}"] if i > players else []) + [f"time{i}"]:
                if k in f:
                    raise _err(f"field {k} does not belong to a {players}-player game", k,
                               "stray-field", text=k)
            continue
        got = tuple(sorted(_ints(_need(f, key), key)))
        if Counter(got) - Counter(deal):
            raise _err(f"{key}: time tiles {short(f[key])} are not part of {','.join(map(str, deal))}",
                       key, "bad-tiles", text=short(f[key]))
        time_tiles.append(got)
    if deal is None:
        time_tiles = [()] * players
    rams = _seat_list(f.get("rams", "-"), players, "rams")
    rolled = _choice(f, "rolled", DIE_FACES) if "rolled" in f else None
    forbid = _forbid(f["forbid"]) if "forbid" in f else None
    over = _choice(f, "over", OVER_RULES) if "over" in f else None
    opts = _options(f["options"]) if "options" in f else {k: o.default for k, o in OPTIONS.items()}
    problem = ((phase in ("roll", "ram")) != bool(rams) and "rams= lists the rollers of phase roll or ram")\
        or ((phase == "ram") != (rolled is not None) and "rolled= belongs to phase ram") \
        or ((phase == "over") != (over is not None) and "over= belongs to phase over") \
        or (time == END and phase != "over" and "the game ends when the time stone reaches 74")
    if problem:
        raise _err(problem, "phase", "inconsistent", text=phase)
    return State(players, tuple(sorted(opts.items())), board, facing, time, scores, tiles,
                 tuple(time_tiles), turn, phase, rams, rolled, forbid, (), over)
