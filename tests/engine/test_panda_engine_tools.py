"""Way of the Panda: the public tools of the engine package (what the dispute panel may call,
engine/way_of_the_panda/explain.py), the rule ids their refusals cite (the same as the
engine's own), the typed moves and agenda tasks with their one grammar table, and the phase
table that carries the handlers."""
from __future__ import annotations

import dataclasses
import pickle

import pytest

import engine.way_of_the_panda as panda
from engine.core import IllegalMove, phase_ids
from engine.way_of_the_panda import (GAME as G, build_report, cell_report, final_report, move,
                                     neighbours, parse_position, ring_report, step_report,
                                     where_champion, LOCATIONS)
from engine.way_of_the_panda.state import Site, put

BASE = """players=2 round=1 phase=turn turn=1 order=1,2 stack={stack}
p1=ap:{ap},score:6,passed:no,champions:{c1},tiles:{t1}{built}
p2=ap:4,score:6,passed:no,champions:L3/L6/L8,tiles:0/0/0/0/0/0
buildings={buildings} roads={roads} board=-
city=c1/c2/c3/c4/c5/c6 missions={missions}"""


START = "L1:G,L4:M,L9:P,L12:GM,L13:MP,L17:GP"        # the start-building cards s1-s6 in order


def pos(ap=4, c1="L2/L5/L7", t1="0/0/0/0/0/0", buildings=START, roads="-", missions="d1/e1",
        built=0, **more):
    """`buildings` the map's: the start buildings and the `built` ones of player 1."""
    text = BASE.format(stack="1,2" if ap < 4 else "2,1", ap=ap, c1=c1, t1=t1,
                       buildings=buildings, roads=roads, missions=missions,
                       built=f",built:{built}" if built else "")
    return parse_position(text + "".join(f"\n{k}={v}" for k, v in more.items()))


def play(s, *texts):
    for t in texts:
        s = G.step(s, G.parse_move(s, t)).state
    return s


def refused(s, text) -> IllegalMove:
    with pytest.raises(IllegalMove) as e:
        G.step(s, G.parse_move(s, text))
    return e.value


def test_the_panel_names_are_public():
    for name in ("cell_report", "step_report", "build_report", "ring_report", "final_report",
                 "neighbours", "where_champion", "edit", "CHAMPIONS", "BUILDINGS", "TILE_KINDS",
                 "CELLS", "CITY_LOCATIONS", "BUILD_LOCATIONS"):
        assert name in panda.__all__ and hasattr(panda, name), name


def test_what_a_cell_costs_now():
    r = cell_report(pos(ap=1), 0, "2N")
    assert (r["cost"], r["guards"], r["have"], r["ap_after"], r["points_lost"]) == (2, 2, 10, -1, 2)
    assert r["ways"] == ["gain-ap"] and r["refused"] is None
    assert cell_report(pos(ap=0), 0, "3N")["refused"].rule == "panda.ap.cannot-pay"
    assert cell_report(pos(), 0, "3W")["ways"] == ["step+build", "build+step", "step", "build"]


def test_whether_a_champion_crosses_a_road_with_one_ninja_fewer():
    r = step_report(pos(), 0, "governor", "L4")              # R4: 2 ninjas, strength 1
    assert (r["road"], r["ninjas"], r["strength"]) == ("R4", 2, 1)
    assert r["refused"].rule == "panda.move.strength" and r["refused_fewer"] is None


def test_a_road_too_strong_even_with_one_ninja_fewer_is_still_named():
    """The issue saw 「走道路 None：還沒被蓋住的忍者 None 個」: both steps refused lost the road."""
    r = step_report(pos(c1="L2/L9/L7"), 0, "governor", "L3")   # R21 (L3-L9): 3 ninjas
    assert (r["road"], r["ninjas"]) == ("R21", 3)
    assert r["refused"].key == r["refused_fewer"].key == "too-strong"
    assert None not in (r["from"], r["to"], r["road"], r["ninjas"], r["strength"])


def test_no_road_and_an_unplaced_or_lifted_champion_say_so():
    r = step_report(pos(), 0, "monk", "L9")
    assert r["road"] is None and r["ninjas"] == 0 and r["refused"].key == "no-road"
    lifted = pos(c1="lift/L5/L7")
    assert where_champion(lifted, 0, "monk") == "lift" and neighbours(lifted, "lift") == []
    assert step_report(lifted, 0, "monk", "L3")["refused"].rule == "panda.actions.lift"
    assert [loc for _, loc in neighbours(pos(), "L1")] == ["L2", "L6", "L7"]
    assert [loc for _, loc in neighbours(pos(options="map_wrap:false"), "L1")] == ["L2", "L7"]


def test_what_a_building_needs_and_scores():
    r = build_report(pos(c1="L2/L10/L7", roads="R9:2.2"), 0, "L10", "market")
    assert (r["nth"], r["needed"], r["total"], r["value"], r["opponents"], r["points"]) == \
        (1, 2, 2, 4, 2, 6)
    assert r["refused"] is None
    elsewhere = build_report(pos(roads="R9:2.2"), 0, "L10", "market")
    assert (elsewhere["champion_at"], elsewhere["refused"]) == ("L5", "panda.build.types")


def test_a_lifted_champion_build_cites_the_same_rule_in_the_engine_and_the_tool():
    s = pos(c1="L2/lift/L7", roads="R9:2.2")
    assert build_report(s, 0, "L10", "market")["refused"] == "panda.actions.lift"
    s = play(s, "place 1G build")
    e = refused(s, "build market")
    assert (e.rule, e.key) == ("panda.actions.lift", "lifted")


def test_ring_completion_score():
    r = ring_report(pos(roads="R13:t2,R14:t1,R26:1.2.2"), "L14", 0)
    assert r["open"] == ["R26"] and r["last"] == "R26" and r["points"] == {0: 7, 1: 3}
    far = ring_report(pos(), "L14", 0)
    assert far["points"] is None and far["last"] is None and len(far["open"]) == 3


def test_every_players_final_score_now():
    four = "L1:G,L2:G,L3:G,L4:M,L5:G,L6:G,L9:P,L12:GM,L13:MP,L17:GP"   # 4 gates past the start
    s = pos(t1="0/0/4/0/0/4", buildings=four, missions="d1/e1", built=4)
    r = final_report(s)
    assert r[0]["tiles"]["warrior"] == (8, 3, 24) and r[0]["mission"] == 6      # e1: 4 built
    assert r[0]["final"] == 6 + 24 + 6 and r[1] == {"track": 6, "mission": 0, "final": 6,
                                                   "tiles": r[1]["tiles"]}


# --------------------------------------------------------------------------- refusals cite their rule

LIFT_ANY = """players=2 round=1 phase=act turn=1 order=1,2 stack=1,2
p1=ap:0,score:6,passed:no,champions:{c1},tiles:0/0/0/0/0/0
p2=ap:4,score:6,passed:no,champions:L3/L6/L8,tiles:0/0/0/0/0/0
buildings=L1:G,L4:M,L9:P,L12:GM,L13:MP,L17:GP roads=- board={board}
city=c1/c2/c3/c4/c5/c6 missions=d1/e1
agenda={agenda}"""


def test_the_white_panda_lift_cites_lift_any():
    s = parse_position(LIFT_ANY.format(c1="lift/L5/L7", board="4N:2/0", agenda="do.1.any.lift-any"))
    e = refused(s, "lift monk")
    assert (e.rule, e.key) == ("panda.actions.lift-any", "lifted")
    e = refused(s, "governor L3")
    assert (e.rule, e.key) == ("panda.actions.lift-any", "not-lifted")
    # L1 a start icon without its building: a state made in code, as every start location
    # has its start buildings in a game
    bare = dataclasses.replace(s, buildings=put(s.buildings, LOCATIONS.index("L1"), Site()))
    assert refused(bare, "monk L1").rule == "panda.actions.lift-any"


def test_another_champion_put_back_on_the_monk_cell_cites_lift():
    s = parse_position(LIFT_ANY.format(c1="lift/lift/L7", board="1M:1/0", agenda="do.1.monk.lift"))
    e = refused(s, "governor L3")
    assert (e.rule, e.key) == ("panda.actions.lift", "wrong-champion")
    step = parse_position(LIFT_ANY.format(c1="L2/L5/L7", board="0M:1/0", agenda="do.1.monk.step"))
    assert refused(step, "governor L4").rule == "panda.actions.step"


# --------------------------------------------------------------------------- moves, tasks, phases

@pytest.mark.parametrize("text, kind, fields", [
    ("place 3G step+build", "Place", {"cell": "3G", "actions": ("step", "build")}),
    ("monk L3", "Champion", {"champion": "monk", "location": "L3"}),
    ("guard R5", "Guard", {"road": "R5"}),
    ("guard", "Guard", {"road": None}),
    ("take beads", "Take", {"tile": "beads"}),
    ("bonus masks+beads", "Bonus", {"choice": "beads+masks"}),
    ("setup s3/s1/s6/s2/s4/s5 c3/c1/c5/c8/c2/c7 -", "Setup",
     {"cards": ("s3", "s1", "s6", "s2", "s4", "s5"), "missions": ()}),
])
def test_moves_have_named_fields_and_stay_the_plain_tuples(text, kind, fields):
    m = move(text)
    assert type(m).__name__ == kind and isinstance(m, panda.Move) and isinstance(m, tuple)
    for name, value in fields.items():
        assert getattr(m, name) == value
    assert m == tuple(m) and hash(m) == hash(tuple(m)) and panda.Move(*m) == m
    assert type(panda.Move(*m)) is type(m) and pickle.loads(pickle.dumps(m)) == m
    assert move(m.text()) == m and repr(m) == f"way_of_the_panda.move({m.text()!r})"


def test_one_grammar_table_reads_and_writes_every_kind():
    from engine.way_of_the_panda.moves import GRAMMAR, KINDS
    assert set(GRAMMAR) == set(KINDS)
    s = play(G.initial_state(players=3), "setup s3/s1/s6/s2/s4/s5 c3/c1/c5/c8/c2/c7 d3/e7")
    for m in G.legal_moves(s):
        assert GRAMMAR[m[0]].write(m) == G.format_move(s, m) and type(m) is GRAMMAR[m[0]].type


def test_agenda_tasks_have_named_fields():
    s = parse_position(LIFT_ANY.format(c1="L2/L5/L7", board="3N:2/0",
                                       agenda="cover.1.R1,again.1.monk"))
    cover, again = s.agenda
    assert (cover.kind, cover.seat, cover.road) == ("cover", 0, "R1")
    assert (again.champion, again) == ("monk", ("again", 0, "monk"))
    team, tiles, road = s.champions[0], s.tiles[0], s.roads[0]
    assert (team.monk, tiles.knives, road.tile) == ("L2", 0, None)


def test_the_phase_table_carries_the_handlers_and_the_lists_derive_from_it():
    from engine.way_of_the_panda import phases
    assert G.phases is phases.PHASES
    assert set(G.phases["turn"].moves) == {"place", "pass"} and "*" in G.phases["act"].moves
    assert phases.RESTING == phase_ids(G.phases, resting=True) == \
        ("setup", "guards", "champions", "turn", "act", "over")
    assert phases.SETUP_PHASES == G.phase_ids(tag="setup") == ("setup", "guards", "champions")
    s = G.initial_state()
    e = refused(s, "pass")
    assert (e.key, e.rule, e.data) == ("wrong-phase", "panda.setup.start-buildings",
                                       {"move": "pass", "phase": "setup"})
