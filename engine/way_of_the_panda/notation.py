"""Way of the Panda: the position text (`name=value` fields, seats from 1).

    players=2 round=1 phase=turn turn=1 order=1,2 stack=2,1
    p1=ap:4,score:6,passed:no,champions:L2/L5/L7,tiles:0/0/0/0/0/0
    p2=ap:4,score:6,passed:no,champions:L3/L6/L8,tiles:0/0/0/0/0/0
    buildings=L1:G,L4:M,L9:P,L12:GM,L13:MP,L17:GP roads=R2:1,R9:2 board=-
    city=c3/c1/c5/c8/c2/c7 missions=d3/e7

Fields: `players` 2-4; `round`; `phase` (phases.RESTING); `turn` the seat deciding; `order`
the round's turn order; `stack` every AP marker by ascending AP, bottom to top within a
space; `p1`… `ap:` (-2..12), `score:` (may be negative), `passed:yes|no`, `champions:`
Monk/Governor/Warrior (a location L1…, `lift` on the player board, `-` not yet placed),
`tiles:` beads/coins/knives/lanterns/chests/masks; `buildings` location:letters below the
city base, `|` letters on it (G gate, M market, P pagoda), `-` for none; `roads` road:guards
(owners joined by `.`, `n` neutral) or road:t<owner> (a road tile); `board` cell:guards per
seat (`0M:1/0`: row cost 0, Monk column); `city` the city card row left to right, `-c5` face
down; `missions` during/end card; `claimed` the seat who scored the during-game mission;
`agenda` tasks (words joined by `.`), `options` those differing from the defaults. Typed text
goes through core.normalize and is read whatever its case; numbers through core.parse_int.
Every fault is a NotationError whose key and data name the field.
"""
from __future__ import annotations

import re

from ..core import (InvalidMove, NotationError, OptionError, need_field, normalize, parse_int,
                    read_fields, resolve_options, short)
from .check import check_position
from .data import (AP_HIGH, AP_LOW, AP_UNCAPPED, CITY_CARD_IDS, COUNTS, CELLS, DURING_MISSIONS,
                   END_MISSIONS, ICON, LOCATIONS, MAX_ROUND, OPTIONS, ROAD, ROADS, SCORE_LIMIT)
from .moves import Move, read_words
from .phases import RESTING
from .state import (LETTER_BUILDING, LIFTED, NEUTRAL, Road, Site, State, Team, Tiles,
                    format_position)
from .tasks import task

PLAYER_FIELDS = tuple(f"p{i}" for i in range(1, 5))
FIELDS = ("players", "round", "phase", "turn", "order", "stack", "buildings", "roads", "board",
          "city", "missions", "claimed", "agenda", "options") + PLAYER_FIELDS

__all__ = ["parse_position", "format_position", "FIELDS", "read_move", "move", "parse_agenda"]
USAGE = ("place 0M | place 1M lift | place 3G step+build | pass | monk L3 | guard | done | "
         "lift monk | tile own | tile neutral | build gate | card left | take beads | "
         "bonus points | bonus beads+masks | guard R5 (setup) | "
         "setup s3/s1/s6/s2/s4/s5 c3/c1/c5/c8/c2/c7 d3/e7")


def _err(message: str, where: str, key: str, **data) -> NotationError:
    return NotationError(message, where=where, key=key, data={"where": where, **data})


def _bad(where: str, text: str, expected: str) -> NotationError:
    return _err(f"{where}: {short(text)!r} is not {expected}", where, "bad-value",
                text=short(text), expected=expected)


def _signed(text: str, where: str, low: int | None = None, high: int | None = None) -> int:
    """An integer with an optional leading '-' (AP, scores), within [low, high]."""
    neg = text.startswith("-")
    n = parse_int(text[1:] if neg else text, where)
    n = -n if neg else n
    if (low is not None and n < low) or (high is not None and n > high):
        raise _err(f"{where}: {n} is outside {low}..{high}", where, "out-of-range",
                   n=n, low=low, high=high)
    return n


def _seat(text: str, where: str, n: int) -> int:
    return parse_int(text, where, 1, n) - 1


def _seats(text: str, where: str, n: int) -> tuple:
    """A permutation of the seats, written 1,2,…"""
    seats = tuple(_seat(x, where, n) for x in text.split(","))
    if sorted(seats) != list(range(n)):
        raise _bad(where, text, f"every seat 1..{n} once, joined by ','")
    return seats


def _items(text: str) -> list[tuple[str, str]]:
    """`a:b,c:d` -> [(a, b), (c, d)]; '-' is none."""
    if text == "-":
        return []
    out = []
    for part in text.split(","):
        name, colon, value = part.partition(":")
        out.append((name, value if colon else None))
    return out


def _subfields(text: str, where: str, names: tuple, optional: tuple = ()) -> dict[str, str]:
    out: dict[str, str] = {}
    for name, value in _items(text):
        if value is None or name not in names + optional or name in out:
            raise _bad(where, f"{name}:{value}" if value is not None else name,
                       "one of " + ", ".join(f"{x}:" for x in names + optional))
        out[name] = value
    for name in names:
        if name not in out:
            raise _err(f"{where} needs {name}:", where, "missing-field", text=name)
    return out


def _player(text: str, where: str, high: int) -> tuple:
    sub = _subfields(text, where, ("ap", "score", "passed", "champions", "tiles"), ("built",))
    ap = _signed(sub["ap"], f"{where} ap", AP_LOW, high)
    score = _signed(sub["score"], f"{where} score", -SCORE_LIMIT, SCORE_LIMIT)
    if sub["passed"] not in ("yes", "no"):
        raise _bad(f"{where} passed", sub["passed"], "yes or no")
    champs = []
    for c in sub["champions"].split("/"):
        loc = c.upper()
        if c == "-":
            champs.append(None)
        elif c == LIFTED:
            champs.append(LIFTED)
        elif loc in ICON:
            champs.append(loc)
        else:
            raise _bad(f"{where} champions", c, f"a location L1..L{len(LOCATIONS)}, lift or -")
    if len(champs) != 3:
        raise _bad(f"{where} champions", sub["champions"], "Monk/Governor/Warrior, three entries")
    tiles = sub["tiles"].split("/")
    if len(tiles) != 6:
        raise _bad(f"{where} tiles", sub["tiles"], "six counts joined by '/'")
    built = parse_int(sub.get("built", "0"), f"{where} built", 0, COUNTS["buildings"])
    return (ap, score, sub["passed"] == "yes", Team(*champs),
            Tiles(*(parse_int(t, f"{where} tiles") for t in tiles)), built)


def _buildings(text: str) -> tuple:
    out = {loc: Site() for loc in LOCATIONS}
    seen = set()
    for name, value in _items(text):
        loc = name.upper()
        if loc not in ICON or value is None or loc in seen:
            raise _bad("buildings", f"{name}:{value}", "location:letters, each location once")
        seen.add(loc)
        if ICON[loc] not in ("city", "start"):
            raise _err(f"buildings: {loc} has no city or start-building icon", "buildings",
                       "bad-value", text=loc)
        below, _, top = value.upper().partition("|")
        for level in (below, top):
            if any(c not in LETTER_BUILDING for c in level) or len(set(level)) != len(level):
                raise _bad("buildings", value, "different letters G M P on each level "
                                               "(panda.build.no-repeat)")
        if not below or (top and len(below) < 3):
            raise _bad("buildings", value, "buildings below, and on the base (after '|') "
                                           "only over three below")
        out[loc] = Site("".join(sorted(below)), "".join(sorted(top)))
    return tuple(out[loc] for loc in LOCATIONS)


def _owner(text: str, where: str, n: int) -> int:
    return NEUTRAL if text == "n" else _seat(text, where, n)


def _roads(text: str, n: int) -> tuple:
    out = {road: Road() for road in ROADS}
    seen = set()
    for name, value in _items(text):
        road = name.upper()
        if road not in ROAD or not value or road in seen:
            raise _bad("roads", f"{name}:{value}", "road:guards or road:t<owner>, each road once")
        seen.add(road)
        if value.startswith("t"):
            out[road] = Road((), _owner(value[1:], f"roads {road}", n))
            continue
        guards = tuple(sorted(_owner(g, f"roads {road}", n) for g in value.split(".")))
        if len(guards) > ROAD[road][2]:
            raise _err(f"roads: {road} has {ROAD[road][2]} ninjas, not {len(guards)} to cover",
                       "roads", "bad-value", text=short(value))
        out[road] = Road(guards, None)
    return tuple(out[road] for road in ROADS)


def _board(text: str, n: int) -> tuple:
    out = {cell: (0,) * n for cell in CELLS}
    seen = set()
    for name, value in _items(text):
        cell = name.upper()
        if cell not in out or value is None or cell in seen:
            raise _bad("board", f"{name}:{value}", "cell:guards per seat (0M:1/0), each cell once")
        seen.add(cell)
        counts = value.split("/")
        if len(counts) != n:
            raise _bad("board", value, f"{n} guard counts joined by '/'")
        out[cell] = tuple(parse_int(c, f"board {cell}") for c in counts)
    return tuple(out[cell] for cell in CELLS)


def _city(text: str) -> tuple:
    if text == "-":
        return ()
    row = tuple((c.lstrip("-"), not c.startswith("-")) for c in text.split("/"))
    ids = [c for c, _ in row]
    if (any(c not in CITY_CARD_IDS for c in ids) or len(set(ids)) != len(ids)
            or len(ids) != COUNTS["city_cards"] - COUNTS["city_cards_removed"]):
        raise _bad("city", text, "six different city cards (c1..c8, '-c5' face down) joined by '/'")
    return row


def _missions(text: str) -> tuple:
    if text == "-":
        return ()
    parts = tuple(text.split("/"))
    if len(parts) != 2 or parts[0] not in DURING_MISSIONS or parts[1] not in END_MISSIONS:
        raise _bad("missions", text, "a during-game and an end-game mission (d1..d9/e1..e9)")
    return parts


def parse_agenda(text: str, n: int) -> tuple:
    """An agenda's text (lower case): tasks joined by ','; a task's words joined by '.', a
    number being a seat from 1 (tasks.py); what is not a task is kept as its words for
    check_position to name."""
    out = []
    for item in text.split(","):
        if not re.fullmatch(r"[a-z][a-z-]*(\.[a-z0-9+-]+)*", item):
            raise _bad("agenda", item, "a task: words joined by '.' (guard.1, champion.2.monk)")
        words = tuple(_seat(x, "agenda", n) if x.isdigit()
                      else x.upper() if x.upper() in ROAD else x for x in item.split("."))
        try:
            out.append(task(*words))
        except (KeyError, TypeError):
            out.append(words)         # not a task: check_position names it
    return tuple(out)


def _options(text: str) -> dict:
    given = {}
    for name, value in _items(text):
        if value is None:
            raise _err(f"{short(name)!r}: options are name:value", "options", "bad-option",
                       text=short(name))
        given[name] = value
    try:
        return resolve_options(OPTIONS, given)
    except OptionError as e:
        raise _err(e.message, "options", "bad-option", text=short(text)) from None


def parse_position(text: str) -> State:
    """A position from its text; every fault a NotationError naming the field."""
    f = read_fields(text, FIELDS, _err)
    f = {k: v.lower() for k, v in f.items()}
    n = parse_int(need_field(f, "players", _err), "players")
    if not 2 <= n <= 4:
        raise _err(f"Way of the Panda takes 2 to 4 players, not {n}", "players", "players",
                   players=n)
    phase = need_field(f, "phase", _err)
    if phase not in RESTING:
        raise _bad("phase", phase, "one of " + ", ".join(RESTING))
    rnd = parse_int(need_field(f, "round", _err), "round", 1, MAX_ROUND)
    turn = _seat(need_field(f, "turn", _err), "turn", n)
    order = _seats(need_field(f, "order", _err), "order", n)
    stack = _seats(need_field(f, "stack", _err), "stack", n)
    opts = _options(f["options"]) if "options" in f else {k: o.default for k, o in OPTIONS.items()}
    high = AP_HIGH if opts["ap_cap_on_gain"] == "12" else AP_UNCAPPED
    players = []
    for p, key in enumerate(PLAYER_FIELDS):
        if p >= n:
            if key in f:
                raise _err(f"field {key} does not belong to a {n}-player game", key,
                           "stray-field", text=key)
            continue
        players.append(_player(need_field(f, key, _err), key, high))
    ap, score, passed, champions, tiles, built = (tuple(x) for x in zip(*players))
    claimed = _seat(f["claimed"], "claimed", n) if "claimed" in f else -1
    s = State(n, tuple(sorted(opts.items())), phase, rnd, turn, order, stack, ap, score, passed,
              champions, tiles, _buildings(need_field(f, "buildings", _err)),
              _roads(need_field(f, "roads", _err), n), _board(need_field(f, "board", _err), n),
              _city(need_field(f, "city", _err)), _missions(need_field(f, "missions", _err)),
              claimed, parse_agenda(f["agenda"], n) if "agenda" in f else (), built)
    check_position(s)
    return s


# --------------------------------------------------------------------------- moves

def read_move(text: str) -> Move:
    """A move from its text, whatever its case (see USAGE and content/way-of-the-panda/
    notation.md); whether it is legal is the rules' to say."""
    words = normalize(text, "move").lower().split()
    bad = InvalidMove(f"{short(text)!r} is not a move ({USAGE})", where="move", key="bad-move",
                      data={"where": "move", "text": short(text), "usage": USAGE})
    m = read_words(words)
    if m is None:
        raise bad
    return m


def move(text: str) -> Move:
    """A move from its full text, without a position: way_of_the_panda.move('guard R5')."""
    return read_move(text)
