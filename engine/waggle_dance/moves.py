"""Waggle Dance moves: every kind of move with named fields, and ONE table (`KINDS`) that says
for each kind how its text is read and written (content/waggle-dance/notation.md).

A move is a `Move`, a tuple equal to (and hashing as) the engine's internal tuple, so the
rules keep comparing plain tuples. `Move(*parts)` picks the kind from the parts and returns
an instance of that kind's class, whose items are also read by name:

    Setup       ('setup', start, blocked)           chance: start seat, blocked numbers of A C E G
    Roll        ('roll', values)                    chance: one player's whole roll
    Place       (card, value)                       A C E G: a space; D: a flower
    HivePlace   (card, value, tile)                 B F: onto one's own hive tile (0-based)
    Egg         ('egg', tile | None)                C: the egg onto an empty tile, or none
    Store       ('store', colour, tile)             D: a won cube onto a tile
    Shift       ('shift', colour, tile, to)         F: a cube between linked tiles (`move`)
    Done        ('done',)                           F: done moving, make honey
    Trade       ('trade', give, tile, other, colour, to)   E: give a colour (tiles tile, other)
                                                    or 'egg' (tile = other); ('trade',) none
    Draw        ('card', name)                      chance: G's queen card (`draw`)
    Pass        ('pass',)                           a Night card's stop: decline
    VolunteerDie ('volunteer', value)               chance: the Volunteer die
    Scouted     ('scout', cards)                    chance: scout's cards
    Keep        ('keep', card)                      scout: the card kept
    PlayCard    ('play', card)                      volunteer, scout
    PlayTile    ('play', card, tile)                expertise, efficiency, alchemy
    ShiftChange ('play', 'shift-change', how)       twice / wait
    SickDay     ('play', 'sick-day', seat, value)
    Harvest     ('play', 'harvest', flower)
    Feint       ('play', 'feint', spot, to)         spot, to: placing moves
    Gift        ('play', 'gift', what[, tile])      'tile', or 'egg' and a tile
    Overtime    ('play', 'overtime', value, card, to_value[, tile])
    Command     ('play', 'command', value, flower)
    WrongTurn   ('play', 'wrong-turn', seat, flower, to)
    Relocation  ('play', 'relocation', tile, to, kept)

Typed text goes through core.normalize and is read whatever its case; numbers through
core.parse_int; an error names the word and where it is (InvalidMove).
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Callable

from ..core import InvalidMove, MoveValue, move_kind, normalize, parse_int, short
from .data import COLOUR_WORD, COLOURS, HIVE_CARDS, QUEEN_CARDS, SPACE_CARDS, WORD_COLOUR

USAGE = ("A3 | C5 | E2 | G6 | D4 | B1 t2 | F5 t1 | egg t3 | egg none | store pink t2 | "
         "move blue t2 t1 | done | trade pink t1 t2 blue t3 | trade egg t2 blue t2 | trade none | "
         "play <card> ... (content/waggle-dance/notation.md) | pass | keep gift | "
         "roll 1 3 3 5 6 6 | volunteer 4 | scout gift overtime scout | setup 1 A:2 C:5 E:1 G:3")
PLACE = re.compile(r"([a-g])([1-6])")


class Move(MoveValue):
    """A Waggle Dance move (see the module doc); Move(*parts) is the instance of its kind."""
    __slots__ = ()
    package = "waggle_dance"

    def __new__(cls, *parts):
        if cls is Move:
            row = BY_KEY.get(kind_key(parts))
            cls = row.cls if row is not None else Move
        return tuple.__new__(cls, parts)

    def text(self) -> str:
        row = BY_KEY.get(kind_key(self))
        return row.write(self) if row is not None else " ".join(map(str, self))


def kind_key(parts: tuple) -> str:
    """The name of a move's kind in KINDS, from its parts."""
    head = parts[0] if parts else None
    if head == "play" and len(parts) > 1:
        key = f"play {parts[1]}"
        return key if key in BY_KEY else "play tile"
    if head == "trade" and len(parts) == 1:
        return "trade none"
    if head in SPACE_CARDS or head == "D":
        return "place"
    if head in HIVE_CARDS:
        return "hive"
    return str(head)


# --------------------------------------------------------------------------- the kinds

Setup = move_kind(Move, "Setup", "start", "blocked")
Roll = move_kind(Move, "Roll", "values")
Place = move_kind(Move, "Place", "value")
HivePlace = move_kind(Move, "HivePlace", "value", "tile")
Egg = move_kind(Move, "Egg", "tile")
Store = move_kind(Move, "Store", "colour", "tile")
Shift = move_kind(Move, "Shift", "colour", "tile", "to")
Done = move_kind(Move, "Done")
Trade = move_kind(Move, "Trade", "give", "tile", "other", "colour", "to")
NoTrade = move_kind(Move, "NoTrade")
Draw = move_kind(Move, "Draw", "card")
Pass = move_kind(Move, "Pass")
VolunteerDie = move_kind(Move, "VolunteerDie", "value")
Scouted = move_kind(Move, "Scouted", "cards")
Keep = move_kind(Move, "Keep", "card")
PlayCard = move_kind(Move, "PlayCard", "card")
PlayTile = move_kind(Move, "PlayTile", "card", "tile")
ShiftChange = move_kind(Move, "ShiftChange", "card", "how")
SickDay = move_kind(Move, "SickDay", "card", "seat", "value")
Harvest = move_kind(Move, "Harvest", "card", "flower")
Feint = move_kind(Move, "Feint", "card", "spot", "to")
Gift = move_kind(Move, "Gift", "card", "what", "tile")
Overtime = move_kind(Move, "Overtime", "card", "value", "place", "to_value", "tile")
Command = move_kind(Move, "Command", "card", "value", "flower")
WrongTurn = move_kind(Move, "WrongTurn", "card", "seat", "flower", "to")
Relocation = move_kind(Move, "Relocation", "card", "tile", "to", "kept")


# --------------------------------------------------------------------------- reading helpers

def _err(message: str, where: str, key: str, **data) -> InvalidMove:
    return InvalidMove(message, where=where, key=key, data={"where": where, **data})


def _bad(text: str, where: str = "move", message: str | None = None) -> InvalidMove:
    return _err(message or f"{short(text)!r} is not a move ({USAGE})", where, "bad-move",
                text=short(text), usage=USAGE)


def _tile(word: str, where: str) -> int:
    m = re.fullmatch(r"t([0-9]+)", word.lower())
    if not m:
        raise _err(f"{short(word)!r} is not a hive tile (t1, t2, ...)", where, "bad-tile",
                   text=short(word))
    return parse_int(m.group(1), where, 1, 99, cls=InvalidMove) - 1


def _colour(word: str) -> str:
    if word not in WORD_COLOUR:
        raise _err(f"{short(word)!r} is not a pollen colour ({', '.join(WORD_COLOUR)})",
                   "colour", "bad-colour", text=short(word))
    return WORD_COLOUR[word]


def _card(word: str) -> str:
    if word not in QUEEN_CARDS:
        raise _err(f"{short(word)!r} is not a queen card ({', '.join(QUEEN_CARDS)})",
                   "card", "bad-card", text=short(word))
    return word


def _die(word: str, where: str = "die") -> int:
    return parse_int(word, where, 1, 6, cls=InvalidMove)


def _seat(word: str, text: str, how: str) -> int:
    m = re.fullmatch(r"p([1-4])", word)
    if not m:
        raise _bad(text, "play", how)
    return int(m.group(1)) - 1


def _flower(word: str, text: str, how: str) -> int:
    m = re.fullmatch(r"d([1-6])", word)
    if not m:
        raise _bad(text, "play", how)
    return int(m.group(1))


def _is_placing(m: tuple) -> bool:
    return m[0] in SPACE_CARDS + HIVE_CARDS + ("D",)


def _placing(words: list[str], text: str) -> tuple:
    """A placing move inside a card's move (overtime)."""
    m = read_move(" ".join(words))
    if not _is_placing(m):
        raise _bad(text)
    return tuple(m)


def _arity(args: list, n: int, text: str) -> list:
    if len(args) != n:
        raise _bad(text)
    return args


# --------------------------------------------------------------------------- read / write

def _read_setup(args, text):
    if not args:
        raise _bad(text)
    start = parse_int(args[0], "start seat", 1, 4, cls=InvalidMove) - 1
    blocked = {c: () for c in SPACE_CARDS}
    for a in args[1:]:
        card, colon, nums = a.upper().partition(":")
        if not colon or card not in SPACE_CARDS:
            raise _bad(a, "setup", f"{short(a)!r}: blocked spaces are card:numbers (A:2,5)")
        blocked[card] = tuple(sorted(_die(n, f"card {card}") for n in nums.split(",")))
    return ("setup", start, tuple(blocked[c] for c in SPACE_CARDS))


def _write_setup(m):
    blocks = " ".join(f"{c}:{','.join(map(str, b))}" for c, b in zip(SPACE_CARDS, m[2]) if b)
    return f"setup {m[1] + 1}" + (f" {blocks}" if blocks else "")


def _read_roll(args, text):
    if not args:
        raise _bad(text)
    return ("roll", tuple(sorted(_die(a) for a in args)))


def _read_trade(args, text):
    if len(args) == 4 and args[0] == "egg":
        i = _tile(args[1], "trade")
        return ("trade", "egg", i, i, _colour(args[2]), _tile(args[3], "trade"))
    if len(args) == 5:
        i, j = sorted((_tile(args[1], "trade"), _tile(args[2], "trade")))
        return ("trade", _colour(args[0]), i, j, _colour(args[3]), _tile(args[4], "trade"))
    raise _bad(text)


def _write_trade(m):
    give = f"egg t{m[2] + 1}" if m[1] == "egg" else f"{COLOUR_WORD[m[1]]} t{m[2] + 1} t{m[3] + 1}"
    return f"trade {give} {COLOUR_WORD[m[4]]} t{m[5] + 1}"


def _read_shift_change(args, text):
    if len(args) != 1 or args[0] not in ("twice", "wait"):
        raise _bad(text, "play", "shift change: play shift-change twice (two dice at once) or "
                                 "play shift-change wait (place later)")
    return ("play", "shift-change", args[0])


def _read_feint(args, text):
    if len(args) not in (2, 3, 4):
        raise _bad(text)
    cut = 2 if args[0][:1] in ("b", "f") else 1
    a, b = read_move(" ".join(args[:cut])), read_move(" ".join(args[cut:]))
    if not (_is_placing(a) and _is_placing(b)):
        raise _bad(text, "play", "feint names a placed die and where it goes: play feint A3 D3")
    return ("play", "feint", tuple(a), tuple(b))


def _read_gift(args, text):
    if args == ["tile"]:
        return ("play", "gift", "tile")
    if len(args) == 2 and args[0] == "egg":
        return ("play", "gift", "egg", _tile(args[1], "play"))
    raise _bad(text)


def _read_overtime(args, text):
    if len(args) < 2:
        raise _bad(text)
    return ("play", "overtime", _die(args[0])) + _placing(args[1:], text)


def _read_command(args, text):
    if len(args) < 2:
        raise _bad(text)
    v, place = _die(args[0]), read_move(" ".join(args[1:]))
    if place[0] != "D":
        raise _bad(text, "play", "command places a die on a flower: play command 3 D5")
    return ("play", "command", v, place[1])


def _read_wrong_turn(args, text):
    how = "wrong turn names a player and two flowers: play wrong-turn p2 D3 D5"
    _arity(args, 3, text)
    return ("play", "wrong-turn", _seat(args[0], text, how), _flower(args[1], text, how),
            _flower(args[2], text, how))


def _read_relocation(args, text):
    _arity(args, 3, text)
    kept = "" if args[2] == "-" else args[2].upper()
    if len(kept) > 4 or any(c not in COLOURS for c in kept):
        raise _err(f"{short(args[2])!r}: the cubes kept on the first tile, letters "
                   f"{''.join(COLOURS)} or '-'", "play", "bad-colour", text=short(args[2]))
    return ("play", "relocation", _tile(args[0], "play"), _tile(args[1], "play"),
            "".join(sorted(kept)))


def _read_place(head: str, args: list, text: str) -> tuple:
    m = PLACE.fullmatch(head)
    if not m:
        raise _bad(text)
    card, value = m.group(1).upper(), int(m.group(2))
    if card in HIVE_CARDS:
        if len(args) != 1:
            raise _bad(text, "move", f"{card}{value} needs a hive tile: {card}{value} t1")
        return (card, value, _tile(args[0], card))
    if args:
        raise _bad(text)
    return (card, value)


def _read_scouted(args, text):
    if not 1 <= len(args) <= 3:
        raise _bad(text)
    return ("scout", tuple(sorted(_card(c) for c in args)))


def _write_overtime(m):
    return f"play overtime {m[2]} " + Move(*m[3:]).text()


@dataclass(frozen=True)
class Kind:
    """One kind of move: its key (kind_key), its class (named fields), the word(s) its text
    starts with ('' for the placings, read by their letter), how the words after them are
    read (args, text -> parts) and how the move is written."""
    key: str
    cls: type
    word: str
    read: Callable[[list, str], tuple] | None
    write: Callable[[tuple], str]


def _fixed(parts: tuple, n: int = 0):
    """A reader of a kind with n words after its word, none needed to build it."""
    return lambda args, text: parts if len(_arity(args, n, text)) == n else None


KINDS = (
    Kind("setup", Setup, "setup", _read_setup, _write_setup),
    Kind("roll", Roll, "roll", _read_roll, lambda m: "roll " + " ".join(map(str, m[1]))),
    Kind("place", Place, "", None, lambda m: f"{m[0]}{m[1]}"),
    Kind("hive", HivePlace, "", None, lambda m: f"{m[0]}{m[1]} t{m[2] + 1}"),
    Kind("egg", Egg, "egg",
         lambda a, t: ("egg", None if _arity(a, 1, t)[0] == "none" else _tile(a[0], "egg")),
         lambda m: "egg none" if m[1] is None else f"egg t{m[1] + 1}"),
    Kind("store", Store, "store",
         lambda a, t: ("store", _colour(_arity(a, 2, t)[0]), _tile(a[1], "store")),
         lambda m: f"store {COLOUR_WORD[m[1]]} t{m[2] + 1}"),
    Kind("shift", Shift, "move",
         lambda a, t: ("shift", _colour(_arity(a, 3, t)[0]), _tile(a[1], "move"), _tile(a[2], "move")),
         lambda m: f"move {COLOUR_WORD[m[1]]} t{m[2] + 1} t{m[3] + 1}"),
    Kind("done", Done, "done", _fixed(("done",)), lambda m: "done"),
    Kind("trade none", NoTrade, "trade none", _fixed(("trade",)), lambda m: "trade none"),
    Kind("trade", Trade, "trade", _read_trade, _write_trade),
    Kind("card", Draw, "draw", lambda a, t: ("card", _card(_arity(a, 1, t)[0])),
         lambda m: f"draw {m[1]}"),
    Kind("pass", Pass, "pass", _fixed(("pass",)), lambda m: "pass"),
    Kind("volunteer", VolunteerDie, "volunteer",
         lambda a, t: ("volunteer", _die(_arity(a, 1, t)[0], "volunteer die")),
         lambda m: f"volunteer {m[1]}"),
    Kind("scout", Scouted, "scout", _read_scouted,
         lambda m: "scout " + " ".join(m[1])),
    Kind("keep", Keep, "keep", lambda a, t: ("keep", _card(_arity(a, 1, t)[0])),
         lambda m: f"keep {m[1]}"),
    Kind("play volunteer", PlayCard, "play volunteer", _fixed(("play", "volunteer")),
         lambda m: "play volunteer"),
    Kind("play scout", PlayCard, "play scout", _fixed(("play", "scout")), lambda m: "play scout"),
    Kind("play shift-change", ShiftChange, "play shift-change", _read_shift_change,
         lambda m: f"play shift-change {m[2]}"),
    Kind("play sick-day", SickDay, "play sick-day",
         lambda a, t: ("play", "sick-day",
                       _seat(_arity(a, 2, t)[0], t, "sick day names a player and a die: play sick-day p2 4"),
                       _die(a[1])),
         lambda m: f"play sick-day p{m[2] + 1} {m[3]}"),
    Kind("play harvest", Harvest, "play harvest",
         lambda a, t: ("play", "harvest", _flower(_arity(a, 1, t)[0], t, "harvest names a flower: play harvest D3")),
         lambda m: f"play harvest D{m[2]}"),
    Kind("play feint", Feint, "play feint", _read_feint,
         lambda m: f"play feint {Move(*m[2]).text()} {Move(*m[3]).text()}"),
    Kind("play gift", Gift, "play gift", _read_gift,
         lambda m: "play gift tile" if m[2] == "tile" else f"play gift egg t{m[3] + 1}"),
    Kind("play overtime", Overtime, "play overtime", _read_overtime, _write_overtime),
    Kind("play command", Command, "play command", _read_command,
         lambda m: f"play command {m[2]} D{m[3]}"),
    Kind("play wrong-turn", WrongTurn, "play wrong-turn", _read_wrong_turn,
         lambda m: f"play wrong-turn p{m[2] + 1} D{m[3]} D{m[4]}"),
    Kind("play relocation", Relocation, "play relocation", _read_relocation,
         lambda m: f"play relocation t{m[2] + 1} t{m[3] + 1} {m[4] or '-'}"),
    Kind("play tile", PlayTile, "play",
         lambda a, t: ("play", _card(_arity(a, 2, t)[0]), _tile(a[1], "play")),
         lambda m: f"play {m[1]} t{m[2] + 1}"),
)
BY_KEY = {k.key: k for k in KINDS}
BY_WORD = {k.word: k for k in KINDS if k.word}


def read_move(text: str) -> Move:
    """A move from its full text, without a position (`waggle_dance.move('D4')`)."""
    words = normalize(text, "move").lower().split()
    if not words:
        raise _bad(text)
    for n in (2, 1):                      # `play feint`, `trade none` before `play`, `trade`
        row = BY_WORD.get(" ".join(words[:n])) if len(words) >= n else None
        if row is not None and not (row.key == "trade none" and len(words) > 2):
            return Move(*row.read(words[n:], text))
    return Move(*_read_place(words[0], words[1:], text))


assert len(BY_KEY) == len(KINDS)
