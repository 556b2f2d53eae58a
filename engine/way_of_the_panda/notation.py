"""Way of the Panda: the position text (`name=value` fields, seats from 1).

    players=2 round=1 phase=turn turn=1 order=1,2 stack=2,1
    p1=ap:4,score:6,passed:no,champions:L2/L5/L7,tiles:0/0/0/0/0/0
    p2=ap:4,score:6,passed:no,champions:L3/L6/L8,tiles:0/0/0/0/0/0
    buildings=L1:G,L4:GM roads=R2:1,R9:2 board=-
    city=c3/c1/c5/c8/c2/c7 missions=d3/e7

Fields: `players` 2-4; `round`; `phase` (data.RESTING); `turn` the seat deciding; `order`
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
from .data import (ACTIONS, AP_HIGH, AP_LOW, AP_UNCAPPED, BUILDINGS, CELL, TILE_KINDS, BUILDING_SUPPLY, CELLS, CHAMPIONS, CITY_CARD_IDS, COUNTS, DURING_MISSIONS,
                   END_MISSIONS, GUARDS_BY_PLAYERS, ICON, LOCATIONS, OPTIONS, RESTING, ROAD, ROADS,
                   TILES_BY_PLAYERS, Move)
from .act import resolves_itself
from .state import (LETTER_BUILDING, LIFTED, NEUTRAL, State, building_count, format_position,
                    guards_left, road_tiles_left, task_text, uncovered)

MAX_ROUND = 999                 # a position's round is read up to this
PLAYER_FIELDS = tuple(f"p{i}" for i in range(1, 5))
FIELDS = ("players", "round", "phase", "turn", "order", "stack", "buildings", "roads", "board",
          "city", "missions", "claimed", "agenda", "options") + PLAYER_FIELDS

__all__ = ["parse_position", "format_position", "FIELDS", "read_move", "move"]
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
    score = _signed(sub["score"], f"{where} score")
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
    return (ap, score, sub["passed"] == "yes", tuple(champs),
            tuple(parse_int(t, f"{where} tiles") for t in tiles), built)


def _buildings(text: str) -> tuple:
    out = {loc: ("", "") for loc in LOCATIONS}
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
        out[loc] = ("".join(sorted(below)), "".join(sorted(top)))
    return tuple(out[loc] for loc in LOCATIONS)


def _owner(text: str, where: str, n: int) -> int:
    return NEUTRAL if text == "n" else _seat(text, where, n)


def _roads(text: str, n: int) -> tuple:
    out = {road: ((), None) for road in ROADS}
    seen = set()
    for name, value in _items(text):
        road = name.upper()
        if road not in ROAD or not value or road in seen:
            raise _bad("roads", f"{name}:{value}", "road:guards or road:t<owner>, each road once")
        seen.add(road)
        if value.startswith("t"):
            out[road] = ((), _owner(value[1:], f"roads {road}", n))
            continue
        guards = tuple(sorted(_owner(g, f"roads {road}", n) for g in value.split(".")))
        if len(guards) > ROAD[road][2]:
            raise _err(f"roads: {road} has {ROAD[road][2]} ninjas, not {len(guards)} to cover",
                       "roads", "bad-value", text=short(value))
        out[road] = (guards, None)
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


def _agenda(text: str, n: int) -> tuple:
    """Tasks joined by ','; a task's words joined by '.', a number being a seat from 1."""
    out = []
    for task in text.split(","):
        if not re.fullmatch(r"[a-z][a-z-]*(\.[a-z0-9+-]+)*", task):
            raise _bad("agenda", task, "a task: words joined by '.' (guard.1, champion.2.monk)")
        out.append(tuple(_seat(x, "agenda", n) if x.isdigit()
                         else x.upper() if x.upper() in ROAD else x for x in task.split(".")))
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
              claimed, _agenda(f["agenda"], n) if "agenda" in f else (), built)
    problem = inconsistent(s)
    if problem:
        field, message = problem
        raise _err(message, field, "inconsistent", text=field)
    return s


def inconsistent(s: State) -> tuple[str, str] | None:
    """(field, message) for a position the components cannot make, else None."""
    n = s.players
    if any(a > b for a, b in zip([s.ap[p] for p in s.stack], [s.ap[p] for p in s.stack][1:])):
        return "stack", "stack must list the AP markers by ascending AP"
    if sum(s.built) > sum(len(b) + len(t) for b, t in s.buildings):
        return "buildings", "the players built more buildings than stand on the map"
    for p in range(n):
        if guards_left(s, p) < 0:
            return f"p{p + 1}", (f"player {p + 1} has more than {GUARDS_BY_PLAYERS[n]} guards on "
                                 "the board and the roads")
        if any(v < 0 for v in road_tiles_left(s, p).values()):
            return "roads", f"player {p + 1} has laid more road tiles of a kind than a clan has"
    _, strength_each, score_each = next(r for r in TILES_BY_PLAYERS if r[0] == n)
    for k in range(6):
        if sum(t[k] for t in s.tiles) > (strength_each if k < 3 else score_each):
            return "p1", "more Strength or Score tiles of a kind than the game has"
    for kind, supply in BUILDING_SUPPLY:
        if building_count(s, kind[0].upper()) > supply:
            return "buildings", f"more than {supply} of building {kind}"
    if s.claimed >= 0 and not s.missions:
        return "claimed", "claimed needs the missions"
    if s.phase == "setup":
        if (any(c is not None for cs in s.champions for c in cs) or any(b for b, _ in s.buildings)
                or any(g or t is not None for g, t in s.roads) or any(any(c) for c in s.board)
                or s.city or s.missions or s.agenda):
            return "phase", "before the setup move the map, board and card rows are empty"
        return None
    if not s.city:
        return "city", f"phase {s.phase} needs the city card row"
    if not s.missions and s.opts["missions"] == "on":
        return "missions", "missions are on: the position needs missions="
    if s.missions and s.opts["missions"] == "expert_only":
        return "missions", "missions are left out (expert_only): missions=-"
    if s.phase not in ("guards", "champions") and any(c is None for cs in s.champions for c in cs):
        return "p1", f"phase {s.phase}: every champion is placed"
    problem = _agenda_problem(s)
    if problem:
        return "agenda", problem
    head = s.agenda[0] if s.agenda else ()
    if s.phase == "guards" and (head[:2] != ("guard", s.turn) or len(head) != 2):
        return "agenda", "phase guards needs an agenda starting guard.<turn>"
    if s.phase == "champions" and (head[:2] != ("champion", s.turn) or len(head) != 3
                                   or head[2] not in CHAMPIONS):
        return "agenda", "phase champions needs an agenda starting champion.<turn>.<champion>"
    return None


_ACT_TASKS = {"do": 4, "again": 3, "cover": 3, "cover-two": 3, "tile": 3, "card": 2, "take": 3,
              "bonus": 2, "free": 2}


def _task_problem(s: State, task: tuple) -> str | None:
    kind = task[0]
    if _ACT_TASKS.get(kind) != len(task) or not isinstance(task[1], int) or task[1] != s.turn:
        return f"{'.'.join(map(str, task))} is not a task of player {s.turn + 1}'s action"
    if kind == "do" and (task[2] not in CHAMPIONS + ("any",) or task[3] not in ACTIONS):
        return f"do.<seat>.<champion or any>.<action>: not {task[2]}.{task[3]}"
    if kind == "again" and task[2] not in CHAMPIONS:
        return f"again.<seat>.<champion>: not {task[2]}"
    if kind in ("cover", "cover-two", "tile") and task[2] not in ROAD:
        return f"{kind}.<seat>.<road>: not {task[2]}"
    if kind == "take" and task[2] not in ("strength", "score"):
        return f"take.<seat>.strength or score: not {task[2]}"
    return None


def _agenda_problem(s: State) -> str | None:
    """The agenda fits the phase: setup tasks in guards and champions, an action's tasks in
    act (never empty there), none elsewhere; a road whose ninjas are all covered by guards
    waits for its road tile (the head task)."""
    head = s.agenda[0] if s.agenda else ()
    for road, (guards, tile) in zip(ROADS, s.roads):
        if tile is None and len(guards) == ROAD[road][2] and head[:1] + head[2:3] != ("tile", road):
            return f"road {road} has all its ninjas covered: its road tile must be laid (tile task)"
    if s.phase in ("guards", "champions"):
        ok = all((t[0] == "guard" and len(t) == 2) or (t[0] == "champion" and len(t) == 3)
                 for t in s.agenda)
        return None if ok else "the setup agenda holds guard.<seat> and champion.<seat>.<name> tasks"
    if s.phase == "act":
        if not s.agenda:
            return "phase act needs the agenda of the action being carried out"
        for task in s.agenda:
            problem = _task_problem(s, task)
            if problem:
                return problem
            if task[0] in ("cover", "cover-two") and s.roads[ROADS.index(task[2])][1] is not None:
                return f"{task[0]}.{task[1] + 1}.{task[2]}: road {task[2]} already has its road tile"
        if head[0] == "tile" and (s.roads[ROADS.index(head[2])][1] is not None
                                  or uncovered(s, head[2])):
            return f"tile.{head[1] + 1}.{head[2]}: road {head[2]} is not waiting for its road tile"
        if resolves_itself(s):
            return f"{task_text(head)} needs no decision: a position never rests on it"
        return None
    return f"phase {s.phase} has no agenda" if s.agenda else None


# --------------------------------------------------------------------------- moves

def _place(words: list) -> Move | None:
    """place <cell> [action | action+action]: the cell's split decides what must follow."""
    cell = words[1].upper()
    if cell not in CELL or len(words) > 3:
        return None
    if len(words) == 2:
        return Move("place", cell, CELL[cell][3]) if CELL[cell][2] == "single" else None
    actions = tuple(words[2].split("+"))
    if CELL[cell][2] == "single" or not all(a in ACTIONS for a in actions) or len(actions) > 2:
        return None
    return Move("place", cell, actions)


ONE_WORD = {"lift": CHAMPIONS, "tile": ("own", "neutral"), "build": BUILDINGS,
            "card": ("left", "right"), "take": TILE_KINDS}


def read_move(text: str) -> Move:
    """A move from its text, whatever its case (see USAGE and content/way-of-the-panda/
    notation.md); whether it is legal is the rules' to say."""
    words = normalize(text, "move").lower().split()
    bad = InvalidMove(f"{short(text)!r} is not a move ({USAGE})", where="move", key="bad-move",
                      data={"where": "move", "text": short(text), "usage": USAGE})
    n = len(words)
    if n == 4 and words[0] == "setup":
        missions = () if words[3] == "-" else tuple(words[3].split("/"))
        return Move("setup", tuple(words[1].split("/")), tuple(words[2].split("/")), missions)
    if n == 2 and words[0] == "guard" and words[1].upper() in ROAD:
        return Move("guard", words[1].upper())
    if n == 2 and words[0] in CHAMPIONS and words[1].upper() in ICON:
        return Move("champion", words[0], words[1].upper())
    if n == 1 and words[0] in ("pass", "done", "guard"):
        return Move(words[0])
    if n in (2, 3) and words[0] == "place":
        m = _place(words)
        if m is not None:
            return m
    if n == 2 and words[1] in ONE_WORD.get(words[0], ()):
        return Move(words[0], words[1])
    if n == 2 and words[0] == "bonus":
        kinds = words[1].split("+")
        if words[1] == "points":
            return Move("bonus", "points")
        if len(kinds) == 2 and all(k in TILE_KINDS for k in kinds) and kinds[0] != kinds[1]:
            return Move("bonus", "+".join(sorted(kinds, key=TILE_KINDS.index)))
    raise bad


def move(text: str) -> Move:
    """A move from its full text, without a position: way_of_the_panda.move('guard R5')."""
    return read_move(text)
