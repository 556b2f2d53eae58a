"""Where a game's parts are found: by convention, from the game id, as engine/ finds its
engines. The module name is the id with `_` for `-`, and:

    engine            engine.get(id)                              (engine/<name>/, or registered)
    board picture     tutor/boards/<name>.py                      render, event_highlight
    board clicks      tutor/boards/<name>_clicks.py               TARGET_FIRST, paths, explain_click
    score marks       tutor/scoring/<name>.py                     marks (optional)
    dispute panel     views/panels/<name>.py                      views.panels.Panel (optional)
    content           content/<id>/,  walkthroughs/<id>/          (under tutor.paths)

content/games.yaml is the one list of games: it orders them and marks them ready. A game that
lives elsewhere (the test suite's toy) adds its packages to BOARDS, SCORING or PANELS.
Modules are named, not imported, so tutor/ never imports views/ (or Streamlit) by itself.
"""
from __future__ import annotations

import importlib
import importlib.util
from functools import lru_cache
from types import ModuleType

import engine

BOARDS = ["tutor.boards"]     # packages searched for <name>.py and <name>_clicks.py
SCORING = ["tutor.scoring"]   # packages searched for <name>.py (score marks)
PANELS = ["views.panels"]     # packages searched for <name>.py (a dispute panel)


def module_name(game_id: str) -> str:
    return game_id.replace("-", "_")


@lru_cache(maxsize=None)
def _find(packages: tuple[str, ...], name: str) -> str | None:
    """The first package holding module `name` (kept: a board is asked for on every render)."""
    for package in packages:
        full = f"{package}.{name}"
        try:
            if importlib.util.find_spec(full) is not None:
                return full
        except ModuleNotFoundError:   # a package of the list that is not importable here
            continue
    return None


def ids() -> tuple[str, ...]:
    """The ready games, in content/games.yaml's order (each must have an engine and a board)."""
    from .content import load_games   # content imports nothing of this module
    return tuple(g.id for g in load_games() if g.ready)


def game(game_id: str):
    """The engine's Game for a game id."""
    return engine.get(game_id)


def _module(packages: list[str], game_id: str, suffix: str = "", required: bool = True) -> ModuleType | None:
    name = _find(tuple(packages), module_name(game_id) + suffix)
    if name is None:
        if required:
            raise KeyError(f"game {game_id!r} has no module {module_name(game_id)}{suffix} in "
                           f"{', '.join(packages)}")
        return None
    return importlib.import_module(name)


def board(game_id: str) -> ModuleType:
    """The board picture module: render(state, highlight, script, columns), event_highlight."""
    return _module(BOARDS, game_id)


def clicks(game_id: str) -> ModuleType:
    """The board click module: TARGET_FIRST, paths(state, moves), explain_click(state, clicks)."""
    return _module(BOARDS, game_id, "_clicks")


def scoring(game_id: str) -> ModuleType | None:
    return _module(SCORING, game_id, required=False)


def panel(game_id: str) -> ModuleType | None:
    return _module(PANELS, game_id, required=False)
