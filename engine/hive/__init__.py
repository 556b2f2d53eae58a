"""Hive (seed 003) with the Mosquito, Ladybug and Pillbug."""
from .game import GAME

__all__ = ["GAME"]
