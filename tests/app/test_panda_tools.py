"""The Way of the Panda dispute tools (views/panels/way_of_the_panda_tools.py), through a tiny
AppTest script that calls show_tools on a position: what a cell costs (the seed's AP debt:
from 1, the gain-AP cell costs 2 and 2 points), a step refused for strength and allowed with
one ninja fewer (the seed's 2 ninjas and strength 1), the first building with two opponent
guards (4 + 2 = 6), a ring one road from complete, the final tile scoring (3 × 8 = 24), and
nothing built while the switch is off."""
from __future__ import annotations

import pytest
from streamlit.testing.v1 import AppTest

from apphelp import TIMEOUT, assert_clean, plain
from engine.way_of_the_panda import parse_position

K = "t.wpt"
BASE = """players=2 round=1 phase=turn turn=1 order=1,2 stack={stack}
p1=ap:{ap},score:6,passed:no,champions:{c1},tiles:{t1}
p2=ap:4,score:6,passed:no,champions:L3/L6/L8,tiles:0/0/0/0/0/0
buildings=L1:G,L4:M,L9:P,L12:GM,L13:MP,L17:GP roads={roads} board=-
city=c1/c2/c3/c4/c5/c6 missions=d1/e1"""


def position(ap=4, c1="L2/L5/L7", t1="0/0/0/0/0/0", roads="-") -> str:
    text = BASE.format(stack="1,2" if ap < 4 else "2,1", ap=ap, c1=c1, t1=t1, roads=roads)
    parse_position(text)
    return text


def script(text: str) -> None:
    from engine.way_of_the_panda import GAME
    from views.panels.way_of_the_panda_tools import show_tools
    show_tools(GAME, GAME.parse_position(text), "t")


@pytest.fixture
def tool(_format_func_outside_run):
    """tool(position, name, **choices) -> the AppTest with that tool open and set."""

    def _open(text: str, name: str | None, **choices) -> AppTest:
        at = AppTest.from_function(script, args=(text,), default_timeout=TIMEOUT)
        _format_func_outside_run["at"] = at
        at.run()
        if name is None:
            return at
        at.toggle(key=f"{K}.open").set_value(True).run()
        radio = at.radio(key=f"{K}.tool")
        radio.set_value(next(o for o in radio.options if name in o)).run()
        for widget, value in choices.items():
            at.selectbox(key=f"{K}.{widget}").set_value(value).run()
        assert_clean(at)
        return at
    return _open


def text(at) -> str:
    return "\n".join(plain(m.value) for m in at.markdown)


def test_closed_builds_nothing(tool):
    at = tool(position(), None)
    assert len(at.radio) == 0 and "行動格" not in text(at)


def test_cell_cost_and_debt(tool):
    at = tool(position(ap=1), "行動格查詢", **{"cell.cell": "2N"})
    said = text(at)
    assert "2N：要放 2 個守衛" in said and "付 2 點行動點數" in said
    assert "從 1 變成 -1" in said and "立刻扣 2 分" in said and "可以選這一格" in said


def test_the_ways_to_carry_out_a_cell_are_words(tool):
    at = tool(position(), "行動格查詢", **{"cell.cell": "3G"})
    said = text(at)
    assert "選了這一格可以：先走一步再建造、先建造再走一步、走一步、建造" in said
    assert "step" not in said and "build" not in said


def test_a_step_after_changing_the_champion_names_a_road(tool):
    """The destination kept from another champion is not one of this one's: the tool says
    the first road of the new champion, never a road of None."""
    at = tool(position(), "英雄移動查詢", **{"step.champion": "governor", "step.dest": "L4"})
    at.selectbox(key=f"{K}.step.champion").set_value("warrior").run()
    said = text(at)
    assert "None" not in said and "走道路 R" in said


def test_cell_refused_names_the_rule(tool):
    at = tool(position(ap=0), "行動格查詢", **{"cell.cell": "3N"})
    assert "不能選" in text(at) and "panda.ap.cannot-pay" in text(at)


def test_step_refused_for_strength_and_allowed_with_one_ninja_fewer(tool):
    at = tool(position(), "英雄移動查詢", **{"step.champion": "governor", "step.dest": "L4"})
    said = text(at)
    assert "走道路 R4" in said and "忍者 2 個" in said and "力量 1" in said
    assert "一般的走一步：不能走" in said and "panda.move.strength" in said
    assert "「少一個忍者」的行動格：可以走" in said


def test_first_building_with_two_opponent_guards(tool):
    at = tool(position(c1="L2/L10/L7", roads="R9:2.2"), "建築計算",
              **{"build.building": "market", "build.loc": "L10"})
    said = text(at)
    assert "第 1 棟" in said and "要有 2 個守衛，現在有 2 個" in said
    assert "4 分（建築分值）＋ 2 分（對手守衛）＝ 6 分" in said and "可以蓋" in said


def test_ring_one_road_from_complete(tool):
    at = tool(position(roads="R13:t2,R14:t1,R26:1.2.2"), "包圍計算", **{"ring.loc": "L14"})
    said = text(at)
    assert "R26（還有 1 個忍者）" in said and "R13（已放道路板塊）" in said
    assert "沙狐（橘） 7" in said and "白拳（白） 3" in said


def test_final_tile_scoring(tool):
    at = tool(position(t1="0/0/4/0/0/4"), "終局試算")
    rows = [m.value for m in at.markdown if "8×3=24" in m.value]
    assert rows and "| 6 | 0×1=0 / 0×1=0 / 8×3=24 | 30 |" in rows[0]
