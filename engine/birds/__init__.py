"""Birds On A Wire (seed 001).

Modules import one way: data -> state -> tokens -> moves -> score -> rules -> phases -> check ->
notation -> players -> game -> edit. The names below are the public ones the tutor and the
pages may use (nothing else, no `_private` names):

    GAME, parse_position, format_position, check_position, State, Move, move (a move from its
    full text), the kinds of move Draw, Wire, Sky, Zap, Flip, NoFlip, Line, Take, Pass, and
    GRAMMAR (word -> kind, parse and write)
    ROWS, COLS, SKY, DIAGONAL, KINDS, ON_SKY, GONE, CORNER_ZAPS, PER_KIND
    sky_cells, sky_lines, cell_name, sky_name, parse_cell, owner, held, bag,
    legal_wire_cells, zapped_cells, wire_text, sky_text, zap_text, kind, one_legged
    edit (the position editor: engine/birds/edit.py)
"""
from .data import (COLS, CORNER_ZAPS, DIAGONAL, GONE, KINDS, ON_SKY, PER_KIND, ROWS, SKY, cell_name,
                   kind, one_legged, sky_cells, sky_lines, sky_name)
from .game import GAME
from .moves import (GRAMMAR, Draw, Flip, Line, Move, NoFlip, Pass, Sky, Take, Wire, Zap, move,
                    parse_cell)
from .state import (State, bag, format_position, held, legal_wire_cells, owner, sky_text,
                    wire_text, zap_text, zapped_cells)
from . import edit

parse_position = GAME.parse_position
check_position = GAME.check_position


__all__ = ["GAME", "parse_position", "format_position", "check_position", "State", "Move", "move",
           "Draw", "Wire", "Sky", "Zap", "Flip", "NoFlip", "Line", "Take", "Pass", "GRAMMAR",
           "ROWS", "COLS", "SKY", "DIAGONAL", "KINDS", "ON_SKY", "GONE", "CORNER_ZAPS", "PER_KIND",
           "sky_cells", "sky_lines", "cell_name", "sky_name", "parse_cell", "owner", "held", "bag",
           "legal_wire_cells", "zapped_cells", "wire_text", "sky_text", "zap_text", "kind",
           "one_legged", "edit"]
