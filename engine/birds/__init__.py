"""Birds On A Wire (seed 001).

Modules import one way: data -> state -> score -> rules -> players, notation -> game. The names below
are the public ones the tutor and the pages may use (nothing else, no `_private` names):

    GAME, parse_position, format_position, State, Move, move (a move from its full text)
    ROWS, COLS, SKY, DIAGONAL, KINDS, ON_SKY, GONE, CORNER_ZAPS
    sky_cells, sky_lines, cell_name, sky_name, parse_cell, owner, held, bag,
    legal_wire_cells, zapped_cells, wire_text, sky_text, zap_text, kind, one_legged
"""
from .data import (COLS, CORNER_ZAPS, DIAGONAL, GONE, KINDS, ON_SKY, ROWS, SKY, Move, cell_name,
                   kind, one_legged, sky_cells, sky_lines, sky_name)
from .game import GAME
from .notation import move, parse_cell
from .state import (State, bag, format_position, held, legal_wire_cells, owner, sky_text,
                    wire_text, zap_text, zapped_cells)

parse_position = GAME.parse_position


__all__ = ["GAME", "parse_position", "format_position", "State", "Move", "move", "ROWS", "COLS", "SKY",
           "DIAGONAL", "KINDS", "ON_SKY", "GONE", "CORNER_ZAPS", "sky_cells", "sky_lines",
           "cell_name", "sky_name", "parse_cell", "owner", "held", "bag", "legal_wire_cells",
           "zapped_cells", "wire_text", "sky_text", "zap_text", "kind", "one_legged"]
