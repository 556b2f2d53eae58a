"""The engine side of the Birds On A Wire position editor (the dispute page's board editor):
pure functions from a State to a new State. Every result is checked whole
(check.check_position) and refused with a NotationError that names the rule, the place and
the count: a kind seen more than 7 times (conservation: the bag is what is not in sight), a
one-legged bird off the wires, a full sky line, a phase without the fields it needs...

Places are written as the board's click words (content/birds-on-a-wire/notation.md):

    p2r1c3      seat 2's wire, row 1, place 3        sky r1c2    the sky, row 1, column 2
    hand        the bird in hand (place1, place2)    pool        the migrating birds
    out         the birds out of the game

    put(s, place, bird)              a bird from the bag onto a place (a bird already on a
                                     wire place, a sky cell or in hand goes back to the bag)
    remove(s, place, bird=None)      the bird at a place back to the bag (pool, out: name it)
    move_bird(s, frm, to, bird=None) a bird from one place onto another
    bird_at(s, place)                the bird on a wire place, a sky cell or in hand (or None)
    set_turn(s, seat)                the seat whose turn it is
    set_phase(s, phase, **fields)    the phase, with the fields it needs (hand=, pool=,
                                     trigger=, at=, forced=, agenda=, zapping=, target=, over=)
    set_zap(s, zap, place)           where a zap tile is: sky, out or a seat
    check(s), text(s), parse(text)   check_position; the notation

A seat or a zap given as an int is the engine's (0-based); as text it is the notation's
(p2, z1: from 1). Birds has no round counter: the side to move (turn) and, in a migration,
the seat choosing (at) and the leftovers flag (forced) are its counters. At the start of a
turn the phase follows the zaps, as the notation reads it (birds.turn.zap-first): `zap` when
the seat to move holds one, else `start`.
"""
from __future__ import annotations

import re
from dataclasses import replace
from typing import NamedTuple

from ..core import RulesError, normalize, short
from . import tokens
from .check import check_position
from .data import COLS, GONE, ON_SKY, ROWS, SKY, ZAPS
from .notation import parse_position
from .state import State, format_position, held, put as put_on_wire
from .tokens import err

LISTS = ("hand", "pool", "out")
WIRE_PLACE = re.compile(r"[pP]([0-9]+) ?([rR][0-9]+[cC][0-9]+)")
SKY_PLACE = re.compile(r"[sS][kK][yY] ?([rR][0-9]+[cC][0-9]+)")
PHASE_FIELDS = ("phase", "hand", "pool", "trigger", "at", "forced", "agenda", "then", "zapping",
                "target", "over")


class Place(NamedTuple):
    """Where a bird is: `kind` wire (seat, index), sky (index), hand, pool or out."""
    kind: str
    seat: int | None = None
    index: int | None = None


# --------------------------------------------------------------------------- birds

def place(s: State, where) -> Place:
    """A place from its click word (p2r1c3, sky r1c2, hand, pool, out)."""
    if isinstance(where, Place):
        return where
    text_ = normalize(str(where), "place")
    if text_.lower() in LISTS:
        return Place(text_.lower())
    try:
        m = WIRE_PLACE.fullmatch(text_)
        if m:
            return Place("wire", tokens.seat(m.group(1), s.seats, "place"), tokens.cell(m.group(2), ROWS, COLS))
        m = SKY_PLACE.fullmatch(text_)
        if m:
            return Place("sky", None, tokens.cell(m.group(1), SKY, SKY))
    except RulesError:
        pass
    raise err(f"{short(text_)!r} is not a place (p2r1c3, sky r1c2, hand, pool or out)", "place",
              "bad-place", text=short(text_))


def bird_at(s: State, where) -> str | None:
    """The bird on a wire place, a sky cell or in hand; None if there is none (or for the
    pool and out, which hold several)."""
    p = place(s, where)
    if p.kind == "wire":
        return s.wires[p.seat][p.index]
    if p.kind == "sky":
        return s.sky[p.index]
    return s.hand if p.kind == "hand" else None


def put(s: State, where, bird: str) -> State:
    """A bird from the bag onto a place; a bird already on that wire place, sky cell or in
    hand goes back to the bag. Refused where the bird cannot be (a one-legged bird off the
    wires, a zap place of the sky) and when the bag has none of that kind left."""
    return check(_set(s, place(s, where), _bird(bird)))


def remove(s: State, where, bird: str | None = None) -> State:
    """The bird at a place back to the bag; in the pool or out of the game, the bird named."""
    p = place(s, where)
    return check(_take(s, p, None if bird is None else _bird(bird))[0])


def move_bird(s: State, frm, to, bird: str | None = None) -> State:
    """A bird from one place onto another (an editing move: no rule of play applies; what
    was on the target goes back to the bag)."""
    a, b = place(s, frm), place(s, to)
    s, code = _take(s, a, None if bird is None else _bird(bird))
    return check(_set(s, b, code))


def _bird(bird) -> str:
    return tokens.bird(normalize(str(bird), "bird"), "bird")


def _set(s: State, p: Place, bird: str) -> State:
    if p.kind == "wire":
        return put_on_wire(s, p.seat, p.index, bird)
    if p.kind == "sky":
        sky = list(s.sky)
        sky[p.index] = bird
        return replace(s, sky=tuple(sky))
    if p.kind == "hand":
        return replace(s, hand=bird)
    if p.kind == "pool":
        return replace(s, pool=tuple(sorted(s.pool + (bird,))))
    return replace(s, out=tuple(sorted(s.out + (bird,))))


def _take(s: State, p: Place, bird: str | None) -> tuple[State, str]:
    """(s without the bird at p, that bird); place-empty if there is none (or not that one)."""
    if p.kind in ("pool", "out"):
        items = list(s.pool if p.kind == "pool" else s.out)
        if bird is None or bird not in items:
            raise err(f"no {bird or 'bird'} in {p.kind}", p.kind, "place-empty", place=p.kind)
        items.remove(bird)
        return (replace(s, pool=tuple(items)) if p.kind == "pool" else replace(s, out=tuple(items))), bird
    here = bird_at(s, p)
    name = _name(p)
    if here is None or (bird is not None and here != bird):
        raise err(f"no {bird or 'bird'} on {name}", name, "place-empty", place=name)
    if p.kind == "wire":
        return put_on_wire(s, p.seat, p.index, None), here
    if p.kind == "sky":
        sky = list(s.sky)
        sky[p.index] = None
        return replace(s, sky=tuple(sky)), here
    return replace(s, hand=None), here


def _name(p: Place) -> str:
    if p.kind == "wire":
        r, c = divmod(p.index, COLS)
        return f"p{p.seat + 1}r{r + 1}c{c + 1}"
    if p.kind == "sky":
        r, c = divmod(p.index, SKY)
        return f"sky r{r + 1}c{c + 1}"
    return p.kind


# --------------------------------------------------------------------------- turn, phase, zaps

def set_turn(s: State, seat) -> State:
    """The seat whose turn it is (an int from 0, or p2 / 2 as the notation writes it)."""
    n = _seat(s, seat, "turn")
    return check(_start_phase(replace(s, turn=n)))


def set_zap(s: State, zap, where) -> State:
    """Where a zap tile is (zap: an int from 0, or z1 / 1): "sky", "out" or a seat. Only a
    corner zap (1, 4) can be out of the game (birds.zap.corner)."""
    z = zap if _is_int(zap) and 0 <= zap < ZAPS else tokens.zap(normalize(str(zap), "zap"), "zap")
    word = str(where).strip().lower()
    to = ON_SKY if word == "sky" else GONE if word == "out" else _seat(s, where, "zaps")
    zaps = list(s.zaps)
    zaps[z] = to
    return check(_start_phase(replace(s, zaps=tuple(zaps))))


def set_phase(s: State, phase: str, **fields) -> State:
    """The phase, with the fields it needs and no others (as the notation reads them; the
    fields of the phase before are dropped). A field is notation text (hand="RS",
    pool="RS,GM", trigger="p1", target="p2r1", forced="yes", agenda="second-draw",
    over="birds.end.board-full") or the engine's value (a 0-based seat, zap or
    (seat, row), a bool, a list of birds)."""
    words = [w for w in format_position(s).split() if w.partition("=")[0] not in PHASE_FIELDS]
    head = [f"phase={_text(phase)}"] + [f"{k}={_field_text(k, v)}" for k, v in fields.items()]
    return check(parse_position(" ".join(head + words)))


def _field_text(name: str, value) -> str:
    if isinstance(value, bool):
        return "yes" if value else "no"
    if name in ("trigger", "at") and _is_int(value):
        return f"p{value + 1}"
    if name == "zapping" and _is_int(value):
        return f"z{value + 1}"
    if name == "target" and isinstance(value, tuple) and len(value) == 2 and all(map(_is_int, value)):
        return f"p{value[0] + 1}r{value[1] + 1}"
    if isinstance(value, (list, tuple)):
        return ",".join(_text(v) for v in value)
    return _text(value)


def _text(value) -> str:
    """A field's text as one word of the notation (no spaces, no '=' of its own)."""
    return "".join(normalize(str(value), "field").split())


def _start_phase(s: State) -> State:
    """At the start of a turn the phase follows the zaps: zap when the seat holds one."""
    if s.phase in ("start", "zap"):
        return replace(s, phase="zap" if held(s, s.turn) else "start")
    return s


def _seat(s: State, seat, where: str) -> int:
    if _is_int(seat):
        if 0 <= seat < s.seats:
            return seat
        seat = str(seat + 1)
    return tokens.seat(normalize(str(seat), where), s.seats, where)


def _is_int(x) -> bool:
    return isinstance(x, int) and not isinstance(x, bool)


# --------------------------------------------------------------------------- whole positions

def check(s: State) -> State:
    """The position if it passes check_position (else its NotationError)."""
    check_position(s)
    return s


def text(s: State) -> str:
    return format_position(s)


def parse(text_: str) -> State:
    return parse_position(text_)


__all__ = ["Place", "place", "bird_at", "put", "remove", "move_bird", "set_turn", "set_zap",
           "set_phase", "check", "text", "parse", "LISTS"]
