"""Way of the Panda: the moves as values, and their grammar in one table.

Every kind of move is a `core.move_kind` of `Move` with named fields (still a tuple, equal to
and hashing as the plain tuple the rules build, repr'd by its text); `Move(*parts)` makes the
kind its first word names. `GRAMMAR` maps each kind to the function that reads its words and
the one that writes its text: notation.read_move and Move.text both go through it, so a move's
grammar lives here only (the board's click module maps the kinds to clicks).

    kind       fields                 text
    setup      cards, row, missions   setup s3/s1/s6/s2/s4/s5 c3/c1/c5/c8/c2/c7 d3/e7   (chance)
    guard      road (None in act)     guard R5 (setup) | guard (on the road just crossed)
    champion   champion, location     monk L3 (setup, a step, or a lifted champion put back)
    place      cell, actions          place 0M | place 1M lift | place 3G step+build
    pass, done                        pass | done
    lift       champion               lift monk
    tile       which                  tile own | tile neutral
    build      building               build gate
    card       side                   card left | card right
    take       tile                   take beads
    bonus      choice                 bonus points | bonus beads+masks
"""
from __future__ import annotations

from typing import Callable, NamedTuple

from ..core import MoveValue, move_kind
from .data import ACTIONS, BUILDINGS, CELL, CHAMPIONS, ICON, ROAD, TILE_KINDS


class Move(MoveValue):
    """A move as a value (see the module doc). `Move("place", "1M", ("step",))` is a Place."""
    __slots__ = ()
    package = "way_of_the_panda"

    def __new__(cls, *parts):
        if cls is Move and parts and isinstance(parts[0], str) and parts[0] in KINDS:
            cls = KINDS[parts[0]]
        return tuple.__new__(cls, parts)

    def text(self) -> str:
        return move_text(self)


Setup = move_kind(Move, "Setup", "cards", "row", "missions")
Guard = move_kind(Move, "Guard", "road")
Champion = move_kind(Move, "Champion", "champion", "location")
Place = move_kind(Move, "Place", "cell", "actions")
Pass = move_kind(Move, "Pass")
Done = move_kind(Move, "Done")
Lift = move_kind(Move, "Lift", "champion")
Tile = move_kind(Move, "Tile", "which")
Build = move_kind(Move, "Build", "building")
Card = move_kind(Move, "Card", "side")
Take = move_kind(Move, "Take", "tile")
Bonus = move_kind(Move, "Bonus", "choice")
KINDS = {"setup": Setup, "guard": Guard, "champion": Champion, "place": Place, "pass": Pass,
         "done": Done, "lift": Lift, "tile": Tile, "build": Build, "card": Card, "take": Take,
         "bonus": Bonus}

# the one-word answers of the act phase: the word after the kind, from these
WORDS = {"lift": CHAMPIONS, "tile": ("own", "neutral"), "build": BUILDINGS,
         "card": ("left", "right"), "take": TILE_KINDS}


# --------------------------------------------------------------------------- reading

def _setup(w: list) -> Move | None:
    if len(w) != 4:
        return None
    missions = () if w[3] == "-" else tuple(w[3].split("/"))
    return Setup("setup", tuple(w[1].split("/")), tuple(w[2].split("/")), missions)


def _guard(w: list) -> Move | None:
    if len(w) == 1:
        return Guard("guard")
    return Guard("guard", w[1].upper()) if len(w) == 2 and w[1].upper() in ROAD else None


def _champion(w: list) -> Move | None:
    if len(w) == 2 and w[0] in CHAMPIONS and w[1].upper() in ICON:
        return Champion("champion", w[0], w[1].upper())
    return None


def _place(w: list) -> Move | None:
    """place <cell> [action | action+action]: the cell's split decides what must follow."""
    if len(w) not in (2, 3) or w[1].upper() not in CELL:
        return None
    cell = w[1].upper()
    _, _, split, actions = CELL[cell]
    if len(w) == 2:
        return Place("place", cell, actions) if split == "single" else None
    chosen = tuple(w[2].split("+"))
    if split == "single" or not all(a in ACTIONS for a in chosen) or len(chosen) > 2:
        return None
    return Place("place", cell, chosen)


def _bare(w: list) -> Move | None:
    return KINDS[w[0]](w[0]) if len(w) == 1 else None


def _word(w: list) -> Move | None:
    return KINDS[w[0]](w[0], w[1]) if len(w) == 2 and w[1] in WORDS[w[0]] else None


def _bonus(w: list) -> Move | None:
    if len(w) != 2:
        return None
    if w[1] == "points":
        return Bonus("bonus", "points")
    kinds = w[1].split("+")
    if len(kinds) == 2 and all(k in TILE_KINDS for k in kinds) and kinds[0] != kinds[1]:
        return Bonus("bonus", "+".join(sorted(kinds, key=TILE_KINDS.index)))
    return None


# --------------------------------------------------------------------------- writing

def _setup_text(m) -> str:
    return f"setup {'/'.join(m[1])} {'/'.join(m[2])} {'/'.join(m[3]) or '-'}"


def _guard_text(m) -> str:
    return "guard" + (f" {m[1]}" if len(m) > 1 and m[1] is not None else "")


def _place_text(m) -> str:
    return f"place {m[1]}" + (f" {'+'.join(m[2])}" if CELL[m[1]][2] != "single" else "")


class Grammar(NamedTuple):
    """A kind of move: its value type, how its words are read (None: not this kind) and how
    it is written."""
    type: type
    read: Callable[[list], Move | None]
    write: Callable[[tuple], str]


GRAMMAR = {
    "setup": Grammar(Setup, _setup, _setup_text),
    "guard": Grammar(Guard, _guard, _guard_text),
    "champion": Grammar(Champion, _champion, lambda m: f"{m[1]} {m[2]}"),
    "place": Grammar(Place, _place, _place_text),
    "pass": Grammar(Pass, _bare, lambda m: "pass"),
    "done": Grammar(Done, _bare, lambda m: "done"),
    **{k: Grammar(KINDS[k], _word, lambda m: f"{m[0]} {m[1]}") for k in WORDS},
    "bonus": Grammar(Bonus, _bonus, lambda m: f"bonus {m[1]}"),
}


def word_kind(word: str) -> str:
    """The kind a move's first word starts: a champion's name starts a `champion` move."""
    return "champion" if word in CHAMPIONS else word


def read_words(words: list) -> Move | None:
    """The move these (lower-case) words spell, or None."""
    if not words:
        return None
    grammar = GRAMMAR.get(word_kind(words[0]))
    return grammar.read(words) if grammar else None


def move_text(m: tuple) -> str:
    grammar = GRAMMAR.get(m[0]) if m else None
    if grammar is None:
        raise ValueError(f"no text for move {m!r}")
    return grammar.write(m)
