"""Board pictures: one module per game, each a pure function state -> SVG string."""
from __future__ import annotations

import importlib

RENDERERS = {"birds-on-a-wire": "birds", "hive": "hive"}


def module(game_id: str):
    return importlib.import_module(f"{__name__}.{RENDERERS[game_id]}")


def render(game_id: str, state, highlight: dict | None = None, script: str = "t",
           columns: int = 4) -> str:
    """The board picture; `columns` is how many panels fit side by side."""
    return module(game_id).render(state, highlight, script, columns)


def event_highlight(game_id: str, events) -> dict:
    """What the board should mark after these events (the last move)."""
    return module(game_id).event_highlight(events)
