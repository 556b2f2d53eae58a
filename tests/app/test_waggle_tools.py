"""The Waggle Dance dispute tools (views/panels/waggle_dance_tools.py, _night.py), through a tiny
AppTest script that calls show_tools on a position: the seed's five pollen majority examples
(seed 000, docs/waggle-dance-rule-ids.md waggle.pollen.majority; dice counts reconstructed in
the notes §4.1), the supply running short, a hive tile that makes honey and one that does not
(and why), moving then making honey, the night stepped action by action to its end, the
step cap, escaping of what the reader types, and the flower and tile inputs written into the
position (dice from the hand, cubes and eggs from the general supply; refusals warn)."""
from __future__ import annotations

import re

import pytest
from streamlit.testing.v1 import AppTest

from apphelp import TIMEOUT, assert_clean, live_markup, plain, visible_strings
from engine.waggle_dance import GAME, parse_position

K = "t.wdt"
EMPTY = "-,-,-,-,-,-"


def script(position: str) -> None:
    """The app's side: the panel's call at the end of its show (an apply that records)."""
    import streamlit as st

    from engine.waggle_dance import GAME
    from views.panels.waggle_dance_tools import show_tools

    def apply(text: str) -> None:
        st.session_state["adopted"] = text

    show_tools(GAME, GAME.parse_position(position), "t", apply)


def position(players: int = 3, flowers: str | None = None, hives: list[str] | None = None, **fields) -> str:
    """A position in the Day with every die placed (hands empty) unless fields say otherwise."""
    n = players
    hives = hives or ["././."] * n
    words = {"players": str(n), "round": "1", "phase": "place", "start": "1", "turn": "1",
             "general": f"tiles:{48 - sum(h.count('/') + 1 for h in hives)},eggs:12,cubes:15/15/15/15/15/15",
             "A": EMPTY, "C": EMPTY, "E": EMPTY, "G": EMPTY,
             "D": flowers or "/".join([".".join(["0"] * n)] * 6)}
    words.update({f"p{p + 1}": f"dice:6,supply:12,hand:-,hive:{hives[p]}" for p in range(n)})
    words.update(fields)
    text = " ".join(f"{k}={v}" for k, v in words.items())
    parse_position(text)                                  # a position the engine accepts
    return text


@pytest.fixture
def tools(_format_func_outside_run):
    """tools(position, *switches) -> an AppTest that has run the script with those tools open."""

    def _open(pos: str, *switches: str) -> AppTest:
        at = AppTest.from_function(script, args=(pos,), default_timeout=TIMEOUT)
        _format_func_outside_run["at"] = at
        at.run()
        for name in switches:
            at.toggle(key=f"{K}.{name}.open").set_value(True)
        at.run()
        assert_clean(at)
        return at

    return _open


def flower_rows(at: AppTest) -> list[dict[str, str]]:
    """The flower tool's table: {column: text} per player."""
    for m in at.markdown:
        lines = [l.strip() for l in m.value.strip().splitlines()]
        if len(lines) > 2 and lines[0].startswith("| 玩家"):
            cells = [[plain(c.strip()) for c in l.strip("|").split("|")] for l in lines]
            return [dict(zip(cells[0], row)) for row in cells[2:]]
    raise AssertionError("no flower table: " + repr([m.value for m in at.markdown]))


def text_of(at: AppTest) -> str:
    return "\n".join(plain(s) for _, s in visible_strings(at)) + "\n" + "\n".join(
        plain(h.proto.body) for h in at.get("html"))


# seed 000, action D, examples 1-5 (the notes' reconstruction of the dice), expected cubes
MAJORITY = [
    ([3, 2, 1], [2, 1, 0], ["最多", "第二多", "第 3 多"]),
    ([2, 2, 1], [1, 1, 1], ["並列最多", "並列最多", "第二名照樣得 1 個"]),     # second still paid
    ([3, 1, 1], [2, 0, 0], ["最多", "並列第二", "並列第二"]),                  # a tie for second: none
    ([2, 2, 1, 1], [1, 1, 0, 0], ["並列最多", "並列最多", "並列第二", "並列第二"]),
    ([2, 0, 0], [2, 0, 0], ["最多", "沒有工蜂骰", "沒有工蜂骰"]),
]


@pytest.mark.parametrize("dice, won, why", MAJORITY)
def test_the_flower_tool_pays_the_seeds_five_majority_examples(tools, dice, won, why):
    n = len(dice)
    none = ".".join(["0"] * n)
    flowers = "/".join(".".join(map(str, dice)) if f == 2 else none for f in range(6))   # flower 3
    at = tools(position(n, flowers, ["././."] * n), "flower")
    assert at.selectbox(key=f"{K}.flower.n").value == 3          # prefilled from the position
    assert [at.number_input(key=f"{K}.flower.dice.{p}").value for p in range(n)] == dice
    rows = flower_rows(at)
    assert [r["玩家"] for r in rows] == [f"玩家{p + 1}" for p in range(n)]
    assert [int(r["骰數"]) for r in rows] == dice
    assert [int(r["應得"]) for r in rows] == won and [int(r["實拿"]) for r in rows] == won
    assert all(w in r["名次"] for w, r in zip(why, rows)), rows
    text = text_of(at)
    assert "waggle.pollen.majority" in text and "waggle.pollen.shortage" not in text
    for p in range(n):                                   # the engine's sentence for each seat
        if dice[p]:
            assert f"玩家{p + 1}在 3 號花朵卡有 {dice[p]} 顆工蜂骰，採得 {won[p]} 個粉紅色花粉方塊" in text


def test_typed_dice_and_a_short_supply_pay_in_the_chosen_order(tools):
    at = tools(position(3), "flower")                             # no dice anywhere: flower 1
    assert any("沒有人採到花粉" in i.value for i in at.info)
    for p, v in enumerate([2, 1, 0]):
        at.number_input(key=f"{K}.flower.dice.{p}").set_value(v)
    at.number_input(key=f"{K}.flower.supply").set_value(1)
    at.selectbox(key=f"{K}.flower.start").set_value(1).run()     # 玩家2 starts: paid first
    assert_clean(at)
    rows = flower_rows(at)
    assert [int(r["應得"]) for r in rows] == [2, 1, 0] and [int(r["實拿"]) for r in rows] == [0, 1, 0]
    text = text_of(at)
    assert "waggle.pollen.shortage" in text and "從起始玩家（玩家2）順時針" in text
    # issue 19: the shortage is explained, not a bare 「採得 2、1」 then 「發出 0、1」
    assert "照名次共要發 3 個，一般供應區只剩 1 個" in text
    assert "玩家1照名次採得 2 個白色花粉方塊，但輪到他時一般供應區只剩 0 個：實際拿到 0 個" in text
    assert "共要發 3 個白色花粉方塊，一般供應區只有 1 個" in text
    assert "實際發出" not in text
    at.selectbox(key=f"{K}.flower.opt.pollen_shortage_order").set_value("rank_order").run()
    rows = flower_rows(at)
    assert [int(r["實拿"]) for r in rows] == [1, 0, 0]        # the 2-cube winner first
    assert "先給採得 2 個的玩家" in text_of(at)


# --------------------------------------------------------------------------- a hive tile

def tile_tool(tools, hive: str):
    heads = [t.split("+")[0] for t in hive.split("/")]
    cubes = "/".join(str(15 - sum(h.count(c) for h in heads if h not in ("e", "h"))) for c in "WYPOBU")
    return tools(position(2, hives=[hive, "././."], general=f"tiles:42,eggs:12,cubes:{cubes}"), "tile")


def test_a_pair_on_four_cubes_of_one_colour_makes_honey(tools):   # seed F example 1
    at = tile_tool(tools, "YYYY+F3+F3/Y+F3/.")
    assert at.text_input(key=f"{K}.tile.dice").value == "F3 F3"
    assert at.number_input(key=f"{K}.tile.cube.Y").value == 4
    assert len(at.success) == 1 and "一對 3 點" in plain(at.success[0].value)
    assert "waggle.honey.make" in at.success[0].value
    links = text_of(at)
    assert "第 2 個板塊（F 骰 3；這個板塊 3 3）：相連；可以移過去：黃色。" in links   # not back: tile 1 is full
    assert "第 3 個板塊（F 骰 —；這個板塊 3 3）：不相連" in links


def test_no_honey_says_why_and_the_move_that_makes_it(tools):       # seed F example 4
    at = tile_tool(tools, "BBB+F5+F5/B+F5/.")
    assert not at.success
    text = text_of(at)
    assert "這個板塊現在不能釀蜜：只有 3 個花粉方塊，要 4 個" in text
    assert "從第 2 個板塊移一個藍色花粉方塊過來，同一個夜晚就能釀蜜" in text
    assert "waggle.honey.move-then-honey" in text
    at.text_input(key=f"{K}.tile.dice").set_value("F5 B5 B5").run()
    text = text_of(at)
    assert "沒有一對相同點數的 F 工蜂骰（F 骰：5）" in text and "B 的一對骰子只用來孵卵" in text
    at.text_input(key=f"{K}.tile.dice").set_value("F5 F5")
    at.number_input(key=f"{K}.tile.cube.Y").set_value(1).run()    # BBBY: four cubes, two colours
    assert "4 個方塊有 2 種顏色，要同一種顏色" in text_of(at)
    at.number_input(key=f"{K}.tile.cube.B").set_value(4).run()    # five cubes: refused, not resolved
    assert any("最多放 4 個花粉方塊" in w.value for w in at.warning)


def test_the_link_rule_option_changes_the_links(tools):
    at = tile_tool(tools, "BBB+F5+F5/B+F5/.")
    assert "第 2 個板塊（F 骰 5；這個板塊 5 5）：相連" in text_of(at)
    at.selectbox(key=f"{K}.tile.opt.honey_link_rule").set_value("pair_each").run()
    assert_clean(at)
    assert "第 2 個板塊（F 骰 5；這個板塊 5 5）：不相連，沒有哪個點數在兩個板塊上各有一對" in text_of(at)


@pytest.mark.parametrize("payload", ["[x](https://example.invalid)", "<img/src=x>**b**", "`F3`<script>"])
def test_bad_dice_give_a_warning_that_shows_the_text_and_nothing_live(tools, payload):
    at = tile_tool(tools, "YYYY+F3+F3/./.")
    at.text_input(key=f"{K}.tile.dice").set_value(f"F3 {payload}").run()
    assert_clean(at)
    assert len(at.warning) == 1
    shown = at.warning[0].value
    assert f"「{payload}」" in plain(shown)
    assert not live_markup(shown) and "**b**" not in re.sub(r"\\.", "", shown)
    assert not at.success                                         # nothing resolved from bad input


# --------------------------------------------------------------------------- the night

NIGHT = dict(A="1,-,-,-,-,-", C="-,-,2,-,-,-", G="-,-,-,-,-,1",
             D="0.0/2.1/0.0/0.0/0.0/0.0", general="tiles:42,eggs:11,cubes:15/11/15/15/15/15")
HIVES = ["YYYY+F3+F3/./.", "e+B2+B2/./."]


def step(at: AppTest) -> AppTest:
    at.button(key=f"{K}.night.next").click().run()
    assert_clean(at)
    return at


def headings(at: AppTest) -> list[str]:
    return [plain(m.value) for m in at.markdown if re.match(r"\*\*第 \d+ 步", plain(m.value))]


def test_the_night_steps_action_by_action_to_its_end(tools):
    at = tools(position(2, hives=HIVES, **NIGHT), "night")
    assert "接下來結算：A 打造蜂房。起始玩家是玩家1，依序：玩家1、玩家2。" in text_of(at)
    assert "玩家1的 1 點" in text_of(at)
    step(at)                                                      # A
    assert headings(at)[-1].startswith("**第 2 步：A 打造蜂房")
    assert "玩家1的 1 點工蜂骰拿到一個蜂巢板塊" in text_of(at)
    step(at)                                                      # B
    assert "玩家2第 1 個蜂巢板塊上有一對 2 點工蜂骰：蜂卵孵化" in text_of(at)
    step(at)                                                      # C: stops at 玩家2's egg
    box = next(b for b in at.selectbox if b.label == "走哪一步")
    moves = [GAME.format_move(None, m) for m in GAME.legal_moves(at.session_state[f"{K}.night.run"]["state"])]
    assert moves[0] == "egg none" and "egg t2" in moves
    assert "不改的話" in text_of(at) and "egg none" in text_of(at)
    box.set_value(moves.index("egg t2"))
    step(at)                                                      # the egg, chosen
    assert "選擇：egg t2" in text_of(at) and "玩家2把採到的蜂卵放到第 2 個蜂巢板塊" in text_of(at)
    for _ in range(20):
        if not [b for b in at.button if b.key == f"{K}.night.next"]:
            break
        step(at)
    text = text_of(at)
    for said in ("有 2 顆工蜂骰，採得 2 個黃色花粉方塊", "一對 3 點工蜂骰和 4 個黃色花粉方塊", "從蜂后卡牌堆抽到一張",
                 "日與夜卡順時針傳給玩家2"):
        assert said in text, said
    heads = headings(at)
    cards = [re.search(r"：(.+?)\*\*", h)[1] for h in heads]
    order = [c[0] for c in cards if c[0] in "ABCDEFG"]
    assert order == sorted(order) and set(order) == set("ABCDEFG")   # A to G, in order
    assert cards[-1] == "夜晚結束"
    assert any("夜晚結算完畢，下一輪由玩家2開始（第 2 輪）" in s.value for s in at.success)
    at.button(key=f"{K}.night.adopt").click().run()
    after = parse_position(at.session_state["adopted"])
    assert after.phase == "roll" and after.hives[0][0][1] and len(after.hives[0]) == 4


def test_a_position_with_dice_left_places_them_first(tools):
    pos = position(2, hives=HIVES, **{**NIGHT, "p1": "dice:8,supply:10,hand:4.5,hive:" + HIVES[0]})
    at = tools(pos, "night")
    assert any("還有 2 顆工蜂骰沒放" in i.value for i in at.info)
    at.button(key=f"{K}.night.place").click().run()
    assert_clean(at)
    assert headings(at)[0].startswith("**第 1 步：白天")
    assert "接下來結算：A 打造蜂房" in text_of(at)


def test_a_position_outside_the_night_says_so(tools):
    at = tools(position(2, phase="roll", turn="1"), "night")
    assert any("擲工蜂骰" in i.value for i in at.info)
    assert not [b for b in at.button if b.key == f"{K}.night.next"]


def test_the_stepper_stops_at_its_cap(tools, monkeypatch):
    import views.panels.waggle_dance_night as night_module
    monkeypatch.setattr(night_module, "MAX_CLICKS", 3)       # the night's start and two actions
    at = tools(position(2, hives=HIVES, **NIGHT), "night")
    step(at)
    step(at)
    assert at.button(key=f"{K}.night.next").disabled
    assert any("到上限了" in w.value for w in at.warning)


def test_the_night_starts_from_a_decision_in_the_middle_of_it(tools):
    pos = position(2, hives=[HIVES[0], "e/./."], D=NIGHT["D"], general=NIGHT["general"],
                   phase="eggs", agenda="eggs.2,pollen,trades,honey,cards,dawn")   # B is over
    at = tools(pos, "night")
    assert "要決定：玩家2—選蜂巢板塊放蜂卵。" in text_of(at)
    assert "接下來結算：C 採卵" in text_of(at)
    step(at)                                                      # egg none by default, C is over
    assert headings(at)[0].startswith("**第 1 步：C 採卵") and "玩家2這顆工蜂骰不採蜂卵" in text_of(at)
    assert "接下來結算：D 採花粉" in text_of(at)


def test_the_tools_in_simplified_script(_format_func_outside_run):
    at = AppTest.from_function(script, args=(position(3, "0.0.0/2.2.1/0.0.0/0.0.0/0.0.0/0.0.0"),),
                               default_timeout=TIMEOUT)
    _format_func_outside_run["at"] = at
    at.session_state["script"] = "s"
    at.run()
    at.toggle(key=f"{K}.flower.open").set_value(True).run()
    assert_clean(at)
    rows = flower_rows(at)
    assert [int(r["实拿"]) for r in rows] == [1, 1, 1] and "并列最多" in rows[0]["名次"]


def test_one_colour_per_tile_warns_of_a_mixed_tile(tools):
    at = tile_tool(tools, "BBY+F5+F5/B+F5/.")
    assert not at.warning
    at.selectbox(key=f"{K}.tile.opt.mixed_colours").set_value("one_colour_per_tile").run()
    assert_clean(at)
    assert any("一個板塊只放一種顏色" in w.value for w in at.warning)
    at.selectbox(key=f"{K}.tile.i").set_value(1).run()           # another tile keeps the reading
    assert at.selectbox(key=f"{K}.tile.opt.mixed_colours").value == "one_colour_per_tile"


def test_the_night_stops_where_a_night_queen_card_may_be_played(tools):
    """Player 2 holds expertise and has a 2 and a 5 on B on an egg: B stops for the card;
    played, the egg hatches and the stepper goes on to C."""
    hives = ["YYYY+F3+F3/./.", "e+B2+B5/./."]
    at = tools(position(2, hives=hives, q2="expertise", **NIGHT), "night")
    step(at)                                                      # A
    step(at)                                                      # B: the card's stop
    assert "要決定：玩家2" in text_of(at)
    state = at.session_state[f"{K}.night.run"]["state"]
    moves = [GAME.format_move(state, m) for m in GAME.legal_moves(state)]
    assert "play expertise t1" in moves and "pass" in moves
    next(b for b in at.selectbox if b.label == "走哪一步").set_value(moves.index("play expertise t1"))
    step(at)
    assert "選擇：play expertise t1" in text_of(at)
    state = at.session_state[f"{K}.night.run"]["state"]
    assert not state.hives[1][0][0] and "expertise" not in state.cards[1]   # hatched, card played
    assert "接下來結算：C 採卵" in text_of(at)


# --------------------------------------------------------------------------- writing into the position

def script_without_apply(position: str) -> None:
    from engine.waggle_dance import GAME
    from views.panels.waggle_dance_tools import show_tools

    show_tools(GAME, GAME.parse_position(position), "t")


def write(at: AppTest, tool: str) -> AppTest:
    at.button(key=f"{K}.{tool}.write").click().run()
    assert_clean(at)
    return at


def test_a_flower_edit_is_written_with_dice_from_the_hand(tools):
    pos = position(3, p1="dice:6,supply:12,hand:3.3.5,hive:././.", p2="dice:6,supply:12,hand:4,hive:././.")
    at = tools(pos, "flower")
    assert "adopted" not in at.session_state
    at.selectbox(key=f"{K}.flower.n").set_value(3).run()
    at.number_input(key=f"{K}.flower.dice.0").set_value(2)
    at.number_input(key=f"{K}.flower.dice.1").set_value(1).run()
    assert any("先用手上這個點數的骰子" in c.value for c in at.caption)
    after = parse_position(write(at, "flower").session_state["adopted"])
    assert after.flowers[2] == (2, 1, 0) and all(not any(f) for i, f in enumerate(after.flowers) if i != 2)
    assert after.hand[0] == (5,)                  # both 3s went onto flower 3
    assert after.hand[1] == (4,)                  # the 4 stays: the die came from the pool
    assert after.cubes == parse_position(pos).cubes and not at.warning
    # the written position, read back by the tool: the dice are prefilled; taking them off on
    # the Day puts them back in the hand, showing 3
    at = tools(at.session_state["adopted"], "flower")
    assert [at.number_input(key=f"{K}.flower.dice.{p}").value for p in range(3)] == [2, 1, 0]
    at.number_input(key=f"{K}.flower.dice.0").set_value(0).run()
    after = parse_position(write(at, "flower").session_state["adopted"])
    assert after.flowers[2] == (0, 1, 0) and after.hand[0] == (3, 3, 5)


def test_a_tile_edit_is_written_with_cubes_and_an_egg_from_the_supply(tools):
    at = tile_tool(tools, "YYY+F3/Y/.")                           # general yellow: 11
    at.number_input(key=f"{K}.tile.cube.Y").set_value(4)
    at.text_input(key=f"{K}.tile.dice").set_value("F3 F3").run()
    assert len(at.success) == 1                                   # the tool's verdict: honey
    after = parse_position(write(at, "tile").session_state["adopted"])
    assert after.hives[0][0] == (False, False, "YYYY", (("F", 3), ("F", 3)))
    assert after.cubes[1] == 10 and after.hives[0][1][2] == "Y"   # one more yellow off the supply
    at.number_input(key=f"{K}.tile.cube.Y").set_value(0)
    at.radio(key=f"{K}.tile.status").set_value("egg").run()
    after = parse_position(write(at, "tile").session_state["adopted"])
    assert after.hives[0][0] == (True, False, "", (("F", 3), ("F", 3)))
    assert after.cubes[1] == 14 and after.eggs == 11              # the cubes back, an egg taken


def test_refused_edits_warn_and_write_nothing(tools):
    at = tile_tool(tools, "YYYY+F3+F3/./.")                       # general yellow: 11
    at.toggle(key=f"{K}.flower.open").set_value(True).run()
    at.selectbox(key=f"{K}.flower.n").set_value(2).run()          # refills the supply: 11
    assert at.number_input(key=f"{K}.flower.supply").value == 11
    at.number_input(key=f"{K}.flower.supply").set_value(15).run()  # 4 yellow are on a tile
    write(at, "flower")
    assert "adopted" not in at.session_state
    said = [plain(w.value) for w in at.warning]
    assert any("一般供應區最多 11 個，這裡填了 15 個" in w for w in said), said
    at.number_input(key=f"{K}.flower.supply").set_value(11)
    at.number_input(key=f"{K}.flower.dice.0").set_value(5).run()   # 2 on the tile, pool of 6
    write(at, "flower")
    assert "adopted" not in at.session_state
    assert any("玩家1沒有工蜂骰可以再放了：工蜂池 6 顆，已經放出 2 顆，手上 0 顆，這裡要多放 5 顆" in plain(w.value)
               for w in at.warning)
    at.run()                                                      # the warning goes with the next change
    assert not at.warning


def test_the_engine_refuses_a_position_that_contradicts_itself(tools):
    """In a player's F decision with spent=t1:3, taking the spent F3 off tile 1 leaves the
    position naming a die that is not there: the engine's own check refuses it."""
    hive = "YYYY+F3+F3/Y+F3/."
    pos = position(2, hives=[hive, "././."], general="tiles:42,eggs:12,cubes:15/10/15/15/15/15",
                   phase="shift", agenda="shift.1,unlink,cards,dawn", spent="t1:3")
    at = tools(pos, "tile")
    at.text_input(key=f"{K}.tile.dice").set_value("F4 F4").run()
    write(at, "tile")
    assert "adopted" not in at.session_state
    said = [plain(w.value) for w in at.warning]
    # events.yaml spent-dice: each contradiction has its own sentence now (was `inconsistent`)
    assert said == ["規則引擎不接受寫好的局面：玩家1第 1 個蜂巢板塊上只有 0 顆 3 點的 F 工蜂骰，"
                    "spent= 卻記了用掉 1 顆。"]


def test_without_apply_there_is_no_button(_format_func_outside_run):
    at = AppTest.from_function(script_without_apply, args=(position(2),), default_timeout=TIMEOUT)
    _format_func_outside_run["at"] = at
    at.run()
    at.toggle(key=f"{K}.flower.open").set_value(True)
    at.toggle(key=f"{K}.tile.open").set_value(True).run()
    assert_clean(at)
    assert not [b for b in at.button if b.key.endswith(".write")]
    assert any("花朵卡" in s.label for s in at.selectbox)                     # the tools are there
