"""Hive (seed 003) with the Mosquito, Ladybug and Pillbug.

Modules import one way: board → uhp → layout → state → rules → history → edit → search → cli → game.
Besides GAME,
this package offers what a page may ask of a position without touching the board:

    parse_position(text, options=None)  a State from a GameString (what repr(state) shows)
    move(text)                          a Move from its full text (what repr(move) shows)
    top_pieces(state)                   the piece on top of every stack, sorted
    destinations(state, piece)          that piece's legal moves now, as MoveStrings
    why_stuck(state, piece)             the IllegalMove that stops a piece without moves, or None
    throws(state, piece)                a Pillbug's (or Mosquito's) throws now, as Moves
    previous(state)                     the position one move earlier
    cell_text(state, cell) / parse_cell(state, text)   cells as text (wS1, wS1-, /bQ, q,r)
    edit                                the position editor (positions without history, edit.py):
                                        edits, edit.facts(layout), edit.problems / edit.check
    deciding_rules(events)              every rule that made the stepped move legal

GAME.facts(state) adds to the standard facts `turn_number` (the side to move's) and
`moves_played` (since the start, or since the position without history); GAME.check_position
(rules.position_problems) is what parse_position and the editor check.
"""
from . import edit, rules as _rules, state as _state, uhp as _uhp
from ..core import deciding_rules
from .game import GAME

parse_position = GAME.parse_position
move = _uhp.move
top_pieces = _rules.top_pieces
destinations = _rules.destinations
why_stuck = _rules.why_stuck
throws = _rules.throws
previous = _rules.previous


def cell_text(state, c: int) -> str:
    return _uhp.cell_text(_state.board(state), c)


def parse_cell(state, text: str) -> int:
    return _uhp.parse_cell(_state.board(state), text)


__all__ = ["GAME", "parse_position", "move", "top_pieces", "destinations", "why_stuck", "throws", "previous",
           "cell_text", "parse_cell", "edit", "deciding_rules"]
