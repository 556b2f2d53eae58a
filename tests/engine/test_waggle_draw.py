"""Waggle Dance, action G: drawing queen cards (waggle.draw.card) as a listed chance node."""
from __future__ import annotations

import pytest

from engine.core import CHANCE, IllegalMove
from engine.waggle_dance import GAME, move, parse_position

BASE = ("players=2 round=1 phase=place start=1 turn=1 general=tiles:40,eggs:12,"
        "cubes:15/15/15/15/15/15 A=-,-,-,-,-,- C=-,-,-,-,-,- E=-,-,-,-,-,- G=-,2,-,-,-,- "
        "D=0.0/0.0/0.0/0.0/0.0/0.0 p1=dice:6,supply:12,hand:6,hive:./././. "
        "p2=dice:6,supply:12,hand:-,hive:./././.")


def test_each_die_on_g_draws_a_card():
    s = GAME.step(parse_position(BASE), move("G6")).state
    assert s.phase == "draw" and GAME.current_player(s) == CHANCE
    odds = GAME.chance_outcomes(s)
    assert len(odds) == 14 and sum(odds.values()) == pytest.approx(1)
    assert odds[move("draw scout")] == pytest.approx(2 / 28)
    tr = GAME.step(s, move("draw scout"))          # start player (seat 0, G6) first
    assert tr.state.cards == (("scout",), ()) and sum(tr.state.deck) == 27
    tr = GAME.step(tr.state, move("draw scout"))
    assert tr.state.cards == (("scout",), ("scout",)) and tr.state.phase == "roll"
    text = GAME.format_position(tr.state)
    assert "q1=scout" in text and parse_position(text) == tr.state


def test_last_copy_then_none():
    s = GAME.step(parse_position(BASE + " q1=scout q2=scout"), move("G6")).state
    assert move("draw scout") not in GAME.chance_outcomes(s)
    with pytest.raises(IllegalMove) as info:
        GAME.step(s, move("draw scout"))
    assert info.value.key == "no-card"


def test_empty_deck_returns_the_die():                     # waggle.night.supply
    s = GAME.step(parse_position(BASE + " deck=" + ",".join(["0"] * 14)), move("G6")).state
    assert s.phase == "roll"
