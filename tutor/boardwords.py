"""The words every board says, for any game: a seat's name, an events.yaml value word, and a
list joined with the game's separator. Each takes the game id; all of them are
tutor.words.say underneath (so they come from content, in the reader's script).

    seat(game_id, n, script)        seat n (0-based) as game.yaml names it
    value(game_id, v, script)       content/<game>/events.yaml `values`: a piece, a colour, a card
    joined(game_id, items, script)  the items with words/board.yaml `sep` (、) between them
"""
from __future__ import annotations

from collections.abc import Iterable

from .words import say


def seat(game_id: str, n: int, script: str = "t") -> str:
    return say(game_id, f"seat.{n}", script)


def value(game_id: str, v, script: str = "t") -> str:
    return say(game_id, f"value.{v}", script)


def joined(game_id: str, items: Iterable[str], script: str = "t") -> str:
    return say(game_id, "board.sep", script).join(items)
