"""Which parts of a position score, as board marks: the hook a game fills to ring its scoring
sets, flocks or areas on a board picture (the example gallery's thumbnails; any page may ask).

A game supplies the marks with a module tutor/scoring/<name>.py that defines
    GAME_ID: str                                   the game's id in the registry
    marks(state, rules) -> dict | None             a highlight for tutor.boards.render, or
                                                   None when `rules` (the ids an example
                                                   cites) are not about scoring
The modules are found by themselves (as engine/ finds its games); a game without one has
no score marks, and marks() returns None for it.
"""
from __future__ import annotations

import importlib
import pkgutil
from functools import lru_cache


@lru_cache(maxsize=1)
def hooks() -> dict:
    """{game id: marks function} for every module of this package."""
    found = {}
    for info in pkgutil.iter_modules(__path__):
        module = importlib.import_module(f"{__name__}.{info.name}")
        found[module.GAME_ID] = module.marks
    return found


def marks(game_id: str, state, rules=()) -> dict | None:
    """What scores in this position, as a board highlight, for an example citing `rules`;
    None when the game has no hook or the rules are not about scoring."""
    hook = hooks().get(game_id)
    return hook(state, tuple(rules)) if hook else None
