"""The one registry of games: for each, its engine, its board renderer and an optional
dispute-page panel. Everything else about a game is found by its id: content/<id>/ and
walkthroughs/<id>/ (under tutor.paths, so tests can point them at copies).

Modules are named, not imported, so tutor/ never imports views/ (or Streamlit) by itself.
A game listed `ready: true` in content/games.yaml must be registered here, and the reverse.
"""
from __future__ import annotations

import importlib
from dataclasses import dataclass
from types import ModuleType
from typing import Any

import engine


@dataclass(frozen=True)
class Entry:
    id: str
    board: str                 # module with render(state, highlight, script, columns) -> SVG
                               # and event_highlight(events) -> highlight
    panel: str | None = None   # module under views/panels/ implementing views.panels.Panel
    game: Any = None           # the engine's Game; None: engine.get(id)

    @property
    def engine(self):
        return self.game if self.game is not None else engine.get(self.id)


ENTRIES: dict[str, Entry] = {}


def register(entry: Entry) -> None:
    ENTRIES[entry.id] = entry


def entry(game_id: str) -> Entry:
    if game_id not in ENTRIES:
        raise KeyError(f"game {game_id!r} is not registered; known: {', '.join(ENTRIES)}")
    return ENTRIES[game_id]


def game(game_id: str):
    """The engine's Game for a registered id."""
    return entry(game_id).engine


def board(game_id: str) -> ModuleType:
    return importlib.import_module(entry(game_id).board)


def panel(game_id: str) -> ModuleType | None:
    name = entry(game_id).panel
    return importlib.import_module(name) if name else None


register(Entry("birds-on-a-wire", board="tutor.boards.birds", panel="views.panels.birds"))
register(Entry("hive", board="tutor.boards.hive", panel="views.panels.hive"))
register(Entry("haste-bock", board="tutor.boards.haste_bock", panel="views.panels.haste_bock"))
register(Entry("waggle-dance", board="tutor.boards.waggle_dance", panel="views.panels.waggle_dance"))
register(Entry("way-of-the-panda", board="tutor.boards.way_of_the_panda",
               panel="views.panels.way_of_the_panda"))
