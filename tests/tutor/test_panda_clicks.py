"""Way of the Panda board clicks (tutor/boards/way_of_the_panda_clicks.py), over the decision
positions of seeded games: every legal move is made by its clicks or left to a button, no
complete click sequence starts another, each sequence spells its own move, and clicks that
make no legal move spell what the engine then refuses with its rule."""
from __future__ import annotations

import random
from functools import cache

import pytest

from engine.core import CHANCE, IllegalMove
from engine.way_of_the_panda import GAME
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
        assert all(m[0] in ("pass", "done", "tile", "bonus", "place") for m in buttons), buttons


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
