"""Way of the Panda: the position editor (engine/way_of_the_panda/edit.py). Every edit gives a
position that reads back as itself; what the rules cannot produce is refused by
check_position with its rule; what does not exist (key edit-what) or is not there to take
away (edit-none) is refused as such; the input is never changed."""
from __future__ import annotations

import pytest

from engine.core import NotationError
from engine.way_of_the_panda import GAME as G, edit, format_position, parse_position

TURN = """players=2 round=1 phase=turn turn=1 order=1,2 stack=2,1
p1=ap:4,score:6,passed:no,champions:L2/L5/L7,tiles:0/0/0/0/0/0
p2=ap:4,score:6,passed:no,champions:L3/L6/L8,tiles:0/0/0/0/0/0
buildings=L1:G,L4:M,L9:P,L12:GM,L13:MP,L17:GP
roads=-
board=-
city=c1/c2/c3/c4/c5/c6 missions=d1/e1"""
N = edit.NEUTRAL


@pytest.fixture
def s():
    return parse_position(TURN)


def sound(t):
    assert parse_position(format_position(t)) == t
    return t


def refused(fn, *args, key=None, rule=None) -> NotationError:
    with pytest.raises(NotationError) as e:
        fn(*args)
    err = e.value
    assert err.key in G.error_keys and set(err.data) <= set(G.error_keys[err.key]), err.key
    if key:
        assert err.key == key, (err.key, err.message)
    if rule:
        assert err.rule == rule, (err.rule, err.message)
    return err


def test_guards_onto_the_action_board_and_the_roads(s):
    t = sound(edit.put_guard(s, 0, "1m"))
    t = sound(edit.put_guard(t, 0, "1m", 2))                # one more than the cell holds
    assert G.facts(t)["board"] == {"1M": [3, 0]} and G.facts(t)["guards_left"][0] == 7
    t = sound(edit.move_guard(edit.put_guard(s, 0, "0M"), 0, "0M", "R2"))
    assert G.facts(t)["roads"] == {"R2": "1"} and G.facts(t)["board"] == {}
    t = sound(edit.remove_guard(edit.put_guard(t, 1, "0N", 2), 1, "0N", 2))
    assert G.facts(t)["guards_left"] == {0: 9, 1: 10}
    assert s == parse_position(TURN)                        # the input is unchanged
    # a cell holds what placements make: 1, 3, 7 … (a Neutral cell 2, 5, 11 …)
    refused(edit.put_guard, s, 0, "1M", 2, key="cell-guards", rule="panda.board.occupied")
    refused(edit.put_guard, s, 0, "0N", key="cell-guards", rule="panda.board.occupied")


def test_guards_past_the_kit_or_not_there_are_refused(s):
    t = edit.put_guard(edit.put_guard(edit.put_guard(s, 1, "0M", 7), 1, "0G"), 1, "0N", 2)
    assert G.facts(t)["guards_left"][1] == 0                # 7 + 1 + 2 on the board
    refused(edit.put_guard, t, 1, "R2", key="edit-no-guards-left", rule="panda.components.guards")
    refused(edit.remove_guard, s, 0, "0M", key="edit-few-guards")
    refused(edit.remove_guard, s, N, "R2", key="edit-few-guards")
    refused(edit.put_guard, s, 0, "9Z", key="edit-what")
    refused(edit.put_guard, s, N, "0M", key="edit-neutral-cell", rule="panda.board.guards")
    refused(edit.put_guard, s, 2, "0M", key="edit-what")     # seat 3 of 2
    refused(edit.put_guard, s, 0, "0M", 0, key="edit-what")


def test_ninjas_covered_by_neutral_guards(s):
    t = sound(edit.set_ninjas(s, "R3", 1))                  # R3 shows 3 ninjas: 2 covered
    assert G.facts(t)["roads"] == {"R3": "n.n"}
    t = sound(edit.set_ninjas(t, "R3", 3))
    assert G.facts(t)["roads"] == {}
    # the last ninja covered in a turn: the road waits for its tile, which no turn does
    refused(edit.set_ninjas, s, "R3", 0, key="inconsistent", rule="panda.actions.table")
    refused(edit.set_ninjas, s, "R3", 4, key="edit-none")
    refused(edit.set_ninjas, s, "R99", 1, key="edit-what")


def test_champions_placed_lifted_or_moved(s):
    t = sound(edit.set_champion(s, 0, "monk", "lift"))
    assert G.facts(t)["champions"][0] == ["lift", "L5", "L7"]
    t = sound(edit.set_champion(t, 0, "monk", "l9"))
    assert G.facts(t)["champions"][0] == ["L9", "L5", "L7"]
    refused(edit.set_champion, s, 0, "monk", "-", rule="panda.setup.champions")
    refused(edit.set_champion, s, 0, "dragon", "L3", key="edit-what")
    refused(edit.set_champion, s, 0, "monk", "L99", key="edit-what")


def test_road_tiles_send_the_guards_home(s):
    t = edit.put_guard(s, 1, "R3")
    t = sound(edit.put_road_tile(t, "R3", 0))
    assert G.facts(t)["roads"] == {"R3": "t1"} and G.facts(t)["guards_left"][1] == 10
    assert G.facts(t)["road_tiles_left"][0]["2/3"] == 5
    t = sound(edit.put_road_tile(t, "R30", N))
    assert G.facts(t)["roads"]["R30"] == "tn"
    t = sound(edit.remove_road_tile(t, "R3"))
    assert "R3" not in G.facts(t)["roads"]
    refused(edit.remove_road_tile, s, "R3", key="edit-no-tile")
    for road in ("R1", "R5"):                                # a clan's two "1" tiles
        s = edit.put_road_tile(s, road, 0)
    refused(edit.put_road_tile, s, "R12", 0, key="edit-tile-supply",
            rule="panda.components.road-tiles")
    assert sound(edit.put_road_tile(s, "R12", N)).roads != s.roads   # neutral ones: a batch
    assert edit.put_road_tile(s, "R5", 0) == s                       # the same tile again


def test_buildings_below_then_on_the_city_base(s):
    t = s
    for b in ("gate", "market", "pagoda", "gate"):
        t = sound(edit.put_building(t, "L10", b))
    facts = G.facts(t)
    assert facts["buildings"]["L10"] == "GMP|G" and facts["buildings"]["L4"] == "M"   # a start one
    assert facts["built"] == {0: 4, 1: 0}                      # built by the seat to move
    assert facts["city"][0] == "-c1"                           # the city base's card
    refused(edit.put_building, t, "L10", "gate", key="build-repeat", rule="panda.build.no-repeat")
    t = sound(edit.remove_building(t, "L10", "gate"))          # from the base first
    assert G.facts(t)["buildings"]["L10"] == "GMP" and G.facts(t)["built"][0] == 3
    t = sound(edit.remove_building(t, "L10", "pagoda"))        # the base undone: its card back
    assert G.facts(t)["buildings"]["L10"] == "GM" and G.facts(t)["city"][0] == "c1"
    t = sound(edit.put_building(t, "L3", "gate", seat=1))       # built by player 2
    assert G.facts(t)["built"] == {0: 2, 1: 1}
    refused(edit.remove_building, s, "L10", "gate", key="edit-none")
    refused(edit.remove_building, s, "L4", "market", key="edit-not-built",
            rule="panda.components.buildings")                  # nobody built it: a start one
    refused(edit.put_building, s, "L4", "castle", key="edit-what")
    for loc in ("L2", "L3", "L5", "L6", "L7", "L8", "L10"):   # with L1, L12, L17's: 10 gates
        s = edit.put_building(s, loc, "gate")
    refused(edit.put_building, s, "L11", "gate", key="inconsistent",
            rule="panda.components.buildings")


def test_who_moves_the_phase_the_round(s):
    t = sound(edit.set_turn(s, 1))
    assert G.current_player(t) == 1
    refused(edit.set_turn, edit.set_passed(s, 1, True), 1, key="passed-turn", rule="panda.turn.pass")
    t = sound(edit.set_order(s, (1, 0)))
    assert G.facts(t)["turn_order"] == [1, 0]
    refused(edit.set_order, s, (1, 1), key="edit-what")
    t = edit.put_guard(s, 0, "0M")
    t = sound(edit.set_phase(t, "act", "do.1.monk.step"))
    assert G.facts(t)["task"] == "do" and G.legal_moves(t)
    refused(edit.set_agenda, t, "cover.1.R1,cover.1.R1", key="agenda-shape",
            rule="panda.actions.table")
    assert sound(edit.set_phase(t, "turn")).agenda == ()
    refused(edit.set_phase, s, "nap", key="edit-what")
    refused(edit.set_phase, s, "over", key="over-state", rule="panda.end.trigger")
    t = sound(edit.set_round(s, 999))
    assert G.facts(t)["round"] == 999
    refused(edit.set_round, s, 1000, key="out-of-range")
    refused(edit.set_round, s, 0, key="edit-what")


def test_the_tracks_and_counters(s):
    t = sound(edit.set_ap(s, 1, 4))                          # onto seat 1's marker: on top
    assert G.facts(t)["ap_stack"] == [0, 1]
    t = sound(edit.set_ap(s, 0, -2))                         # debt
    assert G.facts(t)["ap"][0] == -2 and G.facts(t)["ap_stack"] == [0, 1]
    refused(edit.set_ap, s, 0, 13, key="out-of-range")
    refused(edit.set_ap, s, 0, -3, key="out-of-range")
    t = sound(edit.set_score(s, 0, -40))
    assert G.scores(t)[0] == -40
    refused(edit.set_score, s, 0, 100_000, key="out-of-range")
    t = sound(edit.set_tiles(s, 0, "knives", 4))
    assert G.facts(t)["strength"][0]["warrior"] == 3
    refused(edit.set_tiles, t, 1, "knives", 5, key="inconsistent",
            rule="panda.components.player-count")
    refused(edit.set_tiles, s, 0, "gold", 1, key="edit-what")
    refused(edit.set_built, s, 0, 1, key="built-count", rule="panda.components.buildings")
    t = sound(edit.set_built(edit.put_building(s, "L3", "gate"), 0, 1))
    assert G.facts(t)["built"][0] == 1
    t = sound(edit.set_built(t, 1, 1))                       # player 1's building is player 2's
    assert G.facts(t)["built"] == {0: 0, 1: 1}
    t = sound(edit.set_passed(s, 1, True))
    assert G.facts(t)["passed"] == [1]
    refused(edit.set_card, s, "c3", False, key="cards-taken", rule="panda.build.city-base")
    t = s
    for b in ("gate", "market", "pagoda"):
        t = edit.put_building(t, "L10", b)
    t = sound(edit.set_card(t, "c6", False))               # c6 taken, not c1
    assert G.facts(t)["city"] == ["c1", "c2", "c3", "c4", "c5", "-c6"]
    refused(edit.set_card, s, "c8", False, key="edit-what")  # not in the row
    t = sound(edit.set_claimed(s, 1))
    assert G.facts(t)["claimed"] == 1 and edit.set_claimed(t, None).claimed == -1


def test_a_setup_position_stays_one():
    s = G.initial_state(players=2)
    s = G.step(s, G.parse_move(s, "setup s1/s2/s3/s4/s5/s6 c1/c2/c3/c4/c5/c6 d1/e1")).state
    refused(edit.put_guard, s, 0, "0M", key="before-play", rule="panda.board.guards")
    refused(edit.set_ap, s, 0, 7, key="before-play", rule="panda.setup.tracks")
    refused(edit.put_guard, s, 0, "R3", key="setup-progress", rule="panda.setup.guards")


# --------------------------------------------------------------------------- what a click does
# (the dispute page's map editor, views/panels/way_of_the_panda_edit.py)

def test_a_placement_puts_what_the_cell_takes_now(s):
    t = sound(edit.place_guards(s, 0, "1M"))                 # empty champion cell: 1
    t = sound(edit.place_guards(t, 1, "1M"))                 # then one more than it holds: 2
    t = sound(edit.place_guards(t, 0, "1m"))                 # then 4
    assert G.facts(t)["board"] == {"1M": [5, 2]}
    t = sound(edit.place_guards(t, 1, "0N"))                 # the Neutral column: 2
    assert G.facts(t)["board"]["0N"] == [0, 2]
    t = sound(edit.place_guards(t, N, "R2"))                 # a road: one guard
    assert G.facts(t)["roads"]["R2"] == "n"
    refused(edit.place_guards, s, N, "1M", key="edit-neutral-cell", rule="panda.board.guards")
    refused(edit.place_guards, s, 0, "L3", key="edit-what")
    t = edit.place_guards(edit.place_guards(s, 1, "0M"), 1, "0M")      # 1 + 2
    t = edit.place_guards(edit.place_guards(t, 1, "1M"), 1, "1M")      # 1 + 2: 6 guards
    t = edit.place_guards(edit.place_guards(t, 1, "2M"), 1, "2M")      # 9
    t = sound(edit.place_guards(t, 1, "3M"))                 # 9 + 1: the 10 of the kit
    err = refused(edit.place_guards, t, 1, "4M", key="edit-no-guards-left",
                  rule="panda.components.guards")
    assert err.data == {"where": "4M", "seat": 1, "n": 0}
    refused(edit.place_guards, t, 1, "R1", key="edit-no-guards-left")


def test_guards_on_a_road_stop_short_of_its_last_ninja(s):
    t = sound(edit.place_guards(edit.place_guards(s, 0, "R3"), 1, "R3"))   # 2 of 3 ninjas
    assert G.facts(t)["roads"]["R3"] == "1.2"
    refused(edit.place_guards, t, 0, "R3", key="edit-last-ninja", rule="panda.move.last-ninja")
    refused(edit.put_guard, s, 0, "R3", 4, key="edit-road-full", rule="panda.move.guard")
    refused(edit.place_guards, edit.put_road_tile(s, "R3", 1), 0, "R3", key="edit-road-full")


def test_taking_guards_takes_the_last_placement(s):
    t = edit.place_guards(edit.place_guards(edit.place_guards(s, 0, "1M"), 1, "1M"), 0, "1M")
    u = sound(edit.take_guards(t, 0, "1M"))                  # 1 + 2 + 4: player 1's 4 go
    assert G.facts(u)["board"] == {"1M": [1, 2]}
    u = sound(edit.take_guards(u, 1, "1M"))
    assert G.facts(u)["board"] == {"1M": [1, 0]}
    assert G.facts(sound(edit.take_guards(u, 0, "1M")))["board"] == {}
    err = refused(edit.take_guards, edit.take_guards(t, 0, "1M"), 0, "1M", key="edit-not-last",
                  rule="panda.board.occupied")               # the 2 on top are player 2's
    assert err.data == {"where": "1M", "n": 2, "held": 1}
    refused(edit.take_guards, s, 1, "1M", key="edit-few-guards")
    refused(edit.take_guards, s, N, "1M", key="edit-neutral-cell")
    u = sound(edit.take_guards(edit.place_guards(s, N, "R2"), N, "R2"))
    assert G.facts(u)["roads"] == {}
    refused(edit.take_guards, s, 0, "R2", key="edit-few-guards")


def test_the_eraser_takes_the_top_thing(s):
    t = edit.place_guards(edit.place_guards(s, 0, "R3"), 1, "R3")
    t = edit.place_guards(edit.place_guards(t, 0, "1M"), 1, "1M")
    t = edit.put_road_tile(t, "R7", 1)
    for b in ("gate", "market", "pagoda", "market"):
        t = edit.put_building(t, "L10", b)
    u = sound(edit.erase(t, "R3"))                           # the highest seat's guard
    assert G.facts(u)["roads"]["R3"] == "1"
    u = sound(edit.erase(t, "1M"))                           # player 2's 2, the last placement
    assert G.facts(u)["board"] == {"1M": [1, 0]}
    assert "R7" not in G.facts(sound(edit.erase(t, "R7")))["roads"]
    u = sound(edit.erase(t, "L10"))                          # the city base's market first
    assert G.facts(u)["buildings"]["L10"] == "GMP"
    u = sound(edit.erase(u, "l10"))                          # then the last below: no base
    assert G.facts(u)["buildings"]["L10"] == "GM" and G.facts(u)["city"][0] == "c1"
    for spot in ("R4", "2G", "L10"):
        refused(edit.erase, s, spot, key="edit-empty")
    refused(edit.erase, s, "L4", key="edit-not-built", rule="panda.components.buildings")
    refused(edit.erase, s, "X1", key="edit-what")


def test_the_bounds_a_page_offers_are_the_engines(s):
    assert (edit.AP_LOW, edit.AP_HIGH, edit.MAX_ROUND) == (-2, 12, 999)
    assert sound(edit.set_ap(s, 0, edit.AP_HIGH)) and sound(edit.set_score(s, 0, edit.SCORE_LIMIT))
    refused(edit.set_score, s, 0, -edit.SCORE_LIMIT - 1, key="out-of-range")
    assert "turn" in edit.RESTING and "act" in edit.RESTING
