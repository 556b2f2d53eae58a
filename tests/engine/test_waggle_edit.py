"""Waggle Dance: the position editor (engine/waggle_dance/edit.py). Every edit returns a
position that passes check_position and reads back; pieces come from, and go back to, where
the rules keep them; an edit that cannot be made is an EditError naming its reason (a key of
content/waggle-dance/events.yaml with its declared data), a position the rules cannot produce
check_position's own error."""
from __future__ import annotations

import pytest

from engine.core import NotationError
from engine.waggle_dance import GAME, EditError, edit, format_position, parse_position
from engine.waggle_dance.data import MAX_ROUND
from tutor.content import error_text

OPEN = "-,-,-,-,-,-"
DAY = ("players=2 round=1 phase=place start=1 turn=1 general=tiles:42,eggs:12,cubes:15/11/15/15/15/15 "
       f"A={OPEN} C={OPEN} E={OPEN} G={OPEN} D=0.0/0.0/0.0/0.0/0.0/0.0 "
       "p1=dice:6,supply:12,hand:3.3.5,hive:YYYY+F3+F3/./. p2=dice:6,supply:12,hand:4,hive:././.")
NIGHT = ("players=2 round=1 phase=shift start=1 turn=1 general=tiles:42,eggs:12,cubes:15/11/15/15/15/15 "
         f"A={OPEN} C={OPEN} E={OPEN} G={OPEN} D=0.0/0.0/0.0/0.0/0.0/0.0 "
         "p1=dice:6,supply:12,hand:-,hive:YYYY+F3+F3/./. p2=dice:6,supply:12,hand:-,hive:././. "
         "agenda=shift.1,unlink,cards,dawn")


def sound(s):
    GAME.check_position(s)
    assert parse_position(format_position(s)) == s
    return s


def edit_error(fn, *args, **kwargs) -> EditError:
    with pytest.raises(EditError) as info:
        fn(*args, **kwargs)
    e = info.value
    assert set(e.data) == set(GAME.error_keys[e.key]), (e.key, e.data)
    assert error_text("waggle-dance", e, "t")                    # content says it
    return e


# --------------------------------------------------------------------------- flowers

def test_dice_onto_a_flower_come_from_the_hand_then_the_pool():
    s = parse_position(DAY)
    after = sound(edit.set_flower(s, 3, [2, 1]))
    assert after.flowers[2] == (2, 1) and after.hand == ((5,), (4,))   # both 3s; p2's from the pool
    back = sound(edit.set_flower(after, 3, [0, 1]))             # taken off on the Day: in hand
    assert back.hand[0] == (3, 3, 5)


def test_dice_taken_off_at_night_go_back_to_the_pool():
    s = parse_position(NIGHT)
    after = sound(edit.set_flower(s, 2, [0, 0]))
    assert after == s
    e = edit_error(edit.set_flower, s, 2, [5, 0])                 # 2 out on tiles, pool of 6
    assert (e.key, e.data) == ("edit-dice", {"seat": 0, "pool": 6, "placed": 2, "hand": 0, "more": 5})
    assert error_text("waggle-dance", e, "t") == \
        "玩家1沒有工蜂骰可以再放了：工蜂池 6 顆，已經放出 2 顆，手上 0 顆，這裡要多放 5 顆。"


def test_the_volunteer_die_and_sick_day_are_named():
    s = parse_position(DAY + " volunteer=1 aside=0,1")
    e = edit_error(edit.set_flower, s, 1, [0, 6])
    assert e.key == "edit-dice-round" and e.data["volunteer"] == 0 and e.data["aside"] == 1


def test_the_supply_of_a_flower_colour_is_conserved():
    s = parse_position(DAY)
    e = edit_error(edit.set_flower, s, 2, [0, 0], supply=15)      # 4 yellow are on a tile
    assert (e.rule, e.key, e.data) == ("waggle.components.list", "edit-cubes-most",
                                       {"colour": "yellow", "total": 15, "elsewhere": 4, "most": 11, "given": 15})
    assert "一般供應區最多 11 個，這裡填了 15 個" in error_text("waggle-dance", e, "t")
    e = edit_error(edit.set_flower, s, 2, [0, 0], supply=3)
    assert e.key == "edit-cubes-least" and e.data["need"] == 11
    short = parse_position(DAY.replace("cubes:15/11/", "cubes:15/9/"))      # 2 yellow missing
    assert sound(edit.set_flower(short, 2, [0, 0], supply=11)).cubes[1] == 11   # put back
    assert sound(edit.set_flower(s, 2, [0, 0], start=1)).start == 1


# --------------------------------------------------------------------------- tiles

def test_a_tile_takes_cubes_and_eggs_from_the_supply():
    s = parse_position(DAY)
    after = sound(edit.set_tile(s, 0, 1, cubes="YB"))
    assert after.hives[0][1] == (False, False, "BY", ()) and after.cubes[1] == 10 and after.cubes[4] == 14
    egg = sound(edit.set_tile(after, 0, 1, egg=True, cubes=""))
    assert egg.hives[0][1].egg and egg.eggs == 11 and egg.cubes == s.cubes
    honey = sound(edit.set_tile(s, 0, 0, honey=True, cubes=""))
    assert honey.hives[0][0] == (False, True, "", (("F", 3), ("F", 3))) and honey.cubes[1] == 15


def test_refused_tile_edits():
    s = parse_position(DAY.replace("cubes:15/11/", "cubes:15/1/"))
    e = edit_error(edit.set_tile, s, 0, 1, cubes="YY")
    assert (e.key, e.data) == ("edit-cubes-supply", {"colour": "yellow", "left": 1, "more": 2})
    none_left = parse_position(DAY.replace("eggs:12", "eggs:0"))
    assert edit_error(edit.set_tile, none_left, 0, 1, egg=True).key == "edit-egg"
    assert edit_error(edit.set_tile, s, 0, 7, cubes="").key == "edit-no-tile"
    assert edit_error(edit.set_tile, s, 5, 0).key == "edit-bad"
    with pytest.raises(NotationError) as info:                     # the rules' own bound
        edit.set_tile(parse_position(DAY), 0, 1, egg=True, cubes="Y")
    assert info.value.key == "tile-cubes"


def test_dice_on_a_tile_and_the_spent_die():
    s = parse_position(DAY)
    after = sound(edit.set_tile(s, 0, 1, dice=[("B", 4)]))
    assert after.hives[0][1].dice == (("B", 4),) and after.hand[0] == (3, 3, 5)   # from the pool
    spent = parse_position(NIGHT + " options=die_counts_for_link_and_honey:false spent=t1:3"
                           .replace("hive:YYYY+F3+F3/./.", "hive:YYYY+F3+F3/Y+F3/.")
                           .replace("cubes:15/11/", "cubes:15/10/"))
    with pytest.raises(NotationError) as info:                     # the die spent is gone
        edit.set_tile(spent, 0, 0, dice=[("F", 4), ("F", 4)])
    # its own key and counts (was the shared `inconsistent`, naming the phase alone)
    assert (info.value.key, info.value.data) == ("spent-dice", {"phase": "shift", "seat": 0, "tile": 1,
                                                                "value": 3, "spent": 1, "dice": 0})


def test_tiles_come_from_and_go_back_to_the_supply():
    s = parse_position(DAY)
    more = sound(edit.add_tile(s, 1))
    assert len(more.hives[1]) == 4 and more.tiles == 41
    fewer = sound(edit.remove_tile(s, 0, 0))                      # its cubes and dice go back
    assert len(fewer.hives[0]) == 2 and fewer.tiles == 43 and fewer.cubes[1] == 15
    one = parse_position(DAY.replace("hive:././.", "hive:.").replace("tiles:42", "tiles:44"))
    assert edit_error(edit.remove_tile, one, 1, 0).key == "edit-last-tile"
    assert edit_error(edit.add_tile, parse_position(DAY.replace("tiles:42", "tiles:0")), 0).key \
        == "edit-no-supply-tile"


# --------------------------------------------------------------------------- spaces, hands, cards, counters

def test_spaces_markers_and_dice():
    s = parse_position(DAY)
    marked = sound(edit.set_space(s, "A", 2, "x"))
    assert marked.spaces[0][1] == "x"
    with pytest.raises(NotationError) as info:                    # 4 markers at 2 players
        for v in (1, 3, 4):
            marked = edit.set_space(marked, "A", v, "x")
    assert (info.value.rule, info.value.key) == ("waggle.setup.blocking", "count-markers")
    placed = sound(edit.set_space(s, "c", 5, 0))
    assert placed.spaces[1][4] == 0 and placed.hand[0] == (3, 3)
    assert sound(edit.set_space(placed, "C", 5, None)).hand[0] == (3, 3, 5)
    assert edit_error(edit.set_space, s, "B", 1, None).key == "edit-bad"


def test_hands_and_queen_cards():
    s = parse_position(DAY)
    assert sound(edit.set_hand(s, 1, [6, 1])).hand[1] == (1, 6)
    with pytest.raises(NotationError) as info:
        edit.set_hand(s, 1, [1, 2, 3, 4, 5, 6, 6])                # 7 dice, a pool of 6
    assert info.value.key == "dice-out"
    cards = sound(edit.set_cards(s, 0, ["gift", "scout"]))
    assert cards.cards[0] == ("gift", "scout") and sum(cards.deck) == 26
    assert sound(edit.set_cards(cards, 0, [])).deck == s.deck
    two = edit.set_cards(s, 1, ["gift", "gift"])
    assert edit_error(edit.set_cards, two, 0, ["gift"]).key == "edit-no-card"


def test_counters():
    s = parse_position(DAY)
    assert sound(edit.set_counters(s, round=7, start=1, turn=1)).round == 7
    with pytest.raises(NotationError) as info:
        edit.set_counters(s, round=1000)
    assert info.value.key == "out-of-range"


def test_the_round_is_set_up_to_its_bound():
    """The editor's bound is MAX_ROUND (waggle.round.card), not a number of its own."""
    s = parse_position(DAY)
    assert sound(edit.set_counters(s, round=MAX_ROUND)).round == MAX_ROUND
    for bad in (MAX_ROUND + 1, 999_999, 0):
        with pytest.raises(EditError) as info:                     # the core's out-of-range
            edit.set_counters(s, round=bad)
        e = info.value
        assert (e.rule, e.key, e.data) == ("waggle.round.card", "out-of-range",
                                           {"n": bad, "low": 1, "high": MAX_ROUND})
        assert error_text("waggle-dance", e, "t") == f"{bad} 超出範圍：可以是 1～{MAX_ROUND}。"
    assert edit_error(edit.set_counters, s, round="7").key == "edit-bad"
    assert edit_error(edit.set_counters, s, phase="eggs").key == "edit-phase"
    assert edit_error(edit.set_counters, parse_position(NIGHT), phase="place").key == "edit-phase"
    with pytest.raises(NotationError) as info:                    # dice in hand before the roll
        edit.set_counters(s, phase="roll")
    assert info.value.key == "roll-dice"
