"""Hive (seed 003) with the Mosquito, Ladybug and Pillbug: the Game API (core.BaseGame) over
the rules (rules.py) and the fast board (board.py).

A state is the game type, the options and the moves played (state.py); positions are UHP
GameStrings, moves UHP MoveStrings (uhp.py, content/hive/notation.md). Seats: 0 is White,
1 is Black. Two phases: play (a seat decides; every move, a placement, a movement, a throw or
a pass, is played by rules.play) and over (BaseGame.apply refuses any move there with
hive.end.over, key game-over).
"""
from __future__ import annotations

import math
import time

from ..core import BaseGame, IllegalMove, NOBODY, Player, SEAT, Setup, SetupError, phase_table
from .state import OPTIONS, State, board, game_string, scratch
from . import cli, rules, search, uhp
from .board import PIECES, Move

ID = "hive"

# Error keys raised here (rules.explain, uhp.py, the UHP engine, the command line) with the
# data fields each carries; the shared keys come from core.CORE_ERRORS.
ERROR_KEYS = {
    "game-over": frozenset(), "pass-not-allowed": frozenset(), "not-in-game": frozenset({"piece"}),
    "not-your-piece": frozenset({"piece"}), "occupied": frozenset({"piece"}),
    "queen-first-turn": frozenset(), "queen-by-fourth": frozenset(),
    "order": frozenset({"piece", "first"}), "first-placement": frozenset(),
    "own-colour": frozenset({"piece"}), "covered": frozenset({"piece"}),
    "stunned": frozenset({"piece"}), "last-moved": frozenset({"piece"}),
    "thrower-stunned": frozenset({"piece"}), "pillbug-limits": frozenset({"piece"}),
    "queen-first": frozenset({"piece"}), "must-move": frozenset({"piece"}),
    "one-hive": frozenset({"piece"}), "freedom": frozenset({"piece"}),
    "cannot-reach": frozenset({"piece"}),
    "bad-move": frozenset({"text"}), "unknown-piece": frozenset({"text"}),
    "bad-reference": frozenset({"text"}), "bad-cell": frozenset({"text"}),
    "bad-gametype": frozenset({"text"}), "bad-gamestring": frozenset({"text", "where"}),
    "bad-options": frozenset({"text"}),
    "bad-state": frozenset({"text"}), "bad-turn": frozenset({"text"}),
    "too-many-moves": frozenset({"limit"}), "invalid-history": frozenset({"index", "move"}),
    "players": frozenset({"players"}),
    "no-game": frozenset(), "search-depth": frozenset({"depth", "limit"}),
    "perft-depth": frozenset({"depth", "limit"}), "perft-time": frozenset({"seconds"}), "bad-time": frozenset({"text"}),
    "bad-bestmove": frozenset(), "undo-too-many": frozenset({"n", "played"}),
    "uhp-option": frozenset({"text"}), "cli-usage": frozenset({"usage"}),
    # positions without history (layout.py) and the editor (edit.py)
    "bad-layout": frozenset({"text"}), "layout-duplicate": frozenset({"piece"}),
    "layout-order": frozenset({"piece", "first"}), "layout-stacked": frozenset({"piece", "under"}),
    "layout-split": frozenset(), "layout-too-many": frozenset({"player", "count", "turns"}),
    "layout-empty-side": frozenset({"player"}), "layout-queen-late": frozenset({"player"}),
    "layout-tournament": frozenset({"player"}), "layout-climbed-no-queen": frozenset({"piece"}),
    "layout-last-missing": frozenset({"piece"}), "layout-last-covered": frozenset({"piece"}),
    "layout-last-thrown": frozenset({"piece"}), "layout-no-piece": frozenset({"text"}),
    "layout-none-left": frozenset({"piece"}), "layout-on-board": frozenset({"piece"}),
    "no-history": frozenset({"limit"}), "uhp-layout": frozenset(),
}


class Hive(BaseGame):
    id = ID
    options = OPTIONS
    phases = phase_table(("play", SEAT, "hive.turn", {"*": rules.play}), ("over", NOBODY, "hive.end.over"))
    setup = (Setup("expansions", "", rules.EXPANSIONS, "hive.pieces.expansions"),)   # "": Base
    tables = (PIECES,)
    position_has_options = False  # a GameString names no options: callers keep them beside it
    random_games_end = False      # random play can shuffle pieces forever
    commands = cli.COMMANDS
    event_keys = rules.EVENT_KEYS
    error_keys = ERROR_KEYS
    players = tuple(Player(pid, search.level(depth)) for pid, depth in search.LEVELS)

    def level_player(self, level: str, seconds: float) -> Player:
        """Hive's levels are its alpha-beta search: depth 1 (入門), depth 2 (進階), and for 高手
        deepening until `seconds` run out (the last depth finished answers)."""
        depth = {"beginner": 1, "advanced": 2}.get(level)
        if depth:
            return Player(f"depth-{depth}", search.level(depth))

        def choose(game, state, rng):
            move, _ = search.search(search.scratch(state), search.MAX_DEPTH, time.monotonic() + seconds)
            return Move(*move)
        return Player("deepening", choose)

    def evaluate(self, s: State) -> tuple:
        """White's and Black's win chances (engine.mcts, the coach): the end's result, else the
        search's evaluation (queens crowded, pieces in play) on a logistic curve."""
        done = self.outcome(s)
        if done is not None:
            return tuple((1.0 / len(done.winners) if p in done.winners else 0.0) if done.winners else 0.5
                         for p in (0, 1))
        b = search.scratch(s)
        white = search.evaluate(b) if b.colour == "w" else -search.evaluate(b)
        chance = 1.0 / (1.0 + math.exp(-white / 150))
        return chance, 1.0 - chance

    def initial_state(self, *, players: int = 2, options=None, expansions: str = "") -> State:
        if players != 2:
            raise SetupError(f"Hive is for 2 players, not {str(players)[:20]}", rule="hive.pieces.base",
                             key="players", data={"players": str(players)[:20]})
        return rules.initial(rules.expansions_of(expansions, self.setup[0]), options)

    def with_options(self, s: State, options: dict) -> State:
        return rules.with_options(s, options)

    def phase(self, s: State) -> str:
        return "over" if rules.outcome(s) is not None else "play"

    def seat(self, s: State) -> int:
        return rules.seat(s)

    def legal_moves(self, s: State) -> tuple:
        return tuple(Move(*m) for m in rules.legal(s))

    def outcome(self, s: State):
        return rules.outcome(s)

    def game_facts(self, s: State) -> dict:
        return rules.facts(s)

    def explain(self, s: State, m: tuple) -> IllegalMove:
        return rules.explain(s, m)

    def check_position(self, s: State) -> None:
        """Numbers in bounds, the start possible, the board now one a game reaches
        (rules.position_problems); parse_position and the editor (edit.py) call it."""
        rules.check_position(s)

    # --- notation ----------------------------------------------------------------------------
    def format_move(self, s: State, m: tuple) -> str:
        return uhp.move_string(scratch(s), m)

    def parse_move(self, s: State, text: str) -> Move:
        return Move(*uhp.parse_move(board(s), text))

    def parse_position(self, text: str, options: dict | None = None) -> State:
        """A UHP GameString (or a bare GameTypeString), or a LayoutString (a position without
        history, with moves after it; content/hive/notation.md). Options: this game's defaults unless
        given; the tutor's default has the tournament rule off."""
        return rules.parse_position(text, options)

    def format_position(self, s: State) -> str:
        return game_string(s)


GAME = Hive()
