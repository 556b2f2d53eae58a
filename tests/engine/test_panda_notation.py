"""Way of the Panda: the position text round-trips, and every malformed field is a
NotationError whose key and data name the field (engine/way_of_the_panda/notation.py)."""
from __future__ import annotations

import pytest

import engine
from engine.core import NotationError
from engine.way_of_the_panda import format_position, new_state, parse_position
from engine.way_of_the_panda import data
from engine.way_of_the_panda.state import guards_left, road_tiles_left, uncovered

DEFAULTS = {k: o.default for k, o in data.OPTIONS.items()}

MID_GAME = """players=3 round=2 phase=act turn=2 order=2,3,1 stack=1,2,3
p1=ap:-1,score:-3,passed:yes,champions:L2/lift/L7,tiles:1/0/4/0/2/4,built:2
p2=ap:3,score:12,passed:no,champions:L3/L3/L8,tiles:0/3/0/0/3/0,built:3
p3=ap:5,score:6,passed:no,champions:L5/L6/L14,tiles:0/0/0/1/0/0,built:1
buildings=L1:GMP|G,L4:M,L8:GMP,L9:P,L12:GM,L13:MP,L17:GP
roads=R2:n,R3:t2,R9:2.3.3,R20:tn
board=0M:1/2/0,2N:2/0/0,3G:0/0/1,5N:0/3/2
city=-c3/-c1/c5/c8/c2/c7 missions=d3/e7 claimed=2
agenda=cover.2.R2,again.2.monk
options=map_wrap:false,start_ap:10"""


@pytest.mark.parametrize("players", [2, 3, 4])
def test_initial_position_round_trips(players):   # panda.setup.tracks, panda.setup.first-player
    s = new_state(players, DEFAULTS)
    text = format_position(s)
    assert parse_position(text) == s
    assert format_position(parse_position(text)) == text
    assert s.ap == (4,) * players and s.score == (6,) * players          # panda.setup.tracks
    assert s.order == tuple(range(players))                               # panda.setup.first-player
    assert all(guards_left(s, p) == data.GUARDS_BY_PLAYERS[players] for p in range(players))
    assert guards_left(s, 0) == {2: 10, 3: 9, 4: 8}[players]              # panda.components.guards


def test_a_mid_game_position_round_trips_every_field():
    s = parse_position(MID_GAME)
    assert format_position(s) == MID_GAME
    assert s.ap[0] == -1 and s.score[0] == -3 and s.passed == (True, False, False)
    assert s.champions[0] == ("L2", "lift", "L7")
    assert s.buildings[0] == ("GMP", "G") and s.buildings[3] == ("M", "")
    assert s.roads[data.ROADS.index("R2")] == ((-1,), None)
    assert s.roads[data.ROADS.index("R3")] == ((), 1)
    assert s.city[1] == ("c1", False) and s.missions == ("d3", "e7") and s.claimed == 1
    assert s.agenda == (("cover", 1, "R2"), ("again", 1, "monk"))   # seats 0-based inside
    assert s.opts["start_ap"] == 10 and s.opts["map_wrap"] == "false"
    # derived counts: p3 has 2 guards on R9 and 3 on the board; R3 (3 ninjas) took a 2/3 tile
    assert guards_left(s, 2) == 9 - 2 - 3
    assert road_tiles_left(s, 1)["2/3"] == 5
    assert uncovered(s, "R9") == data.ROAD["R9"][2] - 3 and uncovered(s, "R3") == 0


def test_text_is_read_whatever_its_case_and_width():
    s = parse_position(MID_GAME)
    assert parse_position(MID_GAME.upper().replace("OPTIONS=", "options=")) == s
    assert parse_position(MID_GAME.replace("round=2", "round=２").replace("\n", "  ")) == s


def test_the_package_is_discovered():
    import engine.way_of_the_panda as panda
    assert engine.GAMES[data.ID] is panda.GAME


def _fault(text):
    with pytest.raises(NotationError) as e:
        parse_position(text)
    return e.value


def _swap(old, new, text=MID_GAME):
    assert old in text
    return text.replace(old, new, 1)


@pytest.mark.parametrize("old, new, key, where", [
    ("players=3", "players=5", "players", "players"),
    ("players=3", "players=x", "not-number", "players"),
    ("players=3 ", "", "missing-field", "players"),
    ("phase=act", "phase=dance", "bad-value", "phase"),
    ("round=2", "round=0", "out-of-range", "round"),
    ("turn=2", "turn=4", "out-of-range", "turn"),
    ("order=2,3,1", "order=2,2,1", "bad-value", "order"),
    ("stack=1,2,3", "stack=3,1,2", "inconsistent", "stack"),
    ("ap:-1", "ap:13", "out-of-range", "p1 ap"),
    ("ap:-1", "ap:-3", "out-of-range", "p1 ap"),
    ("score:12", "score:x", "not-number", "p2 score"),
    ("passed:yes", "passed:maybe", "bad-value", "p1 passed"),
    ("champions:L2/lift/L7", "champions:L2/L99/L7", "bad-value", "p1 champions"),
    ("champions:L2/lift/L7", "champions:L2/L7", "bad-value", "p1 champions"),
    ("tiles:1/0/4/0/2/4", "tiles:1/0/4", "bad-value", "p1 tiles"),
    ("tiles:1/0/4/0/2/4", "tiles:9/0/4/0/2/4", "inconsistent", "p1"),
    (",tiles:0/0/0/1/0/0", "", "missing-field", "p3"),
    ("L4:M", "L4:MM", "bad-value", "buildings"),
    ("L8:GMP", "L8:GP|M", "bad-value", "buildings"),
    ("L4:M", "L4:X", "bad-value", "buildings"),
    ("R9:2.3.3", "R9:2.3.3.3.3", "bad-value", "roads"),
    ("R9:2.3.3", "R99:2", "bad-value", "roads"),
    ("R3:t2", "R3:t7", "out-of-range", "roads R3"),
    ("0M:1/2/0", "0M:1/2", "bad-value", "board"),
    ("0M:1/2/0", "0M:1/9/0", "inconsistent", "p2"),
    ("0M:1/2/0", "7Q:1/2/0", "bad-value", "board"),
    ("city=-c3/-c1/c5/c8/c2/c7", "city=c3/c3/c5/c8/c2/c7", "bad-value", "city"),
    ("city=-c3/-c1/c5/c8/c2/c7", "city=-", "inconsistent", "city"),
    ("missions=d3/e7", "missions=e7/d3", "bad-value", "missions"),
    ("missions=d3/e7 claimed=2", "missions=-", "inconsistent", "missions"),
    ("claimed=2", "claimed=9", "out-of-range", "claimed"),
    ("agenda=cover.2.R2,again.2.monk", "agenda=cover..2", "bad-value", "agenda"),
    ("agenda=cover.2.R2,again.2.monk", "agenda=cover.1.R2", "inconsistent", "agenda"),
    ("agenda=cover.2.R2,again.2.monk", "agenda=do.2.any.fly", "inconsistent", "agenda"),
    ("R2:n,", "R2:n.1,", "inconsistent", "agenda"),
    ("start_ap:10", "start_ap:7", "bad-option", "options"),
    ("start_ap:10", "colour:red", "bad-option", "options"),
    ("board=", "bord=", "unknown-field", "bord"),
    ("board=", "p4=", "stray-field", "p4"),
    ("round=2", "round=2 round=3", "dup-field", "round"),
    ("round=2", "round", "bad-field", "round"),
])
def test_every_bad_field_is_named(old, new, key, where):
    e = _fault(_swap(old, new))
    assert e.key == key, (e.key, e.message)
    assert e.where == where, (e.where, e.message)
    assert e.data and e.message


def test_setup_position_must_be_empty():
    text = format_position(new_state(2, DEFAULTS))
    e = _fault(text.replace("roads=-", "roads=R2:1"))
    assert (e.key, e.where) == ("inconsistent", "phase")


def test_guard_total_by_player_count():
    # 2 players have 10 guards each: 10 on the board is fine, 11 is not
    # (a turn: before the first turn nothing is on the board, tests/engine/test_panda_invariants.py)
    base = format_position(new_state(2, DEFAULTS)).replace("phase=setup", "phase=turn")
    base = base.replace("city=-", "city=c1/c2/c3/c4/c5/c6").replace("missions=-", "missions=d1/e1")
    base = base.replace("champions:-/-/-", "champions:L2/L5/L7")
    base = base.replace("buildings=-", "buildings=L1:G,L4:M,L9:P,L12:GM,L13:MP,L17:GP")
    ten = "board=0M:7/0,0N:2/0,1G:1/0"                 # 1 + 2 + 4 on 0M, then 2, then 1
    assert guards_left(parse_position(base.replace("board=-", ten)), 0) == 0
    e = _fault(base.replace("board=-", ten + ",1W:1/0"))
    assert (e.key, e.where) == ("inconsistent", "p1")


def test_tables_and_options_follow_the_rule_id_list():
    rules = open("docs/way-of-the-panda-rule-ids.md", encoding="utf-8").read()
    for table in (data.MAP, data.ACTION_BOARD, data.ROAD_TILES, data.BUILDING_SUPPLY,
                  data.TILE_PAIRING, data.TILES_BY_PLAYERS, data.STRENGTH_TABLE,
                  data.BUILDING_CHAMPION, data.BUILDING_VALUES, data.CITY_CARDS,
                  data.MISSION_CARDS):
        assert f"table `{table.id.split('.', 1)[1]}`" in rules, table.id
        assert f"### {table.rule}" in rules or f"  - {table.rule} " in rules, table.rule
    for name, option in data.OPTIONS.items():
        assert f"`{name}`" in rules, name
        assert f"  - {option.rule} " in rules, option.rule
    for table in (data.MAP, data.ACTION_BOARD, data.CITY_CARDS, data.MISSION_CARDS):
        assert table.source.startswith(data.SCHEMATIC), table.id
    # the seed's fixed points
    assert data.strength(3, "one_plus_half") == 2 and data.strength(4, "one_plus_half") == 3
    assert data.strength(3, "n_minus_one") == 2 and data.strength(4, "n_minus_one") == 3
    assert [data.building_guards(k, "n_plus_one") for k in range(1, 7)] == [2, 3, 4, 5, 6, 7]
    assert [data.building_guards(k, "seed_literal") for k in range(1, 7)] == [2, 3, 4, 4, 5, 6]
    assert len(data.ACTION_BOARD) == 24 and data.ROW_COSTS == (0, 1, 2, 3, 4, 5)
    assert data.CELL["2N"][3] == ("gain-ap",)


def test_the_schematic_map_wraps_and_its_edge_is_the_short_way():   # panda.components.map
    sides = {frozenset(r[2:4]) for r in data.MAP if r[0] == "road"}
    wraps = [r for r in data.MAP if r[0] == "road" and r[5]]
    assert len(wraps) == 3 and frozenset(("L6", "L1")) in sides
    assert all(1 <= r[4] <= 4 for r in data.MAP if r[0] == "road")
    assert len(data.START_LOCATIONS) == 6 and len(data.BONUS) == 3
    assert all(data.ICON[loc] == "city" for loc in data.BONUS)
