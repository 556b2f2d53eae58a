"""What a board highlight may hold, and the check of one. Each game's board module
(tutor/boards/<name>.py) declares the keys its render reads, with the type of each:

    HIGHLIGHT_KEYS = {key: type, tuple of types, or Of(...)}

(the test suite's toy: {}). The walkthrough loader refuses a step `highlight` that names
another key or gives one the wrong type (`problem`). The keys include the ones the pages add
themselves (`live` on a board played on, views/play.py; `thumbnail` in the example gallery;
`ghost`, a refused try: a board that draws no ghost ignores it and does not list it). Cells,
pieces and moves are written in the game's notation (content/<game>/notation.md); what each
key draws is told in the board module's docstring.

The types: TEXT, FLAG, MAPPING, LIST (below), int, or a tuple of them meaning "any of these".
What goes inside a list or a mapping is checked too, so that a highlight the loader accepts
never fails when the board is drawn:

- a LIST's items must be text (cells, pieces, moves: `marked: [A4, D3]`, never `[{A4: x}]`
  nor `[5]`: the boards read them as notation);
- a MAPPING's keys must be text or numbers, its values text, numbers or a mapping of the
  same (`cells: {"0,0": red}`, `wire: {p1: {r2c3: red}}`); never a list.

A board that wants other items declares them with `Of`: `list_of(str, int)` is a list of
text or numbers, `mapping_of(str)` a mapping whose values are text only (a tuple such as
`(list, str)` already means "a list or text", so element types need a marker of their own).
"""
from __future__ import annotations

from typing import Any, NamedTuple

from engine.core import short

from . import registry

TEXT, FLAG, MAPPING, LIST = str, bool, dict, (list, tuple)   # the types a board's keys take
ITEM = (str,)                    # what a list holds unless the board says otherwise
SCALAR = (str, int, float)       # a mapping's keys, and its values unless the board says otherwise
DEPTH = 4                        # mappings nested deeper than this are refused (YAML aliases)


class Of(NamedTuple):
    """A list or mapping with the types of its items (a mapping: of its values)."""
    container: tuple              # LIST or (MAPPING,)
    items: tuple                  # the item types


def list_of(*kinds: type) -> Of:
    """A list whose items are all of these types."""
    return Of(LIST, kinds)


def mapping_of(*kinds: type) -> Of:
    """A mapping whose keys are text or numbers and whose values are of these types."""
    return Of((MAPPING,), kinds)


def accepted(game_id: str) -> dict[str, Any]:
    """The keys a game's highlight may hold, with their types (its board's HIGHLIGHT_KEYS)."""
    return registry.board(game_id).HIGHLIGHT_KEYS


WORDS = {str: "text", bool: "true/false", dict: "a mapping", list: "a list", tuple: "a list",
         int: "a number", float: "a number"}


def _type_word(kinds) -> str:
    if isinstance(kinds, Of):
        return f"{_type_word(kinds.container)} of {_type_word(kinds.items)}"
    kinds = kinds if isinstance(kinds, tuple) else (kinds,)
    out: list[str] = []
    for k in kinds:
        w = _type_word(k) if isinstance(k, (Of, tuple)) else WORDS.get(k, k.__name__ if isinstance(k, type) else str(k))
        if w not in out:
            out.append(w)
    return " or ".join(out)


def _is(value: Any, kinds) -> bool:
    """The value's own type is one of kinds (items are checked by _inside)."""
    if isinstance(kinds, Of):
        kinds = kinds.container
    kinds = kinds if isinstance(kinds, tuple) else (kinds,)
    if isinstance(value, bool) and bool not in kinds:   # true/false is no number here
        return False
    plain = tuple(k for k in kinds if not isinstance(k, Of))
    return isinstance(value, plain) or any(_is(value, k) for k in kinds if isinstance(k, Of))


def _declared(value: Any, kinds) -> tuple | None:
    """The item types the board declares for this value (an Of that fits it), else None."""
    options = kinds if isinstance(kinds, tuple) and not isinstance(kinds, Of) else (kinds,)
    return next((k.items for k in options if isinstance(k, Of) and _is(value, k)), None)


def _plain(value: Any, depth: int = 0) -> bool:
    """A mapping value by default: text, a number, or a mapping of them (never a list)."""
    if isinstance(value, dict):
        return depth < DEPTH and all(_is(k, SCALAR) and _plain(v, depth + 1) for k, v in value.items())
    return _is(value, SCALAR)


def _inside(value: Any, kinds) -> str | None:
    """What is wrong inside a list or mapping (its items), in a few words, or None."""
    items = _declared(value, kinds)
    if isinstance(value, (list, tuple)):
        for x in value:
            if not _is(x, items or ITEM):
                return f"items must be {_type_word(items or ITEM)}, not {short(repr(x))}"
    elif isinstance(value, dict):
        for k, v in value.items():
            if not _is(k, SCALAR):
                return f"keys must be text or numbers, not {short(repr(k))}"
            if not (_is(v, items) if items else _plain(v)):
                want = _type_word(items) if items else "text, numbers or a mapping of them"
                return f"values must be {want}, not {short(repr(v))}"
    return None


def problem(game_id: str, highlight: Any) -> str | None:
    """What is wrong with a highlight for this game, in a few words (user text shortened),
    or None when every key is known and of its type (and so is what its lists and mappings
    hold)."""
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
        wrong = _inside(value, keys[key])
        if wrong:
            return f"`highlight.{short(str(key))}` {wrong}"
    return None
