"""The Way of the Panda board's words come from content (issue 18): the status line names the
phase as every page does (game.yaml, phase.<id>), the end is the shared game-over line, the
champion, action, building and tile names are events.yaml values, and every other word is
an entry of content/way-of-the-panda/words/board.yaml that the board uses."""
from __future__ import annotations

import ast
import random
import re
from pathlib import Path

import pytest

from engine.core import CHANCE
from engine.way_of_the_panda import GAME
from engine.way_of_the_panda.data import CHAMPIONS, CITY_CARDS, MISSION_CARDS, TILE_KINDS
from tutor import words
from tutor.boards import way_of_the_panda as board
from tutor.content import load_game_text

ID = "way-of-the-panda"
ROOT = Path(__file__).resolve().parents[2]
MODULES = [*sorted((ROOT / "tutor" / "boards").glob("way_of_the_panda*.py")),
           ROOT / "tutor" / "words.py"]          # joined(): board.sep
STATUS = re.compile(r"<text[^>]*font-size='13'[^>]*>(第[^<]*)</text>")


def _keys_in_code() -> tuple[set, set]:
    """The board.<name> keys the modules name whole, and the prefixes they fill in
    (f"board.goal.{cond}")."""
    whole, prefixes = set(), set()
    for path in MODULES:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        parts = {id(v) for n in ast.walk(tree) if isinstance(n, ast.JoinedStr) for v in n.values}
        for n in ast.walk(tree):
            if isinstance(n, ast.Constant) and isinstance(n.value, str) and id(n) not in parts \
                    and n.value.startswith("board."):
                whole.add(n.value[len("board."):])
            elif isinstance(n, ast.JoinedStr) and n.values and isinstance(n.values[0], ast.Constant) \
                    and str(n.values[0].value).startswith("board."):
                prefixes.add(n.values[0].value[len("board."):])
    return whole, prefixes


def test_every_board_word_is_used_and_every_word_used_is_there():
    table = words.files(ID)["board"]
    whole, prefixes = _keys_in_code()
    assert "" not in prefixes and all(p.endswith(".") for p in prefixes), prefixes
    assert whole <= set(table), sorted(whole - set(table))
    unused = [k for k in table if k not in whole and not k.startswith(tuple(prefixes))]
    assert not unused


def _play(players: int, seed: int, plies: int = 2000):
    """Every position of a seeded game, start to end."""
    rng, s = random.Random(seed), GAME.initial_state(players)
    out = [s]
    for _ in range(plies):
        if GAME.outcome(s) is not None:
            break
        m = (GAME.sample_chance(s, rng) if GAME.current_player(s) == CHANCE
             else GAME.player("steady").move(GAME, s, rng))
        s = GAME.step(s, m).state
        out.append(s)
    return out


@pytest.fixture(scope="module")
def game():
    return _play(3, 4)


def test_the_status_line_names_the_phase_as_the_pages_do(game):
    seen = set()
    for s in game[::7] + [game[1], game[2]]:
        if GAME.outcome(s) is not None:
            continue
        line = STATUS.search(board.render(s)).group(1)
        name = words.say(ID, f"phase.{s.phase}", "t")
        assert name == load_game_text(ID).phase_name(s.phase)
        assert line.startswith(f"第 {s.round} 輪・{name}"), line
        seen.add(s.phase)
    assert {"guards", "champions", "turn", "act"} <= seen


def test_the_end_is_the_shared_game_over_line(game):
    s = game[-1]
    outcome = GAME.outcome(s)
    assert outcome is not None
    line = STATUS.search(board.render(s)).group(1)
    assert line.endswith(words.game_over(ID, outcome, "t", players=s.players))
    assert words.game_over(ID, outcome, "s", players=s.players) in board.render(s, script="s")


def test_names_are_the_events_values(game):
    svg = board.render(game[len(game) // 2])
    for name in (*CHAMPIONS, *TILE_KINDS, "neutral", "step", "build"):
        assert words.say(ID, f"value.{name}") in svg, name


def test_every_card_and_mission_can_be_drawn_in_both_scripts(game):
    for script in ("t", "s"):
        for pos in game[::25]:
            board.render(pos, {}, script)
        for row in CITY_CARDS:
            assert words.say(ID, f"board.card-lines.{row[1]}", script, n=row[2])
        for row in MISSION_CARDS:
            assert words.say(ID, f"board.goal.{row[2]}", script, n=row[3])
