"""The three levels of computer player every game offers (issue 20): beginner (入門),
advanced (進階) and expert (高手); their Chinese names are content (content/<game>/game.yaml).

- beginner: the game's one-move-ahead player (`greedy`);
- advanced: a short search (MCTS, engine.mcts: ADVANCED seconds and nodes);
- expert: the full search within EXPERT_SECONDS a move (MCTS).
A game with a search of its own answers for its levels instead (BaseGame.level_player: Hive's
alpha-beta at depth 1, depth 2, and deepening until the clock runs out).

`level_player(game, id, seconds)` gives a level as an engine.core.Player, its clock replaced
by `seconds` where it has one; any other id is one of the game's own players (`greedy`).
"""
from __future__ import annotations

import random

from . import mcts
from .core import LimitError, Player, RulesError, short

__all__ = ["LEVELS", "EXPERT_SECONDS", "level_id", "level_player"]

LEVELS = ("beginner", "advanced", "expert")
NAMES = {"入門": "beginner", "入门": "beginner", "進階": "advanced", "进阶": "advanced", "高手": "expert"}
EXPERT_SECONDS = 0.9            # the top level answers within 1 s a move (2 s at the most)
ADVANCED = (0.25, 300)          # seconds, nodes
EXPERT_NODES = 200_000
MAX_SECONDS = 30.0              # the command line's bound


def _mcts(game, seconds: float, nodes: int) -> Player:
    def choose(game, state, rng: random.Random):
        return mcts.search(game, state, seconds=seconds, nodes=nodes, seed=rng.randrange(2 ** 31)).move
    return Player("mcts", choose)


def level_id(text: str) -> str:
    """A level's id from its id or its Chinese name; RulesError naming the levels otherwise."""
    level = NAMES.get(text.strip(), text.strip().lower())
    if level not in LEVELS:
        raise RulesError(f"unknown level {short(text)!r}; the levels: {', '.join(LEVELS)} (入門, 進階, 高手)",
                         key="bad-level")
    return level


def level_player(game, level: str, seconds: float | None = None, nodes: int | None = None) -> Player:
    """The Player for this level (or one of the game's own player ids). `nodes` lowers a
    searching level's node budget (with a seed, the same move whatever the clock; Hive's
    search needs none: it is deterministic but for its clock)."""
    if level not in LEVELS:
        try:
            return game.player(level)
        except KeyError:
            raise RulesError(f"unknown level {short(level)!r}; the levels: {', '.join(LEVELS)}",
                             key="bad-level") from None
    if seconds is not None and not 0 < seconds <= MAX_SECONDS:
        raise LimitError(f"seconds must be more than 0 and at most {MAX_SECONDS:g}", key="bad-seconds")
    own = game.level_player(level, seconds or EXPERT_SECONDS)
    if own is not None:         # a game with a search of its own (Hive's alpha-beta)
        return own
    if level == "beginner":
        return game.player("greedy")
    if level == "advanced":
        return _mcts(game, min(seconds or ADVANCED[0], ADVANCED[0]), min(nodes or ADVANCED[1], ADVANCED[1]))
    return _mcts(game, seconds or EXPERT_SECONDS, min(nodes or EXPERT_NODES, EXPERT_NODES))
