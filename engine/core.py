"""The game API shared by every game: phases, chance, errors that carry a rule id, events,
options, setup parameters and the normalisation of typed text.

Pure rules: standard library only, no user-facing language. Everything a person reads is
looked up in content/ by the ids and keys defined here.

A game subclasses `BaseGame` and declares a phase table. `step(s, m)` validates and applies
the move (`apply`), then `advance` runs the automatic phases (`auto`), appending their events
in order, until the next decision or chance node. Entering a phase emits `phase.enter`.
Seats are 0-based everywhere in the engine; names for them come from content.
"""
from __future__ import annotations

import dataclasses
import math

import random
import sys
import unicodedata
from dataclasses import dataclass, field
from typing import Any, Callable, Mapping, Sequence

CHANCE = -1   # current_player() when the next move is a chance outcome (a roll, a draw)

SEAT, CHANCE_ACTOR, AUTO, NOBODY = "seat", "chance", "auto", "nobody"   # who acts in a phase
MAX_AUTO_STEPS = 100_000   # a bound on one advance(): a game whose automation loops is a bug
MAX_INPUT = 20_000         # characters in one typed position or move
MAX_DIGITS = 6             # digits in one number of a position or move


# --------------------------------------------------------------------------- errors

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


class SetupError(RulesError):
    """A setup parameter the game does not take (a player count, a game type)."""


class UsageError(RulesError):
    """A command-line verb given the wrong number or kind of arguments (exit 1, not 2)."""


class LimitError(RulesError):
    """A computation or an input past its bound (search depth, perft depth, input length)."""


# --------------------------------------------------------------------------- values

@dataclass(frozen=True)
class Event:
    rule: str
    key: str
    data: Mapping[str, Any] = field(default_factory=dict)


def deciding_rules(events) -> tuple[str, ...]:
    """Every rule that decided a step, in order, without repeats: an event's data may list
    in `rules` all the rules that made its move legal (its own rule first); else its rule."""
    out: dict = {}
    for e in events:
        for r in e.data.get("rules") or (e.rule,):
            out[r] = None
    return tuple(out)


@dataclass(frozen=True)
class Transition:
    state: Any
    events: tuple[Event, ...]


@dataclass(frozen=True)
class Outcome:
    winners: tuple[int, ...]  # seats, 0-based; every seat for a draw
    reason: str               # rule id
    scores: Mapping[int, int] = field(default_factory=dict)   # by seat, where the game scores


class MoveValue(tuple):
    """A move as a value: a tuple (so it equals and hashes as the game's internal tuple)
    whose repr is its full text, `<package>.move('<text>')`, which reads it back without a
    position (as python-chess's Move.from_uci). A game subclasses it with `package` and
    `text()`; the position-dependent short form stays format_move's."""
    __slots__ = ()
    package = "engine"

    def __new__(cls, *parts):
        return super().__new__(cls, parts)

    def __getnewargs__(self):
        return tuple(self)

    def text(self) -> str:
        raise NotImplementedError

    def __repr__(self) -> str:
        return f"{self.package}.move({self.text()!r})"


def move_kind(base: type, name: str, *fields: str) -> type:
    """A kind of move with named parts: a subclass of the game's MoveValue (still a tuple,
    still equal and hashing as the game's internal tuple, still repr'd by its text) whose
    items are also read by name. The first item is the kind's word, named `kind`:
    `Place = move_kind(Move, "Place", "die", "space")` gives Place("A", 3, 5).die == 3."""
    names = ("kind",) + fields
    module = sys._getframe(1).f_globals.get("__name__", base.__module__)   # pickles by name, as namedtuple
    ns: dict[str, Any] = {"__slots__": (), "_fields": names, "__doc__": f"{name}{names}",
                          "__module__": module}
    for i, f in enumerate(names):
        ns[f] = property(lambda self, i=i: self[i] if i < len(self) else None, doc=f"item {i}")
    return type(name, (base,), ns)


Handler = Callable[[Any, Any, list], Any]   # apply(state, move, events) -> state


@dataclass(frozen=True)
class Phase:
    """One row of a game's phase table: who acts in it, the rule it enforces, and for a
    phase where a move is made (a seat's or chance's) the function that applies each kind of
    move (`moves`: the move's first item -> apply(state, move, events); "*" any kind).
    `tags` group phases as the game needs (night, day, setup); lists of phases are derived
    from the table (phase_ids), never kept beside it."""
    id: str
    actor: str   # SEAT, CHANCE_ACTOR, AUTO or NOBODY (the game is over)
    rule: str
    moves: Mapping[str, Handler] = field(default_factory=dict, compare=False)
    tags: frozenset = frozenset()


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
            rule=self.rule, key="option-value", data={"option": self.name, "value": str(value)[:40]})


@dataclass(frozen=True)
class Setup:
    """A setup parameter of initial_state (players, a game type): its choices and default.
    Content labels it (content/<game>/game.yaml `setup`); the UI builds new-game controls."""
    name: str
    default: Any
    choices: tuple[Any, ...]
    rule: str

    def coerce(self, value: Any) -> Any:
        for choice in self.choices:
            if value == choice or str(value).strip().lower() == str(choice).lower():
                return choice
        raise SetupError(f"{self.name} takes {', '.join(map(str, self.choices))}, not {str(value)[:40]!r}",
                         rule=self.rule, key="setup", data={"name": self.name, "value": str(value)[:40]})


@dataclass(frozen=True)
class Table:
    """A rule that is a table (a tile set, a track, an action board), kept as data in the
    game's package (data.py) with where it comes from. `rule` is the rule id it is part of;
    `source` names the seed, rulebook page or note it was taken from."""
    id: str
    rule: str
    source: str
    rows: tuple

    def __iter__(self):
        return iter(self.rows)

    def __len__(self) -> int:
        return len(self.rows)


def resolve_options(declared: Mapping[str, Option], given: Mapping[str, Any] | None) -> dict:
    """Defaults overlaid with the given values; unknown names are an error."""
    out = {name: opt.default for name, opt in declared.items()}
    for name, value in (given or {}).items():
        if name not in declared:
            raise OptionError(f"unknown option {name!r}; known: {', '.join(declared)}",
                              key="option-unknown", data={"option": str(name)[:40]})
        out[name] = declared[name].coerce(value)
    return out


# --------------------------------------------------------------------------- typed text

def normalize(text: str, where: str = "input") -> str:
    """Typed text as every notation reads it: NFKC (full-width digits and letters become
    ASCII, a no-break space a space), tabs and runs of spaces one space, ends stripped;
    line breaks kept. Over MAX_INPUT characters is refused."""
    if not isinstance(text, str):
        raise InvalidMove(f"{where}: expected text, not {type(text).__name__}", where=where, key="not-text")
    if len(text) > MAX_INPUT:
        raise LimitError(f"{where}: {len(text)} characters, more than {MAX_INPUT}", where=where,
                         key="too-long", data={"limit": MAX_INPUT})
    text = unicodedata.normalize("NFKC", text).replace("\r\n", "\n").replace("\r", "\n")
    lines = (" ".join(line.split()) for line in text.split("\n"))
    return "\n".join(line for line in lines if line).strip()


def parse_int(text: str, where: str, low: int | None = None, high: int | None = None,
              cls: type = NotationError, rule: str | None = None) -> int:
    """Plain ASCII digits (no sign, no '_', at most MAX_DIGITS), within [low, high]."""
    if not (text.isascii() and text.isdigit()):
        raise cls(f"{where}: {short(text)!r} is not a whole number", where=where, rule=rule,
                  key="not-number", data={"text": short(text)})
    if len(text) > MAX_DIGITS:
        raise cls(f"{where}: number too long ({len(text)} digits)", where=where, rule=rule,
                  key="number-too-long", data={"digits": len(text)})
    n = int(text)
    if (low is not None and n < low) or (high is not None and n > high):
        raise cls(f"{where}: {n} is outside {low}..{high}", where=where, rule=rule,
                  key="out-of-range", data={"n": n, "low": low, "high": high})
    return n


def read_fields(text: str, known, err, case=str.lower) -> dict[str, str]:
    """A position written as `name=value` fields (Haste Bock, Waggle Dance): {name: value}.
    `case(name)` spells a name as the notation does; `err(message, where, key, text=…)` makes
    the game's NotationError (keys bad-field, unknown-field, dup-field)."""
    out: dict[str, str] = {}
    for tok in normalize(text, "position").split():
        key, eq, value = tok.partition("=")
        key = case(key)
        if not eq or not key:
            raise err(f"{short(tok)!r} is not a key=value field", short(tok), "bad-field", text=short(tok))
        if key not in known:
            raise err(f"unknown field {short(key)!r}", short(key), "unknown-field", text=short(key))
        if key in out:
            raise err(f"field {key} given twice", key, "dup-field", text=key)
        out[key] = value
    return out


def read_options_field(text: str, options, err) -> dict:
    """A position's `options=name:value,…` field, resolved against the game's options (key
    bad-option)."""
    given = {}
    for pair in text.split(","):
        name, colon, value = pair.partition(":")
        if not colon:
            raise err(f"{short(pair)!r}: options are name:value", "options", "bad-option", text=short(pair))
        given[name.lower()] = value.lower()
    try:
        return resolve_options(options, given)
    except OptionError as e:
        raise err(e.message, "options", "bad-option", text=short(text)) from None


# The errors of read_fields, need_field and read_options_field, for a game's error_keys.
FIELD_ERRORS = {key: frozenset({"where", "text"})
                for key in ("bad-field", "unknown-field", "dup-field", "missing-field", "bad-option")}


def need_field(fields: dict, key: str, err) -> str:
    """A field the position must have (key missing-field)."""
    if key not in fields:
        raise err(f"the position needs {key}=", key, "missing-field", text=key)
    return fields[key]


def short(text: str, limit: int = 40) -> str:
    """A fragment of user input fit to quote in one line of a message."""
    text = " ".join(str(text).split())
    return text if len(text) <= limit else text[:limit - 1] + "…"


# --------------------------------------------------------------------------- computer players

@dataclass(frozen=True)
class Player:
    """A computer opponent the game offers (the practice game). `id` is named in content
    (content/<game>/game.yaml `players`: id -> label); `choose(game, state, rng)` returns one
    of `game.legal_moves(state)`. It is asked only where a seat decides: a chance node is
    sampled with `game.sample_chance`, never by a player. Given the same state and a
    random.Random seeded alike, it returns the same move (a player with a clock returns the
    best move found in time, so only a search cut short by its clock may differ)."""
    id: str
    choose: Callable[[Any, Any, random.Random], Any]

    def move(self, game: "BaseGame", state: Any, rng: random.Random) -> Any:
        who = game.current_player(state)
        if who is None or who == CHANCE:
            raise ValueError(f"{game.id}: player {self.id} asked to move where no seat decides "
                             f"(phase {game.phase(state)})")
        return self.choose(game, state, rng)


def choose_uniformly(game: "BaseGame", state: Any, rng: random.Random) -> Any:
    """Any legal move, each as likely."""
    return rng.choice(list(game.legal_moves(state)))


RANDOM_PLAYER = Player("random", choose_uniformly)


def reread_with_options(game: "BaseGame", s: Any, options: dict | None) -> Any:
    """`with_options` for a game whose position text names its options (Birds, Haste Bock,
    Waggle Dance, Way of the Panda): the options merged and resolved, then the position
    written and read back, so the new reading is checked like a typed-in position."""
    merged = resolve_options(game.options, {**s.opts, **dict(options or {})})
    return game.parse_position(game.format_position(
        dataclasses.replace(s, options=tuple(sorted(merged.items())))))


def fast_replace(s: Any, **changes) -> Any:
    """dataclasses.replace for a frozen state without its per-field checks (an engine's hot
    path: every step makes several). Changing `options` drops a cached `opts` (a
    functools.cached_property of the options as a dict)."""
    new = object.__new__(type(s))
    d = new.__dict__
    d.update(s.__dict__)
    d.update(changes)
    if "options" in changes:
        d.pop("opts", None)
    return new


def win_chances(scores: dict, done, scale: float, lean: float = 0.0) -> tuple:
    """A default evaluation: a finished game gives its winners an equal share of 1; otherwise
    each player's chance rises with its lead over the best other player (a logistic curve,
    `scale` points for about 73 %), sharpened by `lean` (0 at the start, 1 near the end)."""
    players = sorted(scores)
    if done is not None:
        winners = [p for p in players if p in done.winners]
        return tuple((1.0 / len(winners) if p in winners else 0.0) for p in players) if winners \
            else tuple(1.0 / len(players) for _ in players)
    steep = (1.0 + 2.0 * lean) / scale
    out = []
    for p in players:
        lead = scores[p] - max((v for q, v in scores.items() if q != p), default=0)
        out.append(1.0 / (1.0 + math.exp(-steep * lead)))
    return tuple(out)


def choose_best(game: "BaseGame", state: Any, rng: random.Random, value: Callable[[Any], Any]) -> Any:
    """The legal move whose resulting state (automatic resolution included) has the highest
    value(state); ties go to the rng. A one-move-ahead greedy player is this with its value."""
    best, best_value = [], None
    for m in game.legal_moves(state):
        v = value(game.step(state, m).state)
        if best_value is None or v > best_value:
            best, best_value = [m], v
        elif v == best_value:
            best.append(m)
    return rng.choice(best)


# --------------------------------------------------------------------------- the game API

class BaseGame:
    """What every game implements, with the defaults a view may rely on (no getattr needed).

    A subclass sets `id`, `phases` (a table of Phase by id), `options`, `setup`, and
    implements: initial_state, phase, seat (who decides in a SEAT phase), legal_moves, apply
    (validate and apply one decision or chance outcome), auto (one automatic task, if any
    phase is AUTO), outcome, scores, game_facts, parse_move, format_move, parse_position,
    format_position. Chance: chance_outcomes where listing them is cheap, else override
    chance_probability and sample_chance.
    """
    id: str = ""
    phases: Mapping[str, Phase] = {}
    options: Mapping[str, Option] = {}
    setup: tuple[Setup, ...] = ()
    position_has_options: bool = True   # False: the position text names no options (Hive)
    random_games_end: bool = True       # False: seeded random play may never end (Hive)
    has_score_details: bool = False     # score_details(s, seat) explains a seat's score
    commands: Mapping[str, Callable[[Sequence[str]], int]] = {}  # extra CLI commands
    tables: tuple[Table, ...] = ()              # the rules that are data, with their sources
    event_keys: Mapping[str, frozenset] = {}   # event key -> its data fields (the catalogue)
    error_keys: Mapping[str, frozenset] = {}   # error key -> its data fields
    players: tuple[Player, ...] = (RANDOM_PLAYER,)   # computer opponents, weakest first

    # --- setup and phases -----------------------------------------------------------------
    def initial_state(self, **setup: Any) -> Any:
        raise NotImplementedError

    def setup_values(self, given: Mapping[str, Any] | None = None) -> dict:
        """Declared setup parameters: defaults overlaid with `given` (options apart)."""
        given = dict(given or {})
        declared = {p.name: p for p in self.setup}
        out = {p.name: p.default for p in self.setup}
        for name, value in given.items():
            if name not in declared:
                raise SetupError(f"{self.id} has no setup parameter {short(name)!r}; known: "
                                 f"{', '.join(declared) or 'none'}", key="setup-unknown",
                                 data={"name": short(name)})
            out[name] = declared[name].coerce(value)
        return out

    def phase(self, s: Any) -> str:
        return s.phase

    def seat(self, s: Any) -> int:
        """The seat that decides now (only asked in a SEAT phase)."""
        raise NotImplementedError

    def current_player(self, s: Any) -> int | None:
        """A seat, CHANCE, or None when the game is over."""
        actor = self.phases[self.phase(s)].actor
        if actor == SEAT:
            return self.seat(s)
        if actor == CHANCE_ACTOR:
            return CHANCE
        if actor == NOBODY:
            return None
        raise AssertionError(f"{self.id}: a state rests in automatic phase {self.phase(s)}")

    # --- moves ----------------------------------------------------------------------------
    def legal_moves(self, s: Any) -> tuple:
        raise NotImplementedError

    def move_kind(self, m: Any) -> str:
        """The word that says which kind of move `m` is (its first item, by default)."""
        return str(m[0]) if isinstance(m, tuple) and m else ""

    def apply(self, s: Any, m: Any, events: list) -> Any:
        """Dispatch through the phase table: the current phase's handler for the move's kind.
        A move the phase has no handler for is refused once, here (keys game-over and
        wrong-phase, with the phase's rule)."""
        phase = self.phase(s)
        row = self.phases[phase]
        if row.actor == NOBODY:
            raise IllegalMove("the game is over", rule=row.rule, key="game-over")
        kind = self.move_kind(m)
        handler = row.moves.get(kind) or row.moves.get("*")
        if handler is None:
            raise IllegalMove(f"{short(kind, 20)} is not a move now: the phase is {phase}",
                              rule=row.rule, key="wrong-phase",
                              data={"move": short(kind, 20), "phase": phase})
        return handler(s, m, events)

    def auto(self, s: Any, events: list) -> Any:
        raise AssertionError(f"{self.id} declares an automatic phase but no auto()")

    def step(self, s: Any, m: Any) -> Transition:
        """Validate and apply the move, then run automatic work to the next decision."""
        events: list[Event] = []
        before = self.phase(s)
        s = self.apply(s, m, events)
        return Transition(advance(self, s, events, before), tuple(events))

    # --- chance ---------------------------------------------------------------------------
    def chance_outcomes(self, s: Any) -> Mapping[Any, float] | None:
        """Every outcome with its probability, where listing them is cheap; else None."""
        return None

    def chance_probability(self, s: Any, outcome: Any) -> float:
        return (self.chance_outcomes(s) or {}).get(outcome, 0.0)

    def sample_chance(self, s: Any, rng: random.Random) -> Any:
        table = self.chance_outcomes(s)
        if table is None:
            raise NotImplementedError(f"{self.id}: sample_chance for an unlisted chance node")
        outcomes = list(table)
        return rng.choices(outcomes, weights=[table[o] for o in outcomes])[0]

    # --- results and observables ----------------------------------------------------------
    def outcome(self, s: Any) -> Outcome | None:
        raise NotImplementedError

    def scores(self, s: Any) -> dict[int, int]:
        """Points by seat (0-based); {} for a game without points."""
        return {}

    def seat_count(self, s: Any) -> int:
        """How many seats decide in this position (seats are range(n)): by default the seats
        that score, else two; a game whose seats are not its scorers says so (Birds' two-player
        game: four seats, two players)."""
        return len(self.scores(s)) or 2

    def seat_owner(self, s: Any, seat: int) -> int:
        """The player (0-based) who runs a seat: the seat itself, unless one player runs
        several (Birds' two-player game: seats 0 and 2 are player 0's)."""
        return seat

    def game_facts(self, s: Any) -> Mapping[str, Any]:
        return {}

    def facts(self, s: Any) -> dict[str, Any]:
        """Named observables for walkthroughs: the game's own, then the standard keys
        to_move (seat, "chance" or None), phase, scores, winners (seats or None)."""
        who = self.current_player(s)
        out = self.outcome(s)
        return {**self.game_facts(s),
                "to_move": "chance" if who == CHANCE else who,
                "phase": self.phase(s),
                "scores": self.scores(s),
                "winners": list(out.winners) if out else None}

    # --- capabilities with defaults -------------------------------------------------------
    def option_values(self, s: Any) -> dict:
        """The value of every declared option in this position (a state keeps them as
        sorted (name, value) pairs in `options`; the defaults where it keeps none)."""
        return resolve_options(self.options, dict(getattr(s, "options", ())))

    def with_options(self, s: Any, options: Mapping[str, Any]) -> Any:
        """The same position under other options; RulesError if it is then impossible."""
        if options:
            resolve_options(self.options, options)  # unknown names and values are errors
            raise OptionError(f"{self.id} cannot change options of a position", key="options-fixed")
        return s

    def score_details(self, s: Any, seat: int) -> Mapping[str, Any]:
        return {}

    # --- what the search needs (engine.mcts) ------------------------------------------------
    eval_scale: float = 5.0     # points of lead that make about a 73 % win chance (evaluate)

    def determinize(self, s: Any, player: int, rng: random.Random) -> Any:
        """A position `player` cannot tell from `s`: what it cannot see (other hands, a deck's
        order) sampled from what it can. A game without hidden information returns s."""
        return s

    def progress(self, s: Any) -> float:
        """How near the end the game is, 0 at the start to 1 at the end (evaluate leans on the
        lead more as it grows)."""
        return 0.0

    def level_player(self, level: str, seconds: float) -> "Player | None":
        """The Player for a level (engine.levels) where the game has a search of its own;
        None: the levels' general search (engine.mcts) plays it."""
        return None

    def points(self, s: Any, player: int) -> float:
        """The search's estimate of a player's standing, in points: by default its score."""
        return self.scores(s).get(player, 0)

    def evaluate(self, s: Any) -> tuple:
        """A win chance in [0, 1] per player (0-based), finished or not: the winners' share of
        1 at the end, else from each player's lead in `points` (win_chances, with eval_scale
        and progress)."""
        players = sorted(self.scores(s)) or range(self.seat_count(s))
        return win_chances({p: self.points(s, p) for p in players}, self.outcome(s),
                           self.eval_scale, self.progress(s))

    def player(self, player_id: str) -> Player:
        """The declared computer player with this id (KeyError naming the known ids)."""
        for p in self.players:
            if p.id == player_id:
                return p
        raise KeyError(f"{self.id} has no player {short(str(player_id))!r}; known: "
                       f"{', '.join(p.id for p in self.players)}")

    def check_position(self, s: Any) -> None:
        """Refuse a position the rules cannot produce (NotationError naming the rule and the
        count that is wrong): conservation of every component, every count within its
        bound. parse_position runs it; a legal move from a valid position never fails it
        (the contract test checks after every step of random games)."""

    def phase_ids(self, actor: str | None = None, tag: str | None = None,
                  resting: bool | None = None) -> tuple[str, ...]:
        """The phases with this actor, tag, or (resting) where a position may rest (any actor
        but AUTO), in table order."""
        return phase_ids(self.phases, actor, tag, resting)

    # --- notation -------------------------------------------------------------------------
    def parse_move(self, s: Any, text: str) -> Any:
        raise NotImplementedError

    def format_move(self, s: Any, m: Any) -> str:
        raise NotImplementedError

    def parse_position(self, text: str) -> Any:
        raise NotImplementedError

    def format_position(self, s: Any) -> str:
        raise NotImplementedError


def advance(game: BaseGame, s: Any, events: list, previous: str | None = None,
            until: Callable[[Any], bool] | None = None) -> Any:
    """Run automatic phases until a decision, a chance node or the end; each phase entered
    (other than `previous`) emits phase.enter with the phase's rule. `until(state)` stops
    earlier, before the next automatic task of a state it accepts (a tool that shows the
    night one task at a time asks for one task: `until=lambda t: t is not s`)."""
    for _ in range(MAX_AUTO_STEPS):
        p = game.phase(s)
        if p != previous:
            events.append(Event(game.phases[p].rule, "phase.enter", {"phase": p}))
            previous = p
        if game.phases[p].actor != AUTO or (until is not None and until(s)):
            return s
        s = game.auto(s, events)
    raise LimitError(f"{game.id}: automatic resolution did not stop after {MAX_AUTO_STEPS} steps",
                     key="auto-runaway")


def phase_table(*rows: tuple) -> dict[str, Phase]:
    """{id: Phase} from (id, actor, rule[, moves[, tags]]) rows."""
    out = {}
    for pid, actor, rule, *rest in rows:
        moves = dict(rest[0]) if rest else {}
        tags = frozenset(rest[1]) if len(rest) > 1 else frozenset()
        out[pid] = Phase(pid, actor, rule, moves, tags)
    return out


def phase_ids(table: Mapping[str, Phase], actor: str | None = None, tag: str | None = None,
              resting: bool | None = None) -> tuple[str, ...]:
    """The ids of a phase table's rows with this actor, tag, or resting-ness (actor not AUTO)."""
    return tuple(p.id for p in table.values()
                 if (actor is None or p.actor == actor) and (tag is None or tag in p.tags)
                 and (resting is None or (p.actor != AUTO) == resting))


def play_text(game: BaseGame, state: Any, texts: Sequence[str]) -> tuple[Any, list[Event]]:
    """Parse and play move texts in order; errors propagate with their rule id."""
    events: list[Event] = []
    for text in texts:
        tr = game.step(state, game.parse_move(state, text))
        state = tr.state
        events.extend(tr.events)
    return state, events


def random_move(game: BaseGame, state: Any, rng: random.Random) -> Any:
    """A seeded random move: a sampled chance outcome, else any legal move."""
    if game.current_player(state) == CHANCE:
        return game.sample_chance(state, rng)
    return choose_uniformly(game, state, rng)


def random_playout(game: BaseGame, state: Any, rng: random.Random, max_moves: int = 10_000) -> tuple[Any, int]:
    """Play seeded random moves until the game ends."""
    for n in range(max_moves):
        if game.outcome(state) is not None:
            return state, n
        state = game.step(state, random_move(game, state, rng)).state
    raise LimitError(f"{game.id}: no end after {max_moves} moves", key="no-end")


# Keys the core itself emits or raises, with their data fields; each game declares its own in
# BaseGame.event_keys / error_keys (the catalogue that content/<game>/events.yaml must cover).
CORE_EVENTS = {"phase.enter": frozenset({"phase"})}
CORE_ERRORS = {"generic": frozenset(), "not-text": frozenset(), "too-long": frozenset({"limit"}),
               "not-number": frozenset({"text"}), "number-too-long": frozenset({"digits"}),
               "out-of-range": frozenset({"n", "low", "high"}), "option-value": frozenset({"option", "value"}),
               "option-unknown": frozenset({"option"}), "options-fixed": frozenset(),
               "setup": frozenset({"name", "value"}), "setup-unknown": frozenset({"name"}),
               "auto-runaway": frozenset(), "no-end": frozenset(), "unknown-game": frozenset({"game"}),
               "game-over": frozenset(), "wrong-phase": frozenset({"move", "phase"})}
