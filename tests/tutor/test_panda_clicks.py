"""Way of the Panda board clicks (tutor/boards/way_of_the_panda_clicks.py), over the decision
positions of seeded games: every legal move is made by its clicks or left to a button, no
complete click sequence starts another, each sequence spells its own move, and clicks that
make no legal move spell what the engine then refuses with its rule. A button's move has a
short label of its own (button_label): distinct within a position, in words, not notation."""
from __future__ import annotations

import random
import re
from functools import cache

import pytest

from engine.core import CHANCE, IllegalMove
from engine.way_of_the_panda import GAME
from tutor.boards import way_of_the_panda as board
from tutor.boards import way_of_the_panda_clicks as clicks


def _positions(games: int = 6, plies: int = 400):
    out = {}
    for seed in range(games):
        rng = random.Random(seed)
        s = GAME.initial_state(2 + seed % 3)
        for _ in range(plies):
            if GAME.current_player(s) is None:
                break
            if GAME.current_player(s) == CHANCE:
                m = GAME.sample_chance(s, rng)
            else:
                out.setdefault(repr(s), s)
                moves = GAME.legal_moves(s)
                m = rng.choice([x for x in moves if x[0] not in ("pass", "done")] or moves)
            s = GAME.step(s, m).state
    return list(out.values())


@cache
def positions() -> list:
    """The positions the tests below share, made once, by the worker that needs them (not at
    collection, which every worker does)."""
    return _positions()


def test_the_positions_reach_every_decision():
    tasks = {(s.phase, s.agenda[0][0] if s.phase == "act" else "") for s in positions()}
    for want in [("guards", ""), ("champions", ""), ("turn", ""), ("act", "do"),
                 ("act", "cover"), ("act", "tile")]:
        assert want in tasks, want


def test_every_move_is_clicked_or_a_button_and_paths_are_unambiguous():
    for s in positions():
        legal = GAME.legal_moves(s)
        table = clicks.paths(s, legal)
        complete = [p for p, _ in table]
        assert len(set(complete)) == len(complete), repr(s)
        assert not {p[:k] for p in complete for k in range(1, len(p))} & set(complete)
        for path, m in table:
            assert m in legal
            assert GAME.parse_move(s, clicks.explain_click(s, path)) == m, (path, m)
        buttons = set(legal) - {m for _, m in table}
        assert all(m[0] in ("pass", "done", "bonus", "place") for m in buttons), buttons


@pytest.mark.parametrize("seq, rule", [
    (("4M",), "panda.ap.cannot-pay"),
    (("0M",), None),
])
def test_an_illegal_cell_click_spells_a_move_the_engine_refuses(seq, rule):
    s = next(x for x in positions() if x.phase == "turn" and x.ap[x.turn] < 2 and not any(
        c[x.turn] for c in x.board))
    text = clicks.explain_click(s, seq)
    assert text == f"place {seq[0]}"
    if rule:
        with pytest.raises(IllegalMove) as e:
            GAME.step(s, GAME.parse_move(s, text))
        assert e.value.rule == rule


def _buttons(s) -> list:
    legal = GAME.legal_moves(s)
    made = {m for _, m in clicks.paths(s, legal)}
    return [m for m in legal if m not in made]


def test_every_button_has_a_short_label_of_its_own():
    """No two buttons of a position read alike; each is a few words, with no move notation
    (the cell id 3G is printed on the board, so a label may name it)."""
    seen = set()
    for s in positions():
        for script in ("t", "s"):
            labels = [clicks.button_label(s, m, script) for m in _buttons(s)]
            assert all(labels) and len(set(labels)) == len(labels), labels
            for text in labels:
                assert len(text) <= 14 and not re.search(r"[a-z]{2,}|None|True|False|_", text), text
            seen.update(labels)
    assert {"停手", "不放守衛", "略過「建造」", "3G：先建造再走一步"} <= seen, seen


def test_every_legal_move_has_a_label_that_tells_it_apart():
    """The short label also tells apart moves whose first sentence is the same (a page may
    add it to the sentence in a list of moves, in place of the notation)."""
    for s in positions():
        labels = [clicks.button_label(s, m) for m in GAME.legal_moves(s)]
        assert all(labels) and len(set(labels)) == len(labels), labels


def test_the_do_both_cells_in_the_other_order_name_the_order():
    s = next(x for x in positions() if x.phase == "turn" and any(
        m[0] == "place" for m in _buttons(x)))
    labels = {clicks.button_label(s, m) for m in _buttons(s) if m[0] == "place"}
    assert labels and all("：先" in t and "再走一步" in t for t in labels), labels


def test_road_tiles_are_clicked_in_the_deciding_players_area():
    s = next(x for x in positions() if x.phase == "act" and x.agenda[0][0] == "tile")
    legal = GAME.legal_moves(s)
    table = dict((m, p) for p, m in clicks.paths(s, legal))
    assert table[GAME.parse_move(s, "tile neutral")] == ("tile neutral",)
    svg = board.render(s, {}, "t")
    assert "data-hit='tile own'" in svg and "data-hit='tile neutral'" in svg
    assert clicks.button_label(s, GAME.parse_move(s, "tile neutral")) == "放中立道路板塊"


# the first tutorial's position after the Monk covered R5's one ninja, with both of player 1's
# "1" road tiles already laid on R1 and R14
NO_ONES = """players=2 round=1 phase=act turn=1 order=1,2 stack=1,2
p1=ap:2,score:11,passed:no,champions:L6/L10/L2,tiles:0/0/0/0/0/0,built:1
p2=ap:3,score:6,passed:yes,champions:L2/L6/L8,tiles:0/0/0/0/0/0
buildings=L1:P,L4:G,L9:GP,L10:M,L12:M,L13:GM,L17:MP
roads=R1:t1,R2:2,R5:1,R9:1.2,R14:t1
board=1G:1/0,1N:0/2,2N:2/0,3N:2/0
city=c3/c1/c5/c8/c2/c7 missions=d3/e7
agenda=tile.1.R5,again.1.monk"""


def test_an_own_tile_none_left_is_refused_with_its_rule():
    s = GAME.parse_position(NO_ONES)
    assert [GAME.format_move(s, m) for m in GAME.legal_moves(s)] == ["tile neutral"]
    assert clicks.paths(s, GAME.legal_moves(s)) == [(("tile neutral",), ("tile", "neutral"))]
    assert clicks.explain_click(s, ("tile own",)) == "tile own"
    with pytest.raises(IllegalMove) as e:
        GAME.step(s, GAME.parse_move(s, "tile own"))
    assert e.value.rule == "panda.move.last-ninja"
