"""Birds On A Wire text notation for positions (content/birds-on-a-wire/notation.md); moves
are moves.py's.

A position is whitespace-separated `key=value` fields, for example

    players=3 turn=1 phase=start
    wire1=RS,RM,-,-/-,-,-,-/-,-,-,- wire2=... wire3=...
    sky=*,-,-,-/-,*,-,-/-,-,*,-/-,-,-,* zaps=sky,p2,sky,out options=rules:advanced

Seats, rows, places and zaps are numbered from 1 here (the engine counts seats from 0).
Typed text goes through core.normalize first (full-width letters and digits, no-break spaces
and tabs are read as a person means them); numbers are read with core.parse_int. Case: a
bird is case-sensitive (upper case two legs, lower case one leg, mixed case refused);
everything else (field names, verbs, phase names, r2c3, p2, z1, option names and values) is
read whatever its case. Errors name the field and the place inside it. A position read is
checked whole by check.check_position (conservation, counts, the phase's fields).
"""
from __future__ import annotations

import re
from dataclasses import replace

from ..core import OptionError, normalize, parse_int, resolve_options, short
from . import tokens
from .check import check_position
from .data import COLS, DIAGONAL, GONE, ON_SKY, OPTIONS, ROWS, SKY, ZAPS, cell_name, sky_cells, sky_name
from .phases import AFTER_MIGRATION, RESTING
from .state import State, empty_state
from .tokens import err

THEN = {"draw2": "second-draw", "zap": "zap-return", "end": "turn-end"}   # the old then= field


def _target(v: str, seats: int) -> tuple:
    m = re.fullmatch(r"[pP]([0-9]+)[rR]([0-9]+)", v)
    row = parse_int(m.group(2), "target") if m else 0
    if not 1 <= row <= ROWS:
        raise err(f"{short(v)!r} is not a target like p2r1", "target", "bad-value", text=short(v))
    return (tokens.seat(m.group(1), seats, "target"), row - 1)


def _agenda(v: str) -> tuple:
    tasks = tuple(t.lower() for t in v.split(","))
    if len(tasks) != 1 or tasks[0] not in AFTER_MIGRATION:
        raise err(f"agenda={short(v)!r}: after a migration comes one of "
                  f"{', '.join(AFTER_MIGRATION)}", "agenda", "bad-value", text=short(v))
    return tasks


# --------------------------------------------------------------------------- positions

def parse_position(text: str) -> State:
    fields = _fields(normalize(text, "position"))
    s = empty_state(_players(fields), _options(fields))
    seats = s.seats
    wires = tuple(_wire(fields.pop(f"wire{n + 1}", None), f"wire{n + 1}") for n in range(seats))
    sky = _sky(fields.pop("sky", None), s.opts)
    zaps = _zaps(fields.pop("zaps", None), seats)
    turn = tokens.seat(fields.pop("turn", "1"), seats, "turn")
    phase = fields.pop("phase", "start").lower()
    if phase not in RESTING:
        raise err(f"phase {short(phase)!r} is not one of {', '.join(RESTING)}", "phase",
                  "bad-phase", text=short(phase))
    if phase == "start" and turn in zaps:   # a turn starts with the zap in hand (birds.turn.zap-first)
        phase = "zap"
    s = replace(s, wires=wires, sky=sky, zaps=zaps, turn=turn, phase=phase, **_phase_fields(fields, phase, seats))
    if fields:
        name = short(next(iter(fields)))
        raise err(f"unknown field {name!r}", name, "unknown-field", text=name)
    check_position(s)
    return s


def _fields(text: str) -> dict[str, str]:
    fields: dict[str, str] = {}
    for n, token in enumerate(text.split(), 1):
        key, eq, value = token.partition("=")
        key = key.lower()
        if not eq or not key:
            raise err(f"field {n} {short(token)!r} is not key=value", f"field {n}", "bad-field",
                      text=short(token))
        if key in fields:
            raise err(f"field {short(key)!r} given twice", short(key), "dup-field", text=short(key))
        fields[key] = value
    return fields


def _players(fields: dict) -> int:
    if "players" not in fields:
        raise err("the position must say players=2..5", "players", "no-players")
    if fields["players"] not in ("2", "3", "4", "5"):
        raise err(f"players={short(fields['players'])!r}: Birds On A Wire takes 2 to 5 players",
                  "players", "players", players=short(fields["players"]))
    return int(fields.pop("players"))


def _options(fields: dict) -> dict:
    options = {}
    for item in filter(None, fields.pop("options", "").split(",")):
        name, _, value = item.partition(":")
        options[name.lower()] = value
    try:
        return resolve_options(OPTIONS, options)
    except OptionError as e:
        raise err(e.message, "options", "bad-option", text=short(",".join(options))) from None


def _wire(raw: str | None, name: str) -> tuple:
    if raw is None:
        return (None,) * (ROWS * COLS)
    cells = tokens.grid(raw, ROWS, COLS, name)
    return tuple(None if c == "-" else tokens.bird(c, f"{name} {cell_name(i)}") for i, c in enumerate(cells))


def _sky(raw: str | None, opts: dict) -> tuple:
    sky = [None] * (SKY * SKY)
    if raw is None:
        return tuple(sky)
    bird_cells = set(sky_cells(opts))
    for i, c in enumerate(tokens.grid(raw, SKY, SKY, "sky")):
        where = f"sky {sky_name(i)}"
        expect = "*" if i in DIAGONAL else "-" if i in bird_cells else "x"
        mark = c.lower() if c in ("X",) else c
        if mark in ("*", "x") or (mark == "-" and expect != "-"):
            if mark != expect:
                raise err(f"{short(c)!r} here, expected {expect!r} (* zap place, x no place)",
                          where, "bad-sky", text=short(c))
        elif mark != "-":
            if expect != "-":
                raise err(f"no bird can sit here (expected {expect!r})", where, "bad-sky", text=short(c))
            sky[i] = tokens.bird(c, where, allow_one_leg=False)
    return tuple(sky)


def _zaps(raw: str | None, seats: int) -> tuple:
    if raw is None:
        return (ON_SKY,) * ZAPS
    parts = raw.split(",")
    if len(parts) != ZAPS:
        raise err(f"needs {ZAPS} zap places, found {len(parts)}", "zaps", "bad-zaps")
    zaps = []
    for z, part in enumerate(parts):
        place = {"sky": ON_SKY, "out": GONE}.get(part.lower())
        zaps.append(place if place is not None else tokens.seat(part, seats, f"zaps #{z + 1}"))
    return tuple(zaps)


def _phase_fields(fields: dict, phase: str, seats: int) -> dict:
    """The fields a phase needs (and only those): hand, the migration's, the zap in use, over."""
    def take(name, parse, needed, allowed=False):
        raw = fields.pop(name, None)
        if raw is None:
            if needed:
                raise err(f"phase={phase} needs {name}=", name, "missing-field", text=name)
            return None
        if not (needed or allowed):
            raise err(f"{name}= does not belong to phase={phase}", name, "stray-field", text=name)
        return parse(raw)

    migrating = phase == "migrate"
    out = {"hand": take("hand", lambda v: tokens.bird(v, "hand", False), phase in ("place1", "place2")),
           "pool": take("pool", lambda v: tuple(sorted(tokens.bird(b, "pool", False) for b in v.split(","))),
                        migrating) or (),
           "trigger": take("trigger", lambda v: tokens.seat(v, seats, "trigger"), migrating),
           "at": take("at", lambda v: tokens.seat(v, seats, "at"), migrating),
           "forced": bool(take("forced", lambda v: tokens.choice(v, ("yes", "no"), "forced") == "yes",
                               migrating))}
    agenda = _agenda_field(fields, phase, take)
    zapping = phase == "flip" or (migrating and agenda == ("zap-return",))
    out.update(agenda=agenda or (), zapping=take("zapping", tokens.zap, zapping),
               target=take("target", lambda v: _target(v, seats), zapping),
               over=take("over", str.lower, phase == "over"),
               out=tuple(sorted(tokens.bird(b, "out", False) for b in fields.pop("out", "").split(",") if b)))
    return out


def _agenda_field(fields: dict, phase: str, take) -> tuple | None:
    if "then" in fields and "agenda" in fields:
        raise err("then= is the old name of agenda=: give one of them", "then", "dup-field", text="then")
    if "then" in fields:
        fields["agenda"] = THEN.get(fields["then"].lower(), fields["then"])
        del fields["then"]
    agenda = take("agenda", _agenda, phase == "migrate", allowed=phase == "flip")
    if phase == "flip":
        if agenda not in (None, ("zap-return",)):
            raise err("phase=flip: the zap goes back after the flip (agenda=zap-return)", "agenda",
                      "bad-value", text=",".join(agenda))
        agenda = ("zap-return",)
    return agenda
