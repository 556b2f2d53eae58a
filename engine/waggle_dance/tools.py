"""Waggle Dance: what the dispute tools work out, engine side (views/panels/waggle_dance*.py
only shows it). Every result is data: seats, tiles, colours and keys, never words.

    place_refusal(s, card, number, value)  why a die may not go there (an IllegalMove), or None
    flower_dice(s, flower)                 dice per seat on a flower card (1-6)
    flower_report(s, flower, counts=, supply=, start=, order=)
                                           action D on one flower: who wins how many cubes,
                                           who is paid how many, each seat's rank and why
    write_flower(s, flower, counts, supply, start)    the numbers written into the position
    hive(s, seat)                          the seat's hive tiles (Tile: egg, honey, cubes, dice)
    tile_report(s, seat, i, tile=, options=)
                                           action F on one tile: honey or not and why, the
                                           moves after which it makes honey, the cards that
                                           would, and how it links to each other tile
    write_tile(s, seat, i, tile)           the tile written into the position
    night_status(s) / dice_left(s) / start_night(s) / place_rest(s)
    night_card(s) / night_order(s) / card_dice(s, card) / at_decision(s) / night_over(s) /
    night_step(s, move=None)
                                           the Night stepped one action at a time (core.advance
                                           with `until`), stopping at each decision

The night's agenda tasks are named by the card they belong to (night.task_card): `A` to `G`,
`dawn` for the Night's end; content names them (events.yaml `values`).
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from ..core import advance, fast_replace
from . import edit
from .data import COLOUR_WORD, COLOURS, DECISIONS, NIGHT_PHASES, TILE_CAPACITY
from .day import NIGHT, spot_error
from .game import GAME
from .honey import apply_shift, card_fits, f_values, linked, make_honey, shift_moves
from .night import auto, space_dice, task_card
from .state import State, Task, Tile, clockwise

MAX_STEPS = 400          # placings or automatic tasks in one step of a tool (a Night ends well before)


def _with_options(s: State, options: dict | None) -> State:
    if not options:
        return s
    return fast_replace(s, options=tuple(sorted({**s.opts, **options}.items())))


# --------------------------------------------------------------------------- a placing click

def place_refusal(s: State, card: str, number: int, value: int | None = None):
    """Why a die of `value` (None: no die chosen yet) may not go on space, flower or B/F
    number `number` of `card` (A to G) now, as the engine's IllegalMove (its rule and key),
    or None (day.spot_error): a blocking marker first, then another value, then a space
    taken this round."""
    return spot_error(s, card, number, value)


# --------------------------------------------------------------------------- a flower card

@dataclass(frozen=True)
class Rank:
    """Where a seat's dice rank on a flower: kind none (no dice), first (alone on top),
    first-tied, second (alone, after a single first), second-after-tie (alone, after a tie
    for first), second-tied (no cube), lower; `place` counts from 1, `tied` the seats at it."""
    kind: str
    place: int
    tied: int


@dataclass(frozen=True)
class FlowerReport:
    flower: int
    colour: str            # its colour word (data.COLOUR_WORD)
    counts: tuple          # dice per seat
    won: tuple             # cubes each seat wins (waggle.pollen.majority)
    paid: tuple            # cubes each seat is paid (waggle.pollen.shortage)
    ranks: tuple           # a Rank per seat
    short: bool            # the supply ran short
    order: str             # pollen_shortage_order
    start: int             # who is paid first (the Day/Night card's holder)
    events: tuple = field(default=())   # the engine's events of action D on this flower


def flower_dice(s: State, flower: int) -> tuple:
    return tuple(s.flowers[flower - 1])


def rank(counts, seat: int) -> Rank:
    c = counts[seat]
    if not c:
        return Rank("none", 0, 0)
    levels = sorted({x for x in counts if x}, reverse=True)
    tied, place = sum(1 for x in counts if x == c), levels.index(c) + 1
    if place == 1:
        return Rank("first" if tied == 1 else "first-tied", 1, tied)
    if place == 2 and tied > 1:
        return Rank("second-tied", 2, tied)
    if place == 2:
        top_tied = sum(1 for x in counts if x == levels[0]) > 1
        return Rank("second-after-tie" if top_tied else "second", 2, 1)
    return Rank("lower", place, tied)


def flower_report(s: State, flower: int, counts=None, supply: int | None = None,
                  start: int | None = None, order: str | None = None) -> FlowerReport:
    """The engine's D task on a position holding dice on this flower card only: `counts`
    (dice per seat), the general supply of its colour, the start player and the option
    pollen_shortage_order default to the position's."""
    n = flower - 1
    counts = tuple(s.flowers[n] if counts is None else counts)
    start = s.start if start is None else start
    order = order or s.opts["pollen_shortage_order"]
    flowers = tuple(counts if i == n else (0,) * s.players for i in range(6))
    cubes = tuple((s.cubes[n] if supply is None else supply) if i == n else c
                  for i, c in enumerate(s.cubes))
    work = fast_replace(_with_options(s, {"pollen_shortage_order": order}), phase="night",
                        agenda=(Task("pollen"),), flowers=flowers, cubes=cubes, start=start)
    events: list = []
    auto(work, events)
    majority = next((e for e in events if e.key == "pollen.majority"), None)
    shortage = next((e for e in events if e.key == "pollen.shortage"), None)
    won = tuple(majority.data["won"]) if majority else (0,) * s.players
    paid = tuple(shortage.data["paid"]) if shortage else won
    return FlowerReport(flower, COLOUR_WORD[COLOURS[n]], counts, won, paid,
                        tuple(rank(counts, p) for p in range(s.players)), shortage is not None,
                        order, start, tuple(e for e in events if e.key.startswith("pollen.")))


def write_flower(s: State, flower: int, counts, supply: int, start: int) -> State:
    """The flower's dice, its colour's general supply and the start player written into the
    position (edit.set_flower: dice from the hands and pools, cubes conserved)."""
    return edit.set_flower(s, flower, counts, supply=supply, start=start)


# --------------------------------------------------------------------------- a hive tile

@dataclass(frozen=True)
class Link:
    """How tile i links to another tile: its F values and the tile's, linked or not, and
    the colours a cube of which may move out to it and back from it."""
    tile: int
    values: tuple          # the other tile's F dice values, sorted
    mine: tuple            # tile i's F dice values, sorted
    linked: bool
    out: tuple             # colour words
    back: tuple


@dataclass(frozen=True)
class TileReport:
    seat: int
    tile: int
    honey: object          # the honey.make Event for this tile, or None
    reasons: tuple         # why not: (key, data) pairs, keys tile.<name> of the panel words
    moves: tuple           # (from tile, colour word): one move in, then honey here
    cards: tuple           # queen cards that would make honey here (efficiency, alchemy)
    links: tuple           # a Link per other tile
    rule: str              # honey_link_rule
    mixed: bool            # a mixed tile under one_colour_per_tile


def hive(s: State, seat: int) -> tuple:
    return tuple(Tile(*t) for t in s.hives[seat])


def _tile_state(s: State, seat: int, i: int, tile, options) -> State:
    s = _with_options(s, options)
    if tile is None:
        return s
    tile = Tile(bool(tile[0]), bool(tile[1]), "".join(sorted(tile[2])), tuple(sorted(tile[3])))
    return fast_replace(s, hives=tuple(tuple(tile if (p, t) == (seat, i) else x
                                             for t, x in enumerate(h))
                                       for p, h in enumerate(s.hives)))


def tile_report(s: State, seat: int, i: int, tile=None, options: dict | None = None) -> TileReport:
    """Action F on the seat's tile i (as `tile` says, if given), under the position's options
    or those given (honey_link_rule, mixed_colours)."""
    s = _tile_state(s, seat, i, tile, options)
    events: list = []
    make_honey(s, seat, events)
    made = next((e for e in events if e.data.get("tile") == i + 1), None)
    this = s.hives[seat][i]
    rule = s.opts["honey_link_rule"]
    mixed = s.opts["mixed_colours"] == "one_colour_per_tile" and len(set(this[2])) > 1
    if made is not None:
        return TileReport(seat, i, made, (), (), (), _links(s, seat, i), rule, mixed)
    cards = tuple(name for name in ("efficiency", "alchemy") if card_fits(s, name, this))
    split = s.opts["split_pair_honey"] == "either_tile" and any(
        f_values(t)[v] for v in f_values(this) for j, t in enumerate(s.hives[seat]) if j != i)
    return TileReport(seat, i, None, no_honey_reasons(this, split), _honey_after_move(s, seat, i),
                      cards, _links(s, seat, i), rule, mixed)


def no_honey_reasons(tile, split: bool = False) -> tuple:
    """Why a tile makes no honey: (key, data) pairs (keys of the panel's words); `split`: an F
    die of it has a partner of its value on another tile (option split_pair_honey
    `either_tile`: a pair too)."""
    egg, honey, cubes, dice = tile
    if honey:
        return (("honey-already", {}),)
    out = []
    f = f_values(tile)
    if not split and not any(n >= 2 for n in f.values()):
        out.append(("no-pair", {"values": tuple(sorted(f.elements()))}))
        if any(n >= 2 for n in Counter(v for c, v in dice if c == "B").values()):
            out.append(("b-pair", {}))
    if egg:
        out.append(("egg", {}))
    elif len(cubes) != TILE_CAPACITY:
        out.append(("cube-count", {"n": len(cubes), "need": TILE_CAPACITY}))
    elif len(set(cubes)) > 1:
        out.append(("colours", {"n": len(cubes), "kinds": len(set(cubes))}))
    return tuple(out) or (("need", {}),)


def _honey_after_move(s: State, seat: int, i: int) -> tuple:
    out = []
    for m in shift_moves(s, seat):
        if m[3] != i:
            continue
        events: list = []
        make_honey(apply_shift(s, seat, m, []), seat, events)
        if any(e.data.get("tile") == i + 1 for e in events):
            out.append((m[2], COLOUR_WORD[m[1]]))
    return tuple(out)


def _links(s: State, seat: int, i: int) -> tuple:
    hive_, rule = s.hives[seat], s.opts["honey_link_rule"]
    moves = shift_moves(s, seat)
    mine = tuple(sorted(f_values(hive_[i]).elements()))
    return tuple(Link(j, tuple(sorted(f_values(hive_[j]).elements())), mine,
                      linked(hive_[i], hive_[j], rule),
                      tuple(COLOUR_WORD[m[1]] for m in moves if (m[2], m[3]) == (i, j)),
                      tuple(COLOUR_WORD[m[1]] for m in moves if (m[2], m[3]) == (j, i)))
                 for j in range(len(hive_)) if j != i)


def write_tile(s: State, seat: int, i: int, tile) -> State:
    """The tile (egg, honey, cubes, dice) written into the position (edit.set_tile: cubes and
    eggs from the general supply, dice from the hand and pool)."""
    egg, honey, cubes, dice = tile
    return edit.set_tile(s, seat, i, egg=egg, honey=honey, cubes=cubes, dice=dice)


# --------------------------------------------------------------------------- the Night, step by step

def night_status(s: State) -> str:
    """Where the stepper can start: `decision` (a Night decision is at hand), `ready` (the
    Day's dice are all placed), `dice` (the Day still has dice to place), else `none`."""
    if s.phase in DECISIONS and s.phase in NIGHT_PHASES:
        return "decision"
    if s.phase == "place":
        return "dice" if any(s.hand) else "ready"
    return "none"


def dice_left(s: State) -> int:
    return sum(len(h) for h in s.hand)


def start_night(s: State) -> State:
    """A position whose Day is over (`ready`) at the start of its Night: the agenda A to G
    (waggle.round.order; an automatic state, for night_step only)."""
    return fast_replace(s, phase="night", agenda=NIGHT, again=-1)


def place_rest(s: State) -> tuple:
    """The Day's remaining dice placed, each time the first legal move, up to the start of
    the Night without resolving it (GAME.apply, not step): (state, events)."""
    events: list = []
    for _ in range(MAX_STEPS):
        if s.phase != "place":
            break
        s = GAME.apply(s, GAME.legal_moves(s)[0], events)
    return s, tuple(events)


def at_decision(s: State) -> bool:
    return s.phase in DECISIONS


def night_over(s: State) -> bool:
    return s.phase not in DECISIONS and s.phase != "night"


def night_card(s: State) -> str:
    """The action the Night resolves next: `A` to `G`, or `dawn`."""
    return task_card(s.agenda[0])


def night_order(s: State) -> tuple:
    """The seats in the order their dice resolve: the start player, then clockwise
    (waggle.night.order; also for the automatic states night_step passes through)."""
    return tuple(clockwise(s))


def card_dice(s: State, card: str) -> tuple:
    """(seat, value) of the dice on a space card, in the order they resolve."""
    return tuple(space_dice(s, card))


def night_step(s: State, move=None) -> tuple:
    """One step of the Night: the decision at hand (the move given, else the first legal
    one), then the automatic tasks of this action, up to the next decision, the next action
    or the Night's end (core.advance with `until`). (state, events, the move played or None);
    a refused move raises its RulesError."""
    card, played, events = night_card(s), None, []
    if s.phase in DECISIONS:
        played = move if move is not None else GAME.legal_moves(s)[0]
        s = GAME.apply(s, played, events)

    def other_action(t: State) -> bool:
        return t.phase != "night" or not t.agenda or task_card(t.agenda[0]) != card

    s = advance(GAME, s, events, s.phase, until=other_action)
    return s, tuple(e for e in events if e.key != "phase.enter"), played
