"""Haste Bock?'s score marks: the scoring of the phase an example cites, drawn as the dispute
page draws it (the board module's score_marks: the line values of phases 2 and 4; in phases
1 and 3, where only the player who just played scores, that player's adjacencies)."""
from __future__ import annotations

import re

from tutor import registry

GAME_ID = "haste-bock"


def marks(state, rules: tuple) -> dict | None:
    phases = [int(m.group(1)) for r in rules if (m := re.fullmatch(r"haste\.score\.phase([1-4])", r))]
    if not phases:
        return None
    facts = registry.game(GAME_ID).facts(state)
    scorer = (facts["turn"] - 1) % len(facts["colours"])   # the turn has passed on after the scoring
    return registry.board(GAME_ID).score_marks(state, phases[0], scorer)
