"""The command line for Haste Bock?: python -m engine haste-bock options|new|legal|play|score."""
from __future__ import annotations

import json

import pytest

from engine import haste_bock as hb
from tests.engine.test_cli import one_error_line, run

GAME = "haste-bock"
G = hb.GAME
START = G.format_position(G.initial_state())


def test_options():
    r = run(GAME, "options")
    assert r.returncode == 0
    assert "ram_reach = unlimited    (unlimited, one_gap; rule haste.ram.line)" in r.stdout.splitlines()
    assert len(r.stdout.splitlines()) == len(G.options)


def test_new_legal_play_score():
    r = run(GAME, "new", "--players", "3", "--option", "line_shift_mode=compress")
    assert r.returncode == 0
    s = G.parse_position(r.stdout)
    assert s.players == 3 and s.opts["line_shift_mode"] == "compress"
    r = run(GAME, "legal", START)
    assert r.returncode == 0 and r.stdout.splitlines()[0] == "chance"
    assert r.stdout.splitlines()[1:] == [f"roll {f}" for f in hb.DIE_FACES]
    r = run(GAME, "play", START, "roll red", "ram R1 B1")
    assert r.returncode == 0
    after = G.parse_position(r.stdout)
    assert after.rams == (1, 2, 3)
    r = run(GAME, "score", "-", stdin=r.stdout)
    facts = json.loads(r.stdout)
    assert facts["to_move"] == "chance" and facts["scores"] == {"0": 0, "1": 0, "2": 0, "3": 0}


@pytest.mark.parametrize("args, code", [
    (("legal", "players=9"), 2), (("play", START, "fly Y1"), 2), (("play", START, "step1 B1 d3"), 2),
    (("new", "--players", "5"), 2), (("new", "--option", "ram_reach=far"), 2), (("play", START), 1),
])
def test_bad_input_is_one_line(args, code):
    line = one_error_line(run(GAME, *args), code)
    assert line.startswith("error: ")
