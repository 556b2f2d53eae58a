"""Waggle Dance: the computer players of the practice game.

`greedy` looks one decision ahead (core.choose_best): it tries every legal move, with its
automatic resolution, and keeps the one whose resulting position is worth most to it:
first its honey, then the cubes on its tiles counted toward honey (a tile's largest colour,
squared, so cubes of one colour gather on one tile), then (during the Day only) what its placed dice promise this
Night (a pair of F dice on a tile with cubes, a pair of B dice on an egg, the lead on a
flower), then its dice, eggs, empty tiles and queen cards. Remaining ties go to the rng.
Rolls and card draws are chance moves: the page samples them, no player is asked.

`steady` tries nothing: it reads the state and scores each placement by fixed rules (a pair
of F dice on a tile holding 4 cubes of one colour, or 2-3 of a colour whose flower it leads,
since D resolves before F; a pair of B dice on an egg; a die on the flower of a colour its
tiles can take where it would take or share the lead; A when it has no empty tile or fewer
than three tiles still without honey; C when it has two empty tiles and no egg; G, then E,
otherwise), plays volunteer and (with no empty tile) the queen's gift; at Night it takes the
egg, stores each won cube on the tile with most cubes of that colour alone (else an empty
tile), trades only when a tile gains cubes of one colour, plays efficiency, alchemy,
expertise and harvest when it can, moves a cube on F only when it completes 4 of one colour
on a tile with a pair (or relocates to that end), then `done`. Ties go to the seeded rng.
It is the strongest of the three: in 14 seeded 2-player games against greedy (seats
alternating) it won all 14, and 20 of 20 against random; PLAYERS is weakest first.
"""
from __future__ import annotations

import random
from collections import Counter
from functools import lru_cache

from ..core import RANDOM_PLAYER, Player, choose_best
from .data import COLOURS, DAY, SPACE_CARDS
from .moves import Move
from .state import State


def _tile_value(tile: tuple, hand: tuple, day: bool) -> int:
    egg, honey, cubes, dice = tile
    if not day:             # at Night only what is on the tiles counts (no endless shuffles)
        dice = ()
    if honey:
        return 0
    f = Counter(v for c, v in dice if c == "F")
    b = Counter(v for c, v in dice if c == "B")
    if egg:
        if any(n >= 2 for n in b.values()):
            return 100
        return 40 + sum(25 if v in hand else -10 for v in b) - 8 * sum(f.values())
    top = max(Counter(cubes).values()) if cubes else 0
    value = top * top * 10 - 15 * (len(cubes) - top)     # off-colour cubes block honey
    if any(n >= 2 for n in f.values()):
        value += 25 * top - (25 if sum(f.values()) > 2 else 0)
    elif f:                 # a lone F die: worth it when its pair is still in hand
        value += sum(10 * top - 5 if v in hand else -8 for v in f)
    if b:
        value -= 10 * sum(b.values())       # B dice without an egg do nothing
    return value


def value(s: State, me: int) -> tuple:
    hive = s.hives[me]
    honey = sum(1 for t in hive if t[1])
    day = s.phase in DAY
    score = sum(_tile_value(t, s.hand[me], day) for t in hive)
    for counts in s.flowers if day else ():
        mine = counts[me]
        if mine:
            best = max(c for p, c in enumerate(counts) if p != me)
            score += 30 if mine > best else 12 if mine == best else -6 * mine
            score -= 8 * max(0, mine - best - 1)          # dice beyond the lead are spare
    empty = sum(1 for t in hive if not t[0] and not t[1] and not t[2])
    open_spaces = [x == me for row in s.spaces for x in row]
    score += 25 * s.dice[me] + 12 * min(empty, 2) + 6 * len(hive) + 4 * len(s.cards[me])
    score += 10 * sum(open_spaces) if day else 0
    # last: leave the F decision rather than shuffle cubes for nothing (no endless ties)
    return honey, score, not (s.phase == "shift" and s.agenda[0][1] == me)


def choose_greedy(game, s: State, rng: random.Random):
    """The legal move after which this player's position is worth most (see the module doc)."""
    me = game.seat(s)
    return choose_best(game, s, rng, lambda after: value(after, me))


def points(s: State, me: int) -> float:
    """The search's estimate of `me`'s standing in honey (engine.mcts): its honey, and greedy's
    score of the rest of its position at about 60 to a honey."""
    honey, score, _ = value(s, me)
    return honey + score / 60


GREEDY = Player("greedy", choose_greedy)


# --------------------------------------------------------------------------- steady: rules, no look-ahead

def _pure(cubes: str) -> str | None:
    """The one colour of a tile's cubes, or None (no cubes or mixed)."""
    return cubes[0] if cubes and cubes.count(cubes[0]) == len(cubes) else None


def _f_pair(tile: tuple) -> bool:
    f = Counter(v for c, v in tile[3] if c == "F")
    return any(n >= 2 for n in f.values())


def _open(tile: tuple) -> bool:
    return not tile[0] and not tile[1] and not tile[2]


def _leads(counts: tuple, me: int) -> int:
    """My dice on a flower minus the most any opponent has there."""
    return counts[me] - max(c for p, c in enumerate(counts) if p != me)


@lru_cache(maxsize=8192)
def _tile_facts(tile: tuple) -> tuple:
    """(egg, honey, colour, cubes, F counts, B counts, F pair, B pair) of a hive tile."""
    egg, honey, cubes, dice = tile
    f = Counter(v for c, v in dice if c == "F") if dice else Counter()
    b = Counter(v for c, v in dice if c == "B") if dice else Counter()
    return (egg, honey, _pure(cubes), len(cubes), f, b, any(n >= 2 for n in f.values()),
            any(n >= 2 for n in b.values()))


def _day_options(s: State, me: int, hand: Counter) -> list:
    """(score, placement) for the placements worth considering; every one is legal (a die of
    the hand; a space still open; a tile under max_dice_per_tile; a flower always takes one)."""
    hive = s.hives[me]
    limit = s.opts["max_dice_per_tile"]
    leads = [_leads(counts, me) for counts in s.flowers]
    out, room = [], {}
    for i, tile in enumerate(hive):
        if tile[1]:
            continue                                # honey: nothing more to do there
        egg, honey, colour, n, f, b, fpair, bpair = _tile_facts(tile)
        if not egg and n < 4:
            key = "*" if n == 0 else colour
            if key is not None:
                room[key] = max(room.get(key, 0), 2 if n == 0 else 3 + n)
        if limit != "unlimited" and len(tile[3]) >= int(limit):
            continue
        if not egg and not fpair and colour is not None:
            ready = n == 4
            if ready or (n >= 2 and leads[COLOURS.index(colour)] > 0):
                base = 100 if ready else 55 + 5 * n     # D (before F) may fill it tonight
                out += [(base if f[v] == 1 else base - 10, ("F", v, i)) for v in hand
                        if f[v] == 1 or hand[v] >= 2]
        if egg and not bpair and s.supply[me]:
            out += [(80 if b[v] == 1 else 70, ("B", v, i)) for v in hand
                    if b[v] == 1 or hand[v] >= 2]
    for v in hand:
        fit = room.get(COLOURS[v - 1], 0) or room.get("*", 0)
        lead = leads[v - 1]
        if s.cubes[v - 1] == 0 or fit == 0:
            score = -20
        elif lead >= 1:
            score = 2                               # a spare die
        else:
            score = (45 if lead == 0 else 25 if lead == -1 else 5) + 4 * fit
        out.append((score, ("D", v)))
    open_tiles = sum(1 for t in hive if _open(t))
    working = sum(1 for t in hive if not t[1])
    scores = {"A": -30 if s.tiles == 0 else 60 if open_tiles == 0 else 40 if working < 3
              else 30 if open_tiles == 1 else 8,
              "C": 35 if open_tiles >= 2 and s.eggs and s.supply[me]
              and not any(t[0] for t in hive) else -5,
              "E": 0,                               # a trade is seldom worth a die
              "G": 10}
    for card, row in zip(SPACE_CARDS, s.spaces):
        out += [(scores[card], (card, v)) for v in hand if row[v - 1] is None]
    return out


def _day_choice(s: State, rng: random.Random):
    me = s.turn
    held = s.cards[me]
    if "volunteer" in held and s.volunteer < 0:
        return ("play", "volunteer")
    if "gift" in held and s.tiles and not any(_open(t) for t in s.hives[me]):
        return ("play", "gift", "tile")
    scored = _day_options(s, me, Counter(s.hand[me]))
    top = max(x for x, _ in scored)
    return rng.choice(sorted(m for x, m in scored if x == top))


def _worth(cubes: str) -> int:
    return len(cubes) ** 2 if _pure(cubes) else -2 * len(cubes)


def _store_choice(s: State, me: int, moves: list):
    """A won cube onto the tile that has most of its colour alone, else an empty tile."""
    def score(m):
        _, c, i = m
        tile = s.hives[me][i]
        cubes = tile[2]
        if not cubes:
            return 5
        if _pure(cubes) == c:
            return 10 + len(cubes) + (20 if len(cubes) == 3 and _f_pair(tile) else 0)
        return -len(cubes)
    return max(moves, key=score)


def _trade_choice(s: State, me: int, moves: list):
    """The trade that gathers most cubes toward one colour on a tile (or none)."""
    hive = s.hives[me]
    best, choice = 0, ("trade",)
    pure = [_pure(tile[2]) for tile in hive]
    for m in moves:
        if len(m) == 1:
            continue
        _, give, i, j, colour, t = m
        if hive[t][2] and pure[t] != colour and not (pure[t] == give and t in (i, j)):
            continue                                # the new cube would mix a tile
        after = {k: hive[k][2] for k in (i, j, t)}
        if give != "egg":
            for k in (i, j):
                after[k] = after[k].replace(give, "", 1)
        after[t] += colour
        gain = sum(_worth(c) - _worth(hive[k][2]) for k, c in after.items())
        gain -= 3 if give == "egg" else 0
        if gain > best:
            best, choice = gain, m
    return choice


def _shift_choice(s: State, me: int, moves: list):
    hive = s.hives[me]
    for m in moves:                 # honey cards first (efficiency, alchemy, expertise)
        if m[0] == "play" and m[1] != "relocation":
            return m
    for m in moves:                 # a cube that completes 4 of one colour on a paired tile
        if m[0] != "shift":
            continue
        _, c, i, j = m
        src, dst = _tile_facts(hive[i]), _tile_facts(hive[j])
        if (dst[6] and dst[3] == 3 and dst[2] == c and not (src[6] and src[3] == 4 and src[2])):
            return m
    for m in moves:                 # relocation that readies a paired tile
        if m[0] == "play" and m[1] == "relocation":
            _, _, i, j, kept = m
            for k, cubes in ((i, kept), (j, None)):
                if cubes is None:
                    both = list(hive[i][2] + hive[j][2])
                    for x in kept:
                        both.remove(x)
                    cubes = "".join(both)
                if _tile_facts(hive[k])[6] and len(cubes) == 4 and _pure(cubes) and not (
                        len(hive[k][2]) == 4 and _pure(hive[k][2])):
                    return m
    return ("done",)


KEEP_ORDER = ("volunteer", "gift", "efficiency", "alchemy", "expertise", "harvest", "relocation")


def choose_steady(game, s: State, rng: random.Random):
    """A rule-based move read off the state, no look-ahead (see `steady` in the module doc)."""
    phase = s.phase
    if phase == "place":
        return game_move(_day_choice(s, rng))
    moves = [tuple(m) for m in game.legal_moves(s)]
    me = game.seat(s)
    if phase == "eggs":
        return game_move(moves[-1])                 # an egg on the last empty tile, if any
    if phase == "store":
        return game_move(_store_choice(s, me, moves))
    if phase == "trade":
        return game_move(_trade_choice(s, me, moves))
    if phase == "shift":
        return game_move(_shift_choice(s, me, moves))
    if phase == "queen":
        return game_move(moves[-1])                 # play the card (pass is first)
    if phase == "keep":
        names = [m[1] for m in moves]
        return game_move(("keep", min(names, key=lambda n: KEEP_ORDER.index(n)
                                      if n in KEEP_ORDER else len(KEEP_ORDER))))
    return game_move(rng.choice(moves))


def game_move(m: tuple):
    return Move(*m)


STEADY = Player("steady", choose_steady)
PLAYERS = (RANDOM_PLAYER, GREEDY, STEADY)     # weakest first: steady beat greedy 14-0
