"""Haste Bock? (羊羊危機, seed 004).

Modules import one way: data -> state -> moves -> score -> actions -> rules -> flow -> phases
-> check -> notation -> players -> edit -> game. The public names the tutor and the pages may
use:

    GAME, parse_position, format_position, State, Move, move (a move from its full text)
    N, SHEEP, THEA, SEAT_COLOURS, COLOUR_NAME, TILE_NAMES, DIE_FACES, DIE_SPACES, WALLS, END,
    STOP, KINDS, cell_name, cell_index, area_of, figure, colour, line_values, distance,
    jump_landings, legal_rams, same_rams, line_cells, diag_line, scoring_details, edit (the
    position editor, edit.py)
"""
from . import edit
from .actions import diag_line, jump_landings, line_cells
from .data import (COLOUR_NAME, DIE_FACES, DIE_SPACES, END, KINDS, N, SEAT_COLOURS, SHEEP, STOP,
                   THEA, TILE_NAMES, WALLS, area_of, cell_index, cell_name)
from .game import GAME
from .moves import Move, move
from .rules import legal_rams, same_rams
from .score import distance, line_values, scoring_details
from .state import State, colour, figure, format_position

parse_position = GAME.parse_position

__all__ = ["GAME", "parse_position", "format_position", "State", "Move", "move", "N", "SHEEP",
           "THEA", "SEAT_COLOURS", "COLOUR_NAME", "TILE_NAMES", "DIE_FACES", "DIE_SPACES", "WALLS",
           "END", "STOP", "KINDS", "cell_name", "cell_index", "area_of", "figure", "colour",
           "line_values", "distance", "jump_landings", "legal_rams", "same_rams", "line_cells", "diag_line",
           "scoring_details", "edit"]
