"""Board pictures: one module per game (tutor/boards/<game>.py), each a pure function
state -> SVG string. Which module draws which game is the registry's to say."""
from __future__ import annotations

import json

from tutor import registry
from tutor.cache import keyed




def module(game_id: str):
    return registry.board(game_id)


def _render_key(game_id: str, state, highlight: dict | None = None, script: str = "t",
                columns: int = 4) -> tuple:
    # TypeError (a highlight that does not print): drawn, not kept
    return (game_id, repr(state), json.dumps(highlight or {}, sort_keys=True, default=str), script, columns)


@keyed(256, _render_key)
def render(game_id: str, state, highlight: dict | None = None, script: str = "t",
           columns: int = 4) -> str:
    """The board picture; `columns` is how many panels fit side by side. Pictures are kept
    (the last 256): a rerun that shows the same position draws nothing again."""
    return module(game_id).render(state, highlight, script, columns)




def event_highlight(game_id: str, events) -> dict:
    """What the board should mark after these events (the last move)."""
    return module(game_id).event_highlight(events)


def frame_highlight(game_id: str, events, step_highlight: dict | None) -> dict:
    """What a walkthrough frame marks: the last move's marks, then the step's own."""
    hl = dict(event_highlight(game_id, events))
    hl.update(step_highlight or {})
    return hl


def move_words(game_id: str, state, move, script: str = "t") -> str | None:
    """A move in words, from a board that says its moves itself (`move_words(state, move,
    script)`), or None: the page then says it from the engine's events (views.common.describe_move)."""
    words = getattr(module(game_id), "move_words", None)
    return words(state, move, script) if words is not None else None
