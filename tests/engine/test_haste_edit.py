"""The Haste Bock? position editor (engine/haste_bock/edit.py): every edit returns a position
that passes check_position and reads back from its text, or is refused with a rule id and the
reason."""
from __future__ import annotations

import pytest

from engine import haste_bock as hb
from engine.core import NotationError
from engine.haste_bock import edit
from tests.engine.test_haste_rules import G, pos

START = G.initial_state(players=4)
MID = pos({}, time=20, scores="3,2,1,2")


def reads_back(s):
    G.check_position(s)
    assert G.parse_position(G.format_position(s)) == s
    return s


def refused(fn, *args, rule: str | None, key: str, **kwargs) -> NotationError:
    with pytest.raises(NotationError) as info:
        fn(*args, **kwargs)
    assert (info.value.rule, info.value.key) == (rule, key), str(info.value)
    return info.value


def where(s) -> dict:
    return {b: hb.cell_name(i) for i, b in enumerate(s.board) if b}


def test_every_public_name_is_there():
    assert set(edit.__all__) <= set(dir(edit)) and "edit" in hb.__all__


def test_a_sheep_moves_onto_an_empty_cell_and_not_onto_a_sheep():
    s = reads_back(edit.move_sheep(MID, "b1", "a1"))
    assert where(s)["B1"] == "a1" and where(s)["Y1"] == where(MID)["Y1"]
    assert where(edit.move_sheep(MID, "B1", hb.cell_index("e5")))["B1"] == "e5"
    e = refused(edit.move_sheep, MID, "B1", where(MID)["Y1"], rule="haste.setup.flock", key="occupied")
    assert e.data["cell"] == where(MID)["Y1"]
    refused(edit.move_sheep, MID, "Q1", "a1", rule="haste.components.list", key="bad-sheep")
    refused(edit.move_sheep, MID, "B1", "j9", rule="haste.setup.flock", key="bad-cell")


def test_put_swaps_and_remove_is_refused_because_every_sheep_stays():
    s = reads_back(edit.put_sheep(MID, "B1", where(MID)["Y1"]))
    assert where(s)["B1"] == where(MID)["Y1"] and where(s)["Y1"] == where(MID)["B1"]
    e = refused(edit.remove_sheep, MID, "T", rule="haste.setup.flock", key="missing-sheep")
    assert e.data["text"] == "T"


def test_facing_time_and_turn():
    s = reads_back(edit.set_facing(MID, "south"))
    assert G.facts(s)["facing"] == "S" and G.facts(edit.set_facing(MID, "W"))["facing"] == "W"
    refused(edit.set_facing, MID, "up", rule="haste.actions.rotate", key="bad-value")
    assert edit.time_range(MID) == (0, hb.END - 1)
    s = reads_back(edit.set_time(MID, "55"))
    assert hb.figure(s) == "jacques"
    refused(edit.set_time, MID, hb.END, rule="haste.time.end", key="time-up")
    refused(edit.set_time, MID, 99, rule=None, key="out-of-range")
    assert G.facts(reads_back(edit.set_turn(MID, 3)))["turn"] == 3
    refused(edit.set_turn, MID, 4, rule=None, key="out-of-range")


def test_the_phase_with_what_it_needs():
    s = reads_back(edit.set_phase(MID, "roll"))
    assert G.phase(s) == "roll" and G.facts(s)["rams"] == [0]
    refused(edit.set_phase, MID, "ram", rule="haste.ram.must-hit", key="no-roll")
    s = reads_back(edit.set_phase(MID, "ram", rams=[2], rolled="white"))
    assert G.current_player(s) == 2 and G.facts(s)["rolled"] == "white"
    s = reads_back(edit.set_phase(MID, "over"))
    assert G.outcome(s).winners == (0,) and G.facts(s)["rams"] == []
    assert G.phase(reads_back(edit.set_phase(s, "turn"))) == "turn"
    refused(edit.set_phase, MID, "push", rule="haste.turn.order", key="bad-value")
    s = reads_back(edit.set_rams(edit.set_phase(MID, "roll"), [1, 2, 3]))
    assert G.facts(s)["rams"] == [1, 2, 3]
    refused(edit.set_rams, edit.set_phase(MID, "roll"), [1, 1], rule="haste.setup.opening-rams",
            key="rams-count")
    refused(edit.set_rolled, MID, "purple", rule="haste.die.faces", key="bad-value")


def test_counters_tiles_and_the_restriction():
    s = reads_back(edit.set_score(MID, 2, "-5"))
    assert G.facts(s)["scores"][2] == -5
    refused(edit.set_score, MID, 0, 999_999, rule="haste.turn.score", key="score-bound")
    s = reads_back(edit.set_tiles(MID, 0, ["rotate3", "step1"]))
    assert G.facts(s)["tiles"][0] == ["step1", "rotate3"]
    refused(edit.set_tiles, MID, 0, ["jump3", "jump3"], rule="haste.components.tiles", key="too-many")
    refused(edit.set_tiles, MID, 0, ["fly1"], rule="haste.components.tiles", key="bad-tiles")
    three = G.initial_state(players=3)
    assert G.facts(reads_back(edit.set_time_tiles(three, 1, [3, 1])))["time_tiles"][1] == [1, 3]
    refused(edit.set_time_tiles, MID, 0, [1], rule="haste.variants.two", key="no-time-tiles")
    s = reads_back(edit.set_forbid(MID, ("align", "north")))
    assert G.facts(s)["forbid"] == ["align", "N"]
    refused(edit.set_forbid, MID, ("rotate", "up"), rule="haste.actions.no-undo", key="bad-value")
    assert G.facts(reads_back(edit.set_forbid(s, None)))["forbid"] is None


def test_an_edited_position_is_still_played_by_the_rules():
    s = edit.move_sheep(START, "B1", "a1")
    tr = G.step(s, hb.move("roll blue"))
    assert G.phase(tr.state) in ("ram", "roll")
