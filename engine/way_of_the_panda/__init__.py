"""Way of the Panda (熊貓的逆襲, seed 002): the engine (issue 10).

Modules import one way: data -> moves -> tasks -> state -> setup -> scoring -> place -> act ->
round -> phases -> check -> notation -> edit -> explain -> players -> game.
  - data.py: every table of docs/way-of-the-panda-rule-ids.md as a core.Table naming its
    source and every option as a core.Option; the map, the action board, the city cards,
    the missions and the start-building cards are SCHEMATIC data, labelled as such; the
    phases declared with their tags; the bounds of a position.
  - moves.py: the move kinds (named fields) and their grammar, one table (read and write).
  - tasks.py: the agenda's tasks (named fields).
  - state.py: State, a frozen dataclass of the whole position; Road, Site, Team, Tiles;
    format_position.
  - setup.py: the setup chance move, the setup guards and the champions.
  - scoring.py: what a position is worth (guards around a location, building requirement
    and points, rings, strength, missions, the end trigger, the final tile scoring).
  - place.py: a turn on the action board (guards needed, direction, AP and debt, pass).
  - act.py: carrying out a cell from the agenda (steps, guards and road tiles, rings,
    lifting, building, city cards, bonus).
  - round.py: the automatic round end and the final scoring.
  - phases.py: the phase table with its handlers and legal moves; lists of phases.
  - check.py: the invariants of a position (check_position).
  - notation.py: the position and move text.
  - edit.py: the position editor (every result checked).
  - explain.py: the dispute tools' answers.
  - players.py: the computer players.
  - game.py: the platform's Game (catalogue, dispatch through the phase table).

What a page may use (and only this, `__all__`): GAME, parse_position, format_position, move,
the tools (cell_report, step_report, build_report, ring_report, final_report, neighbours,
where_champion), the editor (`edit`), and the names of the pieces and places a page offers
(CHAMPIONS, BUILDINGS, TILE_KINDS, CELLS, LOCATIONS, CITY_LOCATIONS, BUILD_LOCATIONS, ROADS).
"""
from . import edit
from .data import BUILDINGS, CELLS, CHAMPIONS, ICON, LOCATIONS, ROADS, TILE_KINDS
from .explain import (build_report, cell_report, final_report, neighbours, ring_report,
                      step_report, where_champion)
from .game import GAME
from .moves import Move
from .notation import format_position, move, parse_position
from .state import State, new_state

CITY_LOCATIONS = tuple(loc for loc in LOCATIONS if ICON[loc] == "city")
BUILD_LOCATIONS = tuple(loc for loc in LOCATIONS if ICON[loc] in ("city", "start"))

__all__ = ["GAME", "parse_position", "format_position", "State", "new_state", "Move", "move",
           "edit", "cell_report", "step_report", "build_report", "ring_report", "final_report",
           "neighbours", "where_champion", "CHAMPIONS", "BUILDINGS", "TILE_KINDS", "CELLS",
           "LOCATIONS", "CITY_LOCATIONS", "BUILD_LOCATIONS", "ROADS"]
