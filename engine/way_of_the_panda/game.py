"""Way of the Panda on the platform: the phase table, the catalogue of events and errors,
and the dispatch of each phase's moves to setup.py, place.py, act.py and round.py.
"""
from __future__ import annotations

import random
from typing import Any

from ..core import CHANCE_ACTOR, BaseGame, reread_with_options, resolve_options
from . import check, notation, round as rounds, setup
from .players import PLAYERS, points as search_points
from .data import (ACTION_BOARD, CELLS, CHAMPIONS, LOCATIONS, ROADS, TILE_KINDS, BUILDING_CHAMPION,
                   BUILDING_SUPPLY, BUILDING_VALUES, CITY_CARDS, COMPONENTS, GUARDS, ID, MAP,
                   MISSION_CARDS, OPTIONS, ROAD_TILES, SETUP, START_BUILDINGS, STRENGTH_TABLE,
                   TILE_PAIRING, TILES_BY_PLAYERS)
from .moves import Move
from .phases import LEGAL, PHASES
from .scoring import champion_strength, end_reached
from .state import (State, format_position, guards_left, new_state, road_text,
                    road_tiles_left)

F = frozenset
_W = "where"
EVENT_KEYS = {
    "setup.start-buildings": F({"cards"}),
    "setup.city-cards": F({"cards"}),
    "setup.missions": F({"during", "end"}),
    "setup.guard": F({"seat", "road"}),
    "setup.champion": F({"seat", "champion", "location"}),
    "place": F({"seat", "cell", "guards"}),
    "ap.pay": F({"seat", "cost", "ap"}),
    "ap.debt": F({"seat", "points", "ap"}),
    "pass": F({"seat"}),
    "done": F({"seat"}),
    "step": F({"seat", "champion", "from", "to", "road"}),
    "guard": F({"seat", "road"}),
    "tile": F({"seat", "road", "owner"}),
    "guards-home": F({"road", "guards"}),
    "ring": F({"seat", "location", "points"}),
    "ring.bonus": F({"seat", "location", "points"}),
    "lift": F({"seat", "champion", "from"}),
    "put-back": F({"seat", "champion", "location"}),
    "build": F({"seat", "building", "location", "value", "opponents", "points"}),
    "city-base": F({"seat", "location"}),
    "capital": F({"seat", "location"}),
    "card": F({"seat", "card", "side"}),
    "card.points": F({"seat", "card", "points"}),
    "take": F({"seat", "kind"}),
    "bonus.points": F({"seat", "points"}),
    "bonus.tiles": F({"seat", "kinds"}),
    "gain-ap": F({"seat", "gain", "ap"}),
    "mission": F({"seat", "card", "points"}),
    "end.trigger": F({"reason"}),
    "round.gain": F({"seat", "gain", "ap"}),
    "round.guards-home": F({"round"}),
    "round.order": F({"order", "round"}),
    "final.mission": F({"seat", "card", "points"}),
    "final.tiles": F({"seat", "champion", "tiles", "strength", "points"}),
    "final": F({"reason"}),
}
ERROR_KEYS = {
    # the rules (IllegalMove)
    "game-over": F(),
    "wrong-phase": F({"move", "phase"}),
    "bad-setup": F({"players"}),
    "setup-guard-road": F({"road"}),
    "champion-order": F({"champion"}),
    "champion-location": F({"champion", "location"}),
    "champion-apart": F({"champion", "location"}),
    "too-few-guards": F({"cell", "need", "have"}),
    "direction": F({"cell", "earlier"}),
    "cannot-pay": F({"cell", "cost", "ap"}),
    "no-cell": F({"cell"}),
    "bonus-neutral": F({"cell"}),
    "cell-actions": F({"cell"}),
    "no-pass": F({"seat"}),
    "lifted": F({"champion"}),
    "not-lifted": F({"champion"}),
    "no-road": F({"champion", "location"}),
    "too-strong": F({"champion", "road", "ninjas", "strength"}),
    "wrong-champion": F({"champion"}),
    "put-back-location": F({"champion", "location"}),
    "no-guard": F({"seat"}),
    "guard-road": F({"road"}),
    "no-road-tile": F({"road"}),
    "build-champion": F({"building"}),
    "build-location": F({"building", "location"}),
    "build-base-icon": F({"building", "location"}),
    "build-repeat": F({"building", "location"}),
    "build-supply": F({"building", "location"}),
    "build-guards": F({"building", "location"}),
    "take-kind": F({"kind"}),
    "bonus-choice": F({"choice"}),
    "not-now": F({"move", "task"}),
    # positions (NotationError) and moves (InvalidMove)
    "bad-field": F({_W, "text"}),
    "unknown-field": F({_W, "text"}),
    "dup-field": F({_W, "text"}),
    "missing-field": F({_W, "text"}),
    "stray-field": F({_W, "text"}),
    "players": F({_W, "players"}),
    "bad-value": F({_W, "text", "expected"}),
    "out-of-range": F({_W, "n", "low", "high"}),
    "bad-option": F({_W, "text"}),
    "inconsistent": F({_W, "text"}),
    # positions the rules cannot produce (check.py)
    "before-play": F({_W, "phase"}),
    "setup-agenda": F({_W}),
    "setup-progress": F({_W, "seat"}),
    "setup-road": F({_W, "road"}),
    "passed-turn": F({_W, "seat"}),
    "agenda-shape": F({_W, "task"}),
    "over-state": F({_W}),
    "built-count": F({_W, "built", "on_map", "start"}),
    "cards-taken": F({_W, "bases", "taken"}),
    "cell-guards": F({_W, "cell", "guards"}),
    "acting-guards": F({_W, "seat", "task"}),
    # the position editor (edit.py)
    "edit-what": F({_W, "text"}),
    "edit-none": F({_W, "text"}),
    "edit-empty": F({_W}),
    "edit-few-guards": F({_W, "n", "held"}),
    "edit-not-last": F({_W, "n", "held"}),
    "edit-no-guards-left": F({_W, "seat", "n"}),
    "edit-neutral-cell": F({_W}),
    "edit-road-full": F({_W, "n"}),
    "edit-last-ninja": F({_W}),
    "edit-no-tile": F({_W}),
    "edit-tile-supply": F({_W, "seat", "kind"}),
    "edit-not-built": F({_W, "seat", "building"}),
    "bad-move": F({_W, "text", "usage"}),
}


class PandaGame(BaseGame):
    id = ID
    phases = PHASES
    options = OPTIONS
    setup = SETUP
    tables = (COMPONENTS, GUARDS, TILE_PAIRING, TILES_BY_PLAYERS, ROAD_TILES, BUILDING_SUPPLY,
              BUILDING_CHAMPION, BUILDING_VALUES, STRENGTH_TABLE, MAP, ACTION_BOARD, CITY_CARDS,
              MISSION_CARDS, START_BUILDINGS)
    event_keys = EVENT_KEYS
    players = PLAYERS
    eval_scale = 6.0            # points of lead for about a 73 % win chance (engine.mcts)

    def points(self, s: State, player: int) -> float:
        return search_points(s, player)
    random_games_end = False        # uniformly random play builds rarely: hundreds of rounds
    error_keys = ERROR_KEYS

    def initial_state(self, players: int = 2, options=None) -> State:
        values = self.setup_values({"players": players})
        return new_state(values["players"], resolve_options(OPTIONS, options))

    def seat(self, s: State) -> int:
        return s.turn

    def chance_outcomes(self, s: State):
        return None                 # 720 x 20,160 x 81 equally likely setups: sampled

    def chance_probability(self, s: State, outcome) -> float:
        if self.phases[self.phase(s)].actor != CHANCE_ACTOR:
            return 0.0
        return setup.probability(s, tuple(outcome))

    def sample_chance(self, s: State, rng: random.Random) -> Move:
        return setup.sample(s, rng)

    def legal_moves(self, s: State) -> tuple:
        legal = LEGAL.get(self.phase(s))
        return tuple(legal(s)) if legal else ()

    def check_position(self, s: State) -> None:
        check.check_position(s)

    def auto(self, s: State, events: list) -> State:
        return rounds.end_round(s, events)

    def outcome(self, s: State):
        return rounds.outcome(s)

    def scores(self, s: State) -> dict[int, int]:
        return {p: s.score[p] for p in range(s.players)}

    def game_facts(self, s: State) -> dict[str, Any]:
        """Facts in the notation's words: seats 0-based, locations, roads and cells by id."""
        n = range(s.players)
        return {
            "round": s.round, "turn_order": list(s.order), "ap": dict(enumerate(s.ap)),
            "ap_stack": list(s.stack), "passed": [p for p in n if s.passed[p]],
            "guards_left": {p: guards_left(s, p) for p in n},
            "champions": {p: list(s.champions[p]) for p in n},
            "strength": {p: {c: champion_strength(s, p, c) for c in CHAMPIONS} for p in n},
            "tiles": {p: dict(zip(TILE_KINDS, s.tiles[p])) for p in n},
            "road_tiles_left": {p: road_tiles_left(s, p) for p in n},
            "built": dict(enumerate(s.built)),
            "buildings": {loc: below + (f"|{top}" if top else "")
                          for loc, (below, top) in zip(LOCATIONS, s.buildings) if below},
            "roads": {r: road_text(g, t) for r, (g, t) in zip(ROADS, s.roads) if g or t is not None},
            "board": {c: list(v) for c, v in zip(CELLS, s.board) if any(v)},
            "city": [card if up else f"-{card}" for card, up in s.city],
            "missions": list(s.missions), "claimed": s.claimed if s.claimed >= 0 else None,
            "task": s.agenda[0][0] if s.agenda else None,
            "end_triggered": end_reached(s),
        }

    def with_options(self, s: State, options: dict) -> State:
        return reread_with_options(self, s, options)

    def parse_move(self, s: State, text: str) -> Move:
        return notation.read_move(text)

    def format_move(self, s: State, m: tuple) -> str:
        return Move(*m).text()

    def parse_position(self, text: str) -> State:
        return notation.parse_position(text)

    def format_position(self, s: State) -> str:
        return format_position(s)


GAME = PandaGame()
