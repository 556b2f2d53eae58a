"""Board pictures: one module per game (tutor/boards/<game>.py), each a pure function
state -> SVG string. Which module draws which game is the registry's to say."""
from __future__ import annotations

import json
from collections import OrderedDict

from tutor import registry


def module(game_id: str):
    return registry.board(game_id)


_CACHE: OrderedDict = OrderedDict()
_CACHE_SIZE = 256


def render(game_id: str, state, highlight: dict | None = None, script: str = "t",
           columns: int = 4) -> str:
    """The board picture; `columns` is how many panels fit side by side. Pictures are kept
    (the last 256): a rerun that shows the same position draws nothing again."""
    try:
        key = (game_id, repr(state), json.dumps(highlight or {}, sort_keys=True, default=str), script, columns)
    except TypeError:   # a highlight that does not print: drawn, not kept
        return module(game_id).render(state, highlight, script, columns)
    svg = _CACHE.get(key)
    if svg is None:
        svg = _CACHE[key] = module(game_id).render(state, highlight, script, columns)
        if len(_CACHE) > _CACHE_SIZE:
            _CACHE.popitem(last=False)
    else:
        _CACHE.move_to_end(key)
    return svg


def event_highlight(game_id: str, events) -> dict:
    """What the board should mark after these events (the last move)."""
    return module(game_id).event_highlight(events)


def frame_highlight(game_id: str, events, step_highlight: dict | None) -> dict:
    """What a walkthrough frame marks: the last move's marks, then the step's own."""
    hl = dict(event_highlight(game_id, events))
    hl.update(step_highlight or {})
    return hl
