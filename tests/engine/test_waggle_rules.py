"""Waggle Dance (issue 9, first part): the seed's examples for A, B, C and D, and the night
order, played through GAME.step on positions written in the notation."""
from __future__ import annotations

from dataclasses import replace

import pytest

from engine.core import IllegalMove
from engine.waggle_dance import GAME, majority, move, parse_position

BASE3 = ("players=3 round=1 phase=place start=1 turn=1 general=tiles:36,eggs:12,"
         "cubes:15/15/15/15/15/15 A=-,-,-,-,-,- C=-,-,-,-,-,- E=-,-,-,-,-,- G=-,-,-,-,-,- "
         "D=0.0.0/0.0.0/0.0.0/0.0.0/0.0.0/0.0.0 "
         "p1=dice:6,supply:12,hand:6,hive:./././. p2=dice:6,supply:12,hand:-,hive:./././. "
         "p3=dice:6,supply:12,hand:-,hive:./././.")


def pos(**fields) -> object:
    """BASE3 with some fields replaced (key=value text)."""
    words = dict(w.split("=", 1) for w in BASE3.split())
    words.update(fields)
    return parse_position(" ".join(f"{k}={v}" for k, v in words.items()))


def night(s, last="B6 t1"):
    """Place the last die of the Day; the night runs to its first decision or the next Day."""
    tr = GAME.step(s, move(last))
    return tr.state, [e.key for e in tr.events], tr.events


def test_build_three_dice_three_players_one_tile_each():   # waggle.build.tile, seed example 1
    s, keys, events = night(pos(A="1,-,2,-,3,-"))
    built = [e.data for e in events if e.key == "build.tile"]
    assert [(d["seat"], d["value"]) for d in built] == [(0, 1), (1, 3), (2, 5)]
    assert [len(h) for h in s.hives] == [5, 5, 5] and s.tiles == 33
    assert s.spaces[0] == (None,) * 6 and s.phase == "roll" and s.start == 1


def test_build_with_no_tile_left_returns_empty_handed():   # waggle.night.supply
    s, keys, events = night(pos(A="1,2,-,-,-,-", general="tiles:1,eggs:12,cubes:15/15/15/15/15/15"))
    assert keys.count("build.tile") == 1 and keys.count("night.empty") == 1
    assert [len(h) for h in s.hives] == [5, 4, 4] and s.tiles == 0


@pytest.mark.parametrize("value", [1, 3])                    # seed B examples 1 and 2
def test_hatch_with_a_pair(value):
    s, keys, events = night(pos(p2=f"dice:6,supply:12,hand:-,hive:e+B{value}+B{value}/././.",
                                general="tiles:36,eggs:11,cubes:15/15/15/15/15/15"))
    hatch = [e.data for e in events if e.key == "hatch"]
    assert hatch == [{"seat": 1, "tile": 1, "value": value}]
    assert s.dice[1] == 7 and s.supply[1] == 11 and s.eggs == 12
    assert s.hives[1][0] == (False, False, "", ())


def test_hatch_with_an_empty_personal_supply_leaves_the_egg():   # waggle.hatch.pair
    """Issue 19: hatching takes a new die from the personal supply; with none left nothing
    happens: no die, the egg stays on its tile and out of the general supply, the pair's dice
    go back (seed Q&A: what is used up comes back empty-handed)."""
    s, keys, events = night(pos(p2="dice:18,supply:0,hand:-,hive:e+B4+B4/././.",
                                general="tiles:36,eggs:11,cubes:15/15/15/15/15/15"))
    (none,) = [e for e in events if e.key == "hatch.no-die"]
    assert none.rule == "waggle.hatch.pair" and none.data == {"seat": 1, "tile": 1, "value": 4}
    assert "hatch" not in keys and s.dice[1] == 18 and s.supply[1] == 0 and s.eggs == 11
    assert s.hives[1][0] == (True, False, "", ())


def test_no_hatch_without_a_pair_or_on_f_dice():            # waggle.hatch.pair
    s, keys, _ = night(pos(p2="dice:6,supply:12,hand:-,hive:e+B1+B2/e+F3+F3/./.",
                           general="tiles:36,eggs:10,cubes:15/15/15/15/15/15"))
    assert "hatch" not in keys and s.dice[1] == 6
    assert [t[0] for t in s.hives[1]] == [True, True, False, False]


def test_egg_taken_on_c_cannot_hatch_the_same_night():      # waggle.hatch.before-eggs
    s = pos(C="-,1,-,-,-,-", p1="dice:6,supply:12,hand:6,hive:.+B2+B2/YY/YYY/h",
            general="tiles:36,eggs:12,cubes:15/10/15/15/15/15")
    s, keys, _ = night(s)
    assert s.phase == "eggs" and GAME.current_player(s) == 0
    assert {GAME.format_move(s, m) for m in GAME.legal_moves(s)} == {"egg none", "egg t1"}
    tr = GAME.step(s, move("egg t1"))
    assert "hatch" not in [e.key for e in tr.events]
    assert tr.state.hives[0][0] == (True, False, "", ()) and tr.state.eggs == 11
    assert tr.state.phase == "roll"


def test_egg_needs_an_empty_tile():                         # waggle.eggs.take
    s = pos(C="1,2,-,-,-,-", p1="dice:6,supply:12,hand:6,hive:./W/e/h",
            p2="dice:6,supply:12,hand:-,hive:W/W/e/h",
            general="tiles:36,eggs:10,cubes:12/15/15/15/15/15")
    s, keys, _ = night(s)
    assert s.phase == "eggs"
    with pytest.raises(IllegalMove) as info:
        GAME.step(s, move("egg t2"))
    assert info.value.rule == "waggle.eggs.take" and info.value.key == "egg-tile"
    tr = GAME.step(s, move("egg none"))
    keys = [e.key for e in tr.events]
    assert keys.index("eggs.decline") < keys.index("eggs.no-tile")
    assert tr.state.eggs == 10 and tr.state.phase == "roll"


# seed D examples 1-5 (dice counts reconstructed from the rankings, notes §4.1)
MAJORITY = [
    ([3, 2, 1], [2, 1, 0]),
    ([2, 2, 1], [1, 1, 1]),          # a tie for most: second place still paid
    ([3, 1, 1], [2, 0, 0]),          # a tie for second pays nobody
    ([2, 2, 1, 1], [1, 1, 0, 0]),
    ([2, 0, 0], [2, 0, 0]),
]


@pytest.mark.parametrize("dice, won", MAJORITY)
def test_pollen_majority_examples(dice, won):                # waggle.pollen.majority
    assert majority(dice) == won


@pytest.mark.parametrize("dice, won", [m for m in MAJORITY if len(m[0]) == 3])
def test_pollen_majority_through_a_night(dice, won):
    flowers = "/".join(".".join(map(str, dice)) if n == 1 else "0.0.0" for n in range(6))
    s = pos(D=flowers, **{f"p{p}": f"dice:6,supply:12,hand:{'6' if p == 1 else '-'},"
                          f"hive:./h/h/h" for p in (1, 2, 3)},      # one tile with room each
            general="tiles:36,eggs:12,cubes:15/15/15/15/15/15")
    s, keys, events = night(s)
    maj = [e.data for e in events if e.key == "pollen.majority"]
    assert maj == [{"flower": 2, "colour": "yellow", "dice": dice, "won": won}]
    assert [len(h[0][2]) for h in s.hives] == won and s.cubes[1] == 15 - sum(won)
    assert s.phase == "roll"


def test_no_room_returns_the_cubes_and_choice_of_tile():     # waggle.pollen.storing
    s = pos(D="0.0.0/2.0.0/0.0.0/0.0.0/0.0.0/0.0.0", p1="dice:6,supply:12,hand:6,hive:WWW/PP/e/h",
            general="tiles:36,eggs:11,cubes:12/15/13/15/15/15")
    s, keys, _ = night(s)
    assert s.phase == "store" and GAME.current_player(s) == 0
    assert {GAME.format_move(s, m) for m in GAME.legal_moves(s)} == {"store yellow t1",
                                                                      "store yellow t2"}
    tr = GAME.step(s, move("store yellow t1"))          # t1 is now full: the second goes to t2
    assert tr.state.hives[0][0][2] == "WWWY" and tr.state.hives[0][1][2] == "PPY"
    s2 = replace(s, options=tuple(sorted({**s.opts, "mixed_colours": "one_colour_per_tile"}.items())))
    assert GAME.legal_moves(s2) == ()
    full = pos(D="0.0.0/2.0.0/0.0.0/0.0.0/0.0.0/0.0.0", p1="dice:6,supply:12,hand:6,hive:WWWW/e/h/h",
               general="tiles:36,eggs:11,cubes:11/15/15/15/15/15")
    s3, keys, events = night(full)
    assert "pollen.returned" in keys and s3.cubes[1] == 15


@pytest.mark.parametrize("order, paid", [("turn_order", [0, 1, 0]), ("rank_order", [0, 1, 0])])
def test_pollen_shortage(order, paid):                       # waggle.pollen.shortage
    s = pos(D="0.0.0/0.0.0/0.0.0/0.0.0/0.0.0/1.2.0", start="2", turn="1",
            general="tiles:36,eggs:12,cubes:15/15/15/15/15/1",
            options=f"pollen_shortage_order:{order}")
    s, keys, events = night(s)
    short = [e.data for e in events if e.key == "pollen.shortage"]
    assert short and short[0]["paid"] == paid


def test_shortage_order_differs():
    """Start player seat 1 wins 1, seat 2 wins 2, one cube left: turn order pays seat 1."""
    def paid(order):
        s = pos(D="0.0.0/0.0.0/0.0.0/0.0.0/0.0.0/0.2.1", start="3", turn="1",
                general="tiles:36,eggs:12,cubes:15/15/15/15/15/1",
                options=f"pollen_shortage_order:{order}")
        _, _, events = night(s)
        return [e.data for e in events if e.key == "pollen.shortage"][0]["paid"]
    assert paid("turn_order") == [0, 0, 1] and paid("rank_order") == [0, 1, 0]


def test_day_rules():                                         # waggle.day.spaces, .placing
    s = pos(A="x,2,-,-,-,-", p1="dice:6,supply:12,hand:1.2.2,hive:./././.")
    for text, key in (("A1", "space-blocked"), ("A2", "space-taken"), ("C5", "no-die")):
        with pytest.raises(IllegalMove) as info:
            GAME.step(s, move(text))
        assert info.value.key == key
    texts = {GAME.format_move(s, m) for m in GAME.legal_moves(s)}
    assert {"C1", "D1", "B1 t4", "F2 t1", "E2"} <= texts and "A1" not in texts


def test_surplus_dice_are_placed_at_the_end():                # waggle.day.surplus
    s = pos(p1="dice:7,supply:11,hand:1.2,hive:./././.", p2="dice:6,supply:12,hand:3,hive:./././.")
    tr = GAME.step(s, move("D1"))
    assert tr.state.turn == 1
    tr = GAME.step(tr.state, move("D3"))
    assert tr.state.turn == 0 and "place.surplus" in [e.key for e in tr.events]
