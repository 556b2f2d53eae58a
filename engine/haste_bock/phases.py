"""Haste Bock?: the phase table, each phase a move is made in carrying its handlers
(BaseGame.apply dispatches to them), and the lists of phases derived from it.

A move the phase does not take is refused by the "*" handler, named as it always was by the
turn order rule (haste.turn.order); the core refuses any move once the game is over.
"""
from __future__ import annotations

from ..core import phase_ids, phase_table
from .data import KINDS, PHASE_ROWS
from .flow import apply_die_ram, apply_pass, apply_roll, apply_tile, refuse

HANDLERS = {
    "roll": {"roll": apply_roll, "*": refuse},
    "ram": {"ram": apply_die_ram, "*": refuse},
    "turn": {"pass": apply_pass, **{kind: apply_tile for kind in KINDS}, "*": refuse},
}
PHASES = phase_table(*((*row, HANDLERS.get(row[0], {})) for row in PHASE_ROWS))
RESTING = phase_ids(PHASES, resting=True)          # roll, ram, turn, over: where a position rests
