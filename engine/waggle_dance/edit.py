"""Waggle Dance: the position editor. Pure functions State -> State, each result checked by
check.check_position and read back from its text; an edit that cannot be made is refused
with an EditError (a NotationError) whose key and data name the reason (content/waggle-dance/
events.yaml `errors`), a position the rules cannot produce with check_position's own error.

    set_flower(s, flower, counts, supply=None, start=None)   dice per seat on a flower (1-6)
    set_tile(s, seat, i, egg=, honey=, cubes=, dice=)        a hive tile's contents
    add_tile(s, seat) / remove_tile(s, seat, i)              a tile from / back to the supply
    set_space(s, card, value, holder)                        a space of A C E G: None, "x"
                                                             (a blocking marker) or a seat's die
    set_hand(s, seat, values)                                rolled dice not yet placed
    set_cards(s, seat, names)                                queen cards in hand (from the deck)
    set_counters(s, round=, phase=, start=, turn=)           the round, the phase (one without
                                                             an agenda), the Day/Night card, the turn

Pieces are kept where the rules keep them (content/waggle-dance/notation.md):
  - a die put out (on a flower, a space, a tile) comes from the hand (a die showing that value
    first), else from the pool's dice not out this round, else from another die in the hand; a
    die taken back goes to the hand on the Day (phase place), else back to the pool;
  - a tile's cubes and eggs come from, and go back to, the general supply; so do hive tiles;
  - queen cards come from the deck and go back to it.
Seats and tiles are 0-based, flowers and die values 1 to 6, colours letters (data.COLOURS).
"""
from __future__ import annotations

from collections import Counter

from ..core import NotationError, fast_replace
from .check import check_position
from .data import (COLOUR_WORD, COLOURS, COUNTS, DECISIONS, MAX_ROUND, QUEEN_CARDS, RESTING,
                   SPACE_CARDS, TILE_CAPACITY)
from .notation import parse_position
from .state import EMPTY_TILE, State, Tile, format_position, placed_dice, put


class EditError(NotationError):
    """An edit that cannot be made (the position would need pieces that are not there)."""


def _refuse(message: str, key: str, **data) -> EditError:
    return EditError(message, rule=data.pop("rule", "waggle.components.list"), key=key, data=data)


def checked(s: State) -> State:
    """The edited position, once it passes check_position and reads back from its text."""
    check_position(s)
    back = parse_position(format_position(s))
    if back != s:                                   # (a form the notation cannot say)
        raise _refuse("the edited position does not read back", "edit-bad", text="position")
    return back


# --------------------------------------------------------------------------- dice

def pool_left(s: State, seat: int) -> int:
    """The seat's dice neither out nor in hand (rolled or not, back from the Night)."""
    return (s.dice[seat] + (seat == s.volunteer) - s.aside[seat] - len(s.hand[seat])
            - placed_dice(s, seat))


def _hand_after(s: State, seat: int, added: list[int], removed: list[int]) -> tuple:
    """The seat's hand after dice of these values are put out (added) and taken back."""
    hand, left = list(s.hand[seat]), pool_left(s, seat)
    for v in removed:
        if s.phase == "place":
            hand.append(v)
        else:
            left += 1
    for v in added:
        if v in hand:
            hand.remove(v)
        elif left > 0:
            left -= 1
        elif hand:
            hand.pop(0)
        else:
            raise _no_die(s, seat, len(added) - len(removed))
    return tuple(sorted(hand))


def _no_die(s: State, seat: int, more: int) -> EditError:
    data = {"seat": seat, "pool": s.dice[seat], "placed": placed_dice(s, seat),
            "hand": len(s.hand[seat]), "more": more, "rule": "waggle.day.placing"}
    message = (f"p{seat + 1} has no die left to put out: pool {s.dice[seat]}, placed "
               f"{data['placed']}, in hand {data['hand']}, {more} more wanted")
    if seat == s.volunteer or s.aside[seat]:
        return _refuse(message, "edit-dice-round", volunteer=int(seat == s.volunteer),
                       aside=s.aside[seat], **data)
    return _refuse(message, "edit-dice", **data)


def _seat(s: State, seat) -> int:
    if not isinstance(seat, int) or not 0 <= seat < s.players:
        raise _refuse(f"{seat!r} is not a seat of this game", "edit-bad", text=str(seat)[:20])
    return seat


def _value(v, low: int = 1, high: int = 6) -> int:
    if not isinstance(v, int) or isinstance(v, bool) or not low <= v <= high:
        raise _refuse(f"{v!r} is not a number {low} to {high}", "edit-bad", text=str(v)[:20])
    return v


# --------------------------------------------------------------------------- flowers, cubes

def set_flower(s: State, flower: int, counts, supply: int | None = None,
               start: int | None = None) -> State:
    """Flower `flower` (1-6) holding counts[seat] dice of each seat; optionally the general
    supply of its colour (`supply`) and the Day/Night card's holder (`start`)."""
    n = _value(flower)
    counts = [_value(c, 0, COUNTS["dice_per_player"]) for c in counts]
    if len(counts) != s.players:
        raise _refuse(f"{len(counts)} counts for {s.players} players", "edit-bad",
                      text=str(len(counts)))
    old = s.flowers[n - 1]
    hand = tuple(_hand_after(s, p, [n] * max(counts[p] - old[p], 0), [n] * max(old[p] - counts[p], 0))
                 for p in range(s.players))
    s = fast_replace(s, flowers=put(s.flowers, n - 1, tuple(counts)), hand=hand)
    if supply is not None:
        s = _supply(s, n - 1, _value(supply, 0, COUNTS["cubes_per_colour"]))
    if start is not None:
        s = fast_replace(s, start=_seat(s, start))
    return checked(s)


def cubes_elsewhere(s: State, colour: str) -> int:
    """Cubes of a colour on the hive tiles and won but not yet stored."""
    return (sum(t[2].count(colour) for h in s.hives for t in h)
            + sum(task[2].count(colour) for task in s.agenda if task[0] in ("stow", "store")))


def _supply(s: State, k: int, supply: int) -> State:
    """The general supply of colour k set to `supply`: at most what the other places leave;
    lowering it is refused (the cubes would have nowhere to go)."""
    colour, total = COLOURS[k], COUNTS["cubes_per_colour"]
    elsewhere = cubes_elsewhere(s, colour)
    data = {"colour": COLOUR_WORD[colour], "total": total, "elsewhere": elsewhere, "given": supply}
    if supply > total - elsewhere:
        raise _refuse(f"{COLOUR_WORD[colour]}: at most {total - elsewhere} cubes in the supply, "
                      f"not {supply}", "edit-cubes-most", most=total - elsewhere, **data)
    if supply < total - elsewhere and supply < s.cubes[k]:
        raise _refuse(f"{COLOUR_WORD[colour]}: {total - elsewhere} cubes belong in the supply, "
                      f"not {supply}", "edit-cubes-least", need=total - elsewhere, **data)
    return fast_replace(s, cubes=put(s.cubes, k, supply))


# --------------------------------------------------------------------------- tiles

def _tile_index(s: State, seat: int, i) -> int:
    if not isinstance(i, int) or not 0 <= i < len(s.hives[seat]):
        raise _refuse(f"p{seat + 1} has no hive tile {i!r}", "edit-no-tile", seat=seat,
                      tile=(i + 1) if isinstance(i, int) else 0, rule="waggle.day.hive")
    return i


def set_tile(s: State, seat: int, i: int, egg: bool | None = None, honey: bool | None = None,
             cubes: str | None = None, dice=None) -> State:
    """The seat's hive tile i with these contents (None: as it is). cubes: letters of
    data.COLOURS; dice: (card, value) pairs, card B or F."""
    seat = _seat(s, seat)
    old = s.hives[seat][_tile_index(s, seat, i)]
    cubes = old.cubes if cubes is None else "".join(sorted(str(cubes).upper()))
    dice = old.dice if dice is None else tuple(sorted((str(c).upper(), _value(v)) for c, v in dice))
    if any(c not in COLOURS for c in cubes) or len(cubes) > TILE_CAPACITY \
            or any(c not in ("B", "F") for c, _ in dice):
        raise _refuse(f"{cubes!r} {dice!r} is not a tile's contents", "edit-bad", text=cubes[:20])
    new = Tile(bool(old.egg if egg is None else egg), bool(old.honey if honey is None else honey),
               cubes, dice)
    supply = list(s.cubes)
    for k, c in enumerate(COLOURS):
        more = new.cubes.count(c) - old.cubes.count(c)
        if more > supply[k]:
            raise _refuse(f"only {supply[k]} {COLOUR_WORD[c]} cubes left in the supply, {more} "
                          "wanted", "edit-cubes-supply", colour=COLOUR_WORD[c], left=supply[k],
                          more=more)
        supply[k] -= more
    eggs = s.eggs - (int(new.egg) - int(old.egg))
    if eggs < 0:
        raise _refuse("no egg left in the general supply", "edit-egg")
    added, removed = Counter(new.dice) - Counter(old.dice), Counter(old.dice) - Counter(new.dice)
    hand = _hand_after(s, seat, [v for _, v in added.elements()], [v for _, v in removed.elements()])
    hive = put(s.hives[seat], i, new)
    return checked(fast_replace(s, hives=put(s.hives, seat, hive), cubes=tuple(supply), eggs=eggs,
                                hand=put(s.hand, seat, hand)))


def add_tile(s: State, seat: int) -> State:
    """An empty hive tile from the general supply onto the end of the seat's hive."""
    seat = _seat(s, seat)
    if s.tiles == 0:
        raise _refuse("no hive tile left in the general supply", "edit-no-supply-tile")
    return checked(fast_replace(s, tiles=s.tiles - 1,
                                hives=put(s.hives, seat, s.hives[seat] + (EMPTY_TILE,))))


def remove_tile(s: State, seat: int, i: int) -> State:
    """The seat's hive tile i back to the general supply, with its cubes and egg; its dice
    go back as set_tile takes them off. A hive keeps at least one tile."""
    seat = _seat(s, seat)
    if len(s.hives[seat]) == 1:
        raise _refuse("a hive keeps at least one tile", "edit-last-tile", seat=seat,
                      rule="waggle.setup.hive")
    s = set_tile(s, seat, i, egg=False, honey=False, cubes="", dice=())
    hive = s.hives[seat][:i] + s.hives[seat][i + 1:]
    spent = tuple((k - (k > i), v) for k, v in s.spent if k != i)
    return checked(fast_replace(s, tiles=s.tiles + 1, hives=put(s.hives, seat, hive), spent=spent))


# --------------------------------------------------------------------------- spaces, hands, cards

def set_space(s: State, card: str, value: int, holder) -> State:
    """Space `value` (1-6) of card A, C, E or G: None (open), "x" (a blocking marker) or a
    seat whose die (of that value) stands there."""
    card = str(card).upper()
    if card not in SPACE_CARDS:
        raise _refuse(f"{card!r} is not A, C, E or G", "edit-bad", text=card[:20])
    k, v = SPACE_CARDS.index(card), _value(value)
    if holder not in (None, "x"):
        holder = _seat(s, holder)
    old = s.spaces[k][v - 1]
    hand = list(s.hand)
    if isinstance(old, int):
        hand[old] = _hand_after(s, old, [], [v])
        s = fast_replace(s, hand=tuple(hand), spaces=put(s.spaces, k, put(s.spaces[k], v - 1, None)))
    if isinstance(holder, int):
        hand[holder] = _hand_after(s, holder, [v], [])
    return checked(fast_replace(s, hand=tuple(hand),
                                spaces=put(s.spaces, k, put(s.spaces[k], v - 1, holder))))


def set_hand(s: State, seat: int, values) -> State:
    """The seat's rolled dice not yet placed (values 1-6)."""
    seat = _seat(s, seat)
    return checked(fast_replace(s, hand=put(s.hand, seat, tuple(sorted(_value(v) for v in values)))))


def set_cards(s: State, seat: int, names) -> State:
    """The seat's queen cards in hand: the cards added come from the deck, those taken away
    go back to it."""
    seat = _seat(s, seat)
    names = tuple(sorted(str(n).lower() for n in names))
    deck = list(s.deck)
    for name, more in (Counter(names) - Counter(s.cards[seat])).items():
        if name not in QUEEN_CARDS:
            raise _refuse(f"{name!r} is not a queen card", "edit-bad", text=name[:20])
        k = QUEEN_CARDS.index(name)
        if deck[k] < more:
            raise _refuse(f"no {name} card left in the deck", "edit-no-card", card=name,
                          rule="waggle.components.queen-deck")
        deck[k] -= more
    for name, fewer in (Counter(s.cards[seat]) - Counter(names)).items():
        deck[QUEEN_CARDS.index(name)] += fewer
    return checked(fast_replace(s, cards=put(s.cards, seat, names), deck=tuple(deck)))


def _round(v) -> int:
    """A round number: 1 to MAX_ROUND (waggle.round.card: the game ends after that round)."""
    if not isinstance(v, int) or isinstance(v, bool):
        raise _refuse(f"{v!r} is not a round number", "edit-bad", text=str(v)[:20])
    if not 1 <= v <= MAX_ROUND:
        raise _refuse(f"round {v} is outside 1..{MAX_ROUND}", "out-of-range", n=v, low=1,
                      high=MAX_ROUND, rule="waggle.round.card")
    return v


def set_counters(s: State, round: int | None = None, phase: str | None = None,
                 start: int | None = None, turn: int | None = None) -> State:
    """The round, the phase (one where no agenda is kept: setup, roll, place, over), the
    holder of the Day/Night card and the seat to roll or place next."""
    changes = {}
    if round is not None:
        changes["round"] = _round(round)
    if phase is not None:
        if phase not in RESTING or phase in DECISIONS:
            raise _refuse(f"phase {phase!r} cannot be set by hand", "edit-phase",
                          phase=str(phase)[:20], rule="waggle.round.order")
        if s.agenda:
            raise _refuse("a position in the middle of the Night keeps its phase", "edit-phase",
                          phase=str(phase)[:20], rule="waggle.night.order")
        changes["phase"] = phase
    if start is not None:
        changes["start"] = _seat(s, start)
    if turn is not None:
        changes["turn"] = _seat(s, turn)
    return checked(fast_replace(s, **changes))
