"""Loading and checking content/: games, rules, glossary, event and error texts, and each
game's page text (game.yaml: seat and phase names, the sample position, setup labels).

Every loader takes an optional `root` (default paths.CONTENT, read at call time) so tests
can point it at a copy; results are cached per (game, root). Problems raise ContentError,
whose message starts with the file (relative to the content root's parent) and the line.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any

import yaml

from engine.core import InvalidMove, NotationError, OptionError

from . import paths
from .script import convert

ID = re.compile(r"[a-z0-9.-]+")
HEADING = re.compile(r"(#{1,3}) +(.*?)\s*$")
HEADING_ID = re.compile(r"(.*?)\s*\{#([^}]*)\}$")
CELL = re.compile(r"r(\d+)c(\d+)")
GAME_KEYS = ("id", "name", "english", "seed", "players", "ready", "blurb")
TERM_KEYS = ("term", "english", "rule", "definition")
EVENT_SECTIONS = ("values", "events", "errors", "cells")
SHARED_SECTIONS = ("events", "errors")
GAME_TEXT_KEYS = {"seat": str, "seats": list, "seat_fields": list, "chance": str, "move_hint": str,
                  "setup": dict, "setup_defaults": dict, "setup_values": dict, "phases": dict,
                  "sample": str, "players": dict, "board_how": str}
GAME_TEXT_REQUIRED = ("seat_fields", "chance", "move_hint", "setup", "phases", "sample", "board_how")
VERBATIM = ("move",)  # data fields holding a move in notation: shown as typed

# Fallbacks for error keys without a template (also the default key "generic"), most
# specific class first.
ERROR_FALLBACKS = ((NotationError, "局面記法有誤。"), (OptionError, "規則選項設定有誤。"),
                   (InvalidMove, "看不懂這一步。"), (Exception, "這一步不符合規則。"))


class ContentError(Exception):
    """A content file is missing or malformed; the message says which file and line."""


@dataclass(frozen=True)
class Game:
    id: str
    name: str
    english: str
    seed: str
    players: str
    ready: bool
    blurb: str


@dataclass(frozen=True)
class Rule:
    id: str
    title: str
    section: str
    body: str
    clarification: bool
    erratum: bool


@dataclass(frozen=True)
class Section:
    id: str
    title: str
    intro: str
    rules: tuple[Rule, ...]


@dataclass(frozen=True)
class Rulebook:
    game: str
    title: str
    intro: str
    sections: tuple[Section, ...]

    def rule(self, id: str) -> Rule | None:
        return next((r for s in self.sections for r in s.rules if r.id == id), None)

    def section_of(self, rule_id: str) -> Section | None:
        return next((s for s in self.sections if any(r.id == rule_id for r in s.rules)), None)

    def ids(self) -> set[str]:
        return {s.id for s in self.sections} | {r.id for s in self.sections for r in s.rules}


@dataclass(frozen=True)
class Term:
    term: str
    english: str
    rule: str
    definition: str
    also: tuple[str, ...] = ()    # other names readers use (甲蟲 for 甲殼蟲): search finds the term by them


@dataclass(frozen=True)
class GameText:
    """What the generic pages say about one game (content/<game>/game.yaml)."""
    seat: str | None             # a seat's name with {n} = seat + 1, or None when `seats` names them
    seats: tuple[str, ...]       # the name of each seat, or () when `seat` is a pattern
    seat_fields: frozenset[str]  # event and error data fields that hold a seat
    chance: str                  # who acts at a chance node
    move_hint: str               # the label of the move box
    setup: dict                  # a label per declared setup parameter
    phases: dict                 # a name per phase id
    sample: str                  # the dispute page's sample position
    setup_defaults: dict = field(default_factory=dict)   # where the new-game controls start,
                                 # when not at the engine's default (Hive: all three expansions)
    setup_values: dict = field(default_factory=dict)     # {parameter: {value: words}} where a
                                 # value's own text would not do (Hive's "" and "MLP")
    players: dict = field(default_factory=dict)          # {computer player id: its name}
    board_how: str = ""          # one line on how to play on the clickable board

    def setup_value(self, name: str, value) -> str:
        return str(self.setup_values.get(name, {}).get(value, value))

    def seat_name(self, seat: int) -> str:
        if self.seats:
            return self.seats[seat] if 0 <= seat < len(self.seats) else str(seat)
        return self.seat.format(n=seat + 1)

    def phase_name(self, phase: str) -> str:
        return self.phases.get(phase, phase)


@dataclass(frozen=True)
class EventText:
    values: dict
    events: dict
    errors: dict
    cells: dict


# --------------------------------------------------------------------------- files

def _root(root: Path | None) -> Path:
    return Path(root) if root is not None else paths.CONTENT


def _name(path: Path, root: Path) -> str:
    return f"{root.name}/{path.relative_to(root).as_posix()}"


def _read(path: Path, root: Path) -> str:
    try:
        return path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise ContentError(f"{_name(path, root)}: file not found") from None


def _yaml(path: Path, root: Path) -> Any:
    try:
        return yaml.safe_load(_read(path, root))
    except yaml.MarkedYAMLError as e:
        where = f" line {e.problem_mark.line + 1}" if e.problem_mark else ""
        raise ContentError(f"{_name(path, root)}{where}: malformed YAML: {e.problem or e}") from None
    except yaml.YAMLError as e:
        raise ContentError(f"{_name(path, root)}: malformed YAML: {e}") from None


def _entries(data: Any, keys: tuple, name: str) -> list[dict]:
    """A YAML list of mappings that each have all the keys."""
    if not isinstance(data, list):
        raise ContentError(f"{name}: expected a list of entries")
    for i, entry in enumerate(data, 1):
        if not isinstance(entry, dict):
            raise ContentError(f"{name}: entry {i} is not a mapping")
        for key in keys:
            if key not in entry:
                raise ContentError(f"{name}: entry {i} has no {key!r}")
    return data


# --------------------------------------------------------------------------- games

def load_games(root: Path | None = None) -> tuple[Game, ...]:
    return _load_games(_root(root))


@lru_cache(maxsize=None)
def _load_games(root: Path) -> tuple[Game, ...]:
    path = root / "games.yaml"
    entries = _entries(_yaml(path, root), GAME_KEYS, _name(path, root))
    return tuple(Game(**{k: e[k] for k in GAME_KEYS}) for e in entries)


def game(id: str, root: Path | None = None) -> Game:
    games = load_games(root)
    for g in games:
        if g.id == id:
            return g
    raise ContentError(f"{_name(_root(root) / 'games.yaml', _root(root))}: unknown game {id!r}; "
                       f"known: {', '.join(g.id for g in games)}")


# --------------------------------------------------------------------------- rules

def load_rules(game_id: str, root: Path | None = None) -> Rulebook:
    return _load_rules(game_id, _root(root))


@lru_cache(maxsize=None)
def _load_rules(game_id: str, root: Path) -> Rulebook:
    path = root / game_id / "rules.md"
    name = _name(path, root)
    title = None
    intro: list[str] = []        # lines under the title
    sections: list[dict] = []    # {id, title, lines, rules: [{id, title, lines}]}
    lines = intro                # where the next text line goes
    first: dict[str, int] = {}   # id -> line it was defined on
    for n, line in enumerate(_read(path, root).splitlines(), 1):
        m = HEADING.match(line)
        level = len(m.group(1)) if m else 0
        if title is None and line.strip() and level != 1:
            raise ContentError(f"{name} line {n}: the file must start with a '# ' title")
        if not level:
            lines.append(line)
            continue
        if level == 1:
            if title is not None:
                raise ContentError(f"{name} line {n}: a second '# ' title")
            title = m.group(2)
            continue
        got = HEADING_ID.match(m.group(2))
        if not got:
            raise ContentError(f"{name} line {n}: heading has no id {{#...}}")
        heading, id = got.groups()
        if not ID.fullmatch(id):
            raise ContentError(f"{name} line {n}: id {id!r} must be ASCII [a-z0-9.-]+")
        if id in first:
            raise ContentError(f"{name} line {n}: duplicate id {id!r} (first at line {first[id]})")
        first[id] = n
        if level == 3 and not sections:
            raise ContentError(f"{name} line {n}: '###' rule before any '##' section")
        node = {"id": id, "title": heading, "lines": [], "rules": []}
        (sections if level == 2 else sections[-1]["rules"]).append(node)
        lines = node["lines"]
    if title is None:
        raise ContentError(f"{name}: no '# ' title")

    def text(lines):
        return "\n".join(lines).strip()

    def rule(r, section_id):
        body = text(r["lines"])
        return Rule(r["id"], r["title"], section_id, body, "!!! note" in body, "!!! warning" in body)

    return Rulebook(game_id, title, text(intro), tuple(
        Section(s["id"], s["title"], text(s["lines"]), tuple(rule(r, s["id"]) for r in s["rules"]))
        for s in sections))


# --------------------------------------------------------------------------- glossary

def load_glossary(game_id: str, root: Path | None = None) -> tuple[Term, ...]:
    return _load_glossary(game_id, _root(root))


@lru_cache(maxsize=None)
def _load_glossary(game_id: str, root: Path) -> tuple[Term, ...]:
    path = root / game_id / "glossary.yaml"
    name = _name(path, root)
    entries = _entries(_yaml(path, root), TERM_KEYS, name)
    ids = _load_rules(game_id, root).ids()
    for i, e in enumerate(entries, 1):
        if e["rule"] not in ids:
            raise ContentError(f"{name}: entry {i} ({e['term']}) names unknown rule {e['rule']!r}")
    for i, e in enumerate(entries, 1):
        also = e.get("also", [])
        if not isinstance(also, list) or not all(isinstance(a, str) and a.strip() for a in also):
            raise ContentError(f"{name}: entry {i} ({e['term']}): 'also' must be a list of names")
    return tuple(Term(**{k: str(e[k]) for k in TERM_KEYS}, also=tuple(e.get("also", ()))) for e in entries)


# --------------------------------------------------------------------------- events and errors

def load_events(game_id: str, root: Path | None = None) -> EventText:
    return _load_events(game_id, _root(root))


@lru_cache(maxsize=None)
def _load_events(game_id: str, root: Path) -> EventText:
    path = root / game_id / "events.yaml"
    name = _name(path, root)
    data = _yaml(path, root) or {}
    if not isinstance(data, dict) or set(data) - set(EVENT_SECTIONS):
        raise ContentError(f"{name}: expected a mapping with sections {', '.join(EVENT_SECTIONS)}")
    for section, table in data.items():
        if not isinstance(table, dict) or not all(isinstance(v, str) for v in table.values()):
            raise ContentError(f"{name}: section {section!r} must map keys to text")
    return EventText(*(dict(data.get(s) or {}) for s in EVENT_SECTIONS))


TABLES = "tables"   # the options.yaml section that titles the game's data tables (core.Table)


def load_options(game_id: str, root: Path | None = None) -> dict:
    """Option labels: {name: (label, {value: label})}; values keyed as the engine's values."""
    return _load_options(game_id, _root(root))


def load_tables(game_id: str, root: Path | None = None) -> dict:
    """Data table titles (options.yaml `tables:`): {table id as in engine (haste.tile_set): title}."""
    return _load_tables(game_id, _root(root))


def _options_yaml(game_id: str, root: Path) -> tuple[dict, str]:
    path = root / game_id / "options.yaml"
    name = _name(path, root)
    data = _yaml(path, root) or {}
    if not isinstance(data, dict):
        raise ContentError(f"{name}: expected a mapping of option names")
    return data, name


@lru_cache(maxsize=None)
def _load_tables(game_id: str, root: Path) -> dict:
    data, name = _options_yaml(game_id, root)
    tables = data.get(TABLES) or {}
    if not isinstance(tables, dict) or not all(
            isinstance(k, str) and isinstance(v, str) and v.strip() for k, v in tables.items()):
        raise ContentError(f"{name}: '{TABLES}' must map table ids to titles")
    return dict(tables)


@lru_cache(maxsize=None)
def _load_options(game_id: str, root: Path) -> dict:
    data, name = _options_yaml(game_id, root)
    out = {}
    for option, entry in data.items():
        if option == TABLES:
            continue
        if not isinstance(entry, dict) or not isinstance(entry.get("label"), str) \
                or not isinstance(entry.get("values"), dict):
            raise ContentError(f"{name}: option {option!r} needs a label and values")
        out[option] = (entry["label"], dict(entry["values"]))
    return out


# --------------------------------------------------------------------------- game.yaml, shared.yaml

def load_game_text(game_id: str, root: Path | None = None) -> GameText:
    return _load_game_text(game_id, _root(root))


@lru_cache(maxsize=None)
def _load_game_text(game_id: str, root: Path) -> GameText:
    path = root / game_id / "game.yaml"
    name = _name(path, root)
    data = _yaml(path, root)
    if not isinstance(data, dict):
        raise ContentError(f"{name}: expected a mapping with keys {', '.join(GAME_TEXT_KEYS)}")
    for key in data:
        if key not in GAME_TEXT_KEYS:
            raise ContentError(f"{name}: unknown key {key!r}; known: {', '.join(GAME_TEXT_KEYS)}")
    for key in GAME_TEXT_REQUIRED:
        if key not in data:
            raise ContentError(f"{name}: missing key {key!r}")
    for key, kind in GAME_TEXT_KEYS.items():
        if key in data and not isinstance(data[key], kind):
            raise ContentError(f"{name}: key {key!r} must be a {kind.__name__}")
    if ("seat" in data) == ("seats" in data):
        raise ContentError(f"{name}: key 'seat' (a pattern with {{n}}) or 'seats' (a list): exactly one")
    if "seat" in data and "{n}" not in data["seat"]:
        raise ContentError(f"{name}: key 'seat' must contain {{n}} (the seat number from 1)")
    for key in ("seats", "seat_fields"):
        if not all(isinstance(v, str) and v.strip() for v in data.get(key, [])):
            raise ContentError(f"{name}: key {key!r} must be a list of text")
    for key in ("setup", "phases", "players"):
        if not all(isinstance(k, str) and isinstance(v, str) for k, v in data.get(key, {}).items()):
            raise ContentError(f"{name}: key {key!r} must map ids to text")
    for key in ("chance", "move_hint", "sample", "board_how"):
        if not data[key].strip():
            raise ContentError(f"{name}: key {key!r} is empty")
    return GameText(data.get("seat"), tuple(data.get("seats", ())), frozenset(data["seat_fields"]),
                    data["chance"], data["move_hint"], dict(data["setup"]), dict(data["phases"]),
                    data["sample"].strip(), dict(data.get("setup_defaults") or {}),
                    {k: dict(v) for k, v in (data.get("setup_values") or {}).items() if isinstance(v, dict)},
                    dict(data.get("players") or {}), data["board_how"].strip())


def load_shared(root: Path | None = None) -> dict:
    """Sentences for the keys the core emits or raises: {"events": {...}, "errors": {...}}."""
    return _load_shared(_root(root))


@lru_cache(maxsize=None)
def _load_shared(root: Path) -> dict:
    path = root / "shared.yaml"
    name = _name(path, root)
    data = _yaml(path, root) or {}
    if not isinstance(data, dict) or set(data) - set(SHARED_SECTIONS):
        raise ContentError(f"{name}: expected a mapping with sections {', '.join(SHARED_SECTIONS)}")
    for section, table in data.items():
        if not isinstance(table, dict) or not all(isinstance(v, str) for v in table.values()):
            raise ContentError(f"{name}: section {section!r} must map keys to text")
    return {s: dict(data.get(s) or {}) for s in SHARED_SECTIONS}


def seat_name(game_id: str, seat: int, script: str) -> str:
    """A seat (0-based) by its name in content: 玩家3, 白方."""
    return convert(load_game_text(game_id).seat_name(seat), script)


def phase_name(game_id: str, phase: str, script: str) -> str:
    return convert(load_game_text(game_id).phase_name(phase), script)


def _fill(game_id: str, section: str, key: str, data: dict, script: str) -> str | None:
    """The `section` template for `key` filled with `data`, or None if there is none. The
    game's events.yaml first, then content/shared.yaml for the keys of the core. Fields the
    game lists in game.yaml `seat_fields` are shown as the seat's name (a list of seats as
    their names in order), `phase` by its name."""
    text = load_events(game_id)
    template = {"events": text.events, "errors": text.errors}[section].get(key)
    where = paths.CONTENT / game_id / "events.yaml"
    if template is None:
        template = load_shared().get(section, {}).get(key)
        where = paths.CONTENT / "shared.yaml"
    if template is None:
        return None
    words = load_game_text(game_id)

    def field(k, v):
        if k in VERBATIM:
            return v
        if k in words.seat_fields and isinstance(v, int) and not isinstance(v, bool):
            return words.seat_name(v)
        if k in words.seat_fields and isinstance(v, (list, tuple)) and v and all(
                isinstance(x, int) and not isinstance(x, bool) for x in v):
            return "、".join(words.seat_name(x) for x in v)        # seats in order
        if k == "phase" and isinstance(v, str):
            return words.phase_name(v)
        return show(v)

    def show(v):
        if isinstance(v, (list, tuple)):
            return "、".join(str(show(x)) for x in v)
        if not isinstance(v, str):
            return v
        if v in text.values:
            return text.values[v]
        cell = CELL.fullmatch(v)
        form = text.cells.get(key, text.cells.get("default"))
        return form.format(r=cell[1], c=cell[2]) if cell and form else v

    try:  # notation the reader types (a move, a piece of input) is shown as it is
        filled = {k: field(k, v) for k, v in data.items()}
        return convert(template.format(**filled), script)
    except (KeyError, IndexError, ValueError, AttributeError) as e:
        raise ContentError(f"{_name(where, paths.CONTENT)}: {section}.{key} cannot be filled "
                           f"from {sorted(data)}: {e!r}") from None


def narrate(game_id: str, event, script: str) -> str:
    """An engine Event as a sentence; unknown keys get a plain sentence naming the key."""
    out = _fill(game_id, "events", event.key, dict(event.data), script)
    return out if out is not None else convert(f"事件「{event.key}」（尚無說明文字）。", script)


def error_text(game_id: str, err, script: str) -> str:
    """An engine RulesError as a sentence, never English (the input fragment may be quoted).
    Plain text: a page escapes it (tutor.text.escape) before it goes into Markdown."""
    out = _fill(game_id, "errors", err.key, dict(err.data), script)
    if out is not None:
        return out
    base = next(text for cls, text in ERROR_FALLBACKS if isinstance(err, cls))
    if err.where:
        base = f"{base[:-1]}：「{err.where}」。"
    return convert(base, script)


# --------------------------------------------------------------------------- notation

def load_notation(game_id: str, root: Path | None = None) -> str:
    """The game's notation guide (content/<game>/notation.md), Markdown."""
    return _load_notation(game_id, _root(root))


@lru_cache(maxsize=None)
def _load_notation(game_id: str, root: Path) -> str:
    return _read(root / game_id / "notation.md", root)
