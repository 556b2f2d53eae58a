"""Way of the Panda (熊貓的逆襲) board picture: three panels drawn from the State alone, each
358 units wide at 1:1 (so the smallest label stays 11 px on a 390 px phone), growing with
their box up to 1.8 times and never shrinking below 1:1 (a narrower box scrolls), one under
the other:

  1. the map (示意地圖（非印刷版圖）): 18 locations in 3 rows x 6 columns with their icon
     (城 city, 起 start-building), the 3 bonus locations (gold, ★), the buildings (門 gate,
     市 market, 塔 pagoda; below a city base on a brown slab, those on the base above it; a
     capital framed in dark brown and named 首都), the champions standing there (a chip in
     the clan's colour, 僧 / 督 / 戰, ringed in the champion's base colour), the 30 roads: one
     dot per printed ninja, black while uncovered, in the owner's colour when a guard covers
     it (neutral grey), or a road tile (owner's colour, neutral grey) once the last ninja is
     covered. The wrapping roads R6, R12 and R18 leave the right edge and enter the left
     edge; both stubs carry the road's name.
  2. the action board (示意行動圖板（非印刷版圖）): row cost 0-5 at the left, the columns
     僧侶 總督 戰士 中立; each cell its id (the notation's `1M`), its action(s) in short
     words, a choose-one cell split by a thin line, a do-both cell by a red band (兩個都做)
     between its halves, the guards on it per player and (grey, top right) the guards the
     next placer needs.
  3. the players and tracks: this round's turn order with whose turn it is, the AP track
     (-2 .. 12) with the markers stacked (at equal AP the top one goes first), per player the
     clan, AP, score, guards and road tiles left, the champions (where, or lifted onto the
     player board, with their strength), the six Strength / Score tile counts, passed; the
     city card row (face up / face down, schematic cards) and the missions.

No click target lies on another (tests/tutor/test_panda_board.py measures it).

Highlights:
    {"marked": ["1M", "L8", "R5", ...]}  ringed: an action-board cell, a location, a road
                                         (event_highlight)
    {"thumbnail": True}                  the example gallery: one picture, the map, no hits
    {"live": True}                       a board played on (no change to the picture)

Clicks (data-hit values; a clicks module turns them into moves), every one a word of the
notation (engine/way_of_the_panda/notation.py; seats written from 1):
    1M              an action-board cell (row cost + column letter M G W N): a single cell
                    whole; a do-both cell's red band (both actions, in the printed order)
    1M step, 1M lift   each half of a split cell (choose-one or do-both), named by its action
    L1 … L18        a location of the map (the upper part of its box: the champions standing
                    there are chips in the tray under it, each its own click)
    R1 … R30        a road (the wrapping roads R6, R12, R18: both stubs); lit around its
                    dots, under its name
    p1 monk         a champion standing on the map (p<seat> monk | governor | warrior)
    monk            a lifted champion of the player deciding now (on the player board)
    card left, card right   the leftmost / rightmost face-up city card
    beads … masks   a Strength / Score tile kind of the player deciding now
                    (beads coins knives lanterns chests masks)
    tile own, tile neutral   the road tiles of the player deciding now, the neutral ones

The click contract (paths, explain_click, TARGET_FIRST, acting_seat, button_label) is
tutor/boards/way_of_the_panda_clicks.py's, which lists how each move is clicked.

Drawn from the toolkit (tutor/boards/svg.py) in parts: way_of_the_panda_map.py,
way_of_the_panda_actions.py and way_of_the_panda_players.py draw the three pictures,
way_of_the_panda_look.py holds what they share (colours, player names). Every word comes
from content/way-of-the-panda through tutor.words: the phases (game.yaml), the action,
champion, building and tile names (events.yaml values) and words/board.yaml.
"""
from __future__ import annotations

import re

from engine.way_of_the_panda.place import guards_needed
from engine.way_of_the_panda.state import LETTER_BUILDING

from . import way_of_the_panda_clicks as clicks
from .svg import panels
from .way_of_the_panda_actions import board_picture
from .way_of_the_panda_look import (NEUTRAL_FILL, NINJA, SEAT_FILL, WIDTH, deciding,
                                    player_name)
from .way_of_the_panda_map import map_picture
from .way_of_the_panda_players import players_picture
from ..highlights import FLAG, LIST

__all__ = ["render", "event_highlight", "map_picture", "board_picture", "players_picture",
           "TARGET_FIRST", "paths", "explain_click", "acting_seat", "button_label", "deciding",
           "player_name", "guards_needed", "LETTER_BUILDING", "SEAT_FILL", "NEUTRAL_FILL",
           "NINJA", "WIDTH"]


def render(s, highlight: dict | None = None, script: str = "t", columns: int = 4) -> str:
    """The map (with the status line), the action board and the players' panel, in a row
    that wraps (`columns` is left to the wrapping). A thumbnail is the map alone, no hits."""
    hl = highlight if isinstance(highlight, dict) else {}
    if hl.get("thumbnail"):
        svg = map_picture(s, hl, script, thumbnail=True)
        svg = re.sub(r"<title>[^<]*</title>", "", svg)
        return re.sub(r" data-hit='[^']*'", "", svg)
    return panels([map_picture(s, hl, script), board_picture(s, hl, script),
                   players_picture(s, hl, script)])


# the board module's click contract (docs/platform.md), written in way_of_the_panda_clicks.py
TARGET_FIRST, paths, explain_click = clicks.TARGET_FIRST, clicks.paths, clicks.explain_click
acting_seat, button_label = clicks.acting_seat, clicks.button_label

MARK_KEYS = ("cell", "road", "location", "to", "from")


def move_words(s, m, script: str = "t") -> str | None:
    """A move in words for the pages' buttons and move lists (views.common.describe_move asks
    this first): the clicks module's short label, distinct within a position; None (chance)
    leaves it to the engine's narration."""
    return clicks.button_label(s, m, script)


def event_highlight(events) -> dict:
    """Ring what the last move touched: every value of the event data keys cell, road,
    location, to and from (a cell id, a road or a location)."""
    marked: list[str] = []
    for e in events:
        d = getattr(e, "data", None) or {}
        for key in MARK_KEYS:
            v = d.get(key)
            values = v if isinstance(v, (list, tuple)) else (v,)
            for x in values:
                if isinstance(x, str) and x and x not in marked:
                    marked.append(x)
    return {"marked": marked} if marked else {}


# What a highlight may hold: the keys this board reads, each with its type (the walkthrough
# loader refuses any other, tutor/highlights.py).
HIGHLIGHT_KEYS = {
    "marked": LIST,           # ["1M", "L8", "R5", ...]
    "live": FLAG,
    "thumbnail": FLAG,
}
