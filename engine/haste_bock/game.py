"""Haste Bock? (seed 004) on the platform: the phase table (phases.py, whose handlers
BaseGame.apply dispatches to), auto, facts, the invariants (check.py), the catalogue of event
and error keys, and the notation.

Seats are 0-based inside the engine (events, facts, outcomes) and 1-based in every text form.
"""
from __future__ import annotations

from typing import Any

from ..core import FIELD_ERRORS, BaseGame, reread_with_options, resolve_options
from . import check, flow, notation, players, rules
from .data import COLOURS, DIE_FACES, END as TRACK_END, ID, OPTIONS, SETUP, TILE_SET, TRACK, area_of, cell_name
from .moves import Move, read_move
from .phases import PHASES
from .score import colour_score, details, line_values
from .state import State, colour, figure, format_position, new_state, tile_sum

F = frozenset
EVENT_KEYS = {
    "roll": F({"seat", "face"}),
    "ram.none": F({"seat", "face"}),
    "ram.reroll": F({"seat", "face"}),
    "ram": F({"seat", "sheep", "target", "direction", "rules"}),
    "ram.push": F({"sheep", "from", "to"}),
    "ram.pack": F({"sheep", "cells"}),
    "tile": F({"seat", "tile", "time_tile"}),
    "step": F({"seat", "sheep", "cells", "rules"}),
    "jump": F({"seat", "sheep", "cells", "rules"}),
    "shift": F({"seat", "sheep", "cells", "rules"}),
    "diag": F({"seat", "sheep", "cells", "rules"}),
    "align": F({"seat", "sheep", "cells", "rules"}),
    "rotate": F({"seat", "way", "facing"}),
    "figure.move": F({"figure", "edge"}),
    "figure.enter": F({"figure", "edge"}),
    "figure.leave": F({"figure"}),
    "time.advance": F({"seat", "from", "to", "steps"}),
    "time.stop": F({"space", "lost"}),
    "time.wall": F({"space", "scoring"}),
    "score": F({"seat", "points", "total", "scoring"}),
    "die.space": F({"seat", "space", "rules"}),
    "turn.pass": F({"seat"}),
    "turn.next": F({"seat"}),
    "end.penalty": F({"seat", "tiles", "points", "total"}),
    "game.over": F({"winners"}),
}
_W = "where"
ERROR_KEYS = {
    # the rules (IllegalMove)
    "game-over": F(),
    "wrong-phase": F({"move", "phase"}),
    "bad-face": F({"face", _W, "text"}),
    "wrong-sheep": F({"sheep", "face"}),
    "self-ram": F({"sheep"}),
    "no-pass": F(),
    "no-tile": F({"tile"}),
    "no-time-tiles": F({_W, "seat", "text", "dealt"}),   # also a position's (check.py)
    "no-time-tile": F({"value"}),
    "time-tile-needed": F(),
    "not-own": F({"sheep"}),
    "not-adjacent": F({"sheep", "cell"}),
    "occupied": F({"cell"}),
    "not-in-line": F({"sheep", "target"}),
    "same-ram": F({"sheep", "target", "first"}),
    "ram-reach": F({"sheep", "target"}),
    "fence": F({"sheep"}),
    "bad-landing": F({"sheep", "cell"}),
    "no-change": F(),
    "wrong-direction": F({"direction"}),
    "not-outer": F({"sheep", "direction"}),
    "no-undo": F({"undo"}),             # align-N ... align-W, rotate-left, rotate-right
    # positions (NotationError) and moves (InvalidMove)
    **FIELD_ERRORS,
    "stray-field": F({_W, "text"}),
    "players": F({_W, "players"}),
    "bad-value": F({_W, "text"}),
    "bad-board": F({_W, "text"}),
    "dup-sheep": F({_W, "text"}),
    "missing-sheep": F({_W, "text"}),
    "bad-tiles": F({_W, "text"}),
    "too-many": F({_W, "text", "n", "seat", "limit"}),
    "bad-seat": F({_W, "text"}),
    "bad-move": F({_W, "text", "usage"}),
    "bad-sheep": F({_W, "text"}),
    "bad-cell": F({_W, "text"}),
    "bad-direction": F({_W, "text"}),
    "bad-tile": F({_W, "text"}),
    "ambiguous-tile": F({_W, "text"}),
    "bad-time-tile": F({_W, "text"}),
    # the invariants of a position (check.py)
    "rams-count": F({_W, "seat", "count", "limit"}),
    "score-bound": F({_W, "seat", "score", "low", "high"}),
    "time-tiles-deal": F({_W, "seat", "text", "dealt"}),
    "pending-task": F({_W, "phase"}),
    "no-legal-ram": F({_W, "face"}),
    **{k: F({_W, "phase", "time", "end", "text"}) for k in (
        "no-rollers", "stray-rollers", "no-roll", "stray-roll", "no-end-reason",
        "stray-end-reason", "bad-end", "time-up", "time-not-up")},
}


class HasteBock(BaseGame):
    id = ID
    phases = PHASES
    options = OPTIONS
    setup = SETUP
    tables = (TILE_SET, TRACK, COLOURS, DIE_FACES)
    has_score_details = True
    event_keys = EVENT_KEYS
    error_keys = ERROR_KEYS
    players = players.PLAYERS
    eval_scale = 4.0            # points of lead for about a 73 % win chance (engine.mcts)

    def points(self, s: State, player: int) -> float:
        return players.points(s, player)

    def progress(self, s: State) -> float:
        """How far the time marker is along the track."""
        return min(1.0, s.time / TRACK_END)

    def initial_state(self, players: int = 4, options=None) -> State:
        values = self.setup_values({"players": players})
        return new_state(values["players"], resolve_options(OPTIONS, options))

    def seat(self, s: State) -> int:
        return rules.seat(s)

    def chance_outcomes(self, s: State) -> dict:
        faces = rules.legal_moves(s) if s.phase == "roll" else []
        return {Move(*m): 1 / len(faces) for m in faces}

    def legal_moves(self, s: State) -> tuple:
        return tuple(Move(*m) for m in rules.legal_moves(s))

    def auto(self, s: State, events: list) -> State:
        return flow.auto(s, events)

    def outcome(self, s: State):
        return flow.outcome(s)

    def scores(self, s: State) -> dict[int, int]:
        return dict(enumerate(s.scores))

    def game_facts(self, s: State) -> dict[str, Any]:
        area = area_of(s.time)
        return {
            "time": s.time,
            "area": area,
            "facing": s.facing,
            "figure": figure(s),
            "turn": s.turn,
            "rams": list(s.rams),
            "rolled": s.rolled,
            "forbid": list(s.forbid) if s.forbid else None,
            "tiles": {p: list(t) for p, t in enumerate(s.tiles)},
            "time_tiles": {p: list(t) for p, t in enumerate(s.time_tiles)},
            "tile_sums": {p: tile_sum(s, p) for p in range(s.players)},
            "colours": {p: colour(p) for p in range(s.players)},
            "board": notation_board(s),
            "phase_scores": {p: colour_score(s.board, s.facing, area, colour(p))
                             for p in range(s.players)},
            "line_values": dict(line_values(s.board, s.facing, area)) if area in (2, 4) else {},
        }

    def score_details(self, s: State, seat: int) -> dict:
        return details(s.board, s.facing, area_of(s.time), colour(seat))

    def with_options(self, s: State, options: dict) -> State:
        return reread_with_options(self, s, options)

    def parse_move(self, s: State, text: str) -> Move:
        """A move from its text in this position; a ram named by any sheep of the chain it
        hits is read as the ram legal_moves lists (named by the first sheep hit)."""
        return rules.canonical(s, read_move(text, s))

    def format_move(self, s: State, m: tuple) -> str:
        return Move(*m).text()

    def parse_position(self, text: str) -> State:
        return notation.parse_position(text)

    def check_position(self, s: State) -> None:
        check.check_position(s)

    def format_position(self, s: State) -> str:
        return format_position(s)


def notation_board(s: State) -> dict[str, str]:
    return {cell_name(i): b for i, b in enumerate(s.board) if b}


GAME = HasteBock()
