"""Waggle Dance: the computer players of the practice game.

`greedy` looks one decision ahead (core.choose_best): it tries every legal move, with its
automatic resolution, and keeps the one whose resulting position is worth most to it:
first its honey, then the cubes on its tiles counted toward honey (a tile's largest colour,
squared, so cubes of one colour gather on one tile), then (during the Day only) what its placed dice promise this
Night (a pair of F dice on a tile with cubes, a pair of B dice on an egg, the lead on a
flower), then its dice, eggs, empty tiles and queen cards. Remaining ties go to the rng.
Rolls and card draws are chance moves: the page samples them, no player is asked.
"""
from __future__ import annotations

import random
from collections import Counter

from ..core import RANDOM_PLAYER, Player, choose_best
from .state import State

DAY = ("place", "volunteer", "scout", "keep")


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


GREEDY = Player("greedy", choose_greedy)
PLAYERS = (RANDOM_PLAYER, GREEDY)
