"""Per-game parts of the dispute page, one module per game, each implementing Panel.

The dispute page itself is generic (position, options, try a move, readings); a panel adds
what only its game has: the highlights of its analysis on the (generic, clickable) board,
scores, where a chosen piece can go, and editors. A panel may read its own engine package's public names, never `_private` ones.
"""
from __future__ import annotations

from typing import Any, Callable, Protocol


class Panel(Protocol):
    def controls(self, game: Any, state: Any, key: str) -> dict:
        """Draw what goes above the board (e.g. whose score to ring) and return the board's
        highlight for this state (the page adds the clicks' marks)."""

    def picked(self, game: Any, state: Any, key: str) -> None:
        """Draw, under the board, what the clicks so far chose (where a chosen piece can go,
        or why it cannot move); it is redrawn with the board on every click."""

    def show(self, game: Any, state: Any, key: str, apply: Callable[[str], None]) -> None:
        """Draw the game's part of the dispute page under the board, for this state. `key` prefixes every
        session-state key the panel uses; `apply(position_text)` replaces the position
        (after the page checks it)."""
