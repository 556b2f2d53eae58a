"""Haste Bock?: the computer players of the practice game.

`greedy` looks one decision ahead: it plays every legal move (with its automatic resolution)
and keeps the one after which its own player's points are highest, then, among those, the one
whose board scores most for it under the scoring of the area the time stone is in (so in
phase 2 it walks toward Roger before the wall is reached). Remaining ties go to the rng. Die
rolls are chance moves: the page samples them (GAME.sample_chance), no player is asked.
"""
from __future__ import annotations

import random

from ..core import RANDOM_PLAYER, Player, choose_best
from .data import area_of
from .rules import seat
from .score import colour_score
from .state import State, colour


def _value(s: State, me: int) -> tuple:
    return s.scores[me], colour_score(s.board, s.facing, area_of(s.time), colour(me))


def choose_greedy(game, s: State, rng: random.Random):
    """The legal move that leaves this player's score highest (see the module doc)."""
    me = seat(s)
    return choose_best(game, s, rng, lambda after: _value(after, me))


def points(s: State, me: int) -> float:
    """The search's estimate of `me`'s standing in points (engine.mcts): its score, and half of
    what its board would score now in the time stone's area."""
    return s.scores[me] + 0.5 * colour_score(s.board, s.facing, area_of(s.time), colour(me))


GREEDY = Player("greedy", choose_greedy)
PLAYERS = (RANDOM_PLAYER, GREEDY)
