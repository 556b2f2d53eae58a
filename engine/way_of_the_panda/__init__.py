"""Way of the Panda (熊貓的逆襲, seed 002): the engine (issue 10).

Modules import one way: data -> state -> setup -> scoring -> place -> act -> round ->
notation -> players -> game.
  - data.py: every table of docs/way-of-the-panda-rule-ids.md as a core.Table naming its
    source and every option as a core.Option; the map, the action board, the city cards,
    the missions and the start-building cards are SCHEMATIC data, labelled as such.
  - state.py: State, a frozen dataclass of the whole position; format_position.
  - setup.py: the setup chance move, the setup guards and the champions.
  - scoring.py: what a position is worth (guards around a location, building requirement
    and points, rings, strength, missions, the end trigger, the final tile scoring).
  - place.py: a turn on the action board (guards needed, direction, AP and debt, pass).
  - act.py: carrying out a cell from the agenda (steps, guards and road tiles, rings,
    lifting, building, city cards, bonus).
  - round.py: the automatic round end and the final scoring.
  - notation.py: the position and move text.
  - players.py: the computer players.
  - game.py: the platform's Game (phases, catalogue, dispatch).
"""
from .data import Move
from .game import GAME
from .notation import format_position, move, parse_position
from .state import State, new_state

__all__ = ["GAME", "parse_position", "format_position", "State", "new_state", "Move", "move"]
