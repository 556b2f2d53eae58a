"""Board pictures: one module per game (tutor/boards/<game>.py), each a pure function
state -> SVG string. Which module draws which game is the registry's to say."""
from __future__ import annotations

import json

from tutor import registry
from tutor.cache import keyed


# What a highlight may hold, per game: the keys each board module's render reads, with the
# type of each (tutor/highlights.py checks a walkthrough's against it; a board module may
# import its entry). A game not listed takes only the empty highlight.
TEXT, FLAG, MAPPING, LIST = str, bool, dict, (list, tuple)

HIGHLIGHT_KEYS: dict[str, dict[str, type | tuple[type, ...]]] = {
    "birds-on-a-wire": {
        "wire": MAPPING,          # {seat (0-based, or "p1"): {"r2c3": colour}}
        "sky": MAPPING,           # {"r1c2": colour}
        "row": TEXT,              # the zapped wire, "p2r1"
        "coords": FLAG,
    },
    "haste-bock": {
        "moved": LIST,            # ["e5", ...]: cells a sheep just moved to
        "rings": MAPPING,         # {"e5": colour}
        "score": MAPPING,         # {"phase": 1-4, "seat": 0-based seat}
        "ghost": TEXT,            # a refused try (move text)
        "controls": FLAG,         # False: no tiles, no direction pad
        "live": FLAG,
        "thumbnail": FLAG,
    },
    "hive": {
        "last": FLAG,             # outline the piece moved last
        "selected": TEXT,         # a piece, "wB1"
        "targets": LIST,          # [MoveString or cell]
        "cells": MAPPING,         # {cell: colour}
        "coords": FLAG,
        "ghost": TEXT,            # a tried move (MoveString)
        "hands": FLAG,            # False: leave out the pieces in hand
    },
    "waggle-dance": {
        "marked": LIST,           # ["A4", "D3", "p1 t2", ...]
        "live": FLAG,
        "thumbnail": FLAG,
    },
    "way-of-the-panda": {
        "marked": LIST,           # ["1M", "L8", "R5", ...]
        "live": FLAG,
        "thumbnail": FLAG,
    },
}


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


_CACHE = render      # the pictures kept: _CACHE.clear() empties them (tests, tools/bench_haste.py)


def event_highlight(game_id: str, events) -> dict:
    """What the board should mark after these events (the last move)."""
    return module(game_id).event_highlight(events)


def frame_highlight(game_id: str, events, step_highlight: dict | None) -> dict:
    """What a walkthrough frame marks: the last move's marks, then the step's own."""
    hl = dict(event_highlight(game_id, events))
    hl.update(step_highlight or {})
    return hl
