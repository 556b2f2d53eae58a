"""Haste Bock? (羊羊危機, seed 004).

Modules import one way: data -> state -> score -> actions -> rules -> flow -> notation ->
players -> game. The public names the tutor and the pages may use:

    GAME, parse_position, format_position, State, Move, move (a move from its full text)
    N, SHEEP, THEA, SEAT_COLOURS, COLOUR_NAME, TILE_NAMES, DIE_FACES, DIE_SPACES, WALLS, END,
    STOP, cell_name, area_of, figure, colour, line_values, distance, jump_landings, legal_rams
"""
from .actions import jump_landings
from .data import (COLOUR_NAME, DIE_FACES, DIE_SPACES, END, N, SEAT_COLOURS, SHEEP, STOP, THEA,
                   TILE_NAMES, WALLS, Move, area_of, cell_name)
from .game import GAME
from .notation import move
from .rules import legal_rams
from .score import distance, line_values
from .state import State, colour, figure, format_position

parse_position = GAME.parse_position

__all__ = ["GAME", "parse_position", "format_position", "State", "Move", "move", "N", "SHEEP",
           "THEA", "SEAT_COLOURS", "COLOUR_NAME", "TILE_NAMES", "DIE_FACES", "DIE_SPACES", "WALLS",
           "END", "STOP", "cell_name", "area_of", "figure", "colour", "line_values", "distance",
           "jump_landings", "legal_rams"]
