"""The game API shared by every game: errors that carry a rule id, events, options.

Pure rules: standard library only, no user-facing language. Everything a person reads
is looked up in content/ by the ids and keys defined here.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, Mapping, Protocol, Sequence

CHANCE = -1  # current_player() value when the next move is a chance outcome


class RulesError(Exception):
    """Base class for every error the engine reports.

    `key` and `data` let the UI say it in the reader's language (content/<game>/events.yaml,
    section `errors`); the English `message` is for the command line. `rule` names the rule
    involved, `where` the place in the input (a token, a step).
    """

    def __init__(self, message: str, rule: str | None = None, where: str | None = None,
                 key: str = "generic", data: Mapping[str, Any] | None = None):
        super().__init__(message)
        self.message = message
        self.rule = rule
        self.where = where
        self.key = key
        self.data = dict(data or {})

    def __str__(self) -> str:
        parts = [self.message]
        if self.where:
            parts.append(f"(at {self.where})")
        if self.rule:
            parts.append(f"[rule {self.rule}]")
        return " ".join(parts)


class NotationError(RulesError):
    """A position that cannot be read (syntax or an impossible state)."""


class InvalidMove(RulesError):
    """Move text that cannot be read at all."""


class IllegalMove(RulesError):
    """A well-formed move that the rules forbid; `rule` says which rule."""


class OptionError(RulesError):
    """An unknown option or a value it does not take."""


@dataclass(frozen=True)
class Event:
    rule: str
    key: str
    data: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Transition:
    state: Any
    events: tuple[Event, ...]


@dataclass(frozen=True)
class Outcome:
    winners: tuple[int, ...]  # player numbers, 1-based
    reason: str               # rule id
    scores: Mapping[int, int] = field(default_factory=dict)


@dataclass(frozen=True)
class Option:
    name: str
    default: Any
    choices: tuple[Any, ...]
    rule: str  # the rule id the option reads

    def coerce(self, value: Any) -> Any:
        """Accept the value itself or its text form ('true', 'size_minus_one')."""
        for choice in self.choices:
            if value == choice or str(value).lower() == str(choice).lower():
                return choice
        raise OptionError(
            f"option {self.name} takes {', '.join(map(str, self.choices))}, not {value!r}",
            rule=self.rule)


def resolve_options(declared: Mapping[str, Option], given: Mapping[str, Any] | None) -> dict:
    """Defaults overlaid with the given values; unknown names are an error."""
    out = {name: opt.default for name, opt in declared.items()}
    for name, value in (given or {}).items():
        if name not in declared:
            raise OptionError(f"unknown option {name!r}; known: {', '.join(declared)}")
        out[name] = declared[name].coerce(value)
    return out


class Game(Protocol):
    id: str
    options: Mapping[str, Option]

    def initial_state(self, *, players: int, options: Mapping | None = None, seed: int | None = None) -> Any: ...
    def current_player(self, s: Any) -> int | None: ...
    def legal_moves(self, s: Any) -> Sequence[Any]: ...
    def step(self, s: Any, m: Any) -> Transition: ...
    def outcome(self, s: Any) -> Outcome | None: ...
    def facts(self, s: Any) -> Mapping[str, Any]: ...
    def chance_weights(self, s: Any) -> Mapping[Any, float]: ...
    def parse_move(self, s: Any, text: str) -> Any: ...
    def format_move(self, s: Any, m: Any) -> str: ...
    def parse_position(self, text: str) -> Any: ...
    def format_position(self, s: Any) -> str: ...


def play_text(game: Game, state: Any, texts: Sequence[str]) -> tuple[Any, list[Event]]:
    """Parse and play move texts in order; errors propagate with their rule id."""
    events: list[Event] = []
    for text in texts:
        move = game.parse_move(state, text)
        tr = game.step(state, move)
        state = tr.state
        events.extend(tr.events)
    return state, events


def random_move(game: Game, state: Any, rng: random.Random) -> Any:
    """A seeded random move: a chance outcome by its weight, else any legal move."""
    if game.current_player(state) == CHANCE:
        weights = game.chance_weights(state)
        outcomes = list(weights)
        return rng.choices(outcomes, weights=[weights[o] for o in outcomes])[0]
    return rng.choice(list(game.legal_moves(state)))


def random_playout(game: Game, state: Any, rng: random.Random, max_moves: int = 10_000) -> tuple[Any, int]:
    """Play seeded random moves until the game ends."""
    for n in range(max_moves):
        if game.outcome(state) is not None:
            return state, n
        state = game.step(state, random_move(game, state, rng)).state
    raise RuntimeError(f"{game.id}: no end after {max_moves} moves")
