"""Waggle Dance text notation for positions (content/waggle-dance/notation.md); moves are
read and written by moves.py, whose one table holds every kind's text.

A position is `key=value` fields, see state.format_position. Typed text goes through
core.normalize, is read whatever its case, numbers through core.parse_int; errors name the
field or word and where it is. A position read is then checked by check.check_position
(conservation, bounds, agendas the rules produce).
"""
from __future__ import annotations

import re

from ..core import NotationError, need_field, parse_int, read_fields, read_options_field, short
from .check import check_position
from .data import CARDS, COLOURS, COUNTS, MAX_ROUND, OPTIONS, QUEEN_CARDS, RESTING, SPACE_CARDS
from .moves import Move, read_move
from .night import TASKS
from .state import State, Task, Tile, deck_left

PARTS, DICE, DECK = "waggle.components.list", "waggle.setup.dice", "waggle.components.queen-deck"
FIELDS = ("players", "round", "phase", "start", "turn", "general", "agenda", "options", "D",
          "deck", "discard", "volunteer", "again", "aside", "spent") + SPACE_CARDS + tuple(
    f"p{i}" for i in range(1, 5)) + tuple(f"q{i}" for i in range(1, 5))


def _err(message: str, where: str, key: str, cls=NotationError, **data) -> Exception:
    return cls(message, where=where, key=key, data={"where": where, **data})


def move(text: str) -> Move:
    """A move from its full text, without a position: waggle_dance.move('D4')."""
    return read_move(text)


# --------------------------------------------------------------------------- positions

def _case(key: str) -> str:
    """Card names are capitals (A=…), every other field lower case."""
    return key.upper() if key.upper() in CARDS else key.lower()


def _fields(text: str) -> dict[str, str]:
    return read_fields(text, FIELDS, _err, case=_case)


def _need(f: dict, key: str) -> str:
    return need_field(f, key, _err)


def _subfields(text: str, where: str, names: tuple) -> dict[str, str]:
    out = {}
    for part in text.split(","):
        k, colon, v = part.partition(":")
        if not colon or k.lower() not in names or k.lower() in out:
            raise _err(f"{where}: {short(part)!r} is not one of {', '.join(n + ':' for n in names)}",
                       where, "bad-value", text=short(part))
        out[k.lower()] = v
    for n in names:
        if n not in out:
            raise _err(f"{where} needs {n}:", where, "missing-field", text=n)
    return out


def _tile_text(text: str, where: str) -> tuple:
    head, *dice = text.upper().split("+")
    egg, honey = head == "E", head == "H"
    cubes = "" if head in ("E", "H", ".") else head
    if cubes and (len(cubes) > 4 or any(c not in COLOURS for c in cubes)):
        raise _err(f"{where}: {short(text)!r} is not a tile ('.', e, h or up to 4 cube letters "
                   f"{''.join(COLOURS)}, then +B3 +F5 dice)", where, "bad-tile", text=short(text))
    out = []
    for d in dice:
        if not re.fullmatch(r"[BF][1-6]", d):
            raise _err(f"{where}: {short(d)!r} is not a die on a tile (B3, F5)", where,
                       "bad-tile", text=short(d))
        out.append((d[0], int(d[1])))
    return Tile(egg, honey, "".join(sorted(cubes)), tuple(sorted(out)))


def _ints(text: str, sep: str, where: str, count: int, high: int, rule: str) -> tuple:
    parts = text.split(sep)
    if len(parts) != count:
        raise _err(f"{where} needs {count} numbers separated by {sep!r}", where, "bad-value",
                   text=short(text))
    return tuple(parse_int(p, where, 0, high, rule=rule) for p in parts)


def _task(text: str, players: int) -> tuple:
    parts = text.split(".")
    name = parts[0].lower()
    if name not in TASKS:
        raise _err(f"agenda: {short(text)!r} is not a task ({', '.join(TASKS)})", "agenda",
                   "bad-value", text=short(text))
    if name == "keep":
        if len(parts) < 3:
            raise _err(f"agenda: {short(text)!r} needs a seat and the cards drawn", "agenda",
                       "bad-value", text=short(text))
        seat = parse_int(parts[1], "agenda", 1, players) - 1
        names = tuple(p.lower() for p in parts[2:])
        if len(names) > 3 or any(c not in QUEEN_CARDS for c in names):
            raise _err(f"agenda: {short(text)!r}: up to three queen cards", "agenda",
                       "bad-value", text=short(text))
        return Task(name, seat, tuple(sorted(names)))
    if name == "queen":
        if len(parts) != 3 or not re.fullmatch(r"B|D[1-6]{1,6}", parts[2].upper()):
            raise _err(f"agenda: {short(text)!r} needs a seat and B or D with flowers (queen.1.D35)",
                       "agenda", "bad-value", text=short(text))
        return Task(name, parse_int(parts[1], "agenda", 1, players) - 1, parts[2].upper())
    if name in ("egg", "eggs", "stow", "store", "links", "shift", "deal", "trade", "pick", "draw",
                "volunteer", "scout"):
        one = name not in ("stow", "store")
        if len(parts) != (2 if one else 3):
            raise _err(f"agenda: {short(text)!r} needs a seat" + ("" if one else " and cubes"),
                       "agenda", "bad-value", text=short(text))
        seat = parse_int(parts[1], "agenda", 1, players) - 1
        if one:
            return Task(name, seat)
        cubes = parts[2].upper()
        if not cubes or any(c not in COLOURS for c in cubes):
            raise _err(f"agenda: {short(text)!r}: cubes are letters {''.join(COLOURS)}", "agenda",
                       "bad-value", text=short(text))
        return Task(name, seat, "".join(sorted(cubes)))
    if len(parts) != 1:
        raise _err(f"agenda: {short(text)!r} takes no seat", "agenda", "bad-value", text=short(text))
    return Task(name)


def _options(text: str) -> dict:
    return read_options_field(text, OPTIONS, _err)


def parse_position(text: str) -> State:
    f = _fields(text)
    n = parse_int(_need(f, "players"), "players")
    if not 2 <= n <= 4:
        raise _err(f"Waggle Dance takes 2 to 4 players, not {n}", "players", "players", players=n)
    phase = _need(f, "phase").lower()
    if phase not in RESTING:
        raise _err(f"phase={short(phase)} is not one of {', '.join(RESTING)}", "phase",
                   "bad-value", text=short(phase))
    g = _subfields(_need(f, "general"), "general", ("tiles", "eggs", "cubes"))
    opts = _options(f["options"]) if "options" in f else {k: o.default for k, o in OPTIONS.items()}
    s = State(players=n, options=tuple(sorted(opts.items())), phase=phase,
              round=parse_int(_need(f, "round"), "round", 1, MAX_ROUND, rule="waggle.round.card"),
              start=parse_int(_need(f, "start"), "start", 1, n) - 1,
              turn=parse_int(_need(f, "turn"), "turn", 1, n) - 1,
              tiles=parse_int(g["tiles"], "general tiles", 0, COUNTS["hive_tiles"], rule=PARTS),
              eggs=parse_int(g["eggs"], "general eggs", 0, COUNTS["eggs"], rule=PARTS),
              cubes=_ints(g["cubes"], "/", "general cubes", 6, COUNTS["cubes_per_colour"], PARTS),
              spaces=_spaces(f, n), flowers=_flowers(f, n), **_players(f, n), **_queen_cards(f, n),
              agenda=tuple(_task(t, n) for t in f["agenda"].split(",")) if "agenda" in f else (),
              volunteer=parse_int(f["volunteer"], "volunteer", 1, n) - 1 if "volunteer" in f else -1,
              again=parse_int(f["again"], "again", 1, n) - 1 if "again" in f else -1,
              aside=_ints(f["aside"], ",", "aside", n, COUNTS["dice_per_player"], DICE) if "aside" in f
              else (0,) * n, spent=_spent(f.get("spent")))
    check_position(s)
    return s


def _spaces(f: dict, n: int) -> tuple:
    spaces = []
    for card in SPACE_CARDS:
        row = []
        for x in _need(f, card).split(","):
            x = x.lower()
            row.append(None if x == "-" else "x" if x == "x" else
                       parse_int(x, f"card {card}", 1, n) - 1)
        if len(row) != 6:
            raise _err(f"card {card} needs 6 spaces (-, x or a seat)", card, "bad-value",
                       text=short(f[card]))
        spaces.append(tuple(row))
    return tuple(spaces)


def _flowers(f: dict, n: int) -> tuple:
    groups = _need(f, "D").split("/")
    if len(groups) != 6:
        raise _err("D needs 6 flowers separated by '/'", "D", "bad-value", text=short(f["D"]))
    return tuple(_ints(gr, ".", f"flower {i + 1}", n, COUNTS["dice_per_player"], DICE)
                 for i, gr in enumerate(groups))


def _players(f: dict, n: int) -> dict:
    """p1= ... p4=: each player's dice, supply, rolled dice and hive."""
    dice, supply, hand, hives = [], [], [], []
    for p in range(1, 5):
        key = f"p{p}"
        if p > n:
            if key in f:
                raise _err(f"field {key} does not belong to a {n}-player game", key,
                           "stray-field", text=key)
            continue
        sub = _subfields(_need(f, key), key, ("dice", "supply", "hand", "hive"))
        dice.append(parse_int(sub["dice"], f"{key} dice", 0, COUNTS["dice_per_player"], rule=DICE))
        supply.append(parse_int(sub["supply"], f"{key} supply", 0, COUNTS["dice_per_player"],
                                rule=DICE))
        hand.append(() if sub["hand"] == "-" else tuple(sorted(
            parse_int(v, f"{key} hand", 1, 6) for v in sub["hand"].split("."))))
        hives.append(tuple(_tile_text(t, f"{key} hive") for t in sub["hive"].split("/")))
    return {"dice": tuple(dice), "supply": tuple(supply), "hand": tuple(hand),
            "hives": tuple(hives)}


def _queen_cards(f: dict, n: int) -> dict:
    """q1= ... q4= (the hands), discard= and deck= (the deck: what no hand holds and no
    discard, unless it says otherwise); check_position counts them (count-cards)."""
    cards = []
    for p in range(1, n + 1):
        names = tuple(sorted(f[f"q{p}"].lower().split("."))) if f"q{p}" in f else ()
        bad = [c for c in names if c not in QUEEN_CARDS]
        if bad:
            raise _err(f"q{p}: {short(bad[0])!r} is not a queen card ({', '.join(QUEEN_CARDS)})",
                       f"q{p}", "bad-card", text=short(bad[0]))
        cards.append(names)
    for p in range(n + 1, 5):
        if f"q{p}" in f:
            raise _err(f"field q{p} does not belong to a {n}-player game", f"q{p}", "stray-field",
                       text=f"q{p}")
    discard = _ints(f["discard"], ",", "discard", len(QUEEN_CARDS), 2, DECK) if "discard" in f \
        else (0,) * len(QUEEN_CARDS)
    held = tuple(max(0, x) for x in deck_left(tuple(cards), discard))   # (check: count-cards)
    deck = _ints(f["deck"], ",", "deck", len(QUEEN_CARDS), 2, DECK) if "deck" in f else held
    return {"cards": tuple(cards), "discard": discard, "deck": deck}


def _spent(text: str | None) -> tuple:
    """spent=t1:3,t2:3: the F dice (tile, value) that linked tiles for a move this F."""
    if text is None:
        return ()
    out = set()
    for part in text.split(","):
        tile, _, value = part.partition(":")
        if not re.fullmatch(r"t[1-9][0-9]?", tile) or not re.fullmatch(r"[1-6]", value):
            raise _err(f"spent: {short(part)!r} is not tN:V (a hive tile and a die value 1-6)",
                       "spent", "bad-value", text=short(part))
        out.add((int(tile[1:]) - 1, int(value)))
    return tuple(sorted(out))
