"""The Way of the Panda board picture (tutor/boards/way_of_the_panda.py): drawn from the
State alone on a hand-written mid-game position and on positions set up by the engine's own
setup moves; every hit where it belongs, what the map, the action board and the players'
panel show, escaping, the schematic labels, Simplified script, the 11 px floor."""
from __future__ import annotations

import random
import re
import xml.etree.ElementTree as ET

import pytest

from engine.core import CHANCE, Event
from engine.way_of_the_panda import data, parse_position
from engine.way_of_the_panda.game import GAME as PANDA
from tutor import words
from tutor.boards import svg as toolkit
from tutor.boards import way_of_the_panda as board

SVG = "{http://www.w3.org/2000/svg}"
HIT = re.compile(r"data-hit='([^']*)'")

# Seat 1 decides (phase turn) with the Governor lifted; guards on roads and cells, road tiles
# (own and neutral), a capital at L1, a city base at L10, villages at L4 and L8 (and the
# other start buildings), two city cards taken (one a base), the during-game mission claimed.
MID = """players=3 round=2 phase=turn turn=1 order=1,3,2 stack=3,1,2
p1=ap:3,score:8,passed:no,champions:L2/lift/L7,tiles:1/0/4/0/2/4,built:4
p2=ap:5,score:12,passed:yes,champions:L3/L3/L8,tiles:0/3/0/0/3/0,built:4
p3=ap:1,score:6,passed:no,champions:L5/L6/L14,tiles:0/0/0/1/0/0,built:3
buildings=L1:GMP|GMP,L4:M,L8:GP,L9:P,L10:GMP|G,L12:GM,L13:MP,L17:GP
roads=R2:n,R3:t2,R9:2.3.3,R20:tn,R22:1.3
board=0M:1/2/0,2N:2/0/0,3G:0/1/0,5N:0/0/2
city=-c1/-c4/c3/c5/c2/c7 missions=d3/e7 claimed=2"""


def _tree(svg: str):
    return ET.fromstring(svg)


def _hits(svg: str) -> list[str]:
    return HIT.findall(svg)


def _group(root, hit: str):
    found = [g for g in root.iter(f"{SVG}g") if g.get("data-hit") == hit]
    assert found, hit
    return found


def _frame(root, loc: str):
    """A location's frame: drawn under its hit, taking no click."""
    found = [g for g in root.iter(f"{SVG}g") if g.get("data-frame") == loc]
    assert len(found) == 1 and found[0].get("pointer-events") == "none", loc
    return found[0]


def _fills(el) -> list[str]:
    return [c.get("fill") for c in el.iter(f"{SVG}circle")]


def _set_up(players: int, seed: int):
    """A position played by the engine from the start to the first turn."""
    rng = random.Random(seed)
    s = PANDA.initial_state(players)
    while s.phase != "turn":
        if PANDA.current_player(s) == CHANCE:
            m = PANDA.sample_chance(s, rng)
        else:
            m = rng.choice(PANDA.legal_moves(s))
        s = PANDA.step(s, m).state
    return s


@pytest.fixture(scope="module")
def mid():
    return parse_position(MID)


def test_the_picture_parses_as_xml_three_panels_358_wide(mid):
    svg = board.render(mid)
    root = _tree(svg)
    panels = root.findall(f"{SVG}svg")
    assert len(panels) == 3
    assert all(p.get("viewBox").split()[2] == str(board.WIDTH) == "358" for p in panels)
    assert [p.get("aria-label") for p in panels] == [
        "熊貓的逆襲：示意地圖", "熊貓的逆襲：示意行動圖板", "熊貓的逆襲：玩家、軌道、城市卡與任務卡"]


def test_the_schematic_labels_are_in_the_picture(mid):
    svg = board.render(mid)
    assert "示意地圖（非印刷版圖）" in svg and "示意行動圖板（非印刷版圖）" in svg
    assert "城市卡（示意卡片）" in svg and "任務卡（示意卡片）" in svg


def test_every_location_road_and_cell_is_a_hit(mid):
    hits = _hits(board.render(mid))
    assert {f"L{i}" for i in range(1, 19)} <= set(hits)
    assert {f"R{i}" for i in range(1, 31)} <= set(hits)
    split = {cell for cell, row in data.CELL.items() if row[2] == "choose-one"}
    assert set(data.CELLS) - split <= set(hits)     # a choose-one cell: its halves only
    assert not split & set(hits)
    for road in data.ROADS:           # the wrapping roads: a stub at each edge
        assert hits.count(road) == (2 if data.ROAD[road][3] else 1), road
    assert {"R6", "R12", "R18"} == {r for r in data.ROADS if data.ROAD[r][3]}


def test_each_half_of_a_split_cell_is_a_hit_named_by_its_action(mid):
    hits = set(_hits(board.render(mid)))
    halves = {f"{cell} {a}" for cell, row in data.CELL.items() if row[2] != "single"
              for a in row[3]}
    assert {"1M step", "1M lift", "3G step", "3G build", "5N step-two", "5N build-base"} <= halves
    assert halves <= hits
    singles = {f"{cell} {row[3][0]}" for cell, row in data.CELL.items() if row[2] == "single"}
    assert not singles & hits


def test_champions_on_the_map_and_the_deciding_players_lifted_champion(mid):
    svg = board.render(mid)
    hits = _hits(svg)
    on_map = {f"p{p + 1} {name}" for p in range(3) for name, loc in
              zip(data.CHAMPIONS, mid.champions[p]) if loc != "lift"}
    assert on_map <= set(hits) and "p1 governor" not in hits
    assert hits.count("governor") == 1 and "monk" not in hits     # only the lifted one
    root = _tree(svg)
    # p2's Monk and Governor both stand at L3: two chips drawn in the L3 column
    assert len(_group(root, "p2 monk")) == len(_group(root, "p2 governor")) == 1
    assert "總督 已拿起" in svg


def test_card_ends_and_tile_kinds_of_the_deciding_player(mid):
    hits = _hits(board.render(mid))
    assert hits.count("card left") == hits.count("card right") == 1
    for kind in data.TILE_KINDS:           # seat 1 decides: their six kinds, nobody else's
        assert hits.count(kind) == 1, kind
    root = _tree(board.render(mid))
    left = _group(root, "card left")[0]
    assert "c3" in "".join(left.itertext())
    right = _group(root, "card right")[0]
    assert "c7" in "".join(right.itertext())
    assert "已翻面" in "".join(root.itertext())             # c1 is face down


def test_no_player_hits_when_nobody_decides():
    s = PANDA.initial_state(2)                  # the setup chance move is next
    hits = set(_hits(board.render(s)))
    assert not hits & set(data.TILE_KINDS) and "card left" not in hits
    assert "（還沒排出）" in board.render(s)


def test_roads_show_ninjas_guards_and_road_tiles(mid):
    root = _tree(board.render(mid))
    r9 = _group(root, "R9")[0]                  # 4 ninjas: p2, p3, p3 guards and one uncovered
    assert data.ROAD["R9"][2] == 4
    assert _fills(r9) == [board.SEAT_FILL[1], board.SEAT_FILL[2], board.SEAT_FILL[2], board.NINJA]
    r2 = _group(root, "R2")[0]                  # a neutral guard and one ninja uncovered
    assert _fills(r2) == [board.NEUTRAL_FILL, board.NINJA]
    r3 = _group(root, "R3")[0]                  # p2's road tile: no ninjas left
    assert _fills(r3) == [] and board.SEAT_FILL[1] in {r.get("fill") for r in r3.iter(f"{SVG}rect")}
    r20 = _group(root, "R20")[0]                # a neutral road tile
    assert _fills(r20) == [] and board.NEUTRAL_FILL in {r.get("fill") for r in r20.iter(f"{SVG}rect")}
    r1 = _group(root, "R1")[0]                  # untouched: all ninjas
    assert _fills(r1) == [board.NINJA] * data.ROAD["R1"][2]
    assert "已放玩家2（白拳）的道路板塊（2/3）" in r3.find(f"{SVG}title").text


def test_buildings_a_city_base_and_a_capital_look_different(mid):
    root = _tree(board.render(mid))

    def words(loc):                             # the drawn text, not the hover title
        return "".join(x.text for x in _group(root, loc)[0].iter(f"{SVG}text"))

    assert "首都" in words("L1") and words("L1").count("門") == 2
    assert "城市" in words("L10") and "首都" not in words("L10")
    assert "城市" not in words("L4") and "市" in words("L4")          # a village: one market
    frame = {loc: _frame(root, loc).find(f"{SVG}rect").get("stroke-width") for loc in ("L1", "L10")}
    assert frame["L1"] != frame["L10"]                                # the capital's frame
    slab = {loc: [r.get("fill") for r in _group(root, loc)[0].iter(f"{SVG}rect")]
            for loc in ("L1", "L10", "L8")}
    assert "#8d6e63" in slab["L10"] and "#8d6e63" not in slab["L8"]   # the city base slab
    assert "#d7b56d" in slab["L1"] and "#d7b56d" not in slab["L10"]   # the full top layer


def test_bonus_locations_and_icons(mid):
    root = _tree(board.render(mid))
    for loc in data.LOCATIONS:
        g = _group(root, loc)[0]
        text = "".join(g.itertext())
        assert ("城" if data.ICON[loc] == "city" else "起") in text
        assert (g.find(f"{SVG}polygon") is not None) == (loc in data.BONUS), loc
    assert data.BONUS == {"L8", "L11", "L15"}


def test_the_action_board_shows_actions_guards_and_what_the_next_placer_needs(mid):
    svg = board.render(mid)
    root = _tree(svg)
    assert board.guards_needed(mid, "0M") == 4                      # 1 + 2 on it, + 1
    assert board.guards_needed(mid, "1N") == 2 and board.guards_needed(mid, "1G") == 1
    cell = _group(root, "0M")[0]
    text = "".join(cell.itertext())
    assert "需4" in text and "走一步" in "".join(root.itertext())
    chips = [r.get("fill") for r in cell.iter(f"{SVG}rect")]
    assert board.SEAT_FILL[0] in chips and board.SEAT_FILL[1] in chips
    for word in ("走一步", "走一到兩步", "拿起僧侶", "行動點數", "少一個忍者", "多放一個", "建造",
                 "在地基上", "地基上建造", "拿力量板塊"):
        assert word in svg, word
    assert "任一英雄" in svg
    assert "stroke='#d32f2f'" in svg                                # the red lines of do-both cells
    for cost in data.ROW_COSTS:
        assert f">{cost}</text>" in svg
    for column in ("僧侶", "總督", "戰士", "中立"):
        assert column in svg


def test_players_tracks_and_turn_order(mid):
    svg = board.render(mid)
    for clan in ("沙狐", "白拳", "夜百合"):
        assert clan in svg
    assert "黃河" not in svg                                         # 3 players
    assert "▶1. 玩家1" in svg and "已停手" in svg
    assert "行動點數 3・分數 8・守衛" in svg
    assert "道路板塊 9 片" in svg                                     # p2 laid one on R3
    assert "刀子 4" in svg and "面具 4" in svg
    assert "第一位拿到 2 片力量板塊的玩家得 3 分（玩家2已達成）" in svg
    assert "行動追蹤軌" in svg and "第 2 輪" in svg


def test_the_ap_markers_stack_bottom_to_top():
    s = parse_position(MID.replace("p3=ap:1", "p3=ap:3").replace("stack=3,1,2", "stack=3,1,2"))
    svg = board.render(s)
    m = re.findall(r"<title>玩家(\d)（[^）]*）：行動點數 3([^<]*)</title>", svg)
    assert m == [("3", ""), ("1", "（疊在最上面）")]


def test_positions_set_up_by_the_engine_are_drawn(tmp_path):
    for players, seed in ((2, 1), (3, 2), (4, 3)):
        s = _set_up(players, seed)
        svg = board.render(s, {"live": True})
        root = _tree(svg)
        hits = _hits(svg)
        for p in range(players):
            for name in data.CHAMPIONS:
                assert f"p{p + 1} {name}" in hits
        for loc, (below, _top) in zip(data.LOCATIONS, s.buildings):
            if below:
                text = "".join(_group(root, loc)[0].itertext())
                assert all(words.say("way-of-the-panda",
                                     f"board.building-mark.{board.LETTER_BUILDING[c]}") in text
                           for c in below)
        covered = sum(len(g) for g, _ in s.roads)
        assert covered == players
        guards = sum(1 for g in root.iter(f"{SVG}circle") if g.get("r") == "4.8")
        assert guards == players


def test_event_highlight_marks_cells_roads_and_locations():
    events = [Event("r", "place", {"seat": 0, "cell": "1M"}),
              Event("r", "step", {"seat": 0, "from": "L2", "to": "L3", "road": "R2"}),
              Event("r", "build", {"seat": 0, "location": "L3"}),
              Event("r", "phase.enter", {"phase": "act"})]
    assert board.event_highlight(events) == {"marked": ["1M", "R2", "L3", "L2"]}
    assert board.event_highlight([]) == {}
    s = _set_up(2, 5)
    guard = PANDA.step(PANDA.initial_state(2), PANDA.sample_chance(PANDA.initial_state(2),
                                                                    random.Random(5)))
    t = PANDA.step(guard.state, PANDA.legal_moves(guard.state)[0])
    road = PANDA.legal_moves(guard.state)[0][1]
    hl = board.event_highlight(t.events)
    assert hl["marked"][0] == road
    svg = board.render(t.state, hl)
    assert svg.count("class='last'") >= 1
    assert s.phase == "turn"


def test_marked_ids_are_ringed(mid):
    plain = board.render(mid)
    marked = board.render(mid, {"marked": ["1M", "L8", "R9", "R22", "R6"]})
    assert plain.count("class='last'") == 0 and marked.count("class='last'") == 5


def test_the_thumbnail_is_the_map_alone_without_hits(mid):
    svg = board.render(mid, {"thumbnail": True, "marked": ["L8"]})
    root = _tree(svg)
    assert root.tag == f"{SVG}svg" and root.get("width") == "100%"
    assert "data-hit" not in svg and "<title>" not in svg
    assert "示意地圖（非印刷版圖）" in svg and "示意行動圖板" not in svg
    assert "class='last'" in svg


def test_text_is_escaped(mid):
    svg = board.render(mid, {"marked": ["L1'><script>x</script>", "<b>"]})
    assert "<script" not in svg and "<b>" not in svg
    _tree(svg)
    assert toolkit.text(0, 0, "a<b>&'", "t").endswith(">a&lt;b&gt;&amp;&#x27;</text>")
    assert "data-hit='a&#x27;b'" in toolkit.hit("a'b", "", "t", "t")


def test_simplified_script_converts(mid):
    svg = board.render(mid, script="s")
    assert "示意地图（非印刷版图）" in svg and "示意行动图板（非印刷版图）" in svg
    assert "僧侣" in svg and "总督" in svg and "战士" in svg and "夜百合" in svg
    assert "示意地圖" not in svg and "總督" not in svg
    assert set(_hits(svg)) == set(_hits(board.render(mid)))          # hits are notation words
    _tree(svg)


@pytest.mark.parametrize("script", ["t", "s"])
def test_no_text_smaller_than_11_px_at_1_to_1(mid, script):
    for s in (mid, _set_up(4, 9), PANDA.initial_state(2)):
        svg = board.render(s, {"marked": ["L8"]}, script)
        sizes = [float(x) for x in re.findall(r"font-size='([0-9.]+)'", svg)]
        assert sizes and min(sizes) >= 11
        for panel in _tree(svg).findall(f"{SVG}svg"):    # growing with the page, never below 1:1
            assert panel.get("width") == "100%"
            assert panel.get("style") == "max-width:644px;min-width:358px"


# --------------------------------------------------------------------------- no target on another

# the first tutorial's position where the Monk has covered R5's one ninja: a road tile to lay
TILE = """players=2 round=1 phase=act turn=1 order=1,2 stack=1,2
p1=ap:2,score:11,passed:no,champions:L6/L10/L2,tiles:0/0/0/0/0/0,built:1
p2=ap:3,score:6,passed:yes,champions:L2/L6/L8,tiles:0/0/0/0/0/0
buildings=L1:P,L4:G,L9:GP,L10:M,L12:M,L13:GM,L17:MP
roads=R2:2,R5:1,R9:1.2
board=1G:1/0,1N:0/2,2N:2/0,3N:2/0
city=c3/c1/c5/c8/c2/c7 missions=d3/e7
agenda=tile.1.R5,again.1.monk"""

def _shapes(el, dx: float = 0.0, dy: float = 0.0):
    """The boxes (x0, y0, x1, y1) of the rects and circles under an element, moved by the
    translate() of every group on the way."""
    m = re.match(r"translate\(([-0-9.]+),([-0-9.]+)\)", el.get("transform") or "")
    if m:
        dx, dy = dx + float(m.group(1)), dy + float(m.group(2))
    tag = el.tag.replace(SVG, "")
    if tag == "rect":
        x, y = dx + float(el.get("x")), dy + float(el.get("y"))
        yield x, y, x + float(el.get("width")), y + float(el.get("height"))
    elif tag == "circle":
        r = float(el.get("r"))
        x, y = dx + float(el.get("cx")), dy + float(el.get("cy"))
        yield x - r, y - r, x + r, y + r
    for child in el:
        yield from _shapes(child, dx, dy)


def _targets(panel) -> list[tuple[str, list]]:
    """Each click target of a picture: (its hit, the boxes it is drawn with)."""
    out = []

    def walk(el, dx, dy):
        m = re.match(r"translate\(([-0-9.]+),([-0-9.]+)\)", el.get("transform") or "")
        if m:
            dx, dy = dx + float(m.group(1)), dy + float(m.group(2))
        for child in el:
            if child.get("data-hit") is not None:
                out.append((child.get("data-hit"), list(_shapes(child, dx, dy))))
            else:
                walk(child, dx, dy)
    walk(panel, 0.0, 0.0)
    return out


def _overlap(a, b) -> float:
    w = min(a[2], b[2]) - max(a[0], b[0])
    h = min(a[3], b[3]) - max(a[1], b[1])
    return w * h if w > 0 and h > 0 else 0.0


@pytest.mark.parametrize("which", ["mid", "set-up", "tile"])
def test_no_click_target_lies_on_another(mid, which):
    """Locations and the champions standing there, roads and their names, a split cell's
    halves and a do-both cell's band, the road tiles: no two targets share any ground."""
    s = mid if which == "mid" else _set_up(4, 9) if which == "set-up" else parse_position(TILE)
    for panel in _tree(board.render(s, {"live": True})).findall(f"{SVG}svg"):
        targets = _targets(panel)
        assert targets
        for i, (hit_a, boxes_a) in enumerate(targets):
            for hit_b, boxes_b in targets[i + 1:]:
                worst = max((_overlap(a, b) for a in boxes_a for b in boxes_b), default=0)
                assert worst < 1.0, (hit_a, hit_b, worst)


def test_a_do_both_cell_has_a_band_between_its_halves(mid):
    root = _tree(board.render(mid))
    band = _group(root, "3G")
    assert len(band) == 1 and "兩個都做" in "".join(band[0].itertext())
    tops = {h: min(y0 for _, y0, _, _ in _shapes(_group(root, h)[0]))
            for h in ("3G step", "3G", "3G build")}
    assert tops["3G step"] < tops["3G"] < tops["3G build"]
