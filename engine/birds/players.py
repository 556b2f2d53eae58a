"""Birds On A Wire: the computer players of the practice game.

`greedy` looks one decision ahead: it plays every legal move and keeps the one after which
its own player scores most under the position's rules (family or advanced scoring, with every
scoring option; rules.scores). Among moves that score alike it prefers one that wins the game
if the game ends, then the widest lead over the best other player (so a zap hits the leader),
and breaks the remaining ties with the rng. Draws are chance moves: the page samples them
(GAME.sample_chance), no player is asked.
"""
from __future__ import annotations

import random

from ..core import RANDOM_PLAYER, Player, choose_best
from .rules import outcome, scores, seat
from .state import State, owner


def _value(s: State, me: int) -> tuple:
    """How good s is for player `me`: (own points, wins if the game is over, lead)."""
    points = scores(s)
    others = [v for p, v in points.items() if p != me]
    done = outcome(s)
    won = done is not None and me in done.winners
    return points[me], won, points[me] - max(others, default=0)


def choose_greedy(game, s: State, rng: random.Random):
    """The legal move that leaves this player's own score highest (see the module doc)."""
    me = owner(s, seat(s))
    return choose_best(game, s, rng, lambda after: _value(after, me))


def points(s: State, me: int) -> float:
    """The search's estimate of player `me`'s standing in points (engine.mcts): its score."""
    return scores(s)[me]


GREEDY = Player("greedy", choose_greedy)
PLAYERS = (RANDOM_PLAYER, GREEDY)
