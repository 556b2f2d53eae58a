"""Dice race: a toy game that lives only under tests/, to prove a game plugs in without
touching views/ or tutor/. It has what the three coming games need from the core:

- setup randomness as a chance move (who starts: `start p2`);
- a decision (how many dice to roll: `dice 1` / `dice 2`), then a chance node whose outcomes
  are listed for one die and not listed for two (`roll 3` / `roll 2 5`);
- automatic phases: the token moves, a ladder may lift it, reaching the goal ends the game,
  each narrated by its own events (and phase.enter).

Track: cells 0..GOAL; ladders lift a token that stops at their foot.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, replace
from fractions import Fraction

from engine.core import (AUTO, CHANCE_ACTOR, NOBODY, SEAT, BaseGame, Event, IllegalMove,
                         InvalidMove, MoveValue, NotationError, Option, Outcome, Setup, normalize, parse_int,
                         phase_table, resolve_options, short)

ID = "dice-race"
GOAL = 12
LADDERS = {3: 7, 6: 9}      # foot -> top (rule dice-race.board.ladder)
FACES = 6

OPTIONS = {o.name: o for o in [
    Option("exact_finish", False, (False, True), "dice-race.end.goal"),
]}
ROWS = (   # (id, actor, rule); the handlers join them below (PHASES), as a real game's do
    ("start", CHANCE_ACTOR, "dice-race.setup.start"),
    ("choose", SEAT, "dice-race.turn.choose"),
    ("roll", CHANCE_ACTOR, "dice-race.turn.roll"),
    ("move", AUTO, "dice-race.turn.move"),
    ("ladder", AUTO, "dice-race.board.ladder"),
    ("over", NOBODY, "dice-race.end.goal"),
)


class Move(MoveValue):
    """("start", seat), ("dice", n) or ("roll", faces); text as typed: start p1, dice 2, roll 2 5."""
    __slots__ = ()
    package = "toy"

    def text(self) -> str:
        if self[0] == "start":
            return f"start p{self[1] + 1}"
        if self[0] == "dice":
            return f"dice {self[1]}"
        return "roll " + " ".join(map(str, self[1]))


@dataclass(frozen=True)
class State:
    players: int
    options: tuple            # sorted (name, value) pairs
    phase: str = "start"
    turn: int = 0             # the seat whose turn it is
    cells: tuple = ()         # token cell by seat
    dice: int = 0             # dice chosen this turn
    rolled: tuple = ()        # the faces rolled, waiting to move

    @property
    def opts(self) -> dict:
        return dict(self.options)

    def __repr__(self) -> str:
        return f"dice_race.parse_position({GAME.format_position(self)!r})"


def _start(s: State, m, events: list) -> State:
    if not 0 <= m[1] < s.players:
        raise IllegalMove(f"no seat {m[1] + 1}", rule="dice-race.setup.start",
                          key="wrong-phase", data={"move": m[0], "phase": s.phase})
    events.append(Event("dice-race.setup.start", "start", {"seat": m[1]}))
    return replace(s, phase="choose", turn=m[1])


def _dice(s: State, m, events: list) -> State:
    if m[1] not in (1, 2):
        raise IllegalMove("roll one or two dice", rule="dice-race.turn.choose",
                          key="bad-dice", data={"dice": m[1]})
    events.append(Event("dice-race.turn.choose", "choose", {"seat": s.turn, "dice": m[1]}))
    return replace(s, phase="roll", dice=m[1])


def _roll(s: State, m, events: list) -> State:
    faces = tuple(sorted(m[1]))
    if GAME.chance_probability(s, ("roll", faces)) <= 0:
        raise IllegalMove(f"{s.dice} dice cannot show {faces}", rule="dice-race.turn.roll",
                          key="bad-roll", data={"text": " ".join(map(str, faces))})
    events.append(Event("dice-race.turn.roll", "roll",
                        {"seat": s.turn, "faces": list(faces), "total": sum(faces)}))
    return replace(s, phase="move", rolled=faces)


HANDLERS = {"start": {"start": _start}, "choose": {"dice": _dice}, "roll": {"roll": _roll}}
PHASES = phase_table(*((*row, HANDLERS.get(row[0], {})) for row in ROWS))


class DiceRace(BaseGame):
    id = ID
    phases = PHASES
    options = OPTIONS
    setup = (Setup("players", 2, (2, 3), "dice-race.setup.players"),)
    event_keys = {"start": frozenset({"seat"}), "choose": frozenset({"seat", "dice"}),
                  "roll": frozenset({"seat", "faces", "total"}),
                  "move": frozenset({"seat", "cell"}), "bounce": frozenset({"seat", "cell"}),
                  "ladder": frozenset({"seat", "foot", "top"}), "win": frozenset({"seat"})}
    error_keys = {"wrong-phase": frozenset({"move", "phase"}), "bad-dice": frozenset({"dice"}),
                  "bad-roll": frozenset({"text"}), "bad-move": frozenset({"text"}),
                  "bad-position": frozenset({"text"}), "players": frozenset({"players"})}

    def initial_state(self, *, players: int = 2, options=None) -> State:
        players = self.setup_values({"players": players})["players"]
        opts = resolve_options(OPTIONS, options)
        return State(players, tuple(sorted(opts.items())), cells=(0,) * players)

    def seat(self, s: State) -> int:
        return s.turn

    def legal_moves(self, s: State) -> tuple:
        if s.phase == "choose":
            return (Move("dice", 1), Move("dice", 2))
        return tuple(self.chance_outcomes(s) or ())

    # --- chance: one die is listed, two dice are not -------------------------------------
    def chance_outcomes(self, s: State):
        if s.phase == "start":
            return {Move("start", seat): 1 / s.players for seat in range(s.players)}
        if s.phase == "roll" and s.dice == 1:
            return {Move("roll", (f,)): 1 / FACES for f in range(1, FACES + 1)}
        return None

    def chance_probability(self, s: State, outcome) -> float:
        if s.phase == "roll" and s.dice == 2:
            faces = outcome[1] if outcome[0] == "roll" else ()
            if len(faces) != 2 or not all(1 <= f <= FACES for f in faces):
                return 0.0
            return float(Fraction(1 if faces[0] == faces[1] else 2, FACES * FACES))
        return super().chance_probability(s, outcome)

    def sample_chance(self, s: State, rng: random.Random):
        if s.phase == "roll" and s.dice == 2:
            return Move("roll", tuple(sorted(rng.randint(1, FACES) for _ in range(2))))
        return super().sample_chance(s, rng)

    # --- moves (the phase table's handlers, below) and automatic work ----------------------
    def auto(self, s: State, events: list) -> State:
        cell = s.cells[s.turn]
        if s.phase == "move":
            to = cell + sum(s.rolled)
            if to > GOAL and s.opts["exact_finish"]:
                to = GOAL - (to - GOAL)
                events.append(Event("dice-race.end.goal", "bounce", {"seat": s.turn, "cell": to}))
            to = min(to, GOAL)
            events.append(Event("dice-race.turn.move", "move", {"seat": s.turn, "cell": to}))
            s = self._put(s, to)
            nxt = "ladder" if to in LADDERS else None
        else:  # ladder
            events.append(Event("dice-race.board.ladder", "ladder",
                                {"seat": s.turn, "foot": cell, "top": LADDERS[cell]}))
            s = self._put(s, LADDERS[cell])
            nxt = None
        if nxt:
            return replace(s, phase=nxt)
        if s.cells[s.turn] == GOAL:
            events.append(Event("dice-race.end.goal", "win", {"seat": s.turn}))
            return replace(s, phase="over", rolled=(), dice=0)
        return replace(s, phase="choose", turn=(s.turn + 1) % s.players, rolled=(), dice=0)

    @staticmethod
    def _put(s: State, cell: int) -> State:
        cells = list(s.cells)
        cells[s.turn] = cell
        return replace(s, cells=tuple(cells))

    # --- results -------------------------------------------------------------------------
    def outcome(self, s: State):
        if s.phase != "over":
            return None
        return Outcome((s.turn,), "dice-race.end.goal")

    def scores(self, s: State) -> dict:
        return dict(enumerate(s.cells))

    def game_facts(self, s: State) -> dict:
        return {"cells": list(s.cells), "dice": s.dice}

    def with_options(self, s: State, options) -> State:
        merged = resolve_options(OPTIONS, {**s.opts, **dict(options)})
        return replace(s, options=tuple(sorted(merged.items())))

    # --- notation: "players=2 phase=choose turn=1 cells=0,4" ------------------------------
    def format_move(self, s: State, m) -> str:
        return Move(*m).text()

    def parse_move(self, s: State, text: str) -> Move:
        return move(text)

    def format_position(self, s: State) -> str:
        parts = [f"players={s.players}", f"phase={s.phase}", f"turn={s.turn + 1}",
                 "cells=" + ",".join(map(str, s.cells))]
        if s.dice:
            parts.append(f"dice={s.dice}")
        parts.append("options=" + ",".join(f"{k}:{str(v).lower()}" for k, v in s.options))
        return " ".join(parts)

    def parse_position(self, text: str) -> State:
        fields = {}
        for word in normalize(text, "position").split():
            name, eq, value = word.partition("=")
            if not eq or name in fields:
                raise NotationError(f"bad field {short(word)!r}", key="bad-position", data={"text": short(word)})
            fields[name] = value
        try:
            s = self.initial_state(players=parse_int(fields.pop("players", ""), "players", 2, 3))
            opts = dict(p.split(":", 1) for p in fields.pop("options", "").split(",") if p)
            phase = fields.pop("phase", "start")
            if phase not in PHASES or PHASES[phase].actor == AUTO:
                raise NotationError(f"bad phase {short(phase)!r}", key="bad-position", data={"text": short(phase)})
            cells = tuple(parse_int(c, "cells", 0, GOAL) for c in fields.pop("cells", "").split(","))
            turn = parse_int(fields.pop("turn", "1"), "turn", 1, s.players) - 1
            dice = parse_int(fields.pop("dice", "0"), "dice", 0, 2)
        except ValueError:
            raise NotationError("bad options", key="bad-position", data={"text": "options"}) from None
        if fields or len(cells) != s.players:
            raise NotationError("inconsistent position", key="bad-position", data={"text": short(text)})
        s = replace(self.with_options(s, opts), phase=phase, turn=turn, cells=cells, dice=dice)
        self.check_position(s)
        return s

    def check_position(self, s: State) -> None:
        """Dice are chosen only while they wait to be rolled; the game is over exactly when a
        token stands on the goal, and only one can."""
        if (s.phase == "roll") != bool(s.dice) or (s.phase == "over") != (GOAL in s.cells) \
                or s.cells.count(GOAL) > 1 or any(c in LADDERS for c in s.cells):
            raise NotationError("inconsistent position", key="bad-position",
                                data={"text": short(self.format_position(s))})


def move(text: str) -> Move:
    """A move from its text (the toy's moves need no position to read)."""
    words = normalize(text, "move").lower().split()
    if len(words) == 2 and words[0] == "start" and words[1][:1] == "p":
        return Move("start", parse_int(words[1][1:], "seat", 1, 9, InvalidMove) - 1)
    if len(words) == 2 and words[0] == "dice":
        return Move("dice", parse_int(words[1], "dice", 1, 9, InvalidMove))
    if len(words) in (2, 3) and words[0] == "roll":
        return Move("roll", tuple(sorted(parse_int(w, "roll", 1, FACES, InvalidMove) for w in words[1:])))
    raise InvalidMove(f"cannot read move {short(text)!r}", key="bad-move", data={"text": short(text)})


GAME = DiceRace()
