"""Walkthroughs: worked examples and tutorials as data, replayed and checked by the engine.

A file walkthroughs/<game>/<slug>.yaml holds one walkthrough whose id is "<game>.<slug>".
Each step plays a move (`play`), tries a move the rules forbid (`try`), or only talks
(`say` alone); `expect` lists what the engine must then report. `replay` returns one frame
per state (frame 0 is the setup) and raises WalkthroughError at the first mismatch.
"""
from __future__ import annotations

import functools
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from engine.core import Event, RulesError, deciding_rules, short

from . import boards, paths, registry
from .content import ContentError, load_rules
from .highlights import problem as highlight_problem

STEP_KEYS = {"play", "try", "say", "ask", "expect", "rules", "highlight"}
TOP_KEYS = {"id", "game", "title", "source", "kind", "tags", "rules", "options", "setup", "steps",
            "summary", "key_step"}
KINDS = ("example", "tutorial")
MAX_FILE_BYTES = 32_000    # the largest real walkthrough is under 5 KB; a worst case parses in 0.2 s
MAX_NESTING = 20           # YAML levels; walkthroughs use five or six
MAX_MESSAGE = 200          # characters in one message of the checks below (and one printed line)

# The type each field must have, with the word a message uses for it.
_TEXT, _TEXTS, _MAPPING = (str, "text"), (list, "a list of texts"), (dict, "a mapping")
TOP_TYPES = {"id": _TEXT, "game": _TEXT, "title": _TEXT, "source": _TEXT, "summary": _TEXT,
             "kind": _TEXT, "tags": _TEXTS, "rules": _TEXTS, "options": _MAPPING,
             "setup": _MAPPING, "steps": (list, "a list of steps"), "key_step": (int, "a step number")}
STEP_TYPES = {"play": _TEXT, "try": _TEXT, "say": _TEXT, "ask": _TEXT, "rules": _TEXTS,
              "expect": _MAPPING, "highlight": _MAPPING}
EXPECT_TYPES = {"events": _TEXTS, "legal": _TEXTS, "not_legal": _TEXTS, "illegal": _TEXT,
                "position": _TEXT}
SCALARS = (str, int, float, bool)
OPTIONAL = {"tags", "rules", "options", "setup", "source", "summary", "highlight", "kind"}  # may be left empty


class WalkthroughError(Exception):
    """Names the walkthrough, the step and what went wrong."""


@dataclass(frozen=True, eq=False)  # identity hash: replay() caches per loaded object
class Step:
    say: str
    play: str | None = None
    try_: str | None = None
    ask: str | None = None
    expect: dict = field(default_factory=dict)
    rules: tuple = ()
    highlight: dict = field(default_factory=dict)


@dataclass(frozen=True, eq=False)
class Walkthrough:
    id: str
    game: str
    title: str
    source: str
    kind: str
    tags: tuple
    rules: tuple
    options: dict
    setup: dict
    steps: tuple
    path: str
    summary: str = ""
    key_step: int | None = None        # the frame the gallery shows (0: the setup); None: the last


@dataclass(frozen=True)
class Frame:
    state: Any
    events: tuple[Event, ...] = ()
    step: Step | None = None           # None for the setup frame
    move: str | None = None            # the move played or tried
    rejected: RulesError | None = None  # the error a `try` step drew

    @property
    def rules(self) -> tuple:
        cited = list(self.step.rules) if self.step else []
        if self.rejected is not None and self.rejected.rule and self.rejected.rule not in cited:
            cited.append(self.rejected.rule)
        for r in deciding_rules(self.events):
            if r not in cited:
                cited.append(r)
        return tuple(cited)


def _fail(w_id: str, where: str, message: str) -> WalkthroughError:
    return WalkthroughError(f"{w_id} {where}: {message}")


# A quoted part of a message, user text: 'x', "x" or 「x」 (what one_line shortens first;
# a `field` is the message's own word, kept).
_QUOTED = re.compile(r"'[^']*'|\"[^\"]*\"|「[^」]*」")
_SHORTEST_QUOTE = 12


def one_line(text: str, limit: int = MAX_MESSAGE) -> str:
    """A message as one printable line of at most `limit` characters. What is cut is the
    quoted parts (user text), longest first, then, if still too long, the end: never the
    start, which names the file and the step."""
    text = " ".join("".join(c if c.isprintable() else " " for c in str(text)).split())
    head = text.find(": ") + 2 if ": " in text else 0     # the file and the step: kept whole
    while len(text) > limit:
        quotes = [m for m in _QUOTED.finditer(text, head) if m.end() - m.start() > _SHORTEST_QUOTE]
        if not quotes:
            break
        m = max(quotes, key=lambda m: m.end() - m.start())
        quote = m.group()
        keep = max(_SHORTEST_QUOTE, len(quote) - (len(text) - limit)) - 2
        text = text[:m.start()] + quote[0] + short(quote[1:-1], keep) + quote[-1] + text[m.end():]
    return text if len(text) <= limit else text[:limit - 1] + "…"


# libyaml where PyYAML has it (several times faster), else the pure-Python loader.
try:
    from yaml import CSafeLoader as _LOADER
except ImportError:  # PyYAML built without libyaml
    from yaml import SafeLoader as _LOADER


class _Refused(yaml.YAMLError):
    def __init__(self, problem: str, mark):
        super().__init__(problem)
        self.problem_mark = mark


def _yaml(text: str) -> Any:
    """safe_load, after a pass over the parse events that refuses anchors and aliases (&name,
    *name, so `<<` merges too: a few lines of aliases expand to billions of nodes, the
    "billion laughs", and walkthroughs have no use for them) and nesting deeper than
    MAX_NESTING (libyaml's composer recurses, and crashes on a deep [[[[…)."""
    depth = 0
    for event in yaml.parse(text, Loader=_LOADER):
        if isinstance(event, yaml.AliasEvent) or (isinstance(event, yaml.NodeEvent)
                                                  and event.anchor is not None):
            raise _Refused("YAML anchors and aliases (&name, *name) are not allowed", event.start_mark)
        if isinstance(event, yaml.CollectionStartEvent):
            depth += 1
            if depth > MAX_NESTING:
                raise _Refused(f"nested more than {MAX_NESTING} levels deep", event.start_mark)
        elif isinstance(event, yaml.CollectionEndEvent):
            depth -= 1
    return yaml.load(text, Loader=_LOADER)


def _read_yaml(path: Path, rel) -> Any:
    try:
        if not path.exists():
            raise FileNotFoundError(path)
        if not path.is_file():   # a device, a FIFO, a folder: nothing to read, or no end to it
            raise WalkthroughError(f"{rel}: not a regular file")
        if path.stat().st_size > MAX_FILE_BYTES:
            raise WalkthroughError(f"{rel}: file too large ({path.stat().st_size} bytes, "
                                   f"at most {MAX_FILE_BYTES})")
        with open(path, "rb") as f:
            raw = f.read(MAX_FILE_BYTES + 1)
    except FileNotFoundError:
        raise WalkthroughError(f"{rel}: file not found") from None
    except OSError as e:
        raise WalkthroughError(f"{rel}: cannot be read ({e.strerror or type(e).__name__})") from None
    if len(raw) > MAX_FILE_BYTES:  # grew since stat
        raise WalkthroughError(f"{rel}: file too large (at most {MAX_FILE_BYTES} bytes)")
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        line = raw[:e.start].count(b"\n") + 1
        raise WalkthroughError(f"{rel} line {line}: not UTF-8 text (byte {e.start + 1})") from None
    try:
        return _yaml(text)
    except _Refused as e:
        raise WalkthroughError(f"{rel} line {e.problem_mark.line + 1}: {e}") from None
    except yaml.YAMLError as e:
        marked = isinstance(e, yaml.MarkedYAMLError)
        line = f" line {e.problem_mark.line + 1}" if marked and e.problem_mark else ""
        problem = " ".join(str((e.problem if marked else None) or e).split())[:120]
        raise WalkthroughError(f"{rel}{line}: not valid YAML ({problem})") from None
    except RecursionError:
        raise WalkthroughError(f"{rel}: not valid YAML (nested too deeply)") from None


def _typed(where: str, name: str, value: Any, kinds: tuple) -> None:
    """WalkthroughError unless the field has its declared type (lists: of texts)."""
    cls, word = kinds
    ok = isinstance(value, cls) and not (cls is int and isinstance(value, bool))
    if ok and kinds is _TEXTS:
        ok = all(isinstance(x, str) for x in value)
    if not ok:
        raise WalkthroughError(f"{where}: `{name}` must be {word}, not {_kind(value)}")


def _kind(value: Any) -> str:
    if isinstance(value, list):
        bad = next((x for x in value if not isinstance(x, str)), None)
        return f"a list holding {_kind(bad)}" if bad is not None else "a list"
    return {dict: "a mapping", str: "text", bool: "true/false", type(None): "empty",
            int: "a number", float: "a number"}.get(type(value), type(value).__name__)


def _settings(where: str, name: str, value: dict) -> None:
    """options and setup: names (text) to plain values."""
    for k, v in value.items():
        if not isinstance(k, str):
            raise WalkthroughError(f"{where}: `{name}` names must be text, not {_kind(k)}")
        if not isinstance(v, SCALARS):
            raise WalkthroughError(f"{where}: `{name}.{k}` must be a plain value, not {_kind(v)}")


def _step(rel, n: int, raw: Any, game: str = "", known: set | None = None) -> Step:
    where = f"{rel} step {n}"
    if not isinstance(raw, dict):
        raise WalkthroughError(f"{where}: a step must be a mapping (say, play, expect…), not {_kind(raw)}")
    bad = [str(k) for k in raw if k not in STEP_KEYS]
    if bad:
        raise WalkthroughError(f"{where}: unknown key(s) {', '.join(sorted(bad))[:120]}")
    raw = {k: v for k, v in raw.items() if not (v is None and k in OPTIONAL)}
    for key, kinds in STEP_TYPES.items():
        if key in raw:
            _typed(where, key, raw[key], kinds)
    if "say" not in raw:
        raise WalkthroughError(f"{where}: each step needs a `say`")
    if "play" in raw and "try" in raw:
        raise WalkthroughError(f"{where}: a step plays or tries, not both")
    if not raw.get("expect"):
        raise WalkthroughError(f"{where}: each step needs an `expect` (what the engine must then report)")
    for key, value in raw["expect"].items():
        if not isinstance(key, str):
            raise WalkthroughError(f"{where}: `expect` keys must be text, not {_kind(key)}")
        if key in EXPECT_TYPES:
            _typed(where, f"expect.{key}", value, EXPECT_TYPES[key])
    for key in raw.get("highlight") or {}:
        if not isinstance(key, str):
            raise WalkthroughError(f"{where}: `highlight` keys must be text, not {_kind(key)}")
    if known is not None:
        _known_rules(where, raw.get("rules") or (), known)
    if game:
        wrong = highlight_problem(game, raw.get("highlight") or {})
        if wrong:
            raise WalkthroughError(one_line(f"{where}: {wrong}"))
    return Step(say=raw["say"].strip(), play=raw.get("play"), try_=raw.get("try"),
                ask=raw.get("ask"), expect=dict(raw["expect"]), rules=tuple(raw.get("rules") or ()),
                highlight=dict(raw.get("highlight") or {}))


def _known_rules(where: str, rules, known: set) -> None:
    """WalkthroughError naming the first rule id the game's rules do not have."""
    for rule in rules:
        if rule not in known:
            raise WalkthroughError(one_line(f"{where}: `rules` names unknown rule id {short(rule)!r} "
                                            f"(not in the game's rules.md)"))


def _rule_ids(game: str) -> set | None:
    """The rule and section ids of a game, or None when its rules cannot be read (a broken
    rules.md is reported by the pages that read it; the walkthroughs are checked again once
    it reads)."""
    try:
        return load_rules(game).ids()
    except ContentError:
        return None


def _position(rel, game_id: str, setup: dict) -> None:
    """A setup position the engine refuses (unreadable, or one breaking the game's
    invariants) is the file's fault, named at load time."""
    if "position" not in setup:
        return
    text = setup["position"]
    if not isinstance(text, str):
        raise WalkthroughError(one_line(f"{rel} setup: `setup.position` must be text, not {_kind(text)}"))
    try:
        registry.game(game_id).parse_position(text)
    except RulesError as e:
        raise WalkthroughError(one_line(f"{rel} setup: the engine refuses the position "
                                        f"{short(text)!r}: {short(str(e), 100)}")) from None


def load_file(path: str | Path) -> Walkthrough:
    """Read and check one walkthrough file; every fault is a WalkthroughError naming the
    file (and the step, and the field)."""
    path = Path(path)
    root = paths.ROOT
    rel = path.relative_to(root) if path.is_relative_to(root) else path
    data = _read_yaml(path, rel)
    if not isinstance(data, dict):
        raise WalkthroughError(f"{rel}: expected a mapping at the top, not {_kind(data)}")
    data = {k: v for k, v in data.items() if not (v is None and k in OPTIONAL)}
    unknown = [str(k) for k in data if k not in TOP_KEYS]
    if unknown:
        raise WalkthroughError(f"{rel}: unknown key(s) {', '.join(sorted(unknown))[:120]}")
    for key in ("id", "game", "title", "steps"):
        if key not in data:
            raise WalkthroughError(f"{rel}: missing key {key!r}")
    for key, kinds in TOP_TYPES.items():
        if key in data:
            _typed(str(rel), key, data[key], kinds)
    for key in ("options", "setup"):
        _settings(str(rel), key, data.get(key) or {})
    expected_id = f"{path.parent.name}.{path.stem}"
    if data["id"] != expected_id:
        raise WalkthroughError(f"{rel}: id {data['id'][:60]!r} should be {expected_id!r} (id == path)")
    if data["game"] not in registry.ids():
        raise WalkthroughError(f"{rel}: `game` {data['game'][:60]!r} is not a registered game "
                               f"(known: {', '.join(registry.ids())})")
    if data.get("kind", "example") not in KINDS:
        raise WalkthroughError(f"{rel}: `kind` must be one of {', '.join(KINDS)}")
    known = _rule_ids(data["game"])
    if known is not None:
        _known_rules(str(rel), data.get("rules") or (), known)
    _position(rel, data["game"], data.get("setup") or {})
    steps = tuple(_step(rel, n, raw, data["game"], known) for n, raw in enumerate(data["steps"], 1))
    if not steps:
        raise WalkthroughError(f"{rel}: no steps")
    key_step = data.get("key_step")
    if key_step is not None and not 0 <= key_step <= len(steps):
        raise WalkthroughError(f"{rel}: `key_step` must be a step number from 0 (the setup) to {len(steps)}")
    return Walkthrough(id=data["id"], game=data["game"], title=data["title"],
                       source=data.get("source", ""), kind=data.get("kind", "example"),
                       tags=tuple(data.get("tags") or ()), rules=tuple(data.get("rules") or ()),
                       options=dict(data.get("options") or {}), setup=dict(data.get("setup") or {}),
                       steps=steps, path=str(rel), summary=data.get("summary", "").strip(),
                       key_step=key_step)


def load_all(game: str | None = None, root: Path | None = None) -> tuple[Walkthrough, ...]:
    """Every walkthrough (of one game), sorted by kind then path. Errors propagate.
    The folder is tutor.paths.WALKTHROUGHS as it is at call time (tests point it at copies)."""
    return _load_all(game, Path(root or paths.WALKTHROUGHS))


@functools.lru_cache(maxsize=64)
def _load_all(game: str | None, root: Path) -> tuple[Walkthrough, ...]:
    folders = [root / game] if game else sorted(p for p in root.iterdir() if p.is_dir())
    found = [load_file(p) for folder in folders if folder.is_dir() for p in sorted(folder.glob("*.yaml"))]
    return tuple(sorted(found, key=lambda w: (w.kind != "tutorial", w.path)))


# load_all caches through _load_all; clearing it clears that (tests clear every module cache).
load_all.cache_clear = _load_all.cache_clear


def by_id(walkthrough_id: str) -> Walkthrough | None:
    return next((w for w in load_all() if w.id == walkthrough_id), None)


def _game(w: Walkthrough):
    try:
        return registry.game(w.game)
    except KeyError:
        raise _fail(w.id, "setup", f"game {w.game!r} is not registered") from None


def initial(w: Walkthrough):
    """The setup frame's state: a position in the game's notation, or a new game from the
    declared setup parameters (players, a game type), under the walkthrough's options."""
    game = _game(w)
    try:
        if "position" in w.setup:
            extra = sorted(set(w.setup) - {"position"})
            if extra:
                raise _fail(w.id, "setup", f"a position takes no other setup ({', '.join(extra)})")
            state = game.parse_position(w.setup["position"])
            return game.with_options(state, w.options) if w.options else state
        # A game that declares its setup parameters has them checked and coerced here; one
        # that declares none gets them as written and its initial_state refuses what it lacks.
        given = game.setup_values(w.setup) if game.setup else dict(w.setup)
        return game.initial_state(options=w.options, **given)
    except RulesError as e:
        raise _fail(w.id, "setup", str(e)) from None
    except TypeError as e:  # an undeclared parameter, or a value of the wrong type
        raise _fail(w.id, "setup", f"setup {w.setup} not accepted ({e})") from None


@functools.lru_cache(maxsize=256)
def replay(w: Walkthrough) -> tuple[Frame, ...]:
    """Play every step and check every expectation."""
    game = _game(w)
    state = initial(w)
    frames = [Frame(state)]
    for n, step in enumerate(w.steps, 1):
        where = f"step {n}"
        events: tuple = ()
        rejected = None
        move = step.play or step.try_
        if step.play:
            try:
                played = game.parse_move(state, step.play)
                tr = game.step(state, played)
            except RulesError as e:
                raise _fail(w.id, where, f"{step.play!r} was refused: {e}") from None
            move = game.format_move(state, played)   # one spelling: the engine's, as events show it
            state, events = tr.state, tr.events
        elif step.try_:
            try:
                game.step(state, game.parse_move(state, step.try_))
            except RulesError as e:
                rejected = e
            else:
                raise _fail(w.id, where, f"{step.try_!r} was expected to be refused but is legal")
        frame = Frame(state, events, step, move, rejected)
        check(game, w.id, where, frame, step.expect)
        _drawable(w, where, frame)
        frames.append(frame)
    return tuple(frames)


def _drawable(w: Walkthrough, where: str, frame: Frame) -> None:
    """The board of this frame draws with the step's highlight: a malformed highlight is the
    file's fault, named here, not a broken page later."""
    try:
        boards.render(w.game, frame.state, boards.frame_highlight(w.game, frame.events, frame.step.highlight))
    except Exception as e:  # noqa: BLE001 - any failure of the drawing is reported as the file's
        raise _fail(w.id, where, f"the highlight cannot be drawn ({type(e).__name__}: {short(str(e), 80)})") from None


def check(game, w_id: str, where: str, frame: Frame, expect: dict) -> None:
    facts = game.facts(frame.state)
    for key, want in expect.items():
        if key == "illegal":
            got = frame.rejected.rule if frame.rejected else None
            if got != want:
                raise _fail(w_id, where, f"expected refusal by rule {want}, got {got}")
        elif key == "events":
            _subsequence(w_id, where, [e.key for e in frame.events], list(want))
        elif key in ("legal", "not_legal"):
            legal = set(game.legal_moves(frame.state))
            for text in want:
                try:  # moves compare as parsed moves: Hive has several spellings of one move
                    move = game.parse_move(frame.state, text)
                except RulesError:
                    move = None
                if (move in legal) != (key == "legal"):
                    raise _fail(w_id, where, f"{text!r} should {'' if key == 'legal' else 'not '}be legal")
        elif key == "position":
            got = game.format_position(frame.state)
            if got.split() != str(want).split():
                raise _fail(w_id, where, f"position differs:\n{got}")
        elif key in facts:
            _match(w_id, where, key, facts[key], want)
        else:
            raise _fail(w_id, where, f"unknown expectation {key!r}; facts: {', '.join(facts)}")


def _subsequence(w_id: str, where: str, got: list, want: list) -> None:
    it = iter(got)
    for key in want:
        if not any(k == key for k in it):
            raise _fail(w_id, where, f"expected events {want} in order, got {got}")


def _match(w_id: str, where: str, key: str, got: Any, want: Any) -> None:
    if isinstance(want, dict) and isinstance(got, dict):
        for k, v in want.items():
            if k not in got:
                raise _fail(w_id, where, f"{key}: no entry {k!r} (have {list(got)})")
            _match(w_id, where, f"{key}.{k}", got[k], v)
    elif got != want:
        raise _fail(w_id, where, f"{key} is {got!r}, expected {want!r}")
