"""Birds On A Wire's score marks: every seat's scoring family sets, or its counted flocks,
ringed as the dispute page rings them (the board module's score_highlight)."""
from __future__ import annotations

from tutor import registry

GAME_ID = "birds-on-a-wire"
MODES = {"family": "birds.score.family", "advanced": "birds.score.advanced"}  # mode: its rules


def marks(state, rules: tuple) -> dict | None:
    cited = [mode for mode, prefix in MODES.items() if any(r.startswith(prefix) for r in rules)]
    if not cited:
        return None
    game, board = registry.game(GAME_ID), registry.board(GAME_ID)
    chosen = game.option_values(state).get("rules")
    mode = chosen if chosen in cited else cited[0]
    wires: dict = {}
    for seat in range(game.seat_count(state)):
        hl = board.score_highlight(state, seat, game.score_details(state, seat), mode)
        wires.update(hl.get("wire", {}))
    return {"wire": wires}
