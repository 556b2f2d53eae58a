"""Way of the Panda, first part of the game (engine/way_of_the_panda/game.py, not yet the
package's GAME): the setup chance move, the setup guards (worked example 12) and the
champions' placing order, every event and error in the catalogue."""
from __future__ import annotations

import random

import pytest

from engine.core import CHANCE, IllegalMove, InvalidMove, NotationError
from engine.way_of_the_panda import data, format_position, parse_position
from engine.way_of_the_panda.game import GAME as G
from engine.way_of_the_panda.notation import move
from engine.way_of_the_panda.setup import champion_queue

SETUP = "setup s1/s2/s3/s4/s5/s6 c1/c2/c3/c4/c5/c6 d1/e1"


def _step(s, text):
    tr = G.step(s, G.parse_move(s, text))
    for e in tr.events:
        if e.key != "phase.enter":
            assert set(e.data) == G.event_keys[e.key], e
    return tr.state, tr.events


def _illegal(s, text):
    with pytest.raises(IllegalMove) as e:
        G.step(s, G.parse_move(s, text))
    assert e.value.key in G.error_keys and set(e.value.data) == G.error_keys[e.value.key]
    return e.value


def test_the_setup_move_lays_cards_buildings_row_and_missions():
    s0 = G.initial_state(players=3)
    assert G.current_player(s0) == CHANCE and G.facts(s0)["to_move"] == "chance"
    assert G.chance_outcomes(s0) is None
    s, events = _step(s0, SETUP)
    assert [e.key for e in events][:3] == ["setup.start-buildings", "setup.city-cards",
                                           "setup.missions"]
    # s4 shows a gate and a market: on the 4th start location (L12) both stand below
    assert s.buildings[data.LOCATIONS.index("L12")] == ("GM", "")
    assert s.city[0] == ("c1", True) and len(s.city) == 6 and s.missions == ("d1", "e1")
    assert s.phase == "guards" and s.turn == 0            # from the first player
    assert parse_position(format_position(s)) == s


def test_setup_probability_and_sampling():
    s = G.initial_state(players=2)
    p = G.chance_probability(s, move(SETUP))
    assert p == pytest.approx(1 / (720 * 20160 * 81))
    assert G.chance_probability(s, move("setup s1/s1/s3/s4/s5/s6 c1/c2/c3/c4/c5/c6 d1/e1")) == 0
    rng = random.Random(7)
    m = G.sample_chance(s, rng)
    assert G.chance_probability(s, m) == p and move(m.text()) == m
    off = G.initial_state(players=2, options={"missions": "expert_only"})
    assert G.sample_chance(off, rng)[3] == ()
    assert G.chance_probability(off, move(SETUP.replace("d1/e1", "-"))) == pytest.approx(
        1 / (720 * 20160))
    e = _illegal(off, SETUP)                              # missions are left out
    assert e.key == "bad-setup" and e.rule == "panda.setup.start-buildings"


def test_setup_guards_example_12():
    s, _ = _step(G.initial_state(players=3), SETUP)
    three = next(r for r in data.ROADS if data.ROAD[r][2] == 3)
    one = next(r for r in data.ROADS if data.ROAD[r][2] == 1)
    e = _illegal(s, f"guard {one}")                       # a road of one ninja takes none
    assert e.rule == "panda.setup.guards" and e.data == {"road": one}
    s, events = _step(s, f"guard {three}")                # the first player
    assert events[0].data == {"seat": 0, "road": three}
    s, _ = _step(s, f"guard {three}")                     # the next one
    assert G.seat(s) == 2 and move(f"guard {three}") not in G.legal_moves(s)
    _illegal(s, f"guard {three}")                         # never the third
    assert s.roads[data.ROADS.index(three)] == ((0, 1), None)


@pytest.mark.parametrize("rule, expected", [
    ("snake", [(2, "monk"), (1, "monk"), (0, "monk"), (0, "governor"), (1, "governor"),
               (2, "governor"), (2, "warrior"), (1, "warrior"), (0, "warrior")]),
    ("same_order_each_colour", [(p, c) for c in data.CHAMPIONS for p in (2, 1, 0)]),
    ("last_player_ends", [(2, "monk"), (1, "monk"), (0, "monk")]
     + [(p, c) for c in ("governor", "warrior") for p in (0, 1, 2)]),
])
def test_champion_setup_order(rule, expected):
    s = G.initial_state(players=3, options={"champion_setup_order": rule})
    assert champion_queue(s) == expected


def test_champions_go_on_city_locations_apart():
    s, _ = _step(G.initial_state(players=2), SETUP)
    roads = [r for r in data.ROADS if data.ROAD[r][2] >= 2]
    s, _ = _step(s, f"guard {roads[0]}")
    s, _ = _step(s, f"guard {roads[1]}")
    assert s.phase == "champions" and G.seat(s) == 1      # Monks from the last player
    start = data.START_LOCATIONS[0]
    city = data.CITY_LOCATIONS
    assert _illegal(s, f"monk {start}").key == "champion-location"
    assert _illegal(s, f"governor {city[0]}").key == "champion-order"
    s, events = _step(s, f"monk {city[0]}")
    assert events[0].data == {"seat": 1, "champion": "monk", "location": city[0]}
    s, _ = _step(s, f"monk {city[0]}")                    # another player's champion: fine
    s, _ = _step(s, f"governor {city[1]}")                # seat 0, Governors first to last
    assert G.seat(s) == 1
    e = _illegal(s, f"governor {city[0]}")                # seat 1's Monk stands there
    assert e.key == "champion-apart" and e.rule == "panda.setup.apart"
    while s.phase == "champions":
        s, _ = _step(s, G.legal_moves(s)[0].text())
    assert s.phase == "turn" and s.turn == s.order[0] and not s.agenda
    assert all(len(set(cs)) == 3 for cs in s.champions)
    assert parse_position(format_position(s)) == s


def test_seeded_setups_round_trip_at_every_step():
    for n in (2, 3, 4):
        rng = random.Random(n)
        s = G.initial_state(players=n)
        s = G.step(s, G.sample_chance(s, rng)).state
        while s.phase in ("guards", "champions"):
            s = G.step(s, rng.choice(G.legal_moves(s))).state
            assert parse_position(format_position(s)) == s
            assert G.format_move(s, move("guard R1")) == "guard R1"
        assert s.phase == "turn"
        assert all(G.facts(s)["guards_left"][p] == data.GUARDS_BY_PLAYERS[n] - 1 for p in range(n))


def test_bad_moves_are_named():
    s = G.initial_state(players=2)
    with pytest.raises(InvalidMove) as e:
        G.parse_move(s, "fly L3")
    assert e.value.key == "bad-move" and set(e.value.data) == G.error_keys["bad-move"]
    e = _illegal(s, "guard R1")                           # before the setup move
    assert e.key == "wrong-phase" and e.data == {"move": "guard", "phase": "setup"}
    with pytest.raises(NotationError):
        parse_position(format_position(s).replace("phase=setup", "phase=guards"))
