"""Hive positions as values the engine vouches for (issue 18): check_position and what it
refuses (each invariant with its rule and key), the bounds of every number a position holds
and what happens at them, typed moves and the phase table."""
from __future__ import annotations

import random

import pytest

from engine import hive
from engine.core import BaseGame, IllegalMove, NotationError, RulesError
from engine.hive import edit, rules
from engine.hive.board import HALF, PASS, cell, qr
from engine.hive.layout import MAX_TURN, SPAN, Layout
from engine.hive.state import State
from engine.hive.uhp import MAX_GAME_TURN, MAX_MOVES

G = hive.GAME
OPTIONS = G.initial_state().options


def setup_state(stacks: dict, turn: int = 3, to_move: int = 0, expansions: str = "", last=None,
                moves: tuple = (), options=OPTIONS) -> State:
    """A state built by hand (as a careless caller might), its layout not checked."""
    items = tuple(sorted((cell(*qr_), tuple(p)) for qr_, p in stacks.items()))
    return State(expansions, options, moves, setup=Layout(expansions, items, to_move, turn, last))


def refused(s, rule, key) -> NotationError:
    with pytest.raises(NotationError) as info:
        G.check_position(s)
    assert (info.value.rule, info.value.key) == (rule, key), info.value
    assert "\n" not in str(info.value)
    return info.value


LINE = {(0, 0): ["wQ"], (1, 0): ["bQ"], (-1, 0): ["wS1"], (2, 0): ["bS1"]}   # White[3]


def test_a_sound_position_passes():
    G.check_position(setup_state(LINE))
    G.check_position(G.parse_position("Base+MLP;InProgress;White[3];wS1;bG1 -wS1;wQ wS1-;bQ /bG1"))


@pytest.mark.parametrize("change, rule, key", [
    ({(3, 0): ["wQ"]}, "hive.pieces.base", "layout-duplicate"),                 # a piece twice
    ({(-2, 0): ["wM"]}, "hive.pieces.expansions", "not-in-game"),              # not in Base
    ({(-1, 0): ["wS1", "wS2"]}, "hive.bugs.beetle", "layout-stacked"),         # a Spider on top
    ({(5, 5): ["bS2"]}, "hive.move.one-hive", "layout-split"),                 # apart from the hive
    ({(-1, 0): ["wS2"]}, "hive.place.order", "layout-order"),                  # wS2 without wS1
    ({(-2, 0): ["wA1"], (-3, 0): ["wA2"]}, "hive.place", "layout-too-many"),   # 4 pieces in 3 turns
])
def test_conservation_and_counts(change, rule, key):
    e = refused(setup_state({**LINE, **change}), rule, key)
    if key == "layout-too-many":
        assert (e.data["count"], e.data["turns"]) == (4, 2)


def test_every_number_within_its_bound():
    refused(setup_state(LINE, turn=MAX_TURN + 1), "hive.turn", "bad-turn")
    refused(setup_state(LINE, turn=0), "hive.turn", "bad-turn")
    refused(setup_state({**LINE, (SPAN + 1, 0): ["bA1"]}), None, "bad-cell")
    refused(setup_state(LINE, expansions="X"), "hive.pieces.expansions", "bad-gametype")
    refused(setup_state(LINE, last="zz"), "hive.pieces.notation", "unknown-piece")
    refused(State("", OPTIONS, (PASS,) * (MAX_MOVES + 1)), None, "too-many-moves")
    with pytest.raises(NotationError) as info:
        G.check_position(State("", (("tournament_rule", "maybe"),)))
    assert info.value.key == "bad-options"


def test_the_board_of_a_history_is_checked_too():
    s = G.parse_position("Base;InProgress;White[3];wS1;bS1 wS1-;wQ -wS1;bQ bS1-")
    assert rules.position_problems(s) == []
    after = G.step(s, G.legal_moves(s)[0]).state
    assert rules.position_problems(after) == []


def test_parse_position_and_the_editor_call_check_position(monkeypatch):
    called = []

    def spy(s):
        called.append(s)

    monkeypatch.setattr(rules, "check_position", spy)
    monkeypatch.setattr(edit, "check_position", spy)
    G.parse_position("Base;InProgress;Black[1];wS1")
    edit.check(edit.parse("Base;White[2];0,0=wQ;1,0=bQ"))
    assert len(called) == 2


def test_legal_moves_of_random_games_keep_the_invariants():
    for seed, expansions in ((1, "MLP"), (2, "P")):
        rng = random.Random(seed)
        s = G.initial_state(expansions=expansions)
        for _ in range(120):
            if G.outcome(s) is not None:
                break
            s = G.step(s, rng.choice(G.legal_moves(s))).state
            G.check_position(s)
        assert G.parse_position(G.format_position(s)) == s


# --------------------------------------------------------------------------- the bounds

def test_the_last_turn_in_bounds_ends_the_game_in_a_draw():   # hive.end.move-limit
    s = G.parse_position(f"Base;White[{MAX_TURN}];0,0=wQ;1,0=bQ")
    assert G.legal_moves(s)
    tr = G.step(s, G.legal_moves(s)[0])
    after = tr.state
    assert G.outcome(after).winners == (0, 1) and G.outcome(after).reason == "hive.end.move-limit"
    assert G.legal_moves(after) == () and G.phase(after) == "over"
    assert any(e.key == "end.draw" and e.rule == "hive.end.move-limit" for e in tr.events)
    text = G.format_position(after)
    assert G.parse_position(text) == after
    assert edit.parse(edit.text(edit.from_state(after))).turn == MAX_TURN     # the editor's text reads too
    with pytest.raises(IllegalMove) as info:
        G.step(after, G.legal_moves(s)[0])
    assert (info.value.rule, info.value.key) == ("hive.end.over", "game-over")
    assert G.outcome(G.parse_position(f"Base;Black[{MAX_TURN}];0,0=wQ;1,0=bQ")) is not None


def test_hive_end_move_limit_the_last_move_in_bounds_ends_the_game_in_a_draw():
    s = G.parse_position("Base;InProgress;Black[2];wQ;bQ wQ-")   # two Queens can circle forever
    for _ in range(MAX_MOVES - 2):
        s = G.step(s, G.legal_moves(s)[0]).state
    assert G.outcome(s).reason == "hive.end.move-limit" and G.legal_moves(s) == ()
    text = G.format_position(s)
    assert text.split(";")[1] == "Draw" and len(text.split(";")) == 3 + MAX_MOVES
    assert G.parse_position(text) == s
    G.check_position(s)


@pytest.mark.parametrize("turn, ok", [("1", True), (str(MAX_GAME_TURN), True),
                                       ("0", False), (str(MAX_GAME_TURN + 1), False)])
def test_a_gamestring_turn_number_is_bounded_by_the_move_limit(turn, ok):   # hive.end.move-limit
    """White[1001] after 2000 moves: a GameString's turn number is read within 1..1001 and
    the refusal names both bounds (never None)."""
    from tutor.content import error_text
    assert MAX_GAME_TURN == MAX_MOVES // 2 + 1
    text = f"Base;InProgress;White[{turn}];wS1"
    if ok:
        G.parse_position(text)
        return
    with pytest.raises(NotationError) as info:
        G.parse_position(text)
    e = info.value
    assert (e.key, e.data["low"], e.data["high"]) == ("out-of-range", 1, MAX_GAME_TURN)
    said = error_text("hive", e, "t")
    assert "None" not in said and f"1～{MAX_GAME_TURN}" in said, said


def test_a_hive_that_wanders_past_the_layout_coordinates_still_reads_back():
    s = G.parse_position(f"Base;White[2];{SPAN},0=wQ;{SPAN - 1},0=bQ")
    for _ in range(6):
        moves = sorted(G.legal_moves(s), key=lambda m: -max(qr(m[1])))   # the furthest east first
        s = G.step(s, moves[0]).state
        for m in G.legal_moves(s):
            assert hive.move(m.text()) == m                              # axial text reads back
    assert max(qr(c)[0] for c in (hive.parse_cell(s, p) for p in hive.top_pieces(s))) > SPAN
    assert G.parse_position(G.format_position(s)) == s
    layout = edit.from_state(s)                                          # moved back to the middle
    assert edit.parse(edit.text(layout)) == layout and not edit.problems(layout)
    assert HALF > SPAN + MAX_MOVES                                       # no cell a game reaches wraps


# --------------------------------------------------------------------------- typed moves, phases

def test_a_move_has_named_fields_and_stays_a_tuple():
    m = hive.move("wS1 1,-1")
    assert (m.piece, m.cell) == ("wS1", cell(1, -1)) and not m.is_pass
    assert m == ("wS1", cell(1, -1)) and hash(m) == hash(("wS1", cell(1, -1)))
    assert repr(m) == "hive.move('wS1 1,-1')" and m._fields == ("piece", "cell")
    p = hive.move("pass")
    assert p.is_pass and p.piece == "pass" and p.cell is None and p == PASS


def test_the_phase_table_plays_every_move():
    assert type(G).apply is BaseGame.apply           # no if-chain of its own: the table dispatches
    assert G.phases["play"].moves == {"*": rules.play} and not G.phases["over"].moves
    won = G.parse_position("Base;White[5];0,0=bQ;0,-1=wQ;1,-1=wS1;1,0=wS2;0,1=wA1;-1,1=bS1;-1,0=bA1")
    assert G.phase(won) == "over"
    with pytest.raises(IllegalMove) as info:
        G.step(won, PASS)
    assert (info.value.rule, info.value.key) == ("hive.end.over", "game-over")


def test_facts_name_the_turn_and_the_moves_played():
    s = G.parse_position("Base;InProgress;White[3];wS1;bS1 wS1-;wQ -wS1;bQ bS1-")
    facts = G.facts(s)
    assert (facts["turn_number"], facts["moves_played"]) == (3, 4)
    assert G.facts(G.initial_state())["moves_played"] == 0


def test_the_editor_says_what_a_page_shows():
    layout = edit.parse("Base+M;Black[2];0,0=wQ;1,0=bQ,wB1;last=wB1")
    assert edit.facts(layout) == {"to_move": 1, "turn": 2, "last": "wB1", "pieces": ["bQ", "wB1", "wQ"],
                                  "expansions": "M", "cells": {"0,0": ["wQ"], "1,0": ["bQ", "wB1"]}}
    assert edit.occupied(layout, "1,0") and not edit.occupied(layout, "2,0")
    assert not edit.occupied(layout, "no cell")


def test_a_refusal_of_a_hand_made_position_is_a_rules_error_of_one_line():
    for s in (setup_state(LINE, turn=-5), setup_state({(0, 0): [""]}), setup_state({(0, 0): [None]})):
        with pytest.raises(RulesError) as info:
            G.check_position(s)
        assert "\n" not in str(info.value)
