"""Birds On A Wire text notation for positions and moves (content/birds-on-a-wire/notation.md).

A position is whitespace-separated `key=value` fields, for example

    players=3 turn=1 phase=start
    wire1=RS,RM,-,-/-,-,-,-/-,-,-,- wire2=... wire3=...
    sky=*,-,-,-/-,*,-,-/-,-,*,-/-,-,-,* zaps=sky,p2,sky,out options=rules:advanced

Everything is 1-based. Errors name the field and the place inside it.
"""
from __future__ import annotations

import re
from collections import Counter
from dataclasses import replace

from .score import COLS, ROWS, kind
from ..core import InvalidMove, NotationError, resolve_options, OptionError

PHASES = ("start", "place1", "draw2", "place2", "flip", "migrate", "over")
THEN = ("draw2", "zap", "end")
CELL = re.compile(r"r(\d+)c(\d+)$")
BIRD = re.compile(r"[RGBrgb][SMLsml]$")


def _err(message: str, where: str, key: str = "position", **data) -> NotationError:
    return NotationError(message, where=where, key=key, data={"where": where, **data})


def _bird(text: str, where: str, allow_one_leg: bool = True) -> str:
    if not BIRD.match(text) or (text[0].isupper() != text[1].isupper()):
        raise _err(f"{text!r} is not a bird (colour R/G/B + size S/M/L, lower case = one-legged)",
                   where, key="bad-bird", text=text)
    if text.islower() and not allow_one_leg:
        raise _err(f"{text!r}: only birds on a wire can stand on one leg", where,
                   key="bad-bird", text=text)
    return text


def _seat(text: str, seats: int, where: str) -> int:
    m = re.fullmatch(r"p?(\d+)", text)
    if not m or not 1 <= int(m.group(1)) <= seats:
        raise _err(f"{text!r} is not a seat (1 to {seats})", where, key="bad-seat", text=text)
    return int(m.group(1)) - 1


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


def parse_position(game, text: str):
    from .game import (DIAGONAL, GONE, ON_SKY, OPTIONS, PER_KIND, SKY, bag, sky_cells,
                        sky_lines)
    fields: dict[str, str] = {}
    for n, token in enumerate(text.split(), 1):
        key, eq, value = token.partition("=")
        if not eq or not key:
            raise _err(f"field {n} {token!r} is not key=value", f"field {n}", key="bad-field", text=token)
        if key in fields:
            raise _err(f"field {key!r} given twice", key, key="dup-field", text=key)
        fields[key] = value
    if "players" not in fields:
        raise _err("the position must say players=2..5", "players", key="no-players")
    if not re.fullmatch(r"[2-5]", fields["players"]):
        raise _err(f"players={fields['players']!r}: Birds On A Wire takes 2 to 5 players", "players",
                   key="players", players=fields["players"])
    players = int(fields.pop("players"))
    options = {}
    for item in filter(None, fields.pop("options", "").split(",")):
        name, _, value = item.partition(":")
        options[name] = value
    try:
        opts = resolve_options(OPTIONS, options)
    except OptionError as e:
        raise _err(e.message, "options", key="bad-option", text=",".join(options)) from None
    s = game.initial_state(players=players, options=opts)
    seats = s.seats

    wires = []
    for seat in range(seats):
        name = f"wire{seat + 1}"
        raw = fields.pop(name, None)
        if raw is None:
            wires.append((None,) * (ROWS * COLS))
            continue
        cells = _grid(raw, ROWS, COLS, name)
        wires.append(tuple(None if c == "-" else _bird(c, f"{name} r{i // COLS + 1}c{i % COLS + 1}")
                           for i, c in enumerate(cells)))

    sky = [None] * (SKY * SKY)
    bird_cells = set(sky_cells(opts))
    if "sky" in fields:
        for i, c in enumerate(_grid(fields.pop("sky"), SKY, SKY, "sky")):
            where = f"sky r{i // SKY + 1}c{i % SKY + 1}"
            expect = "*" if i in DIAGONAL else "-" if i in bird_cells else "x"
            if c in ("*", "x") or (c == "-" and expect != "-"):
                if c != expect:
                    raise _err(f"{c!r} here, expected {expect!r} (* zap place, x no place)", where,
                               key="bad-sky", text=c)
            elif c != "-":
                if expect != "-":
                    raise _err(f"no bird can sit here (expected {expect!r})", where, key="bad-sky", text=c)
                sky[i] = _bird(c, where, allow_one_leg=False)

    zaps = [ON_SKY] * 4
    if "zaps" in fields:
        parts = fields.pop("zaps").split(",")
        if len(parts) != 4:
            raise _err(f"needs 4 zap places, found {len(parts)}", "zaps", key="bad-zaps")
        for z, part in enumerate(parts):
            zaps[z] = {"sky": ON_SKY, "out": GONE}.get(part)
            if zaps[z] is None:
                zaps[z] = _seat(part, seats, f"zaps #{z + 1}")

    turn = _seat(fields.pop("turn", "1"), seats, "turn")
    phase = fields.pop("phase", "start")
    if phase not in PHASES:
        raise _err(f"phase {phase!r} is not one of {', '.join(PHASES)}", "phase", key="bad-phase", text=phase)

    def take(name, parse, needed):
        raw = fields.pop(name, None)
        if raw is None:
            if needed:
                raise _err(f"phase={phase} needs {name}=", name, key="missing-field", text=name)
            return None
        if not needed:
            raise _err(f"{name}= does not belong to phase={phase}", name, key="stray-field", text=name)
        return parse(raw)

    hand = take("hand", lambda v: _bird(v, "hand", False), phase in ("place1", "place2"))
    migrating = phase == "migrate"
    pool = take("pool", lambda v: tuple(sorted(_bird(b, "pool", False) for b in v.split(","))), migrating)
    trigger = take("trigger", lambda v: _seat(v, seats, "trigger"), migrating)
    at = take("at", lambda v: _seat(v, seats, "at"), migrating)
    forced = take("forced", lambda v: _choice(v, ("yes", "no"), "forced") == "yes", migrating)
    then = take("then", lambda v: _choice(v, THEN, "then"), migrating)
    zapping_needed = phase == "flip" or (migrating and then == "zap")
    zapping = take("zapping", lambda v: _zap(v), zapping_needed)
    target = take("target", lambda v: _target(v, seats), zapping_needed)
    over = take("over", str, phase == "over")
    out = tuple(sorted(_bird(b, "out", False) for b in fields.pop("out", "").split(",") if b))
    if fields:
        raise _err(f"unknown field {next(iter(fields))!r}", next(iter(fields)), key="unknown-field",
                   text=next(iter(fields)))

    s = replace(s, wires=tuple(wires), sky=tuple(sky), zaps=tuple(zaps), turn=turn, phase=phase,
                hand=hand, pool=pool or (), trigger=trigger, at=at, forced=bool(forced),
                then=then or "end", zapping=zapping, target=target, out=out, over=over)
    _check(game, s, bag, sky_lines, PER_KIND)
    return s


def _choice(v: str, choices: tuple, where: str) -> str:
    if v not in choices:
        raise _err(f"{v!r} is not one of {', '.join(choices)}", where, key="bad-value", text=v)
    return v


def _zap(v: str) -> int:
    if not re.fullmatch(r"z?[1-4]", v):
        raise _err(f"{v!r} is not a zap (1 to 4)", "zapping", key="bad-value", text=v)
    return int(v[-1]) - 1


def _target(v: str, seats: int) -> tuple:
    m = re.fullmatch(r"p(\d+)r(\d+)", v)
    if not m or not 1 <= int(m.group(2)) <= ROWS:
        raise _err(f"{v!r} is not a target like p2r1", "target", key="bad-value", text=v)
    return (_seat(m.group(1), seats, "target"), int(m.group(2)) - 1)


def _check(game, s, bag, sky_lines, per_kind) -> None:
    """Whole-position checks: bird counts, full sky lines, phase consistency."""
    used = Counter(kind(b) for w in s.wires for b in w if b)
    used.update(b for b in s.sky if b)
    used.update(kind(b) for b in s.pool + s.out)
    if s.hand:
        used[s.hand] += 1
    for k, n in sorted(used.items()):
        if n > per_kind:
            raise _err(f"{n} birds {k}, but the game has only {per_kind}", k, key="too-many", text=k, n=n)
    for k, n, cells, _ in sky_lines(s.opts):
        if cells and all(s.sky[c] for c in cells):
            raise _err(f"sky {k} {n} is full; a full line migrates at once", f"sky {k} {n}",
                       key="sky-line-full", text=f"{k} {n}")
    if s.phase in ("start", "place1", "draw2", "place2"):
        if s.phase == "start" and not game._held(s, s.turn) and not bag(s):
            raise _err("the bag is empty: the game would be over", "phase", key="bag-empty")
        if s.phase == "draw2" and not bag(s):
            raise _err("the bag is empty: nothing to draw", "phase", key="bag-empty")
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
        ends = ("birds.end.board-full", "birds.turn.bag-empty", "birds.score.advanced.six-flock")
        if s.over not in ends or (s.over == ends[2] and
                                  not any(game._six_flock(s, i) for i in range(s.seats))):
            raise _err(f"over={s.over!r}: the game ends by {', '.join(ends)} (a six-flock needs "
                       "six identical birds in one flock under that option)", "over",
                       key="bad-value", text=s.over)
    if s.phase == "flip":
        seat, row = s.target
        if len(game._affected(s, seat, row)) < 2:
            raise _err("a flip needs two or more two-legged birds in the zapped row", "target",
                       key="bad-value", text="target")


# --------------------------------------------------------------------------- moves

def _cell(text: str, rows: int, cols: int, where: str) -> int:
    m = CELL.match(text)
    if not m or not (1 <= int(m.group(1)) <= rows and 1 <= int(m.group(2)) <= cols):
        raise InvalidMove(f"{text!r} is not a place r1c1..r{rows}c{cols}", where=where,
                          key="bad-cell", data={"text": text, "rows": rows, "cols": cols})
    return (int(m.group(1)) - 1) * cols + int(m.group(2)) - 1


def parse_move(game, s, text: str) -> tuple:
    from .game import SKY
    words = text.split()
    usage = ("draw RS | wire r2c3 | sky r1c2 | zap p2 r1 [z3] | flip r1c2 | noflip | "
             "take RS r2c3 | pass")
    if not words:
        raise InvalidMove("empty move", key="bad-move", data={"text": text, "usage": usage})
    verb, args = words[0].lower(), words[1:]
    shapes = {"draw": (1,), "wire": (1,), "sky": (1,), "flip": (1,), "noflip": (0,), "take": (2,),
              "pass": (0,), "zap": (2, 3)}
    if verb not in shapes or len(args) not in shapes[verb]:
        raise InvalidMove(f"cannot read move {text!r}; moves: {usage}", where=text, key="bad-move",
                          data={"text": text, "usage": usage})
    try:
        if verb == "zap":
            seat = _seat(args[0], s.seats, "zap target")
            m = re.fullmatch(r"r([1-3])", args[1])
            if not m:
                raise InvalidMove(f"{args[1]!r} is not a row r1..r3", where=text, key="bad-move",
                                  data={"text": text, "usage": usage})
            held = game._held(s, s.turn)
            if len(args) == 3:
                z = _zap(args[2].lower())
            elif held:
                z = held[0]
            else:
                z = 0
            return ("zap", seat, int(m.group(1)) - 1, z)
        if verb == "draw":
            return ("draw", _bird(args[0], "draw", False))
        if verb == "wire" or verb == "flip":
            return (verb, _cell(args[0], ROWS, COLS, text))
        if verb == "sky":
            return ("sky", _cell(args[0], SKY, SKY, text))
        if verb == "take":
            return ("take", _bird(args[0], "take", False), _cell(args[1], ROWS, COLS, text))
    except NotationError as e:
        raise InvalidMove(e.message, where=text, key=e.key, data=e.data) from None
    return (verb,)


def format_position(game, s) -> str:
    from .game import OPTIONS
    head = [f"players={s.players}", f"turn={s.turn + 1}", f"phase={s.phase}"]
    if s.hand:
        head.append(f"hand={s.hand}")
    if s.phase == "migrate":
        head += [f"pool={','.join(s.pool)}", f"trigger={s.trigger + 1}", f"at={s.at + 1}",
                 f"forced={'yes' if s.forced else 'no'}", f"then={s.then}"]
    if s.zapping is not None:
        head += [f"zapping={s.zapping + 1}", f"target=p{s.target[0] + 1}r{s.target[1] + 1}"]
    if s.over:
        head.append(f"over={s.over}")
    lines = [" ".join(head)]
    lines += [f"wire{i + 1}={game.wire_text(w)}" for i, w in enumerate(s.wires)]
    lines.append(f"sky={game._sky_text(s)}")
    lines.append("zaps=" + ",".join(game._zap_text(z) for z in s.zaps))
    changed = [f"{k}:{str(v).lower() if isinstance(v, bool) else v}"
               for k, v in s.options if v != OPTIONS[k].default]
    if changed:
        lines.append("options=" + ",".join(changed))
    if s.out:
        lines.append("out=" + ",".join(s.out))
    return "\n".join(lines)
