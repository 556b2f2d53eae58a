"""The Way of the Panda map editor on the dispute page (views/panels/way_of_the_panda_edit.py,
through engine/way_of_the_panda/edit.py, issue 19): pick in the palette, click the map, the
action board or a player's counters; every click is checked by the engine, a refusal is
shown beside its board with its rule and the position stays; the palette keeps its choice
when clicked again. The page starts from the sample position (content game.yaml):

    p1 passed, champions L2/L11/L10; p2 champions L17/L2/L10; p3 champions L2/L1/L7 (to move)
    buildings L1:P L2:M L4:G L9:MP L10:P L12:GP L13:M L17:GM
    roads R1:t3 R2:3 R10:1 R12:t3 R17:t2 R21:3 R28:2, cell 2G: one guard of p2
"""
from __future__ import annotations

import re

import pytest

from apphelp import all_text, assert_clean, board_data, boards, click_board, plain, walk
from engine.way_of_the_panda import GAME, LOCATIONS, ROADS

PANDA = "way-of-the-panda"
KEY = f"dispute.{PANDA}.pos"
EK = f"{KEY}.wpe"


@pytest.fixture
def editor(open_page):
    """The dispute page with the map editor open."""
    def _open(script: str = "t"):
        at = open_page("dispute", script=script, game=PANDA)
        assert not [b for b in boards(at) if b.proto.id.endswith(f"{EK}.map")]   # closed: none
        at.toggle(key=f"{EK}.open").set_value(True).run()
        assert_clean(at)
        return at
    return _open


def index(at, name: str) -> int:
    """The page's board whose key ends with `name` (map, cells or counters)."""
    found = [k for k, b in enumerate(boards(at)) if b.proto.id.endswith(f"{EK}.{name}")]
    assert len(found) == 1, [b.proto.id for b in boards(at)]
    return found[0]


def click(at, hit: str, where: str = "map"):
    return click_board(at, hit, index(at, where))


def above(at) -> str:
    """The editor board right under the page's one error box."""
    order = [n for n in walk(at._tree) if type(n).__name__ in ("Error", "UnknownElement")]
    k = next(k for k, n in enumerate(order) if type(n).__name__ == "Error")
    return order[k + 1].proto.id.rsplit(".", 1)[-1]


def position(at) -> dict:
    return GAME.facts(GAME.parse_position(at.session_state[KEY]))


def pick(at, name: str, value):
    at.button_group(key=f"{EK}.{name}").set_value(value).run()
    assert at.session_state[f"{EK}.{name}"] == value
    return at


def test_every_location_road_and_cell_is_a_target(editor):
    at = editor()
    hits = set(re.findall(r"data-hit='([^']*)'", board_data(boards(at)[index(at, "map")])["svg"]))
    assert set(LOCATIONS) | set(ROADS) <= hits
    cells = board_data(boards(at)[index(at, "cells")])["svg"]
    assert {"0M", "1G build", "5N step-two"} <= set(re.findall(r"data-hit='([^']*)'", cells))
    counters = board_data(boards(at)[index(at, "counters")])["svg"]
    assert {"ap 3 12", "score 1 +10", "turn 2", "tiles 2 masks +1"} <= set(
        re.findall(r"data-hit='([^']*)'", counters))


def test_a_guard_on_a_road_and_on_a_cell_by_clicking(editor):
    at = editor()
    assert at.session_state[f"{EK}.tool"] == "guard" and at.session_state[f"{EK}.owner"] == 0
    at = click(at, "R7")
    assert_clean(at)
    assert position(at)["roads"]["R7"] == "1"
    at = click(at, "2G step", "cells")            # one more than the cell holds: 2
    assert_clean(at)
    assert position(at)["board"]["2G"] == [2, 1, 0]
    at = pick(at, "owner", -1)                       # a neutral guard
    at = click(at, "R8")
    assert_clean(at)
    assert position(at)["roads"]["R8"] == "n"


def test_the_chosen_pill_stays_chosen(editor):
    at = editor()
    at = pick(at, "tool", "tile")
    at.button_group(key=f"{EK}.tool").set_value(None).run()       # the chosen pill again
    assert at.session_state[f"{EK}.tool"] == "tile"
    at.button_group(key=f"{EK}.owner").set_value(None).run()
    assert at.session_state[f"{EK}.owner"] == 0
    at = click(at, "R7")                                          # the first click counts
    assert_clean(at)
    assert position(at)["roads"]["R7"] == "t1"


def test_a_road_tile_sends_the_guards_home(editor):
    at = editor()
    at = pick(at, "tool", "tile")
    at = pick(at, "owner", -1)
    at = click(at, "R21")                            # one guard of player 3 on it
    assert_clean(at)
    facts = position(at)
    assert facts["roads"]["R21"] == "tn" and facts["guards_left"][2] == 8
    at = pick(at, "tool", "erase")
    at = click(at, "R21")
    assert "R21" not in position(at)["roads"]


def test_a_champion_chosen_on_the_map_then_moved(editor):
    at = editor()
    at = pick(at, "tool", "champion")
    at = click(at, "p3 governor")                    # chooses it, changes nothing
    assert_clean(at)
    assert at.session_state[f"{EK}.seat"] == 2 and at.session_state[f"{EK}.champion"] == "governor"
    at = click(at, "L5")
    assert_clean(at)
    assert position(at)["champions"][2] == ["L2", "L5", "L7"]
    at.button(key=f"{EK}.lift").click().run()
    assert_clean(at)
    assert position(at)["champions"][2] == ["L2", "lift", "L7"]


def test_a_building_built_by_the_chosen_player(editor):
    at = editor()
    at = pick(at, "tool", "building")
    at = pick(at, "seat", 1)
    at = pick(at, "building", "gate")
    at = click(at, "L10")
    assert_clean(at)
    facts = position(at)
    assert facts["buildings"]["L10"] == "GP" and facts["built"] == {0: 1, 1: 2, 2: 0}


def test_ap_score_turn_and_tiles_on_the_counters(editor):
    at = editor()
    at = click(at, "ap 2 6", "counters")
    at = click(at, "score 2 +10", "counters")
    at = click(at, "score 2 -1", "counters")
    at = click(at, "tiles 2 knives +1", "counters")
    at = click(at, "turn 2", "counters")
    assert_clean(at)
    facts = position(at)
    assert facts["ap"][1] == 6 and facts["scores"][1] == 21 and facts["to_move"] == 1
    assert facts["tiles"][1]["knives"] == 1
    before = at.session_state[KEY]
    at = click(at, "tiles 1 beads -1", "counters")     # none to take: nothing happens
    assert_clean(at)
    assert at.session_state[KEY] == before
    at.number_input(key=f"{EK}.round").set_value(4).run()
    assert_clean(at)
    assert position(at)["round"] == 4


def test_a_refused_edit_shows_its_rule_and_keeps_the_position(editor):
    at = editor()
    before = at.session_state[KEY]
    at = click(at, "R5")                             # one ninja: the last one, no tile
    assert at.session_state[KEY] == before
    assert len(at.error) == 1
    said = plain(at.error[0].value)
    assert "沒有寫進局面" in said and "最後一個忍者" in said and "panda.move.last-ninja" in said
    assert above(at) == "map"                        # beside the board clicked
    at = click(at, "turn 1", "counters")               # player 1 has passed
    assert at.session_state[KEY] == before and len(at.error) == 1
    said = plain(at.error[0].value)
    assert "停手" in said and "panda.turn.pass" in said and above(at) == "counters"
    assert not re.search(r"[A-Za-z]", said.split("　")[0])    # the sentence: no field names
    at = click(at, "R7")                             # the next edit clears it
    assert_clean(at)


def test_a_click_the_tool_has_no_use_for_says_so(editor):
    at = editor()
    before = at.session_state[KEY]
    at = pick(at, "tool", "tile")
    at = click(at, "L3")
    assert at.session_state[KEY] == before and not at.error
    assert len(at.info) == 1 and "道路板塊" in at.info[0].value


def test_the_editor_in_simplified_script(editor):
    at = editor("s")
    text = all_text(at)
    assert "放守卫" in text and "拿走守卫" in text
    at = click(at, "R5")
    assert "没有写进局面" in plain(at.error[0].value)
