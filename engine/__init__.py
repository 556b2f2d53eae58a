"""Rules engines for the tutor. Standard library only; see engine/core.py for the API.

Every game is a package engine/<name>/ whose __init__ exposes GAME (a core.BaseGame). The
packages are found here by themselves; a game that lives elsewhere (the test suite's toy)
joins with register(). Nothing else in the engine lists games.
"""
import importlib
import pkgutil

from .core import RulesError

GAMES: dict = {}


def register(game) -> None:
    if game.id in GAMES and GAMES[game.id] is not game:
        raise ValueError(f"game id {game.id!r} is registered twice")
    GAMES[game.id] = game


def _discover() -> None:
    for info in pkgutil.iter_modules(__path__):
        if info.ispkg:
            game = getattr(importlib.import_module(f"{__name__}.{info.name}"), "GAME", None)
            if game is not None:
                register(game)


def get(game_id: str):
    if game_id not in GAMES:
        raise RulesError(f"unknown game {str(game_id)[:40]!r}; known: {', '.join(GAMES)}",
                         key="unknown-game", data={"game": str(game_id)[:40]})
    return GAMES[game_id]


_discover()
