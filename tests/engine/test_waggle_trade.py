"""Waggle Dance, action E: the two kinds of trade and where the new cube goes."""
from __future__ import annotations

import pytest

from engine.core import IllegalMove
from engine.waggle_dance import GAME, move, parse_position

HEAD = ("players=2 round=1 phase=place start=1 turn=1 A=-,-,-,-,-,- C=-,-,-,-,-,- "
        "G=-,-,-,-,-,- D=0.0/0.0/0.0/0.0/0.0/0.0 p2=dice:6,supply:12,hand:-,hive:./././.")


def night(hive: str, cubes: str, eggs: int = 12, options: str = ""):
    s = parse_position(f"{HEAD} E=-,-,1,-,-,- general=tiles:40,eggs:{eggs},cubes:{cubes} "
                       f"p1=dice:6,supply:12,hand:6,hive:{hive}"
                       + (f" options={options}" if options else ""))
    return GAME.step(s, move("D6")).state       # D6 alone: two purple cubes first (D before E)


def test_two_cubes_for_one_of_another_colour():             # waggle.trade.kinds
    s = night("P/P/h/h", "15/15/13/15/15/15")
    while s.phase == "store":
        s = GAME.step(s, GAME.legal_moves(s)[0]).state
    assert s.phase == "trade"
    texts = {GAME.format_move(s, m) for m in GAME.legal_moves(s)}
    assert "trade none" in texts and "trade pink t1 t2 blue t1" in texts
    assert not any(t.startswith("trade pink") and t.split()[4] == "pink" for t in texts)
    tr = GAME.step(s, move("trade pink t2 t1 blue t2"))
    assert tr.state.hives[0][0][2].count("P") == 0 and "B" in tr.state.hives[0][1][2]
    assert tr.state.cubes[2] == 15 and tr.state.cubes[4] == 14


def test_egg_for_any_cube_and_target_option():               # waggle.trade.placing
    s = night("e/h/h/h", "15/15/15/15/15/15", eggs=11)
    assert s.phase == "trade"
    tr = GAME.step(s, move("trade egg t1 white t1"))
    assert tr.state.hives[0][0] == (False, False, "W", ()) and tr.state.eggs == 12
    s = night("e/W/h/h", "14/15/15/15/15/15", eggs=11, options="trade_cube_target:empty_tile_only")
    texts = {GAME.format_move(s, m) for m in GAME.legal_moves(s)}
    assert "trade egg t1 blue t1" in texts and "trade egg t1 blue t2" not in texts
    with pytest.raises(IllegalMove) as info:
        GAME.step(s, move("trade egg t1 blue t2"))
    assert info.value.key == "bad-trade"


def test_nothing_to_trade():
    s = night("h/h/h/h", "15/15/15/15/15/15")
    assert s.phase == "roll"
