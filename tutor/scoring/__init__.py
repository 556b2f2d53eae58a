"""Which parts of a position score, as board marks: the hook a game fills to ring its scoring
sets, flocks or areas on a board picture (the example gallery's thumbnails; any page may ask).

A game supplies the marks with a module tutor/scoring/<name>.py, named from its id as the
registry finds every part of a game (tutor/registry.py), that defines
    marks(state, rules) -> dict | None             a highlight for tutor.boards.render, or
                                                   None when `rules` (the ids an example
                                                   cites) are not about scoring
A game without one has no score marks, and marks() returns None for it.
"""
from __future__ import annotations

from tutor import registry


def marks(game_id: str, state, rules=()) -> dict | None:
    """What scores in this position, as a board highlight, for an example citing `rules`;
    None when the game has no hook or the rules are not about scoring."""
    hook = registry.scoring(game_id)
    return hook.marks(state, tuple(rules)) if hook else None
