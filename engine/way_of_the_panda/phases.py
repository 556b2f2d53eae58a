"""Way of the Panda: the phase table with its moves' handlers (BaseGame.apply dispatches
through it) and the legal moves of each deciding phase; every list of phases is derived from
the table's tags (data.PHASES declares them)."""
from __future__ import annotations

import dataclasses

from ..core import AUTO, CHANCE_ACTOR, SEAT, phase_ids
from . import act, place, setup
from .data import PHASES as DECLARED
from .state import State


def _place(s: State, m: tuple, events: list) -> State:
    """Choose a cell (guards placed, AP paid), then carry out what needs no decision."""
    return act.run(place.apply_place(s, m, events), events)


# phase -> (its moves' handlers by kind (moves.KINDS), its legal moves); "*" answers any kind
HANDLERS = {
    "setup": ({"setup": setup.apply_setup}, None),
    "guards": ({"guard": setup.apply_guard}, setup.guard_moves),
    "champions": ({"champion": setup.apply_champion}, setup.champion_moves),
    "turn": ({"place": _place, "pass": place.apply_pass}, place.turn_moves),
    "act": ({"*": act.apply}, act.moves),
}
PHASES = {pid: dataclasses.replace(p, moves=HANDLERS.get(pid, ({}, None))[0])
          for pid, p in DECLARED.items()}
LEGAL = {pid: legal for pid, (_, legal) in HANDLERS.items() if legal is not None}

RESTING = phase_ids(PHASES, resting=True)                 # a position may be in these
SETUP_PHASES = phase_ids(PHASES, tag="setup")             # before the first turn
SETUP_TASK_PHASES = phase_ids(PHASES, tag="setup-tasks")  # the setup decisions' agenda
ACTION_PHASES = phase_ids(PHASES, tag="action")           # an action's agenda
PLAY_PHASES = phase_ids(PHASES, tag="play", resting=True)  # a round under way
END_PHASES = phase_ids(PHASES, tag="end")
CHANCE_PHASES = phase_ids(PHASES, actor=CHANCE_ACTOR)
assert set(LEGAL) == set(phase_ids(PHASES, actor=SEAT)) and not phase_ids(PHASES, actor=AUTO,
                                                                          tag="setup")
