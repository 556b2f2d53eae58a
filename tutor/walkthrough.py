"""Walkthroughs: worked examples and tutorials as data, replayed and checked by the engine.

A file walkthroughs/<game>/<slug>.yaml holds one walkthrough whose id is "<game>.<slug>".
Each step plays a move (`play`), tries a move the rules forbid (`try`), or only talks
(`say` alone); `expect` lists what the engine must then report. `replay` returns one frame
per state (frame 0 is the setup) and raises WalkthroughError at the first mismatch.
"""
from __future__ import annotations

import functools
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

import engine
from engine.core import Event, RulesError

from . import paths

STEP_KEYS = {"play", "try", "say", "ask", "expect", "rules", "highlight"}
TOP_KEYS = {"id", "game", "title", "source", "kind", "tags", "rules", "options", "setup", "steps",
            "summary"}
KINDS = ("example", "tutorial")


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
        if self.rejected is not None and self.rejected.rule not in cited:
            cited.append(self.rejected.rule)
        for e in self.events:
            if e.rule not in cited:
                cited.append(e.rule)
        return tuple(cited)


def _fail(w_id: str, where: str, message: str) -> WalkthroughError:
    return WalkthroughError(f"{w_id} {where}: {message}")


def load_file(path: str | Path) -> Walkthrough:
    path = Path(path)
    rel = path.relative_to(paths.ROOT) if path.is_relative_to(paths.ROOT) else path
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise WalkthroughError(f"{rel}: file not found") from None
    except yaml.YAMLError as e:
        mark = getattr(e, "problem_mark", None)
        line = f" line {mark.line + 1}" if mark else ""
        raise WalkthroughError(f"{rel}{line}: not valid YAML ({getattr(e, 'problem', e)})") from None
    if not isinstance(data, dict):
        raise WalkthroughError(f"{rel}: expected a mapping at the top")
    unknown = set(data) - TOP_KEYS
    if unknown:
        raise WalkthroughError(f"{rel}: unknown key(s) {', '.join(sorted(unknown))}")
    for key in ("id", "game", "title", "steps"):
        if key not in data:
            raise WalkthroughError(f"{rel}: missing key {key!r}")
    expected_id = f"{path.parent.name}.{path.stem}"
    if data["id"] != expected_id:
        raise WalkthroughError(f"{rel}: id {data['id']!r} should be {expected_id!r} (id == path)")
    if data.get("kind", "example") not in KINDS:
        raise WalkthroughError(f"{rel}: kind must be one of {', '.join(KINDS)}")
    steps = []
    for n, raw in enumerate(data["steps"] or [], 1):
        if not isinstance(raw, dict) or "say" not in raw:
            raise WalkthroughError(f"{rel} step {n}: each step needs a `say`")
        bad = set(raw) - STEP_KEYS
        if bad:
            raise WalkthroughError(f"{rel} step {n}: unknown key(s) {', '.join(sorted(bad))}")
        if "play" in raw and "try" in raw:
            raise WalkthroughError(f"{rel} step {n}: a step plays or tries, not both")
        steps.append(Step(say=str(raw["say"]).strip(), play=raw.get("play"), try_=raw.get("try"),
                          ask=raw.get("ask"), expect=dict(raw.get("expect") or {}),
                          rules=tuple(raw.get("rules") or ()), highlight=dict(raw.get("highlight") or {})))
    if not steps:
        raise WalkthroughError(f"{rel}: no steps")
    return Walkthrough(id=data["id"], game=data["game"], title=str(data["title"]),
                       source=str(data.get("source", "")), kind=data.get("kind", "example"),
                       tags=tuple(data.get("tags") or ()), rules=tuple(data.get("rules") or ()),
                       options=dict(data.get("options") or {}), setup=dict(data.get("setup") or {}),
                       steps=tuple(steps), path=str(rel), summary=str(data.get("summary", "")).strip())


@functools.lru_cache(maxsize=None)
def load_all(game: str | None = None, root: Path | None = None) -> tuple[Walkthrough, ...]:
    """Every walkthrough (of one game), sorted by kind then path. Errors propagate."""
    root = root or paths.WALKTHROUGHS
    folders = [root / game] if game else sorted(p for p in root.iterdir() if p.is_dir())
    found = [load_file(p) for folder in folders if folder.is_dir() for p in sorted(folder.glob("*.yaml"))]
    return tuple(sorted(found, key=lambda w: (w.kind != "tutorial", w.path)))


def by_id(walkthrough_id: str) -> Walkthrough | None:
    return next((w for w in load_all() if w.id == walkthrough_id), None)


def initial(w: Walkthrough):
    game = engine.get(w.game)
    try:
        if "position" in w.setup:
            state = game.parse_position(w.setup["position"])
            return game.with_options(state, w.options) if w.options else state
        extra = {"players": int(w.setup["players"])} if "players" in w.setup else {}
        return game.initial_state(options=w.options, **extra)
    except RulesError as e:
        raise _fail(w.id, "setup", str(e)) from None


@functools.lru_cache(maxsize=256)
def replay(w: Walkthrough) -> tuple[Frame, ...]:
    """Play every step and check every expectation."""
    game = engine.get(w.game)
    state = initial(w)
    frames = [Frame(state)]
    for n, step in enumerate(w.steps, 1):
        where = f"step {n}"
        events: tuple = ()
        rejected = None
        move = step.play or step.try_
        if step.play:
            try:
                tr = game.step(state, game.parse_move(state, step.play))
            except RulesError as e:
                raise _fail(w.id, where, f"{step.play!r} was refused: {e}") from None
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
        frames.append(frame)
    return tuple(frames)


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
