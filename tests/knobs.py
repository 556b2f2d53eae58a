"""Knobs for the tests that play many games: one environment variable, GAMES.

`GAMES=1000 make test` plays 1,000 games in each many-games test (the deep run,
docs/testing.md); unset, each test plays its own default, chosen so that `make test` stays in
its budget and every option set, player count and end condition still comes up.
"""
from __future__ import annotations

import os

import pytest

MAX_GAMES = 100_000


def games(default: int, least: int = 1) -> int:
    """The number of games a many-games test plays: $GAMES, or its default; never fewer than
    `least`, the seeds it takes for every option set, player count and end to come up."""
    text = os.environ.get("GAMES", "").strip()
    if not text:
        return max(default, least)
    if not text.isascii() or not text.isdigit() or not 0 < int(text) <= MAX_GAMES:
        raise pytest.UsageError(f"GAMES={text[:20]!r}: give a whole number of games from 1 to {MAX_GAMES}")
    return max(int(text), least)
