"""Waggle Dance (seed 000) on the platform: the phase table, apply and auto, facts, the
catalogue of event and error keys, and the notation.

Seats are 0-based inside the engine (events, facts, outcomes) and 1-based in every text form.
"""
from __future__ import annotations

import random
from typing import Any

from ..core import FIELD_ERRORS, BaseGame, IllegalMove, reread_with_options, resolve_options
from . import day, night, notation, players, queen_day
from .data import (COMPONENTS, FLOWER_COLOURS, HIVE_CARDS, ID, OPTIONS, PHASES, QUEEN_DECK, SETUP,
                   SPACE_CARDS, Move)
from .state import State, cube_count, format_position, honey_count, new_state, tile_text

F = frozenset
EVENT_KEYS = {
    "setup.start": F({"seat"}),
    "setup.blocking": F({"blocked"}),
    "roll": F({"seat", "values"}),
    "place.space": F({"seat", "card", "value"}),
    "place.flower": F({"seat", "value"}),
    "place.tile": F({"seat", "card", "value", "tile"}),
    "place.surplus": F({"seat"}),
    "round.night": F({"seat"}),
    "round.day": F({"seat"}),
    "night.empty": F({"seat", "card", "item"}),
    "build.tile": F({"seat", "value", "tile"}),
    "hatch": F({"seat", "tile", "value"}),
    "eggs.take": F({"seat", "tile"}),
    "eggs.decline": F({"seat"}),
    "eggs.no-tile": F({"seat"}),
    "pollen.majority": F({"flower", "colour", "dice", "won"}),
    "pollen.shortage": F({"flower", "colour", "paid"}),
    "pollen.store": F({"seat", "colour", "tile"}),
    "pollen.returned": F({"seat", "cubes"}),
    "trade": F({"seat", "give", "colour", "tile", "rules"}),
    "trade.none": F({"seat"}),
    "trade.nothing": F({"seat"}),
    "honey.shift": F({"seat", "colour", "tile", "to"}),
    "honey.done": F({"seat"}),
    "honey.make": F({"seat", "tile", "colour", "value", "rules"}),
    "draw": F({"seat", "card"}),
    "queen.play": F({"seat", "card", "tile", "cubes"}),
    "queen.relocation": F({"seat", "tile", "to", "cubes", "rest"}),
    "queen.wrong-turn": F({"seat", "target", "flower", "to"}),
    "queen.gift": F({"seat", "item", "tile"}),
    "queen.value": F({"seat", "card", "value", "to"}),
    "queen.volunteer": F({"seat", "value"}),
    "queen.scout": F({"seat", "cards"}),
    "queen.keep": F({"seat", "card", "discarded"}),
    "queen.shift-change": F({"seat", "how"}),
    "queen.sick-day": F({"seat", "target", "value"}),
    "queen.feint": F({"seat", "value", "from", "to"}),
    "queen.harvest": F({"seat", "flower", "colour"}),
    "queen.pass": F({"seat"}),
    "queen.card": F({"seat", "card"}),
    "queen.hatch": F({"seat", "tile"}),
    "game.over": F({"winners"}),
}
_W = "where"
ERROR_KEYS = {
    # the rules (IllegalMove)
    "game-over": F(),
    "wrong-phase": F({"move", "phase"}),
    "bad-setup": F({"players"}),
    "bad-roll": F({"n"}),
    "no-die": F({"value"}),
    "space-blocked": F({"card", "value"}),
    "space-taken": F({"card", "value"}),
    "no-tile": F({"tile"}),
    "tile-full": F({"tile"}),
    "egg-tile": F({"tile"}),
    "store-tile": F({"colour", "tile"}),
    "bad-trade": F({"tile"}),
    "no-card": F({"card"}),
    "bad-play": F({"card", "tile"}),
    "bad-card": F({_W, "text"}),
    "shift-tile": F({"colour", "tile", "to"}),
    # positions (NotationError) and moves (InvalidMove)
    **FIELD_ERRORS,
    "stray-field": F({_W, "text"}),
    "players": F({_W, "players"}),
    "bad-value": F({_W, "text"}),
    "bad-tile": F({_W, "text"}),
    "inconsistent": F({_W, "text"}),
    "bad-move": F({_W, "text", "usage"}),
    "bad-colour": F({_W, "text"}),
}
DAY_CARDS = SPACE_CARDS + HIVE_CARDS + ("D",)


class WaggleDance(BaseGame):
    id = ID
    phases = PHASES
    options = OPTIONS
    setup = SETUP
    tables = (COMPONENTS, FLOWER_COLOURS, QUEEN_DECK)
    random_games_end = False        # uniformly random play rarely makes honey (package docstring)
    event_keys = EVENT_KEYS
    error_keys = ERROR_KEYS
    players = players.PLAYERS

    def initial_state(self, players: int = 2, options=None) -> State:
        values = self.setup_values({"players": players})
        return new_state(values["players"], resolve_options(OPTIONS, options))

    def seat(self, s: State) -> int:
        return s.turn if s.phase == "place" else s.agenda[0][1]

    def chance_outcomes(self, s: State):
        if s.phase == "volunteer":  # the Volunteer die: six faces
            return {Move("volunteer", v): 1 / 6 for v in range(1, 7)}
        if s.phase == "draw":       # a queen card: at most 14 outcomes
            return {Move(*m): p for m, p in night.draw_odds(s).items()}
        return None                 # the setup draw and a whole pool's roll: sampled

    def chance_probability(self, s: State, outcome) -> float:
        if s.phase == "draw":
            return night.draw_odds(s).get(tuple(outcome), 0.0)
        if s.phase == "volunteer":
            return 1 / 6 if tuple(outcome) in [("volunteer", v) for v in range(1, 7)] else 0.0
        if s.phase == "scout":
            return queen_day.scout_odds(s, tuple(outcome)) if outcome[0] == "scout" else 0.0
        return day.probability(s, tuple(outcome))

    def sample_chance(self, s: State, rng: random.Random) -> Move:
        if s.phase in ("draw", "volunteer"):
            return super().sample_chance(s, rng)
        if s.phase == "scout":
            return Move(*queen_day.sample_scout(s, rng))
        return Move(*day.sample(s, rng))

    def legal_moves(self, s: State) -> tuple:
        if s.phase == "place":
            return tuple(Move(*m) for m in day.legal_places(s) + queen_day.day_plays(s))
        if s.phase == "eggs":
            return tuple(Move(*m) for m in night.egg_moves(s))
        if s.phase in ("draw", "volunteer"):
            return tuple(self.chance_outcomes(s))
        if s.phase == "queen":
            return tuple(Move(*m) for m in night.queen_moves(s))
        if s.phase == "keep":
            return tuple(Move(*m) for m in queen_day.keep_moves(s))
        if s.phase == "trade":
            return tuple(Move(*m) for m in night.trade_choices(s))
        if s.phase == "shift":
            return tuple(Move(*m) for m in night.shift_choices(s))
        if s.phase == "store":
            _, seat, cubes = s.agenda[0]
            return tuple(Move(*m) for m in night.store_moves(s, seat, cubes))
        return ()

    def apply(self, s: State, m: tuple, events: list) -> State:
        m = tuple(m)
        kind = m[0] if m else ""
        if s.phase == "over":
            raise IllegalMove("the game is over", rule="waggle.end.goal", key="game-over")
        if s.phase == "setup" and kind == "setup":
            return day.apply_setup(s, m, events)
        if s.phase == "roll" and kind == "roll":
            return day.apply_roll(s, m, events)
        if s.phase == "place" and kind == "play":
            return queen_day.apply_day_card(s, m, events)
        if s.phase == "place" and kind in DAY_CARDS:
            return day.apply_place(s, m, events)
        if s.phase == "eggs" and kind == "egg":
            return night.apply_egg(s, m, events)
        if s.phase == "volunteer" and kind == "volunteer":
            return queen_day.apply_volunteer(s, m, events)
        if s.phase == "scout" and kind == "scout":
            return queen_day.apply_scout(s, m, events)
        if s.phase == "keep" and kind == "keep":
            return queen_day.apply_keep(s, m, events)
        if s.phase == "queen" and kind in ("play", "pass"):
            return night.apply_queen(s, m, events)
        if s.phase == "draw" and kind == "card":
            return night.apply_draw(s, m, events)
        if s.phase == "trade" and kind == "trade":
            return night.apply_trade_choice(s, m, events)
        if s.phase == "shift" and kind in ("shift", "done", "play"):
            return night.apply_shift_or_done(s, m, events)
        if s.phase == "store" and kind == "store":
            return night.apply_store(s, m, events)
        raise IllegalMove(f"{str(kind)[:20]} is not a move now: the phase is {s.phase}",
                          rule=PHASES[s.phase].rule, key="wrong-phase",
                          data={"move": str(kind)[:20], "phase": s.phase})

    def auto(self, s: State, events: list) -> State:
        return night.auto(s, events)

    def outcome(self, s: State):
        return night.outcome(s)

    def scores(self, s: State) -> dict[int, int]:
        return {p: honey_count(s, p) for p in range(s.players)}

    def game_facts(self, s: State) -> dict[str, Any]:
        return {
            "round": s.round,
            "start_player": s.start,
            "side": "night" if s.phase in ("eggs", "store", "trade", "shift", "queen", "draw")
            else "day",
            "volunteer": s.volunteer if s.volunteer >= 0 else None,
            "set_aside": {p: s.aside[p] for p in range(s.players)},
            "dice": {p: s.dice[p] for p in range(s.players)},
            "personal_supply": {p: s.supply[p] for p in range(s.players)},
            "hand": {p: list(s.hand[p]) for p in range(s.players)},
            "hives": {p: [tile_text(t) for t in s.hives[p]] for p in range(s.players)},
            "honey": {p: honey_count(s, p) for p in range(s.players)},
            "cubes_in_hive": {p: cube_count(s, p) for p in range(s.players)},
            "queen_cards": {p: list(s.cards[p]) for p in range(s.players)},
            "deck": sum(s.deck),
            "general": {"tiles": s.tiles, "eggs": s.eggs, "cubes": list(s.cubes)},
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


GAME = WaggleDance()
