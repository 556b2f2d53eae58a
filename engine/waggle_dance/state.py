"""Waggle Dance: the state, what can be read off it, and its text form.

A hive tile is a `Tile` (egg, honey, cubes, dice), a named tuple: egg and honey booleans,
cubes a sorted string of colour letters (data.COLOURS), dice a sorted tuple of (card, value)
with card B or F. An agenda task is a `Task` (kind, seat, detail): a tuple of one to three
items read also by name (night.py lists the kinds). `dice[p]` is the size of seat p's worker
pool (the dice it rolls, placed or not), `supply[p]` its personal supply, `hand[p]` its rolled
dice not yet placed. `spaces` holds the six spaces of A, C, E, G: None (open), "x" (a blocking
marker) or the seat of the die on it; `flowers[n][p]` counts seat p's dice on flower n + 1.
`start` holds the Day/Night card. `agenda` is the night still to resolve (Tasks, first first;
see night.py); a resting state in the night has a decision task (eggs, store) at its head.
State takes keyword arguments only (new_state, notation.parse_position).
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from typing import NamedTuple

from ..core import fast_replace
from .data import COLOURS, COUNTS, FULL_DECK, OPTIONS, QUEEN_CARDS, SPACE_CARDS, TILE_CAPACITY


class Tile(NamedTuple):
    """One hive tile: an egg on it, honey side up, its cubes (sorted letters), its dice."""
    egg: bool
    honey: bool
    cubes: str
    dice: tuple


EMPTY_TILE = Tile(False, False, "", ())


class Task(tuple):
    """One task of the night's agenda: its kind, then the seat it concerns (0-based) and a
    detail where the kind has them: ('stow', seat, cubes), ('queen', seat, 'B' or 'D35'),
    ('keep', seat, cards). Still a plain tuple (equal to one), of one to three items."""
    __slots__ = ()

    def __new__(cls, kind: str, seat: int | None = None, detail=None):
        parts = (kind,) if seat is None else (kind, seat) if detail is None else (kind, seat, detail)
        return tuple.__new__(cls, parts)

    def __getnewargs__(self):
        return tuple(self)

    @property
    def kind(self) -> str:
        return self[0]

    @property
    def seat(self) -> int | None:
        return self[1] if len(self) > 1 else None

    @property
    def detail(self):
        return self[2] if len(self) > 2 else None


@dataclass(frozen=True, repr=False, kw_only=True)
class State:
    players: int
    options: tuple                      # sorted (name, value) pairs, all options resolved
    phase: str = "setup"
    round: int = 1
    start: int = 0                      # the seat holding the Day/Night card
    turn: int = 0                       # the seat that rolls or places next
    dice: tuple = ()                    # per seat: worker pool size
    supply: tuple = ()                  # per seat: personal supply
    hand: tuple = ()                    # per seat: rolled dice not yet placed (sorted)
    hives: tuple = ()                   # per seat: hive tiles
    spaces: tuple = ()                  # A, C, E, G: six entries each
    flowers: tuple = ()                 # six flowers: dice per seat
    tiles: int = 0                      # general supply: hive tiles
    eggs: int = 0                       # general supply: eggs
    cubes: tuple = ()                   # general supply: cubes per colour (COLOURS order)
    agenda: tuple = ()
    deck: tuple = FULL_DECK             # queen cards left, copies per card (QUEEN_CARDS order)
    cards: tuple = ()                   # per seat: queen cards in hand (sorted names)
    discard: tuple = (0,) * len(FULL_DECK)   # queen cards played, copies per card
    volunteer: int = -1                 # the seat using the Volunteer die this round, or -1
    again: int = -1                     # the seat placing a second die at once (shift change)
    aside: tuple = ()                   # per seat: dice set aside this round (sick day)
    spent: tuple = ()                   # F: (tile, value) whose die linked tiles for a move
                                        # (die_counts_for_link_and_honey `false` only)

    @cached_property
    def opts(self) -> dict:
        return dict(self.options)

    def __repr__(self) -> str:
        return f"waggle_dance.parse_position({' '.join(format_position(self).split())!r})"


replace = fast_replace          # dataclasses.replace without its checks (core)


def new_state(players: int, opts: dict) -> State:
    n, k = players, opts["start_hive_tiles"]
    # waggle.setup.dice: 18 dice a player, 6 in the worker pool and 12 in the personal supply
    pool = COUNTS["pool_dice"]
    # waggle.setup.cards: the six spaces of A C E G open, no die on the flowers, the full queen
    # deck, and the tiles, eggs and cubes left over form the general supply
    return State(players=n, options=tuple(sorted(opts.items())), phase="setup", round=1,
                 start=0, turn=0, dice=(pool,) * n, supply=(COUNTS["dice_per_player"] - pool,) * n,
                 hand=((),) * n, hives=((EMPTY_TILE,) * k,) * n, spaces=((None,) * 6,) * 4,
                 flowers=((0,) * n,) * 6, tiles=COUNTS["hive_tiles"] - k * n,
                 eggs=COUNTS["eggs"], cubes=(COUNTS["cubes_per_colour"],) * 6, agenda=(),
                 deck=FULL_DECK, cards=((),) * n, discard=(0,) * len(FULL_DECK), volunteer=-1,
                 again=-1, aside=(0,) * n)


def deck_left(cards: tuple, discard: tuple) -> tuple:
    """The deck when every card neither in a hand nor discarded is still in it."""
    held = [c for hand in cards for c in hand]
    return tuple(n - held.count(name) - d for name, n, d in zip(QUEEN_CARDS, FULL_DECK, discard))


def put(t: tuple, i: int, v) -> tuple:
    return t[:i] + (v,) + t[i + 1:]


def clockwise(s: State) -> list[int]:
    """Seats from the start player, clockwise (waggle.night.order)."""
    return [(s.start + i) % s.players for i in range(s.players)]


def is_empty(tile: tuple) -> bool:
    return not tile[0] and not tile[1] and not tile[2]


def room(tile: tuple, colour: str, mixed: str) -> bool:
    """A tile that may take one more cube of this colour (waggle.pollen.storing)."""
    egg, honey, cubes, _ = tile
    if egg or honey or len(cubes) >= TILE_CAPACITY:
        return False
    return mixed == "allowed" or not cubes or set(cubes) == {colour}


def honey_count(s: State, seat: int) -> int:
    return sum(1 for t in s.hives[seat] if t[1])


def cube_count(s: State, seat: int) -> int:
    return sum(len(t[2]) for t in s.hives[seat])


def placed_dice(s: State, seat: int) -> int:
    on_cards = sum(1 for card in s.spaces for x in card if x == seat)
    on_flowers = sum(f[seat] for f in s.flowers)
    on_tiles = sum(len(t[3]) for t in s.hives[seat])
    return on_cards + on_flowers + on_tiles


# --------------------------------------------------------------------------- text forms

def tile_text(t: tuple) -> str:
    egg, honey, cubes, dice = t
    head = "h" if honey else "e" if egg else cubes or "."
    return head + "".join(f"+{c}{v}" for c, v in dice)


def task_text(task: tuple) -> str:
    if task[0] == "keep":
        return ".".join(("keep", str(task[1] + 1)) + task[2])
    parts = [task[0]] + ([str(task[1] + 1)] if len(task) > 1 else []) + list(task[2:])
    return ".".join(parts)


def format_position(s: State) -> str:
    """The position in the notation of content/waggle-dance/notation.md (seats from 1)."""
    head = [f"players={s.players}", f"round={s.round}", f"phase={s.phase}",
            f"start={s.start + 1}", f"turn={s.turn + 1}"]
    general = (f"general=tiles:{s.tiles},eggs:{s.eggs},cubes:"
               + "/".join(str(c) for c in s.cubes))
    cards = [f"{card}=" + ",".join("-" if x is None else "x" if x == "x" else str(x + 1)
                                   for x in row) for card, row in zip(SPACE_CARDS, s.spaces)]
    lines = [" ".join(head), general, " ".join(cards),
             "D=" + "/".join(".".join(map(str, f)) for f in s.flowers)]
    for p in range(s.players):
        hand = ".".join(map(str, s.hand[p])) or "-"
        hive = "/".join(tile_text(t) for t in s.hives[p])
        lines.append(f"p{p + 1}=dice:{s.dice[p]},supply:{s.supply[p]},hand:{hand},hive:{hive}")
    for p in range(s.players):
        if s.cards[p]:
            lines.append(f"q{p + 1}=" + ".".join(s.cards[p]))
    if any(s.discard):
        lines.append("discard=" + ",".join(map(str, s.discard)))
    if s.deck != deck_left(s.cards, s.discard):
        lines.append("deck=" + ",".join(map(str, s.deck)))
    if s.volunteer >= 0:
        lines.append(f"volunteer={s.volunteer + 1}")
    if s.again >= 0:
        lines.append(f"again={s.again + 1}")
    if any(s.aside):
        lines.append("aside=" + ",".join(map(str, s.aside)))
    if s.spent:
        lines.append("spent=" + ",".join(f"t{i + 1}:{v}" for i, v in s.spent))
    if s.agenda:
        lines.append("agenda=" + ",".join(task_text(t) for t in s.agenda))
    changed = [f"{k}:{v}" for k, v in s.options if v != OPTIONS[k].default]
    if changed:
        lines.append("options=" + ",".join(changed))
    return "\n".join(lines)


assert len(COLOURS) == 6
