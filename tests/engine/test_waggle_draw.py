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


DAY = BASE.replace("G=-,2,-,-,-,-", "G=-,-,-,-,-,-").replace("hand:6,", "hand:2.6,")


def test_overtime_changes_a_value_before_placing():          # waggle.queen.overtime
    s = parse_position(DAY + " q1=overtime")
    texts = {GAME.format_move(s, m) for m in GAME.legal_moves(s)}
    assert "play overtime 2 A5" in texts and "play overtime 6 B1 t3" in texts
    tr = GAME.step(s, move("play overtime 2 A5"))
    assert tr.state.spaces[0][4] == 0 and tr.state.hand[0] == (6,) and tr.state.cards[0] == ()
    assert tr.state.discard[1] == 1 and tr.state.turn == 0      # seat 2 has no dice: surplus
    assert [e.key for e in tr.events][:2] == ["queen.value", "place.space"]


def test_command_needs_an_own_die_on_the_flower():           # waggle.queen.command
    s = parse_position(DAY.replace("D=0.0/", "D=1.0/") + " q1=command")
    assert move("play command 6 D1") in GAME.legal_moves(s)
    assert move("play command 6 D3") not in GAME.legal_moves(s)
    tr = GAME.step(s, move("play command 6 D1"))
    assert tr.state.flowers[0] == (2, 0)
    with pytest.raises(IllegalMove):
        GAME.step(s, move("play command 6 D3"))


def test_gift_does_not_use_the_turn():                        # waggle.queen.gift
    s = parse_position(DAY + " q1=gift.gift")
    tr = GAME.step(s, move("play gift tile"))
    assert len(tr.state.hives[0]) == 5 and tr.state.turn == 0 and tr.state.hand[0] == (2, 6)
    tr = GAME.step(tr.state, move("play gift egg t2"))
    assert tr.state.hives[0][1][0] and tr.state.eggs == 11 and tr.state.cards[0] == ()
    assert GAME.parse_position(GAME.format_position(tr.state)) == tr.state


def test_wrong_turn_moves_an_opponent_die():                  # waggle.queen.wrong-turn
    s = parse_position(DAY.replace("D=0.0/", "D=1.2/") + " q1=wrong-turn")
    assert move("play wrong-turn p2 D1 D4") in GAME.legal_moves(s)
    assert move("play wrong-turn p1 D1 D4") not in GAME.legal_moves(s)   # an opponent's die
    tr = GAME.step(s, move("play wrong-turn p2 D1 D4"))
    assert tr.state.flowers[0] == (1, 1) and tr.state.flowers[3] == (0, 1)
    assert tr.state.turn == 0 and tr.state.cards[0] == ()
