"""Way of the Panda board: what its three pictures share. The colours (a clan by seat, the
champions' figure bases, the action board's columns, the buildings), the names of players
and owners (words from content/way-of-the-panda through tutor.words), and a picture's title.
"""
from __future__ import annotations

from engine.way_of_the_panda.data import CLANS
from engine.way_of_the_panda.state import NEUTRAL

from tutor.words import say

from .svg import THEME, Part, label
from .way_of_the_panda_clicks import acting_seat

ID = "way-of-the-panda"
WIDTH = THEME.width                                             # 358: 1:1 on a phone
GROW = 1.8          # the three pictures grow with their box up to 1.8 x 1:1, and never
                    # shrink below 1:1 (a narrower box scrolls them: labels stay 11 px)

SEAT_FILL = ("#d9731c", "#fafafa", "#6a1b9a", "#f4c20d")       # by seat: sand, white, lily, river
SEAT_INK = ("#fff", "#222", "#fff", "#222")
NEUTRAL_FILL, NEUTRAL_INK = "#9e9e9e", "#fff"
NINJA = "#212121"
BASE_COLOUR = {"monk": "#1e63c7", "governor": "#2e8b3e", "warrior": "#c62828"}   # figure bases
COLUMN_FILL = {"monk": "#e3f2fd", "governor": "#e8f5e9", "warrior": "#ffebee", "neutral": "#f5f5f5"}
COLUMN_INK = {"monk": "#0d47a1", "governor": "#1b5e20", "warrior": "#b71c1c", "neutral": "#424242"}
BUILDING_FILL = {"gate": "#bbdefb", "market": "#c8e6c9", "pagoda": "#ffcdd2"}
BUILDING_INK = {"gate": "#0d47a1", "market": "#1b5e20", "pagoda": "#b71c1c"}
BROWN = "#4e342e"                 # the pictures' titles, a capital's frame
GREY_TEXT = "#555"                # legends and labels
NOW = "#f2a900"                   # the frame of the player deciding now
RED_LINE = "#d32f2f"              # a do-both cell's dividing line, as printed

deciding = acting_seat            # the seat deciding now, or None (chance, the end)


def fill(owner: int) -> tuple[str, str]:
    """The fill and ink of a seat's (or the neutral) guard or road tile."""
    return (NEUTRAL_FILL, NEUTRAL_INK) if owner == NEUTRAL else (SEAT_FILL[owner], SEAT_INK[owner])


def player_name(seat: int, script: str) -> str:
    """玩家2（白拳）: the seat as the notation numbers it, and its clan."""
    clan = say(ID, f"board.clan.{CLANS[seat]}", script)
    return say(ID, "board.player", script, n=seat + 1, clan=clan)


def owner_name(owner: int, script: str) -> str:
    return say(ID, "value.neutral", script) if owner == NEUTRAL else player_name(owner, script)


def heading(words, script: str) -> Part:
    """A picture's title: 13 px, bold, brown."""
    return label(words, script, size=13, weight="bold", fill=BROWN, height=20, baseline=14)


def marked_of(hl: dict) -> set:
    return set(hl.get("marked") or ())
