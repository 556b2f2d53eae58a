"""Waggle Dance: the setup draw, the rolls and the placing of dice (waggle.setup, waggle.day).

The setup (start player, blocking markers) and each player's roll are chance nodes whose
outcomes are sampled, never listed: `probability` and `sample` give their odds and a draw.
"""
from __future__ import annotations

import random
from collections import Counter
from math import comb, factorial

from ..core import Event, IllegalMove
from .data import BLOCKED_PER_CARD, HIVE_CARDS, SPACE_CARDS
from .state import State, Task, Tile, put, replace


def illegal(message: str, rule: str, key: str, **data) -> IllegalMove:
    return IllegalMove(message, rule=rule, key=key, data=data)


# --------------------------------------------------------------------------- chance

def probability(s: State, m: tuple) -> float:
    """The chance of a setup draw or a roll in this position; 0 for anything else."""
    if s.phase == "setup" and m[0] == "setup":
        k = BLOCKED_PER_CARD[s.players]
        ok = 0 <= m[1] < s.players and len(m[2]) == 4 and all(
            len(b) == k and len(set(b)) == k and all(1 <= v <= 6 for v in b) for b in m[2])
        return (1 / s.players) * (1 / comb(6, k)) ** 4 if ok else 0.0
    if s.phase == "roll" and m[0] == "roll":
        values = m[1]
        if len(values) != s.dice[s.turn] or not all(1 <= v <= 6 for v in values):
            return 0.0
        ways = factorial(len(values))
        for c in Counter(values).values():
            ways //= factorial(c)
        return ways / 6 ** len(values)
    return 0.0


def sample(s: State, rng: random.Random) -> tuple:
    if s.phase == "setup":
        k = BLOCKED_PER_CARD[s.players]
        start = rng.randrange(s.players)
        return ("setup", start, tuple(tuple(sorted(rng.sample(range(1, 7), k))) for _ in SPACE_CARDS))
    return ("roll", tuple(sorted(rng.randint(1, 6) for _ in range(s.dice[s.turn]))))


def apply_setup(s: State, m: tuple, events: list) -> State:
    if probability(s, m) == 0:
        raise illegal(f"{s.players} players: a start seat 1-{s.players} and "
                      f"{BLOCKED_PER_CARD[s.players]} different blocked numbers on each of A C E G",
                      "waggle.setup.blocking", "bad-setup", players=s.players)
    spaces = tuple(tuple("x" if v + 1 in b else None for v in range(6)) for b in m[2])
    events.append(Event("waggle.setup.start-player", "setup.start", {"seat": m[1]}))
    if any(m[2]):
        events.append(Event("waggle.setup.blocking", "setup.blocking",
                            {c: list(b) for c, b in zip(SPACE_CARDS, m[2])}))   # card: numbers
    return replace(s, start=m[1], turn=m[1], spaces=spaces, phase="roll")


def apply_roll(s: State, m: tuple, events: list) -> State:
    if probability(s, m) == 0:
        raise illegal(f"seat {s.turn + 1} rolls {s.dice[s.turn]} dice, each 1 to 6",
                      "waggle.day.roll", "bad-roll", n=s.dice[s.turn])
    who = s.turn
    events.append(Event("waggle.day.roll", "roll", {"seat": who, "values": list(m[1])}))
    nxt = (who + 1) % s.players
    s2 = replace(s, hand=put(s.hand, who, tuple(sorted(m[1]))), turn=nxt)
    return s2 if nxt != s.start else replace(s2, phase="place")


# --------------------------------------------------------------------------- placing

def tile_open(s: State, seat: int, tile: int) -> bool:
    limit = s.opts["max_dice_per_tile"]
    return limit == "unlimited" or len(s.hives[seat][tile][3]) < int(limit)


def legal_places(s: State, values=None) -> list[tuple]:
    """Every placement of a rolled die (or of the given values)."""
    who = s.turn
    limit = s.opts["max_dice_per_tile"]
    tiles = [i for i, t in enumerate(s.hives[who]) if limit == "unlimited" or len(t[3]) < int(limit)]
    out = []
    for v in sorted(set(s.hand[who] if values is None else values)):
        for card, row in zip(SPACE_CARDS, s.spaces):
            if row[v - 1] is None:
                out.append((card, v))
        out.append(("D", v))
        for card in HIVE_CARDS:
            out += [(card, v, i) for i in tiles]
    return sorted(out)


def apply_place(s: State, m: tuple, events: list) -> State:
    who, v = s.turn, m[1]
    if v not in s.hand[who]:
        raise illegal(f"you have no rolled {v} left to place", "waggle.day.placing", "no-die",
                      value=v)
    s2 = put_die(s, who, m, events)
    hand = list(s.hand[who])
    hand.remove(v)
    s2 = replace(s2, hand=put(s.hand, who, tuple(hand)))
    if s2.again == who:                 # shift change: the second die at once
        s2 = replace(s2, again=-1)
        if hand:
            return s2
    return next_turn(s2, who, events)


def put_die(s: State, who: int, m: tuple, events: list) -> State:
    """The die of value m[1] on the space, flower or own hive tile m names (placing rules
    checked; the hand is left alone)."""
    card, v = m[0], m[1]
    if card in SPACE_CARDS:
        i = SPACE_CARDS.index(card)
        held = s.spaces[i][v - 1]
        if held == "x":
            raise illegal(f"space {v} of {card} is closed by a blocking marker",
                          "waggle.setup.blocking", "space-blocked", card=card, value=v)
        if held is not None:
            raise illegal(f"space {v} of {card} is taken this round", "waggle.day.spaces",
                          "space-taken", card=card, value=v)
        events.append(Event("waggle.day.spaces", "place.space", {"seat": who, "card": card, "value": v}))
        return replace(s, spaces=put(s.spaces, i, put(s.spaces[i], v - 1, who)))
    if card == "D":
        f = s.flowers[v - 1]
        events.append(Event("waggle.day.flowers", "place.flower", {"seat": who, "value": v}))
        return replace(s, flowers=put(s.flowers, v - 1, put(f, who, f[who] + 1)))
    t = m[2]
    if not 0 <= t < len(s.hives[who]):
        raise illegal(f"you have no hive tile {t + 1}", "waggle.day.hive", "no-tile", tile=t + 1)
    if not tile_open(s, who, t):
        raise illegal(f"hive tile {t + 1} holds its {s.opts['max_dice_per_tile']} dice",
                      "waggle.day.hive", "tile-full", tile=t + 1)
    egg, honey, cubes, dice = s.hives[who][t]
    tile = Tile(egg, honey, cubes, tuple(sorted(dice + ((card, v),))))
    events.append(Event("waggle.day.hive", "place.tile",
                        {"seat": who, "card": card, "value": v, "tile": t + 1}))
    return replace(s, hives=put(s.hives, who, put(s.hives[who], t, tile)))


def spot_error(s: State, card: str, number: int, value: int | None = None) -> IllegalMove | None:
    """Why a die of `value` (None: any die) cannot go on space, flower or button `number` of
    `card` now, the placing rules' own refusal, or None: a blocking marker on the space
    (waggle.setup.blocking) before all else, then a die of another value (waggle.day.spaces,
    waggle.day.flowers, waggle.day.hive: the number is the die's), then a space taken this
    round (waggle.day.spaces)."""
    if card in SPACE_CARDS and s.spaces[SPACE_CARDS.index(card)][number - 1] == "x":
        return illegal(f"space {number} of {card} is closed by a blocking marker",
                       "waggle.setup.blocking", "space-blocked", card=card, value=number)
    if value is not None and value != number:
        if card == "D":
            return illegal(f"a {value} goes on flower {value}, not {number}", "waggle.day.flowers",
                           "wrong-flower", value=value, number=number)
        rule = "waggle.day.hive" if card in HIVE_CARDS else "waggle.day.spaces"
        return illegal(f"a {value} goes on space {value} of {card}, not {number}", rule,
                       "wrong-space", card=card, value=value, number=number)
    if card in SPACE_CARDS and s.spaces[SPACE_CARDS.index(card)][number - 1] is not None:
        return illegal(f"space {number} of {card} is taken this round", "waggle.day.spaces",
                       "space-taken", card=card, value=number)
    return None


def take_die(s: State, who: int, m: tuple) -> State:
    """The placed die m (a placing move) lifted off again (feint)."""
    card, v = m[0], m[1]
    if card in SPACE_CARDS:
        i = SPACE_CARDS.index(card)
        return replace(s, spaces=put(s.spaces, i, put(s.spaces[i], v - 1, None)))
    if card == "D":
        f = s.flowers[v - 1]
        return replace(s, flowers=put(s.flowers, v - 1, put(f, who, f[who] - 1)))
    egg, honey, cubes, dice = s.hives[who][m[2]]
    left = list(dice)
    left.remove((card, v))
    return replace(s, hives=put(s.hives, who, put(s.hives[who], m[2], Tile(egg, honey, cubes, tuple(left)))))


def placed(s: State, who: int) -> list[tuple]:
    """Every die of this seat on the table this Day, as the placing move that put it there."""
    out = [(card, v + 1) for card, row in zip(SPACE_CARDS, s.spaces) for v in range(6) if row[v] == who]
    out += [("D", n + 1) for n in range(6) if s.flowers[n][who]]
    out += sorted({(c, v, i) for i, t in enumerate(s.hives[who]) for c, v in t[3]})
    return out


def next_turn(s: State, who: int, events: list) -> State:
    """The next seat clockwise with dice to place; nobody: the card turns to Night."""
    for seat in [(who + 1 + i) % s.players for i in range(s.players)]:
        if s.hand[seat]:
            if seat != (who + 1) % s.players:
                events.append(Event("waggle.day.surplus", "place.surplus", {"seat": seat}))
            return replace(s, turn=seat)
    events.append(Event("waggle.round.card", "round.night", {"seat": s.start}))
    return replace(s, phase="night", agenda=NIGHT, again=-1)


# waggle.round.order: the last die of the Day starts the Night, which resolves these tasks
# (waggle.night.order, A to G) before dawn starts the next round's Day.
# waggle.hatch.before-eggs: hatch (B) comes before collect (C), so an egg taken on C waits for
# a later Night.
NIGHT = tuple(Task(kind) for kind in ("build", "hatch", "collect", "pollen", "trades", "honey",
                                      "cards", "dawn"))
