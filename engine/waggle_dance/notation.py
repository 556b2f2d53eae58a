"""Waggle Dance text notation for positions and moves (content/waggle-dance/notation.md).

A move: `A3` `C5` `E2` `G6` (a die of that value on that space), `D4` (a die on flower 4),
`B1 t2` `F5 t1` (a die onto one's own hive tile 2 or 1), `egg t3` / `egg none` (C),
`store pink t2` (D, a won cube onto tile 2), `move blue t2 t1` / `done` (F),
`trade pink t1 t2 blue t3` / `trade egg t2 blue t2` / `trade none` (E), `draw scout`
(a queen card drawn on G, chance), `play efficiency t2` / `play alchemy t2` / `play relocation t1 t2 YYB` (F: tile 1 keeps
YYB, tile 2 the rest),
`play overtime 3 A5`, `play command 3 D5`, `play gift egg t2`, `play gift tile` (Day); chance: `setup 1 A:2 C:5 E:1 G:3` (the start
seat and the blocked numbers of A C E G), `roll 1 3 3 5 6 6`. A position is `key=value`
fields, see state.format_position. Typed text goes through core.normalize, is read whatever
its case, numbers through core.parse_int; errors name the field or word and where it is.
"""
from __future__ import annotations

import re

from ..core import (InvalidMove, NotationError, need_field, normalize, parse_int, read_fields,
                    read_options_field, short)
from .data import (CARDS, COLOURS, COUNTS, DECISIONS, HIVE_CARDS, OPTIONS, QUEEN_CARDS,
                   RESTING, SPACE_CARDS, WORD_COLOUR, Move)
from .state import State, deck_left

USAGE = ("A3 | C5 | E2 | G6 | D4 | B1 t2 | F5 t1 | egg t3 | egg none | store pink t2 | "
         "move blue t2 t1 | done | trade pink t1 t2 blue t3 | trade egg t2 blue t2 | trade none | "
         "play <card> ... (content/waggle-dance/notation.md) | pass | keep gift | "
         "roll 1 3 3 5 6 6 | volunteer 4 | scout gift overtime scout | setup 1 A:2 C:5 E:1 G:3")
TASKS = ("build", "hatch", "collect", "egg", "pollen", "stow", "trades", "honey", "cards", "pick",
         "draw", "dawn",
         "eggs", "store", "links", "shift", "unlink", "deal", "trade", "queen", "hatched",
         "volunteer", "scout", "keep")
FIELDS = ("players", "round", "phase", "start", "turn", "general", "agenda", "options", "D",
          "deck", "discard", "volunteer", "again", "aside", "spent") + SPACE_CARDS + tuple(f"p{i}" for i in range(1, 5)) + tuple(f"q{i}" for i in range(1, 5))


def _err(message: str, where: str, key: str, cls=NotationError, **data) -> Exception:
    return cls(message, where=where, key=key, data={"where": where, **data})


def _tile(word: str, where: str) -> int:
    m = re.fullmatch(r"t([0-9]+)", word.lower())
    if not m:
        raise _err(f"{short(word)!r} is not a hive tile (t1, t2, ...)", where, "bad-tile",
                   InvalidMove, text=short(word))
    return parse_int(m.group(1), where, 1, 99, cls=InvalidMove) - 1


def _colour(word: str) -> str:
    if word not in WORD_COLOUR:
        raise _err(f"{short(word)!r} is not a pollen colour ({', '.join(WORD_COLOUR)})",
                   "colour", "bad-colour", InvalidMove, text=short(word))
    return WORD_COLOUR[word]


def _card(word: str) -> str:
    if word not in QUEEN_CARDS:
        raise _err(f"{short(word)!r} is not a queen card ({', '.join(QUEEN_CARDS)})",
                   "card", "bad-card", InvalidMove, text=short(word))
    return word


def read_move(text: str) -> Move:
    low = normalize(text, "move").lower().split()
    bad = _err(f"{short(text)!r} is not a move ({USAGE})", "move", "bad-move", InvalidMove,
               text=short(text), usage=USAGE)
    if not low:
        raise bad
    head, args = low[0], low[1:]
    if head == "roll":
        if not args:
            raise bad
        return Move("roll", tuple(sorted(parse_int(a, "die", 1, 6, cls=InvalidMove) for a in args)))
    if head == "setup":
        if not args:
            raise bad
        start = parse_int(args[0], "start seat", 1, 4, cls=InvalidMove) - 1
        blocked = {c: () for c in SPACE_CARDS}
        for a in args[1:]:
            card, colon, nums = a.upper().partition(":")
            if not colon or card not in SPACE_CARDS:
                raise _err(f"{short(a)!r}: blocked spaces are card:numbers (A:2,5)", "setup",
                           "bad-move", InvalidMove, text=short(a), usage=USAGE)
            blocked[card] = tuple(sorted(parse_int(n, f"card {card}", 1, 6, cls=InvalidMove)
                                         for n in nums.split(",")))
        return Move("setup", start, tuple(blocked[c] for c in SPACE_CARDS))
    if head == "egg" and len(args) == 1:
        return Move("egg", None if args[0] == "none" else _tile(args[0], "egg"))
    if head == "trade":
        if args == ["none"]:
            return Move("trade")
        if len(args) == 4 and args[0] == "egg":
            i = _tile(args[1], "trade")
            return Move("trade", "egg", i, i, _colour(args[2]), _tile(args[3], "trade"))
        if len(args) == 5:
            i, j = sorted((_tile(args[1], "trade"), _tile(args[2], "trade")))
            return Move("trade", _colour(args[0]), i, j, _colour(args[3]), _tile(args[4], "trade"))
        raise bad
    if head == "draw" and len(args) == 1:
        if args[0] not in QUEEN_CARDS:
            raise _err(f"{short(args[0])!r} is not a queen card ({', '.join(QUEEN_CARDS)})",
                       "card", "bad-card", InvalidMove, text=short(args[0]))
        return Move("card", args[0])
    if head == "pass" and not args:
        return Move("pass")
    if head == "volunteer" and len(args) == 1:
        return Move("volunteer", parse_int(args[0], "volunteer die", 1, 6, cls=InvalidMove))
    if head == "scout" and 1 <= len(args) <= 3:
        return Move("scout", tuple(sorted(_card(a) for a in args)))
    if head == "keep" and len(args) == 1:
        return Move("keep", _card(args[0]))
    if head == "play" and len(args) == 1 and args[0] in ("volunteer", "scout"):
        return Move("play", args[0])
    if head == "play" and len(args) == 2 and args[0] == "shift-change":
        if args[1] not in ("twice", "wait"):
            raise _err("shift change: play shift-change twice (two dice at once) or "
                       "play shift-change wait (place later)", "play", "bad-move", InvalidMove,
                       text=short(text), usage=USAGE)
        return Move("play", "shift-change", args[1])
    if head == "play" and len(args) == 3 and args[0] == "sick-day":
        seat = re.fullmatch(r"p([1-4])", args[1])
        if not seat:
            raise _err("sick day names a player and a die: play sick-day p2 4", "play",
                       "bad-move", InvalidMove, text=short(text), usage=USAGE)
        return Move("play", "sick-day", int(seat.group(1)) - 1,
                    parse_int(args[2], "die", 1, 6, cls=InvalidMove))
    if head == "play" and len(args) == 2 and args[0] == "harvest":
        f = re.fullmatch(r"d([1-6])", args[1])
        if not f:
            raise _err("harvest names a flower: play harvest D3", "play", "bad-move",
                       InvalidMove, text=short(text), usage=USAGE)
        return Move("play", "harvest", int(f.group(1)))
    if head == "play" and args[:1] == ["feint"] and len(args) in (3, 4, 5):
        rest = args[1:]
        cut = 2 if rest[0][:1] in ("b", "f") else 1
        a, b = read_move(" ".join(rest[:cut])), read_move(" ".join(rest[cut:]))
        if a[0] not in CARDS or b[0] not in CARDS:
            raise _err("feint names a placed die and where it goes: play feint A3 D3", "play",
                       "bad-move", InvalidMove, text=short(text), usage=USAGE)
        return Move("play", "feint", tuple(a), tuple(b))
    if head == "play" and args[:2] == ["gift", "tile"] and len(args) == 2:
        return Move("play", "gift", "tile")
    if head == "play" and args[:2] == ["gift", "egg"] and len(args) == 3:
        return Move("play", "gift", "egg", _tile(args[2], "play"))
    if head == "play" and len(args) >= 3 and args[0] in ("overtime", "command"):
        v = parse_int(args[1], "die", 1, 6, cls=InvalidMove)
        place = read_move(" ".join(args[2:]))
        if args[0] == "command":
            if place[0] != "D":
                raise _err("command places a die on a flower: play command 3 D5", "play",
                           "bad-move", InvalidMove, text=short(text), usage=USAGE)
            return Move("play", "command", v, place[1])
        if place[0] not in CARDS:
            raise bad
        return Move("play", "overtime", v, *place)
    if head == "play" and len(args) == 4 and args[0] == "wrong-turn":
        seat = re.fullmatch(r"p([1-4])", args[1])
        a, b = re.fullmatch(r"d([1-6])", args[2]), re.fullmatch(r"d([1-6])", args[3])
        if not (seat and a and b):
            raise _err("wrong turn names a player and two flowers: play wrong-turn p2 D3 D5",
                       "play", "bad-move", InvalidMove, text=short(text), usage=USAGE)
        return Move("play", "wrong-turn", int(seat.group(1)) - 1, int(a.group(1)), int(b.group(1)))
    if head == "play" and len(args) == 4 and args[0] == "relocation":
        kept = "" if args[3] == "-" else args[3].upper()
        if len(kept) > 4 or any(c not in COLOURS for c in kept):
            raise _err(f"{short(args[3])!r}: the cubes kept on the first tile, letters "
                       f"{''.join(COLOURS)} or '-'", "play", "bad-colour", InvalidMove,
                       text=short(args[3]))
        return Move("play", "relocation", _tile(args[1], "play"), _tile(args[2], "play"),
                    "".join(sorted(kept)))
    if head == "play" and len(args) == 2 and args[0] in QUEEN_CARDS:
        return Move("play", args[0], _tile(args[1], "play"))
    if head == "done" and not args:
        return Move("done")
    if head == "move" and len(args) == 3:
        if args[0] not in WORD_COLOUR:
            raise _err(f"{short(args[0])!r} is not a pollen colour ({', '.join(WORD_COLOUR)})",
                       "colour", "bad-colour", InvalidMove, text=short(args[0]))
        return Move("shift", WORD_COLOUR[args[0]], _tile(args[1], "move"), _tile(args[2], "move"))
    if head == "store" and len(args) == 2:
        if args[0] not in WORD_COLOUR:
            raise _err(f"{short(args[0])!r} is not a pollen colour ({', '.join(WORD_COLOUR)})",
                       "colour", "bad-colour", InvalidMove, text=short(args[0]))
        return Move("store", WORD_COLOUR[args[0]], _tile(args[1], "store"))
    m = re.fullmatch(r"([a-g])([1-6])", head)
    if not m:
        raise bad
    card, value = m.group(1).upper(), int(m.group(2))
    if card in HIVE_CARDS:
        if len(args) != 1:
            raise _err(f"{card}{value} needs a hive tile: {card}{value} t1", "move", "bad-move",
                       InvalidMove, text=short(text), usage=USAGE)
        return Move(card, value, _tile(args[0], card))
    if args:
        raise bad
    return Move(card, value)


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
    return (egg, honey, "".join(sorted(cubes)), tuple(sorted(out)))


def _ints(text: str, sep: str, where: str, count: int) -> tuple:
    parts = text.split(sep)
    if len(parts) != count:
        raise _err(f"{where} needs {count} numbers separated by {sep!r}", where, "bad-value",
                   text=short(text))
    return tuple(parse_int(p, where) for p in parts)


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
        return (name, seat, tuple(sorted(names)))
    if name == "queen":
        if len(parts) != 3 or not re.fullmatch(r"B|D[1-6]{1,6}", parts[2].upper()):
            raise _err(f"agenda: {short(text)!r} needs a seat and B or D with flowers (queen.1.D35)",
                       "agenda", "bad-value", text=short(text))
        return (name, parse_int(parts[1], "agenda", 1, players) - 1, parts[2].upper())
    if name in ("egg", "eggs", "stow", "store", "links", "shift", "deal", "trade", "pick", "draw",
                "volunteer", "scout"):
        one = name not in ("stow", "store")
        if len(parts) != (2 if one else 3):
            raise _err(f"agenda: {short(text)!r} needs a seat" + ("" if one else " and cubes"), "agenda", "bad-value", text=short(text))
        seat = parse_int(parts[1], "agenda", 1, players) - 1
        if one:
            return (name, seat)
        cubes = parts[2].upper()
        if not cubes or any(c not in COLOURS for c in cubes):
            raise _err(f"agenda: {short(text)!r}: cubes are letters {''.join(COLOURS)}", "agenda",
                       "bad-value", text=short(text))
        return (name, seat, "".join(sorted(cubes)))
    if len(parts) != 1:
        raise _err(f"agenda: {short(text)!r} takes no seat", "agenda", "bad-value", text=short(text))
    return (name,)


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
    rnd = parse_int(_need(f, "round"), "round", 1)
    start = parse_int(_need(f, "start"), "start", 1, n) - 1
    turn = parse_int(_need(f, "turn"), "turn", 1, n) - 1
    g = _subfields(_need(f, "general"), "general", ("tiles", "eggs", "cubes"))
    tiles = parse_int(g["tiles"], "general tiles", 0, COUNTS["hive_tiles"])
    eggs = parse_int(g["eggs"], "general eggs", 0, COUNTS["eggs"])
    cubes = _ints(g["cubes"], "/", "general cubes", 6)
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
    groups = _need(f, "D").split("/")
    if len(groups) != 6:
        raise _err("D needs 6 flowers separated by '/'", "D", "bad-value", text=short(f["D"]))
    flowers = tuple(_ints(gr, ".", f"flower {i + 1}", n) for i, gr in enumerate(groups))
    dice, supply, hand, hives = [], [], [], []
    for p in range(1, 5):
        key = f"p{p}"
        if p > n:
            if key in f:
                raise _err(f"field {key} does not belong to a {n}-player game", key,
                           "stray-field", text=key)
            continue
        sub = _subfields(_need(f, key), key, ("dice", "supply", "hand", "hive"))
        dice.append(parse_int(sub["dice"], f"{key} dice", 0, COUNTS["dice_per_player"]))
        supply.append(parse_int(sub["supply"], f"{key} supply", 0, COUNTS["dice_per_player"]))
        hand.append(() if sub["hand"] == "-" else tuple(sorted(
            parse_int(v, f"{key} hand", 1, 6) for v in sub["hand"].split("."))))
        hives.append(tuple(_tile_text(t, f"{key} hive") for t in sub["hive"].split("/")))
    agenda = tuple(_task(t, n) for t in f["agenda"].split(",")) if "agenda" in f else ()
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
    discard = _ints(f["discard"], ",", "discard", len(QUEEN_CARDS)) if "discard" in f \
        else (0,) * len(QUEEN_CARDS)
    held = deck_left(tuple(cards), discard)
    if any(x < 0 for x in held):
        raise _err("more queen cards in hands and discards than the deck has", "q1", "bad-value",
                   text="q")
    deck = _ints(f["deck"], ",", "deck", len(QUEEN_CARDS)) if "deck" in f else held
    if any(d > h for d, h in zip(deck, held)):
        raise _err("deck: more cards than are left outside the hands", "deck", "bad-value",
                   text=short(f["deck"]))
    volunteer = parse_int(f["volunteer"], "volunteer", 1, n) - 1 if "volunteer" in f else -1
    again = parse_int(f["again"], "again", 1, n) - 1 if "again" in f else -1
    aside = _ints(f["aside"], ",", "aside", n) if "aside" in f else (0,) * n
    opts = _options(f["options"]) if "options" in f else {k: o.default for k, o in OPTIONS.items()}
    s = State(n, tuple(sorted(opts.items())), phase, rnd, start, turn, tuple(dice), tuple(supply),
              tuple(hand), tuple(hives), tuple(spaces), flowers, tiles, eggs, cubes, agenda, deck,
              tuple(cards), discard, volunteer, again, aside, _spent(f.get("spent")))
    problem = _inconsistent(s)
    if problem:
        raise _err(problem, "phase", "inconsistent", text=phase)
    return s


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


def _inconsistent(s: State) -> str | None:
    head = s.agenda[0][0] if s.agenda else None
    if s.spent:
        if s.phase != "shift":
            return "spent belongs to a player's F decision (phase shift)"
        hive = s.hives[s.agenda[0][1]]
        if any(i >= len(hive) or ("F", v) not in hive[i][3] for i, v in s.spent):
            return "spent names an F die that is not on that hive tile"
    if s.phase in DECISIONS and head != s.phase:
        return f"phase {s.phase} needs an agenda starting with its {s.phase} task"
    if s.phase not in DECISIONS and s.agenda:
        return "only a night decision (eggs, store) has an agenda"
    if any(d + sp > COUNTS["dice_per_player"] for d, sp in zip(s.dice, s.supply)):
        return "a player has more than 18 dice"
    eggs = s.eggs + sum(t[0] for h in s.hives for t in h)
    tiles = s.tiles + sum(len(h) for h in s.hives)
    if eggs > COUNTS["eggs"] or tiles > COUNTS["hive_tiles"]:
        return f"more than {COUNTS['eggs']} eggs or {COUNTS['hive_tiles']} hive tiles in the game"
    for n, c in enumerate(COLOURS):
        pending = sum(task[2].count(c) for task in s.agenda if task[0] in ("stow", "store"))
        if s.cubes[n] + sum(t[2].count(c) for h in s.hives for t in h) + pending \
                > COUNTS["cubes_per_colour"]:
            return f"more than {COUNTS['cubes_per_colour']} cubes of colour {c} in the game"
    if any(len(h) + a > d + (p == s.volunteer)
           for p, (h, d, a) in enumerate(zip(s.hand, s.dice, s.aside))):
        return "a player holds more rolled dice than their pool"
    if (s.volunteer >= 0 or s.again >= 0 or any(s.aside)) and s.phase in ("setup", "roll"):
        return "volunteer, again and aside belong to a round's Day or Night, not to its roll"
    return None
