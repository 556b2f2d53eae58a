"""Way of the Panda's notation guide (content/way-of-the-panda/notation.md) against the engine:
every position shown parses and formats back to itself, every example move parses and is
written back the same way, the example moves are legal where the guide shows them, and the
fields and agenda tasks the guide lists are the ones the notation reads."""
from __future__ import annotations

import re

import pytest

from engine.way_of_the_panda import GAME, notation
from engine.way_of_the_panda.data import ACTIONS, CELLS, LOCATIONS, ROADS
from tutor.content import load_game_text, load_notation

GAME_ID = "way-of-the-panda"
DOC = load_notation(GAME_ID)
POSITIONS = re.findall(r"^```\n(.*?)\n```$", DOC, re.M | re.S)
MOVES = DOC.split("## 走法", 1)[1]
EXAMPLES = [code for line in MOVES.splitlines() if line.startswith("| ") and "`" in line
            for code in re.findall(r"`([^`]+)`", line.split("|")[2])]


def test_the_guide_shows_positions_and_moves():
    assert len(POSITIONS) == 2
    assert len(EXAMPLES) >= 30


@pytest.mark.parametrize("text", POSITIONS)
def test_every_position_parses_and_formats_back(text):
    s = GAME.parse_position(text)
    assert GAME.format_position(s) == text.strip()


def test_the_first_position_is_the_sample_of_game_yaml():
    assert POSITIONS[0].strip() == load_game_text(GAME_ID).sample


@pytest.mark.parametrize("text", EXAMPLES)
def test_every_example_move_parses_and_reads_back(text):
    m = GAME.parse_move(None, text)
    assert GAME.format_move(None, m) == text


def test_examples_are_legal_where_the_guide_shows_them():
    turn, act = (GAME.parse_position(p) for p in POSITIONS)
    legal = {m.text() for m in GAME.legal_moves(turn)}
    assert {"place 0G", "place 2N", "place 1G strength", "place 1M lift", "place 1M step", "place 3G step+build",
            "place 3G build+step", "place 3G build", "place 5N step-two", "pass"} <= legal
    assert {m.text() for m in GAME.legal_moves(act)} == {"guard", "done"}
    after = GAME.step(act, GAME.parse_move(act, "guard")).state      # R25 has one ninja
    assert after.agenda[0] == ("tile", 2, "R25")
    # the Night Lily's two "1" tiles lie on R1 and R12: only a neutral tile is left for R25
    assert {m.text() for m in GAME.legal_moves(after)} == {"tile neutral"}


def test_the_guide_names_every_field_task_action_cell_and_the_map():
    fields = set(re.findall(r"^\| `([a-z0-9]+)`", DOC, re.M))
    fields |= {f for line in DOC.splitlines() if line.startswith("| `")
               for f in re.findall(r"`([a-z]+[0-9]?)`", line.split("|")[1])}
    assert set(notation.FIELDS) - set(notation.PLAYER_FIELDS) <= fields and "p1" in fields
    for sub in ("ap:", "score:", "passed:", "champions:", "tiles:", "built:"):
        assert f"`{sub}`" in DOC, sub
    for action in ACTIONS:
        assert f"`{action}`" in DOC, action
    for task in ("guard.S", "champion.S.monk", "do.S.", "again.S.", "cover.S.", "cover-two.S.",
                 "tile.S.", "card.S", "take.S.strength", "bonus.S", "free.S"):
        assert f"`{task}" in DOC, task
    assert f"`{LOCATIONS[0]}`～`{LOCATIONS[-1]}`" in DOC and f"`{ROADS[0]}`～`{ROADS[-1]}`" in DOC
    assert f"`{CELLS[4]}`" in DOC and f"`{CELLS[-1]}`" in DOC


def test_every_move_word_of_the_usage_line_has_an_example():
    starts = {e.split()[0] for e in EXAMPLES}
    for form in notation.USAGE.split(" | "):
        assert form.split()[0] in starts, form
