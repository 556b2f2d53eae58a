"""Waggle Dance: the win at the end of a Night and its tie-breaks (notes §4.3)."""
from __future__ import annotations

import pytest

from engine.waggle_dance import GAME, move, parse_position


def night(h1: int, c1: int, h2: int, c2: int, options: str = "", start: int = 1):
    hive1 = "/".join(["h"] * h1 + ["W"] * c1)
    hive2 = "/".join(["h"] * h2 + ["Y"] * c2)
    s = parse_position(
        f"players=2 round=9 phase=place start={start} turn={start} general=tiles:{48 - h1 - c1 - h2 - c2},"
        f"eggs:12,cubes:{15 - c1}/{15 - c2}/15/15/15/15 A=-,-,-,-,-,- C=-,-,-,-,-,- E=-,-,-,-,-,- "
        "G=-,-,-,-,-,- D=0.0/0.0/0.0/0.0/0.0/0.0 "
        f"p{start}=dice:6,supply:12,hand:6,hive:{hive1 if start == 1 else hive2} "
        f"p{3 - start}=dice:6,supply:12,hand:-,hive:{hive2 if start == 1 else hive1}"
        + (f" options={options}" if options else ""))
    tr = GAME.step(s, move("B6 t1"))
    return tr.state, GAME.outcome(tr.state)


@pytest.mark.parametrize("h1, c1, h2, c2, winners, reason", [
    (7, 0, 6, 0, (0,), "waggle.end.goal"),
    (7, 0, 8, 0, (1,), "waggle.end.tiebreak"),      # both at 7+: the tie-break, most honey
    (7, 3, 7, 5, (1,), "waggle.end.tiebreak"),      # then most pollen in the hive
    (7, 4, 7, 4, (0, 1), "waggle.end.tiebreak"),    # still tied: shared (final_tie default)
])
def test_end_and_tiebreaks(h1, c1, h2, c2, winners, reason):
    s, out = night(h1, c1, h2, c2)
    assert s.phase == "over" and out.winners == winners and out.reason == reason
    assert GAME.current_player(s) is None and GAME.legal_moves(s) == ()


def test_final_tie_start_player_order():
    s, out = night(7, 4, 7, 4, "final_tie:start_player_order", start=2)
    assert out.winners == (1,)


def test_no_end_below_the_target():
    s, out = night(6, 0, 5, 0)
    assert out is None and s.phase == "roll" and s.start == 1
    s, out = night(5, 0, 2, 0, "honey_target:5")
    assert out.winners == (0,)
