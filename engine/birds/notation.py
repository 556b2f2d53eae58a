"""Birds On A Wire text notation for positions and moves (content/birds-on-a-wire/notation.md).

A position is whitespace-separated `key=value` fields, for example

    players=3 turn=1 phase=start
    wire1=RS,RM,-,-/-,-,-,-/-,-,-,- wire2=... wire3=...
    sky=*,-,-,-/-,*,-,-/-,-,*,-/-,-,-,* zaps=sky,p2,sky,out options=rules:advanced

Seats, rows, places and zaps are numbered from 1 here (the engine counts seats from 0).
Typed text goes through core.normalize first (full-width letters and digits, no-break spaces
and tabs are read as a person means them); numbers are read with core.parse_int. Case: a
bird is case-sensitive (upper case two legs, lower case one leg, mixed case refused);
everything else (field names, verbs, phase names, r2c3, p2, z1, option names and values) is
read whatever its case. Errors name the field and the place inside it.
"""
from __future__ import annotations

import re
from dataclasses import replace

from ..core import (InvalidMove, NotationError, OptionError, normalize, parse_int,
                    resolve_options, short)
from .data import (AFTER_MIGRATION, CELL, COLS, DIAGONAL, GONE, MAX_SEATS, ON_SKY, OPTIONS,
                   PER_KIND, RESTING, ROWS, SKY, ZAPS, Move, cell_name, is_bird, sky_cells, sky_name)
from .rules import GAME_ENDS, full_lines, six_flock
from .state import State, bag, empty_state, held, in_sight, zapped_cells

THEN = {"draw2": "second-draw", "zap": "zap-return", "end": "turn-end"}   # the old then= field
USAGE = ("draw RS | wire r2c3 | sky r1c2 | zap p2 r1 [z3] | flip r1c2 | noflip | line r2 | "
         "take RS r2c3 | pass")


def _err(message: str, where: str, key: str = "position", **data) -> NotationError:
    return NotationError(message, where=where, key=key, data={"where": where, **data})


def _bird(text: str, where: str, allow_one_leg: bool = True) -> str:
    if not is_bird(text):
        raise _err(f"{short(text)!r} is not a bird (colour R/G/B + size S/M/L, lower case = "
                   "one-legged)", where, key="bad-bird", text=short(text))
    if text.islower() and not allow_one_leg:
        raise _err(f"{text!r}: only birds on a wire can stand on one leg", where,
                   key="bad-bird", text=text)
    return text


def _seat(text: str, seats: int, where: str) -> int:
    m = re.fullmatch(r"[pP]?([0-9]+)", text)
    n = parse_int(m.group(1), where) if m else 0
    if not 1 <= n <= seats:
        raise _err(f"{short(text)!r} is not a seat (1 to {seats})", where, key="bad-seat",
                   text=short(text))
    return n - 1


def _grid(text: str, rows: int, cols: int, where: str) -> list[str]:
    lines = text.split("/")
    if len(lines) != rows:
        raise _err(f"needs {rows} rows separated by '/', found {len(lines)}", where,
                   key="bad-grid", rows=rows, cols=cols)
    cells = []
    for r, line in enumerate(lines):
        row = line.split(",")
        if len(row) != cols:
            raise _err(f"row {r + 1} needs {cols} places separated by ',', found {len(row)}",
                       where, key="bad-grid", rows=rows, cols=cols)
        cells.extend(row)
    return cells


def _choice(v: str, choices: tuple, where: str) -> str:
    if v.lower() not in choices:
        raise _err(f"{short(v)!r} is not one of {', '.join(choices)}", where, key="bad-value",
                   text=short(v))
    return v.lower()


def _zap(v: str, where: str = "zapping") -> int:
    m = re.fullmatch(r"[zZ]?([0-9]+)", v)
    n = parse_int(m.group(1), where) if m else 0
    if not 1 <= n <= ZAPS:
        raise _err(f"{short(v)!r} is not a zap (1 to {ZAPS})", where, key="bad-value", text=short(v))
    return n - 1


def _target(v: str, seats: int) -> tuple:
    m = re.fullmatch(r"[pP]([0-9]+)[rR]([0-9]+)", v)
    row = parse_int(m.group(2), "target") if m else 0
    if not 1 <= row <= ROWS:
        raise _err(f"{short(v)!r} is not a target like p2r1", "target", key="bad-value", text=short(v))
    return (_seat(m.group(1), seats, "target"), row - 1)


def _agenda(v: str) -> tuple:
    tasks = tuple(t.lower() for t in v.split(","))
    if len(tasks) != 1 or tasks[0] not in AFTER_MIGRATION:
        raise _err(f"agenda={short(v)!r}: after a migration comes one of "
                   f"{', '.join(AFTER_MIGRATION)}", "agenda", key="bad-value", text=short(v))
    return tasks


# --------------------------------------------------------------------------- positions

def parse_position(text: str) -> State:
    text = normalize(text, "position")
    fields: dict[str, str] = {}
    for n, token in enumerate(text.split(), 1):
        key, eq, value = token.partition("=")
        key = key.lower()
        if not eq or not key:
            raise _err(f"field {n} {short(token)!r} is not key=value", f"field {n}", key="bad-field",
                       text=short(token))
        if key in fields:
            raise _err(f"field {short(key)!r} given twice", short(key), key="dup-field", text=short(key))
        fields[key] = value
    if "players" not in fields:
        raise _err("the position must say players=2..5", "players", key="no-players")
    if fields["players"] not in ("2", "3", "4", "5"):
        raise _err(f"players={short(fields['players'])!r}: Birds On A Wire takes 2 to 5 players",
                   "players", key="players", players=short(fields["players"]))
    players = int(fields.pop("players"))
    options = {}
    for item in filter(None, fields.pop("options", "").split(",")):
        name, _, value = item.partition(":")
        options[name.lower()] = value
    try:
        opts = resolve_options(OPTIONS, options)
    except OptionError as e:
        raise _err(e.message, "options", key="bad-option", text=short(",".join(options))) from None
    s = empty_state(players, opts)
    seats = s.seats

    wires = []
    for n in range(seats):
        name = f"wire{n + 1}"
        raw = fields.pop(name, None)
        if raw is None:
            wires.append((None,) * (ROWS * COLS))
            continue
        cells = _grid(raw, ROWS, COLS, name)
        wires.append(tuple(None if c == "-" else _bird(c, f"{name} {cell_name(i)}")
                           for i, c in enumerate(cells)))

    sky = [None] * (SKY * SKY)
    bird_cells = set(sky_cells(opts))
    if "sky" in fields:
        for i, c in enumerate(_grid(fields.pop("sky"), SKY, SKY, "sky")):
            where = f"sky {sky_name(i)}"
            expect = "*" if i in DIAGONAL else "-" if i in bird_cells else "x"
            mark = c.lower() if c in ("X",) else c
            if mark in ("*", "x") or (mark == "-" and expect != "-"):
                if mark != expect:
                    raise _err(f"{short(c)!r} here, expected {expect!r} (* zap place, x no place)",
                               where, key="bad-sky", text=short(c))
            elif mark != "-":
                if expect != "-":
                    raise _err(f"no bird can sit here (expected {expect!r})", where, key="bad-sky",
                               text=short(c))
                sky[i] = _bird(c, where, allow_one_leg=False)

    zaps = [ON_SKY] * ZAPS
    if "zaps" in fields:
        parts = fields.pop("zaps").split(",")
        if len(parts) != ZAPS:
            raise _err(f"needs {ZAPS} zap places, found {len(parts)}", "zaps", key="bad-zaps")
        for z, part in enumerate(parts):
            place = {"sky": ON_SKY, "out": GONE}.get(part.lower())
            zaps[z] = place if place is not None else _seat(part, seats, f"zaps #{z + 1}")

    turn = _seat(fields.pop("turn", "1"), seats, "turn")
    phase = fields.pop("phase", "start").lower()
    if phase not in RESTING:
        raise _err(f"phase {short(phase)!r} is not one of {', '.join(RESTING)}", "phase",
                   key="bad-phase", text=short(phase))
    if phase == "start" and turn in zaps:   # a turn starts with the zap in hand (birds.turn.zap-first)
        phase = "zap"

    def take(name, parse, needed, allowed=None):
        raw = fields.pop(name, None)
        if raw is None:
            if needed:
                raise _err(f"phase={phase} needs {name}=", name, key="missing-field", text=name)
            return None
        if not (needed or allowed):
            raise _err(f"{name}= does not belong to phase={phase}", name, key="stray-field", text=name)
        return parse(raw)

    hand = take("hand", lambda v: _bird(v, "hand", False), phase in ("place1", "place2"))
    migrating = phase == "migrate"
    pool = take("pool", lambda v: tuple(sorted(_bird(b, "pool", False) for b in v.split(","))), migrating)
    trigger = take("trigger", lambda v: _seat(v, seats, "trigger"), migrating)
    at = take("at", lambda v: _seat(v, seats, "at"), migrating)
    forced = take("forced", lambda v: _choice(v, ("yes", "no"), "forced") == "yes", migrating)
    if "then" in fields and "agenda" in fields:
        raise _err("then= is the old name of agenda=: give one of them", "then", key="dup-field",
                   text="then")
    if "then" in fields:
        fields["agenda"] = THEN.get(fields["then"].lower(), fields["then"])
        del fields["then"]
    agenda = take("agenda", _agenda, migrating, allowed=phase == "flip")
    if phase == "flip":
        if agenda not in (None, ("zap-return",)):
            raise _err("phase=flip: the zap goes back after the flip (agenda=zap-return)", "agenda",
                       key="bad-value", text=",".join(agenda))
        agenda = ("zap-return",)
    zapping_needed = phase == "flip" or (migrating and agenda == ("zap-return",))
    zapping = take("zapping", _zap, zapping_needed)
    target = take("target", lambda v: _target(v, seats), zapping_needed)
    over = take("over", str.lower, phase == "over")
    out = tuple(sorted(_bird(b, "out", False) for b in fields.pop("out", "").split(",") if b))
    if fields:
        name = short(next(iter(fields)))
        raise _err(f"unknown field {name!r}", name, key="unknown-field", text=name)

    s = replace(s, wires=tuple(wires), sky=tuple(sky), zaps=tuple(zaps), turn=turn, phase=phase,
                hand=hand, pool=pool or (), trigger=trigger, at=at, forced=bool(forced),
                agenda=agenda or (), zapping=zapping, target=target, out=out, over=over)
    _check(s)
    return s


def _check(s: State) -> None:
    """Whole-position checks: bird counts, full sky lines, phase consistency."""
    for k, n in sorted(in_sight(s).items()):
        if n > PER_KIND:
            raise _err(f"{n} birds {k}, but the game has only {PER_KIND}", k, key="too-many", text=k, n=n)
    full = full_lines(s)
    if s.phase == "choose-line":
        kinds = sorted(k for k, _, _, _ in full)
        if kinds != ["col", "row"] or s.opts["double_line_fill"] != "one_line_player_choice":
            raise _err("phase=choose-line needs one full sky row and one full sky column, under "
                       "double_line_fill:one_line_player_choice", "phase", key="bad-value",
                       text=s.phase)
    else:
        for k, n, _, _ in full:
            raise _err(f"sky {k} {n} is full; a full line migrates at once", f"sky {k} {n}",
                       key="sky-line-full", text=f"{k} {n}")
    if s.phase == "start" and not bag(s):
        raise _err("the bag is empty: the game would be over", "phase", key="bag-empty")
    if s.phase == "draw2" and not bag(s):
        raise _err("the bag is empty: nothing to draw", "phase", key="bag-empty")
    if s.phase == "zap" and not held(s, s.turn):
        raise _err(f"phase=zap: seat {s.turn + 1} holds no zap", "phase", key="bad-value", text=s.phase)
    # states play never reaches and that would leave no legal move (or no outcome)
    if s.phase in ("draw2", "place2") and None not in s.wires[s.turn]:
        raise _err(f"phase={s.phase}: the board of seat {s.turn + 1} is full, so there is no "
                   "second draw", "phase", key="bad-value", text=s.phase)
    if s.phase == "migrate":
        if None not in s.wires[s.at]:
            raise _err(f"seat {s.at + 1} has a full board and cannot choose a bird", "at",
                       key="bad-value", text=str(s.at + 1))
        if s.forced and s.at != s.trigger:
            raise _err("forced=yes: the leftovers go to the trigger, so at= must equal trigger=",
                       "forced", key="bad-value", text="yes")
    if s.phase == "over":
        if s.over not in GAME_ENDS or (s.over == GAME_ENDS[2] and
                                       not any(six_flock(s, i) for i in range(s.seats))):
            raise _err(f"over={short(s.over)!r}: the game ends by {', '.join(GAME_ENDS)} (a six-flock "
                       "needs six identical birds in one flock under that option)", "over",
                       key="bad-value", text=short(s.over))
    if s.phase == "flip" and len(zapped_cells(s, *s.target)) < 2:
        raise _err("a flip needs two or more two-legged birds in the zapped row", "target",
                   key="bad-value", text="target")


# --------------------------------------------------------------------------- moves

def _cell(text: str, rows: int, cols: int) -> int:
    m = CELL.fullmatch(text)
    r = parse_int(m.group(1), "move", cls=InvalidMove) if m else 0
    c = parse_int(m.group(2), "move", cls=InvalidMove) if m else 0
    if not (1 <= r <= rows and 1 <= c <= cols):
        raise InvalidMove(f"{short(text)!r} is not a place r1c1..r{rows}c{cols}", where=short(text),
                          key="bad-cell", data={"text": short(text), "rows": rows, "cols": cols})
    return (r - 1) * cols + c - 1


def parse_cell(text: str, sky: bool = False) -> int:
    """A place written r2c3 as its index: a wire place, or a sky cell with sky=True."""
    text = normalize(text, "cell")
    return _cell(text, SKY, SKY) if sky else _cell(text, ROWS, COLS)


def _bad_move(text: str) -> InvalidMove:
    return InvalidMove(f"cannot read move {short(text)!r}; moves: {USAGE}", where=short(text),
                       key="bad-move", data={"text": short(text), "usage": USAGE})


SHAPES = {"draw": (1,), "wire": (1,), "sky": (1,), "flip": (1,), "noflip": (0,), "take": (2,),
          "pass": (0,), "zap": (2, 3), "line": (1,)}


def parse_move(s: State, text: str) -> Move:
    """A move typed in this position (a zap may leave out the tile when one is held)."""
    return Move(*_parse_move(text, s.seats, held(s, s.turn)))


def move(text: str) -> Move:
    """A move from its full text, without a position (what repr(move) shows)."""
    return Move(*_parse_move(text, MAX_SEATS, ()))


def _parse_move(text: str, seats: int, mine) -> tuple:
    text = normalize(text, "move")
    words = text.split()
    if not words:
        raise _bad_move(text)
    verb, args = words[0].lower(), words[1:]
    if verb not in SHAPES or len(args) not in SHAPES[verb]:
        raise _bad_move(text)
    try:
        if verb == "zap":
            target = _seat(args[0], seats, "zap target")
            m = re.fullmatch(r"[rR]([0-9]+)", args[1])
            row = parse_int(m.group(1), "move", cls=InvalidMove) if m else 0
            if not 1 <= row <= ROWS:
                raise _bad_move(text)
            z = _zap(args[2], "zap") if len(args) == 3 else mine[0] if mine else 0
            return ("zap", target, row - 1, z)
        if verb == "draw":
            return ("draw", _bird(args[0], "draw", False))
        if verb in ("wire", "flip"):
            return (verb, _cell(args[0], ROWS, COLS))
        if verb == "sky":
            return ("sky", _cell(args[0], SKY, SKY))
        if verb == "line":
            m = re.fullmatch(r"([rRcC])([0-9]+)", args[0])
            n = parse_int(m.group(2), "move", cls=InvalidMove) if m else 0
            if not 1 <= n <= SKY:
                raise _bad_move(text)
            return ("line", "row" if m.group(1).lower() == "r" else "col", n)
        if verb == "take":
            return ("take", _bird(args[0], "take", False), _cell(args[1], ROWS, COLS))
    except NotationError as e:
        raise InvalidMove(e.message, where=short(text), key=e.key, data=e.data) from None
    return (verb,)


def format_move(s: State, m: tuple) -> str:
    """The move as typed in this position: a zap names its tile only when the seat holds
    more than one (Move.text always names it)."""
    if m[0] == "zap" and len(held(s, s.turn)) <= 1:
        return f"zap p{m[1] + 1} r{m[2] + 1}"
    return Move(*m).text()
