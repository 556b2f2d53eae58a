"""Board pictures: one module per game (tutor/boards/<game>.py), each a pure function
state -> SVG string. Which module draws which game is the registry's to say."""
from __future__ import annotations

from tutor import registry


def module(game_id: str):
    return registry.board(game_id)


def render(game_id: str, state, highlight: dict | None = None, script: str = "t",
           columns: int = 4) -> str:
    """The board picture; `columns` is how many panels fit side by side."""
    return module(game_id).render(state, highlight, script, columns)


def event_highlight(game_id: str, events) -> dict:
    """What the board should mark after these events (the last move)."""
    return module(game_id).event_highlight(events)


def frame_highlight(game_id: str, events, step_highlight: dict | None) -> dict:
    """What a walkthrough frame marks: the last move's marks, then the step's own."""
    hl = dict(event_highlight(game_id, events))
    hl.update(step_highlight or {})
    return hl
