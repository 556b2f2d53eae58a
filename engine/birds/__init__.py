"""Birds On A Wire (seed 001)."""
from .game import GAME

__all__ = ["GAME"]
