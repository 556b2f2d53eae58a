"""What a board highlight may hold, and the check of one. Each game's board module
(tutor/boards/<name>.py) declares the keys its render reads, with the type of each:

    HIGHLIGHT_KEYS = {key: type or tuple of types}

(the test suite's toy: {}). The walkthrough loader refuses a step `highlight` that names
another key or gives one the wrong type (`problem`). The keys include the ones the pages add
themselves (`live` on a board played on, views/play.py; `thumbnail` in the example gallery;
`ghost`, a refused try: a board that draws no ghost ignores it and does not list it). Cells,
pieces and moves are written in the game's notation (content/<game>/notation.md); what each
key draws is told in the board module's docstring.
"""
from __future__ import annotations

from typing import Any

from engine.core import short

from . import registry

TEXT, FLAG, MAPPING, LIST = str, bool, dict, (list, tuple)   # the types a board's keys take


def accepted(game_id: str) -> dict[str, type | tuple[type, ...]]:
    """The keys a game's highlight may hold, with their types (its board's HIGHLIGHT_KEYS)."""
    return registry.board(game_id).HIGHLIGHT_KEYS


def _type_word(kinds) -> str:
    kinds = kinds if isinstance(kinds, tuple) else (kinds,)
    words = {str: "text", bool: "true/false", dict: "a mapping", list: "a list", tuple: "a list",
             int: "a number", float: "a number"}
    out: list[str] = []
    for k in kinds:
        w = words.get(k, k.__name__)
        if w not in out:
            out.append(w)
    return " or ".join(out)


def _is(value: Any, kinds) -> bool:
    kinds = kinds if isinstance(kinds, tuple) else (kinds,)
    if isinstance(value, bool) and bool not in kinds:   # true/false is no number here
        return False
    return isinstance(value, kinds)


def problem(game_id: str, highlight: Any) -> str | None:
    """What is wrong with a highlight for this game, in a few words (user text shortened),
    or None when every key is known and of its type."""
    if highlight is None:
        return None
    if not isinstance(highlight, dict):
        return f"`highlight` must be a mapping, not {type(highlight).__name__}"
    keys = accepted(game_id)
    for key, value in highlight.items():
        if key not in keys:
            known = ", ".join(keys) if keys else "none: this game's board takes no highlight"
            return f"unknown `highlight` key {short(repr(key))} (known: {known})"
        if not _is(value, keys[key]):
            return (f"`highlight.{short(str(key))}` must be {_type_word(keys[key])}, "
                    f"not {short(repr(value))}")
    return None
