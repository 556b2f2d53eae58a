"""Waggle Dance (蜜蜂搖擺) board clicks: the click sequences that make each legal move
(`paths`), what a sequence that makes none tried (`explain_click`), who decides now, and what
each hit names (`read_hit`; the panel says it through `hit_words`). The hit names and
sequences are listed in tutor/boards/waggle_dance.py's docstring.

Two tables hold the grammar, beside the engine's table of move texts (engine/waggle_dance/
moves.py KINDS): CLICKS maps each kind of move (moves.kind_key) to its click paths, built from
the move's named fields; HITS maps each kind of hit to its pattern and the names of its parts.
A kind of move with no row in CLICKS is made by a button (done, pass, `trade none`, chance).
"""
from __future__ import annotations

import re

from engine.core import SEAT, RulesError
from engine.waggle_dance import COLOUR_WORD, GAME, QUEEN_DECK, Move, kind_key, place_refusal
from tutor.clicks import unambiguous

TARGET_FIRST = False
WORD = dict(COLOUR_WORD)                                        # W -> white
CODE = {word: code for code, word in COLOUR_WORD.items()}
CHOICES = ("twice", "wait")     # shift change's two ways (board.chip.<word> says them)
CARDS = frozenset(row[0] for row in QUEEN_DECK)
SEATED = GAME.phase_ids(actor=SEAT)     # the phases where a seat decides: placing, night stops


def acting_seat(s) -> int | None:
    """The seat deciding now (placing, or a night decision), or None (chance, over)."""
    return GAME.seat(s) if GAME.phase(s) in SEATED else None


# --------------------------------------------------------------------------- the hits

_COLOUR = "|".join(CODE)
_TILE = r"t([0-9]+)"
# kind of hit (the panel's words: panel.hit.<kind>), its pattern, the names of its parts
HITS = (
    ("die", r"die ([1-6])", ("value",)),                    # a rolled die of the player placing
    ("seat-die", r"p([1-4]) die ([1-6])", ("seat", "value")),   # another player's (sick day)
    ("seat-flower", r"p([1-4]) D([1-6])", ("seat", "flower")),  # their dice on a flower
    ("seat", r"p([1-4])", ("seat",)),
    ("tile", _TILE, ("tile",)),                             # a hive tile of the player deciding
    ("tile-die", _TILE + r" ([BF])([1-6])", ("tile", "action", "value")),   # feint
    ("tile-egg", _TILE + " egg", ("tile",)),
    ("tile-cube", _TILE + f" ({_COLOUR})", ("tile", "colour")),
    ("flower", r"D([1-6])", ("flower",)),
    ("space", r"([ACEG])([1-6])", ("action", "value")),
    ("button", r"([BF])([1-6])", ("action", "value")),
    ("supply", f"supply ({_COLOUR})", ("colour",)),
    ("supply-egg", "egg", ()),
    ("supply-tile", "tile", ()),
    ("won-cube", f"({_COLOUR})", ("colour",)),              # won on D, waiting to be stored
    ("twice", "twice", ()),                                 # the choice chips
    ("wait", "wait", ()),
    ("keeps", r"([WYPOBU]+)", ("kept",)),                   # relocation: the cubes kept
    ("keeps-none", "-", ()),                                # relocation: none kept
)
_NUMBERS = {"value", "tile", "flower"}


def read_hit(hit: str) -> tuple[str, dict] | None:
    """What a hit names: (kind of hit, its parts: seat 0-based, tile, value and flower
    numbers, colour words, the card's id), or None for no hit of the board."""
    if hit in CARDS:
        return "card", {"card": hit}
    for kind, pattern, names in HITS:
        m = re.fullmatch(pattern, hit)
        if m:
            data = {n: int(v) if n in _NUMBERS else v for n, v in zip(names, m.groups())}
            if "seat" in data:
                data["seat"] = int(data["seat"]) - 1
            return kind, data
    return None


def hit_words(hit: str) -> tuple[str, dict] | None:
    """The panel's words for a hit: (words key panel.hit.<kind>, its data as read_hit reads
    it), or None when the hit is no thing of the board."""
    read = read_hit(hit)
    return (f"hit.{read[0]}", read[1]) if read else None


def _kind(hit: str) -> str:
    return (read_hit(hit) or ("", {}))[0]


def is_chip(hit: str) -> bool:
    """A chip: a word of a card's move that is nothing drawn on the board."""
    return _kind(hit) in ("twice", "wait", "keeps", "keeps-none")


# --------------------------------------------------------------------------- click paths

def _tile_hit(tile: int) -> str:
    return f"t{tile + 1}"


def _target(p) -> tuple:
    """Where a placing (typed) puts its die: a space or flower, or a B/F button and a tile."""
    there = (f"{p.kind}{p.value}",)
    return there + (_tile_hit(p.tile),) if kind_key(p) == "hive" else there


def _trade(m) -> list[tuple]:
    get = (f"supply {WORD[m.colour]}", _tile_hit(m.to))
    if m.give == "egg":
        return [(f"{_tile_hit(m.tile)} egg",) + get]
    a, b = f"{_tile_hit(m.tile)} {WORD[m.give]}", f"{_tile_hit(m.other)} {WORD[m.give]}"
    return [(a,) + get] if m.tile == m.other else [(a, b) + get, (b, a) + get]


def _feint(m) -> list[tuple]:
    """The card, the placed die (a die on a tile: the tile and the die), then where it goes."""
    spot, to = Move(*m.spot), Move(*m.to)
    first = f"{_tile_hit(spot.tile)} {spot.kind}{spot.value}" if kind_key(spot) == "hive" \
        else f"{spot.kind}{spot.value}"
    return [("feint", first) + _target(to)]


# a queen card's move: the hits after the card (its move's words in order), None if unclickable
CARD_TARGETS = {
    "play volunteer": lambda m: (),
    "play scout": lambda m: (),
    "play shift-change": lambda m: (m.how,),
    "play sick-day": lambda m: (f"p{m.seat + 1} die {m.value}",),
    "play harvest": lambda m: (f"D{m.flower}",),
    "play gift": lambda m: ("tile",) if m.what == "tile" else ("egg", _tile_hit(m.tile)),
    "play overtime": lambda m: (f"die {m.value}",) + _target(Move(*m[3:])),
    "play command": lambda m: (f"die {m.value}", f"D{m.flower}"),
    "play wrong-turn": lambda m: (f"p{m.seat + 1} D{m.flower}", f"D{m.to}"),
    "play relocation": lambda m: (_tile_hit(m.tile), _tile_hit(m.to), m.kept or "-"),
    "play tile": lambda m: (_tile_hit(m.tile),) if len(m) == 3 and isinstance(m.tile, int) else None,
}


def card_hits(m) -> list[str] | None:
    """The hits that click a queen card's move after the card, or None if it cannot be
    clicked (a kind without clicks: a button)."""
    targets = CARD_TARGETS.get(kind_key(m))
    hits = targets(m if isinstance(m, Move) else Move(*m)) if targets else None
    return None if hits is None else list(hits)


def _card_paths(m) -> list[tuple]:
    hits = card_hits(m)
    return [] if hits is None else [(m.card,) + tuple(hits)]


# kind of move (moves.kind_key) -> its click paths, from the typed move
CLICKS = {
    "place": lambda m: [(f"die {m.value}",) + _target(m)],
    "hive": lambda m: [(f"die {m.value}",) + _target(m)],
    "egg": lambda m: [] if m.tile is None else [(_tile_hit(m.tile),), ("egg", _tile_hit(m.tile))],
    "store": lambda m: [(WORD[m.colour], _tile_hit(m.tile))],
    "shift": lambda m: [(f"{_tile_hit(m.tile)} {WORD[m.colour]}", _tile_hit(m.to))],
    "trade": _trade,
    "keep": lambda m: [(m.card,)],          # scout: the drawn card, shown on the table
    "play feint": _feint,
    **{key: _card_paths for key in CARD_TARGETS},
}


def _move_paths(m) -> list[tuple]:
    typed = m if isinstance(m, Move) else Move(*m)
    make = CLICKS.get(kind_key(typed))
    # the same hit twice in a row would let the first go: such a move is left to a button
    return [p for p in make(typed) if all(a != b for a, b in zip(p, p[1:]))] if make else []


def paths(s, moves) -> list[tuple[tuple[str, ...], object]]:
    """The clicks of each legal move (the module docstring lists them). A move whose clicks
    are the start of another move's clicks is left to a button."""
    out = []
    for m in moves:
        out += [(p, m) for p in _move_paths(m)]
    stores = [(m, Move(*m)) for m in moves if kind_key(m) == "store"]
    if len({typed.colour for _, typed in stores}) == 1:     # one colour waiting: the tile alone
        out += [((_tile_hit(typed.tile),), m) for m, typed in stores]
    return unambiguous(out)


# --------------------------------------------------------------------------- explain_click

def _card(s, who: int, seq: tuple) -> str | None:
    """A card in the hand of the player deciding, then its targets."""
    return _card_text(seq) if seq[0] in s.cards[who] and len(seq) >= 2 else None


def _spot(hit: str) -> tuple[str, int] | None:
    """The card letter and number of a hit where a die may go (a space, a B/F button, a
    flower, or a player's dice on a flower: that flower)."""
    kind, d = read_hit(hit) or ("", {})
    if kind in ("space", "button"):
        return d["action"], d["value"]
    return ("D", d["flower"]) if kind in ("flower", "seat-flower") else None


def _spell_place(s, who: int, seq: tuple):
    """A die, then a spot: the move they spell, or the engine's refusal of the spot (a
    blocking marker, another value, a space taken); a spot clicked with no die chosen: why
    no die may go there (a blocking marker, a space taken), else nothing."""
    kind, d = read_hit(seq[0]) or ("", {})
    if len(seq) == 1 and _spot(seq[0]):
        return place_refusal(s, *_spot(seq[0]))
    if kind != "die" or len(seq) < 2:
        return _card(s, who, seq)
    spot = _spot(seq[1])
    if spot is None:
        return None
    refused = place_refusal(s, *spot, d["value"])
    if refused is not None and (len(seq) == 2 or refused.key == "space-blocked"):
        return refused
    if spot[0] in "BF":
        return f"{spot[0]}{spot[1]} {seq[2]}" if len(seq) == 3 and _kind(seq[2]) == "tile" else None
    return f"{spot[0]}{spot[1]}" if len(seq) == 2 else None


def _spell_eggs(s, who: int, seq: tuple) -> str | None:
    tiles = [t for t in seq if _kind(t) == "tile"]
    return f"egg {tiles[0]}" if tiles and seq in ((tiles[0],), ("egg", tiles[0])) else None


def _spell_store(s, who: int, seq: tuple) -> str | None:
    if len(seq) == 2 and _kind(seq[0]) == "won-cube" and _kind(seq[1]) == "tile":
        return f"store {seq[0]} {seq[1]}"
    if len(seq) == 1 and _kind(seq[0]) == "tile":
        waiting = sorted(set(s.agenda[0][2]))
        if len(waiting) == 1:
            return f"store {WORD[waiting[0]]} {seq[0]}"
    return None


def _spell_shift(s, who: int, seq: tuple) -> str | None:
    kind, d = read_hit(seq[0]) or ("", {})
    if kind == "tile-cube" and len(seq) == 2 and _kind(seq[1]) == "tile":
        return f"move {d['colour']} t{d['tile']} {seq[1]}"
    return _card(s, who, seq)


def _spell_trade(s, who: int, seq: tuple) -> str | None:
    gives = [read_hit(x) or ("", {}) for x in seq[:-2]]
    if not (len(seq) in (3, 4) and all(k in ("tile-cube", "tile-egg") for k, _ in gives)
            and _kind(seq[-2]) == "supply" and _kind(seq[-1]) == "tile"):
        return None
    colour = read_hit(seq[-2])[1]["colour"]
    if len(gives) == 1 and gives[0][0] == "tile-egg":
        return f"trade egg t{gives[0][1]['tile']} {colour} {seq[-1]}"
    if len({d.get("colour") for _, d in gives}) != 1 or gives[0][0] != "tile-cube":
        return None
    tiles = [f"t{d['tile']}" for _, d in gives] * (3 - len(gives))
    return f"trade {gives[0][1]['colour']} {tiles[0]} {tiles[1]} {colour} {seq[-1]}"


_SPELL = {"place": _spell_place, "queen": _card, "eggs": _spell_eggs, "store": _spell_store,
          "shift": _spell_shift, "trade": _spell_trade}


def explain_click(s, seq: tuple[str, ...]):
    """Clicks that make no legal move: the move they spell (the engine's refusal names the
    rule), the engine's refusal itself (a die clicked onto a space a blocking marker covers,
    a space or flower of another number, a space taken; such a space clicked alone), or None
    when they spell nothing."""
    seq = tuple(seq)
    who = acting_seat(s)
    phase = GAME.phase(s)
    if who is None or not seq or phase not in _SPELL:
        return None
    return _SPELL[phase](s, who, seq)


# a hit after a card, as the words of the card's move (the rest are written as they are)
_CARD_WORDS = {
    "die": lambda d: [str(d["value"])],
    "supply": lambda d: [d["colour"]],
    "seat-die": lambda d: [f"p{d['seat'] + 1}", str(d["value"])],
    "tile-die": lambda d: [f"{d['action']}{d['value']}", f"t{d['tile']}"],   # feint: B2 t1
}


def _card_text(seq: tuple) -> str:
    words = ["play", seq[0]]
    for hit in seq[1:]:
        kind, d = read_hit(hit) or ("", {})
        words += _CARD_WORDS[kind](d) if kind in _CARD_WORDS else [hit]
    return " ".join(words)


def refusal(s, text: str) -> RulesError | None:
    """The engine's refusal of a move text, or None when it is legal."""
    try:
        GAME.step(s, GAME.parse_move(s, text))
    except RulesError as e:
        return e
    return None
