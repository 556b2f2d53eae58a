"""Player text for boards and panels: the one way they get a word (no Chinese in code).

    say(game_id, key, script, **data) -> str

`key` is `<where>.<name>`:
    phase.<id>    the phase's name (content/<game>/game.yaml `phases`), as every page names it
    seat.<n>      seat n (0-based) by its name (玩家3, 白方)
    value.<v>     a value word of the game's events (content/<game>/events.yaml `values`)
    <file>.<name> content/<game>/words/<file>.yaml, a flat mapping of names to text
                  (e.g. board.title, tools.flower-title); a name may hold dots
    shared.<name> content/words.yaml: what every game says alike (the game-over banner)
The text is filled with `data` (str.format) and converted to the reader's script. It is
plain text: the caller escapes it where it is shown (tutor.boards.svg does in pictures).
A missing key or file is a ContentError naming the file and the key.
"""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path

import yaml

from engine.core import short

from . import paths
from .content import ContentError, load_events, load_game_text
from .script import convert

SHARED = "shared"


@lru_cache(maxsize=None)
def _file(path: Path) -> dict[str, str]:
    name = f"{path.parent.name}/{path.name}" if path.parent.name == "words" else path.name
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
    except FileNotFoundError:
        raise ContentError(f"{name}: no such words file") from None
    except yaml.YAMLError as e:
        raise ContentError(f"{name}: not valid YAML ({short(str(e), 120)})") from None
    if not isinstance(data, dict) or not all(isinstance(k, str) and isinstance(v, str)
                                             for k, v in data.items()):
        raise ContentError(f"{name}: expected a flat mapping of names to text")
    return data


def files(game_id: str) -> dict[str, dict[str, str]]:
    """Every words file of a game: {file stem: {name: text}} (tests check them all)."""
    folder = paths.CONTENT / game_id / "words"
    return {p.stem: _file(p) for p in sorted(folder.glob("*.yaml"))} if folder.is_dir() else {}


def _template(game_id: str, key: str) -> str:
    where, dot, name = key.partition(".")
    if not dot or not name:
        raise ContentError(f"words key {key!r}: expected <where>.<name>")
    if where == "phase":
        return load_game_text(game_id).phase_name(name)
    if where == "seat":
        if not (name.isascii() and name.isdigit()):     # seat.x, seat.-1: no seat (0-based)
            raise ContentError(f"words key {short(key)!r}: a seat is a number from 0")
        return load_game_text(game_id).seat_name(int(name))
    if where == "value":
        values = load_events(game_id).values
        if name not in values:
            raise ContentError(f"{game_id}/events.yaml: no value {name!r}")
        return values[name]
    path = (paths.CONTENT / "words.yaml" if where == SHARED
            else paths.CONTENT / game_id / "words" / f"{where}.yaml")
    table = _file(path)
    if name not in table:
        raise ContentError(f"{path.relative_to(paths.CONTENT.parent)}: no entry {name!r}")
    return table[name]


def say(game_id: str, key: str, script: str = "t", **data) -> str:
    text = _template(game_id, key)
    if data or "{" in text:
        try:
            text = text.format(**data)
        except (KeyError, IndexError, ValueError) as e:
            raise ContentError(f"words {game_id} {key}: cannot fill from {sorted(data)}: {e!r}") from None
    return convert(text, script)


def has(game_id: str, key: str) -> bool:
    try:
        _template(game_id, key)
    except ContentError:
        return False
    return True


def names(game_id: str, where: str, keys, script: str = "t") -> dict:
    """{k: say(game_id, f"{where}.{k}")} for several keys at once (colour or card names)."""
    return {k: say(game_id, f"{where}.{k}", script) for k in keys}


def seat(game_id: str, n: int, script: str = "t") -> str:
    """Seat n (0-based) as game.yaml names it."""
    return say(game_id, f"seat.{n}", script)


def value(game_id: str, v, script: str = "t") -> str:
    """An events.yaml value word: a piece, a colour, a card."""
    return say(game_id, f"value.{v}", script)


def joined(game_id: str, items, script: str = "t") -> str:
    """Items with the game's separator between them (words/board.yaml `sep`, 、)."""
    return say(game_id, "board.sep", script).join(items)


def seats(game_id: str, seats, script: str = "t") -> str:
    return "、".join(say(game_id, f"seat.{s}", script) for s in seats)


def game_over(game_id: str, outcome, script: str = "t", players: int | None = None) -> str:
    """The one game-over banner: who won (shared.over-won), several who share the win
    (shared.over-shared), or a draw: no winner, or every one of `players` seats."""
    n = len(outcome.winners)
    if n == 0 or (n > 1 and n == players):
        return say(game_id, "shared.over-draw", script)
    key = "shared.over-shared" if n > 1 else "shared.over-won"
    return say(game_id, key, script, winners=seats(game_id, outcome.winners, script))
