"""Haste Bock? board: what its parts share. The pasture's geometry, the sheep's colours, the
names of sheep and tiles (words from content/haste-bock through tutor.words and
tutor.words).
"""
from __future__ import annotations

from engine.haste_bock import COLOUR_NAME, N, SEAT_COLOURS, THEA

from tutor.words import say, value

from .svg import THEME

ID = "haste-bock"
WIDTH = THEME.width         # 358: fits a 390 px phone drawn 1:1
C = 32                      # a cell
F = 20                      # the band outside the fence where Roger or Jacques stands
K = 14                      # column letters (top) and row numbers (left)
V = 16                      # line values (right for rows, bottom for columns)
X0 = F + K                  # the pasture's north-west corner
Y0 = F + K
GRID = N * C
PASTURE_HEIGHT = Y0 + GRID + V + F + 4

FILL = {"B": "#2f6fd6", "Y": "#f2c200", "G": "#2e9a48", "R": "#d8362f", THEA: "#1b1b1b"}
INK = {"B": "#fff", "Y": "#222", "G": "#fff", "R": "#fff", THEA: "#fff"}
GREY = "#555"               # legends, coordinates
NOW = "#f2a900"             # the frame of the player to move


def neutral(code: str, players: int) -> bool:
    """Whether a colour is neutral in a game of this many players (no seat plays it)."""
    return code in SEAT_COLOURS and SEAT_COLOURS.index(code) >= players


def sheep_name(sheep: str, players: int, script: str = "t") -> str:
    """A sheep by name: 藍羊1, 黑羊; a neutral colour's sheep says so."""
    name = value(ID, sheep, script)
    if sheep != THEA and neutral(sheep[0], players):
        return say(ID, "board.neutral-sheep", script, name=name)
    return name


def colour_word(code: str, script: str) -> str:
    """A colour by its events.yaml name (藍色) from its code (B)."""
    return value(ID, COLOUR_NAME[code], script)


def tile_label(name: str, script: str = "t") -> str:
    """A tile by its glossary name and time value: 平移斜線（2）."""
    return value(ID, name, script)


def centre(i: int) -> tuple[float, float]:
    r, c = divmod(i, N)
    return X0 + c * C + C / 2, Y0 + r * C + C / 2
