"""Birds On A Wire (seed 001) on the platform: the phase table (phases.py: BaseGame.apply
dispatches through it), auto, facts, the invariants (check.py), the catalogue of event and
error keys, and the notation.

Seats are 0-based inside the engine (events, facts, outcomes) and 1-based in every text form.
"""
from __future__ import annotations

from typing import Any

from ..core import BaseGame, IllegalMove, reread_with_options, resolve_options
from . import check, moves, notation, players, rules
from .data import BIRDS, ID, OPTIONS, SETUP
from .moves import Move
from .phases import PHASES
from .score import advanced_score, family_score
from .state import State, bag, empty_state, format_position, owner, sky_text, wire_text, zap_text

F = frozenset
EVENT_KEYS = {
    "draw": F({"seat", "bird"}),
    "place.wire": F({"seat", "bird", "cell"}),
    "place.sky": F({"seat", "bird", "cell"}),
    "sky.row-full": F({"seat", "line"}),
    "sky.col-full": F({"seat", "line"}),
    "sky.line-chosen": F({"seat", "line_kind", "line"}),
    "zap.take": F({"seat", "zap"}),
    "zap.missing": F({"seat", "line_kind", "line"}),
    "migration.start": F({"trigger", "birds"}),
    "migration.take": F({"seat", "bird", "cell"}),
    "migration.pass": F({"seat"}),
    "migration.no-room": F({"seat"}),
    "migration.leftovers": F({"seat", "birds"}),
    "migration.to-bag": F({"birds"}),
    "migration.discard": F({"birds"}),
    "zap.play": F({"seat", "target", "row", "zap"}),
    "zap.none": F({"target", "row"}),
    "zap.single": F({"target", "row", "bird"}),
    "zap.several": F({"target", "row", "birds"}),
    "zap.flip": F({"target", "bird", "cell"}),
    "zap.noflip": F({"target"}),
    "zap.return": F({"zap"}),
    "zap.removed": F({"zap"}),
    "turn.next": F({"seat"}),
    "turn.second-draw-skipped": F({"seat"}),
    "game.end.board-full": F({"seat"}),
    "game.end.bag-empty": F(),
    "game.six-flock": F({"seat"}),
}
_W = "where"
ERROR_KEYS = {
    # the rules (IllegalMove)
    "game-over": F(),
    "wrong-phase": F({"move", "expected"}),
    "not-in-bag": F({"bird"}),
    "no-cell": F({"cell"}),
    "cell-taken": F({"cell"}),
    "sky-taken": F({"cell"}),
    "not-adjacent": F({"bird", "cell"}),
    "sky-no-cell": F({"cell"}),
    "not-full-line": F({"line_kind", "line"}),
    "zap-not-held": F({"seat", "zap"}),
    "no-target": F({"target", "row"}),
    "not-zapped": F({"cell"}),
    "not-migrating": F({"bird"}),
    "must-take": F({"seat"}),
    # positions (NotationError); moves read the same birds and seats (InvalidMove)
    "bad-bird": F({_W, "text"}),
    "bad-seat": F({_W, "text"}),
    "bad-grid": F({_W, "rows", "cols"}),
    "bad-field": F({_W, "text"}),
    "dup-field": F({_W, "text"}),
    "no-players": F({_W}),
    "players": F({_W, "players"}),
    "bad-option": F({_W, "text"}),
    "bad-sky": F({_W, "text"}),
    "bad-zaps": F({_W}),
    "bad-phase": F({_W, "text"}),
    "missing-field": F({_W, "text"}),
    "stray-field": F({_W, "text"}),
    "unknown-field": F({_W, "text"}),
    "bad-value": F({_W, "text"}),
    "too-many": F({_W, "text", "n", "limit"}),
    "zap-not-corner": F({_W, "zap"}),
    "pool-size": F({_W, "n", "limit"}),
    "sky-line-full": F({_W, "line_kind", "line"}),
    "bag-empty": F({_W}),
    "choose-line": F({_W}),
    "zap-held": F({_W, "seat"}),
    "no-zap-held": F({_W, "seat"}),
    "no-second-draw": F({_W, "seat"}),
    "chooser-full": F({_W, "seat"}),
    "leftovers-to-trigger": F({_W, "trigger", "seat"}),
    "bad-end": F({_W, "text"}),
    "flip-too-few": F({_W, "target", "row", "n"}),
    # the editor (edit.py; NotationError)
    "bad-place": F({_W, "text"}),
    "place-empty": F({_W, "place"}),
    # moves (InvalidMove)
    "bad-cell": F({"text", "rows", "cols"}),
    "bad-move": F({"text", "usage"}),
}


class Birds(BaseGame):
    id = ID
    phases = PHASES
    options = OPTIONS
    setup = SETUP
    tables = (BIRDS,)
    has_score_details = True
    event_keys = EVENT_KEYS
    error_keys = ERROR_KEYS
    players = players.PLAYERS   # random, greedy (players.py)
    eval_scale = 4.0            # points of lead for about a 73 % win chance (engine.mcts)

    def points(self, s: State, player: int) -> float:
        return players.points(s, player)

    def progress(self, s: State) -> float:
        """The share of the 63 birds out of the bag."""
        return 1 - sum(bag(s).values()) / 63

    # --- setup and whose move ----------------------------------------------------------
    def initial_state(self, players: int = 3, options=None) -> State:
        values = self.setup_values({"players": players})
        return empty_state(values["players"], resolve_options(OPTIONS, options))

    def seat(self, s: State) -> int:
        return rules.seat(s)

    def chance_outcomes(self, s: State) -> dict:
        return {Move(*m): p for m, p in rules.chance_outcomes(s).items()}

    def legal_moves(self, s: State) -> tuple:
        return tuple(Move(*m) for m in rules.legal_moves(s))

    # --- playing -----------------------------------------------------------------------
    def apply(self, s: State, m: tuple, events: list) -> State:
        """BaseGame.apply (the phase table's handlers), except that a move after the end is
        refused with the rule that ended this game (birds.end.board-full, ...), which says
        more than the over phase's own birds.end."""
        if s.phase == "over":
            raise IllegalMove("the game is over", rule=s.over, key="game-over")
        return super().apply(s, m, events)

    def auto(self, s: State, events: list) -> State:
        return rules.auto(s, events)

    # --- results and observables -------------------------------------------------------
    def outcome(self, s: State):
        return rules.outcome(s)

    def scores(self, s: State) -> dict[int, int]:
        return rules.scores(s)

    def seat_count(self, s: State) -> int:
        return s.seats          # two players run four seats

    def seat_owner(self, s: State, seat: int) -> int:
        return owner(s, seat)

    def game_facts(self, s: State) -> dict[str, Any]:
        family, advanced = rules.seat_scores(s)
        return {
            "turn": s.turn,
            "hand": s.hand,
            "bag": sum(bag(s).values()),
            "pool": list(s.pool),
            "agenda": list(s.agenda),
            "zaps": [zap_text(z) for z in s.zaps],
            "family": dict(enumerate(family)),
            "advanced": dict(enumerate(advanced)),
            "sky": sky_text(s.sky, s.opts),
            "wires": [wire_text(w) for w in s.wires],
        }

    def score_details(self, s: State, seat: int) -> dict:
        return {"family": family_score(s.wires[seat], s.opts),
                "advanced": advanced_score(s.wires[seat], s.opts)}

    def with_options(self, s: State, options: dict) -> State:
        return reread_with_options(self, s, options)

    # --- notation (content/birds-on-a-wire/notation.md) --------------------------------
    def parse_move(self, s: State, text: str) -> tuple:
        return moves.parse_move(s, text)

    def format_move(self, s: State, m: tuple) -> str:
        return moves.format_move(s, m)

    def parse_position(self, text: str) -> State:
        return notation.parse_position(text)

    def format_position(self, s: State) -> str:
        return format_position(s)

    def check_position(self, s: State) -> None:
        check.check_position(s)


GAME = Birds()
