"""Rules engines for the tutor. Standard library only; see engine/core.py for the API."""
from .birds import GAME as BIRDS
from .hive import GAME as HIVE

GAMES = {BIRDS.id: BIRDS, HIVE.id: HIVE}


def get(game_id: str):
    from .core import RulesError
    if game_id not in GAMES:
        raise RulesError(f"unknown game {game_id!r}; known: {', '.join(GAMES)}",
                         key="unknown-game", data={"game": game_id})
    return GAMES[game_id]
