"""Waggle Dance (seed 000) on the platform: the game object (its phase table, with the
handlers BaseGame.apply dispatches to, is phases.py's), facts, the catalogue of event and error
keys, the invariants (check.py) and the notation.

Seats are 0-based inside the engine (events, facts, outcomes) and 1-based in every text form.
"""
from __future__ import annotations

import random
from typing import Any

from ..core import FIELD_ERRORS, BaseGame, reread_with_options, resolve_options
from . import night, notation, players
from .check import check_position
from .data import (COMPONENTS, FLOWER_COLOURS, ID, NIGHT_PHASES, OPTIONS, QUEEN_CARDS, QUEEN_DECK, SETUP,
                   SPACE_CARDS)
from .moves import Move, read_move
from .phases import LEGAL, ODDS, OUTCOMES, PHASES, SAMPLES
from .state import State, cube_count, format_position, honey_count, new_state, replace, tile_text

F = frozenset
EVENT_KEYS = {
    "setup.start": F({"seat"}),
    "setup.blocking": F(SPACE_CARDS),            # card letter: the numbers covered
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
    "hatch.no-die": F({"seat", "tile", "value"}),
    "eggs.take": F({"seat", "tile"}),
    "eggs.decline": F({"seat"}),
    "eggs.no-tile": F({"seat"}),
    "pollen.majority": F({"flower", "colour", "dice", "won"}),
    "pollen.won": F({"seat", "flower", "colour", "dice", "won"}),
    "pollen.shortage": F({"flower", "colour", "paid", "left", "want"}),
    "pollen.short-paid": F({"seat", "flower", "colour", "won", "paid", "left"}),
    "pollen.store": F({"seat", "colour", "tile"}),
    "pollen.returned": F({"seat", "cubes", "count"}),
    "trade": F({"seat", "give", "from", "colour", "tile", "rules"}),
    "trade.egg": F({"seat", "from", "colour", "tile", "rules"}),
    "trade.none": F({"seat"}),
    "trade.nothing": F({"seat"}),
    "honey.shift": F({"seat", "colour", "tile", "to"}),
    "honey.done": F({"seat"}),
    "honey.make": F({"seat", "tile", "colour", "value", "rules"}),
    "honey.split": F({"seat", "tile", "other", "colour", "value", "rules"}),
    "draw": F({"seat", "card"}),
    "queen.play": F({"seat", "card", "tile", "cubes"}),
    "queen.relocation": F({"seat", "tile", "to", "cubes", "rest"}),
    "queen.wrong-turn": F({"seat", "target", "flower", "to"}),
    "queen.gift": F({"seat", "item", "tile"}),
    "queen.value": F({"seat", "card", "value", "to", "action", "spot"}),
    "queen.value-tile": F({"seat", "card", "value", "to", "action", "tile"}),
    "queen.volunteer": F({"seat", "value"}),
    "queen.scout": F({"seat", "cards"}),
    "queen.keep": F({"seat", "card", "discarded"}),
    "queen.shift-change": F({"seat", "how"}),
    "queen.sick-day": F({"seat", "target", "value"}),
    "queen.feint": F({"seat", "value", "from", "from_n", "from_spot", "to", "to_n", "to_spot"}),
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
    "wrong-space": F({"card", "value", "number"}),
    "wrong-flower": F({"value", "number"}),
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
    "bad-move": F({_W, "text", "usage"}),
    "bad-colour": F({_W, "text"}),
    # positions the rules cannot produce (check.py); a field the phase does not hold
    "phase-agenda": F({"phase"}),
    "stray-agenda": F({"phase"}),
    "roll-cards": F({"phase"}),
    "again-day": F({"phase"}),
    "volunteer-twice": F({"phase"}),
    "spent-phase": F({"phase"}),
    "spent-dice": F({"phase", "seat", "tile", "value", "spent", "dice"}),
    "count-tiles": F({"supply", "hives", "total"}),
    "count-eggs": F({"supply", "tiles", "total"}),
    "count-cubes": F({"colour", "supply", "tiles", "waiting", "total"}),
    "count-cards": F({"card", "deck", "hands", "discard", "drawn", "total"}),
    "count-markers": F({"card", "markers", "most", "players"}),
    "count-dice": F({"seat", "pool", "supply", "total"}),
    "dice-out": F({"seat", "placed", "hand", "aside", "pool"}),
    "night-hand": F({"seat", "hand"}),
    "roll-dice": F({"seat"}),
    "tile-cubes": F({"seat", "tile", "cubes"}),
    "tile-egg-honey": F({"seat", "tile"}),
    "tile-mixed": F({"seat", "tile"}),
    "tile-dice": F({"seat", "tile", "dice", "most"}),
    "bad-agenda": F({"text", "phase"}),
    "night-dice": F({"card"}),
    "empty-deck": F({"phase"}),
    # edits that cannot be made (edit.py, EditError)
    "edit-bad": F({"text"}),
    "edit-dice": F({"seat", "pool", "placed", "hand", "more"}),
    "edit-dice-round": F({"seat", "pool", "volunteer", "aside", "placed", "hand", "more"}),
    "edit-cubes-most": F({"colour", "total", "elsewhere", "most", "given"}),
    "edit-cubes-least": F({"colour", "total", "elsewhere", "need", "given"}),
    "edit-cubes-supply": F({"colour", "left", "more"}),
    "edit-egg": F(),
    "edit-no-tile": F({"seat", "tile"}),
    "edit-no-supply-tile": F(),
    "edit-last-tile": F({"seat"}),
    "edit-no-card": F({"card"}),
    "edit-phase": F({"phase"}),
}


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
    eval_scale = 1.5            # honey of lead for about a 73 % win chance (engine.mcts)

    def points(self, s: State, player: int) -> float:
        return players.points(s, player)

    def determinize(self, s: State, player: int, rng: random.Random) -> State:
        """The queen cards in the other hands are hidden from `player`: each other hand is
        dealt again, as many cards as it holds, from those hands and the deck together (the
        deck keeps the rest). Discards and `player`'s own hand are in sight."""
        others = [p for p in range(s.players) if p != player and s.cards[p]]
        if not others:
            return s
        pool = [name for name, n in zip(QUEEN_CARDS, s.deck) for _ in range(n)]
        pool += [c for p in others for c in s.cards[p]]
        rng.shuffle(pool)
        cards = list(s.cards)
        for p in others:
            k = len(s.cards[p])
            cards[p], pool = tuple(sorted(pool[:k])), pool[k:]
        deck = tuple(pool.count(name) for name in QUEEN_CARDS)
        return replace(s, cards=tuple(cards), deck=deck)

    def progress(self, s: State) -> float:
        """The leader's honey against the target."""
        return min(1.0, max(honey_count(s, p) for p in range(s.players)) / s.opts["honey_target"])

    def initial_state(self, players: int = 2, options=None) -> State:
        values = self.setup_values({"players": players})
        return new_state(values["players"], resolve_options(OPTIONS, options))

    def seat(self, s: State) -> int:
        return s.agenda[0][1] if s.agenda else s.turn

    def chance_outcomes(self, s: State):
        listed = OUTCOMES.get(s.phase)      # the setup draw and a whole pool's roll: sampled
        return listed(s) if listed else None

    def chance_probability(self, s: State, outcome) -> float:
        odds = ODDS.get(s.phase)
        return odds(s, tuple(outcome)) if odds else 0.0

    def sample_chance(self, s: State, rng: random.Random) -> Move:
        sample = SAMPLES.get(s.phase)
        return Move(*sample(s, rng)) if sample else super().sample_chance(s, rng)

    def legal_moves(self, s: State) -> tuple:
        if s.phase in OUTCOMES:
            return tuple(self.chance_outcomes(s))
        legal = LEGAL.get(s.phase)
        return tuple(Move(*m) for m in legal(s)) if legal else ()

    def auto(self, s: State, events: list) -> State:
        return night.auto(s, events)

    def outcome(self, s: State):
        return night.outcome(s)

    def scores(self, s: State) -> dict[int, int]:
        return {p: honey_count(s, p) for p in range(s.players)}

    def game_facts(self, s: State) -> dict[str, Any]:
        seats = range(s.players)
        return {
            "round": s.round,
            "start_player": s.start,
            "side": "night" if s.phase in NIGHT_PHASES else "day",
            "volunteer": s.volunteer if s.volunteer >= 0 else None,
            "again": s.again if s.again >= 0 else None,
            "set_aside": {p: s.aside[p] for p in seats},
            "dice": {p: s.dice[p] for p in seats},
            "personal_supply": {p: s.supply[p] for p in seats},
            "hand": {p: list(s.hand[p]) for p in seats},
            "hives": {p: [tile_text(t) for t in s.hives[p]] for p in seats},
            "hive_tiles": {p: len(s.hives[p]) for p in seats},
            "eggs_in_hive": {p: sum(1 for t in s.hives[p] if t[0]) for p in seats},
            "honey": {p: honey_count(s, p) for p in seats},
            "cubes_in_hive": {p: cube_count(s, p) for p in seats},
            "queen_cards": {p: list(s.cards[p]) for p in seats},
            "deck": sum(s.deck),
            "general": {"tiles": s.tiles, "eggs": s.eggs, "cubes": list(s.cubes)},
        }

    def check_position(self, s: State) -> None:
        check_position(s)

    def with_options(self, s: State, options: dict) -> State:
        return reread_with_options(self, s, options)

    def parse_move(self, s: State, text: str) -> Move:
        return read_move(text)

    def format_move(self, s: State, m: tuple) -> str:
        return Move(*m).text()

    def parse_position(self, text: str) -> State:
        return notation.parse_position(text)

    def format_position(self, s: State) -> str:
        return format_position(s)


GAME = WaggleDance()
