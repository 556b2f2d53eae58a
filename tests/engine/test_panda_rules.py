"""Way of the Panda: the rules, each from a position we wrote and the verdict the seed's
worked examples give (docs/way-of-the-panda-rule-ids.md, examples 1-14)."""
from __future__ import annotations

import pytest

from engine.core import IllegalMove
from engine.way_of_the_panda import parse_position
from engine.way_of_the_panda.game import GAME as G
from engine.way_of_the_panda.round import final_scoring
from engine.way_of_the_panda.scoring import tile_points

BASE = """players=2 round=1 phase=turn turn=1 order=1,2 stack={stack}
p1=ap:{ap1},score:6,passed:no,champions:{c1},tiles:{t1}{b1}
p2=ap:4,score:6,passed:no,champions:L3/L6/L8,tiles:0/0/0/0/0/0{b2}
buildings={buildings} roads={roads} board={board}
city={city} missions=d1/e1"""
START = "L1:G,L4:M,L9:P,L12:GM,L13:MP,L17:GP"        # the start-building cards s1-s6 in order
CITY = "c1/c2/c3/c4/c5/c6"


def pos(ap1=4, c1="L2/L5/L7", t1="0/0/0/0/0/0", buildings=START, roads="-", board="-",
        built=(0, 0), city=CITY, **more):
    """`buildings` the map's (the start buildings and those `built` by seats 1 and 2)."""
    stack = "1,2" if ap1 < 4 else "2,1"
    b1, b2 = (f",built:{n}" if n else "" for n in built)
    text = BASE.format(stack=stack, ap1=ap1, c1=c1, t1=t1, buildings=buildings, roads=roads,
                       board=board, b1=b1, b2=b2, city=city)
    for k, v in more.items():
        text += f" {k}={v}"
    return parse_position(text)


def play(s, *texts):
    events = []
    for t in texts:
        tr = G.step(s, G.parse_move(s, t))
        s = tr.state
        events.extend(tr.events)
    return s, events


def refused(s, text) -> IllegalMove:
    with pytest.raises(IllegalMove) as e:
        G.step(s, G.parse_move(s, text))
    return e.value


def keys(events):
    return [e.key for e in events if e.key != "phase.enter"]


# 1. panda.board.occupied
def test_an_occupied_cell_needs_one_more_guard():   # panda.board.occupied
    s, ev = play(pos(), "place 0M", "done")
    assert [e.data["guards"] for e in ev if e.key == "place"] == [1]
    assert s.turn == 1
    s, ev = play(s, "place 0M")
    assert [e.data["guards"] for e in ev if e.key == "place"] == [2]
    assert s.board[0] == (1, 2)


def test_a_neutral_cell_needs_two_guards():   # panda.board.guards
    s, ev = play(pos(), "place 0N")
    assert [e.data["guards"] for e in ev if e.key == "place"] == [2]


# 2. panda.board.direction
def test_no_placing_left_of_or_above_ones_own_earlier_guards():
    s = pos(board="1M:1/0")
    assert refused(s, "place 0G").rule == "panda.board.direction"
    assert refused(s, "place 0M").key == "direction"
    for ok in ("place 1M step", "place 1G build", "place 4N"):
        play(s, ok)
    s = pos(board="2G:1/0", ap1=12)
    for ok in ("place 2G build", "place 2W build", "place 4N"):
        play(s, ok)
    s = pos(board="2G:1/0,2W:1/0,4N:2/0", ap1=12)
    assert refused(s, "place 1W build").rule == "panda.board.direction"
    assert refused(s, "place 3M").rule == "panda.board.direction"


def test_other_players_guards_do_not_restrict_by_default():
    s = pos(board="3N:0/2")
    play(s, "place 0M")
    s = G.with_options(s, {"placement_restriction_scope": "all_guards"})
    assert refused(s, "place 0M").rule == "panda.board.direction"


# 3. panda.ap.debt and panda.actions.gain-ap
def test_ap_debt_from_one_pay_two_lose_two_then_gain_four():   # panda.ap.debt, panda.actions.gain-ap
    s, ev = play(pos(ap1=1), "place 2N")
    assert keys(ev)[:3] == ["place", "ap.pay", "ap.debt"]
    assert [e.data for e in ev if e.key == "ap.debt"] == [{"seat": 0, "points": 2, "ap": -1}]
    assert s.ap[0] == 3 and s.score[0] == 4


def test_landing_on_minus_two_costs_five():   # panda.ap.debt, panda.ap.score-floor
    s, ev = play(pos(ap1=0), "place 2M build")
    assert s.ap[0] == -2 and s.score[0] == 1
    s, _ = play(G.with_options(pos(ap1=0), {"ap_debt_penalty": "cumulative"}), "place 2M build")
    assert s.score[0] == -1


def test_a_cell_below_minus_two_cannot_be_paid():
    e = refused(pos(ap1=0), "place 3N")
    assert e.rule == "panda.ap.cannot-pay"


# 4. panda.round.*
ROUND = """players=4 round=1 phase=turn turn=4 order=3,2,1,4 stack=3,2,4,1
p1=ap:1,score:6,passed:yes,champions:L2/L5/L7,tiles:0/0/0/0/0/0
p2=ap:0,score:6,passed:yes,champions:L3/L6/L8,tiles:0/0/0/0/0/0
p3=ap:0,score:6,passed:yes,champions:L10/L11/L14,tiles:0/0/0/0/0/0
p4=ap:1,score:6,passed:no,champions:L15/L16/L18,tiles:0/0/0/0/0/0
buildings=L1:G,L4:M,L9:P,L12:GM,L13:MP,L17:GP roads=-
board=0M:0/0/0/3,0G:2/0/5/0,0W:2/1/0/0,0N:0/2/0/0,3W:1/0/0/2,4N:0/3/2/0
city=c1/c2/c3/c4/c5/c6 missions=d1/e1"""


def test_round_end_gain_retrieval_and_turn_order():   # panda.round.turn-order
    """Orange seat 1, white seat 2, purple seat 3, yellow seat 4: white on purple at 0,
    orange on yellow at 1; guards white 6, purple 7, orange 5, yellow 5."""
    s, ev = play(parse_position(ROUND), "pass")
    gains = [(e.data["seat"], e.data["gain"], e.data["ap"]) for e in ev if e.key == "round.gain"]
    assert gains == [(1, 6, 6), (2, 7, 7), (0, 5, 6), (3, 5, 6)]
    assert s.order == (3, 0, 1, 2) and s.turn == 3 and s.round == 2
    assert s.stack == (1, 0, 3, 2)
    assert not any(any(c) for c in s.board) and not any(s.passed)


# 5, 6, 14. panda.move.strength, panda.actions.fewer-ninjas, panda.move.wrap
def test_a_blocked_step_and_one_ninja_fewer():   # panda.actions.fewer-ninjas
    s, _ = play(pos(c1="L2/L5/L7"), "place 0G")          # Governor at L5, R4 to L4: 2 ninjas
    e = refused(s, "governor L4")
    assert e.rule == "panda.move.strength" and e.data["ninjas"] == 2 and e.data["strength"] == 1
    s, _ = play(pos(c1="L5/L2/L7"), "place 1N")           # the Monk at L5
    s, ev = play(s, "monk L4", "guard")
    assert s.champions[0][0] == "L4" and s.roads[3] == ((0,), None)


def test_the_map_wraps_left_to_right():
    s, _ = play(pos(c1="L1/L2/L7"), "place 1N")
    assert ("champion", "monk", "L6") in G.legal_moves(s)    # R6 joins L1 and L6
    s2 = G.with_options(pos(c1="L1/L2/L7"), {"map_wrap": "false"})
    s2, _ = play(s2, "place 1N")
    assert refused(s2, "monk L6").rule == "panda.move.wrap"


# 7. panda.move.last-ninja
def test_covering_the_last_ninja_lays_a_tile_and_sends_the_guards_home():
    s = pos(c1="L2/L5/L7", roads="R2:2")                  # R2 L2-L3, 2 ninjas, one covered
    s, _ = play(s, "place 0M", "monk L3", "guard")
    assert G.legal_moves(s) == (("tile", "own"), ("tile", "neutral"))
    s, ev = play(s, "tile own")
    assert s.roads[1] == ((), 0)
    assert [e.data["guards"] for e in ev if e.key == "guards-home"] == [2]
    assert G.facts(s)["guards_left"] == {0: 9, 1: 10}      # p1's one guard is on cell 0M


# 8. panda.build.score
def test_the_first_building_scores_four_plus_opponent_guards():   # panda.build.score
    s, ev = play(pos(c1="L2/L10/L7", roads="R9:2.2"), "place 1G build", "build market")
    assert [e.data["points"] for e in ev if e.key == "build"] == [6]
    s, ev = play(pos(c1="L2/L10/L7", roads="R9:n.n"), "place 1G build", "build market")
    assert [e.data["points"] for e in ev if e.key == "build"] == [4]


def test_a_building_needs_its_guards_and_its_champion():
    s, _ = play(pos(c1="L2/L10/L7", roads="R9:2"), "place 1G build")
    assert refused(s, "build market").rule == "panda.build.guards"
    assert refused(s, "build gate").rule == "panda.build.types"


# 9. panda.build.city-base
def test_the_third_building_makes_a_city_base_and_takes_a_city_card():   # panda.build.city-base
    s = pos(c1="L2/L5/L10", buildings="L1:G,L4:M,L9:P,L10:GM,L12:GM,L13:MP,L17:GP",
            roads="R9:2.2,R10:2.2", built=(1, 1))
    s, ev = play(s, "place 1W build", "build pagoda")
    assert "city-base" in keys(ev) and G.legal_moves(s) == (("card", "left"), ("card", "right"))
    s, ev = play(s, "card right")
    assert s.city[-1] == ("c6", False)                     # c6: two Strength tiles
    assert G.legal_moves(s) == (("take", "beads"), ("take", "coins"), ("take", "knives"))
    s, _ = play(s, "take knives", "take knives")
    assert s.tiles[0][2] == 2 and s.phase == "turn"


# 10. panda.ring.score
def test_a_completed_ring_scores_each_players_guards_and_two_more():   # panda.ring.score
    roads = "R13:t2,R14:t1,R26:1.2.2"                     # L14: R13 (3), R14 (1), R26 (4)
    s = pos(c1="L8/L2/L7", roads=roads)
    s, ev = play(s, "place 0M", "monk L14", "guard", "tile own")
    rings = {e.data["seat"]: e.data["points"] for e in ev if e.key == "ring"}
    assert rings == {0: 5, 1: 3}
    assert [e.data["points"] for e in ev if e.key == "ring.bonus"] == [2]


# 11. panda.end.tiles
def test_final_tile_scoring_three_times_eight_and_two_times_six():   # panda.end.tiles
    s = pos(t1="0/0/4/0/0/4")
    assert tile_points(s, 0)["warrior"] == (8, 3, 24)
    s = pos(t1="0/3/0/0/3/0")
    assert tile_points(s, 0)["governor"] == (6, 2, 12)
    events = []
    assert final_scoring(pos(t1="0/0/4/0/0/4"), events).score[0] == 6 + 24


# 13. panda.end.trigger and panda.end.play-out
def test_the_fifth_city_base_triggers_the_end_and_the_round_is_played_out():   # panda.end.trigger
    on_map = "L1:GMP,L2:GMP,L3:GMP,L4:GMP,L9:P,L10:GM,L12:GM,L13:MP,L17:GP"   # 4 city bases
    s = pos(c1="L2/L5/L10", buildings=on_map, roads="R9:2.2,R10:2.2", built=(6, 6),
            city="-c5/-c6/c1/c2/-c7/-c8")                 # a city card taken for each base
    s, ev = play(s, "place 1W build", "build pagoda")
    assert "end.trigger" in keys(ev)
    s, _ = play(s, "card left")
    assert s.phase == "turn" and s.turn == 1
    s, ev = play(s, "pass", "pass")
    assert s.phase == "over" and "final" in keys(ev)
    assert G.outcome(s).winners


# the dispute page's questions (engine/way_of_the_panda/explain.py)
def test_the_dispute_questions_answer_as_the_rules_do():
    from engine.way_of_the_panda import explain
    r = explain.cell_report(pos(ap1=1), 0, "2N")
    assert (r["cost"], r["guards"], r["ap_after"], r["points_lost"], r["refused"]) == (2, 2, -1, 2, None)
    assert explain.cell_report(pos(ap1=0), 0, "3N")["refused"].rule == "panda.ap.cannot-pay"
    r = explain.step_report(pos(c1="L2/L5/L7"), 0, "governor", "L4")
    assert r["road"] == "R4" and r["ninjas"] == 2 and r["strength"] == 1
    assert r["refused"].rule == "panda.move.strength" and r["refused_fewer"] is None
    r = explain.build_report(pos(c1="L2/L10/L7", roads="R9:2.2"), 0, "L10", "market")
    assert (r["needed"], r["total"], r["points"], r["refused"]) == (2, 2, 6, None)
    r = explain.ring_report(pos(roads="R13:t2,R14:t1,R26:1.2.2"), "L14", 0)
    assert r["open"] == ["R26"] and r["points"] == {0: 7, 1: 3}
