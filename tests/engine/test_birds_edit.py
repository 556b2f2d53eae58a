"""Birds On A Wire's position editor (engine/birds/edit.py): put, remove and move birds; set
the side to move, the phase with its fields, and where a zap is. Every result passes
check_position and reads back; every refusal names the rule, the place and the count."""
from __future__ import annotations

import pickle

import pytest

from engine.birds import GAME as G, edit
from engine.core import NotationError

EMPTY = "-,-,-,-/-,-,-,-/-,-,-,-"


def pos(text: str):
    return G.parse_position(text)


def sound(s):
    """s passes its invariants and reads back as itself."""
    G.check_position(s)
    assert G.parse_position(G.format_position(s)) == s
    return s


def refused(fn, *args, **kwargs) -> NotationError:
    with pytest.raises(NotationError) as info:
        fn(*args, **kwargs)
    assert "\n" not in str(info.value)
    return info.value


def wire(s, n: int) -> str:
    return G.facts(s)["wires"][n - 1]


START = pos("players=3 wire1=RS,-,-,-/-,-,-,-/-,-,-,-")


# --------------------------------------------------------------------------- birds

def test_put_a_bird_on_a_wire_place_and_a_sky_cell():
    before = pickle.dumps(START)
    s = sound(edit.put(START, "p2r1c3", "GM"))
    assert wire(s, 2) == "-,-,GM,-/-,-,-,-/-,-,-,-"
    s = sound(edit.put(s, "sky r1c2", "BL"))
    assert G.facts(s)["sky"] == "*,BL,-,-/-,*,-,-/-,-,*,-/-,-,-,*"
    assert G.facts(s)["bag"] == 63 - 3
    assert pickle.dumps(START) == before                    # the input is a value: unchanged


def test_put_replaces_the_bird_there_which_goes_back_to_the_bag():
    s = sound(edit.put(START, "p1r1c1", "gm"))               # one-legged: on a wire only
    assert wire(s, 1).startswith("gm,-") and G.facts(s)["bag"] == 62
    assert edit.bird_at(s, "p1r1c1") == "gm" and edit.bird_at(s, "P1 R1C1") == "gm"


def test_put_in_hand_pool_and_out():
    s = sound(edit.put(pos("players=3 phase=place1 hand=RS"), "hand", "GL"))
    assert G.facts(s)["hand"] == "GL"
    m = pos("players=3 phase=migrate pool=RS trigger=1 at=2 forced=no agenda=turn-end")
    m = sound(edit.put(m, "pool", "BS"))
    assert G.facts(m)["pool"] == ["BS", "RS"]
    m = sound(edit.remove(m, "pool", "RS"))
    assert G.facts(m)["pool"] == ["BS"]
    o = sound(edit.put(START, "out", "GM"))
    assert "out=GM" in G.format_position(o) and G.facts(o)["bag"] == 61


def test_remove_and_move_a_bird():
    s = sound(edit.remove(START, "p1r1c1"))
    assert wire(s, 1) == EMPTY and G.facts(s)["bag"] == 63
    s = sound(edit.move_bird(START, "p1r1c1", "p3r2c4"))
    assert wire(s, 1) == EMPTY and wire(s, 3) == "-,-,-,-/-,-,-,RS/-,-,-,-"
    s = sound(edit.move_bird(START, "p1r1c1", "sky r4c1"))
    assert G.facts(s)["sky"].endswith("/RS,-,-,*")


@pytest.mark.parametrize("call, rule, key, data", [
    # conservation: an eighth RS (the bag is what is not in sight)
    (lambda: edit.put(pos("players=3 wire1=RS,RS,RS,RS/RS,RS,RS,-/-,-,-,-"), "p2r1c1", "RS"),
     "birds.components.list", "too-many", {"n": 8, "limit": 7, "text": "RS"}),
    (lambda: edit.put(START, "sky r1c2", "rs"), None, "bad-bird", {"where": "sky r1c2"}),
    (lambda: edit.put(START, "sky r1c1", "RS"), "birds.components.geometry", "bad-sky", {}),
    (lambda: edit.put(pos("players=3 sky=*,RS,GS,-/-,*,-,-/-,-,*,-/-,-,-,*"), "sky r1c4", "BS"),
     "birds.sky.line-full", "sky-line-full", {"line_kind": "row", "line": 1}),
    (lambda: edit.put(START, "p4r1c1", "RS"), None, "bad-place", {"text": "p4r1c1"}),
    (lambda: edit.put(START, "p1r4c1", "RS"), None, "bad-place", {"text": "p1r4c1"}),
    (lambda: edit.put(START, "hand", "RS"), None, "stray-field", {"where": "hand"}),
    (lambda: edit.put(START, "p1r1c2", "RX"), None, "bad-bird", {"text": "RX"}),
    (lambda: edit.remove(START, "p1r1c2"), None, "place-empty", {"place": "p1r1c2"}),
    (lambda: edit.remove(START, "out", "RS"), None, "place-empty", {"place": "out"}),
    (lambda: edit.remove(pos("players=3 phase=place1 hand=RS"), "hand"), None, "missing-field",
     {"where": "hand"}),
])
def test_an_edit_the_rules_cannot_produce_is_refused(call, rule, key, data):
    e = refused(call)
    assert e.key == key and e.rule == rule
    assert {k: e.data[k] for k in data} == data


# --------------------------------------------------------------------------- turn, phase, zaps

def test_set_turn_takes_an_engine_seat_or_the_notation():
    assert G.facts(sound(edit.set_turn(START, 2)))["turn"] == 2
    assert G.facts(sound(edit.set_turn(START, "p2")))["turn"] == 1
    e = refused(edit.set_turn, START, 3)
    assert (e.key, e.data["text"]) == ("bad-seat", "4")


def test_the_start_of_a_turn_follows_the_zaps():   # birds.turn.zap-first
    s = sound(edit.set_zap(START, 1, 0))              # zap 2 to seat 1, whose turn it is
    assert G.phase(s) == "zap" and G.facts(s)["zaps"] == ["sky", "p1", "sky", "sky"]
    assert G.phase(sound(edit.set_turn(s, 1))) == "start"
    assert G.phase(sound(edit.set_zap(s, "z2", "sky"))) == "start"
    assert G.facts(sound(edit.set_zap(START, "z4", "out")))["zaps"] == ["sky", "sky", "sky", "out"]


def test_only_a_corner_zap_can_be_out():   # birds.zap.corner
    e = refused(edit.set_zap, START, 2, "out")
    assert (e.rule, e.key, e.data["zap"]) == ("birds.zap.corner", "zap-not-corner", 3)
    assert refused(edit.set_zap, START, 9, "sky").key == "bad-value"


def test_set_phase_with_its_fields():
    s = sound(edit.set_phase(START, "place1", hand="GM"))
    assert G.phase(s) == "place1" and G.facts(s)["hand"] == "GM"
    m = sound(edit.set_phase(s, "migrate", pool=["RS", "BL"], trigger=0, at=1, forced=False,
                             agenda="second-draw"))
    assert G.facts(m)["hand"] is None and G.facts(m)["pool"] == ["BL", "RS"]
    assert G.current_player(m) == 1
    two = edit.put(edit.put(START, "p2r1c2", "GM"), "p2r1c4", "BS")    # two birds to zap
    z = sound(edit.set_phase(two, "flip", zapping=1, target=(1, 0)))
    assert G.current_player(z) == 1 and "target=p2r1" in G.format_position(z)
    back = sound(edit.set_phase(z, "start"))
    assert "zapping" not in G.format_position(back)


@pytest.mark.parametrize("phase, fields, key", [
    ("place1", {}, "missing-field"),
    ("start", {"hand": "RS"}, "stray-field"),
    ("migrate", {"pool": "RS", "trigger": 0, "at": 0, "forced": True, "agenda": "dance"}, "bad-value"),
    ("nap", {}, "bad-phase"),
    ("start", {"colour": "red"}, "unknown-field"),
])
def test_set_phase_refuses_what_the_phase_cannot_hold(phase, fields, key):
    assert refused(edit.set_phase, START, phase, **fields).key == key


def test_the_edit_functions_are_public():
    import engine.birds as birds
    assert "edit" in birds.__all__
    assert {"put", "remove", "move_bird", "bird_at", "set_turn", "set_phase", "set_zap",
            "check"} <= set(edit.__all__)
