"""Way of the Panda: the computer players of the practice game (platform: GAME.players)."""
from __future__ import annotations

from ..core import RANDOM_PLAYER

PLAYERS = (RANDOM_PLAYER,)
